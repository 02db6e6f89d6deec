import Foundation
import Livery
import LiverySkins

/// An app's skins: installed from signed packages, verified before use, rolled back on demand.
struct SkinLibrary {
    let store: SkinStore

    init(folder: URL) {
        store = SkinStore(folder: folder)
    }

    func installedSkins() throws -> [String] {
        try store.installed().map(\.id)
    }
}
