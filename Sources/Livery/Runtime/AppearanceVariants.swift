import Foundation

/// The values of one token across the appearance (light, dark) and contrast (normal, high)
/// contexts of one theme: what a colour that follows the system needs, so a view with its own
/// appearance (a sheet, a widget, `overrideUserInterfaceStyle`) shows the right variant without
/// a switch.
///
/// A variant is nil where that selection has no such token (or the space has no such context);
/// ``value(dark:highContrast:)`` then falls back to the nearest variant that exists.
public struct AppearanceVariants<Value: Sendable>: Sendable {
    /// Light appearance, normal contrast.
    public var light: Value?
    /// Dark appearance, normal contrast.
    public var dark: Value?
    /// Light appearance, high contrast.
    public var lightHighContrast: Value?
    /// Dark appearance, high contrast.
    public var darkHighContrast: Value?

    /// Variants with the given values.
    public init(light: Value?, dark: Value? = nil, lightHighContrast: Value? = nil, darkHighContrast: Value? = nil) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The variant for a dark or light appearance at high or normal contrast. A missing variant
    /// falls back to the same appearance at normal contrast, then to the other appearance.
    public func value(dark isDark: Bool, highContrast: Bool) -> Value? {
        let order: [Value?] =
            switch (isDark, highContrast) {
            case (false, false): [light, dark, lightHighContrast, darkHighContrast]
            case (true, false): [dark, light, darkHighContrast, lightHighContrast]
            case (false, true): [lightHighContrast, light, darkHighContrast, dark]
            case (true, true): [darkHighContrast, dark, lightHighContrast, light]
            }
        for candidate in order { if let candidate { return candidate } }
        return nil
    }

    /// Transforms every variant (a token's colours into platform colours).
    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> AppearanceVariants<T> {
        AppearanceVariants<T>(
            light: try light.map(transform), dark: try dark.map(transform),
            lightHighContrast: try lightHighContrast.map(transform), darkHighContrast: try darkHighContrast.map(transform))
    }
}

extension AppearanceVariants: Equatable where Value: Equatable {}
extension AppearanceVariants: Hashable where Value: Hashable {}

extension AppearanceVariants where Value: Equatable {
    /// Whether every variant that exists is the same value: no appearance-following is needed.
    package var isUniform: Bool {
        let present = [light, dark, lightHighContrast, darkHighContrast].compactMap { $0 }
        guard let first = present.first else { return true }
        return present.allSatisfy { $0 == first }
    }
}

extension ThemeSource where Theme == ResolvedTheme {
    /// The values of `token` in `selection`'s theme across the standard appearance and contrast
    /// contexts (the other modifiers stay as `selection` has them). `transform` adjusts each
    /// resolved table first (a manager's user overrides). Each variant selection that does not
    /// resolve is nil and is told to `failed`: nothing here drops a failure unseen (apps read
    /// variants through a manager, which logs them: LiveryUI's `ConversionContext.variants`).
    func variants<Value>(
        of token: Token<Value>, in selection: Selection, transform: (ResolvedTheme) -> ResolvedTheme = { $0 },
        failed: (Selection, ThemeSpace.Error) -> Void
    ) -> AppearanceVariants<Value> {
        let appearances = modifier(named: Selection.StandardModifier.appearance)?.contexts ?? []
        let contrasts = modifier(named: Selection.StandardModifier.contrast)?.contexts ?? []
        func value(_ appearance: String, _ contrast: String) -> Value? {
            var variant = selection
            if appearances.contains(appearance) {
                variant = variant.selecting(appearance, for: Selection.StandardModifier.appearance)
            } else if !appearances.isEmpty || appearance != "light" {
                return nil
            }
            if contrasts.contains(contrast) {
                variant = variant.selecting(contrast, for: Selection.StandardModifier.contrast)
            } else if !contrasts.isEmpty || contrast != "normal" {
                return nil
            }
            do throws(ThemeSpace.Error) {
                return try transform(resolve(complete(variant)))[token]
            } catch {
                failed(variant, error)
                return nil
            }
        }
        return AppearanceVariants(
            light: value("light", "normal"), dark: value("dark", "normal"), lightHighContrast: value("light", "high"),
            darkHighContrast: value("dark", "high"))
    }
}

extension ThemeManager {
    /// The values of `token` in the current theme across the light and dark appearances and
    /// normal and high contrast, with the user's overrides: what the Apple layer turns into a
    /// dynamic colour (`UIColor(dynamicProvider:)`).
    ///
    /// ```swift
    /// let accent = manager.variants(of: Token<ThemeColor>("color.accent"))
    /// let dark = accent.value(dark: true, highContrast: false)
    /// ```
    /// A variant whose selection does not resolve is nil (dynamic colours then show another
    /// appearance's value), and is logged once per source (category `switch`).
    package func variants<Value>(of token: Token<Value>) -> AppearanceVariants<Value> {
        let root = self.root
        return source.variants(of: token, in: selection, transform: { root.transformed($0) }) { variant, error in
            reportVariantFailure(variant, error)
        }
    }

    /// Logs that `variant` does not resolve, the first time for the current source.
    private func reportVariantFailure(_ variant: Selection, _ error: ThemeSpace.Error) {
        let identity = source.identity
        if variantFailures.source !== identity { variantFailures = (identity, []) }
        guard variantFailures.reported.insert(variant).inserted else { return }
        RuntimeLog.error(
            "the variant \(variant) does not resolve: colours that follow the appearance show another variant there",
            error, category: "switch")
    }
}
