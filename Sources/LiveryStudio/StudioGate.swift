import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bounded front of Studio's server: it owns the listening socket and hands FlyingFox only
/// requests it has read within bounds.
///
/// FlyingFox (0.27) reads a request's line and headers without a limit (in time quadratic in
/// their length), has no header or idle timeout and no connection cap, and its accept loop ends
/// on the first `accept` error (`EMFILE` included). So the gate accepts the connections itself,
/// reads each request head with a size bound (431) and a deadline (408), refuses what it cannot
/// frame (chunked bodies: 411; bodies over the router's limit: 413), caps the open connections
/// (evicting the oldest connection that has not sent a whole head, so idle connections never
/// keep a real request out; 503 only when every place holds a request), backs off while file
/// descriptors run out, then passes the one request — with
/// `Connection: close` — to FlyingFox listening on a Unix socket in a private folder. WebSocket
/// frames from the page are checked on the way in (a frame over ``Limits/maximumFramePayload``
/// closes the socket). It is our code in front of the dependency, not a copy of it.
final class StudioGate: Sendable {
    /// The bounds.
    struct Limits: Sendable {
        /// The request line and headers together, in bytes.
        var maximumHeadBytes = 16 * 1024
        /// The most header lines.
        var maximumHeaderCount = 100
        /// How long a client may take to send the request line and headers.
        var headTimeout: Duration = .seconds(10)
        /// How long a body may pause, and a response write wait.
        var idleTimeout: Duration = .seconds(30)
        /// Open connections at once (pages, their event sockets, and anything else): what the
        /// file descriptor limit allows (``connectionCap(descriptorLimit:)``).
        var maximumConnections = StudioGate.connectionCap(descriptorLimit: StudioGate.descriptorLimit())
        /// The largest request body passed on.
        var maximumBodyBytes = StudioRouter.maximumBodySize
        /// The largest WebSocket frame payload a page may send.
        var maximumFramePayload = 64 * 1024
        /// The first pause after `accept` finds no file descriptor (doubling up to a second).
        var acceptBackoff: Duration = .milliseconds(50)
    }

