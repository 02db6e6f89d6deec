import FlyingFox
import FlyingSocks
import Foundation

/// Livery Studio's server: a local web app to browse, edit, validate and preview a theme space.
///
/// It binds the loopback interface (unless a host is given), serves the page and its API, and
/// watches the folder so changes made by an editor or `git checkout` reach the page.
///
/// ```swift
/// let server = try StudioServer(configuration: .init(folder: URL(fileURLWithPath: "Themes")))
/// try await server.run { url in print(url) }
/// ```
public struct StudioServer: Sendable {
    /// What to serve and how.
    public struct Configuration: Sendable {
        /// The folder to serve: a theme space, or a skin source folder (`skin.json` and `tokens/`).
        public var folder: URL
        /// The address to bind; `127.0.0.1` unless given.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// The private key the page's "Pack skin" signs with.
        public var signingKey: URL?
        /// How often the folder is checked for changes on disk.
        public var watchInterval: Duration

        /// A configuration serving `folder` on 127.0.0.1 and a free port.
        public init(folder: URL, host: String = "127.0.0.1", port: UInt16 = 0, signingKey: URL? = nil,
                    watchInterval: Duration = .milliseconds(250)) {
            self.folder = folder
            self.host = host
            self.port = port
            self.signingKey = signingKey
            self.watchInterval = watchInterval
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// The per-launch secret every API request must carry.
    public let secret: String
    let router: StudioRouter

    /// A server for `configuration`.
    ///
    /// - Throws: ``StudioError`` when the folder is not one, or the page's files cannot be found.
    public init(configuration: Configuration) throws(StudioError) {
        self.configuration = configuration
        self.secret = Self.makeSecret()
        let workspace = try StudioWorkspace(root: configuration.folder, signingKey: configuration.signingKey)
        router = StudioRouter(
            workspace: workspace, secret: secret, host: configuration.host, port: configuration.port,
            resources: try StudioResources.locate())
    }

    /// 32 random bytes as hex.
    static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Serves until the task is cancelled; `onListening` gets the page's URL (with the secret)
    /// once the socket listens.
    public func run(onListening: @Sendable (URL) -> Void) async throws {
        let address = try Self.address(host: configuration.host, port: configuration.port)
        let server = HTTPServer(address: address, timeout: 60, logger: DisabledLogger.disabled, handler: router)
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            serving.cancel()
            _ = try? await serving.value
            throw error
        }
        let port: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let p), .ip6(_, let p): port = p
        default: port = configuration.port
        }
        router.setPort(port)
        let hostText = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let shown = configuration.host == "0.0.0.0" || configuration.host == "::" ? "127.0.0.1" : hostText
        if let url = URL(string: "http://\(shown):\(port)/?token=\(secret)") { onListening(url) }
        let watcher = Task { await watch() }
        await withTaskCancellationHandler {
            _ = try? await serving.value
        } onCancel: {
            serving.cancel()
            watcher.cancel()
        }
        watcher.cancel()
        await server.stop()
        await router.events.finishAll()
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
            let changes = await router.workspace.synchronize()
            guard !changes.isEmpty else { continue }
            let revision = await router.workspace.revision
            await router.events.send(StudioEvent.Disk(reloaded: changes.reloaded, conflicts: changes.conflicts, revision: revision))
        }
    }
}
