import Foundation
import Livery

extension StyleRegistry {
    /// Registers a setter through a key path of a platform type, converting the theme's value with
    /// `conversion` (JHTheme-style plist keys for your own views' `UIColor`, `CGColor`, `UIFont`,
    /// `UIImage`, `NSColor`, `NSFont` or `NSImage` properties):
    ///
    /// ```swift
    /// registry.register(Badge.self, "fillColor", keyPath: \.fillColor, through: .uiColor)
    /// registry.register(Badge.self, "borderColor", keyPath: \.layer.borderColor, through: .cgColor)
    /// ```
    ///
    /// Styling through a manager (``/Livery/ThemeManager/style(_:_:registry:transform:)``) converts
    /// through its conversion cache, once per token per switch, as key-path bindings do
    /// (`ThemeManager.bind(_:_:to:through:)`), so colours follow the appearance; a one-off
    /// ``/Livery/StyleRegistry/apply(_:to:in:transform:)`` or a preview converts the value as that
    /// theme has it. Platform classes cannot adopt ``/Livery/ThemeConvertible``, hence the conversion.
    public func register<Object: AnyObject, Value, Output>(
        _ type: Object.Type, _ name: String, keyPath: ReferenceWritableKeyPath<Object, Output>,
        through conversion: Conversion<Value, Output>
    ) {
        register(
            type, name, as: Value.self,
            withContext: { object, value, context in
                object[keyPath: keyPath] = Self.convert(value, conversion, context)
            })
    }

    /// The same, for an optional property (`UILabel.textColor`, `UIImageView.image`…).
    public func register<Object: AnyObject, Value, Output>(
        _ type: Object.Type, _ name: String, keyPath: ReferenceWritableKeyPath<Object, Output?>,
        through conversion: Conversion<Value, Output>
    ) {
        register(
            type, name, as: Value.self,
            withContext: { object, value, context in
                object[keyPath: keyPath] = Self.convert(value, conversion, context)
            })
    }

    /// `value` converted: through the styling manager's cache when the theme is its current one,
    /// else directly, with the value as every appearance's variant.
    private static func convert<Value, Output>(
        _ value: Value, _ conversion: Conversion<Value, Output>, _ context: StyleSettingContext
    ) -> Output {
        let token = Token<Value>(context.path)
        if let manager = context.manager, manager.current.identity == context.theme.identity,
            let output = ConversionCache.cache(for: manager).value(of: token, conversion)
        {
            return output
        }
        return conversion.convert(
            value,
            ConversionContext(token: token, selection: context.theme.selection, variants: AppearanceVariants(light: value)))
    }
}
