import Foundation
import Livery
import LiverySwiftUI
import LiveryUI
import Testing

/// Which SwiftUI value each Livery value becomes (`Sources/LiverySwiftUI/ValueRecipes.swift`).
@Suite("LiverySwiftUI: value recipes")
struct ValueRecipeTests {
    @Test(
        "system colours SwiftUI has become SwiftUI's own",
        arguments: [
            ("label", ColorRecipe.Named.primary), ("secondary-label", .secondary), ("tintColor", .accentColor),
            ("systemRed", .red), ("system_blue", .blue), ("SYSTEMMINT", .mint), ("systemGray", .gray), ("black", .black),
            ("white", .white), ("clear", .clear),
        ] as [(String, ColorRecipe.Named)])
    func namedColors(_ name: String, _ named: ColorRecipe.Named) {
        #expect(ColorRecipe(ThemeColor.system(name)) == .named(named))
    }

    @Test(
        "other system colours become the platform's semantic colour by its UIKit name",
        arguments: [
            ("systemBackground", "systemBackground"), ("separator", "separator"), ("tertiary-label", "tertiaryLabel"),
            ("systemGray2", "systemGray2"), ("secondarySystemGroupedBackground", "secondarySystemGroupedBackground"),
        ])
    func systemColors(_ name: String, _ uiKit: String) {
        #expect(ColorRecipe(ThemeColor.system(name)) == .system(uiKit))
    }

    @Test(
        "AppKit's names find the same colours",
        arguments: [
            ("labelColor", ColorRecipe.named(.primary)), ("secondaryLabelColor", .named(.secondary)),
            ("systemBlueColor", .named(.blue)), ("controlAccentColor", .named(.accentColor)), ("clearColor", .named(.clear)),
            ("windowBackgroundColor", .system("systemBackground")),
            ("controlBackgroundColor", .system("secondarySystemBackground")),
            ("gridColor", .system("opaqueSeparator")), ("separatorColor", .system("separator")),
            // AppKit-only: kept by its own name, for NSColor to resolve.
            ("underPageBackgroundColor", .system("underPageBackgroundColor")),
        ] as [(String, ColorRecipe)])
    func appKitNames(_ name: String, _ recipe: ColorRecipe) {
        #expect(ColorRecipe(ThemeColor.system(name)) == recipe)
    }

    @Test("every SwiftUI colour has a UIKit counterpart, each a UIKit semantic colour")
    func namedTables() {
        #expect(Set(ColorRecipe.Named.uiKitEquivalents.values) == Set(ColorRecipe.Named.allCases))
        for name in ColorRecipe.Named.uiKitEquivalents.keys {
            #expect(PlatformSystemColor.uiKitNames.contains(name), "\(name)")
        }
    }

    @Test("an unknown system colour falls back to its components")
    func unknownSystemColor() {
        guard case .components = ColorRecipe(ThemeColor.system("chartreuse")) else {
            Issue.record("expected components")
            return
        }
    }

    @Test(
        "colours keep their space",
        arguments: [
            (ThemeColor(red: 1, green: 0.5, blue: 0), PlatformColorComponents.Space.sRGB),
            (ThemeColor(colorSpace: .displayP3, components: [1, 0, 0]), .displayP3),
            (ThemeColor(colorSpace: .oklch, components: [0.7, 0.35, 150]), .extendedSRGB),
        ])
    func components(_ color: ThemeColor, _ space: PlatformColorComponents.Space) {
        #expect(ColorRecipe(color) == .components(PlatformColorComponents(color)))
        #expect(PlatformColorComponents(color).space == space)
    }

