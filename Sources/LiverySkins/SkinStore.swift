import Crypto
import Foundation
import Livery
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of installed skins, installed atomically and rolled back on demand.
///
/// ```
/// STORE/
///   .staging/ID/           unpacked packages being checked, removed skins on their way out (hidden: bookkeeping)
///   .locks/                one lock file per skin id, serialising installs across processes
///   .catalogs/             per catalog URL, the highest catalog sequence accepted (replays refused below it)
///   com.example.ocean/
///     1.2.0/               the previous version, kept for rollback
///     1.3.0/               manifest.json, tokens/, images/, fonts/
///     current -> 1.3.0     a symbolic link replaced atomically with rename(2)
/// ```
///
/// Installing verifies the package's signature and contents, unpacks it into `.staging/ID/` with
/// path, type and size checks, checks the files against the manifest, validates the token documents,
/// checks the required tokens, then moves the folder to `ID/VERSION/` and switches `ID/current`
/// (a first install renames the whole staged `ID/` folder, version and link, into place).
/// Any failure leaves every non-hidden entry exactly as it was and names the failed step
/// (``SkinError/installFailed(step:reason:)``). Installs of the same id are serialised, in this
/// process and across processes.
///
/// A process killed midway (`SIGKILL`, a crash) leaves the old state or the new one, never a mix:
/// the next install, rollback or removal of the id first clears what it left (its staging folder,
/// a temporary link, a version folder moved in but never switched to), so repeating the command
/// succeeds. `SkinCrashTests` kills the `livery` commands at every file operation to check this.
///
/// ```swift
/// let store = SkinStore(folder: URL(fileURLWithPath: "Skins"), requiredTokens: ["color.accent"])
/// let manifest = try store.install(packageAt: packageURL, signatureAt: packageURL.appendingPathExtension("sig"),
///                                  trustedKeys: [publicKey])
/// let folder = try store.currentFolder(id: manifest.id)
/// ```
public final class SkinStore: Sendable {
    /// Bounds on what a package may unpack to (against zip bombs).
    public struct Limits: Sendable, Equatable {
        /// The most entries a package may hold.
        public var maximumEntryCount: Int
        /// The most uncompressed bytes all entries together may hold.
        public var maximumUncompressedSize: Int64
        /// The largest package file accepted.
        public var maximumPackageSize: Int64

        /// Limits; the defaults suit skins of colours, fonts and a few images.
        public init(
            maximumEntryCount: Int = 10_000, maximumUncompressedSize: Int64 = 256 * 1024 * 1024,
            maximumPackageSize: Int64 = 256 * 1024 * 1024
        ) {
            self.maximumEntryCount = maximumEntryCount
            self.maximumUncompressedSize = maximumUncompressedSize
            self.maximumPackageSize = maximumPackageSize
        }
    }

    /// An installed skin.
    public struct Installed: Sendable, Equatable {
        /// The skin's id.
        public var id: String
        /// Its current version.
        public var version: SemanticVersion
    }

    /// The store's folder.
    public let folder: URL
    /// Tokens every installed skin must define, in every selection.
    public let requiredTokens: Set<String>
    /// The unpacking limits.
    public let limits: Limits
    /// The file operations (a seam for tests).
    package let fileSystem: any SkinFileSystem
    /// In-process locks per id (lock files alone would do, but keep threads from spinning on them).
    let locks = IDLocks()

    /// The name of the pointer to the current version inside a skin's folder.
    package static let currentName = "current"
    static let stagingName = ".staging"
    static let locksName = ".locks"

    /// A store in `folder` (created when needed).
    public convenience init(folder: URL, requiredTokens: Set<String> = [], limits: Limits = Limits()) {
        self.init(folder: folder, requiredTokens: requiredTokens, limits: limits, fileSystem: DefaultSkinFileSystem())
    }

