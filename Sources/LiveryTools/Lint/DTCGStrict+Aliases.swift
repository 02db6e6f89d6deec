import Foundation
import Livery

/// Alias and colour-range checks of `livery lint --dtcg`:
/// - `dtcg-alias-syntax`: a malformed curly brace reference (`"{a..b}"`, `"{a"`, `"{$x}"`, an
///   alias inside a longer string) or JSON pointer (`$ref` not a string, not `#/…`, a `~` not
///   followed by 0 or 1, a reference object with keys besides `$ref`) (aliases.md "Error
///   Conditions": invalid syntax; format.json `curlyBraceReference`, `jsonPointerReferenceObject`);
/// - `dtcg-alias-target`: a curly brace reference into a token's value (`{colors.blue.hex}`,
///   Style Dictionary's `{a.b.value}`) (aliases.md "Curly Brace Syntax": complete tokens only;
///   "Error Conditions": invalid token references);
/// - `dtcg-alias-type`: an alias, followed along its chain, whose target's type differs from the
///   type the token declares or inherits, or from what a sub-value needs (aliases.md "Error
///   Conditions": type mismatches, "Chained References"; resolver/resolution-logic.md "Aliases");
/// - `dtcg-color-range`: a colour component outside its colour space's range (color-type.md
///   "Supported Color spaces" and each space's "Components").
///
/// Unresolvable aliases, aliases to groups and cycles are resolution's own errors
/// (`unresolved-alias`, `alias-to-group`, `alias-cycle`), which lint reports in every selection.
extension DTCGStrictChecker {
    /// Whether `text` is a DTCG curly brace reference: `{a.b}` with non-empty names without `{`,
    /// `}` or `.`, none starting with `$` except `$root` (format.json `curlyBraceReference`;
    /// groups.md "Root tokens in groups").
    static func isWellFormedAlias(_ text: String) -> Bool {
        guard text.count > 2, text.first == "{", text.last == "}" else { return false }
        return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).allSatisfy { name in
            !name.isEmpty && !name.contains("{") && !name.contains("}") && (!name.hasPrefix("$") || name == "$root")
        }
    }

    /// The segments of a `#/…` JSON pointer, unescaped; nil when malformed.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return nil }
        var segments: [String] = []
        for raw in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = unescapedPointerSegment(raw) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// One JSON pointer segment with `~0` and `~1` unescaped (RFC 6901); nil when a `~` is
    /// followed by anything else.
    static func unescapedPointerSegment(_ raw: Substring) -> String? {
        var segment = ""
        var characters = raw.makeIterator()
        while let character = characters.next() {
            guard character == "~" else {
                segment.append(character)
                continue
            }
            switch characters.next() {
            case "0": segment.append("~")
            case "1": segment.append("/")
            default: return nil
            }
        }
        return segment
    }

    /// Checks `node` when it is an alias (or meant as one); returns true when it was, so the
    /// caller does not check it as a value. `expected` is the type or sub-value kind needed here.
    mutating func checkReference(_ node: SourceNode, expected: String, path: String) -> Bool {
        if let text = node.string {
            guard text.contains("{") || text.contains("}") else { return false }
            guard Self.isWellFormedAlias(text) else {
                let whole = text.hasPrefix("{") && text.hasSuffix("}")
                report(
                    whole
                        ? "malformed alias \"\(text)\": expected \"{group.token}\", names not empty and without {, } or . "
                            + "(only $root may start with $)"
                        : "malformed alias in \"\(text)\": a DTCG alias is the whole value, \"{group.token}\", "
                            + "not part of a longer string",
                    at: node.location, path: path, rule: "dtcg-alias-syntax")
                return true
            }
            checkCurlyTarget(String(text.dropFirst().dropLast()), at: node, expected: expected, path: path)
            return true
        }
        guard let members = node.members, let ref = node["$ref"] else { return false }
        for member in members where member.key != "$ref" {
            report(
                "a JSON pointer reference object has only \"$ref\"; '\(member.key)' is not allowed beside it",
                at: member.keyLocation, path: path, rule: "dtcg-alias-syntax")
        }
        checkPointerReference(ref, expected: expected, path: path)
        return true
    }

    /// A `$ref` value (a token's own `$ref`, or a reference object's): its syntax and its target's type.
    mutating func checkPointerReference(_ ref: SourceNode, expected: String?, path: String) {
        guard let pointer = ref.string else {
            report(
                "$ref must be a JSON pointer string such as \"#/colors/blue\", got \(Self.describe(ref))",
                at: ref.location, path: path, rule: "dtcg-alias-syntax")
            return
        }
        guard let segments = Self.pointerSegments(pointer) else {
            report(
                "malformed JSON pointer \"\(pointer)\": expected \"#/\" then names separated by /, with ~ written ~0 "
                    + "and / written ~1 (RFC 6901)", at: ref.location, path: path, rule: "dtcg-alias-syntax")
            return
        }
        guard let expected else { return }
        var visited = Set<String>()
        guard let actual = kind(ofPointer: segments, visited: &visited) else { return }
        compare(expected: expected, actual: actual, reference: "$ref \(pointer)", at: ref, path: path)
    }

    private mutating func checkCurlyTarget(_ target: String, at node: SourceNode, expected: String, path: String) {
        guard token(at: target) != nil else {
            let names = target.split(separator: ".").map(String.init)
            for cut in stride(from: names.count - 1, through: 1, by: -1) {
                let prefix = names[..<cut].joined(separator: ".")
                guard token(at: prefix) != nil else { continue }
                let pointer =
                    "#/" + names[..<cut].map(Self.escape).joined(separator: "/") + "/$value/"
                    + names[cut...].map(Self.escape).joined(separator: "/")
                report(
                    "{\(target)} reaches into the value of token {\(prefix)}; a curly brace reference names a whole token, "
                        + "so write {\"$ref\": \"\(pointer)\"}", at: node.location, path: path, rule: "dtcg-alias-target")
                return
            }
            return  // no token or a group: resolution reports it
        }
        var visited = Set<String>()
        guard let actual = kind(ofToken: target, visited: &visited) else { return }
        compare(expected: expected, actual: actual, reference: "{\(target)}", at: node, path: path)
    }

    private static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private mutating func compare(expected: String, actual: String, reference: String, at node: SourceNode, path: String) {
        guard Self.normalized(expected) != Self.normalized(actual) else { return }
        report(
            "type mismatch: \(reference) gives \(Self.kindName(actual)) where \(Self.kindName(expected)) is expected",
            at: node.location, path: path, rule: "dtcg-alias-type")
    }

    private static func normalized(_ kind: String) -> String {
        switch kind {
        case "plainNumber", "alpha": return "number"
        case "colorObject": return "color"
        case "strokeStyleObject": return "strokeStyle"
        default: return kind
        }
    }

    private static func kindName(_ kind: String) -> String {
        switch normalized(kind) {
        case "colorSpace": return "a colour space"
        case "components": return "a components array"
        case "hex": return "a hex string"
        case "dimensionUnit": return "a dimension unit"
        case "durationUnit": return "a duration unit"
        case "lineCap": return "a line cap"
        case "dashArray": return "a dash array"
        case "gradientStop": return "a gradient stop"
        case "fontName": return "a font name"
        case let name: return "a \(name)" + (types.contains(name) || name == "boolean" || name == "string" ? " token" : "")
        }
    }

    /// The token at `path`, also one a group gains through `$extends`.
    func token(at path: String, depth: Int = 0) -> TokenInfo? {
        if let info = tokens[path] { return info }
        guard depth < 16 else { return nil }
        for (group, base) in extends.sorted(by: { $0.key < $1.key }) where path.hasPrefix(group + ".") {
            if let info = token(at: base + path.dropFirst(group.count), depth: depth + 1) { return info }
        }
        return nil
    }

    /// A token's type: its `$type`, its groups' (groups.md "Type Inheritance"), else its alias
    /// target's, followed along the chain (design-token.md "Type"; aliases.md "Chained References").
    func kind(ofToken path: String, visited: inout Set<String>) -> String? {
        guard visited.insert(path).inserted, let info = token(at: path) else { return nil }
        if let type = info.declaredType ?? info.groupType { return type }
        if let value = info.value {
            if let text = value.string, Self.isWellFormedAlias(text) {
                return kind(ofToken: String(text.dropFirst().dropLast()), visited: &visited)
            }
            if let pointer = value["$ref"]?.string, let segments = Self.pointerSegments(pointer) {
                return kind(ofPointer: segments, visited: &visited)
            }
        }
        if let pointer = info.node["$ref"]?.string, let segments = Self.pointerSegments(pointer) {
            return kind(ofPointer: segments, visited: &visited)
        }
        return nil
    }

    /// What a JSON pointer names: a token's type, or the kind of a part of its `$value`.
    func kind(ofPointer segments: [String], visited: inout Set<String>) -> String? {
        for cut in stride(from: segments.count, through: 1, by: -1) {
            let path = segments[..<cut].joined(separator: ".")
            guard token(at: path) != nil else { continue }
            let rest = Array(segments[cut...])
            guard var kind = kind(ofToken: path, visited: &visited) else { return nil }
            guard let first = rest.first else { return kind }
            guard first == "$value" else { return nil }
            for segment in rest.dropFirst() {
                guard let next = Self.subKind(of: kind, segment) else { return nil }
                kind = next
            }
            return kind
        }
        return nil
    }

    /// The kind of a part of a value of `kind`.
    static func subKind(of kind: String, _ segment: String) -> String? {
        let table = ["color": "colorObject", "strokeStyle": "strokeStyleObject"][kind] ?? kind
        if let property = composites[table]?.first(where: { $0.0 == segment }) { return property.1 }
        guard Int(segment) != nil else { return nil }
        switch kind {
        case "shadow": return "shadow"
        case "gradient": return "gradientStop"
        case "components", "cubicBezier": return "number"
        case "dashArray": return "dimension"
        case "fontFamily": return "fontName"
        default: return nil
        }
    }

    // MARK: Colour ranges

    /// Component names and ranges of each colour space (color-type.md "Supported Color spaces"):
    /// name, lowest, highest, whether the highest is excluded.
    static let componentRanges: [String: [(String, Double, Double, Bool)]] = {
        let rgb: [(String, Double, Double, Bool)] = [("red", 0, 1, false), ("green", 0, 1, false), ("blue", 0, 1, false)]
        let xyz: [(String, Double, Double, Bool)] = [("X", 0, 1, false), ("Y", 0, 1, false), ("Z", 0, 1, false)]
        let hue: (String, Double, Double, Bool) = ("hue", 0, 360, true)
        let unbounded = -Double.infinity
        return [
            "srgb": rgb, "srgb-linear": rgb, "display-p3": rgb, "a98-rgb": rgb, "prophoto-rgb": rgb, "rec2020": rgb,
            "xyz-d65": xyz, "xyz-d50": xyz,
            "hsl": [hue, ("saturation", 0, 100, false), ("lightness", 0, 100, false)],
            "hwb": [hue, ("whiteness", 0, 100, false), ("blackness", 0, 100, false)],
            "lab": [("lightness", 0, 100, false), ("a", unbounded, .infinity, false), ("b", unbounded, .infinity, false)],
            "lch": [("lightness", 0, 100, false), ("chroma", 0, .infinity, false), hue],
            "oklab": [("lightness", 0, 1, false), ("a", unbounded, .infinity, false), ("b", unbounded, .infinity, false)],
            "oklch": [("lightness", 0, 1, false), ("chroma", 0, .infinity, false), hue],
        ]
    }()

    /// Each numeric component of a colour object against its colour space's range.
    mutating func checkColorRanges(_ node: SourceNode, path: String) {
        guard let space = node["colorSpace"]?.string, let ranges = Self.componentRanges[space],
            case .array(let items)? = node["components"]?.value, items.count == ranges.count
        else { return }
        for (item, (name, low, high, excludesHigh)) in zip(items, ranges) {
            guard case .number(let x, _) = item.value else { continue }
            guard x < low || x > high || (excludesHigh && x == high) else { continue }
            let range: String
            if high == .infinity {
                range = "\(ColorMathFormat.text(low)) or more"
            } else if excludesHigh {
                range = "from \(ColorMathFormat.text(low)) up to but not including \(ColorMathFormat.text(high))"
            } else {
                range = "between \(ColorMathFormat.text(low)) and \(ColorMathFormat.text(high))"
            }
            report(
                "\(space) \(name) is \(range), got \(ColorMathFormat.text(x))", at: item.location, path: path,
                rule: "dtcg-color-range")
        }
    }
}
