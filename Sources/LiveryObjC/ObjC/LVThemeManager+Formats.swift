#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryFormats
    import LiveryUI

    /// Another theming library's theme format, for ``LVThemeManager/start(themesAt:format:)``
    /// (`LVThemeFormatJHTheme`…): the formats LiveryFormats' `ThemeFormat` reads.
    @objc(LVThemeFormat)
    public enum LVThemeFormat: Int, Sendable {
        /// JHTheme property lists, one per theme.
        @objc(LVThemeFormatJHTheme) case jhTheme
        /// CJSkin's `CJSkin.plist` and its `SKIN.bundle` image folders.
        @objc(LVThemeFormatCJSkin) case cjSkin
        /// Chameleon JSON themes, one per file or dictionary.
        @objc(LVThemeFormatChameleon) case chameleon
        /// DKNightVersion colour tables.
        @objc(LVThemeFormatDKNightVersion) case dkNightVersion
        /// SwiftTheme property lists or JSON, one per theme.
        @objc(LVThemeFormatSwiftTheme) case swiftTheme

        var format: ThemeFormat {
            switch self {
            case .jhTheme: .jhTheme
            case .cjSkin: .cjSkin
            case .chameleon: .chameleon
            case .dkNightVersion: .dkNightVersion
            case .swiftTheme: .swiftTheme
            }
        }
    }

    extension LVThemeManager {
        /// Starts the app-wide manager from themes another library wrote (a file, or a folder
        /// standing for its files), read at run time as `livery import` reads them, and returns
        /// ``shared``. Fails with the reader's diagnostics (`com.livery.ThemeSpace`, each
        /// `file:line:column`) and leaves the previous manager in place.
        @objc(startWithThemesAtURL:format:error:)
        @discardableResult
        public static func start(themesAt url: URL, format: LVThemeFormat) throws -> LVThemeManager {
            try start(space: ThemeSpace(contentsOf: url, format: format.format))
        }

        /// Starts the app-wide manager from themes given as dictionaries keyed by theme name (a
        /// server's JSON, decoded; Chameleon's `themeInfo`), and returns ``shared``; `defaultTheme`
        /// (nil: `default`, else the first by name) is the theme shown until the user chooses.
        @objc(startWithThemes:format:defaultTheme:error:)
        @discardableResult
        public static func start(
            themes: [String: [String: Any]], format: LVThemeFormat, defaultTheme: String?
        ) throws -> LVThemeManager {
            try start(space: ThemeSpace(themes: themes, format: format.format, defaultTheme: defaultTheme))
        }
    }
#endif
