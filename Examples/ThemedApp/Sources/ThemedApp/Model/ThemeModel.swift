import Foundation
import Livery
import LiverySkins
import LiveryUI

/// One theme the user can choose: one of the app's own themes, or an installed skin.
struct ThemeChoice: Hashable, Sendable {
    /// The context of the `theme` modifier: `ocean`, or a skin's `com.example.ocean`.
    var context: String
    /// The name people see.
    var name: String
    /// For a skin, its version (`1.0.0`); nil for the app's own themes.
    var skinVersion: String?
}

/// Told when the model changes in a way a screen shows: a theme switch, skins loaded, catalog or
/// install progress, an error.
@MainActor
protocol ThemeModelObserver: AnyObject {
    func themeModelDidChange(_ model: ThemeModel)
}

/// The app's theming state, shared by every screen: the app-wide manager, the app's own theme
/// space, the installed skins, the user's accent colour, and skin downloads.
///
/// Launch is in two steps. ``current`` makes the manager on the synchronous launch path
/// (`AppTheme.start(launchCache:)`), which restores the user's last choice from the launch cache so
/// the first frame is already themed; ``loadDocuments()`` then reads the theme documents and the
/// installed skins off the main actor and switches to them.
@MainActor
final class ThemeModel {
    /// The token the user's accent colour overrides.
    static let accentToken = "color.accent"
    /// The catalog URL the skins screen starts with: the example server of Examples/Skins/README.md.
    static let defaultCatalogURL = "http://127.0.0.1:8000/index.json"

    /// What the skins screen is doing.
    enum SkinActivity: Equatable {
        case idle
        case fetchingCatalog
        case downloading(name: String, fraction: Double?)
        case done(String)
        case failed(String)
    }

    /// The app's model, made on first use (the app delegate's launch).
    static var current: ThemeModel {
        if let made { return made }
        let model = ThemeModel()
        made = model
        return model
    }
    private static var made: ThemeModel?

    /// The app-wide manager (`AppTheme.manager`): every `view.livery` binding goes through it.
    let manager: ThemeManager
    /// Where resolved tables are kept for the next launch's first frame.
    let launchCache: ThemeLaunchCache
    /// The skin store and the trusted key.
    let skins: SkinLibrary

    /// The app's own theme space, once read (skins are always added to this one).
    private(set) var appSpace: ThemeSpace?
    /// The space the manager shows: the app's own with the skins added.
    private(set) var shownSpace: ThemeSpace?
    /// The skins shown next to the app's themes.
    private(set) var loadedSkins: [Skin] = []
    /// Why the theme documents or an installed skin could not be loaded.
    private(set) var loadProblem: String?

    /// The catalog URL as the user typed it.
    var catalogURLText = ThemeModel.defaultCatalogURL
    /// The last catalog fetched.
    private(set) var catalog: [SkinCatalog.Entry] = []
    /// What the skins screen is doing.
    private(set) var skinActivity = SkinActivity.idle {
        didSet { notify() }
    }
    private var skinTask: Task<Void, Never>?
    /// The last launch-cache write, which the next one waits for (so the newest switch is saved last).
    private var cacheWrite: Task<Void, Never>?
    private var observers: [WeakObserver] = []
    private var themeObservation: (any NSObjectProtocol)?

