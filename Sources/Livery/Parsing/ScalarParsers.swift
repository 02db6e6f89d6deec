import Foundation

/// Colours: every textual syntax (`#hex`, `0x`, `rgb()`, `hsl()`, `c()`, `rgba<>`, names…) and the
/// DTCG colour object. Without a declared type, only unambiguous syntaxes are read as colours.
struct ColorParser: ValueParser {
    var identifier: String { "color" }
    var priority: ValueParserPriority { .normal }

    static func isColorObject(_ node: SourceNode) -> Bool {
        node["colorSpace"] != nil && node["components"] != nil
    }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        switch (context.type, node.value) {
        case (.color, .string), (.color, .object): return true
        case (nil, .string(let text)): return ThemeColor.recognizes(text, syntax: .unambiguous)
        case (nil, .object): return Self.isColorObject(node) || Self.systemName(node) != nil
        default: return false
        }
    }

    /// A platform system colour: `{"system": "labelColor"}`, or `system(labelColor)` where the type is colour.
    static func systemName(_ node: SourceNode) -> String? {
        switch node.value {
        case .object(let members) where members.count == 1 && members[0].key == "system":
            return members[0].value.string
        case .string(let text):
            let prefix = Array("system(".utf8)
            guard text.utf8.drop(while: { $0 == UInt8(ascii: " ") }).starts(with: prefix) else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("system("), trimmed.hasSuffix(")") else { return nil }
            let name = trimmed.dropFirst(7).dropLast().trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        default:
            return nil
        }
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        if let name = Self.systemName(node) { return .value(.color(.system(name))) }
        let resolved = try Self.resolvingReferences(in: node, context)
        do {
            switch resolved.value {
            case .string(let text):
                return .value(.color(try ThemeColor(parsing: text, syntax: context.type == .color ? .lenient : .unambiguous)))
            default:
                return .value(.color(try ThemeColor(dtcg: resolved)))
            }
        } catch {
            throw ValueParsingError(error.message, at: node.location)
        }
    }

    /// Replaces references among a DTCG colour object's components and alpha with their numbers.
    static func resolvingReferences(in node: SourceNode, _ context: ValueParsingContext) throws(ValueParsingError) -> SourceNode {
        guard var members = node.members else { return node }
        for i in members.indices {
            switch (members[i].key, members[i].value.value) {
            case ("components", .array(let items)):
                var resolved: [SourceNode] = []
                for item in items { resolved.append(try context.numberNode(item)) }
                members[i].value = SourceNode(.array(resolved), at: members[i].value.location)
            case ("alpha", _):
                members[i].value = try context.numberNode(members[i].value)
            default:
                break
            }
        }
        return SourceNode(.object(members), at: node.location)
    }
}

extension ValueParsingContext {
    /// A number node for a reference (`{a.b}` or `{"$ref": …}`) standing where a number goes; other nodes as they are.
    /// The number at `node` with references followed, or nil when there is no node or no number.
    /// (Not `node.map(numberNode)`: the iOS 17 SDK's `Optional.map` drops typed throws.)
    func number(_ node: SourceNode?) throws(ValueParsingError) -> Double? {
        guard let node else { return nil }
        return try numberNode(node).numberValue
    }

    func numberNode(_ node: SourceNode) throws(ValueParsingError) -> SourceNode {
        let isReference: Bool
        switch node.value {
        case .object(let members): isReference = members.count == 1 && members[0].key == "$ref"
        case .string(let text):
            isReference = text.utf8.contains(UInt8(ascii: "{")) && !ReferenceParser.references(in: text).isEmpty
        default: isReference = false
        }
        guard isReference else { return node }
        switch try parse(node, as: .number) {
        case .number(let n): return SourceNode(.number(n, isInteger: n == n.rounded()), at: node.location)
        case .dimension(let d): return SourceNode(.number(d.value, isInteger: d.value == d.value.rounded()), at: node.location)
        default: throw ValueParsingError("expected the reference to give a number", at: node.location, rule: "type-mismatch")
        }
    }
}

