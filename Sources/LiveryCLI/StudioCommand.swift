import ArgumentParser
import Foundation
import LiveryStudio

/// `livery studio`: serves Livery Studio, the local web app, on a folder.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Browse, edit, validate and preview a theme space in the browser.",
        discussion: """
            Examples:
              livery studio Examples/Themes --open
              livery studio ocean-skin --signing-key release.private

            Serves a local web app on 127.0.0.1 and prints its URL, with the per-launch secret, \
            as the first line on standard output (http://127.0.0.1:PORT/?token=…). Runs until \
            Ctrl-C or SIGTERM. Edits stay in the page until saved; a save rewrites only the edited \
            values' text, atomically. Files changed on disk reach the page within a second.
            PATH is a theme space folder, or a skin source folder (skin.json and tokens/), which \
            the page can also pack with --signing-key.
            With --live, also serves the live channel apps connect to in debug builds (LiveryLive) \
            on 127.0.0.1:7433 (--live-port), and prints its address and pairing code on the next \
            line (live: http://127.0.0.1:7433 pairing code K7QF-3MZD). --lan serves the channel, and \
            only the channel, on this machine's local network address too, for devices.
            Exit status: 0 stopped, 1 the folder or address cannot be served, 2 usage.
            """
    )

    @Argument(help: "The theme space or skin source folder.", completion: .directory)
    var path: String = "."

    @Option(help: "The port (a free one when omitted).")
    var port: UInt16 = 0

    @Option(help: "The address to bind; anything but loopback exposes the folder to the network.")
    var host: String?

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @Option(help: "The private key (from `livery skin keygen`) the page's Pack skin signs with.", completion: .file())
    var signingKey: String?

    @Flag(help: "Serve the live channel running apps connect to (LiveryLive, debug builds).")
    var live = false

    @Option(help: "The live channel's port (0 picks a free one).")
    var livePort: UInt16 = 7433

    @Flag(help: "Serve the live channel (only it) on this machine's local network address too, for devices.")
    var lan = false

    @Option(help: "The local network address for --lan (found automatically when omitted).")
    var lanAddress: String?

    @Option(help: "The live channel's pairing code (8 or more letters and digits); a new one each launch when omitted.")
    var pairingCode: String?

    func validate() throws {
        if !live, lan || lanAddress != nil || pairingCode != nil {
            throw ValidationError("--lan, --lan-address and --pairing-code need --live")
        }
    }

    func run() async throws {
        let console = Console.current
        let host = host ?? "127.0.0.1"
        let server: StudioServer
        var channel: StudioServer.LiveChannel?
        if live {
            var networkHost: String?
            if lan || lanAddress != nil {
                networkHost = lanAddress ?? StudioServer.localNetworkAddress()
                if networkHost == nil {
                    console.printError("error: --lan found no local network address; give one with --lan-address")
                    throw ExitCode(1)
                }
            }
            channel = StudioServer.LiveChannel(port: livePort, networkHost: networkHost, pairingCode: pairingCode)
        }
        do {
            server = try StudioServer(
                configuration: .init(
                    folder: URL(fileURLWithPath: path), host: host, port: port,
                    signingKey: signingKey.map { URL(fileURLWithPath: $0) }, live: channel))
        } catch {
            console.printError("error: \(error.description)")
            throw ExitCode(1)
        }
        if !StudioServer.isLoopback(host) {
            console.printError(
                "warning: serving on \(host) to the network without encryption: the page, the URL's token and every edit travel in clear text; anyone who can reach \(host) and sees the token can read and change \(path). Use it only on a network you trust."
            )
        }
        let open = self.open
        // The handlers are in place before the server starts: the URL is printed from the serving
        // task, and a SIGTERM right after it used to meet the default action (the process killed,
        // status -15) while this function had not yet installed them.
        // A source's handler is installed when the source is registered, after `resume()`
        // returns: until then an ignored signal is lost, so the server waits for both.
        let stop = StopRequest()
        var signals: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.request() }
            await withCheckedContinuation { (registered: CheckedContinuation<Void, Never>) in
                source.setRegistrationHandler { registered.resume() }
                source.resume()
            }
            signals.append(source)
        }
        defer { signals.forEach { $0.cancel() } }
        let serving = Task {
            try await server.run { url in
                console.print(url.absoluteString)
                if let code = server.livePairingCode {
                    for (index, live) in server.liveURLs.enumerated() {
                        console.print("live\(index == 0 ? "" : " (LAN)"): \(live.absoluteString) pairing code \(code)")
                    }
                }
                if open { Self.openBrowser(url, console: console) }
            }
        }
        stop.attach(serving)
        do {
            try await serving.value
        } catch is CancellationError {
        } catch {
            console.printError("error: cannot serve on \(host):\(port): \(error)")
            throw ExitCode(1)
        }
    }

    /// Opens `url` with the platform's opener (`open` on macOS, `xdg-open` elsewhere), if any,
    /// through a redirect page in a private folder: the opener's command line (which `ps` shows
    /// every user) names the page's file, never the URL with its token.
    static func openBrowser(_ url: URL, console: Console) {
        let page: URL
        do {
            page = try StudioServer.writeLaunchPage(for: url)
        } catch {
            console.printError("note: could not write the page that opens Studio (\(error)); open the URL above yourself")
            return
        }
        // The browser reads the page at once; the folder goes away after a minute.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            try? FileManager.default.removeItem(at: page.deletingLastPathComponent())
        }
        openFile(page, console: console)
    }

    static func openFile(_ url: URL, console: Console) {
        #if os(macOS)
            let opener: String? = "/usr/bin/open"
        #else
            let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        #endif
        guard let opener else {
            console.printError("note: no browser opener (xdg-open) found; open the URL above yourself")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.path]
        do {
            try process.run()
        } catch {
            console.printError("note: could not open a browser (\(error.localizedDescription)); open the URL above yourself")
        }
    }
}

/// A stop asked for by a signal, for a serving task that may not exist yet: the task is cancelled
/// when it is attached if the signal came first.
private final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var task: Task<Void, any Error>?

    func request() {
        lock.withLock {
            requested = true
            task?.cancel()
        }
    }

    func attach(_ task: Task<Void, any Error>) {
        lock.withLock {
            self.task = task
            if requested { task.cancel() }
        }
    }
}
