import Foundation
import Livery

extension Importers {
    /// Importers for other theming libraries' formats.
    static var libraries: [any ThemeImporter] {
        [
            SwiftThemeImporter(), DKNightVersionImporter(), CJSkinImporter(), ChameleonImporter(), JHThemeImporter(),
            TokensStudioImporter(), FigmaVariablesImporter(),
        ]
    }
}
