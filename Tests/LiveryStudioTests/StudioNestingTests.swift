import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryStudio

/// Studio on deeply nested input: a folder holding it starts, and `/api/edit` answers it with an
/// error, on a 512 KiB stack (the server's tasks run on a task executor of that size here).
@Suite("Studio on deeply nested input")
struct StudioNestingTests {
    typealias Case = NestingCase

    static let cases = NestingCase.all(fast: 4)

    @Test("a folder holding the nesting starts, and its lint answers", arguments: cases)
    func start(_ item: Case) async throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("livery-studio-nesting-\(UUID().uuidString)")
        let folder = source.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(item.kind.document(depth: item.depth).utf8).write(to: folder.appendingPathComponent("base.json"))
        let studio = try await onSmallStack { () -> Result<StudioHarness, any Error> in
            Result { try StudioHarness(copying: folder) }
        }
        .get()
        defer { studio.remove() }
        let executor = SmallStackExecutor()
        let lint = try await withTaskExecutorPreference(executor) { try await studio.send(.GET, "/api/lint") }
        #expect(lint.status == 200, "\(lint.json)")
        let space = try await withTaskExecutorPreference(executor) { try await studio.send(.GET, "/api/space") }
        #expect(space.status == 200)
        if item.depth >= 1_000 {
            #expect(String(decoding: lint.data, as: UTF8.self).contains("deeper than"))
        }
    }

    @Test("/api/edit answers a nested value with an error, and the server goes on", arguments: cases)
    func edit(_ item: Case) async throws {
        guard var value = item.kind.value(depth: item.depth) else { return }
        if value.hasPrefix("\"") { value = String(value.dropFirst().dropLast()) }  // typed as raw text
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = try studio.text(of: "base.json")
        let body = try JSONSerialization.data(withJSONObject: ["file": "base.json", "path": "color.accent", "value": value])
        let executor = SmallStackExecutor()
        let answer = try await withTaskExecutorPreference(executor) { try await studio.send(.POST, "/api/edit", body: body) }
        #expect(answer.status < 500, "\(answer.json)")
        if item.depth >= 1_000, [.calc, .min, .hslCalc, .parentheses].contains(item.kind) {
            let text = String(decoding: answer.data, as: UTF8.self)
            let lint = try await withTaskExecutorPreference(executor) { try await studio.send(.GET, "/api/lint") }
            #expect(
                text.contains("deeper than") || String(decoding: lint.data, as: UTF8.self).contains("deeper than"),
                "\(text.prefix(300))")
        }
        let again = try await studio.send(.GET, "/api/space")
        #expect(again.status == 200)
        #expect(try studio.text(of: "base.json") == before, "an edit is not written before save")
    }
}
