import Livery
import LiveryUI
import UIKit

/// A UIKit app's scene: the app-wide manager started from the bundle's theme folder, the window
/// following the system's appearance, views bound one line per property.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var follower: SystemAppearanceFollower?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene,
            let folder = Bundle.main.url(forResource: "Themes", withExtension: nil),
            let space = try? ThemeSpace(contentsOf: folder),
            let manager = try? AppTheme.start(space: space)
        else { return }
        let window = UIWindow(windowScene: scene)
        let title = UILabel()
        title.livery.setTextColor("color.text.primary")
        title.livery.setFont("typography.title")
        let controller = UIViewController()
        controller.view.livery.setBackgroundColor("color.background.primary")
        controller.view.addSubview(title)
        window.rootViewController = controller
        follower = SystemAppearanceFollower(window: window, manager: manager)
        self.window = window
        window.makeKeyAndVisible()
    }
}
