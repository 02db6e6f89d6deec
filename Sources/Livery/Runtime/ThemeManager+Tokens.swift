import Foundation

/// Interned token indices of the bindings' typed tokens, remapped when the space changes.
@MainActor
@usableFromInline
final class TokenSlots {
    private(set) var paths: [String] = []
    /// Read by every typed binding on a switch: no dynamic exclusivity check (main-actor
    /// confined, never accessed overlapping).
    @exclusivity(unchecked) @usableFromInline private(set) var indices: ContiguousArray<Int> = []
    private var slotByPath: [String: Int32] = [:]
    private(set) weak var owner: TokenIndex?
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

    func remap(to index: TokenIndex) {
        guard owner !== index else { return }
        owner = index
        for i in paths.indices { indices[i] = index.index(of: paths[i]) ?? -1 }
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
    /// one type), then a table for the rare other types, so binding hashes nothing.
    private var firstValues: ContiguousArray<AnyObject?> = []
    private var otherValues: [ValueKey: AnyObject] = [:]

    /// The shared value of slot `slot` read as `Value`: one per token and type, made when first bound.
    @usableFromInline
    func value<Value>(of slot: Int32, as type: Value.Type) -> SlotValue<Value> {
        let i = Int(slot)
        while firstValues.count <= i { firstValues.append(nil) }
        if let value = firstValues[i] as? SlotValue<Value> { return value }
        if firstValues[i] == nil {
            let value = SlotValue<Value>()
            firstValues[i] = value
            return value
        }
        let key = ValueKey(slot: slot, type: ObjectIdentifier(Value.self))
        if let value = otherValues[key] as? SlotValue<Value> { return value }
        let value = SlotValue<Value>()
        otherValues[key] = value
        return value
    }
}

/// What a typed binding's closure needs, held in one object (see ``ThemeManager/bind(_:_:key:fileID:line:column:_:)``).
@MainActor
@usableFromInline
final class TypedBinding<Object: AnyObject, Value: TokenValueRepresentable> {
    @usableFromInline let slots: TokenSlots
    @usableFromInline let shared: SlotValue<Value>
    @usableFromInline let apply: @MainActor (Object, Value) -> Void

    @usableFromInline
    init(slots: TokenSlots, shared: SlotValue<Value>, apply: @escaping @MainActor (Object, Value) -> Void) {
        self.slots = slots
        self.shared = shared
        self.apply = apply
    }

    @inlinable @inline(__always)
    func run(_ object: AnyObject, _ theme: ResolvedTheme, _ slot: Int32) {
        guard let value = shared.value(in: theme, at: slots.indices[Int(slot)]) else {
            slots.missing(slot, as: Value.self, object: object, theme: theme)
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
@MainActor
@usableFromInline
final class SlotValue<Value: TokenValueRepresentable> {
    // Read by every typed binding on a switch: main-actor confined, never accessed overlapping.
    @exclusivity(unchecked) @usableFromInline var identity: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @usableFromInline init() {}

    /// The token's value in `theme`, read at interned index `index` once per table.
    @inlinable @inline(__always)
    func value(in theme: ResolvedTheme, at index: @autoclosure () -> Int) -> Value? {
        if theme.identity == identity { return value }
        return read(theme, at: index())
    }

    @usableFromInline
    func read(_ theme: ResolvedTheme, at index: Int) -> Value? {
        identity = theme.identity
        value = theme.value(at: index, as: Value.self)
        return value
    }
}

extension ThemeManager {
    /// Reports that a reader of type `reader` (SwiftUI's `@ThemeToken`) found no usable value of
    /// `token` in the current theme.
    package func reportMissingToken<Value>(_ token: Token<Value>, reader: Any.Type) {
        let theme = unobservedCurrent
        issues.report(
            path: token.path, expected: Value.self, objectType: reader, index: theme.index.index(of: token.path) ?? -1,
            theme: theme)
    }

    @usableFromInline var slots: TokenSlots {
        if let tokenSlots { return tokenSlots }
        let slots = TokenSlots()
        slots.issues = issues
        tokenSlots = slots
        return slots
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
        let slots = self.slots
        let slot = slots.slot(for: token.path, in: unobservedCurrent.index)
        let binding = TypedBinding(slots: slots, shared: slots.value(of: slot, as: Value.self), apply: apply)
        // The closure is written in the call, not held in a local first: a local closure of the
        // concrete type would be re-abstracted to the store's generic `Apply` through a thunk (a
        // second call per binding per switch and a 48-byte context per binding). Its one capture,
        // an object, is its context as it is (several captures would be boxed and unpacked).
        store.add(object, key: key, site: CallSite(fileID: fileID, line: line, column: column), aux: slot) {
            object, theme, slot in binding.run(object, theme, slot)
        }
        if let value = unobservedCurrent.value(at: slots.indices[Int(slot)], as: Value.self) {
            apply(object, value)
        } else {
            slots.missing(slot, as: Value.self, object: object, theme: unobservedCurrent)
        }
    }

    /// Binds a property to a typed token through a key path; the value converts to the property's
    /// type through ``ThemeConvertible`` (Livery's values and your own types; for platform classes
    /// such as `UIColor`, bind with a closure that converts, or LiveryUI's conveniences). Works on
    /// any class: no `NSObject`, subclass or swizzling. Binding the same key path again replaces.
    @inlinable
    public func bind<Object: AnyObject, Property: ThemeConvertible>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Property>, to token: Token<Property.ThemeValue>
    ) {
        bind(object, ThemeProperty(keyPath), to: token)
    }
}

extension Selection {
    /// This selection with `other`'s contexts laid over it.
    public func merging(_ other: Selection) -> Selection {
        Selection(contexts.merging(other.contexts) { _, new in new })
    }
}
