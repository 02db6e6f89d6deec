import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin keygen`: writes a new Ed25519 key pair for signing skins.
struct SkinKeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Write a new Ed25519 key pair: NAME.private and NAME.public.",
        discussion: """
            Examples:
              livery skin keygen --out release
              livery skin keygen --out keys/2026

            Each file holds the base64 of the 32-byte raw key between -----BEGIN LIVERY ED25519 \
            PRIVATE KEY----- (or PUBLIC KEY) and its END line, so commands refuse the wrong half: \
            pack and catalog sign with NAME.private, verify, install and update --trust NAME.public. \
            Key files of the base64 line alone (from earlier versions) still read. Keep NAME.private \
            secret (it is written with mode 0600). Existing files are never overwritten.
            """
    )

    @Option(help: ArgumentHelp("The key files' path without extension.", valueName: "NAME"), completion: .file())
    var out: String

    func run() throws {
        try OutputPath.check(out + ".private", as: .file)
        try OutputPath.check(out + ".public", as: .file)
        do {
            let urls = try SkinKeys.generate(writingTo: URL(fileURLWithPath: out))
            Console.current.print("wrote \(urls.privateKey.path) and \(urls.publicKey.path)")
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: out))
        }
    }
}
