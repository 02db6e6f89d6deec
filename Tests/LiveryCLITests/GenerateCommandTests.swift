import Foundation
import Testing
@testable import LiveryCLI

@Suite("livery generate")
struct GenerateCommandTests {
    @Test("writes the Swift file, and leaves an unchanged one untouched")
    func generate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated/Tokens.swift")
        let first = livery(
            "generate", "swift", path("Examples/Themes"), "-o", output.path, "--access", "internal", "--name", "Theme")
        #expect(first.status == 0, "\(first.err)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("internal enum Theme {"))
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        #expect(
            livery("generate", "swift", path("Examples/Themes"), "-o", output.path, "--access", "internal", "--name", "Theme")
                .status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == modified)
    }

    @Test(
        "usage and input errors",
        arguments: [
            (["generate", "kotlin", "x", "-o", "y"], Int32(2)),
            (["generate", "swift", "x", "-o", "y", "--access", "open"], Int32(2)),
            (["generate", "swift", "/nonexistent/themes", "-o", "/tmp/never.swift"], Int32(1)),
        ] as [([String], Int32)])
    func errors(arguments: [String], status: Int32) {
        let capture = CapturingConsole()
        let result = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
        #expect(result == status)
        #expect(!capture.errorOutput.isEmpty)
    }
}
