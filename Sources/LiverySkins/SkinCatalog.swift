import Crypto
import Foundation

/// A signed list of skin packages (`index.json`), static bytes any web server, object store or
/// CDN can serve. Its detached Ed25519 signature over the file's bytes, base64, sits beside it in
/// `index.json.sig`.
///
/// ```json
/// {
///   "entries" : [
///     { "id" : "com.example.ocean", "preview" : "images/wave.png", "sha256" : "…",
///       "signature" : "…", "size" : 1234, "url" : "ocean.skin", "version" : "1.2.0" }
///   ],
///   "formatVersion" : 1
/// }
/// ```
///
/// The file carries no date so the same packages always give the same bytes.
public struct SkinCatalog: Codable, Sendable, Equatable {
    /// One package in the catalog.
    public struct Entry: Codable, Sendable, Equatable {
        /// The skin's id.
        public var id: String
        /// The skin's version.
        public var version: SemanticVersion
        /// The package's location relative to the catalog (a file name beside `index.json`).
        public var url: String
        /// The package's size in bytes.
        public var size: Int64
        /// The package's SHA-256, lowercase hex.
        public var sha256: String
        /// The package's Ed25519 signature, base64 (the same text as its `.sig` file).
        public var signature: String
        /// The preview image's path inside the package, if the skin has one.
        public var preview: String?

        /// A catalog entry.
        public init(
            id: String, version: SemanticVersion, url: String, size: Int64, sha256: String, signature: String,
            preview: String? = nil
        ) {
            self.id = id
            self.version = version
            self.url = url
            self.size = size
            self.sha256 = sha256
            self.signature = signature
            self.preview = preview
        }
    }

    /// The catalog format this code writes and reads.
    public static let currentFormatVersion = 1
    /// The catalog's file name.
    public static let fileName = "index.json"

    /// The catalog's format version.
    public var formatVersion: Int
    /// The packages, sorted by id then version.
    public var entries: [Entry]

    /// A catalog of `entries`.
    public init(formatVersion: Int = SkinCatalog.currentFormatVersion, entries: [Entry]) {
        self.formatVersion = formatVersion
        self.entries = entries
    }

    /// The newest entry for `id`, if any.
    public func latest(id: String) -> Entry? {
        entries.filter { $0.id == id }.max { $0.version < $1.version }
    }

    /// The catalog as deterministic JSON: sorted keys, indented, a final newline.
    public func encoded() throws(SkinError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(self)
            data.append(0x0A)
            return data
        } catch {
            throw .catalogInvalid(reason: "\(error)")
        }
    }

    /// Reads a catalog from JSON (no signature check).
    public static func decode(_ data: Data) throws(SkinError) -> SkinCatalog {
        let catalog: SkinCatalog
        do {
            catalog = try JSONDecoder().decode(SkinCatalog.self, from: data)
        } catch let error as DecodingError {
            throw .catalogInvalid(reason: SkinError.describe(error))
        } catch {
            throw .catalogInvalid(reason: "\(error)")
        }
        guard catalog.formatVersion >= 1, catalog.formatVersion <= currentFormatVersion else {
            throw .unsupportedFormat(required: catalog.formatVersion, supported: currentFormatVersion)
        }
        for entry in catalog.entries {
            guard SkinManifest.isSafePath(entry.url) || entry.url.hasPrefix("https://") || entry.url.hasPrefix("http://") else {
                throw .catalogInvalid(reason: "the entry \(entry.id) \(entry.version) has an unsafe url '\(entry.url)'")
            }
        }
        return catalog
    }

    /// Checks `data` (the bytes of `index.json`) against `signature` (the bytes of `index.json.sig`:
    /// base64 text, surrounding whitespace ignored) with any of `trustedKeys`, then decodes it.
    public static func verify(
        data: Data, signature: Data, trustedKeys: [Curve25519.Signing.PublicKey]
    ) throws(SkinError) -> SkinCatalog {
        guard !trustedKeys.isEmpty else { throw .noTrustedKeys }
        let raw = try SkinSigner.decodeSignature(signature, path: fileName + ".sig")
        guard trustedKeys.contains(where: { $0.isValidSignature(raw, for: data) }) else {
            throw .signatureMismatch(trustedKeys: trustedKeys.count)
        }
        return try decode(data)
    }
}

