import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

/// A document for the strict DTCG checks, and the rule it must break (nil: valid).
struct DTCGRuleCase: Sendable, CustomTestStringConvertible {
    var json: String
    var rule: String?
    /// Where the first diagnostic must point (line, column), when given.
    var at: (line: Int, column: Int)?
    init(_ json: String, _ rule: String?, at: (Int, Int)? = nil) {
        self.json = json
        self.rule = rule
        self.at = at.map { (line: $0.0, column: $0.1) }
    }
    var testDescription: String { (rule ?? "valid") + ": " + json }

    func diagnostics() throws -> [Diagnostic] {
        let (root, _) = try JSONReader.read(Data(json.utf8), file: "tokens.json")
        return DTCGStrictChecker.check([root])
    }
}

private let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
private let px1 = #"{"value": 1, "unit": "px"}"#
private let ms = #"{"value": 100, "unit": "ms"}"#

@Suite("DTCG 2025.10 strict checks (lint --dtcg)")
struct DTCGConformanceTests {
    /// One valid and at least one invalid document per rule; the comment names the spec section
    /// (../shared/fixtures/dtcg/spec, file and heading).
    static let cases: [DTCGRuleCase] = [
        // design-token.md "Type"; tokenType.json
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "colour", "$value": "#fff"}}"##, "dtcg-type", at: (1, 17)),
        DTCGRuleCase(##"{"g": {"$type": "fontSize", "a": {"$value": 1}}}"##, "dtcg-type"),
        DTCGRuleCase(##"{"a": {"$type": "boolean", "$value": true}}"##, "dtcg-type"),
        DTCGRuleCase(##"{"a": {"$type": 3, "$value": 1}}"##, "dtcg-type"),
        DTCGRuleCase(##"{"a": {"$type": "link", "$value": "https://example.com"}}"##, "dtcg-type"),
        DTCGRuleCase(##"{"a": {"$type": "com.acme.icon", "$value": "star"}}"##, "dtcg-type"),
        // types.md "Number"
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": "1.5"}}"##, "dtcg-value-type", at: (1, 37)),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": true}}"##, "dtcg-value-type"),
        // Livery's string and boolean types: JSON types still checked
        DTCGRuleCase(##"{"a": {"$type": "string", "$value": 3}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "boolean", "$value": "true"}}"##, "dtcg-value-type"),
        // types.md "Dimension"
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "rem"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": 0}}"##, "dtcg-plain-number", at: (1, 40)),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": 16}}"##, "dtcg-plain-number"),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "pt"}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": {"value": "4", "unit": "px"}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": {"value": 4}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px", "x": 1}}}"##, "dtcg-unknown-property"),
        // types.md "Duration"
        DTCGRuleCase(##"{"a": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "duration", "$value": 0}}"##, "dtcg-plain-number"),
        DTCGRuleCase(##"{"a": {"$type": "duration", "$value": {"value": 2, "unit": "min"}}}"##, "dtcg-value-type"),
        // types.md "Font family"
        DTCGRuleCase(##"{"a": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "fontFamily", "$value": ["Inter", 3]}}"##, "dtcg-value-type"),
        // types.md "Font weight"
        DTCGRuleCase(##"{"a": {"$type": "fontWeight", "$value": "extra-bold"}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "fontWeight", "$value": "Bold"}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "fontWeight", "$value": 1200}}"##, "dtcg-value-type"),
        // types.md "Cubic Bézier"
        DTCGRuleCase(##"{"a": {"$type": "cubicBezier", "$value": [0.5, -2, 0.5, 3]}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "cubicBezier", "$value": "ease-in"}}"##, "dtcg-legacy-string"),
        // color-type.md "Format"
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, "none"], "alpha": 0.5, "hex": "#808080"}}}"##,
            nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "name": "red"}}}"##,
            "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"components": [1, 0, 0]}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}}"##, "dtcg-value-type"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}}"##,
            "dtcg-value-type"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#fff"}}}"##,
            "dtcg-value-type"),
        // composite-types.md "Stroke style"
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": "dashed"}}"##, nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1), "{size.gap}"], "lineCap": "round"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": "dash-dot"}}"##, "dtcg-legacy-string"),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1)]}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1)], "lineCap": "flat"}}}"##, "dtcg-value-type"),
        // composite-types.md "Border"
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1), "style": "solid"}}}"##, nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "border", "$value": {"color": "{c.red}", "width": "{s.one}", "style": "{l.solid}"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1)}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1), "style": "solid", "radius": \##(px1)}}}"##,
            "dtcg-unknown-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": 1, "style": "solid"}}}"##, "dtcg-plain-number"),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": "1px solid #000"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Transition"
        DTCGRuleCase(
            ##"{"a": {"$type": "transition", "$value": {"duration": \##(ms), "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##,
            nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "transition", "$value": {"duration": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##,
            "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "transition", "$value": {"duration": 200, "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##,
            "dtcg-plain-number"),
        // composite-types.md "Shadow"
        DTCGRuleCase(
            ##"{"a": {"$type": "shadow", "$value": [{"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "inset": true}, "{s.other}"]}}"##,
            nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1)}}}"##,
            "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "opacity": 0.5}}}"##,
            "dtcg-unknown-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "inset": "yes"}}}"##,
            "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": "0 1px 2px #000"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Gradient"
        DTCGRuleCase(
            ##"{"a": {"$type": "gradient", "$value": [{"color": \##(red), "position": 0}, {"color": "{c.blue}", "position": 1}]}}"##,
            nil),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": [{"color": \##(red), "position": "50%"}]}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": [{"color": \##(red)}]}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": "linear-gradient(red, blue)"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Typography"
        DTCGRuleCase(
            ##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": 1.5}}}"##,
            nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "lineHeight": 1.5}}}"##,
            "dtcg-missing-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": 1.5, "fontStyle": "italic"}}}"##,
            "dtcg-unknown-property"),
        DTCGRuleCase(
            ##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": "1.5"}}}"##,
            "dtcg-value-type"),
        // token.json (additionalProperties false); design-token.md "Description", "Deprecated", "Extensions"
        DTCGRuleCase(
            ##"{"a": {"$type": "number", "$value": 1, "$description": "d", "$deprecated": "use b", "$extensions": {"x.y": 1}}}"##,
            nil),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$comment": "x"}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$description": 3}}"##, "dtcg-token-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$deprecated": 1}}"##, "dtcg-token-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$extensions": []}}"##, "dtcg-token-property"),
        DTCGRuleCase(
            ##"{"b": {"$type": "number", "$value": 2}, "a": {"$type": "number", "$value": 1, "$ref": "#/b"}}"##,
            "dtcg-token-property"),
        // groups.md "Extending groups"
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{base}"}}"##, nil),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "#/base"}}"##, nil),
        DTCGRuleCase(
            ##"{"base": {"x": {"$type": "number", "$value": 1, "$extends": "{other}"}}, "other": {}}"##, "dtcg-extends-token",
            at: (1, 49)),
        DTCGRuleCase(
            ##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{base.x}"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(
            ##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{nowhere}"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(
            ##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "base"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(
            ##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": {"$ref": "#/base"}}}"##,
            "dtcg-extends-target"),
        // groups.md "Circular Reference Prevention"
        DTCGRuleCase(##"{"a": {"$extends": "{a}", "x": {"$type": "number", "$value": 1}}}"##, "dtcg-extends-cycle"),
        DTCGRuleCase(
            ##"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"##, "dtcg-extends-cycle"
        ),
        DTCGRuleCase(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"##, "dtcg-extends-cycle"),
        // aliases.md "Error Conditions" (invalid syntax); format.json curlyBraceReference, jsonPointerReferenceObject
        DTCGRuleCase(
            ##"{"c": {"$type": "color", "$root": {"$value": \##(red)}}, "a": {"$type": "color", "$value": "{c.$root}"}}"##, nil),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{c..d}"}}"##, "dtcg-alias-syntax",
            at: (1, 76)),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{c"}}"##, "dtcg-alias-syntax"),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{$c}"}}"##, "dtcg-alias-syntax"),
        DTCGRuleCase(
            ##"{"f": {"$type": "fontFamily", "$value": "Inter"}, "a": {"$type": "fontFamily", "$value": "{f} Bold"}}"##,
            "dtcg-alias-syntax"),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": {"$ref": "c"}}}"##, "dtcg-alias-syntax"),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": {"$ref": "#/c~2"}}}"##,
            "dtcg-alias-syntax"),
        DTCGRuleCase(
            ##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": {"$ref": "#/c", "x": 1}}}"##,
            "dtcg-alias-syntax"),
        DTCGRuleCase(##"{"c": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$ref": 3}}"##, "dtcg-alias-syntax"),
        // aliases.md "Curly Brace Syntax" (complete tokens only), "Error Conditions" (invalid token references)
        DTCGRuleCase(
            ##"{"c": {"$type": "color", "$value": \##(red)}, "a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/$value/components/0"}, 0, 0]}}}"##,
            nil),
        DTCGRuleCase(
            ##"{"c": {"$type": "color", "$value": \##(red)}, "a": {"$type": "number", "$value": "{c.components}"}}"##,
            "dtcg-alias-target"),
        DTCGRuleCase(
            ##"{"c": {"$type": "color", "$value": \##(red)}, "a": {"$type": "color", "$value": "{c.value}"}}"##,
            "dtcg-alias-target"),
        // aliases.md "Error Conditions" (type mismatches), "Chained References"; resolver/resolution-logic.md "Aliases"
        DTCGRuleCase(
            ##"{"base": {"$type": "color", "p": {"$value": \##(red)}}, "s": {"brand": {"$value": "{base.p}"}, "link": {"$value": "{s.brand}"}}, "u": {"$type": "color", "$value": "{s.link}"}}"##,
            nil),
        DTCGRuleCase(
            ##"{"d": {"$type": "dimension", "$value": \##(px1)}, "a": {"$type": "color", "$value": "{d}"}}"##, "dtcg-alias-type",
            at: (1, 103)),
        DTCGRuleCase(
            ##"{"g": {"$type": "color", "a": {"$value": "{d}"}}, "d": {"$type": "dimension", "$value": \##(px1)}}"##,
            "dtcg-alias-type"),
        DTCGRuleCase(
            ##"{"d": {"$type": "dimension", "$value": \##(px1)}, "m": {"$value": "{d}"}, "a": {"$type": "duration", "$value": "{m}"}}"##,
            "dtcg-alias-type"),
        DTCGRuleCase(
            ##"{"d": {"$type": "dimension", "$value": \##(px1)}, "a": {"$type": "number", "$ref": "#/d"}}"##, "dtcg-alias-type"),
        DTCGRuleCase(
            ##"{"d": {"$type": "duration", "$value": \##(ms)}, "a": {"$type": "border", "$value": {"color": \##(red), "width": "{d}", "style": "solid"}}}"##,
            "dtcg-alias-type"),
        DTCGRuleCase(
            ##"{"d": {"$type": "dimension", "$value": \##(px1)}, "a": {"$type": "dimension", "$value": {"value": {"$ref": "#/d/$value/unit"}, "unit": "px"}}}"##,
            "dtcg-alias-type"),
        DTCGRuleCase(
            ##"{"d": {"$type": "dimension", "$value": \##(px1)}, "a": {"$type": "dimension", "$value": {"value": {"$ref": "#/d/$value/value"}, "unit": {"$ref": "#/d/$value/unit"}}}}"##,
            nil),
        // color-type.md "Supported Color spaces" (and each space's "Components")
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [359.9, 100, 0]}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, -160, 300]}}}"##, nil),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]}}}"##, "dtcg-color-range",
            at: (1, 74)),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50]}}}"##, "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "hwb", "components": [0, 101, 0]}}}"##, "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "lch", "components": [50, -1, 20]}}}"##, "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [50, 0.1, 20]}}}"##, "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "oklab", "components": [-0.1, 0.4, -0.4]}}}"##,
            "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "xyz-d65", "components": [0.5, 1.5, 0.5]}}}"##,
            "dtcg-color-range"),
        DTCGRuleCase(
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 0, -0.01]}}}"##,
            "dtcg-color-range"),
    ]

    @Test(arguments: cases)
    func rule(_ c: DTCGRuleCase) throws {
        let diagnostics = try c.diagnostics()
        guard let rule = c.rule else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
            return
        }
        let found = diagnostics.filter { $0.rule == rule }
        #expect(!found.isEmpty, "\(diagnostics.map(\.description))")
        #expect(found.allSatisfy { $0.severity == .error && $0.location.line > 0 && $0.tokenPath != nil })
        if let at = c.at, let first = found.first {
            #expect(first.location.line == at.line && first.location.column == at.column, "\(first)")
        }
    }

    @Test("a three-group cycle is reported on every group of it")
    func cycleOnEveryGroup() throws {
        let c = DTCGRuleCase(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"##, nil)
        let paths = try c.diagnostics().filter { $0.rule == "dtcg-extends-cycle" }.compactMap(\.tokenPath)
        #expect(Set(paths) == ["a", "b", "c"])
    }

    /// The fixture tokens the strict rules fire on still resolve leniently (issue #13: lenient
    /// resolution unchanged).
    @Test func lenientResolutionIsUnchanged() throws {
        let document = try TokenDocument(
            data: Data(
                #"""
                {"size": {"$type": "dimension", "zero": {"$value": 0}, "gap": {"$value": 16}},
                 "line": {"$type": "strokeStyle", "$value": "dashed"},
                 "shadow": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}}
                """#.utf8), url: URL(fileURLWithPath: "/tmp/tokens.json"))
        let theme = try ThemeSpace(documents: [document]).resolve()
        #expect(theme.dimension("size.zero") == 0 && theme.dimension("size.gap") == 16)
        #expect(theme.token("shadow") != nil)
    }

    /// groups.md "Extending groups": the extending group gets the base's tokens, its own win.
    @Test func validExtendsResolvesAsSpecified() throws {
        let document = try TokenDocument(
            data: Data(
                #"""
                {"base": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}},
                 "more": {"$extends": "{base}", "$type": "number", "b": {"$value": 20}, "c": {"$value": 3}}}
                """#.utf8), url: URL(fileURLWithPath: "/tmp/tokens.json"))
        let theme = try ThemeSpace(documents: [document]).resolve()
        #expect(theme.number("more.a") == 1 && theme.number("more.b") == 20 && theme.number("more.c") == 3)
        #expect(theme.number("base.b") == 2)
    }
}

@Suite("livery lint --dtcg: strict rules through the linter")
struct DTCGLintTests {
    static let file = """
        {
          "size": {"$type": "dimension", "zero": {"$value": 0}},
          "line": {"$type": "strokeStyle", "$value": "dash-dot"},
          "motion": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}
        }
        """

    @Test func reportsWithPositionsAndRulesOnlyUnderDTCG() throws {
        let folder = try ToolFixtures.temporaryFolder("livery-dtcg")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.file.utf8).write(to: folder.appendingPathComponent("tokens.json"))
        let strict = Linter(options: .init(dtcg: true)).lint(folder)
        let expected: [(String, Int, Int)] = [
            ("dtcg-plain-number", 2, 53), ("dtcg-legacy-string", 3, 46), ("dtcg-missing-property", 4, 47),
        ]
        for (rule, line, column) in expected {
            let hit = strict.first { $0.rule == rule }
            #expect(
                hit?.location.line == line && hit?.location.column == column && hit?.severity == .error,
                "\(rule): \(strict.map(\.description))")
            #expect(hit?.location.file.hasSuffix("tokens.json") == true)
        }
        let lenient = Linter().lint(folder)
        #expect(!lenient.contains { DTCGStrictChecker.rules.contains($0.rule ?? "") })
    }

    @Test(arguments: DTCGStrictChecker.rules)
    func everyRuleIsDocumented(_ rule: String) throws {
        let article = try String(
            contentsOf: ToolFixtures.package("Sources/LiveryTools/LiveryTools.docc/Linting.md"), encoding: .utf8)
        let help = try String(contentsOf: ToolFixtures.package("Sources/LiveryCLI/LintCommand.swift"), encoding: .utf8)
        #expect(article.contains("`\(rule)`"))
        #expect(help.contains(rule))
    }
}

/// A resolver document for the strict checks, and the rule it must break (nil: valid).
struct DTCGResolverCase: Sendable, CustomTestStringConvertible {
    var json: String
    var rule: String?
    var at: (line: Int, column: Int)?
    init(_ json: String, _ rule: String?, at: (Int, Int)? = nil) {
        self.json = json
        self.rule = rule
        self.at = at.map { (line: $0.0, column: $0.1) }
    }
    var testDescription: String { (rule ?? "valid") + ": " + json }
}

private let order = ##""resolutionOrder": [{"$ref": "#/sets/base"}]"##
private let base = #""sets": {"base": {"sources": [{"$ref": "base.json"}]}}"#
private let theme = #"{"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}"#

@Suite("DTCG 2025.10 resolver module, strict (lint --dtcg)")
struct DTCGResolverConformanceTests {
    /// One valid and at least one invalid resolver document per rule; the comment names the spec
    /// section (../shared/fixtures/dtcg/spec/resolver, file and heading).
    static let cases: [DTCGResolverCase] = [
        // syntax.md: the examples, together
        DTCGResolverCase(
            ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "name": "n", "description": "d", "version": "2025.10", "$defs": {"x": 1}, "sets": {"base": {"description": "b", "sources": [{"$ref": "base.json"}, {"size": {"$type": "dimension", "s": {"$value": {"value": 2, "unit": "rem"}}}}], "$extensions": {"figma.com": {"a": 1}}}}, "modifiers": {"theme": \##(theme), "debug": {"contexts": {"false": [], "true": [{"$ref": "#/sets/base"}, {"$ref": "debug.json#/sets/x", "extra": {}}]}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/debug"}, {"type": "set", "name": "more", "sources": [{"$ref": "https://example.com/t.json"}]}, {"type": "modifier", "name": "size", "contexts": {"s": [], "l": []}, "default": "s", "$extensions": {"x.y": true}}]}"##,
            nil),
        // syntax.md "Version"
        DTCGResolverCase(##"{\##(base), \##(order)}"##, "dtcg-resolver-version", at: (1, 1)),
        DTCGResolverCase(##"{"version": "2025-10", \##(base), \##(order)}"##, "dtcg-resolver-version", at: (1, 13)),
        DTCGResolverCase(##"{"version": 2025.10, \##(base), \##(order)}"##, "dtcg-resolver-version"),
        // syntax.md "Root level properties"; resolver.json additionalProperties false
        DTCGResolverCase(
            ##"{"version": "2025.10", "themes": {}, \##(base), \##(order)}"##, "dtcg-resolver-property", at: (1, 24)),
        DTCGResolverCase(##"{"version": "2025.10", "name": 3, \##(base), \##(order)}"##, "dtcg-resolver-property"),
        DTCGResolverCase(##"{"version": "2025.10", "sets": [], \##(order)}"##, "dtcg-resolver-property"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [], "order": 1}}, \##(order)}"##, "dtcg-resolver-property"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [], "description": ["x"]}}, \##(order)}"##,
            "dtcg-resolver-property"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"a": [], "b": []}, "name": "m"}}, \##(order)}"##,
            "dtcg-resolver-property"),
        // syntax.md "Resolution Order"
        DTCGResolverCase(##"{"version": "2025.10", \##(base)}"##, "dtcg-resolver-order"),
        DTCGResolverCase(##"{"version": "2025.10", \##(base), "resolutionOrder": []}"##, "dtcg-resolver-order"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "resolutionOrder": {"$ref": "#/sets/base"}}"##, "dtcg-resolver-order"),
        DTCGResolverCase(##"{"version": "2025.10", \##(base), "resolutionOrder": ["base"]}"##, "dtcg-resolver-order"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "resolutionOrder": [{"$ref": "#/sets/base/sources/0"}]}"##, "dtcg-resolver-order"
        ),
        // syntax.md "Inline sets and modifiers"
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": []}]}"##, "dtcg-resolver-inline"),
        DTCGResolverCase(##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "sources": []}]}"##, "dtcg-resolver-inline"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "theme", "sources": []}]}"##,
            "dtcg-resolver-inline"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": 1, "type": "set", "sources": []}]}"##, "dtcg-resolver-inline"),
        // syntax.md "Inline sets and modifiers" (unique names; a set may share a root name with a modifier)
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"x": {"sources": []}}, "modifiers": {"x": \##(theme)}, "resolutionOrder": [{"$ref": "#/sets/x"}, {"$ref": "#/modifiers/x"}]}"##,
            nil),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "set", "sources": []}, {"name": "a", "type": "set", "sources": []}]}"##,
            "dtcg-resolver-name", at: (1, 98)),
        // syntax.md "Sets"
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"description": "no sources"}}, \##(order)}"##, "dtcg-resolver-set"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": {"$ref": "base.json"}}}, \##(order)}"##, "dtcg-resolver-set"),
        DTCGResolverCase(##"{"version": "2025.10", "sets": {"base": "base.json"}, \##(order)}"##, "dtcg-resolver-set"),
        DTCGResolverCase(##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "set"}]}"##, "dtcg-resolver-set"),
        // syntax.md "Sets", "Contexts" (sources are reference objects or inline tokens)
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": ["base.json"]}}, \##(order)}"##, "dtcg-resolver-source"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"a": [3], "b": []}}}, \##(order)}"##,
            "dtcg-resolver-source"),
        // syntax.md "Contexts"
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"default": "a"}}, \##(order)}"##, "dtcg-resolver-modifier"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {}}}, \##(order)}"##, "dtcg-resolver-modifier"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"only": []}}}, \##(order)}"##,
            "dtcg-resolver-modifier"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"a": {"$ref": "a.json"}, "b": []}}}, \##(order)}"##,
            "dtcg-resolver-modifier"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": [[], []]}}, \##(order)}"##,
            "dtcg-resolver-modifier"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "m", "type": "modifier", "context": {"a": [], "b": []}}]}"##,
            "dtcg-resolver-modifier"),
        // syntax.md "Default"
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}, \##(order)}"##,
            "dtcg-resolver-default"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": 0}}, \##(order)}"##,
            "dtcg-resolver-default"),
        // syntax.md "Reference objects" (MUST resolve; RFC 6901 pointers)
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": 3}]}}, \##(order)}"##, "dtcg-resolver-ref"),
        DTCGResolverCase(
            ##"{"version": "2025.10", \##(base), "resolutionOrder": [{"$ref": "#/sets/nothing"}]}"##, "dtcg-resolver-ref"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-ref"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#sets/b"}]}, "b": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-ref"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b~2"}]}, "b": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-ref"),
        // syntax.md "Invalid pointers"
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            nil),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/modifiers/m"}]}}, "modifiers": {"m": \##(theme)}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-pointer"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "modifiers": {"m": \##(theme), "n": {"contexts": {"a": [{"$ref": "#/modifiers/m"}], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/n"}]}"##,
            "dtcg-resolver-pointer"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "set", "sources": []}, {"$ref": "#/resolutionOrder/0"}]}"##,
            "dtcg-resolver-pointer"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/resolutionOrder/0"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-pointer"),
        // syntax.md "Reference objects" (MUST NOT be circular)
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-cycle"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-cycle"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "dtcg-resolver-cycle"),
        // syntax.md "$extensions"
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [], "$extensions": "figma"}}, \##(order)}"##,
            "dtcg-resolver-extensions"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "m", "type": "modifier", "contexts": {"a": [], "b": []}, "$extensions": [1]}]}"##,
            "dtcg-resolver-extensions"),
        // syntax.md "Sets": inline tokens are DTCG format, checked by the format rules
        DTCGResolverCase(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"s": {"$type": "dimension", "$value": 4}}]}}, \##(order)}"##,
            "dtcg-plain-number"),
        DTCGResolverCase(
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "m", "type": "modifier", "contexts": {"a": [{"c": {"$type": "colour", "$value": 1}}], "b": []}}]}"##,
            "dtcg-type"),
    ]

    @Test(arguments: cases)
    func rule(_ c: DTCGResolverCase) throws {
        let (root, _) = try JSONReader.read(Data(c.json.utf8), file: "livery.json")
        let diagnostics = DTCGStrictChecker.checkResolver(root)
        guard let rule = c.rule else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
            return
        }
        let found = diagnostics.filter { $0.rule == rule }
        #expect(!found.isEmpty, "\(diagnostics.map(\.description))")
        #expect(found.allSatisfy { $0.severity == .error && $0.location.line > 0 && $0.location.file == "livery.json" })
        if let at = c.at, let first = found.first {
            #expect(first.location.line == at.line && first.location.column == at.column, "\(first)")
        }
    }

    /// The linter finds the space's resolver document, checks it under --dtcg only, checks its
    /// inline sources once (not the resolver file as tokens), and lenient reading still accepts it.
    @Test func linterChecksTheResolverOfASpace() throws {
        let folder = try ToolFixtures.temporaryFolder("livery-dtcg-resolver")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = """
            {
              "version": "2025.06",
              "sets": {"base": {"sources": [{"$ref": "tokens/base.json"}, {"inline": {"$type": "dimension", "$value": 0}}]}},
              "modifiers": {"theme": {"contexts": {"light": []}, "$extensions": "x"}},
              "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
            }
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data(resolver.utf8).write(to: folder.appendingPathComponent("design.resolver.json"))
        try Data(#"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}"#.utf8)
            .write(to: folder.appendingPathComponent("tokens/base.json"))
        let strict = Linter(options: .init(dtcg: true)).lint(folder)
        let expected: [(String, Int, Int)] = [
            ("dtcg-resolver-version", 2, 14), ("dtcg-plain-number", 3, 107), ("dtcg-resolver-modifier", 4, 39),
            ("dtcg-resolver-extensions", 4, 69),
        ]
        for (rule, line, column) in expected {
            let hits = strict.filter { $0.rule == rule }
            #expect(hits.count == 1, "\(rule): \(strict.map(\.description))")
            #expect(
                hits.first?.location.line == line && hits.first?.location.column == column && hits.first?.severity == .error,
                "\(rule): \(strict.map(\.description))")
            #expect(hits.first?.location.file.hasSuffix("design.resolver.json") == true)
        }
        let range = strict.filter { $0.rule == "dtcg-color-range" }
        #expect(range.count == 1 && range.first?.location.file.hasSuffix("base.json") == true, "\(strict.map(\.description))")
        let lenient = Linter().lint(folder)
        #expect(!lenient.contains { DTCGStrictChecker.rules.contains($0.rule ?? "") && $0.severity == .error })
        #expect(!lenient.contains { DTCGResolverChecker.rules.contains($0.rule ?? "") })
    }
}
