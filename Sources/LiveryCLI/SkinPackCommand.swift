import ArgumentParser
import Foundation
import Livery
import LiverySkins
import LiveryTools

/// `livery skin pack`: lints a skin source folder and writes a signed, deterministic package.
struct SkinPackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Lint a skin folder and write a deterministic, signed package and FILE.sig.",
        discussion: """
            Examples:
              livery skin pack ocean-skin -o dist/ocean.skin --key release.private

            The folder holds skin.json ({"id", "displayName", "version", "author", "preview"}), \
            tokens/ (a theme space folder of token documents), and optionally images/ and fonts/. \
            Lint errors stop the pack and are printed as diagnostics. The package is a zip with \
            manifest.json (every file's size and SHA-256); the same folder always gives the same \
            bytes. The base64 Ed25519 signature of the package goes in FILE.sig beside it.
            Exit status: 0 packed, 1 errors in the input, 2 usage.
            """
    )

    @Argument(help: "The skin source folder.", completion: .directory)
    var folder: String

    @Option(name: .shortAndLong, help: "The package file to write.", completion: .file())
    var output: String

    @Option(help: "The private key file (from `livery skin keygen`).", completion: .file())
    var key: String

    func run() throws {
        let console = Console.current
        try OutputPath.check(output, as: .file)
        try OutputPath.check(output + ".sig", as: .file)
        do {
            let key = try loadSigningKey(key, purpose: "pack signs with")
            let source = URL(fileURLWithPath: folder)
            let progress = ProgressLine("packing \(source.lastPathComponent)", on: console)
            defer { progress.finish() }
            let result = try SkinPacker().pack(source: source, to: URL(fileURLWithPath: output), signingKey: key)
            // The packer validates as an app would; the linter's rules across the space add warnings.
            progress.update("linting \(source.lastPathComponent)")
            let lint = Linter().lint(source.appendingPathComponent(SkinLayout.tokens))
            progress.finish()
            console.report(lint.filter { $0.severity != .error })
            console.print(
                "packed \(result.manifest.id) \(result.manifest.version) (\(result.manifest.files.count) files) to \(output)")
        } catch let error as SkinError {
            throw CommandFailure(diagnostics: error.diagnostics(file: folder))
        }
    }
}
