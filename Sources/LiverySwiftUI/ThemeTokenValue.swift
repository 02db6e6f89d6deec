import Foundation
import Livery

/// A value a token can be read as in a view: SwiftUI's `Color`, `Font`, `Image` and
/// `LinearGradient`, and `Double`, `String` and `Bool` as they are.
public protocol ThemeTokenReadable {
    /// The Livery value the token holds (`Livery.ThemeColor` for SwiftUI's `Color`).
    associatedtype TokenSource: TokenValueRepresentable
    /// The token's value in `values`' current theme, nil when the theme has no such token (or one
    /// of another type). Observation registers only this token.
    @MainActor static func read(_ token: Token<TokenSource>, from values: ThemeValues) -> Self?
}

/// A value a `@ThemeToken` property can have: readable, with something to show when the theme has
/// no such token (SwiftUI's `Color.clear`, `Font.body`), or optional (nil).
public protocol ThemeTokenValue: ThemeTokenReadable {
    /// What a property shows while the theme has no such token.
    static var missingTokenValue: Self { get }
}

extension Optional: ThemeTokenReadable where Wrapped: ThemeTokenReadable {
    /// The wrapped value's source.
    public typealias TokenSource = Wrapped.TokenSource

    /// The wrapped value, or nil: never missing itself.
    @MainActor public static func read(_ token: Token<Wrapped.TokenSource>, from values: ThemeValues) -> Wrapped?? {
        .some(Wrapped.read(token, from: values))
    }
}

extension Optional: ThemeTokenValue where Wrapped: ThemeTokenReadable {
    /// Nil.
    public static var missingTokenValue: Wrapped? { nil }
}

extension Double: ThemeTokenReadable {
    /// Numbers as they are, dimensions in points, durations in seconds.
    @MainActor public static func read(_ token: Token<Double>, from values: ThemeValues) -> Double? {
        values.value(of: token)
    }
}

extension String: ThemeTokenReadable {
    /// String tokens as they are.
    @MainActor public static func read(_ token: Token<String>, from values: ThemeValues) -> String? {
        values.value(of: token)
    }
}

extension Bool: ThemeTokenReadable {
    /// Boolean tokens as they are.
    @MainActor public static func read(_ token: Token<Bool>, from values: ThemeValues) -> Bool? {
        values.value(of: token)
    }
}
