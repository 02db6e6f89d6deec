import Foundation
import Livery

/// Where commands write: data to standard output, diagnostics to standard error.
///
/// Tests replace it through ``Console/current`` to capture what a command prints.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (colour is used only then).
    public let isTerminal: Bool

    public init(isTerminal: Bool = false, out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeOut = out
        self.writeError = error
    }

    /// The process's standard output and error.
    public static let standard = Console(
        isTerminal: isatty(2) == 1,
        out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        error: { text in FileHandle.standardError.write(Data(text.utf8)) })

    /// The console commands write to.
    @TaskLocal public static var current: Console = .standard

    /// Writes a line of data to standard output.
    public func print(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeOut(text + "\n")
    }

    /// Writes a line to standard error.
    public func printError(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeError(text + "\n")
    }

    /// Writes diagnostics to standard error in Xcode's `path:line:column: error: message` format,
    /// with the severity coloured only when standard error is a terminal (and `NO_COLOR` is unset).
    public func report(_ diagnostics: [Diagnostic]) {
        let colour = isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        for diagnostic in diagnostics {
            var line = diagnostic.description
            if colour {
                let code = switch diagnostic.severity {
                case .error: "31"
                case .warning: "33"
                case .note: "36"
                }
                let word = "\(diagnostic.severity.rawValue):"
                if let range = line.range(of: word) {
                    line.replaceSubrange(range, with: "\u{1B}[1;\(code)m\(word)\u{1B}[0m")
                }
            }
            printError(line)
        }
    }
}

/// A console that keeps what is written, for tests.
public final class CapturingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""

    public init() {}

    /// Everything written to standard output.
    public var output: String {
        lock.lock()
        defer { lock.unlock() }
        return outText
    }

    /// Everything written to standard error.
    public var errorOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return errorText
    }

    /// A console writing into this capture.
    public var console: Console {
        Console(
            out: { [self] text in lock.lock(); outText += text; lock.unlock() },
            error: { [self] text in lock.lock(); errorText += text; lock.unlock() })
    }
}

