import Foundation

extension ThemeManager where Theme == ResolvedTheme {
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
    /// names coexist and apply in bind order, and ``unstyle(_:_:)`` or ``unbind(_:key:)`` removes it.
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

    /// Styles `object` once from another selection, without switching to it or binding the
    /// object (a theme picker's preview): `selection` is laid over the current selection and
    /// resolved, and the style is applied from that theme. A later switch does not re-apply it
    /// (the object's own style bindings, if any, do apply then).
    ///
    /// - Throws: ``ThemeSpace/Error`` when `selection` names a context the space does not have.
    public func style<Object: AnyObject>(
        _ object: Object, _ name: String? = nil, selection: Selection, registry: StyleRegistry = .standard,
        transform: StyleTransform<Object>? = nil
    ) throws(ThemeSpace.Error) {
        let theme = try preview(selection)
        registry.apply(
            name ?? StyleRegistry.styleName(of: type(of: object)), explicit: name != nil, to: object, in: theme,
            transform: transform, cache: nil, manager: nil)
    }

    /// Removes the style binding of `object` named `name` (the object type's name when nil).
    public func unstyle(_ object: AnyObject, _ name: String? = nil) {
        unbind(object, key: .style(name ?? StyleRegistry.styleName(of: type(of: object))))
    }
}
