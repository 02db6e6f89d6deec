import Foundation
import Livery
import LiveryFormats

/// The `dknightversion` format (`livery import dknightversion`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct DKNightVersionImporter: ThemeImporter {
    /// `dknightversion`.
    package var format: String { "dknightversion" }
    /// One line for `livery import --help`.
    package var summary: String { "DKNightVersion colour tables (DKColorTable.txt: theme names, then colours and a key per row)" }

    /// An importer.
    package init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(DKNightVersionReader().read(inputs), to: output)
    }
}
