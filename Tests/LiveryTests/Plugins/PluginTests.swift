import Foundation
import LiveryTestSupport
import Testing

/// The build plugins (`Plugins/`): their Xcode side type-checked against the `XcodeProjectPlugin`
/// stand-in, and how they find a target's theme folder (`ThemeFolder.swift`, compiled into these
/// tests through a link to the plugins' own file).
@Suite("Build plugins")
struct PluginTests {
    static func checkPlugins(_ folder: URL? = nil) async throws -> (status: Int32, output: String) {
        let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-plugins.sh")
        return try await ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), [script.path] + (folder.map { [$0.path] } ?? []))
    }

    @Test("both plugins type-check for SwiftPM and, against the XcodeProjectPlugin stand-in, for Xcode")
    func pluginsTypeCheck() async throws {
        let result = try await Self.checkPlugins()
        #expect(result.status == 0, "\(result.output)")
        for plugin in ["LiveryGenerate", "LiveryLint"] {
            #expect(result.output.contains("\(plugin) type-checks for SwiftPM and"), "\(result.output)")
        }
    }

    @Test(
        "the check fails on a misspelt call in an Xcode branch",
        .enabled(if: TestTier.isFull, "a test of the checker: the full tier"),
        arguments: [
            ("LiveryGenerate/ThemeFolder.swift", "target.inputFiles.map", "target.inputFile.map"),
            ("LiveryLint/plugin.swift", "context.xcodeProject.directoryURL", "context.xcodeProject.directory.url"),
        ])
    func misspeltXcodeCallFails(_ file: String, _ original: String, _ misspelt: String) async throws {
        guard let copy = try Fixtures.copy("Plugins", planting: misspelt, for: original, in: file) else { return }
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = try await Self.checkPlugins(copy)
        #expect(result.status != 0, "a misspelt Xcode call type-checked:\n\(result.output)")
        #expect(result.output.contains("error:"), "\(result.output)")
    }

    @Test("every stand-in declaration says where its shape comes from")
    func standInCitesItsSources() throws {
        let text = try String(
            contentsOf: Fixtures.own("xcode-project-plugin/XcodeProjectPlugin.swift"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var declarations = 0
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard code.hasPrefix("public ") else { continue }
            declarations += 1
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            #expect(previous.hasPrefix("// SOURCE: ["), "no citation above: \(code)")
        }
        #expect(declarations >= 15)
    }

    // MARK: Finding the theme folder

    /// A temporary target folder holding `files` (paths ending in `/` are folders).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-plugin-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return root.resolvingSymlinksInPath()
    }

    static func locate(_ root: URL, target: String = "App", files: [String] = []) throws -> ThemeFolder? {
        try ThemeFolder.locate(
            files: files.map { TargetFile(url: root.appendingPathComponent($0), isResource: !$0.hasSuffix(".swift")) },
            configurationFolders: [root.appendingPathComponent(target), root],
            root: root, fallback: root.appendingPathComponent(target).appendingPathComponent("Themes"))
    }

    @Test("a livery-generate.json names the folder, the type, the access, the output and lint options")
    func configuration() throws {
        let root = try Self.folder([
            "App/Resources/Looks/base.json": "{}", "App/Resources/Looks/sub/extra.tokens": "{}", "App/main.swift": "",
            "livery-generate.json": #"""
            {"themes": "App/Resources/Looks", "name": "AppTokens", "access": "public", "output": "Generated.swift",
             "lint": {"strict": true, "disable": ["contrast"]}}
            """#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try #require(try Self.locate(root, files: ["App/main.swift"]))
        #expect(folder.url.path == root.appendingPathComponent("App/Resources/Looks").path)
        #expect(folder.name == "AppTokens" && folder.access == "public" && folder.output == "Generated.swift")
        #expect(folder.strict && folder.disabledRules == ["contrast"])
        #expect(folder.configuration?.lastPathComponent == "livery-generate.json")
        #expect(folder.documents().map(\.lastPathComponent) == ["base.json", "extra.tokens"])
    }

    @Test("the target's own livery-generate.json wins over the project's")
    func targetConfigurationFirst() throws {
        let root = try Self.folder([
            "App/Mine/": "", "Other/": "",
            "App/livery-generate.json": #"{"themes": "Mine"}"#, "livery-generate.json": #"{"themes": "Other"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.locate(root)?.url.lastPathComponent == "Mine")
    }

    @Test(
        "a wrong configuration fails with the file and what was expected",
        arguments: [
            (#"{"theme": "Themes"}"#, "unknown key 'theme'"),
            (#"{"access": "open"}"#, "'access' must be internal or public, not 'open'"),
            (#"{"name": "2Tokens"}"#, "'name' must be a Swift type name"),
            (#"{"output": "Tokens.txt"}"#, "'output' must be a file name ending in .swift"),
            (#"{"themes": "Missing"}"#, "which is not a folder"),
            (#"{"lint": {"strict": "yes"}}"#, "'lint.strict' must be true or false"),
            (#"["Themes"]"#, "not a JSON object"),
        ])
    func wrongConfiguration(_ text: String, _ message: String) throws {
        let root = try Self.folder(["Themes/base.json": "{}", "livery-generate.json": text])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try Self.locate(root)
            Issue.record("\(text) was accepted")
        } catch let problem as ThemeFolder.Problem {
            #expect(problem.description.contains("livery-generate.json: error: "), "\(problem)")
            #expect(problem.description.contains(message), "\(problem)")
        }
    }

    @Test("without a configuration: the folder named Themes among the target's resources")
    func themesAmongResources() throws {
        let root = try Self.folder([
            "App/Resources/Themes/base.json": "{}", "App/Resources/Themes/dark.json": "{}", "App/Themes/Helpers.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // An Xcode synchronized folder lists the files; a folder reference lists the folder itself.
        for files in [["App/Resources/Themes/base.json", "App/Themes/Helpers.swift"], ["App/Resources/Themes"]] {
            let folder = try #require(try Self.locate(root, files: files))
            #expect(folder.url.path == root.appendingPathComponent("App/Resources/Themes").path, "\(files)")
            #expect(folder.name == "Tokens" && folder.access == "internal" && folder.configuration == nil)
        }
    }

    @Test("two resource folders named Themes are an error asking for a configuration")
    func twoThemesFolders() throws {
        let root = try Self.folder(["App/A/Themes/base.json": "{}", "App/B/Themes/base.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ThemeFolder.Problem.self) {
            try Self.locate(root, files: ["App/A/Themes/base.json", "App/B/Themes/base.json"])
        }
    }

    @Test("else Themes in the target's folder, even excluded from the target; else none")
    func fallback() throws {
        let root = try Self.folder(["App/Themes/base.json": "{}", "App/main.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.locate(root, files: ["App/main.swift"])?.url.lastPathComponent == "Themes")
        #expect(try Self.locate(root, target: "Other", files: []) == nil)
    }
}
