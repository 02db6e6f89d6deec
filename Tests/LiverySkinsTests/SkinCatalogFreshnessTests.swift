import Crypto
import Foundation
import LiveryTestSupport
import Testing

@testable import LiverySkins

/// Catalogs carry an issue time, an expiry and a sequence under their signature; a client refuses
/// an expired catalog, one replayed below the sequence its store accepted, and one without these
/// fields (issue 27: a server replaying an old signed catalog held clients on old versions).
@Suite("Skin catalog freshness: expiry and replayed catalogs")
struct SkinCatalogFreshnessTests {
    /// 2030-01-01T00:00:00Z: the tests' clock starts here, whatever the real date.
    static let start = Date(timeIntervalSince1970: 1_893_456_000)
    static let day: TimeInterval = 24 * 60 * 60

    /// A client of `site` whose clock reads `now`.
    func client(_ site: Publication, store: SkinStore? = nil, now: Date = Self.start) -> SkinClient {
        SkinClient(
            store: store ?? site.store(), trustedKeys: [site.key.publicKey], catalogURL: site.catalogURL,
            configuration: SkinClient.Configuration(requestTimeout: 5, resourceTimeout: 20), now: { now })
    }

    /// Signs and serves a catalog of the served packages, issued at ``start``, valid for `days`,
    /// with `sequence`.
    func publishCatalog(_ site: Publication, sequence: UInt64?, days: Double = 30) throws {
        try site.publishCatalog { catalog in
            catalog.issued = sequence == nil ? nil : Self.start
            catalog.expires = sequence == nil ? nil : Self.start.addingTimeInterval(days * Self.day)
            catalog.sequence = sequence
        }
    }

