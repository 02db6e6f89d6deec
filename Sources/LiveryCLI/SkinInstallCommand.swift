import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin install`: verifies and installs a package into a store, from a file, a URL or a catalog.
struct SkinInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Verify a skin package and install it into a store.",
        discussion: """
            Examples:
              livery skin install dist/ocean.skin --store Skins --trust release.public
              livery skin install https://cdn.example.com/skins/ocean.skin --store Skins --trust release.public
              livery skin install com.example.ocean --catalog https://cdn.example.com/skins/index.json \\
                  --store Skins --trust release.public --require color.accent

            A package's signature is FILE.sig beside it (for a URL, fetched beside it); a package \
            from a catalog must match the catalog entry's size, SHA-256 and signature, and the \
            catalog must match index.json.sig, must not have expired and must not be older than \
            one the store already accepted from that URL. The install is atomic: any failure leaves the store \
            as it was and names the failed step. A version not newer than the installed one is \
            refused (use rollback to go back). An interrupted download resumes on the next run.
            Exit status: 0 installed, 1 refused (the reason goes to standard error), 2 usage.
            """
    )

    @Argument(help: "A package file or http(s) URL, or a skin id with --catalog.", completion: .file())
    var package: String

    @Option(help: "The store folder.", completion: .directory)
    var store: String

    @Option(help: "The catalog's URL (index.json), to install the skin with id PACKAGE from it.")
    var catalog: String?

    @OptionGroup var options: SkinInstallOptions

    func validate() throws {
        if let catalog, !isWebURL(catalog) {
            throw ValidationError("--catalog takes the catalog's http(s) URL")
        }
        if catalog == nil, let scheme = urlScheme(of: package), !isWebURL(package) {
            throw ValidationError(
                "cannot install \(package): \(scheme): URLs are not supported; give an http(s) URL or a package file's path")
        }
    }

    func run() async throws {
        do {
            let client = try options.client(store: store, catalog: catalog)
            let manifest: SkinManifest
            if catalog != nil {
                manifest = try await client.install(id: package, progress: options.progressReporter())
            } else if isWebURL(package), let url = URL(string: package) {
                manifest = try await client.install(from: url, progress: options.progressReporter())
            } else {
                let file = URL(fileURLWithPath: package)
                manifest = try client.store.install(
                    packageAt: file, signatureAt: SkinSigner.signatureURL(for: file), trustedKeys: try options.keys())
            }
            Console.current.print("installed \(manifest.id) \(manifest.version)")
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: package))
        }
    }
}
