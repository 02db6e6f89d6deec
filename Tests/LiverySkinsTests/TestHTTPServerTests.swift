import Foundation
import LiveryTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Test HTTP server")
struct TestHTTPServerTests {
    let server: TestHTTPServer
    let session: URLSession
    let payload = Data("0123456789abcdef".utf8)

    init() throws {
        server = try TestHTTPServer()
        try server.start()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 5
        session = URLSession(configuration: configuration)
    }

    /// GETs `path` with extra headers, returning the body and the HTTP response.
    func get(_ path: String, _ headers: [String: String] = [:]) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: server.url(path))
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }

    @Test("serves a file with 200 and its body")
    func servesFile() async throws {
        defer { server.stop() }
        server.setFile("/skin.zip", payload)
        let (data, response) = try await get("/skin.zip?v=1")
        #expect(response.statusCode == 200)
        #expect(data == payload)
        #expect(response.value(forHTTPHeaderField: "Content-Length") == "\(payload.count)")
        #expect(response.value(forHTTPHeaderField: "Accept-Ranges") == "bytes")
        #expect(server.requestCount("/skin.zip") == 1)
        #expect(server.requests.first?.method == "GET")
    }

    @Test("answers unknown paths with 404")
    func unknownPath() async throws {
        defer { server.stop() }
        let (_, response) = try await get("/missing")
        #expect(response.statusCode == 404)
    }

    @Test("sends an ETag and answers a matching If-None-Match with 304")
    func etag() async throws {
        defer { server.stop() }
        server.setFile("/skin.zip", payload, etag: "v1")
        let (_, first) = try await get("/skin.zip")
        #expect(first.value(forHTTPHeaderField: "ETag") == "\"v1\"")
        let (data, second) = try await get("/skin.zip", ["If-None-Match": "\"v1\""])
        #expect(second.statusCode == 304)
        #expect(data.isEmpty)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")
    }

    @Test("serves an open-ended range with 206 and Content-Range")
    func range() async throws {
        defer { server.stop() }
        server.setFile("/skin.zip", payload, etag: "v1")
        let (data, response) = try await get("/skin.zip", ["Range": "bytes=3-"])
        #expect(response.statusCode == 206)
        #expect(data == payload.subdata(in: 3..<payload.count))
        #expect(response.value(forHTTPHeaderField: "Content-Range") == "bytes 3-15/16")
        let (_, unsatisfiable) = try await get("/skin.zip", ["Range": "bytes=99-"])
        #expect(unsatisfiable.statusCode == 416)
        #expect(unsatisfiable.value(forHTTPHeaderField: "Content-Range") == "bytes */16")
        let (full, stale) = try await get("/skin.zip", ["Range": "bytes=3-5", "If-Range": "\"v0\""])
        #expect(stale.statusCode == 200)
        #expect(full == payload)
    }

    @Test("applies a status fault the given number of times")
    func statusFault() async throws {
        defer { server.stop() }
        server.setFile("/skin.zip", payload)
        server.setFault(.status(500), for: "/skin.zip", times: 1)
        let (_, failed) = try await get("/skin.zip")
        #expect(failed.statusCode == 500)
        let (data, recovered) = try await get("/skin.zip")
        #expect(recovered.statusCode == 200)
        #expect(data == payload)
        #expect(server.requestCount("/skin.zip") == 2)
    }

    @Test("cuts the body short after the given byte count")
    func cutAfter() async throws {
        defer { server.stop() }
        let big = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        server.setFile("/big.zip", big)
        server.setFault(.cutAfter(1000), for: "/big.zip")
        do {
            let (data, _) = try await get("/big.zip")
            #expect(data.count < big.count)
        } catch {
            // A connection lost mid-body is the expected outcome too.
        }
        #expect(server.requestCount("/big.zip") == 1)
    }

    @Test("stops promptly while a response is delayed")
    func stopDuringDelay() async throws {
        server.setFile("/slow.zip", payload)
        server.setFault(.delay(30), for: "/slow.zip")
        let task = Task { [self] in try? await get("/slow.zip") }
        while server.requestCount("/slow.zip") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let clock = ContinuousClock()
        let elapsed = clock.measure { server.stop() }
        server.stop()
        #expect(elapsed < .seconds(1))
        _ = await task.value
    }
}
