import Foundation

/// The direction text and layout run in for a language.
public enum ThemeLayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English, Chinese, Russian…).
    case leftToRight
    /// Right to left (Arabic, Hebrew, Persian, Urdu…).
    case rightToLeft

    /// Languages written right to left, by language code, used when Foundation does not know a
    /// language's direction.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// The direction of the language `identifier` (`"ar"`, `"he-IL"`, `"en"`): Foundation's
    /// `Locale.Language(identifier:).characterDirection` (which knows the direction of every
    /// language in its data, on Apple platforms and Linux alike), with Livery's own list (`ar`,
    /// `he`, `fa`, `ur`) as a fallback. Languages known to neither are left to right.
    public init(language identifier: String) {
        let language = Locale.Language(identifier: identifier)
        if language.characterDirection == .rightToLeft {
            self = .rightToLeft
            return
        }
        let code =
            language.languageCode?.identifier
            ?? String(identifier.prefix { $0 != "-" && $0 != "_" })
        self = Self.rightToLeftLanguages.contains(code.lowercased()) ? .rightToLeft : .leftToRight
    }
}

/// The strings of one language, the theme value of a manager that switches the app's language.
///
/// A table is to a language what a ``ResolvedTheme`` is to a theme: a ``ThemeManager`` over
/// language tables (see ``ThemeSource/init(languages:default:)``) switches the active table with
/// `apply(language:)` and re-applies every binding, so bound labels change their text and layout
/// direction live, on the same engine as themes.
///
/// A lookup that misses falls back to the ``base`` table (and its base, in turn), and then to the
/// key itself, so a missing translation shows the base language or the key, never nothing:
///
/// ```swift
/// let english = LanguageTable(identifier: "en", strings: ["greeting": "Hello", "farewell": "Goodbye"])
/// let arabic = LanguageTable(identifier: "ar", strings: ["greeting": "مرحبا"], base: english)
/// arabic["greeting"]         // "مرحبا"
/// arabic["farewell"]         // "Goodbye", from the base table
/// arabic["missing"]          // "missing"
/// arabic.layoutDirection     // .rightToLeft
/// ```
///
/// Livery switches which table is active; plural rules, String Catalogs and the rest of full
/// localisation stay with Apple's tools.
public struct LanguageTable: Sendable, Hashable {
    /// The language identifier (`"en"`, `"ar"`, `"pt-BR"`); the `language` modifier's context.
    public var identifier: String
    /// The strings by key.
    public var strings: [String: String]
    /// The direction text and layout run in: derived from ``identifier`` unless set explicitly.
    public var layoutDirection: ThemeLayoutDirection
    // The base table, if any: an array so that the struct can hold a value of its own type.
    private var bases: [LanguageTable]

    /// A table of `strings` for the language `identifier`, falling back to `base`; the layout
    /// direction is the language's (see ``ThemeLayoutDirection/init(language:)``) unless given.
    public init(
        identifier: String, strings: [String: String], base: LanguageTable? = nil,
        layoutDirection: ThemeLayoutDirection? = nil
    ) {
        self.identifier = identifier
        self.strings = strings
        self.bases = base.map { [$0] } ?? []
        self.layoutDirection = layoutDirection ?? ThemeLayoutDirection(language: identifier)
    }

    /// The table lookups fall back to when this one has no string for a key.
    public var base: LanguageTable? {
        get { bases.first }
        set { bases = newValue.map { [$0] } ?? [] }
    }

    /// The locale of ``identifier``, for formatting numbers and dates in the language.
    package var locale: Locale { Locale(identifier: identifier) }

    /// The string for `key` in this table or, failing that, in its base tables; nil when none has one.
    public func string(forKey key: String) -> String? {
        if let string = strings[key] { return string }
        return base?.string(forKey: key)
    }

    /// The string for `key`, falling back to the base tables and then to the key itself.
    public subscript(key: String) -> String {
        string(forKey: key) ?? key
    }

    /// The string for `key` (see ``subscript(_:)``) used as a format (`"Hello, %@"`), filled in
    /// with `arguments` in the locale of the table's ``identifier``.
    public func format(_ key: String, _ arguments: any CVarArg...) -> String {
        String(format: self[key], locale: locale, arguments: arguments)
    }
}

// MARK: - Loading

extension LanguageTable {
    /// File extensions read as language tables.
    static let fileExtensions: Set<String> = ["json", "jsonc", "tokens", "plist"]

