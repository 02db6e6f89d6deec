import Foundation
import LiverySkins
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
            // A digest of the whole content (`Data.hashValue` reads only its first bytes: two
            // catalogs of the same packages would share it).
            server.setFile("/" + name, data, etag: String(SkinSigner.sha256Hex(data).prefix(16)))
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

    @Test("catalog --expires and --sequence write the signed fields; bad values exit 2")
    func catalogExpiry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        for name in ["ocean.skin", "ocean.skin.sig"] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: path("Examples/Skins/dist/\(name)")), to: dist.appendingPathComponent(name))
        }
        let output = dist.appendingPathComponent("index.json").path
        let key = path("Examples/Skins/keys/example.private")
        func written() throws -> SkinCatalog { try SkinCatalog.decode(Data(contentsOf: URL(fileURLWithPath: output))) }
        let before = Date().timeIntervalSince1970.rounded(.down)
        let week = livery("skin", "catalog", dist.path, "-o", output, "--key", key, "--expires", "7d")
        #expect(week.status == 0, "\(week.err)")
        var catalog = try written()
        let issued = try #require(catalog.issued)
        #expect(issued.timeIntervalSince1970 >= before && issued.timeIntervalSince1970 <= Date().timeIntervalSince1970)
        #expect(catalog.expires == issued.addingTimeInterval(7 * 24 * 60 * 60))
        #expect(catalog.sequence == UInt64(issued.timeIntervalSince1970))
        #expect(week.out.contains("sequence \(UInt64(issued.timeIntervalSince1970))"), "\(week.out)")
        // The default: 30 days, and a sequence above the existing catalog's.
        #expect(livery("skin", "catalog", dist.path, "-o", output, "--key", key).status == 0)
        catalog = try written()
        let reissued = try #require(catalog.issued)
        #expect(catalog.expires == reissued.addingTimeInterval(30 * 24 * 60 * 60))
        #expect((catalog.sequence ?? 0) > UInt64(issued.timeIntervalSince1970))
        // A date, and an explicit sequence.
        let dated = livery(
            "skin", "catalog", dist.path, "-o", output, "--key", key, "--expires", "2099-12-31", "--sequence", "9000000000")
        #expect(dated.status == 0, "\(dated.err)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("\"expires\" : \"2099-12-31T00:00:00Z\""), "\(text)")
        #expect(text.contains("\"sequence\" : 9000000000"), "\(text)")
        let verify = try SkinCatalog.verify(
            data: Data(contentsOf: URL(fileURLWithPath: output)),
            signature: Data(contentsOf: URL(fileURLWithPath: output + ".sig")),
            trustedKeys: [try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path("Examples/Skins/keys/example.public")))])
        #expect(verify.sequence == 9_000_000_000)
        // A sequence not above the existing catalog's: clients would refuse it.
        let lower = livery("skin", "catalog", dist.path, "-o", output, "--key", key, "--sequence", "9000000000")
        #expect(lower.status == 1)
        #expect(lower.err.contains("not above the sequence 9000000000"), "\(lower.err)")
        for bad in ["soon", "0d", "2020-01-01", "-3d"] {
            let result = livery("skin", "catalog", dist.path, "-o", output, "--key", key, "--expires", bad)
            #expect(result.status == 2, "--expires \(bad): \(result.err)")
            #expect(result.err.contains("--expires"), "--expires \(bad): \(result.err)")
        }
    }

    @Test("update with a replayed older catalog exits 1 naming step 'catalog', not 'up to date'")
    func replayedCatalog() async throws {
        let site = try ExampleSite()
        let install = await liveryAsync(
            "skin", "install", "com.example.ocean", "--catalog", site.catalog, "--store", site.store, "--trust", site.key)
        #expect(install.status == 0, "\(install.err)")
        // The publisher signs a newer catalog of the same packages; the client accepts it.
        let examples = URL(fileURLWithPath: path("Examples/Skins/dist"))
        let published = try #require(SkinCatalogBuilder.existingSequence(at: examples.appendingPathComponent("index.json")))
        let dist = site.folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        for name in ["ocean.skin", "ocean.skin.sig", "festival.skin", "festival.skin.sig"] {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: dist.appendingPathComponent(name))
        }
        let signed = livery(
            "skin", "catalog", dist.path, "-o", dist.appendingPathComponent("index.json").path, "--key",
            path("Examples/Skins/keys/example.private"), "--sequence", "\(published + 1)")
        #expect(signed.status == 0, "\(signed.err)")
        try site.serve(dist)
        let current = await liveryAsync(
            "skin", "update", "--store", site.store, "--catalog", site.catalog, "--trust", site.key)
        #expect(current.status == 0, "\(current.err)")
        #expect(current.out == "com.example.ocean 1.0.0 is up to date\n")
        // The old catalog is replayed: refused, naming the step and the reason.
        try site.serve(examples)
        let replayed = await liveryAsync(
            "skin", "update", "--store", site.store, "--catalog", site.catalog, "--trust", site.key)
        #expect(replayed.status == 1)
        #expect(replayed.out == "")
        #expect(replayed.err.contains("step 'catalog'"), "\(replayed.err)")
        #expect(replayed.err.contains("sequence \(published) is lower than the \(published + 1)"), "\(replayed.err)")
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
