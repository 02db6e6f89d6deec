import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

/// A theme folder written for one test: file name → contents.
struct LintCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var files: [String: String]
    /// Where the rule must fire: file name, line, column (nil when it must not fire).
    var expected: (file: String, line: Int, column: Int)?
    var options = Linter.Options()

    var testDescription: String { "\(rule) \(expected == nil ? "passes" : "fires")" }

    func run() throws -> (diagnostics: [Diagnostic], folder: URL) {
        let folder = try ToolFixtures.temporaryFolder("livery-lint")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (Linter(options: options).lint(folder), folder)
    }
}

@Suite("livery lint rules")
struct LintTests {
    static let cases: [LintCase] = [
        LintCase(
            rule: "missing-token",
            files: [
                "day.json":
                    "{\n  \"color\": {\"$type\": \"color\",\n    \"accent\": {\"$value\": \"#ff0000\"},\n    \"bg\": {\"$value\": \"#ffffff\"}}\n}",
                "night.json": "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#000000\"}}}",
            ], expected: ("day.json", 3, 5)),
        LintCase(
            rule: "missing-token",
            files: [
                "base.json": "{\"color\": {\"$type\": \"color\", \"accent\": {\"$value\": \"#ff0000\"}}}",
                "day.json": "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"}}}",
                "night.json": "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#000000\"}}}",
            ], expected: nil),
        LintCase(
            rule: "type-differs",
            files: [
                "day.json": "{\"size\": {\"gap\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}}",
                "night.json": "{\n\"size\": {\"gap\": {\"$type\": \"number\", \"$value\": 4}}}",
            ], expected: ("day.json", 1, 11)),
        LintCase(
            rule: "type-differs",
            files: [
                "day.json": "{\"size\": {\"gap\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}}",
                "night.json": "{\"size\": {\"gap\": {\"$type\": \"dimension\", \"$value\": \"8px\"}}}",
            ], expected: nil),
        LintCase(rule: "duplicate-key", files: ["base.json": "{\"a\": 1,\n \"a\": 2}"], expected: ("base.json", 2, 2)),
        LintCase(rule: "duplicate-key", files: ["base.json": "{\"a\": 1,\n \"b\": 2}"], expected: nil),
        LintCase(
            rule: "case-collision", files: ["base.json": "{\"color\": {\"Accent\": \"#fff\",\n  \"accent\": \"#000\"}}"],
            expected: ("base.json", 1, 12)),
        LintCase(
            rule: "case-collision", files: ["base.json": "{\"color\": {\"accent\": \"#fff\", \"accent2\": \"#000\"}}"],
            expected: nil),
        LintCase(
            rule: "deprecated-alias",
            files: [
                "base.json":
                    "{\"c\": {\"$type\": \"color\",\n \"old\": {\"$value\": \"#fff\", \"$deprecated\": \"use new\"},\n \"new\": {\"$value\": \"#eee\"},\n \"x\": {\"$value\": \"{c.old}\"}}}"
            ], expected: ("base.json", 4, 18)),
        LintCase(
            rule: "deprecated-alias",
            files: [
                "base.json":
                    "{\"c\": {\"$type\": \"color\", \"old\": {\"$value\": \"#fff\", \"$deprecated\": true}, \"x\": {\"$value\": \"{c.new}\"}, \"new\": {\"$value\": \"#000\"}}}"
            ], expected: nil),
        LintCase(
            rule: "unused-define",
            files: [
                "base.json":
                    "{\"$defines\": {\"main\": \"c(#ff0000)\",\n  \"spare\": \"c(#00ff00)\"},\n \"x\": {\"$type\": \"color\", \"$value\": \"d(main)\"}}"
            ], expected: ("base.json", 2, 12)),
        LintCase(
            rule: "unused-define",
            files: [
                "base.json":
                    "{\"$defines\": {\"main\": \"c(#ff0000)\", \"alias\": \"d(main)\"}, \"x\": {\"$type\": \"color\", \"$value\": \"d(alias)\"}}"
            ], expected: nil),
        LintCase(
            rule: "missing-image",
            files: [
                "base.json": "{\"img\": {\"$type\": \"image\",\n  \"hero\": {\"$value\": \"images/missing.png\"}}}"
            ], expected: ("base.json", 2, 3)),
        LintCase(
            rule: "missing-image",
            files: [
                "base.json": "{\"img\": {\"$type\": \"image\", \"hero\": {\"$value\": \"images/hero.png\"}}}",
                "images/hero.png": "png",
            ], expected: nil),
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"},\n  \"fg\": {\"$value\": \"#aaaaaa\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: ("base.json", 2, 3)),
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"}, \"fg\": {\"$value\": \"#595959\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: nil),
        // Coloured pairs: only WCAG's channel weights tell these apart (grey pairs pass with any weights).
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"},\n  \"fg\": {\"$value\": \"#ffff00\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: ("base.json", 2, 3)),
        // Coloured pairs: only WCAG's channel weights tell these apart (grey pairs pass with any weights).
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"},\n  \"fg\": {\"$value\": \"#00ff00\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: ("base.json", 2, 3)),
        // Coloured pairs: only WCAG's channel weights tell these apart (grey pairs pass with any weights).
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#000000\"},\n  \"fg\": {\"$value\": \"#0000ff\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: ("base.json", 2, 3)),
        // Coloured pairs: only WCAG's channel weights tell these apart (grey pairs pass with any weights).
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ffffff\"},\n  \"fg\": {\"$value\": \"#0000ff\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: nil),
        // Coloured pairs: only WCAG's channel weights tell these apart (grey pairs pass with any weights).
        LintCase(
            rule: "contrast",
            files: [
                "base.json":
                    "{\"color\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#000000\"},\n  \"fg\": {\"$value\": \"#ffff00\", \"$extensions\": {\"com.livery\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}}}"
            ], expected: nil),
        LintCase(
            rule: "dtcg-string-value",
            files: ["base.json": "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"#ff0000\"}}}"],
            expected: ("base.json", 2, 18), options: Linter.Options(dtcg: true)),
        // Livery reads the string forms: without --dtcg (or Studio's opt-in) a string is no finding.
        LintCase(
            rule: "dtcg-string-value",
            files: ["base.json": "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"#ff0000\"}}}"],
            expected: nil),
        LintCase(
            rule: "dtcg-string-value",
            files: ["base.json": "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"#ff0000\"}}}"],
            expected: ("base.json", 2, 18), options: Linter.Options(reportsStringValues: true)),
        // What `livery import` writes says so at its top, and --dtcg leaves its strings alone.
        LintCase(
            rule: "dtcg-string-value",
            files: [
                "base.json":
                    "{\"$extensions\": {\"com.livery\": {\"lint\": {\"disable\": [\"dtcg-string-value\"]}}},\n \"c\": {\"$type\": \"color\", \"a\": {\"$value\": \"#ff0000\"}}}"
            ], expected: nil, options: Linter.Options(dtcg: true)),
        LintCase(
            rule: "dtcg-string-value",
            files: [
                "base.json":
                    "{\"c\": {\"$type\": \"color\", \"a\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}}}}"
            ], expected: nil),
        LintCase(rule: "dtcg-inferred-type", files: ["base.json": "{\n  \"n\": {\"$value\": 4}}"], expected: ("base.json", 2, 3)),
        LintCase(
            rule: "dtcg-inferred-type", files: ["base.json": "{\"n\": {\"$type\": \"number\", \"$value\": 4}}"], expected: nil),
        // An alias has the type of the token it names (DTCG 2025.10, "Type"), in either syntax.
        LintCase(
            rule: "dtcg-inferred-type",
            files: ["base.json": "{\"n\": {\"$type\": \"number\", \"$value\": 4},\n \"m\": {\"$value\": \"{n}\"}}"], expected: nil
        ),
        LintCase(
            rule: "dtcg-inferred-type",
            files: ["base.json": "{\"n\": {\"$type\": \"number\", \"$value\": 4},\n \"m\": {\"$value\": {\"$ref\": \"#/n\"}}}"],
            expected: nil),
        // Text around an alias is no alias: the type is not the target's.
        LintCase(
            rule: "dtcg-inferred-type",
            files: ["base.json": "{\"n\": {\"$type\": \"number\", \"$value\": 4},\n \"m\": {\"$value\": \"x {n}\"}}"],
            expected: ("base.json", 2, 2)),
        LintCase(
            rule: "unresolved-alias",
            files: ["base.json": "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"{c.nope}\"}}}"],
            expected: ("base.json", 2, 18)),
    ]

    @Test("each rule fires on a file that breaks it, at the exact place, and not on one that keeps it", arguments: cases)
    func rule(_ testCase: LintCase) throws {
        let (diagnostics, folder) = try testCase.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hits = diagnostics.filter { $0.rule == testCase.rule }
        guard let expected = testCase.expected else {
            #expect(hits.isEmpty, "\(hits)")
            return
        }
        let file = folder.appendingPathComponent(expected.file).path
        #expect(
            hits.contains {
                $0.location.file == file && $0.location.line == expected.line && $0.location.column == expected.column
            },
            "\(diagnostics)")
    }

    @Test("conformance notes become errors with --dtcg; warnings with --strict")
    func severities() throws {
        var testCase = LintCase(
            rule: "dtcg-string-value", files: ["base.json": "{\"c\": {\"$type\": \"color\", \"a\": \"#ff0000\"}}"])
        #expect(try testCase.run().diagnostics.filter { $0.rule == "dtcg-string-value" }.isEmpty)
        testCase.options.reportsStringValues = true
        let notes = try testCase.run().diagnostics.filter { $0.rule == "dtcg-string-value" }
        #expect(!notes.isEmpty && notes.allSatisfy { $0.severity == .note }, "\(notes)")
        testCase.options.reportsStringValues = false
        testCase.options.dtcg = true
        #expect(try testCase.run().diagnostics.contains { $0.rule == "dtcg-string-value" && $0.severity == .error })
        var strict = LintCase(rule: "case-collision", files: ["base.json": "{\"A\": \"x\", \"a\": \"y\"}"])
        #expect(try strict.run().diagnostics.contains { $0.rule == "case-collision" && $0.severity == .warning })
        strict.options.strict = true
        #expect(try strict.run().diagnostics.contains { $0.rule == "case-collision" && $0.severity == .error })
    }

    @Test("rules are silenced per file, per token and from the command line")
    func silencing() throws {
        let perFile = LintCase(
            rule: "case-collision",
            files: [
                "base.json":
                    "{\"$extensions\": {\"com.livery\": {\"lint\": {\"disable\": [\"case-collision\"]}}}, \"A\": \"x\", \"a\": \"y\"}"
            ])
        #expect(try perFile.run().diagnostics.filter { $0.rule == "case-collision" }.isEmpty)
        let perToken = LintCase(
            rule: "dtcg-inferred-type",
            files: [
                "base.json":
                    "{\"n\": {\"$value\": 4, \"$extensions\": {\"com.livery\": {\"lint\": {\"disable\": [\"dtcg-inferred-type\"]}}}}, \"m\": {\"$value\": 5}}"
            ])
        #expect(try perToken.run().diagnostics.filter { $0.rule == "dtcg-inferred-type" }.map(\.tokenPath) == ["m"])
        var flag = LintCase(rule: "case-collision", files: ["base.json": "{\"A\": \"x\", \"a\": \"y\"}"])
        flag.options.disabledRules = ["case-collision"]
        #expect(try flag.run().diagnostics.filter { $0.rule == "case-collision" }.isEmpty)
    }

    @Test("colour functions listed in .livery/lint.json beside the themes are not reported as unknown")
    func appColorFunctions() throws {
        let theme = #"{"color": {"$type": "color", "accent": "pa(1, 0.5)", "text": "nope(1)"}}"#
        let bare = LintCase(rule: "invalid-value", files: ["base.json": theme])
        let (before, first) = try bare.run()
        defer { try? FileManager.default.removeItem(at: first) }
        #expect(before.contains { $0.message.contains("unknown colour function pa()") }, "\(before)")
        let configured = LintCase(
            rule: "invalid-value", files: ["base.json": theme, LintConfiguration.path: #"{"colorFunctions": ["pa"]}"#])
        let (after, second) = try configured.run()
        defer { try? FileManager.default.removeItem(at: second) }
        #expect(!after.contains { $0.message.contains("unknown colour function pa()") }, "\(after)")
        // Names not listed are still reported.
        #expect(after.contains { $0.message.contains("unknown colour function nope()") }, "\(after)")
        // A typo in the configuration is an error at its position, not ignored.
        let typo = LintCase(
            rule: "lint-configuration",
            files: ["base.json": theme, LintConfiguration.path: "{\n  \"colourFunctions\": [\"pa\"]\n}"])
        let (wrong, third) = try typo.run()
        defer { try? FileManager.default.removeItem(at: third) }
        let problem = try #require(wrong.first { $0.rule == "lint-configuration" })
        #expect(problem.location.line == 2 && problem.location.column == 3 && problem.severity == .error, "\(problem)")
    }

    @Test("images by asset name are checked against the asset catalogs given")
    func assetCatalogs() throws {
        var testCase = LintCase(
            rule: "missing-image",
            files: [
                "base.json":
                    "{\"img\": {\"$type\": \"image\", \"a\": {\"$value\": \"SwiftGen-Banana\"}, \"b\": {\"$value\": \"Mango\"}}}"
            ])
        testCase.options.assetCatalogs = [ToolFixtures.shared("asset-catalog")]
        let hits = try testCase.run().diagnostics.filter { $0.rule == "missing-image" }
        #expect(hits.map(\.tokenPath) == ["img.b"])
    }

    @Test("Examples/Themes has no errors or warnings")
    func examples() {
        let diagnostics = Linter().lint(ToolFixtures.package("Examples/Themes"))
        #expect(diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(diagnostics.filter { $0.severity >= .warning })")
    }

    @Test("JSON and SARIF reports")
    func reports() throws {
        let diagnostics = [
            Diagnostic(.warning, "m", at: SourceLocation(file: "/t/a.json", line: 2, column: 3), tokenPath: "x", rule: "contrast")
        ]
        let json = try JSONSerialization.jsonObject(with: Data(LintReport.json(diagnostics).utf8)) as? [[String: Any]]
        #expect(json?.first?["line"] as? Int == 2 && json?.first?["rule"] as? String == "contrast")
        let sarif = try JSONSerialization.jsonObject(with: Data(LintReport.sarif(diagnostics).utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "contrast" && results.first?["level"] as? String == "warning")
    }
}

/// WCAG 2 contrast on coloured pairs, where the channel weights (0.2126, 0.7152, 0.0722) and the
/// sRGB decoding decide the answer: lint's `contrast` rule and Studio's matrix share this.
@Suite("Contrast ratios")
struct ContrastRatioTests {
    @Test(
        "coloured pairs have WCAG's ratios",
        arguments: [
            ("#FFFF00", "#FFFFFF", 1.07), ("#00FF00", "#FFFFFF", 1.37), ("#0000FF", "#000000", 2.44),
            ("#FF0000", "#FFFFFF", 4.00), ("#0000FF", "#FFFFFF", 8.59), ("#767676", "#FFFFFF", 4.54),
            ("#FF000080", "#FFFFFF", 2.44),
        ])
    func ratio(_ foreground: String, _ background: String, _ expected: Double) throws {
        let ratio = Contrast.ratio(try ThemeColor(parsing: foreground), on: try ThemeColor(parsing: background))
        #expect(abs(ratio - expected) < 0.01, "\(foreground) on \(background): \(ratio)")
    }
}
