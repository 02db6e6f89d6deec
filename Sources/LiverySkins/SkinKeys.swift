import Crypto
import Foundation

/// Ed25519 signing keys for skins, stored as base64 of the 32-byte raw key: `NAME.private`
/// signs packages (keep it secret), `NAME.public` is what apps trust.
public enum SkinKeys {
    /// Generates a key pair and writes `NAME.private` (mode 0600) and `NAME.public` beside `base`
    /// (`base` is the path without extension). Refuses to overwrite existing files.
    @discardableResult
    public static func generate(writingTo base: URL) throws(SkinError) -> (privateKey: URL, publicKey: URL) {
        let privateURL = URL(fileURLWithPath: base.path + ".private")
        let publicURL = URL(fileURLWithPath: base.path + ".public")
        for url in [privateURL, publicURL] where FileManager.default.fileExists(atPath: url.path) {
            throw .keyExists(path: url.path)
        }
        let key = Curve25519.Signing.PrivateKey()
        try write(key.rawRepresentation.base64EncodedString() + "\n", to: privateURL, permissions: 0o600)
        try write(key.publicKey.rawRepresentation.base64EncodedString() + "\n", to: publicURL, permissions: 0o644)
        return (privateURL, publicURL)
    }

    /// Reads a private key file.
    public static func loadPrivateKey(from url: URL) throws(SkinError) -> Curve25519.Signing.PrivateKey {
        let raw = try rawKey(at: url)
        do {
            return try Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "not an Ed25519 private key")
        }
    }

    /// Reads a public key file.
    public static func loadPublicKey(from url: URL) throws(SkinError) -> Curve25519.Signing.PublicKey {
        let raw = try rawKey(at: url)
        do {
            return try Curve25519.Signing.PublicKey(rawRepresentation: raw)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "not an Ed25519 public key")
        }
    }

    /// The 32 raw bytes of a key file: base64 text, surrounding whitespace ignored.
    static func rawKey(at url: URL) throws(SkinError) -> Data {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let raw = Data(base64Encoded: text)
        else { throw .keyUnreadable(path: url.path, reason: "not base64 text") }
        guard raw.count == 32 else {
            throw .keyUnreadable(path: url.path, reason: "\(raw.count) bytes where an Ed25519 key has 32")
        }
        return raw
    }

    static func write(_ text: String, to url: URL, permissions: Int) throws(SkinError) {
        let created = FileManager.default.createFile(
            atPath: url.path, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
        guard created else { throw .writeFailed(path: url.path, reason: "the file could not be created") }
    }
}
