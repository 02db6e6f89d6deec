import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

import LiveryTestSupport
@testable import Livery
@testable import LiverySkins

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A scripted ``RemoteDataLoading``: counts requests, records them, answers per URL, optionally after a delay.
actor FakeDataLoader: RemoteDataLoading {
    enum Answer: Sendable {
        /// 200 with the body and an optional ETag; answers 304 when the request's If-None-Match equals the ETag.
        case ok(Data, etag: String?)
        /// The given status with an empty body.
        case status(Int)
        /// A transport failure.
        case offline
    }

    struct Offline: Error {}

    var answers: [URL: Answer] = [:]
    var delay: Duration = .zero
    private(set) var requests: [URLRequest] = []

    var requestCount: Int { requests.count }

    func set(_ answer: Answer, for url: URL) { answers[url] = answer }
    func setDelay(_ delay: Duration) { self.delay = delay }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        if delay > .zero { try await Task.sleep(for: delay) }
        guard let url = request.url else { throw Offline() }
        func response(_ status: Int, _ headers: [String: String] = [:]) throws -> HTTPURLResponse {
            guard let r = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else { throw Offline() }
            return r
        }
        switch answers[url] ?? .status(404) {
        case .ok(let data, let etag):
            if let etag, request.value(forHTTPHeaderField: "If-None-Match") == etag {
                return (Data(), try response(304, ["ETag": etag]))
            }
            return (data, try response(200, etag.map { ["ETag": $0] } ?? [:]))
        case .status(let code):
            return (Data(), try response(code))
        case .offline:
            throw Offline()
        }
    }
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("ImageCacheTests-\(UUID().uuidString)")
}

private func image(_ name: String) throws -> URL {
    try #require(URL(string: "https://images.example.com/\(name).png"))
}

