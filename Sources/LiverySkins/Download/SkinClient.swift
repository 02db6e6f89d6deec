import Crypto
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Installs and updates skins from any static web server, object store or CDN into a
/// ``SkinStore``.
///
/// ```swift
/// let store = SkinStore(folder: skinsFolder, requiredTokens: ["color.accent"])
/// let client = SkinClient(store: store, trustedKeys: [publicKey],
///                         catalogURL: URL(string: "https://cdn.example.com/skins/index.json"))
/// for update in try await client.checkForUpdates() {
///     try await client.update(id: update.id)
/// }
/// try await client.install(id: "com.example.ocean") { progress in
///     print(progress.fractionCompleted ?? 0)
/// }
/// ```
///
/// - The catalog (`index.json`) is fetched with `If-None-Match` once its `ETag` is known, so an
///   unchanged catalog costs a 304; it is checked against `index.json.sig` with the trusted keys,
///   and the last verified copy is kept in the store's hidden `.cache/`.
/// - A catalog past its ``SkinCatalog/expires``, one whose ``SkinCatalog/sequence`` is below the
///   highest the store accepted from the same URL (an old catalog replayed), and one without
///   these fields are refused; the store remembers the highest sequence in its hidden `.catalogs/`.
/// - A package streams to the store's hidden `.downloads/` folder. A transfer cut off resumes
///   with a `Range` request (guarded by `If-Range`), within the call and on the next call; the
///   size is bounded by the store's ``SkinStore/Limits/maximumPackageSize`` (and by the catalog
///   entry's size). Packages from the catalog must match the entry's size, SHA-256 and signature;
///   a package installed by URL is checked against the `.sig` file beside it.
/// - Every failure leaves the installed skins as they were and says which step failed
///   (``SkinStore/Step``) and why. Cancelling the calling task stops the transfer
///   (``SkinError/cancelled``); its bytes are kept for resuming.
public final class SkinClient: Sendable {
    /// Timeouts and limits of the transfers.
    public struct Configuration: Sendable, Equatable {
        /// Seconds without a byte before a request fails.
        public var requestTimeout: TimeInterval
        /// Seconds one whole request may take.
        public var resourceTimeout: TimeInterval
        /// The largest catalog accepted, in bytes.
        public var maximumCatalogSize: Int64
        /// How many times one call resumes a package transfer that broke off after making progress.
        public var maximumResumeAttempts: Int

        /// A configuration; the defaults suit packages of a few megabytes on a phone's network.
        public init(
            requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 600,
            maximumCatalogSize: Int64 = 4 * 1024 * 1024, maximumResumeAttempts: Int = 2
        ) {
            self.requestTimeout = requestTimeout
            self.resourceTimeout = resourceTimeout
            self.maximumCatalogSize = maximumCatalogSize
            self.maximumResumeAttempts = maximumResumeAttempts
        }
    }

    /// A verified catalog and whether the server sent new bytes (`false`: it answered 304).
    public struct CatalogFetch: Sendable, Equatable {
        /// The catalog.
        public var catalog: SkinCatalog
        /// `false` when the server answered 304 Not Modified and the kept copy was used.
        public var wasModified: Bool
    }

    /// A newer version of an installed skin in the catalog.
    public struct Update: Sendable, Equatable {
        /// The skin's id.
        public var id: String
        /// The installed version.
        public var installed: SemanticVersion
        /// The catalog's newest entry for the skin.
        public var available: SkinCatalog.Entry
    }

    /// The store skins are installed into.
    public let store: SkinStore
    /// Where `index.json` is served (its signature is `index.json.sig` beside it), if a catalog is used.
    public let catalogURL: URL?
    /// Timeouts and limits.
    public let configuration: Configuration
    /// The clock catalogs' expiry is checked against (tests set it; apps keep the system's).
    let now: @Sendable () -> Date
    /// The trusted public keys, raw (swift-crypto's key types are not `Sendable` everywhere).
    let trustedKeyData: [Data]

