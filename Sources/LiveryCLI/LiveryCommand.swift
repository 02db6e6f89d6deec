import ArgumentParser
import Foundation
import Livery

/// The `livery` command: theme documents in, resolved themes, diagnostics and code out.
package struct LiveryCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Resolve, check and convert Livery theme documents.",
        discussion: """
            Exit status: 0 success, 1 errors in the input (printed to standard error as \
            path:line:column: error: message), 2 usage errors.
            """,
        version: LiveryVersion.string,
        subcommands: [
            ResolveCommand.self, LintCommand.self, GenerateCommand.self, ExportCommand.self, ImportCommand.self, SkinCommand.self,
            StudioCommand.self,
        ]
    )

    package init() {}

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// 0 success, 1 errors in the input, 2 usage errors. Commands that download (`skin install`
    /// from a URL or a catalog, `skin update`) run asynchronously.
    package static func run(_ arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return outputStatus()
        } catch {
            return status(for: error)
        }
    }

    /// 0, or 1 when the command's output to the process's standard output could not be written.
    static func outputStatus() -> Int32 {
        guard Console.current === Console.standard, let failure = Console.standardOutputFailure else { return 0 }
        Console.current.printError("error: cannot write standard output: \(failure)")
        return 1
    }

    /// Runs the command line `arguments` synchronously and returns the exit status. An
    /// asynchronous command (a download) blocks the calling thread until it ends: call this from
    /// synchronous programs only; async code (Swift concurrency's threads, which a blocked
    /// caller could starve) calls the `async` overload.
    package static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            guard command is any AsyncParsableCommand else {
                try command.run()
                return outputStatus()
            }
            let result = StatusBox()
            let done = DispatchSemaphore(value: 0)
            let console = Console.current
            Task.detached {
                result.status = await Console.$current.withValue(console) { await run(arguments) }
                done.signal()
            }
            done.wait()
            return result.status
        } catch {
            return status(for: error)
        }
    }

    /// Reports `error` and returns its exit status.
    static func status(for error: any Error) -> Int32 {
        let console = Console.current
        if let exit = error as? ExitCode { return exit.rawValue }
        if let failure = error as? CommandFailure {
            console.report(failure.diagnostics)
            return 1
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { console.print(message) }
            return 0
        }
        if !message.isEmpty { console.printError(message) }
        return code == .validationFailure ? 2 : code.rawValue
    }
}

/// The exit status handed from the detached task to the waiting thread.
private final class StatusBox: @unchecked Sendable {
    var status: Int32 = 0
}

/// Input errors a command found: printed as diagnostics, exit status 1.
struct CommandFailure: Error {
    var diagnostics: [Diagnostic]
}

extension ThemeSpace {
    /// The theme space read from the file or folder at `path`; a read error becomes a
    /// ``CommandFailure`` with its diagnostics.
    static func read(commandPath path: String) throws -> ThemeSpace {
        do {
            return try ThemeSpace(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics)
        }
    }
}
