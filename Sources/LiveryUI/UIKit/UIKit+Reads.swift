#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension AppTheme {
        /// The colour at `path` in the app-wide manager's current theme (CJSkin's
        /// `SkinColor(@"key")`): `AppTheme.color("color.accent")`. A colour whose value differs
        /// between light and dark follows the trait collection it is drawn in. Nil when the theme has
        /// no such colour. For a property that must follow switches, bind it instead.
        public static func color(_ path: String) -> UIColor? {
            manager.value(of: Token<ThemeColor>(path), through: .uiColor)
        }

        /// The font at `path` (Dynamic Type when it names a text style), or nil.
        public static func font(_ path: String) -> UIFont? {
            manager.value(of: Token<ThemeFont>(path), through: .uiFont)
        }

        /// The image at `path` from the main bundle or a file, or nil (remote images load through
        /// LiverySkins' image bindings).
        public static func image(_ path: String) -> UIImage? {
            manager.value(of: Token<ImageSource>(path), through: .uiImage) ?? nil
        }
    }
#endif