    /// Why serving stopped.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    enum HeadError: Error {
        case tooLarge, timeout, closed
        case malformed(String)
    }

    typealias Accept = @Sendable () async throws -> AsyncSocket

    let limits: Limits
    let backend: sockaddr_un
    let pool: any AsyncSocketPool
    private let counters = Counters()

    init(backend: sockaddr_un, pool: any AsyncSocketPool, limits: Limits = Limits()) {
        self.backend = backend
        self.pool = pool
        self.limits = limits
    }

    /// Connections open now.
    var openConnections: Int { counters.open }
    /// Connections closed to make room for a request (they had sent no whole head).
    var evictions: Int { counters.evicted }

    /// The soft limit on open file descriptors (`RLIMIT_NOFILE`), or 1024 when it cannot be read.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        return Int(clamping: min(limit.rlim_cur, 1 << 20))
    }

    /// Connections a descriptor limit allows: a proxied request holds three descriptors (the
    /// client, the gate's socket to FlyingFox, FlyingFox's end), and 32 are kept for documents,
    /// the watcher and the listening sockets. At least 16, at most 4,096 (at the usual 1,024, 330).
    static func connectionCap(descriptorLimit: Int) -> Int {
        min(max((descriptorLimit - 32) / 3, 16), 4096)
    }
    /// `accept` failures waited out (no file descriptor, and the like).
    var acceptBackoffs: Int { counters.backoffs }

    // MARK: Listening

    /// A listening socket on `address`.
    static func listen(on address: some SocketAddress, pool: some AsyncSocketPool) throws -> AsyncSocket {
        let socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
        #endif
        try socket.bind(to: address)
        try socket.listen()
        return try AsyncSocket(socket: socket, pool: pool)
    }

    /// Whether an `accept` error is a shortage to wait out rather than a failure.
    static func isTransient(_ code: Int32) -> Bool {
        [EMFILE, ENFILE, ENOBUFS, ENOMEM, ECONNABORTED, EINTR, EPROTO, EPERM, ETIMEDOUT].contains(code)
    }

    /// Accepts and serves connections until cancelled; throws ``Failure`` when accepting fails
    /// for a reason other than a shortage.
    func serve(accept: @escaping Accept) async throws {
        try await withThrowingDiscardingTaskGroup { group in
            var backoff = limits.acceptBackoff
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await accept()
                    backoff = limits.acceptBackoff
                } catch let error as SocketError {
                    if case .failed(_, let code, _) = error, Self.isTransient(code) {
                        counters.addBackoff()
                        try await Task.sleep(for: backoff)
                        backoff = min(backoff * 2, .seconds(1))
                        continue
                    }
                    if case .blocked = error { continue }
                    throw Failure(description: "accepting connections failed: \(error.localizedDescription)")
                } catch is CancellationError {
                    return
                } catch {
                    throw Failure(description: "accepting connections failed: \(error)")
                }
                guard let slot = counters.tryOpen(client.socket.file.rawValue, limit: limits.maximumConnections) else {
                    // Answered briefly off the count; past a few at once, closed unanswered.
                    guard counters.tryReject(limit: 16) else {
                        try? client.close()
                        continue
                    }
                    group.addTask {
                        defer { self.counters.endReject() }
                        await self.reject(client)
                    }
                    continue
                }
                group.addTask {
                    await self.handle(client, slot: slot)
                }
            }
        }
    }

    /// Answers 503 to a connection over the cap, within half a second.
    private func reject(_ client: AsyncSocket) async {
        _ = try? await Self.deadline(.milliseconds(200)) { try await client.read(atMost: 16384) }
        await reply(client, 503, "Service Unavailable", "too many open connections; try again")
        await Self.finish(client, within: .milliseconds(300))
        try? client.close()
    }

    /// Ends a connection after an answer: no more writes, then what the client still sends is
    /// read and dropped for a moment, so closing does not reset the connection before the
    /// client has read the answer.
    static func finish(_ client: AsyncSocket, within limit: Duration) async {
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        _ = try? await deadline(limit) {
            var drained = 0
            while drained < 16 << 20, let chunk = try? await client.read(atMost: 65536) { drained += chunk.count }
            return drained
        }
        // Closed by the caller, once: a second close could close a descriptor already reused by
        // a new connection.
    }

    static func errorResponse(status: Int, phrase: String, _ message: String) -> Data {
        let body = Data(#"{"error":{"message":"\#(message)"}}"#.utf8)
        var head = "HTTP/1.1 \(status) \(phrase)\r\n"
        head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        head += "Connection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        return Data(head.utf8) + body
    }

    // MARK: One connection

    struct Head: Sendable {
        var forwarded: Data
        var contentLength: Int
        var isUpgrade: Bool
        /// Bytes read after the head (the body's start).
        var rest: [UInt8]
        /// Whether the client waits for `100 Continue` before sending its body (curl does).
        var expectsContinue = false
    }

    func handle(_ client: AsyncSocket, slot: Int? = nil) async {
        // Leaves the count before the descriptor closes: an eviction shuts the socket down under
        // the count's lock, never a descriptor already given to another connection.
        defer {
            if let slot { counters.close(slot) }
            try? client.close()
        }
        let counters = self.counters
        let head: Head
        do {
            head = try await Self.deadline(limits.headTimeout) { [limits] in
                try await Self.readHead(client, limits: limits) { if let slot { counters.received(slot) } }
            }
            if let slot { counters.started(slot) }
        } catch HeadError.tooLarge {
            await refuse(
                client, 431, "Request Header Fields Too Large",
                "the request line and headers are over \(limits.maximumHeadBytes / 1024) KiB")
            return
        } catch HeadError.timeout {
            await refuse(client, 408, "Request Timeout", "the request line and headers did not arrive in time")
            return
        } catch HeadError.malformed(let reason) {
            await refuse(
                client, reason.hasPrefix("411") ? 411 : reason.hasPrefix("413") ? 413 : 400,
                reason.hasPrefix("411") ? "Length Required" : reason.hasPrefix("413") ? "Payload Too Large" : "Bad Request",
                String(reason.drop { $0 != " " }.dropFirst()))
            return
        } catch {
            return
        }
        let server: AsyncSocket
        do {
            server = try await AsyncSocket.connected(to: backend, pool: pool, timeout: 5)
        } catch {
            await reply(client, 503, "Service Unavailable", "the server is stopping")
            return
        }
        defer { try? server.close() }
        do {
            let first = head.isUpgrade ? head.rest : Array(head.rest.prefix(head.contentLength))
            try await server.write(head.forwarded + Data(first))
            if head.isUpgrade {
                await relayUpgraded(client: client, server: server)
                return
            }
            var remaining = head.contentLength - first.count
            if head.expectsContinue, remaining > 0 {
                try await write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: client)
            }
            while remaining > 0 {
                let wanted = min(remaining, 65536)
                let chunk = try await Self.deadline(limits.idleTimeout) { try await client.read(atMost: wanted) }
                try await server.write(Data(chunk))
                remaining -= chunk.count
            }
            try await relayResponse(from: server, to: client)
        } catch {
            return
        }
    }

    private func reply(_ client: AsyncSocket, _ status: Int, _ phrase: String, _ message: String) async {
        let data = Self.errorResponse(status: status, phrase: phrase, message)
        _ = try? await Self.deadline(.seconds(2)) { try await client.write(data) }
    }

    private func refuse(_ client: AsyncSocket, _ status: Int, _ phrase: String, _ message: String) async {
        await reply(client, status, phrase, message)
        await Self.finish(client, within: .seconds(1))
    }

    /// Reads up to the blank line after the headers, within the size bound (`received` is called
    /// when bytes arrive).
    static func readHead(
        _ client: AsyncSocket, limits: Limits, received: @escaping @Sendable () -> Void = {}
    ) async throws -> Head {
        var buffer: [UInt8] = []
        var searchFrom = 0
        var end: Int?
        while end == nil {
            let chunk: [UInt8]
            do {
                chunk = try await client.read(atMost: 4096)
            } catch SocketError.disconnected {
                throw HeadError.closed
            }
            buffer += chunk
            if !chunk.isEmpty { received() }
            // Linear: each byte is looked at a bounded number of times.
            var index = max(searchFrom, 0)
            while index + 3 < buffer.count {
                if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                    end = index + 4
                    break
                }
                index += 1
            }
            searchFrom = max(buffer.count - 3, 0)
            if end == nil, buffer.count > limits.maximumHeadBytes { throw HeadError.tooLarge }
        }
        guard let end else { throw HeadError.closed }
        if end > limits.maximumHeadBytes { throw HeadError.tooLarge }
        var head = try parseHead(Array(buffer[..<end]), limits: limits)
        head.rest = Array(buffer[end...])
        return head
    }

    /// Checks a request head and rewrites it for FlyingFox: one request, `Connection: close`
    /// (kept for a WebSocket upgrade).
    static func parseHead(_ bytes: [UInt8], limits: Limits) throws -> Head {
        guard let text = String(validating: bytes.dropLast(4), as: UTF8.self) else {
            throw HeadError.malformed("400 the request head is not UTF-8")
        }
        let lines = text.components(separatedBy: "\r\n")
        guard let requestLine = lines.first else { throw HeadError.malformed("400 no request line") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }),
            parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else {
            throw HeadError.malformed("400 expected a request line METHOD /path HTTP/1.1")
        }
        guard lines.count - 1 <= limits.maximumHeaderCount else { throw HeadError.tooLarge }
        var contentLength: Int?
        var upgrade = false
        var connectionUpgrade = false
        var expectsContinue = false
        var kept: [String] = [requestLine]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw HeadError.malformed("400 a header line has no ':'") }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) else {
                throw HeadError.malformed("400 a header name is not a token")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name.lowercased() {
            case "content-length":
                guard let length = Int(value), length >= 0, contentLength == nil || contentLength == length else {
                    throw HeadError.malformed("400 Content-Length is not one whole number")
                }
                contentLength = length
            case "transfer-encoding":
                throw HeadError.malformed("411 send the body with a Content-Length")
            case "upgrade":
                upgrade = value.lowercased() == "websocket"
            case "connection":
                connectionUpgrade = value.lowercased().split(separator: ",").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "upgrade"
                }
                continue
            case "keep-alive", "proxy-connection":
                continue
            case "expect":
                // Answered here: FlyingFox would not, and the body is read here.
                expectsContinue = value.lowercased() == "100-continue"
                continue
            default:
                break
            }
            kept.append(line)
        }
        let isUpgrade = upgrade && connectionUpgrade && parts[0] == "GET"
        let length = contentLength ?? 0
        if length > limits.maximumBodyBytes {
            throw HeadError.malformed(
                "413 the request body of \(length) bytes is over the \(limits.maximumBodyBytes >> 20) MiB limit")
        }
        kept.append(isUpgrade ? "Connection: Upgrade" : "Connection: close")
        let forwarded = Data((kept.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        return Head(
            forwarded: forwarded, contentLength: isUpgrade ? 0 : length, isUpgrade: isUpgrade, rest: [],
            expectsContinue: expectsContinue)
    }

    /// Copies the response, saying `Connection: close` in its head (FlyingFox leaves it out).
    private func relayResponse(from server: AsyncSocket, to client: AsyncSocket) async throws {
        var head: [UInt8] = []
        var headDone = false
        while true {
            let chunk: [UInt8]
            do {
                chunk = try await server.read(atMost: 65536)
            } catch SocketError.disconnected {
                if !headDone, !head.isEmpty { try await write(Data(head), to: client) }
                return
            }
            if headDone {
                try await write(Data(chunk), to: client)
                continue
            }
            head += chunk
            guard let lineEnd = Self.firstLineEnd(head) else {
                if head.count > 65536 { return }
                continue
            }
            var out = Array(head[..<lineEnd])
            out += Array("Connection: close\r\n".utf8)
            out += head[lineEnd...]
            headDone = true
            try await write(Data(out), to: client)
        }
    }

    private func write(_ data: Data, to client: AsyncSocket) async throws {
        try await Self.deadline(limits.idleTimeout) { try await client.write(data) }
    }

    /// The index after the status line's CRLF.
    static func firstLineEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10 { return index + 2 }
            index += 1
        }
        return nil
    }

    /// After a WebSocket upgrade: the server's bytes go out as they are; the page's frames are
    /// checked for size on the way in.
    private func relayUpgraded(client: AsyncSocket, server: AsyncSocket) async {
        let limit = limits.maximumFramePayload
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                while let chunk = try? await server.read(atMost: 65536) {
                    guard (try? await client.write(Data(chunk))) != nil else { break }
                }
            }
            group.addTask {
                var frames = FrameLimiter(maximumPayload: limit)
                while let chunk = try? await client.read(atMost: 65536) {
                    guard frames.accept(chunk) else {
                        // 1009: message too big.
                        _ = try? await client.write(Data([0x88, 0x02, 0x03, 0xF1]))
                        break
                    }
                    guard (try? await server.write(Data(chunk))) != nil else { break }
                }
            }
            await group.next()
            group.cancelAll()
        }
        // Closed only once both directions have stopped: a socket closed while a read on it is
        // still registered with the pool would leave that registration to the next socket given
        // the same descriptor, and its reads would never wake.
    }

    /// Runs `body`, throwing ``HeadError/timeout`` when it takes longer than `limit`.
    static func deadline<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw HeadError.timeout
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw HeadError.timeout }
            return first
        }
    }
}

