import Foundation
import Livery
import LiveryFormats

/// Imports SwiftTheme themes: one property list or JSON file per theme.
///
/// - A theme's name is its file's name without the extension (`Night.plist` → `Night`); a folder
///   given as input stands for the `.plist` and `.json` files in it. Two files with the same name
///   (`Night.plist` and `Night.json`) are one theme too many: the later is reported and skipped.
/// - Keys are group → key → value (`Global.textColor`); deeper dictionaries nest further, and a
///   dotted key is a path (SwiftTheme's pickers use `"Global.textColor"`), so it becomes nested groups.
/// - Types are decided by key name first (a key ending in `ThemeColor` is a colour, `ThemeFont` a font,
///   `Image`, `Img` or `Icon` an image) and then by value syntax (`#RGB`… `#RRGGBBAA` and other
///   unambiguous colour syntaxes are colours, plist numbers are numbers, booleans booleans); other
///   values (`UIStatusBarStyle`'s `LightContent`) are strings. Values are written as SwiftTheme
///   wrote them: Livery reads `"Name,size"` fonts and asset-name images itself. A value whose key
///   names a type it does not read as is imported as a string, with a warning.
/// - The themes are the `theme` modifier's contexts; the first by name is the default.
public struct SwiftThemeImporter: ThemeImporter {
    /// `swifttheme`.
    public var format: String { "swifttheme" }
    /// One line for `livery import --help`.
    public var summary: String { "SwiftTheme .plist or .json themes, one file per theme (name = file name)" }

    /// An importer.
    public init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(SwiftThemeReader().read(inputs), to: output)
    }
}
