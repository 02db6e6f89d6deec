import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// Exports reach the app: a chosen folder, an app's asset catalog beside the theme folder (an
/// explicit, confirmed path, never through a link), every warning's text, the files to fetch.
@Suite("Studio export")
struct StudioExportTests {
    /// Waits for job `id` to finish and returns its last event.
    static func finished(_ studio: StudioHarness, start: () async throws -> (status: Int, json: [String: Any], data: Data))
        async throws -> (answer: [String: Any], event: [String: Any]?)
    {
        let (subscription, stream) = await studio.router.events.subscribe()
        defer { Task { await studio.router.events.unsubscribe(subscription) } }
        let answer = try await start()
        guard let job = answer.json["job"] as? String else { return (answer.json, nil) }
        for await text in stream {
            guard let event = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                event["type"] as? String == "job", event["id"] as? String == job, event["done"] as? Bool == true
            else { continue }
            return (answer.json, event)
        }
        return (answer.json, nil)
    }

    @Test("the placeholder output works for every format", arguments: ["css", "android", "dtcg", "xcassets"])
    func placeholders(format: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let result = try await Self.finished(studio) {
            try await studio.send(.POST, "/api/export", json: ##"{"format": "\##(format)"}"##)
        }
        let event = try #require(result.event, "\(result.answer)")
        #expect(event["error"] == nil || event["error"] is NSNull)
        #expect(((event["outputs"] as? [String]) ?? []).isEmpty == false)
    }

    @Test(
        "a folder beside the theme folder needs the confirmed absolute path",
        arguments: ["../App/Generated", "../App/Assets.xcassets"])
    func outsideConfirmed(output: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let project = studio.folder.deletingLastPathComponent()
        let expected = project.appendingPathComponent(String(output.dropFirst(3))).path
        let body = ##"{"format": "xcassets", "output": "\##(output)"}"##
        let ask = try await studio.send(.POST, "/api/export", json: body)
        #expect(ask.status == 409)
        #expect(ask.json["confirmPath"] as? String == expected)
        #expect(!FileManager.default.fileExists(atPath: expected))
        let wrong = try await studio.send(
            .POST, "/api/export", json: ##"{"format": "xcassets", "output": "\##(output)", "confirmed": "/tmp/other"}"##)
        #expect(wrong.status == 409)
        let result = try await Self.finished(studio) {
            try await studio.send(
                .POST, "/api/export", json: ##"{"format": "xcassets", "output": "\##(output)", "confirmed": "\##(expected)"}"##)
        }
        let event = try #require(result.event)
        #expect(event["folder"] as? String == expected)
        #expect(((event["outputs"] as? [String]) ?? []).allSatisfy { $0.hasPrefix(output + "/") })
    }

    @Test("into an app's Assets.xcassets: one theme's sets go in, the app's other assets stay")
    func intoAppCatalog() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let catalog = studio.folder.deletingLastPathComponent().appendingPathComponent("App/Assets.xcassets")
        let icon = catalog.appendingPathComponent("AppIcon.appiconset")
        try FileManager.default.createDirectory(at: icon, withIntermediateDirectories: true)
        try Data("{\"images\": []}".utf8).write(to: icon.appendingPathComponent("Contents.json"))
        let catalogContents = Data("{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}}\n".utf8)
        try catalogContents.write(to: catalog.appendingPathComponent("Contents.json"))
        let result = try await Self.finished(studio) {
            try await studio.send(
                .POST, "/api/export",
                json: ##"{"format": "xcassets", "output": "../App/Assets.xcassets", "confirmed": "\##(catalog.path)"}"##)
        }
        #expect(result.event?["error"] == nil || result.event?["error"] is NSNull)
        #expect(FileManager.default.fileExists(atPath: icon.appendingPathComponent("Contents.json").path))
        #expect(try Data(contentsOf: catalog.appendingPathComponent("Contents.json")) == catalogContents)
        let primary = catalog.appendingPathComponent("color/text/primary.colorset/Contents.json")
        #expect(FileManager.default.fileExists(atPath: primary.path))
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("default.xcassets").path))
    }

    @Test("never through a link, never outside the project folder", arguments: ["LINK", "/etc/livery", "../../elsewhere", "../"])
    func refusedOutside(output: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let project = studio.folder.deletingLastPathComponent()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("livery-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("linked"), withDestinationURL: elsewhere)
        let given = output == "LINK" ? "../linked/Assets.xcassets" : output
        let resolved = (given.hasPrefix("/") ? URL(fileURLWithPath: given) : studio.folder.appendingPathComponent(given))
            .standardizedFileURL.path
        let answer = try await studio.send(
            .POST, "/api/export", json: ##"{"format": "css", "output": "\##(given)", "confirmed": "\##(resolved)"}"##)
        #expect(answer.status == 403, "\(answer.json)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test("every warning's text is in the job's event, and the files can be downloaded")
    func warningsAndDownload() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        // An image file that does not exist: the asset catalog export warns.
        #expect(
            try await studio.send(
                .POST, "/api/edit",
                json: ##"{"file": "base.json", "path": "image.paper-texture", "value": "images/missing.png"}"##
            ).status == 200)
        let result = try await Self.finished(studio) {
            try await studio.send(.POST, "/api/export", json: ##"{"format": "xcassets"}"##)
        }
        let event = try #require(result.event)
        let warnings = try #require(event["warnings"] as? [String])
        #expect(warnings.contains { $0.contains("missing.png") && $0.contains("does not exist") }, "\(warnings)")
        #expect(warnings.allSatisfy { !$0.contains(studio.folder.path) })
        #expect((event["message"] as? String)?.contains("\(warnings.count) warning") == true)
        let job = try #require(result.answer["job"] as? String)
        let file = try await studio.send(.GET, "/api/download?job=\(job)&index=0")
        #expect(file.status == 200)
        #expect(!file.data.isEmpty)
        #expect(try await studio.send(.GET, "/api/download?job=\(job)&index=99999").status == 404)
        #expect(try await studio.send(.GET, "/api/download?job=nope&index=0").status == 404)
    }

    /// The CSS an export of `studio` wrote (every file under `export/css`, joined).
    static func exportedCSS(_ studio: StudioHarness) throws -> String {
        let folder = studio.folder.appendingPathComponent("export/css")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    @Test("an export with unsaved edits says it includes them; with saved it writes what is on disk (issue 31)")
    func unsavedEdits() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.separator", "value": "#123456"}"##)
        #expect(edit.status == 200, "\(edit.json)")
        // The working copies, unsaved edits included and named.
        let working = try await Self.finished(studio) {
            try await studio.send(.POST, "/api/export", json: ##"{"format": "css"}"##)
        }
        #expect(working.answer["includesUnsaved"] as? [String] == ["base.json"])
        let message = try #require(working.event?["message"] as? String)
        #expect(message.contains("unsaved edits in base.json included"), "\(message)")
        #expect(try Self.exportedCSS(studio).lowercased().contains("#123456"))
        // What is saved: the edit is left out, and the answer names nothing unsaved.
        let saved = try await Self.finished(studio) {
            try await studio.send(.POST, "/api/export", json: ##"{"format": "css", "saved": true}"##)
        }
        #expect(saved.answer["includesUnsaved"] as? [String] == [])
        #expect((saved.event?["message"] as? String)?.contains("what is saved") == true)
        #expect(!(try Self.exportedCSS(studio).lowercased().contains("#123456")))
        // The edit is still there, unsaved.
        #expect(await studio.workspace.dirtyFiles == ["base.json"])
    }
}
