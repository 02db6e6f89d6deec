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
}

extension ThemeManager where Theme == ResolvedTheme {
    /// A manager over a theme space's selections, restoring the choice saved in `storage`.
    public convenience init(
        space: ThemeSpace, selection: Selection = Selection(),
        storage: (any SelectionStorage)? = defaultSelectionStorage()
    ) throws(ThemeSpace.Error) {
        try self.init(source: ThemeSource(space: space), selection: selection, storage: storage)
        installOverrides()
    }

    @usableFromInline var slots: TokenSlots {
        if let slots = tokenSlots as? TokenSlots { return slots }
        let slots = TokenSlots()
        tokenSlots = slots
        return slots
    }

    /// The current value of a typed token.
    public subscript<Value>(token: Token<Value>) -> Value? { current[token] }

    /// Binds `object` to a typed token: `apply` gets the token's value now and after every switch
    /// (skipped while the selection has no such token). This is Livery's recommended binding:
    /// the value is read by interned index, never by string, on a switch.
    ///
    /// ```swift
    /// manager.bind(label, Token<Color>("color.text.primary")) { label, color in
    ///     label.textColor = color
    /// }
    /// ```
    @inlinable
    public func bind<Object: AnyObject, Value: TokenValueRepresentable>(
        _ object: Object, _ token: Token<Value>, key: BindingKey? = nil,
        _ apply: @escaping @MainActor (Object, Value) -> Void
    ) {
        let slots = self.slots
        let slot = slots.slot(for: token.path, in: unobservedCurrent.index)
        let binding: @MainActor (AnyObject, ResolvedTheme, Int32) -> Void = { object, theme, slot in
            guard let value = theme.value(at: slots.indices[Int(slot)], as: Value.self) else { return }
            apply(unsafeDowncast(object, to: Object.self), value)
        }
        store.add(object, key: key, aux: slot, apply: binding)
        binding(object, unobservedCurrent, slot)
    }

    /// Binds a property to a typed token through a key path; the value converts to the property's
    /// type through ``ThemeConvertible`` (Livery's values and your own types; for platform classes
    /// such as `UIColor`, bind with a closure that converts, or LiveryUI's conveniences). Works on
    /// any class: no `NSObject`, subclass or swizzling. Binding the same key path again replaces.
    @inlinable
    public func bind<Object: AnyObject, Property: ThemeConvertible>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Property>, to token: Token<Property.ThemeValue>
    ) {
        let slots = self.slots
        let slot = slots.slot(for: token.path, in: unobservedCurrent.index)
        let binding: @MainActor (AnyObject, ResolvedTheme, Int32) -> Void = { object, theme, slot in
            guard let value = theme.value(at: slots.indices[Int(slot)], as: Property.ThemeValue.self) else { return }
            unsafeDowncast(object, to: Object.self)[keyPath: keyPath] = Property(themeValue: value)
        }
        store.add(object, key: BindingKey(keyPath), aux: slot, apply: binding)
        binding(object, unobservedCurrent, slot)
    }

}

extension Selection {
    /// This selection with `other`'s contexts laid over it.
    public func merging(_ other: Selection) -> Selection {
        Selection(contexts.merging(other.contexts) { _, new in new })
    }
}
