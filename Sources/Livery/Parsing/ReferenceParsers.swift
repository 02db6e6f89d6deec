import Foundation

/// Built-in parser lists.
enum BuiltinParsers {
    static let all: [any ValueParser] = [
        MacroParser(), ReferenceParser(), PointerReferenceParser(),
        ColorParser(), DimensionParser(), NumberParser(), BooleanParser(), DurationParser(),
        CubicBezierParser(), FontFamilyParser(), FontWeightParser(), FontParser(), ImageParser(),
        GradientParser(), ShadowParser(), BorderParser(), StrokeStyleParser(), TransitionParser(),
        TypographyParser(), ArrayParser(), ObjectParser(), StringParser(),
    ]
}

/// `d(name)`: expands to the value of `name` in the document's define map, which the pipeline
/// then parses again (seed 000's macro parser).
struct MacroParser: ValueParser {
    var identifier: String { "macro" }
    var priority: ValueParserPriority { .required }

    static func name(in text: String) -> String? {
        // Fast rejection without Foundation: the first non-blank characters must be `d(`.
        var utf8 = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.makeIterator()
        guard let first = utf8.next(), first == UInt8(ascii: "d") || first == UInt8(ascii: "D"),
            utf8.next() == UInt8(ascii: "(")
        else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 3, trimmed.first == "d" || trimmed.first == "D",
            trimmed.dropFirst().first == "(", trimmed.last == ")"
        else { return nil }
        return trimmed.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
    }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard let text = node.string else { return false }
        return Self.name(in: text) != nil
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let text = node.string, let name = Self.name(in: text) else {
            throw ValueParsingError("expected d(name)", at: node.location)
        }
        guard let expansion = context.defines[name] else {
            let known = context.defines.keys.sorted().prefix(10).joined(separator: ", ")
            throw ValueParsingError(
                "unknown define '\(name)' in d(\(name)); "
                    + (known.isEmpty ? "the document has no $defines" : "defined names: \(known)"),
                at: node.location, rule: "unknown-define")
        }
        return .handOff(expansion)
    }
}

/// A `{path}` reference inside a string.
struct ReferenceSpan: Equatable {
    var range: Range<String.Index>
    var path: String
}

/// `{a.b}` aliases: a whole value refers to the token; references inside a longer string are
/// replaced by the referenced values' text, and the result is parsed again.
struct ReferenceParser: ValueParser {
    var identifier: String { "reference" }
    var priority: ValueParserPriority { .init(rawValue: 900) }

    /// Every `{path}` in `text`; a path is non-empty and has no white space, quotes or braces.
    static func references(in text: String) -> [ReferenceSpan] {
        var spans: [ReferenceSpan] = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        var openingBrace: String.Index?
        var valid = true
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "{"):
                openingBrace = index
                valid = true
            case UInt8(ascii: "}"):
                if let start = openingBrace, valid, utf8.index(after: start) < index {
                    let path = String(text[utf8.index(after: start)..<index])
                    spans.append(ReferenceSpan(range: start..<utf8.index(after: index), path: path))
                }
                openingBrace = nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\""):
                valid = false
            default:
                break
            }
            index = utf8.index(after: index)
        }
        return spans
    }

    /// Whether `text` is only `span`, give or take surrounding spaces.
    static func isWhole(_ span: ReferenceSpan, of text: String) -> Bool {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return text.utf8[..<span.range.lowerBound].allSatisfy(blank) && text.utf8[span.range.upperBound...].allSatisfy(blank)
    }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard let text = node.string, text.utf8.contains(UInt8(ascii: "{")) else { return false }
        return !Self.references(in: text).isEmpty
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let text = node.string else { throw ValueParsingError("expected a reference", at: node.location) }
        let spans = Self.references(in: text)
        if spans.count == 1, let only = spans.first, Self.isWhole(only, of: text) {
            return .value(try context.resolveReference(only.path, at: node.location))
        }
        var result = ""
        var cursor = text.startIndex
        for span in spans {
            result += text[cursor..<span.range.lowerBound]
            result += try context.resolveReference(span.path, at: node.location).text
            cursor = span.range.upperBound
            guard result.utf8.count <= 1 << 20 else {
                throw ValueParsingError(
                    "interpolated string longer than 1 MiB (references that multiply?)", at: node.location,
                    rule: "too-large")
            }
        }
        result += text[cursor...]
        return .handOff(SourceNode(.string(result), at: node.location))
    }
}

/// `{"$ref": "#/json/pointer"}` references (DTCG 2025.10).
struct PointerReferenceParser: ValueParser {
    var identifier: String { "pointer-reference" }
    var priority: ValueParserPriority { .init(rawValue: 900) }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard let members = node.members, members.count == 1 else { return false }
        return members[0].key == "$ref"
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let pointer = node["$ref"]?.string else {
            throw ValueParsingError("expected $ref to be a JSON pointer string such as \"#/color/primary\"", at: node.location)
        }
        return .value(try context.resolvePointer(pointer, at: node.location))
    }
}

/// Reference syntax, for tools that inspect raw values (lint).
package enum RawReferences {
    /// The paths of every `{path}` alias in `text`.
    package static func aliasPaths(in text: String) -> [String] {
        ReferenceParser.references(in: text).map(\.path)
    }

    /// The token paths an alias `{path}` can name, in the order resolution tries them: the path
    /// itself, then, for Style Dictionary's old `{a.b.value}` form, `a.b`. Resolution and lint
    /// both read references through this, so they agree on what an alias names.
    package static func candidatePaths(for path: String) -> [String] {
        path.hasSuffix(".value") && path.count > 6 ? [path, String(path.dropLast(6))] : [path]
    }

    /// The define name of a `d(name)` macro, or nil.
    package static func macroName(in text: String) -> String? {
        MacroParser.name(in: text)
    }
}
