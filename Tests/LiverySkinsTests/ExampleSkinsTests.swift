import Crypto
import Foundation
import Testing
@testable import LiverySkins

/// Keeps `Examples/Skins/dist` honest: the packages are what the sources pack to, and every
/// signature verifies with the example public key.
@Suite("Example skins")
struct ExampleSkinsTests {
    /// `Examples/Skins`.
    static let folder = packageRoot.appendingPathComponent("Examples/Skins")
    static let dist = folder.appendingPathComponent("dist")

    /// The example skins: source folder name (and package name in dist) and id.
    static let skins: [(String, String)] = [("ocean", "com.example.ocean"), ("festival", "com.example.festival")]

    func publicKey() throws -> Curve25519.Signing.PublicKey {
        try SkinKeys.loadPublicKey(from: Self.folder.appendingPathComponent("keys/example.public"))
    }

    @Test("the source packs to exactly the bytes in dist", arguments: ExampleSkinsTests.skins.map(\.0))
    func packMatchesDist(name: String) throws {
        let key = try SkinKeys.loadPrivateKey(from: Self.folder.appendingPathComponent("keys/example.private"))
        #expect(key.publicKey.rawRepresentation == (try publicKey()).rawRepresentation)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("livery-example-skins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let output = temporary.appendingPathComponent("\(name).skin")
        let result = try SkinPacker().pack(source: Self.folder.appendingPathComponent(name), to: output, signingKey: key)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let fresh = try Data(contentsOf: output)
        let committed = try Data(contentsOf: Self.dist.appendingPathComponent("\(name).skin"))
        #expect(fresh == committed, "dist/\(name).skin is stale: run Examples/Skins/build-dist.sh")
    }

    @Test("the package in dist verifies against its .sig with the example public key", arguments: ExampleSkinsTests.skins)
    func distVerifies(name: String, id: String) throws {
        let manifest = try SkinVerifier(trustedKeys: [try publicKey()])
            .verify(packageAt: Self.dist.appendingPathComponent("\(name).skin"))
        #expect(manifest.id == id)
        #expect(manifest.version == SemanticVersion(1, 0, 0))
        #expect(manifest.documents.contains("tokens/base.json"))
    }

    @Test("the catalog verifies and lists each package with its size and SHA-256", arguments: ExampleSkinsTests.skins)
    func catalogLists(name: String, id: String) throws {
        let data = try Data(contentsOf: Self.dist.appendingPathComponent(SkinCatalog.fileName))
        let signature = try Data(contentsOf: Self.dist.appendingPathComponent(SkinCatalog.fileName + ".sig"))
        let catalog = try SkinCatalog.verify(data: data, signature: signature, trustedKeys: [try publicKey()])
        #expect(Set(catalog.entries.map(\.id)) == Set(Self.skins.map(\.1)))
        // Clients accept it: it carries an issue time, an expiry (2100, an example only) and a sequence.
        try catalog.checkFreshness()
        #expect(catalog.expires == ISO8601DateFormatter().date(from: "2100-01-01T00:00:00Z"))
        let package = try Data(contentsOf: Self.dist.appendingPathComponent("\(name).skin"))
        let entry = try #require(catalog.latest(id: id))
        #expect(entry.url == "\(name).skin")
        #expect(entry.version == SemanticVersion(1, 0, 0))
        #expect(entry.size == Int64(package.count))
        #expect(entry.sha256 == SkinSigner.sha256Hex(package))
        let sigFile = try String(contentsOf: Self.dist.appendingPathComponent("\(name).skin.sig"), encoding: .utf8)
        #expect(entry.signature == sigFile.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