    /// The largest `.sig` file accepted (a signature is 88 characters of base64).
    static let maximumSignatureSize: Int64 = 4096
    static let downloadsName = ".downloads"
    static let cacheName = ".cache"
    /// Partial downloads untouched for this long are removed when the next download starts.
    static let abandonedPartialAge: TimeInterval = 7 * 24 * 60 * 60

    /// A client installing into `store`, trusting packages and catalogs signed by any of `trustedKeys`.
    public convenience init(
        store: SkinStore, trustedKeys: [Curve25519.Signing.PublicKey], catalogURL: URL? = nil,
        configuration: Configuration = Configuration()
    ) {
        self.init(store: store, trustedKeys: trustedKeys, catalogURL: catalogURL, configuration: configuration, now: { Date() })
    }

    /// A client whose catalog expiry checks read the time from `now` (the tests' clock).
    package init(
        store: SkinStore, trustedKeys: [Curve25519.Signing.PublicKey], catalogURL: URL?, configuration: Configuration,
        now: @escaping @Sendable () -> Date
    ) {
        self.store = store
        self.trustedKeyData = trustedKeys.map(\.rawRepresentation)
        self.catalogURL = catalogURL
        self.configuration = configuration
        self.now = now
    }

    var trustedKeys: [Curve25519.Signing.PublicKey] {
        trustedKeyData.compactMap { try? Curve25519.Signing.PublicKey(rawRepresentation: $0) }
    }

    var transfer: HTTPTransfer {
        HTTPTransfer(requestTimeout: configuration.requestTimeout, resourceTimeout: configuration.resourceTimeout)
    }

    // MARK: Catalog

    /// Fetches and verifies the catalog: a conditional request once its `ETag` is known, the kept
    /// copy when the server answers 304.
    ///
    /// The catalog must carry an issue time, an expiry and a sequence, must not have expired, and
    /// its sequence must not be lower than the highest the store accepted from ``catalogURL``
    /// (a record the store keeps per catalog URL), which it then raises to this catalog's.
    /// Otherwise the call fails with ``SkinError/catalogUnsequenced``,
    /// ``SkinError/catalogExpired(expires:now:)`` or ``SkinError/catalogReplayed(sequence:accepted:)``.
    @concurrent
    public func fetchCatalog() async throws(SkinError) -> CatalogFetch {
        try await fetchCatalog(conditional: true)
    }

    func fetchCatalog(conditional: Bool) async throws(SkinError) -> CatalogFetch {
        guard let catalogURL else { throw .catalogInvalid(reason: "no catalog URL was given") }
        let cache = catalogCacheFolder(for: catalogURL)
        let dataURL = cache.appendingPathComponent(SkinCatalog.fileName)
        let signatureURL = cache.appendingPathComponent(SkinCatalog.fileName + ".sig")
        let etagURL = cache.appendingPathComponent("etag")
        let fileSystem = store.fileSystem
        var request = URLRequest(url: catalogURL)
        if conditional, let etag = try? fileSystem.read(at: etagURL), let text = String(data: etag, encoding: .utf8),
            fileSystem.itemExists(at: dataURL), fileSystem.itemExists(at: signatureURL)
        {
            request.setValue(text, forHTTPHeaderField: "If-None-Match")
        }
        let (data, response) = try await fetchData(request, limit: configuration.maximumCatalogSize, allowNotModified: true)
        if response.statusCode == 304 {
            guard request.value(forHTTPHeaderField: "If-None-Match") != nil else {
                throw .catalogInvalid(reason: "the server answered 304 Not Modified to an unconditional request")
            }
            if let data = try? fileSystem.read(at: dataURL), let signature = try? fileSystem.read(at: signatureURL),
                let catalog = try? SkinCatalog.verify(data: data, signature: signature, trustedKeys: trustedKeys)
            {
                // The kept copy was accepted before, but it may have expired since.
                try await store.acceptCatalog(catalog, from: catalogURL, now: now())
                return CatalogFetch(catalog: catalog, wasModified: false)
            }
            // The kept copy does not verify (a write cut short): forget it and fetch in full.
            try? fileSystem.removeItem(at: cache)
            return try await fetchCatalog(conditional: false)
        }
        let signature = try await fetchData(
            URLRequest(url: Self.signatureURL(for: catalogURL)), limit: Self.maximumSignatureSize, allowNotModified: false
        ).0
        let catalog = try SkinCatalog.verify(data: data, signature: signature, trustedKeys: trustedKeys)
        // Expired, replayed or unsequenced catalogs stop here, and are not kept.
        try await store.acceptCatalog(catalog, from: catalogURL, now: now())
        // Keep the verified copy for the next 304; a failure here only costs a full fetch next time.
        try? fileSystem.removeItem(at: cache)
        if let etag = response.value(forHTTPHeaderField: "ETag") {
            do {
                try fileSystem.createDirectory(at: cache)
                try fileSystem.write(data, to: dataURL)
                try fileSystem.write(signature, to: signatureURL)
                try fileSystem.write(Data(etag.utf8), to: etagURL)
            } catch {
                try? fileSystem.removeItem(at: cache)
            }
        }
        return CatalogFetch(catalog: catalog, wasModified: true)
    }