    /// A store whose file operations go through `fileSystem` (the tests' seam for failing writes).
    package init(
        folder: URL, requiredTokens: Set<String> = [], limits: Limits = Limits(),
        fileSystem: any SkinFileSystem
    ) {
        self.folder = folder
        self.requiredTokens = requiredTokens
        self.limits = limits
        self.fileSystem = fileSystem
    }

    // MARK: Reading

    /// Every installed skin and its current version, sorted by id.
    public func installed() throws(SkinError) -> [Installed] {
        guard fileSystem.itemExists(at: folder) else { return [] }
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(at: folder)
        } catch {
            throw .packageUnreadable(path: folder.path, reason: error.localizedDescription)
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { id in
            currentVersion(id: id).map { Installed(id: id, version: $0) }
        }
    }

    /// The folder of a skin's current version (`manifest.json`, `tokens/`…).
    public func currentFolder(id: String) throws(SkinError) -> URL {
        guard let version = currentVersion(id: id) else { throw .notInstalled(id: id) }
        return skinFolder(id).appendingPathComponent(version.description)
    }

    /// The current version of `id`, or `nil` when it is not installed.
    public func currentVersion(id: String) -> SemanticVersion? {
        guard Self.isSafeID(id),
            let destination = try? fileSystem.destinationOfSymbolicLink(
                at: skinFolder(id).appendingPathComponent(Self.currentName))
        else { return nil }
        return SemanticVersion(destination)
    }

    /// The versions of `id` present in the store, oldest first.
    public func versions(id: String) -> [SemanticVersion] {
        guard Self.isSafeID(id), let names = try? fileSystem.contentsOfDirectory(at: skinFolder(id)) else { return [] }
        return names.filter { !$0.hasPrefix(".") && $0 != Self.currentName }.compactMap(SemanticVersion.init).sorted()
    }

    func skinFolder(_ id: String) -> URL { folder.appendingPathComponent(id) }

    /// The hidden folder of `id`'s operations in progress: staged versions, removed skins. Only
    /// the holder of the id's lock uses it, so whatever is there when the lock is taken was left
    /// by an operation killed midway.
    func stagingFolder(_ id: String) -> URL { folder.appendingPathComponent(Self.stagingName).appendingPathComponent(id) }

    static func isSafeID(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && !id.contains("/") && SkinManifest.isSafePath(id) && id != currentName
    }

    // MARK: Installing

    /// Installs the package at `packageAt` after checking it against the signature at
    /// `signatureAt` with any of `trustedKeys`, and returns its manifest. The version must be newer
    /// than the installed one; the installed one is kept for ``rollback(id:)``.
    @discardableResult
    public func install(
        packageAt packageURL: URL, signatureAt signatureURL: URL, trustedKeys: [Curve25519.Signing.PublicKey]
    ) throws(SkinError) -> SkinManifest {
        let package = try step(Step.verify) { () throws(SkinError) -> Data in try readPackage(packageURL) }
        let signature = try step(Step.verify) { () throws(SkinError) -> Data in
            do {
                return try fileSystem.read(at: signatureURL)
            } catch {
                throw .signatureUnreadable(
                    path: signatureURL.path, reason: "cannot read the file (\(error.localizedDescription))")
            }
        }
        return try install(package: package, signature: signature, signaturePath: signatureURL.path, trustedKeys: trustedKeys)
    }

    /// Installs a package held in memory (a download) after checking it against `signature` (the
    /// contents of its `.sig` file: base64 text) with any of `trustedKeys`, and returns its manifest.
    @discardableResult
    public func install(
        package: Data, signature: Data, trustedKeys: [Curve25519.Signing.PublicKey]
    ) throws(SkinError) -> SkinManifest {
        try install(package: package, signature: signature, signaturePath: "<signature>", trustedKeys: trustedKeys)
    }

