import ArgumentParser
import Crypto
import Foundation
import Livery
import LiverySkins

/// `livery skin verify`: checks a package's signature and contents.
struct SkinVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a skin package against FILE.sig and its manifest.",
        discussion: """
            Examples:
              livery skin verify dist/ocean.skin --trust release.public
              livery skin verify dist/ocean.skin --trust keys/2025.public --trust keys/2026.public

            The package passes when its signature matches any trusted key (so keys can rotate) \
            and every file matches the manifest's size and SHA-256, with nothing missing or unlisted.
            Exit status: 0 valid, 1 invalid (the reason goes to standard error), 2 usage.
            """
    )

    @Argument(help: "The package file; its signature is FILE.sig.", completion: .file())
    var file: String

    @Option(name: .customLong("trust"), help: "A trusted public key file (repeatable).", completion: .file())
    var trusted: [String] = []

    func validate() throws {
        if trusted.isEmpty { throw ValidationError("give at least one --trust PUBLIC_KEY_FILE") }
    }

    func run() throws {
        do {
            let keys = try loadTrustedKeys(trusted, purpose: "verify trusts")
            let manifest = try SkinVerifier(trustedKeys: keys).verify(packageAt: URL(fileURLWithPath: file))
            Console.current.print("\(file): valid (\(manifest.id) \(manifest.version), \(manifest.files.count) files)")
        } catch let error as SkinError {
            throw CommandFailure(diagnostics: error.diagnostics(file: file))
        }
    }
}
