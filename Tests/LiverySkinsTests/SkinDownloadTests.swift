import Crypto
import Foundation
import LiveryTestSupport
import Testing
import ZIPFoundation

@testable import LiverySkins

/// A published skin folder on a real HTTP server on 127.0.0.1, and a store to install into.
///
/// Packages are made with the local store tests' helpers (``SkinStoreTests``), served by
/// ``TestHTTPServer`` (ETags, ranges, injected faults) and installed with ``SkinClient``.
final class Publication: @unchecked Sendable {
    let local: SkinStoreTests
    let server: TestHTTPServer
    var key: Curve25519.Signing.PrivateKey { local.key }
    var folder: URL { local.folder }
    var storeFolder: URL { local.store }
    /// The packages in the catalog: name → bytes.
    private(set) var published: [String: Data] = [:]
    /// Their `.sig` files: name → bytes.
    private var signatures: [String: Data] = [:]
    private var catalogVersion = 0
    /// The last catalog served and its signature file, as bytes (to replay them later).
    private(set) var catalogFiles: (index: Data, signature: Data)?

    init() throws {
        local = try SkinStoreTests()
        server = try TestHTTPServer()
        try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: local.folder)
    }

    var catalogURL: URL { server.url("/skins/index.json") }

    /// Serves `package` (and its `.sig`) at `/skins/NAME`, with an ETag, and returns its URL.
    @discardableResult
    func serve(_ package: URL, as name: String? = nil) throws -> URL {
        let name = name ?? package.lastPathComponent
        let data = try Data(contentsOf: package)
        server.setFile("/skins/" + name, data, etag: String(SkinSigner.sha256Hex(data).prefix(16)))
        let signature = try Data(contentsOf: SkinSigner.signatureURL(for: package))
        server.setFile("/skins/" + name + ".sig", signature)
        published[name] = data
        signatures[name] = signature
        return server.url("/skins/" + name)
    }

    /// Leaves the package `name` out of the next catalogs (the server still serves the file, as a
    /// CDN keeps old files).
    func unpublish(_ name: String) {
        published[name] = nil
        signatures[name] = nil
    }

    /// Packs the ocean skin at `version`, serves it, and lists it in a freshly signed catalog.
    @discardableResult
    func publish(_ version: String) throws -> URL {
        let url = try serve(try local.pack(version: version))
        try publishCatalog()
        return url
    }

    /// Signs and serves a catalog of the served packages (each verified as `livery skin catalog`
    /// does), after `edit` changes its entries; a new ETag each time.
    func publishCatalog(
        signingKey: Curve25519.Signing.PrivateKey? = nil, tamper: Bool = false, edit: (inout SkinCatalog) -> Void = { _ in }
    ) throws {
        let dist = folder.appendingPathComponent("dist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        for (name, data) in published {
            try data.write(to: dist.appendingPathComponent(name))
            try (signatures[name] ?? Data()).write(to: SkinSigner.signatureURL(for: dist.appendingPathComponent(name)))
        }
        var catalog = try SkinCatalogBuilder(signingKey: key).build(folder: dist)
        edit(&catalog)
        var data = try catalog.encoded()
        let signature = try SkinSigner.sign(data, with: signingKey ?? key)
        if tamper, let range = data.range(of: Data("\"size\" : ".utf8)) {
            data.replaceSubrange(range, with: Data("\"size\" :  ".utf8))
        }
        serveCatalog((index: data, signature: Data((signature + "\n").utf8)))
    }

    /// Serves `files` as the catalog and its signature, with a new ETag: what a server replaying
    /// an old catalog does.
    func serveCatalog(_ files: (index: Data, signature: Data)) {
        catalogVersion += 1
        server.setFile("/skins/index.json", files.index, etag: "catalog-\(catalogVersion)")
        server.setFile("/skins/index.json.sig", files.signature)
        catalogFiles = files
    }

    func store(required: Set<String> = [], limits: SkinStore.Limits = .init(), failing: Set<String> = []) -> SkinStore {
        local.skinStore(required: required, limits: limits, failing: failing)
    }

    func client(
        store: SkinStore? = nil, trusting keys: [Curve25519.Signing.PublicKey]? = nil,
        configuration: SkinClient.Configuration = SkinClient.Configuration(requestTimeout: 5, resourceTimeout: 20)
    ) -> SkinClient {
        SkinClient(
            store: store ?? self.store(), trustedKeys: keys ?? [key.publicKey], catalogURL: catalogURL,
            configuration: configuration)
    }

    /// Requests of `path` in order.
    func requests(_ path: String) -> [TestHTTPServer.Request] { server.requests.filter { $0.path == path } }
}

