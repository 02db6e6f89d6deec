import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCLI

/// `livery resolve` and `livery lint` on input nested 1 to 100,000 levels, run on a thread with a
/// 512 KiB stack: an error at the value's position (exit 1) or a result, never a crash.
@Suite("livery on deeply nested input")
struct NestingCommandTests {
    @Test(
        "resolve and lint end with a result or an error that says where",
        arguments: NestingCase.all(fast: 4), ["resolve", "lint"])
    func nested(_ item: NestingCase, command: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-cli-nesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base.json")
        try Data(item.kind.document(depth: item.depth).utf8).write(to: file)
        let arguments = [command, folder.path]
        let result = await onSmallStack { () -> (status: Int32, out: String, err: String) in
            let capture = CapturingConsole()
            let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) }
            return (status, capture.output, capture.errorOutput)
        }
        #expect(result.status == 0 || result.status == 1, "\(result.err.prefix(500))")
        let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        for line in errors {
            #expect(line.hasPrefix(file.path + ":"), "error without the file: \(line.prefix(300))")
            // path:line:column: error: …
            let position = line.dropFirst(file.path.count + 1).split(separator: ":").prefix(2).compactMap { Int($0) }
            #expect(position.count == 2 && position.allSatisfy { $0 > 0 }, "error without a position: \(line.prefix(300))")
        }
        if item.depth >= 1_000 {
            #expect(result.status == 1)
            #expect(errors.contains { $0.contains("deeper than") }, "\(result.err.prefix(500))")
        }
    }
}
