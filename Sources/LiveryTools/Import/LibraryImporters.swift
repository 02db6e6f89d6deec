import Foundation
import Livery
import LiveryFormats

extension Importers {
    /// Importers for other theming libraries' formats.
    static var libraries: [any ThemeImporter] {
        [
            FormatImporter(
                themeFormat: .swiftTheme, summary: "SwiftTheme .plist or .json themes, one file per theme (name = file name)"),
            FormatImporter(
                themeFormat: .dkNightVersion,
                summary: "DKNightVersion colour tables (DKColorTable.txt: theme names, then colours and a key per row)"),
            FormatImporter(
                themeFormat: .cjSkin,
                summary:
                    "CJSkin.plist and its SKIN.bundle images (skins → Color, Image, Font; `default` is the base every skin falls back to)"
            ),
            ChameleonImporter(),
            FormatImporter(
                themeFormat: .jhTheme,
                summary:
                    "JHTheme class-keyed plists, one per theme (styles.<Class>.<keyPath>, per-state setters, defineMap → $defines)"
            ),
            TokensStudioImporter(), FigmaVariablesImporter(),
        ]
    }
}
