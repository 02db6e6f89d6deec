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
        do {
            for skin in try commandSkinStore(folder: store).installed() {
                Console.current.print("\(skin.id) \(skin.version)")
            }
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: store))
        }
    }
}
