import ArgumentParser
import Foundation
import Livery
import LiveryTools

/// `livery resolve`: prints every token of a selection, the theme space, or one parsed value.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a theme file or folder and print every token of a selection.",
        discussion: """
            Examples:
              livery resolve Examples/Themes
              livery resolve Examples/Themes --theme ocean --appearance dark
              livery resolve tokens.resolver.json --input density=compact --format text
              livery resolve Examples/Themes --contexts
              livery resolve --value "hsl(210 80% 40%)"
              livery resolve --value 16px --type dimension

            JSON output is one object: token path → {"type": T, "value": V}. Colours are \
            "#RRGGBBAA" (sRGB, clipped, rounded half up; other colour spaces also carry \
            "colorSpace" and "components"), dimensions are points, durations milliseconds, fonts \
            {"family", "size", "weight"}, images {"kind", "value"}.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @Argument(help: "A theme file or folder.", completion: .file())
    var path: String?

    @Option(help: "The theme (context of the theme modifier).")
    var theme: String?

    @Option(help: "The appearance.")
    var appearance: Selection.Appearance?

    @Option(help: "The contrast.")
    var contrast: Selection.Contrast?

    @Option(name: .customLong("input"), help: ArgumentHelp("Any modifier's context.", valueName: "modifier=context"))
    var inputs: [String] = []

    @Flag(help: "Print the theme space's modifiers, contexts and defaults instead of tokens.")
    var contexts = false

    @Option(help: "Parse one raw value instead of a file.")
    var value: String?

    @Option(
        help: ArgumentHelp(
            "The type of --value (a DTCG type or another tool's alias such as fontSize); inferred when left out.",
            valueName: "type"))
    var type: TokenType?

    @Option(help: "json or text.")
    var format: Format = .json

    func validate() throws {
        if value == nil, path == nil { throw ValidationError("give a theme file or folder, or --value") }
        if value != nil, path != nil { throw ValidationError("PATH and --value cannot be used together: give one") }
        if type != nil, value == nil { throw ValidationError("--type goes with --value") }
        // Options that choose a selection mean nothing to --contexts (the whole space) or --value (no space).
        var selecting: [String] = []
        if theme != nil { selecting.append("--theme") }
        if appearance != nil { selecting.append("--appearance") }
        if contrast != nil { selecting.append("--contrast") }
        if !inputs.isEmpty { selecting.append("--input") }
        if value != nil, contexts {
            throw ValidationError("--value and --contexts cannot be used together: --contexts lists a theme space's contexts")
        }
        if let flag = selecting.first {
            if value != nil {
                throw ValidationError("--value and \(flag) cannot be used together: a raw value has no theme space to select in")
            }
            if contexts {
                throw ValidationError("--contexts and \(flag) cannot be used together: --contexts lists every context")
            }
        }
        for input in inputs where input.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("--input takes modifier=context, got '\(input)'")
        }
    }

    func run() throws {
        let console = Console.current
        if let value {
            try printValue(value, console: console)
            return
        }
        guard let path else { return }
        let progress = ProgressLine(ProgressLine.reading(path), on: console)
        defer { progress.finish() }
        let space = try ThemeSpace.read(commandPath: path)
        if contexts {
            progress.finish()
            printContexts(space, console: console)
            return
        }
        progress.update("resolving \(LintReport.grouped(space.index.paths.count)) tokens")
        var requested: [String: String] = [:]
        for input in inputs {
            let parts = input.split(separator: "=", maxSplits: 1).map(String.init)
            requested[parts[0]] = parts[1]
        }
        if let theme { requested[Selection.StandardModifier.theme] = theme }
        if let appearance { requested[Selection.StandardModifier.appearance] = appearance.rawValue }
        if let contrast { requested[Selection.StandardModifier.contrast] = contrast.rawValue }
        let result: (theme: ResolvedTheme, diagnostics: [Diagnostic])
        do {
            result = try space.resolution(for: space.selection(requested))
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics)
        }
        let problems = (space.diagnostics + result.diagnostics).filter { $0.severity >= .warning }
        let unique = problems.uniqued()
        if unique.contains(where: { $0.severity == .error }) {
            progress.finish()
            throw CommandFailure(diagnostics: unique)
        }
        progress.update("writing \(LintReport.grouped(result.theme.tokens.count)) tokens")
        let output: String
        switch format {
        case .json:
            output = result.theme.serializedJSON()
        case .text:
            output = result.theme.tokens.map { "\($0.path)\t\($0.type)\t\($0.value.text)" }.joined(separator: "\n")
        }
        progress.finish()
        console.report(unique)
        if !output.isEmpty || format == .json { console.print(output) }
    }

    /// The colour functions every syntax reads (as the core's colour reader lists them).
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "c",
    ]

    /// Whether `text` starts as a colour does: `#`, or a colour function's name and `(`.
    static func looksLikeColor(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return true }
        guard let open = trimmed.firstIndex(of: "(") else { return false }
        return colorFunctions.contains(trimmed[..<open].lowercased())
    }

    func printContexts(_ space: ThemeSpace, console: Console) {
        switch format {
        case .json:
            let object = JSONValue.object(
                space.modifiers.map { modifier in
                    (
                        modifier.name,
                        .object([
                            ("contexts", .array(modifier.contexts.map { .string($0) })),
                            ("default", .string(modifier.defaultContext)),
                        ])
                    )
                })
            console.print(object.serialized())
        case .text:
            for modifier in space.modifiers {
                let contexts = modifier.contexts.map { $0 == modifier.defaultContext ? "\($0) (default)" : $0 }
                console.print("\(modifier.name): \(contexts.joined(separator: ", "))")
            }
        }
    }

    func printValue(_ text: String, console: Console) throws {
        let node = SourceNode(rawText: text, file: "<value>")
        var resolved: TokenValue
        do {
            resolved = try ValueParserPipeline.standard.parse(node, as: type)
            // A value written like a colour that the colour parser refuses would otherwise be read as
            // a string and exit 0: report why it is not a colour instead (--type string keeps it as text).
            if type == nil, resolved.type != .color, Self.looksLikeColor(text) {
                do {
                    resolved = try ValueParserPipeline.standard.parse(node, as: .color)
                } catch {
                    var location = error.location
                    location.file = "<value>"
                    throw CommandFailure(diagnostics: [
                        Diagnostic(
                            .error, "\(error.message) (read as a colour: it starts like one; --type string reads it as text)",
                            at: location, rule: error.rule)
                    ])
                }
            }
        } catch let error as ValueParsingError {
            var location = error.location
            location.file = "<value>"
            throw CommandFailure(diagnostics: [Diagnostic(.error, error.message, at: location, rule: error.rule)])
        }
        switch format {
        case .json: console.print(resolved.tokenJSON().serialized())
        case .text: console.print("\(resolved.type)\t\(resolved.text)")
        }
    }
}
