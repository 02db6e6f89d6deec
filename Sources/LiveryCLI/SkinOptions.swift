import ArgumentParser
import Crypto
import Foundation
import Livery
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

    /// The trusted keys, read from their files; a private key is refused, named as typed.
    func keys() throws(SkinError) -> [Curve25519.Signing.PublicKey] {
        var keys: [Curve25519.Signing.PublicKey] = []
        for path in trusted { keys.append(try loadTrustedKey(path)) }
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

/// The scheme of `text` when it is written as a URL (`scheme://…`), lowercased; `nil` for a path or an id.
func urlScheme(of text: String) -> String? {
    guard let separator = text.range(of: "://") else { return nil }
    let scheme = text[..<separator.lowerBound]
    guard let first = scheme.first, first.isASCII, first.isLetter,
        scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme.lowercased()
}

/// Whether `text` is an http(s) URL rather than a file path or an id.
func isWebURL(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return (lowered.hasPrefix("http://") || lowered.hasPrefix("https://")) && URL(string: text) != nil
}

/// The public key file at `path` (as typed); a private key is refused with
/// ``SkinError/keyKindMismatch(path:holds:)`` naming `path` as typed.
func loadTrustedKey(_ path: String) throws(SkinError) -> Curve25519.Signing.PublicKey {
    do throws(SkinError) {
        return try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path))
    } catch {
        if case .keyKindMismatch(_, let holds) = error { throw .keyKindMismatch(path: path, holds: holds) }
        throw error
    }
}

/// The private key file at `path` (as typed) for a command that signs. A public key is refused
/// with a diagnostic at `path` saying what `purpose` (`pack signs with`) needs instead; other
/// errors are the key's ``SkinError``.
func loadSigningKey(_ path: String, purpose: String) throws -> Curve25519.Signing.PrivateKey {
    do throws(SkinError) {
        return try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: path))
    } catch {
        guard case .keyKindMismatch(_, let holds) = error else { throw error }
        throw keyKindFailure(path: path, holds: holds, purpose: purpose)
    }
}

/// The trusted public keys at `paths` for a command that verifies: a private key is refused with a
/// diagnostic at its path saying what `purpose` (`verify trusts`) needs instead.
func loadTrustedKeys(_ paths: [String], purpose: String) throws -> [Curve25519.Signing.PublicKey] {
    var keys: [Curve25519.Signing.PublicKey] = []
    for path in paths {
        do throws(SkinError) {
            keys.append(try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path)))
        } catch {
            guard case .keyKindMismatch(_, let holds) = error else { throw error }
            throw keyKindFailure(path: path, holds: holds, purpose: purpose)
        }
    }
    return keys
}

/// A key of the wrong kind, as a diagnostic at its path (as typed).
private func keyKindFailure(path: String, holds: SkinKeys.Kind, purpose: String) -> CommandFailure {
    let message = SkinError.keyKindMessage(path: path, holds: holds, purpose: purpose)
    return CommandFailure(diagnostics: [Diagnostic(.error, message, at: SourceLocation(file: path), rule: "skin")])
}