    /// Reads a table from a file: a flat object of strings (`{"greeting": "Hello, %@"}`), whose
    /// strings are taken verbatim, or a token document, whose string tokens become the strings,
    /// keyed by token path (`{"greeting": {"$type": "string", "$value": "Hello"}}`).
    ///
    /// The identifier defaults to the file's name up to its first dot (`ar.json`: `ar`;
    /// `pt-BR.tokens.json`: `pt-BR`).
    public init(
        contentsOf url: URL, identifier: String? = nil, base: LanguageTable? = nil,
        layoutDirection: ThemeLayoutDirection? = nil
    ) throws(ThemeSpace.Error) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeSpace.Error([
                Diagnostic(
                    .error, "cannot read file: \(error.localizedDescription)", at: SourceLocation(file: url.path),
                    rule: "unreadable")
            ])
        }
        try self.init(
            data: data, identifier: identifier ?? Self.identifier(of: url), url: url, base: base,
            layoutDirection: layoutDirection)
    }

    /// Reads a table from the bytes of a file (see ``init(contentsOf:identifier:base:layoutDirection:)``);
    /// `url` names the file in diagnostics, and a `.plist` extension reads it as a property list.
    public init(
        data: Data, identifier: String, url: URL? = nil, base: LanguageTable? = nil,
        layoutDirection: ThemeLayoutDirection? = nil
    ) throws(ThemeSpace.Error) {
        let file = url?.path ?? SourceLocation.inline.file
        let node: SourceNode
        do throws(TokenDocument.Error) {
            let isPlist =
                url?.pathExtension.lowercased() == "plist" || data.starts(with: Array("bplist".utf8))
                || data.starts(with: Array("<?xml".utf8))
            node = try isPlist ? PropertyListReader.read(data, file: file).node : JSONReader.read(data, file: file).node
        } catch {
            throw ThemeSpace.Error([Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        let strings = try Self.strings(in: node, url: url)
        self.init(identifier: identifier, strings: strings, base: base, layoutDirection: layoutDirection)
    }

    /// Reads every table in a folder: one file per language, named by its identifier (`en.json`,
    /// `ar.json`, `pt-BR.tokens.json`), sorted by identifier. When `base` names one of them, every
    /// other table falls back to it.
    public static func tables(inFolder folder: URL, base: String? = nil) throws(ThemeSpace.Error) -> [LanguageTable] {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        } catch {
            throw ThemeSpace.Error([
                Diagnostic(
                    .error, "cannot read folder: \(error.localizedDescription)", at: SourceLocation(file: folder.path),
                    rule: "unreadable")
            ])
        }
        var tables: [LanguageTable] = []
        var problems: [Diagnostic] = []
        for url in entries.sorted(byKey: \.lastPathComponent)
        where fileExtensions.contains(url.pathExtension.lowercased()) {
            do throws(ThemeSpace.Error) {
                tables.append(try LanguageTable(contentsOf: url))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw ThemeSpace.Error(problems) }
        if let base {
            guard let baseTable = tables.first(where: { $0.identifier == base }) else {
                throw ThemeSpace.Error([
                    Diagnostic(
                        .error,
                        "no table for the base language '\(base)' in the folder; found \(tables.map(\.identifier).joined(separator: ", "))",
                        at: SourceLocation(file: folder.path), rule: "unknown-context")
                ])
            }
            for i in tables.indices where tables[i].identifier != base { tables[i].base = baseTable }
        }
        return tables.sorted(byKey: \.identifier)
    }

    /// `ar` for `ar.json`, `pt-BR` for `pt-BR.tokens.json`.
    static func identifier(of url: URL) -> String {
        let name = url.lastPathComponent
        return String(name.prefix { $0 != "." })
    }

    /// The strings of a flat object, or the string tokens of a token document.
    static func strings(in node: SourceNode, url: URL?) throws(ThemeSpace.Error) -> [String: String] {
        guard let members = node.members else {
            throw ThemeSpace.Error([
                Diagnostic(
                    .error, "a language table must be an object of strings or a token document", at: node.location,
                    rule: "invalid-structure")
            ])
        }
        let isFlat = members.allSatisfy { !$0.key.hasPrefix("$") && $0.value.string != nil }
        if isFlat {
            var strings: [String: String] = [:]
            for member in members {
                if let string = member.value.string { strings[member.key] = string }
            }
            return strings
        }
        let document: TokenDocument
        do throws(TokenDocument.Error) {
            document = try TokenDocument(root: node, url: url)
        } catch {
            throw ThemeSpace.Error([Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        let theme = try ThemeSpace(documents: [document]).resolve()
        var strings: [String: String] = [:]
        for token in theme.tokens {
            if case .string(let string) = token.value { strings[token.path] = string }
        }
        return strings
    }
}

// MARK: - Switching languages

extension Selection.StandardModifier {
    /// `language`: the modifier a source of ``LanguageTable``s switches (`en`, `ar`…).
    public static let language = "language"
}

extension Selection {
    /// The context of the `language` modifier.
    public var language: String? {
        get { self[StandardModifier.language] }
        set { self[StandardModifier.language] = newValue }
    }
}

extension ThemeSource where Theme == LanguageTable {
    /// Language tables as a source: one modifier, `language`, whose contexts are the tables'
    /// identifiers, starting at `defaultLanguage`. (When two tables share an identifier, the last wins.)
    ///
    /// ```swift
    /// let english = LanguageTable(identifier: "en", strings: ["greeting": "Hello"])
    /// let arabic = LanguageTable(identifier: "ar", strings: ["greeting": "مرحبا"], base: english)
    /// let source = ThemeSource(languages: [english, arabic], default: "en")
    /// ```
    public init(languages: [LanguageTable], default defaultLanguage: String) {
        let tables = Dictionary(languages.map { ($0.identifier, $0) }) { _, last in last }
        let modifier = ThemeSpace.Modifier(
            name: Selection.StandardModifier.language, contexts: tables.keys.sorted(), defaultContext: defaultLanguage)
        self.init(modifiers: [modifier]) { selection throws(ThemeSpace.Error) in
            let identifier = selection.language ?? defaultLanguage
            guard let table = tables[identifier] else {
                throw ThemeSpace.Error([
                    Diagnostic(.error, "unknown language '\(identifier)'", at: .inline, rule: "unknown-context")
                ])
            }
            return table
        }
        // The tables are fixed: a selection's table is the same every time.
        identity = ThemeSourceIdentity()
    }
}

/// The storage a language manager uses when none is given: apart from the theme's choice (see
/// ``defaultSelectionStorage()``), so the two managers never overwrite each other. `UserDefaults`
/// key `Livery.language` on Apple platforms; `language.json` next to the theme's choice file elsewhere.
@usableFromInline
package func defaultLanguageStorage() -> any SelectionStorage {
    #if canImport(Darwin)
        return UserDefaultsSelectionStorage(key: "Livery.language")
    #else
        let themeFile = FileSelectionStorage.standard.url
        return FileSelectionStorage(url: themeFile.deletingLastPathComponent().appendingPathComponent("language.json"))
    #endif
}

extension ThemeSwitcher where Theme == LanguageTable {
    /// A manager that switches between language tables (see ``ThemeSource/init(languages:default:)``),
    /// restoring the language saved in `storage`, or starting at `defaultLanguage`.
    ///
    /// The default storage is kept apart from a theme manager's: `UserDefaults` key `Livery.language`
    /// on Apple platforms, `language.json` beside the theme's choice file elsewhere.
    public convenience init(
        languages: [LanguageTable], default defaultLanguage: String,
        storage: (any SelectionStorage)? = defaultLanguageStorage()
    ) throws(ThemeSpace.Error) {
        try self.init(source: ThemeSource(languages: languages, default: defaultLanguage), storage: storage)
    }

    /// Switches the `language` modifier (to `"ar"`, say): every binding runs again with that
    /// language's table, and the choice is saved.
    public func apply(language: String) throws(ThemeSpace.Error) {
        guard try !switchKnown((Selection.StandardModifier.language, language)) else { return }
        try change(explicit: true) { $0[Selection.StandardModifier.language] = language }
    }
}

extension ThemeSwitcher where Theme == LanguageTable {
    /// A manager with one empty table and no storage: every lookup shows its key. The app-wide
    /// placeholder (LiveryUI's `AppTheme.languages`) before an app installs its languages.
    package static func placeholder() -> ThemeSwitcher<LanguageTable> {
        let table = LanguageTable(identifier: "en", strings: [:])
        var selection = Selection()
        selection.language = table.identifier
        return ThemeSwitcher(
            source: ThemeSource(languages: [table], default: table.identifier), current: table, selection: selection,
            storage: nil, followsSystemAppearance: false, followsSystemContrast: true)
    }
}
