import Foundation
import Livery

// The decisions LiveryUI's AppKit adapter (macOS) makes, kept here so they build and are tested
// everywhere; `AppKit/` only turns them into AppKit calls.

extension PlatformSystemColor {
    /// The AppKit colours Livery maps: the Objective-C names of `NSColor`'s semantic and system
    /// colour class properties (`labelColor`, `windowBackgroundColor`, `controlAccentColor`,
    /// `systemBlueColor`…), the names asset catalogs and ``/Livery/ThemeColor/system(_:)`` use.
    package static let appKitNames: Set<String> = [
        // Foreground
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "quinaryLabelColor",
        "linkColor", "placeholderTextColor", "windowFrameTextColor", "selectedMenuItemTextColor",
        "alternateSelectedControlTextColor", "headerTextColor", "separatorColor", "gridColor",
        // Backgrounds
        "windowBackgroundColor", "underPageBackgroundColor", "controlBackgroundColor", "selectedContentBackgroundColor",
        "unemphasizedSelectedContentBackgroundColor", "findHighlightColor",
        // Text
        "textColor", "textBackgroundColor", "textInsertionPointColor", "selectedTextColor", "selectedTextBackgroundColor",
        "unemphasizedSelectedTextBackgroundColor", "unemphasizedSelectedTextColor",
        // Controls
        "controlColor", "controlTextColor", "selectedControlColor", "selectedControlTextColor", "disabledControlTextColor",
        "keyboardFocusIndicatorColor", "controlAccentColor", "highlightColor", "shadowColor",
        // System colours and fills
        "systemRedColor", "systemGreenColor", "systemBlueColor", "systemOrangeColor", "systemYellowColor",
        "systemBrownColor", "systemPinkColor", "systemPurpleColor", "systemGrayColor", "systemTealColor",
        "systemIndigoColor", "systemMintColor", "systemCyanColor", "systemFillColor", "secondarySystemFillColor",
        "tertiarySystemFillColor", "quaternarySystemFillColor", "quinarySystemFillColor",
        "blackColor", "whiteColor", "clearColor",
    ]

    /// UIKit's semantic colours whose AppKit counterpart has another name: the backgrounds
    /// become window, content and text backgrounds, `opaqueSeparator` the (opaque) grid colour,
    /// `tintColor` the user's accent colour. The others keep their name on the Mac (`label` is
    /// `labelColor`, `systemBlue` is `systemBlueColor`); `systemGray2`…`systemGray6` have no
    /// AppKit colour.
    package static let appKitEquivalents: [String: String] = [
        "systemBackground": "windowBackgroundColor",
        "secondarySystemBackground": "controlBackgroundColor",
        "tertiarySystemBackground": "textBackgroundColor",
        "systemGroupedBackground": "windowBackgroundColor",
        "secondarySystemGroupedBackground": "controlBackgroundColor",
        "tertiarySystemGroupedBackground": "windowBackgroundColor",
        "opaqueSeparator": "gridColor",
        "tintColor": "controlAccentColor",
    ]

    /// The AppKit colour (one of ``appKitNames``) a token's system colour names: AppKit's names
    /// with or without the `Color` suffix (`windowBackground`, `controlAccentColor`), and UIKit's
    /// names (`label`, `systemBackground`, `tintColor`), case-insensitive, with `-` and `_`
    /// ignored as ``uiKitName(for:)`` does. Nil when AppKit has no such colour.
    package static func appKitName(for name: String) -> String? {
        let key = appKitKey(name)
        guard !key.isEmpty else { return nil }
        if let name = appKitNames.first(where: { appKitKey($0) == key }) { return name }
        return appKitEquivalents.first { appKitKey($0.key) == key }?.value
    }

    /// `name` folded for matching: lowercased, without `-`, `_` and spaces, and without a
    /// trailing `color` (so `labelColor`, `label` and `label-color` match).
    static func appKitKey(_ name: String) -> String {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        guard folded.hasSuffix("color"), folded.count > "color".count else { return folded }
        return String(folded.dropLast("color".count))
    }
}

