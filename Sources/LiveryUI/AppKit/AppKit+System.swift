#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import Foundation
    import Livery
    import AppKit

    /// Connects a window to a manager on the Mac: the system's appearance and Increase Contrast
    /// setting feed the manager, the app's `NSApp.appearance` follows the theme's appearance so
    /// every window, sheet, alert and menu matches, and switches cross-fade the window's content
    /// unless Reduce Motion is on. The AppKit counterpart of UIKit's `SystemAppearanceFollower`.
    ///
    /// ```swift
    /// let follower = SystemAppearanceFollower(window: window, manager: AppTheme.manager)
    /// ```
    ///
    /// Changes of the system's appearance are seen through a zero-size view the follower adds to
    /// the window's content view (`viewDidChangeEffectiveAppearance()`), changes of the
    /// accessibility display options through `NSWorkspace`'s notification centre; no key-value
    /// observing. Keep the follower as long as the window (a window controller property), and make
    /// a new one if you replace the window's content view.
    ///
    /// The follower owns `NSApp.appearance`: nil (the system's) while the manager follows the
    /// system, Aqua or Dark Aqua (``ThemeWindowStyle/appearanceName``) after an explicit choice, set
    /// before the bindings run so layer colours are resolved in the new appearance. While the app
    /// sets its own appearance the system's cannot be read, so the manager keeps the last one
    /// reported until following resumes. Don't set the window's own `appearance`: its content
    /// would no longer show the system's changes.
    ///
    /// The manager's ``/Livery/ThemeSwitcher/transition`` is set to the cross-fade, so one follower
    /// per manager fades its window; set your own transition after this to replace it (the
    /// follower then sets the app's appearance after the bindings and runs them again).
    @MainActor
    public final class SystemAppearanceFollower: ThemeObserver {
        /// The window whose content cross-fades.
        public private(set) weak var window: NSWindow?
        /// The manager fed and followed.
        public let manager: ThemeManager
        /// The cross-fade's policy (its duration; Reduce Motion is read at each switch).
        public var transitionPolicy = ThemeTransitionPolicy()
        private let probe = AppearanceProbe(frame: .zero)
        private var displayOptions: NotificationObservation?
        /// The effective appearance the bindings last ran in.
        private var appliedAppearance: String?
        /// Set while the follower changes `NSApp.appearance` itself.
        private var changingAppearance = false

        /// Starts following: feeds the system's appearance and contrast now and on every change,
        /// and sets `NSApp.appearance` for the current selection.
        public init(window: NSWindow, manager: ThemeManager) {
            self.window = window
            self.manager = manager
            // Read the system's appearance, not one an earlier choice left on the app.
            NSApp?.appearance = nil
            feed()
            probe.onChange = { [weak self] in self?.effectiveAppearanceDidChange() }
            window.contentView?.addSubview(probe)
            // Layer-backed from the start, so the first cross-fade has contents to fade from.
            window.contentView?.wantsLayer = true
            let center = NSWorkspace.shared.notificationCenter
            let token = center.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.feed() }
            }
            displayOptions = NotificationObservation(center: center, token: token)
            manager.addObserver(self)
            manager.transition = { [weak self] apply in
                guard let self else { return apply() }
                self.updateAppearance()
                self.crossFade(apply)
                self.appliedAppearance = self.effectiveAppearanceName
            }
            if updateAppearance() { manager.reapply() }
            appliedAppearance = effectiveAppearanceName
        }

        /// Sets the app's appearance for the new selection when the transition was replaced (the
        /// bindings then ran in the old one, so they run again).
        package func themeDidChange(_ change: ThemeChange) {
            if updateAppearance() { manager.reapply() }
            appliedAppearance = effectiveAppearanceName
        }

        /// The app's effective appearance, best-matched (nil without an app).
        var effectiveAppearanceName: String? {
            NSApp?.effectiveAppearance.bestMatch(from: AppKitAppearance.names)?.rawValue
        }

        /// The window's effective appearance changed: the system's, or the app's own when the
        /// follower set it (then the system's may be readable again: fed once the switch is done).
        func effectiveAppearanceDidChange() {
            guard changingAppearance else { return feed() }
            Task { [weak self] in self?.feed() }
        }

        /// The system's appearance and contrast, told to the manager. Bindings run again when the
        /// views are now drawn in another appearance than the one they were applied in.
        func feed() {
            guard let app = NSApp else { return }
            SystemAppearance(
                effectiveAppearanceName: effectiveAppearanceName, appSetsAppearance: app.appearance != nil,
                increaseContrast: NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast
            ).feed(manager)
            let effective = effectiveAppearanceName
            if SystemAppearance.needsReapply(appliedIn: appliedAppearance, effective: effective) {
                manager.reapply()
                appliedAppearance = effective
            }
        }

        /// Sets `NSApp.appearance` for the current selection (nil while following the system);
        /// whether it changed.
        @discardableResult
        func updateAppearance() -> Bool {
            guard let app = NSApp else { return false }
            let style = ThemeWindowStyle(manager)
            guard style.changesAppearance(from: app.appearance?.name.rawValue) else { return false }
            changingAppearance = true
            defer { changingAppearance = false }
            app.appearance = style.appearanceName.flatMap { NSAppearance(named: NSAppearance.Name(rawValue: $0)) }
            return true
        }
    }

    /// The window fade, shared by ``SystemAppearanceFollower`` and
    /// ``ThemeTransitionPolicy/crossFade(in:)``.
    @MainActor
    enum ThemeCrossFade {
        static func run(in window: NSWindow, policy: ThemeTransitionPolicy, _ apply: () -> Void) {
            guard let content = window.contentView,
                policy.animates(
                    reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion, hasWindow: window.isVisible)
            else {
                withoutImplicitAnimations(apply)
                return
            }
            if let layer = content.layer {
                let fade = CATransition()
                fade.type = .fade
                fade.duration = policy.duration
                layer.add(fade, forKey: "livery.themeTransition")
            }
            withoutImplicitAnimations(apply)
        }
    }

    extension ThemeTransitionPolicy {
        /// A transition that fades `window` on every switch, for a manager's
        /// ``/Livery/ThemeSwitcher/transition``: `manager.transition = ThemeTransitionPolicy().crossFade(in: window)`.
        /// A snapshot of the old look fades out over the new one for ``duration``; with Reduce
        /// Motion on, or while the window is not visible, the switch happens at once. The window is
        /// held weakly.
        @MainActor
        public func crossFade(in window: NSWindow) -> @MainActor (_ apply: () -> Void) -> Void {
            { [weak window] apply in
                guard let window else { return apply() }
                ThemeCrossFade.run(in: window, policy: self, apply)
            }
        }
    }

    /// A zero-size view that reports changes of its effective appearance (the window's, which
    /// follows `NSApp`'s and the system's).
    final class AppearanceProbe: NSView {
        var onChange: (@MainActor () -> Void)?

        override func viewDidChangeEffectiveAppearance() {
            super.viewDidChangeEffectiveAppearance()
            onChange?()
        }
    }

    /// A block-based notification observer, removed when this goes away.
    final class NotificationObservation {
        private let center: NotificationCenter
        private let token: any NSObjectProtocol

        init(center: NotificationCenter, token: any NSObjectProtocol) {
            self.center = center
            self.token = token
        }

        deinit { center.removeObserver(token) }
    }
#endif