/// Dimensions: numbers (points), `"16px"`, `"1.5rem"`, `{"value": 16, "unit": "px"}`.
struct DimensionParser: TypedValueParser {
    var identifier: String { "dimension" }
    var tokenType: TokenType { .dimension }

    static func parse(text: String, at location: SourceLocation) throws(ValueParsingError) -> ThemeDimension {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Double(finite: trimmed) { return ThemeDimension(number, .pt) }
        for unit in ThemeDimension.Unit.allCases where trimmed.hasSuffix(unit.rawValue) {
            let number = trimmed.dropLast(unit.rawValue.count).trimmingCharacters(in: .whitespaces)
            if let value = Double(number), value.isFinite { return ThemeDimension(value, unit) }
        }
        throw ValueParsingError(
            "expected a dimension such as \"16px\", \"1.5rem\" or 16, found \"\(text)\"", at: location)
    }

    /// `dimension`, unless it is infinite in points (a finite `1e308rem` is not, at 16 points per rem).
    static func finite(_ dimension: ThemeDimension, remBase: Double, at location: SourceLocation) throws(ValueParsingError)
        -> ThemeDimension
    {
        guard dimension.value.isFinite, dimension.points(remBase: remBase).isFinite else {
            throw ValueParsingError(
                "the dimension \(TokenValue.format(dimension.value))\(dimension.unit.rawValue) overflows: in points it is "
                    + "beyond the largest number (\(TokenValue.format(Double.greatestFiniteMagnitude)))", at: location,
                rule: "overflow")
        }
        return dimension
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        .value(.dimension(try Self.finite(try dimension(node, in: context), remBase: context.remBase, at: node.location)))
    }

    private func dimension(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ThemeDimension {
        switch node.value {
        case .number(let n, _):
            return ThemeDimension(n, .pt)
        case .string(let text):
            return try Self.parse(text: text, at: node.location)
        case .object:
            guard let number = try context.number(node["value"]), number.isFinite else {
                throw ValueParsingError("expected a dimension object's \"value\" to be a number", at: node.location)
            }
            var unitNode = node["unit"]
            if let reference = unitNode, reference["$ref"] != nil || reference.string?.hasPrefix("{") == true,
                case .string(let resolved) = try context.parse(reference, as: .string)
            {
                unitNode = SourceNode(.string(resolved), at: reference.location)
            }
            guard let unitText = unitNode?.string else {
                throw ValueParsingError("expected a dimension object's \"unit\" to be \"px\" or \"rem\"", at: node.location)
            }
            guard let unit = ThemeDimension.Unit(rawValue: unitText) else {
                throw ValueParsingError(
                    "unknown unit '\(unitText)'; expected px or rem (DTCG), or pt or em", at: node.location)
            }
            return ThemeDimension(number, unit)
        default:
            throw mismatch(node)
        }
    }
}

/// Numbers: JSON numbers, and numeric strings where the type says number.
struct NumberParser: ValueParser {
    var identifier: String { "number" }
    var priority: ValueParserPriority { .normal }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        switch (context.type, node.value) {
        case (.number, _), (nil, .number): return true
        default: return false
        }
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let number = node.numberValue, number.isFinite else {
            throw ValueParsingError("expected a number, found \(node.summary)", at: node.location)
        }
        return .value(.number(number))
    }
}

/// Booleans: JSON booleans, and `"true"`/`"false"` where the type says boolean.
struct BooleanParser: ValueParser {
    var identifier: String { "boolean" }
    var priority: ValueParserPriority { .normal }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        switch (context.type, node.value) {
        case (.boolean, _), (nil, .bool): return true
        default: return false
        }
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .bool(let b): return .value(.boolean(b))
        case .string(let s) where ["true", "yes"].contains(s.lowercased()): return .value(.boolean(true))
        case .string(let s) where ["false", "no"].contains(s.lowercased()): return .value(.boolean(false))
        default: throw ValueParsingError("expected true or false, found \(node.summary)", at: node.location)
        }
    }
}

/// Durations: `{"value": 200, "unit": "ms"}`, `"200ms"`, `"0.2s"`, or a number of milliseconds.
struct DurationParser: TypedValueParser {
    var identifier: String { "duration" }
    var tokenType: TokenType { .duration }

