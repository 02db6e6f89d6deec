import Foundation
import Livery

/// Reads a dictionary of groups and values (SwiftTheme, Chameleon, a JHTheme style) into a
/// ``ImportTree``: dotted keys become nested groups, objects become groups unless `objectToken`
/// claims them as one value, and each value's type is decided by ``ImportTyping``.
package struct ImportValueReader {
    /// Decides types; holds the define map.
    package var typing = ImportTyping()
    /// Whether group names (`colors`, `images`) give their values a type.
    package var groupNamesGiveTypes = false
    /// Reads an object as one value of the returned type (Chameleon's image objects), written as
    /// the returned node, or nil to read it as a group. Gets the object, the type its key or group
    /// states, its path, and the diagnostics to add to.
    package var objectToken: (SourceNode, TokenType?, String, inout [Diagnostic]) -> (TokenType, SourceNode)? = {
        _, _, _, _ in nil
    }
    /// Rewrites a value before it is typed and written; gets the value, the type its key or group
    /// states, its token path, and the diagnostics to add to.
    package var rewrite: (SourceNode, TokenType?, String, inout [Diagnostic]) -> SourceNode = { node, _, _, _ in node }
    /// What was read.
    package var tree = ImportTree()
    /// What could not be represented.
    package var diagnostics: [Diagnostic] = []

    /// Reads the members of `node` into ``tree`` under `path`.
    package mutating func read(_ node: SourceNode, under path: [String] = [], hint: TokenType? = nil) {
        guard let members = node.members else { return }
        for member in members {
            guard
                let segments = ImportTree.segments(
                    of: member.key, under: path, at: member.keyLocation, diagnostics: &diagnostics)
            else { continue }
            let childPath = path + segments
            var childHint = hint
            if groupNamesGiveTypes {
                for segment in segments { childHint = ImportTyping.type(forGroup: segment) ?? childHint }
            }
            read(member.value, key: member.key, keyLocation: member.keyLocation, path: childPath, hint: childHint)
        }
    }

    /// Reads one member's value at `path`.
    package mutating func read(_ value: SourceNode, key: String, keyLocation: SourceLocation, path: [String], hint: TokenType?) {
        let dotted = path.joined(separator: ".")
        let lastName = path.last ?? key
        let stated = ImportTyping.type(forKey: lastName) ?? hint
        switch value.value {
        case .null:
            diagnostics.append(
                .importing(
                    .warning, "null is no value; \(dotted) not imported", at: value.location, path: dotted, rule: "invalid-value")
            )
        case .object(let members):
            if let (type, value) = objectToken(value, stated, dotted, &diagnostics) {
                if let problem = typing.problem(value, as: type) {
                    diagnostics.append(
                        .importing(
                            .error, "\(problem.message); \(dotted) not imported", at: problem.location, path: dotted,
                            rule: "invalid-value"))
                    return
                }
                tree.insert(ImportTree.token(type, value), at: path, location: keyLocation, diagnostics: &diagnostics)
            } else if members.isEmpty {
                tree.ensureGroup(at: path)
            } else {
                read(value, under: path, hint: hint)
            }
        default:
            let rewritten = rewrite(value, stated, dotted, &diagnostics)
            let type = typing.decide(rewritten, key: lastName, hint: hint, path: dotted, diagnostics: &diagnostics)
            tree.insert(ImportTree.token(type, rewritten), at: path, location: keyLocation, diagnostics: &diagnostics)
        }
    }
}
