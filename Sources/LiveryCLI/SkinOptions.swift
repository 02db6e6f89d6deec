import ArgumentParser
import Crypto
import Foundation
import LiverySkins

/// The options of commands that install skins: trusted keys, required tokens and transfer limits.
struct SkinInstallOptions: ParsableArguments {
    @Option(name: .customLong("trust"), help: "A trusted public key file (repeatable, so keys can rotate).", completion: .file())
    var trusted: [String] = []

    @Option(name: .customLong("require"), help: "A token path the skin must define (repeatable).")
    var required: [String] = []

    @Option(help: "Seconds without a byte before a download fails.")
    var timeout: Double = 30

    func validate() throws {
        if trusted.isEmpty { throw ValidationError("give at least one --trust PUBLIC_KEY_FILE") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// The trusted keys, read from their files.
    func keys() throws(SkinError) -> [Curve25519.Signing.PublicKey] {
        var keys: [Curve25519.Signing.PublicKey] = []
        for path in trusted { keys.append(try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: path))) }
        return keys
    }

    /// A client for `store`, reading `catalog` when given.
    func client(store: String, catalog: String?) throws(SkinError) -> SkinClient {
        let skins = SkinStore(folder: URL(fileURLWithPath: store), requiredTokens: Set(required))
        return SkinClient(
            store: skins, trustedKeys: try keys(), catalogURL: catalog.flatMap(URL.init(string:)),
            configuration: SkinClient.Configuration(requestTimeout: timeout))
    }
}

/// Whether `text` is an http(s) URL rather than a file path or an id.
func isWebURL(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return (lowered.hasPrefix("http://") || lowered.hasPrefix("https://")) && URL(string: text) != nil
}