    /// The checked install; `expecting` is the id and version a catalog entry promised.
    func install(
        package: Data, signature: Data, signaturePath: String, trustedKeys: [Curve25519.Signing.PublicKey],
        expecting: (id: String, version: SemanticVersion)? = nil
    ) throws(SkinError) -> SkinManifest {
        let manifest = try step(Step.verify) { () throws(SkinError) -> SkinManifest in
            guard Int64(package.count) <= limits.maximumPackageSize else {
                throw .packageUnreadable(
                    path: signaturePath, reason: "\(package.count) bytes, more than the \(limits.maximumPackageSize) allowed")
            }
            let raw = try SkinSigner.decodeSignature(signature, path: signaturePath)
            let verifier = SkinVerifier(
                trustedKeys: trustedKeys, maximumEntryCount: limits.maximumEntryCount,
                maximumUncompressedSize: limits.maximumUncompressedSize)
            return try verifier.verify(package: package, signature: raw)
        }
        let id = manifest.id
        try step(Step.verify) { () throws(SkinError) in
            guard Self.isSafeID(id) else { throw .manifestInvalid(reason: "id '\(id)' cannot name a folder") }
            if let expecting, expecting.id != id || expecting.version != manifest.version {
                throw .manifestInvalid(
                    reason:
                        "the package is \(id) \(manifest.version), the catalog entry says \(expecting.id) \(expecting.version)")
            }
        }
        return try withLock(id: id, step: Step.lock) { () throws(SkinError) -> SkinManifest in
            try install(package: package, manifest: manifest)
        }
    }

    /// The locked part of an install.
    func install(package: Data, manifest: SkinManifest) throws(SkinError) -> SkinManifest {
        let id = manifest.id
        announce(Step.version)
        let previous = currentVersion(id: id)
        if let previous, manifest.version <= previous {
            throw .installFailed(step: Step.version, reason: .downgrade(id: id, installed: previous, offered: manifest.version))
        }
        let skinFolder = skinFolder(id)
        let stagingFolder = stagingFolder(id)
        // `staged` becomes ID/ on a first install; `stagedVersion` becomes ID/VERSION/.
        let staged = stagingFolder.appendingPathComponent(UUID().uuidString)
        let stagedVersion = staged.appendingPathComponent(manifest.version.description)
        defer {
            announce(named: Self.cleanupStepName)
            try? fileSystem.removeItem(at: stagingFolder)
        }
        try step(Step.unpack) { () throws(SkinError) in try unpack(package, into: stagedVersion) }
        try step(Step.files) { () throws(SkinError) in try checkFiles(in: stagedVersion, against: manifest) }
        let tokens = stagedVersion.appendingPathComponent(SkinLayout.tokens)
        try step(Step.validate) { () throws(SkinError) in
            let diagnostics = ThemeSpace.validate(contentsOf: tokens)
            if diagnostics.contains(where: { $0.severity == .error }) { throw .validationFailed(diagnostics) }
            let space: ThemeSpace
            do throws(ThemeSpace.Error) {
                space = try ThemeSpace(contentsOf: tokens)
            } catch {
                throw .validationFailed(error.diagnostics)
            }
            try SkinFiles.checkImagePaths(of: space, inside: stagedVersion)
        }
        try step(Step.requiredTokens) { () throws(SkinError) in try checkRequiredTokens(in: tokens) }

        let versionFolder = skinFolder.appendingPathComponent(manifest.version.description)
        if !fileSystem.itemExists(at: skinFolder.appendingPathComponent(Self.currentName)) {
            // A first install: the staged folder gets its version and its `current` link, then
            // one rename(2) puts the whole skin in place, so it appears complete or not at all.
            try step(Step.move) { () throws(SkinError) in try excludeFromBackup(stagedVersion) }
            try step(Step.switch) { () throws(SkinError) in
                let link = staged.appendingPathComponent(Self.currentName)
                do {
                    try fileSystem.createSymbolicLink(at: link, destination: manifest.version.description)
                } catch {
                    throw Self.writeError(error, path: link.path)
                }
                do {
                    // A folder without `current` is not an installed skin: what an older store left.
                    if fileSystem.itemExists(at: skinFolder) { try fileSystem.removeItem(at: skinFolder) }
                    try fileSystem.rename(staged, to: skinFolder)
                } catch {
                    throw Self.writeError(error, path: skinFolder.path)
                }
            }
            return manifest
        }

        // An update: move the version into ID/VERSION, then switch ID/current; undo the move if the switch fails.
        try step(Step.move) { () throws(SkinError) in
            try excludeFromBackup(stagedVersion)
            do {
                try fileSystem.moveItem(at: stagedVersion, to: versionFolder)
            } catch {
                throw Self.writeError(error, path: versionFolder.path)
            }
        }
        do {
            try switchCurrent(id: id, to: manifest.version)
        } catch {
            try? fileSystem.removeItem(at: versionFolder)
            throw .installFailed(step: Step.switch, reason: error)
        }
        // Keep the new version and the one before it; older ones go (failures here change nothing current).
        announce(named: Self.cleanupStepName)
        for version in versions(id: id) where version != manifest.version && version != previous {
            try? fileSystem.removeItem(at: skinFolder.appendingPathComponent(version.description))
        }
        return manifest
    }

