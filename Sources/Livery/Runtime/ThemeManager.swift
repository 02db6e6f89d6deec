import Foundation
import Observation

/// Holds the current theme and keeps every bound property in step with it.
///
/// A manager switches between the selections of a ``ThemeSource`` (a ``ThemeSpace``'s resolved
/// tables, or your own `struct` themes) and re-applies every binding after each switch: one walk
/// over contiguous storage, in bind order, with no notification per object. It never retains
/// bound objects; bindings of objects that die are skipped and their memory reclaimed.
///
/// After the bindings (wrapped in ``transition`` when set), the manager tells its
/// ``ThemeObserver``s, posts one ``Foundation/NSNotification/Name/liveryThemeDidChange``, and
/// yields the change to every ``changes`` stream, in that order. `current` and `selection` are
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
@Observable
public final class ThemeManager<Theme: Sendable> {
    /// The theme of the current selection.
    public internal(set) var current: Theme
    /// The current selection, with every modifier set: the user's choice, with an active
    /// schedule's contexts laid over it (for a scope: the app's selection with its pins).
    public private(set) var selection: Selection
    /// Whether the `appearance` modifier follows the system's light or dark appearance (fed by
    /// the Apple layer through ``systemAppearanceDidChange(to:)``). On by default; choosing an
    /// appearance explicitly turns it off.
    public var followsSystemAppearance: Bool {
        didSet {
            guard followsSystemAppearance != oldValue else { return }
            persist()
            if followsSystemAppearance, let systemAppearance { try? switchAppearance(to: systemAppearance) }
        }
    }
    /// The system appearance last reported (`light` or `dark`).
    public private(set) var systemAppearance: Selection.Appearance?
    /// Whether the `contrast` modifier follows the system's Increase Contrast setting (fed by
    /// the Apple layer through ``systemContrastDidChange(to:)``). On by default; choosing a
    /// contrast explicitly turns it off.
    public var followsSystemContrast = true {
        didSet {
            guard followsSystemContrast != oldValue else { return }
            persist()
            if followsSystemContrast, let systemContrast { try? switchContrast(to: systemContrast) }
        }
    }
    /// The system contrast last reported (`normal` or `high`).
    public private(set) var systemContrast: Selection.Contrast?
    /// Wraps each switch's application of bindings, for animation. `apply` must be called once,
    /// synchronously, inside the hook (it cannot be kept for an escaping animation block): cross-fade
    /// a snapshot of the old look over the new one, as LiveryUI's `SystemAppearanceFollower` does
    /// (the ObservingChanges article shows the UIKit code).
    @ObservationIgnored public var transition: (@MainActor (_ apply: () -> Void) -> Void)?
    /// Loads remote images before a switch that waits for them (``apply(_:waitingFor:)``); the
    /// skins module's image cache implements it.
    @ObservationIgnored public var assetLoader: (any AssetPreparing)?
    /// The selections available and how they become themes.
    public internal(set) var source: ThemeSource<Theme>

    @ObservationIgnored @usableFromInline let store = BindingStore<Theme>()
    @ObservationIgnored private(set) var storage: (any SelectionStorage)?
    @ObservationIgnored private var observers: [WeakObserver] = []
    @ObservationIgnored private let streams = ChangeStreams()
    /// The current theme without registering an observation access (bind paths read it often;
    /// key paths into a generic class cost a runtime type lookup each time).
    @usableFromInline var unobservedCurrent: Theme { _current }
    /// Typed-token slots (for managers of resolved tables).
    @ObservationIgnored var tokenSlots: AnyObject?
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
    @ObservationIgnored public let parent: ThemeManager<Theme>?
    @ObservationIgnored private var scopes: [WeakScope<Theme>] = []
    /// Changes a resolved theme before it is shown (user overrides).
    @ObservationIgnored var transform: ((Theme) -> Theme)?
    /// User overrides by token path (managers of resolved tables use them), persisted with the choice.
    @ObservationIgnored var overrideValues: [String: TokenValue] = [:]
    /// The schedule task, cancelled when a new schedule is set.
    @ObservationIgnored var scheduleTask: Task<Void, Never>?

    /// A manager over `source`, restoring the choice saved in `storage` (or `selection`, or the defaults).
    public init(
        source: ThemeSource<Theme>, selection: Selection = Selection(),
        storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) throws(ThemeSpace.Error) {
        let saved = storage?.loadChoice()
        var chosen = try source.complete(selection)
        if let saved, let restored = try? source.complete(saved.selection) { chosen = restored }
        self.source = source
        self.storage = storage
        self.parent = nil
        self.chosen = chosen
        self.selection = chosen
        self.overrideValues = saved?.overrides ?? [:]
        self.followsSystemAppearance = saved?.followsSystemAppearance ?? true
        self.followsSystemContrast = saved?.followsSystemContrast ?? true
        self.current = try source.resolve(chosen)
    }

