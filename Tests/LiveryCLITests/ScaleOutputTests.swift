import Foundation
import Testing
@testable import Livery
@testable import LiveryCLI
import LiveryTools

/// What the tools print at scale: lint's default output is bounded, `--verbose` lists everything,
/// progress appears only on terminals, and strings Livery's importers wrote are left alone.
@Suite("Output at scale")
struct ScaleOutputTests {
    /// A DTCG file of `colors` string colours and `broken` aliases to nothing (each an error).
    static func document(colors: Int, broken: Int) -> String {
        var members: [String] = []
        for i in 0..<colors {
            let hex = String(format: "%06x", i * 7919 % 0xFFFFFF)
            members.append(##""c\##(i)": {"$type": "color", "$value": "#\##(hex)"}"##)
        }
        for i in 0..<broken { members.append(#""a\#(i)": {"$type": "color", "$value": "{nowhere\#(i)}"}"#) }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    static func write(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tokens.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    @Test(
        "lint prints at most 100 lines however many diagnostics, counts the rest, and --verbose lists them",
        arguments: [
            (colors: 5, broken: 2), (colors: 600, broken: 300), (colors: 20_000, broken: 0),
        ])
    func boundedLint(colors: Int, broken: Int) throws {
        let file = try Self.write(Self.document(colors: colors, broken: broken))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = livery("lint", file.path, "--dtcg")
        #expect(result.status == 1)
        let lines = Self.lines(result.err)
        #expect(lines.count <= 100, "\(lines.count) lines")
        let total = colors + broken
        // The summary counts everything, condensed or not.
        #expect(
            lines.last?.hasPrefix("livery lint: \(LintReport.grouped(total)) errors, 0 warnings, 0 notes (") == true,
            "\(lines.last ?? "")")
        #expect(result.err.contains("\(LintReport.grouped(colors)) dtcg-string-value"))
        if colors > 5 {
            #expect(
                result.err.contains("\(LintReport.grouped(colors - 3)) more like these (dtcg-string-value)"),
                "\(result.err.prefix(2_000))")
        } else {
            #expect(lines.filter { $0.hasSuffix("[dtcg-string-value]") }.count == colors)
        }
        if broken > 0 {
            #expect(lines.contains { $0.contains("unresolved alias {nowhere0}") })
        }
        // Every line but the summary is a diagnostic Xcode can place.
        for line in lines.dropLast() { #expect(line.hasPrefix(file.path + ":"), "\(line)") }

        let verbose = livery("lint", file.path, "--dtcg", "--verbose")
        let verboseLines = Self.lines(verbose.err)
        #expect(verboseLines.filter { $0.hasSuffix("[dtcg-string-value]") }.count == colors)
        #expect(verboseLines.filter { $0.hasSuffix("[unresolved-alias]") }.count == broken)
        #expect(verboseLines.count == total + 1)
    }

    @Test("without --dtcg, colours written as strings are no finding; clean output is silent")
    func stringsNeedDTCG() throws {
        let file = try Self.write(Self.document(colors: 300, broken: 0))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = livery("lint", file.path)
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "\(result.err.prefix(1_000))")
    }

    @Test(
        "what livery import writes is marked Livery JSON, and lint --dtcg leaves its strings alone",
        arguments: [
            ("dknightversion", "DKNightVersion/DKColorTable.txt"), ("swifttheme", "SwiftTheme/Night.plist"),
        ])
    func importedFilesKeepTheirStrings(format: String, input: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("livery-import-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let source = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/peers/\(input)").path
        let imported = livery("import", format, source, "-o", output.path)
        #expect(imported.status == 0, "\(imported.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty)
        for name in names where name != "livery.json" {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(#""disable": ["#), "\(name) is not marked")
        }
        // The same strings in a file a person wrote are errors under --dtcg.
        let linted = livery("lint", output.path, "--dtcg")
        #expect(!linted.err.contains("dtcg-string-value"), "\(linted.err.prefix(2_000))")
        let copy = try Self.write(Self.document(colors: 3, broken: 0))
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        #expect(livery("lint", copy.path, "--dtcg").err.contains("[dtcg-string-value]"))
    }

    @Test(
        "progress appears on a terminal once a command has run its delay, and is erased; never elsewhere",
        arguments: [
            ["resolve"], ["lint"], ["export", "css"],
        ])
    func progress(_ command: [String]) throws {
        let file = try Self.write(Self.document(colors: 2_000, broken: 0))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var arguments = command + [file.path]
        if command.first == "export" {
            arguments += ["-o", file.deletingLastPathComponent().appendingPathComponent("out").path]
        }
        let terminal = CapturingConsole()
        let status = Console.$current.withValue(terminal.console(isTerminal: true, progressDelay: .zero)) {
            LiveryCommand.run(arguments)
        }
        #expect(status == 0, "\(terminal.errorOutput)")
        let drawn = terminal.errorOutput
        #expect(drawn.contains("\rlivery: "), "\(drawn.debugDescription)")
        #expect(!drawn.contains("\u{1B}"), "plain text only (NO_COLOR, dumb terminals)")
        // The last thing the progress line wrote erases it.
        let lastDraw = try #require(drawn.range(of: "\rlivery: ", options: .backwards))
        let after = drawn[lastDraw.upperBound...]
        #expect(after.contains("\r"), "the line was not erased: \(after.debugDescription)")

        let pipe = CapturingConsole()
        _ = Console.$current.withValue(pipe.console(isTerminal: false, progressDelay: .zero)) { LiveryCommand.run(arguments) }
        #expect(!pipe.errorOutput.contains("livery: "), "\(pipe.errorOutput.debugDescription)")
        let quick = CapturingConsole()
        _ = Console.$current.withValue(quick.console(isTerminal: true, progressDelay: .seconds(60))) {
            LiveryCommand.run(arguments)
        }
        #expect(!quick.errorOutput.contains("\rlivery: "), "a quick run shows nothing")
    }
}
