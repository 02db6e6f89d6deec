import Crypto
import Foundation
import ZIPFoundation

/// Checks a skin package: its detached signature against trusted public keys, then every entry
/// against the manifest (paths, types, sizes, SHA-256, nothing unlisted, nothing missing).
///
/// Several keys can be trusted at once so a publisher can rotate keys: a package signed by any
/// of them passes.
///
/// ```swift
/// let verifier = SkinVerifier(trustedKeys: [try SkinKeys.loadPublicKey(from: publicKeyURL)])
/// let manifest = try verifier.verify(packageAt: URL(fileURLWithPath: "ocean.skin"))
/// ```
package struct SkinVerifier: Sendable {
    /// The raw 32-byte trusted keys (stored raw: swift-crypto's key types are not `Sendable` on every platform).
    var trustedKeyData: [Data]

    /// The public keys a package's signature may come from.
    package var trustedKeys: [Curve25519.Signing.PublicKey] {
        get { trustedKeyData.compactMap { try? Curve25519.Signing.PublicKey(rawRepresentation: $0) } }
        set { trustedKeyData = newValue.map(\.rawRepresentation) }
    }
    /// The most entries a package may hold.
    package var maximumEntryCount: Int
    /// The most uncompressed bytes all entries together may hold.
    package var maximumUncompressedSize: Int64

    /// A verifier trusting `trustedKeys`, with limits against oversized archives.
    package init(
        trustedKeys: [Curve25519.Signing.PublicKey], maximumEntryCount: Int = 10_000,
        maximumUncompressedSize: Int64 = 512 * 1024 * 1024
    ) {
        self.trustedKeyData = trustedKeys.map(\.rawRepresentation)
        self.maximumEntryCount = maximumEntryCount
        self.maximumUncompressedSize = maximumUncompressedSize
    }

    /// Verifies the package at `url` against its signature (by default `url.sig`) and returns its manifest.
    @discardableResult
    package func verify(packageAt url: URL, signatureAt signatureURL: URL? = nil) throws(SkinError) -> SkinManifest {
        let signatureURL = signatureURL ?? SkinSigner.signatureURL(for: url)
        let package: Data
        do {
            package = try Data(contentsOf: url)
        } catch {
            throw .packageUnreadable(path: url.path, reason: error.localizedDescription)
        }
        let signature: Data
        do {
            signature = try Data(contentsOf: signatureURL)
        } catch {
            throw .signatureUnreadable(path: signatureURL.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: signature, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let raw = Data(base64Encoded: text)
        else { throw .signatureUnreadable(path: signatureURL.path, reason: "not base64 text") }
        guard raw.count == 64 else {
            throw .signatureUnreadable(path: signatureURL.path, reason: "\(raw.count) bytes where an Ed25519 signature has 64")
        }
        return try verify(package: package, signature: raw)
    }

    /// Verifies package bytes against a raw 64-byte signature and returns the manifest.
    @discardableResult
    package func verify(package: Data, signature: Data) throws(SkinError) -> SkinManifest {
        let keys = trustedKeys
        guard !keys.isEmpty else { throw .noTrustedKeys }
        guard keys.contains(where: { $0.isValidSignature(signature, for: package) }) else {
            throw .signatureMismatch(trustedKeys: keys.count)
        }
        return try checkContents(of: package)
    }

    /// Checks the archive's entries against its manifest (no signature check) and returns the manifest.
    package func checkContents(of package: Data) throws(SkinError) -> SkinManifest {
        let archive = try ZipStructure.openArchive(package)
        var entries: [String: Entry] = [:]
        var entryLimits = ZipEntryLimits(
            maximumEntryCount: maximumEntryCount, maximumUncompressedSize: maximumUncompressedSize)
        for entry in archive {
            let path = try entryLimits.admit(entry)
            guard entries.updateValue(entry, forKey: path) == nil else { throw .duplicateEntry(path) }
        }
        guard let manifestEntry = entries.removeValue(forKey: SkinLayout.manifest) else { throw .manifestMissing }
        let manifest = try SkinManifest.decode(try contents(of: manifestEntry, in: archive, limit: 1024 * 1024))
        try SkinPacker.checkIdentity(manifest)

        var listed = Set<String>()
        for file in manifest.files {
            guard SkinManifest.isSafePath(file.path),
                let folder = file.path.split(separator: "/").first, SkinLayout.folders.contains(String(folder)),
                file.path.contains("/")
            else { throw .unsafePath(file.path) }
            guard listed.insert(file.path).inserted else { throw .manifestInvalid(reason: "'\(file.path)' is listed twice") }
        }
        for path in entries.keys.sorted() where !listed.contains(path) { throw .unlistedFile(path) }
        for file in manifest.files {
            guard let entry = entries[file.path] else { throw .missingFile(file.path) }
            let declared = Int64(clamping: entry.uncompressedSize)
            guard declared == file.size else {
                throw .sizeMismatch(path: file.path, expected: file.size, actual: declared)
            }
            let data = try contents(of: entry, in: archive, limit: file.size)
            guard Int64(data.count) == file.size else {
                throw .sizeMismatch(path: file.path, expected: file.size, actual: Int64(data.count))
            }
            let hash = SkinSigner.sha256Hex(data)
            guard hash == file.sha256.lowercased() else {
                throw .hashMismatch(path: file.path, expected: file.sha256, actual: hash)
            }
        }
        for document in manifest.documents where !listed.contains(document) || !document.hasPrefix(SkinLayout.tokens + "/") {
            throw .manifestInvalid(reason: "the document '\(document)' is not a file under \(SkinLayout.tokens)/")
        }
        if let preview = manifest.preview, !listed.contains(preview) {
            throw .manifestInvalid(reason: "the preview '\(preview)' is not a file of the skin")
        }
        return manifest
    }

    /// An entry's bytes, refusing more than `limit`.
    func contents(of entry: Entry, in archive: Archive, limit: Int64) throws(SkinError) -> Data {
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                guard Int64(data.count + chunk.count) <= limit else {
                    throw SkinError.sizeMismatch(path: entry.path, expected: limit, actual: Int64(data.count + chunk.count))
                }
                data.append(chunk)
            }
        } catch let error as SkinError {
            throw error
        } catch {
            throw .archiveInvalid(reason: "cannot extract '\(entry.path)': \(error)")
        }
        return data
    }
}
