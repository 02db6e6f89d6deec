import ArgumentParser
import Foundation
import LiverySkins

/// The installed skin a command acts on (`remove`, `rollback`): its id and the store folder.
struct InstalledSkinOptions: ParsableArguments {
    @Argument(help: "The skin's id.")
    var id: String

    @Option(help: "The store folder.", completion: .directory)
    var store: String

    /// Runs `body` with the store and the skin's id; a store error is the command's failure.
    func withStore<Value>(_ body: (SkinStore, String) throws(SkinError) -> Value) throws -> Value {
        try withCommandSkinStore(folder: store) { store throws(SkinError) in try body(store, id) }
    }
}
