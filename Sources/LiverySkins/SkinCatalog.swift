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
///   "expires" : "2026-01-01T09:00:00Z",
///   "formatVersion" : 1,
///   "issued" : "2025-12-02T09:00:00Z",
///   "sequence" : 1764666000
/// }
/// ```
///
/// Like the timestamp role of The Update Framework, the catalog says when it was signed
/// (``issued``), until when clients may use it (``expires``) and where it stands among the
/// catalogs signed before it (``sequence``, higher for every new signing). The signature covers
/// the whole file, these fields included. ``SkinClient`` refuses a catalog past its expiry, one
/// with a lower sequence than the store already accepted from the same URL (an old catalog
/// replayed to keep clients on old versions), and one without these fields (signed by an older
/// `livery skin catalog`; sign it again). Publishers sign the catalog again before it expires
/// (`livery skin catalog` from a scheduled job).
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
        package init(
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
    package static let currentFormatVersion = 1
    /// The catalog's file name.
    package static let fileName = "index.json"

    /// The catalog's format version.
    public var formatVersion: Int
    /// The packages, sorted by id then version.
    public var entries: [Entry]
    /// When the catalog was signed (whole seconds, UTC in the file); `nil` in a catalog signed
    /// before catalogs carried it.
    public var issued: Date?
    /// When the catalog stops being valid: clients refuse it from then on (``SkinError/catalogExpired(expires:now:)``).
    /// `nil` in a catalog signed before catalogs carried it.
    public var expires: Date?
    /// The catalog's place among the catalogs signed for the same URL: every new signing has a
    /// higher one, and a store refuses a catalog below the highest it accepted
    /// (``SkinError/catalogReplayed(sequence:accepted:)``). `nil` in a catalog signed before
    /// catalogs carried it.
    public var sequence: UInt64?

    /// A catalog of `entries`, issued at `issued`, valid until `expires`, with `sequence`. The
    /// dates are rounded down to whole seconds, as the file holds them.
    package init(
        formatVersion: Int = SkinCatalog.currentFormatVersion, entries: [Entry], issued: Date? = nil, expires: Date? = nil,
        sequence: UInt64? = nil
    ) {
        self.formatVersion = formatVersion
        self.entries = entries
        self.issued = issued.map(Self.wholeSeconds)
        self.expires = expires.map(Self.wholeSeconds)
        self.sequence = sequence
    }

    /// `date` rounded down to a whole second (the precision of the file's ISO 8601 dates).
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// Checks that the catalog may be used at `now`: it carries an issue time, an expiry and a
    /// sequence, has not expired, and its sequence is not below `acceptedSequence` (the highest
    /// a store accepted from the same place; an equal sequence is the same catalog fetched again).
    ///
    /// ``SkinClient`` runs this check on every catalog it fetches, with the sequence its store remembers.
    package func checkFreshness(now: Date = Date(), acceptedSequence: UInt64? = nil) throws(SkinError) {
        guard issued != nil, let expires, let sequence else { throw .catalogUnsequenced }
        guard now < expires else { throw .catalogExpired(expires: expires, now: Self.wholeSeconds(now)) }
        if let acceptedSequence, sequence < acceptedSequence {
            throw .catalogReplayed(sequence: sequence, accepted: acceptedSequence)
        }
    }

    /// The newest entry for `id`, if any.
    public func latest(id: String) -> Entry? {
        entries.filter { $0.id == id }.max { $0.version < $1.version }
    }

    /// The catalog as deterministic JSON: sorted keys, indented, a final newline.
    package func encoded() throws(SkinError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            var data = try encoder.encode(self)
            data.append(0x0A)
            return data
        } catch {
            throw .catalogInvalid(reason: "\(error)")
        }
    }

    /// Reads a catalog from JSON (no signature check).
    package static func decode(_ data: Data) throws(SkinError) -> SkinCatalog {
        let catalog: SkinCatalog
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            catalog = try decoder.decode(SkinCatalog.self, from: data)
        } catch let error as DecodingError {
            throw .catalogInvalid(reason: SkinError.describe(error))
        } catch {
            throw .catalogInvalid(reason: "\(error)")
        }
        guard catalog.formatVersion >= 1, catalog.formatVersion <= currentFormatVersion else {
            throw .unsupportedFormat(required: catalog.formatVersion, supported: currentFormatVersion)
        }
        if let issued = catalog.issued, let expires = catalog.expires, expires <= issued {
            throw .catalogInvalid(
                reason: "it expires (\(expires.formatted(.iso8601))) no later than it was issued (\(issued.formatted(.iso8601)))")
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
    package static func verify(
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
/// that fails stops the build. The catalog is stamped with its issue time, an expiry
/// (``defaultValidity`` after it unless given) and a sequence (see ``write(folder:to:issued:expires:sequence:)``);
/// sign it again before it expires, or clients stop using it.
///
/// ```swift
/// let key = try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: "release.private"))
/// let catalog = try SkinCatalogBuilder(signingKey: key)
///     .write(folder: URL(fileURLWithPath: "dist"), to: URL(fileURLWithPath: "dist/index.json"))
/// ```
package struct SkinCatalogBuilder: Sendable {
    /// The package extensions scanned.
    package static let packageExtensions: Set<String> = ["skin", "zip"]
    /// How long a catalog stays valid when no expiry is given: 30 days.
    package static let defaultValidity: TimeInterval = 30 * 24 * 60 * 60

    /// The raw signing key (stored raw: swift-crypto's key types are not `Sendable` everywhere).
    let signingKeyData: Data
    /// Extra keys the packages may be signed with (the signing key's public key is always trusted).
    var trustedKeyData: [Data]

    /// A builder signing the catalog with `signingKey`; packages must be signed by it or by one of `trustedKeys`.
    package init(signingKey: Curve25519.Signing.PrivateKey, trustedKeys: [Curve25519.Signing.PublicKey] = []) {
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

    /// The catalog of the packages in `folder`, sorted by id then version, issued at `issued`,
    /// expiring at `expires` (default: ``defaultValidity`` after `issued`), with `sequence`
    /// (default: `issued` in whole seconds since 1970).
    package func build(
        folder: URL, issued: Date = Date(), expires: Date? = nil, sequence: UInt64? = nil
    ) throws(SkinError) -> SkinCatalog {
        let issued = SkinCatalog.wholeSeconds(issued)
        let expires = expires ?? issued.addingTimeInterval(Self.defaultValidity)
        guard SkinCatalog.wholeSeconds(expires) > issued else {
            throw .catalogInvalid(
                reason: "the expiry \(expires.formatted(.iso8601)) is not after the issue time \(issued.formatted(.iso8601))")
        }
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
        return SkinCatalog(
            entries: entries, issued: issued, expires: expires, sequence: sequence ?? Self.sequence(issuedAt: issued))
    }

    /// The default sequence of a catalog issued at `issued`: its whole seconds since 1970, so
    /// catalogs signed later have higher ones without any state kept between signings.
    static func sequence(issuedAt issued: Date) -> UInt64 {
        UInt64(clamping: Int64(issued.timeIntervalSince1970.rounded(.down)))
    }

    /// The sequence of the catalog already at `output`, if a readable one is there (its signature
    /// is not checked: it is only a floor for the next sequence).
    package static func existingSequence(at output: URL) -> UInt64? {
        guard let data = try? Data(contentsOf: output), let catalog = try? SkinCatalog.decode(data) else { return nil }
        return catalog.sequence
    }

    /// Builds the catalog of `folder` (see ``build(folder:issued:expires:sequence:)``), writes it
    /// to `output` and its signature to `output.sig`, and returns it.
    ///
    /// Without `sequence`, the sequence is the issue time in seconds, or one more than the
    /// sequence of the catalog already at `output` when that is higher, so it always rises. A
    /// `sequence` not above the existing catalog's is refused: clients that accepted that
    /// catalog would refuse this one as a replay.
    @discardableResult
    package func write(
        folder: URL, to output: URL, issued: Date = Date(), expires: Date? = nil, sequence: UInt64? = nil
    ) throws(SkinError) -> SkinCatalog {
        let previous = Self.existingSequence(at: output)
        let chosen: UInt64
        if let sequence {
            if let previous, sequence <= previous {
                throw .catalogInvalid(
                    reason:
                        "sequence \(sequence) is not above the sequence \(previous) of \(output.path): clients that accepted that catalog would refuse this one as a replay"
                )
            }
            chosen = sequence
        } else {
            let fromTime = Self.sequence(issuedAt: issued)
            chosen = previous.map { max(fromTime, $0 == .max ? $0 : $0 + 1) } ?? fromTime
        }
        let catalog = try build(folder: folder, issued: issued, expires: expires, sequence: chosen)
        let data = try catalog.encoded()
        let signature = try SkinSigner.sign(data, with: try signingKey())
        try SkinPacker.write(data, to: output)
        try SkinPacker.write(Data((signature + "\n").utf8), to: SkinSigner.signatureURL(for: output))
        return catalog
    }
}
