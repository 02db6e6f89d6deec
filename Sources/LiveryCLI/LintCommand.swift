import ArgumentParser
import Foundation
import Livery
import LiveryTools

/// `livery lint`: every resolution error plus rules across the theme space.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check theme files and folders; print Xcode-style diagnostics.",
        discussion: """
            Examples:
              livery lint Examples/Themes
              livery lint Themes --strict --assets App/Assets.xcassets
              livery lint tokens.json --dtcg --format sarif > lint.sarif

            Diagnostics go to standard error as path:line:column: error|warning|note: message [rule],
            which Xcode shows inline when lint runs in a build phase, then a line of counts. At most
            100 lines: a rule with many diagnostics shows three and one line counting the rest
            (--verbose lists every one). Rules: missing-token, type-differs, duplicate-key,
            case-collision, deprecated-alias, unused-define, missing-image, contrast, and the DTCG
            conformance notes dtcg-inferred-type, dtcg-name, non-standard-json (errors with --dtcg),
            plus every resolution error. With --dtcg, colours, dimensions and durations written as
            strings are errors too (dtcg-string-value; never in files livery import wrote, which are
            Livery JSON on purpose), and the strict DTCG 2025.10 checks run (errors):
              dtcg-type              $type not one of the 13 DTCG types (case-sensitive)
              dtcg-value-type        a value of the wrong JSON type or range for its type
              dtcg-plain-number      a plain number (0 too) where a dimension/duration object is required
              dtcg-unknown-property  a property a composite, colour, dimension, duration or token does not define
              dtcg-missing-property  a required property missing (a transition without delay…)
              dtcg-legacy-string     a string form the format replaced (stroke style, shadow, border…)
              dtcg-extends-token     $extends on a token
              dtcg-extends-target    $extends that is malformed, names no group, or names a token
              dtcg-extends-cycle     $extends to itself, an enclosing or enclosed group, or in a cycle
              dtcg-token-property    $value with $ref, or $description/$deprecated/$extensions of the wrong type
              dtcg-alias-syntax      a malformed {alias} or $ref JSON pointer, or an alias inside a longer string
              dtcg-alias-target      a {curly} alias reaching into a token's value instead of naming a token
              dtcg-alias-type        an alias (followed along its chain) whose target's type is not the type needed
              dtcg-color-range       a colour component outside its colour space's range (hsl hue 360, srgb 1.2…)
            and in resolver documents (livery.json, *.resolver.json, JSON with resolutionOrder):
              dtcg-resolver-version     version missing or not "2025.10"
              dtcg-resolver-property    a property the resolver module does not define, or one of the wrong type
              dtcg-resolver-order       resolutionOrder missing or empty, or an entry not a set or modifier
              dtcg-resolver-inline      an inline set or modifier without name or type, or of another type
              dtcg-resolver-name        a name used twice in resolutionOrder
              dtcg-resolver-set         a set without a sources array
              dtcg-resolver-source      a source that is neither a {"$ref": …} object nor inline tokens
              dtcg-resolver-modifier    a modifier without contexts, with none or one, or a context not an array
              dtcg-resolver-default     a modifier default that is not one of its contexts
              dtcg-resolver-ref         a $ref that is not a string, not a JSON pointer, or names nothing
              dtcg-resolver-pointer     a set or modifier pointing at a modifier, or a pointer into resolutionOrder
              dtcg-resolver-cycle       reference objects that contain or lead back to themselves
              dtcg-resolver-extensions  $extensions that is not an object
            Silence rules per file or token with
            "$extensions": {"com.livery": {"lint": {"disable": ["rule"]}}}.
            Exit status: 0 no errors, 1 errors (warnings too with --strict), 2 usage.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "Theme files or folders.", completion: .file())
    var paths: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Treat departures from DTCG 2025.10 as errors and run the strict DTCG checks (dtcg-* rules).")
    var dtcg = false

    @Option(name: .customLong("assets"), help: "An asset catalog image names must exist in (repeatable).", completion: .directory)
    var assetCatalogs: [String] = []

    @Option(name: .customLong("disable"), help: "A rule to skip (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "text (stderr), json or sarif (stdout).")
    var format: Format = .text

    @Flag(help: "List every diagnostic (text): by default a rule's long runs are counted in one line, 100 lines at most.")
    var verbose = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one theme file or folder") }
        let unknown = disabledRules.filter { !Linter.knownRules.contains($0) }
        if !unknown.isEmpty {
            throw ValidationError(
                "--disable: unknown rule\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
                    + "the rules are \(Linter.knownRules.joined(separator: ", "))")
        }
    }

    func run() throws {
        let console = Console.current
        let missing = assetCatalogs.filter { !Self.isFolder($0) }
        if !missing.isEmpty {
            throw CommandFailure(
                diagnostics: missing.map {
                    let problem = FileManager.default.fileExists(atPath: $0) ? "is a file, not" : "is missing: no such"
                    return Diagnostic(.error, "asset catalog \($0) \(problem) folder (--assets)", at: SourceLocation(file: $0))
                })
        }
        let linter = Linter(
            options: Linter.Options(
                strict: strict, dtcg: dtcg, assetCatalogs: assetCatalogs.map { URL(fileURLWithPath: $0) },
                disabledRules: Set(disabledRules)))
        let progress = ProgressLine("linting", on: console)
        var diagnostics: [Diagnostic] = []
        for path in paths {
            progress.update("linting " + ProgressLine.reading(path).dropFirst("reading ".count))
            diagnostics += linter.lint(URL(fileURLWithPath: path))
        }
        progress.finish()
        switch format {
        case .text:
            if verbose {
                console.report(diagnostics)
                if !diagnostics.isEmpty { console.printError("livery lint: \(LintReport.summary(diagnostics))") }
            } else {
                let condensed = LintReport.condensed(diagnostics)
                console.report(condensed.diagnostics)
                if !diagnostics.isEmpty { console.printError("livery lint: \(condensed.summary)") }
            }
        case .json: console.print(LintReport.json(diagnostics))
        case .sarif: console.print(LintReport.sarif(diagnostics))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// Whether `path` is an existing folder (an asset catalog is one).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
