import Foundation
import Livery

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(os)
    import os
#endif

/// Connects a running app to Livery Studio's live channel (`livery studio PATH --live`): every
/// edit a designer makes in Studio shows in the app at once, through the bindings it already has.
///
/// Link this library in debug builds only, and connect under `#if DEBUG`, so nothing of it ships
/// in a release build (see <doc:LiveThemingGuide>):
///
/// ```swift
/// #if DEBUG
///     LiveTheming.connect(AppTheme.manager, to: URL(string: "http://127.0.0.1:7433")!, pairingCode: "K7QF-3MZD")
/// #endif
/// ```
public enum LiveTheming {
    /// Connects `manager` to the live channel at `url` (what Studio printed after `live:`),
    /// paired with Studio's `pairingCode`, and keeps it connected until ``LiveConnection/disconnect()``.
    ///
    /// The app reports the selection it shows; Studio sends that selection's tokens as the
    /// designer edits them, and the manager shows them over its own values without saving
    /// anything or changing the user's choice. A dropped connection is retried with backoff (the
    /// last values stay); disconnecting, or Studio disconnecting the device, restores the app's
    /// own theme.
    @MainActor
    @discardableResult
    public static func connect(
        _ manager: ThemeManager, to url: URL, pairingCode: String, deviceName: String? = nil
    ) -> LiveConnection {
        let connection = LiveConnection(
            manager: manager, url: url, pairingCode: pairingCode, deviceName: deviceName ?? ProcessInfo.processInfo.hostName)
        connection.start()
        return connection
    }
}

/// A running app's connection to Livery Studio's live channel, made by
/// ``LiveTheming/connect(_:to:pairingCode:deviceName:)``.
@MainActor
public final class LiveConnection {
    /// Where a connection stands.
    public enum State: Sendable, Equatable {
        /// Waiting for Studio's first answer.
        case connecting
        /// Receiving Studio's edits.
        case connected
        /// The last request failed; trying again after a pause (the last values stay shown).
        case retrying
        /// Disconnected, by the app or by Studio: the app shows its own theme again.
        case ended
    }

    /// Where the connection stands.
    public private(set) var state: State = .connecting
    /// The last thing that went wrong (a refused message, a wrong pairing code, no answer), or nil.
    public private(set) var lastProblem: String?

    let manager: ThemeManager
    let url: URL
    let pairingCode: String
    let deviceName: String
    /// This connection's id in Studio's device list.
    let deviceID = UUID().uuidString
    let layer = LiveTokenLayer()
    private let transport = LiveTransport(maximumBytes: LiveMessage.maximumBytes, timeout: 30)
    private var task: Task<Void, Never>?
    /// Follows the manager's switches: a new selection restarts the poll, so Studio sends its tokens.
    private var watcher: Task<Void, Never>?
    /// The request waiting for Studio's answer.
    private var inFlight: Task<LiveResponse, any Error>?
    /// The selection the last request reported.
    private var reported: Selection?
    /// The values shown, by path.
    private var values: [String: TokenValue] = [:]

    /// The shortest time between two requests: at most this many answers a second are applied,
    /// whatever the peer sends.
    static let minimumInterval: Duration = .milliseconds(40)
    /// The longest pause between retries.
    static let maximumBackoff: Duration = .seconds(5)

    init(manager: ThemeManager, url: URL, pairingCode: String, deviceName: String) {
        self.manager = manager
        self.url = url
        self.pairingCode = pairingCode
        self.deviceName = String(deviceName.prefix(64))
    }

    /// Stops receiving edits and shows the app's own theme again. Studio lists the device as gone.
    public func disconnect() {
        guard state != .ended else { return }
        task?.cancel()
        task = nil
        watcher?.cancel()
        watcher = nil
        inFlight?.cancel()
        end()
        let goodbye = request(path: "/live/v1/bye", query: [])
        let transport = self.transport
        Task.detached {
            _ = try? await transport.send(goodbye)
            transport.invalidate()
        }
    }

    func start() {
        task = Task { [weak self] in await self?.run() }
        let changes = manager.changes
        watcher = Task { [weak self] in
            for await change in changes {
                guard let self else { return }
                if change.new != self.reported { self.inFlight?.cancel() }
            }
        }
    }

    private func end() {
        manager.removeLiveLayer(layer)
        values = [:]
        set(.ended)
    }

