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
///
/// A binding made without a key is keyed by its call site (file, line and column), so binding
/// again from the same line, as `tableView(_:cellForRowAt:)` does for a reused cell, replaces.
public struct BindingKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Every part holds only immutable, sendable values (strings, key paths, the category given, a
    // static string).
    @usableFromInline enum Storage: Hashable {
        case property(Property)
        case callSite(CallSite)
    }

    /// A property key's identity and category, in one immutable object. `AnyHashable`'s layout is
    /// not known to the compiler outside the standard library, so a key holding two inline was
    /// copied and destroyed through generic value witnesses, about 150 instructions on every bind
    /// (even one with no key: a `BindingKey?` that is nil); a reference copies with one retain.
    @usableFromInline final class Property: Hashable, @unchecked Sendable {
        let identity: AnyHashable
        let category: AnyHashable?

        init(_ identity: AnyHashable, category: AnyHashable?) {
            self.identity = identity
            self.category = category
        }

        @usableFromInline static func == (a: Property, b: Property) -> Bool {
            a === b || (a.identity == b.identity && a.category == b.category)
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(identity)
            hasher.combine(category)
        }
    }

    @usableFromInline let storage: Storage

    /// A key named by a string, such as a setter's name.
    public init(_ property: String, category: (some Hashable & Sendable)? = String?.none) {
        storage = .property(Property(AnyHashable(property), category: category.map { AnyHashable($0) }))
    }

    /// A key for a key path's property.
    public init(_ keyPath: AnyKeyPath, category: (some Hashable & Sendable)? = String?.none) {
        storage = .property(Property(AnyHashable(keyPath), category: category.map { AnyHashable($0) }))
    }

    /// The key of a binding made at a call site without a key of its own.
    init(_ site: CallSite) {
        storage = .callSite(site)
    }

    public var description: String {
        switch storage {
        case .property(let property):
            property.category.map { "\(property.identity) [\($0)]" } ?? "\(property.identity)"
        case .callSite(let site): "\(site.fileID):\(site.line):\(site.column)"
        }
    }
}

/// Where a binding was made: hashed by line and column (no string is read when binding), equal
/// when the file's text is equal too.
@usableFromInline
struct CallSite: Hashable {
    let fileID: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(fileID: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    @usableFromInline
    static func == (a: CallSite, b: CallSite) -> Bool {
        guard a.line == b.line, a.column == b.column else { return false }
        // The same call site passes the same literal: compare addresses first, text only when they differ.
        if a.fileID.hasPointerRepresentation, b.fileID.hasPointerRepresentation, a.fileID.utf8Start == b.fileID.utf8Start {
            return true
        }
        return a.fileID.withUTF8Buffer { x in
            b.fileID.withUTF8Buffer { y in x.elementsEqual(y) }
        }
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}