    private init() {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        launchCache = ThemeLaunchCache(url: caches.appendingPathComponent("Livery/launch.plist"))
        manager = AppTheme.start(launchCache: launchCache)
        skins = SkinLibrary()
        // Posted on the main thread, once the bindings have been applied.
        themeObservation = NotificationCenter.default.addObserver(
            forName: .liveryThemeDidChange, object: manager, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.themeDidChange() }
        }
    }

    // MARK: Loading

    /// Reads the app's theme documents and the installed skins off the main actor, then switches
    /// the manager to them (keeping the user's choice, a skin included) and refreshes the launch cache.
    func loadDocuments() async {
        guard let folder = Bundle.module.url(forResource: "Themes", withExtension: nil) else {
            loadProblem = "The app's theme documents are missing from its bundle."
            notify()
            return
        }
        do {
            let space = try await ThemeSpace.load(contentsOf: folder)
            let installed = await skins.installedSkins()
            var shown = space
            var skinsShown: [Skin] = []
            if !installed.skins.isEmpty {
                do {
                    shown = try space.adding(installed.skins)
                    skinsShown = installed.skins
                } catch {
                    loadProblem = "The installed skins cannot be shown: \(error)"
                }
            }
            if let problem = installed.problems.first { loadProblem = problem }
            registerFonts(of: skinsShown)
            loadedSkins = skinsShown
            // Resolves off the main actor; the saved choice survives even when it is a skin,
            // because the skins are in the space from the start.
            try await manager.replace(with: shown, launchCache: launchCache)
            appSpace = space
            shownSpace = shown
        } catch {
            loadedSkins = []
            loadProblem = "The theme documents do not load: \(error)"
        }
        notify()
    }

    /// Shows the installed skins again (after an install), over the app's own space; false while
    /// the app's own documents are not loaded (they are added then).
    private func reloadSkins() async throws(SkinError) -> Bool {
        guard let appSpace else { return false }
        let installed = await skins.installedSkins()
        shownSpace = try Skin.load(installed.skins, over: appSpace, into: manager)
        loadedSkins = installed.skins
        return true
    }

    private func registerFonts(of skins: [Skin]) {
        guard let registry = SystemFontRegistry.shared else { return }
        for url in skins.flatMap(\.fontURLs) { try? registry.registerFont(at: url) }
    }

    // MARK: Themes

    /// The themes to choose from: the app's own, then the installed skins, in the space's order.
    var choices: [ThemeChoice] {
        let modifiers = shownSpace?.modifiers ?? []
        let contexts = modifiers.first { $0.name == Selection.StandardModifier.theme }?.contexts ?? []
        return contexts.map { context in
            if let skin = loadedSkins.first(where: { $0.themeContexts.contains(context) }) {
                return ThemeChoice(
                    context: context, name: skin.manifest.displayName, skinVersion: skin.manifest.version.description)
            }
            let name = (try? manager.preview(Selection(theme: context)))?[Token<String>("theme.name")]
            return ThemeChoice(context: context, name: name ?? context.capitalized)
        }
    }

    /// The theme shown now.
    var currentTheme: String? { manager.selection.theme }

    /// Switches the app to `context`.
    func choose(theme context: String) throws(ThemeSpace.Error) {
        try manager.apply(theme: context)
    }

    // MARK: Appearance

    /// Whether the appearance follows the system's light or dark mode.
    var followsSystemAppearance: Bool {
        get { manager.followsSystemAppearance }
        set {
            manager.followsSystemAppearance = newValue
            notify()
        }
    }

    /// The appearance shown now.
    var appearance: Selection.Appearance { manager.selection.appearance ?? .light }

    /// Chooses light or dark explicitly (and stops following the system).
    func choose(appearance: Selection.Appearance) throws(ThemeSpace.Error) {
        try manager.apply(Selection(appearance: appearance))
        notify()
    }

    // MARK: Accent colour

    /// The user's accent colour, when they picked one.
    var accentOverride: ThemeColor? {
        guard case .color(let color)? = manager.overrides[Self.accentToken] else { return nil }
        return color
    }

    /// Overrides the accent colour in every theme (persisted with the user's choice).
    func setAccent(_ color: ThemeColor) throws(ValueParsingError) {
        try manager.setOverride(.color(color), for: Self.accentToken)
        notify()
    }

    /// Goes back to each theme's own accent colour.
    func resetAccent() {
        manager.removeOverrides(for: [Self.accentToken])
        notify()
    }

    // MARK: Skins

    /// Whether a catalog fetch or an install is under way.
    var isBusy: Bool { skinTask != nil }

    /// Fetches and verifies the catalog at ``catalogURLText``.
    func fetchCatalog() {
        runSkinTask { (model: ThemeModel) async throws(SkinError) in
            model.skinActivity = .fetchingCatalog
            let client = try model.skins.client(catalogURLText: model.catalogURLText)
            let fetch = try await client.fetchCatalog()
            model.catalog = fetch.catalog.entries
            model.skinActivity = .done("The catalog lists \(fetch.catalog.entries.count) skin(s).")
        }
    }

    /// Downloads, verifies and installs `entry`, then offers it in the theme list.
    func install(_ entry: SkinCatalog.Entry) {
        runSkinTask { (model: ThemeModel) async throws(SkinError) in
            model.skinActivity = .downloading(name: entry.id, fraction: 0)
            let client = try model.skins.client(catalogURLText: model.catalogURLText)
            let manifest = try await client.install(entry) { [weak model] progress in
                let fraction = progress.fractionCompleted
                Task { @MainActor in
                    guard let model, case .downloading = model.skinActivity else { return }
                    model.skinActivity = .downloading(name: entry.id, fraction: fraction)
                }
            }
            let shown = try await model.reloadSkins()
            model.skinActivity = .done(
                "Installed \(manifest.displayName) \(manifest.version)"
                    + (shown ? ": choose it under Theme." : "; it is shown once the app's themes have loaded."))
        }
    }

    /// Stops the catalog fetch or download under way (a download's bytes are kept for resuming).
    func cancelSkinTask() {
        skinTask?.cancel()
    }

    /// The installed version of the skin `id`, if any.
    func installedVersion(of id: String) -> SemanticVersion? {
        skins.store.currentVersion(id: id)
    }

    private func runSkinTask(_ work: @escaping @MainActor (ThemeModel) async throws(SkinError) -> Void) {
        guard skinTask == nil else { return }
        skinTask = Task { [weak self] in
            guard let self else { return }
            do throws(SkinError) {
                try await work(self)
            } catch .cancelled {
                self.skinActivity = .failed("Cancelled.")
            } catch {
                self.skinActivity = .failed(error.description)
            }
            self.skinTask = nil
            self.notify()
        }
        notify()
    }

    // MARK: Observers

    /// Adds a screen told of every change (held weakly).
    func addObserver(_ observer: any ThemeModelObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
        observers.append(WeakObserver(object: observer))
    }

    /// After every switch: save the table shown for the next launch's first frame (off the main
    /// actor), and tell the screens.
    private func themeDidChange() {
        saveLaunchCache()
        notify()
    }

    private func saveLaunchCache() {
        // Before the documents are read the manager shows the cache itself.
        guard appSpace != nil else { return }
        let (cache, theme, modifiers, previous) = (launchCache, manager.current, manager.source.modifiers, cacheWrite)
        cacheWrite = Task.detached(priority: .utility) {
            await previous?.value
            try? cache.save(theme, modifiers: modifiers)
        }
    }

    private func notify() {
        observers.removeAll { $0.object == nil }
        for observer in observers { observer.object?.themeModelDidChange(self) }
    }

    private struct WeakObserver {
        weak var object: (any ThemeModelObserver)?
    }
}