    /// A manager with an already resolved current theme (the synchronous launch path).
    init(
        source: ThemeSource<Theme>, current: Theme, selection: Selection, storage: (any SelectionStorage)?,
        followsSystemAppearance: Bool, followsSystemContrast: Bool = true, overrides: [String: TokenValue] = [:]
    ) {
        self.source = source
        self.storage = storage
        self.parent = nil
        self.chosen = selection
        self.selection = selection
        self.current = current
        self.overrideValues = overrides
        self.followsSystemAppearance = followsSystemAppearance
        self.followsSystemContrast = followsSystemContrast
    }

    /// A scope following `parent` with `pins` laid over its selection.
    init(scopeOf parent: ThemeManager<Theme>, pins: Selection, current: Theme, selection: Selection) {
        self.source = parent.source
        self.storage = nil
        self.parent = parent
        self.chosen = pins
        self.selection = selection
        self.current = current
        self.followsSystemAppearance = false
        issues.parent = parent.issues
    }

    // MARK: Switching

    /// Switches to `selection`; modifiers it leaves out keep their current contexts. (For a
    /// scope, the contexts given become its pins.)
    public func apply(_ selection: Selection) throws(ThemeSpace.Error) {
        try change(explicit: true) { $0 = $0.merging(selection) }
    }

    /// Switches the `theme` modifier, keeping the other modifiers.
    public func apply(theme: String) throws(ThemeSpace.Error) {
        try apply(theme, for: Selection.StandardModifier.theme)
    }

    /// Chooses the appearance explicitly (and stops following the system's).
    public func apply(appearance: Selection.Appearance) throws(ThemeSpace.Error) {
        try apply(appearance.rawValue, for: Selection.StandardModifier.appearance)
        if followsSystemAppearance { followsSystemAppearance = false }
    }

    /// Chooses the contrast explicitly (and stops following the system's).
    public func apply(contrast: Selection.Contrast) throws(ThemeSpace.Error) {
        try apply(contrast.rawValue, for: Selection.StandardModifier.contrast)
        if followsSystemContrast { followsSystemContrast = false }
    }

    /// Switches one modifier to one of its contexts: `manager.apply("compact", for: "density")`.
    public func apply(_ context: String, for modifier: String) throws(ThemeSpace.Error) {
        try change(explicit: true) { $0[modifier] = context }
    }

    /// Re-applies every binding with the current theme.
    public func reapply() {
        applyBindings(unobservedCurrent)
    }

