import Foundation

/// A problem found while reading or resolving themes, with where it is and what was expected.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// `note`: information that needs no change; `warning`: a likely problem that still
        /// resolves; `error`: a problem that leaves a token or document unusable.
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong and what was expected.
    public var message: String
    /// Where it was written.
    public var location: SourceLocation
    /// The token the problem belongs to, when there is one (`color.text.primary`).
    public var tokenPath: String?
    /// A stable identifier of the check that produced it (`unresolved-alias`, `duplicate-key`…).
    public var rule: String?

    /// A diagnostic of `severity` at `location`, optionally naming the token and the check (`rule`).
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation,
        tokenPath: String? = nil, rule: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.tokenPath = tokenPath
        self.rule = rule
    }

    /// `path:line:column: error: message`, Xcode's format (with `[rule]` appended when set).
    public var description: String {
        // Problems with no place in a file (an unknown context asked for) print as `error: message`.
        var text =
            location.file == SourceLocation.inline.file && location.line == 0
            ? "\(severity.rawValue): " : "\(location): \(severity.rawValue): "
        if let tokenPath, !message.contains(tokenPath) {
            text += "\(tokenPath): "
        }
        text += message
        if let rule { text += " [\(rule)]" }
        return text
    }
}