extension PlatformTextStyle {
    /// The text style a token names, as the token names in ``rawValues`` spell it (`largeTitle`,
    /// `title1`, `caption1`…): what the AppKit adapter maps onto `NSFont.TextStyle`'s constants.
    /// Matching is ``rawValue(for:)``'s: case-insensitive, `title` and `caption` mean `title1`
    /// and `caption1`.
    package static func styleName(for name: String) -> String? {
        guard let raw = rawValue(for: name) else { return nil }
        return rawValues.first { $0.value == raw }?.key
    }
}

extension SystemAppearance {
    /// The `NSAppearance` names an appearance is matched against
    /// (`bestMatch(from:)`): light and dark, each at normal and high contrast.
    package static let appKitAppearanceNames = [
        "NSAppearanceNameAqua", "NSAppearanceNameDarkAqua",
        "NSAppearanceNameAccessibilityHighContrastAqua", "NSAppearanceNameAccessibilityHighContrastDarkAqua",
    ]

    /// The system's appearance as AppKit shows it.
    ///
    /// - Parameters:
    ///   - effectiveAppearanceName: the app's effective appearance (`NSApp.effectiveAppearance`),
    ///     best-matched against ``appKitAppearanceNames``; nil when nothing matched.
    ///   - appSetsAppearance: whether the app sets its own appearance (`NSApp.appearance` is not
    ///     nil). The effective appearance is then the app's choice, not the system's, so the
    ///     appearance is unknown (nil) and the manager keeps the last one reported.
    ///   - increaseContrast: the Increase Contrast setting
    ///     (`NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast`); a high-contrast
    ///     appearance name also means high contrast.
    package init(effectiveAppearanceName: String?, appSetsAppearance: Bool, increaseContrast: Bool) {
        let named = effectiveAppearanceName.map(SystemAppearance.init(appearanceName:))
        self.init(
            appearance: appSetsAppearance ? nil : named?.appearance,
            contrast: increaseContrast || named?.contrast == .high ? .high : .normal)
    }
}

extension ThemeWindowStyle {
    /// Whether the app's appearance (`NSApp.appearance`, named `current`, nil when it follows the
    /// system) must change to show this style's ``appearanceName``.
    package func changesAppearance(from current: String?) -> Bool {
        current != appearanceName
    }

    /// The `NSAppearance` name that shows `selection`'s appearance: `NSAppearanceNameDarkAqua`
    /// for a dark appearance, `NSAppearanceNameAqua` otherwise. What a view that follows its own
    /// theme shows (a scope's), whether or not the app follows the system.
    package static func appearanceName(for selection: Selection) -> String {
        selection.appearance == .dark ? "NSAppearanceNameDarkAqua" : "NSAppearanceNameAqua"
    }
}

extension SystemAppearance {
    /// Whether bindings must run again because the appearance views are drawn in (the app's
    /// effective appearance, best-matched against ``appKitAppearanceNames``) is no longer the one
    /// they were last applied in (`applied`): the system changed without a switch (a theme with
    /// no dark context, a manager that does not follow the system), or the app's appearance
    /// changed after the bindings ran. Layer colours (`CGColor`s) are resolved once, for the
    /// appearance current when they are set, so they must be set again; dynamic colours follow by
    /// themselves. Nothing to do before the bindings first ran (`applied` nil).
    package static func needsReapply(appliedIn applied: String?, effective: String?) -> Bool {
        guard let applied else { return false }
        return applied != effective
    }
}

extension ThemeGradient {
    /// `count` colours sampled evenly from the start (0) to the end (1) of the gradient
    /// (``color(at:)``): the bands an image of the gradient is drawn with, top to bottom. One
    /// sample is the start colour; none for a count below 1.
    package func samples(_ count: Int) -> [ThemeColor] {
        guard count > 0 else { return [] }
        return (0..<count).map { color(at: count > 1 ? Double($0) / Double(count - 1) : 0) }
    }
}
