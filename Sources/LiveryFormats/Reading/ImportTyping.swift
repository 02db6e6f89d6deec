import Foundation
import Livery

/// Decides a token's type from its key name and its value's syntax, and checks the value with
/// Livery's value parsers so that what is written resolves.
package struct ImportTyping {
    /// Read bare 6- or 8-digit hex (`c6ddfa`, `B17936 0.9`) as colours (Chameleon writes colours so).
    package var bareHexIsColor = false
    /// The `d(name)` define map values may refer to.
    package var defines: [String: SourceNode] = [:]

    /// The type a key's name states: `…ThemeColor`/`…Colour` → colour, `…ThemeFont` → font,
    /// `…Image`/`…Img`/`…Icon` → image (case-insensitive).
    package static func type(forKey key: String) -> TokenType? {
        let lower = key.lowercased()
        if lower.hasSuffix("color") || lower.hasSuffix("colour") { return .color }
        if lower.hasSuffix("font") { return .font }
        if lower.hasSuffix("image") || lower.hasSuffix("img") || lower.hasSuffix("icon") { return .image }
        return nil
    }

    /// The type of a group's name (`colors` → colour…), which its tokens take.
    package static func type(forGroup name: String) -> TokenType? {
        switch name.lowercased() {
        case "color", "colors", "colour", "colours": .color
        case "font", "fonts": .font
        case "image", "images", "img", "icons": .image
        default: nil
        }
    }

    /// Whether `text` is 6 or 8 hex digits, optionally followed by white space and an alpha.
    package static func isBareHex(_ text: String) -> Bool {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let hex = parts.first, parts.count <= 2, hex.count == 6 || hex.count == 8,
            hex.allSatisfy(\.isHexDigit)
        else { return false }
        return parts.count == 1 || Double(parts[1]) != nil
    }

    /// The type a value's own syntax states, if any: colour syntaxes, `d(name)` through the define
    /// map, JSON numbers and booleans.
    package func type(ofValue node: SourceNode, depth: Int = 0) -> TokenType? {
        switch node.value {
        case .bool: return .boolean
        case .number: return .number
        case .array: return .array
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let name = Self.defineName(trimmed) {
                guard depth < 32, let expansion = defines[name] else { return nil }
                return type(ofValue: expansion, depth: depth + 1)
            }
            if ThemeColor.recognizes(trimmed, syntax: .unambiguous) { return .color }
            if bareHexIsColor, Self.isBareHex(trimmed) { return .color }
            return nil
        default:
            return nil
        }
    }

    /// `d(name)` → `name`.
    package static func defineName(_ text: String) -> String? {
        guard text.count > 3, text.hasPrefix("d(") || text.hasPrefix("D("), text.hasSuffix(")") else { return nil }
        return text.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
    }

    /// The problem Livery's parsers find reading `node` as `type`, or nil when it reads.
    package func problem(_ node: SourceNode, as type: TokenType) -> ValueParsingError? {
        do {
            _ = try ValueParserPipeline.standard.parse(node, as: type, defines: defines)
            return nil
        } catch {
            return error
        }
    }

    /// Decides the type of the value `node` written under `key`: the key's name (or `hint`, a
    /// group's type) first when the value reads as that type, then the value's syntax, then
    /// `string`. A value the key or its syntax calls a colour, font or image but that does not read
    /// as one is written as a string, with a warning.
    package func decide(
        _ node: SourceNode, key: String, hint: TokenType? = nil, path: String, diagnostics: inout [Diagnostic]
    ) -> TokenType {
        let named = Self.type(forKey: key) ?? hint
        let syntax = type(ofValue: node)
        var candidates: [TokenType] = []
        if let named { candidates.append(named) }
        if let syntax, syntax != named { candidates.append(syntax) }
        var first: (TokenType, ValueParsingError)?
        for candidate in candidates {
            guard let problem = problem(node, as: candidate) else { return candidate }
            if first == nil { first = (candidate, problem) }
        }
        if let (expected, problem) = first {
            diagnostics.append(
                .importing(
                    .warning, "expected a \(expected) value here: \(problem.message); imported as a string",
                    at: node.location, path: path, rule: "type-mismatch"))
        }
        switch node.value {
        case .number: return .number
        case .bool: return .boolean
        default: return .string
        }
    }
}
