import Foundation
import Livery
import LiveryFormats

/// The `chameleon` format (`livery import chameleon`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct ChameleonImporter: ThemeImporter {
    /// `chameleon`.
    package var format: String { "chameleon" }
    /// One line for `livery import --help`.
    package var summary: String {
        "Chameleon JSON themes, current and legacy, or themes/NAME/theme.json folders (each theme keeps its resources)"
    }

    /// An importer.
    package init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        // Each theme's resources go to a folder of the theme's name beside its document, so two
        // themes' `resources/image0.png` stay two files.
        let reader = ChameleonReader(resourcePrefix: { ImportFileNames.folderName(for: $0) + "/" })
        return try ImportedThemeSpace.write(reader.read(inputs), to: output)
    }
}
