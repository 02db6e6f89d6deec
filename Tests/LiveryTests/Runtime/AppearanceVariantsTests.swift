import Foundation
import Testing

@testable import Livery

/// The values of a token across the appearance and contrast contexts of one theme (what the
/// Apple layer turns into dynamic colours).
@Suite("Appearance variants")
@MainActor
struct AppearanceVariantsTests {
    /// Base, ocean, and dark / high-contrast / dark high-contrast layers for `palette.ink`.
    static func space() throws -> ThemeSpace {
        let base = try Inline.document(
            #"""
            {"color": {"$type": "color", "text": "{palette.ink}", "fixed": "#336699"},
             "palette": {"$type": "color", "ink": "#111111"}}
            """#, file: "/variants/base.json")
        let ocean = try Inline.document(##"{"palette": {"$type": "color", "ink": "#003344"}}"##, file: "/variants/ocean.json")
        let dark = try Inline.document(##"{"palette": {"$type": "color", "ink": "#EEEEEE"}}"##, file: "/variants/dark.json")
        let high = try Inline.document(
            ##"{"palette": {"$type": "color", "ink": "#000000"}}"##, file: "/variants/high-contrast.json")
        let darkHigh = try Inline.document(
            ##"{"palette": {"$type": "color", "ink": "#FFFFFF"}}"##, file: "/variants/dark.high-contrast.json")
        return ThemeSpace(
            modifiers: ThemeSpace.standardModifiers(themes: ["day", "ocean"]),
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "theme=ocean", condition: ["theme": "ocean"], documents: [ocean]),
                ThemeSpace.Layer(name: "appearance=dark", condition: ["appearance": "dark"], documents: [dark]),
                ThemeSpace.Layer(name: "contrast=high", condition: ["contrast": "high"], documents: [high]),
                ThemeSpace.Layer(
                    name: "appearance=dark,contrast=high", condition: ["appearance": "dark", "contrast": "high"],
                    documents: [darkHigh]),
            ])
    }

    @Test("a token's values across light, dark and high contrast of the current theme")
    func variantsOfTheCurrentTheme() throws {
        let manager = try ThemeManager(space: Self.space(), storage: nil)
        let text = manager.variants(of: Token<ThemeColor>("color.text"))
        #expect(text.light?.hexString == "#111111FF")
        #expect(text.dark?.hexString == "#EEEEEEFF")
        #expect(text.lightHighContrast?.hexString == "#000000FF")
        #expect(text.darkHighContrast?.hexString == "#FFFFFFFF")
        #expect(!text.isUniform)
        #expect(manager.variants(of: Token<ThemeColor>("color.fixed")).isUniform)
        // Another theme: its own light value, the shared dark ones.
        try manager.apply(theme: "ocean")
        #expect(manager.variants(of: Token<ThemeColor>("color.text")).light?.hexString == "#003344FF")
    }

    @Test("variants carry the user's overrides and are nil for a token the space lacks")
    func overridesAndMissingTokens() throws {
        let manager = try ThemeManager(space: Self.space(), storage: nil)
        try manager.setOverrides(["color.fixed": "#FF0000"])
        let fixed = manager.variants(of: Token<ThemeColor>("color.fixed"))
        #expect(fixed.light?.hexString == "#FF0000FF" && fixed.dark?.hexString == "#FF0000FF")
        let missing = manager.variants(of: Token<ThemeColor>("color.nowhere"))
        #expect(missing.light == nil && missing.dark == nil && missing.isUniform)
    }

    struct Pick: CustomTestStringConvertible, Sendable {
        var dark: Bool
        var high: Bool
        var expected: String
        var testDescription: String { "dark \(dark), high contrast \(high) → \(expected)" }
    }

    @Test(
        "picking a variant falls back to the same appearance, then the other",
        arguments: [
            Pick(dark: false, high: false, expected: "L"), Pick(dark: true, high: false, expected: "D"),
            Pick(dark: false, high: true, expected: "L"), Pick(dark: true, high: true, expected: "DH"),
        ])
    func fallback(_ pick: Pick) {
        let variants = AppearanceVariants(light: "L", dark: "D", lightHighContrast: nil, darkHighContrast: "DH")
        #expect(variants.value(dark: pick.dark, highContrast: pick.high) == pick.expected)
        #expect(AppearanceVariants<String>(light: nil, dark: "D").value(dark: false, highContrast: false) == "D")
    }

    @Test("every resolved table has its own identity; copies share it")
    func identity() throws {
        let space = try Self.space()
        let a = try space.resolve(Selection(theme: "day"))
        let copy = a
        let b = try space.resolve(Selection(theme: "ocean"))
        #expect(a.identity == copy.identity)
        #expect(a.identity != b.identity)
        let manager = try ThemeManager(space: space, storage: nil)
        try manager.setOverrides(["color.fixed": "#FF0000"])
        #expect(manager.current.identity != a.identity, "overrides make a new table")
    }

    @Test("a space without appearance or contrast modifiers has one variant")
    func noModifiers() throws {
        let document = try Inline.document(##"{"color": {"$type": "color", "a": "#123456"}}"##, file: "/plain/base.json")
        let space = ThemeSpace(modifiers: [], layers: [ThemeSpace.Layer(name: "base", documents: [document])])
        var failures: [Selection] = []
        let variants = ThemeSource(space: space).variants(of: Token<ThemeColor>("color.a"), in: Selection()) {
            selection, _ in failures.append(selection)
        }
        #expect(failures.isEmpty, "a variant the space has no modifier for is absent, not a failure")
        #expect(variants.light?.hexString == "#123456FF")
        #expect(variants.dark == nil && variants.lightHighContrast == nil && variants.darkHighContrast == nil)
    }

    @Test("the system contrast feed switches the contrast until one is chosen explicitly")
    func systemContrast() throws {
        let manager = try ThemeManager(space: Self.space(), storage: nil)
        manager.systemContrastDidChange(to: .high)
        #expect(manager.selection.contrast == .high)
        #expect(manager.current[Token<ThemeColor>("color.text")]?.hexString == "#000000FF")
        try manager.apply(Selection(contrast: .normal))
        #expect(!manager.followsSystemContrast)
        manager.systemContrastDidChange(to: .high)
        #expect(manager.selection.contrast == .normal)
        manager.followsSystemContrast = true
        #expect(manager.selection.contrast == .high)
    }
}
