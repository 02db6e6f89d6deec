import ArgumentParser
import Crypto
import Foundation
import Livery
import LiverySkins

/// `livery skin install`: verifies and installs a package into a store.
struct SkinInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Verify a skin package and install it into a store.",
        discussion: """
            Examples:
              livery skin install dist/ocean.skin --store Skins --trust release.public
              livery skin install dist/ocean.skin --store Skins --trust release.public --require color.accent

            The package's signature is FILE.sig beside it. The install is atomic: any failure \
            leaves the store as it was and names the failed step. A version not newer than the \
            installed one is refused (use rollback to go back).
            Exit status: 0 installed, 1 refused (the reason goes to standard error), 2 usage.
            """
    )

    @Argument(help: "The package file; its signature is FILE.sig.", completion: .file())
    var file: String

    @Option(help: "The store folder.", completion: .directory)
    var store: String

    @Option(name: .customLong("trust"), help: "A trusted public key file (repeatable).", completion: .file())
    var trusted: [String] = []

    @Option(name: .customLong("require"), help: "A token path the skin must define (repeatable).")
    var required: [String] = []

    func validate() throws {
        if trusted.isEmpty { throw ValidationError("give at least one --trust PUBLIC_KEY_FILE") }
    }

    func run() throws {
        do {
            var keys: [Curve25519.Signing.PublicKey] = []
            for path in trusted { keys.append(try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path))) }
            let package = URL(fileURLWithPath: file)
            let skins = SkinStore(folder: URL(fileURLWithPath: store), requiredTokens: Set(required))
            let manifest = try skins.install(packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: keys)
            Console.current.print("installed \(manifest.id) \(manifest.version)")
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: file))
        }
    }
}
