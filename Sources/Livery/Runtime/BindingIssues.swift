import Foundation

/// A binding that could not apply its token: the current theme has no such token, or one of
/// another type. The bound property keeps its previous value; the manager reports the problem to
/// ``ThemeSwitcher/bindingIssueHandler`` (and, in debug builds, logs it once per token) instead
/// of failing silently.
public struct BindingIssue: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The theme has no token at the path.
        case missingToken
        /// The theme's token has this type, which does not convert to the binding's.
        case typeMismatch(found: TokenType)
    }

    /// What went wrong.
    public var kind: Kind
    /// The bound token's path (`color.text.primary`).
    public var tokenPath: String
    /// The Swift type the binding reads the token as (`ThemeColor`).
    public var expectedType: String
    /// The type of the bound object (`UILabel`), or of the reader (`ThemeToken`).
    public var objectType: String
    /// The selection whose theme lacked the token.
    public var selection: Selection

    /// `color.accent.pressed (ThemeColor) bound on UIButton: no such token in theme=ocean, …`.
    public var description: String {
        let problem: String
        switch kind {
        case .missingToken: problem = "no such token"
        case .typeMismatch(let found): problem = "the token is a \(found.rawValue), not a \(expectedType)"
        }
        let contexts = selection.contexts.sorted(byKey: \.key).map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(tokenPath) (\(expectedType)) bound on \(objectType): \(problem) in \(contexts.isEmpty ? "the theme" : contexts)"
    }
}

/// Finds and reports binding issues for one manager: each (token, type, object type) once per
/// resolved table, so a switch with a thousand cells bound to a missing token reports it once.
@MainActor
final class BindingIssueReporter {
    private struct Key: Hashable {
        var path: String
        var expected: ObjectIdentifier
        var object: ObjectIdentifier
    }

    /// Called with every issue found.
    var handler: (@MainActor (BindingIssue) -> Void)?
    /// A scope's reporter hands issues to its parent's handler when it has none of its own.
    weak var parent: BindingIssueReporter?
    /// Whether issues are logged (once per token path): on in debug builds.
    var logs: Bool = {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }()
    /// Where log lines go: `os.Logger` on Apple platforms, standard error elsewhere (tests read
    /// them here).
    var write: (String) -> Void = BindingIssueReporter.log
    private var reported = Set<Key>()
    private var reportedIdentity: UInt64 = 0
    private var logged = Set<String>()

    /// Reports that a binding of an `objectType` to `path`, read as `expected`, found nothing
    /// usable in `theme` (at interned index `index`, -1 when the space has no such path).
    func report(path: String, expected: Any.Type, objectType: Any.Type, index: Int, theme: ResolvedTheme) {
        guard handler != nil || parent?.handler != nil || logs else { return }
        if theme.identity != reportedIdentity {
            reported.removeAll(keepingCapacity: true)
            reportedIdentity = theme.identity
        }
        let key = Key(path: path, expected: ObjectIdentifier(expected), object: ObjectIdentifier(objectType))
        guard reported.insert(key).inserted else { return }
        let kind: BindingIssue.Kind
        if let value = theme[index: index] {
            kind = .typeMismatch(found: value.type)
        } else {
            kind = .missingToken
        }
        report(
            BindingIssue(
                kind: kind, tokenPath: path, expectedType: String(describing: expected),
                objectType: String(describing: objectType), selection: theme.selection))
    }

    /// Hands `issue` to the handler and logs it the first time its token comes up.
    func report(_ issue: BindingIssue) {
        if let handler {
            handler(issue)
        } else {
            parent?.handler?(issue)
        }
        guard logs, logged.insert(issue.tokenPath).inserted else { return }
        write("Livery: \(issue)")
    }

    nonisolated static func log(_ line: String) {
        RuntimeLog.write(line, category: "bindings", isError: false)
    }
}
