import FlyingFox
import Foundation
import Livery
import LiveryTools

/// The live channel (`livery studio PATH --live`): running apps (LiveryLive, debug builds) poll it
/// for the tokens of the selection they show, and get an answer as soon as an edit changes them.
///
/// Read-only for apps: they receive token values and report what they show, nothing else. Every
/// request must carry the pairing code (refused ones are counted, and past a bound a minute
/// refuses every unknown device before its code is even compared), no request may come from a web
/// page (`Origin`), each device is held to a rate, and the device list to a size.
actor StudioLive {
    /// The pairing code, as printed (`K7QF-3MZD`).
    let pairingCode: String
    private let workspace: StudioWorkspace
    private let events: StudioEvents
    /// Whether unsaved edits are pushed (else apps see what is saved).
    private(set) var pushesUnsaved = true
    /// Bumped on every change that can change what a device shows.
    private var version = 0
    private var devices: [String: Device] = [:]
    /// Devices Studio disconnected: their polls answer 410 so the app restores its own theme.
    private var disconnected: [String] = []
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var failures = Window()
    private var tables: [String: (key: TableKey, entries: [String: Entry])] = [:]
    private var listening: Task<Void, Never>?
    /// Set when Studio stops: held polls answer at once.
    private var stopped = false
    /// Where apps reach the channel (known once it listens).
    nonisolated var urls: [String] { urlBox.get() }
    private nonisolated let urlBox = URLBox()

    /// How long a poll is held when nothing changes.
    var holdTime: Duration = .seconds(15)
    /// The most devices listed at once.
    static let maximumDevices = 32
    /// The most polls a device may make in a second.
    static let maximumPollsPerSecond = 30
    /// The most wrong pairing codes in a minute before unknown devices are refused unheard.
    static let maximumFailuresPerMinute = 20
    /// The largest message sent (LiveryLive refuses larger ones).
    static let maximumMessageBytes = 1 << 20

    /// A connected app. It encodes as the page lists it (`GET /api/live`'s `devices`): `id`,
    /// `name`, `app`, `selection` (the selection's id), `connectedAt` and `lastSeen` (ISO 8601),
    /// and `problem` when there is one.
    struct Device: Sendable, Encodable {
        var id: String
        var name: String
        var app: String
        /// The selection the device reports showing.
        var selection: Selection
        var firstSeen: Date
        var lastSeen: Date
        var lastSeenClock: ContinuousClock.Instant
        /// The sequence of the last message sent, and what it left the app showing.
        var sentSequence = -2
        var sent: [String: Entry] = [:]
        var polls = Window()
        /// What went wrong with the last answer (a selection Studio cannot resolve), if anything.
        var problem: String?

        private enum CodingKeys: String, CodingKey {
            case id, name, app, selection, connectedAt, lastSeen, problem
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(app, forKey: .app)
            try container.encode(StudioModel.id(of: selection), forKey: .selection)
            try container.encode(StudioLive.timestamp(firstSeen), forKey: .connectedAt)
            try container.encode(StudioLive.timestamp(lastSeen), forKey: .lastSeen)
            try container.encodeIfPresent(problem, forKey: .problem)
        }
    }

    /// A token as sent: its type and its `$value` as JSON.
    struct Entry: Sendable, Equatable {
        var type: String
        var value: LiveryTools.JSONValue
    }

    struct TableKey: Equatable {
        var revision: Int
        var saved: Bool
    }

    /// Counts events in a window of a given length from its first event, on the channel's rate clock.
    struct Window: Sendable {
        var start: ContinuousClock.Instant?
        var count = 0

        mutating func add(within length: Duration, at now: ContinuousClock.Instant) -> Int {
            if let start, now - start <= length {
                count += 1
                return count
            }
            start = now
            count = 1
            return count
        }

        func current(within length: Duration, at now: ContinuousClock.Instant) -> Int {
            guard let start, now - start <= length else { return 0 }
            return count
        }
    }

    /// The time the rate windows count by: the continuous clock; tests freeze it, so that a burst of
    /// polls is one burst however slowly a loaded machine sends it.
    private var rateNow: @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    func setRateClock(_ now: @escaping @Sendable () -> ContinuousClock.Instant) { rateNow = now }

    init(workspace: StudioWorkspace, events: StudioEvents, pairingCode: String? = nil) {
        self.workspace = workspace
        self.events = events
        self.pairingCode = pairingCode.map(Self.display) ?? Self.makePairingCode()
    }

    // MARK: Pairing codes

    /// The letters of a pairing code: no 0/O, 1/I/L to misread.
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    /// Eight random letters of ``alphabet`` (about 40 bits), shown as two groups of four.
    static func makePairingCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<8).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return display(String(letters))
    }

    /// A code without spaces and dashes, in capitals.
    static func normalized(_ code: String) -> String {
        code.uppercased().filter { $0 != "-" && $0 != " " }
    }

    static func display(_ code: String) -> String {
        let letters = normalized(code)
        guard letters.count == 8 else { return letters }
        return String(letters.prefix(4)) + "-" + String(letters.suffix(4))
    }

    /// Whether `code` is usable as a fixed pairing code (`--pairing-code`): 8 to 64 letters or digits.
    static func isAcceptable(_ code: String) -> Bool {
        let letters = normalized(code)
        return (8...64).contains(letters.count) && letters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    nonisolated func setURLs(_ urls: [String]) { urlBox.set(urls) }

    func setHoldTime(_ value: Duration) { holdTime = value }

    // MARK: Changes

    /// Follows the pages' events (edits, saves, disk changes, undo): each may change what devices show.
    func start() {
        guard listening == nil else { return }
        let events = self.events
        listening = Task { [weak self] in
            let (id, stream) = await events.subscribe()
            for await text in stream where !text.contains("\"type\":\"live\"") {
                await self?.changed()
            }
            await events.unsubscribe(id)
        }
    }

    func stop() {
        stopped = true
        listening?.cancel()
        listening = nil
        wakeAll()
    }

    /// Something changed: every held poll looks again.
    func changed() {
        version += 1
        wakeAll()
    }

    private func wakeAll() {
        let all = waiters.values
        waiters.removeAll()
        for waiter in all { waiter.resume() }
    }

    private func wake(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume()
    }

    /// Waits until ``changed()`` (or a disconnect) after `seen`, or `limit`.
    private func waitForChange(since seen: Int, limit: Duration) async {
        guard version == seen else { return }
        let id = UUID()
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            await self?.wake(id)
        }
        await withCheckedContinuation { continuation in waiters[id] = continuation }
        timer.cancel()
    }

    // MARK: Settings and devices (Studio's page)

    func setPushesUnsaved(_ value: Bool) async {
        guard value != pushesUnsaved else { return }
        pushesUnsaved = value
        changed()
        await events.send(StudioEvent.Live())
    }

    /// The devices seen in the last ``holdTime`` and a few seconds, newest first.
    func deviceList() -> [Device] {
        let cutoff = ContinuousClock.now - holdTime - .seconds(5)
        devices = devices.filter { $0.value.lastSeenClock > cutoff }
        return devices.values.sorted { $0.firstSeen > $1.firstSeen }
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// Disconnects a device: its held or next poll answers 410, and the app shows its own theme.
    func disconnect(_ id: String) async throws(StudioError) {
        guard devices.removeValue(forKey: id) != nil else {
            throw StudioError(.notFound, "no connected device \(id)")
        }
        remember(disconnected: id)
        changed()
        await events.send(StudioEvent.Live())
    }

    /// Remembers a device that left or was disconnected (the last 256): its polls answer 410.
    private func remember(disconnected id: String) {
        disconnected.append(id)
        if disconnected.count > 256 { disconnected.removeFirst(disconnected.count - 256) }
    }

    // MARK: Polls

    /// The answer to a poll: `GET /live/v1/changes?device=ID&name=…&after=N&selection=m=c;…`.
    func poll(_ request: HTTPRequest) async -> HTTPResponse {
        let device: Device
        let after: Int
        do throws(StudioError) {
            device = try await admit(request)
            guard let text = request.query["after"], let number = Int(text), number >= -1 else {
                throw StudioError(.badRequest, "missing or bad query item 'after' (a whole number, -1 for everything)")
            }
            after = number
        } catch {
            return StudioRouter.response(error)
        }
        if disconnected.contains(device.id) { return Self.gone }
        var full = after != device.sentSequence
        var deadline = ContinuousClock.now + holdTime
        while !stopped {
            let seen = version
            if disconnected.contains(device.id) { return Self.gone }
            // Listed again if the list dropped it meanwhile (it had not been seen for a while).
            if devices[device.id] == nil { devices[device.id] = device }
            let entries: [String: Entry]
            do throws(StudioError) {
                entries = try await table(for: device.selection)
            } catch {
                devices[device.id]?.problem = error.message
                return StudioRouter.response(error)
            }
            if disconnected.contains(device.id) { return Self.gone }
            var current = devices[device.id] ?? device
            if full || current.sentSequence != after { full = true }
            let changes = full ? entries : entries.filter { current.sent[$0.key] != $0.value }
            let removed = full ? [] : current.sent.keys.filter { entries[$0] == nil }.sorted()
            if full || !changes.isEmpty || !removed.isEmpty {
                current.sentSequence = max(current.sentSequence, after) + 1
                current.sent = entries
                current.problem = nil
                let body = Self.message(sequence: current.sentSequence, full: full, tokens: changes, removed: removed)
                guard body.count <= Self.maximumMessageBytes else {
                    devices[device.id]?.problem = "the selection's tokens are over the live channel's 1 MiB"
                    return StudioRouter.response(
                        StudioError(.tooLarge, "the selection's tokens are \(body.count) bytes, over the live channel's limit"))
                }
                devices[device.id] = current
                return Self.ok(body)
            }
            let now = ContinuousClock.now
            guard now < deadline else {
                // Nothing changed: the same sequence, no tokens.
                return Self.ok(Self.message(sequence: after, full: false, tokens: [:], removed: []))
            }
            await waitForChange(since: seen, limit: deadline - now)
            if devices[device.id]?.sentSequence != after { deadline = ContinuousClock.now }
        }
        return StudioRouter.response(StudioError(.notFound, "Studio is stopping"))
    }

    /// `GET /live/v1/bye?device=ID`: the app disconnected itself.
    func bye(_ request: HTTPRequest) async -> HTTPResponse {
        do throws(StudioError) {
            try checkCode(request, known: request.query["device"].map { devices[$0] != nil } ?? false)
        } catch {
            return StudioRouter.response(error)
        }
        if let id = request.query["device"], devices.removeValue(forKey: id) != nil {
            // Its poll still held here ends too (the app has stopped reading it).
            remember(disconnected: id)
            changed()
            await events.send(StudioEvent.Live())
        }
        return Self.ok(nil)
    }

    /// Checks the code and the rates, and records the device.
    private func admit(_ request: HTTPRequest) async throws(StudioError) -> Device {
        guard let id = request.query["device"], (1...64).contains(id.utf8.count),
            id.utf8.allSatisfy({
                $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            })
        else {
            throw StudioError(.badRequest, "missing or bad query item 'device' (1 to 64 letters, digits and '-')")
        }
        try checkCode(request, known: devices[id] != nil)
        let selection = try Self.selection(from: request.query["selection"] ?? "")
        let name = String((request.query["name"] ?? "device").prefix(64))
        let app = String((request.headers[HTTPHeader("X-Livery-App")] ?? "").prefix(128))
        let now = Date()
        var device =
            devices[id]
            ?? Device(
                id: id, name: name, app: app, selection: selection, firstSeen: now, lastSeen: now,
                lastSeenClock: .now)
        let isNew = devices[id] == nil
        if isNew, devices.count >= Self.maximumDevices, !disconnected.contains(id) {
            _ = deviceList()
            if devices.count >= Self.maximumDevices {
                throw StudioError(.tooManyRequests, "refused: \(Self.maximumDevices) devices are connected already")
            }
        }
        guard device.polls.add(within: .seconds(1), at: rateNow()) <= Self.maximumPollsPerSecond else {
            devices[id] = device
            throw StudioError(.tooManyRequests, "refused: more than \(Self.maximumPollsPerSecond) requests a second")
        }
        let moved = device.selection != selection || device.name != name
        device.selection = selection
        device.name = name
        device.app = app
        device.lastSeen = now
        device.lastSeenClock = .now
        if disconnected.contains(id) { return device }
        devices[id] = device
        if isNew || moved { await events.send(StudioEvent.Live()) }
        return device
    }

    private func checkCode(_ request: HTTPRequest, known: Bool) throws(StudioError) {
        if !known, failures.current(within: .seconds(60), at: rateNow()) >= Self.maximumFailuresPerMinute {
            throw StudioError(.tooManyRequests, "refused: too many wrong pairing codes; try again in a minute")
        }
        let given = Self.normalized(request.headers[HTTPHeader("X-Livery-Pairing")] ?? "")
        guard StudioRouter.constantTimeEqual(given, Self.normalized(pairingCode)) else {
            _ = failures.add(within: .seconds(60), at: rateNow())
            throw StudioError(.forbidden, "refused: the pairing code is missing or wrong (Studio printed it after 'live:')")
        }
    }

    /// `appearance=dark;theme=ocean` (Studio's selection ids) → a selection.
    static func selection(from text: String) throws(StudioError) -> Selection {
        guard text.utf8.count <= 1024 else { throw StudioError(.badRequest, "the selection is over 1 KiB") }
        var contexts: [String: String] = [:]
        for pair in text.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw StudioError(.badRequest, "the selection must be modifier=context pairs joined by ';' (got '\(pair)')")
            }
            contexts[parts[0]] = parts[1]
        }
        return Selection(contexts)
    }

    /// The tokens of `selection` as sent: from the working copies, or the saved files.
    private func table(for selection: Selection) async throws(StudioError) -> [String: Entry] {
        let saved = !pushesUnsaved
        let key = TableKey(revision: await workspace.revision, saved: saved)
        let name = StudioModel.id(of: selection)
        if let cached = tables[name], cached.key == key { return cached.entries }
        let space = saved ? try await workspace.savedSpace() : try await workspace.requireSpace()
        let root = workspace.root
        let entries = try await Self.entries(selection, in: space, root: root)
        if tables.count > 16 { tables.removeAll() }
        tables[name] = (key, entries)
        return entries
    }

    @concurrent
    private static func entries(_ selection: Selection, in space: ThemeSpace, root: URL) async throws(StudioError)
        -> [String: Entry]
    {
        let theme: ResolvedTheme
        do {
            theme = try space.resolve(try space.selection(selection))
        } catch {
            throw StudioError(
                .unprocessable, "the app shows \(selection), which Studio's space cannot resolve: \(error.description)")
        }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(theme.count)
        var problems: [(Diagnostic.Severity, String)] = []
        for token in theme.tokens {
            let value: LiveryTools.JSONValue
            if case .color(let color) = token.value, let name = color.systemName {
                value = .object([("system", .string(name))])
            } else {
                value = DTCGValue.json(token.value, folder: root, problems: &problems)
            }
            entries[token.path] = Entry(type: token.type.rawValue, value: value)
        }
        return entries
    }

    static func message(sequence: Int, full: Bool, tokens: [String: Entry], removed: [String]) -> Data {
        let members: [(String, LiveryTools.JSONValue)] = tokens.keys.sorted().compactMap { path in
            tokens[path].map { (path, .object([("$type", .string($0.type)), ("$value", $0.value)])) }
        }
        let message = LiveryTools.JSONValue.object([
            ("version", .number(1)), ("sequence", .number(Double(sequence))), ("full", .bool(full)),
            ("tokens", .object(members)), ("removed", .array(removed.map { .string($0) })),
        ])
        return Data(message.serialized(pretty: false).utf8)
    }

    static func ok(_ body: Data?) -> HTTPResponse {
        var headers = StudioRouter.securityHeaders
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return HTTPResponse(statusCode: .ok, headers: headers, body: body ?? Data("{}".utf8))
    }

    static var gone: HTTPResponse {
        StudioRouter.json(
            StudioRouter.ErrorEnvelope(
                error: StudioModel.ErrorBody(message: "Studio disconnected this device"), conflicts: nil, confirmPath: nil),
            status: HTTPStatusCode(410, phrase: "Gone"))
    }
}

