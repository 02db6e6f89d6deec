import ArgumentParser
import Foundation
import Livery
import LiveryTools

/// `livery import`: converts another library's theme files into a Livery theme space folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert another library's themes into a Livery theme space folder.",
        discussion: """
            Formats:
            \(Importers.all.map { "  \($0.format)\n      \($0.summary)" }.joined(separator: "\n"))

            Examples:
              livery import swifttheme PlistDemo/Red.plist PlistDemo/Night.plist -o Themes
              livery import dknightversion DKColorTable.txt -o Themes
              livery import cjskin CJSkin.plist -o Themes
              livery import chameleon Themes/lightblue.json Themes/white.json -o Themes
              livery import jhtheme Themes/day.plist Themes/night.plist -o Themes
              livery import tokens-studio tokens/ -o Themes
              livery import figma figma-export/ -o Themes
              livery import xcassets App/Assets.xcassets -o Themes

            The output folder follows Livery's file-name convention (base.json, NAME.json) or \
            carries a livery.json resolver document; `livery resolve DIR --contexts` lists its \
            themes. Files of the same name in the folder are replaced. What an importer cannot \
            represent is printed to standard error as path:line:column: warning|note: message; \
            on success standard output lists the modifiers and contexts written.
            Exit status: 0 success, 1 an input could not be read or had errors, 2 usage errors.
            """
    )

    @Argument(help: ArgumentHelp("The input format (see Formats above).", valueName: "format"))
    var format: String

    @Argument(help: "Files or folders to import.", completion: .file())
    var inputs: [String] = []

    @Option(name: [.short, .customLong("output")], help: "The folder to write (created if needed).", completion: .directory)
    var output: String

    func validate() throws {
        guard Importers.importer(named: format) != nil else {
            throw ValidationError(
                "unknown format '\(format)'; expected one of \(Importers.all.map(\.format).joined(separator: ", "))")
        }
        if inputs.isEmpty { throw ValidationError("give at least one file or folder to import") }
    }

    func run() throws {
        let console = Console.current
        guard let importer = Importers.importer(named: format) else { return }
        try OutputPath.check(output, as: .folder)
        let folder = URL(fileURLWithPath: output)
        let diagnostics: [Diagnostic]
        let inputCount = "\(inputs.count) input\(inputs.count == 1 ? "" : "s")"
        let progress = ProgressLine("importing \(importer.format) from \(inputCount)", on: console)
        defer { progress.finish() }
        do {
            defer { progress.finish() }
            diagnostics = try importer.importThemes(from: inputs.map { URL(fileURLWithPath: $0) }, to: folder)
        } catch {
            throw CommandFailure(diagnostics: Self.diagnostics(for: error, output: folder))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw CommandFailure(diagnostics: diagnostics)
        }
        console.report(diagnostics)
        let space: ThemeSpace
        let check = ProgressLine("reading what was written", on: console)
        do {
            defer { check.finish() }
            space = try ThemeSpace(contentsOf: folder)
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics)
        }
        for modifier in space.modifiers {
            let contexts = modifier.contexts.map { $0 == modifier.defaultContext ? "\($0) (default)" : $0 }
            console.print("\(modifier.name): \(contexts.joined(separator: ", "))")
        }
    }

    /// The diagnostics an importer's error carries: a reading error's location, a theme space's
    /// diagnostics, or any error with a `diagnostics` list; otherwise its description.
    static func diagnostics(for error: any Error, output: URL) -> [Diagnostic] {
        switch error {
        case let error as TokenDocument.Error:
            return [Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)]
        case let error as ThemeSpace.Error:
            return error.diagnostics
        default:
            if let carried = Mirror(reflecting: error).children.first(where: { $0.label == "diagnostics" })?.value
                as? [Diagnostic], !carried.isEmpty
            {
                return carried
            }
            return [
                Diagnostic(
                    .error, "import failed: \(error.localizedDescription)",
                    at: SourceLocation(file: output.path), rule: "unwritable")
            ]
        }
    }
}
