import Foundation
import Testing
@testable import Livery
@testable import LiveryCLI

/// A peer fixture in `../shared/fixtures/peers`.
private func peer(_ relative: String) -> String {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/peers").appendingPathComponent(relative).path
}

/// A fresh folder, removed by the caller.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-import-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("livery import")
struct ImportCommandTests {
    @Test("a folder's Contents.json (an asset catalog's) or package.json is never imported as a theme")
    func wellKnownFilesSkipped() throws {
        let input = try temporaryFolder().appendingPathComponent("Themes.xcassets")
        let output = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: input.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: output)
        }
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(to: input.appendingPathComponent("Contents.json"))
        try Data(#"{"name": "site"}"#.utf8).write(to: input.appendingPathComponent("package.json"))
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: peer("SwiftTheme/Night.json")), to: input.appendingPathComponent("Night.json"))
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) {
            LiveryCommand.run(["import", "swifttheme", input.path, "-o", output.path])
        }
        #expect(status == 0, "\(capture.errorOutput)")
        #expect(capture.output.hasPrefix("theme: Night (default)\n"), "\(capture.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["Night.json"])
    }

    @Test(
        "imports, prints the modifiers written, and the folder resolves with the source's theme names",
        arguments: [
            (
                "dknightversion", ["DKNightVersion/DKColorTable.txt"], "theme: normal (default), night, red",
                ["normal", "night", "red"]
            ),
            ("cjskin", ["CJSkin/CJSkin.plist"], "theme: default (default), skin1, skin2", ["default", "skin1", "skin2"]),
            ("swifttheme", ["SwiftTheme/Red.plist", "SwiftTheme/Night.plist"], "theme: Night (default), Red", ["Night", "Red"]),
        ])
    func success(format: String, inputs: [String], summary: String, themes: [String]) throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) {
            LiveryCommand.run(["import", format] + inputs.map(peer) + ["-o", output.path])
        }
        let result = (status, capture.output, capture.errorOutput)
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1.split(separator: "\n").first.map(String.init) == summary)
        let contexts = livery("resolve", output.path, "--contexts")
        #expect(contexts.status == 0, "\(contexts.err)")
        let theme = try #require(try parseJSON(contexts.out)["theme"] as? [String: Any])
        #expect(theme["contexts"] as? [String] == themes)
        #expect(livery("resolve", output.path).status == 0)
    }

    @Test("notes about what could not be represented go to standard error with their location")
    func notes() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = livery("import", "chameleon", peer("Chameleon/legacy-ThemeTest-lightblue.json"), "--output", output.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("legacy-ThemeTest-lightblue.json:3:9: note: colors.color is both a token and a group"))
        #expect(result.out.hasPrefix("theme: legacy-ThemeTest-lightblue (default)"))
    }

    @Test("an unknown format is a usage error (exit 2) listing the formats")
    func unknownFormat() {
        let result = livery("import", "themekit", peer("CJSkin/CJSkin.plist"), "-o", "/tmp/never-written")
        #expect(result.status == 2)
        #expect(result.err.contains("unknown format 'themekit'") && result.err.contains("swifttheme"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }

    @Test("missing inputs or output are usage errors")
    func usage() {
        #expect(livery("import", "cjskin", "-o", "/tmp/never-written").status == 2)
        #expect(livery("import", "cjskin", peer("CJSkin/CJSkin.plist")).status == 2)
    }

    @Test("an unreadable input fails with exit 1 and path:line:column")
    func unreadable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Night.json")
        try "{\n  \"Global\": {\n    \"textColor\": #FFF\n  }\n}\n".write(to: input, atomically: true, encoding: .utf8)
        let result = livery("import", "swifttheme", input.path, "-o", folder.appendingPathComponent("out").path)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("\(input.path):3:18: error: "), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("a missing input fails with exit 1 naming it")
    func missing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = livery("import", "cjskin", "/no/such/CJSkin.plist", "-o", folder.path)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("/no/such/CJSkin.plist: error: cannot read file"), "\(result.err)")
    }

    @Test("--help lists the formats and examples")
    func help() {
        let result = livery("import", "--help")
        #expect(result.status == 0)
        for format in ["swifttheme", "dknightversion", "cjskin", "chameleon", "jhtheme", "tokens-studio", "Examples:"] {
            #expect(result.out.contains(format), "\(format)")
        }
    }
}
