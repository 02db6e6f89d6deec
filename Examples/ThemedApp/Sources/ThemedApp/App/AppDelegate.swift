import Livery
import LiveryUI
import UIKit

/// The app's entry point.
///
/// Theming starts on the synchronous launch path, before the first window exists:
/// ``ThemeModel/current`` calls `AppTheme.start(launchCache:)`, which restores the user's last
/// choice (and its resolved table, from the launch cache) so the first frame is already themed.
/// The theme documents and installed skins are then read off the main actor.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let model = ThemeModel.current
        Task { await model.loadDocuments() }
        return true
    }
}
