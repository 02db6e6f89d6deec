import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

@Suite("livery generate swift")
struct SwiftGeneratorTests {
    static let goldenFile = Fixtures.own("generate/ExamplesThemes.swift.golden")

    func generateExamples() throws -> String {
        let space = try ThemeSpace(contentsOf: Fixtures.package("Examples/Themes"))
        return SwiftGenerator().generate(for: space)
    }

    @Test("the output for Examples/Themes matches the golden file (set LIVERY_RECORD=1 to rewrite it)")
    func golden() throws {
        let source = try generateExamples()
        if ProcessInfo.processInfo.environment["LIVERY_RECORD"] != nil {
            try Data(source.utf8).write(to: Self.goldenFile)
        }
        let golden = try String(contentsOf: Self.goldenFile, encoding: .utf8)
        #expect(source == golden)
        #expect(try generateExamples() == source, "the output is deterministic")
    }

    @Test("the generated file compiles against Livery, and its tokens read the space")
    func compiles() async throws {
        let swiftc = try #require(DocumentationExamples.swiftc(), "no swiftc")
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Tokens.swift")
        try Data(try generateExamples().utf8).write(to: generated)
        let use = folder.appendingPathComponent("Use.swift")
        try Data(
            """
            import Livery
            func use(_ theme: ResolvedTheme) -> [Any?] {
                [theme[Tokens.Color.accent], theme[Tokens.Font.reader], theme[Tokens.Image.appIcon]]
            }
            """.utf8
        ).write(to: use)
        let result = try await DocumentationExamples.runDetached(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-I", modules.path, generated.path, use.path,
            ])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "identifiers are made safe",
        arguments: [
            ("text-primary", "textPrimary", "TextPrimary"), ("default", "`default`", "Default"), ("2xl", "_2xl", "_2xl"),
            ("导航背景色", "导航背景色", "导航背景色"), ("tab颜色", "tab颜色", "Tab颜色"), ("$root", "root", "Root"),
            ("self", "`self`", "`Self`"), ("snake_case name", "snakeCaseName", "SnakeCaseName"), ("", "_", "_"),
            ("livery", "livery", "Livery_"),
        ])
    func identifiers(name: String, member: String, type: String) {
        #expect(SwiftIdentifier.memberName(name) == member)
        #expect(SwiftIdentifier.typeName(name) == type)
    }

    @Test("CJSkin's Chinese keys generate a file that compiles")
    func chineseKeys() async throws {
        let space = try ThemeSpace(contentsOf: Fixtures.shared("peers/CJSkin/CJSkin.plist"))
        let source = SwiftGenerator(accessLevel: .internal).generate(for: space)
        #expect(source.contains("static let 导航背景色 = Livery.Token<Livery.ThemeColor>(\"default.Color.导航背景色\")"))
        #expect(source.contains("internal enum Tokens"))
        try await Self.expectTypeChecks(source)
    }

    /// Type-checks one generated file against the built Livery module.
    static func expectTypeChecks(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let swiftc = try #require(DocumentationExamples.swiftc())
        let modules = try #require(DocumentationExamples.modulesFolder())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("livery-generated-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(source.utf8).write(to: file)
        let result = try await DocumentationExamples.runDetached(
            swiftc, ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
    }
}

/// Token names and values with control characters: a carriage return once ended the string
/// literal (and the doc comment) mid-name, and the generated file did not compile.
@Suite("livery generate swift: control characters")
struct SwiftGeneratorControlCharacterTests {
    @Test("names with control characters generate escaped literals and a file that compiles")
    func controlCharacters() async throws {
        // JSON escapes: carriage return, line feed, tab, U+0001, DEL.
        let json =
            #"{"group": {"a\rb": {"$type": "string", "$value": "x\ry"}, "c\nd": 1, "e\tf": 2, "#
            + #""g\u0001h": 3, "i\u007fj": 4}}"#
        let document = try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/inline/control.json"))
        let source = SwiftGenerator().generate(for: ThemeSpace(documents: [document]))
        for literal in [#""group.a\rb""#, #""group.c\nd""#, #""group.e\tf""#, #""group.g\u{1}h""#, #""group.i\u{7F}j""#] {
            #expect(source.contains(literal), "no \(literal) in\n\(source)")
        }
        #expect(!source.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a raw control character is left")
        try await SwiftGeneratorTests.expectTypeChecks(source)
    }
}

/// Names that become the same Swift identifier get distinct ones, however many collide.
@Suite("livery generate swift: colliding names")
struct SwiftGeneratorCollisionTests {
    @Test(
        "three names that all become aB get three identifiers", arguments: [["a-b", "a_b", "a b"], ["x-y", "x_y", "x y", "xY"]])
    func threeCollide(_ names: [String]) throws {
        let members = names.map { "\"\($0)\": {\"$type\": \"number\", \"$value\": 1}" }.joined(separator: ", ")
        let document = try TokenDocument(
            data: Data("{\"group\": {\(members)}}".utf8), url: URL(fileURLWithPath: "/inline/collide.json"))
        let source = SwiftGenerator().generate(for: ThemeSpace(documents: [document]))
        let identifiers = source.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "static let ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " })
        }
        #expect(identifiers.count == names.count, "\(source)")
        #expect(Set(identifiers).count == names.count, "identifiers collide: \(identifiers)")
        for name in names {
            #expect(source.contains("(\"group.\(name)\")"), "\(name) has no token")
        }
    }
}
