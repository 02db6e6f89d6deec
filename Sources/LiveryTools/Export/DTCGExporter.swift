import Foundation
import Livery

/// The `dtcg` format (`livery export dtcg`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct DTCGExporter: ThemeExporter {
    /// The DTCG resolver schema.
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    /// The DTCG format schema.
    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"

    /// An exporter.
    package init() {}

    /// The format's name on the command line.
    package var format: String { "dtcg" }
    /// One line for `--help`.
    package var summary: String { "DTCG 2025.10 token files and a resolver document (livery.json)" }

    /// Writes `space` to `output`; see the type's documentation for the layout.
    package func export(space: ThemeSpace, to output: URL) throws -> [Diagnostic] {
        let resolved = try ResolvedSpace(space)
        var writer = Writer(resolved: resolved, output: output)
        writer.plan()
        try writer.write()
        return resolved.diagnostics + writer.diagnostics
    }

    /// Plans where each token goes, then writes the files.
    struct Writer {
        let resolved: ResolvedSpace
        let output: URL
        var diagnostics: [Diagnostic] = []
        /// Entries of the base set and of each modifier's contexts.
        var base: [Entry] = []
        var contexts: [String: [String: [Entry]]] = [:]
        let helperGroup: String
        /// The folder of the further sources that hold tokens whose path is also a group.
        let overflowFolder: String
        /// Tokens (by ``Entry/owner``) written in the `org.livery` extension rather than as DTCG tokens.
        var liveryOwners: Set<String> = []
        /// What the extension holds, for the note at the end.
        var extendedTypes: Set<String> = []

        /// A token to write: path, and either a value or an alias.
        struct Entry {
            var path: String
            /// The token this entry serves: its own path, or for a helper the path of the token
            /// that aliases it. A token and its helpers are written in the same part (DTCG or the
            /// `org.livery` extension), so every alias finds its target there.
            var owner: String
            var type: TokenType
            var value: TokenValue?
            var alias: String?
            var description: String?
            var deprecation: TokenDeprecation?
        }

        init(resolved: ResolvedSpace, output: URL) {
            self.resolved = resolved
            self.output = output
            var group = "livery-variants"
            var n = 2
            while resolved.space.index.paths.contains(where: { $0 == group || $0.hasPrefix(group + ".") }) {
                group = "livery-variants-\(n)"
                n += 1
            }
            helperGroup = group
            // Beside the modifiers' folders, never one of them.
            let modifierFolders = Set(resolved.space.modifiers.map { ExportText.fileName($0.name) })
            var overflow = "livery-overflow"
            n = 2
            while modifierFolders.contains(overflow) {
                overflow = "livery-overflow-\(n)"
                n += 1
            }
            overflowFolder = overflow
        }

        func file(forModifier modifier: String, context: String) -> String {
            ExportText.fileName(modifier) + "/" + ExportText.fileName(context) + ".tokens.json"
        }

        /// A name for a path segment of a helper token: `~`, `.`, braces, quotes and blanks escaped.
        static func segment(_ text: String) -> String {
            var out = ""
            for (i, ch) in text.enumerated() {
                switch ch {
                case "~": out += "~0"
                case ".": out += "~1"
                case "{": out += "~2"
                case "}": out += "~3"
                case "$" where i == 0: out += "~4"
                case " ", "\t", "\n", "\r", "\"": out += "~5"
                default: out.append(ch)
                }
            }
            return out.isEmpty ? "~6" : out
        }

        mutating func plan() {
            let space = resolved.space
            let modifiers = space.modifiers
            for path in resolved.paths {
                let values = resolved.selections.map { resolved.value(path, in: $0) }
                var bySelection: [Selection: TokenValue?] = [:]
                for (selection, value) in zip(resolved.selections, values) { bySelection[selection] = value }
                // The modifiers this token's value depends on.
                var depends: [ThemeSpace.Modifier] = []
                for modifier in modifiers {
                    let varies = resolved.selections.contains { selection in
                        modifier.contexts.contains { context in
                            context != selection[modifier.name]
                                && (bySelection[selection.selecting(context, for: modifier.name)] ?? nil)
                                    != (bySelection[selection] ?? nil)
                        }
                    }
                    if varies { depends.append(modifier) }
                }
                let table = self.resolved
                let first =
                    table.token(path, in: space.defaultSelection)
                    ?? table.selections.lazy.compactMap { table.token(path, in: $0) }.first
                guard let first else { continue }
                func entry(
                    _ value: TokenValue, at path: String, description: String? = nil,
                    deprecation: TokenDeprecation? = nil
                ) -> Entry {
                    Entry(
                        path: path, owner: path, type: value.type, value: value, description: description,
                        deprecation: deprecation)
                }
                let complete = values.allSatisfy { $0 != nil }
                if complete, let layers = Self.layered(bySelection.compactMapValues { $0 }, modifiers: modifiers) {
                    if let value = layers.base {
                        base.append(entry(value, at: path, description: first.description, deprecation: first.deprecation))
                    }
                    for (modifier, context, value) in layers.overrides {
                        contexts[modifier, default: [:]][context, default: []].append(
                            entry(value, at: path, description: first.description, deprecation: first.deprecation))
                    }
                    continue
                }
                switch depends.count {
                case 0:
                    base.append(entry(first.value, at: path, description: first.description, deprecation: first.deprecation))
                case 1:
                    let modifier = depends[0]
                    for context in modifier.contexts {
                        let selection = space.defaultSelection.selecting(context, for: modifier.name)
                        guard let token = resolved.token(path, in: selection) else { continue }
                        contexts[modifier.name, default: [:]][context, default: []].append(
                            entry(token.value, at: path, description: token.description, deprecation: token.deprecation))
                    }
                default:
                    guard complete else {
                        let missing = resolved.selections.filter { resolved.value(path, in: $0) == nil }
                        diagnostics.append(
                            Diagnostic(
                                .warning,
                                "\(path) depends on \(depends.map(\.name).joined(separator: " and ")) and is missing from \(missing.count) selection\(missing.count == 1 ? "" : "s") (\(missing[0])); a DTCG resolver cannot remove a token, so it is not exported",
                                at: first.location, tokenPath: path, rule: "export-unsupported"))
                        continue
                    }
                    planChain(path: path, first: first, depends: depends)
                }
            }
        }

        /// A token's values as a base value and overrides in modifier contexts, later modifiers
        /// winning (how the resolver merges), or nil when no such layering gives every selection
        /// its value (a theme's own dark colour).
        ///
        /// From the last modifier to the first: if every selection not yet covered has one value,
        /// that is the base; otherwise each context whose uncovered selections share a value
        /// overrides them. Overriding never hurts a later step, so this finds a layering whenever
        /// one exists. The most common value of the last level used becomes the base (the default
        /// context's on a tie).
        static func layered(_ values: [Selection: TokenValue], modifiers: [ThemeSpace.Modifier])
            -> (base: TokenValue?, overrides: [(modifier: String, context: String, value: TokenValue)])?
        {
            var remaining = Array(values.keys)
            var overrides: [(level: Int, context: String, value: TokenValue)] = []
            func shared(_ selections: [Selection]) -> TokenValue? {
                guard let first = selections.first.flatMap({ values[$0] }) else { return nil }
                return selections.allSatisfy { values[$0] == first } ? first : nil
            }
            var base: TokenValue?
            var level = modifiers.count - 1
            while true {
                if remaining.isEmpty { break }
                if let value = shared(remaining) {
                    base = value
                    break
                }
                guard level >= 0 else { return nil }
                let modifier = modifiers[level]
                for context in modifier.contexts {
                    let slice = remaining.filter { $0[modifier.name] == context }
                    guard let value = shared(slice) else { continue }
                    overrides.append((level, context, value))
                    remaining.removeAll { $0[modifier.name] == context }
                }
                level -= 1
            }
            if base == nil, let lowest = overrides.map(\.level).min() {
                // The last level used covers every selection left: one of its values can be the
                // base. The most common one, the default context's on a tie.
                let candidates = overrides.filter { $0.level == lowest }
                var counts: [TokenValue: Int] = [:]
                for o in candidates { counts[o.value, default: 0] += 1 }
                let defaultContext = modifiers[lowest].defaultContext
                let best = candidates.max { a, b in
                    let (ca, cb) = (counts[a.value, default: 0], counts[b.value, default: 0])
                    if ca != cb { return ca < cb }
                    return a.context == defaultContext && b.context != defaultContext ? false : b.context == defaultContext
                }
                if let best {
                    base = best.value
                    overrides.removeAll { $0.level == lowest && $0.value == best.value }
                }
            }
            let ordered = overrides.sorted { a, b in
                a.level != b.level
                    ? a.level < b.level
                    : (modifiers[a.level].contexts.firstIndex(of: a.context) ?? 0)
                        < (modifiers[b.level].contexts.firstIndex(of: b.context) ?? 0)
            }
            return (base, ordered.map { (modifiers[$0.level].name, $0.context, $0.value) })
        }

        /// Writes a token whose value depends on several modifiers as a chain of aliases.
        mutating func planChain(path: String, first: ResolvedToken, depends: [ThemeSpace.Modifier]) {
            let space = resolved.space
            let root = helperGroup + "." + Self.segment(path)
            func helper(level: Int, _ rest: [String]) -> String {
                ([root, Self.segment(depends[level].name)] + rest.map(Self.segment)).joined(separator: ".")
            }
            // Every combination of the later modifiers' contexts, starting at `index`.
            func combinations(from index: Int) -> [[String]] {
                var result: [[String]] = [[]]
                for modifier in depends[index...] {
                    result = result.flatMap { partial in modifier.contexts.map { partial + [$0] } }
                }
                return result
            }
            let type = first.value.type
            // Level 0: the first modifier's contexts hold the values.
            for context in depends[0].contexts {
                for rest in combinations(from: 1) {
                    var selection = space.defaultSelection.selecting(context, for: depends[0].name)
                    for (modifier, c) in zip(depends[1...], rest) { selection = selection.selecting(c, for: modifier.name) }
                    guard let value = resolved.value(path, in: selection) else { continue }
                    contexts[depends[0].name, default: [:]][context, default: []].append(
                        Entry(path: helper(level: 0, rest), owner: path, type: type, value: value))
                }
            }
            // Middle levels alias the level before, picking their own context.
            for level in 1..<(depends.count - 1) {
                for context in depends[level].contexts {
                    for rest in combinations(from: level + 1) {
                        contexts[depends[level].name, default: [:]][context, default: []].append(
                            Entry(
                                path: helper(level: level, rest), owner: path, type: type,
                                alias: helper(level: level - 1, [context] + rest))
                        )
                    }
                }
            }
            // The last modifier's contexts define the token itself.
            let last = depends.count - 1
            for context in depends[last].contexts {
                contexts[depends[last].name, default: [:]][context, default: []].append(
                    Entry(
                        path: path, owner: path, type: type, alias: helper(level: last - 1, [context]),
                        description: first.description, deprecation: first.deprecation))
            }
        }

        /// The members of one entry's token object: `$type`, `$value` (or the alias), `$description`,
        /// `$deprecated`.
        mutating func members(of entry: Entry, file: URL) -> [(String, JSONValue)] {
            var members: [(String, JSONValue)] = [("$type", .string(entry.type.rawValue))]
            if let alias = entry.alias {
                members.append(("$value", .string("{\(alias)}")))
            } else if let value = entry.value {
                var problems: [(Diagnostic.Severity, String)] = []
                members.append(("$value", DTCGValue.json(value, folder: file.deletingLastPathComponent(), problems: &problems)))
                for (severity, problem) in problems {
                    diagnostics.append(
                        Diagnostic(
                            severity, problem, at: SourceLocation(file: file.path), tokenPath: entry.path,
                            rule: "export-unsupported"))
                }
            }
            if let description = entry.description { members.append(("$description", .string(description))) }
            switch entry.deprecation {
            case .deprecated?: members.append(("$deprecated", .bool(true)))
            case .message(let text)?: members.append(("$deprecated", .string(text)))
            case nil: break
            }
            if case .color(let color)? = entry.value, color.isRandom {
                // Livery's `random` is a string where DTCG 2025.10 writes an object; in the extension
                // it is Livery JSON, so lint's note on older drafts' strings is silenced for it.
                members.append(
                    (
                        "$extensions",
                        .object([
                            ("com.livery", .object([("lint", .object([("disable", .array([.string("dtcg-string-value")]))]))]))
                        ])
                    ))
            }
            return members
        }

        /// One token document: the tokens DTCG 2025.10 holds as its own, and the others (``liveryOwners``)
        /// in Livery JSON under the root's `"$extensions": {"org.livery": {"tokens": {…}}}`. The helper
        /// group is marked `"org.livery": {"helper": true}` in both parts, so that Livery resolves its
        /// tokens as alias targets and leaves them out of resolved tables.
        mutating func document(_ entries: [Entry], file: URL) -> JSONValue {
            let dtcg = TokenTree()
            let extended = TokenTree()
            var helpers = (dtcg: false, extended: false)
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let members = members(of: entry, file: file)
                let isHelper = entry.path.hasPrefix(helperGroup + ".")
                if liveryOwners.contains(entry.owner) {
                    if let value = entry.value { extendedTypes.insert(Self.extensionReason(value)) }
                    extended.insert(entry.path, members)
                    if isHelper { helpers.extended = true }
                } else {
                    dtcg.insert(entry.path, members)
                    if isHelper { helpers.dtcg = true }
                }
            }
            let helperMembers: [(String, JSONValue)] = [
                (
                    "$description",
                    .string(
                        "Values that depend on more than one modifier: each context here picks among them, and the tokens that use them alias the result. Livery resolves them as alias targets only."
                    )
                ),
                ("$extensions", .object([("org.livery", .object([("helper", .bool(true))]))])),
            ]
            if helpers.dtcg { dtcg.setGroupMembers(helperGroup, helperMembers) }
            if helpers.extended { extended.setGroupMembers(helperGroup, helperMembers) }
            var root: [(String, JSONValue)] = [("$schema", .string(DTCGExporter.formatSchema))]
            if !extended.isEmpty {
                root.append(("$extensions", .object([("org.livery", .object([("tokens", extended.json)]))])))
            }
            dtcg.setRootMembers(root)
            return dtcg.json
        }

        /// Why a token is written in the `org.livery` extension: its type when DTCG has no such type,
        /// else the kind of value (a system colour, a random colour, a value outside DTCG's ranges).
        static func extensionReason(_ value: TokenValue) -> String {
            guard DTCGStrictChecker.types.contains(value.type.rawValue) else { return "\(value.type) tokens (a Livery type)" }
            if case .color(let c) = value, c.systemName != nil { return "system colours" }
            if case .color(let c) = value, c.isRandom { return "random colours" }
            return "\(value.type) values DTCG 2025.10 cannot hold (outside its ranges or forms)"
        }

        /// Decides which tokens go to the `org.livery` extension: those with a value (their own or a
        /// helper's) that DTCG 2025.10 cannot hold (``DTCGValue/holds(_:folder:)``).
        mutating func decideParts() {
            let folder = output.appendingPathComponent("base.tokens.json").deletingLastPathComponent()
            let all = base + contexts.values.flatMap { $0.values.flatMap { $0 } }
            for entry in all where !liveryOwners.contains(entry.owner) {
                guard let value = entry.value else { continue }
                if !DTCGValue.holds(value, folder: folder) { liveryOwners.insert(entry.owner) }
            }
        }

        /// The documents of one set or context, by file name: `name` holds every token whose path
        /// is not inside another token's; each further level of nesting (`color.brand` beside
        /// `color.brand.primary`) goes to `OVERFLOW/LEVEL/name`, so no document has a path that is
        /// both a token and a group. The sources of the set or context list them all; their paths
        /// differ, so their order does not matter.
        mutating func documents(_ entries: [Entry], name: String) -> [(name: String, document: JSONValue)] {
            let paths = Set(entries.map(\.path))
            var levels: [Int: [Entry]] = [:]
            for entry in entries {
                var level = 0
                var prefix = Substring(entry.path)
                while let dot = prefix.lastIndex(of: ".") {
                    prefix = prefix[..<dot]
                    if paths.contains(String(prefix)) { level += 1 }
                }
                levels[level, default: []].append(entry)
            }
            return levels.keys.sorted().compactMap { level in
                guard let entries = levels[level] else { return nil }
                let file = level == 0 ? name : "\(overflowFolder)/\(level)/\(name)"
                return (file, document(entries, file: output.appendingPathComponent(file)))
            }
        }

        mutating func write() throws {
            let space = resolved.space
            decideParts()
            var files: [(name: String, document: JSONValue)] = []
            var baseSources: [JSONValue] = []
            if !base.isEmpty {
                for (name, document) in documents(base, name: "base.tokens.json") {
                    files.append((name, document))
                    baseSources.append(.object([("$ref", .string(name))]))
                }
            }
            var modifierMembers: [(String, JSONValue)] = []
            var setMembers: [(String, JSONValue)] = [("base", .object([("sources", .array(baseSources))]))]
            var order: [JSONValue] = [.object([("$ref", .string("#/sets/base"))])]
            for modifier in space.modifiers {
                var contextMembers: [(String, JSONValue)] = []
                for context in modifier.contexts {
                    let entries = contexts[modifier.name]?[context] ?? []
                    var sources: [JSONValue] = []
                    if !entries.isEmpty {
                        for (name, document) in documents(entries, name: file(forModifier: modifier.name, context: context)) {
                            files.append((name, document))
                            sources.append(.object([("$ref", .string(name))]))
                        }
                    }
                    contextMembers.append((context, .array(sources)))
                }
                var members: [(String, JSONValue)] = []
                if let description = modifier.description { members.append(("description", .string(description))) }
                if modifier.contexts.count == 1, let (context, sources) = contextMembers.first {
                    // DTCG: "one is the equivalent of a set", and tools should refuse such a modifier.
                    // A set keeps the documents valid; the extension tells Livery it is a modifier.
                    var name = modifier.name
                    var n = 2
                    while setMembers.contains(where: { $0.0 == name }) {
                        name = "\(modifier.name)-\(n)"
                        n += 1
                    }
                    members.append(("sources", sources))
                    members.append(
                        (
                            "$extensions",
                            .object([
                                (
                                    "org.livery",
                                    .object([
                                        ("modifier", .object([("name", .string(modifier.name)), ("context", .string(context))]))
                                    ])
                                )
                            ])
                        ))
                    setMembers.append((name, .object(members)))
                    order.append(.object([("$ref", .string("#/sets/\(name)"))]))
                    continue
                }
                members.append(("contexts", .object(contextMembers)))
                members.append(("default", .string(modifier.defaultContext)))
                modifierMembers.append((modifier.name, .object(members)))
                order.append(.object([("$ref", .string("#/modifiers/\(modifier.name)"))]))
            }
            let resolver = JSONValue.object([
                ("$schema", .string(DTCGExporter.resolverSchema)),
                ("name", .string("Livery theme space")),
                ("version", .string("2025.10")),
                ("description", .string("Exported by livery export dtcg: resolved values of every selection.")),
                ("sets", .object(setMembers)),
                ("modifiers", .object(modifierMembers)),
                ("resolutionOrder", .array(order)),
            ])
            files.insert(("livery.json", resolver), at: 0)
            for (name, document) in files {
                try ExportText.write(document.serialized() + "\n", to: output.appendingPathComponent(name))
            }
            if !extendedTypes.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "\(liveryOwners.count) token\(liveryOwners.count == 1 ? " is" : "s are") written in Livery JSON under $extensions.org.livery.tokens (\(extendedTypes.sorted().joined(separator: ", "))): Livery reads them, other DTCG tools skip them",
                        at: SourceLocation(file: output.path), rule: "export-unsupported"))
            }
        }
    }
}

