import Foundation

/// What a manager switches between: the modifiers and contexts it can select, and how a
/// selection becomes a theme value.
///
/// A source over a ``ThemeSpace`` hands out ``ResolvedTheme`` tables; a source over your own
/// `struct` themes needs no documents at all:
///
/// ```swift
/// struct AppTheme: Sendable {
///     var background: ThemeColor
///     var text: ThemeColor
/// }
///
/// let source = ThemeSource(themes: [
///     "day": AppTheme(background: ThemeColor(red: 1, green: 1, blue: 1), text: ThemeColor(red: 0, green: 0, blue: 0)),
///     "night": AppTheme(background: ThemeColor(red: 0, green: 0, blue: 0), text: ThemeColor(red: 1, green: 1, blue: 1)),
/// ], defaultTheme: "day")
/// ```
public struct ThemeSource<Theme: Sendable>: Sendable {
    /// The modifiers a selection can set.
    public var modifiers: [ThemeSpace.Modifier] {
        // A switcher's known selections were completed against the old modifiers.
        didSet { if identity != nil { identity = ThemeSourceIdentity() } }
    }
    /// Set when the source gives a selection the same theme every time (a space, which caches its
    /// tables; fixed themes; language tables): a switcher then keeps the themes it resolved while
    /// its source has this identity (``ThemeSwitcher``'s known selections). Copies share it;
    /// changing ``modifiers`` makes a new one. Nil for a source made from a `resolve` function,
    /// which is asked on every switch.
    var identity: ThemeSourceIdentity?
    /// How a selection becomes a theme, stored as a function returning a `Result`: the metadata of
    /// a stored typed-throws function type (`(Selection) throws(ThemeSpace.Error) -> Theme`) needs
    /// `swift_getExtendedFunctionTypeMetadata`, which iOS 17's runtime lacks (reflection of a source
    /// would call a null pointer there). Typed throws stay on the functions (``resolve(_:)``).
    private let resolver: @Sendable (Selection) -> Result<Theme, ThemeSpace.Error>

    /// Builds the theme of a complete, valid selection.
    public func resolve(_ selection: Selection) throws(ThemeSpace.Error) -> Theme {
        try resolver(selection).value()
    }

    /// A source with the given modifiers; `resolve` gets complete selections (every modifier set
    /// to one of its contexts) and throws when one cannot become a theme.
    public init(modifiers: [ThemeSpace.Modifier], resolve: @escaping @Sendable (Selection) throws(ThemeSpace.Error) -> Theme) {
        self.modifiers = modifiers
        self.resolver = { selection in
            do throws(ThemeSpace.Error) {
                return .success(try resolve(selection))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Named themes (the `theme` modifier), with optional dark variants for the `appearance` modifier.
    public init(themes: [String: Theme], darkThemes: [String: Theme] = [:], defaultTheme: String) {
        let names = themes.keys.sorted()
        var modifiers = [
            ThemeSpace.Modifier(name: Selection.StandardModifier.theme, contexts: names, defaultContext: defaultTheme)
        ]
        modifiers.append(
            ThemeSpace.Modifier(
                name: Selection.StandardModifier.appearance, contexts: ["light", "dark"], defaultContext: "light"))
        self.modifiers = modifiers
        self.resolver = { selection in
            let name = selection.theme ?? defaultTheme
            if selection.appearance == .dark, let dark = darkThemes[name] { return .success(dark) }
            guard let theme = themes[name] else {
                return .failure(
                    ThemeSpace.Error([Diagnostic(.error, "unknown theme '\(name)'", at: .inline, rule: "unknown-context")]))
            }
            return .success(theme)
        }
        identity = ThemeSourceIdentity()
    }

    /// The modifier named `name`.
    func modifier(named name: String) -> ThemeSpace.Modifier? { modifiers.first { $0.name == name } }

    /// `partial` with defaults filled in; unknown modifiers or contexts throw.
    func complete(_ partial: Selection) throws(ThemeSpace.Error) -> Selection {
        try ThemeSpace.selection(partial.contexts, among: modifiers)
    }
}

extension ThemeSource where Theme == ResolvedTheme {
    /// The selections of a theme space, resolved (and cached) by the space.
    public init(space: ThemeSpace) {
        self.init(modifiers: space.modifiers) { selection throws(ThemeSpace.Error) in try space.resolve(selection) }
        // The space's copy here never changes, and its cache hands out the same table for a selection.
        identity = ThemeSourceIdentity()
    }
}

/// The identity of a ``ThemeSource`` that gives a selection the same theme every time.
final class ThemeSourceIdentity: Sendable {}

/// A switch from one selection to another.
public struct ThemeChange: Sendable, Hashable {
    /// The selection before the switch.
    public var old: Selection
    /// The selection after the switch (the manager's current one).
    public var new: Selection

    /// A switch from `old` to `new`.
    package init(old: Selection, new: Selection) {
        self.old = old
        self.new = new
    }
}

/// An object told after every switch, once the bindings have been applied (held weakly).
@MainActor
package protocol ThemeObserver: AnyObject {
    /// Called on the main actor after each switch, once every binding has been applied.
    func themeDidChange(_ change: ThemeChange)
}

extension Notification.Name {
    /// Posted once per switch, after bindings and observers, by the manager (the notification's
    /// object); `userInfo` holds the ``ThemeChange`` under ``ThemeChangeUserInfoKey``.
    public static let liveryThemeDidChange = Notification.Name("LiveryThemeDidChange")
}

/// The `userInfo` key of the ``ThemeChange`` in a ``Foundation/NSNotification/Name/liveryThemeDidChange`` notification.
public let ThemeChangeUserInfoKey = "change"
