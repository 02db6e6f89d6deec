import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin remove`: removes an installed skin and all its versions.
struct SkinRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an installed skin, every version.",
        discussion: """
            Examples:
              livery skin remove com.example.ocean --store Skins

            Exit status: 0 removed, 1 not installed, 2 usage.
            """
    )

    @OptionGroup var skin: InstalledSkinOptions

    func run() throws {
        try skin.withStore { store, id throws(SkinError) in try store.remove(id: id) }
        Console.current.print("removed \(skin.id)")
    }
}
