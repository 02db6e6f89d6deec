import Crypto
import Foundation
import LiveryTestSupport
import Testing
import ZIPFoundation
@testable import LiverySkins

/// A file system failing the named operations ("write", "move", "symlink", "rename"), or the
/// N-th write-type operation (`fault`), otherwise real.
struct FailingFileSystem: SkinFileSystem {
    var failing: Set<String>
    var fault: WriteFault? = nil
    let base = DefaultSkinFileSystem()

    struct Injected: Error, LocalizedError {
        var operation: String
        var errorDescription: String? { "injected \(operation) failure" }
    }

    func check(_ operation: String, _ url: URL, to destination: URL? = nil) throws {
        if failing.contains(operation) { throw Injected(operation: operation) }
        try fault?.count(operation, url, destination)
    }
    func createDirectory(at url: URL) throws {
        try check("createDirectory", url)
        try base.createDirectory(at: url)
    }
    func write(_ data: Data, to url: URL) throws {
        try check("write", url)
        try base.write(data, to: url)
    }
    func read(at url: URL) throws -> Data { try base.read(at: url) }
    func contentsOfDirectory(at url: URL) throws -> [String] { try base.contentsOfDirectory(at: url) }
    func moveItem(at source: URL, to destination: URL) throws {
        try check("move", source, to: destination)
        try base.moveItem(at: source, to: destination)
    }
    func createSymbolicLink(at url: URL, destination: String) throws {
        try check("symlink", url)
        try base.createSymbolicLink(at: url, destination: destination)
    }
    func destinationOfSymbolicLink(at url: URL) throws -> String { try base.destinationOfSymbolicLink(at: url) }
    func rename(_ source: URL, to destination: URL) throws {
        try check("rename", source, to: destination)
        try base.rename(source, to: destination)
    }
    func removeItem(at url: URL) throws {
        try check("remove", url)
        try base.removeItem(at: url)
    }
    func itemExists(at url: URL) -> Bool { base.itemExists(at: url) }
    func append(_ data: Data, to url: URL) throws {
        try check("append", url)
        try base.append(data, to: url)
    }
    func excludeFromBackup(_ url: URL) throws {
        try check("exclude", url)
        try base.excludeFromBackup(url)
    }
}

/// Counts write-type operations (create, write, append, move, link, rename, remove, exclude) and
/// fails the `failing`-th (from 1; 0 only counts), remembering what it failed.
final class WriteFault: @unchecked Sendable {
    let failing: Int
    private let lock = NSLock()
    private var count = 0
    private var failure: (operation: String, paths: [String])?

    init(failing: Int) { self.failing = failing }

    /// How many write-type operations ran (or were attempted).
    var writes: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// The failed operation and its paths (source, and destination for moves).
    var failed: (operation: String, paths: [String])? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    func count(_ operation: String, _ url: URL, _ destination: URL?) throws {
        lock.lock()
        count += 1
        let fail = count == failing
        if fail { failure = (operation, [url.path] + (destination.map { [$0.path] } ?? [])) }
        lock.unlock()
        if fail { throw FailingFileSystem.Injected(operation: operation) }
    }
}

/// Every non-hidden entry under `folder` (``fileTree(_:hidden:ignoring:)``).
func snapshot(_ folder: URL) -> [String: String] { fileTree(folder) }

@Suite("Skin store")
struct SkinStoreTests {
    let key = Curve25519.Signing.PrivateKey()
    let folder: URL
    var store: URL { folder.appendingPathComponent("store") }

    init() throws {
        folder = try temporaryFolder()
    }