    /// Replaces what the manager switches between (a reloaded space, installed skins), keeping the
    /// selection where it still exists, and re-applies every binding.
    public func replaceSource(_ source: ThemeSource<Theme>) throws(ThemeSpace.Error) {
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

    /// Takes over `fresh`'s state (its source, storage, restored choice, overrides and current
    /// theme) while keeping this manager's bindings, observers and scopes, then re-applies every
    /// binding: how the app-wide manager is started after views already bound to it.
    func adopt(_ fresh: ThemeManager<Theme>) {
        // The following flags are set while the old storage is still in place, so the restored
        // values are not written back over the saved choice.
        followsSystemAppearance = fresh.followsSystemAppearance
        followsSystemContrast = fresh.followsSystemContrast
        source = fresh.source
        storage = fresh.storage
        chosen = fresh.chosen
        overrideValues = fresh.overrideValues
        install(fresh.current, selection: fresh.selection, persisting: false)
    }

    /// Tells the manager the system's appearance changed; while ``followsSystemAppearance`` is on,
    /// the `appearance` modifier follows it.
    public func systemAppearanceDidChange(to appearance: Selection.Appearance) {
        systemAppearance = appearance
        guard followsSystemAppearance else { return }
        try? switchAppearance(to: appearance)
    }

    /// Tells the manager the system's contrast changed; while ``followsSystemContrast`` is on, the
    /// `contrast` modifier follows it.
    public func systemContrastDidChange(to contrast: Selection.Contrast) {
        systemContrast = contrast
        guard followsSystemContrast else { return }
        try? switchContrast(to: contrast)
    }

    private func switchContrast(to contrast: Selection.Contrast) throws(ThemeSpace.Error) {
        guard let modifier = source.modifier(named: Selection.StandardModifier.contrast),
            modifier.contexts.contains(contrast.rawValue), chosen.contrast != contrast
        else { return }
        try change(explicit: false) { $0.contrast = contrast }
    }

    private func switchAppearance(to appearance: Selection.Appearance) throws(ThemeSpace.Error) {
        guard let modifier = source.modifier(named: Selection.StandardModifier.appearance),
            modifier.contexts.contains(appearance.rawValue), chosen.appearance != appearance
        else { return }
        try change(explicit: false) { $0.appearance = appearance }
    }

    /// The selection the manager should show: the choice with the schedule over it, or (for a
    /// scope) the parent's selection with the pins over it.
    func target(for chosen: Selection) throws(ThemeSpace.Error) -> Selection {
        if let parent { return try source.complete(parent.selection.merging(chosen)) }
        _ = try source.complete(chosen)
        return try source.complete(chosen.merging(scheduled))
    }

    /// The theme of `selection`, with the root manager's overrides.
    func theme(for selection: Selection) throws(ThemeSpace.Error) -> Theme {
        let theme = try source.resolve(selection)
        var root = self
        while let parent = root.parent { root = parent }
        return root.transform?(theme) ?? theme
    }

    /// Changes the choice (or a scope's pins); nothing changes when the result does not resolve.
    /// An explicit choice ends an active schedule entry early (until its next boundary).
    func change(explicit: Bool, _ update: (inout Selection) -> Void) throws(ThemeSpace.Error) {
        var candidate = chosen
        update(&candidate)
        let savedSchedule = scheduled
        if explicit, parent == nil { scheduled = Selection() }
        do {
            let next = try target(for: candidate)
            let theme = try theme(for: next)
            chosen = parent == nil ? (try source.complete(candidate)) : candidate
            if next == selection {
                persist()
                return
            }
            install(theme, selection: next)
        } catch {
            scheduled = savedSchedule
            throw error
        }
    }

    /// Re-resolves the selection the manager should show and switches when it differs (or always, with `force`).
    func refresh(force: Bool = false) throws(ThemeSpace.Error) {
        if let parent { source = parent.source }
        let next = try target(for: chosen)
        guard force || next != selection else { return }
        install(try theme(for: next), selection: next)
    }

    /// Makes `theme` current and runs the switch: bindings, observers, notification, streams,
    /// then the scopes that follow this manager.
    func install(_ theme: Theme, selection next: Selection, persisting: Bool = true) {
        let change = ThemeChange(old: selection, new: next)
        selection = next
        current = theme
        if persisting { persist() }
        applyBindings(theme)
        notify(change)
        scopes.removeAll { $0.scope == nil }
        for scope in scopes { try? scope.scope?.refresh(force: change.old == change.new) }
    }

    private func applyBindings(_ theme: Theme) {
        if let slots = tokenSlots as? TokenSlots, let resolved = theme as? ResolvedTheme {
            slots.remap(to: resolved.index)
        }
        if let transition {
            transition { store.apply(theme) }
        } else {
            store.apply(theme)
        }
    }

    func persist() {
        guard parent == nil else { return }
        storage?.saveChoice(
            ThemeChoice(
                selection: chosen, followsSystemAppearance: followsSystemAppearance,
                followsSystemContrast: followsSystemContrast, overrides: overrideValues))
    }

    // MARK: Scopes and previews

    /// A scope: a manager of its own bindings that follows this manager's selection with
    /// `pins` laid over it (a reading screen in sepia while the app stays in night). Switching
    /// this manager re-applies a scope's bindings only when the scope's selection changes. The
    /// manager holds its scopes weakly: release a scope with its screen.
    public func makeScope(pinning pins: Selection = Selection()) throws(ThemeSpace.Error) -> ThemeManager<Theme> {
        let next = try source.complete(selection.merging(pins))
        let scope = ThemeManager(scopeOf: self, pins: pins, current: try theme(for: next), selection: next)
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
    public func addObserver(_ observer: any ThemeObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
        observers.append(WeakObserver(object: observer))
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any ThemeObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    /// A new stream of changes for each caller. It ends when the caller stops iterating or the
    /// manager goes away.
    public var changes: AsyncStream<ThemeChange> { streams.makeStream() }

    deinit {
        streams.finishAll()
    }

    private func notify(_ change: ThemeChange) {
        observers.removeAll { $0.object == nil }
        for observer in observers { observer.object?.themeDidChange(change) }
        NotificationCenter.default.post(
            name: .liveryThemeDidChange, object: self,
            userInfo: [ThemeChangeUserInfoKey: change, "old": change.old, "new": change.new])
        streams.yield(change)
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

    /// Removes every binding of `object`.
    public func unbind(_ object: AnyObject) {
        store.remove(object, key: nil)
    }

    /// Removes the binding of `object` for `key`.
    public func unbind(_ object: AnyObject, key: BindingKey) {
        store.remove(object, key: key)
    }

    /// The number of bindings (those of objects that died since the last switch included until it compacts).
    package var bindingCount: Int { store.count }

    /// The number of live bindings of `object`.
    public func bindingCount(of object: AnyObject) -> Int { store.count(of: object) }

    /// Bytes the manager's binding storage holds (entries, object records, lookup table), not
    /// counting closure contexts; the benchmark reports it per binding.
    package var bindingStorageBytes: Int { store.storageBytes }

    /// The keys `object` is bound with, in bind order (a binding made without a key is listed by
    /// its call site).
    package func bindingKeys(of object: AnyObject) -> [BindingKey] { store.keys(of: object) }
}

/// A weak reference to an observer.
@MainActor
struct WeakObserver {
    weak var object: (any ThemeObserver)?
}

/// A weak reference to a scope.
@MainActor
struct WeakScope<Theme: Sendable> {
    weak var scope: ThemeManager<Theme>?
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
