import Foundation
import Observation

/// Switches between the selections of a ``ThemeSource`` and keeps every bound property in step:
/// the engine under ``ThemeManager``, and the manager of your own `struct` themes and of
/// ``LanguageTable``s.
///
/// A switcher re-applies every binding after each switch: one walk over contiguous storage, in
/// bind order, with no notification per object. It never retains bound objects; bindings of
/// objects that die are skipped and their memory reclaimed. After the bindings (wrapped in
/// ``transition`` when set), it posts one
/// ``Foundation/NSNotification/Name/liveryThemeDidChange``, and yields the change to every
/// ``changes`` stream, in that order. `current` and `selection` are observable, so SwiftUI views
/// that read them update too.
///
/// For a theme space's tokens use ``ThemeManager``, which adds typed tokens, property bindings,
/// styles and overrides.
///
/// ```swift
/// struct Palette: Sendable { var background: String }
///
/// @MainActor func makeSwitcher() throws -> ThemeSwitcher<Palette> {
///     let source = ThemeSource<Palette>(
///         themes: ["day": Palette(background: "#FFFFFF"), "night": Palette(background: "#000000")],
///         defaultTheme: "day")
///     return try ThemeSwitcher(source: source, storage: .inMemory)
/// }
/// ```
@MainActor
@Observable
public class ThemeSwitcher<Theme: Sendable> {
    /// The theme of the current selection.
    public internal(set) var current: Theme {
        get {
            access(keyPath: shownKey)
            return _current
        }
        set { withMutation(keyPath: shownKey) { _current = newValue } }
    }
    /// The current selection, with every modifier set: the user's choice, with an active
    /// schedule's contexts laid over it (for a scope: the app's selection with its pins).
    public private(set) var selection: Selection {
        get {
            access(keyPath: shownKey)
            return _selection
        }
        set { withMutation(keyPath: shownKey) { _selection = newValue } }
    }
    @ObservationIgnored var _current: Theme
    @ObservationIgnored var _selection: Selection
    /// The one key path observation reports `current` and `selection` under, made once per
    /// switcher: a key path into a generic class is instantiated at run time each time one is
    /// written (about 10,000 instructions; the macro's accessors wrote one per access). A switch
    /// sets both in one mutation (each mutation costs observation about 600 instructions), and
    /// nothing sets one without the other once the switcher is made, so a reader of either is
    /// told of exactly the switches it was told of with a key path each.
    @ObservationIgnored private let shownKey: KeyPath<ThemeSwitcher<Theme>, Theme> = \.current
    /// Whether the `appearance` modifier follows the system's light or dark appearance (fed by
    /// the Apple layer: LiveryUI's `SystemAppearanceFollower`, LiverySwiftUI's
    /// `liveryFollowsSystemAppearance()`). On by default; choosing an
    /// appearance explicitly turns it off.
    public var followsSystemAppearance: Bool {
        didSet {
            guard followsSystemAppearance != oldValue else { return }
            persist()
            if followsSystemAppearance, let systemAppearance {
                logFailure("following the system appearance (\(systemAppearance.rawValue))") {
                    () throws(ThemeSpace.Error) in try switchAppearance(to: systemAppearance)
                }
            }
        }
    }
    /// The system appearance last reported (`light` or `dark`).
    package private(set) var systemAppearance: Selection.Appearance?
    /// Whether the `contrast` modifier follows the system's Increase Contrast setting (fed by
    /// the Apple layer, as the appearance is). On by default; choosing a
    /// contrast explicitly turns it off.
    public var followsSystemContrast = true {
        didSet {
            guard followsSystemContrast != oldValue else { return }
            persist()
            if followsSystemContrast, let systemContrast {
                logFailure("following the system contrast (\(systemContrast.rawValue))") {
                    () throws(ThemeSpace.Error) in try switchContrast(to: systemContrast)
                }
            }
        }
    }
    /// The system contrast last reported (`normal` or `high`).
    package private(set) var systemContrast: Selection.Contrast?
    /// Wraps each switch's application of bindings, for animation. `apply` must be called once,
    /// synchronously, inside the hook (it cannot be kept for an escaping animation block): cross-fade
    /// a snapshot of the old look over the new one, as LiveryUI's `SystemAppearanceFollower` does
    /// (the ObservingChanges article shows the UIKit code).
    @ObservationIgnored public var transition: (@MainActor (_ apply: () -> Void) -> Void)?
    /// The selections available and how they become themes.
    public internal(set) var source: ThemeSource<Theme>

