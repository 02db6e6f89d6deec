import Foundation
import Testing
@testable import LiveryCLI
import LiveryTools

/// Errors that say what is wrong and where, with README's exit statuses: 1 for the input, 2 for usage.
@Suite("livery error messages")
struct CommandErrorTests {
    /// A fresh folder holding a folder `dir`, a folder `out.css` and a file `file`.
    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out.css"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        return folder
    }

    /// `arguments` with `@` replaced by the scratch folder's path, and `THEMES` by Examples/Themes.
    func expand(_ arguments: [String], in folder: URL) -> [String] {
        arguments.map {
            $0.replacingOccurrences(of: "@", with: folder.path).replacingOccurrences(of: "THEMES", with: path("Examples/Themes"))
                .replacingOccurrences(of: "KEY", with: path("Examples/Skins/keys/example.private"))
                .replacingOccurrences(of: "SKIN", with: path("Tests/Fixtures/skins/ocean-skin"))
        }
    }

    @Test(
        "an output path that is a directory, or a folder that exists as a file, is named (exit 1)",
        arguments: [
            (["generate", "swift", "THEMES", "-o", "@/dir"], "@/dir is a directory"),
            (["generate", "swift", "THEMES", "-o", "@/file/Tokens.swift"], "@/file exists and is a file"),
            (["export", "css", "THEMES", "-o", "@/out.css"], "@/out.css is a directory"),
            (["export", "xcassets", "THEMES", "-o", "@/file"], "@/file exists and is a file"),
            (["export", "dtcg", "THEMES", "-o", "@/file/tokens"], "@/file exists and is a file"),
            (["import", "dknightversion", "THEMES/base.json", "-o", "@/file"], "@/file exists and is a file"),
            (["skin", "pack", "SKIN", "-o", "@/dir", "--key", "KEY"], "@/dir is a directory"),
            (["skin", "keygen", "--out", "@/file/release"], "@/file exists and is a file"),
        ])
    func outputPaths(arguments: [String], expected: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) { LiveryCommand.run(expand(arguments, in: folder)) }
        #expect(status == 1)
        #expect(capture.errorOutput.contains(expand([expected], in: folder)[0]), "\(capture.errorOutput)")
        #expect(!capture.errorOutput.contains("NSCocoaErrorDomain"), "\(capture.errorOutput)")
    }

    @Test("a folder without token documents is named in the error (exit 1)", arguments: [["resolve"], ["lint"]])
    func noDocuments(command: [String]) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("dir").path
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) { LiveryCommand.run(command + [empty]) }
        #expect(status == 1)
        #expect(capture.errorOutput.hasPrefix("\(empty): error: no token documents"), "\(capture.errorOutput)")
    }

    @Test(
        "skin install refuses a URL that is not http(s) (exit 2)",
        arguments: ["ftp://example.com/ocean.skin", "file:///tmp/ocean.skin", "SFTP://host/ocean.skin"])
    func installScheme(url: String) async {
        let result = await liveryAsync("skin", "install", url, "--store", "/nonexistent/store", "--trust", "x.public")
        #expect(result.status == 2)
        let scheme = url.prefix { $0 != ":" }.lowercased()
        #expect(
            result.err.contains("\(scheme): URLs are not supported; give an http(s) URL or a package file's path"),
            "\(result.err)")
    }

    @Test("lint --assets naming a missing catalog says so (exit 1)")
    func missingAssetCatalog() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("App/Assets.xcassets").path
        let result = livery("lint", path("Examples/Themes"), "--assets", missing)
        #expect(result.status == 1)
        #expect(result.err.contains("\(missing): error: asset catalog \(missing) is missing"), "\(result.err)")
        let file = folder.appendingPathComponent("file").path
        let notFolder = livery("lint", path("Examples/Themes"), "--assets", file)
        #expect(notFolder.status == 1)
        #expect(notFolder.err.contains("asset catalog \(file) is a file, not folder"), "\(notFolder.err)")
    }

    @Test("lint --disable refuses an unknown rule, listing the known ones (exit 2)", arguments: ["no-such-rule", "Contrast"])
    func unknownRule(rule: String) {
        let result = livery("lint", path("Examples/Themes"), "--disable", rule)
        #expect(result.status == 2)
        #expect(result.err.contains("--disable: unknown rule '\(rule)'"), "\(result.err)")
        for known in ["missing-token", "contrast", "dtcg-type", "unresolved-alias"] {
            #expect(result.err.contains(known), "\(known)")
        }
        #expect(livery("lint", path("Examples/Themes"), "--disable", "contrast", "--disable", "unresolved-alias").status == 0)
    }

    @Test("every rule id the core's reading and resolution and lint's rules write is one --disable knows")
    func knownRulesCoverTheSources() throws {
        let pattern = try NSRegularExpression(pattern: #"rule: (?:String = )?"([a-zA-Z-]+)""#)
        var found: Set<String> = []
        for folder in ["Sources/Livery", "Sources/LiveryTools/Lint"] {
            let files = FileManager.default.enumerator(atPath: path(folder))?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path(folder + "/" + file), encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
                }
            }
        }
        #expect(found.count > 40)
        #expect(found.subtracting(Linter.knownRules).isEmpty, "\(found.subtracting(Linter.knownRules).sorted())")
    }

    @Test(
        "resolve refuses flags that cannot go together, naming both (exit 2)",
        arguments: [
            (["THEMES", "--contexts", "--theme", "ocean"], "--contexts and --theme"),
            (["THEMES", "--contexts", "--appearance", "dark"], "--contexts and --appearance"),
            (["THEMES", "--contexts", "--input", "theme=ocean"], "--contexts and --input"),
            (["--value", "#fff", "--contexts"], "--value and --contexts"),
            (["--value", "#fff", "--theme", "ocean"], "--value and --theme"),
            (["--value", "#fff", "--contrast", "high"], "--value and --contrast"),
            (["THEMES", "--value", "#fff"], "PATH and --value"),
        ])
    func conflictingFlags(arguments: [String], expected: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = CapturingConsole()
        let status = Console.$current.withValue(capture.console) {
            LiveryCommand.run(["resolve"] + expand(arguments, in: folder))
        }
        #expect(status == 2)
        #expect(capture.errorOutput.contains("\(expected) cannot be used together"), "\(capture.errorOutput)")
    }

    @Test(
        "resolve --value written like a colour that is not one reports the colour parser's error (exit 1)",
        arguments: ["#ff00zz", "#gg0000", "#not-a-colour"])
    func notAColour(value: String) throws {
        let result = livery("resolve", "--value", value)
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("<value>"), "\(result.err)")
        #expect(result.err.contains("error: "))
        #expect(result.err.contains("read as a colour: it starts like one; --type string reads it as text"), "\(result.err)")
        let text = livery("resolve", "--value", value, "--type", "string")
        #expect(text.status == 0, "\(text.err)")
        #expect(try parseJSON(text.out)["type"] as? String == "string", "\(text.out)")
    }
}
