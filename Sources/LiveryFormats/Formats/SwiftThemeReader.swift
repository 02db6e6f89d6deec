import Foundation
import Livery

/// Reads SwiftTheme themes: one property list or JSON file per theme.
///
/// - A theme's name is its file's name without the extension (`Night.plist` → `Night`); a folder
///   stands for the `.plist` and `.json` files in it. Two files with the same name (`Night.plist`
///   and `Night.json`) are one theme too many: the later is reported and skipped.
/// - Keys are group → key → value (`Global.textColor`); deeper dictionaries nest further, and a
///   dotted key is a path (SwiftTheme's pickers use `"Global.textColor"`), so it becomes nested groups.
/// - Types are decided by key name first (a key ending in `ThemeColor` is a colour, `ThemeFont` a font,
///   `Image`, `Img` or `Icon` an image) and then by value syntax (`#RGB`… `#RRGGBBAA` and other
///   unambiguous colour syntaxes are colours, plist numbers are numbers, booleans booleans); other
///   values (`UIStatusBarStyle`'s `LightContent`) are strings. Values are kept as SwiftTheme
///   wrote them: Livery reads `"Name,size"` fonts and asset-name images itself. A value whose key
///   names a type it does not read as is read as a string, with a warning.
package struct SwiftThemeReader: Sendable {
    /// A reader.
    package init() {}

    /// Reads the theme files among `inputs`.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        try FormatThemes.oneThemePerFile(source: "SwiftTheme", inputs: inputs, extensions: ["plist", "json"], convert: convert)
    }

    /// Reads themes given as trees.
    package func read(themes: [(name: String, root: SourceNode)]) -> FormatThemes {
        FormatThemes.oneThemePerTree(source: "SwiftTheme", themes: themes, convert: convert)
    }

    private func convert(_ root: SourceNode, _ theme: inout FormatThemes.Theme, _ diagnostics: inout [Diagnostic]) {
        var reader = ImportValueReader()
        reader.read(root)
        diagnostics += reader.diagnostics
        theme.tree = reader.tree
    }
}
