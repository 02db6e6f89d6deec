import Crypto
import Foundation
import LiveryTestSupport
import Livery
import Testing

@testable import LiverySkins

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the examples of `Sources/LiverySkins/LiverySkins.docc` against real objects (the
/// `ocean-skin` fixture, temporary folders, a stand-in transport), offline. (`LiveryTests`'
/// documentation test type-checks every block of every catalog, this one included.) Code that
/// needs a server is compiled in functions that are never called; the Apple-only `UIImage`
/// decoding is replaced by decoding the bytes to a `String`.
@Suite("Skin documentation examples")
struct SkinDocumentationExamplesTests {
    // MARK: PackageFormat.md

    @Test("PackageFormat: generate keys, pack, sign and verify")
    func packAndVerify() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("keys"), withIntermediateDirectories: true)

        let keys = try SkinKeys.generate(writingTo: root.appendingPathComponent("keys/release"))
        #expect(keys.privateKey.lastPathComponent == "release.private")
        #expect(keys.publicKey.lastPathComponent == "release.public")
        let privateKey = try SkinKeys.loadPrivateKey(from: keys.privateKey)

        let package = root.appendingPathComponent("dist/ocean.skin")
        let (manifest, warnings) = try SkinPacker().pack(source: oceanSkin, to: package, signingKey: privateKey)
        #expect(manifest.id == "com.example.ocean")
        #expect(manifest.version == SemanticVersion(1, 2, 0))
        #expect(manifest.files.map(\.path) == ["images/wave.png", "tokens/base.json", "tokens/dark.json"])
        #expect(manifest.documents == ["tokens/base.json", "tokens/dark.json"])
        #expect(manifest.minimumFormatVersion == 1)
        #expect(warnings.allSatisfy { $0.severity != .error })

        let verifier = SkinVerifier(trustedKeys: [try SkinKeys.loadPublicKey(from: keys.publicKey)])
        let checked = try verifier.verify(packageAt: package)  // reads ocean.skin.sig
        #expect(checked == manifest)

        // The signature file: one line of base64 holding 64 bytes.
        let signature = try String(contentsOf: SkinSigner.signatureURL(for: package), encoding: .utf8)
        #expect(SkinSigner.signatureURL(for: package).lastPathComponent == "ocean.skin.sig")
        #expect(signature.hasSuffix("\n"))
        #expect(Data(base64Encoded: signature.trimmingCharacters(in: .whitespacesAndNewlines))?.count == 64)

        // Deterministic: packing again gives the same bytes.
        let again = root.appendingPathComponent("again/ocean.skin")
        try SkinPacker().pack(source: oceanSkin, to: again, signingKey: privateKey)
        #expect(try Data(contentsOf: again) == Data(contentsOf: package))

        // Key files are never overwritten.
        #expect(throws: SkinError.self) { try SkinKeys.generate(writingTo: root.appendingPathComponent("keys/release")) }
    }

    @Test("PackageFormat: build and verify a signed catalog")
    func catalog() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("keys"), withIntermediateDirectories: true)
        let keys = try SkinKeys.generate(writingTo: root.appendingPathComponent("keys/release"))
        let dist = root.appendingPathComponent("dist")
        try SkinPacker().pack(
            source: oceanSkin, to: dist.appendingPathComponent("ocean.skin"),
            signingKey: try SkinKeys.loadPrivateKey(from: keys.privateKey))

        let releaseKey = try SkinKeys.loadPrivateKey(from: keys.privateKey)
        let catalog = try SkinCatalogBuilder(signingKey: releaseKey)
            .write(folder: dist, to: dist.appendingPathComponent(SkinCatalog.fileName))
        #expect(catalog.entries.map(\.id) == ["com.example.ocean"])
        let entry = try #require(catalog.entries.first)
        #expect(entry.url == "ocean.skin")
        #expect(entry.preview == "images/wave.png")
        #expect(entry.size == Int64(try Data(contentsOf: dist.appendingPathComponent("ocean.skin")).count))
        #expect(
            entry.signature
                == (try String(contentsOf: dist.appendingPathComponent("ocean.skin.sig"), encoding: .utf8))
                .trimmingCharacters(in: .whitespacesAndNewlines))

        let data = try Data(contentsOf: dist.appendingPathComponent("index.json"))
        let signature = try Data(contentsOf: dist.appendingPathComponent("index.json.sig"))
        let verified = try SkinCatalog.verify(
            data: data, signature: signature, trustedKeys: [try SkinKeys.loadPublicKey(from: keys.publicKey)])
        #expect(verified == catalog)
        #expect(verified.latest(id: "com.example.ocean")?.version == SemanticVersion(1, 2, 0))
        // The catalog carries its issue time, expiry and sequence; the bytes are its encoding.
        #expect(verified.issued != nil && verified.expires != nil && verified.sequence != nil)
        #expect(try catalog.encoded() == data)

        // Another key does not verify it.
        let stranger = root.appendingPathComponent("keys/stranger")
        let other = try SkinKeys.generate(writingTo: stranger)
        #expect(throws: SkinError.signatureMismatch(trustedKeys: 1)) {
            try SkinCatalog.verify(
                data: data, signature: signature, trustedKeys: [try SkinKeys.loadPublicKey(from: other.publicKey)])
        }
    }

    // MARK: InstallingSkins.md

    @Test("InstallingSkins: install from files, the store layout, and rollback")
    func installAndRollback() throws {
        let fixture = try Packages()
        defer { fixture.remove() }

        let store = SkinStore(folder: fixture.root.appendingPathComponent("Skins"), requiredTokens: ["color.accent"])
        let manifest = try store.install(
            packageAt: fixture.v120, signatureAt: SkinSigner.signatureURL(for: fixture.v120), trustedKeys: [fixture.publicKey])
        #expect(try store.currentFolder(id: manifest.id).lastPathComponent == "1.2.0")
        try store.install(
            packageAt: fixture.v130, signatureAt: SkinSigner.signatureURL(for: fixture.v130), trustedKeys: [fixture.publicKey])

        // The store on disk: ID/VERSION folders, `current`, hidden bookkeeping.
        let ocean = store.folder.appendingPathComponent("com.example.ocean")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: ocean.appendingPathComponent("current").path) == "1.3.0")
        #expect(FileManager.default.fileExists(atPath: store.folder.appendingPathComponent(".locks/com.example.ocean.lock").path))
        #expect(try store.installed() == [SkinStore.Installed(id: "com.example.ocean", version: SemanticVersion(1, 3, 0))])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.currentFolder(id: "com.example.ocean").path).sorted()
                == ["images", "manifest.json", "tokens"])

        // The rollback example.
        #expect(store.versions(id: "com.example.ocean") == [SemanticVersion(1, 2, 0), SemanticVersion(1, 3, 0)])
        let previous = try store.rollback(id: "com.example.ocean")
        #expect(previous == SemanticVersion(1, 2, 0))
        #expect(store.versions(id: "com.example.ocean") == [SemanticVersion(1, 2, 0)])
        #expect(throws: SkinError.noPreviousVersion(id: "com.example.ocean")) { try store.rollback(id: "com.example.ocean") }

        try store.remove(id: "com.example.ocean")
        #expect(try store.installed().isEmpty)
    }

    @Test("InstallingSkins: errors name the failed step; the store is unchanged")
    func errors() async throws {
        let fixture = try Packages()
        defer { fixture.remove() }
        let store = SkinStore(folder: fixture.root.appendingPathComponent("Skins"))
        try store.install(
            packageAt: fixture.v130, signatureAt: SkinSigner.signatureURL(for: fixture.v130), trustedKeys: [fixture.publicKey])

        // An older version: refused at step "version".
        do throws(SkinError) {
            try store.install(
                packageAt: fixture.v120, signatureAt: SkinSigner.signatureURL(for: fixture.v120), trustedKeys: [fixture.publicKey]
            )
            Issue.record("a downgrade was installed")
        } catch {
            #expect(error.failedStep == SkinStore.Step.version)
            #expect(error.failedStep?.rawValue == "version")
            #expect(
                error.underlying
                    == .downgrade(id: "com.example.ocean", installed: SemanticVersion(1, 3, 0), offered: SemanticVersion(1, 2, 0))
            )
            #expect(error.description.hasPrefix("install failed at step 'version'"))
            #expect(error.diagnostics(file: "ocean.skin").count == 1)
        }

        // No trusted key: refused at step "verify".
        do throws(SkinError) {
            try store.install(packageAt: fixture.v130, signatureAt: SkinSigner.signatureURL(for: fixture.v130), trustedKeys: [])
            Issue.record("installed without a trusted key")
        } catch {
            #expect(error.failedStep == SkinStore.Step.verify)
            #expect(error.underlying == .noTrustedKeys)
        }

        // A client without a catalog: refused at step "catalog", before any request.
        let client = SkinClient(store: store, trustedKeys: [fixture.publicKey])
        do throws(SkinError) {
            try await client.install(id: "com.example.ocean")
            Issue.record("installed without a catalog")
        } catch {
            #expect(error.failedStep == SkinStore.Step.catalog)
        }
        #expect(store.versions(id: "com.example.ocean") == [SemanticVersion(1, 3, 0)])
    }

    @Test("InstallingSkins: a cancelled install throws SkinError.cancelled and changes nothing")
    func cancellation() async throws {
        let fixture = try Packages()
        defer { fixture.remove() }
        let store = SkinStore(folder: fixture.root.appendingPathComponent("Skins"))
        // Never contacted: the task is cancelled before the first request.
        let client = SkinClient(
            store: store, trustedKeys: [fixture.publicKey], catalogURL: URL(string: "http://127.0.0.1:9/skins/index.json"),
            configuration: SkinClient.Configuration(requestTimeout: 2, resourceTimeout: 5))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }  // as if the user tapped Cancel at once
            return try await client.install(id: "com.example.ocean") { _ in }
        }
        if case .failure(let error as SkinError) = await task.result {
            #expect(error == .cancelled)
        } else {
            Issue.record("the cancelled install did not throw SkinError.cancelled")
        }
        #expect(try store.installed().isEmpty)
    }

    @Test("InstallingSkins: limits, configuration and several trusted keys")
    func limitsAndKeys() async throws {
        let fixture = try Packages()
        defer { fixture.remove() }
        let client = SkinClient(
            store: SkinStore(folder: fixture.root.appendingPathComponent("Skins")), trustedKeys: [],
            catalogURL: URL(string: "https://cdn.example.com/skins/index.json"),
            configuration: SkinClient.Configuration(requestTimeout: 15, resourceTimeout: 120))
        #expect(client.configuration.maximumResumeAttempts == 2)
        #expect(client.configuration.maximumCatalogSize == 4 * 1024 * 1024)
        let defaults = SkinStore.Limits()
        #expect(defaults.maximumEntryCount == 10_000)
        #expect(defaults.maximumPackageSize == 256 * 1024 * 1024)
        #expect(defaults.maximumUncompressedSize == 256 * 1024 * 1024)

        // A package over the store's limit is refused at step "verify".
        let tiny = SkinStore(
            folder: fixture.root.appendingPathComponent("Tiny"), limits: SkinStore.Limits(maximumPackageSize: 100))
        #expect(throws: SkinError.self) {
            try tiny.install(
                packageAt: fixture.v120, signatureAt: SkinSigner.signatureURL(for: fixture.v120), trustedKeys: [fixture.publicKey]
            )
        }

        // Key rotation: trusting the old and the new key, a package signed by either installs.
        let newKeys = try SkinKeys.generate(writingTo: fixture.root.appendingPathComponent("keys/release-2026"))
        let rotated = fixture.root.appendingPathComponent("dist-2026/ocean.skin")
        try SkinPacker().pack(
            source: fixture.source130, to: rotated, signingKey: try SkinKeys.loadPrivateKey(from: newKeys.privateKey))
        let keys = try [fixture.publicKeyURL, newKeys.publicKey].map { try SkinKeys.loadPublicKey(from: $0) }
        let store = SkinStore(folder: fixture.root.appendingPathComponent("Rotated"))
        try store.install(packageAt: fixture.v120, signatureAt: SkinSigner.signatureURL(for: fixture.v120), trustedKeys: keys)
        try store.install(packageAt: rotated, signatureAt: SkinSigner.signatureURL(for: rotated), trustedKeys: keys)
        #expect(store.currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
    }

    @Test("InstallingSkins: installs of different ids run in parallel, the same id one at a time")
    func concurrency() async throws {
        let fixture = try Packages()
        defer { fixture.remove() }
        let store = SkinStore(folder: fixture.root.appendingPathComponent("Skins"))
        let package = try Data(contentsOf: fixture.v120)
        let signature = try Data(contentsOf: SkinSigner.signatureURL(for: fixture.v120))
        let key = fixture.publicKeyData
        // The same package eight times at once: exactly one install wins, the others are refused at "version".
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    guard let trusted = try? Curve25519.Signing.PublicKey(rawRepresentation: key) else { return "key" }
                    do throws(SkinError) {
                        try store.install(package: package, signature: signature, trustedKeys: [trusted])
                        return nil
                    } catch {
                        return error.failedStep?.rawValue ?? "\(error)"
                    }
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(results.filter { $0 == nil }.count == 1)
        #expect(results.compactMap { $0 }.allSatisfy { $0 == SkinStore.Step.version.rawValue })
        #expect(store.versions(id: "com.example.ocean") == [SemanticVersion(1, 2, 0)])
    }

    // MARK: GettingStarted.md

    @Test("GettingStarted: a built-in skin, loaded over the app's space and applied")
    @MainActor
    func builtInSkin() throws {
        let fixture = try Packages()
        defer { fixture.remove() }
        // A built-in skin is an unpacked package: make one by installing and copying the folder.
        let scratch = SkinStore(folder: fixture.root.appendingPathComponent("Scratch"))
        try scratch.install(
            packageAt: fixture.v120, signatureAt: SkinSigner.signatureURL(for: fixture.v120), trustedKeys: [fixture.publicKey])
        let bundleFolder = fixture.root.appendingPathComponent("App.app/Ocean.skin")
        try FileManager.default.createDirectory(at: bundleFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try scratch.currentFolder(id: "com.example.ocean"), to: bundleFolder)

        let ocean = try Skin(contentsOf: bundleFolder)
        #expect(ocean.id == "com.example.ocean")
        #expect(ocean.manifest.version == SemanticVersion(1, 2, 0))
        #expect(ocean.themeContexts == ["com.example.ocean"])

        // ThemeSpace.adding(_:)
        let appSpace = try fixture.appSpace()
        let space = try appSpace.adding([ocean])
        let contexts = space.modifier(named: "theme")?.contexts ?? []
        #expect(contexts.last == "com.example.ocean")
        #expect(contexts.contains("default"))
        let dark = try space.resolve(Selection(theme: "com.example.ocean", appearance: .dark))
        #expect(dark.color("color.accent")?.hexString == (try ThemeColor(parsing: "#5AB0FF")).hexString)

        // ThemeManager.load(_:over:fonts:) and a switch to the skin's context.
        let manager = try ThemeManager(space: appSpace, storage: nil)
        try Skin.load([ocean], over: appSpace, into: manager, fonts: nil)
        try manager.apply(theme: ocean.themeContexts[0])
        #expect(manager.selection.theme == "com.example.ocean")
        #expect(manager.current.color("color.accent")?.hexString == (try ThemeColor(parsing: "#0A6CBD")).hexString)
        // The app's base.
        #expect(manager.current.color("color.text")?.hexString == (try ThemeColor(parsing: "#111111")).hexString)

        // Loading the installed skins keeps the selection (the same id, now from the store).
        let installed = try scratch.installed().map { try scratch.skin(id: $0.id) }
        try Skin.load(installed, over: appSpace, into: manager, fonts: nil)
        #expect(manager.selection.theme == "com.example.ocean")
        // The built-in and the installed copy of one id cannot be shown together.
        #expect(throws: SkinError.self) { try Skin.load([ocean] + installed, over: appSpace, into: manager, fonts: nil) }
        #expect(manager.selection.theme == "com.example.ocean")

        // After a removal the selection falls back to the defaults.
        try scratch.remove(id: "com.example.ocean")
        try Skin.load(try scratch.installed().map { try scratch.skin(id: $0.id) }, over: appSpace, into: manager, fonts: nil)
        #expect(manager.selection.theme == "default")
    }

    @Test("GettingStarted: remote images wait for the pipeline and bind as they arrive")
    @MainActor
    func remoteImages() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let day = URL(string: "https://cdn.example.com/skins/day.png")!
        let festival = URL(string: "https://cdn.example.com/skins/banner.png")!
        let loader = DocStubLoader(bodies: [day: Data("day-bytes".utf8), festival: Data("festival-bytes".utf8)])

        let themes = root.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(#"{"image": {"$type": "image", "banner": {"$value": "\#(day.absoluteString)"}}}"#.utf8)
            .write(to: themes.appendingPathComponent("base.json"))
        try Data(#"{"image": {"$type": "image", "banner": {"$value": "\#(day.absoluteString)"}}}"#.utf8)
            .write(to: themes.appendingPathComponent("default.json"))
        try Data(#"{"image": {"$type": "image", "banner": {"$value": "\#(festival.absoluteString)"}}}"#.utf8)
            .write(to: themes.appendingPathComponent("com.example.festival.json"))
        let manager = try ThemeManager(space: try ThemeSpace(contentsOf: themes), storage: nil)

        // switchWhenReady(manager:cachesFolder:), with a stand-in transport.
        let cache = try DiskDataCache(directory: root.appendingPathComponent("Caches/SkinImages"))
        let pipeline = RemoteImageLoader(configuration: RemoteImageLoader.Configuration(dataLoader: loader, dataCache: cache))
        // The article's `.assets` waits 10 s; the stand-in transport answers at once, but under the
        // sanitizer run, beside the crash tests' hundreds of processes, the loads' tasks waited longer
        // than that for a thread. The behaviour checked here is the waiting, not the default bound.
        try await manager.apply(Selection(theme: "com.example.festival"), waitingFor: .assets(pipeline, timeout: .seconds(120)))
        #expect(manager.selection.theme == "com.example.festival")
        #expect(await loader.requests == [festival])
        #expect(cache.cachedData(for: festival.absoluteString)?.data == Data("festival-bytes".utf8))

        // bindBanner(_:manager:pipeline:), decoding to a String instead of a UIImage.
        let banner = DocBannerView()
        pipeline.bind(banner, \.image, to: Token<ImageSource>("image.banner"), in: manager) { data in
            String(data: data, encoding: .utf8)
        }
        await eventually { banner.image == "festival-bytes" }
        #expect(banner.image == "festival-bytes")  // the bytes the switch already loaded
        try manager.apply(theme: "default")
        #expect(banner.image == "festival-bytes")  // kept until the new bytes arrive
        await eventually { banner.image == "day-bytes" }
        #expect(banner.image == "day-bytes")
    }

    /// GettingStarted's network examples, compiled against the real API but never run (the tests stay offline).
    @MainActor
    func compileOnlyCatalogFlow(
        store: SkinStore, keyURL: URL, manager: ThemeManager, appSpace: ThemeSpace
    ) async throws {
        let client = SkinClient(
            store: store, trustedKeys: [try SkinKeys.loadPublicKey(from: keyURL)],
            catalogURL: URL(string: "https://cdn.example.com/skins/index.json"))
        let fetch = try await client.fetchCatalog()
        print(fetch.wasModified, fetch.catalog.entries.map(\.id))
        let manifest = try await client.install(id: "com.example.ocean") { progress in
            print(progress.bytesReceived, "of", progress.totalBytes ?? -1, progress.fractionCompleted ?? 0)
        }
        print(manifest.version)
        for update in try await client.checkForUpdates() {
            print(update.id, update.installed, "->", update.available.version)
            try await client.update(id: update.id)
        }
        try await client.install(from: URL(string: "https://cdn.example.com/skins/ocean.skin")!)
        let skins = try client.store.installed().map { try client.store.skin(id: $0.id) }
        try Skin.load(skins, over: appSpace, into: manager)
    }
}

// MARK: - Support

/// The ocean fixture packed twice, as 1.2.0 and as 1.3.0, signed with a fresh key, in a temporary folder.
private struct Packages {
    let root: URL
    let publicKeyURL: URL
    let publicKey: Curve25519.Signing.PublicKey
    let v120: URL
    let v130: URL
    let source130: URL

    init() throws {
        root = try temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("keys"), withIntermediateDirectories: true)
        let keys = try SkinKeys.generate(writingTo: root.appendingPathComponent("keys/release"))
        publicKeyURL = keys.publicKey
        publicKey = try SkinKeys.loadPublicKey(from: keys.publicKey)
        let privateKey = try SkinKeys.loadPrivateKey(from: keys.privateKey)
        v120 = root.appendingPathComponent("dist/ocean-1.2.0.skin")
        try SkinPacker().pack(source: oceanSkin, to: v120, signingKey: privateKey)
        source130 = root.appendingPathComponent("ocean-1.3.0")
        try FileManager.default.copyItem(at: oceanSkin, to: source130)
        let description = source130.appendingPathComponent("skin.json")
        let text = try String(contentsOf: description, encoding: .utf8)
            .replacingOccurrences(of: "\"1.2.0\"", with: "\"1.3.0\"")
        try Data(text.utf8).write(to: description)
        v130 = root.appendingPathComponent("dist/ocean-1.3.0.skin")
        try SkinPacker().pack(source: source130, to: v130, signingKey: privateKey)
    }

    var publicKeyData: Data { publicKey.rawRepresentation }

    /// The app's own themes: a base, a dark override, and the `default` and `night` themes.
    func appSpace() throws -> ThemeSpace {
        let app = root.appendingPathComponent("Themes")
        let files = [
            "base.json":
                ##"{"color": {"$type": "color", "accent": {"$value": "#FF0000"}, "background": {"$value": "#FFFFFF"}, "text": {"$value": "#111111"}}}"##,
            "dark.json": ##"{"color": {"$type": "color", "background": {"$value": "#000000"}, "text": {"$value": "#EEEEEE"}}}"##,
            "default.json": ##"{"color": {"$type": "color", "accent": {"$value": "#FF0000"}}}"##,
            "night.json": ##"{"color": {"$type": "color", "accent": {"$value": "#330033"}}}"##,
        ]
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: app.appendingPathComponent(name)) }
        return try ThemeSpace(contentsOf: app)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A stand-in for an image view: its "image" is the text the bytes decode to.
@MainActor
private final class DocBannerView {
    var image: String?
}

/// A transport answering 200 with fixed bodies (404 for anything else), recording the URLs asked for.
private actor DocStubLoader: RemoteDataLoading {
    let bodies: [URL: Data]
    private(set) var requests: [URL] = []

    init(bodies: [URL: Data]) { self.bodies = bodies }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = try #require(request.url)
        requests.append(url)
        let body = bodies[url]
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: body == nil ? 404 : 200, httpVersion: "HTTP/1.1", headerFields: [:]))
        return (body ?? Data(), response)
    }
}
