import Foundation
import Observation
import Testing
@testable import Livery

/// A switcher keeps the selections it resolved (with a source that gives a selection the same
/// theme every time) and switches back to them without completing or comparing dictionaries:
/// each switch must still show that selection's table, tell every listener once with the right
/// change, and fail exactly as before.
@MainActor
@Suite("Switching between known selections")
struct KnownSelectionTests {
    /// How a test switches between two selections of `RuntimeFixtures.space()`.
    enum Way: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case theme, selection, appearance, systemAppearance

        var testDescription: String { rawValue }

        /// Switches `manager` to the first (`on == false`) or the second selection of this way.
        @MainActor func flip(_ manager: ThemeManager, on: Bool) throws {
            switch self {
            case .theme: try manager.apply(theme: on ? "ocean" : "day")
            case .selection: try manager.apply(Selection(theme: on ? "ocean" : "day"))
            case .appearance: try manager.apply(Selection(appearance: on ? .dark : .light))
            case .systemAppearance: manager.systemAppearanceDidChange(to: on ? .dark : .light)
            }
        }

        /// The selections and the primary text colour of each.
        var selections: (off: Selection, on: Selection, offInk: String, onInk: String) {
            switch self {
            case .theme, .selection:
                (
                    Selection(theme: "day", appearance: .light, contrast: .normal),
                    Selection(theme: "ocean", appearance: .light, contrast: .normal), "#222222FF", "#003344FF"
                )
            case .appearance, .systemAppearance:
                (
                    Selection(theme: "day", appearance: .light, contrast: .normal),
                    Selection(theme: "day", appearance: .dark, contrast: .normal), "#222222FF", "#EEEEEEFF"
                )
            }
        }
    }

    @Test("switching back and forth shows each selection's table and tells every listener once", arguments: Way.allCases)
    func backAndForth(way: Way) throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: InMemorySelectionStorage())
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in
            label.textColor = color
            label.applyCount += 1
        }
        let observer = RecordingObserver(log: EventLog())
        manager.addObserver(observer)
        let notifications = ChangeNotifications(of: manager)
        let (off, on, offInk, onInk) = way.selections
        var expected: [ThemeChange] = []
        for round in 1...4 {
            for flag in [true, false] {
                try way.flip(manager, on: flag)
                expected.append(ThemeChange(old: flag ? off : on, new: flag ? on : off))
                #expect(manager.selection == (flag ? on : off), "round \(round)")
                #expect(manager.current.selection == (flag ? on : off), "round \(round)")
                #expect(label.textColor?.hexString == (flag ? onInk : offInk), "round \(round)")
                // The same selection again is no switch.
                try way.flip(manager, on: flag)
            }
        }
        #expect(label.applyCount == 1 + expected.count)
        #expect(notifications.changes == expected.map { Optional($0) })
        #expect(observer.changes == expected)
    }

    @Test("reading only the selection, or only the theme, is told of every switch", arguments: ["selection", "current"])
    func observation(property: String) throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        for theme in ["ocean", "day", "ocean", "day"] {
            nonisolated(unsafe) var told = 0
            withObservationTracking {
                if property == "selection" { _ = manager.selection } else { _ = manager.current }
            } onChange: {
                told += 1
            }
            try manager.apply(theme: theme)
            #expect(told == 1, "switch to \(theme)")
        }
    }

    @Test("more selections than are kept still switch to the right tables")
    func manySelections() throws {
        let names = (0..<12).map { "t\($0)" }
        let inks = (0..<12).map { String(format: "#%02X%02X%02X", $0 * 20, 255 - $0 * 20, 7) }
        var layers = [
            ThemeSpace.Layer(
                name: "base",
                documents: [try Inline.document(##"{"color": {"$type": "color", "ink": "#000000"}}"##, file: "/many/base.json")])
        ]
        for (name, ink) in zip(names, inks) {
            let document = try Inline.document(#"{"color": {"$type": "color", "ink": "\#(ink)"}}"#, file: "/many/\(name).json")
            layers.append(ThemeSpace.Layer(name: "theme=\(name)", condition: ["theme": name], documents: [document]))
        }
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: names, defaultContext: "t0")], layers: layers)
        let manager = try ThemeManager(space: space, storage: nil)
        let label = Label()
        manager.bind(label, Token<ThemeColor>("color.ink")) { label, color in label.textColor = color }
        for pass in 1...2 {
            for (name, ink) in zip(names, inks).reversed() {
                try manager.apply(theme: name)
                #expect(manager.selection.theme == name, "pass \(pass)")
                #expect(label.textColor?.hexString == ink + "FF", "pass \(pass), \(name)")
            }
        }
    }

    @Test("an unknown theme, or one that does not resolve, throws after known switches and changes nothing")
    func failures() throws {
        let base = try Inline.document(##"{"color": {"$type": "color", "ink": "#111111"}}"##, file: "/bad/base.json")
        let broken = try Inline.document(##"{"color": {"$type": "color", "ink": "{color.missing}"}}"##, file: "/bad/broken.json")
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["day", "night", "broken"])],
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "theme=broken", condition: ["theme": "broken"], documents: [broken]),
            ])
        let manager = try ThemeManager(space: space, storage: nil)
        let label = Label()
        manager.bind(label) { label, _ in label.applyCount += 1 }
        try manager.apply(theme: "night")
        try manager.apply(theme: "day")
        nonisolated(unsafe) var posted = 0
        let token = NotificationCenter.default.addObserver(forName: .liveryThemeDidChange, object: manager, queue: nil) { _ in
            posted += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        for _ in 1...2 {
            let unknown = #expect(throws: ThemeSpace.Error.self) { try manager.apply(theme: "neon") }
            #expect(unknown?.diagnostics.first?.rule == "unknown-context")
            let unresolved = #expect(throws: ThemeSpace.Error.self) { try manager.apply(theme: "broken") }
            #expect(unresolved?.description.contains("color.missing") == true)
            #expect(throws: ThemeSpace.Error.self) { try manager.apply(Selection(["mood": "calm"])) }
        }
        #expect(manager.selection.theme == "day")
        #expect(label.applyCount == 3)
        #expect(posted == 0)
        try manager.apply(theme: "night")
        #expect(manager.selection.theme == "night")
        #expect(posted == 1)
    }

    @Test("overrides set between switches apply to selections switched to before")
    func overrides() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        try manager.setOverrides(["color.text.primary": "#FF6600"])
        try manager.apply(theme: "ocean")
        #expect(label.textColor?.hexString == "#FF6600FF")
        #expect(manager.current.color("color.background")?.hexString == "#E0F7FAFF")
        manager.removeOverrides()
        #expect(label.textColor?.hexString == "#003344FF")
        try manager.apply(theme: "day")
        #expect(label.textColor?.hexString == "#222222FF")
    }

    @Test("a replaced space's tables are shown for selections known before")
    func replacedSpace() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        var space = try RuntimeFixtures.space()
        space.layers[2].documents = [
            try Inline.document(##"{"palette": {"$type": "color", "ink": "#0000AA"}}"##, file: "/space/ocean.json")
        ]
        try manager.replaceSource(ThemeSource(space: space))
        #expect(label.textColor?.hexString == "#222222FF")
        try manager.apply(theme: "ocean")
        #expect(label.textColor?.hexString == "#0000AAFF")
        // The same source with other modifiers is another source: a context they lack is unknown.
        var fewer = ThemeSource(space: space)
        fewer.modifiers[0].contexts = ["day"]
        try manager.replaceSource(fewer)
        #expect(manager.selection.theme == "day")
        #expect(throws: ThemeSpace.Error.self) { try manager.apply(theme: "ocean") }
        #expect(manager.selection.theme == "day")
    }

    @Test("a source made from a resolve function is asked on every switch; fixed themes and languages switch back and forth")
    func otherSources() throws {
        nonisolated(unsafe) var asked: [String] = []
        let source = ThemeSource<String>(modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["a", "b"])]) { selection in
            asked.append(selection.theme ?? "")
            return (selection.theme ?? "") + "!"
        }
        let custom = try ThemeSwitcher(source: source, storage: nil)
        asked = []
        for theme in ["b", "a", "b", "a"] { try custom.apply(theme: theme) }
        #expect(asked == ["b", "a", "b", "a"])
        #expect(custom.current == "a!")

        let fixed = try ThemeSwitcher(
            source: ThemeSource(themes: ["day": "light paper", "night": "dark paper"], defaultTheme: "day"), storage: nil)
        for (theme, value) in [("night", "dark paper"), ("day", "light paper"), ("night", "dark paper")] {
            try fixed.apply(theme: theme)
            #expect(fixed.current == value)
        }

        let english = LanguageTable(identifier: "en", strings: ["greeting": "Hello"])
        let french = LanguageTable(identifier: "fr", strings: ["greeting": "Bonjour"])
        let languages = try ThemeSwitcher(source: ThemeSource(languages: [english, french], default: "en"), storage: nil)
        for (language, greeting) in [("fr", "Bonjour"), ("en", "Hello"), ("fr", "Bonjour")] {
            try languages.apply(language: language)
            #expect(languages.current["greeting"] == greeting)
        }
        #expect(throws: ThemeSpace.Error.self) { try languages.apply(language: "de") }
        #expect(languages.selection.language == "fr")
    }

    @Test("while a schedule entry is active, a system switch keeps it and a chosen theme ends it")
    func schedule() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        manager.applySchedule(Selection(theme: "ocean"))
        #expect(manager.selection.theme == "ocean")
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.selection == Selection(theme: "ocean", appearance: .dark, contrast: .normal))
        try manager.apply(theme: "day")
        #expect(manager.selection == Selection(theme: "day", appearance: .dark, contrast: .normal))
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        #expect(manager.current.color("color.text.primary")?.hexString == "#EEEEEEFF")
    }
}
