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
        case property(AnyHashable, category: AnyHashable?)
        case callSite(CallSite)
    }

    @usableFromInline let storage: Storage

    /// A key named by a string, such as a setter's name.
    public init(_ property: String, category: (some Hashable & Sendable)? = String?.none) {
        storage = .property(AnyHashable(property), category: category.map { AnyHashable($0) })
    }

    /// A key for a key path's property.
    public init(_ keyPath: AnyKeyPath, category: (some Hashable & Sendable)? = String?.none) {
        storage = .property(AnyHashable(keyPath), category: category.map { AnyHashable($0) })
    }

    /// The key of a binding made at a call site without a key of its own.
    init(_ site: CallSite) {
        storage = .callSite(site)
    }

    public var description: String {
        switch storage {
        case .property(let property, let category): category.map { "\(property) [\($0)]" } ?? "\(property)"
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
