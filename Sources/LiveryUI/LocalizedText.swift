import Foundation
import Livery

extension Themed {
    /// Binds a text property to the string `localized` of a language manager's tables: `apply`
    /// gets the current table's string (its base table's, or the key itself, when it has none) now
    /// and after every `apply(language:)`. The text conveniences (`label.livery.setText(localized:)`,
    /// `button.livery.setTitle(localized:for:)`…) are built on it; an app binds a property of its
    /// own with the language manager's closure binding (`AppTheme.languages.bind(cell) { … }`).
    ///
    /// The binding lives in `languages` (``AppTheme/languages`` when nil), under `key`, and replaces
    /// a binding of the same `key` made from a string token in this object's theme manager (and the
    /// other way round: binding `key` to a string token later removes this one), so one property
    /// never follows both.
    package func bindText(
        localized stringKey: String, key: BindingKey, languages: ThemeSwitcher<LanguageTable>? = nil,
        _ apply: @escaping @MainActor (Base, String) -> Void
    ) {
        let languages = languages ?? AppTheme.languages
        manager.unbind(base, key: key)
        LocalizedTextManagers.remember(languages)
        languages.bind(base, key: key) { object, table in apply(object, table[stringKey]) }
    }

    /// Binds a text property to a string token of the theme, removing a binding of the same `key`
    /// made with `bindText(localized:key:languages:_:)` (so one property never follows both).
    package func bindText(_ token: Token<String>, key: BindingKey, _ apply: @escaping @MainActor (Base, String) -> Void) {
        LocalizedTextManagers.unbind(base, key: key)
        bind(token, key: key, apply)
    }

    /// Binds a layout direction to a language manager's tables (``AppTheme/languages`` when nil):
    /// `apply` gets the current table's direction now and after every `apply(language:)`.
    package func bindLayoutDirection(
        key: BindingKey, languages: ThemeSwitcher<LanguageTable>? = nil,
        _ apply: @escaping @MainActor (Base, ThemeLayoutDirection) -> Void
    ) {
        (languages ?? AppTheme.languages).bind(base, key: key) { object, table in apply(object, table.layoutDirection) }
    }
}

/// The language managers text conveniences have bound in (held weakly), so a binding of the same
/// property to a theme's string token can remove theirs.
@MainActor
enum LocalizedTextManagers {
    private final class Weak {
        weak var manager: ThemeSwitcher<LanguageTable>?
        init(_ manager: ThemeSwitcher<LanguageTable>) { self.manager = manager }
    }

    private static var managers: [Weak] = []

    static func remember(_ manager: ThemeSwitcher<LanguageTable>) {
        managers.removeAll { $0.manager == nil }
        if !managers.contains(where: { $0.manager === manager }) { managers.append(Weak(manager)) }
    }

    static func unbind(_ object: AnyObject, key: BindingKey) {
        for entry in managers { entry.manager?.unbind(object, key: key) }
    }
}
