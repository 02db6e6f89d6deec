import Foundation

/// Interned token indices of the bindings' typed tokens, remapped when the space changes.
@MainActor
@usableFromInline
final class TokenSlots {
    private(set) var paths: [String] = []
    /// Each slot's index in ``owner`` (read on bind and on a binding issue; a switch reads the
    /// index each ``SlotValue`` keeps).
    private var indices: ContiguousArray<Int> = []
    private var slotByPath: [String: Int32] = [:]
    /// The index the slots' indices are in (held strongly: a new index at a dead one's address
    /// must not match).
    private(set) var owner: TokenIndex?
    /// Where bindings that find no usable value report it.
    var issues: BindingIssueReporter?

    @usableFromInline
    func slot(for path: String, in index: TokenIndex) -> Int32 {
        if owner !== index { remap(to: index) }
        if let slot = slotByPath[path] { return slot }
        let slot = Int32(paths.count)
        paths.append(path)
        indices.append(index.index(of: path) ?? -1)
        slotByPath[path] = slot
        return slot
    }

    /// The last token a typed binding was made for, with its slot and shared value: binding many
    /// objects to one token (a list's cells, a loop) compares it (the string's storage, when it
    /// is the same string) instead of hashing the path and looking the value up. A class, so
    /// reading it retains one reference (a struct's copy retained its three, about 100
    /// instructions per bind).
    private final class Last {
        let index: TokenIndex
        let path: String
        let type: ObjectIdentifier
        let slot: Int32
        let value: AnyObject

        init(index: TokenIndex, path: String, type: ObjectIdentifier, slot: Int32, value: AnyObject) {
            self.index = index
            self.path = path
            self.type = type
            self.slot = slot
            self.value = value
        }
    }
    private var last: Last?

    /// The slot of `path` in `index` and its shared value read as `Value`.
    @usableFromInline
    func typed<Value>(_ path: String, in index: TokenIndex, as type: Value.Type) -> (slot: Int32, shared: SlotValue<Value>) {
        let valueType = ObjectIdentifier(Value.self)
        if let last, last.index === index, last.type == valueType, last.path == path {
            // The type was checked when the value was stored with it.
            return (last.slot, unsafeDowncast(last.value, to: SlotValue<Value>.self))
        }
        let slot = self.slot(for: path, in: index)
        let shared = value(of: slot, as: Value.self)
        last = Last(index: index, path: path, type: valueType, slot: slot, value: shared)
        return (slot, shared)
    }

    func remap(to index: TokenIndex) {
        guard owner !== index else { return }
        owner = index
        for i in paths.indices { indices[i] = index.index(of: paths[i]) ?? -1 }
        for (i, value) in firstValues.enumerated() { value?.reset(index: indices[i]) }
        for (key, value) in otherValues { value.reset(index: indices[Int(key.slot)]) }
    }

    /// Reports that a binding to slot `slot`, read as `type`, found nothing usable in `theme`
    /// (off the switch's hot path: only bindings that cannot apply come here).
    @usableFromInline
    func missing(_ slot: Int32, as type: Any.Type, object: AnyObject, theme: ResolvedTheme) {
        let i = Int(slot)
        guard let issues, i < paths.count else { return }
        issues.report(path: paths[i], expected: type, objectType: Swift.type(of: object), index: indices[i], theme: theme)
    }

    private struct ValueKey: Hashable {
        var slot: Int32
        var type: ObjectIdentifier
    }
    /// Each slot's value as the type it was first bound with (almost every token is bound with
    /// one type) and that type, then a table for the rare other types, so binding hashes nothing
    /// and casts nothing.
    private var firstValues: ContiguousArray<(any SlotIndexed)?> = []
    private var firstTypes: ContiguousArray<ObjectIdentifier?> = []
    private var otherValues: [ValueKey: any SlotIndexed] = [:]

