import Foundation
import Testing
@testable import LiveryCLI

@Suite("livery lint")
struct LintCommandTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-lintcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("clean input exits 0; errors exit 1 with path:line:column: error: message [rule]")
    func exitCodes() throws {
        let clean = livery("lint", path("Examples/Themes"))
        #expect(clean.status == 0, "\(clean.err)")
        let bad = try folder(["base.json": "{\"c\": {\"$type\": \"color\",\n \"a\": {\"$value\": \"{c.nope}\"}}}"])
        defer { try? FileManager.default.removeItem(at: bad) }
        let result = livery("lint", bad.path)
        #expect(result.status == 1)
        let file = bad.appendingPathComponent("base.json").path
        #expect(result.err.contains("\(file):2:18: error: "), "\(result.err)")
        #expect(result.err.contains("[unresolved-alias]"))
    }

    @Test("--strict makes warnings fail; --format json and sarif print to stdout")
    func options() throws {
        let warning = try folder(["base.json": "{\"A\": \"x\", \"a\": \"y\"}"])
        defer { try? FileManager.default.removeItem(at: warning) }
        #expect(livery("lint", warning.path).status == 0)
        #expect(livery("lint", warning.path, "--strict").status == 1)
        let json = livery("lint", warning.path, "--format", "json")
        #expect(json.out.contains("\"rule\": \"case-collision\""))
        let sarif = livery("lint", warning.path, "--format", "sarif")
        #expect(sarif.out.contains("\"version\": \"2.1.0\""))
        #expect(livery("lint").status == 2)
    }
}
