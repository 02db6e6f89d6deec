import Foundation
import Livery

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads remote image bytes the Nuke way: a memory cache (byte budget, least recently used
/// eviction), an optional disk cache, one request for concurrent loads of the same URL, and
/// `ETag` revalidation of disk-cached entries (`If-None-Match`; a 304 serves the cached bytes).
///
/// Memory hits are served without a request. An entry found on disk with an `ETag` is revalidated
/// once, when it is first loaded by this pipeline; one without an `ETag` is served as stored. When
/// revalidation fails in transport (offline), the cached bytes are served.
public actor RemoteImageLoader: AssetPreparing {
    /// What a pipeline loads with and caches in.
    public struct Configuration: Sendable {
        /// The transport.
        public var dataLoader: any RemoteDataLoading
        /// The disk cache, or `nil` for memory caching only.
        public var dataCache: (any RemoteDataCaching)?
        /// The most bytes the memory cache keeps.
        public var memoryCacheByteLimit: Int

        /// Creates a configuration; the defaults are a ``URLSessionDataLoader``, no disk cache and 50 MB of memory.
        public init(
            dataLoader: any RemoteDataLoading = URLSessionDataLoader(),
            dataCache: (any RemoteDataCaching)? = nil,
            memoryCacheByteLimit: Int = 50 * 1024 * 1024
        ) {
            self.dataLoader = dataLoader
            self.dataCache = dataCache
            self.memoryCacheByteLimit = memoryCacheByteLimit
        }
    }

    /// Why a load failed.
    public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// The server answered with a status other than 2xx or 304 (for example 404 or 500).
        case httpStatus(Int, URL)
        /// The server answered 304 to a request that had no cached entry to serve.
        case notModifiedWithoutCache(URL)
        /// The response was not an HTTP response.
        case invalidResponse(URL)
        /// No response arrived (no connection, timeout, …); `failure` keeps the loader's error
        /// (``TransferFailure/urlError``).
        case transport(URL, failure: TransferFailure)
        /// An image token's text is not an http(s) URL, or a file source is not a regular file.
        case invalidURL(String)
        /// The bytes arrived but the decoder made no image of them.
        case undecodable(URL)
        /// A local image file is larger than the limit.
        case tooLarge(URL, limit: Int)

        /// A sentence naming the URL and the cause.
        public var description: String {
            switch self {
            case .httpStatus(let status, let url):
                "HTTP \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status))) loading \(url.absoluteString)"
            case .notModifiedWithoutCache(let url):
                "HTTP 304 without a cached entry loading \(url.absoluteString)"
            case .invalidResponse(let url): "not an HTTP response loading \(url.absoluteString)"
            case .transport(let url, let failure): "could not load \(url.absoluteString): \(failure)"
            case .invalidURL(let text): "'\(text)' is not an http(s) URL or a regular file"
            case .undecodable(let url): "the bytes of \(url.absoluteString) do not decode to an image"
            case .tooLarge(let url, let limit): "\(url.path) is larger than the \(limit) bytes allowed for an image file"
            }
        }
    }

    /// The loader, caches and budget this pipeline uses.
    public nonisolated let configuration: Configuration

    private var memory: MemoryDataCache
    private var tasks: [URL: Task<Data, Swift.Error>] = [:]

    /// Creates a pipeline with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        memory = MemoryDataCache(byteLimit: configuration.memoryCacheByteLimit)
    }

    /// The bytes at `url`: from memory, else from a load shared by every concurrent caller for `url`.
    /// - Throws: ``Error`` for HTTP failures; cancellation of the caller does not cancel a shared load.
    public func data(for url: URL) async throws -> Data {
        if let hit = memory.value(for: url) {
            return hit.data
        }
        if let running = tasks[url] {
            return try await running.value
        }
        let task = Task { try await self.run(url) }
        tasks[url] = task
        return try await task.value
    }

    /// Loads every URL concurrently; throws the first failure.
    public func prepare(_ urls: [URL]) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for url in Set(urls) {
                group.addTask { _ = try await self.data(for: url) }
            }
            // Not `group.waitForAll()`: the iOS 17 SDK's Swift 5.10 `_Concurrency` declares it without
            // Swift 6's `isolation: isolated (any Actor)? = #isolation`, so an actor calling it is
            // reported as sending `group` across isolation; iterating the group is accepted by both.
            for try await _ in group {}
        }
    }

    /// Empties the memory cache (the disk cache is kept; its entries will be revalidated).
    public func removeAllFromMemory() {
        memory.removeAll()
    }

    /// Empties the memory and the disk cache.
    public func removeAllCachedData() {
        memory.removeAll()
        configuration.dataCache?.removeAll()
    }

    /// The bytes the memory cache holds.
    var memoryByteCount: Int { memory.totalBytes }

    /// Whether `url` is in the memory cache (without touching its recency).
    func isInMemory(_ url: URL) -> Bool { memory.contains(url) }

    private func run(_ url: URL) async throws -> Data {
        defer { tasks[url] = nil }
        let entry = try await Self.fetch(url, loader: configuration.dataLoader, cache: configuration.dataCache)
        memory.insert(entry, for: url)
        return entry.data
    }

    /// Disk lookup, conditional request, disk store: off the actor.
    private nonisolated static func fetch(
        _ url: URL, loader: any RemoteDataLoading, cache: (any RemoteDataCaching)?
    ) async throws -> CachedData {
        let key = url.absoluteString
        let cached = cache?.cachedData(for: key)
        if let cached, cached.etag == nil {
            return cached
        }
        var request = URLRequest(url: url)
        if let etag = cached?.etag {
            request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        }
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await loader.data(for: request)
        } catch let error as Error {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            if let cached { return cached }
            throw Error.transport(url, failure: TransferFailure(error.localizedDescription, underlying: error))
        }
        switch response.statusCode {
        case 304:
            guard let cached else { throw Error.notModifiedWithoutCache(url) }
            return cached
        case 200..<300:
            let entry = CachedData(data: data, etag: response.value(forHTTPHeaderField: "ETag"))
            do {
                try cache?.store(entry, for: key)
            } catch {
                // The image is loaded: a cache that cannot keep it (a full disk) costs a download later.
                RuntimeLog.error(
                    "\(url) could not be kept in the disk cache, it downloads again next time", error, category: "images")
            }
            return entry
        default:
            throw Error.httpStatus(response.statusCode, url)
        }
    }
}