    /// Packs the ocean skin at `version` (a copy of the fixture, optionally changed) and returns the package.
    func pack(version: String, name: String? = nil, change: ((URL) throws -> Void)? = nil) throws -> URL {
        let source = folder.appendingPathComponent("src-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: oceanSkin, to: source)
        let description = source.appendingPathComponent("skin.json")
        let text = try String(contentsOf: description, encoding: .utf8).replacingOccurrences(of: "1.2.0", with: version)
        try Data(text.utf8).write(to: description)
        try change?(source)
        let output = folder.appendingPathComponent(name ?? "ocean-\(version).skin")
        try SkinPacker().pack(source: source, to: output, signingKey: key)
        return output
    }

    /// A signed package of raw entries (manifest first when given), for packages the packer would refuse.
    func signed(_ entries: [(path: String, data: Data)], name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try writeSigned(try SkinPacker.archive(entries), to: url)
        return url
    }

    func writeSigned(_ data: Data, to url: URL) throws {
        try data.write(to: url)
        try Data(try SkinSigner.sign(data, with: key).utf8).write(to: SkinSigner.signatureURL(for: url))
    }

    /// The ocean skin's parts at `version` with a manifest listing `files`.
    func entries(version: String = "2.0.0", files: [(path: String, data: Data)]) throws -> [(path: String, data: Data)] {
        let (base, _, _) = try SkinPacker().prepare(source: oceanSkin)
        var manifest = base
        manifest.version = try #require(SemanticVersion(version))
        manifest.files = files.map {
            SkinManifest.File(path: $0.path, sha256: SkinSigner.sha256Hex($0.data), size: Int64($0.data.count))
        }
        manifest.documents = files.map(\.path).filter { $0.hasPrefix("tokens/") }
        return [(SkinLayout.manifest, try manifest.encoded())] + files
    }

    func oceanFiles() throws -> [(path: String, data: Data)] {
        try SkinPacker().prepare(source: oceanSkin).1
    }

    func skinStore(required: Set<String> = [], limits: SkinStore.Limits = .init(), failing: Set<String> = []) -> SkinStore {
        SkinStore(folder: store, requiredTokens: required, limits: limits, fileSystem: FailingFileSystem(failing: failing))
    }

    @discardableResult
    func install(_ package: URL, into skins: SkinStore? = nil, trusting keys: [Curve25519.Signing.PublicKey]? = nil) throws
        -> SkinManifest
    {
        try (skins ?? skinStore()).install(
            packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: keys ?? [key.publicKey])
    }

    /// Installs 1.2.0 and 1.3.0, then checks that installing `package` fails at `step` with an error
    /// matching `matches`, leaving the store's visible tree as it was and staging empty.
    func expectRefused(
        _ package: URL, step: SkinStore.Step, into skins: SkinStore? = nil, trusting keys: [Curve25519.Signing.PublicKey]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation, _ matches: (SkinError) -> Bool
    ) throws {
        if skinStore().currentVersion(id: "com.example.ocean") == nil {
            try install(try pack(version: "1.2.0"))
            try install(try pack(version: "1.3.0"))
        }
        let before = snapshot(store)
        do {
            try install(package, into: skins, trusting: keys)
            Issue.record("the install passed", sourceLocation: sourceLocation)
        } catch let error as SkinError {
            #expect(error.failedStep == step, "\(error)", sourceLocation: sourceLocation)
            #expect(matches(error.underlying), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains("step '\(step)'"), sourceLocation: sourceLocation)
        } catch {
            Issue.record("not a SkinError: \(error)", sourceLocation: sourceLocation)
        }
        #expect(snapshot(store) == before, sourceLocation: sourceLocation)
        let staging = store.appendingPathComponent(".staging")
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty, sourceLocation: sourceLocation)
        #expect(skinStore().currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0), sourceLocation: sourceLocation)
    }

