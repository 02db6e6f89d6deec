import Foundation
import Livery
import LiveryUI
import Testing

/// The decisions of LiveryUI's AppKit adapter (`Sources/LiveryUI/AppKitSupport.swift`), tested
/// without AppKit.
@Suite("LiveryUI: AppKit mappings")
struct AppKitMappingTests {
    @Test(
        "system colour names map to AppKit's semantic colours",
        arguments: [
            ("labelColor", "labelColor"), ("label", "labelColor"), ("secondary-label", "secondaryLabelColor"),
            ("quinaryLabel", "quinaryLabelColor"), ("link", "linkColor"), ("placeholderText", "placeholderTextColor"),
            ("systemBlue", "systemBlueColor"), ("systemBlueColor", "systemBlueColor"), ("system_fill", "systemFillColor"),
            ("windowBackground", "windowBackgroundColor"), ("WINDOW_BACKGROUND_COLOR", "windowBackgroundColor"),
            ("controlAccent", "controlAccentColor"), ("text", "textColor"), ("textBackground", "textBackgroundColor"),
            ("clear", "clearColor"), ("black", "blackColor"),
        ] as [(String, String)])
    func appKitNames(_ name: String, _ appKit: String) {
        #expect(PlatformSystemColor.appKitName(for: name) == appKit)
    }

    @Test(
        "UIKit's names without an AppKit colour of the same name map to their counterpart",
        arguments: [
            ("systemBackground", "windowBackgroundColor"), ("secondarySystemBackground", "controlBackgroundColor"),
            ("tertiarySystemBackground", "textBackgroundColor"), ("systemGroupedBackground", "windowBackgroundColor"),
            ("secondary-system-grouped-background", "controlBackgroundColor"), ("opaqueSeparator", "gridColor"),
            ("tintColor", "controlAccentColor"), ("tint", "controlAccentColor"),
        ] as [(String, String)])
    func uiKitEquivalents(_ name: String, _ appKit: String) {
        #expect(PlatformSystemColor.appKitName(for: name) == appKit)
    }

    @Test(
        "names AppKit has no colour for are refused", arguments: ["systemGray2", "systemGray6", "chartreuse", "", "color", "-"])
    func unknownNames(_ name: String) {
        #expect(PlatformSystemColor.appKitName(for: name) == nil)
    }

    @Test("every AppKit name maps to itself, and every counterpart is an AppKit name")
    func tablesAreConsistent() {
        for name in PlatformSystemColor.appKitNames {
            #expect(PlatformSystemColor.appKitName(for: name) == name)
            #expect(name.hasSuffix("Color"))
        }
        for (uiKit, appKit) in PlatformSystemColor.appKitEquivalents {
            #expect(PlatformSystemColor.appKitNames.contains(appKit), "\(uiKit) → \(appKit)")
        }
    }

    @Test("every UIKit semantic colour has an AppKit colour but the numbered grays")
    func uiKitCoverage() {
        let missing = PlatformSystemColor.uiKitNames.filter { PlatformSystemColor.appKitName(for: $0) == nil }
        #expect(missing == ["systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"])
    }

    @Test(
        "text style names map to the names NSFont.TextStyle's constants are matched by",
        arguments: [
            ("body", "body"), ("Body", "body"), ("large-title", "largeTitle"), ("large_title", "largeTitle"), ("title", "title1"),
            ("caption", "caption1"), ("caption2", "caption2"), ("subheadline", "subheadline"),
        ] as [(String, String)])
    func textStyles(_ name: String, _ style: String) {
        #expect(PlatformTextStyle.styleName(for: name) == style)
    }

    @Test("an unknown text style has no name")
    func unknownTextStyle() {
        #expect(PlatformTextStyle.styleName(for: "shout") == nil)
    }

    @Test(
        "a gradient is sampled evenly from start to end",
        arguments: [
            (3, [0.0, 0.5, 1.0]), (2, [0.0, 1.0]), (1, [0.0]), (0, []), (-4, []),
        ] as [(Int, [Double])])
    func gradientSamples(_ count: Int, _ reds: [Double]) {
        let gradient = ThemeGradient(stops: [
            GradientStop(color: ThemeColor(red: 0, green: 0, blue: 0), position: 0),
            GradientStop(color: ThemeColor(red: 1, green: 1, blue: 1), position: 1),
        ])
        let samples = gradient.samples(count)
        #expect(samples.map(\.sRGBComponents.red) == reds)
    }
}

@Suite("LiveryUI: the AppKit system feed")
@MainActor
struct AppKitFeedTests {
    struct AppearanceCase: CustomTestStringConvertible, Sendable {
        var name: String?
        var appSetsAppearance: Bool
        var increaseContrast: Bool
        var appearance: Selection.Appearance?
        var contrast: Selection.Contrast
        var testDescription: String {
            "\(name ?? "nil")\(appSetsAppearance ? " (app's own)" : "")\(increaseContrast ? " + Increase Contrast" : "")"
        }
    }