    @ObservationIgnored @usableFromInline let store = BindingStore<Theme>()
    @ObservationIgnored var storage: (any SelectionStorage)? {
        didSet { hasStorage = storage != nil }
    }
    /// Whether ``storage`` is set: a switch without one does not copy the optional existential
    /// to find out (about 200 instructions).
    @ObservationIgnored private var hasStorage = false
    /// Switches installed so far: a switch whose bindings switched again sees it change.
    @ObservationIgnored private var installs: UInt64 = 0
    @ObservationIgnored private var observers: [WeakObserver] = [] {
        didSet { hasObservers = !observers.isEmpty }
    }
    @ObservationIgnored private let streams = ChangeStreams()
    /// The current theme without registering an observation access (bind paths read it often;
    /// key paths into a generic class cost a runtime type lookup each time).
    @usableFromInline var unobservedCurrent: Theme { _current }
    /// Finds and reports bindings whose token is missing or of another type.
    @ObservationIgnored let issues = BindingIssueReporter()
    /// Called when a binding cannot apply its token: the current theme has no such token, or one
    /// of another type (the property keeps its previous value). Each token, value type and object
    /// type is reported once per switch. Debug builds also log each token once (`os.Logger` on
    /// Apple platforms, standard error elsewhere). A scope without a handler uses its parent's.
    ///
    /// ```swift
    /// manager.bindingIssueHandler = { issue in assertionFailure("\(issue)") }
    /// ```
    public var bindingIssueHandler: (@MainActor (BindingIssue) -> Void)? {
        get { issues.handler }
        set { issues.handler = newValue }
    }
    /// The user's choice (persisted); for a scope, its pinned contexts.
    @ObservationIgnored var chosen: Selection
    /// Contexts an active schedule entry lays over the choice.
    @ObservationIgnored var scheduled = Selection()
    /// The manager a scope follows.
    @ObservationIgnored package let parent: ThemeSwitcher<Theme>?
    @ObservationIgnored private var scopes: [WeakScope<Theme>] = [] {
        didSet { hasScopes = !scopes.isEmpty }
    }
    /// Whether ``scopes`` and ``observers`` have entries, read on every switch: the arrays' own
    /// `isEmpty`, in this generic class's unspecialised code, instantiates their metadata (about
    /// 700 instructions a switch).
    @ObservationIgnored private var hasScopes = false
    @ObservationIgnored private var hasObservers = false
    /// The schedule task, cancelled when a new schedule is set.
    @ObservationIgnored var scheduleTask: Task<Void, Never>?
    /// The complete selections resolved with the source of identity ``knownSource``, oldest
    /// first, at most eight (see ``KnownSelection``).
    @ObservationIgnored private var knownSelections: [KnownSelection<Theme>] = []
    @ObservationIgnored private var knownSource: ThemeSourceIdentity?
    /// The known selection shown (``selection`` is its selection), when the last switch found or
    /// made one.
    @ObservationIgnored private var shown: KnownSelection<Theme>?
    /// The `userInfo` of the last switches from one known selection to another, so switching
    /// back and forth makes the dictionary once per pair, not once per switch (hashing its key,
    /// boxing the change and freeing it after the post: about 1,600 instructions).
    @ObservationIgnored private var recentPosts: [RecentPost] = []
    private struct RecentPost {
        let old: KnownSelection<Theme>
        let new: KnownSelection<Theme>
        let userInfo: [AnyHashable: Any]
    }
    /// Whether ``changes`` ever made a stream: a switch of a switcher nobody streams from skips
    /// the streams' lock.
    @ObservationIgnored private var madeStreams = false

