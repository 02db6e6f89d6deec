import Foundation

/// Turns a raw value (a ``SourceNode``) into a typed ``TokenValue``.
///
/// Parsers form one ordered pipeline (``ValueParserPipeline``): for each raw value, the pipeline
/// asks parsers in priority order whether they ``canParse(_:in:)`` it; the first that can, parses
/// it. A parser may instead hand a new raw value on (``ValueParserResult/handOff(_:)``), which the
/// pipeline parses again from the top: this is how `d(name)` macros and embedded aliases
/// expand into text that the colour or number parsers then read.
///
/// ```swift
/// struct BrandColorParser: ValueParser {
///     var identifier: String { "brand" }
///     var priority: ValueParserPriority { .high }
///     func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
///         node.string == "brand"
///     }
///     func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
///         .handOff(SourceNode(.string("#1E6FD9"), at: node.location))
///     }
/// }
/// ```
public protocol ValueParser: Sendable {
    /// A unique, stable name (`color`, `macro`, `reference`).
    var identifier: String { get }
    /// Parsers with a higher priority are asked first.
    var priority: ValueParserPriority { get }
    /// Whether this parser reads `node` (given the expected type in `context`).
    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool
    /// Parses `node`, or hands a new raw value on to the pipeline.
    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult
}

/// A built-in parser of one token type: asked at normal priority for every raw value of
/// ``tokenType``.
protocol TypedValueParser: ValueParser {
    /// The type of the tokens this parser reads.
    var tokenType: TokenType { get }
}

extension TypedValueParser {
    var priority: ValueParserPriority { .normal }

    func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool { context.type == tokenType }

    /// The error for a raw value of a kind this parser never reads (an array for a colour…).
    func mismatch(_ node: SourceNode) -> ValueParsingError {
        ValueParsingError(
            "expected \(ValueParserPipeline.expectation(for: tokenType)), found \(node.summary)", at: node.location)
    }

    /// Throws ``mismatch(_:)`` unless `node` is an object (composite values).
    func requireObject(_ node: SourceNode) throws(ValueParsingError) {
        guard case .object = node.value else { throw mismatch(node) }
    }
}

/// The order parsers are asked in: higher first.
public struct ValueParserPriority: Sendable, Hashable, Comparable, RawRepresentable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Asked first: macros and references.
    public static let required = ValueParserPriority(rawValue: 1000)
    /// Before the built-in typed parsers: app parsers that claim special syntax.
    public static let high = ValueParserPriority(rawValue: 750)
    /// The built-in typed parsers.
    public static let normal = ValueParserPriority(rawValue: 500)
    /// Fallbacks, such as plain strings.
    public static let low = ValueParserPriority(rawValue: 0)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a parser produced.
public enum ValueParserResult: Sendable {
    /// The final value.
    case value(TokenValue)
    /// A new raw value for the pipeline to parse again (a macro's expansion, interpolated text).
    case handOff(SourceNode)
}

/// A value that could not be parsed, with where it is and what was expected.
public struct ValueParsingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// Where the value was written.
    public var location: SourceLocation
    /// The check that failed (`invalid-value`, `unresolved-alias`, `alias-cycle`, `type-mismatch`…).
    public var rule: String

    /// An error at `location`; `rule` names the check, `invalid-value` unless given.
    public init(_ message: String, at location: SourceLocation, rule: String = "invalid-value") {
        self.message = message
        self.location = location
        self.rule = rule
    }

    public var description: String { "\(location): error: \(message)" }
}

/// Answers references while a value is parsed; the resolver implements it.
package protocol ReferenceResolving: AnyObject {
    /// The resolved value of the token at `path`, asked for by a value parsed `depth` levels deep
    /// (the referenced token's parsing continues from there, so references and nested values
    /// share one depth limit: ``ValueParsingContext/maxDepth``).
    func value(forReference path: String, at location: SourceLocation, depth: Int) throws(ValueParsingError) -> TokenValue
    /// The resolved value a JSON pointer (`#/color/brand/$value`) points at.
    func value(forPointer pointer: String, expecting type: TokenType?, at location: SourceLocation, depth: Int)
        throws(ValueParsingError) -> TokenValue
}

