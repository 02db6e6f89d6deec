import Crypto
import Foundation
import Testing
@testable import LiverySkins

let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}()

let oceanSkin = packageRoot.appendingPathComponent("Tests/Fixtures/skins/ocean-skin")

/// Values appended from any thread (progress reports, concurrent results), read back in order.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-skins-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("Semantic versions")
struct SemanticVersionTests {
    @Test("parses, prints and orders by semver precedence")
    func ordering() throws {
        let texts = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0", "1.2.0", "10.0.0",
        ]
        let versions = texts.compactMap(SemanticVersion.init)
        #expect(versions.map(\.description) == texts)
        #expect(versions == versions.sorted())
        #expect(SemanticVersion("1.0.0+build.1") == SemanticVersion("1.0.0"))
        for bad in ["1.0", "01.0.0", "1.0.0-", "a.b.c", "1.0.0+", ""] { #expect(SemanticVersion(bad) == nil, "\(bad)") }
    }
}

@Suite("Skin packages")
struct SkinPackageTests {
    let key = Curve25519.Signing.PrivateKey()

    func packOcean(into folder: URL, name: String = "ocean.skin") throws -> URL {
        let output = folder.appendingPathComponent(name)
        try SkinPacker().pack(source: oceanSkin, to: output, signingKey: key)
        return output
    }

    /// Writes a package of `entries` signed with `key`, for tests that need inconsistent packages.
    func writeSigned(_ entries: [(path: String, data: Data)], to url: URL) throws {
        let data = try SkinPacker.archive(entries)
        try data.write(to: url)
        try Data(try SkinSigner.sign(data, with: key).utf8).write(to: SkinSigner.signatureURL(for: url))
    }

    /// The ocean skin's manifest and files, to rearrange.
    func oceanParts() throws -> (SkinManifest, [(path: String, data: Data)]) {
        let (manifest, files, _) = try SkinPacker().prepare(source: oceanSkin)
        return (manifest, files)
    }

    func expectFailure(_ url: URL, trusting keys: [Curve25519.Signing.PublicKey], _ matches: (SkinError) -> Bool) {
        do {
            try SkinVerifier(trustedKeys: keys).verify(packageAt: url)
            Issue.record("verification passed")
        } catch {
            #expect(matches(error), "\(error)")
        }
    }