    @Test(
        "the app's effective appearance and Increase Contrast map to appearance and contrast",
        arguments: [
            AppearanceCase(
                name: "NSAppearanceNameAqua", appSetsAppearance: false, increaseContrast: false, appearance: .light,
                contrast: .normal),
            AppearanceCase(
                name: "NSAppearanceNameDarkAqua", appSetsAppearance: false, increaseContrast: false, appearance: .dark,
                contrast: .normal),
            AppearanceCase(
                name: "NSAppearanceNameDarkAqua", appSetsAppearance: false, increaseContrast: true, appearance: .dark,
                contrast: .high),
            AppearanceCase(
                name: "NSAppearanceNameAccessibilityHighContrastAqua", appSetsAppearance: false, increaseContrast: false,
                appearance: .light,
                contrast: .high),
            // The app sets its own appearance: the system's is unknown, its contrast still is.
            AppearanceCase(
                name: "NSAppearanceNameDarkAqua", appSetsAppearance: true, increaseContrast: false, appearance: nil,
                contrast: .normal),
            AppearanceCase(
                name: "NSAppearanceNameAqua", appSetsAppearance: true, increaseContrast: true, appearance: nil, contrast: .high),
            // Nothing matched.
            AppearanceCase(name: nil, appSetsAppearance: false, increaseContrast: false, appearance: nil, contrast: .normal),
        ])
    func effectiveAppearance(_ c: AppearanceCase) {
        let system = SystemAppearance(
            effectiveAppearanceName: c.name, appSetsAppearance: c.appSetsAppearance, increaseContrast: c.increaseContrast)
        #expect(system.appearance == c.appearance)
        #expect(system.contrast == c.contrast)
    }

    @Test("the names matched against cover light and dark at both contrasts")
    func matchedNames() {
        let contexts = SystemAppearance.appKitAppearanceNames.map { SystemAppearance(appearanceName: $0) }
        #expect(
            Set(contexts.map { "\($0.appearance?.rawValue ?? "-")/\($0.contrast?.rawValue ?? "-")" }) == [
                "light/normal", "dark/normal", "light/high", "dark/high",
            ])
    }

    @Test(
        "a view that follows its theme shows Aqua or Dark Aqua",
        arguments: [
            (Selection(theme: "day", appearance: .dark), "NSAppearanceNameDarkAqua"),
            (Selection(theme: "day", appearance: .light), "NSAppearanceNameAqua"),
            (Selection(theme: "day"), "NSAppearanceNameAqua"),
        ] as [(Selection, String)])
    func viewAppearance(_ selection: Selection, _ name: String) {
        #expect(ThemeWindowStyle.appearanceName(for: selection) == name)
    }

    @Test(
        "bindings run again when views are drawn in another appearance than they were applied in",
        arguments: [
            (nil, "NSAppearanceNameDarkAqua", false), ("NSAppearanceNameAqua", "NSAppearanceNameAqua", false),
            ("NSAppearanceNameAqua", "NSAppearanceNameDarkAqua", true),
            ("NSAppearanceNameDarkAqua", "NSAppearanceNameAccessibilityHighContrastDarkAqua", true),
            ("NSAppearanceNameAqua", nil, true),
        ] as [(String?, String?, Bool)])
    func reapply(_ applied: String?, _ effective: String?, _ reapplies: Bool) {
        #expect(SystemAppearance.needsReapply(appliedIn: applied, effective: effective) == reapplies)
    }

    @Test("the app's appearance is left to the system while the manager follows it, and set after an explicit choice")
    func appAppearance() throws {
        let manager = try UIFixtures.manager()
        let dark = SystemAppearance(
            effectiveAppearanceName: "NSAppearanceNameDarkAqua", appSetsAppearance: false, increaseContrast: false)
        dark.feed(manager)
        #expect(manager.selection.appearance == .dark)
        #expect(ThemeWindowStyle(manager).appearanceName == nil)
        #expect(!ThemeWindowStyle(manager).changesAppearance(from: nil))

        try manager.apply(Selection(appearance: .light))
        let style = ThemeWindowStyle(manager)
        #expect(style.appearanceName == "NSAppearanceNameAqua")
        #expect(style.changesAppearance(from: nil))
        #expect(!style.changesAppearance(from: "NSAppearanceNameAqua"))

        // While the app shows its own appearance, the system's last known one is kept.
        let overridden = SystemAppearance(
            effectiveAppearanceName: "NSAppearanceNameAqua", appSetsAppearance: true, increaseContrast: false)
        overridden.feed(manager)
        #expect(manager.systemAppearance == .dark)
        #expect(manager.selection.appearance == .light)
    }
}
