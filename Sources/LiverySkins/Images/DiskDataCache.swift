import Crypto
import Foundation

/// Bytes kept by a cache, with the validator the server sent for them.
public struct CachedData: Sendable, Hashable {
    /// The response body.
    public var data: Data
    /// The `ETag` response header, if the server sent one; used for `If-None-Match` revalidation.
    public var etag: String?

    /// Creates an entry.
    public init(data: Data, etag: String? = nil) {
        self.data = data
        self.etag = etag
    }
}

/// A persistent key-value store of downloaded bytes: the disk layer of ``RemoteImageLoader``.
public protocol RemoteDataCaching: Sendable {
    /// The entry stored for `key`, or `nil`.
    func cachedData(for key: String) -> CachedData?
    /// Stores `entry` for `key`, replacing any previous entry.
    func store(_ entry: CachedData, for key: String) throws
    /// Removes the entry for `key`, if any.
    func removeValue(for key: String)
    /// Removes every entry.
    func removeAll()
}

/// A ``RemoteDataCaching`` keeping one file per entry in a folder, within a byte size limit, evicting the
/// least recently used entries first. Writes are atomic; unreadable or foreign files are ignored.
public final class DiskDataCache: RemoteDataCaching, @unchecked Sendable {
    /// The folder holding the entries.
    public let directory: URL
    /// The most bytes the entry files may take together.
    public let sizeLimit: Int

    private struct Entry {
        var size: Int
        var lastAccess: UInt64
    }

    private static let fileExtension = "livcache"
    private static let magic = Data("LVC1".utf8)

    // Guarded by `lock`.
    private let lock = NSLock()
    private var index: [String: Entry]?
    private var total = 0
    private var clock: UInt64 = 0

    /// Opens (creating if needed) a cache in `directory` holding at most `sizeLimit` bytes.
    public init(directory: URL, sizeLimit: Int = 100 * 1024 * 1024) throws {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The bytes the entry files take together.
    public var totalByteCount: Int {
        lock.withLock {
            loadIndexIfNeeded()
            return total
        }
    }

    /// The entry for `key`, marking it as most recently used; `nil` when absent or unreadable.
    public func cachedData(for key: String) -> CachedData? {
        let name = Self.fileName(for: key)
        return lock.withLock {
            loadIndexIfNeeded()
            guard index?[name] != nil else { return nil }
            let url = fileURL(name)
            guard let raw = try? Data(contentsOf: url), let entry = Self.decode(raw) else {
                removeLocked(name)
                return nil
            }
            clock += 1
            index?[name]?.lastAccess = clock
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
            return entry
        }
    }

    /// Writes `entry` atomically, then evicts least recently used entries beyond the size limit.
    /// An entry larger than the whole limit is not kept.
    public func store(_ entry: CachedData, for key: String) throws {
        let name = Self.fileName(for: key)
        let encoded = Self.encode(entry)
        try lock.withLock {
            loadIndexIfNeeded()
            guard encoded.count <= sizeLimit else {
                removeLocked(name)
                return
            }
            try encoded.write(to: fileURL(name), options: .atomic)
            total -= index?[name]?.size ?? 0
            total += encoded.count
            clock += 1
            index?[name] = Entry(size: encoded.count, lastAccess: clock)
            evictLocked()
        }
    }

    /// Removes the entry for `key`, if any.
    public func removeValue(for key: String) {
        let name = Self.fileName(for: key)
        lock.withLock {
            loadIndexIfNeeded()
            removeLocked(name)
        }
    }

    /// Removes every entry file.
    public func removeAll() {
        lock.withLock {
            loadIndexIfNeeded()
            for name in index?.keys.map({ $0 }) ?? [] {
                removeLocked(name)
            }
            index = [:]
            total = 0
        }
    }

    // MARK: - Private (call with `lock` held)

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    private func removeLocked(_ name: String) {
        try? FileManager.default.removeItem(at: fileURL(name))
        if let old = index?.removeValue(forKey: name) {
            total -= old.size
        }
    }

    private func evictLocked() {
        guard total > sizeLimit, let current = index else { return }
        for (name, _) in current.sorted(by: { $0.value.lastAccess < $1.value.lastAccess }) {
            guard total > sizeLimit else { break }
            removeLocked(name)
        }
    }

    /// Reads the folder once: sizes, and the order of use from the modification dates.
    private func loadIndexIfNeeded() {
        guard index == nil else { return }
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files =
            (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys)) ?? []
        var found: [(name: String, size: Int, date: Date)] = []
        for file in files where file.pathExtension == Self.fileExtension {
            let values = try? file.resourceValues(forKeys: Set(keys))
            found.append((file.lastPathComponent, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast))
        }
        var loaded: [String: Entry] = [:]
        total = 0
        for item in found.sorted(by: { $0.date < $1.date }) {
            clock += 1
            loaded[item.name] = Entry(size: item.size, lastAccess: clock)
            total += item.size
        }
        index = loaded
        evictLocked()
    }

    // MARK: - File format: "LVC1", UInt32 big-endian ETag length, ETag (UTF-8), body.

    private static func fileName(for key: String) -> String {
        let digest = SHA256.hash(data: Data(key.utf8))
        return digest.map { String(format: "%02x", $0) }.joined() + "." + fileExtension
    }

    static func encode(_ entry: CachedData) -> Data {
        let etag = Data((entry.etag ?? "").utf8)
        var out = magic
        let length = UInt32(etag.count)
        out.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) })
        out.append(etag)
        out.append(entry.data)
        return out
    }

    static func decode(_ raw: Data) -> CachedData? {
        let bytes = [UInt8](raw.prefix(8))
        guard bytes.count == 8, raw.prefix(4) == magic else { return nil }
        let length = bytes[4...7].reduce(0) { ($0 << 8) | Int($1) }
        guard raw.count >= 8 + length else { return nil }
        let start = raw.startIndex + 8
        let etagData = raw[start..<(start + length)]
        let etag = length == 0 ? nil : String(data: etagData, encoding: .utf8)
        return CachedData(data: Data(raw[(start + length)...]), etag: etag)
    }
}