/// Follows WebSocket frame headers in a byte stream and refuses a frame whose payload is over
/// the limit (RFC 6455 §5.2).
struct FrameLimiter: Sendable {
    let maximumPayload: Int
    /// Payload bytes of the current frame still to pass.
    private var remaining = 0
    /// A frame header being collected.
    private var header: [UInt8] = []

    init(maximumPayload: Int) {
        self.maximumPayload = maximumPayload
    }

    /// Takes the next bytes; false when a frame is over the limit.
    mutating func accept(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if remaining > 0 {
                let step = min(remaining, bytes.count - index)
                remaining -= step
                index += step
                continue
            }
            header.append(bytes[index])
            index += 1
            guard header.count >= 2 else { continue }
            let lengthCode = Int(header[1] & 0x7F)
            let masked = header[1] & 0x80 != 0
            let extra = lengthCode == 126 ? 2 : lengthCode == 127 ? 8 : 0
            let size = 2 + extra + (masked ? 4 : 0)
            guard header.count >= size else { continue }
            var length = lengthCode
            if extra > 0 {
                var value: UInt64 = 0
                for byte in header[2..<(2 + extra)] { value = value << 8 | UInt64(byte) }
                guard value <= UInt64(maximumPayload) else { return false }
                length = Int(value)
            }
            guard length <= maximumPayload else { return false }
            remaining = length
            header.removeAll(keepingCapacity: true)
        }
        return true
    }
}