    @Test("an older catalog replayed after a newer one fails at step 'catalog' instead of reporting 'up to date'")
    func replayedCatalog() async throws {
        let site = try Publication()
        try site.serve(try site.local.pack(version: "1.2.0"))
        try publishCatalog(site, sequence: 10)
        let old = try #require(site.catalogFiles)
        let client = client(site)
        #expect(try await client.install(id: "com.example.ocean").version == SemanticVersion(1, 2, 0))
        // 1.3.0 is published; the client sees it.
        try site.serve(try site.local.pack(version: "1.3.0"))
        try publishCatalog(site, sequence: 11)
        #expect(try await client.checkForUpdates().map(\.available.version) == [SemanticVersion(1, 3, 0)])
        // A server (or anyone in the path) replays the old, validly signed catalog.
        site.serveCatalog(old)
        await #expect(throws: SkinError.installFailed(step: .catalog, reason: .catalogReplayed(sequence: 10, accepted: 11))) {
            try await client.update(id: "com.example.ocean")
        }
        await #expect(throws: SkinError.catalogReplayed(sequence: 10, accepted: 11)) { try await client.fetchCatalog() }
        #expect(client.store.currentVersion(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        #expect(try client.store.acceptedCatalogSequence(from: site.catalogURL) == 11)
    }

    @Test("an expired catalog fails at step 'catalog', fetched afresh or revalidated with a 304")
    func expiredCatalog() async throws {
        let site = try Publication()
        try site.serve(try site.local.pack(version: "1.2.0"))
        try publishCatalog(site, sequence: 10, days: 1)
        let store = site.store()
        let expires = Self.start.addingTimeInterval(Self.day)
        let later = expires.addingTimeInterval(60)
        // Fetched afresh after its expiry: refused, nothing installed, nothing remembered.
        await #expect(throws: SkinError.installFailed(step: .catalog, reason: .catalogExpired(expires: expires, now: later))) {
            try await client(site, store: store, now: later).install(id: "com.example.ocean")
        }
        #expect(store.currentVersion(id: "com.example.ocean") == nil)
        #expect(try store.acceptedCatalogSequence(from: site.catalogURL) == nil)
        // The expiry itself is too late.
        await #expect(throws: SkinError.catalogExpired(expires: expires, now: expires)) {
            try await client(site, store: store, now: expires).fetchCatalog()
        }
        // Before it expires it is used, and kept for revalidation.
        let halfDay = Self.start.addingTimeInterval(Self.day / 2)
        #expect(
            try await client(site, store: store, now: halfDay).install(id: "com.example.ocean").version
                == SemanticVersion(1, 2, 0))
        // The server answers 304 (nothing newer was signed): the kept copy has expired by now.
        let update = client(site, store: store, now: later)
        await #expect(throws: SkinError.installFailed(step: .catalog, reason: .catalogExpired(expires: expires, now: later))) {
            try await update.update(id: "com.example.ocean")
        }
        #expect(site.requests("/skins/index.json").last.map { $0.headers["if-none-match"] != nil } == true)
    }

    @Test("the same catalog again is accepted; a newer one raises the remembered sequence, kept across store instances")
    func sequenceRemembered() async throws {
        let site = try Publication()
        try site.serve(try site.local.pack(version: "1.2.0"))
        try publishCatalog(site, sequence: 10)
        let first = client(site)
        #expect(try first.store.acceptedCatalogSequence(from: site.catalogURL) == nil)
        #expect(try await first.fetchCatalog().catalog.sequence == 10)
        #expect(try first.store.acceptedCatalogSequence(from: site.catalogURL) == 10)
        // Equal sequence: the same catalog fetched again, in full (a new ETag) and with a 304.
        site.serveCatalog(try #require(site.catalogFiles))
        #expect(try await first.fetchCatalog().wasModified)
        #expect(try await first.fetchCatalog().wasModified == false)
        #expect(try first.store.acceptedCatalogSequence(from: site.catalogURL) == 10)
        // A newer catalog is accepted and remembered.
        try site.serve(try site.local.pack(version: "1.3.0"))
        try publishCatalog(site, sequence: 25)
        #expect(try await first.install(id: "com.example.ocean").version == SemanticVersion(1, 3, 0))
        #expect(try first.store.acceptedCatalogSequence(from: site.catalogURL) == 25)
        // Another store instance (another launch of the app) on the same folder remembers it.
        let relaunched = SkinStore(folder: site.storeFolder)
        #expect(try relaunched.acceptedCatalogSequence(from: site.catalogURL) == 25)
        try publishCatalog(site, sequence: 24)
        await #expect(throws: SkinError.catalogReplayed(sequence: 24, accepted: 25)) {
            try await client(site, store: relaunched).fetchCatalog()
        }
        // The record is hidden bookkeeping, written by rename: no temporary file is left.
        let records = try FileManager.default.contentsOfDirectory(
            atPath: site.storeFolder.appendingPathComponent(SkinStore.catalogsName).path)
        #expect(records == [SkinStore.catalogKey(site.catalogURL) + ".json"])
    }

    @Test("a catalog without issue time, expiry and sequence is refused, telling to sign it again")
    func unsequencedCatalog() async throws {
        let site = try Publication()
        try site.serve(try site.local.pack(version: "1.2.0"))
        try publishCatalog(site, sequence: nil)
        let text = String(decoding: try #require(site.catalogFiles).index, as: UTF8.self)
        #expect(!text.contains("sequence") && !text.contains("expires") && !text.contains("issued"))
        await #expect(throws: SkinError.installFailed(step: .catalog, reason: .catalogUnsequenced)) {
            try await client(site).install(id: "com.example.ocean")
        }
        #expect(SkinError.catalogUnsequenced.description.contains("livery skin catalog"))
    }

    @Test("each catalog URL has its own remembered sequence")
    func scopedPerCatalogURL() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SkinStore(folder: folder)
        let first = try #require(URL(string: "https://cdn.example.com/skins/index.json"))
        let second = try #require(URL(string: "https://cdn.example.com/beta/index.json"))
        func catalog(_ sequence: UInt64) -> SkinCatalog {
            SkinCatalog(entries: [], issued: Self.start, expires: Self.start.addingTimeInterval(Self.day), sequence: sequence)
        }
        try await store.acceptCatalog(catalog(50), from: first, now: Self.start)
        try await store.acceptCatalog(catalog(7), from: second, now: Self.start)
        await #expect(throws: SkinError.catalogReplayed(sequence: 7, accepted: 50)) {
            try await store.acceptCatalog(catalog(7), from: first, now: Self.start)
        }
        #expect(try store.acceptedCatalogSequence(from: first) == 50)
        #expect(try store.acceptedCatalogSequence(from: second) == 7)
    }

    @Test("a damaged record of accepted sequences is an error when read, not 'none accepted'")
    func damagedRecord() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SkinStore(folder: folder)
        let url = try #require(URL(string: "https://cdn.example.com/skins/index.json"))
        let catalog = SkinCatalog(entries: [], issued: Self.start, expires: Self.start.addingTimeInterval(Self.day), sequence: 50)
        try await store.acceptCatalog(catalog, from: url, now: Self.start)
        try Data("{\"sequ".utf8).write(to: store.catalogRecordURL(url))
        func isDamagedRecord(_ error: SkinError) -> Bool {
            guard case .catalogInvalid(let reason) = error else { return false }
            return reason.contains(store.catalogRecordURL(url).path) && reason.contains("remove it")
        }
        #expect(
            performing: { _ = try store.acceptedCatalogSequence(from: url) },
            throws: { ($0 as? SkinError).map(isDamagedRecord) ?? false })
        // Replay protection is not silently off: accepting any catalog from that URL is refused too.
        await #expect(
            performing: { try await store.acceptCatalog(catalog, from: url, now: Self.start) },
            throws: {
                ($0 as? SkinError).map(isDamagedRecord) ?? false
            })
    }

    @Test(
        "the fields are in the signed bytes: round trip, a tampered sequence fails the signature, expiry before issue is refused")
    func signedFields() throws {
        let key = Curve25519.Signing.PrivateKey()
        let catalog = SkinCatalog(
            entries: [], issued: Self.start.addingTimeInterval(0.75), expires: Self.start.addingTimeInterval(Self.day),
            sequence: 42)
        let data = try catalog.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"issued\" : \"2030-01-01T00:00:00Z\""))
        #expect(text.contains("\"expires\" : \"2030-01-02T00:00:00Z\""))
        #expect(text.contains("\"sequence\" : 42"))
        let signature = Data(try SkinSigner.sign(data, with: key).utf8)
        #expect(try SkinCatalog.verify(data: data, signature: signature, trustedKeys: [key.publicKey]) == catalog)
        let tampered = Data(text.replacingOccurrences(of: "\"sequence\" : 42", with: "\"sequence\" : 43").utf8)
        #expect(throws: SkinError.signatureMismatch(trustedKeys: 1)) {
            try SkinCatalog.verify(data: tampered, signature: signature, trustedKeys: [key.publicKey])
        }
        let backwards = Data(text.replacingOccurrences(of: "2030-01-02", with: "2029-12-31").utf8)
        #expect {
            try SkinCatalog.decode(backwards)
        } throws: { error in
            guard case .catalogInvalid(let reason) = error as? SkinError else { return false }
            return reason.contains("no later than it was issued")
        }
    }

    @Test("the builder stamps the catalog; writing again raises the sequence; a sequence not above the existing one is refused")
    func builderSequence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Curve25519.Signing.PrivateKey()
        let dist = folder.appendingPathComponent("dist")
        try SkinPacker().pack(source: oceanSkin, to: dist.appendingPathComponent("ocean.skin"), signingKey: key)
        let output = dist.appendingPathComponent(SkinCatalog.fileName)
        let builder = SkinCatalogBuilder(signingKey: key)
        let first = try builder.write(folder: dist, to: output, issued: Self.start)
        #expect(first.issued == Self.start)
        #expect(first.expires == Self.start.addingTimeInterval(SkinCatalogBuilder.defaultValidity))
        #expect(first.sequence == 1_893_456_000)
        // Signed again in the same second: one more than the existing catalog's.
        #expect(try builder.write(folder: dist, to: output, issued: Self.start).sequence == 1_893_456_001)
        // Deterministic for the same issue time, expiry and sequence.
        let pinned = try builder.write(folder: dist, to: output, issued: Self.start, sequence: 2_000_000_000)
        #expect(try builder.build(folder: dist, issued: Self.start, sequence: 2_000_000_000).encoded() == pinned.encoded())
        #expect {
            try builder.write(folder: dist, to: output, issued: Self.start, sequence: 2_000_000_000)
        } throws: { error in
            guard case .catalogInvalid(let reason) = error as? SkinError else { return false }
            return reason.contains("not above the sequence 2000000000")
        }
        #expect(throws: SkinError.self) {
            try builder.build(folder: dist, issued: Self.start, expires: Self.start)
        }
    }
}