    /// A switcher over `source`, restoring the choice saved in `storage` (or `selection`, or the
    /// defaults).
    public convenience init(
        source: ThemeSource<Theme>, selection: Selection = Selection(),
        storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) throws(ThemeSpace.Error) {
        let start = try Self.start(source, selection: selection, storage: storage)
        self.init(
            source: source, current: start.current, selection: start.chosen.selection, storage: storage,
            followsSystemAppearance: start.chosen.followsSystemAppearance,
            followsSystemContrast: start.chosen.followsSystemContrast)
        knowShown(start.current)
    }

    /// Where a new manager starts: the choice saved in `storage` when its selection still
    /// resolves, else `selection` completed (following the system unless the saved choice says
    /// otherwise), and that selection's theme. A choice that cannot be read, or whose selection no
    /// longer resolves (a removed skin), is logged and left out.
    static func start(_ source: ThemeSource<Theme>, selection: Selection, storage: (any SelectionStorage)?)
        throws(ThemeSpace.Error) -> (chosen: ThemeChoice, current: Theme)
    {
        let saved = savedChoice(in: storage)
        var chosen = saved ?? ThemeChoice(selection: selection)
        chosen.selection = try source.complete(selection)
        if let saved {
            do throws(ThemeSpace.Error) {
                chosen.selection = try source.complete(saved.selection)
            } catch {
                RuntimeLog.error(
                    "the saved selection \(saved.selection) no longer resolves, starting from \(chosen.selection)", error,
                    category: "storage")
            }
        }
        return (chosen, try source.resolve(chosen.selection))
    }

    /// A switcher with an already resolved current theme.
    init(
        source: ThemeSource<Theme>, current: Theme, selection: Selection, storage: (any SelectionStorage)?,
        followsSystemAppearance: Bool, followsSystemContrast: Bool
    ) {
        self.source = source
        self.storage = storage
        self.hasStorage = storage != nil
        self.parent = nil
        self.chosen = selection
        self._selection = selection
        self._current = current
        self.followsSystemAppearance = followsSystemAppearance
        self.followsSystemContrast = followsSystemContrast
    }

    /// A scope following `parent` with `pins` laid over its selection.
    required init(scopeOf parent: ThemeSwitcher<Theme>, pins: Selection, current: Theme, selection: Selection) {
        self.source = parent.source
        self.storage = nil
        self.parent = parent
        self.chosen = pins
        self._selection = selection
        self._current = current
        self.followsSystemAppearance = false
        issues.parent = parent.issues
    }

    // MARK: Switching

    /// Switches to `selection`; modifiers it leaves out keep their current contexts. An appearance
    /// or contrast it names is the user's explicit choice: following the system's stops
    /// (``followsSystemAppearance``, ``followsSystemContrast``). (For a scope, the contexts given
    /// become its pins.)
    ///
    /// ```swift
    /// try manager.apply(Selection(appearance: .dark))
    /// try manager.apply(Selection(["density": "compact"]))
    /// ```
    public func apply(_ selection: Selection) throws(ThemeSpace.Error) {
        // One context (a theme, an appearance) is the common case: see `switchKnown(_:)`.
        let one = selection.contexts.count == 1 ? selection.contexts.first.map { ($0.key, $0.value) } : nil
        if try !switchKnown(one) { try change(explicit: true) { $0 = $0.merging(selection) } }
        if selection.appearance != nil, followsSystemAppearance { followsSystemAppearance = false }
        if selection.contrast != nil, followsSystemContrast { followsSystemContrast = false }
    }

    /// Switches the `theme` modifier, keeping the other modifiers.
    public func apply(theme: String) throws(ThemeSpace.Error) {
        guard try !switchKnown((Selection.StandardModifier.theme, theme)) else { return }
        try change(explicit: true) { $0[Selection.StandardModifier.theme] = theme }
    }

    /// Re-applies every binding with the current theme.
    package func reapply() {
        applyBindings(unobservedCurrent)
    }

