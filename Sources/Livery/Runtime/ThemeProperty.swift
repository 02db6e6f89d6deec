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
    @usableFromInline package let set: @MainActor (Object, Value) -> Void

    /// The property at `keyPath`, keyed by the key path.
    public init(_ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        key = BindingKey(keyPath)
        // A key path is immutable once formed; this one is only ever applied on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
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
        self.set = set
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
        let slots = tokenSlots
        let (slot, shared, theme) = typedSlot(for: token.path, as: Property.ThemeValue.self)
        let set = property.set
        // Written in the call: see the typed binding.
        store.add(object, key: property.key, aux: slot) { object, theme, slot in
            guard let value = shared.value(in: theme) else {
                slots.missing(slot, as: Property.ThemeValue.self, object: object, theme: theme)
                return
            }
            set(unsafeDowncast(object, to: Object.self), Property(themeValue: value))
        }
        if let value = shared.value(in: theme) {
            set(object, Property(themeValue: value))
        } else {
            slots.missing(slot, as: Property.ThemeValue.self, object: object, theme: theme)
        }
    }
}
