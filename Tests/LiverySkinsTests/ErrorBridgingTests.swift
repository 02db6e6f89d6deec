import Foundation
import Livery
import LiverySkins
import Testing

/// Livery's errors as Foundation and Objective-C see them: a readable `localizedDescription` (the
/// error's own sentence) and a stable domain and code when bridged to `NSError`.
@Suite("Errors bridged to Foundation")
struct ErrorBridgingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var error: any Error
        var domain: String
        var code: Int
        var fragment: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a skin that is not installed", error: SkinError.notInstalled(id: "com.example.ocean"),
            domain: "com.livery.SkinError", code: 22, fragment: "com.example.ocean is not installed"),
        Case(
            name: "a cancelled install", error: SkinError.cancelled, domain: "com.livery.SkinError", code: 29,
            fragment: "cancel"),
        Case(
            name: "a failed install keeps its step",
            error: SkinError.installFailed(step: .verify, reason: .signatureMismatch(trustedKeys: 1)),
            domain: "com.livery.SkinError", code: 26, fragment: "verify"),
        Case(
            name: "a document that does not parse",
            error: TokenDocument.Error(.syntax, "expected ':'", at: SourceLocation(file: "base.json", line: 3, column: 7)),
            domain: "com.livery.TokenDocument", code: 1, fragment: "base.json:3:7: error: expected ':'"),
        Case(
            name: "a value that does not parse",
            error: ValueParsingError("expected a colour", at: SourceLocation(file: "a.json", line: 1, column: 2)),
            domain: "com.livery.ValueParsing", code: 1, fragment: "a.json:1:2: error: expected a colour"),
        Case(
            name: "a switch that waited too long",
            error: SwitchWaitError.timedOut(.seconds(5), pending: [URL(fileURLWithPath: "/banner.png")]),
            domain: "com.livery.SwitchWait", code: 1, fragment: "/banner.png"),
        Case(
            name: "an image load that failed in transport",
            error: RemoteImageLoader.Error.transport(
                URL(fileURLWithPath: "/x"), failure: TransferFailure("offline", underlying: URLError(.notConnectedToInternet))),
            domain: "com.livery.RemoteImageLoader", code: 4, fragment: "offline"),
    ]

    @Test("localizedDescription is the error's own sentence; NSError has a stable domain and code", arguments: cases)
    func bridges(_ c: Case) {
        #expect(c.error.localizedDescription.contains(c.fragment), "\(c.error.localizedDescription)")
        let bridged = c.error as NSError
        #expect(bridged.domain == c.domain)
        #expect(bridged.code == c.code)
    }

    @Test("a transfer failure keeps the loader's error, so offline is told from other failures")
    func keepsTheCause() {
        let offline = TransferFailure(
            "The Internet connection appears to be offline.", underlying: URLError(.notConnectedToInternet))
        let limit = TransferFailure("more than the 100 bytes allowed")
        #expect(offline.urlError?.code == .notConnectedToInternet)
        #expect(limit.urlError == nil)
        let error = SkinError.downloadFailed(url: "https://example.com/a.skin", failure: offline)
        guard case .downloadFailed(_, let failure) = error else {
            Issue.record("not a download failure")
            return
        }
        #expect(failure.urlError?.code == .notConnectedToInternet)
        #expect(error.localizedDescription.contains("offline"))
    }
}
