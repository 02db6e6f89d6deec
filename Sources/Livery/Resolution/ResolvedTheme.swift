import Foundation

/// A resolved token: its path, type and final value, and where it was declared.
public struct ResolvedToken: Sendable, Hashable, Codable {
    /// The dotted path (`color.text.primary`).
    public var path: String
    /// The final value: aliases, macros and syntax resolved.
    public var value: TokenValue
    /// Where the winning declaration was written.
    public var location: SourceLocation
    /// The declaration's `$description`.
    public var description: String?
    /// The declaration's `$deprecated`, when given.
    public var deprecation: TokenDeprecation?

    /// The value's type.
    public var type: TokenType { value.type }
}

/// Interned token paths of a theme space: every path any selection can produce has a fixed
/// index, so resolved values are read by index on hot paths, not by string.
@usableFromInline
package final class TokenIndex: Sendable {
    /// Every path, sorted; a path's index is its position here.
    @usableFromInline package let paths: [String]
    private let indices: [String: Int]

    init(paths: [String]) {
        self.paths = paths
        var indices: [String: Int] = [:]
        indices.reserveCapacity(paths.count)
        for (i, path) in paths.enumerated() { indices[path] = i }
        self.indices = indices
    }

    /// The index of `path`, or nil when no selection of the space has it.
    @usableFromInline package func index(of path: String) -> Int? { indices[path] }
}

/// The flat, typed table of one selection: every token's final value.
///
/// Built once per selection by ``ThemeSpace/resolve(_:)`` and cached. Read values by path
/// (`theme[Token<ThemeColor>("color.text.primary")]`) or, on hot paths, by interned index.
public struct ResolvedTheme: Sendable {
    /// Where a token was declared, kept apart from the values so reading a value copies no strings.
    struct Details: Sendable {
        var location: SourceLocation
        var description: String?
        var deprecation: TokenDeprecation?
    }

    /// The selection this table belongs to, with every modifier's context filled in.
    public let selection: Selection
    /// The space's path index, shared by every selection of the space.
    @usableFromInline package let index: TokenIndex
    /// Values by interned index (nil where this selection has no such token, or it failed).
    @usableFromInline package let values: ContiguousArray<TokenValue?>
    let details: ContiguousArray<Details?>
    /// Points per rem used for dimensions.
    public let remBase: Double
    /// Distinct for every table built (a selection resolved, overrides laid over it, a cache
    /// loaded) and shared only by copies of one table: caches of values converted from a theme
    /// compare it instead of the values.
    @usableFromInline package let identity: UInt64

    private static let identities = IdentityCounter()

    init(
        selection: Selection, index: TokenIndex, values: ContiguousArray<TokenValue?>,
        details: ContiguousArray<Details?>, remBase: Double
    ) {
        self.identity = Self.identities.next()
        self.selection = selection
        self.index = index
        self.values = values
        self.details = details
        self.remBase = remBase
    }

    init(selection: Selection, index: TokenIndex, tokens: ContiguousArray<ResolvedToken?>, remBase: Double) {
        self.identity = Self.identities.next()
        self.selection = selection
        self.index = index
        self.values = ContiguousArray(tokens.map { $0?.value })
        self.details = ContiguousArray(
            tokens.map { token in
                token.map { Details(location: $0.location, description: $0.description, deprecation: $0.deprecation) }
            })
        self.remBase = remBase
    }

    /// Every resolved token, sorted by path.
    public var tokens: [ResolvedToken] { values.indices.compactMap(token(at:)) }

    /// The number of resolved tokens.
    public var count: Int { values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// The resolved token at an interned index (nil where this selection has none).
    package func token(at i: Int) -> ResolvedToken? {
        guard let value = values[i], let details = details[i] else { return nil }
        return ResolvedToken(
            path: index.paths[i], value: value, location: details.location, description: details.description,
            deprecation: details.deprecation)
    }

    /// The resolved token at `path`.
    public func token(_ path: String) -> ResolvedToken? {
        guard let i = index.index(of: path) else { return nil }
        return token(at: i)
    }

    /// The value at `path`.
    public subscript(path: String) -> TokenValue? {
        guard let i = index.index(of: path) else { return nil }
        return values[i]
    }

    /// The value at an interned index.
    @inlinable
    package subscript(index index: Int) -> TokenValue? {
        index >= 0 && index < values.count ? values[index] : nil
    }

    /// The colour at `path`.
    package func color(_ path: String) -> ThemeColor? {
        switch self[path] {
        case .color(let c)?: c
        case .image(.color(let c))?: c
        default: nil
        }
    }

    /// The dimension at `path`, in points.
    package func dimension(_ path: String) -> Double? {
        if case .dimension(let d)? = self[path] { return d.points(remBase: remBase) }
        if case .number(let n)? = self[path] { return n }
        return nil
    }

    /// The number at `path`.
    package func number(_ path: String) -> Double? {
        if case .number(let n)? = self[path] { return n }
        return nil
    }

    /// The string at `path`.
    package func string(_ path: String) -> String? {
        if case .string(let s)? = self[path] { return s }
        return nil
    }

    /// The boolean at `path`.
    package func boolean(_ path: String) -> Bool? {
        if case .boolean(let b)? = self[path] { return b }
        return nil
    }

    /// The font at `path` (a typography or font family becomes a font).
    package func font(_ path: String) -> ThemeFont? {
        switch self[path] {
        case .font(let f)?: return f
        case .typography(let t)?:
            return ThemeFont(name: t.fontFamily.first, size: t.fontSize.points(remBase: remBase), weight: t.fontWeight)
        case .fontFamily(let names)?: return ThemeFont(name: names.first)
        default: return nil
        }
    }

    /// The image source at `path`.
    package func image(_ path: String) -> ImageSource? {
        if case .image(let i)? = self[path] { return i }
        return nil
    }

    /// The duration at `path`, in seconds.
    package func duration(_ path: String) -> Double? {
        if case .duration(let ms)? = self[path] { return ms / 1000 }
        return nil
    }
}
