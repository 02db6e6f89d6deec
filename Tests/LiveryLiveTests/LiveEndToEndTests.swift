import Foundation
import Livery
import LiveryTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The end-to-end tests hold programs to real-time bounds (500 ms), so they run in a process of
/// their own, as Studio's socket tests do (``StudioGateProcessTests``): in the whole suite's
/// process, the test's own task can wait its turn on Swift concurrency's two threads longer than
/// the bound it measures.
enum LiveTestProcess {
    static let variable = "LIVERY_LIVE_END_TO_END"
    static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }
}

@Suite(
    "Live theming end to end, in a process of its own",
    .enabled(if: !LiveTestProcess.isChild, "the parent: the child runs the end-to-end tests themselves"))
struct LiveEndToEndProcessTests {
    @Test("every end-to-end test passes with nothing else waiting for Swift concurrency's threads")
    func endToEnd() async throws {
        let (status, text) = try await ChildProcess.run(
            try ChildProcess.testExecutable(), ["--testing-library", "swift-testing", "--filter", "\\.LiveEndToEndTests/"],
            environment: ProcessInfo.processInfo.environment.merging([LiveTestProcess.variable: "1"]) { _, new in new })
        let lines = text.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("✔ Test") || line.hasPrefix("✘ Test") || line.hasPrefix("live-latency") {
            print(line + " [child process]")
        }
        for line in lines where line.hasPrefix("✘ Test") && line.contains("recorded an issue") {
            Issue.record("\(line) [child process]")
        }
        #expect(status == 0, "the child process failed:\n\(text.suffix(4000))")
        #expect(
            lines.contains { $0.hasPrefix("✔ Suite \"Live theming end to end (Studio and an app, two processes)\" passed") },
            "the end-to-end suite did not pass in the child process:\n\(text.suffix(4000))")
    }
}

/// Live theming across processes: `livery studio --live` on a copy of `Examples/Themes`, and the
/// probe app (`livery-live-probe`: a manager with bindings on plain objects, connected through
/// LiveryLive) printing every value its bound properties take.
@Suite(
    "Live theming end to end (Studio and an app, two processes)", .serialized,
    .enabled(if: LiveTestProcess.isChild, "runs in a process of its own (LiveEndToEndProcessTests)"))
struct LiveEndToEndTests {
    static let code = "LIVE-TEST-7Q"

    /// A copy of the example space in a temporary folder.
    static func copyOfExamples() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("livery-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let folder = base.appendingPathComponent("Themes")
        try FileManager.default.copyItem(at: exampleThemes, to: folder)
        return folder
    }

    static func startProbe(folder: URL, url: URL, code: String = code) throws -> LiveProcess {
        try LiveProcess(try LiveProcess.product("livery-live-probe"), [folder.path, url.absoluteString, code])
    }

    static func edit(_ studio: RunningLiveStudio, _ value: String) async throws -> Int {
        try await studio.api(
            "POST", "/api/edit", json: #"{"file": "default.json", "path": "color.accent", "value": "\#(value)"}"#
        ).status
    }

    @Test(
        "an edit in Studio reaches the app's bound property within 500 ms of Studio accepting it; the app reconnects after Studio restarts; Studio disconnecting it restores its theme"
    )
    func endToEnd() async throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var studio = try await RunningLiveStudio.start(folder: folder, code: Self.code)
        defer { studio.process.process.terminate() }
        let probe = try Self.startProbe(folder: folder, url: studio.liveURL)
        defer { probe.process.terminate() }
        let own = try #require(await probe.line { $0.hasPrefix("value color.accent ") }?.text)
        #expect(await probe.line(where: { $0 == "state connected" }) != nil, "\(probe.all)")

        // An edit through Studio's API (unsaved: pushed by default).
        var mark = probe.count
        var sent = ContinuousClock.now
        #expect(try await Self.edit(studio, "#FF6600") == 200)
        let answered = ContinuousClock.now
        let shown = await probe.line(from: mark, within: .seconds(10)) { $0 == "value color.accent #FF6600FF" }
        let took = try #require(shown, "the edit never reached the app: \(probe.all.suffix(10))").at - sent
        print("live-latency api-edit \(took) (after Studio answered the edit: \(shown.map { $0.at - answered } ?? .zero))")
        // From Studio accepting the edit (its answer) to the app's property: the channel's part, the
        // issue's 500 ms for this test (measured 0 to 20 ms here, against a 100 ms target). The whole
        // edit also counts Studio's validation of it across selections, which grows with the
        // machine's load (90 to 470 ms here while other builds ran): bounded loosely.
        let afterAnswer = try #require(shown).at - answered
        #expect(afterAnswer < .milliseconds(500), "the app showed the edit \(afterAnswer) after Studio accepted it")
        #expect(took < .seconds(5), "the app showed the edit \(took) after the request")
        let listed = try await studio.api("GET", "/api/live")
        let device = try #require((listed.json["devices"] as? [[String: Any]])?.first)
        #expect(device["name"] as? String == "probe")
        #expect((device["selection"] as? String)?.contains("theme=default") == true, "the app reports what it shows")

