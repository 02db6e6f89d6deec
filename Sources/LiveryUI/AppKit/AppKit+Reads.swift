#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import Foundation
    import Livery
    import AppKit

    extension AppTheme {
        /// The colour at `path` in the app-wide manager's current theme: `AppTheme.color("color.accent")`.
        /// Nil when the theme has no such colour. For a property that must follow switches, bind it
        /// instead.
        public static func color(_ path: String) -> NSColor? {
            manager.value(of: Token<ThemeColor>(path), through: .nsColor)
        }

        /// The font at `path`, or nil.
        public static func font(_ path: String) -> NSFont? {
            manager.value(of: Token<ThemeFont>(path), through: .nsFont)
        }

        /// The image at `path` from the main bundle or a file, or nil.
        public static func image(_ path: String) -> NSImage? {
            manager.value(of: Token<ImageSource>(path), through: .nsImage) ?? nil
        }
    }
#endif