    static func milliseconds(_ value: Double, unit: String, at location: SourceLocation) throws(ValueParsingError) -> Double {
        guard value.isFinite else { throw ValueParsingError("expected a finite duration", at: location) }
        let milliseconds: Double
        switch unit {
        case "ms": milliseconds = value
        case "s": milliseconds = value * 1000
        default: throw ValueParsingError("unknown duration unit '\(unit)'; expected ms or s", at: location)
        }
        guard milliseconds.isFinite else {
            throw ValueParsingError(
                "the duration \(TokenValue.format(value))\(unit) overflows: in milliseconds it is beyond the largest number "
                    + "(\(TokenValue.format(Double.greatestFiniteMagnitude)))", at: location, rule: "overflow")
        }
        return milliseconds
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .number(let n, _):
            return .value(.duration(milliseconds: try Self.milliseconds(n, unit: "ms", at: node.location)))
        case .string(let text):
            let t = text.trimmingCharacters(in: .whitespaces).lowercased()
            if t.hasSuffix("ms"), let v = Double(finite: t.dropLast(2)) {
                return .value(.duration(milliseconds: try Self.milliseconds(v, unit: "ms", at: node.location)))
            }
            if t.hasSuffix("s"), let v = Double(finite: t.dropLast()) {
                return .value(.duration(milliseconds: try Self.milliseconds(v, unit: "s", at: node.location)))
            }
            if let v = Double(finite: t) {
                return .value(.duration(milliseconds: try Self.milliseconds(v, unit: "ms", at: node.location)))
            }
            throw ValueParsingError("expected a duration such as \"200ms\" or \"0.2s\", found \"\(text)\"", at: node.location)
        case .object:
            guard let value = try context.number(node["value"]) else {
                throw ValueParsingError("expected a duration object's \"value\" to be a number", at: node.location)
            }
            let unit = node["unit"]?.string ?? ""
            return .value(.duration(milliseconds: try Self.milliseconds(value, unit: unit, at: node.location)))
        default:
            throw mismatch(node)
        }
    }
}

/// Cubic Béziers: `[x1, y1, x2, y2]`, `"cubic-bezier(…)"` and the CSS keywords (`ease-in-out`…).
struct CubicBezierParser: TypedValueParser {
    var identifier: String { "cubicBezier" }
    var tokenType: TokenType { .cubicBezier }

    static let keywords: [String: CubicBezier] = [
        "linear": CubicBezier(0, 0, 1, 1), "ease": CubicBezier(0.25, 0.1, 0.25, 1),
        "ease-in": CubicBezier(0.42, 0, 1, 1), "ease-out": CubicBezier(0, 0, 0.58, 1),
        "ease-in-out": CubicBezier(0.42, 0, 0.58, 1),
    ]

    static func make(_ numbers: [Double], at location: SourceLocation) throws(ValueParsingError) -> CubicBezier {
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            throw ValueParsingError("expected a cubic Bézier of 4 numbers [x1, y1, x2, y2]", at: location)
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            throw ValueParsingError("expected a cubic Bézier's x1 and x2 to be between 0 and 1", at: location)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .array(let items):
            var numbers: [Double] = []
            for item in items {
                guard case .number(let value) = try context.parse(item, as: .number) else {
                    throw ValueParsingError("expected a number", at: item.location)
                }
                numbers.append(value)
            }
            return .value(.cubicBezier(try Self.make(numbers, at: node.location)))
        case .string(let text):
            let t = text.trimmingCharacters(in: .whitespaces).lowercased()
            if let keyword = Self.keywords[t] { return .value(.cubicBezier(keyword)) }
            if t.hasPrefix("cubic-bezier("), t.hasSuffix(")") {
                let numbers = t.dropFirst(13).dropLast().split(separator: ",").compactMap {
                    Double(finite: $0.trimmingCharacters(in: .whitespaces))
                }
                return .value(.cubicBezier(try Self.make(numbers, at: node.location)))
            }
            throw ValueParsingError(
                "expected a cubic Bézier ([x1, y1, x2, y2], cubic-bezier(…) or ease, linear, ease-in, ease-out, ease-in-out), found \"\(text)\"",
                at: node.location)
        default:
            throw mismatch(node)
        }
    }
}

