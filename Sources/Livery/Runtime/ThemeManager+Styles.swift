import Foundation

extension ThemeManager {
    /// Styles `object` from the theme's `styles` group, now and after every switch.
    ///
    /// Every property listed under `styles.<name>` (`name` defaults to the unqualified name of the
    /// object's type, such as `Label`) is set through `registry`'s setters, in path order:
    /// `styles.Label.textColor` sets `textColor`, `styles.Button.titleLabel.font` sets `font` on the
    /// button's `titleLabel` child, and `styles.Button.titleColor.highlighted` calls the
    /// `titleColor` setter with the argument `highlighted`. Properties the current selection lacks
    /// are left alone; unknown properties and values of the wrong type are reported once through
    /// the registry's diagnostics, and the other properties are still set.
    ///
    /// The binding's key is ``BindingKey/style(_:)`` with the style's name: styling the same object
    /// with the same name again replaces the binding (and its `transform`), styles with other
    /// names coexist and apply in bind order, and ``ThemeSwitcher/unbind(_:key:)`` removes it. To style an
    /// object once from another selection (a theme picker's preview), pass ``ThemeSwitcher/preview(_:)``'s
    /// theme to ``StyleRegistry/apply(_:to:in:transform:)``.
    ///
    /// - Parameters:
    ///   - object: The object to style, held weakly.
    ///   - name: The style's name under `styles`; the object type's name when nil.
    ///   - registry: The setters to use; ``StyleRegistry/standard`` unless given.
    ///   - transform: Called with the object, the property's path inside the style and its value
    ///     before each property is set: return the value to set, or nil to skip the property.
    public func style<Object: AnyObject>(
        _ object: Object, _ name: String? = nil, registry: StyleRegistry = .standard,
        transform: StyleTransform<Object>? = nil
    ) {
        let explicit = name != nil
        let name = name ?? StyleRegistry.styleName(of: type(of: object))
        let cache = StylePlanCache()
        // Unowned: the manager runs its bindings, so it is alive whenever this closure is.
        bind(object, key: .style(name)) { [unowned self] object, theme in
            registry.apply(name, explicit: explicit, to: object, in: theme, transform: transform, cache: cache, manager: self)
        }
    }
}
