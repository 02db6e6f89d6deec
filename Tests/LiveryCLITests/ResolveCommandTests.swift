import Foundation
import Testing
@testable import Livery
@testable import LiveryCLI

/// Runs `livery` in-process with captured output.
func livery(_ arguments: String...) -> (status: Int32, out: String, err: String) {
    let capture = CapturingConsole()
    let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
    return (status, capture.output, capture.errorOutput)
}

let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}()

func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

func parseJSON(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return object as? [String: Any] ?? [:]
}

@Suite("livery resolve")
struct ResolveCommandTests {
    @Test("Examples/Themes prints every token as the contract's JSON")
    func examples() throws {
        let result = livery("resolve", path("Examples/Themes"))
        #expect(result.status == 0, "\(result.err)")
        let tokens = try parseJSON(result.out)
        #expect(tokens.count >= 40)
        for (_, entry) in tokens {
            let entry = try #require(entry as? [String: Any])
            #expect(entry["type"] is String && entry["value"] != nil)
            if entry["type"] as? String == "color", let hex = entry["value"] as? String {
                #expect(hex.range(of: "^#[0-9A-F]{8}$", options: .regularExpression) != nil, "\(hex)")
            }
        }
        let accent = try #require(tokens["color.accent"] as? [String: Any])
        #expect(accent["value"] as? String == "#1E6FD9FF")
    }

