import Foundation
import LiveryTestSupport
import Testing

/// What the LiveryLint plugin and the documented Run Script phase run: `livery-generate lint` and
/// `Examples/PluginExample/Scripts/lint-themes.sh`, against the built executables.
@Suite("Lint as a build step")
struct LintPluginToolTests {
    /// `livery-generate`, built beside `livery`.
    static var generator: URL? {
        LiveryExecutable.url.map { $0.deletingLastPathComponent().appendingPathComponent("livery-generate") }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    /// A theme folder with an alias to nothing (an error) in `base.json`.
    static func brokenThemes() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-lint-step-\(UUID().uuidString)")
        let themes = root.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try """
        {
          "color": {
            "accent": { "$type": "color", "$value": "#336699" },
            "link": { "$type": "color", "$value": "{color.accnet}" }
          }
        }
        """.write(to: themes.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        return root
    }

    /// The `file:line:column: severity: message` lines of an output.
    static func diagnosticLines(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter {
            $0.range(of: #"^/.+:[0-9]+:[0-9]+: (error|warning|note): "#, options: .regularExpression) != nil
        }
    }

    @Test("livery-generate lint prints livery lint's lines, fails on an error and writes no record")
    func sameLinesAsLivery() async throws {
        let generator = try #require(Self.generator, "build the package first (swift build --build-tests)")
        let root = try Self.brokenThemes()
        defer { try? FileManager.default.removeItem(at: root) }
        let themes = root.appendingPathComponent("Themes").path
        let record = root.appendingPathComponent("LiveryLint.swift")
        let step = try await ChildProcess.run(generator, ["lint", themes, record.path])
        let tool = livery("lint", themes)
        #expect(step.status == 1 && tool.status == 1)
        let lines = Self.diagnosticLines(step.output)
        #expect(lines.contains { $0.contains("/Themes/base.json:4:") && $0.contains(": error: ") }, "\(step.output)")
        #expect(lines == Self.diagnosticLines(tool.err), "livery lint:\n\(tool.err)\nlivery-generate lint:\n\(step.output)")
        #expect(!FileManager.default.fileExists(atPath: record.path))
    }

    @Test("a clean folder passes and leaves a Swift record holding one comment")
    func cleanFolder() async throws {
        let generator = try #require(Self.generator, "build the package first (swift build --build-tests)")
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("livery-lint-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: record) }
        let themes = packageRoot.appendingPathComponent("Examples/PluginExample/Sources/ThemedApp/Themes").path
        let step = try await ChildProcess.run(generator, ["lint", themes, record.path])
        #expect(step.status == 0, "\(step.output)")
        let text = try String(contentsOf: record, encoding: .utf8)
        #expect(text.hasPrefix("// livery lint ") && text.contains("no errors") && text.split(separator: "\n").count == 1)
        let unknown = try await ChildProcess.run(generator, ["lint", themes, record.path, "--disable", "no-such-rule"])
        #expect(unknown.status == 2 && unknown.output.contains("unknown rule 'no-such-rule'"), "\(unknown.output)")
    }

    @Test("the documented Run Script phase prints file:line:column: error: and fails the build")
    func runScriptPhase() async throws {
        let livery = try #require(LiveryExecutable.url, "build the package first (swift build --build-tests)")
        let root = try Self.brokenThemes()
        defer { try? FileManager.default.removeItem(at: root) }
        let script = packageRoot.appendingPathComponent("Examples/PluginExample/Scripts/lint-themes.sh")
        var environment = ProcessInfo.processInfo.environment
        environment["SRCROOT"] = root.path
        environment["PATH"] = livery.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try await ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), [script.path], environment: environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(
            Self.diagnosticLines(result.output).contains { $0.contains(root.path + "/Themes/base.json:4:") }, "\(result.output)")
    }
}
