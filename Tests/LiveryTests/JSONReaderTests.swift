import Foundation
import Testing

@testable import Livery

/// Livery's, not Swift Testing's.
private typealias SourceLocation = Livery.SourceLocation

/// Reads `text` (or bytes) and returns the failure, or nil when it was read.
private func readFailure(_ bytes: [UInt8], options: JSONReader.Options = .init()) -> TokenDocument.Error? {
    do {
        _ = try JSONReader.read(Data(bytes), file: "test.json", options: options)
        return nil
    } catch {
        return error
    }
}

private func readFailure(_ text: String, options: JSONReader.Options = .init()) -> TokenDocument.Error? {
    readFailure(Array(text.utf8), options: options)
}

private func read(_ text: String, options: JSONReader.Options = .init()) throws -> (
    node: SourceNode, diagnostics: [Diagnostic]
) {
    try JSONReader.read(Data(text.utf8), file: "test.json", options: options)
}

private func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "test.json", line: line, column: column)
}

/// Bytes that are not UTF-8, and the position and value of the first bad byte.
struct InvalidUTF8: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var byte: String

    init(_ bytes: [UInt8], _ line: Int, _ column: Int, _ byte: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.byte = byte
    }

    var testDescription: String {
        bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x\(String($0, radix: 16))" }.joined()
    }
}

/// A document that must fail, where, and why.
struct MalformedJSON: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var reason: TokenDocument.Error.Reason = .syntax
    var message: String
    var strict = false

    var testDescription: String { text.debugDescription }
}

@Suite("JSONReader")
struct JSONReaderTests {
    // MARK: Malformed documents