        // Studio restarts on the same live port: the app retries, reconnects, and gets the saved
        // state (the edit above was never saved), then new edits.
        let port = UInt16(studio.liveURL.port ?? 0)
        await studio.process.terminate()
        #expect(await probe.line(from: mark, where: { $0 == "state retrying" }) != nil, "\(probe.all.suffix(10))")
        mark = probe.count
        studio = try await RunningLiveStudio.start(folder: folder, livePort: port, code: Self.code)
        #expect(
            await probe.line(from: mark, within: .seconds(30), where: { $0 == "state connected" }) != nil,
            "\(probe.all.suffix(10))")
        #expect(await probe.line(from: mark, where: { $0 == own }) != nil, "the unsaved edit is gone with the old Studio")
        mark = probe.count
        sent = ContinuousClock.now
        #expect(try await Self.edit(studio, "#00AA55") == 200)
        let accepted = ContinuousClock.now
        let again = try #require(await probe.line(from: mark, within: .seconds(10)) { $0 == "value color.accent #00AA55FF" })
        // As above: the channel's part held to 500 ms, the whole edit loosely.
        print("live-latency api-edit-after-restart \(again.at - sent) (after Studio answered: \(again.at - accepted))")
        #expect(
            again.at - accepted < .milliseconds(500), "after the restart: \(again.at - accepted) after Studio accepted the edit")
        #expect(again.at - sent < .seconds(5), "after the restart: \(again.at - sent)")

        // Studio disconnects the device: the app shows its own theme again and stops.
        let id = try #require(
            ((try await studio.api("GET", "/api/live")).json["devices"] as? [[String: Any]])?.first?["id"] as? String)
        mark = probe.count
        #expect(try await studio.api("POST", "/api/live/disconnect", json: #"{"device": "\#(id)"}"#).status == 200)
        #expect(await probe.line(from: mark, where: { $0 == "state ended" }) != nil, "\(probe.all.suffix(10))")
        #expect(await probe.line(from: mark, where: { $0 == own }) != nil, "the app's own accent is back")
        probe.send("quit")
        #expect(await probe.line(where: { $0 == "saves 0" }) != nil, "live values were never saved: \(probe.all.suffix(5))")
    }

    @Test("the app disconnecting restores its own theme, leaves Studio's list, and its switches report their selection")
    func appDisconnects() async throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let studio = try await RunningLiveStudio.start(folder: folder, code: Self.code)
        defer { studio.process.process.terminate() }
        let probe = try Self.startProbe(folder: folder, url: studio.liveURL)
        defer { probe.process.terminate() }
        _ = await probe.line { $0 == "state connected" }
        #expect(try await Self.edit(studio, "#FF6600") == 200)
        #expect(await probe.line(where: { $0 == "value color.accent #FF6600FF" }) != nil)
        // The user switches theme: the app reports it, Studio sends the new selection's tokens
        // (ocean's accent, which the edit of base.json's accent does not change).
        probe.send("theme ocean")
        #expect(await probe.line(where: { $0.hasPrefix("selection ") }) != nil)
        var reported = false
        for _ in 0..<50 where !reported {
            let devices = (try await studio.api("GET", "/api/live")).json["devices"] as? [[String: Any]]
            reported = (devices?.first?["selection"] as? String)?.contains("theme=ocean") == true
            if !reported { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(reported, "Studio shows the selection the app switched to")
        let mark = probe.count
        probe.send("disconnect")
        #expect(await probe.line(from: mark, where: { $0 == "state ended" }) != nil)
        var gone = false
        for _ in 0..<50 where !gone {
            gone = ((try await studio.api("GET", "/api/live")).json["devices"] as? [Any])?.isEmpty == true
            if !gone { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(gone, "the device left Studio's list")
        probe.send("quit")
        #expect(
            await probe.line(where: { $0 == "saves 1" }) != nil, "only the user's own switch was saved: \(probe.all.suffix(5))")
    }

    @Test("--lan serves the live channel, and nothing else, on the network address; the page and its API stay on loopback")
    func lan() async throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // 127.0.0.2 stands for the network address: Linux routes all of 127/8 to the loopback interface.
        let studio = try LiveProcess(
            try LiveProcess.product("livery"),
            ["studio", folder.path, "--live", "--live-port", "0", "--lan-address", "127.0.0.2", "--pairing-code", Self.code])
        defer { studio.process.terminate() }
        let page = try #require(await studio.line { $0.hasPrefix("http://") }?.text, "\(studio.all)")
        let lanLine = try #require(await studio.line { $0.hasPrefix("live (LAN): ") }?.text, "\(studio.all)")
        let lanText = lanLine.dropFirst("live (LAN): ".count).prefix { $0 != " " }
        let lan = try #require(URL(string: String(lanText)))
        #expect(lan.host == "127.0.0.2")
        #expect(lanLine.hasSuffix("pairing code LIVETEST7Q"))
        let secret = try #require(URLComponents(string: page)?.queryItems?.first { $0.name == "token" }?.value)

        func get(_ url: URL, _ path: String, headers: [String: String]) async throws -> Int {
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
            components.path = path
            components.query = path == "/live/v1/changes" ? "device=lan-test&after=-1" : nil
            var request = URLRequest(url: try #require(components.url))
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            return try await LiveHTTP.send(request).1
        }
        #expect(try await get(lan, "/live/v1/changes", headers: ["X-Livery-Pairing": Self.code]) == 200)
        #expect(try await get(lan, "/live/v1/changes", headers: [:]) == 403, "the pairing code is needed on the network too")
        #expect(try await get(lan, "/api/space", headers: ["X-Livery-Token": secret]) == 404, "no editing API on the network")
        #expect(try await get(lan, "/", headers: [:]) == 404, "no page on the network")
        // The page's own port is not served on the network address at all.
        let pagePort = try #require(URL(string: page)?.port)
        var onNetwork = URLComponents()
        (onNetwork.scheme, onNetwork.host, onNetwork.port) = ("http", "127.0.0.2", pagePort)
        let pageOnNetwork = try #require(onNetwork.url)
        await #expect(throws: (any Error).self, "the page's port does not listen on the network address") {
            _ = try await get(pageOnNetwork, "/api/space", headers: ["X-Livery-Token": secret])
        }
        // An app on the network connects through it.
        let probe = try Self.startProbe(folder: folder, url: lan)
        defer { probe.process.terminate() }
        #expect(await probe.line(where: { $0 == "state connected" }) != nil, "\(probe.all.suffix(5))")
    }

    /// Whether this machine has what the browser test needs: Debian's chromium and Playwright.
    static let browserAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import playwright.sync_api"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try ChildProcess.launches.withLock { try process.run() }
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        "an edit through Studio's page in Chromium reaches the app within 500 ms of Studio accepting it; the Live tab disconnects it",
        .enabled(if: browserAvailable, "needs Debian's chromium and Playwright (pip install playwright), as Tests/Studio does"))
    func browserEdit() async throws {
        let root = exampleThemes.deletingLastPathComponent().deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["LIVERY_BIN"] = try LiveProcess.product("livery").path
        environment["LIVE_PROBE_BIN"] = try LiveProcess.product("livery-live-probe").path
        environment["STUDIO_PARTS"] = "live"
        let (status, output) = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", root.appendingPathComponent("Tests/Studio/test_studio.py").path],
            environment: environment)
        for line in output.split(separator: "\n") where line.contains("live-latency") {
            print(line.trimmingCharacters(in: .whitespaces))
        }
        #expect(status == 0, "\(output.suffix(3000))")
        #expect(output.contains("ok: the app shows the edit within 500 ms of Studio accepting it"), "\(output.suffix(3000))")
        #expect(output.contains("1 passed, 0 failed"), "\(output.suffix(3000))")
    }

    /// What a hostile peer on the channel could answer, from the reliability suite's inputs.
    static let hostile: [(String, Data, String)] = [
        (
            "a message nested 100,000 deep",
            Data(
                (#"{"version": 1, "sequence": 1, "tokens": "# + String(repeating: "[", count: 100_000)
                    + String(repeating: "]", count: 100_000) + "}").utf8),
            "refused"
        ),
        (
            "a colour of calc() nested 10,000 deep",
            Data(
                (#"{"version": 1, "sequence": 1, "full": true, "tokens": {"color.accent": {"$type": "color", "$value": ""#
                    + String((NestedInput.calc.value(depth: 10_000) ?? "").dropFirst().dropLast()) + #""}}}"#).utf8),
            "color.accent"
        ),
        ("a 4 MiB answer", Data(repeating: 0x7B, count: 4 << 20), "over the limit"),
        ("bytes that are not JSON", Data([0xFF, 0xFE, 0x00, 0x01, 0x7B]), "refused"),
    ]

    @Test("a hostile peer's messages are refused: the app keeps its theme and keeps running", arguments: hostile)
    func hostilePeer(name: String, data: Data, reason: String) async throws {
        let server = try TestHTTPServer()
        server.setFile("/live/v1/changes", data)
        try server.start()
        defer { server.stop() }
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let probe = try Self.startProbe(folder: folder, url: server.url(""))
        defer { probe.process.terminate() }
        let own = try #require(await probe.line { $0.hasPrefix("value color.accent ") }?.text)
        let problem = await probe.line(where: { $0.hasPrefix("problem ") && $0.contains(reason) })
        #expect(problem != nil, "\(name): \(probe.all.suffix(5))")
        // Still running, still answering, its own accent unchanged.
        probe.send("theme ocean")
        #expect(await probe.line(where: { $0.hasPrefix("selection ") }) != nil, "\(name): the app still runs")
        #expect(
            probe.all.filter { $0.hasPrefix("value color.accent") && $0 != own }.count <= 1,
            "only the user's switch changed the accent")
        probe.send("quit")
        #expect(await probe.line(where: { $0.hasPrefix("saves ") }) != nil)
    }
}
