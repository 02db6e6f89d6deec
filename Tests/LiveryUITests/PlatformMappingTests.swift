import Foundation
import Livery
import LiveryUI
import Testing

@Suite("LiveryUI: platform values")
struct PlatformValueTests {
    struct ColorCase: CustomTestStringConvertible, Sendable {
        var text: String
        var space: PlatformColorComponents.Space
        var testDescription: String { "\(text) → \(space)" }
    }

    @Test(
        "colours keep their space where the platform has it; wide-gamut colours become extended sRGB",
        arguments: [
            ColorCase(text: "#336699", space: .sRGB), ColorCase(text: "color(display-p3 1 0 0)", space: .displayP3),
            ColorCase(text: "oklch(0.9 0.37 145)", space: .extendedSRGB), ColorCase(text: "lab(50 20 -30)", space: .sRGB),
            ColorCase(text: "hsl(210 50% 40%)", space: .sRGB),
        ])
    func colorSpaces(_ c: ColorCase) throws {
        let color = try ThemeColor(parsing: c.text)
        let components = PlatformColorComponents(color)
        #expect(components.space == c.space)
        if c.space == .extendedSRGB {
            #expect([components.red, components.green, components.blue].contains { $0 < 0 || $0 > 1 })
        } else {
            #expect([components.red, components.green, components.blue].allSatisfy { $0 >= 0 && $0 <= 1 })
        }
        if c.space == .displayP3 { #expect(components.red == 1 && components.green == 0) }
    }

    @Test(
        "CSS weights map onto the platform weight scale",
        arguments: [
            (100.0, -0.8), (400, 0), (500, 0.23), (700, 0.4), (900, 0.62), (50, -0.8), (450, 0.115), (1000, 0.62),
        ] as [(Double, Double)])
    func weights(_ css: Double, _ platform: Double) {
        #expect(abs(PlatformFontWeight.platformValue(FontWeight(css)) - platform) < 1e-9)
    }

    @Test(
        "text style names map to the platform's",
        arguments: [
            ("body", "UICTFontTextStyleBody"), ("largeTitle", "UICTFontTextStyleTitle0"),
            ("large-title", "UICTFontTextStyleTitle0"),
            ("title", "UICTFontTextStyleTitle1"), ("Caption", "UICTFontTextStyleCaption1"),
            ("subheadline", "UICTFontTextStyleSubhead"),
        ] as [(String, String)])
    func textStyles(_ name: String, _ raw: String) {
        #expect(PlatformTextStyle.rawValue(for: name) == raw)
        #expect(PlatformTextStyle.defaultSize(for: name) != nil)
    }

    @Test("unknown text styles and system colours are refused")
    func unknownNames() {
        #expect(PlatformTextStyle.rawValue(for: "shout") == nil)
        #expect(PlatformSystemColor.uiKitName(for: "secondary-label") == "secondaryLabel")
        #expect(PlatformSystemColor.uiKitName(for: "system_background") == "systemBackground")
        #expect(PlatformSystemColor.uiKitName(for: "chartreuse") == nil)
    }

    @Test(
        "gradient geometry follows the CSS angle",
        arguments: [
            (180.0, 0.5, 0.0, 0.5, 1.0), (90, 0.0, 0.5, 1.0, 0.5), (0, 0.5, 1.0, 0.5, 0.0),
        ] as [(Double, Double, Double, Double, Double)])
    func gradientGeometry(_ angle: Double, _ sx: Double, _ sy: Double, _ ex: Double, _ ey: Double) {
        let gradient = ThemeGradient(stops: [
            GradientStop(color: ThemeColor(red: 1, green: 1, blue: 1), position: 1),
            GradientStop(color: ThemeColor(red: 0, green: 0, blue: 0), position: 0),
        ])
        let geometry = GradientGeometry(gradient, angle: angle)
        #expect(abs(geometry.start.x - sx) < 1e-9 && abs(geometry.start.y - sy) < 1e-9)
        #expect(abs(geometry.end.x - ex) < 1e-9 && abs(geometry.end.y - ey) < 1e-9)
        #expect(geometry.locations == [0, 1])
        #expect(geometry.colors.first?.hexString == "#000000FF")
    }

    @Test("a gradient samples between its stops")
    func gradientSamples() {
        let gradient = ThemeGradient(stops: [
            GradientStop(color: ThemeColor(red: 0, green: 0, blue: 0), position: 0),
            GradientStop(color: ThemeColor(red: 1, green: 1, blue: 1), position: 1),
        ])
        #expect(gradient.color(at: 0.5).sRGBComponents.red == 0.5)
        #expect(gradient.color(at: -1).hexString == "#000000FF")
        #expect(gradient.color(at: 2).hexString == "#FFFFFFFF")
        #expect(ThemeGradient(stops: []).color(at: 0.5) == .clear)
    }
}

@Suite("LiveryUI: the system feed")
@MainActor
struct SystemFeedTests {
    @Test(
        "trait raw values map to appearance and contrast",
        arguments: [
            (0, -1, nil, nil), (1, 0, .light, .normal), (2, 1, .dark, .high), (2, -1, .dark, nil),
        ] as [(Int, Int, Selection.Appearance?, Selection.Contrast?)])
    func traitMapping(_ style: Int, _ contrast: Int, _ appearance: Selection.Appearance?, _ contrastName: Selection.Contrast?) {
        let system = SystemAppearance(userInterfaceStyle: style, accessibilityContrast: contrast)
        #expect(system.appearance == appearance)
        #expect(system.contrast == contrastName)
    }

