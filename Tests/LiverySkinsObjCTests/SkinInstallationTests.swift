import Crypto
import Foundation
import Livery
import LiverySkins
import LiveryTestSupport
import Testing

@testable import LiverySkinsObjC

/// The ocean skin fixture packed, signed and listed in a signed catalog on a local HTTP server.
final class LocalCatalog: @unchecked Sendable {
    let key = Curve25519.Signing.PrivateKey()
    let folder: URL
    let server: TestHTTPServer
    var packagePath: String { "/skins/ocean.skin" }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-skins-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try TestHTTPServer()
        try server.start()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        let package = dist.appendingPathComponent("ocean.skin")
        try SkinPacker().pack(
            source: root.appendingPathComponent("Tests/Fixtures/skins/ocean-skin"), to: package, signingKey: key)
        let catalog = try SkinCatalogBuilder(signingKey: key).build(folder: dist)
        let data = try catalog.encoded()
        server.setFile(packagePath, try Data(contentsOf: package), etag: "ocean")
        server.setFile("/skins/index.json", data, etag: "catalog")
        server.setFile("/skins/index.json.sig", Data((try SkinSigner.sign(data, with: key) + "\n").utf8))
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func client() -> SkinClient {
        SkinClient(
            store: SkinStore(folder: folder.appendingPathComponent("store")), trustedKeys: [key.publicKey],
            catalogURL: server.url("/skins/index.json"),
            configuration: SkinClient.Configuration(requestTimeout: 10, resourceTimeout: 30))
    }
}

@MainActor
@Suite("LiverySkinsObjC: installs with progress and cancel")
struct SkinInstallationTests {
    /// Starts an install and waits for its completion, returning the result, the progress and the
    /// fractions the handler got; `whileRunning` runs once the install has started.
    func install(
        _ catalog: LocalCatalog, client: SkinClient, whileRunning: @MainActor (Progress) -> Void = { _ in }
    ) async -> (Result<SkinManifest, SkinError>, Progress, [Double]) {
        var fractions: [Double] = []
        var progress: Progress?
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<SkinManifest, SkinError>, Never>) in
            progress = SkinInstallation.start(
                "com.example.ocean", client: client, progressHandler: { fractions.append($0) },
                completion: { continuation.resume(returning: $0) })
            if let progress { whileRunning(progress) }
        }
        // Progress reports queued on the main queue before the completion have run by now.
        await Task.yield()
        return (result, progress ?? Progress(totalUnitCount: 0), fractions)
    }

    @Test("an install reports byte progress in order, completes its Progress and installs the skin")
    func installs() async throws {
        let catalog = try LocalCatalog()
        catalog.server.setFault(.drip(chunk: 4096, interval: 0.002), for: catalog.packagePath)
        let client = catalog.client()
        let (result, progress, fractions) = await install(catalog, client: client)
        let manifest = try result.get()
        #expect(manifest.id == "com.example.ocean")
        #expect(client.store.currentVersion(id: "com.example.ocean") == manifest.version)
        #expect(progress.fractionCompleted == 1)
        #expect(progress.totalUnitCount > 1, "units are the package's bytes")
        #expect(!fractions.isEmpty)
        #expect(fractions == fractions.sorted(), "fractions arrive in order")
        #expect(fractions.last == 1)
    }

    @Test("cancelling the Progress stops the transfer: the install fails as cancelled and nothing is installed")
    func cancels() async throws {
        let catalog = try LocalCatalog()
        catalog.server.setFault(.stall(after: 1024), for: catalog.packagePath)
        let client = catalog.client()
        let (result, progress, _) = await install(catalog, client: client) { progress in
            // Cancel once the package transfer has started (its first bytes arrived).
            Task { @MainActor in
                while progress.completedUnitCount == 0 { try? await Task.sleep(for: .milliseconds(10)) }
                progress.cancel()
            }
        }
        #expect(progress.isCancelled)
        guard case .failure(let error) = result else {
            Issue.record("the install succeeded after cancel")
            return
        }
        #expect(error == .cancelled)
        #expect(client.store.currentVersion(id: "com.example.ocean") == nil)
        #expect(try client.store.installed().isEmpty)
    }

    /// Waits for an operation started through `SkinInstallation` and returns its result.
    func finish<Value: Sendable>(
        _ start: @MainActor (@escaping @MainActor @Sendable (Result<Value, SkinError>) -> Void) -> Progress
    ) async -> Result<Value, SkinError> {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, SkinError>, Never>) in
            _ = start { continuation.resume(returning: $0) }
        }
    }

    @Test("an update of a skin not installed fails; installed and current, it reports no newer version")
    func updates() async throws {
        let catalog = try LocalCatalog()
        let client = catalog.client()
        let missing = await finish {
            SkinInstallation.update("com.example.ocean", client: client, progressHandler: nil, completion: $0)
        }
        #expect(throws: SkinError.notInstalled(id: "com.example.ocean")) { try missing.get() }
        let (installed, _, _) = await install(catalog, client: client)
        _ = try installed.get()
        let upToDate = await finish {
            SkinInstallation.update("com.example.ocean", client: client, progressHandler: nil, completion: $0)
        }
        #expect(try upToDate.get() == false)
    }

    @Test("the catalog's skins: its newest entry per id, sorted; a cancelled fetch fails as cancelled")
    func catalogEntries() async throws {
        let catalog = try LocalCatalog()
        let client = catalog.client()
        let entries = try await finish { SkinInstallation.catalogEntries(client: client, completion: $0) }.get()
        #expect(entries.map(\.id) == ["com.example.ocean"])
        catalog.server.setFault(.drip(chunk: 16, interval: 0.05), for: "/skins/index.json")
        let fresh = LocalCatalogClient.uncached(catalog)
        let cancelled = await finish { completion in
            let progress = SkinInstallation.catalogEntries(client: fresh, completion: completion)
            progress.cancel()
            return progress
        }
        #expect(throws: SkinError.cancelled) { try cancelled.get() }
    }
}

/// A client of `catalog` with a store (and catalog cache) of its own.
enum LocalCatalogClient {
    static func uncached(_ catalog: LocalCatalog) -> SkinClient {
        SkinClient(
            store: SkinStore(folder: catalog.folder.appendingPathComponent("store-\(UUID().uuidString)")),
            trustedKeys: [catalog.key.publicKey], catalogURL: catalog.server.url("/skins/index.json"),
            configuration: SkinClient.Configuration(requestTimeout: 10, resourceTimeout: 30))
    }
}
