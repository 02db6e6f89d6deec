import Foundation
import Livery

/// How a token's value becomes a platform value (`ThemeColor` → `UIColor`, or SwiftUI's `Color`):
/// an identity shared by every binding and read that converts the same way, and the conversion.
/// The ``ConversionContext`` gives the token's values across appearances, for colours that follow
/// the system.
///
/// One conversion serves every adapter: UIKit and AppKit bindings and key paths convert through
/// the manager's ``ConversionCache``, SwiftUI reads through LiverySwiftUI's `ThemeValues`.
public struct Conversion<Value: TokenValueRepresentable, Output>: Sendable {
    /// Names the conversion: bindings and reads of one token with the same identity share converted values.
    package let identity: String
    /// Whether the output depends on the token's values across appearances and contrasts as well
    /// as on its current value (a colour that follows the appearance of whatever shows it): a
    /// SwiftUI read converts again when those change, and gives the conversion the variants.
    package let followsAppearance: Bool
    /// Makes the platform value.
    package let convert: @MainActor @Sendable (Value, ConversionContext<Value>) -> Output

    /// A conversion named `identity`.
    public init(
        _ identity: String, followsAppearance: Bool = false,
        convert: @escaping @MainActor @Sendable (Value, ConversionContext<Value>) -> Output
    ) {
        self.identity = identity
        self.followsAppearance = followsAppearance
        self.convert = convert
    }
}

/// What a conversion may read besides the value: the token, the selection the value comes from,
/// and the token's values across appearances.
@MainActor
public struct ConversionContext<Value: TokenValueRepresentable> {
    /// The token being converted.
    public let token: Token<Value>
    /// The selection of the theme the value comes from.
    public let selection: Selection
    /// Where the variants come from: a manager, read only when a conversion asks, or given.
    private let source: VariantSource

    private enum VariantSource {
        case manager(ThemeManager)
        case given(AppearanceVariants<Value>)
    }

    /// The context of a value from `manager`'s current theme.
    init(token: Token<Value>, manager: ThemeManager) {
        self.token = token
        self.selection = manager.selection
        self.source = .manager(manager)
    }

    /// The context of a value from a theme of `selection` whose variants are known (uniform: the
    /// value in every appearance, for a value that follows none).
    package init(token: Token<Value>, selection: Selection, variants: AppearanceVariants<Value>) {
        self.token = token
        self.selection = selection
        self.source = .given(variants)
    }

    /// The token's values across the light and dark appearances and normal and high contrast of
    /// the theme (every variant the same when there is nothing to follow).
    public var variants: AppearanceVariants<Value> {
        switch source {
        case .manager(let manager): manager.variants(of: token)
        case .given(let variants): variants
        }
    }
}

/// Converted platform values per token per switch, one cache per manager.
///
/// 10,000 labels bound to one colour token share one `UIColor` after a switch, not 10,000: the
/// first binding applied after a switch converts, the others reuse it; the previous switch's
/// values are released as each token converts again. Lookups on the switch path compare one
/// integer (the table's `identity`) and hash nothing.
@MainActor
public final class ConversionCache {
    private weak var manager: ThemeManager?
    private var entries: [EntryKey: AnyObject] = [:]
    /// Conversions run since the cache was made (tests and benchmarks read it).
    package private(set) var conversionCount = 0

    private struct EntryKey: Hashable {
        var path: String
        var identity: String
        var output: ObjectIdentifier
    }

    private static var caches: [ObjectIdentifier: ConversionCache] = [:]

    /// The cache of `manager` (made on first use; forgotten when the manager goes away).
    public static func cache(for manager: ThemeManager) -> ConversionCache {
        let id = ObjectIdentifier(manager)
        if let cache = caches[id], cache.manager === manager { return cache }
        caches = caches.filter { $0.value.manager != nil }
        let cache = ConversionCache(manager: manager)
        caches[id] = cache
        return cache
    }

    init(manager: ThemeManager) {
        self.manager = manager
    }

    /// The number of tokens with a converted value held.
    package var count: Int { entries.count }

    /// The value `conversion` makes of `token` in the manager's current theme.
    public func value<Value, Output>(of token: Token<Value>, _ conversion: Conversion<Value, Output>) -> Output? {
        guard let manager else { return nil }
        return entry(for: token, conversion).output(in: manager.current)
    }

