import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiveryLive

/// The example space's default table: what the app in these tests shows.
let exampleThemes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Themes")

func exampleTable() throws -> ResolvedTheme {
    try ThemeSpace(contentsOf: exampleThemes).resolve()
}

/// Messages from the live channel are untrusted: read with the theme files' parsers and limits.
@Suite("Live messages, read as untrusted input")
struct LiveMessageTests {
    static func message(_ tokens: String, sequence: Int = 3, full: Bool = false, removed: String = "[]") -> Data {
        Data(#"{"version": 1, "sequence": \#(sequence), "full": \#(full), "tokens": {\#(tokens)}, "removed": \#(removed)}"#.utf8)
    }

    @Test(
        "values of every form a theme file may use are read with the app's own token types",
        arguments: [
            (##""color.accent": {"$type": "color", "$value": "#FF6600"}"##, "color.accent", "#FF6600"),
            (
                #""color.accent": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.4, 0]}}"#,
                "color.accent", "color(display-p3"
            ),
            (#""color.accent": {"$type": "color", "$value": "oklch(70% 0.2 40)"}"#, "color.accent", "#"),
            (#""spacing.md": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}"#, "spacing.md", "20"),
            (#""spacing.md": {"$type": "dimension", "$value": "1.5rem"}"#, "spacing.md", "1.5rem"),
        ])
    func reads(tokens: String, path: String, expected: String) throws {
        let table = try exampleTable()
        let message = try LiveMessage.read(Self.message(tokens), against: table)
        #expect(message.sequence == 3)
        #expect(message.problems.isEmpty, "\(message.problems)")
        let value = try #require(message.values[path])
        #expect(value.type == table[path]?.type)
        let shown: String
        if case .color(let color) = value {
            shown = expected.hasPrefix("color(") ? color.cssText : color.hexString
        } else {
            shown = value.text
        }
        #expect(shown.hasPrefix(expected), "\(shown)")
    }

    @Test(
        "a token the app lacks, of another type, an alias or a bad value is left out with a reason; the rest is read",
        arguments: [
            (##""no.such.token": {"$type": "color", "$value": "#FF0000"}"##, "no such token"),
            (#""color.accent": {"$type": "dimension", "$value": "4px"}"#, "the app's token is a color"),
            (#""color.accent": {"$type": "color", "$value": "{palette.blue.500}"}"#, "alias"),
            (#""color.accent": {"$type": "color", "$value": "not a colour"}"#, "color.accent"),
            (#""color.accent": {"$type": "color", "$value": [[[[1]]]]}"#, "color.accent"),
        ])
    func leftOut(tokens: String, reason: String) throws {
        let message = try LiveMessage.read(
            Self.message(tokens + ##", "color.text.primary": {"$type": "color", "$value": "#101010"}"##),
            against: try exampleTable())
        #expect(message.values["color.text.primary"] != nil, "the good token is still read")
        #expect(message.values.count == 1)
        #expect(message.problems.count == 1)
        #expect(message.problems.first?.contains(reason) == true, "\(message.problems)")
    }

    @Test(
        "a message too large, not JSON or not of the channel's shape is refused whole, saying why",
        arguments: [
            ("too large", Data(repeating: 0x20, count: LiveMessage.maximumBytes + 1), "over the limit"),
            ("not JSON", Data("{\"version\": 1,".utf8), "refused"),
            ("an array", Data("[1, 2]".utf8), "not a JSON object"),
            ("another version", Data(#"{"version": 2, "sequence": 1}"#.utf8), "version"),
            ("a negative sequence", Data(#"{"version": 1, "sequence": -4}"#.utf8), "sequence"),
            ("tokens not an object", Data(#"{"version": 1, "sequence": 1, "tokens": []}"#.utf8), "tokens"),
            ("a token without $value", message(#""color.accent": {"$type": "color"}"#), "$value"),
            ("removed not paths", message("", removed: "[1]"), "removed"),
            (
                "too many tokens",
                message(
                    (0...LiveMessage.maximumTokens).map { ##""t.\##($0)": {"$type": "color", "$value": "#000"}"## }.joined(
                        separator: ",")), "over the limit"
            ),
        ] as [(String, Data, String)])
    func refused(name: String, data: Data, reason: String) throws {
        #expect {
            try LiveMessage.read(data, against: try exampleTable())
        } throws: { error in
            (error as? LiveMessage.Refusal)?.message.contains(reason) == true
        }
    }

    /// The reliability suite's nested inputs, 1 to 100,000 levels deep, as a token's value and as
    /// the nesting of the message itself, read on a 512 KiB stack (a secondary thread's on iOS).
    @Test(
        "nesting from the reliability suite is refused or left out on a small stack, never a crash",
        arguments: NestingCase.all(fast: 4))
    func nesting(_ item: NestingCase) async throws {
        let table = try exampleTable()
        var documents: [Data] = []
        // A token of the nested value's type, so the value reaches the value parsers.
        if let value = item.kind.value(depth: item.depth),
            let path = table.tokens.first(where: { $0.type.rawValue == item.kind.type })?.path
        {
            documents.append(Self.message(#""\#(path)": {"$type": "\#(item.kind.type)", "$value": \#(value)}"#))
        }
        // The message itself nested: its tokens inside groups of groups.
        let open = String(repeating: #"{"g": "#, count: item.depth)
        documents.append(
            Data(
                (#"{"version": 1, "sequence": 1, "tokens": "# + open + "1" + String(repeating: "}", count: item.depth) + "}").utf8
            ))
        for data in documents {
            let outcome = await onSmallStack { () -> String in
                do {
                    let message = try LiveMessage.read(data, against: table)
                    return "read \(message.values.count) values, \(message.problems.count) left out"
                } catch {
                    return "refused: \(error)"
                }
            }
            #expect(!outcome.isEmpty)
            if item.depth >= 100 {
                #expect(!outcome.hasPrefix("read 1 values"), "a value nested \(item.depth) deep is never shown: \(outcome)")
            }
        }
    }
}