/// Open connections and accept back-offs, counted across tasks.
private final class Counters: @unchecked Sendable {
    /// One open connection: its descriptor, when it came, whether it sent bytes, and whether its
    /// head is whole (a request is being served: never evicted).
    private struct Connection {
        var descriptor: Int32
        var order: Int
        var sentBytes = false
        var serving = false
    }

    private let lock = NSLock()
    private var connections: [Int: Connection] = [:]
    private var nextSlot = 0
    private var backoffCount = 0
    private var evictedCount = 0
    private var rejecting = 0

    var open: Int { lock.withLock { connections.count } }
    var backoffs: Int { lock.withLock { backoffCount } }
    var evicted: Int { lock.withLock { evictedCount } }

    /// A place for the connection on `descriptor`, or nil (answer 503): under the limit, or by
    /// evicting the oldest connection that has sent nothing (else the oldest that has not sent a
    /// whole head). The evicted one is told 408 and shut down; its task then ends and closes it.
    func tryOpen(_ descriptor: Int32, limit: Int) -> Int? {
        lock.withLock {
            if connections.count >= limit {
                let waiting = connections.filter { !$0.value.serving }
                guard
                    let victim = waiting.min(by: {
                        ($0.value.sentBytes ? 1 : 0, $0.value.order) < ($1.value.sentBytes ? 1 : 0, $1.value.order)
                    })
                else { return nil }
                connections[victim.key] = nil
                evictedCount += 1
                let answer = StudioGate.errorResponse(
                    status: 408, phrase: "Request Timeout", "closed to make room: no request arrived on this connection")
                // Never blocks, never raises SIGPIPE (Darwin's sockets have SO_NOSIGPIPE set).
                #if canImport(Glibc)
                    let flags = Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL)
                #else
                    let flags = Int32(MSG_DONTWAIT)
                #endif
                _ = answer.withUnsafeBytes { send(victim.value.descriptor, $0.baseAddress, $0.count, flags) }
                _ = shutdown(victim.value.descriptor, Int32(SHUT_RDWR))
            }
            nextSlot += 1
            connections[nextSlot] = Connection(descriptor: descriptor, order: nextSlot)
            return nextSlot
        }
    }

    func received(_ slot: Int) { lock.withLock { connections[slot]?.sentBytes = true } }
    func started(_ slot: Int) { lock.withLock { connections[slot]?.serving = true } }
    func close(_ slot: Int) { lock.withLock { connections[slot] = nil } }

    func tryReject(limit: Int) -> Bool {
        lock.withLock {
            guard rejecting < limit else { return false }
            rejecting += 1
            return true
        }
    }

    func endReject() { lock.withLock { rejecting -= 1 } }
    func addBackoff() { lock.withLock { backoffCount += 1 } }
}