/// Font families: a name, a comma-separated list, or an array of names.
struct FontFamilyParser: TypedValueParser {
    var identifier: String { "fontFamily" }
    var tokenType: TokenType { .fontFamily }

    static func names(_ text: String) -> [String] {
        text.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .string(let text):
            let names = Self.names(text)
            guard !names.isEmpty else {
                throw ValueParsingError("expected a font family name, found an empty string", at: node.location)
            }
            return .value(.fontFamily(names))
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard case .fontFamily(let parts) = try context.parse(item, as: .fontFamily) else { continue }
                names += parts
            }
            guard !names.isEmpty else { throw ValueParsingError("expected at least one font family name", at: node.location) }
            return .value(.fontFamily(names))
        default:
            throw mismatch(node)
        }
    }
}

/// Font weights: 1–1000 or a DTCG name (`thin`… `extra-black`, plus `regular`, `semibold`…).
struct FontWeightParser: TypedValueParser {
    var identifier: String { "fontWeight" }
    var tokenType: TokenType { .fontWeight }

    static func parse(_ node: SourceNode) throws(ValueParsingError) -> FontWeight {
        if let number = node.numberValue {
            guard (1...1000).contains(number) else {
                throw ValueParsingError(
                    "expected a font weight from 1 to 1000, found \(TokenValue.format(number))", at: node.location)
            }
            return FontWeight(number)
        }
        if let name = node.string?.trimmingCharacters(in: .whitespaces).lowercased(), let weight = FontWeight.names[name] {
            return weight
        }
        throw ValueParsingError(
            "expected a font weight (1-1000, or thin, extra-light, light, normal, medium, semi-bold, bold, extra-bold, black, extra-black), found \(node.summary)",
            at: node.location)
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        .value(.fontWeight(try Self.parse(node)))
    }
}

/// Plain strings: the fallback for any string, and numbers or booleans where the type says string.
struct StringParser: ValueParser {
    var identifier: String { "string" }
    var priority: ValueParserPriority { .low }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        switch (context.type, node.value) {
        case (nil, .string), (.string, .string), (.string, .number), (.string, .bool): return true
        default: return false
        }
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .string(let s): return .value(.string(s))
        case .number(let n, _): return .value(.string(TokenValue.format(n)))
        case .bool(let b): return .value(.string(b ? "true" : "false"))
        default: throw ValueParsingError("expected a string, found \(node.summary)", at: node.location)
        }
    }
}

/// Arrays: each element parsed (aliases resolved, types inferred).
struct ArrayParser: ValueParser {
    var identifier: String { "array" }
    var priority: ValueParserPriority { .init(rawValue: 100) }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard case .array = node.value else { return false }
        return context.type == nil || context.type == .array
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard case .array(let items) = node.value else { throw ValueParsingError("expected an array", at: node.location) }
        var values: [TokenValue] = []
        values.reserveCapacity(items.count)
        for item in items { values.append(try context.parse(item, as: nil)) }
        return .value(.array(values))
    }
}

/// Objects: each member parsed (aliases resolved, types inferred).
struct ObjectParser: ValueParser {
    var identifier: String { "object" }
    var priority: ValueParserPriority { .init(rawValue: 100) }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard case .object = node.value else { return false }
        return context.type == nil || context.type == .object
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let members = node.members else { throw ValueParsingError("expected an object", at: node.location) }
        var values: [String: TokenValue] = [:]
        for member in members { values[member.key] = try context.parse(member.value, as: nil) }
        return .value(.object(values))
    }
}

extension Double {
    /// A finite number written as text (`12`, `-0.5e3`); nil for anything else. `Double("nan")` and
    /// `Double("inf")` succeed, but no token value may be NaN or infinite (JSON cannot hold them,
    /// and NaN is not even equal to itself): fuzzing found "NaN" read as a number.
    package init?(finite text: some StringProtocol) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
}