@Suite("Skin downloads over HTTP")
struct SkinDownloadTests {
    @Test("the catalog costs a 200, then a 304 once its ETag is known; a changed catalog is fetched again")
    func catalogRevalidation() async throws {
        let site = try Publication()
        try site.publish("1.2.0")
        let client = site.client()
        let first = try await client.fetchCatalog()
        #expect(first.wasModified)
        #expect(first.catalog.entries.map(\.version) == [SemanticVersion(1, 2, 0)])
        let second = try await client.fetchCatalog()
        #expect(!second.wasModified)
        #expect(second.catalog == first.catalog)
        let catalogRequests = site.requests("/skins/index.json")
        #expect(catalogRequests.count == 2)
        #expect(catalogRequests[0].headers["if-none-match"] == nil)
        #expect(catalogRequests[1].headers["if-none-match"] == "\"catalog-1\"")
        #expect(site.requests("/skins/index.json.sig").count == 1)  // a 304 needs no new signature
        // A new version changes the ETag: the next fetch gets the new bytes.
        try site.publish("1.3.0")
        let third = try await client.fetchCatalog()
        #expect(third.wasModified)
        #expect(third.catalog.latest(id: "com.example.ocean")?.version == SemanticVersion(1, 3, 0))
        // The kept copy is bookkeeping: hidden.
        #expect(snapshot(site.storeFolder).isEmpty)
    }

