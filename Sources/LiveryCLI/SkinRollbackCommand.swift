import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin rollback`: switches a skin back to its previous version.
struct SkinRollbackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
        abstract: "Switch an installed skin back to its previous version.",
        discussion: """
            Examples:
              livery skin rollback com.example.ocean --store Skins

            Exit status: 0 rolled back, 1 not installed or no previous version, 2 usage.
            """
    )

    @OptionGroup var skin: InstalledSkinOptions

    func run() throws {
        let version = try skin.withStore { store, id throws(SkinError) in try store.rollback(id: id) }
        Console.current.print("rolled back \(skin.id) to \(version)")
    }
}
