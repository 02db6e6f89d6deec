import Foundation
import Livery
import LiverySkins

/// Where the app keeps downloaded skins and whom it trusts to sign them: a ``SkinStore`` in
/// Application Support, and the example public key bundled with the app
/// (`Resources/example.public`, a copy of `Examples/Skins/keys/example.public`).
///
/// The example key's private half is published with Livery, so anyone can sign a skin it accepts:
/// a shipping app bundles its own publisher's key instead (`livery skin keygen`).
struct SkinLibrary: Sendable {
    /// The store skins are installed into (versioned folders, atomic switches, rollback).
    let store: SkinStore
    /// The bundled public key file, if the bundle has it.
    let trustedKeyURL: URL?

    init() {
        let support =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        store = SkinStore(folder: support.appendingPathComponent("Skins"), requiredTokens: ["color.accent"])
        trustedKeyURL = Bundle.module.url(forResource: "example", withExtension: "public")
    }

    /// A download client for the catalog at `text` (an `http` or `https` URL the user typed),
    /// trusting the bundled key.
    func client(catalogURLText text: String) throws(SkinError) -> SkinClient {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw .catalogInvalid(reason: "'\(trimmed)' is not an http:// or https:// URL")
        }
        guard let trustedKeyURL else { throw .noTrustedKeys }
        let key = try SkinKeys.loadPublicKey(from: trustedKeyURL)
        return SkinClient(store: store, trustedKeys: [key], catalogURL: url)
    }

    /// Every installed skin, read and checked against its manifest off the main actor; a skin
    /// whose files changed since it was installed is left out and described in `problems`.
    @concurrent
    func installedSkins() async -> (skins: [Skin], problems: [String]) {
        var skins: [Skin] = []
        var problems: [String] = []
        do {
            for installed in try store.installed() {
                do {
                    skins.append(try store.skin(id: installed.id))
                } catch {
                    problems.append("Skin \(installed.id) cannot be read: \(error)")
                }
            }
        } catch {
            problems.append("The skin store cannot be read: \(error)")
        }
        return (skins, problems)
    }
}