    @Test("install by id from the catalog and by URL; progress reaches the package's size")
    func fullInstall() async throws {
        let site = try Publication()
        let packageURL = try site.publish("1.2.0")
        let progress = LockedList<DownloadProgress>()
        let manifest = try await site.client().install(id: "com.example.ocean") { progress.append($0) }
        #expect(manifest.version == SemanticVersion(1, 2, 0))
        let size = Int64(try #require(site.published["ocean-1.2.0.skin"]).count)
        #expect(progress.all.last?.bytesReceived == size)
        #expect(progress.all.last?.totalBytes == size)
        #expect(progress.all.last?.fractionCompleted == 1)
        let store = site.store()
        #expect(try store.installed() == [SkinStore.Installed(id: "com.example.ocean", version: SemanticVersion(1, 2, 0))])
        #expect(
            FileManager.default.fileExists(
                atPath: try store.currentFolder(id: "com.example.ocean").appendingPathComponent("tokens/base.json").path))
        // Sizes and hashes are of the stored bytes: no transfer compression is asked for.
        #expect(site.requests("/skins/ocean-1.2.0.skin").allSatisfy { $0.headers["accept-encoding"] == "identity" })
        // No partial download or staging is left behind.
        let downloads = site.storeFolder.appendingPathComponent(".downloads")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []).isEmpty)

        // By URL: the signature is fetched beside the package.
        let other = try site.serve(try site.local.pack(version: "1.3.0"))
        let byURL = try await site.client().install(from: other)
        #expect(byURL.version == SemanticVersion(1, 3, 0))
        #expect(site.requests("/skins/ocean-1.3.0.skin.sig").count == 1)
        #expect(packageURL.lastPathComponent == "ocean-1.2.0.skin")
    }

    @Test("checkForUpdates finds a newer version, update installs it, rollback restores the one before")
    func update() async throws {
        let site = try Publication()
        try site.publish("1.2.0")
        let client = site.client()
        try await client.install(id: "com.example.ocean")
        #expect(try await client.checkForUpdates().isEmpty)
        #expect(try await client.update(id: "com.example.ocean") == nil)
        try site.publish("1.3.0")
        let updates = try await client.checkForUpdates()
        #expect(updates.map(\.id) == ["com.example.ocean"])
        #expect(updates.first?.installed == SemanticVersion(1, 2, 0))
        #expect(updates.first?.available.version == SemanticVersion(1, 3, 0))
        let updated = try await client.update(id: "com.example.ocean")
        #expect(updated?.version == SemanticVersion(1, 3, 0))
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
        #expect(try site.store().rollback(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        await #expect(throws: SkinError.notInstalled(id: "com.example.other")) {
            try await client.update(id: "com.example.other")
        }
    }

    @Test("a download cut halfway resumes with a Range request, on the next call and within one call")
    func resume() async throws {
        let site = try Publication()
        let url = try site.publish("1.2.0")
        let path = url.path
        let size = try #require(site.published["ocean-1.2.0.skin"]).count
        let half = size / 2
        site.server.setFault(.cutAfter(half), for: path, times: 1)
        let noRetry = site.client(configuration: SkinClient.Configuration(requestTimeout: 5, maximumResumeAttempts: 0))
        let before = snapshot(site.storeFolder)
        await #expect {
            try await noRetry.install(id: "com.example.ocean")
        } throws: { error in
            (error as? SkinError)?.failedStep == SkinStore.Step.download
        }
        #expect(snapshot(site.storeFolder) == before)
        // The bytes received are kept (hidden) and the next call asks only for the rest.
        try await noRetry.install(id: "com.example.ocean")
        let requests = site.requests(path)
        try #require(requests.count == 2)
        #expect(requests[0].headers["range"] == nil)
        #expect(requests[1].headers["range"] == "bytes=\(half)-")
        #expect(requests[1].headers["if-range"] != nil)
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 2, 0))

        // Within one call: the client resumes by itself.
        let next = try site.publish("1.3.0")
        let nextSize = try #require(site.published["ocean-1.3.0.skin"]).count
        site.server.setFault(.cutAfter(nextSize / 3), for: next.path, times: 1)
        let progress = LockedList<DownloadProgress>()
        try await site.client().install(id: "com.example.ocean") { progress.append($0) }
        #expect(site.requests(next.path).map { $0.headers["range"] } == [nil, "bytes=\(nextSize / 3)-"])
        #expect(progress.all.last?.bytesReceived == Int64(nextSize))
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
    }

    /// One failure: how to set it up and what must be reported.
    struct Failure: CustomTestStringConvertible, Sendable {
        var name: String
        var step: SkinStore.Step
        var prepare: @Sendable (Publication) throws -> Void
        /// Installs (by default by id from the catalog).
        var install: @Sendable (Publication) async throws -> Void = { try await $0.client().install(id: "com.example.ocean") }
        var matches: @Sendable (SkinError) -> Bool
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "truncated file", step: SkinStore.Step.download,
            prepare: { site in
                // The server holds half the package; the catalog lists the whole one.
                try site.publish("2.0.0")
                let data = try #require(site.published["ocean-2.0.0.skin"])
                site.server.setFile("/skins/ocean-2.0.0.skin", data.prefix(data.count / 2), etag: "half")
            }, matches: { if case .sizeMismatch = $0 { return true } else { return false } }),
        Failure(
            name: "truncated file by URL", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
                let data = try #require(site.published["ocean-2.0.0.skin"])
                site.server.setFile("/skins/ocean-2.0.0.skin", data.prefix(data.count / 2), etag: "half")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "wrong size", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
                try site.publishCatalog { catalog in
                    for index in catalog.entries.indices where catalog.entries[index].version == SemanticVersion(2, 0, 0) {
                        catalog.entries[index].size += 7
                    }
                }
            }, matches: { if case .sizeMismatch = $0 { return true } else { return false } }),
        Failure(
            name: "wrong hash", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
                try site.publishCatalog { catalog in
                    for index in catalog.entries.indices where catalog.entries[index].version == SemanticVersion(2, 0, 0) {
                        catalog.entries[index].sha256 = String(repeating: "0", count: 64)
                    }
                }
            }, matches: { if case .hashMismatch = $0 { return true } else { return false } }),
        Failure(
            name: "bad signature", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
                let other = Curve25519.Signing.PrivateKey()
                try site.publishCatalog { catalog in
                    for index in catalog.entries.indices where catalog.entries[index].version == SemanticVersion(2, 0, 0) {
                        let data = Data("another package".utf8)
                        catalog.entries[index].signature = (try? other.signature(for: data).base64EncodedString()) ?? ""
                    }
                }
            }, matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "untrusted key", step: SkinStore.Step.catalog,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(trusting: [Curve25519.Signing.PrivateKey().publicKey]).install(id: "com.example.ocean")
            }, matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "untrusted key by URL", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(trusting: [Curve25519.Signing.PrivateKey().publicKey])
                    .install(from: site.server.url("/skins/ocean-2.0.0.skin"))
            }, matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "tampered catalog", step: SkinStore.Step.catalog,
            prepare: { site in
                try site.publish("2.0.0")
                try site.publishCatalog(tamper: true)
            }, matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "catalog signed by another key", step: SkinStore.Step.catalog,
            prepare: { site in
                try site.publish("2.0.0")
                try site.publishCatalog(signingKey: Curve25519.Signing.PrivateKey())
            }, matches: { $0 == .signatureMismatch(trustedKeys: 1) }),
        Failure(
            name: "downgrade from the catalog", step: SkinStore.Step.version,
            prepare: { site in
                // A catalog that only lists an older version.
                try site.serve(try site.local.pack(version: "1.0.0"))
                try site.publishCatalog { $0.entries.removeAll { $0.version != SemanticVersion(1, 0, 0) } }
            },
            matches: {
                $0 == .downgrade(id: "com.example.ocean", installed: SemanticVersion(1, 3, 0), offered: SemanticVersion(1, 0, 0))
            }),
        Failure(
            name: "downgrade by URL", step: SkinStore.Step.version,
            prepare: { site in
                try site.serve(try site.local.pack(version: "1.0.0"))
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-1.0.0.skin")) },
            matches: {
                $0 == .downgrade(id: "com.example.ocean", installed: SemanticVersion(1, 3, 0), offered: SemanticVersion(1, 0, 0))
            }),
        Failure(
            name: "zip slip ../", step: SkinStore.Step.verify,
            prepare: { site in
                let package = try site.local.craftedOcean("slip.skin", extra: ("../evil.json", Data("{}".utf8), .file))
                try site.serve(package, as: "ocean-2.0.0.skin")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { $0 == .unsafePath("../evil.json") }),
        Failure(
            name: "zip slip absolute", step: SkinStore.Step.verify,
            prepare: { site in
                let package = try site.local.craftedOcean(
                    "absolute.skin", extra: ("/tmp/livery-evil.json", Data("{}".utf8), .file))
                try site.serve(package, as: "ocean-2.0.0.skin")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { $0 == .unsafePath("/tmp/livery-evil.json") }),
        Failure(
            name: "symbolic link entry", step: SkinStore.Step.verify,
            prepare: { site in
                let package = try site.local.craftedOcean(
                    "link.skin", extra: ("images/link.png", Data("/etc/passwd".utf8), .symlink))
                try site.serve(package, as: "ocean-2.0.0.skin")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { if case .unsupportedEntry(_, "symbolic link") = $0 { return true } else { return false } }),
        Failure(
            name: "zip bomb: entry count", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(limits: .init(maximumEntryCount: 3))).install(id: "com.example.ocean")
            }, matches: { $0 == .archiveInvalid(reason: "more than 3 entries") }),
        Failure(
            name: "zip bomb: uncompressed size", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(limits: .init(maximumUncompressedSize: 200))).install(
                    id: "com.example.ocean")
            }, matches: { $0 == .archiveInvalid(reason: "more than 200 uncompressed bytes") }),
        Failure(
            name: "package over the size limit", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(limits: .init(maximumPackageSize: 100))).install(id: "com.example.ocean")
            },
            matches: {
                if case .downloadFailed(_, let failure) = $0 {
                    return failure.reason.contains("more than the 100")
                } else {
                    return false
                }
            }),
        Failure(
            name: "package over the size limit by URL", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(limits: .init(maximumPackageSize: 100)))
                    .install(from: site.server.url("/skins/ocean-2.0.0.skin"))
            },
            matches: {
                if case .downloadFailed(_, let failure) = $0 {
                    return failure.reason.contains("more than the 100")
                } else {
                    return false
                }
            }),
        Failure(
            name: "manifest missing a file", step: SkinStore.Step.verify,
            prepare: { site in
                var parts = try site.local.entries(files: try site.local.oceanFiles())
                parts.removeAll { $0.path == "images/wave.png" }
                try site.serve(try site.local.signed(parts, name: "missing.skin"), as: "ocean-2.0.0.skin")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { $0 == .missingFile("images/wave.png") }),
        Failure(
            name: "invalid token document", step: SkinStore.Step.validate,
            prepare: { site in
                var files = try site.local.oceanFiles()
                let index = try #require(files.firstIndex { $0.path == "tokens/dark.json" })
                files[index].data = Data("{ not json".utf8)
                try site.serve(
                    try site.local.signed(try site.local.entries(files: files), name: "invalid.skin"), as: "ocean-2.0.0.skin")
                try site.publishCatalog()
            }, matches: { if case .validationFailed = $0 { return true } else { return false } }),
        Failure(
            name: "missing required token", step: SkinStore.Step.requiredTokens,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(required: ["color.accent", "color.border"])).install(
                    id: "com.example.ocean")
            }, matches: { $0 == .requiredTokensMissing(["color.border"]) }),
        Failure(
            name: "server 500", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
                site.server.setFault(.status(500), for: "/skins/ocean-2.0.0.skin")
            }, matches: { if case .httpStatus(_, 500) = $0 { return true } else { return false } }),
        Failure(
            name: "server 404", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
                site.server.setFault(.status(404), for: "/skins/ocean-2.0.0.skin")
            }, matches: { if case .httpStatus(_, 404) = $0 { return true } else { return false } }),
        Failure(
            name: "catalog 500", step: SkinStore.Step.catalog,
            prepare: { site in
                try site.publish("2.0.0")
                site.server.setFault(.status(500), for: "/skins/index.json")
            }, matches: { if case .httpStatus(_, 500) = $0 { return true } else { return false } }),
        Failure(
            name: "signature 404 by URL", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
                site.server.setFault(.status(404), for: "/skins/ocean-2.0.0.skin.sig")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { if case .httpStatus(_, 404) = $0 { return true } else { return false } }),
        Failure(
            name: "timeout", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
                site.server.setFault(.delay(10), for: "/skins/ocean-2.0.0.skin")
            },
            install: { site in
                // Generous enough for the catalog on a loaded machine, far below the server's delay.
                try await site.client(configuration: SkinClient.Configuration(requestTimeout: 2, resourceTimeout: 5)).install(
                    id: "com.example.ocean")
            },
            // The loader's own error is kept: an app tells a timeout (or "offline") by its URLError code.
            matches: {
                if case .downloadFailed(_, let failure) = $0 {
                    return failure.reason.contains("timed out") && failure.urlError?.code == .timedOut
                } else {
                    return false
                }
            }
        ),
        Failure(
            name: "disk write failure", step: SkinStore.Step.download,
            prepare: { site in
                try site.publish("2.0.0")
            },
            install: { site in
                try await site.client(store: site.store(failing: ["append"])).install(id: "com.example.ocean")
            },
            matches: {
                if case .writeFailed(_, let reason) = $0 { return reason.contains("injected append") } else { return false }
            }),
        Failure(
            name: "image file outside the skin", step: SkinStore.Step.validate,
            prepare: { site in
                var files = try site.local.oceanFiles()
                let index = try #require(files.firstIndex { $0.path == "tokens/base.json" })
                files[index].data = Data(##"{"image": {"$type": "image", "hero": {"$value": "../../../../etc/hostname"}}}"##.utf8)
                try site.serve(
                    try site.local.signed(try site.local.entries(files: files), name: "outside.skin"), as: "ocean-2.0.0.skin")
            }, install: { try await $0.client().install(from: $0.server.url("/skins/ocean-2.0.0.skin")) },
            matches: { if case .unsafePath(let path) = $0 { return path.hasPrefix("image.hero") } else { return false } }),
        Failure(
            name: "package that is not the catalog entry's version", step: SkinStore.Step.verify,
            prepare: { site in
                try site.publish("2.0.0")
                try site.publishCatalog { catalog in
                    for index in catalog.entries.indices where catalog.entries[index].version == SemanticVersion(2, 0, 0) {
                        catalog.entries[index].version = SemanticVersion(2, 1, 0)
                    }
                }
            }, matches: { if case .manifestInvalid(let reason) = $0 { return reason.contains("2.1.0") } else { return false } }),
        Failure(
            name: "not in the catalog", step: SkinStore.Step.catalog,
            prepare: { site in
                try site.publish("2.0.0")
            }, install: { try await $0.client().install(id: "com.example.nowhere") },
            matches: { $0 == .notInCatalog(id: "com.example.nowhere") }),
    ]

    @Test("each failure names its step and leaves the installed skins byte-for-byte as they were", arguments: failures)
    func failure(_ failure: Failure) async throws {
        let site = try Publication()
        try await site.client().install(from: try site.publish("1.2.0"))
        try await site.client().install(from: try site.publish("1.3.0"))
        try failure.prepare(site)
        let before = snapshot(site.storeFolder)
        do {
            try await failure.install(site)
            Issue.record("the install passed")
        } catch let error as SkinError {
            #expect(error.failedStep == failure.step, "\(error)")
            #expect(failure.matches(error.underlying), "\(error)")
            #expect(error.description.contains("step '\(failure.step)'"), "\(error)")
        }
        #expect(snapshot(site.storeFolder) == before)
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
        #expect(!FileManager.default.fileExists(atPath: site.folder.appendingPathComponent("evil.json").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/livery-evil.json"))
        let staging = site.storeFolder.appendingPathComponent(".staging")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty)
    }

    @Test("cancelling mid-download stops the transfer and changes nothing installed")
    func cancellation() async throws {
        let site = try Publication()
        try await site.client().install(from: try site.publish("1.2.0"))
        let url = try site.publish("1.3.0")
        // 64 bytes, then nothing until the client gives up: the download cannot finish before the
        // cancel however slowly this test is scheduled (a drip finished first under sanitizers).
        site.server.setFault(.stall(after: 64), for: url.path)
        let before = snapshot(site.storeFolder)
        let progress = LockedList<DownloadProgress>()
        let client = site.client()
        let task = Task { try await client.install(id: "com.example.ocean") { progress.append($0) } }
        for _ in 0..<400 where (progress.all.last?.bytesReceived ?? 0) < 64 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect((progress.all.last?.bytesReceived ?? 0) > 0)
        task.cancel()
        let result = await task.result
        #expect(throws: SkinError.cancelled) { try result.get() }
        #expect(snapshot(site.storeFolder) == before)
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        let size = try #require(site.published["ocean-1.3.0.skin"]).count
        #expect((progress.all.last?.bytesReceived ?? 0) < Int64(size))
    }

    @Test("partial downloads given up on long ago are removed; a waiting install can be cancelled")
    func partialsAndLocks() async throws {
        let site = try Publication()
        let url = try site.publish("1.2.0")
        let downloads = site.storeFolder.appendingPathComponent(".downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let old = downloads.appendingPathComponent("0123.partial")
        let recent = downloads.appendingPathComponent("4567.partial")
        try Data("old".utf8).write(to: old)
        try Data("recent".utf8).write(to: recent)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -8 * 24 * 3600)], ofItemAtPath: old.path)
        try await site.client().install(from: url)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))

        // Another download of the same URL holds the lock: a waiting install stops when cancelled.
        let next = try site.publish("1.3.0")
        let name = SkinSigner.sha256Hex(Data(next.absoluteString.utf8))
        let held = try await FileLock.acquire(site.storeFolder.appendingPathComponent(".locks/download-\(name).lock"))
        let client = site.client()
        let task = Task { try await client.install(from: next) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let result = await task.result
        held.release()
        #expect(throws: SkinError.cancelled) { try result.get() }
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        try await client.install(from: next)
        #expect(site.store().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
    }

    @Test("the client fails clearly without a catalog URL")
    func noCatalog() async throws {
        let site = try Publication()
        let client = SkinClient(store: site.store(), trustedKeys: [site.key.publicKey])
        await #expect(throws: SkinError.self) { try await client.fetchCatalog() }
    }
}
