import Foundation
import Livery

/// The system's appearance as the Apple layer reads it from traits (`UITraitCollection`) or
/// `NSAppearance`, mapped to the manager's `appearance` and `contrast` contexts.
public struct SystemAppearance: Sendable, Hashable {
    /// Light or dark; nil when the system did not say (`UIUserInterfaceStyle.unspecified`).
    public var appearance: Selection.Appearance?
    /// Normal or high; nil when the system did not say.
    public var contrast: Selection.Contrast?

    /// The system's appearance and contrast, each nil when the system did not say.
    public init(appearance: Selection.Appearance?, contrast: Selection.Contrast?) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// From `UITraitCollection`'s raw values: `userInterfaceStyle` (0 unspecified, 1 light,
    /// 2 dark) and `accessibilityContrast` (-1 unspecified, 0 normal, 1 high).
    package init(userInterfaceStyle: Int, accessibilityContrast: Int) {
        appearance = [1: .light, 2: .dark][userInterfaceStyle]
        contrast = [0: .normal, 1: .high][accessibilityContrast]
    }

    /// From an `NSAppearance` name (`NSAppearanceNameDarkAqua`, `NSAppearanceNameAccessibilityHighContrastAqua`…).
    package init(appearanceName: String) {
        appearance = appearanceName.contains("Dark") ? .dark : .light
        contrast = appearanceName.contains("HighContrast") ? .high : .normal
    }

    /// Tells `manager` (which follows the system unless the user chose explicitly).
    @MainActor public func feed<Theme>(_ manager: ThemeSwitcher<Theme>) {
        if let appearance, appearance != manager.systemAppearance { manager.systemAppearanceDidChange(to: appearance) }
        if let contrast, contrast != manager.systemContrast { manager.systemContrastDidChange(to: contrast) }
    }
}

/// What the window and status bar show for the current selection, so alerts, keyboards and
/// pickers match the theme.
package struct ThemeWindowStyle: Sendable, Hashable {
    /// `UIUserInterfaceStyle` raw value for `overrideUserInterfaceStyle`: 0 (follow the system)
    /// while the manager follows the system, else 1 (light) or 2 (dark).
    package var userInterfaceStyle: Int
    /// `NSAppearance` name for `NSApp.appearance`; nil to follow the system.
    package var appearanceName: String?
    /// Whether the status bar shows light content (`UIStatusBarStyle.lightContent`) rather than dark.
    package var lightStatusBar: Bool

    /// The token a theme may set to choose its status bar: `light` or `dark` content.
    package static let statusBarToken = Token<String>("livery.statusBar")

    /// The style for `manager`'s current selection. A theme can choose its status bar with the
    /// string token ``statusBarToken`` (`"light"` or `"dark"` content); otherwise a dark
    /// appearance gets light content.
    @MainActor package init(_ manager: ThemeManager) {
        let dark = manager.selection.appearance == .dark
        // Follow the system only where the theme shows the system's appearance: a theme without
        // a dark context stays light when the system turns dark, and so must its alerts and keyboards.
        let followsSystem =
            manager.followsSystemAppearance && manager.systemAppearance != nil
            && manager.selection.appearance == manager.systemAppearance
        userInterfaceStyle = followsSystem ? 0 : (dark ? 2 : 1)
        appearanceName = followsSystem ? nil : (dark ? "NSAppearanceNameDarkAqua" : "NSAppearanceNameAqua")
        switch manager.current[Self.statusBarToken] {
        case "light"?: lightStatusBar = true
        case "dark"?: lightStatusBar = false
        default: lightStatusBar = dark
        }
    }
}

/// Whether a switch is animated: the default cross-fade of the key window, skipped when Reduce
/// Motion is on, when there is no window to fade, or for the first application of a theme.
public struct ThemeTransitionPolicy: Sendable, Hashable {
    /// The cross-fade's length, in seconds.
    public var duration: Double

    /// A policy that cross-fades for `duration` seconds.
    public init(duration: Double = 0.25) {
        self.duration = duration
    }

    /// Whether to animate the switch now.
    package func animates(reduceMotion: Bool, hasWindow: Bool) -> Bool {
        !reduceMotion && hasWindow && duration > 0
    }
}

extension AppearanceVariants {
    /// The variant a view with `traits` shows: the system's appearance and contrast where the
    /// traits say, the current selection's where they do not (`unspecified`), and `current` (the
    /// token's value in the current selection) when no variant fits.
    package func value(for traits: SystemAppearance, selection: Selection, current: Value) -> Value {
        guard traits.appearance != nil || traits.contrast != nil else { return current }
        let dark = (traits.appearance ?? selection.appearance) == .dark
        let high = (traits.contrast ?? selection.contrast) == .high
        return value(dark: dark, highContrast: high) ?? current
    }
}
