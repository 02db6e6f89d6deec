import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin catalog`: writes a signed catalog of the packages in a folder.
struct SkinCatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write a signed index.json of the packages in a folder, and index.json.sig.",
        discussion: """
            Examples:
              livery skin catalog dist -o dist/index.json --key release.private

            Every *.skin or *.zip in the folder is verified against its FILE.sig and listed with \
            its id, version, file name, size, SHA-256, signature and preview. The base64 Ed25519 \
            signature of index.json goes in index.json.sig beside it. Serve the folder with any \
            static file server.
            Exit status: 0 written, 1 a package failed verification or a file could not be written, 2 usage.
            """
    )

    @Argument(help: "The folder of packed skins.", completion: .directory)
    var folder: String

    @Option(name: .shortAndLong, help: "The catalog file to write.", completion: .file())
    var output: String

    @Option(help: "The private key file (from `livery skin keygen`).", completion: .file())
    var key: String

    func run() throws {
        do {
            let key = try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: key))
            let catalog = try SkinCatalogBuilder(signingKey: key)
                .write(folder: URL(fileURLWithPath: folder), to: URL(fileURLWithPath: output))
            Console.current.print("wrote \(output) (\(catalog.entries.count) package(s))")
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: folder))
        }
    }
}