    @Test(
        "selections change the output",
        arguments: [
            (["--theme", "ocean"], "ocean"), (["--theme", "sepia", "--appearance", "dark"], "sepia"),
            (["--input", "theme=default", "--contrast", "high"], "default"),
        ])
    func selections(arguments: [String], theme: String) throws {
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) {
            LiveryCommand.run(["resolve", path("Examples/Themes")] + arguments)
        }
        #expect(status == 0, "\(capture.errorOutput)")
        let tokens = try parseJSON(capture.output)
        let id = try #require(tokens["theme.id"] as? [String: Any])
        #expect(id["value"] as? String == theme)
    }

    @Test("--contexts prints the theme space")
    func contexts() throws {
        let result = livery("resolve", path("Examples/Themes"), "--contexts")
        #expect(result.status == 0)
        let space = try parseJSON(result.out)
        let theme = try #require(space["theme"] as? [String: Any])
        #expect(theme["contexts"] as? [String] == ["default", "ocean", "sepia"])
        #expect(theme["default"] as? String == "default")
        let appearance = try #require(space["appearance"] as? [String: Any])
        #expect(appearance["contexts"] as? [String] == ["light", "dark"])
        #expect(appearance["default"] as? String == "light")
    }

    @Test(
        "--value parses one raw value",
        arguments: [
            (["#FF000080"], ##"{"type":"color","value":"#FF000080"}"##),
            (["hsl(120, 100%, 25%)"], ##"{"type":"color","value":"#008000FF","colorSpace":"hsl","components":[120,100,25]}"##),
            (["rgb(255 0 0 / 50%)"], ##"{"type":"color","value":"#FF000080"}"##),
            (["16px", "--type", "dimension"], #"{"type":"dimension","value":16}"#),
            (["1.5rem", "--type", "dimension"], #"{"type":"dimension","value":24}"#),
            (["200ms", "--type", "duration"], #"{"type":"duration","value":200}"#),
            (
                ["PingFangSC-Regular,30", "--type", "font"],
                #"{"type":"font","value":{"family":"PingFangSC-Regular","size":30,"weight":null}}"#
            ),
            (
                ["https://example.com/a.png", "--type", "image"],
                #"{"type":"image","value":{"kind":"url","value":"https://example.com/a.png"}}"#
            ),
            (["red"], #"{"type":"string","value":"red"}"#),
            (["red", "--type", "color"], ##"{"type":"color","value":"#FF0000FF"}"##),
            (["12"], #"{"type":"number","value":12}"#),
            (
                ["color(display-p3 1 0 0)"],
                ##"{"type":"color","value":"#FF0000FF","colorSpace":"display-p3","components":[1,0,0]}"##
            ),
        ])
    func value(arguments: [String], expected: String) throws {
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) {
            LiveryCommand.run(["resolve", "--value"] + arguments)
        }
        #expect(status == 0, "\(capture.errorOutput)")
        let got = try JSONSerialization.jsonObject(with: Data(capture.output.utf8)) as? NSDictionary
        let want = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
        #expect(got == want, "\(capture.output)")
    }

    @Test("errors go to stderr as path:line:column: error: message with status 1")
    func errors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base.json")
        try Data("{\n  \"color\": {\"$type\": \"color\",\n    \"a\": \"{color.missing}\"}\n}\n".utf8).write(to: file)
        let result = livery("resolve", folder.path)
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("\(file.path):3:10: error: "), "\(result.err)")
        #expect(result.err.contains("color.missing"))

        try Data("{\n  \"a\": }".utf8).write(to: file)
        let syntax = livery("resolve", folder.path)
        #expect(syntax.status == 1)
        #expect(syntax.err.hasPrefix("\(file.path):2:8: error: "), "\(syntax.err)")
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["resolve"], ["resolve", "a", "--value", "b"], ["resolve", "--value", "1", "--type", "colour-ish"],
            ["resolve", "x", "--input", "nonsense"], ["resolve", "--bogus"],
        ])
    func usage(arguments: [String]) {
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
        #expect(status == 2)
        #expect(!capture.errorOutput.isEmpty)
    }

    @Test(
        "an enumerated option refuses other values (exit 2) and lists the ones it takes",
        arguments: [
            (["resolve", "--value", "1", "--type", "colour-ish"], ["color", "dimension", "fontWeight"]),
            (["resolve", "x", "--appearance", "sepia"], ["light", "dark"]),
            (["resolve", "x", "--contrast", "max"], ["normal", "high"]),
            (["generate", "swift", "x", "-o", "y", "--access", "open"], ["public", "internal"]),
        ] as [([String], [String])])
    func enumeratedOptions(arguments: [String], listed: [String]) {
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
        #expect(status == 2)
        // The parser quotes a short list ('light' and 'dark') and bullets a long one (- color).
        for value in listed {
            #expect(
                capture.errorOutput.contains("'\(value)'") || capture.errorOutput.contains("- \(value)\n"),
                "\(capture.errorOutput)")
        }
    }

    @Test("--type takes the aliases documents accept", arguments: [("fontSize", "dimension"), ("colour", "color")])
    func typeAliases(alias: String, type: String) throws {
        let result = livery("resolve", "--value", alias == "colour" ? "#fff" : "16px", "--type", alias)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"type\" : \"\(type)\"") || result.out.contains("\"type\": \"\(type)\""), "\(result.out)")
    }

    @Test("an unknown theme is an input error listing the themes")
    func unknownTheme() {
        let result = livery("resolve", path("Examples/Themes"), "--theme", "neon")
        #expect(result.status == 1)
        #expect(result.err.contains("unknown context 'neon'") && result.err.contains("ocean"))
    }

    @Test("--help and --version")
    func help() {
        let help = livery("resolve", "--help")
        #expect(help.status == 0 && help.out.contains("Examples:"))
        let version = livery("--version")
        #expect(version.status == 0 && version.out.contains(LiveryVersion.string))
    }

    @Test("the DTCG file resolves through the CLI")
    func dtcg() throws {
        let result = livery("resolve", path("Tests/Fixtures/dtcg/all-types.tokens.json"), "--format", "text")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n").count > 50)
    }
}

@Suite("Console")
struct ConsoleTests {
    @Test("severities are coloured only on a terminal")
    func colour() {
        nonisolated(unsafe) var text = ""
        let diagnostic = Diagnostic(.error, "bad", at: SourceLocation(file: "/a.json", line: 1, column: 2))
        Console(isTerminal: false, out: { _ in }, error: { text += $0 }).report([diagnostic])
        #expect(text == "/a.json:1:2: error: bad\n")
        text = ""
        Console(isTerminal: true, out: { _ in }, error: { text += $0 }).report([diagnostic])
        #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m") || ProcessInfo.processInfo.environment["NO_COLOR"] != nil)
    }

    @Test("shell completions are generated")
    func completions() {
        let result = livery("--generate-completion-script", "bash")
        #expect(result.status == 0 && result.out.contains("livery"))
    }
}
