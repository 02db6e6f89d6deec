import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCLI

/// Runs `livery ARGUMENTS` through the async entry point, capturing its output.
func liveryAsync(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
    let capture = CapturingConsole()
    let run: ([String]) async -> Int32 = LiveryCommand.run
    let status = await Console.$current.withValue(capture.console) { await run(arguments) }
    return (status, capture.output, capture.errorOutput)
}

/// `Examples/Skins/dist` served by a real HTTP server on 127.0.0.1, with ETags.
final class ExampleSite: @unchecked Sendable {
    let server: TestHTTPServer
    let folder: URL
    let key = path("Examples/Skins/keys/example.public")
    var store: String { folder.appendingPathComponent("Skins").path }
    var catalog: String { server.url("/index.json").absoluteString }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-skin-net-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try TestHTTPServer()
        try serve(URL(fileURLWithPath: path("Examples/Skins/dist")))
        try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Serves every file of `dist` at its name, each with an ETag of its content.
    func serve(_ dist: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: dist.path) {
            let url = dist.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url), !url.hasDirectoryPath else { continue }
            server.setFile("/" + name, data, etag: "\(data.hashValue)")
        }
    }
}

@Suite("livery skin install and update over HTTP")
struct SkinCommandNetworkTests {
    @Test("install by URL and by catalog id, list, update, rollback, remove")
    func roundTrip() async throws {
        let site = try ExampleSite()
        let byURL = await liveryAsync(
            "skin", "install", site.server.url("/ocean.skin").absoluteString, "--store", site.store, "--trust", site.key,
            "--progress")
        #expect(byURL.status == 0, "\(byURL.err)")
        #expect(byURL.out == "installed com.example.ocean 1.0.0\n")
        // Progress goes to standard error, ending at 100%.
        let progressLines = byURL.err.split(separator: "\n")
        #expect(!progressLines.isEmpty && progressLines.allSatisfy { $0.hasPrefix("downloading ocean.skin: ") })
        #expect(progressLines.last?.contains("100%") == true, "\(byURL.err)")
        let byID = await liveryAsync(
            "skin", "install", "com.example.festival", "--catalog", site.catalog, "--store", site.store, "--trust", site.key)
        #expect(byID.status == 0, "\(byID.err)")
        #expect(livery("skin", "list", "--store", site.store).out == "com.example.festival 1.0.0\ncom.example.ocean 1.0.0\n")
        let upToDate = await liveryAsync("skin", "update", "--store", site.store, "--catalog", site.catalog, "--trust", site.key)
        #expect(upToDate.status == 0, "\(upToDate.err)")
        #expect(upToDate.out == "com.example.festival 1.0.0 is up to date\ncom.example.ocean 1.0.0 is up to date\n")

        // Publish ocean 1.1.0 with the example key, then update.
        let source = site.folder.appendingPathComponent("ocean")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: path("Examples/Skins/ocean")), to: source)
        let description = source.appendingPathComponent("skin.json")
        let text = try String(contentsOf: description, encoding: .utf8).replacingOccurrences(of: "\"1.0.0\"", with: "\"1.1.0\"")
        try Data(text.utf8).write(to: description)
        let dist = site.folder.appendingPathComponent("dist")
        let privateKey = path("Examples/Skins/keys/example.private")
        #expect(
            livery("skin", "pack", source.path, "-o", dist.appendingPathComponent("ocean.skin").path, "--key", privateKey).status
                == 0)
        #expect(
            livery("skin", "catalog", dist.path, "-o", dist.appendingPathComponent("index.json").path, "--key", privateKey).status
                == 0)
        try site.serve(dist)
        let update = await liveryAsync(
            "skin", "update", "com.example.ocean", "--store", site.store, "--catalog", site.catalog, "--trust", site.key)
        #expect(update.status == 0, "\(update.err)")
        #expect(update.out == "updated com.example.ocean 1.0.0 -> 1.1.0\n")
        #expect(livery("skin", "list", "--store", site.store).out == "com.example.festival 1.0.0\ncom.example.ocean 1.1.0\n")
        #expect(livery("skin", "rollback", "com.example.ocean", "--store", site.store).status == 0)
        #expect(livery("skin", "remove", "com.example.festival", "--store", site.store).status == 0)
        #expect(livery("skin", "list", "--store", site.store).out == "com.example.ocean 1.0.0\n")
    }

    @Test(
        "failures exit 1 naming the step; bad usage exits 2",
        arguments: [
            (["skin", "install", "URL/missing.skin"], "step 'download'", "HTTP 404"),
            (
                ["skin", "install", "com.example.nowhere", "--catalog", "URL/index.json"], "step 'catalog'",
                "no package for com.example.nowhere"
            ),
            (["skin", "install", "URL/ocean.skin", "--trust", "OTHER"], "step 'verify'", "signature check failed"),
            (
                ["skin", "update", "com.example.ocean", "--catalog", "URL/index.json"], "com.example.ocean: error:",
                "is not installed"
            ),
        ])
    func failures(arguments: [String], step: String, reason: String) async throws {
        let site = try ExampleSite()
        let other = site.folder.appendingPathComponent("other").path
        #expect(livery("skin", "keygen", "--out", other).status == 0)
        let base = site.server.url("/").absoluteString.dropLast()
        var full = arguments.map {
            $0.replacingOccurrences(of: "URL", with: base).replacingOccurrences(of: "OTHER", with: other + ".public")
        }
        full += ["--store", site.store]
        if !full.contains("--trust") { full += ["--trust", site.key] }
        let capture = CapturingConsole()
        let run: ([String]) async -> Int32 = LiveryCommand.run
        let status = await Console.$current.withValue(capture.console) { await run(full) }
        #expect(status == 1, "\(capture.errorOutput)")
        #expect(capture.errorOutput.contains(step), "\(capture.errorOutput)")
        #expect(capture.errorOutput.contains(reason), "\(capture.errorOutput)")
        #expect(livery("skin", "list", "--store", site.store).out == "")
    }

    @Test("usage errors exit 2")
    func usage() async throws {
        let site = try ExampleSite()
        #expect(
            await liveryAsync(
                "skin", "install", "com.example.ocean", "--catalog", "not a url", "--store", site.store, "--trust", site.key
            ).status == 2)
        #expect(await liveryAsync("skin", "update", "--store", site.store, "--trust", site.key).status == 2)
        #expect(await liveryAsync("skin", "update", "--store", site.store, "--catalog", site.catalog).status == 2)
        #expect(
            await liveryAsync("skin", "install", "x.skin", "--store", site.store, "--trust", site.key, "--timeout", "0").status
                == 2)
    }

    @Test("the synchronous entry point runs a download too, from a thread outside Swift concurrency")
    func synchronousEntryPoint() async throws {
        let site = try ExampleSite()
        let arguments = [
            "skin", "install", site.server.url("/ocean.skin").absoluteString, "--store", site.store, "--trust", site.key,
        ]
        // A plain thread, as in a synchronous program (blocking a Swift concurrency thread could starve the pool).
        let (status, out) = await withCheckedContinuation { (continuation: CheckedContinuation<(Int32, String), Never>) in
            Thread.detachNewThread {
                let capture = CapturingConsole()
                let status = Console.$current.withValue(capture.console) { LiveryCommand.run(arguments) as Int32 }
                continuation.resume(returning: (status, capture.output))
            }
        }
        #expect(status == 0)
        #expect(out == "installed com.example.ocean 1.0.0\n")
    }
}