    /// Replaces what the manager switches between (a reloaded space, installed skins), keeping the
    /// selection where it still exists, and re-applies every binding.
    package func replaceSource(_ source: ThemeSource<Theme>) throws(ThemeSpace.Error) {
        let previous = (self.source, chosen)
        self.source = source
        if parent == nil, (try? source.complete(chosen)) == nil { chosen = Selection() }
        do {
            try refresh(force: true)
        } catch {
            (self.source, chosen) = previous
            throw error
        }
    }

    /// Tells the manager the system's appearance changed; while ``followsSystemAppearance`` is on,
    /// the `appearance` modifier follows it.
    package func systemAppearanceDidChange(to appearance: Selection.Appearance) {
        systemAppearance = appearance
        guard followsSystemAppearance else { return }
        logFailure("following the system appearance (\(appearance.rawValue))") {
            () throws(ThemeSpace.Error) in try switchAppearance(to: appearance)
        }
    }

    /// Tells the manager the system's contrast changed; while ``followsSystemContrast`` is on, the
    /// `contrast` modifier follows it.
    package func systemContrastDidChange(to contrast: Selection.Contrast) {
        systemContrast = contrast
        guard followsSystemContrast else { return }
        logFailure("following the system contrast (\(contrast.rawValue))") {
            () throws(ThemeSpace.Error) in try switchContrast(to: contrast)
        }
    }

    /// Runs a switch nobody can be told of by a throw (the system's appearance or contrast
    /// changed, a scope follows its parent, overrides were removed, live values arrived): when it
    /// fails the manager keeps its theme, and the failure is logged (category `switch`) rather
    /// than dropped.
    @inline(never)
    func logFailure(_ what: @autoclosure () -> String, _ body: () throws(ThemeSpace.Error) -> Void) {
        do {
            try body()
        } catch {
            RuntimeLog.error("\(what()) failed, the theme stays \(_selection)", error, category: "switch")
        }
    }

    private func switchContrast(to contrast: Selection.Contrast) throws(ThemeSpace.Error) {
        guard let modifier = _source.modifier(named: Selection.StandardModifier.contrast),
            modifier.contexts.contains(contrast.rawValue), chosen.contrast != contrast
        else { return }
        guard try !switchKnown((Selection.StandardModifier.contrast, contrast.rawValue)) else { return }
        try change(explicit: false) { $0.contrast = contrast }
    }

    private func switchAppearance(to appearance: Selection.Appearance) throws(ThemeSpace.Error) {
        guard let modifier = _source.modifier(named: Selection.StandardModifier.appearance),
            modifier.contexts.contains(appearance.rawValue), chosen.appearance != appearance
        else { return }
        guard try !switchKnown((Selection.StandardModifier.appearance, appearance.rawValue)) else { return }
        try change(explicit: false) { $0.appearance = appearance }
    }

    /// The selection the manager should show: the choice with the schedule over it, or (for a
    /// scope) the parent's selection with the pins over it.
    ///
    /// The switch path reads the observable properties' storage: each observed read instantiates
    /// a key path into this generic class (about 5,000 instructions), and a switch registers no
    /// observation of its own reads.
    ///
    /// With no schedule entry active the choice is the target, completed once (a switch completed
    /// it twice, then a third time to store it: about 4,700 instructions each).
    @_specialize(where Theme == ResolvedTheme)
    func target(for chosen: Selection) throws(ThemeSpace.Error) -> Selection {
        if let parent { return try _source.complete(parent._selection.merging(chosen)) }
        if scheduled.contexts.isEmpty { return try _source.complete(chosen) }
        _ = try _source.complete(chosen)
        return try _source.complete(chosen.merging(scheduled))
    }

    /// The theme of `selection`, with the root manager's overrides.
    @_specialize(where Theme == ResolvedTheme)
    func theme(for selection: Selection) throws(ThemeSpace.Error) -> Theme {
        try resolved(selection).theme
    }

