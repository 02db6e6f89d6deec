import Foundation
import Livery

/// An object whose properties can follow the theme: views, layers, bar items (the Apple layer
/// conforms them). Gives each a ``livery`` namespace of binding conveniences.
public protocol ThemeBindable: AnyObject {}

extension ThemeBindable {
    /// The object's theme bindings through the app-wide manager (``AppTheme/manager``):
    /// `label.livery.setTextColor("color.text.primary")`.
    @MainActor public var livery: Themed<Self> { Themed(self, manager: AppTheme.manager) }

    /// The object's theme bindings through `manager` (a scope's, for a screen that follows its
    /// own selection).
    @MainActor public func livery(_ manager: ThemeManager) -> Themed<Self> {
        Themed(self, manager: manager)
    }
}

/// The theme bindings of one object: every convenience (`setTextColor`, `setTitleColor(_:for:)`…)
/// is a binding in the manager, so it forgets the object when it dies, replaces an earlier binding
/// of the same property (and control state), and follows every switch.
@MainActor
public struct Themed<Base: AnyObject> {
    /// The bound object.
    public let base: Base
    /// The manager the bindings are made in.
    public let manager: ThemeManager

    /// The bindings of `base` in `manager`.
    package init(_ base: Base, manager: ThemeManager) {
        self.base = base
        self.manager = manager
    }

    /// Binds a property to a token, converting the value through the manager's conversion cache:
    /// `convert` runs once per token per switch, and every object bound to the token gets the
    /// same converted value. Binding the same `key` again replaces.
    @inlinable
    package func bind<Value, Output>(
        _ token: Token<Value>, key: BindingKey, through conversion: Conversion<Value, Output>,
        _ apply: @escaping @MainActor (Base, Output) -> Void
    ) {
        manager.bind(base, key: key, to: token, through: conversion, set: apply)
    }

    /// Binds a property to a token's value as it is (numbers, strings, booleans). Binding the same
    /// `key` again replaces.
    package func bind<Value: TokenValueRepresentable>(
        _ token: Token<Value>, key: BindingKey, _ apply: @escaping @MainActor (Base, Value) -> Void
    ) {
        manager.bind(base, token, key: key, apply)
    }

    /// Removes the binding for `key` (the property keeps its last value).
    package func unbind(_ key: BindingKey) {
        manager.unbind(base, key: key)
    }

    /// Removes every binding of the object.
    package func unbindAll() {
        manager.unbind(base)
    }

    /// The keys the object is bound with, in bind order.
    package var keys: [BindingKey] { manager.bindingKeys(of: base) }
}
