import Foundation
import Testing

@testable import LiveryCLI

/// `livery studio --live`'s options: refused before anything is served when they do not fit.
@Suite("livery studio --live options")
struct StudioLiveCommandTests {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Themes").path

    @Test(
        "options that do not fit are refused with what is expected, before anything listens",
        arguments: [
            (["--lan"], 2, "--lan, --lan-address and --pairing-code need --live"),
            (["--pairing-code", "ABCDEFGH"], 2, "need --live"),
            (["--live", "--pairing-code", "short"], 1, "a pairing code has 8 to 64 letters and digits"),
            (["--live", "--pairing-code", "has/slash/in/it"], 1, "a pairing code has 8 to 64 letters and digits"),
            (["--live", "--lan-address", "0.0.0.0"], 1, "refused: --lan-address 0.0.0.0 is not one address"),
        ] as [([String], Int32, String)])
    func refused(options: [String], status: Int32, message: String) async throws {
        let capture = CapturingConsole()
        let result = await Console.$current.withValue(capture.console) {
            await LiveryCommand.run(["studio", Self.themes] + options)
        }
        #expect(result == status, "\(capture.errorOutput)")
        #expect(capture.errorOutput.contains(message), "\(capture.errorOutput)")
    }
}
