import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// The encoded form of Livery's `Codable` types is a stored format: a `ThemeChoice` (with the
/// user's overrides) sits in `UserDefaults` or a file between launches, and the launch cache on
/// disk. These are the bytes the compiler-synthesised conformances wrote (captured from them), so a
/// choice saved by an earlier version reads, and what is saved now reads in it.
@Suite("Value coding")
struct ValueCodingTests {
    static let red = ThemeColor(red: 1, green: 0, blue: 0)
    static let p3 = ThemeColor(colorSpace: .displayP3, components: [0.5, 0.25, 1], alpha: 0.5, hex: "#8040FF80")
    static let redJSON = #"{"alpha":1,"colorSpace":"srgb","components":[1,0,0]}"#
    static let p3JSON = ##"{"alpha":0.5,"colorSpace":"display-p3","components":[0.5,0.25,1],"hex":"#8040FF80"}"##

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var value: TokenValue
        var json: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "color", value: .color(red), json: #"{"color":{"_0":\#(redJSON)}}"#),
        Case(name: "color in Display P3", value: .color(p3), json: #"{"color":{"_0":\#(p3JSON)}}"#),
        Case(
            name: "system colour", value: .color(ThemeColor.system("labelColor")),
            json: #"{"color":{"_0":{"alpha":1,"colorSpace":"srgb","components":[0,0,0],"systemName":"labelColor"}}}"#),
        Case(
            name: "dimension", value: .dimension(ThemeDimension(1.5, .rem)),
            json: #"{"dimension":{"_0":{"unit":"rem","value":1.5}}}"#),
        Case(name: "number", value: .number(-2.25), json: #"{"number":{"_0":-2.25}}"#),
        Case(name: "string", value: .string("Hello"), json: #"{"string":{"_0":"Hello"}}"#),
        Case(name: "boolean", value: .boolean(true), json: #"{"boolean":{"_0":true}}"#),
        Case(
            name: "font family", value: .fontFamily(["Avenir Next", "Helvetica"]),
            json: #"{"fontFamily":{"_0":["Avenir Next","Helvetica"]}}"#),
        Case(name: "font weight", value: .fontWeight(.bold), json: #"{"fontWeight":{"_0":{"value":700}}}"#),
        Case(
            name: "font", value: .font(ThemeFont(name: "Avenir", size: 17, weight: .medium, textStyle: "body")),
            json: #"{"font":{"_0":{"name":"Avenir","size":17,"textStyle":"body","weight":{"value":500}}}}"#),
        Case(name: "system font", value: .font(ThemeFont()), json: #"{"font":{"_0":{}}}"#),
        Case(name: "asset image", value: .image(.asset("logo")), json: #"{"image":{"_0":{"asset":{"_0":"logo"}}}}"#),
        Case(
            name: "file image", value: .image(.file("/tmp/a.png")),
            json: #"{"image":{"_0":{"file":{"_0":"\/tmp\/a.png"}}}}"#),
        Case(
            name: "remote image", value: .image(.url("https://example.com/a.png")),
            json: #"{"image":{"_0":{"url":{"_0":"https:\/\/example.com\/a.png"}}}}"#),
        Case(name: "colour image", value: .image(.color(red)), json: #"{"image":{"_0":{"color":{"_0":\#(redJSON)}}}}"#),
        Case(
            name: "gradient image",
            value: .image(.gradient(ThemeGradient(stops: [GradientStop(color: red, position: 0.25)]))),
            json: #"{"image":{"_0":{"gradient":{"_0":{"stops":[{"color":\#(redJSON),"position":0.25}]}}}}}"#),
        Case(
            name: "gradient",
            value: .gradient(
                ThemeGradient(stops: [GradientStop(color: red, position: 0), GradientStop(color: p3, position: 1)])),
            json: #"{"gradient":{"_0":{"stops":[{"color":\#(redJSON),"position":0},{"color":\#(p3JSON),"position":1}]}}}"#),
        Case(
            name: "shadow",
            value: .shadow([
                Shadow(color: red, offsetX: ThemeDimension(1), offsetY: ThemeDimension(2, .px), blur: ThemeDimension(3))
            ]),
            json:
                #"{"shadow":{"_0":[{"blur":{"unit":"pt","value":3},"color":\#(redJSON),"inset":false,"offsetX":{"unit":"pt","value":1},"offsetY":{"unit":"px","value":2},"spread":{"unit":"pt","value":0}}]}}"#
        ),
        Case(
            name: "border",
            value: .border(Border(color: red, width: ThemeDimension(2), style: .keyword("solid"))),
            json:
                #"{"border":{"_0":{"color":\#(redJSON),"style":{"keyword":{"_0":"solid"}},"width":{"unit":"pt","value":2}}}}"#
        ),
        Case(
            name: "stroke style",
            value: .strokeStyle(.dashed(dashArray: [ThemeDimension(4), ThemeDimension(2, .em)], lineCap: "round")),
            json:
                #"{"strokeStyle":{"_0":{"dashed":{"dashArray":[{"unit":"pt","value":4},{"unit":"em","value":2}],"lineCap":"round"}}}}"#
        ),
        Case(
            name: "transition",
            value: .transition(ThemeTransition(duration: 200, delay: 50, timingFunction: CubicBezier(0.25, 0.1, 0.25, 1))),
            json: #"{"transition":{"_0":{"delay":50,"duration":200,"timingFunction":{"x1":0.25,"x2":0.25,"y1":0.1,"y2":1}}}}"#),
        Case(name: "duration", value: .duration(milliseconds: 250), json: #"{"duration":{"milliseconds":250}}"#),
        Case(
            name: "cubic Bézier", value: .cubicBezier(CubicBezier(0, 0, 0.58, 1)),
            json: #"{"cubicBezier":{"_0":{"x1":0,"x2":0.58,"y1":0,"y2":1}}}"#),
        Case(
            name: "typography",
            value: .typography(Typography(fontFamily: ["Inter"], fontSize: ThemeDimension(16, .px), fontWeight: .semibold)),
            json:
                #"{"typography":{"_0":{"fontFamily":["Inter"],"fontSize":{"unit":"px","value":16},"fontWeight":{"value":600},"letterSpacing":{"unit":"pt","value":0},"lineHeight":1.2}}}"#
        ),
        Case(
            name: "array", value: .array([.number(1), .string("a")]),
            json: #"{"array":{"_0":[{"number":{"_0":1}},{"string":{"_0":"a"}}]}}"#),
        Case(
            name: "object", value: .object(["a": .boolean(false), "b": .array([])]),
            json: #"{"object":{"_0":{"a":{"boolean":{"_0":false}},"b":{"array":{"_0":[]}}}}}"#),
    ]

    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decoded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test("every token value encodes as before and decodes back", arguments: cases)
    func tokenValue(_ item: Case) throws {
        #expect(try Self.encoded(item.value) == item.json)
        #expect(try Self.decoded(TokenValue.self, item.json) == item.value)
    }

    @Test("a random colour keeps its mark")
    func randomColor() throws {
        var color = Self.red
        color.isRandom = true
        let json = #"{"alpha":1,"colorSpace":"srgb","components":[1,0,0],"isRandom":true}"#
        #expect(try Self.encoded(color) == json)
        #expect(try Self.decoded(ThemeColor.self, json).isRandom)
    }

    @Test("a choice with overrides encodes as before and decodes back")
    func choice() throws {
        let choice = ThemeChoice(
            selection: Selection(theme: "ocean", appearance: .dark), followsSystemAppearance: false,
            overrides: ["color.accent": .color(Self.red)])
        let json =
            #"{"followsSystemAppearance":false,"followsSystemContrast":true,"overrides":{"color.accent":{"color":{"_0":\#(Self.redJSON)}}},"selection":{"contexts":{"appearance":"dark","theme":"ocean"}}}"#
        #expect(try Self.encoded(choice) == json)
        #expect(try Self.decoded(ThemeChoice.self, json) == choice)
    }

    @Test("a resolved token, its location and deprecation, and a modifier encode as before")
    func launchCacheParts() throws {
        let token = ResolvedToken(
            path: "color.text", value: .number(1), location: SourceLocation(file: "/t.json", line: 3, column: 5),
            description: "Body text", deprecation: .message("use color.body"))
        let json =
            #"{"deprecation":{"message":{"_0":"use color.body"}},"description":"Body text","location":{"column":5,"file":"\/t.json","line":3},"path":"color.text","value":{"number":{"_0":1}}}"#
        #expect(try Self.encoded(token) == json)
        #expect(try Self.decoded(ResolvedToken.self, json) == token)
        let plain = ResolvedToken(
            path: "a", value: .boolean(true), location: SourceLocation(file: "f", keyPath: "a.b"), description: nil,
            deprecation: .deprecated)
        let plainJSON =
            #"{"deprecation":{"deprecated":{}},"location":{"column":0,"file":"f","keyPath":"a.b","line":0},"path":"a","value":{"boolean":{"_0":true}}}"#
        #expect(try Self.encoded(plain) == plainJSON)
        #expect(try Self.decoded(ResolvedToken.self, plainJSON) == plain)
        let modifier = ThemeSpace.Modifier(name: "theme", contexts: ["day", "night"], description: "Themes")
        let modifierJSON = #"{"contexts":["day","night"],"defaultContext":"day","description":"Themes","name":"theme"}"#
        #expect(try Self.encoded(modifier) == modifierJSON)
        #expect(try Self.decoded(ThemeSpace.Modifier.self, modifierJSON) == modifier)
    }

    @Test("a diagnostic and a time of day encode as before")
    func diagnosticAndTime() throws {
        let diagnostic = Diagnostic(
            .warning, "unknown type", at: SourceLocation(file: "a.json", line: 1, column: 2), tokenPath: "x.y", rule: "type")
        let json =
            #"{"location":{"column":2,"file":"a.json","line":1},"message":"unknown type","rule":"type","severity":"warning","tokenPath":"x.y"}"#
        #expect(try Self.encoded(diagnostic) == json)
        #expect(try Self.decoded(Diagnostic.self, json) == diagnostic)
        let time = TimeOfDay(hour: 21, minute: 30)
        #expect(try Self.encoded(time) == #"{"hour":21,"minute":30}"#)
        #expect(try Self.decoded(TimeOfDay.self, #"{"hour":21,"minute":30}"#) == time)
    }

    @Test(
        "malformed values fail to decode with a decoding error",
        arguments: [
            #"{}"#, #"{"color":{"_0":1},"number":{"_0":1}}"#, #"{"colour":{"_0":1}}"#, #"{"number":{}}"#,
            #"{"image":{"_0":{"asset":{}}}}"#, #"{"strokeStyle":{"_0":{"dashed":{"lineCap":"round"}}}}"#,
            #"{"dimension":{"_0":{"value":1,"unit":"cm"}}}"#,
        ])
    func malformed(_ json: String) {
        #expect(throws: DecodingError.self) { try Self.decoded(TokenValue.self, json) }
    }

    /// `levels` arrays, each holding the next, around a number, as JSON.
    static func nestedArrays(_ levels: Int) -> String {
        String(repeating: #"{"array":{"_0":["#, count: levels) + #"{"number":{"_0":1}}"#
            + String(repeating: "]}}", count: levels)
    }

    /// `levels` arrays, each holding the next, around a number.
    static func nestedValue(_ levels: Int) -> TokenValue {
        var value = TokenValue.number(1)
        for _ in 0..<levels { value = .array([value]) }
        return value
    }

    /// How many arrays `value` nests (following each one's first element), and what is innermost.
    static func unwrapped(_ value: TokenValue) -> (depth: Int, innermost: TokenValue) {
        var value = value
        var depth = 0
        while case .array(let items) = value, let first = items.first {
            value = first
            depth += 1
        }
        return (depth, value)
    }

    enum StoredForm: String, CaseIterable, Sendable {
        /// A saved `ThemeChoice`'s overrides.
        case json
        /// The launch cache.
        case binaryPropertyList
    }

    /// The stored bytes of `levels` nested arrays: JSON written by hand (so that 5,000 levels need
    /// no deep encoder), a binary property list by `PropertyListEncoder`.
    static func stored(_ levels: Int, as form: StoredForm) throws -> Data {
        switch form {
        case .json: return Data(nestedArrays(levels).utf8)
        case .binaryPropertyList:
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            return try encoder.encode([nestedValue(levels)])
        }
    }

    static func decode(_ data: Data, as form: StoredForm) throws -> TokenValue? {
        switch form {
        case .json: try JSONDecoder().decode(TokenValue.self, from: data)
        case .binaryPropertyList: try PropertyListDecoder().decode([TokenValue].self, from: data).first
        }
    }

    static let nestingCases: [(Int, StoredForm)] =
        [1, 20, 31, 32, 33, 100, 5_000].map { ($0, .json) } + [1, 31, 32, 100].map { ($0, .binaryPropertyList) }

    /// Decoded on a 512 KiB stack (an app's secondary threads'): within the limit the value reads
    /// back; past it the decoder refuses it, and the stack survives either way.
    @Test("values nested within the limit decode; deeper ones are refused, not a crash", arguments: nestingCases)
    func nestingLimit(levels: Int, form: StoredForm) async throws {
        let data = try Self.stored(levels, as: form)
        let outcome = await onSmallStack { () -> Result<TokenValue?, any Error> in
            Result { try Self.decode(data, as: form) }
        }
        // The coding path of the innermost value: a plist's top-level array adds one component.
        let deepest = levels * 3 + (form == .binaryPropertyList ? 1 : 0)
        if deepest <= TokenValue.maximumCodingDepth {
            let (depth, innermost) = Self.unwrapped(try #require(try outcome.get()))
            #expect(depth == levels)
            #expect(innermost == .number(1))
        } else {
            guard case .failure(let error) = outcome, let decoding = error as? DecodingError else {
                Issue.record("expected a DecodingError, got \(outcome)")
                return
            }
            // Under the JSON reader's own limit (512 levels), the refusal is Livery's.
            if levels * 3 < 512 {
                guard case .dataCorrupted(let context) = decoding else {
                    Issue.record("expected dataCorrupted, got \(decoding)")
                    return
                }
                #expect(context.debugDescription.contains("nested more than 96 coding levels"))
            }
        }
    }
}