    /// Installed skins the catalog has a newer version of, sorted by id.
    @concurrent
    public func checkForUpdates() async throws(SkinError) -> [Update] {
        let catalog = try await fetchCatalog().catalog
        return try store.installed().compactMap { installed in
            guard let latest = catalog.latest(id: installed.id), latest.version > installed.version else { return nil }
            return Update(id: installed.id, installed: installed.version, available: latest)
        }
    }

    // MARK: Installing

    /// Downloads the package at `packageURL` and the signature beside it (`packageURL` + `.sig`),
    /// and installs it.
    @concurrent
    @discardableResult
    public func install(
        from packageURL: URL, progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(SkinError) -> SkinManifest {
        let signatureURL = Self.signatureURL(for: packageURL)
        let signature = try await step(SkinStore.Step.download) { () async throws(SkinError) -> Data in
            try await fetchData(URLRequest(url: signatureURL), limit: Self.maximumSignatureSize, allowNotModified: false).0
        }
        let package = try await step(SkinStore.Step.download) { () async throws(SkinError) -> Data in
            try await download(packageURL, expectedSize: nil, progress: progress)
        }
        return try await installOffPool(
            package: package, signature: signature, signaturePath: signatureURL.absoluteString, entry: nil)
    }

    /// Installs the catalog's newest version of `id`.
    @concurrent
    @discardableResult
    public func install(
        id: String, progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(SkinError) -> SkinManifest {
        let entry = try await step(SkinStore.Step.catalog) { () async throws(SkinError) -> SkinCatalog.Entry in
            guard let entry = try await fetchCatalog().catalog.latest(id: id) else { throw .notInCatalog(id: id) }
            return entry
        }
        return try await install(entry, progress: progress)
    }

    /// Installs one catalog entry: downloads it from its URL (relative to ``catalogURL``) and
    /// checks its size, SHA-256 and signature against the entry before installing.
    @concurrent
    @discardableResult
    public func install(
        _ entry: SkinCatalog.Entry, progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(SkinError) -> SkinManifest {
        store.announce(SkinStore.Step.version)
        if let installed = store.currentVersion(id: entry.id), entry.version <= installed {
            // Refuse before downloading anything (the store checks again under its lock).
            throw .installFailed(
                step: SkinStore.Step.version, reason: .downgrade(id: entry.id, installed: installed, offered: entry.version))
        }
        let packageURL = try store.step(SkinStore.Step.catalog) { () throws(SkinError) -> URL in
            guard let url = URL(string: entry.url, relativeTo: catalogURL)?.absoluteURL,
                url.scheme == "http" || url.scheme == "https"
            else { throw .catalogInvalid(reason: "the entry \(entry.id) \(entry.version) has an unusable url '\(entry.url)'") }
            return url
        }
        let package = try await step(SkinStore.Step.download) { () async throws(SkinError) -> Data in
            try await download(packageURL, expectedSize: entry.size, progress: progress)
        }
        try store.step(SkinStore.Step.verify) { () throws(SkinError) in
            let hash = SkinSigner.sha256Hex(package)
            guard hash == entry.sha256.lowercased() else {
                throw .hashMismatch(path: packageURL.absoluteString, expected: entry.sha256, actual: hash)
            }
        }
        return try await installOffPool(
            package: package, signature: Data(entry.signature.utf8), signaturePath: "the catalog entry's signature", entry: entry)
    }

    /// Installs the catalog's newest version of installed skin `id` if it is newer; `nil` when
    /// the skin is up to date.
    @concurrent
    @discardableResult
    public func update(
        id: String, progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(SkinError) -> SkinManifest? {
        guard let installed = store.currentVersion(id: id) else { throw .notInstalled(id: id) }
        let catalog = try await step(SkinStore.Step.catalog) { () async throws(SkinError) -> SkinCatalog in
            try await fetchCatalog().catalog
        }
        guard let latest = catalog.latest(id: id), latest.version > installed else { return nil }
        return try await install(latest, progress: progress)
    }

    /// Runs the store's (synchronous, lock-taking) install on a dispatch queue, so waiting for
    /// another install of the same skin never blocks a Swift concurrency thread.
    func installOffPool(
        package: Data, signature: Data, signaturePath: String, entry: SkinCatalog.Entry?
    ) async throws(SkinError) -> SkinManifest {
        let store = store
        let keys = trustedKeyData
        let result: Result<SkinManifest, SkinError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                let trusted = keys.compactMap { try? Curve25519.Signing.PublicKey(rawRepresentation: $0) }
                do throws(SkinError) {
                    let manifest = try store.install(
                        package: package, signature: signature, signaturePath: signaturePath, trustedKeys: trusted,
                        expecting: entry.map { (id: $0.id, version: $0.version) })
                    continuation.resume(returning: .success(manifest))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.value()
    }

    // MARK: Transfers

    /// Runs `body`, naming `name` in the error if it fails (the async twin of ``SkinStore``'s;
    /// cancellation passes through unwrapped).
    func step<T>(_ name: SkinStore.Step, _ body: () async throws(SkinError) -> T) async throws(SkinError) -> T {
        store.announce(name)
        do {
            return try await body()
        } catch {
            if case .installFailed = error { throw error }
            if case .cancelled = error { throw error }
            throw .installFailed(step: name, reason: error)
        }
    }

    /// The signature file beside `url` (`url` + `.sig`, query kept out).
    static func signatureURL(for url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url.appendingPathExtension("sig")
        }
        components.path += ".sig"
        return components.url ?? url.appendingPathExtension("sig")
    }

    /// A small body held in memory, at most `limit` bytes; any status but 2xx (and 304 when allowed) throws.
    func fetchData(_ request: URLRequest, limit: Int64, allowNotModified: Bool) async throws(SkinError) -> (Data, HTTPURLResponse)
    {
        var request = request
        // Sizes, hashes and signatures are of the bytes as stored: no transfer compression.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let url = request.url?.absoluteString ?? ""
        let body = LockedData()
        let outcome = try await transfer.run(request) { response throws(SkinError) in
            let status = response.statusCode
            guard (200..<300).contains(status) || (allowNotModified && status == 304) else {
                throw .httpStatus(url: url, status: status)
            }
            if let length = response.contentLength, length > limit {
                throw .downloadFailed(
                    url: url, failure: TransferFailure("the server announces \(length) bytes, more than the \(limit) allowed"))
            }
        } onData: { data throws(SkinError) in
            guard body.append(data, limit: limit) else {
                throw .downloadFailed(url: url, failure: TransferFailure("more than the \(limit) bytes allowed"))
            }
        }
        guard let response = outcome.response else { throw .downloadFailed(url: url, failure: TransferFailure("no response")) }
        let data = body.data
        if let length = response.contentLength, response.statusCode != 304, Int64(data.count) < length {
            throw .downloadFailed(
                url: url, failure: TransferFailure("the connection closed after \(data.count) of \(length) bytes"))
        }
        return (data, response)
    }

    /// Downloads `url` to the store's `.downloads/` folder, resuming an earlier partial transfer,
    /// and returns its bytes (the partial file is then removed).
    func download(
        _ url: URL, expectedSize: Int64?, progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(SkinError) -> Data {
        let fileSystem = store.fileSystem
        let folder = store.folder.appendingPathComponent(Self.downloadsName)
        let name = SkinSigner.sha256Hex(Data(url.absoluteString.utf8))
        let partial = folder.appendingPathComponent(name + ".partial")
        let validator = folder.appendingPathComponent(name + ".etag")
        do {
            try fileSystem.createDirectory(at: folder)
        } catch {
            throw .writeFailed(path: folder.path, reason: SkinError.reason(for: error))
        }
        let limit = min(store.limits.maximumPackageSize, expectedSize ?? .max)
        let locks = store.folder.appendingPathComponent(SkinStore.locksName)
        removeAbandonedPartials(in: folder, keeping: name)
        removeAbandonedPartials(in: locks, keeping: "download-" + name)
        do {
            try fileSystem.createDirectory(at: locks)
        } catch {
            throw .writeFailed(path: locks.path, reason: SkinError.reason(for: error))
        }
        let lock = try await FileLock.acquire(locks.appendingPathComponent("download-" + name + ".lock"))
        defer { lock.release() }
        var attempts = 0
        while true {
            do {
                try await downloadAttempt(
                    url, partial: partial, validator: validator, limit: limit, expectedSize: expectedSize, progress: progress)
                break
            } catch let failure as ResumableFailure {
                attempts += 1
                if attempts > configuration.maximumResumeAttempts || !failure.madeProgress {
                    throw failure.error
                }
            } catch let error as SkinError {
                if case .cancelled = error { throw error }
                let resumedRange = Self.fileSize(partial) > 0
                // Not worth resuming: a limit broken, a file that changed, an HTTP error.
                try? fileSystem.removeItem(at: partial)
                try? fileSystem.removeItem(at: validator)
                if case .httpStatus(_, 416) = error, resumedRange, attempts < configuration.maximumResumeAttempts {
                    // The kept bytes no longer fit the file: start over.
                    attempts += 1
                    continue
                }
                throw error
            } catch {
                throw .downloadFailed(url: url.absoluteString, failure: TransferFailure("\(error)", underlying: error))
            }
        }
        defer {
            try? fileSystem.removeItem(at: partial)
            try? fileSystem.removeItem(at: validator)
        }
        let data: Data
        do {
            data = try fileSystem.read(at: partial)
        } catch {
            throw .downloadFailed(
                url: url.absoluteString,
                failure: TransferFailure("cannot read the downloaded file: \(error.localizedDescription)", underlying: error))
        }
        if let expectedSize, Int64(data.count) != expectedSize {
            throw .sizeMismatch(path: url.absoluteString, expected: expectedSize, actual: Int64(data.count))
        }
        return data
    }

    /// A transport failure after which the transfer can resume where it stopped.
    struct ResumableFailure: Error {
        var error: SkinError
        var madeProgress: Bool
    }

    /// One request of a download: resumes `partial` when it has bytes and an `ETag` to guard them.
    /// Throws ``ResumableFailure`` for transport failures, ``SkinError`` otherwise.
    func downloadAttempt(
        _ url: URL, partial: URL, validator: URL, limit: Int64, expectedSize: Int64?,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws {
        let fileSystem = store.fileSystem
        let text = url.absoluteString
        var existing = Self.fileSize(partial)
        let etag = (try? fileSystem.read(at: validator)).flatMap { String(data: $0, encoding: .utf8) }
        if existing > 0, etag == nil || existing >= limit {
            // Nothing safe to resume from.
            try? fileSystem.removeItem(at: partial)
            existing = 0
        }
        var request = URLRequest(url: url)
        // Ranges and sizes count the bytes as stored: no transfer compression.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        if existing > 0, let etag {
            request.setValue("bytes=\(existing)-", forHTTPHeaderField: "Range")
            request.setValue(etag, forHTTPHeaderField: "If-Range")
        }
        let state = DownloadState(offset: existing)
        let resumeFrom = existing
        let handleResponse: @Sendable (HTTPURLResponse) throws(SkinError) -> Void = { response throws(SkinError) in
            var total: Int64?
            switch response.statusCode {
            case 206:
                guard let range = response.value(forHTTPHeaderField: "Content-Range").flatMap(ContentRange.init),
                    range.start == resumeFrom
                else {
                    throw .downloadFailed(
                        url: text,
                        failure: TransferFailure("the server resumed at another offset than the \(resumeFrom) bytes kept"))
                }
                total = range.total
            case 200..<300:
                // A full body (the server ignored the range, or the file changed): start over.
                do {
                    if resumeFrom > 0 { try fileSystem.removeItem(at: partial) }
                } catch {
                    throw .writeFailed(path: partial.path, reason: SkinError.reason(for: error))
                }
                try? fileSystem.removeItem(at: validator)
                if let etag = response.value(forHTTPHeaderField: "ETag") {
                    do {
                        try fileSystem.write(Data(etag.utf8), to: validator)
                    } catch {
                        throw .writeFailed(path: validator.path, reason: SkinError.reason(for: error))
                    }
                }
                state.restart()
                total = response.contentLength
            default:
                throw .httpStatus(url: text, status: response.statusCode)
            }
            if let total, total > limit {
                if let expectedSize, total != expectedSize {
                    throw .sizeMismatch(path: text, expected: expectedSize, actual: total)
                }
                throw .downloadFailed(
                    url: text, failure: TransferFailure("the server announces \(total) bytes, more than the \(limit) allowed"))
            }
            state.total = total ?? expectedSize
            progress?(DownloadProgress(url: url, bytesReceived: state.offset, totalBytes: state.total))
        }
        let handleData: @Sendable (Data) throws(SkinError) -> Void = { data throws(SkinError) in
            guard state.offset + Int64(data.count) <= limit else {
                throw .downloadFailed(url: text, failure: TransferFailure("more than the \(limit) bytes allowed"))
            }
            do {
                try fileSystem.append(data, to: partial)
            } catch {
                throw .writeFailed(path: partial.path, reason: SkinError.reason(for: error))
            }
            state.advance(by: Int64(data.count))
            progress?(DownloadProgress(url: url, bytesReceived: state.offset, totalBytes: state.total))
        }
        let outcome: HTTPTransfer.Outcome
        do {
            outcome = try await transfer.run(request) { response throws(SkinError) in
                do throws(SkinError) {
                    try handleResponse(response)
                } catch {
                    state.noteCallbackFailure()
                    throw error
                }
            } onData: { data throws(SkinError) in
                do throws(SkinError) {
                    try handleData(data)
                } catch {
                    state.noteCallbackFailure()
                    throw error
                }
            }
        } catch {
            if case .downloadFailed = error, !state.callbackFailed {
                throw ResumableFailure(error: error, madeProgress: state.added > 0)
            }
            throw error
        }
        if outcome.response.map({ (200..<300).contains($0.statusCode) }) == true, let total = state.total, state.offset < total {
            throw ResumableFailure(
                error: .downloadFailed(
                    url: text, failure: TransferFailure("the connection closed after \(state.offset) of \(total) bytes")),
                madeProgress: state.added > 0)
        }
    }

    /// Removes partial downloads (and their validators, or download locks) not touched for
    /// ``abandonedPartialAge``, other than `current`'s: a transfer given up on must not hold disk space forever.
    func removeAbandonedPartials(in folder: URL, keeping current: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        let cutoff = Date().addingTimeInterval(-Self.abandonedPartialAge)
        for name in names
        where !name.hasPrefix(current + ".") && (folder.lastPathComponent != SkinStore.locksName || name.hasPrefix("download-")) {
            let url = folder.appendingPathComponent(name)
            guard let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
                modified < cutoff
            else { continue }
            try? store.fileSystem.removeItem(at: url)
        }
    }

    static func fileSize(_ url: URL) -> Int64 {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber
        else { return 0 }
        return size.int64Value
    }

    /// The hidden cache folder of one catalog URL.
    func catalogCacheFolder(for url: URL) -> URL {
        store.folder.appendingPathComponent(Self.cacheName).appendingPathComponent("catalogs")
            .appendingPathComponent(SkinStore.catalogKey(url))
    }
}
