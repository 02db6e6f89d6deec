import Foundation
import Livery

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for integration tests: static files with ETags and byte ranges,
/// per-path fault injection, faults drawn at random from a seeded generator (``setRandomFaults(_:rate:seed:)``)
/// and a request log. One request per connection; every response closes it.
///
/// `init()` binds a kernel-chosen port, `start()` listens and runs the accept loop on its own thread,
/// each connection is served on its own thread, and `stop()` ends them all promptly.
package final class TestHTTPServer: @unchecked Sendable {
    /// A failure injected into the next responses of a path.
    package enum Fault: Sendable {
        /// Answer with this status and a small text body instead of the file.
        case status(Int)
        /// Send the headers (full `Content-Length`), then only this many body bytes, then close.
        case cutAfter(Int)
        /// Wait this long before sending anything, then answer normally.
        case delay(TimeInterval)
        /// Send the body in `chunk`-byte pieces with `interval` seconds between them.
        case drip(chunk: Int, interval: TimeInterval)
        /// Read the request, then close the connection without answering.
        case drop
        /// Send the headers (full `Content-Length`) and this many body bytes, then send nothing
        /// more and keep the connection open (until the client gives up or the server stops).
        case stall(after: Int)
        /// Announce a `Content-Length` off by `delta` bytes (more or fewer than the body), send
        /// the whole body, then close.
        case wrongLength(delta: Int)
        /// Serve these bytes instead of the file (a server or CDN serving the wrong file), with
        /// the file's ETag.
        case replace(Data)
    }

    /// A fault ``setRandomFaults(_:rate:seed:)`` may draw, named for the request log.
    package struct RandomFault: Sendable {
        /// The name logged with each request it hits (``Request/fault``).
        package var name: String
        /// The fault for a response whose body would be `body`, given a random number.
        package var make: @Sendable (_ body: Data, _ random: UInt64) -> Fault

        package init(_ name: String, _ make: @escaping @Sendable (_ body: Data, _ random: UInt64) -> Fault) {
            self.name = name
            self.make = make
        }
    }

    /// One logged request.
    package struct Request: Sendable {
        package var method: String
        /// The request path without its query string.
        package var path: String
        /// Header fields, names lowercased; repeated fields are joined with ", ".
        package var headers: [String: String]
        /// The random fault drawn for it (``RandomFault/name``), if any.
        package var fault: String?
    }

    /// A failed socket call.
    package struct SocketError: Error, CustomStringConvertible {
        package var call: String
        package var code: Int32
        package var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    private struct File {
        var data: Data
        var etag: String?
    }

    /// The port the server listens on.
    package let port: Int

    private let listenFD: Int32
    private let lock = NSLock()
    private let threads = DispatchGroup()
    private var files: [String: File] = [:]
    private var faults: [String: (fault: Fault, remaining: Int)] = [:]
    private var randomFaults: (choices: [RandomFault], rate: @Sendable (String) -> Double, generator: SplitMix64)?
    private var log: [Request] = []
    private var connections: Set<Int32> = []
    private var started = false
    private var stopped = false

    /// Creates the socket and binds it to 127.0.0.1 on a kernel-chosen port.
    package init() throws {
        signal(SIGPIPE, SIG_IGN)
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        #if canImport(Darwin)
            addr.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &addr) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind", code: code)
        }
        listenFD = fd
        port = Int(UInt16(bigEndian: addr.sin_port))
    }

    deinit { stop() }

    /// Starts listening and accepting connections on a background thread.
    package func start() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !started, !stopped else { return }
        guard listen(listenFD, 64) == 0 else { throw SocketError(call: "listen", code: errno) }
        started = true
        spawn { [self] in acceptLoop() }
    }

    /// Closes the listening socket, shuts down open connections and waits for every thread to end.
    /// Calling it again does nothing.
    package func stop() {
        lock.lock()
        let wasStarted = started
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        for fd in connections { shutdown(fd, Int32(SHUT_RDWR)) }
        lock.unlock()
        // A started accept loop closes the listening socket itself when it sees `stopped`.
        if !wasStarted { close(listenFD) }
        _ = threads.wait(timeout: .now() + 5)
    }

    /// The URL of `path` (which should start with "/") on this server.
    package func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Serves `data` for GET and HEAD of exactly `path` (query strings are ignored), with an optional ETag.
    package func setFile(_ path: String, _ data: Data, etag: String? = nil) {
        locked { files[path] = File(data: data, etag: etag) }
    }

    /// Applies `fault` (or clears it, if nil) to the next `times` requests of `path`.
    package func setFault(_ fault: Fault?, for path: String, times: Int = .max) {
        locked { faults[path] = fault.flatMap { times > 0 ? ($0, times) : nil } }
    }

    /// From now on, each request (without a fault set by ``setFault(_:for:times:)``) gets a fault
    /// with probability `rate`, drawn uniformly from `choices`; the draws come from a generator
    /// seeded with `seed`, in request order, so a sequential client sees the same faults on every
    /// run. An empty `choices` turns random faults off.
    package func setRandomFaults(_ choices: [RandomFault], rate: Double, seed: UInt64) {
        setRandomFaults(choices, seed: seed) { _ in rate }
    }

    /// Random faults as above, with a probability for each request's path.
    package func setRandomFaults(_ choices: [RandomFault], seed: UInt64, rate: @escaping @Sendable (_ path: String) -> Double) {
        locked { randomFaults = choices.isEmpty ? nil : (choices, rate, SplitMix64(seed: seed)) }
    }

    /// Every request received so far, in arrival order.
    package var requests: [Request] { locked { log } }

    /// How many requests were made for `path`.
    package func requestCount(_ path: String) -> Int { locked { log.filter { $0.path == path }.count } }

    // MARK: - Threads and sockets

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private var isStopped: Bool { locked { stopped } }

    private func spawn(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        Thread { [threads] in
            body()
            threads.leave()
        }.start()
    }

    private func acceptLoop() {
        while !isStopped {
            var pfd = pollfd(fd: listenFD, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 20) > 0 else { continue }
            let fd = accept(listenFD, nil, nil)
            guard fd >= 0 else { continue }
            #if canImport(Darwin)
                var one: Int32 = 1
                setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let admitted: Bool = locked {
                guard !stopped else { return false }
                connections.insert(fd)
                return true
            }
            guard admitted else {
                close(fd)
                break
            }
            spawn { [self] in
                if let request = readRequest(fd) { respond(fd, to: request) }
                locked { _ = connections.remove(fd) }
                close(fd)
            }
        }
        close(listenFD)
    }

    /// Sleeps in small steps; returns false if the server stopped meanwhile.
    private func pause(_ interval: TimeInterval) -> Bool {
        let end = Date().addingTimeInterval(interval)
        while Date() < end {
            if isStopped { return false }
            Thread.sleep(forTimeInterval: min(0.01, max(0, end.timeIntervalSinceNow)))
        }
        return !isStopped
    }

    /// Sends all of `data`; returns false when the peer is gone.
    private func sendAll(_ fd: Int32, _ data: Data) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < buffer.count {
                let sent = send(fd, buffer.baseAddress! + offset, buffer.count - offset, flags)
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads the request line and headers (up to 64 KiB, 5 s); any body is ignored.
    private func readRequest(_ fd: Int32) -> Request? {
        var buffer = Data()
        let terminator = Data("\r\n\r\n".utf8)
        let deadline = Date().addingTimeInterval(5)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while buffer.range(of: terminator) == nil {
            guard buffer.count < 65_536, Date() < deadline, !isStopped else { return nil }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 20) > 0 else { continue }
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let head = String(decoding: buffer[..<buffer.range(of: terminator)!.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let parts = lines.removeFirst().split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        let path = String(parts[1].prefix { $0 != "?" && $0 != "#" })
        return Request(method: String(parts[0]), path: path, headers: headers)
    }

    // MARK: - Responses

    /// Logs the request, consumes a pending fault and answers.
    private func respond(_ fd: Int32, to request: Request) {
        let (file, fault): (File?, Fault?) = locked {
            var request = request
            let file = files[request.path]
            if let entry = faults[request.path] {
                faults[request.path] = entry.remaining > 1 ? (entry.fault, entry.remaining - 1) : nil
                log.append(request)
                return (file, entry.fault)
            }
            var fault: Fault?
            if var random = randomFaults {
                let draw = Double(random.generator.next() >> 11) / Double(1 << 53)
                let pick = random.generator.next()
                let value = random.generator.next()
                if draw < random.rate(request.path) {
                    let choice = random.choices[Int(pick % UInt64(random.choices.count))]
                    fault = choice.make(file?.data ?? Data(), value)
                    request.fault = choice.name
                }
                randomFaults = random
            }
            log.append(request)
            return (file, fault)
        }
        if case .drop = fault { return }
        if case .delay(let interval) = fault, !pause(interval) { return }
        if case .status(let code) = fault {
            _ = sendAll(fd, Self.response(code, body: Data("Injected fault \(code)\n".utf8)))
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            _ = sendAll(fd, Self.response(405, body: Data("Method not allowed\n".utf8)))
            return
        }
        guard var file else {
            _ = sendAll(fd, Self.response(404, body: Data("Not found\n".utf8)))
            return
        }
        if case .replace(let data) = fault { file.data = data }
        let total = file.data.count
        let quoted = file.etag.map { "\"\($0)\"" }
        var headers: [(String, String)] = quoted.map { [("ETag", $0)] } ?? []
        if let quoted, let condition = request.headers["if-none-match"],
            condition.split(separator: ",").contains(where: {
                let tag = $0.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == quoted || tag == "W/" + quoted
            })
        {
            _ = sendAll(fd, Self.head(304, headers + [("Content-Length", "\(total)")]))
            return
        }
        var status = 200
        var body = file.data
        if let range = request.headers["range"], request.headers["if-range"].map({ $0 == quoted }) ?? true {
            switch Self.parseRange(range, total: total) {
            case .none:
                break
            case .some(.none):
                headers.append(("Content-Range", "bytes */\(total)"))
                _ = sendAll(fd, Self.response(416, headers: headers, body: Data()))
                return
            case .some(.some(let bounds)):
                status = 206
                body = file.data.subdata(in: bounds)
                headers.append(("Content-Range", "bytes \(bounds.lowerBound)-\(bounds.upperBound - 1)/\(total)"))
            }
        }
        var length = body.count
        if case .wrongLength(let delta) = fault { length = max(0, body.count + delta) }
        headers.append(("Content-Length", "\(length)"))
        guard sendAll(fd, Self.head(status, headers)), request.method == "GET" else { return }
        switch fault {
        case .cutAfter(let count):
            _ = sendAll(fd, body.prefix(max(0, count)))
        case .stall(let count):
            guard sendAll(fd, body.prefix(max(0, count))) else { return }
            // Hold the connection until the client closes it or the server stops.
            var byte: UInt8 = 0
            while !isStopped {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&pfd, 1, 20) > 0, recv(fd, &byte, 1, 0) <= 0 { return }
            }
        case .drip(let chunk, let interval):
            var offset = 0
            while offset < body.count {
                if offset > 0, !pause(interval) { return }
                let end = min(body.count, offset + max(1, chunk))
                guard sendAll(fd, body.subdata(in: offset..<end)) else { return }
                offset = end
            }
        default:
            _ = sendAll(fd, body)
        }
    }

    /// Parses `bytes=N-`, `bytes=N-M` or `bytes=-N`: nil if malformed (ignore it), `.some(nil)` if
    /// unsatisfiable, else the byte range.
    private static func parseRange(_ value: String, total: Int) -> Range<Int>?? {
        guard value.hasPrefix("bytes="), !value.contains(",") else { return nil }
        let spec = value.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false)
        guard spec.count == 2 else { return nil }
        let first = Int(spec[0].trimmingCharacters(in: .whitespaces))
        let last = Int(spec[1].trimmingCharacters(in: .whitespaces))
        switch (first, last) {
        case (let start?, nil) where spec[1].isEmpty:
            return .some(start < total ? start..<total : nil)
        case (let start?, let end?) where start <= end:
            return .some(start < total ? start..<min(end + 1, total) : nil)
        case (nil, let suffix?) where spec[0].isEmpty:
            return .some(suffix > 0 && total > 0 ? max(0, total - suffix)..<total : nil)
        default:
            return nil
        }
    }

    /// A status line and headers, always with `Accept-Ranges: bytes` and `Connection: close`.
    private static func head(_ status: Int, _ headers: [(String, String)]) -> Data {
        let reasons = [200: "OK", 206: "Partial Content", 304: "Not Modified", 404: "Not Found", 416: "Range Not Satisfiable"]
        var text = "HTTP/1.1 \(status) \(reasons[status] ?? "Status \(status)")\r\n"
        for (name, value) in headers + [("Accept-Ranges", "bytes"), ("Connection", "close")] {
            text += "\(name): \(value)\r\n"
        }
        return Data((text + "\r\n").utf8)
    }

    /// A complete response with `Content-Length` and a body.
    private static func response(_ status: Int, headers: [(String, String)] = [], body: Data) -> Data {
        head(status, headers + [("Content-Length", "\(body.count)")]) + body
    }
}