    @Test(
        "NSAppearance names map to appearance and contrast",
        arguments: [
            ("NSAppearanceNameAqua", .light, .normal), ("NSAppearanceNameDarkAqua", .dark, .normal),
            ("NSAppearanceNameAccessibilityHighContrastDarkAqua", .dark, .high),
            ("NSAppearanceNameAccessibilityHighContrastAqua", .light, .high),
        ] as [(String, Selection.Appearance, Selection.Contrast)])
    func appearanceNames(_ name: String, _ appearance: Selection.Appearance, _ contrast: Selection.Contrast) {
        let system = SystemAppearance(appearanceName: name)
        #expect(system.appearance == appearance && system.contrast == contrast)
    }

    @Test("the feed switches a manager that follows the system, and not one with an explicit choice")
    func feed() throws {
        let manager = try UIFixtures.manager()
        SystemAppearance(userInterfaceStyle: 2, accessibilityContrast: 1).feed(manager)
        #expect(manager.selection.appearance == .dark && manager.selection.contrast == .high)
        #expect(ThemeWindowStyle(manager).userInterfaceStyle == 0, "following the system: no override")
        try manager.apply(Selection(appearance: .light))
        SystemAppearance(userInterfaceStyle: 2, accessibilityContrast: 1).feed(manager)
        #expect(manager.selection.appearance == .light)
        let style = ThemeWindowStyle(manager)
        #expect(style.userInterfaceStyle == 1 && style.appearanceName == "NSAppearanceNameAqua" && !style.lightStatusBar)
        try manager.apply(Selection(appearance: .dark))
        #expect(ThemeWindowStyle(manager).userInterfaceStyle == 2 && ThemeWindowStyle(manager).lightStatusBar)
    }

