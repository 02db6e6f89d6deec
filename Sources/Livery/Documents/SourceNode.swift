import Foundation

/// A value read from a JSON or property-list file, with the position of every part.
///
/// Readers produce `SourceNode` trees; the token-document reader turns them into tokens and
/// groups. Objects keep their members in file order, duplicates included (the reader reports
/// duplicates and the later member wins).
public struct SourceNode: Sendable, Hashable {
    /// The value of a node.
    public indirect enum Value: Sendable, Hashable {
        /// JSON `null`.
        case null
        /// A boolean.
        case bool(Bool)
        /// A number; `isInteger` is true when it was written without a fraction or exponent.
        case number(Double, isInteger: Bool)
        /// A string, with escapes decoded.
        case string(String)
        /// An array, in file order.
        case array([SourceNode])
        /// An object (a property-list dictionary), members in file order, duplicates included.
        case object([Member])
    }

    /// A key and value of an object, in file order.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var key: String
        /// Where the key was written.
        public var keyLocation: SourceLocation
        /// The member's value.
        public var value: SourceNode

        /// A member named `key`, written at `keyLocation`.
        public init(key: String, keyLocation: SourceLocation, value: SourceNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value, with its children.
    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    /// A node for `value` written at `location` (``SourceLocation/inline`` for values built in code).
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The members of an object, or nil for other values.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The last member named `key` of an object (the one that wins over duplicates).
    public subscript(key: String) -> SourceNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The string of a string node.
    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

extension SourceNode {
    /// A raw value typed by a person (a command-line argument, a settings field): JSON numbers,
    /// booleans, objects and arrays as JSON; anything else (aliases, colours, words) as a string.
    package init(rawText text: String, file: String) {
        if let (node, _) = try? JSONReader.read(Data(text.utf8), file: file), node.string == nil {
            self = node
        } else {
            self.init(.string(text), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
