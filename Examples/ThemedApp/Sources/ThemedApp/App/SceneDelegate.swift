import Livery
import LiveryUI
import UIKit

/// The window scene's delegate (named in Info.plist's scene manifest): makes the window, and keeps
/// the ``SystemAppearanceFollower`` that feeds the system's dark mode and Increase Contrast to the
/// manager, keeps the window's interface style in step with the theme, and cross-fades switches.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// Kept as long as the window: it follows the window scene's traits.
    private var follower: SystemAppearanceFollower?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let model = ThemeModel.current
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RootViewController(model: model)
        self.window = window
        follower = SystemAppearanceFollower(window: window, manager: model.manager)
        window.makeKeyAndVisible()
    }
}