    /// The shared entry of one token and conversion.
    @usableFromInline
    func entry<Value, Output>(for token: Token<Value>, _ conversion: Conversion<Value, Output>) -> Entry<Value, Output> {
        let key = EntryKey(path: token.path, identity: conversion.identity, output: ObjectIdentifier(Output.self))
        if let entry = entries[key] as? Entry<Value, Output> { return entry }
        let entry = Entry(cache: self, manager: manager, token: token, conversion: conversion)
        entries[key] = entry
        return entry
    }

    fileprivate func converted() { conversionCount += 1 }

    /// Makes every converted value again at its next use, though the theme is the same: for
    /// values that depend on the device as well as the token (fonts scaled for the user's text
    /// size). `SystemAppearanceFollower` calls it, and re-applies the bindings, when the text
    /// size changes.
    public func invalidate() {
        for entry in entries.values { (entry as? any InvalidatableEntry)?.invalidate() }
    }

    /// One token's converted value for one resolved table of the manager. The switch path
    /// (``output(in:)``) is inlined into the caller and specialised there: it compares the
    /// table's ``Livery/ResolvedTheme/identity`` and returns the shared value, touching neither
    /// the manager nor the cache. A profile showed their reference counting (slow for weakly
    /// referenced objects) as the largest cost of a switch, so the entry, not the binding's
    /// closure, holds the manager, and only a conversion reads it.
    ///
    /// The class is not isolated (its methods are), so its deinit frees the storage it allocated;
    /// it is not `Sendable`, and only the manager's main-actor bindings and the cache reach it.
    @usableFromInline
    nonisolated final class Entry<Value: TokenValueRepresentable, Output>: InvalidatableEntry {
        private unowned let cache: ConversionCache
        /// The cache's manager. Unowned and unsafe: entries are reached only from the manager's
        /// bindings and from ``ConversionCache/value(of:_:)``, which checks the manager is alive.
        private unowned(unsafe) let manager: ThemeManager?
        private let token: Token<Value>
        private let conversion: Conversion<Value, Output>
        /// The table converted for and its value, read by every binding on a switch: in memory
        /// allocated once and reached through a `let` pointer, so no read has a dynamic
        /// exclusivity check (as a class's `var` would).
        @usableFromInline let converted: UnsafeMutablePointer<(theme: UInt64, output: Output?)>
        private var index = -1
        /// The index the token's position was read from (held strongly: a new index at a dead
        /// one's address must not match).
        private var owner: TokenIndex?

        init(
            cache: ConversionCache, manager: ThemeManager?, token: Token<Value>,
            conversion: Conversion<Value, Output>
        ) {
            self.cache = cache
            self.manager = manager
            self.token = token
            self.conversion = conversion
            converted = .allocate(capacity: 1)
            converted.initialize(to: (0, nil))
        }

        deinit {
            converted.deinitialize(count: 1)
            converted.deallocate()
        }

        /// Forgets the table the value was converted for, so the next use converts again.
        func invalidate() {
            converted.pointee.theme = 0
        }

        /// Reports that a binding of `object` found no usable value of the token in `theme` (off
        /// the switch's hot path: only bindings that cannot apply come here).
        @usableFromInline @MainActor func reportMissing(for object: AnyObject, in theme: ResolvedTheme) {
            manager?.reportMissingToken(token, reader: type(of: object), in: theme)
        }

        /// The converted value for `theme`: converted once per table, then shared.
        @inlinable @inline(__always)
        @MainActor func output(in theme: ResolvedTheme) -> Output? {
            if theme.identity == converted.pointee.theme { return converted.pointee.output }
            return convert(theme)
        }

        @usableFromInline
        @MainActor func convert(_ theme: ResolvedTheme) -> Output? {
            guard let manager else { return nil }
            converted.pointee = (theme.identity, nil)
            if owner !== theme.index {
                owner = theme.index
                index = theme.index.index(of: token.path) ?? -1
            }
            guard let value = theme.value(at: index, as: Value.self) else { return nil }
            let output = conversion.convert(value, ConversionContext(token: token, manager: manager))
            // Written with the table it was converted for: a conversion that switched the theme again
            // left the newer table's value here, which this older one must not be taken for.
            converted.pointee = (theme.identity, output)
            cache.converted()
            return output
        }
    }
}

/// An entry of the cache whose value can be made again (``ConversionCache/invalidate()``).
protocol InvalidatableEntry: AnyObject {
    func invalidate()
}