/// The memory layer: entries by URL within a byte budget, least recently used evicted first.
struct MemoryDataCache: Sendable {
    private struct Entry: Sendable {
        var value: CachedData
        var lastAccess: UInt64
    }

    let byteLimit: Int
    private(set) var totalBytes = 0
    private var entries: [URL: Entry] = [:]
    private var clock: UInt64 = 0

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    func contains(_ url: URL) -> Bool { entries[url] != nil }

    mutating func value(for url: URL) -> CachedData? {
        guard entries[url] != nil else { return nil }
        clock += 1
        entries[url]?.lastAccess = clock
        return entries[url]?.value
    }

    /// Inserts `value` (an entry larger than the whole budget is not kept), then evicts down to the budget.
    mutating func insert(_ value: CachedData, for url: URL) {
        remove(url)
        guard value.data.count <= byteLimit else { return }
        clock += 1
        entries[url] = Entry(value: value, lastAccess: clock)
        totalBytes += value.data.count
        guard totalBytes > byteLimit else { return }
        for (key, _) in entries.sorted(by: { $0.value.lastAccess < $1.value.lastAccess }) {
            guard totalBytes > byteLimit else { break }
            remove(key)
        }
    }

    mutating func remove(_ url: URL) {
        if let old = entries.removeValue(forKey: url) {
            totalBytes -= old.value.data.count
        }
    }

    mutating func removeAll() {
        entries = [:]
        totalBytes = 0
    }
}