    /// The shared value of slot `slot` read as `Value`: one per token and type, made when first bound.
    @usableFromInline
    func value<Value>(of slot: Int32, as type: Value.Type) -> SlotValue<Value> {
        let i = Int(slot)
        while firstValues.count <= i {
            firstValues.append(nil)
            firstTypes.append(nil)
        }
        let valueType = ObjectIdentifier(Value.self)
        if let first = firstValues[i] {
            // The type was checked when the value was stored with it.
            if firstTypes[i] == valueType { return unsafeDowncast(first, to: SlotValue<Value>.self) }
        } else {
            let value = SlotValue<Value>(index: indices[i], slots: self)
            firstValues[i] = value
            firstTypes[i] = valueType
            return value
        }
        let key = ValueKey(slot: slot, type: valueType)
        if let value = otherValues[key] as? SlotValue<Value> { return value }
        let value = SlotValue<Value>(index: indices[i], slots: self)
        otherValues[key] = value
        return value
    }
}

/// A slot's shared value, remapped to a new token index when the space changes.
protocol SlotIndexed: AnyObject {
    /// Forgets the value read and reads at `index` from now on.
    func reset(index: Int)
}

/// What a typed binding's closure needs, held in one object (see ``ThemeManager/bind(_:_:key:fileID:line:column:_:)``):
/// the token's shared value and the caller's closure, 40 bytes (the slots, needed only to report
/// a missing token, are reached through the shared value: one binding's memory is 16 bytes less).
@MainActor
@usableFromInline
final class TypedBinding<Object: AnyObject, Value: TokenValueRepresentable> {
    @usableFromInline let shared: SlotValue<Value>
    @usableFromInline let apply: @MainActor (Object, Value) -> Void

    @usableFromInline
    init(shared: SlotValue<Value>, apply: @escaping @MainActor (Object, Value) -> Void) {
        self.shared = shared
        self.apply = apply
    }

    @inlinable @inline(__always)
    func run(_ object: AnyObject, _ theme: ResolvedTheme, _ slot: Int32) {
        guard let value = shared.value(in: theme) else {
            shared.slots.missing(slot, as: Value.self, object: object, theme: theme)
            return
        }
        apply(unsafeDowncast(object, to: Object.self), value)
    }
}

/// A typed token's value in the last table its bindings read, shared by every typed binding of
/// the token: the first binding applied after a switch reads it from the table (an index lookup, a
/// copy of the table's value and its extraction as `Value`), the others compare the table's
/// ``ResolvedTheme/identity`` and copy the value. The callgrind profile of `livery-bench` showed
/// the per-binding read and extraction as a sixth of a switch's instructions.
///
/// The state is in memory allocated once and reached through a `let` pointer: read by every
/// typed binding on a switch, it has no dynamic exclusivity check (as a class's `var` would), and
/// the class is not isolated, so its deinit frees it. Only main-actor code reaches it (it is not
/// `Sendable`: the typed bindings and ``TokenSlots`` hold it).
@usableFromInline
final class SlotValue<Value: TokenValueRepresentable>: SlotIndexed {
    @usableFromInline struct State {
        /// The ``ResolvedTheme/identity`` of the table `value` was read from; 0 for none.
        @usableFromInline var identity: UInt64
        /// The token's interned index in the table's space.
        @usableFromInline var index: Int
        @usableFromInline var value: Value?
    }

    @usableFromInline let state: UnsafeMutablePointer<State>
    /// The slots this value belongs to, which report a binding that finds no usable value (they
    /// own this value, so they outlive it wherever a binding can run).
    @usableFromInline unowned let slots: TokenSlots

