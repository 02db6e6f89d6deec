import Foundation
import Livery

/// The app-wide theme manager the view conveniences use unless given another.
///
/// Set it up once at launch, before the first window appears: ``start(launchCache:storage:)``
/// restores the user's last choice synchronously from the launch cache, so the first frame is
/// already themed; then load the theme documents off the main actor.
///
/// ```swift
/// @MainActor func applicationDidLaunch(themes: URL, caches: URL) {
///     let cache = ThemeLaunchCache(url: caches.appendingPathComponent("theme.plist"))
///     let manager = AppTheme.start(launchCache: cache)
///     Task { try await manager.replace(with: ThemeSpace.load(contentsOf: themes), launchCache: cache) }
/// }
/// ```
///
/// Screens that follow their own selection use a scope (``/Livery/ThemeSwitcher/makeScope(pinning:)``)
/// and bind through `view.livery(scope)`.
@MainActor
public enum AppTheme {
    private static var installed: ThemeManager?
    private static var installedLanguages: ThemeSwitcher<LanguageTable>?

    /// The app-wide manager: one long-lived manager for the whole process. Before
    /// ``start(launchCache:storage:)`` it has no tokens; views bound to it before the start
    /// (storyboard views, `awakeFromNib`) keep their bindings and are themed when it starts.
    public static var manager: ThemeManager {
        if let installed { return installed }
        let empty = ThemeManager(
            launchCache: ThemeLaunchCache(
                url: FileManager.default.temporaryDirectory.appendingPathComponent("livery-no-launch-cache")),
            storage: nil)
        installed = empty
        return empty
    }

    /// Starts the app-wide manager on the synchronous launch path: the saved choice and, when the
    /// cache holds it, its resolved table, re-applying every binding made before. Load the
    /// documents next with ``/Livery/ThemeManager/replace(with:launchCache:)``.
    @discardableResult
    public static func start(
        launchCache: ThemeLaunchCache, storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) -> ThemeManager {
        let manager = manager
        manager.restart(launchCache: launchCache, storage: storage)
        return manager
    }

    /// Starts the app-wide manager over an already loaded space, restoring the saved choice and
    /// re-applying every binding made before.
    @discardableResult
    public static func start(
        space: ThemeSpace, storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) throws(ThemeSpace.Error) -> ThemeManager {
        let manager = manager
        try manager.restart(space: space, storage: storage)
        return manager
    }

    /// Makes `manager` the app-wide manager (tests, or an app that builds its own). Bindings made
    /// to the previous app-wide manager stay with it: call this before binding views, or use
    /// ``start(space:storage:)``, which keeps them.
    public static func use(_ manager: ThemeManager) {
        installed = manager
    }

    /// The app-wide language manager: the text conveniences' `localized:` forms
    /// (`label.livery.setText(localized: "inbox.title")`) follow it unless given another. Before
    /// ``use(languages:)`` it is a manager with one empty table, so a bound label shows its key:
    /// install the app's languages before binding views.
    public static var languages: ThemeSwitcher<LanguageTable> {
        if let installedLanguages { return installedLanguages }
        let placeholder = ThemeSwitcher<LanguageTable>.placeholder()
        installedLanguages = placeholder
        return placeholder
    }

    /// Makes `languages` the app-wide language manager:
    /// `AppTheme.use(languages: try ThemeSwitcher(languages: tables, default: "en"))`.
    public static func use(languages: ThemeSwitcher<LanguageTable>) {
        installedLanguages = languages
    }
}
