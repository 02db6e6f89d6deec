import Livery
import LiverySwiftUI
import LiveryUI
import SwiftUI
import UIKit

/// The app's root: a tab bar of the notes (UIKit list and detail), the style guide (SwiftUI) and the
/// settings, each in a navigation controller. The bars are themed once here; every switch restyles them.
final class RootViewController: UITabBarController {
    init(model: ThemeModel) {
        super.init(nibName: nil, bundle: nil)
        // The SwiftUI screen, hosted: `.livery(_:)` puts the same manager the UIKit screens bind
        // through in its environment.
        let styleGuide = UIHostingController(rootView: StyleGuideView().livery(model.manager))
        styleGuide.title = "Style"
        styleGuide.view?.livery.setBackgroundColor("color.background.secondary")
        let screens: [UIViewController] = [
            NotesViewController(model: model),
            styleGuide,
            SettingsViewController(model: model),
        ]
        viewControllers = screens.map { ThemedNavigationController(root: $0) }
        tabBar.livery.setAppearance(
            BarTokens(
                background: "color.background.elevated", shadow: "color.separator",
                selectedItem: "color.accent", normalItem: "color.text.tertiary"))
    }

    required init?(coder: NSCoder) { nil }
}

/// A navigation controller whose bar follows the theme, and whose status bar style is the theme's
/// (the tab bar controller asks its selected child; `SystemAppearanceFollower` asks for updates).
final class ThemedNavigationController: UINavigationController {
    /// A navigation controller showing `root`, with a themed bar. (A convenience initializer: the
    /// class inherits UINavigationController's designated ones, which UIKit calls by themselves.)
    convenience init(root: UIViewController) {
        self.init(rootViewController: root)
        navigationBar.prefersLargeTitles = true
        navigationBar.livery.setAppearance(
            BarTokens(
                background: "color.background.elevated", title: "color.text.primary", shadow: "color.separator"))
        navigationBar.livery.setTintColor("color.accent")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.livery(AppTheme.manager) }
}
