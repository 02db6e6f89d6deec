#if canImport(SwiftUI)
    import Foundation
    import Livery
    import LiveryUI
    import SwiftUI

    /// The manager views below `.livery(_:)` read their tokens from.
    private struct LiveryManagerKey: EnvironmentKey {
        static let defaultValue: ThemeManager? = nil
    }

    /// The colour scheme above the outermost `.livery(_:)`, which sets its own: the system's, as
    /// `liveryFollowsSystemAppearance()` must report it wherever it is applied.
    private struct SystemColorSchemeKey: EnvironmentKey {
        static let defaultValue: ColorScheme? = nil
    }

    extension EnvironmentValues {
        /// The theme manager of the views below `.livery(_:)`; nil outside one, where views read
        /// the app-wide manager (``/LiveryUI/AppTheme/manager``).
        ///
        /// UIKit views hosted here (`UIViewRepresentable`) bind through the same object:
        /// `label.livery(context.environment.livery ?? AppTheme.manager)`.
        public var livery: ThemeManager? {
            get { self[LiveryManagerKey.self] }
            set { self[LiveryManagerKey.self] = newValue }
        }

        var liverySystemColorScheme: ColorScheme? {
            get { self[SystemColorSchemeKey.self] }
            set { self[SystemColorSchemeKey.self] = newValue }
        }
    }

    extension View {
        /// Reads this view's tokens from `manager`: the app's manager, or a scope of it for a subtree
        /// with its own selection (`manager.makeScope(pinning: Selection(theme: "sepia"))`).
        ///
        /// Views below re-render through Observation, and only those that read a token whose value
        /// changed (``ThemeValues``). The subtree is drawn in the theme's colour scheme where the
        /// theme does not show the system's (an explicit appearance, a scope, a theme without a
        /// dark context), so system controls and appearance-following colours match the theme.
        public func livery(_ manager: ThemeManager) -> some View {
            LiveryEnvironment(content: self, manager: manager)
        }

        /// Feeds the system's colour scheme and contrast (the environment's `colorScheme` and
        /// `colorSchemeContrast`) to `manager` when this view appears and whenever they change, so
        /// a manager that follows the system switches with it
        /// (``/Livery/ThemeSwitcher/followsSystemAppearance``,
        /// ``/Livery/ThemeSwitcher/followsSystemContrast``).
        ///
        /// Without a manager, it feeds the one `.livery(_:)` put in the environment, else the
        /// app-wide one; for a scope, the app's manager it follows. Apply it once, near the root:
        /// inside or outside `.livery(_:)`, it reports the scheme from above `.livery(_:)`, the
        /// system's, not the one `.livery(_:)` sets for the theme.
        public func liveryFollowsSystemAppearance(_ manager: ThemeManager? = nil) -> some View {
            SystemAppearanceFeed(content: self, manager: manager)
        }
    }

    /// `.livery(_:)`: the manager in the environment, its store made here (this body follows the
    /// manager's selection anyway), and the theme's colour scheme.
    private struct LiveryEnvironment<Content: View>: View {
        let content: Content
        let manager: ThemeManager
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.liverySystemColorScheme) private var systemColorScheme

        @MainActor var body: some View {
            _ = ThemeValues.values(for: manager)
            let scheme = LiveryColorScheme.override(for: manager).map(ColorScheme.init) ?? colorScheme
            return
                content
                .environment(\.colorScheme, scheme)
                .environment(\.liverySystemColorScheme, systemColorScheme ?? colorScheme)
                .environment(\.livery, manager)
        }
    }

    /// `.liveryFollowsSystemAppearance()`.
    private struct SystemAppearanceFeed<Content: View>: View {
        let content: Content
        let manager: ThemeManager?
        @Environment(\.livery) private var environmentManager
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var colorSchemeContrast
        @Environment(\.liverySystemColorScheme) private var systemColorScheme

        @MainActor var body: some View {
            let system = SystemAppearance(
                colorScheme: LiveryColorScheme(systemColorScheme ?? colorScheme),
                contrast: LiveryColorSchemeContrast(colorSchemeContrast))
            let target = manager ?? environmentManager
            return content.onChange(of: system, initial: true) { _, system in
                system.feedRoot(of: target ?? AppTheme.manager)
            }
        }
    }

    extension LiveryColorScheme {
        /// SwiftUI's colour scheme; nil for one this code does not know.
        package init?(_ scheme: ColorScheme) {
            switch scheme {
            case .light: self = .light
            case .dark: self = .dark
            @unknown default: return nil
            }
        }
    }

    extension LiveryColorSchemeContrast {
        /// SwiftUI's colour scheme contrast; nil for one this code does not know.
        package init?(_ contrast: ColorSchemeContrast) {
            switch contrast {
            case .standard: self = .standard
            case .increased: self = .increased
            @unknown default: return nil
            }
        }
    }

    extension ColorScheme {
        init(_ scheme: LiveryColorScheme) {
            switch scheme {
            case .light: self = .light
            case .dark: self = .dark
            }
        }
    }
#endif