    init(index: Int, slots: TokenSlots) {
        self.slots = slots
        state = .allocate(capacity: 1)
        state.initialize(to: State(identity: 0, index: index, value: nil))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func reset(index: Int) {
        state.pointee = State(identity: 0, index: index, value: nil)
    }

    /// The token's value in `theme`, read once per table.
    @inlinable @inline(__always)
    func value(in theme: ResolvedTheme) -> Value? {
        if theme.identity == state.pointee.identity { return state.pointee.value }
        return read(theme)
    }

    @usableFromInline
    func read(_ theme: ResolvedTheme) -> Value? {
        let value = theme.value(at: state.pointee.index, as: Value.self)
        state.pointee.identity = theme.identity
        state.pointee.value = value
        return value
    }
}

extension ThemeManager {
    /// Reports that a reader of type `reader` (SwiftUI's `@ThemeToken`, a binding through a
    /// conversion) found no usable value of `token` in `theme`, by default the current theme.
    package func reportMissingToken<Value>(_ token: Token<Value>, reader: Any.Type, in theme: ResolvedTheme? = nil) {
        let theme = theme ?? unobservedCurrent
        issues.report(
            path: token.path, expected: Value.self, objectType: reader, index: theme.index.index(of: token.path) ?? -1,
            theme: theme)
    }

    /// What a typed binding needs, read once and without generic accessors: the slot of `path`,
    /// its shared value read as `Value` and the current theme (a profile of binding showed the
    /// generic getter of the current theme, read twice per binding, as 8% of a bind).
    @usableFromInline
    func typedSlot<Value>(for path: String, as type: Value.Type) -> (slot: Int32, shared: SlotValue<Value>, theme: ResolvedTheme)
    {
        let theme = unobservedCurrent
        let (slot, shared) = tokenSlots.typed(path, in: theme.index, as: Value.self)
        return (slot, shared, theme)
    }

    /// Binds `object` to a typed token: `apply` gets the token's value now and after every switch
    /// (skipped while the selection has no such token). This is Livery's recommended binding:
    /// the value is read by interned index, never by string, on a switch.
    ///
    /// ```swift
    /// manager.bind(label, Token<ThemeColor>("color.text.primary")) { label, color in
    ///     label.textColor = color
    /// }
    /// ```
    ///
    /// Binding the same object with the same key again replaces; without a `key`, the call site
    /// is the key (see ``ThemeSwitcher/bind(_:key:fileID:line:column:_:)``).
    @inlinable
    public func bind<Object: AnyObject, Value: TokenValueRepresentable>(
        _ object: Object, _ token: Token<Value>, key: BindingKey? = nil, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, _ apply: @escaping @MainActor (Object, Value) -> Void
    ) {
        let (slot, shared, theme) = typedSlot(for: token.path, as: Value.self)
        let binding = TypedBinding(shared: shared, apply: apply)
        // The closure is written in the call, not held in a local first: a local closure of the
        // concrete type would be re-abstracted to the store's generic `Apply` through a thunk (a
        // second call per binding per switch and a 48-byte context per binding). Its one capture,
        // an object, is its context as it is (several captures would be boxed and unpacked).
        store.add(object, key: key, site: CallSite(fileID: fileID, line: line, column: column), aux: slot) {
            object, theme, slot in binding.run(object, theme, slot)
        }
        if let value = shared.value(in: theme) {
            apply(object, value)
        } else {
            tokenSlots.missing(slot, as: Value.self, object: object, theme: theme)
        }
    }

    /// Binds a property to a typed token through a key path; the value converts to the property's
    /// type through ``ThemeConvertible`` (Livery's values and your own types; for platform classes
    /// such as `UIColor`, bind with a closure that converts, or LiveryUI's conveniences). Works on
    /// any class: no `NSObject`, subclass or swizzling. Binding the same key path again replaces.
    ///
    /// A key path written in the call (`\.textColor`) compiles to a direct store of the property
    /// (the parameter is an autoclosure so that it can be formed once for the binding's key and
    /// once for its setter: see ``ThemeProperty/init(_:)``).
    @inlinable
    public func bind<Object: AnyObject, Property: ThemeConvertible>(
        _ object: Object, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Object, Property>,
        to token: Token<Property.ThemeValue>
    ) {
        bind(object, ThemeProperty(keyPath()), to: token)
    }
}

extension Selection {
    /// This selection with `other`'s contexts laid over it.
    package func merging(_ other: Selection) -> Selection {
        Selection(contexts.merging(other.contexts) { _, new in new })
    }
}