    @Test("packing twice gives identical bytes; the manifest lists every file")
    func deterministic() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Data(contentsOf: packOcean(into: folder, name: "a.skin"))
        let second = try Data(contentsOf: packOcean(into: folder, name: "b.skin"))
        #expect(first == second)
        let manifest = try SkinVerifier(trustedKeys: [key.publicKey]).verify(packageAt: folder.appendingPathComponent("a.skin"))
        #expect(manifest.id == "com.example.ocean")
        #expect(manifest.version == SemanticVersion(1, 2, 0))
        #expect(manifest.files.map(\.path) == ["images/wave.png", "tokens/base.json", "tokens/dark.json"])
        #expect(manifest.documents == ["tokens/base.json", "tokens/dark.json"])
        #expect(manifest.preview == "images/wave.png")
        #expect(manifest.files[0].size == 69)
    }

    @Test("keygen, pack, verify with rotated keys")
    func keygenPackVerify() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try SkinKeys.generate(writingTo: folder.appendingPathComponent("release"))
        #expect(urls.privateKey.lastPathComponent == "release.private")
        #expect(throws: SkinError.keyExists(path: urls.privateKey.path)) {
            try SkinKeys.generate(writingTo: folder.appendingPathComponent("release"))
        }
        let privateKey = try SkinKeys.loadPrivateKey(from: urls.privateKey)
        let publicKey = try SkinKeys.loadPublicKey(from: urls.publicKey)
        let output = folder.appendingPathComponent("ocean.skin")
        try SkinPacker().pack(source: oceanSkin, to: output, signingKey: privateKey)
        let old = Curve25519.Signing.PrivateKey().publicKey
        let manifest = try SkinVerifier(trustedKeys: [old, publicKey]).verify(packageAt: output)
        #expect(manifest.displayName == "Ocean")
    }

    @Test("a tampered byte fails the signature check")
    func tampered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try packOcean(into: folder)
        var data = try Data(contentsOf: output)
        let index = data.count / 2
        data[index] ^= 0x01
        try data.write(to: output)
        expectFailure(output, trusting: [key.publicKey]) { $0 == .signatureMismatch(trustedKeys: 1) }
        #expect(SkinError.signatureMismatch(trustedKeys: 1).description.contains("signature check failed"))
    }

    @Test("a signature from another key fails")
    func otherKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try packOcean(into: folder)
        let other = Curve25519.Signing.PrivateKey()
        expectFailure(output, trusting: [other.publicKey]) { $0 == .signatureMismatch(trustedKeys: 1) }
    }

    @Test("key and signature files that do not decode")
    func undecodableKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.public")
        try Data("not a key!\n".utf8).write(to: bad)
        #expect(throws: SkinError.keyUnreadable(path: bad.path, reason: "not base64 text")) {
            try SkinKeys.loadPublicKey(from: bad)
        }
        try Data((Data(count: 16).base64EncodedString() + "\n").utf8).write(to: bad)
        #expect(throws: SkinError.keyUnreadable(path: bad.path, reason: "16 bytes where an Ed25519 key has 32")) {
            try SkinKeys.loadPrivateKey(from: bad)
        }
        let missing = folder.appendingPathComponent("missing.public")
        #expect { try SkinKeys.loadPublicKey(from: missing) } throws: { error in
            guard case .keyUnreadable(let path, _)? = error as? SkinError else { return false }
            return path == missing.path
        }
        let output = try packOcean(into: folder)
        try Data("@@@".utf8).write(to: SkinSigner.signatureURL(for: output))
        expectFailure(output, trusting: [key.publicKey]) {
            if case .signatureUnreadable = $0 { return true } else { return false }
        }
    }

    @Test("a manifest hash that differs fails the hash check")
    func hashMismatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (manifest, files) = try oceanParts()
        let wrong = String(repeating: "0", count: 64)
        manifest.files[1].sha256 = wrong
        let url = folder.appendingPathComponent("hash.skin")
        try writeSigned([(SkinLayout.manifest, try manifest.encoded())] + files, to: url)
        let actual = SkinSigner.sha256Hex(files[1].data)
        expectFailure(url, trusting: [key.publicKey]) {
            $0 == .hashMismatch(path: "tokens/base.json", expected: wrong, actual: actual)
        }
    }

    @Test("a manifest size that differs fails the size check")
    func sizeMismatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (manifest, files) = try oceanParts()
        manifest.files[0].size = 70
        let url = folder.appendingPathComponent("size.skin")
        try writeSigned([(SkinLayout.manifest, try manifest.encoded())] + files, to: url)
        expectFailure(url, trusting: [key.publicKey]) { $0 == .sizeMismatch(path: "images/wave.png", expected: 70, actual: 69) }
    }

    @Test("an unlisted file, a missing file or an unsafe path fails")
    func fileList() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (manifest, files) = try oceanParts()
        let manifestData = try manifest.encoded()
        let extra = folder.appendingPathComponent("extra.skin")
        try writeSigned([(SkinLayout.manifest, manifestData)] + files + [("images/extra.png", Data([1, 2, 3]))], to: extra)
        expectFailure(extra, trusting: [key.publicKey]) { $0 == .unlistedFile("images/extra.png") }
        let missing = folder.appendingPathComponent("missing.skin")
        try writeSigned([(SkinLayout.manifest, manifestData)] + files.dropLast(), to: missing)
        expectFailure(missing, trusting: [key.publicKey]) { $0 == .missingFile("tokens/dark.json") }
        let slip = folder.appendingPathComponent("slip.skin")
        try writeSigned([(SkinLayout.manifest, manifestData), ("../evil.json", Data())] + files, to: slip)
        expectFailure(slip, trusting: [key.publicKey]) { $0 == .unsafePath("../evil.json") }
        let noManifest = folder.appendingPathComponent("none.skin")
        try writeSigned(files, to: noManifest)
        expectFailure(noManifest, trusting: [key.publicKey]) { $0 == .manifestMissing }
    }

    /// A one-entry stored archive, the offset of its end record, and its central directory's offset.
    func smallArchive(_ data: Data) throws -> (bytes: [UInt8], end: Int, directory: Int) {
        let bytes = [UInt8](try SkinPacker.archive([("tokens/a.json", data)]))
        let end = bytes.count - ZipStructure.endSize
        #expect(Array(bytes[end..<end + 4]) == [0x50, 0x4B, 0x05, 0x06], "an end record without a comment")
        let directory = (0..<4).reduce(0) { $0 | Int(bytes[end + 16 + $1]) << (8 * $1) }
        return (bytes, end, directory)
    }

    func expectArchiveInvalid(_ bytes: [UInt8], saying text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try ZipStructure.check(Data(bytes))
        } throws: { error in
            guard case .archiveInvalid(let reason)? = error as? SkinError else { return false }
            return reason.contains(text)
        }
    }

    @Test("a central directory running past the end record is refused before ZIPFoundation reads it")
    func directoryPastEnd() throws {
        let archive = try smallArchive(Data("{}".utf8))
        var bytes = archive.bytes
        let end = archive.end
        #expect(throws: Never.self) { try ZipStructure.check(Data(bytes)) }
        let size = UInt32(bytes.count)
        for i in 0..<4 { bytes[end + 12 + i] = UInt8(truncatingIfNeeded: size >> (8 * i)) }
        expectArchiveInvalid(bytes, saying: "ends past the end record")
    }

    @Test("an entry whose data runs into the central directory is refused")
    func dataPastDirectory() throws {
        let archive = try smallArchive(Data("{}".utf8))
        var bytes = archive.bytes
        // A compressed size as large as everything before the directory: the data cannot fit.
        let size = UInt32(archive.directory)
        for i in 0..<4 { bytes[archive.directory + 20 + i] = UInt8(truncatingIfNeeded: size >> (8 * i)) }
        expectArchiveInvalid(bytes, saying: "entry 1's \(size) bytes of data at")
    }

    @Test("a local header that starts in an entry's data and runs into the central directory is refused")
    func localHeaderPastData() throws {
        // The entry's last bytes look like the start of a local header.
        let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
        let archive = try smallArchive(Data("AAAA".utf8) + Data(signature))
        var bytes = archive.bytes
        let directory = archive.directory
        let fake = try #require((4..<directory).last { Array(bytes[$0..<$0 + 4]) == signature })
        #expect(fake + 30 > directory)
        for i in 0..<4 { bytes[directory + 42 + i] = UInt8(truncatingIfNeeded: fake >> (8 * i)) }
        expectArchiveInvalid(bytes, saying: "local header at \(fake) is missing or cut short")
    }

    @Test("pack refuses documents that do not validate, with their diagnostics")
    func validationErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data(#"{"id": "broken", "displayName": "Broken", "version": "0.1.0"}"#.utf8)
            .write(to: source.appendingPathComponent("skin.json"))
        try Data(#"{"c": {"$type": "color", "a": {"$value": "{c.nope}"}}}"#.utf8)
            .write(to: source.appendingPathComponent("tokens/base.json"))
        let output = folder.appendingPathComponent("broken.skin")
        #expect { try SkinPacker().pack(source: source, to: output, signingKey: key) } throws: { error in
            guard case .validationFailed(let diagnostics)? = error as? SkinError else { return false }
            return diagnostics.contains { $0.rule == "unresolved-alias" && $0.severity == .error }
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(!FileManager.default.fileExists(atPath: SkinSigner.signatureURL(for: output).path))
    }

    @Test("pack refuses a folder without skin.json or with stray files")
    func badSource() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect { try SkinPacker().pack(source: folder, to: folder.appendingPathComponent("x.skin"), signingKey: key) } throws: {
            error in
            guard case .sourceInvalid(_, let reason)? = error as? SkinError else { return false }
            return reason.contains("skin.json")
        }
    }
}
