import Foundation
import Livery
import LiveryUI
import Observation

/// The token values views read, one small observable box per token read, per manager.
///
/// SwiftUI re-renders a view when something it read during `body` changes (Observation). A view
/// that read the manager's `current` theme would re-render on every switch; a view that reads a
/// token through ``value(of:)`` or ``value(of:_:)`` registers only that token's box, and the box
/// changes only when a switch changes the token's value. So after a switch, only the views whose
/// tokens changed re-render.
///
/// There is one store per manager (``values(for:)``), bound to it like any object: the manager
/// hands it the new theme in the switch loop, and it converts again only the tokens whose value
/// changed. Reads make boxes on first use from the theme the store already holds, so reading, even
/// a token no view read before, never reads the manager's observable properties. Making the store
/// does (it reads the manager's source and selection for the appearance variants), so the view
/// that makes it also re-renders on the next switch: `.livery(manager)` makes it in its own body,
/// which follows the selection anyway, so views below never do. (Without `.livery(_:)`, the first
/// view to read a token of the app-wide manager makes it; call `values(for:)` at launch to avoid that.)
///
/// ```swift
/// @MainActor func accent(of manager: ThemeManager) -> ThemeColor? {
///     ThemeValues.values(for: manager).value(of: Token<ThemeColor>("color.accent"))
/// }
/// ```
@MainActor
public final class ThemeValues {
    private static var stores: [ObjectIdentifier: ThemeValues] = [:]

    /// The store of `manager`, made on first use (and forgotten when the manager goes away).
    public static func values(for manager: ThemeManager) -> ThemeValues {
        let id = ObjectIdentifier(manager)
        if let values = stores[id], values.manager === manager { return values }
        stores = stores.filter { $0.value.manager != nil }
        let values = ThemeValues(manager: manager)
        stores[id] = values
        return values
    }

    /// The manager whose theme the values come from (nil once it went away).
    package private(set) weak var manager: ThemeManager?
    /// The manager's current theme, as the last switch handed it over.
    private var theme: ResolvedTheme?
    /// The theme's tables across the light/dark × normal/high contexts (for the variants).
    private var tables: AppearanceVariants<ResolvedTheme>?
    private var tablesIdentity: UInt64 = 0
    private var boxes: [BoxKey: any TokenBoxing] = [:]
    private var scopes: [Selection: WeakManager] = [:]

    /// Conversions run since the store was made (tests read it).
    package private(set) var conversionCount = 0
    /// The number of token boxes (token and conversion pairs read so far).
    package var count: Int { boxes.count }

    private struct BoxKey: Hashable {
        var path: String
        var identity: String
        var value: ObjectIdentifier
        var output: ObjectIdentifier
    }

    private struct WeakManager {
        weak var manager: ThemeManager?
    }

    private init(manager: ThemeManager) {
        self.manager = manager
        // A binding hands over each new theme in the switch loop, and the current one now, without
        // an observation access (the manager reads its own storage).
        manager.bind(self) { values, theme in values.update(theme) }
    }

    // MARK: Reading

    /// The value `conversion` makes of `token` in the current theme (nil when the theme has no
    /// such token, or one of another type). Observation registers only this token's box.
    public func value<Value, Output>(of token: Token<Value>, _ conversion: Conversion<Value, Output>) -> Output? {
        box(for: token, conversion).output
    }

    /// The token's value in the current theme. Observation registers only this token's box.
    public func value<Value: TokenValueRepresentable>(of token: Token<Value>) -> Value? {
        value(of: token, Conversion<Value, Value>("value") { value, _ in value })
    }

    private func box<Value, Output>(for token: Token<Value>, _ conversion: Conversion<Value, Output>) -> TokenBox<
        Value, Output
    > {
        let key = BoxKey(
            path: token.path, identity: conversion.identity, value: ObjectIdentifier(Value.self),
            output: ObjectIdentifier(Output.self))
        if let box = boxes[key] as? TokenBox<Value, Output> { return box }
        let box = TokenBox(token: token, conversion: conversion)
        boxes[key] = box
        if let theme, box.refresh(theme: theme, tables: tables) { conversionCount += 1 }
        return box
    }

    // MARK: Switching

    private func update(_ theme: ResolvedTheme) {
        self.theme = theme
        if theme.identity != tablesIdentity {
            tablesIdentity = theme.identity
            tables = variantTables(for: theme)
        }
        for box in boxes.values where box.refresh(theme: theme, tables: tables) {
            conversionCount += 1
        }
    }

