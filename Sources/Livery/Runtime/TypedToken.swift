import Foundation

/// A value type a typed token reads from a resolved theme: ``ThemeColor``, ``ThemeFont``, ``ImageSource``,
/// `Double` (dimensions in points, numbers), `String`, `Bool`…
public protocol TokenValueRepresentable: Sendable {
    /// Reads the value from a resolved token value, converting where types are compatible
    /// (a dimension is a `Double` of points, a typography is a ``ThemeFont``); nil when it is another type.
    static func extract(from value: TokenValue, remBase: Double) -> Self?
}

/// A token path that knows the type of its value: `Token<ThemeColor>("color.text.primary")`.
///
/// Use typed tokens wherever a path string is accepted; `livery generate swift` writes one for
/// every token of a theme space, so a misspelt path is a compile error rather than a blank screen.
///
/// ```swift
/// extension Token where Value == ThemeColor {
///     static let accent: Token<ThemeColor> = "color.accent"
/// }
/// ```
public struct Token<Value: TokenValueRepresentable>: Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The dotted path.
    public let path: String

    /// A token at `path` (dotted: `color.text.primary`).
    public init(_ path: String) { self.path = path }

    public init(stringLiteral value: String) { self.path = value }

    public var description: String { path }
}

extension ResolvedTheme {
    /// The value of a typed token, or nil when the selection has no such token or it has another type.
    public subscript<Value>(token: Token<Value>) -> Value? {
        guard let value = self[token.path] else { return nil }
        return Value.extract(from: value, remBase: remBase)
    }

    /// The value of a typed token at an interned index (the theme space interns every token path a selection can produce at a fixed index).
    @inlinable
    package func value<Value: TokenValueRepresentable>(at index: Int, as type: Value.Type = Value.self) -> Value? {
        guard index >= 0, index < values.count, let value = values[index] else { return nil }
        return Value.extract(from: value, remBase: remBase)
    }
}

extension ThemeColor: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> ThemeColor? {
        switch value {
        case .color(let c): c
        case .image(.color(let c)): c
        default: nil
        }
    }
}

extension ThemeFont: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> ThemeFont? {
        switch value {
        case .font(let f): return f
        case .typography(let t):
            return ThemeFont(name: t.fontFamily.first, size: t.fontSize.points(remBase: remBase), weight: t.fontWeight)
        case .fontFamily(let names): return ThemeFont(name: names.first)
        default: return nil
        }
    }
}

extension ImageSource: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> ImageSource? {
        switch value {
        case .image(let i): i
        case .color(let c): .color(c)
        case .gradient(let g): .gradient(g)
        default: nil
        }
    }
}

extension Double: TokenValueRepresentable {
    /// Numbers as they are, dimensions in points, durations in seconds, font weights as weights.
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> Double? {
        switch value {
        case .number(let n): n
        case .dimension(let d): d.points(remBase: remBase)
        case .duration(let ms): ms / 1000
        case .fontWeight(let w): w.value
        default: nil
        }
    }
}

extension String: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

extension Bool: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> Bool? {
        if case .boolean(let b) = value { return b }
        return nil
    }
}

extension TokenValue: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> TokenValue? { value }
}

extension Shadow: TokenValueRepresentable {
    /// The first shadow of a shadow token.
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> Shadow? {
        if case .shadow(let s) = value { return s.first }
        return nil
    }
}

extension Border: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> Border? {
        if case .border(let b) = value { return b }
        return nil
    }
}

extension ThemeGradient: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> ThemeGradient? {
        switch value {
        case .gradient(let g): g
        case .image(.gradient(let g)): g
        default: nil
        }
    }
}

extension Typography: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> Typography? {
        if case .typography(let t) = value { return t }
        return nil
    }
}

extension ThemeTransition: TokenValueRepresentable {
    @inlinable public static func extract(from value: TokenValue, remBase: Double) -> ThemeTransition? {
        if case .transition(let t) = value { return t }
        return nil
    }
}

/// A type made from a theme value, so key-path bindings convert on assignment: Livery's own values
/// (and optionals of them) conform, and you can conform your own final classes and structs.
///
/// Platform classes (`UIColor`, `NSColor`, `UIFont`, `CGColor`…) do not conform: a non-final class
/// cannot satisfy the `init` requirement. LiveryUI binds their key paths through a conversion
/// (`manager.bind(label, \.textColor, to: token, through: .uiColor)`); its conveniences
/// (`label.livery.setTextColor(…)`) and a typed-token closure that converts
/// (`manager.bind(label, token) { $0.textColor = UIColor.livery($1) }`) work too.
///
/// ```swift
/// final class Swatch: ThemeConvertible {
///     let rgba: ThemeColor.RGBA8
///     init(themeValue: ThemeColor) { rgba = themeValue.rgba8 }
/// }
/// ```
public protocol ThemeConvertible {
    /// The Livery value this type is made from.
    associatedtype ThemeValue: TokenValueRepresentable
    /// Makes the platform value from a theme value.
    init(themeValue: ThemeValue)
}

extension Optional: ThemeConvertible where Wrapped: ThemeConvertible {
    public init(themeValue: Wrapped.ThemeValue) { self = .some(Wrapped(themeValue: themeValue)) }
}

extension ThemeConvertible where Self: TokenValueRepresentable, ThemeValue == Self {
    /// The value itself: a Livery value converts to its own type.
    @inlinable public init(themeValue: Self) { self = themeValue }
}

extension ThemeColor: ThemeConvertible {}
extension ThemeFont: ThemeConvertible {}
extension Double: ThemeConvertible {}
extension String: ThemeConvertible {}
extension Bool: ThemeConvertible {}
extension ImageSource: ThemeConvertible {}