    /// Keeps a staged version out of device backups: downloaded skins can be fetched again.
    func excludeFromBackup(_ folder: URL) throws(SkinError) {
        do {
            try fileSystem.excludeFromBackup(folder)
        } catch {
            throw Self.writeError(error, path: folder.path)
        }
    }

    /// Switches `ID/current` to `version` atomically: a new link under a hidden temporary name, renamed over the old.
    func switchCurrent(id: String, to version: SemanticVersion) throws(SkinError) {
        announce(Step.switch)
        let skinFolder = skinFolder(id)
        let temporary = skinFolder.appendingPathComponent(Self.temporaryLinkPrefix + UUID().uuidString)
        let current = skinFolder.appendingPathComponent(Self.currentName)
        do {
            try fileSystem.createSymbolicLink(at: temporary, destination: version.description)
        } catch {
            throw Self.writeError(error, path: temporary.path)
        }
        do {
            try fileSystem.rename(temporary, to: current)
        } catch {
            try? fileSystem.removeItem(at: temporary)
            throw Self.writeError(error, path: current.path)
        }
    }

    /// The name of `current`'s replacement before it is renamed over it.
    static let temporaryLinkPrefix = ".current-"

    /// Switches `id` back to its previous version and removes the version it leaves.
    @discardableResult
    public func rollback(id: String) throws(SkinError) -> SemanticVersion {
        guard Self.isSafeID(id), fileSystem.itemExists(at: skinFolder(id)) else { throw .notInstalled(id: id) }
        return try withLock(id: id) { () throws(SkinError) -> SemanticVersion in
            announce(Step.version)
            guard let current = currentVersion(id: id) else { throw .notInstalled(id: id) }
            guard let previous = versions(id: id).last(where: { $0 < current }) else { throw .noPreviousVersion(id: id) }
            try switchCurrent(id: id, to: previous)
            announce(named: Self.cleanupStepName)
            try? fileSystem.removeItem(at: skinFolder(id).appendingPathComponent(current.description))
            return previous
        }
    }

    /// Removes every version of `id`.
    public func remove(id: String) throws(SkinError) {
        guard Self.isSafeID(id), fileSystem.itemExists(at: skinFolder(id)) || fileSystem.itemExists(at: stagingFolder(id)) else {
            throw .notInstalled(id: id)
        }
        try withLock(id: id) { () throws(SkinError) in
            // Checked again under the lock: the leftovers of a removal killed midway are cleared by now.
            guard fileSystem.itemExists(at: skinFolder(id)) else { throw .notInstalled(id: id) }
            // Rename aside first so the skin disappears at once, then delete.
            announce(Step.move)
            let trash = stagingFolder(id).appendingPathComponent("removed-\(UUID().uuidString)")
            do {
                try fileSystem.createDirectory(at: stagingFolder(id))
            } catch {
                throw Self.writeError(error, path: stagingFolder(id).path)
            }
            do {
                try fileSystem.moveItem(at: skinFolder(id), to: trash)
            } catch {
                try? fileSystem.removeItem(at: stagingFolder(id))
                throw Self.writeError(error, path: skinFolder(id).path)
            }
            announce(named: Self.cleanupStepName)
            try? fileSystem.removeItem(at: stagingFolder(id))
        }
    }

