import Foundation
import Livery
import LiveryTools

/// Modes written in token paths (`light.theme.bg.default`, `accent-color.sets.dark`): found, shown
/// side by side as a mode grid, and imported as a modifier of a resolver document.
extension StudioModel {
    /// Path segments that name a mode, by the modifier they belong to.
    static let modeFamilies: [(modifier: String, modes: [String])] = [
        ("appearance", ["light", "dark", "wireframe", "dim", "day", "night"]),
        ("contrast", ["high-contrast", "highcontrast", "hc", "normal-contrast"]),
        ("density", ["regular", "compact", "comfortable", "spacious"]),
    ]

    /// Groups that only hold a token's modes (`….sets.light`): left out of the grid's row name.
    static let modeHolders: Set<String> = ["sets", "modes"]

    /// The mode grid of a space whose token paths name modes: a row per token (its path without
    /// the mode), a column per mode.
    struct ModeGrid: Encodable, Equatable {
        /// The modifier the modes would make (`appearance` for light and dark).
        var modifier: String
        /// The modes, the default (light, regular) first.
        var modes: [String]
        var rows: [ModeRow]
    }

    struct ModeRow: Encodable, Equatable {
        /// The token's path without its mode (`theme.bg.default`).
        var name: String
        /// Each mode's token path.
        var tokens: [String: String]
    }

    /// Where a path names a mode of `family`: the index of that segment.
    static func modeSegment(_ segments: [Substring], in family: [String]) -> Int? {
        segments.firstIndex { family.contains($0.lowercased()) }
    }

    /// The mode grid of `paths`, or nil when fewer than two tokens exist in two modes or more.
    static func modeGrid(paths: [String]) -> ModeGrid? {
        var best: ModeGrid?
        var bestCount = 0
        for family in modeFamilies {
            var rows: [String: [String: String]] = [:]
            var order: [String] = []
            for path in paths.sorted() {
                var segments = path.split(separator: ".", omittingEmptySubsequences: false)
                guard let index = modeSegment(segments, in: family.modes) else { continue }
                let mode = segments[index].lowercased()
                segments.remove(at: index)
                if index > 0, index - 1 < segments.count, modeHolders.contains(segments[index - 1].lowercased()) {
                    segments.remove(at: index - 1)
                }
                let name = segments.joined(separator: ".")
                if rows[name] == nil { order.append(name) }
                rows[name, default: [:]][mode] = path
            }
            let multi = rows.values.filter { $0.count >= 2 }.count
            guard multi >= 2, multi > bestCount else { continue }
            let seen = Set(rows.values.flatMap(\.keys))
            let modes = family.modes.filter(seen.contains)
            guard modes.count >= 2 else { continue }
            bestCount = multi
            best = ModeGrid(
                modifier: family.modifier, modes: modes,
                rows: order.compactMap { name in rows[name].map { ModeRow(name: name, tokens: $0) } })
        }
        return best
    }

    // MARK: Import

    /// What the mode import writes: each file's text, and what it holds in words.
    struct ModeImport: Encodable {
        struct File: Encodable {
            var file: String
            var text: String
            var tokens: Int
        }
        var modifier: String
        var modes: [String]
        var files: [File]
        var summary: String
    }

