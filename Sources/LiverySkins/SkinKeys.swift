import Crypto
import Foundation

/// Ed25519 signing keys for skins: `NAME.private` signs packages (keep it secret), `NAME.public`
/// is what apps trust.
///
/// A key file says what it holds: the base64 of the 32-byte raw key between PEM-style lines,
///
/// ```text
/// -----BEGIN LIVERY ED25519 PRIVATE KEY-----
/// NvvMDCLXz6gc1/fcZjslO0lodC3kPmX/VxXlHh1nDn8=
/// -----END LIVERY ED25519 PRIVATE KEY-----
/// ```
///
/// (`PUBLIC KEY` for a public key). Files written before the labels (the bare base64 line) still
/// read; as a bare private and a bare public key are both 32 bytes, such a file's kind is taken from
/// its extension (`.private`, `.public`) when it has one. A file that is, by its label or its
/// extension, the other kind of key is refused with ``SkinError/keyKindMismatch(path:holds:)``.
public enum SkinKeys {
    /// Which half of a key pair a file holds.
    public enum Kind: String, Sendable, Equatable {
        /// The private key, which signs (`NAME.private`).
        case `private`
        /// The public key, which verifies (`NAME.public`).
        case `public`

        /// The file label's words: `LIVERY ED25519 PRIVATE KEY` or `LIVERY ED25519 PUBLIC KEY`.
        package var label: String { "LIVERY ED25519 \(rawValue.uppercased()) KEY" }
    }

    /// Generates a key pair and writes `NAME.private` (mode 0600) and `NAME.public` beside `base`
    /// (`base` is the path without extension), each with its label. Refuses to overwrite existing files.
    @discardableResult
    package static func generate(writingTo base: URL) throws(SkinError) -> (privateKey: URL, publicKey: URL) {
        let privateURL = URL(fileURLWithPath: base.path + ".private")
        let publicURL = URL(fileURLWithPath: base.path + ".public")
        for url in [privateURL, publicURL] where FileManager.default.fileExists(atPath: url.path) {
            throw .keyExists(path: url.path)
        }
        let key = Curve25519.Signing.PrivateKey()
        try write(text(of: key.rawRepresentation, kind: .private), to: privateURL, permissions: 0o600)
        try write(text(of: key.publicKey.rawRepresentation, kind: .public), to: publicURL, permissions: 0o644)
        return (privateURL, publicURL)
    }

    /// The text of a key file holding `raw` (32 bytes) of `kind`: the label, the base64, the end label.
    package static func text(of raw: Data, kind: Kind) -> String {
        "-----BEGIN \(kind.label)-----\n\(raw.base64EncodedString())\n-----END \(kind.label)-----\n"
    }

    /// Reads a private key file. A public key (by its label, or a bare file named `.public`) is
    /// refused with ``SkinError/keyKindMismatch(path:holds:)``.
    package static func loadPrivateKey(from url: URL) throws(SkinError) -> Curve25519.Signing.PrivateKey {
        let raw = try rawKey(at: url, kind: .private)
        do {
            return try Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "not an Ed25519 private key")
        }
    }

    /// Reads a public key file. A private key (by its label, or a bare file named `.private`) is
    /// refused with ``SkinError/keyKindMismatch(path:holds:)``.
    public static func loadPublicKey(from url: URL) throws(SkinError) -> Curve25519.Signing.PublicKey {
        let raw = try rawKey(at: url, kind: .public)
        do {
            return try Curve25519.Signing.PublicKey(rawRepresentation: raw)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "not an Ed25519 public key")
        }
    }

    /// The 32 raw bytes of a key file that must hold a key of `kind`: the base64 between its
    /// labels, or the whole text of a bare file; surrounding whitespace ignored.
    static func rawKey(at url: URL, kind expected: Kind) throws(SkinError) -> Data {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .keyUnreadable(path: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines) else {
            throw .keyUnreadable(path: url.path, reason: "not base64 text")
        }
        var body = text
        if let label = label(in: text) {
            guard let kind = Kind.allLabelled[label] else {
                throw .keyUnreadable(
                    path: url.path,
                    reason: "its label '\(label)' is not \(Kind.private.label) or \(Kind.public.label)")
            }
            guard kind == expected else { throw .keyKindMismatch(path: url.path, holds: kind) }
            var lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            guard lines.count >= 2, lines.last == "-----END \(label)-----" else {
                throw .keyUnreadable(path: url.path, reason: "no '-----END \(label)-----' line")
            }
            lines.removeFirst()
            lines.removeLast()
            body = lines.joined()
        }
        guard let raw = Data(base64Encoded: body) else {
            throw .keyUnreadable(path: url.path, reason: "not base64 text")
        }
        guard raw.count == 32 else {
            throw .keyUnreadable(path: url.path, reason: "\(raw.count) bytes where an Ed25519 key has 32")
        }
        // A bare key (no label) is either half: its extension, when it has one, says which.
        if label(in: text) == nil, let kind = Kind(rawValue: url.pathExtension.lowercased()), kind != expected {
            throw .keyKindMismatch(path: url.path, holds: kind)
        }
        return raw
    }

    /// The words of the text's `-----BEGIN …-----` first line, if it has one.
    static func label(in text: String) -> String? {
        guard let first = text.split(whereSeparator: \.isNewline).first?.trimmingCharacters(in: .whitespaces),
            first.hasPrefix("-----BEGIN "), first.hasSuffix("-----"), first.count > 16
        else { return nil }
        return String(first.dropFirst(11).dropLast(5))
    }

    /// The path of the key file of the other kind beside `path` (`NAME.public` ↔ `NAME.private`),
    /// or `nil` when `path` has neither extension.
    package static func counterpart(of path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        guard let kind = Kind(rawValue: url.pathExtension.lowercased()) else { return nil }
        let other: Kind = kind == .private ? .public : .private
        return String(path.dropLast(url.pathExtension.count)) + other.rawValue
    }

    static func write(_ text: String, to url: URL, permissions: Int) throws(SkinError) {
        let created = FileManager.default.createFile(
            atPath: url.path, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
        guard created else { throw .writeFailed(path: url.path, reason: "the file could not be created") }
    }
}

extension SkinKeys.Kind {
    /// Each kind by its label's words.
    static let allLabelled: [String: SkinKeys.Kind] = [
        SkinKeys.Kind.private.label: .private, SkinKeys.Kind.public.label: .public,
    ]
}
