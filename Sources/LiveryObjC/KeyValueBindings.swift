import Foundation
import Livery

/// A token's value as an Objective-C property takes it: what ``LVThemeManager`` hands to
/// key-value coding (`setValue(_:forKeyPath:)`) for each kind of token.
package enum ObjCValueKind: Int, Sendable, CaseIterable {
    /// A colour: a `UIColor` / `NSColor`.
    case color
    /// A font: a `UIFont` / `NSFont`.
    case font
    /// An image source: a `UIImage` / `NSImage` (remote images load through the skins' pipeline).
    case image
    /// Text: an `NSString`.
    case string
    /// A number, a dimension in points, a font weight or a duration in seconds: an `NSNumber` of a double.
    case number
    /// A boolean: an `NSNumber` of a `BOOL`.
    case boolean
    /// Composite values (shadows, gradients, typography…) have no single Objective-C property
    /// type: bind them from Swift.
    case unsupported

    /// The kind of `value`.
    package init(_ value: TokenValue) {
        switch value {
        case .color: self = .color
        case .font: self = .font
        case .image: self = .image
        case .string: self = .string
        case .number, .dimension, .fontWeight, .duration: self = .number
        case .boolean: self = .boolean
        default: self = .unsupported
        }
    }

    /// The number an `NSNumber` carries for `value` (dimensions in points with `remBase` points
    /// per rem, durations in seconds), or nil when the value is not a number.
    package static func number(_ value: TokenValue, remBase: Double = 16) -> Double? {
        switch value {
        case .number(let number): number
        case .dimension(let dimension): dimension.points(remBase: remBase)
        case .fontWeight(let weight): weight.value
        case .duration(let milliseconds): milliseconds / 1000
        default: nil
        }
    }
}

extension ThemeManager {
    /// Binds the property at `keyPath` of `object` to the token at `path`, as JHTheme's key paths
    /// and DKNightVersion's pickers do: `set` runs now and after every switch with the token's
    /// value (a dimension as a number of points), and is not called when the theme lacks the token. Binding the same key path of the
    /// same object again replaces the binding; the manager holds `object` weakly.
    ///
    /// The Objective-C façade (``LVThemeManager``) passes a `set` that converts the value to a
    /// platform object and calls `setValue(_:forKeyPath:)`.
    package func bind<Object: AnyObject>(
        _ object: Object, keyValuePath keyPath: String, toTokenAt path: String,
        _ set: @escaping @MainActor (Object, String, TokenValue) -> Void
    ) {
        bind(object, key: Self.keyValueBindingKey(keyPath)) { object, theme in
            guard let value = theme[path] else { return }
            if case .dimension(let length) = value {
                set(object, keyPath, .number(length.points(remBase: theme.remBase)))
            } else {
                set(object, keyPath, value)
            }
        }
    }

    /// Removes the binding of `keyPath` of `object` (the property keeps its value).
    package func unbind(_ object: AnyObject, keyValuePath keyPath: String) {
        unbind(object, key: Self.keyValueBindingKey(keyPath))
    }

    /// The binding key of a key-value path (shared by every object, one binding per path per object).
    static func keyValueBindingKey(_ keyPath: String) -> BindingKey {
        BindingKey("livery.kvc", category: keyPath)
    }
}

extension ThemeSwitcher where Theme == LanguageTable {
    /// Binds the property at `keyPath` of `object` to the string `key` of the active language
    /// table, now and after every language switch: `set` gets the table's string (falling back to
    /// its base tables, then to the key itself, so a label never goes blank). Binding the same key
    /// path of the same object again replaces the binding; the manager holds `object` weakly.
    ///
    /// The Objective-C façade (`LVLanguageManager`) passes a `set` that calls
    /// `setValue(_:forKeyPath:)`.
    package func bind<Object: AnyObject>(
        _ object: Object, keyValuePath keyPath: String, toStringKey key: String,
        _ set: @escaping @MainActor (Object, String, String) -> Void
    ) {
        bind(object, key: ThemeManager.keyValueBindingKey(keyPath)) { object, table in
            set(object, keyPath, table[key])
        }
    }

    /// Removes the binding of `keyPath` of `object` (the property keeps its value).
    package func unbind(_ object: AnyObject, keyValuePath keyPath: String) {
        unbind(object, key: ThemeManager.keyValueBindingKey(keyPath))
    }
}

/// The Objective-C values of one-off reads: what `numberForToken:` and `stringForToken:` return.
enum ObjCTokenReader {
    /// The number at `path`: numbers, dimensions in points, font weights, durations in seconds,
    /// and booleans as `BOOL` numbers; nil for a missing token or another type.
    static func number(at path: String, in theme: ResolvedTheme) -> NSNumber? {
        guard let value = theme[path] else { return nil }
        if case .boolean(let flag) = value { return NSNumber(value: flag) }
        return ObjCValueKind.number(value, remBase: theme.remBase).map { NSNumber(value: $0) }
    }

    /// The string at `path` (a theme's string token), or nil.
    static func string(at path: String, in theme: ResolvedTheme) -> String? {
        theme.string(path)
    }
}
