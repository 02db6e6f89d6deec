import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Livery Studio's server: a local web app to browse, edit, validate and preview a theme space.
///
/// It binds the loopback interface (unless a host is given), serves the page and its API, and
/// watches the folder so changes made by an editor or `git checkout` reach the page.
///
/// ```swift
/// let server = try StudioServer(configuration: .init(folder: URL(fileURLWithPath: "Themes")))
/// try await server.run { url in print(url) }
/// ```
package struct StudioServer: Sendable {
    /// What to serve and how.
    package struct Configuration: Sendable {
        /// The folder to serve: a theme space, or a skin source folder (`skin.json` and `tokens/`).
        package var folder: URL
        /// The address to bind; `127.0.0.1` unless given.
        package var host: String
        /// The port; 0 picks a free one.
        package var port: UInt16
        /// The private key the page's "Pack skin" signs with.
        package var signingKey: URL?
        /// How often the folder is checked for changes on disk. A change is taken in when two
        /// looks in a row find the file the same, so one caught mid-write waits for the next look.
        package var watchInterval: Duration
        /// The live channel running apps connect to (LiveryLive), or nil for none.
        package var live: LiveChannel?

        /// A configuration serving `folder` on 127.0.0.1 and a free port.
        package init(
            folder: URL, host: String = "127.0.0.1", port: UInt16 = 0, signingKey: URL? = nil,
            watchInterval: Duration = .milliseconds(250), live: LiveChannel? = nil
        ) {
            self.folder = folder
            self.host = host
            self.port = port
            self.signingKey = signingKey
            self.watchInterval = watchInterval
            self.live = live
        }
    }

    /// Where the live channel listens: its own port, on loopback (the simulator) and, when given,
    /// one address on the local network (devices). It serves the channel alone, never the page
    /// or the editing API, and answers only requests with the pairing code.
    package struct LiveChannel: Sendable {
        /// The port on loopback and on `networkHost`; 0 picks a free one.
        package var port: UInt16
        /// This machine's address on the local network to serve the channel on too (`--lan`), or nil.
        package var networkHost: String?
        /// The pairing code apps must send (8 to 64 letters and digits), or nil for a new one each launch.
        package var pairingCode: String?

        /// A live channel on `port` (7433 unless given).
        package init(port: UInt16 = 7433, networkHost: String? = nil, pairingCode: String? = nil) {
            self.port = port
            self.networkHost = networkHost
            self.pairingCode = pairingCode
        }
    }

    /// The configuration.
    package let configuration: Configuration
    /// The per-launch secret every API request must carry.
    package let secret: String
    let router: StudioRouter

    /// A server for `configuration`.
    ///
    /// - Throws: ``StudioError`` when the folder is not one, or the page's files cannot be found.
    package init(configuration: Configuration) throws(StudioError) {
        try Self.checkHost(configuration.host)
        if let live = configuration.live {
            if let host = live.networkHost {
                do {
                    try Self.checkHost(host)
                } catch {
                    throw StudioError(
                        .badRequest,
                        "refused: --lan-address \(host) is not one address of this machine on the network (a wildcard or a malformed address); give the address devices reach, such as 192.168.1.20"
                    )
                }
            }
            if let code = live.pairingCode, !StudioLive.isAcceptable(code) {
                throw StudioError(.badRequest, "a pairing code has 8 to 64 letters and digits (dashes and spaces are ignored)")
            }
        }
        self.configuration = configuration
        self.secret = Self.makeSecret()
        let workspace = try StudioWorkspace(root: configuration.folder, signingKey: configuration.signingKey)
        router = StudioRouter(
            workspace: workspace, secret: secret, host: configuration.host, port: configuration.port,
            resources: try StudioResources.locate(), live: configuration.live != nil,
            pairingCode: configuration.live?.pairingCode)
    }

    /// The code apps pair with on the live channel, when there is one.
    package var livePairingCode: String? { router.live?.pairingCode }

    /// Where apps reach the live channel (loopback, then the local network's address), once the
    /// server listens; empty without one.
    package var liveURLs: [URL] {
        router.live?.urls.compactMap(URL.init(string:)) ?? []
    }

    /// A server around a router made elsewhere (tests).
    init(configuration: Configuration, router: StudioRouter) {
        self.configuration = configuration
        self.secret = router.secret
        self.router = router
    }

    /// The names of the loopback interface.
    package static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

    /// Whether `host` is served only to this machine.
    package static func isLoopback(_ host: String) -> Bool { loopbackHosts.contains(host.lowercased()) }

    /// Refuses a wildcard address: the page checks every request's `Host` against the address
    /// served (DNS rebinding), and a wildcard names no host a browser would send.
    static func checkHost(_ host: String) throws(StudioError) {
        if ["0.0.0.0", "::", "[::]", "", "*"].contains(host) {
            throw StudioError(
                .badRequest,
                "refused: --host \(host.isEmpty ? "''" : host) listens on every interface, and Studio accepts only requests that name the address it serves; give this machine's address on the network (--host 192.168.1.20, say) or leave --host out for 127.0.0.1"
            )
        }
        guard !host.contains("/"), host.utf8.count <= 255 else {
            throw StudioError(.badRequest, "'\(host)' is not an address to serve on")
        }
    }

    /// Writes a page that sends the browser to `url`, in a folder only this user can enter, so a
    /// browser can be opened on it without the secret on a command line (`ps` shows those to
    /// every user).
    ///
    /// - Returns: the page's file; remove its folder once the browser has read it.
    package static func writeLaunchPage(for url: URL) throws -> URL {
        let folder = try makePrivateFolder()
        let page = URL(fileURLWithPath: folder).appendingPathComponent("open-studio.html")
        let target = url.absoluteString.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "\"", with: "&quot;")
        let html = """
            <!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">
            <meta http-equiv="refresh" content="0;url=\(target)"><title>Livery Studio</title>
            <p>Opening Livery Studio…</p>
            """
        guard FileManager.default.createFile(atPath: page.path, contents: Data(html.utf8), attributes: [.posixPermissions: 0o600])
        else {
            throw StudioGate.Failure(description: "cannot write \(page.path)")
        }
        return page
    }

    /// 32 random bytes as hex.
    static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Serves until the task is cancelled; `onListening` gets the page's URL (with the secret)
    /// once the socket listens.
    ///
    /// The listening socket belongs to the server's gate (`StudioGate`), which bounds every request before passing
    /// it to FlyingFox on a Unix socket in a private folder.
    ///
    /// - Throws: when the address cannot be bound, or serving fails (not for a shortage of file
    ///   descriptors, which is waited out).
    package func run(onListening: @Sendable (URL) -> Void) async throws {
        try await run(limits: StudioGate.Limits(), accept: nil, onGate: nil, onListening: onListening)
    }

    /// `run(onListening:)` with the gate's limits, and an accept seam for tests.
    func run(
        limits: StudioGate.Limits, accept: (@Sendable (AsyncSocket) -> StudioGate.Accept)?, onGate: ((StudioGate) -> Void)?,
        onListening: (URL) -> Void
    ) async throws {
        let privateFolder = try Self.makePrivateFolder()
        defer { try? FileManager.default.removeItem(atPath: privateFolder) }
        let backend = sockaddr_un.unix(path: privateFolder + "/http")
        let server = HTTPServer(address: backend, timeout: 60, logger: DisabledLogger.disabled, handler: router)
        let (ended, end) = AsyncStream<Void>.makeStream()
        let serving = Task {
            defer { end.finish() }
            try await server.run()
        }
        do {
            try await Self.waitUntilListening(server, orEnded: ended)
        } catch {
            serving.cancel()
            if case .failure(let failure) = await serving.result { throw failure }
            throw error
        }
        let pool = HTTPServer.defaultPool()
        let listener: AsyncSocket
        do {
            try await pool.prepare()
            listener = try StudioGate.listen(on: try Self.address(host: configuration.host, port: configuration.port), pool: pool)
        } catch {
            serving.cancel()
            await server.stop()
            throw StudioGate.Failure(description: "cannot listen: \(error.localizedDescription)")
        }
        let port: UInt16
        switch try? listener.socket.sockname() {
        case .ip4(_, let p), .ip6(_, let p): port = p
        default: port = configuration.port
        }
        router.setPort(port)
        let gate = StudioGate(backend: backend, pool: pool, limits: limits)
        onGate?(gate)
        let acceptor: StudioGate.Accept
        if let accept {
            acceptor = accept(listener)
        } else {
            acceptor = { try await listener.accept() }
        }
        let liveServing: LiveServing?
        do {
            liveServing = try await startLive(folder: privateFolder, pool: pool)
        } catch {
            serving.cancel()
            await server.stop()
            try? listener.close()
            throw error
        }
        let hostText = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let shown = configuration.host == "localhost" ? "127.0.0.1" : hostText
        let watcher = Task { await watch() }
        let outcome: Result<Void, any Error> = await withTaskGroup(of: Result<Void, any Error>?.self) { group in
            group.addTask {
                do {
                    try await pool.run()
                    return nil
                } catch is CancellationError {
                    return nil
                } catch {
                    return .failure(StudioGate.Failure(description: "the socket pool stopped: \(error.localizedDescription)"))
                }
            }
            group.addTask {
                do {
                    try await gate.serve(accept: acceptor)
                    return .success(())
                } catch is CancellationError {
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            for (gate, socket) in liveServing?.gates ?? [] {
                group.addTask {
                    do {
                        try await gate.serve(accept: { try await socket.accept() })
                        return .success(())
                    } catch is CancellationError {
                        return .success(())
                    } catch {
                        return .failure(error)
                    }
                }
            }
            group.addTask {
                do {
                    try await serving.value
                    return .failure(StudioGate.Failure(description: "the HTTP server stopped"))
                } catch is CancellationError {
                    return .success(())
                } catch {
                    return .failure(StudioGate.Failure(description: "the HTTP server stopped: \(error.localizedDescription)"))
                }
            }
            if let url = URL(string: "http://\(shown):\(port)/?token=\(secret)") { onListening(url) }
            var result: Result<Void, any Error> = .success(())
            while let next = await group.next() {
                if let next {
                    if Task.isCancelled { result = .success(()) } else { result = next }
                    break
                }
            }
            group.cancelAll()
            serving.cancel()
            return result
        }
        watcher.cancel()
        try? listener.close()
        if let liveServing {
            await liveServing.live.stop()
            for (_, socket) in liveServing.gates { try? socket.close() }
            liveServing.serving.cancel()
            await liveServing.server.stop()
        }
        await server.stop()
        await router.events.finishAll()
        try outcome.get()
    }

    /// The live channel's server and listeners.
    struct LiveServing {
        var live: StudioLive
        var server: HTTPServer
        var serving: Task<Void, any Error>
        var gates: [(StudioGate, AsyncSocket)]
    }

    /// Starts the live channel's own FlyingFox (the live router alone) behind gates on loopback
    /// and, with `--lan`, the local network's address, on one port.
    private func startLive(folder: String, pool: some AsyncSocketPool) async throws -> LiveServing? {
        guard let options = configuration.live, let live = router.live else { return nil }
        let liveRouter = StudioLiveRouter(live: live, lanHost: options.networkHost)
        let backend = sockaddr_un.unix(path: folder + "/live")
        let server = HTTPServer(address: backend, timeout: 60, logger: DisabledLogger.disabled, handler: liveRouter)
        let (ended, end) = AsyncStream<Void>.makeStream()
        let serving = Task {
            defer { end.finish() }
            try await server.run()
        }
        try await Self.waitUntilListening(server, orEnded: ended)
        let limits = StudioGate.Limits()
        var sockets: [AsyncSocket] = []
        do {
            let loopback = try StudioGate.listen(on: try Self.address(host: "127.0.0.1", port: options.port), pool: pool)
            sockets.append(loopback)
            var port = options.port
            switch try? loopback.socket.sockname() {
            case .ip4(_, let p), .ip6(_, let p): port = p
            default: break
            }
            var urls = ["http://127.0.0.1:\(port)"]
            if let host = options.networkHost {
                sockets.append(try StudioGate.listen(on: try Self.address(host: host, port: port), pool: pool))
                urls.append("http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
            }
            liveRouter.setPort(port)
            live.setURLs(urls)
        } catch {
            for socket in sockets { try? socket.close() }
            serving.cancel()
            await server.stop()
            throw StudioGate.Failure(description: "cannot listen for the live channel: \(error.localizedDescription)")
        }
        await live.start()
        return LiveServing(
            live: live, server: server, serving: serving,
            gates: sockets.map { (StudioGate(backend: backend, pool: pool, limits: limits), $0) })
    }

    /// Waits until FlyingFox listens, or until its task ends first (a socket it could not bind).
    /// No time limit: binding either succeeds or fails at once, and a machine busy enough (the
    /// whole test suite on two cores) kept FlyingFox's task waiting past a 10-second bound.
    static func waitUntilListening(_ server: HTTPServer, orEnded ended: AsyncStream<Void>) async throws {
        let listening = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                // FlyingFox's wait needs a bound; a day stands for none.
                try await server.waitUntilListening(timeout: 86_400)
                return true
            }
            group.addTask {
                for await _ in ended {}
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard listening else { throw StudioGate.Failure(description: "the HTTP server stopped before it listened") }
    }

    /// A folder only this user can enter, for the Unix socket between the gate and FlyingFox.
    static func makePrivateFolder() throws -> String {
        // Short: a Unix socket path has room for about 100 bytes.
        let base = FileManager.default.temporaryDirectory.path
        var template =
            Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("livery-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let pointer = buffer.baseAddress, mkdtemp(pointer) != nil else { return nil }
            return String(cString: pointer)
        }
        guard let made, made.utf8.count < 90 else {
            throw StudioGate.Failure(
                description: "cannot make a private temporary folder in \(base): \(String(cString: strerror(errno)))")
        }
        return made
    }

    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
        if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        return try sockaddr_in.inet(ip4: host, port: port)
    }

    /// Looks for changes on disk and tells the pages.
    func watch() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: configuration.watchInterval)
            let changes = await router.workspace.synchronize(settle: true)
            guard !changes.isEmpty else { continue }
            let revision = await router.workspace.revision
            await router.events.send(
                StudioEvent.Disk(reloaded: changes.reloaded, conflicts: changes.conflicts, revision: revision))
        }
    }
}