/// What a parser knows about the value it is parsing.
public struct ValueParsingContext {
    /// The type the value must have, or nil when it is to be inferred from unambiguous syntax.
    public var type: TokenType?
    /// The token being parsed, if any.
    public var tokenPath: String?
    /// The folder relative file paths resolve against.
    public var baseURL: URL?
    /// The document's `d(name)` define map.
    public var defines: [String: SourceNode]
    /// Points per `rem`.
    public var remBase: Double
    let pipeline: ValueParserPipeline
    let references: (any ReferenceResolving)?
    var depth: Int

    package init(
        type: TokenType?, tokenPath: String? = nil, baseURL: URL? = nil, defines: [String: SourceNode] = [:],
        remBase: Double = 16, pipeline: ValueParserPipeline, references: (any ReferenceResolving)? = nil
    ) {
        self.type = type
        self.tokenPath = tokenPath
        self.baseURL = baseURL
        self.defines = defines
        self.remBase = remBase
        self.pipeline = pipeline
        self.references = references
        self.depth = 0
    }

    /// How deeply parts of a value may nest (a gradient in a gradient, a shadow list in a list, and
    /// the references followed while parsing them): far beyond any real composite, and shallow
    /// enough for a secondary thread's 512 KiB stack in a debug build (each level runs the whole
    /// pipeline, 100 levels overflowed it).
    static let maxDepth = 16

    /// Parses a part of a value (a shadow's colour, an array's element) through the whole pipeline,
    /// references included.
    public func parse(_ node: SourceNode, as type: TokenType?) throws(ValueParsingError) -> TokenValue {
        var child = self
        child.type = type
        child.depth += 1
        guard child.depth < Self.maxDepth else {
            throw ValueParsingError(
                "value nested deeper than \(Self.maxDepth) levels", at: node.location, rule: "too-deep")
        }
        return try pipeline.parse(node, in: child)
    }

    /// The resolved value of the token at `path` (`{a.b}`).
    package func resolveReference(_ path: String, at location: SourceLocation) throws(ValueParsingError) -> TokenValue {
        guard let references else {
            throw ValueParsingError(
                "unresolved alias {\(path)}: no tokens are available here", at: location, rule: "unresolved-alias")
        }
        return try references.value(forReference: path, at: location, depth: depth)
    }

    /// The resolved value a JSON pointer reference (`{"$ref": "#/a/b"}`) points at.
    package func resolvePointer(_ pointer: String, at location: SourceLocation) throws(ValueParsingError) -> TokenValue {
        guard let references else {
            throw ValueParsingError(
                "unresolved reference \(pointer): no tokens are available here", at: location, rule: "unresolved-alias")
        }
        return try references.value(forPointer: pointer, expecting: type, at: location, depth: depth)
    }
}

/// The ordered list of value parsers.
public struct ValueParserPipeline: Sendable {
    /// The parsers, in the order they are asked (priority, then registration order).
    public private(set) var parsers: [any ValueParser]

    /// A pipeline with the given parsers.
    public init(parsers: [any ValueParser]) {
        self.parsers = []
        for parser in parsers { register(parser) }
    }

    /// The built-in parsers: macros, references, every typed syntax, plain strings.
    public static let standard = ValueParserPipeline(parsers: BuiltinParsers.all)

    /// Adds a parser (replacing one with the same identifier), keeping priority order.
    public mutating func register(_ parser: some ValueParser) {
        parsers.removeAll { $0.identifier == parser.identifier }
        let index = parsers.firstIndex { $0.priority < parser.priority } ?? parsers.endIndex
        parsers.insert(parser, at: index)
    }

    /// Parses a value that stands alone (no tokens to refer to).
    public func parse(
        _ node: SourceNode, as type: TokenType?, baseURL: URL? = nil, defines: [String: SourceNode] = [:],
        remBase: Double = 16
    ) throws(ValueParsingError) -> TokenValue {
        let context = ValueParsingContext(
            type: type, baseURL: baseURL, defines: defines, remBase: remBase, pipeline: self)
        return try parse(node, in: context)
    }