/// Answers the live channel's requests, and nothing else: the listener `--live` (and `--lan`)
/// opens serves this router alone, so the editing API is never reachable there.
final class StudioLiveRouter: HTTPHandler, Sendable {
    let live: StudioLive
    /// The host names requests may name: the loopback names, and the LAN address when served.
    let hosts: Set<String>
    private let portBox = LivePortBox()

    init(live: StudioLive, lanHost: String?) {
        self.live = live
        var hosts: Set<String> = ["127.0.0.1", "localhost"]
        if let lanHost { hosts.insert(lanHost.lowercased()) }
        self.hosts = hosts
    }

    var port: UInt16 { portBox.get() }
    func setPort(_ port: UInt16) { portBox.set(port) }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // No web page may read the channel: browsers send Origin on cross-origin requests.
        if request.headers[HTTPHeader("Origin")] != nil {
            return StudioRouter.response(StudioError(.forbidden, "refused: the live channel answers apps, not web pages"))
        }
        guard let host = request.headers[.host], StudioRouter.isServed(authority: host, hosts: hosts, port: port) else {
            return StudioRouter.response(StudioError(.forbidden, "refused: the Host header must name this live channel"))
        }
        guard request.method == .GET else {
            return StudioRouter.response(
                StudioError(.methodNotAllowed, "\(request.method.rawValue) is not allowed: the live channel is read-only"))
        }
        switch request.path {
        case "/live/v1/changes": return await live.poll(request)
        case "/live/v1/bye": return await live.bye(request)
        default: return StudioRouter.response(StudioError(.notFound, "the live channel has no \(request.path)"))
        }
    }
}

