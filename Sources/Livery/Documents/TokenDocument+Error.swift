import Foundation

extension TokenDocument {
    /// A document that could not be read at all: bad syntax, bad encoding, too deep or too large.
    ///
    /// Problems that still leave a usable document (a duplicate key, a value that does not parse)
    /// are ``Diagnostic``s instead.
    public struct Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// What kind of failure it is.
        public enum Reason: String, Sendable, Hashable, Codable {
            /// The text is not valid JSON or property-list syntax.
            case syntax
            /// The bytes are not valid UTF-8.
            case invalidEncoding
            /// Nesting deeper than the reader's limit.
            case tooDeep
            /// The input is larger than the reader's limit.
            case tooLarge
            /// The file's format is not one Livery reads, or its structure is not a token document.
            case invalidStructure
            /// The file could not be read.
            case unreadable
        }

        /// What kind of failure it is.
        public var reason: Reason
        /// What was wrong and what was expected.
        public var message: String
        /// Where the reader stopped.
        public var location: SourceLocation

        /// An error of kind `reason` at `location`.
        package init(_ reason: Reason, _ message: String, at location: SourceLocation) {
            self.reason = reason
            self.message = message
            self.location = location
        }

        /// `path:line:column: error: message`.
        public var description: String { "\(location): error: \(message)" }
    }
}
