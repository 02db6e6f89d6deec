import Foundation
import Livery
import LiveryFormats

/// The `cjskin` format (`livery import cjskin`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct CJSkinImporter: ThemeImporter {
    /// `cjskin`.
    package var format: String { "cjskin" }
    /// One line for `livery import --help`.
    package var summary: String {
        "CJSkin.plist and its SKIN.bundle images (skins → Color, Image, Font; `default` is the base every skin falls back to)"
    }

    /// An importer.
    package init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(CJSkinReader().read(inputs), to: output)
    }
}