private final class URLBox: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [String] = []
    func get() -> [String] { lock.withLock { urls } }
    func set(_ value: [String]) { lock.withLock { urls = value } }
}

private final class LivePortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16 = 0
    func get() -> UInt16 { lock.withLock { port } }
    func set(_ value: UInt16) { lock.withLock { port = value } }
}

extension StudioModel {
    /// `GET /api/live`: whether the channel runs, where, and who is connected.
    struct LiveStatus: Encodable, Sendable {
        var enabled: Bool
        var urls: [String] = []
        var pairingCode: String?
        var pushesUnsaved: Bool = true
        /// The devices connected, as ``StudioLive/Device`` encodes them.
        var devices: [StudioLive.Device] = []
    }
}

extension StudioEvent {
    /// The live channel's devices or settings changed.
    struct Live: Encodable {
        var type = "live"
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StudioServer {
    /// This machine's IPv4 address on the local network (the first interface that is up, not
    /// loopback, preferring private ranges), for `--lan`; nil when there is none.
    package static func localNetworkAddress() -> String? {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let start = first else { return nil }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = start
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer -> Bool in
                var inet = pointer.pointee.sin_addr
                return inet_ntop(AF_INET, &inet, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if written { found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        }
        let privateRanges = ["10.", "192.168.", "172.16.", "172.17.", "172.18.", "172.19.", "172.2", "172.30.", "172.31."]
        return found.first { address in privateRanges.contains { address.hasPrefix($0) } } ?? found.first
    }
}
