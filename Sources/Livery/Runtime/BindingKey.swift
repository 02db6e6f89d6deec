import Foundation

/// Identifies one bound property of an object: a property identity plus an optional category.
///
/// Binding the same key of the same object again replaces the earlier binding; keys that differ
/// only in category coexist, so a button's title colour can be bound once per control state:
///
/// ```swift
/// let normal = BindingKey("setTitleColor(_:for:)", category: "normal")
/// let highlighted = BindingKey("setTitleColor(_:for:)", category: "highlighted")
/// ```
public struct BindingKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Both parts hold only immutable, sendable values (strings, key paths, the category given).
    let property: AnyHashable
    let category: AnyHashable?

    /// A key named by a string, such as a setter's name.
    public init(_ property: String, category: (some Hashable & Sendable)? = String?.none) {
        self.property = AnyHashable(property)
        self.category = category.map { AnyHashable($0) }
    }

    /// A key for a key path's property.
    public init(_ keyPath: AnyKeyPath, category: (some Hashable & Sendable)? = String?.none) {
        self.property = AnyHashable(keyPath)
        self.category = category.map { AnyHashable($0) }
    }

    public var description: String {
        category.map { "\(property) [\($0)]" } ?? "\(property)"
    }
}
