import Foundation
import Testing
@testable import LiveryCLI

@Suite("livery skin")
struct SkinCommandTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-skincli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("keygen, pack and verify: exit 0; pack is deterministic")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("release").path
        let keygen = livery("skin", "keygen", "--out", name)
        #expect(keygen.status == 0, "\(keygen.err)")
        #expect(livery("skin", "keygen", "--out", name).status == 1)
        let source = path("Tests/Fixtures/skins/ocean-skin")
        let first = folder.appendingPathComponent("a.skin").path
        let second = folder.appendingPathComponent("b.skin").path
        let pack = livery("skin", "pack", source, "-o", first, "--key", name + ".private")
        #expect(pack.status == 0, "\(pack.err)")
        #expect(pack.out.contains("packed com.example.ocean 1.2.0"))
        #expect(livery("skin", "pack", source, "-o", second, "--key", name + ".private").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(FileManager.default.fileExists(atPath: first + ".sig"))
        let verify = livery("skin", "verify", first, "--trust", name + ".public")
        #expect(verify.status == 0, "\(verify.err)")
        #expect(verify.out.contains("valid"))
    }

    @Test("verify exits 1 with the reason: tampered package, another key, a key that does not decode")
    func failures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("release").path
        let other = folder.appendingPathComponent("other").path
        #expect(livery("skin", "keygen", "--out", name).status == 0)
        #expect(livery("skin", "keygen", "--out", other).status == 0)
        let package = folder.appendingPathComponent("o.skin").path
        #expect(
            livery("skin", "pack", path("Tests/Fixtures/skins/ocean-skin"), "-o", package, "--key", name + ".private").status == 0
        )

        let untrusted = livery("skin", "verify", package, "--trust", other + ".public")
        #expect(untrusted.status == 1)
        #expect(untrusted.err.contains("signature check failed"), "\(untrusted.err)")
        #expect(livery("skin", "verify", package, "--trust", other + ".public", "--trust", name + ".public").status == 0)

        let garbage = folder.appendingPathComponent("garbage.public").path
        try Data("%%%".utf8).write(to: URL(fileURLWithPath: garbage))
        let badKey = livery("skin", "verify", package, "--trust", garbage)
        #expect(badKey.status == 1)
        #expect(badKey.err.contains("key \(garbage) does not decode: not base64 text"), "\(badKey.err)")

        var data = try Data(contentsOf: URL(fileURLWithPath: package))
        data[40] ^= 0xFF
        try data.write(to: URL(fileURLWithPath: package))
        let tampered = livery("skin", "verify", package, "--trust", name + ".public")
        #expect(tampered.status == 1)
        #expect(tampered.err.contains("signature check failed"))
        #expect(livery("skin", "verify", package).status == 2)
    }

    @Test("pack exits 1 with the lint diagnostics when documents have errors")
    func lintErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("release").path
        #expect(livery("skin", "keygen", "--out", name).status == 0)
        let source = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data(#"{"id": "broken", "displayName": "Broken", "version": "0.1.0"}"#.utf8)
            .write(to: source.appendingPathComponent("skin.json"))
        try Data(#"{"c": {"$type": "color", "a": {"$value": "{c.nope}"}}}"#.utf8)
            .write(to: source.appendingPathComponent("tokens/base.json"))
        let output = folder.appendingPathComponent("broken.skin").path
        let result = livery("skin", "pack", source.path, "-o", output, "--key", name + ".private")
        #expect(result.status == 1)
        #expect(result.err.contains("[unresolved-alias]"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(livery("skin", "--help").out.contains("livery skin keygen --out release"))
    }
}