    // MARK: Reading and checking the package

    func readPackage(_ url: URL) throws(SkinError) -> Data {
        let data: Data
        do {
            data = try fileSystem.read(at: url)
        } catch {
            throw .packageUnreadable(path: url.path, reason: error.localizedDescription)
        }
        guard Int64(data.count) <= limits.maximumPackageSize else {
            throw .packageUnreadable(
                path: url.path, reason: "\(data.count) bytes, more than the \(limits.maximumPackageSize) allowed")
        }
        return data
    }

    /// Unpacks `package` into `destination`, refusing unsafe paths, links, folders, duplicates and oversize contents.
    package func unpack(_ package: Data, into destination: URL) throws(SkinError) {
        let archive = try ZipStructure.openArchive(package)
        var seen = Set<String>()
        var entryLimits = ZipEntryLimits(
            maximumEntryCount: limits.maximumEntryCount, maximumUncompressedSize: limits.maximumUncompressedSize)
        var plan: [Entry] = []
        for entry in archive {
            let path = try entryLimits.admit(entry)
            guard seen.insert(path.lowercased()).inserted else { throw .duplicateEntry(path) }
            plan.append(entry)
        }
        do {
            try fileSystem.createDirectory(at: destination)
        } catch {
            throw Self.writeError(error, path: destination.path)
        }
        var written: Int64 = 0
        for entry in plan {
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    written += Int64(chunk.count)
                    guard written <= self.limits.maximumUncompressedSize else {
                        throw SkinError.archiveInvalid(
                            reason: "more than \(self.limits.maximumUncompressedSize) uncompressed bytes")
                    }
                    data.append(chunk)
                }
            } catch let error as SkinError {
                throw error
            } catch {
                throw .archiveInvalid(reason: "cannot extract '\(entry.path)': \(error)")
            }
            let url = destination.appendingPathComponent(entry.path)
            do {
                try fileSystem.createDirectory(at: url.deletingLastPathComponent())
                try fileSystem.write(data, to: url)
            } catch {
                throw Self.writeError(error, path: url.path)
            }
        }
    }

    /// Checks the unpacked files against the manifest: every listed file present with its size and hash, nothing else.
    func checkFiles(in staging: URL, against manifest: SkinManifest) throws(SkinError) {
        try SkinFiles.check(in: staging, against: manifest, fileSystem: fileSystem)
    }

    /// Checks that every selection of the skin's theme space defines every required token.
    func checkRequiredTokens(in tokens: URL) throws(SkinError) {
        guard !requiredTokens.isEmpty else { return }
        let space: ThemeSpace
        do {
            space = try ThemeSpace(contentsOf: tokens)
        } catch {
            throw .validationFailed(error.diagnostics)
        }
        var missing = Set<String>()
        for selection in space.allSelections {
            guard let theme = try? space.resolve(selection) else {
                missing.formUnion(requiredTokens)
                continue
            }
            for path in requiredTokens where theme.token(path) == nil { missing.insert(path) }
        }
        if !missing.isEmpty { throw .requiredTokensMissing(missing.sorted()) }
    }

    static func writeError(_ error: any Error, path: String) -> SkinError {
        if let error = error as? SkinError { return error }
        return .writeFailed(path: path, reason: SkinError.reason(for: error))
    }
}
