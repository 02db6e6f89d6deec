import Foundation
import LiveryTestSupport
import Testing
@testable import Livery

@Suite("Reading token documents")
struct DocumentReadingTests {
    @Test("lenient Livery JSON: plain values are tokens, objects without $value are groups")
    func lenient() throws {
        let document = try Inline.document(
            """
            {
              "color": {
                "$type": "color",
                "primary": "#1E6FD9",
                "text": {"body": {"$value": "{color.primary}", "$description": "Body text"}}
              },
              "copy": {"greeting": "Hello, 12", "count": 3, "enabled": true, "list": [1, 2]}
            }
            """)
        #expect(document.format == .livery)
        try #require(
            document.tokens.map(\.path) == [
                "color.primary", "color.text.body", "copy.greeting", "copy.count", "copy.enabled", "copy.list",
            ])
        #expect(document.tokens[0].type == .color && document.tokens[0].typeSource == .group)
        #expect(document.tokens[1].description == "Body text")
        #expect(document.tokens[2].type == nil && document.tokens[2].typeSource == .none)
        #expect(document.groups.map(\.path) == ["color", "color.text", "copy"])
        #expect(document.tokens[0].location == SourceLocation(file: "/inline/test.json", line: 4, column: 5))
    }

    @Test("a document without $value follows Style Dictionary's value/type convention")
    func legacy() throws {
        let document = try Inline.document(
            """
            {"size": {"font": {"small": {"value": 0.75, "type": "fontSize", "comment": "captions", "attributes": {"category": "size"}}}},
             "plain": "x"}
            """)
        #expect(document.format == .styleDictionary)
        let token = try #require(document.tokens.first)
        #expect(token.path == "size.font.small" && token.type == .dimension && token.description == "captions")
        #expect(token.extensions?["attributes"] != nil)
        #expect(document.tokens.count == 2)
    }

    @Test("$-properties: $root, $deprecated, $extensions, unknown ones warned")
    func dollarProperties() throws {
        let document = try Inline.document(
            """
            {"accent": {"$type": "color", "$root": {"$value": "#dd0000"}, "light": {"$value": "#ff2222", "$deprecated": "use accent.$root"},
             "$extensions": {"com.example": {"x": 1}}, "$bogus": 1}}
            """)
        #expect(document.tokens.map(\.path) == ["accent.$root", "accent.light"])
        #expect(document.tokens[1].deprecation == .message("use accent.$root"))
        #expect(document.groups.first?.extensions != nil)
        #expect(document.diagnostics.contains { $0.rule == "unknown-property" && $0.message.contains("$bogus") })
    }

    @Test("$extensions.org.livery: tokens in Livery JSON, and helpers resolved as alias targets only")
    func liveryExtension() throws {
        let document = try Inline.document(
            """
            {
              "$extensions": {"org.livery": {"tokens": {
                "copy": {"title": {"$type": "string", "$value": "Folio"}},
                "livery-variants": {"$extensions": {"org.livery": {"helper": true}}, "flag": {"$type": "boolean", "$value": true}},
                "feature": {"on": {"$type": "boolean", "$value": "{livery-variants.flag}"}}
              }}},
              "color": {"bg": {"$type": "color", "$value": "{livery-variants.bg}"}},
              "livery-variants": {
                "$extensions": {"org.livery": {"helper": true}},
                "bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}
              },
              "own": {"$type": "number", "$value": 2, "$extensions": {"org.livery": {"helper": true}}}
            }
            """)
        #expect(
            Set(document.tokens.map(\.path)) == [
                "color.bg", "livery-variants.bg", "own", "copy.title", "livery-variants.flag", "feature.on",
            ])
        #expect(Set(document.tokens.filter(\.isHelper).map(\.path)) == ["livery-variants.bg", "livery-variants.flag", "own"])
        let theme = try ThemeSpace(documents: [document]).resolve()
        #expect(theme.tokens.map(\.path) == ["color.bg", "copy.title", "feature.on"])
        #expect(theme.string("copy.title") == "Folio")
        #expect(theme.boolean("feature.on") == true)
        #expect(theme.color("color.bg") == ThemeColor(red: 1, green: 1, blue: 1))
        let wrong = try Inline.document(#"{"$extensions": {"org.livery": {"tokens": 3}}}"#)
        #expect(wrong.diagnostics.contains { $0.rule == "invalid-extensions" && $0.severity == .error })
    }

    @Test("duplicate keys are reported with both places")
    func duplicates() throws {
        let document = try Inline.document(
            """
            {"a": "#fff",
             "a": "#000"}
            """)
        let duplicate = try #require(document.diagnostics.first { $0.rule == "duplicate-key" })
        #expect(duplicate.location.line == 2 && duplicate.severity == .error)
        #expect(duplicate.message.contains("line 1"))
    }

    @Test("unknown $type is an error that lists the types")
    func unknownType() throws {
        let document = try Inline.document(#"{"a": {"$type": "colour-ish", "$value": 1}}"#)
        let error = try #require(document.diagnostics.first { $0.rule == "unknown-type" })
        #expect(error.message.contains("color, dimension"))
    }

    @Test(
        "another tool's $type (link, a vendor's name) is a warning and its value is read by its syntax",
        arguments: [
            (#"{"a": {"$type": "link", "$value": "https://example.com/help"}}"#, TokenValue.string("https://example.com/help")),
            (
                ##"{"a": {"$type": "com.acme.icon", "$value": "#ff0000"}}"##,
                TokenValue.color(ThemeColor(red: 1, green: 0, blue: 0))
            ),
            (#"{"g": {"$type": "x-spacing", "a": {"$value": 4}}}"#, TokenValue.number(4)),
        ])
    func foreignType(json: String, expected: TokenValue) throws {
        let document = try Inline.document(json)
        let warning = try #require(document.diagnostics.first { $0.rule == "unknown-type" })
        #expect(warning.severity == .warning)
        let theme = try ThemeSpace(documents: [document]).resolve()
        let token = try #require(theme.tokens.first)
        #expect(token.value == expected)
    }

    @Test("a $type that looks like a misspelt type is an error that suggests it", arguments: ["colour-ish", "dimenson", "Colr"])
    func misspeltType(name: String) throws {
        let document = try Inline.document(#"{"a": {"$type": "\#(name)", "$value": 1}}"#)
        let error = try #require(document.diagnostics.first { $0.rule == "unknown-type" })
        #expect(error.severity == .error)
        #expect(error.message.contains("did you mean"))
    }

    @Test(
        "documents that cannot be read say where",
        arguments: [
            ("{\"a\": }", TokenDocument.Error.Reason.syntax, 1, 7),
            ("{\n  \"a\": [1, 2\n}", .syntax, 3, 1),
            ("[1, 2]", .invalidStructure, 1, 1),
            ("\"just text\"", .invalidStructure, 1, 1),
        ])
    func unreadable(json: String, reason: TokenDocument.Error.Reason, line: Int, column: Int) {
        do {
            _ = try Inline.document(json)
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == reason)
            #expect(error.location.line == line && error.location.column == column, "\(error)")
            #expect(error.description.hasPrefix("/inline/test.json:\(line):\(column): error: "))
        }
    }

    @Test("10,000 levels of nesting end in a clear error")
    func deepNesting() {
        let json = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(throws: TokenDocument.Error.self) { try Inline.document(json) }
    }

    @Test("invalid UTF-8 ends in a clear error")
    func invalidUTF8() {
        var data = Data(#"{"a": ""#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Array(#""}"#.utf8))
        do {
            _ = try TokenDocument(data: data, url: URL(fileURLWithPath: "/x.json"))
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .invalidEncoding)
            #expect(error.location.line == 1)
        }
    }

    /// 50 MiB of tokens, read as an app reads a downloaded document: on a secondary thread's
    /// stack (512 KiB). The time limit guards against a reader that slows down with size; it is not
    /// a speed target (`load_scale` measures that). The work runs on a thread of its own, so it
    /// blocks none of Swift concurrency's two cooperative threads. Under AddressSanitizer it takes
    /// about 30 s alone, but beside the full tier's processes it ran past the limit, so CI runs it in
    /// the ASan pass of the time-bounded suites (`.ci/run`, `ASAN_TIMED`; CI, stop 37).
    @Test("a large document reads, on a secondary thread's stack", .timeLimit(.minutes(2)))
    func largeDocument() async throws {
        let outcome = await onSmallStack { () -> Result<(tokens: Int, groups: Int), TokenDocument.Error> in
            var text = "{"
            text.reserveCapacity(52 << 20)
            var groups = 0
            while text.utf8.count < 50 << 20 {
                text +=
                    "\"group\(groups)\": {\"$type\": \"color\", \"a\": {\"$value\": \"#1E6FD9\", \"$description\": \"\(String(repeating: "x", count: 400))\"}},"
                groups += 1
            }
            text += "\"end\": 1}"
            return Result { () throws(TokenDocument.Error) in try (Inline.document(text).tokens.count, groups) }
        }
        let counts = try outcome.get()
        #expect(counts.tokens == counts.groups + 1)
    }

    @Test("property lists read with the same rules, with line numbers")
    func propertyList() throws {
        let url = Fixtures.shared("peers/SwiftTheme/Red.plist")
        let document = try TokenDocument(contentsOf: url)
        #expect(document.format == .propertyList)
        let token = try #require(document.tokens.first { $0.path == "Global.backgroundColor" })
        #expect(token.value.string == "#FFF")
        #expect(token.location.line == 9)
    }
}