extension SkinSigner {
    /// The raw 64 bytes of a detached signature file's contents (base64 text).
    static func decodeSignature(_ data: Data, path: String) throws(SkinError) -> Data {
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let raw = Data(base64Encoded: text)
        else { throw .signatureUnreadable(path: path, reason: "not base64 text") }
        guard raw.count == 64 else {
            throw .signatureUnreadable(path: path, reason: "\(raw.count) bytes where an Ed25519 signature has 64")
        }
        return raw
    }
}

/// Builds a signed catalog from a folder of packed skins (`*.skin` or `*.zip`, each with its `.sig`).
///
/// Every package is verified against its signature and manifest before it is listed; a package
/// that fails stops the build.
///
/// ```swift
/// let key = try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: "release.private"))
/// let catalog = try SkinCatalogBuilder(signingKey: key)
///     .write(folder: URL(fileURLWithPath: "dist"), to: URL(fileURLWithPath: "dist/index.json"))
/// ```
public struct SkinCatalogBuilder: Sendable {
    /// The package extensions scanned.
    public static let packageExtensions: Set<String> = ["skin", "zip"]

    /// The raw signing key (stored raw: swift-crypto's key types are not `Sendable` everywhere).
    let signingKeyData: Data
    /// Extra keys the packages may be signed with (the signing key's public key is always trusted).
    var trustedKeyData: [Data]

    /// A builder signing the catalog with `signingKey`; packages must be signed by it or by one of `trustedKeys`.
    public init(signingKey: Curve25519.Signing.PrivateKey, trustedKeys: [Curve25519.Signing.PublicKey] = []) {
        signingKeyData = signingKey.rawRepresentation
        trustedKeyData = trustedKeys.map(\.rawRepresentation)
    }

    func signingKey() throws(SkinError) -> Curve25519.Signing.PrivateKey {
        do {
            return try Curve25519.Signing.PrivateKey(rawRepresentation: signingKeyData)
        } catch {
            throw .keyUnreadable(path: "<signing key>", reason: "not an Ed25519 private key")
        }
    }

    /// The catalog of the packages in `folder`, sorted by id then version.
    public func build(folder: URL) throws(SkinError) -> SkinCatalog {
        let key = try signingKey()
        let keys = [key.publicKey] + trustedKeyData.compactMap { try? Curve25519.Signing.PublicKey(rawRepresentation: $0) }
        let verifier = SkinVerifier(trustedKeys: keys)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasPrefix(".") && Self.packageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted()
        } catch {
            throw .sourceInvalid(path: folder.path, reason: error.localizedDescription)
        }
        var entries: [SkinCatalog.Entry] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let signatureURL = SkinSigner.signatureURL(for: url)
            let package: Data
            let signatureFile: Data
            do {
                package = try Data(contentsOf: url)
            } catch {
                throw .packageUnreadable(path: url.path, reason: error.localizedDescription)
            }
            do {
                signatureFile = try Data(contentsOf: signatureURL)
            } catch {
                throw .signatureUnreadable(
                    path: signatureURL.path, reason: "cannot read the file (\(error.localizedDescription))")
            }
            let raw = try SkinSigner.decodeSignature(signatureFile, path: signatureURL.path)
            let manifest = try verifier.verify(package: package, signature: raw)
            entries.append(
                SkinCatalog.Entry(
                    id: manifest.id, version: manifest.version, url: name, size: Int64(package.count),
                    sha256: SkinSigner.sha256Hex(package), signature: raw.base64EncodedString(), preview: manifest.preview))
        }
        entries.sort { ($0.id, $0.version) < ($1.id, $1.version) }
        return SkinCatalog(entries: entries)
    }

    /// Builds the catalog of `folder`, writes it to `output` and its signature to `output.sig`, and returns it.
    @discardableResult
    public func write(folder: URL, to output: URL) throws(SkinError) -> SkinCatalog {
        let catalog = try build(folder: folder)
        let data = try catalog.encoded()
        let signature = try SkinSigner.sign(data, with: try signingKey())
        try SkinPacker.write(data, to: output)
        try SkinPacker.write(Data((signature + "\n").utf8), to: SkinSigner.signatureURL(for: output))
        return catalog
    }
}
