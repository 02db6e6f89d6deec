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
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, "none"], "alpha": 0.5, "hex": "#808080"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "name": "red"}}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"components": [1, 0, 0]}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#fff"}}}"##, "dtcg-value-type"),
        // composite-types.md "Stroke style"
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": "dashed"}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1), "{size.gap}"], "lineCap": "round"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": "dash-dot"}}"##, "dtcg-legacy-string"),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1)]}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "strokeStyle", "$value": {"dashArray": [\##(px1)], "lineCap": "flat"}}}"##, "dtcg-value-type"),
        // composite-types.md "Border"
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1), "style": "solid"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": "{c.red}", "width": "{s.one}", "style": "{l.solid}"}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1)}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": \##(px1), "style": "solid", "radius": \##(px1)}}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": {"color": \##(red), "width": 1, "style": "solid"}}}"##, "dtcg-plain-number"),
        DTCGRuleCase(##"{"a": {"$type": "border", "$value": "1px solid #000"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Transition"
        DTCGRuleCase(##"{"a": {"$type": "transition", "$value": {"duration": \##(ms), "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "transition", "$value": {"duration": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "transition", "$value": {"duration": 200, "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}}}"##, "dtcg-plain-number"),
        // composite-types.md "Shadow"
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": [{"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "inset": true}, "{s.other}"]}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1)}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "opacity": 0.5}}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": {"color": \##(red), "offsetX": \##(px1), "offsetY": \##(px1), "blur": \##(px1), "spread": \##(px1), "inset": "yes"}}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "shadow", "$value": "0 1px 2px #000"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Gradient"
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": [{"color": \##(red), "position": 0}, {"color": "{c.blue}", "position": 1}]}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": [{"color": \##(red), "position": "50%"}]}}"##, "dtcg-value-type"),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": [{"color": \##(red)}]}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "gradient", "$value": "linear-gradient(red, blue)"}}"##, "dtcg-legacy-string"),
        // composite-types.md "Typography"
        DTCGRuleCase(##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": 1.5}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "lineHeight": 1.5}}}"##, "dtcg-missing-property"),
        DTCGRuleCase(##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": 1.5, "fontStyle": "italic"}}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \##(px1), "fontWeight": 400, "letterSpacing": \##(px1), "lineHeight": "1.5"}}}"##, "dtcg-value-type"),
        // token.json (additionalProperties false); design-token.md "Description", "Deprecated", "Extensions"
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$description": "d", "$deprecated": "use b", "$extensions": {"x.y": 1}}}"##, nil),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$comment": "x"}}"##, "dtcg-unknown-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$description": 3}}"##, "dtcg-token-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$deprecated": 1}}"##, "dtcg-token-property"),
        DTCGRuleCase(##"{"a": {"$type": "number", "$value": 1, "$extensions": []}}"##, "dtcg-token-property"),
        DTCGRuleCase(##"{"b": {"$type": "number", "$value": 2}, "a": {"$type": "number", "$value": 1, "$ref": "#/b"}}"##, "dtcg-token-property"),
        // groups.md "Extending groups"
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{base}"}}"##, nil),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "#/base"}}"##, nil),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1, "$extends": "{other}"}}, "other": {}}"##, "dtcg-extends-token", at: (1, 49)),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{base.x}"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "{nowhere}"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": "base"}}"##, "dtcg-extends-target"),
        DTCGRuleCase(##"{"base": {"x": {"$type": "number", "$value": 1}}, "more": {"$extends": {"$ref": "#/base"}}}"##, "dtcg-extends-target"),
        // groups.md "Circular Reference Prevention"
        DTCGRuleCase(##"{"a": {"$extends": "{a}", "x": {"$type": "number", "$value": 1}}}"##, "dtcg-extends-cycle"),
        DTCGRuleCase(##"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"##, "dtcg-extends-cycle"),
        DTCGRuleCase(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"##, "dtcg-extends-cycle"),
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
            data: Data(#"""
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
            data: Data(#"""
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
            #expect(hit?.location.line == line && hit?.location.column == column && hit?.severity == .error,
                    "\(rule): \(strict.map(\.description))")
            #expect(hit?.location.file.hasSuffix("tokens.json") == true)
        }
        let lenient = Linter().lint(folder)
        #expect(!lenient.contains { DTCGStrictChecker.rules.contains($0.rule ?? "") })
    }

    @Test(arguments: DTCGStrictChecker.rules)
    func everyRuleIsDocumented(_ rule: String) throws {
        let article = try String(contentsOf: ToolFixtures.package("Sources/LiveryTools/LiveryTools.docc/Linting.md"), encoding: .utf8)
        let help = try String(contentsOf: ToolFixtures.package("Sources/LiveryCLI/LintCommand.swift"), encoding: .utf8)
        #expect(article.contains("`\(rule)`"))
        #expect(help.contains(rule))
    }
}
