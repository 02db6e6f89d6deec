import Foundation
import Livery

/// A token document being built: groups and tokens in insertion order, addressed by path segments.
///
/// Where a path is both a token and a group (`color` and `color.background`), the token becomes
/// the group's `$root` token (DTCG 2025.10), with a note: Livery JSON cannot hold a token and a
/// group under one name.
struct ImportTree {
    enum Node {
        case token(JSONValue, SourceLocation)
        case group(ImportTree)
    }

    private(set) var entries: [(name: String, node: Node)] = []
    private var positions: [String: Int] = [:]

    /// Whether nothing was inserted.
    var isEmpty: Bool { entries.isEmpty }

    /// Splits a source key into path segments at dots; nil (with an error) for names Livery cannot
    /// hold: empty segments, `{`, `}`, or a leading `$`.
    static func segments(
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
    mutating func insert(
        _ token: JSONValue, at path: [String], location: SourceLocation, diagnostics: inout [Diagnostic]
    ) {
        insert(token, path[...], prefix: [], location: location, diagnostics: &diagnostics)
    }

    /// Inserts an empty group at `path` (a source group with no tokens), unless something is there.
    mutating func ensureGroup(at path: [String]) {
        guard let name = path.first else { return }
        if let index = positions[name] {
            if case .group(var group) = entries[index].node {
                entries[index].node = .token(.null, .inline)  // release the copy before mutating
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
        _ token: JSONValue, _ path: ArraySlice<String>, prefix: [String], location: SourceLocation,
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
            entries[index].node = .token(.null, .inline)  // release the copy before mutating
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

    /// The tree as a Livery JSON object.
    var importJSON: JSONValue {
        .object(
            entries.map { entry in
                switch entry.node {
                case .token(let token, _): (entry.name, token)
                case .group(let group): (entry.name, group.importJSON)
                }
            })
    }

    /// A token object: `{"$type": type, "$value": value}`.
    static func token(_ type: TokenType?, _ value: JSONValue, description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let type { members.append(("$type", .string(type.rawValue))) }
        members.append(("$value", value))
        if let description { members.append(("$description", .string(description))) }
        return .object(members)
    }
}
