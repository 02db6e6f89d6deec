import Foundation
import Testing

@testable import Livery

/// Livery's, not Swift Testing's.
private typealias SourceLocation = Livery.SourceLocation

private func read(_ text: String) throws -> (node: SourceNode, diagnostics: [Diagnostic]) {
    try PropertyListReader.read(Data(text.utf8), file: "test.plist")
}

private func readFailure(_ data: Data) -> TokenDocument.Error? {
    do {
        _ = try PropertyListReader.read(data, file: "test.plist")
        return nil
    } catch {
        return error
    }
}

private func readFailure(_ text: String) -> TokenDocument.Error? { readFailure(Data(text.utf8)) }

private func at(_ line: Int, _ column: Int, file: String = "test.plist") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}

private func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>
    """
}

/// A key of a fixture, where its key and value were written, and the value.
struct FixtureKey: Sendable, CustomTestStringConvertible {
    var file: String
    var path: [String]
    var keyLine: Int
    var keyColumn: Int
    var valueLine: Int
    var valueColumn: Int
    var value: String?

    var testDescription: String { "\(file): \(path.joined(separator: "."))" }
}

@Suite("PropertyListReader")
struct PropertyListReaderTests {
    // MARK: Real files

    static let fixtureKeys: [FixtureKey] = [
        .init(
            file: "peers/CJSkin/CJSkin.plist", path: ["default"], keyLine: 5, keyColumn: 2, valueLine: 6, valueColumn: 2
        ),
        .init(
            file: "peers/CJSkin/CJSkin.plist", path: ["skin1", "Color", "tab颜色"], keyLine: 53, keyColumn: 4,
            valueLine: 54, valueColumn: 4, value: "0x67708C"),
        .init(
            file: "peers/CJSkin/CJSkin.plist", path: ["skin2", "Font", "详情", "Size"], keyLine: 116, keyColumn: 5,
            valueLine: 117, valueColumn: 5, value: "12"),
        .init(
            file: "peers/CJSkin/CJSkin.plist", path: ["default", "Font", "文字一", "Name"], keyLine: 31, keyColumn: 5,
            valueLine: 32, valueColumn: 5, value: ""),
        .init(
            file: "peers/SwiftTheme/Red.plist", path: ["UIStatusBarStyle"], keyLine: 5, keyColumn: 2, valueLine: 6,
            valueColumn: 2, value: "LightContent"),
        .init(
            file: "peers/SwiftTheme/Red.plist", path: ["Global", "barTintColor"], keyLine: 15, keyColumn: 3,
            valueLine: 16, valueColumn: 3, value: "#EB4F38"),
        .init(
            file: "peers/SwiftTheme/Red.plist", path: ["ChangeThemeCell", "buttonBackgroundColor"], keyLine: 39,
            keyColumn: 3, valueLine: 40, valueColumn: 3, value: "#EB4F38"),
        .init(
            file: "peers/SwiftTheme/Night.plist", path: ["Global", "backgroundColor"], keyLine: 9, keyColumn: 3,
            valueLine: 10, valueColumn: 3, value: "#292b38"),
        .init(
            file: "peers/SwiftTheme/Night.plist", path: ["Global"], keyLine: 7, keyColumn: 2, valueLine: 8,
            valueColumn: 2),
    ]

    @Test("keys and values of real property lists have their lines and columns", arguments: fixtureKeys)
    func fixtureKey(_ example: FixtureKey) throws {
        let url = Fixtures.shared(example.file)
        let (root, diagnostics) = try PropertyListReader.read(Data(contentsOf: url), file: example.file)
        #expect(diagnostics.isEmpty)
        #expect(root.location == at(4, 1, file: example.file))
        var node = root
        var member: SourceNode.Member?
        for key in example.path {
            member = try #require(node.members?.last { $0.key == key })
            node = try #require(member?.value)
        }
        #expect(member?.keyLocation == at(example.keyLine, example.keyColumn, file: example.file))
        #expect(node.location == at(example.valueLine, example.valueColumn, file: example.file))
        if let value = example.value {
            #expect(node.value == .string(value))
        }
    }

    @Test func chineseKeysAreReadInOrder() throws {
        let url = Fixtures.shared("peers/CJSkin/CJSkin.plist")
        let (root, _) = try PropertyListReader.read(Data(contentsOf: url), file: "CJSkin.plist")
        #expect(root.members?.map(\.key) == ["default", "skin1", "skin2"])
        #expect(root["skin1"]?["Color"]?.members?.map(\.key) == ["导航背景色", "tab背景色", "tab颜色", "tab点击高亮色", "view背景色"])
    }

    // MARK: XML values and positions

    @Test func xmlTypes() throws {
        let (root, diagnostics) = try read(
            plist(
                """
                <dict>
                  <key>string</key><string> a &amp; b &lt;c&gt; </string>
                  <key>cdata</key><string><![CDATA[<raw> & ]]></string>
                  <key>empty</key><string/>
                  <key>integer</key><integer>-42</integer>
                  <key>hex</key><integer>0x1F</integer>
                  <key>real</key><real>2.5</real>
                  <key>wholeReal</key><real>3</real>
                  <key>yes</key><true/>
                  <key>no</key><false/>
                  <key>date</key><date>2024-01-31T12:00:00Z</date>
                  <key>data</key><data>
                    AQID
                    BA==
                  </data>
                  <key>array</key><array><integer>1</integer><true/><array/><dict/></array>
                </dict>
                """))
        #expect(diagnostics.isEmpty)
        #expect(root["string"]?.value == .string(" a & b <c> "))
        #expect(root["cdata"]?.value == .string("<raw> & "))
        #expect(root["empty"]?.value == .string(""))
        #expect(root["integer"]?.value == .number(-42, isInteger: true))
        #expect(root["hex"]?.value == .number(31, isInteger: true))
        #expect(root["real"]?.value == .number(2.5, isInteger: false))
        #expect(root["wholeReal"]?.value == .number(3, isInteger: false))
        #expect(root["yes"]?.value == .bool(true))
        #expect(root["no"]?.value == .bool(false))
        #expect(root["date"]?.value == .string("2024-01-31T12:00:00Z"))
        #expect(root["data"]?.value == .string(Data([1, 2, 3, 4]).base64EncodedString()))
        guard case .array(let elements) = root["array"]?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.value) == [.number(1, isInteger: true), .bool(true), .array([]), .object([])])
        // `  <key>array</key><array><integer>1</integer><true/>…` on line 19.
        #expect(elements.map(\.location) == [at(19, 26), at(19, 46), at(19, 53), at(19, 61)])
        #expect(root.members?.last?.keyLocation == at(19, 3))
        #expect(root["array"]?.location == at(19, 19))
        #expect(root["data"]?.location == at(15, 18))
    }

    @Test func columnsCountUTF8Bytes() throws {
        let (root, _) = try read(
            "<plist><dict>\n\t<key>颜色</key><string>x</string><key>k</key>\n<integer>1</integer></dict></plist>")
        let members = try #require(root.members)
        try #require(members.count == 2)
        #expect(members[0].keyLocation == at(2, 2))
        #expect(members[0].value.location == at(2, 19))
        #expect(members[1].keyLocation == at(2, 37))
        #expect(members[1].value.location == at(3, 1))
        #expect(root.location == at(1, 8))
    }

    @Test func sameElementTwiceOnALine() throws {
        let (root, _) = try read("<plist><array><array><string>a</string><string>b</string></array></array></plist>")
        guard case .array(let outer) = root.value, case .array(let inner) = outer.first?.value else {
            Issue.record("expected nested arrays")
            return
        }
        #expect(root.location == at(1, 8))
        #expect(outer.first?.location == at(1, 15))
        #expect(inner.map(\.location) == [at(1, 22), at(1, 40)])
    }

    @Test func rootWithoutPlistElement() throws {
        #expect(
            try read("<array><string>x</string></array>").node.value == .array([SourceNode(.string("x"), at: at(1, 8))])
        )
    }

    @Test func duplicateKeysAreKeptAndReported() throws {
        let (root, diagnostics) = try read(
            plist(
                """
                <dict>
                \t<key>a</key><string>1</string>
                \t<key>a</key><string>2</string>
                </dict>
                """))
        #expect(root.members?.count == 2)
        #expect(root["a"]?.value == .string("2"))
        #expect(
            diagnostics == [
                Diagnostic(
                    .error, "duplicate key 'a'; first defined at line 5, column 2", at: at(6, 2), rule: "duplicate-key")
            ])
    }

    // MARK: Malformed XML

    static let malformed: [(String, Int)] = [
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x</strin>\n</dict></plist>", 4),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x\n", 4),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x &unknown; y</string>\n</dict></plist>", 4),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string a=b>x</string>\n</dict></plist>", 4),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x</string>\n</dict></plist>\n<plist/>", 6),
        ("<plist>\n<dict>\n  <key>a<key>\n</dict></plist>", 3),
    ]

    @Test("malformed XML is a syntax error with a line", arguments: malformed)
    func malformedXML(_ text: String, _ line: Int) throws {
        let error = try #require(readFailure(text))
        #expect(error.reason == .syntax)
        #expect(error.location.line == line)
        #expect(error.location.column > 0)
        #expect(!error.message.isEmpty)
    }

    static let xmlMessages: [(String, String, Int, Int)] = [
        // libxml2 reports the end of the closing tag, in bytes here.
        (
            "<plist>\n<dict>\n  <key>a</key>\n  <string>x</strin>\n</dict></plist>",
            "closing tag does not match the open element; expected '</string>'", 4, 20
        ),
        (
            "<plist>\n  <string>颜色颜色</strin>\n</plist>",
            "closing tag does not match the open element; expected '</string>'", 2, 31
        ),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x\n", "unexpected end of file: expected '</string>'", 4, 12),
        ("<plist>\n  <string>x</string>\n</plist>\n<plist/>", "extra content at the end of the document", 4, 1),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "expected a property list, found end of file", 1, 39),
        ("<plist>\n  <string>x &unknown; y</string>\n</plist>", "undeclared entity", 2, 22),
    ]

    @Test("malformed XML messages", arguments: xmlMessages)
    func xmlMessage(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let error = try #require(readFailure(text))
        #expect(error.reason == .syntax)
        #expect(error.message == message)
        #expect(error.location == at(line, column))
    }

    static let invalidPlists: [(String, String, Int, Int)] = [
        ("<plist>\n<dict>\n  <color>red</color>\n</dict></plist>", "unknown property-list element <color>", 3, 3),
        ("<plist>\n<dict>\n  <string>x</string>\n</dict></plist>", "expected <key> before <string> in <dict>", 3, 3),
        ("<plist>\n<dict>\n  <key>a</key>\n</dict></plist>", "key 'a' has no value", 3, 3),
        (
            "<plist>\n<dict>\n  <key>a</key><key>b</key>\n</dict></plist>",
            "key 'a' has no value before the next <key>", 3, 15
        ),
        ("<plist>\n  <integer>12x</integer>\n</plist>", "invalid integer '12x'", 2, 3),
        ("<plist>\n  <real>fast</real>\n</plist>", "invalid real 'fast'", 2, 3),
        ("<plist>\n  <real>nan</real>\n</plist>", "invalid real 'nan': expected a finite number", 2, 3),
        // libxml2 gives FoundationXML a null pointer for a processing instruction's missing data
        // (found by fuzzing: it crashed the process); one with data is read and ignored below.
        (
            "<?xml version=\"1.0\"?>\n<plist>\n  <?x?><string>a</string>\n</plist>",
            "processing instruction <?x?> has no data: expected data after its name, or no processing instruction", 3, 3
        ),
        ("<plist>\n  <real>-infinity</real>\n</plist>", "invalid real '-infinity': expected a finite number", 2, 3),
        ("<plist>\n  <string>a<string>b</string></string>\n</plist>", "unexpected <string> inside <string>", 2, 12),
        ("<plist>\n  <string>a</string><string>b</string>\n</plist>", "<plist> holds a single root value", 2, 21),
        ("<plist>\n</plist>", "<plist> has no value", 1, 1),
        ("<plist><array>text</array></plist>", "unexpected text 'text' in <array>", 1, 15),
        (
            "<plist><date>yesterday</date></plist>",
            "invalid date 'yesterday': expected ISO 8601 (2024-01-31T12:00:00Z)", 1, 8
        ),
    ]

    @Test(
        "processing instructions with data, and any inside comments and CDATA, are read past",
        arguments: [
            "<?xml version=\"1.0\"?>\n<?livery note?>\n<plist><string>a</string></plist>",
            "<?xml version=\"1.0\"?>\n<plist><!-- <?x?> --><string>a</string></plist>",
            "<?xml version=\"1.0\"?>\n<plist><string><![CDATA[<?x?>]]>a</string></plist>",
        ])
    func processingInstructionsReadPast(_ text: String) throws {
        let node = try read(text).node
        #expect(node.string?.hasSuffix("a") == true)
    }

    @Test("XML that is not a property list is a syntax error at the element", arguments: invalidPlists)
    func invalidPlist(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let error = try #require(readFailure(text))
        #expect(error.reason == .syntax)
        #expect(error.message == message)
        // Text is reported where libxml2 stopped; elements at their `<`.
        if !message.hasPrefix("unexpected text") {
            #expect(error.location == at(line, column))
        } else {
            #expect(error.location.line == line)
        }
    }

    @Test func invalidUTF8InXML() throws {
        var bytes = Array("<plist>\n  <string>caf".utf8)
        bytes.append(0xE9)
        bytes += Array("</string>\n</plist>".utf8)
        let error = try #require(readFailure(Data(bytes)))
        #expect(error.reason == .invalidEncoding)
        #expect(error.location == at(2, 14))
    }

    @Test func emptyAndNonPlistData() throws {
        #expect(readFailure("")?.reason == .invalidStructure)
        #expect(readFailure("hello world")?.reason == .invalidStructure)
        #expect(readFailure(Data("bplist00".utf8) + Data(repeating: 0xAB, count: 40))?.reason == .syntax)
        #expect(readFailure("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")?.reason == .syntax)
    }

    @Test func xmlReadersWorkConcurrently() async throws {
        let data = try Data(contentsOf: Fixtures.shared("peers/CJSkin/CJSkin.plist"))
        let expected = try PropertyListReader.read(data, file: "CJSkin.plist").node
        try await withThrowingTaskGroup(of: SourceNode.self) { group in
            for _ in 0..<16 {
                group.addTask { try PropertyListReader.read(data, file: "CJSkin.plist").node }
            }
            for try await node in group {
                #expect(node == expected)
            }
        }
    }

    // MARK: Binary and old-style

    @Test func binaryPropertyListRoundTripsTypesWithKeyPaths() throws {
        let object: [String: Any] = [
            "skin1": ["Color": ["tab颜色": "0x67708C"]],
            "items": ["first", 1, true, 0, false, 1.0, 2.5, -7],
            "flag": true,
            "off": false,
            "one": 1,
            "zero": 0,
            "big": Int64(1) << 40,
            "ratio": 0.5,
            "whole": 1.0,
            "date": Date(timeIntervalSince1970: 1_706_702_400),
            "data": Data([1, 2, 3]),
            "empty": [String: Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let (root, diagnostics) = try PropertyListReader.read(data, file: "theme.plist")
        #expect(diagnostics.isEmpty)

        func path(_ keyPath: String) -> SourceLocation { SourceLocation(file: "theme.plist", keyPath: keyPath) }
        #expect(root.location == SourceLocation(file: "theme.plist"))
        #expect(
            root.members?.map(\.key) == [
                "big", "data", "date", "empty", "flag", "items", "off", "one", "ratio", "skin1", "whole", "zero",
            ])

        let color = try #require(root["skin1"]?["Color"])
        #expect(color.location == path("skin1.Color"))
        #expect(color.members?.first?.keyLocation == path("skin1.Color.tab颜色"))
        #expect(color["tab颜色"] == SourceNode(.string("0x67708C"), at: path("skin1.Color.tab颜色")))
        #expect(color["tab颜色"]?.location.description == "theme.plist (skin1.Color.tab颜色)")

        #expect(root["flag"]?.value == .bool(true))
        #expect(root["off"]?.value == .bool(false))
        #expect(root["one"]?.value == .number(1, isInteger: true))
        #expect(root["zero"]?.value == .number(0, isInteger: true))
        #expect(root["big"]?.value == .number(1_099_511_627_776, isInteger: true))
        #expect(root["ratio"]?.value == .number(0.5, isInteger: false))
        #expect(root["whole"]?.value == .number(1, isInteger: false))
        #expect(root["date"]?.value == .string("2024-01-31T12:00:00Z"))
        #expect(root["data"]?.value == .string("AQID"))
        #expect(root["empty"]?.value == .object([]))

        guard case .array(let items) = root["items"]?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(
            items.map(\.value) == [
                .string("first"), .number(1, isInteger: true), .bool(true), .number(0, isInteger: true), .bool(false),
                .number(1, isInteger: false), .number(2.5, isInteger: false), .number(-7, isInteger: true),
            ])
        #expect(items.map(\.location) == (0..<8).map { path("items.\($0)") })
    }

    @Test func xmlWrittenByPropertyListSerializationReadsTheSameValues() throws {
        let object: [String: Any] = ["b": true, "i": 1, "r": 1.5, "s": "x", "a": [0, false]]
        let xml = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let fromXML = try PropertyListReader.read(xml, file: "x.plist").node
        let fromBinary = try PropertyListReader.read(binary, file: "x.plist").node
        #expect(fromXML.location.line > 0)
        func values(_ node: SourceNode) -> [String: SourceNode.Value] {
            Dictionary(uniqueKeysWithValues: (node.members ?? []).map { ($0.key, strip($0.value).value) })
        }
        // Compare values without locations.
        func strip(_ node: SourceNode) -> SourceNode {
            switch node.value {
            case .array(let elements): SourceNode(.array(elements.map(strip)), at: .inline)
            case .object(let members):
                SourceNode(
                    .object(members.map { .init(key: $0.key, keyLocation: .inline, value: strip($0.value)) }),
                    at: .inline)
            default: SourceNode(node.value, at: .inline)
            }
        }
        #expect(values(fromXML) == values(fromBinary))
        #expect(values(fromXML)["b"] == .bool(true))
        #expect(values(fromXML)["i"] == .number(1, isInteger: true))
    }

    @Test func oldStylePropertyListsAreReadWithKeyPaths() throws {
        let (root, diagnostics) = try read("{ colors = { primary = \"#FF0000\"; }; sizes = (4, \"8 pt\"); }")
        #expect(diagnostics.isEmpty)
        #expect(
            root["colors"]?["primary"]
                == SourceNode(.string("#FF0000"), at: SourceLocation(file: "test.plist", keyPath: "colors.primary")))
        guard case .array(let sizes) = root["sizes"]?.value else {
            Issue.record("expected an array")
            return
        }
        // Old-style property lists have only strings.
        #expect(sizes.map(\.value) == [.string("4"), .string("8 pt")])
        #expect(sizes[1].location.keyPath == "sizes.1")
    }

    @Test func xmlInOtherEncodingsIsReadWithKeyPaths() throws {
        var latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><dict><key>caf".utf8)
        latin1 += [0xE9] + Array("</key><string>x</string></dict></plist>".utf8)
        let (root, _) = try PropertyListReader.read(Data(latin1), file: "test.plist")
        #expect(root.members?.first?.keyLocation == SourceLocation(file: "test.plist", keyPath: "café"))

        let utf16 =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict><key>k</key><integer>3</integer></dict></plist>"
        let data = try #require(utf16.data(using: .utf16))
        let node = try PropertyListReader.read(data, file: "test.plist").node
        #expect(
            node["k"] == SourceNode(.number(3, isInteger: true), at: SourceLocation(file: "test.plist", keyPath: "k")))
    }

    @Test func booleansAreNotNumbers() throws {
        #expect(PropertyListReader.isBoolean(true))
        #expect(!PropertyListReader.isBoolean(1))
        #expect(!PropertyListReader.isBoolean(NSNumber(value: 1)))
        #expect(!PropertyListReader.isBoolean(NSNumber(value: 0.0)))
        let real = try #require(PropertyListReader.numberValue(NSNumber(value: 2.5)))
        #expect(real.value == 2.5 && !real.isInteger)
        let integer = try #require(PropertyListReader.numberValue(NSNumber(value: 7)))
        #expect(integer.value == 7 && integer.isInteger)
        #expect(PropertyListReader.numberValue(NSNumber(value: UInt64.max))?.value == Double(UInt64.max))
        #expect(PropertyListReader.numberValue("7") == nil)
        #expect(PropertyListReader.numberValue(true) == nil)
    }
}
