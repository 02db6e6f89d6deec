import Foundation
import Livery
import LiveryUI

/// SwiftUI's `ColorScheme`, as the platform-neutral code names it.
package enum LiveryColorScheme: String, Sendable, Hashable, CaseIterable {
    /// `ColorScheme.light` and `ColorScheme.dark`.
    case light, dark

    /// The manager's `appearance` context for the scheme.
    package var appearance: Selection.Appearance {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }

    /// The scheme that shows an `appearance` context, nil for none.
    package init?(appearance: Selection.Appearance?) {
        guard let appearance else { return nil }
        self = appearance == .dark ? .dark : .light
    }

    /// The scheme views under `.livery(manager)` are drawn in, nil where they keep the system's:
    /// the system's while the manager follows it and the theme shows the system's appearance, else
    /// the theme's own (an explicit choice, a scope, a theme with no dark context), so system
    /// controls, sheets and the dynamic colours of the theme's tokens show the theme's variant.
    /// LiveryUI's `SystemAppearanceFollower` makes the same decision for UIKit windows.
    @MainActor package static func override(for manager: ThemeManager) -> LiveryColorScheme? {
        switch ThemeWindowStyle(manager).userInterfaceStyle {
        case 1: .light
        case 2: .dark
        default: nil
        }
    }
}

/// SwiftUI's `ColorSchemeContrast`, as the platform-neutral code names it.
package enum LiveryColorSchemeContrast: String, Sendable, Hashable, CaseIterable {
    /// `ColorSchemeContrast.standard` and `ColorSchemeContrast.increased` (Increase Contrast on).
    case standard, increased

    /// The manager's `contrast` context for the contrast.
    package var contrast: Selection.Contrast {
        switch self {
        case .standard: .normal
        case .increased: .high
        }
    }
}

extension SystemAppearance {
    /// The system's appearance as SwiftUI's environment gives it (`colorScheme` and
    /// `colorSchemeContrast`): `light` or `dark`, `normal` or `high`; nil where SwiftUI gave
    /// nothing this code knows.
    package init(colorScheme: LiveryColorScheme?, contrast: LiveryColorSchemeContrast?) {
        self.init(appearance: colorScheme?.appearance, contrast: contrast?.contrast)
    }

    /// Tells the manager that follows the system on behalf of `manager`: `manager` itself, or for
    /// a scope the app's manager it follows (a scope never follows the system itself; it follows
    /// its parent's switches).
    @MainActor package func feedRoot(of manager: ThemeManager) {
        feed(manager.root)
    }
}
