import ArgumentParser
import Foundation
import Livery
import LiveryTools

/// `livery export`: writes a theme space as an asset catalog, CSS, DTCG tokens or Android resources.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme file or folder in another tool's format.",
        discussion: """
            Formats (OUT is the -o path):
              xcassets  OUT/THEME.xcassets per theme: a colour set per colour token in
                        namespace folders, with dark and high-contrast entries
              css       OUT (a .css path) or OUT/tokens.css: :root, [data-theme="NAME"],
                        @media (prefers-color-scheme: dark), (prefers-contrast: more)
              dtcg      DTCG 2025.10 token files and the resolver document OUT/livery.json
              android   OUT/THEME/values/colors.xml, OUT/THEME/values-night/colors.xml

            Examples:
              livery export css Examples/Themes -o build/themes.css
              livery export xcassets Examples/Themes -o build/Catalogs
              livery export dtcg Examples/Themes -o build/tokens
              livery export android Examples/Themes -o build/res

            Every selection of the theme space is resolved first; if any fails, nothing is written \
            and the errors are printed (exit status 1). What a format cannot hold is printed to \
            standard error as warnings (and, with --verbose, notes); the files are written all the same.
            """
    )

    @Argument(help: ArgumentHelp("The format: \(Exporters.all.map(\.format).joined(separator: ", ")).", valueName: "format"))
    var format: String

    @Argument(help: "A theme file or folder.", completion: .file())
    var path: String

    @Option(
        name: [.short, .customLong("output")], help: ArgumentHelp("The folder (or .css file) to write.", valueName: "path"),
        completion: .file())
    var output: String

    @Flag(help: "Also print notes: what each format leaves out or converts.")
    var verbose = false

    func validate() throws {
        if Exporters.exporter(named: format) == nil {
            throw ValidationError(
                "unknown format '\(format)'; expected one of \(Exporters.all.map(\.format).joined(separator: ", "))")
        }
    }

    func run() throws {
        let console = Console.current
        guard let exporter = Exporters.exporter(named: format) else { return }
        // The CSS exporter writes one file when the output ends in .css; every format else writes a folder.
        let writesFile = exporter.format == "css" && URL(fileURLWithPath: output).pathExtension.lowercased() == "css"
        try OutputPath.check(output, as: writesFile ? .file : .folder)
        let progress = ProgressLine(ProgressLine.reading(path), on: console)
        defer { progress.finish() }
        let space = try ThemeSpace.read(commandPath: path)
        let destination = URL(fileURLWithPath: output)
        let diagnostics: [Diagnostic]
        progress.update("exporting \(LintReport.grouped(space.index.paths.count)) tokens as \(exporter.format)")
        do {
            defer { progress.finish() }
            diagnostics = try exporter.export(space: space, to: destination)
        } catch let error as ThemeSpace.Error {
            throw CommandFailure(diagnostics: error.diagnostics)
        } catch {
            throw CommandFailure(diagnostics: [
                Diagnostic(
                    .error, "cannot write \(exporter.format) output: \(error.localizedDescription)",
                    at: SourceLocation(file: destination.path), rule: "unwritable")
            ])
        }
        let unique = diagnostics.uniqued()
        if unique.contains(where: { $0.severity == .error }) {
            throw CommandFailure(diagnostics: unique)
        }
        console.report(verbose ? unique : unique.filter { $0.severity >= .warning })
        let notes = unique.filter { $0.severity == .note }.count
        console.print(
            "wrote \(exporter.format) to \(destination.path)"
                + (verbose || notes == 0 ? "" : " (\(notes) note\(notes == 1 ? "" : "s"); --verbose prints them)"))
    }
}