    /// Splits `root` (one document) by the modes of `grid` into a base document and one per
    /// mode, each with the mode (and a `sets`/`modes` group holding it) taken out of the paths,
    /// plus a DTCG 2025.10 resolver document (`livery.json`) making them a modifier. When the
    /// modes are top-level groups (a Tokens Studio single-file export: its top-level keys are
    /// token sets), the other top-level groups are sets too and their names leave the paths, as
    /// Tokens Studio reads them (`global.colors.white` is `{colors.white}`).
    static func modeImport(document file: String, root: SourceNode, grid: ModeGrid) -> ModeImport? {
        guard let members = root.members else { return nil }
        let modes = Set(grid.modes)
        let topLevelSets = members.contains { modes.contains($0.key.lowercased()) }
        var buckets: [String: [(String, JSONValue)]] = [:]
        var metadata: [(String, JSONValue)] = []
        for member in members {
            let key = member.key.lowercased()
            if member.key.hasPrefix("$") {
                metadata.append((member.key, jsonValue(member.value)))
            } else if modes.contains(key) {
                for (bucket, content) in split(member.value, modes: modes) {
                    // The mode's own group: its content is the mode's tokens at the top.
                    let target = bucket ?? key
                    if case .object(let inner) = content { buckets[target, default: []] += inner }
                }
            } else if topLevelSets, member.value.members != nil, !isToken(member.value) {
                // Another Tokens Studio set: its name leaves the paths.
                for (bucket, content) in split(member.value, modes: modes) {
                    if case .object(let parts) = content { buckets[bucket ?? "", default: []] += parts }
                }
            } else {
                for (bucket, content) in split(member.value, modes: modes) {
                    buckets[bucket ?? "", default: []].append((member.key, content))
                }
            }
        }
        // Beside the document, in a folder named after it: `tokens.json` → `tokens/light.json`.
        var parts = file.split(separator: "/").map(String.init)
        let name = parts.popLast() ?? file
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let folder = (parts + [stem]).joined(separator: "/")
        var files: [ModeImport.File] = []
        func document(_ name: String, _ content: [(String, JSONValue)]) -> ModeImport.File {
            let tokens = countTokens(.object(content))
            return ModeImport.File(
                file: "\(folder)/\(name).json", text: JSONValue.object(metadata + content).serialized() + "\n", tokens: tokens)
        }
        let base = buckets[""] ?? []
        if !base.isEmpty { files.append(document("base", base)) }
        for mode in grid.modes { files.append(document(mode, buckets[mode] ?? [])) }
        // The resolver document: the base set, then the modifier.
        var resolver: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            (
                "description",
                .string("Modes written in the paths of \(file) made the \(grid.modifier) modifier by Livery Studio.")
            ),
        ]
        if !base.isEmpty {
            let source = JSONValue.object([("$ref", .string("\(folder)/base.json"))])
            let set = JSONValue.object([("sources", .array([source]))])
            resolver.append(("sets", .object([("base", set)])))
        }
        let contexts = grid.modes.map { mode in
            (mode, JSONValue.array([.object([("$ref", .string("\(folder)/\(mode).json"))])]))
        }
        resolver.append(
            (
                "modifiers",
                .object([(grid.modifier, .object([("contexts", .object(contexts)), ("default", .string(grid.modes[0]))]))])
            ))
        var order: [JSONValue] = []
        if !base.isEmpty { order.append(.object([("$ref", .string("#/sets/base"))])) }
        order.append(.object([("$ref", .string("#/modifiers/\(grid.modifier)"))]))
        resolver.append(("resolutionOrder", .array(order)))
        files.insert(ModeImport.File(file: "livery.json", text: JSONValue.object(resolver).serialized() + "\n", tokens: 0), at: 0)
        let counts = files.dropFirst().map { "\($0.file): \($0.tokens) tokens" }.joined(separator: ", ")
        return ModeImport(
            modifier: grid.modifier, modes: grid.modes, files: files,
            summary: "\(grid.modifier) with \(grid.modes.joined(separator: ", ")) (default \(grid.modes[0])); \(counts)")
    }

    /// Whether a node is a token (it has `$value` or, in legacy sets, `value`).
    static func isToken(_ node: SourceNode) -> Bool {
        node["$value"] != nil || node["value"] != nil
    }

    /// `node` split by mode: nil for what names no mode, else the mode; each part with the
    /// mode's group (and a `sets`/`modes` group holding it) taken out.
    static func split(_ node: SourceNode, modes: Set<String>) -> [(String?, JSONValue)] {
        guard let members = node.members, !isToken(node) else { return [(nil, jsonValue(node))] }
        var parts: [String?: [(String, JSONValue)]] = [:]
        var groupMetadata: [(String, JSONValue)] = []
        var order: [String?] = []
        func add(_ bucket: String?, _ member: (String, JSONValue)) {
            if parts[bucket] == nil { order.append(bucket) }
            parts[bucket, default: []].append(member)
        }
        var whole: [(String?, JSONValue)] = []
        for member in members {
            let key = member.key.lowercased()
            if member.key.hasPrefix("$") {
                groupMetadata.append((member.key, jsonValue(member.value)))
            } else if modes.contains(key) {
                // `group.light` or `token.sets.light`: this node itself is the token (or group) in that mode.
                whole.append((key, jsonValue(member.value)))
            } else if modeHolders.contains(key), let held = member.value.members,
                !held.isEmpty, held.allSatisfy({ modes.contains($0.key.lowercased()) })
            {
                for inner in held { whole.append((inner.key.lowercased(), jsonValue(inner.value))) }
            } else {
                for (bucket, content) in split(member.value, modes: modes) { add(bucket, (member.key, content)) }
            }
        }
        var result: [(String?, JSONValue)] = whole
        for bucket in order {
            // What is left of a token whose modes were taken out (`uuid`, `$schema`) is not a token.
            if !whole.isEmpty, bucket == nil, countTokens(.object(parts[bucket] ?? [])) == 0 { continue }
            result.append((bucket, .object(groupMetadata + (parts[bucket] ?? []))))
        }
        return result
    }

    static func countTokens(_ value: JSONValue) -> Int {
        guard case .object(let members) = value else { return 0 }
        if members.contains(where: { $0.0 == "$value" || $0.0 == "value" }) { return 1 }
        return members.reduce(0) { $0 + ($1.0.hasPrefix("$") ? 0 : countTokens($1.1)) }
    }

    /// A source node as an ordered JSON value.
    static func jsonValue(_ node: SourceNode) -> JSONValue {
        switch node.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n, _): return .number(n)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(jsonValue))
        case .object(let members): return .object(members.map { ($0.key, jsonValue($0.value)) })
        }
    }
}
