import Foundation

/// Where something was written: a file, and a line and column where the format has them.
///
/// Lines and columns count from 1; a column counts UTF-8 bytes from the
/// start of the line, as Xcode and most compilers do. Formats without positions (binary property
/// lists, values built in code) carry a key path instead.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path, or a name such as `<inline>` for text that did not come from a file.
    public var file: String
    /// The line, from 1; 0 when unknown.
    public var line: Int
    /// The column, from 1 (UTF-8 bytes); 0 when unknown.
    public var column: Int
    /// The key path inside the document (`Global.textColor`), when positions are unknown.
    public var keyPath: String?

    /// A location in `file`; leave `line` and `column` at 0 when unknown and give a `keyPath` instead.
    public init(file: String, line: Int = 0, column: Int = 0, keyPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// A location for text that did not come from a file.
    public static let inline = SourceLocation(file: "<inline>")

    /// `file:line:column`, as Xcode reads it; `file` alone (with the key path) when positions are unknown.
    public var description: String {
        if line > 0 {
            return "\(file):\(line):\(max(column, 1))"
        }
        if let keyPath, !keyPath.isEmpty {
            return "\(file) (\(keyPath))"
        }
        return file
    }
}
