import Foundation
import Livery

/// Checks a theme space: every resolution error of every selection, plus rules across the space.
///
/// Rules (their ids appear in `[brackets]` after each message, and silence them):
/// - `missing-token` (warning): a token some selections have and others lack;
/// - `type-differs` (error): a token whose type differs between selections;
/// - `duplicate-key` (error, from the reader), `case-collision` (warning): names that differ only by case;
/// - `deprecated-alias` (warning): an alias to a `$deprecated` token;
/// - `unused-define` (warning): a `$defines` entry no `d(name)` uses;
/// - `missing-image` (warning): an image file, or an asset missing from the given asset catalogs;
/// - `contrast` (warning): a declared foreground/background pair below WCAG AA in some selection;
/// - `lint-configuration` (error): a problem in `.livery/lint.json` beside the themes;
/// - DTCG conformance (notes; errors with ``Options/dtcg``): `dtcg-inferred-type`, `dtcg-name`,
///   `non-standard-json`, and `dtcg-string-value` (colours, dimensions and durations written as
///   strings) only with ``Options/dtcg`` or ``Options/reportsStringValues``: Livery reads the string
///   forms, so a file of them is no problem unless it must be strict DTCG;
/// - strict DTCG 2025.10 checks, only with ``Options/dtcg`` (errors): `dtcg-type`, `dtcg-value-type`,
///   `dtcg-plain-number`, `dtcg-unknown-property`, `dtcg-missing-property`, `dtcg-legacy-string`,
///   `dtcg-extends-token`, `dtcg-extends-target`, `dtcg-extends-cycle`, `dtcg-token-property`, the alias rules
///   (`dtcg-alias-syntax`, `dtcg-alias-target`, `dtcg-alias-type`), `dtcg-color-range`, and the resolver
///   document's `dtcg-resolver-…` rules (every rule: `DTCGStrictChecker.rules`, `livery lint --help`).
///
/// Silence rules for a whole file with `"$extensions": {"com.livery": {"lint": {"disable": ["rule"]}}}`
/// at its top, or for one token or group with the same extension on it.
public struct Linter: Sendable {
    /// How strict the checks are.
    public struct Options: Sendable {
        /// Warnings become errors.
        public var strict = false
        /// DTCG conformance notes become errors.
        public var dtcg = false
        /// Asset catalogs (`.xcassets` folders) that image asset names must exist in.
        public var assetCatalogs: [URL] = []
        /// Rules to skip everywhere.
        public var disabledRules: Set<String> = []
        /// Colours, dimensions and durations written as strings are reported (`dtcg-string-value`)
        /// as notes even without ``dtcg`` (Studio's check tab does, to offer its fix). With ``dtcg``
        /// they are errors either way.
        public var reportsStringValues = false
        /// Colour functions the app's own value parsers read (`pa` for `pa(…)`): lint does not report
        /// them as unknown. ``Linter/lint(_:)-(URL)`` adds the names of the lint configuration
        /// beside the themes (``LintConfiguration``).
        package var colorFunctions: Set<String> = []

        /// Options with each setting as its property describes (all off and empty by default).
        public init(
            strict: Bool = false, dtcg: Bool = false, assetCatalogs: [URL] = [], disabledRules: Set<String> = [],
            reportsStringValues: Bool = false
        ) {
            self.strict = strict
            self.dtcg = dtcg
            self.assetCatalogs = assetCatalogs
            self.disabledRules = disabledRules
            self.reportsStringValues = reportsStringValues
        }
    }

    /// What the linter checks and how strictly.
    public var options: Options

    /// A linter with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The DTCG conformance rules, notes unless ``Options/dtcg`` is set.
    static let conformanceRules: Set<String> = Set(
        ["dtcg-string-value", "dtcg-inferred-type", "dtcg-name", "non-standard-json"] + DTCGStrictChecker.rules)

    /// The rules across the space this linter adds (its own, not the core's).
    static let spaceRules = [
        "missing-token", "type-differs", "case-collision", "deprecated-alias", "unused-define", "missing-image", "contrast",
        "lint-configuration",
    ]

    /// The rules of the errors and warnings reading and resolving report (the core's), which lint
    /// passes on: every id ``Options/disabledRules`` can name besides ``spaceRules`` and
    /// ``conformanceRules``.
    static let readingRules = [
        "unreadable", "syntax", "invalidEncoding", "tooDeep", "tooLarge", "invalidStructure", "duplicate-key",
        "too-deep", "too-large", "invalid-structure", "invalid-value", "invalid-defines", "invalid-extends",
        "invalid-resolver", "resolver-version", "not-loaded", "type-mismatch", "unknown-type", "unknown-property",
        "unknown-token", "unknown-define", "unknown-style", "unknown-swatch", "unknown-context", "unknown-modifier",
        "unresolved-alias", "alias-cycle", "alias-to-group", "expansion-loop", "overflow", "invalid-extensions",
        "skipped-file", "skin-folder", "figma-variables",
    ]

    /// Every rule id a diagnostic from ``lint(_:)`` can carry (what `livery lint --disable` accepts):
    /// the linter's rules, the DTCG conformance and strict rules, then the core's reading and resolution rules.
    package static let knownRules: [String] = {
        var rules: [String] = []
        for rule in spaceRules + conformanceRules.sorted() + readingRules where !rules.contains(rule) { rules.append(rule) }
        return rules
    }()

    /// Lints the theme space at `url` (a file or a folder). A space that cannot be read at all
    /// gives its reading errors.
    ///
    /// A lint configuration beside the themes (`.livery/lint.json` in the folder, or in a file's
    /// folder) adds colour functions the app's own value parsers read:
    /// `{"colorFunctions": ["pa"]}`.
    public func lint(_ url: URL) -> [Diagnostic] {
        var linter = self
        let configuration = LintConfiguration.read(beside: url)
        linter.options.colorFunctions.formUnion(configuration.colorFunctions)
        let space: ThemeSpace
        do {
            space = try ThemeSpace(contentsOf: url)
        } catch {
            return configuration.diagnostics + linter.finish(error.diagnostics, silenced: [])
        }
        return configuration.diagnostics + linter.lint(space)
    }

    /// Lints a theme space.
    public func lint(_ space: ThemeSpace) -> [Diagnostic] {
        var context = LintContext(space: space, options: options)
        context.run()
        return finish(context.diagnostics, silenced: context.silenced)
    }

    /// Applies severities, silencing and ordering; removes duplicates.
    func finish(_ diagnostics: [Diagnostic], silenced: [Silence]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        for var diagnostic in diagnostics {
            let rule = diagnostic.rule ?? ""
            if options.disabledRules.contains(rule) { continue }
            if options.colorFunctions.contains(where: { diagnostic.message.contains("unknown colour function \($0)(") }) {
                continue
            }
            if silenced.contains(where: { $0.covers(diagnostic) }) { continue }
            if Self.conformanceRules.contains(rule) {
                diagnostic.severity = options.dtcg ? .error : .note
            } else if options.strict, diagnostic.severity == .warning {
                diagnostic.severity = .error
            }
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.message)
        }
    }
}

/// Rules silenced for a file, or for a token or group path (and everything under it).
struct Silence: Sendable {
    var file: String
    var path: String?
    var rules: Set<String>

    func covers(_ diagnostic: Diagnostic) -> Bool {
        guard rules.contains(diagnostic.rule ?? "") || rules.contains("all") else { return false }
        guard let path else { return diagnostic.location.file == file }
        guard let tokenPath = diagnostic.tokenPath else { return false }
        return tokenPath == path || tokenPath.hasPrefix(path + ".")
    }
}
