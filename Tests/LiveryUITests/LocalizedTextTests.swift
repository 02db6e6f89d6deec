import Foundation
import Livery
import LiveryUI
import Testing

/// A label standing in for `UILabel`/`NSTextField`.
final class StandInTextLabel {
    var text: String?
    var direction: ThemeLayoutDirection?
}

/// The text conveniences' `localized:` forms follow a language manager (`setText(localized:)`…
/// call `bindText(localized:key:languages:_:)`; on Apple platforms with `UILabel` and friends).
@Suite("LiveryUI: text conveniences following a language manager")
@MainActor
struct LocalizedTextTests {
    static let english = LanguageTable(identifier: "en", strings: ["inbox.title": "Inbox", "save": "Save"])
    static let arabic = LanguageTable(identifier: "ar", strings: ["inbox.title": "البريد الوارد"], base: english)

    static func languages() throws -> ThemeSwitcher<LanguageTable> {
        try ThemeSwitcher(languages: [english, arabic], default: "en", storage: nil)
    }

    static func themes() throws -> ThemeManager {
        let document = try TokenDocument(
            data: Data(#"{"copy": {"$type": "string", "title": "Themed title"}}"#.utf8), url: URL(fileURLWithPath: "/t/base.json")
        )
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["day"], defaultContext: "day")],
            layers: [ThemeSpace.Layer(name: "base", documents: [document])])
        return try ThemeManager(space: space, storage: nil)
    }

    @Test("text and layout direction follow apply(language:); a missing string falls back to the base table, then the key")
    func followsLanguage() throws {
        let languages = try Self.languages()
        let themed = Themed(StandInTextLabel(), manager: try Self.themes())
        let label = themed.base
        let key = ThemedProperty.text.key()
        themed.bindText(localized: "inbox.title", key: key, languages: languages) { $0.text = $1 }
        themed.bindLayoutDirection(key: ThemedProperty.layoutDirection.key(), languages: languages) { $0.direction = $1 }
        #expect(label.text == "Inbox")
        #expect(label.direction == .leftToRight)
        try languages.apply(language: "ar")
        #expect(label.text == "البريد الوارد")
        #expect(label.direction == .rightToLeft)

        let button = Themed(StandInTextLabel(), manager: themed.manager)
        button.bindText(localized: "save", key: ThemedProperty.title.key(state: .normal), languages: languages) { $0.text = $1 }
        #expect(button.base.text == "Save")
        button.bindText(localized: "missing.key", key: ThemedProperty.title.key(state: .normal), languages: languages) {
            $0.text = $1
        }
        #expect(button.base.text == "missing.key")
        #expect(languages.bindingCount(of: button.base) == 1)
    }

    @Test("a property follows either the language or a string token, whichever was bound last")
    func oneSourcePerProperty() throws {
        let languages = try Self.languages()
        let themes = try Self.themes()
        let themed = Themed(StandInTextLabel(), manager: themes)
        let key = ThemedProperty.text.key()
        themed.bindText("copy.title", key: key) { $0.text = $1 }
        #expect(themed.base.text == "Themed title")

        themed.bindText(localized: "inbox.title", key: key, languages: languages) { $0.text = $1 }
        #expect(themed.base.text == "Inbox")
        #expect(themes.bindingCount(of: themed.base) == 0)
        themes.reapply()
        #expect(themed.base.text == "Inbox")

        themed.bindText("copy.title", key: key) { $0.text = $1 }
        #expect(themed.base.text == "Themed title")
        #expect(languages.bindingCount(of: themed.base) == 0)
        try languages.apply(language: "ar")
        #expect(themed.base.text == "Themed title")
    }

    @Test("the app-wide language manager is used when none is given; before one is installed, labels show their keys")
    func appWide() throws {
        let previous = AppTheme.languages
        defer { AppTheme.use(languages: previous) }
        let placeholder = Themed(StandInTextLabel(), manager: try Self.themes())
        AppTheme.use(languages: ThemeSwitcher<LanguageTable>.placeholderForTests())
        placeholder.bindText(localized: "inbox.title", key: ThemedProperty.text.key()) { $0.text = $1 }
        #expect(placeholder.base.text == "inbox.title")

        let languages = try Self.languages()
        AppTheme.use(languages: languages)
        let themed = Themed(StandInTextLabel(), manager: try Self.themes())
        themed.bindText(localized: "inbox.title", key: ThemedProperty.text.key()) { $0.text = $1 }
        try languages.apply(language: "ar")
        #expect(themed.base.text == "البريد الوارد")
    }
}

extension ThemeSwitcher where Theme == LanguageTable {
    /// The placeholder `AppTheme.languages` starts with.
    static func placeholderForTests() -> ThemeSwitcher<LanguageTable> { placeholder() }
}
