import Foundation
import Testing
@testable import Livery

/// A label standing in for a view whose text and direction follow the language.
final class LocalizedLabel {
    var text: String?
    var direction: ThemeLayoutDirection?
}

@MainActor
@Suite("Languages")
struct LanguageTests {
    static let english = LanguageTable(
        identifier: "en", strings: ["greeting": "Hello", "farewell": "Goodbye", "welcome": "Welcome, %@"])
    static let arabic = LanguageTable(
        identifier: "ar", strings: ["greeting": "مرحبا", "welcome": "أهلا، %@"], base: english)
    static let french = LanguageTable(identifier: "fr", strings: ["greeting": "Bonjour"], base: english)

    func manager(storage: InMemorySelectionStorage = InMemorySelectionStorage()) throws -> ThemeSwitcher<LanguageTable> {
        try ThemeSwitcher(
            source: ThemeSource(languages: [Self.english, Self.arabic, Self.french], default: "en"), storage: storage)
    }

    @Test("layout direction comes from the language, and can be overridden")
    func directions() {
        #expect(ThemeLayoutDirection(language: "en") == .leftToRight)
        #expect(ThemeLayoutDirection(language: "zh-Hans") == .leftToRight)
        for rtl in ["ar", "he", "fa", "ur", "ar-EG", "he_IL"] {
            #expect(ThemeLayoutDirection(language: rtl) == .rightToLeft, "\(rtl)")
        }
        #expect(ThemeLayoutDirection(language: "") == .leftToRight)
        #expect(Self.arabic.layoutDirection == .rightToLeft)
        #expect(Self.english.layoutDirection == .leftToRight)
        let mirrored = LanguageTable(identifier: "en", strings: [:], layoutDirection: .rightToLeft)
        #expect(mirrored.layoutDirection == .rightToLeft)
    }

    @Test("lookups fall back to the base table, then to the key")
    func fallback() {
        #expect(Self.arabic["greeting"] == "مرحبا")
        #expect(Self.arabic["farewell"] == "Goodbye")
        #expect(Self.arabic["missing.key"] == "missing.key")
        #expect(Self.arabic.string(forKey: "missing.key") == nil)
        #expect(Self.arabic.base?.identifier == "en")
        let chained = LanguageTable(identifier: "ar-EG", strings: [:], base: Self.arabic)
        #expect(chained["greeting"] == "مرحبا")
        #expect(chained["farewell"] == "Goodbye")
        #expect(Self.english.format("welcome", "Ana") == "Welcome, Ana")
        #expect(Self.arabic.format("welcome", "Ana") == "أهلا، Ana")
        #expect(Self.french.format("welcome", "Ana") == "Welcome, Ana")
    }

    @Test("switching the language flips strings and direction of bound labels")
    func switching() throws {
        let manager = try manager()
        let greeting = LocalizedLabel()
        let farewell = LocalizedLabel()
        var runs = 0
        for (label, key) in [(greeting, "greeting"), (farewell, "farewell")] {
            manager.bind(label) { label, language in
                runs += 1
                label.text = language[key]
                label.direction = language.layoutDirection
            }
        }
        #expect(greeting.text == "Hello")
        #expect(greeting.direction == .leftToRight)
        #expect(manager.selection == Selection([Selection.StandardModifier.language: "en"]))

        try manager.apply(Selection([Selection.StandardModifier.language: "ar"]))
        #expect(greeting.text == "مرحبا")
        #expect(farewell.text == "Goodbye")
        #expect([greeting.direction, farewell.direction] == [.rightToLeft, .rightToLeft])
        #expect(manager.selection.language == "ar")
        #expect(manager.current.identifier == "ar")

        try manager.apply(language: "fr")
        #expect(greeting.text == "Bonjour")
        #expect(greeting.direction == .leftToRight)
        #expect(runs == 6)

        #expect(throws: ThemeSpace.Error.self) { try manager.apply(language: "de") }
        #expect(greeting.text == "Bonjour", "an unknown language leaves the labels alone")
    }

    @Test("the chosen language persists through the storage")
    func persistence() throws {
        let storage = InMemorySelectionStorage()
        let first = try manager(storage: storage)
        try first.apply(language: "ar")
        #expect(storage.loadChoice()?.selection.language == "ar")

        let relaunched = try manager(storage: storage)
        #expect(relaunched.current.identifier == "ar")
        let label = LocalizedLabel()
        relaunched.bind(label) { label, language in
            label.text = language["greeting"]
            label.direction = language.layoutDirection
        }
        #expect(label.text == "مرحبا")
        #expect(label.direction == .rightToLeft)

        // The convenience initialiser restores it too.
        let convenient = try ThemeSwitcher(languages: [Self.english, Self.arabic], default: "en", storage: storage)
        #expect(convenient.selection.language == "ar")

        // A saved language that no longer exists falls back to the default.
        let stale = InMemorySelectionStorage(ThemeChoice(selection: Selection(["language": "de"])))
        #expect(try manager(storage: stale).current.identifier == "en")
    }

    @Test("the default language storage is apart from the theme's")
    func defaultStorage() {
        #if canImport(Darwin)
            #expect((defaultLanguageStorage() as? UserDefaultsSelectionStorage)?.key == "Livery.language")
        #else
            let language = (defaultLanguageStorage() as? FileSelectionStorage)?.url
            #expect(language?.lastPathComponent == "language.json")
            #expect(language?.deletingLastPathComponent() == FileSelectionStorage.standard.url.deletingLastPathComponent())
            #expect(language != FileSelectionStorage.standard.url)
        #endif
    }

    @Test("tables load from a folder of flat JSON and token documents")
    func loading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-languages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"greeting": "Hello, %@", "color": "#FFF", "size": "12px"}"##.utf8)
            .write(to: folder.appendingPathComponent("en.json"))
        try Data(
            #"{"greeting": {"$type": "string", "$value": "مرحبا، %@"}, "menu": {"$type": "string", "open": {"$value": "افتح"}}}"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("ar.tokens.json"))
        try Data("ignored".utf8).write(to: folder.appendingPathComponent("README.md"))

        let tables = try LanguageTable.tables(inFolder: folder, base: "en")
        #expect(tables.map(\.identifier) == ["ar", "en"])
        let arabic = try #require(tables.first { $0.identifier == "ar" })
        let english = try #require(tables.first { $0.identifier == "en" })
        #expect(english.strings == ["greeting": "Hello, %@", "color": "#FFF", "size": "12px"], "flat strings stay verbatim")
        #expect(arabic["menu.open"] == "افتح")
        #expect(arabic.format("greeting", "Ana") == "مرحبا، Ana")
        #expect(arabic["size"] == "12px", "falls back to the base table")
        #expect(arabic.layoutDirection == .rightToLeft)

        let manager = try ThemeSwitcher(source: ThemeSource(languages: tables, default: "en"), storage: nil)
        try manager.apply(language: "ar")
        #expect(manager.current["menu.open"] == "افتح")

        #expect(throws: ThemeSpace.Error.self) { try LanguageTable.tables(inFolder: folder, base: "de") }
        #expect(throws: ThemeSpace.Error.self) {
            try LanguageTable(data: Data("[1, 2]".utf8), identifier: "en")
        }
        #expect(throws: ThemeSpace.Error.self) {
            try LanguageTable(data: Data("{\"greeting\": ".utf8), identifier: "en")
        }
        #expect(throws: ThemeSpace.Error.self) {
            try LanguageTable(contentsOf: folder.appendingPathComponent("missing.json"))
        }
    }
}
