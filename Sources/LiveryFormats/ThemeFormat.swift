import Foundation
import Livery

/// Another theming library's theme format, read at run time into a `ThemeSpace`.
///
/// Each format is read by the same code `livery import` runs, so a theme reads the same in the
/// app as the folder the command writes.
public enum ThemeFormat: String, Sendable, Hashable, CaseIterable {
    /// JHTheme property lists, one per theme: class name → key path → value, `defineMap` for `d(name)`.
    case jhTheme = "jhtheme"
    /// CJSkin's `CJSkin.plist` (skins as its keys, `default` the base) and its `SKIN.bundle` image folders.
    case cjSkin = "cjskin"
    /// Chameleon JSON themes, one per file (`themes/NAME/theme.json`, each with its own resources).
    case chameleon
    /// DKNightVersion colour tables (`DKColorTable.txt`): theme names, then colours and a key per row.
    case dkNightVersion = "dknightversion"
    /// SwiftTheme property lists or JSON, one per theme.
    case swiftTheme = "swifttheme"

    /// Reads `inputs` (files, or folders standing for their files) in this format.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        switch self {
        case .jhTheme: try JHThemeReader().read(inputs)
        case .cjSkin: try CJSkinReader().read(inputs)
        case .chameleon: try ChameleonReader().read(inputs)
        case .dkNightVersion: try DKNightVersionReader().read(inputs)
        case .swiftTheme: try SwiftThemeReader().read(inputs)
        }
    }

    /// Reads themes given as trees, in the order given.
    package func read(themes: [(name: String, root: SourceNode)]) -> FormatThemes {
        switch self {
        case .jhTheme: JHThemeReader().read(themes: themes)
        case .cjSkin:
            CJSkinReader().read(
                skins: SourceNode(
                    .object(themes.map { .init(key: $0.name, keyLocation: $0.root.location, value: $0.root) }), at: .inline))
        case .chameleon: ChameleonReader().read(themes: themes)
        case .dkNightVersion: DKNightVersionReader().read(themes: themes)
        case .swiftTheme: SwiftThemeReader().read(themes: themes)
        }
    }
}

extension ThemeSpace {
    /// Reads themes another theming library wrote: a file, or a folder standing for its files
    /// (`ThemeSpace(contentsOf: url, format: .jhTheme)`).
    ///
    /// Every theme becomes a context of the `theme` modifier (CJSkin's `default` skin also the base
    /// the others fall back to), beside the standard `appearance` and `contrast` modifiers. Reading
    /// runs on the calling thread; ``load(contentsOf:format:)`` runs it off the caller's actor.
    ///
    /// A file that cannot be read at all throws, at its `file:line:column`; what a theme holds but
    /// Livery cannot represent (a row left out, a value of another type) is in
    /// ``/Livery/ThemeSpace/diagnostics``, where it was written, and values that do not resolve fail
    /// ``/Livery/ThemeSpace/resolve(_:)`` with their positions, as Livery's own documents do.
    public init(contentsOf url: URL, format: ThemeFormat) throws(ThemeSpace.Error) {
        try self.init(contentsOf: [url], format: format)
    }

    /// Reads `urls` as ``init(contentsOf:format:)`` reads one file or folder.
    package init(contentsOf urls: [URL], format: ThemeFormat) throws(ThemeSpace.Error) {
        let themes: FormatThemes
        do {
            themes = try format.read(urls)
        } catch {
            throw ThemeSpace.Error([Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        self = try themes.space()
    }

    /// Reads themes another theming library wrote, off the caller's actor.
    @concurrent
    public static func load(contentsOf url: URL, format: ThemeFormat) async throws(ThemeSpace.Error) -> ThemeSpace {
        try ThemeSpace(contentsOf: url, format: format)
    }

    /// Reads themes given as dictionaries (a server's JSON, decoded; Chameleon's
    /// `changeThemeWith(themeInfo:)`), keyed by theme name: each theme's dictionary as its file
    /// holds it (for CJSkin, `CJSkin.plist`'s skins; for DKNightVersion, a key → colour column).
    ///
    /// Themes are ordered by name; the default is `defaultTheme`, else `default`, else the first.
    /// Diagnostics name each value by its key path (`<night> (Global.textColor)`).
    public init(themes: [String: [String: Any]], format: ThemeFormat, defaultTheme: String? = nil) throws(ThemeSpace.Error) {
        var trees: [(name: String, root: SourceNode)] = []
        do throws(TokenDocument.Error) {
            for name in themes.keys.sorted() {
                trees.append((name, try DictionaryReader.node(themes[name] ?? [:], file: "<\(name)>")))
            }
        } catch {
            throw ThemeSpace.Error([Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        var result = format.read(themes: trees)
        if let defaultTheme {
            guard result.themes.contains(where: { $0.name == defaultTheme }) else {
                throw ThemeSpace.Error([
                    Diagnostic(
                        .error,
                        "default theme '\(defaultTheme)' is none of the themes given (\(result.themes.map(\.name).joined(separator: ", ")))",
                        at: .inline, rule: "unknown-context")
                ])
            }
            result.defaultTheme = defaultTheme
        }
        self = try result.space()
    }
}
