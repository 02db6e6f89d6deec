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
/// ``ThemeObserver``s, posts one ``Foundation/Notification/Name/liveryThemeDidChange``, and
/// yields the change to every ``changes`` stream, in that order. `current` and `selection` are
/// observable, so SwiftUI views that read them update too.
///
/// ```swift
/// @MainActor func setUp(space: ThemeSpace) throws {
///     let manager = try ThemeManager(space: space, storage: .inMemory)
///     let label = Label()
///     manager.bind(label, Token<Color>("color.text.primary")) { label, color in
///         label.textColor = color
///     }
///     try manager.apply(theme: "ocean")
/// }
///
/// final class Label { var textColor: Color? }
/// ```
@MainActor
@Observable
public final class ThemeManager<Theme: Sendable> {
    /// The theme of the current selection.
    public private(set) var current: Theme
    /// The current selection, with every modifier set.
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
    public private(set) var systemAppearance: String?
    /// Wraps each switch's application of bindings, for animation:
    /// `manager.transition = { apply in UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: apply) }`.
    @ObservationIgnored public var transition: (@MainActor (_ apply: () -> Void) -> Void)?
    /// Loads remote images before a switch that waits for them (``apply(_:waitingFor:)``); the
    /// skins module's image cache implements it.
    @ObservationIgnored public var assetLoader: (any AssetPreparing)?
    /// The selections available and how they become themes.
    public internal(set) var source: ThemeSource<Theme>

    @ObservationIgnored @usableFromInline let store = BindingStore<Theme>()
    @ObservationIgnored let storage: (any SelectionStorage)?
    @ObservationIgnored private var observers: [WeakObserver] = []
    @ObservationIgnored private let streams = ChangeStreams()
    /// Called before each switch walks the bindings (typed-token slots remap here).
    @ObservationIgnored var willApply: ((Theme) -> Void)?
    /// The current theme without registering an observation access (bind paths read it often;
    /// key paths into a generic class cost a runtime type lookup each time).
    @usableFromInline var unobservedCurrent: Theme { _current }
    /// Typed-token slots (for managers of resolved tables).
    @ObservationIgnored var tokenSlots: AnyObject?

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
        self.selection = chosen
        self.followsSystemAppearance = saved?.followsSystemAppearance ?? true
        self.current = try source.resolve(chosen)
    }

    /// A manager with an already resolved current theme (the synchronous launch path).
    init(source: ThemeSource<Theme>, current: Theme, selection: Selection, storage: (any SelectionStorage)?, followsSystemAppearance: Bool) {
        self.source = source
        self.storage = storage
        self.selection = selection
        self.current = current
        self.followsSystemAppearance = followsSystemAppearance
    }

    // MARK: Switching

    /// Switches to `selection`; modifiers it leaves out keep their current contexts.
    public func apply(_ selection: Selection) throws(ThemeSpace.Error) {
        try commit(source.complete(self.selection.merging(selection)))
    }

    /// Switches the `theme` modifier, keeping the other modifiers.
    public func apply(theme: String) throws(ThemeSpace.Error) {
        try apply(Selection.StandardModifier.theme, theme)
    }

    /// Chooses the appearance explicitly (and stops following the system's).
    public func apply(appearance: String) throws(ThemeSpace.Error) {
        try apply(Selection.StandardModifier.appearance, appearance)
        if followsSystemAppearance { followsSystemAppearance = false }
    }

    /// Switches the `contrast` modifier.
    public func apply(contrast: String) throws(ThemeSpace.Error) {
        try apply(Selection.StandardModifier.contrast, contrast)
    }

    /// Switches one modifier to one of its contexts.
    public func apply(_ modifier: String, _ context: String) throws(ThemeSpace.Error) {
        try commit(source.complete(selection.with(modifier, context)))
    }

    /// Re-applies every binding with the current theme.
    public func reapply() {
        applyBindings(unobservedCurrent)
    }

    /// Replaces what the manager switches between (a reloaded space, installed skins), keeping the
    /// selection where it still exists, and re-applies every binding.
    public func replaceSource(_ source: ThemeSource<Theme>) throws(ThemeSpace.Error) {
        let next: Selection
        if let kept = try? source.complete(selection) {
            next = kept
        } else {
            next = try source.complete(Selection())
        }
        self.source = source
        try commit(next, force: true)
    }

    /// Tells the manager the system's appearance changed (`light` or `dark`); while
    /// ``followsSystemAppearance`` is on, the `appearance` modifier follows it.
    public func systemAppearanceDidChange(to appearance: String) {
        systemAppearance = appearance
        guard followsSystemAppearance else { return }
        try? switchAppearance(to: appearance)
    }

    private func switchAppearance(to appearance: String) throws(ThemeSpace.Error) {
        guard let modifier = source.modifier(named: Selection.StandardModifier.appearance),
            modifier.contexts.contains(appearance), selection.appearance != appearance
        else { return }
        try commit(selection.with(Selection.StandardModifier.appearance, appearance), persisting: true)
    }

    func commit(_ next: Selection, force: Bool = false, persisting: Bool = true) throws(ThemeSpace.Error) {
        guard force || next != selection else { return }
        let theme = try source.resolve(next)
        install(theme, selection: next, persisting: persisting)
    }

    /// Makes `theme` current and runs the switch: bindings, observers, notification, streams.
    func install(_ theme: Theme, selection next: Selection, persisting: Bool = true) {
        let change = ThemeChange(old: selection, new: next)
        selection = next
        current = theme
        if persisting { persist() }
        applyBindings(theme)
        notify(change)
    }

    private func applyBindings(_ theme: Theme) {
        willApply?(theme)
        if let transition {
            transition { store.apply(theme) }
        } else {
            store.apply(theme)
        }
    }

    private func persist() {
        storage?.saveChoice(ThemeChoice(selection: selection, followsSystemAppearance: followsSystemAppearance))
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
    /// A `key` replaces the object's earlier binding with the same key.
    @inlinable
    public func bind<Object: AnyObject>(
        _ object: Object, key: BindingKey? = nil, _ apply: @escaping @MainActor (Object, Theme) -> Void
    ) {
        store.add(object, key: key) { object, theme, _ in apply(unsafeDowncast(object, to: Object.self), theme) }
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
    public var bindingCount: Int { store.count }

    /// The number of live bindings of `object`.
    public func bindingCount(of object: AnyObject) -> Int { store.count(of: object) }

    /// Bytes the manager's binding storage holds (entries, object records, lookup table), not
    /// counting closure contexts; the benchmark reports it per binding.
    package var bindingStorageBytes: Int { store.storageBytes }

    /// The keys `object` is bound with (bindings made without a key are not listed).
    public func bindingKeys(of object: AnyObject) -> [BindingKey] { store.keys(of: object) }
}

/// A weak reference to an observer.
@MainActor
struct WeakObserver {
    weak var object: (any ThemeObserver)?
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
