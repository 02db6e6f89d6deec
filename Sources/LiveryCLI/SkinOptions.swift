import ArgumentParser
import Crypto
import Foundation
import LiverySkins

/// The options of commands that install skins: trusted keys, required tokens and transfer limits.
struct SkinInstallOptions: ParsableArguments {
    @Option(name: .customLong("trust"), help: "A trusted public key file (repeatable, so keys can rotate).", completion: .file())
    var trusted: [String] = []

    @Option(name: .customLong("require"), help: "A token path the skin must define (repeatable).")
    var required: [String] = []

    @Option(help: "Seconds without a byte before a download fails.")
    var timeout: Double = 30

    @Flag(help: "Print download progress to standard error (always on when it is a terminal).")
    var progress = false

    func validate() throws {
        if trusted.isEmpty { throw ValidationError("give at least one --trust PUBLIC_KEY_FILE") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// The trusted keys, read from their files.
    func keys() throws(SkinError) -> [Curve25519.Signing.PublicKey] {
        var keys: [Curve25519.Signing.PublicKey] = []
        for path in trusted { keys.append(try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path))) }
        return keys
    }

    /// A client for `store`, reading `catalog` when given.
    func client(store: String, catalog: String?) throws(SkinError) -> SkinClient {
        let skins = commandSkinStore(folder: store, requiredTokens: Set(required))
        return SkinClient(
            store: skins, trustedKeys: try keys(), catalogURL: catalog.flatMap(URL.init(string:)),
            configuration: SkinClient.Configuration(requestTimeout: timeout))
    }
}

extension SkinInstallOptions {
    /// A progress closure printing a line to standard error at every tenth of a download, or
    /// `nil` when progress is not asked for and standard error is not a terminal.
    func progressReporter() -> (@Sendable (DownloadProgress) -> Void)? {
        let console = Console.current
        guard progress || console.isTerminal else { return nil }
        let printer = ProgressPrinter(console: console)
        return { printer.report($0) }
    }
}

/// Prints a download's progress at most once per tenth.
final class ProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private let console: Console
    private var printed: [URL: Int] = [:]

    init(console: Console) { self.console = console }

    func report(_ progress: DownloadProgress) {
        let step = progress.fractionCompleted.map { Int($0 * 10) } ?? -1
        lock.lock()
        let last = printed[progress.url]
        let due = last == nil || step > (last ?? -1)
        if due { printed[progress.url] = step }
        lock.unlock()
        guard due else { return }
        let name = progress.url.lastPathComponent
        let received = ByteCountFormatter.string(fromByteCount: progress.bytesReceived, countStyle: .file)
        if let total = progress.totalBytes, let fraction = progress.fractionCompleted {
            let size = ByteCountFormatter.string(fromByteCount: total, countStyle: .file)
            console.printError("downloading \(name): \(Int(fraction * 100))% (\(received) of \(size))")
        } else {
            console.printError("downloading \(name): \(received)")
        }
    }
}

/// Whether `text` is an http(s) URL rather than a file path or an id.
func isWebURL(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return (lowered.hasPrefix("http://") || lowered.hasPrefix("https://")) && URL(string: text) != nil
}
