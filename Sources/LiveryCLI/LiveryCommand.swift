import ArgumentParser
import Foundation
import Livery

/// The `livery` command: theme documents in, resolved themes, diagnostics and code out.
public struct LiveryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Resolve, check and convert Livery theme documents.",
        discussion: """
            Exit status: 0 success, 1 errors in the input (printed to standard error as \
            path:line:column: error: message), 2 usage errors.
            """,
        version: LiveryVersion.string,
        subcommands: [ResolveCommand.self, LintCommand.self, GenerateCommand.self, ExportCommand.self, ImportCommand.self, SkinCommand.self]
    )

    public init() {}

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// 0 success, 1 errors in the input, 2 usage errors.
    public static func run(_ arguments: [String]) -> Int32 {
        let console = Console.current
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let failure as CommandFailure {
            console.report(failure.diagnostics)
            return 1
        } catch {
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
}

/// Input errors a command found: printed as diagnostics, exit status 1.
struct CommandFailure: Error {
    var diagnostics: [Diagnostic]
}

/// The tool's version.
public enum LiveryVersion {
    public static let string = "0.1.0"
}
