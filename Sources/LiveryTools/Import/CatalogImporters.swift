import Foundation
import Livery

extension Importers {
    /// Importers for Apple asset catalogs.
    static var catalogs: [any ThemeImporter] { [XCAssetsImporter()] }
}