/// Token values in DTCG 2025.10 form.
package enum DTCGValue {
    /// Whether DTCG 2025.10 holds `value` as a token of its own: the type is one of DTCG's 13 and
    /// ``json(_:folder:problems:)`` gives a `$value` that `livery lint --dtcg`'s checks
    /// (``DTCGStrictChecker``) accept. A system colour (`{"system": NAME}`), `random`, a colour
    /// component outside its space's range and Livery's own types are not.
    static func holds(_ value: TokenValue, folder: URL) -> Bool {
        guard DTCGStrictChecker.types.contains(value.type.rawValue) else { return false }
        var problems: [(Diagnostic.Severity, String)] = []
        let node = sourceNode(json(value, folder: folder, problems: &problems))
        var checker = DTCGStrictChecker(groupPaths: [], tokenPaths: [], extends: [:])
        // Not `top`: a string where DTCG 2025.10 writes an object (`random`) fails too.
        checker.checkValue(node, as: value.type.rawValue, path: "", top: false)
        return checker.diagnostics.isEmpty
    }

    /// `json` as a tree the checks read (positions `<inline>`).
    static func sourceNode(_ json: JSONValue) -> SourceNode {
        let here = SourceLocation.inline
        switch json {
        case .null: return SourceNode(.null, at: here)
        case .bool(let flag): return SourceNode(.bool(flag), at: here)
        case .number(let number):
            return SourceNode(.number(number, isInteger: number.isFinite && number == number.rounded()), at: here)
        case .string(let text): return SourceNode(.string(text), at: here)
        case .array(let items): return SourceNode(.array(items.map(sourceNode)), at: here)
        case .object(let members):
            return SourceNode(
                .object(members.map { SourceNode.Member(key: $0.0, keyLocation: here, value: sourceNode($0.1)) }), at: here)
        }
    }

    /// A DTCG colour object: `{colorSpace, components, alpha, hex}` (`hex` when `includeHex`: the
    /// source's, else the sRGB rendering), or Livery's `{"system": NAME}` for a system colour.
    static func color(_ color: ThemeColor, includeHex: Bool = true) -> JSONValue {
        if let name = color.systemName { return .object([("system", .string(name))]) }
        if color.isRandom { return .string("random") }
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(color.colorSpace.rawValue)),
            ("components", .array(color.components.map { .number($0) })),
            ("alpha", .number(color.alpha)),
        ]
        if includeHex {
            members.append(("hex", .string(color.hex ?? String(color.hexString.prefix(7)).lowercased())))
        }
        return .object(members)
    }

    /// `{value, unit}` with DTCG's units: `pt` as `px`, `em` as `rem`.
    static func dimension(_ d: Livery.ThemeDimension) -> JSONValue {
        let unit: String
        switch d.unit {
        case .px, .pt: unit = "px"
        case .rem, .em: unit = "rem"
        }
        return .object([("value", .number(d.value)), ("unit", .string(unit))])
    }

    static func duration(_ ms: Double) -> JSONValue {
        .object([("value", .number(ms)), ("unit", .string("ms"))])
    }

    static func strokeStyle(_ style: ThemeStrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let k): .string(k)
        case .dashed(let dashes, let cap): .object([("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(cap))])
        }
    }

    static func cubicBezier(_ b: CubicBezier) -> JSONValue { .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) }) }

    static func gradient(_ g: ThemeGradient) -> JSONValue {
        .array(g.stops.map { .object([("color", color($0.color)), ("position", .number($0.position))]) })
    }

    static func fontFamily(_ names: [String]) -> JSONValue {
        names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
    }

    /// `value` as a DTCG `$value`. File paths are written relative to `folder` (the document's);
    /// `problems` gets what will not read back the same.
    package static func json(_ value: TokenValue, folder: URL, problems: inout [(Diagnostic.Severity, String)]) -> JSONValue {
        switch value {
        case .color(let c):
            if c.isRandom {
                problems.append((.warning, "a random colour is written as \"random\"; each resolution picks a new one"))
            }
            if c.systemName != nil {
                problems.append(
                    (
                        .note,
                        "system colour \(c.systemName ?? "") is written as {\"system\": NAME} in $extensions.org.livery.tokens, which only Livery reads"
                    ))
            }
            return color(c)
        case .dimension(let d): return dimension(d)
        case .number(let n): return .number(n)
        case .string(let s):
            if s.contains("{"), s.contains("}") {
                problems.append((.warning, "the string \"\(s)\" holds braces that read back as an alias"))
            }
            return .string(s)
        case .boolean(let b): return .bool(b)
        case .fontFamily(let names): return fontFamily(names)
        case .fontWeight(let w): return .number(w.value)
        case .font(let f):
            var members: [(String, JSONValue)] = []
            if let name = f.name { members.append(("family", .string(name))) }
            if let size = f.size { members.append(("size", .number(size))) }
            if let weight = f.weight { members.append(("weight", .number(weight.value))) }
            if let style = f.textStyle { members.append(("textStyle", .string(style))) }
            // The system font with only a weight: an empty family keeps the object a font.
            if f.name == nil, f.size == nil, f.textStyle == nil { members.insert(("family", .string("")), at: 0) }
            return .object(members)
        case .image(let source):
            switch source {
            case .asset(let name): return .object([("name", .string(name))])
            case .file(let path):
                let relative = ExportText.relativePath(of: path, from: folder)
                return .object([("file", .string(relative.contains("/") ? relative : "./" + relative))])
            case .url(let url): return .object([("url", .string(url))])
            case .color(let c): return .object([("color", color(c))])
            case .gradient(let g): return .object([("gradient", gradient(g))])
            }
        case .gradient(let g): return gradient(g)
        case .shadow(let shadows):
            let items: [JSONValue] = shadows.map { s in
                .object([
                    ("color", color(s.color)), ("offsetX", dimension(s.offsetX)), ("offsetY", dimension(s.offsetY)),
                    ("blur", dimension(s.blur)), ("spread", dimension(s.spread)), ("inset", .bool(s.inset)),
                ])
            }
            return items.count == 1 ? items[0] : .array(items)
        case .border(let b):
            return .object([("color", color(b.color)), ("width", dimension(b.width)), ("style", strokeStyle(b.style))])
        case .strokeStyle(let style): return strokeStyle(style)
        case .transition(let t):
            return .object([
                ("duration", duration(t.duration)), ("delay", duration(t.delay)),
                ("timingFunction", cubicBezier(t.timingFunction)),
            ])
        case .duration(let ms): return duration(ms)
        case .cubicBezier(let b): return cubicBezier(b)
        case .typography(let t):
            return .object([
                ("fontFamily", fontFamily(t.fontFamily)), ("fontSize", dimension(t.fontSize)),
                ("fontWeight", .number(t.fontWeight.value)), ("letterSpacing", dimension(t.letterSpacing)),
                ("lineHeight", .number(t.lineHeight)),
            ])
        case .array(let items):
            return .array(items.map { inner($0, folder: folder, problems: &problems) })
        case .object(let members):
            return .object(
                members.keys.sorted().compactMap { key in
                    members[key].map { (key, inner($0, folder: folder, problems: &problems)) }
                })
        }
    }

    /// A value inside an array or object, where no `$type` says what it is: only numbers, booleans,
    /// strings, colours and nested arrays and objects read back as themselves.
    static func inner(_ value: TokenValue, folder: URL, problems: inout [(Diagnostic.Severity, String)]) -> JSONValue {
        switch value {
        case .number, .boolean, .color, .array, .object: break
        case .string(let s) where !ThemeColor.recognizes(s, syntax: .unambiguous): break
        default:
            problems.append(
                (.warning, "a \(value.type) inside an array or object has no $type of its own and reads back differently"))
        }
        return json(value, folder: folder, problems: &problems)
    }
}
