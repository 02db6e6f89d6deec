import Foundation
import Testing
@testable import Livery
@testable import LiveryCLI

@Suite("livery export")
struct ExportCommandTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("css writes the stylesheet named by -o")
    func css() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("themes.css")
        let result = livery("export", "css", path("Examples/Themes"), "-o", file.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("wrote css to \(file.path)"))
        let css = try String(contentsOf: file, encoding: .utf8)
        #expect(css.contains("\n  --color-accent: #1E6FD9;\n"))
        #expect(css.contains("[data-theme=\"sepia\"] {"))
        // Notes are counted, and printed only with --verbose.
        #expect(!result.err.contains("note:"))
        let verbose = livery("export", "css", path("Examples/Themes"), "-o", file.path, "--verbose")
        #expect(verbose.status == 0 && verbose.err.contains("note: "))
    }

    @Test(
        "xcassets and android write a folder per theme",
        arguments: [
            ("xcassets", ["default.xcassets", "ocean.xcassets", "sepia.xcassets"]), ("android", ["default", "ocean", "sepia"]),
        ])
    func perTheme(format: String, entries: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = livery("export", format, path("Examples/Themes"), "--output", out.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == entries)
    }

    @Test(
        "dtcg output resolves like the source through livery resolve",
        arguments: [
            [String](), ["--theme", "ocean", "--appearance", "dark"], ["--theme", "sepia", "--contrast", "high"],
        ])
    func dtcg(selection: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = livery("export", "dtcg", path("Examples/Themes"), "-o", folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("livery.json").path))
        let capture = CapturingConsole(), again = CapturingConsole()
        _ = Console.$current.withValue(capture.console) { LiveryCommand.run(["resolve", path("Examples/Themes")] + selection) }
        _ = Console.$current.withValue(again.console) { LiveryCommand.run(["resolve", folder.path] + selection) }
        let source = try parseJSON(capture.output), exported = try parseJSON(again.output)
        #expect(source.count > 100)
        for (key, value) in source {
            let want = try #require(value as? NSDictionary)
            #expect(exported[key] as? NSDictionary == want, "\(key)")
        }
    }

    @Test("a theme space that does not resolve: errors, status 1, nothing written")
    func resolutionErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base.json")
        try Data(#"{"color": {"$type": "color", "a": {"$value": "{color.missing}"}}}"#.utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = livery("export", "css", file.path, "-o", out.path)
        #expect(result.status == 1)
        #expect(result.err.contains("\(file.path):1:") && result.err.contains("color.missing"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let missing = livery("export", "dtcg", folder.appendingPathComponent("nope").path, "-o", out.path)
        #expect(missing.status == 1 && missing.err.contains("no such file or folder"))
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["export", "svg", "Examples/Themes", "-o", "x"], ["export", "css", "Examples/Themes"], ["export", "css"],
        ])
    func usage(arguments: [String]) {
        let result = livery(arguments)
        #expect(result.status == 2)
        #expect(!result.err.isEmpty)
    }

    @Test("an unknown format lists the formats")
    func unknownFormat() {
        let result = livery("export", "svg", path("Examples/Themes"), "-o", "x")
        #expect(result.err.contains("xcassets, css, dtcg, android"), "\(result.err)")
    }

    @Test("--help shows the formats and examples")
    func help() {
        let result = livery("export", "--help")
        #expect(result.status == 0)
        #expect(result.out.contains("Examples:") && result.out.contains("livery export css Examples/Themes"))
        #expect(result.out.contains("xcassets") && result.out.contains("android"))
        #expect(livery("--help").out.contains("export"))
    }
}

/// `livery(...)` with an array of arguments.
private func livery(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let capture = CapturingConsole()
    let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
    return (status, capture.output, capture.errorOutput)
}
