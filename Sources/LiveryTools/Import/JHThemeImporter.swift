import Foundation
import Livery
import LiveryFormats

/// The `jhtheme` format (`livery import jhtheme`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct JHThemeImporter: ThemeImporter {
    /// `jhtheme`.
    package var format: String { "jhtheme" }
    /// One line for `livery import --help`.
    package var summary: String {
        "JHTheme class-keyed plists, one per theme (styles.<Class>.<keyPath>, per-state setters, defineMap → $defines)"
    }

    /// An importer.
    package init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(JHThemeReader().read(inputs), to: output)
    }
}
