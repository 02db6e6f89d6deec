import Foundation
import Livery
import LiveryFormats

/// Imports JHTheme themes (seed 000): one property list per theme, keyed by class name.
///
/// - A theme's name is its file's name without the extension; a folder stands for its `.plist`
///   (and `.json`) files. JHTheme adds one `JHTheme` object per theme, each with its content and
///   its own define map, so one file is one theme.
/// - Top-level dictionaries are keyed by class name (or a theme key passed to
///   `jh_updateThemeByKey:`) and map KVC key paths to values (`titleLabel.textColor` →
///   `c(#333333)`). Each becomes a Livery style group: `styles.<ClassName>.<keyPath>`, the key path's
///   parts as nested groups (`styles.UIButton.titleLabel.textColor`), which is how Livery's style
///   groups address nested properties.
/// - The macro dictionary (top-level `defineMap`, also accepted as `defines`, `define`, `macros` or
///   `macro`) becomes `$defines`, its values written as they are, so `d(mainColor)` resolves
///   through Livery's own macro parser.
/// - Values are written as JHTheme wrote them (`c(#hex)`, `c(r,g,b,a)`, `d(name)`). Types come
///   from the key name when the value reads as that type (`…ThemeColor` colour, `…ThemeFont` font,
///   `…Image`/`…Img`/`…Icon` image), else from the value's syntax (`c(…)` and other colour forms are
///   colours, a `d(name)` takes its define's type), numbers and booleans as such, the rest strings.
/// - Per-state setters become per-state style properties: `setTitleColor:forState:` (the value and
///   a `UIControlState` number) is `titleColor.normal`, `.highlighted`…, and `jh_normalImg` /
///   `jh_hightlightedImg` are `image.normal` / `image.highlighted`. Other multi-argument selectors
///   are reported and left out. Top-level values that are no dictionary are imported as ordinary
///   tokens at the top level.
public struct JHThemeImporter: ThemeImporter {
    /// `jhtheme`.
    public var format: String { "jhtheme" }
    /// One line for `livery import --help`.
    public var summary: String {
        "JHTheme class-keyed plists, one per theme (styles.<Class>.<keyPath>, per-state setters, defineMap → $defines)"
    }

    /// An importer.
    public init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(JHThemeReader().read(inputs), to: output)
    }
}
