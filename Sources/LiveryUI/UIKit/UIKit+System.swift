#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    /// Connects a window to a manager: the system's appearance and contrast (trait changes) feed
    /// the manager, the window's `overrideUserInterfaceStyle` follows the theme's appearance so
    /// alerts, keyboards and pickers match, and switches cross-fade the window unless Reduce Motion
    /// is on.
    ///
    /// ```swift
    /// let follower = SystemAppearanceFollower(window: window, manager: AppTheme.manager)
    /// ```
    ///
    /// Keep the follower as long as the window (a scene delegate property). The manager's
    /// ``/Livery/ThemeSwitcher/transition`` is set to the cross-fade; set your own after this to replace it.
    @MainActor
    public final class SystemAppearanceFollower: ThemeObserver {
        /// The window kept in step.
        public private(set) weak var window: UIWindow?
        /// The manager fed and followed.
        public let manager: ThemeManager
        /// The cross-fade's policy (its duration; Reduce Motion is read at each switch).
        public var transitionPolicy = ThemeTransitionPolicy()
        private var registration: (any UITraitChangeRegistration)?
        private var contentSizeRegistration: (any UITraitChangeRegistration)?

        /// Starts following: feeds the system's current traits now and on every change of user
        /// interface style or accessibility contrast.
        public init(window: UIWindow, manager: ThemeManager) {
            self.window = window
            self.manager = manager
            feedSystemTraits()
            // Registered on the window scene: the window's own traits follow the override set below,
            // so they stop changing with the system's while a theme pins an appearance.
            let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
            let contentSize: [UITrait] = [UITraitPreferredContentSizeCategory.self]
            if let scene = window.windowScene {
                registration = scene.registerForTraitChanges(traits) { [weak self] (_: UIWindowScene, _: UITraitCollection) in
                    self?.feedSystemTraits()
                }
                contentSizeRegistration = scene.registerForTraitChanges(contentSize) {
                    [weak self] (_: UIWindowScene, _: UITraitCollection) in
                    self?.contentSizeDidChange()
                }
            } else {
                registration = window.registerForTraitChanges(traits) { [weak self] (_: UIWindow, _: UITraitCollection) in
                    self?.feedSystemTraits()
                }
                contentSizeRegistration = window.registerForTraitChanges(contentSize) {
                    [weak self] (_: UIWindow, _: UITraitCollection) in
                    self?.contentSizeDidChange()
                }
            }
            manager.addObserver(self)
            manager.transition = { [weak self] apply in self?.crossFade(apply) ?? apply() }
            updateWindow()
        }

        /// Tells the manager the system's appearance and contrast: the window scene's traits, which
        /// the window's `overrideUserInterfaceStyle` does not reach; without a scene, the window's,
        /// leaving the style out while the window overrides it.
        func feedSystemTraits() {
            guard let window else { return }
            let traits = window.windowScene?.traitCollection ?? window.traitCollection
            let overridden = window.windowScene == nil && window.overrideUserInterfaceStyle != .unspecified
            SystemAppearance(
                userInterfaceStyle: overridden ? UIUserInterfaceStyle.unspecified.rawValue : traits.userInterfaceStyle.rawValue,
                accessibilityContrast: traits.accessibilityContrast.rawValue
            ).feed(manager)
        }

        /// The user changed the text size: fonts converted for Dynamic Type (and bar and segment
        /// title attributes built from them) are made again, and the bindings applied again.
        func contentSizeDidChange() {
            ConversionCache.cache(for: manager).invalidate()
            manager.reapply()
        }

        package func themeDidChange(_ change: ThemeChange) {
            updateWindow()
        }

        /// Sets the window's interface style for the current selection and asks for a status bar update.
        func updateWindow() {
            let style = ThemeWindowStyle(manager)
            window?.overrideUserInterfaceStyle = UIUserInterfaceStyle(rawValue: style.userInterfaceStyle) ?? .unspecified
            #if !os(tvOS) && !os(visionOS)
                window?.rootViewController?.setNeedsStatusBarAppearanceUpdate()
            #endif
        }
    }

    /// The window cross-fade, shared by ``SystemAppearanceFollower`` and
    /// ``ThemeTransitionPolicy/crossFade(in:)``.
    @MainActor
    enum ThemeCrossFade {
        static func run(in window: UIWindow, policy: ThemeTransitionPolicy, _ apply: () -> Void) {
            guard
                policy.animates(
                    reduceMotion: UIAccessibility.isReduceMotionEnabled,
                    hasWindow: !window.isHidden && window.windowScene?.activationState == .foregroundActive),
                let snapshot = window.snapshotView(afterScreenUpdates: false)
            else {
                withoutImplicitAnimations(apply)
                return
            }
            // The fading snapshot must not swallow touches meant for the views under it.
            snapshot.isUserInteractionEnabled = false
            window.addSubview(snapshot)
            withoutImplicitAnimations(apply)
            UIView.animate(
                withDuration: policy.duration, animations: { snapshot.alpha = 0 },
                completion: { _ in snapshot.removeFromSuperview() })
        }
    }

    extension ThemeTransitionPolicy {
        /// A transition that cross-fades `window` on every switch, for a manager's
        /// ``/Livery/ThemeSwitcher/transition``: `manager.transition = ThemeTransitionPolicy().crossFade(in: window)`.
        /// A snapshot of the old look fades out over the new one for ``duration``; with Reduce
        /// Motion on, or while the window is not visible, the switch happens at once. The window is
        /// held weakly.
        @MainActor
        public func crossFade(in window: UIWindow) -> @MainActor (_ apply: () -> Void) -> Void {
            { [weak window] apply in
                guard let window else { return apply() }
                ThemeCrossFade.run(in: window, policy: self, apply)
            }
        }
    }

    @available(tvOS, unavailable)
    extension UIStatusBarStyle {
        /// The status bar style of `manager`'s theme: the theme's `livery.statusBar` token
        /// (`light` or `dark` content), else light content in dark appearances. Return it from
        /// `preferredStatusBarStyle`.
        @MainActor public static func livery(_ manager: ThemeManager) -> UIStatusBarStyle {
            ThemeWindowStyle(manager).lightStatusBar ? .lightContent : .darkContent
        }
    }
#endif
