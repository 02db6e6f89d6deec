import Foundation

/// Holds the current theme of a theme space and keeps every bound property in step with it.
///
/// A manager switches between a ``ThemeSpace``'s selections and re-applies every binding after
/// each switch: one walk over contiguous storage, in bind order, with no notification per
/// object. It never retains bound objects; bindings of objects that die are skipped and their
/// memory reclaimed. It adds typed tokens, property bindings, styles and the user's overrides to
/// what every ``ThemeSwitcher`` does (your own `struct` themes and languages use a switcher).
///
/// After the bindings (wrapped in ``ThemeSwitcher/transition`` when set), the manager posts one
/// ``Foundation/NSNotification/Name/liveryThemeDidChange`` and yields the change to every
/// ``ThemeSwitcher/changes`` stream, in that order. `current` and `selection` are
/// observable, so SwiftUI views that read them update too.
///
/// ```swift
/// @MainActor func setUp(space: ThemeSpace) throws {
///     let manager = try ThemeManager(space: space, storage: .inMemory)
///     let label = Label()
///     manager.bind(label, Token<ThemeColor>("color.text.primary")) { label, color in
///         label.textColor = color
///     }
///     try manager.apply(theme: "ocean")
/// }
///
/// final class Label { var textColor: ThemeColor? }
/// ```
@MainActor
public final class ThemeManager: ThemeSwitcher<ResolvedTheme> {
    /// The user's overrides by token path, persisted with the choice.
    var overrideValues: [String: TokenValue]
    /// Typed-token slots (a `let`: typed bindings read it with no exclusivity check).
    @usableFromInline let tokenSlots = TokenSlots()
    /// Values laid over the overrides while Livery Studio's live channel is connected (never saved).
    var liveLayer: LiveTokenLayer?
    /// The appearance variants found not to resolve, for the source they were found in: each is
    /// logged once (``variants(of:)``).
    var variantFailures: (source: ThemeSourceIdentity?, reported: Set<Selection>) = (nil, [])

    /// A manager with an already resolved current theme, before the user's overrides.
    init(
        source: ThemeSource<ResolvedTheme>, current: ResolvedTheme, selection: Selection,
        storage: (any SelectionStorage)?, followsSystemAppearance: Bool, followsSystemContrast: Bool,
        overrides: [String: TokenValue]
    ) {
        overrideValues = overrides
        super.init(
            source: source, current: current, selection: selection, storage: storage,
            followsSystemAppearance: followsSystemAppearance, followsSystemContrast: followsSystemContrast)
        tokenSlots.issues = issues
        if !overrides.isEmpty { self.current = applyingOverrides(to: current) }
    }

    required init(
        scopeOf parent: ThemeSwitcher<ResolvedTheme>, pins: Selection, current: ResolvedTheme, selection: Selection
    ) {
        overrideValues = [:]
        super.init(scopeOf: parent, pins: pins, current: current, selection: selection)
        tokenSlots.issues = issues
    }

    /// A manager over a theme space's selections, restoring the choice saved in `storage` (or
    /// `selection`, or the defaults) with the user's overrides.
    public convenience init(
        space: ThemeSpace, selection: Selection = Selection(),
        storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) throws(ThemeSpace.Error) {
        try self.init(source: ThemeSource(space: space), selection: selection, storage: storage)
    }

    /// A manager over `source`'s resolved tables (a test harness's next launch).
    package convenience init(
        source: ThemeSource<ResolvedTheme>, selection: Selection, storage: (any SelectionStorage)?
    ) throws(ThemeSpace.Error) {
        let start = try Self.start(source, selection: selection, storage: storage)
        self.init(
            source: source, current: start.current, selection: start.chosen.selection, storage: storage,
            followsSystemAppearance: start.chosen.followsSystemAppearance,
            followsSystemContrast: start.chosen.followsSystemContrast, overrides: start.chosen.overrides)
        knowShown(start.current)
    }

    override func transformed(_ theme: ResolvedTheme) -> ResolvedTheme {
        // Most managers have neither: no empty table of changes is made per switch.
        if overrideValues.isEmpty, liveLayer == nil { return theme }
        let overridden = applyingOverrides(to: theme)
        return liveLayer?.applied(to: overridden) ?? overridden
    }

    override func willApplyBindings(_ theme: ResolvedTheme) { tokenSlots.remap(to: theme.index) }

    override var savedOverrides: [String: TokenValue] { overrideValues }

    /// Takes over `fresh`'s state (its source, storage, restored choice, overrides and current
    /// theme) while keeping this manager's bindings, observers and scopes, then re-applies every
    /// binding: how the app-wide manager is started after views already bound to it.
    func adopt(_ fresh: ThemeManager) {
        // The following flags are set while the old storage is still in place, so the restored
        // values are not written back over the saved choice.
        followsSystemAppearance = fresh.followsSystemAppearance
        followsSystemContrast = fresh.followsSystemContrast
        source = fresh.source
        storage = fresh.storage
        chosen = fresh.chosen
        overrideValues = fresh.overrideValues
        // `fresh` laid its (the same) overrides over its table; a live layer goes above them.
        let theme = liveLayer?.applied(to: fresh.current) ?? fresh.current
        install(theme, selection: fresh.selection, persisting: false)
    }

}
