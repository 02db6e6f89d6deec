import Crypto
import Foundation
import Livery
import ZIPFoundation

/// Packs a skin source folder into a signed, deterministic package.
///
/// The source folder holds `skin.json` (id, displayName, version, author, optional preview and
/// minimumFormatVersion), `tokens/` (a theme space folder of token documents), and optionally
/// `images/` and `fonts/`. Hidden files are skipped; anything else is refused.
///
/// The package is a zip with `manifest.json` first and then every file sorted by path, stored
/// uncompressed (compressors differ between platforms and versions) with a fixed date and fixed
/// permissions, so the same source always gives the same bytes. The Ed25519 signature of those
/// bytes, base64, goes in a detached `FILE.sig`.
///
/// ```swift
/// let key = try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: "release.private"))
/// let manifest = try SkinPacker().pack(source: URL(fileURLWithPath: "ocean-skin"),
///                                      to: URL(fileURLWithPath: "dist/ocean.skin"), signingKey: key)
/// ```
package struct SkinPacker: Sendable {
    /// A packer. The token documents must validate (``/Livery/ThemeSpace/validate()``): errors stop
    /// the pack; rule-based lint (`livery lint`) is the tools' and runs before packing in the CLI.
    package init() {}

    /// The modification date of every entry: 1980-01-01 00:00:00 UTC, the zip format's first day.
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)
    /// The permissions of every entry.
    static let entryPermissions: UInt16 = 0o644

    /// Validates the source, writes the package to `output` and its signature to `output.sig`, and
    /// returns the manifest. Validation warnings are returned in `warnings`.
    @discardableResult
    package func pack(
        source: URL, to output: URL, signingKey: Curve25519.Signing.PrivateKey
    ) throws(SkinError) -> (manifest: SkinManifest, warnings: [Diagnostic]) {
        let (manifest, files, warnings) = try prepare(source: source)
        var entries = [(path: SkinLayout.manifest, data: try encode(manifest))]
        entries += files
        let archive = try Self.archive(entries)
        let signature = try SkinSigner.sign(archive, with: signingKey)
        try Self.write(archive, to: output)
        try Self.write(Data((signature + "\n").utf8), to: SkinSigner.signatureURL(for: output))
        return (manifest, warnings)
    }

    /// Reads, checks and validates a source folder: its manifest (with the file list filled in) and files.
    func prepare(source: URL) throws(SkinError) -> (SkinManifest, [(path: String, data: Data)], [Diagnostic]) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .sourceInvalid(path: source.path, reason: "not a folder")
        }
        let descriptionURL = source.appendingPathComponent(SkinLayout.sourceDescription)
        guard let descriptionData = try? Data(contentsOf: descriptionURL) else {
            throw .sourceInvalid(
                path: source.path, reason: "no readable \(SkinLayout.sourceDescription) (id, displayName, version, author)")
        }
        var manifest = try SkinManifest.decode(descriptionData)
        try Self.checkIdentity(manifest)

        let top: [String]
        do {
            top = try manager.contentsOfDirectory(atPath: source.path).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw .sourceInvalid(path: source.path, reason: error.localizedDescription)
        }
        for name in top where name != SkinLayout.sourceDescription && !SkinLayout.folders.contains(name) {
            throw .sourceInvalid(
                path: source.appendingPathComponent(name).path,
                reason:
                    "a skin holds only \(SkinLayout.sourceDescription), \(SkinLayout.folders.map { $0 + "/" }.joined(separator: ", "))"
            )
        }
        let tokens = source.appendingPathComponent(SkinLayout.tokens)
        guard top.contains(SkinLayout.tokens) else {
            throw .sourceInvalid(path: source.path, reason: "no \(SkinLayout.tokens)/ folder of token documents")
        }

        var files: [(path: String, data: Data)] = []
        for folder in SkinLayout.folders where top.contains(folder) {
            files += try Self.files(in: source.appendingPathComponent(folder), prefix: folder)
        }
        files.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        manifest.files = files.map {
            SkinManifest.File(path: $0.path, sha256: SkinSigner.sha256Hex($0.data), size: Int64($0.data.count))
        }
        manifest.documents = files.map(\.path).filter {
            $0.hasPrefix(SkinLayout.tokens + "/")
                && SkinLayout.documentExtensions.contains(($0 as NSString).pathExtension.lowercased())
        }
        guard !manifest.documents.isEmpty else {
            throw .sourceInvalid(path: tokens.path, reason: "no token documents")
        }
        if let preview = manifest.preview, !manifest.files.contains(where: { $0.path == preview }) {
            throw .manifestInvalid(reason: "the preview '\(preview)' is not a file of the skin")
        }

        let diagnostics = ThemeSpace.validate(contentsOf: tokens)
        if diagnostics.contains(where: { $0.severity == .error }) { throw .validationFailed(diagnostics) }
        return (manifest, files, diagnostics.filter { $0.severity == .warning })
    }

    /// Checks the fields a source or package manifest must have.
    static func checkIdentity(_ manifest: SkinManifest) throws(SkinError) {
        let idCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        guard !manifest.id.isEmpty, manifest.id.allSatisfy(idCharacters.contains), !manifest.id.hasPrefix(".") else {
            throw .manifestInvalid(reason: "id '\(manifest.id)' must be letters, digits, '.', '-' or '_' and not start with '.'")
        }
        guard !manifest.displayName.isEmpty else { throw .manifestInvalid(reason: "displayName is empty") }
        guard manifest.minimumFormatVersion >= 1 else {
            throw .manifestInvalid(reason: "minimumFormatVersion must be 1 or more")
        }
        guard manifest.minimumFormatVersion <= SkinManifest.currentFormatVersion else {
            throw .unsupportedFormat(required: manifest.minimumFormatVersion, supported: SkinManifest.currentFormatVersion)
        }
    }

    /// Every regular file under `folder`, hidden ones skipped, as package paths under `prefix`.
    static func files(in folder: URL, prefix: String) throws(SkinError) -> [(path: String, data: Data)] {
        let manager = FileManager.default
        var result: [(path: String, data: Data)] = []
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw .sourceInvalid(path: folder.path, reason: error.localizedDescription)
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = prefix + "/" + name
            let type = (try? manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) ?? nil
            switch type {
            case .typeDirectory?:
                result += try files(in: url, prefix: path)
            case .typeRegular?:
                guard SkinManifest.isSafePath(path) else { throw .unsafePath(path) }
                do {
                    result.append((path, try Data(contentsOf: url)))
                } catch {
                    throw .sourceInvalid(path: url.path, reason: error.localizedDescription)
                }
            case .typeSymbolicLink?:
                throw .sourceInvalid(path: url.path, reason: "symbolic links cannot be packed")
            default:
                throw .sourceInvalid(path: url.path, reason: "not a regular file or folder")
            }
        }
        return result
    }

    func encode(_ manifest: SkinManifest) throws(SkinError) -> Data {
        do {
            return try manifest.encoded()
        } catch {
            throw .manifestInvalid(reason: "\(error)")
        }
    }

    /// A deterministic zip of `entries`, in the given order: stored, fixed date and permissions, no extra fields.
    static func archive(_ entries: [(path: String, data: Data)]) throws(SkinError) -> Data {
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            for entry in entries {
                let data = entry.data
                try archive.addEntry(
                    with: entry.path, type: .file, uncompressedSize: Int64(data.count),
                    modificationDate: entryDate, permissions: entryPermissions, compressionMethod: .none
                ) { position, size in
                    let start = Int(position)
                    return data.subdata(in: start..<min(start + size, data.count))
                }
            }
            guard let data = archive.data else { throw SkinError.archiveInvalid(reason: "the archive has no data") }
            return data
        } catch let error as SkinError {
            throw error
        } catch {
            throw .archiveInvalid(reason: "\(error)")
        }
    }

    /// Writes `data` atomically.
    /// Writes `data` atomically, creating the output's folder when missing.
    static func write(_ data: Data, to url: URL) throws(SkinError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: url.path, reason: SkinError.reason(for: error))
        }
    }
}

/// Ed25519 signatures and SHA-256 hashes of packages.
public enum SkinSigner {
    /// The detached signature's location: `FILE.sig` beside the package.
    public static func signatureURL(for package: URL) -> URL {
        URL(fileURLWithPath: package.path + ".sig")
    }

    /// The base64 Ed25519 signature of `data`.
    package static func sign(_ data: Data, with key: Curve25519.Signing.PrivateKey) throws(SkinError) -> String {
        do {
            return try key.signature(for: data).base64EncodedString()
        } catch {
            throw .writeFailed(path: "<signature>", reason: "signing failed: \(error)")
        }
    }

    /// Lowercase hex SHA-256 of `data`.
    package static func sha256Hex(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