    /// The theme of `selection` (complete), with the root manager's overrides, and the known
    /// selection it is when the source gives a selection the same theme every time (then the
    /// source is asked once per selection).
    @_specialize(where Theme == ResolvedTheme)
    func resolved(_ selection: Selection) throws(ThemeSpace.Error) -> (theme: Theme, known: KnownSelection<Theme>?) {
        guard let identity = _source.identity else { return (root.transformed(try _source.resolve(selection)), nil) }
        if knownSource !== identity {
            knownSelections = []
            recentPosts = []
            knownSource = identity
        }
        for entry in knownSelections where entry.selection == selection { return (root.transformed(entry.theme), entry) }
        let theme = try _source.resolve(selection)
        guard let contexts = contextIndices(of: selection) else { return (root.transformed(theme), nil) }
        let entry = KnownSelection(selection: selection, theme: theme, contexts: contexts, source: identity)
        remember(entry)
        return (root.transformed(theme), entry)
    }

    /// Keeps the selection shown as a known one, with `theme`, its theme before the root's
    /// overrides (a new switcher's, so that its first switch is as cheap as the next).
    func knowShown(_ theme: Theme) {
        guard let identity = _source.identity, let contexts = contextIndices(of: _selection) else { return }
        let entry = KnownSelection(selection: _selection, theme: theme, contexts: contexts, source: identity)
        knownSelections = [entry]
        recentPosts = []
        knownSource = identity
        shown = entry
    }

    /// The index of `selection`'s context in each of the source's modifiers, or nil when it is
    /// not complete.
    private func contextIndices(of selection: Selection) -> [Int]? {
        let modifiers = _source.modifiers
        guard selection.contexts.count == modifiers.count else { return nil }
        var indices: [Int] = []
        indices.reserveCapacity(modifiers.count)
        for modifier in modifiers {
            guard let context = selection[modifier.name], let index = modifier.contexts.firstIndex(of: context) else {
                return nil
            }
            indices.append(index)
        }
        return indices
    }

    private func remember(_ entry: KnownSelection<Theme>) {
        if knownSelections.count == 8 { knownSelections.removeFirst() }
        knownSelections.append(entry)
    }

    /// Switches the modifier `change.name` to `change.context` the way ``change(explicit:_:)``
    /// does, without building, completing, comparing or hashing a selection, when it can: the
    /// switcher is no scope, no schedule entry is active, the choice is the known selection shown,
    /// and the modifier and context exist. The selection switched to is found among the known
    /// ones by its contexts' indices (or resolved once and kept). False when it cannot (the
    /// caller takes ``change(explicit:_:)``, which reports unknown modifiers and contexts).
    @_specialize(where Theme == ResolvedTheme)
    func switchKnown(_ change: (name: String, context: String)?) throws(ThemeSpace.Error) -> Bool {
        guard let change, parent == nil, scheduled.contexts.isEmpty, let shown, let identity = _source.identity,
            shown.source === identity, knownSource === identity, shown.selection == chosen
        else { return false }
        // Loops, not `firstIndex(where:)`: a closure formed here is main-actor isolated, and each
        // call of it checks the executor (about 110 instructions).
        let modifiers = _source.modifiers
        var m = 0
        while m < modifiers.count, modifiers[m].name != change.name { m += 1 }
        guard m < modifiers.count, let c = modifiers[m].contexts.firstIndex(of: change.context) else { return false }
        if shown.contexts[m] == c {
            persist()
            return true
        }
        var found: KnownSelection<Theme>?
        for entry in knownSelections where entry.differs(from: shown, onlyAt: m) && entry.contexts[m] == c {
            found = entry
            break
        }
        let next: KnownSelection<Theme>
        if let found {
            next = found
        } else {
            var contexts = shown.contexts
            contexts[m] = c
            let selection = shown.selection.selecting(change.context, for: change.name)
            next = KnownSelection(
                selection: selection, theme: try _source.resolve(selection), contexts: contexts, source: identity)
            remember(next)
        }
        let theme = root.transformed(next.theme)
        chosen = next.selection
        install(theme, selection: next.selection, known: next)
        return true
    }

