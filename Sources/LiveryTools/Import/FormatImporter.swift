import Foundation
import Livery
import LiveryFormats

/// An importer of another library's format that LiveryFormats reads (`swifttheme`,
/// `dknightversion`, `cjskin`, `jhtheme`): reads the themes among its inputs with the reader apps
/// run and writes them into the output. The LiveryTools catalog's "Import and export formats"
/// article describes what each reads and writes.
package struct FormatImporter: ThemeImporter {
    /// The format read.
    package let themeFormat: ThemeFormat
    /// One line for `livery import --help`.
    package let summary: String

    /// The format's name (`swifttheme`…).
    package var format: String { themeFormat.rawValue }

    /// Reads the themes among `inputs` with LiveryFormats' reader and writes them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(themeFormat.read(inputs), to: output)
    }
}
