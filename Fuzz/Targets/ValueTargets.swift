import Foundation
import Livery

extension FuzzTarget {
    /// Every parser of the value pipeline: the first byte picks the expected type (or none), the
    /// second whether the rest is a JSON value (objects, numbers, strings) or the text of a string.
    static let values = FuzzTarget(
        name: "values",
        summary: "the value grammar: every parser of ValueParserPipeline.standard, each expected type or none"
    ) { data throws(FuzzFailure) in
        guard data.count >= 2 else { return }
        let types: [TokenType?] = TokenType.allCases.map(Optional.some) + [nil]
        let type = types[Int(data[data.startIndex]) % types.count]
        let asJSON = data[data.startIndex + 1] % 2 == 0
        let rest = Data(data.dropFirst(2))
        let file = "/fuzz/value.json"
        let node: SourceNode
        if asJSON {
            guard let (read, _) = try? JSONReader.read(rest, file: file) else { return }
            node = read
        } else {
            guard let text = String(data: rest, encoding: .utf8) else { return }
            node = SourceNode(.string(text), at: SourceLocation(file: file, line: 1, column: 1))
        }
        let pipeline = ValueParserPipeline.standard
        let base = URL(fileURLWithPath: "/fuzz")
        let first = try Invariants.bounded("parsing a value", bytes: rest.count) {
            Result { () throws(ValueParsingError) in try pipeline.parse(node, as: type, baseURL: base) }
        }
        let second = Result { () throws(ValueParsingError) in try pipeline.parse(node, as: type, baseURL: base) }
        try Invariants.same(first, second, what: "values")
        if case .failure(let error) = first {
            try Invariants.positionInside(
                error.location, of: rest, file: file, allowsUnknown: false,
                what: "the \(error.rule) error \"\(error.message)\"")
        }
        if case .success(let value) = first, let type {
            // A value parsed as a type has that type (the pipeline converts or refuses the rest).
            guard value.type == type else {
                throw FuzzFailure("typed-value", "parsing as \(type) gave a \(value.type)")
            }
        }
    }
}