    private func set(_ state: State) {
        guard state != self.state else { return }
        self.state = state
    }

    private func report(_ problem: String) {
        lastProblem = problem
        // The library is for debug builds: every problem is logged (the console shows it).
        #if canImport(os)
            Logger(subsystem: "Livery", category: "LiveTheming").error("\(problem, privacy: .public)")
        #else
            FileHandle.standardError.write(Data("livery live: \(problem)\n".utf8))
        #endif
    }

    /// Polls until cancelled or disconnected by Studio.
    private func run() async {
        var sequence = -1
        var backoff: Duration = .milliseconds(250)
        let clock = ContinuousClock()
        while !Task.isCancelled {
            let started = clock.now
            if reported != manager.selection { sequence = -1 }
            reported = manager.selection
            let request = self.request(
                path: "/live/v1/changes",
                query: [
                    URLQueryItem(name: "after", value: String(sequence)), URLQueryItem(name: "selection", value: selectionText()),
                ])
            let transport = self.transport
            let response: LiveResponse
            let sending = Task { try await transport.send(request) }
            inFlight = sending
            do {
                response = try await sending.value
                inFlight = nil
            } catch {
                inFlight = nil
                if Task.isCancelled { return }
                // The app switched selection while waiting: ask again for the new one at once.
                if sending.isCancelled { continue }
                report("no answer from \(url.absoluteString): \(error)")
                await retry(after: &backoff, sequence: &sequence)
                continue
            }
            if Task.isCancelled { return }
            switch response.status {
            case 200:
                let table = manager.current
                let body = response.body
                let outcome = await Task.detached { () -> Result<LiveMessage, LiveMessage.Refusal> in
                    do throws(LiveMessage.Refusal) {
                        return .success(try LiveMessage.read(body, against: table))
                    } catch {
                        return .failure(error)
                    }
                }.value
                if Task.isCancelled { return }
                switch outcome {
                case .success(let message):
                    apply(message)
                    sequence = message.sequence
                    backoff = .milliseconds(250)
                    set(.connected)
                case .failure(let refusal):
                    report(refusal.message)
                    await retry(after: &backoff, sequence: &sequence)
                    continue
                }
            case 410:
                report("Studio disconnected this device")
                watcher?.cancel()
                watcher = nil
                end()
                transport.invalidate()
                return
            default:
                report("Studio answered \(response.status): \(Self.errorMessage(in: response.body))")
                await retry(after: &backoff, sequence: &sequence)
                continue
            }
            let elapsed = clock.now - started
            if elapsed < Self.minimumInterval { try? await Task.sleep(for: Self.minimumInterval - elapsed) }
        }
    }

    private func retry(after backoff: inout Duration, sequence: inout Int) async {
        set(.retrying)
        // A new Studio (restarted) knows nothing of what was sent: ask for everything again.
        sequence = -1
        try? await Task.sleep(for: backoff)
        backoff = min(backoff * 2, Self.maximumBackoff)
    }

    private func apply(_ message: LiveMessage) {
        for problem in message.problems.prefix(5) { report(problem) }
        var next = message.full ? [:] : values
        for path in message.removed { next.removeValue(forKey: path) }
        next.merge(message.values) { _, new in new }
        guard next != values || message.full else { return }
        values = next
        manager.setLiveValues(next, in: layer)
    }

    /// The selection the app shows, as `modifier=context` pairs joined by `;` (Studio's selection ids).
    private func selectionText() -> String {
        manager.selection.contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }

    private func request(path: String, query: [URLQueryItem]) -> URLRequest {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = path
        components.queryItems =
            [URLQueryItem(name: "device", value: deviceID), URLQueryItem(name: "name", value: deviceName)] + query
        var request = URLRequest(url: components.url ?? url)
        request.setValue(pairingCode, forHTTPHeaderField: "X-Livery-Pairing")
        request.setValue(Self.appName, forHTTPHeaderField: "X-Livery-App")
        return request
    }

    static let appName = String((Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName).prefix(128))

    static func errorMessage(in body: Data) -> String {
        let text = String(decoding: body.prefix(300), as: UTF8.self)
        if let range = text.range(of: #""message":""#) {
            return String(text[range.upperBound...].prefix { $0 != "\"" })
        }
        return text
    }
}
