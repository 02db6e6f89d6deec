import Foundation
import Livery
import LiveryTestSupport

extension FuzzTarget {
    /// Deeply nested input, generated: each pair of bytes opens one construct a reader could recurse
    /// on (a math function, parentheses, a JSON array or object, a group) and repeats it up to
    /// 4,096 times; the document is read and every selection resolved on a thread with a 512 KiB
    /// stack, where a missing depth limit is a crash. Every error must say where.
    static let nesting = FuzzTarget(
        name: "nesting",
        summary: "generated nesting (colour maths, parentheses, arrays, groups) read and resolved on a 512 KiB stack"
    ) { data throws(FuzzFailure) in
        let document = NestingProgram(data).document()
        let file = "/fuzz/nested.json"
        let url = URL(fileURLWithPath: file)
        let bytes = Data(document.utf8)
        let outcome = onSmallStackBlocking { () -> Result<[Diagnostic], TokenDocument.Error> in
            Result { () throws(TokenDocument.Error) in
                let read = try TokenDocument(data: bytes, url: url)
                return ThemeSpace(documents: [read]).validate()
            }
        }
        let diagnostics: [Diagnostic]
        switch outcome {
        case .success(let found): diagnostics = found.filter { $0.severity == .error }
        case .failure(let error): diagnostics = [Diagnostic(.error, error.message, at: error.location)]
        }
        for diagnostic in diagnostics {
            try Invariants.positionInside(
                diagnostic.location, of: bytes, file: file, allowsUnknown: diagnostic.location.keyPath != nil,
                what: "the diagnostic \"\(diagnostic.message)\"")
        }
    }
}

/// Turns fuzzer bytes into a nested Livery JSON document: byte pairs are (construct, count).
struct NestingProgram {
    /// Openers inside a colour string, each with its closer.
    static let mathOpeners: [(String, String)] = [
        ("calc(", ")"), ("min(", ")"), ("max(", ")"), ("(", ")"), ("clamp(0, ", ", 1)"), ("calc(1 + ", ")"),
    ]
    /// Openers of JSON structure, each with its closer.
    static let jsonOpeners: [(String, String)] = [("[", "]"), (#"{"g": "#, "}"), (#"{"$value": "#, "}"), ("[1, ", "]")]

    var steps: [(construct: UInt8, count: Int)] = []

    init(_ data: Data) {
        var bytes = data.makeIterator()
        while let construct = bytes.next() {
            let count = Int(bytes.next() ?? 1)
            // Counts grow fast: 0…255 maps to 1…4,096.
            steps.append((construct, 1 + count * count / 16))
        }
    }

    /// The document: the math steps build a colour string, the JSON steps wrap its token.
    func document() -> String {
        var openMath = "", closeMath = ""
        var openJSON = "", closeJSON = ""
        for (construct, count) in steps.prefix(64) {
            if construct % 2 == 0 {
                let (open, close) = Self.mathOpeners[Int(construct / 2) % Self.mathOpeners.count]
                openMath += String(repeating: open, count: count)
                closeMath = String(repeating: close, count: count) + closeMath
            } else {
                let (open, close) = Self.jsonOpeners[Int(construct / 2) % Self.jsonOpeners.count]
                openJSON += String(repeating: open, count: count)
                closeJSON = String(repeating: close, count: count) + closeJSON
            }
        }
        // A math opener that is not a function needs one around it.
        let color = "rgb(calc(\(openMath)1\(closeMath)) 0 0)"
        return ##"{"plain": {"$type": "color", "$value": "#336699"}, "nested": {"$type": "color", "$value": "##
            + openJSON + "\"\(color)\"" + closeJSON + "}}\n"
    }
}
