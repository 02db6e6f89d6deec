import Foundation
import Testing
@testable import LiveryCLI

/// Key files say what they are: keygen labels them, and each command refuses the other half of the
/// pair with a message naming it; bare files from before the labels still read.
@Suite("livery skin key files")
struct SkinKeyFileTests {
    static let ocean = path("Tests/Fixtures/skins/ocean-skin")

    /// A temporary folder holding a key pair `release.private`/`release.public` from keygen.
    func keyFolder() throws -> (folder: URL, name: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-keyfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = folder.appendingPathComponent("release").path
        let keygen = livery("skin", "keygen", "--out", name)
        #expect(keygen.status == 0, "\(keygen.err)")
        return (folder, name)
    }

    @Test("keygen writes each key between its label's BEGIN and END lines", arguments: ["private", "public"])
    func labelled(kind: String) throws {
        let (folder, name) = try keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: name + "." + kind, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text)")
        #expect(lines.first == "-----BEGIN LIVERY ED25519 \(kind.uppercased()) KEY-----")
        #expect(lines.last == "-----END LIVERY ED25519 \(kind.uppercased()) KEY-----")
        #expect(Data(base64Encoded: lines[1])?.count == 32)
    }

    @Test("pack refuses a public key (labelled, or bare and named .public) and writes nothing", arguments: [false, true])
    func packRefusesPublicKey(bare: Bool) throws {
        let (folder, name) = try keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = bare ? try Self.bareCopy(of: name + ".public", in: folder) : name + ".public"
        let output = folder.appendingPathComponent("o.skin").path
        let result = livery("skin", "pack", Self.ocean, "-o", output, "--key", key)
        #expect(result.status == 1)
        let privateKey = String(key.dropLast("public".count)) + "private"
        #expect(
            result.err.contains("\(key) is a public key; pack signs with the private key (\(privateKey))"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("verify and install refuse a private key given to --trust", arguments: [false, true])
    func trustRefusesPrivateKey(bare: Bool) async throws {
        let (folder, name) = try keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("o.skin").path
        #expect(livery("skin", "pack", Self.ocean, "-o", package, "--key", name + ".private").status == 0)
        let key = bare ? try Self.bareCopy(of: name + ".private", in: folder) : name + ".private"
        let publicKey = String(key.dropLast("private".count)) + "public"

        let verify = livery("skin", "verify", package, "--trust", key)
        #expect(verify.status == 1)
        #expect(
            verify.err.contains("\(key) is a private key; verify trusts the public key (\(publicKey))"), "\(verify.err)")

        let store = folder.appendingPathComponent("store").path
        let install = await liveryAsync("skin", "install", package, "--store", store, "--trust", key)
        #expect(install.status == 1)
        #expect(install.err.contains("\(key) is a private key; verifying trusts the public key (\(publicKey))"), "\(install.err)")
    }

    @Test("bare key files from before the labels still read, beside labelled ones (Examples/Skins/keys)")
    func bareFilesStillWork() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-keyfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let privateKey = path("Examples/Skins/keys/example.private")
        let publicKey = path("Examples/Skins/keys/example.public")
        let bare = try String(contentsOfFile: publicKey, encoding: .utf8)
        #expect(!bare.hasPrefix("-----"))
        let labelled = folder.appendingPathComponent("example.public").path
        let text =
            "-----BEGIN LIVERY ED25519 PUBLIC KEY-----\n\(bare.trimmingCharacters(in: .whitespacesAndNewlines))\n"
            + "-----END LIVERY ED25519 PUBLIC KEY-----\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: labelled))
        let package = folder.appendingPathComponent("o.skin").path
        let pack = livery("skin", "pack", Self.ocean, "-o", package, "--key", privateKey)
        #expect(pack.status == 0, "\(pack.err)")
        for key in [publicKey, labelled] {
            let verify = livery("skin", "verify", package, "--trust", key)
            #expect(verify.status == 0, "\(key): \(verify.err)")
        }
    }

    @Test(
        "a label that is not a Livery key, or a missing END line, is refused",
        arguments: [
            (
                "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n",
                "its label 'PRIVATE KEY' is not"
            ),
            ("-----BEGIN LIVERY ED25519 PRIVATE KEY-----\nNvvMDCLXz6gc1/fcZjslO0lodC3kPmX/VxXlHh1nDn8=\n", "no '-----END LIVERY"),
        ])
    func badLabels(text: String, expected: String) throws {
        let (folder, _) = try keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("odd.private").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: key))
        let result = livery("skin", "pack", Self.ocean, "-o", folder.appendingPathComponent("o.skin").path, "--key", key)
        #expect(result.status == 1)
        #expect(result.err.contains(expected), "\(result.err)")
    }

    /// A copy of a labelled key file in the bare format (its base64 line alone), named `bare.KIND`.
    static func bareCopy(of labelled: String, in folder: URL) throws -> String {
        let lines = try String(contentsOfFile: labelled, encoding: .utf8).split(separator: "\n")
        let copy = folder.appendingPathComponent("bare." + URL(fileURLWithPath: labelled).pathExtension).path
        try Data((lines[1] + "\n").utf8).write(to: URL(fileURLWithPath: copy))
        return copy
    }
}