    /// Parses text that stands alone, as `livery resolve --value` does.
    public func parse(_ text: String, as type: TokenType?) throws(ValueParsingError) -> TokenValue {
        try parse(SourceNode(.string(text), at: .inline), as: type)
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> TokenValue {
        var current = node
        var hops = 0
        restart: while true {
            for parser in parsers where parser.canParse(current, in: context) {
                switch try parser.parse(current, in: context) {
                case .value(let value):
                    return try Self.check(value, against: context.type, at: node.location)
                case .handOff(let next):
                    hops += 1
                    guard hops <= 32 else {
                        throw ValueParsingError(
                            "macro or alias expansion did not settle after 32 steps (a d() define that expands to itself?)",
                            at: node.location, rule: "expansion-loop")
                    }
                    current = next
                    continue restart
                }
            }
            throw ValueParsingError(
                "expected \(Self.expectation(for: context.type)), found \(current.summary)", at: current.location)
        }
    }

    /// Checks a parsed value against the expected type, converting where the types are compatible.
    static func check(_ value: TokenValue, against type: TokenType?, at location: SourceLocation)
        throws(ValueParsingError) -> TokenValue
    {
        guard let type, value.type != type else { return value }
        switch (value, type) {
        case (.string(let name), .fontFamily): return .fontFamily([name])
        case (.number(let weight), .fontWeight): return .fontWeight(FontWeight(weight))
        case (.fontFamily(let names), .font): return .font(ThemeFont(name: names.first))
        case (.color(let color), .image): return .image(.color(color))
        case (.gradient(let gradient), .image): return .image(.gradient(gradient))
        case (.shadow(let shadows), .array): return .array(shadows.map { .shadow([$0]) })
        default:
            throw ValueParsingError(
                "type mismatch: expected \(type), found a \(value.type) value", at: location, rule: "type-mismatch")
        }
    }

    /// What a value of `type` looks like, for messages.
    static func expectation(for type: TokenType?) -> String {
        switch type {
        case nil: "a value"
        case .color: "a colour (#RRGGBB, rgb(), hsl(), a CSS colour name or a DTCG colour object)"
        case .dimension: "a dimension (16, \"16px\", \"1.5rem\" or {\"value\": 16, \"unit\": \"px\"})"
        case .number: "a number"
        case .string: "a string"
        case .boolean: "true or false"
        case .fontFamily: "a font family name or an array of names"
        case .fontWeight: "a font weight (1-1000 or a name such as \"bold\")"
        case .font: "a font (\"Name,size\" or {\"family\", \"size\", \"weight\"})"
        case .image: "an image (asset name, relative path, file:// or https:// URL, or {name|file|url|color})"
        case .gradient: "a gradient (an array of {\"color\", \"position\"} stops)"
        case .shadow: "a shadow object ({color, offsetX, offsetY, blur, spread}) or an array of them"
        case .border: "a border object ({color, width, style})"
        case .strokeStyle: "a stroke style (solid, dashed… or {dashArray, lineCap})"
        case .transition: "a transition object ({duration, delay, timingFunction})"
        case .duration: "a duration ({\"value\": 200, \"unit\": \"ms\"} or \"200ms\")"
        case .cubicBezier: "a cubic Bézier ([x1, y1, x2, y2])"
        case .typography: "a typography object ({fontFamily, fontSize, fontWeight, letterSpacing, lineHeight})"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension SourceNode {
    /// A short description of the value for messages (`the string "abc"`, `an object`).
    var summary: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .number(let n, _): return "the number \(TokenValue.format(n))"
        case .string(let s):
            let shown = s.count > 60 ? String(s.prefix(57)) + "…" : s
            return "the string \"\(shown)\""
        case .array(let items): return "an array of \(items.count) item\(items.count == 1 ? "" : "s")"
        case .object(let members):
            let keys = members.prefix(4).map(\.key).joined(separator: ", ")
            return members.isEmpty ? "an empty object" : "an object with \(keys)\(members.count > 4 ? "…" : "")"
        }
    }

    /// The number of a number node, or of a string that is a plain number.
    var numberValue: Double? {
        switch value {
        case .number(let n, _): return n
        case .string(let s): return Double(finite: s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// Member lookup ignoring case (CJSkin writes `Name`, others `name`).
    func member(_ names: String...) -> SourceNode? {
        guard let members else { return nil }
        for name in names {
            if let hit = members.last(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame }) {
                return hit.value
            }
        }
        return nil
    }
}
