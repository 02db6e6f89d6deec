import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin list`: the skins installed in a store.
struct SkinListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the skins installed in a store: one line per skin, id and version.",
        discussion: """
            Examples:
              livery skin list --store Skins
            """
    )

    @Option(help: "The store folder.", completion: .directory)
    var store: String

    func run() throws {
        let skins = try withCommandSkinStore(folder: store) { store throws(SkinError) in try store.installed() }
        for skin in skins {
            Console.current.print("\(skin.id) \(skin.version)")
        }
    }
}
