import Foundation
import Livery

/// A token document being built: groups and tokens in insertion order, addressed by path segments.
///
/// Where a path is both a token and a group (`color` and `color.background`), the token becomes
/// the group's `$root` token (DTCG 2025.10), with a note: Livery JSON cannot hold a token and a
/// group under one name.
package struct ImportTree: Sendable {
    /// A member of a tree: a token or a group.
    package enum Node: Sendable {
        /// A token object (`$type`, `$value`…), with the position of its key.
        case token(SourceNode, SourceLocation)
        /// A group.
        case group(ImportTree)
    }

    /// The tree's members in insertion order.
    package private(set) var entries: [(name: String, node: Node)] = []
    private var positions: [String: Int] = [:]

    /// Whether nothing was inserted.
    package var isEmpty: Bool { entries.isEmpty }

    /// How deep a token path may nest, groups and dotted key segments together: far beyond any
    /// theme file, and shallow enough that the recursive readers and writers over a tree run on a
    /// secondary thread's 512 KiB stack in a debug build.
    package static let depthLimit = 64

    /// Splits a source key into path segments at dots; nil (with an error) for names Livery cannot
    /// hold: empty segments, `{`, `}`, a leading `$`, or a path deeper than ``depthLimit``.
    package static func segments(
        of key: String, under parent: [String] = [], at location: SourceLocation, diagnostics: inout [Diagnostic]
    ) -> [String]? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let full = (parent + [key]).joined(separator: ".")
        if parts.contains(where: \.isEmpty) {
            diagnostics.append(
                .importing(
                    .error, "key '\(key)' has an empty name between dots; not imported", at: location, path: full,
                    rule: "invalid-name"))
            return nil
        }
        if parent.count + parts.count > depthLimit {
            diagnostics.append(
                .importing(
                    .error, "'\(key)' is nested deeper than \(depthLimit) groups; not read", at: location,
                    path: (parent + [parts.first ?? key]).joined(separator: "."), rule: "too-deep"))
            return nil
        }
        if let bad = parts.first(where: { $0.contains("{") || $0.contains("}") || $0.hasPrefix("$") }) {
            diagnostics.append(
                .importing(
                    .error, "name '\(bad)' contains '{' or '}' or starts with '$', which token names cannot; not imported",
                    at: location, path: full, rule: "invalid-name"))
            return nil
        }
        return parts
    }

    /// Inserts a token (its whole `{"$type", "$value"}` object) at `path`.
    package mutating func insert(
        _ token: SourceNode, at path: [String], location: SourceLocation, diagnostics: inout [Diagnostic]
    ) {
        insert(token, path[...], prefix: [], location: location, diagnostics: &diagnostics)
    }

    /// Inserts an empty group at `path` (a source group with no tokens), unless something is there.
    package mutating func ensureGroup(at path: [String]) {
        guard let name = path.first else { return }
        if let index = positions[name] {
            if case .group(var group) = entries[index].node {
                entries[index].node = .token(Self.placeholder, .inline)  // release the copy before mutating
                group.ensureGroup(at: Array(path.dropFirst()))
                entries[index].node = .group(group)
            }
            return
        }
        var group = ImportTree()
        group.ensureGroup(at: Array(path.dropFirst()))
        positions[name] = entries.count
        entries.append((name, .group(group)))
    }

    private mutating func insert(
        _ token: SourceNode, _ path: ArraySlice<String>, prefix: [String], location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) {
        guard let name = path.first else { return }
        let rest = path.dropFirst()
        let here = prefix + [name]
        guard let index = positions[name] else {
            if rest.isEmpty {
                positions[name] = entries.count
                entries.append((name, .token(token, location)))
            } else {
                var group = ImportTree()
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
                positions[name] = entries.count
                entries.append((name, .group(group)))
            }
            return
        }
        switch entries[index].node {
        case .group(var group):
            entries[index].node = .token(Self.placeholder, .inline)  // release the copy before mutating
            if rest.isEmpty {
                diagnostics.append(Self.rootNote(here, at: location))
                group.insert(token, ["$root"], prefix: here, location: location, diagnostics: &diagnostics)
            } else {
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
            }
            entries[index].node = .group(group)
        case .token(let existing, let existingLocation):
            if rest.isEmpty {
                diagnostics.append(
                    .importing(
                        .warning,
                        "\(here.joined(separator: ".")) is given again; the later value wins (the first is at \(existingLocation))",
                        at: location, path: here.joined(separator: "."), rule: "duplicate-token"))
                entries[index].node = .token(token, location)
            } else {
                diagnostics.append(Self.rootNote(here, at: existingLocation))
                var group = ImportTree()
                group.positions["$root"] = 0
                group.entries.append(("$root", .token(existing, existingLocation)))
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
                entries[index].node = .group(group)
            }
        }
    }

    private static func rootNote(_ path: [String], at location: SourceLocation) -> Diagnostic {
        let dotted = path.joined(separator: ".")
        return .importing(
            .note,
            "\(dotted) is both a token and a group, which Livery JSON cannot hold under one name; the token is written as \(dotted).$root",
            at: location, path: dotted, rule: "root-token")
    }

    private static let placeholder = SourceNode(.null, at: .inline)

    /// The tree as a document's root, every value at the position it was read from; an empty
    /// group sits at `location`.
    package func sourceNode(at location: SourceLocation) -> SourceNode {
        var first: SourceLocation?
        let members = entries.map { entry -> SourceNode.Member in
            switch entry.node {
            case .token(let token, let keyLocation):
                if first == nil { first = keyLocation }
                return SourceNode.Member(key: entry.name, keyLocation: keyLocation, value: token)
            case .group(let group):
                let node = group.sourceNode(at: location)
                if first == nil { first = node.location }
                return SourceNode.Member(key: entry.name, keyLocation: node.location, value: node)
            }
        }
        return SourceNode(.object(members), at: first ?? location)
    }

    /// A token object: `{"$type": type, "$value": value}`, at the value's position.
    package static func token(_ type: TokenType?, _ value: SourceNode, description: String? = nil) -> SourceNode {
        let at = value.location
        var members: [SourceNode.Member] = []
        if let type { members.append(.init(key: "$type", keyLocation: at, value: SourceNode(.string(type.rawValue), at: at))) }
        members.append(.init(key: "$value", keyLocation: at, value: value))
        if let description {
            members.append(.init(key: "$description", keyLocation: at, value: SourceNode(.string(description), at: at)))
        }
        return SourceNode(.object(members), at: at)
    }
}