    @Test("a colour follows the appearance only when its variants differ")
    func dynamicColors() {
        let light = ThemeColor(red: 1, green: 1, blue: 1)
        let dark = ThemeColor(red: 0, green: 0, blue: 0)
        let selection = Selection(appearance: .light)
        let differing = AppearanceVariants(light: light, dark: dark)
        #expect(
            ColorRecipe(light, variants: differing, selection: selection)
                == .dynamic(current: light, variants: differing, selection: selection))
        #expect(
            ColorRecipe(light, variants: AppearanceVariants(light: light, dark: light), selection: selection)
                == ColorRecipe(light))
        #expect(ColorRecipe(light, variants: nil, selection: selection) == ColorRecipe(light))
        // A system colour the same in every variant follows the appearance by itself.
        let label = ThemeColor.system("label")
        #expect(
            ColorRecipe(label, variants: AppearanceVariants(light: label, dark: label), selection: selection) == .named(.primary))
    }

    static let fonts: [(ThemeFont, FontRecipe)] = [
        (ThemeFont(textStyle: "body"), .textStyle(.body, weight: nil)),
        (ThemeFont(textStyle: "title1"), .textStyle(.title, weight: nil)),
        (ThemeFont(textStyle: "title"), .textStyle(.title, weight: nil)),
        (ThemeFont(textStyle: "large-title"), .textStyle(.largeTitle, weight: nil)),
        (ThemeFont(textStyle: "caption"), .textStyle(.caption, weight: nil)),
        (ThemeFont(weight: .bold, textStyle: "headline"), .textStyle(.headline, weight: .bold)),
        (ThemeFont(size: 17, textStyle: "body"), .textStyle(.body, weight: nil)),
        (ThemeFont(size: 20, textStyle: "body"), .system(size: 20, weight: nil)),
        (ThemeFont(size: 15, weight: .semibold), .system(size: 15, weight: .semibold)),
        (
            ThemeFont(name: "Georgia", size: 18, textStyle: "body"),
            .custom(name: "Georgia", size: 18, relativeTo: .body, weight: nil)
        ),
        (ThemeFont(name: "Georgia", size: 18), .custom(name: "Georgia", size: 18, relativeTo: nil, weight: nil)),
        (ThemeFont(name: "Georgia", textStyle: "title2"), .custom(name: "Georgia", size: 22, relativeTo: .title2, weight: nil)),
        (ThemeFont(name: "Georgia", weight: .bold), .custom(name: "Georgia", size: 17, relativeTo: nil, weight: .bold)),
        (ThemeFont(), .textStyle(.body, weight: nil)),
        (ThemeFont(weight: .light), .textStyle(.body, weight: .light)),
        (ThemeFont(name: "", size: 12), .system(size: 12, weight: nil)),
        (ThemeFont(textStyle: "shout"), .textStyle(.body, weight: nil)),
    ]

    @Test(
        "fonts: text styles scale, named faces scale relative to their style, other system fonts keep their size",
        arguments: fonts)
    func fontRecipes(_ font: ThemeFont, _ recipe: FontRecipe) {
        #expect(FontRecipe(font) == recipe)
    }

    @Test(
        "CSS weights round to the nearest SwiftUI weight on the platforms' scale, the heavier on a tie",
        arguments: [
            (100, FontRecipe.Weight.ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium),
            (600, .semibold), (700, .bold), (800, .heavy), (900, .black), (420, .regular), (450, .medium), (650, .bold),
            (1, .ultraLight), (1000, .black),
        ] as [(Double, FontRecipe.Weight)])
    func weights(_ css: Double, _ weight: FontRecipe.Weight) {
        #expect(FontRecipe.Weight(FontWeight(css)) == weight)
    }

    @Test("each text style is found by its own name and has its default size", arguments: FontRecipe.TextStyle.allCases)
    func textStyles(_ style: FontRecipe.TextStyle) {
        #expect(FontRecipe.TextStyle(tokenName: style.rawValue) == style)
        let sizes: [FontRecipe.TextStyle: Double] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        #expect(style.defaultSize == sizes[style])
    }

    static let black = ThemeColor(red: 0, green: 0, blue: 0)
    static let white = ThemeColor(red: 1, green: 1, blue: 1)
    static let red = ThemeColor(red: 1, green: 0, blue: 0)

    static func gradient(_ colors: ThemeColor...) -> ThemeGradient {
        ThemeGradient(
            stops: colors.enumerated().map { GradientStop(color: $1, position: Double($0) / Double(max(colors.count - 1, 1))) })
    }

    @Test(
        "a gradient runs along its angle in SwiftUI's unit square (y down)",
        arguments: [
            (180.0, 0.5, 0.0, 0.5, 1.0), (90, 0, 0.5, 1, 0.5), (0, 0.5, 1, 0.5, 0), (270, 1, 0.5, 0, 0.5),
        ])
    func gradientGeometry(_ angle: Double, _ startX: Double, _ startY: Double, _ endX: Double, _ endY: Double) {
        let recipe = GradientRecipe(Self.gradient(Self.black, Self.white), angle: angle)
        #expect(abs(recipe.geometry.start.x - startX) < 1e-9 && abs(recipe.geometry.start.y - startY) < 1e-9)
        #expect(abs(recipe.geometry.end.x - endX) < 1e-9 && abs(recipe.geometry.end.y - endY) < 1e-9)
    }

    @Test("stops are sorted, and follow the appearance when the variants differ with as many stops")
    func gradientStops() {
        let unsorted = ThemeGradient(stops: [
            GradientStop(color: Self.white, position: 1), GradientStop(color: Self.black, position: 0),
        ])
        let plain = GradientRecipe(unsorted)
        #expect(plain.stops.map(\.location) == [0, 1])
        #expect(plain.stops.map(\.color) == [ColorRecipe(Self.black), ColorRecipe(Self.white)])

        let light = Self.gradient(Self.black, Self.white)
        let dark = Self.gradient(Self.white, Self.black)
        let selection = Selection(appearance: .dark)
        let dynamic = GradientRecipe(dark, variants: AppearanceVariants(light: light, dark: dark), selection: selection)
        let firstStop = AppearanceVariants(light: Self.black, dark: Self.white)
        #expect(dynamic.stops[0].color == .dynamic(current: Self.white, variants: firstStop, selection: selection))

        let threeStops = Self.gradient(Self.white, Self.red, Self.black)
        let mismatched = GradientRecipe(dark, variants: AppearanceVariants(light: threeStops, dark: dark), selection: selection)
        #expect(mismatched.stops.map(\.color) == [ColorRecipe(Self.white), ColorRecipe(Self.black)])
    }

    @Test("the recipe conversions read tokens through the store")
    @MainActor func recipeConversions() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        #expect(values.value(of: Token<ThemeColor>("color.label"), .colorRecipe) == .named(.primary))
        #expect(
            values.value(of: Token<ThemeFont>("font.body"), .fontRecipe)
                == .custom(name: "Georgia", size: 17, relativeTo: .body, weight: nil))
        guard case .dynamic? = values.value(of: Token<ThemeColor>("color.background"), .colorRecipe) else {
            Issue.record("the background differs between light and dark: expected a dynamic colour")
            return
        }
        let hero = try #require(values.value(of: Token<ThemeGradient>("gradient.hero"), .gradientRecipe()))
        #expect(hero.stops.count == 2)
        guard case .dynamic(let current, _, _) = hero.stops[0].color else {
            Issue.record("the hero's stops differ between light and dark: expected dynamic stops")
            return
        }
        #expect(current.hexString == "#000000FF")
    }
}
