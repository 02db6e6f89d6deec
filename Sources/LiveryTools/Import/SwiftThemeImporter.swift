import Foundation
import Livery
import LiveryFormats

/// The `swifttheme` format (`livery import swifttheme`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct SwiftThemeImporter: ThemeImporter {
    /// `swifttheme`.
    package var format: String { "swifttheme" }
    /// One line for `livery import --help`.
    package var summary: String { "SwiftTheme .plist or .json themes, one file per theme (name = file name)" }

    /// An importer.
    package init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(SwiftThemeReader().read(inputs), to: output)
    }
}
