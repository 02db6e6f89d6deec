import ArgumentParser
import Foundation
import Livery
import LiveryTools

/// `livery generate swift`: type-safe accessors for every token.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate type-safe Swift accessors for every token of a theme space.",
        discussion: """
            Examples:
              livery generate swift Examples/Themes -o Sources/App/Tokens.swift
              livery generate swift Themes -o Tokens.swift --access internal --name Theme

            The output has nested enums by group and a Token<Value> constant per token, with a
            doc comment showing the token's value in each theme. The same input gives the same
            bytes. In a package, the LiveryGenerate build-tool plugin runs this at build time.
            """
    )

    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
    }

    @Argument(help: "The language to generate (swift).")
    var language: Language

    @Argument(help: "A theme file or folder.", completion: .file())
    var path: String

    @Option(name: .shortAndLong, help: "The file to write.", completion: .file())
    var output: String

    @Option(help: "The access level of the generated declarations.")
    var access: SwiftGenerator.AccessLevel = .public

    @Option(help: "The name of the outermost enum.")
    var name: String = "Tokens"

    func run() throws {
        try OutputPath.check(output, as: .file)
        let space = try ThemeSpace.read(commandPath: path)
        let errors = space.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw CommandFailure(diagnostics: errors) }
        let generator = SwiftGenerator(rootName: name, accessLevel: access)
        let source = generator.generate(for: space)
        let url = URL(fileURLWithPath: output)
        do {
            // Leave an unchanged file untouched so builds that depend on it stay up to date.
            if (try? String(contentsOf: url, encoding: .utf8)) != source {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(source.utf8).write(to: url, options: .atomic)
            }
        } catch {
            throw CommandFailure(diagnostics: [
                Diagnostic(
                    .error, "cannot write the generated file: \(error.localizedDescription)", at: SourceLocation(file: output))
            ])
        }
    }
}