    @Test("install, list, current folder contents")
    func installList() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = skinStore()
        #expect(try skins.installed().isEmpty)
        let manifest = try install(try pack(version: "1.2.0"), into: skins)
        #expect(manifest.id == "com.example.ocean")
        #expect(try skins.installed() == [SkinStore.Installed(id: "com.example.ocean", version: SemanticVersion(1, 2, 0))])
        let current = try skins.currentFolder(id: "com.example.ocean")
        #expect(current.lastPathComponent == "1.2.0")
        let base = try Data(contentsOf: current.appendingPathComponent("tokens/base.json"))
        #expect(base == (try Data(contentsOf: oceanSkin.appendingPathComponent("tokens/base.json"))))
        #expect(FileManager.default.fileExists(atPath: current.appendingPathComponent("images/wave.png").path))
        #expect(FileManager.default.fileExists(atPath: current.appendingPathComponent("manifest.json").path))
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: store.appendingPathComponent("com.example.ocean/current").path)
        #expect(link == "1.2.0")
        #expect(snapshot(store).keys.allSatisfy { !$0.hasPrefix(".") })
        #expect(throws: SkinError.notInstalled(id: "com.example.other")) { try skins.currentFolder(id: "com.example.other") }
    }

    @Test("update to a higher version, then roll back; older versions are pruned; remove")
    func updateRollback() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = skinStore()
        try install(try pack(version: "1.2.0"), into: skins)
        try install(try pack(version: "1.3.0"), into: skins)
        #expect(skins.currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
        #expect(skins.versions(id: "com.example.ocean") == [SemanticVersion(1, 2, 0), SemanticVersion(1, 3, 0)])
        try install(try pack(version: "2.0.0"), into: skins)
        #expect(skins.versions(id: "com.example.ocean") == [SemanticVersion(1, 3, 0), SemanticVersion(2, 0, 0)])
        #expect(try skins.rollback(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
        #expect(try skins.currentFolder(id: "com.example.ocean").lastPathComponent == "1.3.0")
        #expect(throws: SkinError.noPreviousVersion(id: "com.example.ocean")) { try skins.rollback(id: "com.example.ocean") }
        // After a rollback the newer version may be installed again.
        try install(try pack(version: "2.0.0", name: "again.skin"), into: skins)
        #expect(skins.currentVersion(id: "com.example.ocean") == SemanticVersion(2, 0, 0))
        try skins.remove(id: "com.example.ocean")
        #expect(try skins.installed().isEmpty)
        #expect(snapshot(store).isEmpty)
        #expect(throws: SkinError.notInstalled(id: "com.example.ocean")) { try skins.remove(id: "com.example.ocean") }
    }

    @Test("a lower or equal version is refused as a downgrade")
    func downgrade() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(try pack(version: "1.0.0"), step: SkinStore.Step.version) {
            $0 == .downgrade(id: "com.example.ocean", installed: SemanticVersion(1, 3, 0), offered: SemanticVersion(1, 0, 0))
        }
        try expectRefused(try pack(version: "1.3.0", name: "same.skin"), step: SkinStore.Step.version) {
            if case .downgrade = $0 { return true }
            return false
        }
    }

    @Test("a truncated package is refused")
    func truncated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "2.0.0")
        let data = try Data(contentsOf: package)
        try data.prefix(data.count / 2).write(to: package)
        try expectRefused(package, step: SkinStore.Step.verify) { $0 == .signatureMismatch(trustedKeys: 1) }
    }

    @Test("a tampered package (wrong hash) is refused, even re-signed")
    func tampered() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "2.0.0")
        var data = try Data(contentsOf: package)
        let range = try #require(data.range(of: Data("#0A6CBD".utf8)))
        data.replaceSubrange(range, with: Data("#FF0000".utf8))
        try data.write(to: package)
        try expectRefused(package, step: SkinStore.Step.verify) { $0 == .signatureMismatch(trustedKeys: 1) }
        try writeSigned(data, to: package)
        try expectRefused(package, step: SkinStore.Step.verify) {
            if case .hashMismatch(let path, _, _) = $0 { return path == "tokens/base.json" }
            return false
        }
    }

    @Test("a bad signature and an untrusted key are refused")
    func signatures() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "2.0.0")
        try expectRefused(package, step: SkinStore.Step.verify, trusting: [Curve25519.Signing.PrivateKey().publicKey]) {
            $0 == .signatureMismatch(trustedKeys: 1)
        }
        try Data("bm90IGEgc2lnbmF0dXJl\n".utf8).write(to: SkinSigner.signatureURL(for: package))
        try expectRefused(package, step: SkinStore.Step.verify) {
            if case .signatureUnreadable = $0 { return true }
            return false
        }
        let other = Curve25519.Signing.PrivateKey()
        try Data(try SkinSigner.sign(try Data(contentsOf: package), with: other).utf8).write(
            to: SkinSigner.signatureURL(for: package))
        try expectRefused(package, step: SkinStore.Step.verify) { $0 == .signatureMismatch(trustedKeys: 1) }
    }

    /// A zip crafted directly with ZIPFoundation (no packer checks), signed.
    func crafted(_ name: String, _ build: (Archive) throws -> Void) throws -> URL {
        let archive = try Archive(data: Data(), accessMode: .create)
        try build(archive)
        let data = try #require(archive.data)
        let url = folder.appendingPathComponent(name)
        try writeSigned(data, to: url)
        return url
    }

    func add(_ archive: Archive, _ path: String, _ data: Data, type: Entry.EntryType = .file) throws {
        try archive.addEntry(with: path, type: type, uncompressedSize: Int64(data.count), compressionMethod: .none) {
            position, size in
            data.subdata(in: Int(position)..<min(Int(position) + size, data.count))
        }
    }

    func craftedOcean(_ name: String, extra: (path: String, data: Data, type: Entry.EntryType)) throws -> URL {
        let files = try oceanFiles()
        let parts = try entries(files: files)
        return try crafted(name) { archive in
            for part in parts { try add(archive, part.path, part.data) }
            try add(archive, extra.path, extra.data, type: extra.type)
        }
    }

    @Test("zip slip (../ and absolute entries) and symbolic links are refused, by install and by unpack")
    func zipSlip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, (path: String, data: Data, type: Entry.EntryType), (SkinError) -> Bool)] = [
            ("dots.skin", ("tokens/../../evil.json", Data("{}".utf8), .file), { $0 == .unsafePath("tokens/../../evil.json") }),
            ("parent.skin", ("../evil.json", Data("{}".utf8), .file), { $0 == .unsafePath("../evil.json") }),
            ("absolute.skin", ("/tmp/livery-evil.json", Data("{}".utf8), .file), { $0 == .unsafePath("/tmp/livery-evil.json") }),
            (
                "link.skin", ("images/link.png", Data("/etc/passwd".utf8), .symlink),
                {
                    if case .unsupportedEntry(_, let kind) = $0 { return kind == "symbolic link" }
                    return false
                }
            ),
        ]
        for (name, extra, matches) in cases {
            let package = try craftedOcean(name, extra: extra)
            try expectRefused(package, step: SkinStore.Step.verify, matches)
            // The store's own unpacking refuses it too, writing nothing outside its destination.
            let destination = folder.appendingPathComponent("unpack-\(name)")
            #expect(throws: SkinError.self) { try skinStore().unpack(try Data(contentsOf: package), into: destination) }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("evil.json").path))
            #expect(!FileManager.default.fileExists(atPath: "/tmp/livery-evil.json"))
        }
    }

    @Test("duplicate entries are refused")
    func duplicates() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try oceanFiles()
        let parts = try entries(files: files)
        let package = try crafted("duplicate.skin") { archive in
            for part in parts { try add(archive, part.path, part.data) }
            try add(archive, "tokens/base.json", Data("{}".utf8))
        }
        try expectRefused(package, step: SkinStore.Step.verify) { $0 == .duplicateEntry("tokens/base.json") }
        #expect(throws: SkinError.duplicateEntry("tokens/base.json")) {
            try skinStore().unpack(try Data(contentsOf: package), into: folder.appendingPathComponent("unpack"))
        }
    }

    @Test("entry-count and uncompressed-size limits (zip bombs) are refused")
    func limits() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "2.0.0")
        try expectRefused(package, step: SkinStore.Step.verify, into: skinStore(limits: .init(maximumEntryCount: 3))) {
            $0 == .archiveInvalid(reason: "more than 3 entries")
        }
        try expectRefused(package, step: SkinStore.Step.verify, into: skinStore(limits: .init(maximumUncompressedSize: 200))) {
            $0 == .archiveInvalid(reason: "more than 200 uncompressed bytes")
        }
        try expectRefused(package, step: SkinStore.Step.verify, into: skinStore(limits: .init(maximumPackageSize: 100))) {
            if case .packageUnreadable = $0 { return true }
            return false
        }
        let data = try Data(contentsOf: package)
        #expect(throws: SkinError.archiveInvalid(reason: "more than 3 entries")) {
            try skinStore(limits: .init(maximumEntryCount: 3)).unpack(data, into: folder.appendingPathComponent("u1"))
        }
        #expect(throws: SkinError.archiveInvalid(reason: "more than 200 uncompressed bytes")) {
            try skinStore(limits: .init(maximumUncompressedSize: 200)).unpack(data, into: folder.appendingPathComponent("u2"))
        }
    }

    @Test("a manifest listing a file the package lacks is refused")
    func missingFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try oceanFiles()
        var parts = try entries(files: files)
        parts.removeAll { $0.path == "images/wave.png" }
        try expectRefused(try signed(parts, name: "missing.skin"), step: SkinStore.Step.verify) {
            $0 == .missingFile("images/wave.png")
        }
    }

    @Test("an image in a folder beside the skin's whose name starts with the version's is refused")
    func imageInSiblingFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try oceanFiles()
        let index = try #require(files.firstIndex { $0.path == "tokens/base.json" })
        // From tokens/, ../../2.0.0-private is beside the version folder 2.0.0: outside the skin.
        files[index].data = Data(
            ##"{"image": {"$type": "image", "hero": {"$value": "../../2.0.0-private/hero.png"}}}"##.utf8)
        try expectRefused(try signed(try entries(files: files), name: "sibling.skin"), step: SkinStore.Step.validate) {
            guard case .unsafePath(let path) = $0 else { return false }
            return path.hasPrefix("image.hero: ") && path.hasSuffix("2.0.0-private/hero.png")
        }
    }

    @Test("an invalid token document is refused at the validate step")
    func invalidDocument() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try oceanFiles()
        let index = try #require(files.firstIndex { $0.path == "tokens/dark.json" })
        files[index].data = Data(
            ##"{"color": {"$type": "color", "background": {"$value": "#GGGGGG"}, "accent": {"$value": "{color.nowhere}"}}"##.utf8)
        try expectRefused(try signed(try entries(files: files), name: "invalid.skin"), step: SkinStore.Step.validate) {
            if case .validationFailed(let diagnostics) = $0 { return !diagnostics.isEmpty }
            return false
        }
        files[index].data = Data("{ not json".utf8)
        try expectRefused(try signed(try entries(files: files), name: "broken.skin"), step: SkinStore.Step.validate) {
            if case .validationFailed = $0 { return true }
            return false
        }
    }

    @Test("a skin lacking a required token is refused")
    func requiredTokens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = skinStore(required: ["color.accent", "color.border"])
        try expectRefused(try pack(version: "2.0.0"), step: SkinStore.Step.requiredTokens, into: skins) {
            $0 == .requiredTokensMissing(["color.border"])
        }
        try install(try pack(version: "2.0.0", name: "ok.skin"), into: skinStore(required: ["color.accent", "image.hero"]))
    }

    @Test(
        "write failures while unpacking, moving, excluding from backups or switching leave the previous version current and loadable; rollback still works"
    )
    func injectedFailures() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "2.0.0")
        try expectRefused(package, step: SkinStore.Step.unpack, into: skinStore(failing: ["write"])) {
            if case .writeFailed(_, let reason) = $0 { return reason.contains("injected write") }
            return false
        }
        try expectRefused(package, step: SkinStore.Step.move, into: skinStore(failing: ["move"])) {
            if case .writeFailed = $0 { return true }
            return false
        }
        for operation in ["symlink", "rename"] {
            try expectRefused(package, step: SkinStore.Step.switch, into: skinStore(failing: [operation])) {
                if case .writeFailed(_, let reason) = $0 { return reason.contains("injected \(operation)") }
                return false
            }
        }
        try expectRefused(package, step: SkinStore.Step.move, into: skinStore(failing: ["exclude"])) {
            if case .writeFailed(_, let reason) = $0 { return reason.contains("injected exclude") }
            return false
        }
        let skins = skinStore()
        #expect(try skins.currentFolder(id: "com.example.ocean").lastPathComponent == "1.3.0")
        // The previous version still loads as a skin.
        #expect(try skins.skin(id: "com.example.ocean").manifest.version == SemanticVersion(1, 3, 0))
        #expect(
            FileManager.default.fileExists(
                atPath: try skins.currentFolder(id: "com.example.ocean").appendingPathComponent("tokens/base.json").path))
        #expect(try skins.rollback(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        #expect(try skins.currentFolder(id: "com.example.ocean").lastPathComponent == "1.2.0")
        // A first install that fails at the switch leaves no folder for the skin at all.
        try skins.remove(id: "com.example.ocean")
        #expect(throws: SkinError.self) { try install(package, into: skinStore(failing: ["rename"])) }
        #expect(snapshot(store).isEmpty)
    }

    @Test("what a killed install, rollback or removal left is cleared by the next operation of the skin, which then succeeds")
    func leftoversOfKilledOperations() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = skinStore()
        try install(try pack(version: "1.2.0"), into: skins)
        try install(try pack(version: "1.3.0"), into: skins)
        let skinFolder = store.appendingPathComponent("com.example.ocean")
        let expected = snapshot(store)
        // An install of 2.0.0 killed after its move, before its switch: 2.0.0 is there, `current` is not on it.
        try FileManager.default.copyItem(
            at: skinFolder.appendingPathComponent("1.3.0"), to: skinFolder.appendingPathComponent("2.0.0"))
        // A switch killed before its rename; an unpack and a removal killed midway.
        try FileManager.default.createSymbolicLink(
            atPath: skinFolder.appendingPathComponent(".current-killed").path, withDestinationPath: "2.0.0")
        let staging = store.appendingPathComponent(".staging")
        try FileManager.default.createDirectory(
            at: staging.appendingPathComponent("com.example.ocean/unpacking/2.0.0"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: staging.appendingPathComponent("com.example.other/removed-1"), withIntermediateDirectories: true)
        // Reading is unaffected: the old state.
        #expect(skins.currentVersion(id: "com.example.ocean") == SemanticVersion(1, 3, 0))
        #expect(try skins.skin(id: "com.example.ocean").manifest.version == SemanticVersion(1, 3, 0))
        // A rollback first clears the never-switched-to 2.0.0, then rolls back as usual.
        #expect(try skins.rollback(id: "com.example.ocean") == SemanticVersion(1, 2, 0))
        #expect(skins.versions(id: "com.example.ocean") == [SemanticVersion(1, 2, 0)])
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: skinFolder.appendingPathComponent(".current-killed").path))
        // The same install repeated after a kill before its switch succeeds (it used to fail: "a folder for this version already exists").
        try install(try pack(version: "1.3.0", name: "again.skin"), into: skins)
        try FileManager.default.copyItem(
            at: skinFolder.appendingPathComponent("1.3.0"), to: skinFolder.appendingPathComponent("2.0.0"))
        try install(try pack(version: "2.0.0"), into: skins)
        #expect(skins.currentVersion(id: "com.example.ocean") == SemanticVersion(2, 0, 0))
        #expect(try skins.skin(id: "com.example.ocean").manifest.version == SemanticVersion(2, 0, 0))
        #expect(
            snapshot(store).keys.filter { $0.hasPrefix("com.example.ocean/2.0.0/") }.count
                == expected.keys.filter { $0.hasPrefix("com.example.ocean/1.3.0/") }.count)
        // A removal killed after moving the skin aside: the next removal says "not installed" and clears the rest.
        try FileManager.default.createDirectory(
            at: staging.appendingPathComponent("com.example.ocean/removed-1"), withIntermediateDirectories: true)
        try skins.remove(id: "com.example.ocean")
        #expect(throws: SkinError.notInstalled(id: "com.example.ocean")) { try skins.remove(id: "com.example.ocean") }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty)
        #expect(snapshot(store).isEmpty)
    }

    @Test("concurrent installs of the same skin are serialised: one wins, the rest are downgrades")
    func concurrentInstalls() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try pack(version: "1.2.0")
        let skins = skinStore()
        let key = key.publicKey.rawRepresentation
        let results = LockedList<Bool>()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                let publicKey = try Curve25519.Signing.PublicKey(rawRepresentation: key)
                try skins.install(
                    packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [publicKey])
                results.append(true)
            } catch {
                results.append(false)
            }
        }
        #expect(results.all.filter { $0 }.count == 1)
        #expect(try skins.installed().count == 1)
    }
}

