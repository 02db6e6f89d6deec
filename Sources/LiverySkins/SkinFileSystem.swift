import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations ``SkinStore`` makes, as a seam: tests inject failures through it
/// (permission bits cannot make writes fail when running as root).
package protocol SkinFileSystem: Sendable {
    /// Creates a folder and any missing parents.
    func createDirectory(at url: URL) throws
    /// Writes a new file.
    func write(_ data: Data, to url: URL) throws
    /// Reads a file.
    func read(at url: URL) throws -> Data
    /// The names in a folder.
    func contentsOfDirectory(at url: URL) throws -> [String]
    /// Moves an item to a path that does not exist yet.
    func moveItem(at source: URL, to destination: URL) throws
    /// Creates a symbolic link at `url` pointing to `destination` (a relative path).
    func createSymbolicLink(at url: URL, destination: String) throws
    /// Where a symbolic link points.
    func destinationOfSymbolicLink(at url: URL) throws -> String
    /// Atomically replaces `destination` with `source` (`rename(2)`).
    func rename(_ source: URL, to destination: URL) throws
    /// Removes a file, link or folder tree.
    func removeItem(at url: URL) throws
    /// Whether something (a file, a folder or a link, even a dangling one) is at `url`.
    func itemExists(at url: URL) -> Bool
    /// Appends to a file, creating it when missing (downloads are written this way).
    func append(_ data: Data, to url: URL) throws
    /// Keeps an item out of device backups (`isExcludedFromBackup`; nothing to do where there are none).
    func excludeFromBackup(_ url: URL) throws
}

extension SkinFileSystem {
    /// Appends with a `FileHandle`, creating the file when missing.
    package func append(_ data: Data, to url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            try data.write(to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    /// Sets `isExcludedFromBackup` (honoured by device backups on Apple platforms; accepted and
    /// without effect on Linux).
    package func excludeFromBackup(_ url: URL) throws {
        var values = URLResourceValues()
        values.isExcludedFromBackup = true
        var url = url
        try url.setResourceValues(values)
    }
}

/// The real file system: `FileManager` plus `rename(2)` (`FileManager.replaceItemAt` loses files on Linux).
package struct DefaultSkinFileSystem: SkinFileSystem {
    /// The real file system.
    package init() {}

    /// Creates a folder and any missing parents.
    package func createDirectory(at url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes a new file, failing if one exists.
    package func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .withoutOverwriting)
    }

    /// Reads a file.
    package func read(at url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    /// The names in a folder.
    package func contentsOfDirectory(at url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path)
    }

    /// Moves an item (a rename within one file system).
    package func moveItem(at source: URL, to destination: URL) throws {
        try FileManager.default.moveItem(at: source, to: destination)
    }

    /// Creates a symbolic link.
    package func createSymbolicLink(at url: URL, destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// Where a symbolic link points.
    package func destinationOfSymbolicLink(at url: URL) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }

    /// `rename(2)`: atomically replaces `destination` (a file or link) with `source`.
    package func rename(_ source: URL, to destination: URL) throws {
        let result = source.withUnsafeFileSystemRepresentation { from in
            destination.withUnsafeFileSystemRepresentation { to -> Int32 in
                guard let from, let to else { return -1 }
                return posixRename(from, to)
            }
        }
        guard result == 0 else {
            throw SkinError.writeFailed(path: destination.path, reason: "rename failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Removes a file, link or folder tree.
    package func removeItem(at url: URL) throws {
        try FileManager.default.removeItem(at: url)
    }

    /// Whether anything, even a dangling link, is at `url`.
    package func itemExists(at url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}

/// `rename(2)` from the C library (a free function, so the name is not the method's).
private func posixRename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
    rename(from, to)
}