    @Test("a theme without the system's appearance pins the window to its own")
    func themeWithoutTheSystemsAppearance() throws {
        let space = ThemeSpace(
            modifiers: [
                ThemeSpace.Modifier(name: "theme", contexts: ["day"], defaultContext: "day"),
                ThemeSpace.Modifier(name: "appearance", contexts: ["light"], defaultContext: "light"),
            ],
            layers: [
                ThemeSpace.Layer(
                    name: "base",
                    documents: [
                        try UIFixtures.document(##"{"color": {"$type": "color", "background": "#FFFFFF"}}"##, "base.json")
                    ])
            ])
        let manager = try ThemeManager(space: space, storage: nil)
        SystemAppearance(userInterfaceStyle: 2, accessibilityContrast: 0).feed(manager)
        #expect(manager.followsSystemAppearance)
        #expect(manager.selection.appearance == .light)
        let style = ThemeWindowStyle(manager)
        #expect(style.userInterfaceStyle == 1, "alerts and keyboards must stay light over a light theme")
        #expect(style.appearanceName == "NSAppearanceNameAqua" && !style.lightStatusBar)
        SystemAppearance(userInterfaceStyle: 1, accessibilityContrast: 0).feed(manager)
        #expect(ThemeWindowStyle(manager).userInterfaceStyle == 0, "the system's appearance is the theme's: follow it")
    }

    @Test(
        "style groups name control states",
        arguments: [
            ("normal", 0), ("highlighted", 1), ("Disabled", 2), ("selected", 4), ("focused", 8), ("selected+highlighted", 5),
        ] as [(String, UInt)])
    func controlStateNames(_ name: String, _ raw: UInt) {
        #expect(ControlStateName.controlState(named: name) == raw)
        if raw != 5 { #expect(ControlStateName(controlState: raw).rawValue == name.lowercased()) }
    }

    @Test("an unknown control state name is not a state")
    func unknownControlState() {
        #expect(ControlStateName.controlState(named: "pressed") == nil)
        #expect(ControlStateName.controlState(named: "normal+") == nil)
    }

    @Test("a theme chooses its status bar with a token")
    func statusBarToken() throws {
        let document = try UIFixtures.document(
            ##"{"livery": {"statusBar": {"$type": "string", "$value": "light"}}}"##, "base.json")
        let manager = try ThemeManager(
            space: ThemeSpace(modifiers: [], layers: [ThemeSpace.Layer(name: "base", documents: [document])]), storage: nil)
        #expect(ThemeWindowStyle(manager).lightStatusBar)
    }

    @Test(
        "switches cross-fade unless Reduce Motion is on or there is no window",
        arguments: [
            (false, true, true), (true, true, false), (false, false, false),
        ] as [(Bool, Bool, Bool)])
    func reduceMotion(_ reduceMotion: Bool, _ hasWindow: Bool, _ animates: Bool) {
        #expect(ThemeTransitionPolicy().animates(reduceMotion: reduceMotion, hasWindow: hasWindow) == animates)
        #expect(!ThemeTransitionPolicy(duration: 0).animates(reduceMotion: false, hasWindow: true))
    }

    @Test("a dynamic colour picks the variant of the traits it is shown with")
    func dynamicVariantSelection() {
        let variants = AppearanceVariants(light: "L", dark: "D", lightHighContrast: "LH", darkHighContrast: nil)
        let light = Selection(theme: "day", appearance: .light, contrast: .normal)
        #expect(
            variants.value(for: SystemAppearance(userInterfaceStyle: 2, accessibilityContrast: 0), selection: light, current: "C")
                == "D")
        #expect(
            variants.value(for: SystemAppearance(userInterfaceStyle: 1, accessibilityContrast: 1), selection: light, current: "C")
                == "LH")
        #expect(
            variants.value(for: SystemAppearance(userInterfaceStyle: 2, accessibilityContrast: 1), selection: light, current: "C")
                == "D")
        #expect(
            variants.value(
                for: SystemAppearance(userInterfaceStyle: 0, accessibilityContrast: -1), selection: light, current: "C") == "C")
        // Unspecified style with high contrast: the selection's appearance.
        let dark = Selection(theme: "day", appearance: .dark, contrast: .normal)
        #expect(
            variants.value(for: SystemAppearance(userInterfaceStyle: 0, accessibilityContrast: 1), selection: dark, current: "C")
                == "D")
    }
}