@Suite("Skin catalog")
struct SkinCatalogTests {
    @Test("build, write, verify; a tampered catalog or an untrusted key is rejected")
    func catalog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Curve25519.Signing.PrivateKey()
        let dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        let package = dist.appendingPathComponent("ocean.skin")
        try SkinPacker().pack(source: oceanSkin, to: package, signingKey: key)
        let output = dist.appendingPathComponent("index.json")
        let builder = SkinCatalogBuilder(signingKey: key)
        let catalog = try builder.write(folder: dist, to: output)
        let data = try Data(contentsOf: output)
        let signature = try Data(contentsOf: SkinSigner.signatureURL(for: output))
        let packageData = try Data(contentsOf: package)
        #expect(
            catalog.entries == [
                SkinCatalog.Entry(
                    id: "com.example.ocean", version: SemanticVersion(1, 2, 0), url: "ocean.skin", size: Int64(packageData.count),
                    sha256: SkinSigner.sha256Hex(packageData),
                    signature: try String(contentsOf: SkinSigner.signatureURL(for: package), encoding: .utf8)
                        .trimmingCharacters(in: .whitespacesAndNewlines),
                    preview: "images/wave.png")
            ])
        #expect(try SkinCatalog.verify(data: data, signature: signature, trustedKeys: [key.publicKey]) == catalog)
        #expect(catalog.latest(id: "com.example.ocean")?.version == SemanticVersion(1, 2, 0))
        // Deterministic: the same folder, issue time, expiry and sequence give the same bytes
        // (index.json itself is not a package).
        let issued = try #require(catalog.issued)
        #expect(
            try builder.build(folder: dist, issued: issued, expires: catalog.expires, sequence: catalog.sequence).encoded()
                == data)

        var tampered = data
        let range = try #require(tampered.range(of: Data("1.2.0".utf8)))
        tampered.replaceSubrange(range, with: Data("9.2.0".utf8))
        #expect(throws: SkinError.signatureMismatch(trustedKeys: 1)) {
            try SkinCatalog.verify(data: tampered, signature: signature, trustedKeys: [key.publicKey])
        }
        #expect(throws: SkinError.signatureMismatch(trustedKeys: 1)) {
            try SkinCatalog.verify(data: data, signature: signature, trustedKeys: [Curve25519.Signing.PrivateKey().publicKey])
        }
        #expect(throws: SkinError.noTrustedKeys) { try SkinCatalog.verify(data: data, signature: signature, trustedKeys: []) }

        // A package that fails verification stops the build.
        var bytes = packageData
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: package)
        #expect(throws: SkinError.signatureMismatch(trustedKeys: 1)) { try builder.build(folder: dist) }
    }
}
