import Foundation
import Livery

/// Where commands write: data to standard output, diagnostics to standard error.
///
/// Tests replace it through ``Console/current`` to capture what a command prints.
package final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (colour and progress lines are shown only then).
    package let isTerminal: Bool
    /// How long a command runs before it shows what it is doing on standard error (terminals only).
    package let progressDelay: Duration

    /// A console writing standard output with `out` and standard error with `error`;
    /// `isTerminal` says whether standard error is a terminal, and commands that run longer than
    /// `progressDelay` say what they are doing there when it is.
    package init(
        isTerminal: Bool = false, progressDelay: Duration = .seconds(1), out: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.progressDelay = progressDelay
        self.writeOut = out
        self.writeError = error
    }

    /// The process's standard output and error. A write that fails (a full disk, a file-size
    /// limit, a closed pipe) does not stop the process (`FileHandle.write(_:)` would trap); a
    /// failed write to standard output makes the command's exit status 1
    /// (`standardOutputFailure`).
    package static let standard = Console(
        isTerminal: isatty(2) == 1,
        out: { text in
            do {
                try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
            } catch {
                standardFailures.noteOutputFailure(error)
            }
        },
        error: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) })

    private static let standardFailures = StandardStreamFailures()

    /// Why writing to the process's standard output failed, if it did: the data a command
    /// printed is incomplete, so it must not exit 0.
    static var standardOutputFailure: String? { standardFailures.outputFailure }

    /// The console commands write to.
    @TaskLocal package static var current: Console = .standard

    /// Writes a line of data to standard output.
    package func print(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeOut(text + "\n")
    }

    /// Writes a line to standard error.
    package func printError(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeError(text + "\n")
    }

    /// Writes `text` to standard error as it is (no line end): progress lines redraw in place.
    func writeErrorText(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeError(text)
    }

    /// Writes diagnostics to standard error in Xcode's `path:line:column: error: message` format,
    /// with the severity coloured only when standard error is a terminal (and `NO_COLOR` is unset).
    package func report(_ diagnostics: [Diagnostic]) {
        let colour = isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        for diagnostic in diagnostics {
            var line = diagnostic.description
            if colour {
                let code =
                    switch diagnostic.severity {
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

/// The first failed write to standard output.
private final class StandardStreamFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: String?

    func noteOutputFailure(_ error: any Error) {
        lock.lock()
        if failure == nil { failure = error.localizedDescription }
        lock.unlock()
    }

    var outputFailure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}

/// A console that keeps what is written, for tests.
package final class CapturingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""

    /// An empty console.
    package init() {}

    /// Everything written to standard output.
    package var output: String {
        lock.lock()
        defer { lock.unlock() }
        return outText
    }

    /// Everything written to standard error.
    package var errorOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return errorText
    }

    /// A console writing into this capture.
    package var console: Console { console() }

    /// A console writing into this capture that calls itself a terminal when `isTerminal` is true
    /// (progress lines then appear after `progressDelay`).
    package func console(isTerminal: Bool = false, progressDelay: Duration = .seconds(1)) -> Console {
        Console(
            isTerminal: isTerminal, progressDelay: progressDelay,
            out: { [self] text in
                lock.lock(); outText += text; lock.unlock()
            },
            error: { [self] text in
                lock.lock(); errorText += text; lock.unlock()
            })
    }
}