@Suite("ImageCache")
struct ImageCacheTests {
    @Test func tenConcurrentLoadsMakeOneRequest() async throws {
        let loader = FakeDataLoader()
        let a = try image("a")
        await loader.set(.ok(Data("AAAA".utf8), etag: nil), for: a)
        await loader.setDelay(.milliseconds(200))
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader))
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<10 { group.addTask { try await pipeline.data(for: a) } }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0 == Data("AAAA".utf8) })
        #expect(await loader.requestCount == 1)
        // A later load is a memory hit.
        _ = try await pipeline.data(for: a)
        #expect(await loader.requestCount == 1)
    }

    @Test func memoryCacheEvictsLeastRecentlyUsedWithinBudget() async throws {
        let loader = FakeDataLoader()
        let (a, b, c) = (try image("a"), try image("b"), try image("c"))
        for u in [a, b, c] { await loader.set(.ok(Data(repeating: 1, count: 40), etag: nil), for: u) }
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader, memoryCacheByteLimit: 100))
        _ = try await pipeline.data(for: a)
        _ = try await pipeline.data(for: b)
        _ = try await pipeline.data(for: a)  // a is now more recent than b
        _ = try await pipeline.data(for: c)  // 120 > 100: evicts b
        #expect(await pipeline.memoryByteCount == 80)
        #expect(await pipeline.isInMemory(a))
        #expect(await !pipeline.isInMemory(b))
        #expect(await pipeline.isInMemory(c))
        #expect(await loader.requestCount == 3)
        _ = try await pipeline.data(for: b)
        #expect(await loader.requestCount == 4)
        #expect(await pipeline.memoryByteCount <= 100)
    }

    @Test func diskCacheEvictsWithinSizeLimit() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let entrySize = DiskDataCache.encode(CachedData(data: Data(count: 100), etag: "\"e\"")).count
        let cache = try DiskDataCache(directory: dir, sizeLimit: entrySize * 2 + 10)
        try cache.store(CachedData(data: Data(repeating: 1, count: 100), etag: "\"e\""), for: "a")
        try cache.store(CachedData(data: Data(repeating: 2, count: 100), etag: "\"e\""), for: "b")
        #expect(cache.cachedData(for: "a")?.data == Data(repeating: 1, count: 100))  // a most recent
        try cache.store(CachedData(data: Data(repeating: 3, count: 100), etag: "\"e\""), for: "c")
        #expect(cache.totalByteCount <= entrySize * 2 + 10)
        #expect(cache.cachedData(for: "b") == nil)
        #expect(cache.cachedData(for: "a")?.etag == "\"e\"")
        #expect(cache.cachedData(for: "c")?.data == Data(repeating: 3, count: 100))
        // An entry larger than the limit is not kept; a reopened cache sees the same entries.
        try cache.store(CachedData(data: Data(count: 1000)), for: "huge")
        #expect(cache.cachedData(for: "huge") == nil)
        let reopened = try DiskDataCache(directory: dir, sizeLimit: entrySize * 2 + 10)
        #expect(reopened.totalByteCount == entrySize * 2)
        #expect(reopened.cachedData(for: "c")?.data == Data(repeating: 3, count: 100))
        reopened.removeAll()
        #expect(reopened.totalByteCount == 0)
        #expect(reopened.cachedData(for: "a") == nil)
    }

    @Test func revalidatesWithETagAndServesCachedBytesOn304() async throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let loader = FakeDataLoader()
        let a = try image("a")
        await loader.set(.ok(Data("v1".utf8), etag: "\"v1\""), for: a)
        let disk = try DiskDataCache(directory: dir, sizeLimit: 10_000)
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader, dataCache: disk))
        #expect(try await pipeline.data(for: a) == Data("v1".utf8))
        await pipeline.removeAllFromMemory()
        #expect(try await pipeline.data(for: a) == Data("v1".utf8))
        let requests = await loader.requests
        #expect(requests.count == 2)
        #expect(requests.first?.value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(requests.last?.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"")
        // A changed resource replaces the cached bytes and ETag.
        await loader.set(.ok(Data("v2".utf8), etag: "\"v2\""), for: a)
        let fresh = RemoteImageLoader(configuration: .init(dataLoader: loader, dataCache: disk))
        #expect(try await fresh.data(for: a) == Data("v2".utf8))
        #expect(disk.cachedData(for: a.absoluteString) == CachedData(data: Data("v2".utf8), etag: "\"v2\""))
        // Offline: the cached bytes are served.
        await loader.set(.offline, for: a)
        let offline = RemoteImageLoader(configuration: .init(dataLoader: loader, dataCache: disk))
        #expect(try await offline.data(for: a) == Data("v2".utf8))
    }

    @Test("a disk cache that cannot store an image: the image still loads, and the log says why")
    func diskCacheStoreFails() async throws {
        struct Full: Error, CustomStringConvertible { var description: String { "no space left on device" } }
        final class FullCache: RemoteDataCaching {
            func cachedData(for key: String) -> CachedData? { nil }
            func store(_ entry: CachedData, for key: String) throws { throw Full() }
            func removeValue(for key: String) {}
            func removeAll() {}
        }
        let loader = FakeDataLoader()
        let a = try image("a")
        await loader.set(.ok(Data("v1".utf8), etag: nil), for: a)
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader, dataCache: FullCache()))
        let log = LogLines()
        let data = try await RuntimeLog.sink.withValue({ log.append($0) }) { try await pipeline.data(for: a) }
        #expect(data == Data("v1".utf8))
        #expect(log.all.count == 1, "\(log.all)")
        #expect(log.all.first?.contains("\(a) could not be kept in the disk cache") == true)
        #expect(log.all.first?.hasSuffix("no space left on device") == true)
    }

    @Test func httpErrorsThrowWithStatusAndURL() async throws {
        let loader = FakeDataLoader()
        let (missing, broken, down) = (try image("missing"), try image("broken"), try image("down"))
        await loader.set(.status(404), for: missing)
        await loader.set(.status(500), for: broken)
        await loader.set(.offline, for: down)
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader))
        await #expect(throws: RemoteImageLoader.Error.httpStatus(404, missing)) { try await pipeline.data(for: missing) }
        await #expect(throws: RemoteImageLoader.Error.httpStatus(500, broken)) { try await pipeline.data(for: broken) }
        do {
            _ = try await pipeline.data(for: down)
            Issue.record("expected a transport error")
        } catch let error as RemoteImageLoader.Error {
            guard case .transport(let u, _) = error else { throw error }
            #expect(u == down)
        }
        #expect(RemoteImageLoader.Error.httpStatus(404, missing).description.contains("404"))
        #expect(RemoteImageLoader.Error.httpStatus(404, missing).description.contains(missing.absoluteString))
        // Errors are not cached: a later success is served.
        await loader.set(.ok(Data("ok".utf8), etag: nil), for: missing)
        #expect(try await pipeline.data(for: missing) == Data("ok".utf8))
        // prepare loads every URL and reports a failure.
        await #expect(throws: RemoteImageLoader.Error.httpStatus(500, broken)) { try await pipeline.prepare([missing, broken]) }
        await loader.set(.ok(Data("b".utf8), etag: nil), for: broken)
        try await pipeline.prepare([missing, broken])
        #expect(await pipeline.isInMemory(broken))
    }

    // Every wait below has a bound of its own (the port's announcement, the server's readiness,
    // the requests' timeouts, the server's end), so the test cannot hang. It has no `.timeLimit`:
    // in a whole parallel run on two cores a test that suspends resumes behind every test not yet
    // started, so the time such a limit measures is the run's (87–210 s seen), not this test's
    // (15 s of its own steps in the same run).
    @Test
    func loadsFromRealHTTPServerTwice() async throws {
        let dir = temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bytes = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: dir.appendingPathComponent("logo.png"))
        // The server binds port 0 and prints the port the kernel gave it: no window in which a test
        // running in parallel can take a port chosen beforehand.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = [
            "python3", "-c",
            """
            import functools, http.server, sys
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """,
            dir.path,
        ]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try ChildProcess.launches.withLock { try server.run() }
        defer {
            // SIGTERM may be blocked in the child (inherited signal mask): kill it outright, then
            // poll (bounded) instead of `waitUntilExit`, which can wait forever.
            kill(server.processIdentifier, SIGKILL)
            let stop = Date().addingTimeInterval(5)
            while server.isRunning, Date() < stop { usleep(20_000) }
        }
        let reader = output.fileHandleForReading
        // A server that has not announced its port after 30 s is killed: its pipe closes, and the
        // read below ends.
        let announcedPort = AnnouncedFlag()
        let pid = server.processIdentifier
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 30)
            if !announcedPort.isSet { kill(pid, SIGKILL) }
        }
        // The blocking read happens on a thread of its own, never on one of the concurrency pool's
        // two threads, which every other async test is waiting for.
        let announced = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread.detachNewThread {
                var line = Data()
                while !line.contains(UInt8(ascii: "\n")) {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    line.append(chunk)
                }
                announcedPort.set()
                continuation.resume(returning: String(decoding: line, as: UTF8.self))
            }
        }
        let port = try #require(
            Int(announced.trimmingCharacters(in: .whitespacesAndNewlines)),
            "python3 http.server announced no port (printed \(announced.debugDescription), running: \(server.isRunning))"
        )

        let loader = URLSessionDataLoader(requestTimeout: 2, resourceTimeout: 5)
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        let deadline = ContinuousClock.now + .seconds(15)
        var ready = false
        while !ready, ContinuousClock.now < deadline, server.isRunning {
            if (try? await loader.data(for: URLRequest(url: base))) != nil {
                ready = true
            } else {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        try #require(ready, "python3 http.server did not answer on port \(port)")

        let cacheDir = dir.appendingPathComponent("cache")
        let disk = try DiskDataCache(directory: cacheDir, sizeLimit: 1_000_000)
        let logo = base.appendingPathComponent("logo.png")
        let pipeline = RemoteImageLoader(configuration: .init(dataLoader: loader, dataCache: disk))
        #expect(try await pipeline.data(for: logo) == bytes)
        #expect(try await pipeline.data(for: logo) == bytes)
        #expect(disk.cachedData(for: logo.absoluteString)?.data == bytes)
        let missing = base.appendingPathComponent("nope.png")
        await #expect(throws: RemoteImageLoader.Error.httpStatus(404, missing)) { try await pipeline.data(for: missing) }
    }
}

/// Whether the test server announced its port (set by the reading thread, read by the watchdog).
private final class AnnouncedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
