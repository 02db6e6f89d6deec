import Foundation

/// A property of `Object` that a binding sets: a key path, or a setter that takes an argument
/// (such as `setTitleColor(_:for:)` with a control state).
///
/// A property is its binding's key: binding the same object and property again replaces the
/// earlier binding, while the same setter with another argument (another control state) is
/// another property and coexists.
///
/// ```swift
/// import Livery
///
/// final class Button {
///     private(set) var titleColors: [String: ThemeColor] = [:]
///     func setTitleColor(_ color: ThemeColor?, for state: String) { titleColors[state] = color }
/// }
///
/// extension ThemeProperty where Object == Button, Value == ThemeColor? {
///     static func titleColor(for state: String) -> Self {
///         ThemeProperty("setTitleColor(_:for:)", state) { button, color, state in
///             button.setTitleColor(color, for: state)
///         }
///     }
/// }
///
/// @MainActor
/// func style(_ button: Button, manager: ThemeManager) {
///     manager.bind(button, .titleColor(for: "normal"), to: Token<ThemeColor>("color.text.primary"))
///     manager.bind(button, .titleColor(for: "highlighted"), to: Token<ThemeColor>("color.accent"))
/// }
/// ```
public struct ThemeProperty<Object: AnyObject, Value>: @unchecked Sendable {
    // Immutable: a key of sendable parts and a main-actor setter (main-actor functions are
    // sendable; a key path's capture is its components, fixed when it is formed).

    /// The binding key the property stands for.
    public let key: BindingKey
    /// Takes the value owned: a setter that stores it (a key path's) keeps it without a retain.
    @usableFromInline package let set: @MainActor (Object, consuming Value) -> Void

    /// The property at `keyPath`, keyed by the key path.
    ///
    /// A key path written here (`ThemeProperty(\.textColor)`, or through `bind(_:_:to:)`) compiles
    /// to a direct store of the property. The argument is evaluated twice, once for the key and
    /// once for the setter, so it should be a key path, not a call with side effects.
    @inlinable
    public init(_ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Object, Value>) {
        // The key path is formed twice, once for the key and once for the setter: the optimiser
        // folds a key-path literal captured by a closure into a direct store only when the closure
        // is the key path's one use (its constant-capture propagation), else every store goes
        // through the standard library's generic key-path setter, about 1,700 instructions more.
        key = BindingKey(keyPath())
        // A key path is immutable once formed; this one is only ever applied on the main actor.
        nonisolated(unsafe) let keyPath = keyPath()
        set = { $0[keyPath: keyPath] = $1 }
    }

    /// A property set by a setter that takes `argument` (a control state, a bar metric), keyed by
    /// `name` and `argument`: `ThemeProperty("setTitleColor(_:for:)", state) { $0.setTitleColor($1, for: $2) }`.
    public init<Argument: Hashable & Sendable>(
        _ name: String, _ argument: Argument, set: @escaping @MainActor (Object, Value, Argument) -> Void
    ) {
        key = BindingKey(name, category: argument)
        self.set = { set($0, $1, argument) }
    }

    /// A property set by code of your own (several properties at once, a property with side
    /// effects), keyed by `name`.
    public init(_ name: String, set: @escaping @MainActor (Object, Value) -> Void) {
        key = BindingKey(name)
        self.set = { set($0, $1) }
    }
}

extension ThemeManager {
    /// Binds a property to a typed token: the value converts to the property's type through
    /// ``ThemeConvertible`` (Livery's values and your own types; platform classes such as
    /// `UIColor` bind through LiveryUI's conversions). Binding the same object and property again
    /// replaces; a token the current selection lacks leaves the property as it is and is reported
    /// to ``ThemeSwitcher/bindingIssueHandler``.
    @inlinable
    public func bind<Object: AnyObject, Property: ThemeConvertible>(
        _ object: Object, _ property: ThemeProperty<Object, Property>, to token: Token<Property.ThemeValue>
    ) {
        let (slot, shared, theme) = typedSlot(for: token.path, as: Property.ThemeValue.self)
        // The setter's one use: a setter made from a key path written at the call site is then
        // compiled to a direct store with no context (see `ThemeProperty.init(_:)`), and the
        // binding's state is one object, as a typed binding's.
        let binding = PropertyBinding(shared: shared, set: property.set)
        // Written in the call: see the typed binding.
        store.add(object, key: property.key, aux: slot) { object, theme, slot in binding.run(object, theme, slot) }
        binding.run(object, theme, slot)
    }
}

/// A property binding's state: the token's shared value and the property's setter, run on each
/// switch with the value converted through ``ThemeConvertible``.
@usableFromInline
@MainActor
final class PropertyBinding<Object: AnyObject, Property: ThemeConvertible> {
    @usableFromInline let shared: SlotValue<Property.ThemeValue>
    @usableFromInline let set: @MainActor (Object, consuming Property) -> Void

    @usableFromInline
    init(shared: SlotValue<Property.ThemeValue>, set: @escaping @MainActor (Object, consuming Property) -> Void) {
        self.shared = shared
        self.set = set
    }

    @inlinable @inline(__always)
    func run(_ object: AnyObject, _ theme: ResolvedTheme, _ slot: Int32) {
        guard let value = shared.value(in: theme) else {
            shared.slots.missing(slot, as: Property.ThemeValue.self, object: object, theme: theme)
            return
        }
        set(unsafeDowncast(object, to: Object.self), Property(themeValue: value))
    }
}
