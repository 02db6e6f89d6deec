import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin update`: installs newer versions of installed skins from a catalog.
struct SkinUpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Install the catalog's newer versions of installed skins.",
        discussion: """
            Examples:
              livery skin update --store Skins --catalog https://cdn.example.com/skins/index.json --trust release.public
              livery skin update com.example.ocean --store Skins --catalog https://cdn.example.com/skins/index.json \\
                  --trust release.public

            Prints one line per skin: "updated ID OLD -> NEW" or "ID VERSION is up to date". The \
            catalog is fetched with If-None-Match, so an unchanged catalog costs a 304. A catalog \
            past its expiry, one older than the store already accepted from this URL (a replay) \
            and one without an expiry and sequence are refused at step 'catalog'. Each update is \
            atomic; the version it replaces is kept for rollback.
            Exit status: 0 every skin up to date or updated, 1 a skin failed (the reason goes to \
            standard error), 2 usage.
            """
    )

    @Argument(help: "The skin to update (default: every installed skin).")
    var id: String?

    @Option(help: "The store folder.", completion: .directory)
    var store: String

    @Option(help: "The catalog's URL (index.json).")
    var catalog: String

    @OptionGroup var options: SkinInstallOptions

    func validate() throws {
        if !isWebURL(catalog) { throw ValidationError("--catalog takes the catalog's http(s) URL") }
    }

    func run() async throws {
        let client: SkinClient
        let ids: [String]
        do throws(SkinError) {
            client = try options.client(store: store, catalog: catalog)
            if let id { ids = [id] } else { ids = try client.store.installed().map(\.id) }
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: store))
        }
        var diagnostics: [Diagnostic] = []
        for id in ids {
            let before = client.store.currentVersion(id: id)
            do {
                if let manifest = try await client.update(id: id, progress: options.progressReporter()) {
                    Console.current.print("updated \(id) \(before.map(\.description) ?? "-") -> \(manifest.version)")
                } else {
                    Console.current.print("\(id) \(before.map(\.description) ?? "-") is up to date")
                }
            } catch {
                diagnostics += error.diagnostics(file: id)
            }
        }
        if !diagnostics.isEmpty { throw CommandFailure(diagnostics: diagnostics) }
    }
}