    /// The switcher this one's scopes descend from (itself when it is not a scope).
    package var root: ThemeSwitcher<Theme> {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// `theme` as this switcher shows it (``ThemeManager`` lays the user's overrides over it).
    func transformed(_ theme: Theme) -> Theme { theme }

    /// Called before each switch applies the bindings (``ThemeManager`` remaps its token slots).
    func willApplyBindings(_ theme: Theme) {}

    /// The overrides saved with the choice (``ThemeManager``'s).
    var savedOverrides: [String: TokenValue] { [:] }

    /// Changes the choice (or a scope's pins); nothing changes when the result does not resolve.
    /// An explicit choice ends an active schedule entry early (until its next boundary).
    ///
    /// The switch path (this, `target(for:)`, `theme(for:)`, `install`, `notify`) is specialised
    /// for `ThemeManager`'s tables: unspecialised, each call looked up the metadata of the generic
    /// types it touched (`Result`, `Optional`) and the observation conformance, about 1,000
    /// instructions a switch.
    @_specialize(where Theme == ResolvedTheme)
    func change(explicit: Bool, _ update: (inout Selection) -> Void) throws(ThemeSpace.Error) {
        var candidate = chosen
        update(&candidate)
        let savedSchedule = scheduled
        if explicit, parent == nil { scheduled = Selection() }
        do {
            let target = try target(for: candidate)
            let (theme, known) = try resolved(target)
            // The known selection's storage, shared by the choice and the selection shown.
            let next = known?.selection ?? target
            // With no schedule over it, the target is the completed choice.
            if parent != nil {
                chosen = candidate
            } else {
                chosen = scheduled.contexts.isEmpty ? next : try _source.complete(candidate)
            }
            if next == _selection {
                if known != nil { shown = known }
                persist()
                return
            }
            install(theme, selection: next, known: known)
        } catch {
            scheduled = savedSchedule
            throw error
        }
    }

    /// Re-resolves the selection the manager should show and switches when it differs (or always, with `force`).
    func refresh(force: Bool = false) throws(ThemeSpace.Error) {
        if let parent { source = parent.source }
        let next = try target(for: chosen)
        guard force || next != _selection else { return }
        let (theme, known) = try resolved(next)
        install(theme, selection: known?.selection ?? next, known: known)
    }

    /// Makes `theme` current and runs the switch: bindings, observers, notification, streams,
    /// then the scopes that follow this manager. `known` is the known selection `next` is, if any.
    @_specialize(where Theme == ResolvedTheme)
    func install(
        _ theme: Theme, selection next: Selection, persisting: Bool = true, known: KnownSelection<Theme>? = nil
    ) {
        let change = ThemeChange(old: _selection, new: next)
        installs &+= 1
        let install = installs
        // One mutation for both (see `shownKey`).
        withMutation(keyPath: shownKey) {
            _selection = next
            _current = theme
        }
        let previous = shown
        shown = known
        if persisting { persist() }
        applyBindings(theme)
        // A binding switched again: that switch applied the newer theme, told observers and
        // refreshed the scopes; this one, superseded, tells no one (observers hear the switches in
        // the order they took effect, ending with the current selection).
        guard installs == install else { return }
        notify(change, from: previous, to: known)
        // Most switchers have no scopes and no observers: an empty array is not filtered (the
        // standard library's unspecialised `removeAll(where:)` and its metadata, about 1,500
        // instructions each).
        guard hasScopes else { return }
        scopes.removeAll { $0.scope == nil }
        for scope in scopes {
            guard let scope = scope.scope else { continue }
            scope.logFailure("a scope following \(change.new)") {
                () throws(ThemeSpace.Error) in try scope.refresh(force: change.old == change.new)
            }
        }
    }

    private func applyBindings(_ theme: Theme) {
        willApplyBindings(theme)
        if let transition {
            transition { store.apply(theme) }
        } else {
            store.apply(theme)
        }
    }

    /// Saves the choice; a failure is logged, and the choice is kept for this run. Out of line:
    /// the switch paths that call it do not each carry it.
    @inline(never)
    func persist() {
        guard parent == nil, hasStorage, let storage else { return }
        do {
            try storage.saveChoice(
                ThemeChoice(
                    selection: chosen, followsSystemAppearance: followsSystemAppearance,
                    followsSystemContrast: followsSystemContrast, overrides: savedOverrides))
        } catch {
            RuntimeLog.error("could not save the theme choice (kept for this run)", error, category: "storage")
        }
    }

    // MARK: Scopes and previews

    /// A scope: a manager of its own bindings that follows this manager's selection with
    /// `pins` laid over it (a reading screen in sepia while the app stays in night). Switching
    /// this manager re-applies a scope's bindings only when the scope's selection changes. The
    /// manager holds its scopes weakly: release a scope with its screen.
    public func makeScope(pinning pins: Selection = Selection()) throws(ThemeSpace.Error) -> Self {
        let next = try source.complete(selection.merging(pins))
        let scope = Self(scopeOf: self, pins: pins, current: try theme(for: next), selection: next)
        scopes.removeAll { $0.scope == nil }
        scopes.append(WeakScope(scope: scope))
        return scope
    }

    /// The theme of any selection, without switching to it (a theme picker's preview); modifiers
    /// it leaves out take the current contexts.
    public func preview(_ selection: Selection) throws(ThemeSpace.Error) -> Theme {
        try theme(for: source.complete(self.selection.merging(selection)))
    }

    // MARK: Observation

    /// Adds an observer, held weakly, told after each switch.
    package func addObserver(_ observer: any ThemeObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
        observers.append(WeakObserver(object: observer))
    }

    /// Removes an observer.
    package func removeObserver(_ observer: any ThemeObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    /// A new stream of changes for each caller. It ends when the caller stops iterating or the
    /// manager goes away.
    public var changes: AsyncStream<ThemeChange> {
        madeStreams = true
        return streams.makeStream()
    }

    deinit {
        streams.finishAll()
    }

    /// Tells observers, the notification's observers and the streams of `change`, a switch from
    /// the known selection `old` to `new` when both are known.
    @_specialize(where Theme == ResolvedTheme)
    private func notify(_ change: ThemeChange, from old: KnownSelection<Theme>?, to new: KnownSelection<Theme>?) {
        if hasObservers {
            observers.removeAll { $0.object == nil }
            for observer in observers { observer.object?.themeDidChange(change) }
        }
        // One entry: each entry of `userInfo` is about 2,300 instructions of hashing and boxing
        // (the old and new selections under "old" and "new" were two more, a third of a switch's
        // fixed cost); the selections are the change's.
        NotificationCenter.default.post(name: .liveryThemeDidChange, object: self, userInfo: userInfo(change, from: old, to: new))
        if madeStreams { streams.yield(change) }
    }

    /// The notification's `userInfo` for `change`: made again only for a switch between known
    /// selections not among the last few (a known selection's storage is the same in every
    /// change that names it, so the change kept is equal to `change`).
    @_specialize(where Theme == ResolvedTheme)
    private func userInfo(_ change: ThemeChange, from old: KnownSelection<Theme>?, to new: KnownSelection<Theme>?)
        -> [AnyHashable: Any]
    {
        guard let old, let new, old.source === new.source, change.old == old.selection else {
            return [ThemeChangeUserInfoKey: change]
        }
        for post in recentPosts where post.old === old && post.new === new { return post.userInfo }
        let userInfo: [AnyHashable: Any] = [ThemeChangeUserInfoKey: ThemeChange(old: old.selection, new: new.selection)]
        if recentPosts.count == 4 { recentPosts.removeFirst() }
        recentPosts.append(RecentPost(old: old, new: new, userInfo: userInfo))
        return userInfo
    }

    // MARK: Bindings

    /// Binds `object`: `apply` runs now with the current theme and after every switch. The manager
    /// holds `object` weakly and passes it to `apply`, so the closure needs no `[weak self]`.
    ///
    /// Binding the same object with the same key again replaces the earlier binding. Without a
    /// `key`, the call site is the key: a cell bound again on reuse from the same line keeps one
    /// binding. A helper that binds on behalf of its callers passes a key of its own, or every
    /// property it binds on one object replaces the last.
    @inlinable
    public func bind<Object: AnyObject>(
        _ object: Object, key: BindingKey? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column, _ apply: @escaping @MainActor (Object, Theme) -> Void
    ) {
        store.add(object, key: key, site: CallSite(fileID: fileID, line: line, column: column)) { object, theme, _ in
            apply(unsafeDowncast(object, to: Object.self), theme)
        }
        apply(object, unobservedCurrent)
    }

    /// Removes the binding of `object` for `key` (a key path's, a style's:
    /// `manager.unbind(card, key: .style("Card"))`), or every binding of `object` without one.
    public func unbind(_ object: AnyObject, key: BindingKey? = nil) {
        store.remove(object, key: key)
    }

    /// The number of bindings (those of objects that died since the last switch included until it compacts).
    package var bindingCount: Int { store.count }

    /// The number of live bindings of `object`.
    package func bindingCount(of object: AnyObject) -> Int { store.count(of: object) }

    /// Bytes the manager's binding storage holds (entries, object records, lookup table), not
    /// counting closure contexts; the benchmark reports it per binding.
    package var bindingStorageBytes: Int { store.storageBytes }

    /// The keys `object` is bound with, in bind order (a binding made without a key is listed by
    /// its call site).
    package func bindingKeys(of object: AnyObject) -> [BindingKey] { store.keys(of: object) }
}

/// A complete selection a switcher resolved through a source that gives a selection the same
/// theme every time (``ThemeSource``'s `identity`), kept so that switching to it again compares
/// and hashes no dictionary: the selection (the choice, ``ThemeSwitcher/selection`` and the
/// ``ThemeChange``s that name it share its storage, so comparing them stops at the storage's
/// identity), its theme before the root's ``ThemeSwitcher/transformed(_:)``, and the index of its
/// context in each of the source's modifiers (and the source's identity).
final class KnownSelection<Theme: Sendable> {
    let selection: Selection
    let theme: Theme
    let contexts: [Int]
    let source: ThemeSourceIdentity

    init(selection: Selection, theme: Theme, contexts: [Int], source: ThemeSourceIdentity) {
        self.selection = selection
        self.theme = theme
        self.contexts = contexts
        self.source = source
    }

    /// Whether this selection has `other`'s context for every modifier but the one at `index`.
    func differs(from other: KnownSelection, onlyAt index: Int) -> Bool {
        guard contexts.count == other.contexts.count else { return false }
        for i in contexts.indices where i != index && contexts[i] != other.contexts[i] { return false }
        return true
    }
}

/// A weak reference to an observer.
@MainActor
struct WeakObserver {
    weak var object: (any ThemeObserver)?
}

/// A weak reference to a scope.
@MainActor
struct WeakScope<Theme: Sendable> {
    weak var scope: ThemeSwitcher<Theme>?
}

/// The continuations of the `changes` streams; usable from the manager's deinit.
final class ChangeStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [UInt64: AsyncStream<ThemeChange>.Continuation] = [:]
    private var nextID: UInt64 = 0

    func makeStream() -> AsyncStream<ThemeChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeChange.self, bufferingPolicy: .bufferingNewest(16))
        lock.lock()
        let id = nextID
        nextID += 1
        continuations[id] = continuation
        lock.unlock()
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    private func remove(_ id: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        continuations[id] = nil
    }

    func yield(_ change: ThemeChange) {
        lock.lock()
        guard !continuations.isEmpty else {
            // No stream: no array copied out of the table.
            lock.unlock()
            return
        }
        let all = Array(continuations.values)
        lock.unlock()
        for continuation in all { continuation.yield(change) }
    }

    func finishAll() {
        lock.lock()
        let all = Array(continuations.values)
        continuations = [:]
        lock.unlock()
        for continuation in all { continuation.finish() }
    }
}
