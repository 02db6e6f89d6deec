import Foundation
import LiveryTestSupport
import Testing

@testable import Livery
@testable import LiveryFormats

/// The format readers on deep input, on a thread with a 512 KiB stack (a secondary thread's on
/// Apple platforms): a value or an error with its position, never a crash.
@Suite("Format readers: nesting")
struct FormatNestingTests {
    static let depths = [1, 10, 100, 200, 255, 256, 511, 512, 1_000, 100_000]

    /// `{"g": {"g": … {"textColor": "#FFF"} …}}` nested `depth` groups deep, as JSON or an XML property list.
    static func document(depth: Int, plist: Bool) -> String {
        if plist {
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
                + String(repeating: "<dict><key>g</key>", count: depth)
                + "<dict><key>textColor</key><string>#FFF</string></dict>"
                + String(repeating: "</dict>", count: depth) + "\n</plist>\n"
        }
        return String(repeating: "{\"g\": ", count: depth) + "{\"textColor\": \"#FFF\"}" + String(repeating: "}", count: depth)
    }

    @Test("files nested deep read to a space or fail at a position", arguments: depths, [false, true])
    func files(depth: Int, plist: Bool) async throws {
        let folder = try ToolFixtures.temporaryFolder("formats-nesting")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(plist ? "day.plist" : "day.json")
        try Data(Self.document(depth: depth, plist: plist).utf8).write(to: file)
        for format in [ThemeFormat.swiftTheme, .jhTheme, .chameleon] where plist == false || format != .chameleon {
            let outcome = await onSmallStack { () -> Result<(Int, [Diagnostic]), ThemeSpace.Error> in
                Result { () throws(ThemeSpace.Error) in
                    let space = try ThemeSpace(contentsOf: file, format: format)
                    return ((try? space.resolve())?.count ?? -1, space.diagnostics)
                }
            }
            switch outcome {
            case .success((let count, let diagnostics)):
                if depth < ImportTree.depthLimit {
                    #expect(count == 1, "\(format) at depth \(depth): \(count) tokens, \(diagnostics.prefix(2))")
                } else {
                    // Past the readers' limit: said where, the rest of the file kept.
                    let tooDeep = try #require(diagnostics.first { $0.rule == "too-deep" }, "\(format) at depth \(depth)")
                    #expect(tooDeep.location.file == file.path && tooDeep.location.line > 0, "\(tooDeep)")
                }
            case .failure(let error):
                // A file the reader refuses as a whole (JSON past 256 levels, a plist past 512).
                let first = try #require(error.diagnostics.first)
                #expect(first.location.file == file.path && first.location.line > 0, "\(first)")
                #expect(depth >= 256, "\(format) at depth \(depth) failed: \(error)")
            }
        }
    }

    /// Dictionaries handed to the reader, unchanged while it reads.
    struct Box: @unchecked Sendable {
        let themes: [String: [String: Any]]
    }

    /// Past the reader's limit (48) but no deeper: a dictionary a few hundred levels deep built in
    /// code crashes the test's own thread when Swift releases it (the release recurses), whoever
    /// reads it.
    @Test("dictionaries nested deep read to a space or fail with a key path", arguments: [1, 10, 30, 46, 47, 48, 60, 150])
    func dictionaries(depth: Int) async throws {
        // Built and released here: releasing a nested dictionary recurses once per level, whoever
        // holds it, so only the reading runs on the small stack.
        var value: [String: Any] = ["textColor": "#FFF"]
        for _ in 0..<depth { value = ["g": value] }
        let box = Box(themes: ["day": value])
        let outcome = await onSmallStack { () -> Result<(Int, [Diagnostic]), ThemeSpace.Error> in
            let themes = box.themes
            return Result { () throws(ThemeSpace.Error) in
                let space = try ThemeSpace(themes: themes, format: .swiftTheme)
                return ((try? space.resolve())?.count ?? -1, space.diagnostics)
            }
        }
        switch outcome {
        case .success((let count, let diagnostics)):
            if depth < ImportTree.depthLimit {
                #expect(count == 1, "depth \(depth): \(count) tokens")
            } else {
                let tooDeep = try #require(diagnostics.first { $0.rule == "too-deep" }, "depth \(depth)")
                #expect(tooDeep.location.keyPath?.hasPrefix("g.g.g") == true, "\(tooDeep)")
            }
        case .failure(let error):
            #expect(error.diagnostics.first?.rule == "tooDeep", "\(error)")
            #expect(depth >= DictionaryReader.depthLimit - 1, "depth \(depth) failed: \(error)")
        }
    }
}
