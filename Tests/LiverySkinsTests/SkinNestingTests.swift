import Crypto
import Foundation
import LiveryTestSupport
import Testing

@testable import LiverySkins

/// A signed skin holding input nested 1 to 100,000 levels deep, installed on a thread with a
/// 512 KiB stack (a secondary thread's on Apple platforms, where apps install skins): refused at
/// the validate step with the installed skins untouched, or installed, never a crash.
extension SkinStoreTests {
    static let nestingCases = NestingCase.all(fast: 4)

    @Test("a signed skin with deeply nested tokens is refused at validate, on a 512 KiB stack", arguments: nestingCases)
    func nestedSkin(_ item: NestingCase) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try install(try pack(version: "1.2.0"))
        let before = snapshot(store)
        var files = try oceanFiles()
        let index = try #require(files.firstIndex { $0.path == "tokens/dark.json" })
        files[index].data = Data(item.kind.document(depth: item.depth).utf8)
        let package = try signed(try entries(files: files), name: "nested.skin")
        let skins = skinStore()
        // Keys are not Sendable: the thread makes its own from the raw bytes.
        let trusted = key.publicKey.rawRepresentation
        let outcome = await onSmallStack { () -> Result<SkinManifest, SkinError> in
            Result { () throws(SkinError) in
                let keys = [try? Curve25519.Signing.PublicKey(rawRepresentation: trusted)].compactMap { $0 }
                return try skins.install(
                    packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: keys)
            }
        }
        switch outcome {
        case .success:
            #expect(item.depth < 1_000, "a skin nested \(item.depth) deep installed")
        case .failure(let error):
            #expect(error.failedStep == .validate, "\(error)")
            #expect(snapshot(store) == before, "a refused skin changed the store")
            if item.depth >= 1_000, case .validationFailed(let diagnostics) = error.underlying {
                #expect(diagnostics.contains { $0.message.contains("deeper than") }, "\(diagnostics.prefix(3))")
                for diagnostic in diagnostics where diagnostic.severity == .error {
                    #expect(diagnostic.location.file.hasSuffix("tokens/dark.json"), "\(diagnostic)")
                    #expect(diagnostic.location.line > 0, "\(diagnostic)")
                }
            }
        }
    }
}
