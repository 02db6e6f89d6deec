import Foundation
import Livery

extension ThemeManager {
    /// Binds a property of a platform type through a key path, converting the token's value through
    /// the manager's conversion cache (once per token per switch, shared by every object bound to
    /// it): `manager.bind(label, \.textColor, to: Token<ThemeColor>("color.text"), through: .uiColor)`,
    /// `manager.bind(view, \.layer.borderColor, to: border, through: .cgColor)`,
    /// `manager.bind(label, \.font, to: body, through: .uiFont)`.
    ///
    /// Platform classes (`UIColor`, `CGColor`, `UIFont`, `UIImage`, `NSColor`, `NSFont`, `NSImage`)
    /// cannot adopt ``/Livery/ThemeConvertible``, so their key paths take a ``Conversion``. The manager
    /// holds `object` weakly; binding the same key path again replaces the binding. When the current
    /// selection has no such token, the property keeps its value and the miss is reported to
    /// ``/Livery/ThemeSwitcher/bindingIssueHandler``.
    ///
    /// A key path written in the call compiles to a direct store of the property, as with Livery's
    /// `bind(_:_:to:)` for a key path.
    @inlinable
    public func bind<Object: AnyObject, Value, Output>(
        _ object: Object, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Object, Output>, to token: Token<Value>,
        through conversion: Conversion<Value, Output>
    ) {
        bind(object, ThemeProperty(keyPath()), to: token, through: conversion)
    }

    /// The same, for an optional property (`UILabel.textColor`, `UIImageView.image`…).
    @inlinable
    public func bind<Object: AnyObject, Value, Output>(
        _ object: Object, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Object, Output?>, to token: Token<Value>,
        through conversion: Conversion<Value, Output>
    ) {
        let property = ThemeProperty(keyPath())
        let set = property.set
        bind(object, key: property.key, to: token, through: conversion) { set($0, $1) }
    }

    /// Binds a property (a key path, or a setter with an argument such as a control state) to a
    /// token through a conversion: `manager.bind(button, .titleColor(for: .highlighted), to: accent, through: .uiColor)`.
    /// Binding the same object and property again replaces.
    @inlinable
    public func bind<Object: AnyObject, Value, Output>(
        _ object: Object, _ property: ThemeProperty<Object, Output>, to token: Token<Value>,
        through conversion: Conversion<Value, Output>
    ) {
        let set = property.set
        bind(object, key: property.key, to: token, through: conversion) { set($0, $1) }
    }
}

extension ThemeManager {
    /// One binding under `key` that sets each converted value with `set`: every binding through a
    /// conversion, the conveniences' included.
    ///
    /// Inlinable with its callers, and `set`'s one use is the binding object, so a setter made from
    /// a key path written in the call is compiled to a direct store (a second use, such as calling
    /// it here to apply the first value, would keep the standard library's generic key-path setter).
    @inlinable
    func bind<Object: AnyObject, Value, Output>(
        _ object: Object, key: BindingKey, to token: Token<Value>, through conversion: Conversion<Value, Output>,
        set: @escaping @MainActor (Object, Output) -> Void
    ) {
        let binding = ConversionBinding(entry: ConversionCache.cache(for: self).entry(for: token, conversion), set: set)
        // The closure's one capture is the binding, not the manager: retaining a weakly referenced
        // object takes the slow path, and this runs once per bound object per switch.
        bind(object, key: key) { object, theme in binding.run(object, theme) }
    }

    /// The current value of `token`, converted through the manager's conversion cache: a one-off
    /// read that shares the converted object bindings get (`manager.value(of: accent, through: .uiColor)`).
    /// Nil when the current selection has no such token.
    package func value<Value, Output>(of token: Token<Value>, through conversion: Conversion<Value, Output>) -> Output? {
        ConversionCache.cache(for: self).value(of: token, conversion)
    }
}

/// A binding through a conversion: the token's shared converted value and the property's setter.
@MainActor
@usableFromInline
final class ConversionBinding<Object: AnyObject, Value: TokenValueRepresentable, Output> {
    @usableFromInline let entry: ConversionCache.Entry<Value, Output>
    @usableFromInline let set: @MainActor (Object, Output) -> Void

    @usableFromInline
    init(entry: ConversionCache.Entry<Value, Output>, set: @escaping @MainActor (Object, Output) -> Void) {
        self.entry = entry
        self.set = set
    }

    /// Sets the value converted for `theme`, or reports that the theme has no usable value.
    @inlinable @inline(__always)
    func run(_ object: Object, _ theme: ResolvedTheme) {
        guard let output = entry.output(in: theme) else {
            entry.reportMissing(for: object, in: theme)
            return
        }
        set(object, output)
    }
}