    /// The theme's tables across the standard appearance and contrast contexts, with the user's
    /// overrides, for every token at once. Nil when the space has neither modifier (nothing to
    /// vary).
    private func variantTables(for theme: ResolvedTheme) -> AppearanceVariants<ResolvedTheme>? {
        guard let manager else { return nil }
        let modifiers = manager.source.modifiers
        let appearances = modifiers.first { $0.name == Selection.StandardModifier.appearance }?.contexts ?? []
        let contrasts = modifiers.first { $0.name == Selection.StandardModifier.contrast }?.contexts ?? []
        guard !appearances.isEmpty || !contrasts.isEmpty else { return nil }
        func table(_ appearance: String, _ contrast: String) -> ResolvedTheme? {
            var pins = Selection()
            if appearances.contains(appearance) {
                pins = pins.selecting(appearance, for: Selection.StandardModifier.appearance)
            } else if !appearances.isEmpty || appearance != "light" {
                return nil
            }
            if contrasts.contains(contrast) {
                pins = pins.selecting(contrast, for: Selection.StandardModifier.contrast)
            } else if !contrasts.isEmpty || contrast != "normal" {
                return nil
            }
            if pins.contexts.allSatisfy({ theme.selection[$0.key] == $0.value }) { return theme }
            return try? manager.preview(pins)
        }
        return AppearanceVariants(
            light: table("light", "normal"), dark: table("dark", "normal"), lightHighContrast: table("light", "high"),
            darkHighContrast: table("dark", "high"))
    }

    // MARK: Scopes

    /// A scope of the manager pinning `pins` (``/Livery/ThemeSwitcher/makeScope(pinning:)``), the same
    /// one while something holds it: previews made again with the same selections keep their
    /// scopes. The scope's own store is made with it, here rather than in the first view that
    /// reads it. The store holds scopes weakly; keep the scope as long as its views.
    package func scope(pinning pins: Selection) throws(ThemeSpace.Error) -> ThemeManager {
        if let scope = scopes[pins]?.manager { return scope }
        guard let manager else {
            throw ThemeSpace.Error([
                Diagnostic(.error, "the manager went away", at: .inline, rule: "no-manager")
            ])
        }
        let scope = try manager.makeScope(pinning: pins)
        _ = ThemeValues.values(for: scope)
        scopes = scopes.filter { $0.value.manager != nil }
        scopes[pins] = WeakManager(manager: scope)
        return scope
    }
}

/// A token box the store refreshes after each switch.
@MainActor
protocol TokenBoxing: AnyObject {
    /// Converts again when the token's value (or variants) changed; true when it converted.
    func refresh(theme: ResolvedTheme, tables: AppearanceVariants<ResolvedTheme>?) -> Bool
}

/// What a box's output was made from: the token's raw value and, for conversions that follow the
/// appearance, its variants and the selection's appearance and contrast.
struct TokenKey: Equatable {
    var value: TokenValue?
    var remBase: Double
    var variants: AppearanceVariants<TokenValue>?
    var appearance: Selection.Appearance?
    var contrast: Selection.Contrast?
}

/// One token's converted value: the only thing a view reading the token registers with Observation.
@MainActor
@Observable
final class TokenBox<Value: TokenValueRepresentable, Output>: TokenBoxing {
    /// The converted value (nil when the theme has no such token, or one of another type).
    private(set) var output: Output?

    @ObservationIgnored private let token: Token<Value>
    @ObservationIgnored private let conversion: Conversion<Value, Output>
    @ObservationIgnored private var key: TokenKey?
    @ObservationIgnored private var index = -1
    /// The index `index` was read from (held strongly: a new index at a dead one's address must not match).
    @ObservationIgnored private var owner: TokenIndex?

    init(token: Token<Value>, conversion: Conversion<Value, Output>) {
        self.token = token
        self.conversion = conversion
    }

    func refresh(theme: ResolvedTheme, tables: AppearanceVariants<ResolvedTheme>?) -> Bool {
        if owner !== theme.index {
            owner = theme.index
            index = theme.index.index(of: token.path) ?? -1
        }
        let current = raw(in: theme)
        var key = TokenKey(value: current, remBase: theme.remBase)
        var variants: AppearanceVariants<Value>?
        if conversion.followsAppearance, current != nil, let tables {
            let values = AppearanceVariants(
                light: tables.light.flatMap(raw(in:)), dark: tables.dark.flatMap(raw(in:)),
                lightHighContrast: tables.lightHighContrast.flatMap(raw(in:)),
                darkHighContrast: tables.darkHighContrast.flatMap(raw(in:)))
            if !values.isUniform {
                key.variants = values
                key.appearance = theme.selection.appearance
                key.contrast = theme.selection.contrast
                func typed(_ table: ResolvedTheme?) -> Value? {
                    table.flatMap { table in raw(in: table).flatMap { Value.extract(from: $0, remBase: table.remBase) } }
                }
                variants = AppearanceVariants(
                    light: typed(tables.light), dark: typed(tables.dark), lightHighContrast: typed(tables.lightHighContrast),
                    darkHighContrast: typed(tables.darkHighContrast))
            }
        }
        guard key != self.key else { return false }
        self.key = key
        guard let current, let value = Value.extract(from: current, remBase: theme.remBase) else {
            output = nil
            return false
        }
        let context = ConversionContext(
            token: token, selection: theme.selection, variants: variants ?? AppearanceVariants(light: value))
        output = conversion.convert(value, context)
        return true
    }

    /// The token's raw value in `table` (by the interned index when the table shares the space's index).
    private func raw(in table: ResolvedTheme) -> TokenValue? {
        if table.index === owner {
            return index >= 0 && index < table.values.count ? table.values[index] : nil
        }
        return table[token.path]
    }
}