    static let malformed: [MalformedJSON] = [
        .init(text: "", line: 1, column: 1, message: "expected a value, found end of file"),
        .init(text: "   \n  ", line: 2, column: 3, message: "expected a value, found end of file"),
        .init(text: "[", line: 1, column: 2, message: "expected a value, found end of file"),
        .init(text: "{\"a\":", line: 1, column: 6, message: "expected a value, found end of file"),
        .init(
            text: "{\"a\": 1 \"b\": 2}", line: 1, column: 9,
            message: "expected ',' or '}' after object member, found '\"'"),
        .init(text: "{\"a\": 1 x}", line: 1, column: 9, message: "expected ',' or '}' after object member, found 'x'"),
        .init(
            text: "{\"a\": 1", line: 1, column: 8, message: "expected ',' or '}' after object member, found end of file"
        ),
        .init(text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':' after object key, found '1'"),
        .init(text: "{a: 1}", line: 1, column: 2, message: "expected a string key or '}', found 'a'"),
        .init(text: "{\"a\": 1,", line: 1, column: 9, message: "expected a string key after ',', found end of file"),
        .init(text: "{\"a\":1,,}", line: 1, column: 8, message: "expected a string key after ',', found ','"),
        .init(text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']' after array element, found '2'"),
        .init(text: "[1,,2]", line: 1, column: 4, message: "expected a value, found ','"),
        .init(text: "[1 / 2]", line: 1, column: 4, message: "expected ',' or ']' after array element, found '/'"),
        .init(
            text: "{\n  \"a\": [1, 2,\n    3 4]\n}", line: 3, column: 7,
            message: "expected ',' or ']' after array element, found '4'"),
        .init(text: "{\"名\": 1 x}", line: 1, column: 11, message: "expected ',' or '}' after object member, found 'x'"),
        .init(
            text: "{\"a\": 1} x", line: 1, column: 10,
            message: "expected end of file after the top-level value, found 'x'"),
        .init(
            text: "{\"a\": 1}}", line: 1, column: 9,
            message: "expected end of file after the top-level value, found '}'"),
        .init(text: "\"abc", line: 1, column: 1, message: "unterminated string"),
        .init(text: "[\"abc\\", line: 1, column: 2, message: "unterminated string"),
        .init(
            text: "{\"a\": \"abc\n\"}", line: 1, column: 7,
            message: "unterminated string: line break before the closing '\"'"),
        .init(text: "[\"a\tb\"]", line: 1, column: 4, message: "control character U+0009 in string must be escaped"),
        .init(text: "[\"a\u{1}\"]", line: 1, column: 4, message: "control character U+0001 in string must be escaped"),
        .init(text: "\"\\x\"", line: 1, column: 2, message: "invalid escape '\\x' in string"),
        .init(text: "\"\\u12G4\"", line: 1, column: 2, message: "invalid '\\u' escape: expected 4 hex digits"),
        .init(text: "\"\\u00", line: 1, column: 2, message: "invalid '\\u' escape: expected 4 hex digits"),
        .init(text: "\"\\uD800\"", line: 1, column: 2, message: "lone surrogate '\\uD800' in string"),
        .init(text: "\"\\uDC00\"", line: 1, column: 2, message: "lone surrogate '\\uDC00' in string"),
        .init(text: "\"ab\\uD83D\\u0041\"", line: 1, column: 4, message: "lone surrogate '\\uD83D' in string"),
        .init(text: "\"ab\\uD83Dx\"", line: 1, column: 4, message: "lone surrogate '\\uD83D' in string"),
        .init(text: "tru", line: 1, column: 1, message: "expected a value, found 'tru'"),
        .init(text: "[trueish]", line: 1, column: 2, message: "expected a value, found 'trueish'"),
        .init(text: "[NaN]", line: 1, column: 2, message: "expected a value, found 'NaN'"),
        .init(text: "{\"a\": undefined}", line: 1, column: 7, message: "expected a value, found 'undefined'"),
        .init(text: "['a']", line: 1, column: 2, message: "expected a value, found '''"),
        .init(text: "[\u{0}]", line: 1, column: 2, message: "expected a value, found control character U+0000"),
        .init(
            text: "/* never closed", line: 1, column: 1,
            message: "unterminated comment: expected '*/', found end of file"),
        .init(
            text: "// fine\n[1, /* open\n", line: 2, column: 5,
            message: "unterminated comment: expected '*/', found end of file"),
        .init(text: "/* c */ 1", line: 1, column: 1, message: "comments are not allowed in strict JSON", strict: true),
        .init(
            text: "[1,\n  2,\n  ]", line: 3, column: 3,
            message: "expected a value after ',', found ']' (trailing commas are not allowed)", strict: true),
        .init(
            text: "{\"a\": 1,}", line: 1, column: 9,
            message: "expected a string key after ',', found '}' (trailing commas are not allowed)", strict: true),
        .init(text: "\r\n\r\n  x", line: 3, column: 3, message: "expected a value, found 'x'"),
        .init(text: "\r\r  x", line: 3, column: 3, message: "expected a value, found 'x'"),
    ]

    @Test("malformed documents fail with a position and a reason", arguments: malformed)
    func malformedDocument(_ example: MalformedJSON) throws {
        let error = try #require(readFailure(example.text, options: example.strict ? .strict : .init()))
        #expect(error.reason == example.reason)
        #expect(error.message == example.message)
        #expect(error.location == at(example.line, example.column))
    }

    // MARK: Positions

    @Test func positionsOfKeysAndValues() throws {
        let text = """
            {
              "color": {
                "primary": { "$value": "#ff0000", "$type": "color" },
                "list": [1, 2.5, true, null]
              }
            }
            """
        let (root, diagnostics) = try read(text)
        #expect(diagnostics.isEmpty)
        #expect(root.location == at(1, 1))
        let color = try #require(root.members?.first)
        #expect(color.key == "color")
        #expect(color.keyLocation == at(2, 3))
        #expect(color.value.location == at(2, 12))

        let primary = try #require(color.value.members?.first)
        #expect(primary.keyLocation == at(3, 5))
        #expect(primary.value.location == at(3, 16))
        let tokenMembers = try #require(primary.value.members)
        #expect(tokenMembers.map(\.key) == ["$value", "$type"])
        #expect(tokenMembers.map(\.keyLocation) == [at(3, 18), at(3, 39)])
        #expect(tokenMembers[0].value == SourceNode(.string("#ff0000"), at: at(3, 28)))
        #expect(tokenMembers[1].value == SourceNode(.string("color"), at: at(3, 48)))

        let list = try #require(color.value["list"])
        #expect(list.location == at(4, 13))
        guard case .array(let elements) = list.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.location) == [at(4, 14), at(4, 17), at(4, 22), at(4, 28)])
        #expect(
            elements.map(\.value) == [.number(1, isInteger: true), .number(2.5, isInteger: false), .bool(true), .null])
    }

    @Test func columnsCountUTF8BytesAndLineBreaksOfEveryKind() throws {
        // "é" is 2 bytes and "😀" 4: the value after them is at byte column 17.
        let (root, _) = try read("\r\n{\"é😀\": \"x\",\r  \"k\":\n\t1}")
        let members = try #require(root.members)
        try #require(members.count == 2)
        #expect(members[0].keyLocation == at(2, 2))
        #expect(members[0].value.location == at(2, 12))
        #expect(members[1].keyLocation == at(3, 3))
        #expect(members[1].value.location == at(4, 2))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let (root, diagnostics) = try JSONReader.read(
            Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)), file: "test.json")
        #expect(diagnostics.isEmpty)
        #expect(root.location == at(1, 1))
        #expect(root.members?.first?.keyLocation == at(1, 2))
        #expect(root["a"] == SourceNode(.number(1, isInteger: true), at: at(1, 7)))
    }

    @Test func scalarTopLevelValues() throws {
        #expect(try read("  true ").node == SourceNode(.bool(true), at: at(1, 3)))
        #expect(try read("null").node.value == .null)
        #expect(try read("\"x\"").node.value == .string("x"))
        #expect(try read("[]").node.value == .array([]))
        #expect(try read("{}").node.value == .object([]))
        #expect(
            try read("[[], {}]").node.value
                == .array([SourceNode(.array([]), at: at(1, 2)), SourceNode(.object([]), at: at(1, 6))]))
    }

    // MARK: Strings

    static let strings: [(String, String)] = [
        (#""plain""#, "plain"),
        (#""""#, ""),
        (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{8}\u{C}\n\r\t"),
        (#""\u00e9 \u00E9""#, "é é"),
        (#""x\u4e2dy""#, "x中y"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud83d\ude00 and \uD834\uDD1E""#, "😀 and 𝄞"),
        (#""\u0000""#, "\u{0}"),
        (#""中文 and é""#, "中文 and é"),
        (#""before \n after 😀""#, "before \n after 😀"),
        ("\"\u{7F} is allowed\"", "\u{7F} is allowed"),
    ]

    @Test("strings and escapes", arguments: strings)
    func string(_ json: String, _ value: String) throws {
        #expect(try read(json).node.value == .string(value))
        // The same string as a key.
        #expect(try read("{\(json): 1}").node.members?.first?.key == value)
    }

    // MARK: Numbers

    static let numbers: [(String, Bool)] = [
        ("0", true), ("-0", true), ("123", true), ("-45", true), ("9007199254740993", true),
        ("12345678901234567890", true), ("-9223372036854775809", true),
        ("1.5", false), ("-0.0", false), ("0.1", false), ("1e3", false), ("1E+3", false), ("2.5e-3", false),
        ("123456789.123456789", false), ("1.7976931348623157e308", false), ("5e-324", false), ("1e-400", false),
        ("0.000000000000000000000000000001", false), ("100000000000000000000000e-3", false),
        ("3.14159265358979323846264338327950288", false), ("1e22", false), ("1e23", false),
    ]

    @Test("numbers keep their value and whether they are integers", arguments: numbers)
    func number(_ text: String, _ isInteger: Bool) throws {
        let expected = try #require(Double(text))
        let node = try read("[\(text)]").node
        guard case .array(let elements) = node.value, case .number(let value, let integer) = elements.first?.value
        else {
            Issue.record("expected a number in \(node)")
            return
        }
        #expect(value == expected)
        #expect(value.sign == expected.sign)
        #expect(integer == isInteger)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let value, isInteger: true) = try read("-0").node.value else {
            Issue.record("expected an integer")
            return
        }
        #expect(value == 0 && value.sign == .minus)
    }

    static let invalidNumbers: [(String, String)] = [
        ("01", "01"), ("-01", "-01"), ("-", "-"), ("--1", "--1"), ("1.", "1."), ("1.e3", "1.e3"),
        ("1e", "1e"), ("1e+", "1e+"), ("0x10", "0x10"), ("1.2.3", "1.2.3"), ("-Infinity", "-Infinity"),
        ("12abc", "12abc"),
    ]

    @Test("invalid numbers", arguments: invalidNumbers)
    func invalidNumber(_ text: String, _ shown: String) throws {
        let error = try #require(readFailure("[\(text)]"))
        #expect(error.reason == .syntax)
        #expect(error.location == at(1, 2))
        #expect(error.message == "invalid number '\(shown)'")
    }

    @Test func numbersNotStartingLikeNumbersAreNotValues() throws {
        #expect(readFailure(".5")?.message == "expected a value, found '.'")
        #expect(readFailure("+1")?.message == "expected a value, found '+'")
        #expect(readFailure("Infinity")?.message == "expected a value, found 'Infinity'")
    }

    @Test func outOfRangeNumbers() throws {
        let error = try #require(readFailure("{\"a\": -1e400}"))
        #expect(error.reason == .syntax)
        #expect(error.message == "number '-1e400' is out of range")
        #expect(error.location == at(1, 7))
    }

    // MARK: Duplicates

    @Test func duplicateKeysAreKeptAndReported() throws {
        let (root, diagnostics) = try read("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}")
        #expect(root.members?.map(\.key) == ["a", "b", "a"])
        #expect(root["a"]?.value == .number(3, isInteger: true))
        #expect(
            diagnostics == [
                Diagnostic(
                    .error, "duplicate key 'a'; first defined at line 1, column 2", at: at(3, 2),
                    rule: "duplicate-key")
            ])
    }

    @Test func duplicatesInLargeObjectsPointAtTheFirstDefinition() throws {
        var text = "{"
        for i in 0..<40 { text += "\"k\(i)\": \(i), " }
        text += "\"k5\": 100, \"k30\": 101, \"k5\": 102}"
        let (root, diagnostics) = try read(text)
        #expect(root.members?.count == 43)
        #expect(root["k5"]?.value == .number(102, isInteger: true))
        // Required, not expected: the lines below index the list, and indexing past its end would
        // crash the whole test process (every later suite lost).
        try #require(diagnostics.map(\.rule) == ["duplicate-key", "duplicate-key", "duplicate-key"])
        let k5 = try #require(root.members?.first { $0.key == "k5" })
        #expect(
            diagnostics[0].message == "duplicate key 'k5'; first defined at line 1, column \(k5.keyLocation.column)")
        #expect(diagnostics[2].message == diagnostics[0].message)
        #expect(diagnostics[1].message.hasPrefix("duplicate key 'k30'"))
    }

    @Test func sameKeyInDifferentObjectsIsNoDuplicate() throws {
        let (_, diagnostics) = try read(#"{"a": {"a": 1}, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]}"#)
        #expect(diagnostics.isEmpty)
    }

    // MARK: JSONC

    static let jsonc = """
        // header
        {
          /* block
             comment */ "a": 1, // trailing
          "b": [1, 2,],
        }
        """

    @Test func commentsAndTrailingCommasAreAcceptedWithNotes() throws {
        let (root, diagnostics) = try read(Self.jsonc)
        #expect(root.members?.map(\.key) == ["a", "b"])
        #expect(root.members?.first?.keyLocation == at(4, 17))
        #expect(
            diagnostics == [
                Diagnostic(.note, "comments are not standard JSON", at: at(1, 1), rule: "non-standard-json"),
                Diagnostic(.note, "trailing commas are not standard JSON", at: at(5, 13), rule: "non-standard-json"),
            ])
    }

    @Test func trailingCommaNoteIsOnTheCommasLine() throws {
        let (_, diagnostics) = try read("[1,\n\n]")
        #expect(diagnostics.map(\.location) == [at(1, 3)])
    }

    @Test func commentsAndTrailingCommasCanBeForbidden() throws {
        var noComments = JSONReader.Options()
        noComments.allowsComments = false
        let commentError = try #require(readFailure(Self.jsonc, options: noComments))
        #expect(commentError.message == "comments are not allowed in strict JSON")
        #expect(commentError.location == at(1, 1))

        var noCommas = JSONReader.Options()
        noCommas.allowsTrailingCommas = false
        let commaError = try #require(readFailure(Self.jsonc, options: noCommas))
        #expect(commaError.message == "expected a value after ',', found ']' (trailing commas are not allowed)")
        #expect(commaError.location == at(5, 14))
    }

    @Test func strictJSONHasNoNotes() throws {
        let (_, diagnostics) = try read(#"{"a": [1, 2], "b": "// not a comment /* */"}"#, options: .strict)
        #expect(diagnostics.isEmpty)
    }

    @Test func commentsAnywhereWhitespaceIs() throws {
        let (root, diagnostics) = try read("/**/[/*a*/1/*b*/,//c\n2 // 中文\n]/* end */")
        #expect(
            root.value
                == .array([
                    SourceNode(.number(1, isInteger: true), at: at(1, 11)),
                    SourceNode(.number(2, isInteger: true), at: at(2, 1)),
                ]))
        #expect(diagnostics.count == 1)
    }

    // MARK: Limits

    @Test("deep nesting fails at the bracket that crosses the limit", arguments: [10_000, 1_000_000])
    func tooDeep(_ depth: Int) throws {
        let error = try #require(readFailure([UInt8](repeating: UInt8(ascii: "["), count: depth)))
        #expect(error.reason == .tooDeep)
        #expect(error.message == "nesting deeper than 256 levels")
        #expect(error.location == at(1, 257))
    }

    @Test func deepObjectsFailToo() throws {
        let error = try #require(readFailure(String(repeating: "{\"a\":", count: 300)))
        #expect(error.reason == .tooDeep)
        #expect(error.location == at(1, 256 * 5 + 1))
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try read(text).node
        var depth = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            depth += 1
        }
        #expect(depth == 256)
        #expect(readFailure("[" + text + "]")?.reason == .tooDeep)

        var shallow = JSONReader.Options()
        shallow.maxDepth = 2
        #expect(try JSONReader.read(Data("[[1]]".utf8), file: "test.json", options: shallow).node.location == at(1, 1))
        #expect(readFailure("[{\"a\": [1]}]", options: shallow)?.location == at(1, 8))
    }

    @Test func tooLarge() throws {
        var small = JSONReader.Options()
        small.maxBytes = 8
        let error = try #require(readFailure("[1, 2, 3, 4]", options: small))
        #expect(error.reason == .tooLarge)
        #expect(error.message == "the file is 12 bytes, more than the limit of 8 bytes")
        #expect(try JSONReader.read(Data("[1, 2]".utf8), file: "test.json", options: small).node.location == at(1, 1))
    }

    @Test func largeDocument() throws {
        // About 50 MB: 100,000 tokens with long descriptions, some escaped.
        let description = String(repeating: "A long description of a design token. ", count: 11)
        var text = "{\n"
        text.reserveCapacity(52_000_000)
        let count = 100_000
        for i in 0..<count {
            let escaped = i % 10 == 0 ? "\\n\\u00e9" : ""
            text += "  \"token\(i)\": {\"$value\": \"#\(i % 10)0ff00\", \"$type\": \"color\", \"$order\": \(i), "
            text += "\"$description\": \"\(description)\(escaped)\"}\(i == count - 1 ? "" : ",")\n"
        }
        text += "}\n"
        let data = Data(text.utf8)
        #expect(data.count > 48_000_000)
        let (root, diagnostics) = try JSONReader.read(data, file: "test.json")
        #expect(diagnostics.isEmpty)
        let members = try #require(root.members)
        #expect(members.count == count)
        let last = try #require(members.last)
        #expect(last.key == "token99999")
        #expect(last.keyLocation == at(count + 1, 3))
        #expect(last.value["$order"]?.value == .number(99_999, isInteger: true))
        #expect(members[10].value["$description"]?.string == description + "\né")
    }

    // MARK: Encoding

    static let invalidUTF8: [InvalidUTF8] = [
        InvalidUTF8(Array("[\"a".utf8) + [0xFF] + Array("b\"]".utf8), 1, 4, "FF"),  // never valid
        InvalidUTF8(Array("\"".utf8) + [0xC3] + Array("\"".utf8), 1, 2, "C3"),  // truncated 2-byte sequence
        InvalidUTF8(Array("\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8), 1, 2, "C0"),  // overlong
        InvalidUTF8(Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8), 1, 2, "ED"),  // encoded surrogate
        InvalidUTF8(Array("\"".utf8) + [0xF0, 0x9F, 0x98] + Array("\"".utf8), 1, 2, "F0"),  // truncated 4-byte
        InvalidUTF8(Array("\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"".utf8), 1, 2, "F4"),  // above U+10FFFF
        InvalidUTF8(Array("{\"k".utf8) + [0x80] + Array("\": 1}".utf8), 1, 4, "80"),  // stray continuation in a key
        InvalidUTF8(Array("// caf".utf8) + [0xE9] + Array("\n1".utf8), 1, 7, "E9"),  // Latin-1 in a comment
        InvalidUTF8(Array("{\n  \"a\": \"x".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8), 2, 10, "C3"),
        InvalidUTF8(Array("\n".utf8) + [0xFE], 2, 1, "FE"),  // where a value should start
        InvalidUTF8(Array("1 ".utf8) + [0xFF], 1, 3, "FF"),  // after the top-level value
        InvalidUTF8(Array("\"".utf8) + [0xE2, 0x82], 1, 2, "E2"),  // truncated at end of file
    ]

    @Test("invalid UTF-8 is an encoding error at the offending byte", arguments: invalidUTF8)
    func invalidEncoding(_ example: InvalidUTF8) throws {
        let error = try #require(readFailure(example.bytes))
        #expect(error.reason == .invalidEncoding)
        #expect(error.message == "invalid UTF-8 byte 0x\(example.byte); JSON must be UTF-8 encoded")
        #expect(error.location == at(example.line, example.column))
    }

    @Test func validMultiByteCharactersOutsideStringsAreSyntaxErrors() throws {
        let error = try #require(readFailure("[1, é]"))
        #expect(error.reason == .syntax)
        #expect(error.message == "expected a value, found 'é'")
    }

    @Test func utf16IsAnEncodingError() throws {
        let utf16 = Array("{\"a\": 1}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(readFailure(utf16)?.reason == .invalidEncoding)
        #expect(readFailure([0xFF, 0xFE] + utf16)?.reason == .invalidEncoding)
        #expect(readFailure([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D])?.location == at(1, 1))
    }

    // MARK: Robustness

    @Test func truncationsOfAValidDocumentNeverCrash() throws {
        let text =
            Array(
                #"{"a": [1, -2.5e3, true, false, null, "x\u00e9\uD83D\uDE00\n"], /* c */ "b": {"c": "中"}, // d"#.utf8)
            + Array("\n}".utf8)
        _ = try JSONReader.read(Data(text), file: "test.json")
        for length in 0..<text.count {
            #expect(readFailure(Array(text[0..<length])) != nil)
        }
        // Every single-byte corruption either reads or fails with an error; none crashes.
        for index in 0..<text.count {
            for replacement: UInt8 in [0x00, 0x22, 0x5C, 0x7B, 0x5D, 0x80, 0xFF] {
                var corrupted = text
                corrupted[index] = replacement
                _ = readFailure(corrupted)
            }
        }
    }
}
