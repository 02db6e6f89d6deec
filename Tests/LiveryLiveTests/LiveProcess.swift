import Foundation
import LiveryTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A program the live tests run beside them (`livery studio`, the probe app), its output read line
/// by line on a thread of its own, each line stamped when it arrived: the time bounds measure the
/// programs, not how busy Swift concurrency's threads are in the test process.
final class LiveProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var lines: [(text: String, at: ContinuousClock.Instant)] = []
    private var ended = false

    init(_ executable: URL, _ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try ChildProcess.launches.withLock { try process.run() }
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    condition.lock()
                    lines.append((line, .now))
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Every line so far.
    var all: [String] {
        condition.lock()
        defer { condition.unlock() }
        return lines.map(\.text)
    }

    /// The first line from index `from` on that `matches`, with when it arrived; nil after `limit`.
    func line(
        from: Int = 0, within limit: Duration = .seconds(60), where matches: @escaping @Sendable (String) -> Bool
    ) async -> (text: String, at: ContinuousClock.Instant, index: Int)? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                let deadline = Date().addingTimeInterval(
                    Double(limit.components.seconds) + 1e-18 * Double(limit.components.attoseconds))
                condition.lock()
                defer { condition.unlock() }
                while true {
                    if let index = lines.indices.first(where: { $0 >= from && matches(lines[$0].text) }) {
                        continuation.resume(returning: (lines[index].text, lines[index].at, index))
                        return
                    }
                    if ended || !condition.wait(until: deadline) {
                        continuation.resume(returning: nil)
                        return
                    }
                }
            }
        }
    }

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return lines.count
    }

    func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    func terminate() async {
        if process.isRunning { process.terminate() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [self] in
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }

    /// The products folder (`.build/debug`): where the test executable and the programs are.
    static func product(_ name: String) throws -> URL {
        try ChildProcess.testExecutable().deletingLastPathComponent().appendingPathComponent(name)
    }
}

/// `livery studio COPY --live` on a port, with its page's URL and secret and its live channel's URL.
struct RunningLiveStudio {
    let process: LiveProcess
    let pageURL: URL
    let secret: String
    let liveURL: URL

    static func start(folder: URL, livePort: UInt16 = 0, code: String) async throws -> RunningLiveStudio {
        let process = try LiveProcess(
            try LiveProcess.product("livery"),
            ["studio", folder.path, "--live", "--live-port", String(livePort), "--pairing-code", code])
        guard let page = await process.line(where: { $0.hasPrefix("http://") }),
            let live = await process.line(where: { $0.hasPrefix("live: ") })
        else {
            await process.terminate()
            throw LiveTestFailure(description: "Studio did not print its addresses: \(process.all)")
        }
        let liveText = live.text.dropFirst("live: ".count).prefix { $0 != " " }
        guard let pageURL = URL(string: page.text), let liveURL = URL(string: String(liveText)),
            let secret = URLComponents(url: pageURL, resolvingAgainstBaseURL: false)?.queryItems?.first(where: {
                $0.name == "token"
            })?
            .value
        else {
            await process.terminate()
            throw LiveTestFailure(description: "unexpected addresses: \(page.text) / \(live.text)")
        }
        return RunningLiveStudio(process: process, pageURL: pageURL, secret: secret, liveURL: liveURL)
    }

    /// Calls Studio's editing API with the secret.
    func api(_ method: String, _ path: String, json: String? = nil) async throws -> (status: Int, json: [String: Any]) {
        var components = URLComponents(url: pageURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = path
        components.query = nil
        guard let url = components.url else { throw LiveTestFailure(description: "no URL for \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue(secret, forHTTPHeaderField: "X-Livery-Token")
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await LiveHTTP.send(request)
        return (response, (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
    }
}

struct LiveTestFailure: Error, CustomStringConvertible {
    var description: String
}

/// One request with URLSession's completion handler (as swift-corelibs-foundation has it).
enum LiveHTTP {
    static func send(_ request: URLRequest) async throws -> (Data, Int) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: (data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0))
                }
            }.resume()
        }
    }
}
