import Foundation
import Livery
import LiveryTools

// Generated theme spaces, and writers that lay the same space out on disk in many equivalent ways.

/// A space read by Livery's file-name convention: `base`, themes, and their dark and high-contrast
/// layers, plus documents in subfolders (merged into the base set).
struct ConventionModel: Sendable, CustomStringConvertible {
    /// The `theme` contexts (none: the single theme `default`).
    var themes: [String]
    /// `base`.
    var base: DocumentModel
    /// Documents by file stem: `ocean`, `dark`, `ocean.dark`, `high-contrast`, `dark.high-contrast`…
    var layers: [(stem: String, document: DocumentModel)]
    /// Documents in subfolders, merged before `base` in path order: their tokens are disjoint, so
    /// that order does not matter.
    var nested: [DocumentModel]

    var description: String {
        "themes \(themes), base \(base.entries.count) tokens, layers \(layers.map { "\($0.stem)(\($0.document.entries.count))" }), "
            + "nested \(nested.map(\.entries.count))"
    }

    /// Every selection of the space.
    var selections: [Selection] {
        let themes = self.themes.isEmpty ? ["default"] : self.themes
        return themes.flatMap { theme in
            Selection.Appearance.allCases.flatMap { appearance in
                Selection.Contrast.allCases.map { Selection(theme: theme, appearance: appearance, contrast: $0) }
            }
        }
    }

    static let themeNames = ["default", "ocean", "sepia", "night-owl", "Zed", "sea.blue", "ünï"]

    /// A random convention space over `universe`. Aliases may point only at `aliasTargets` when
    /// given (what every selection has: the base set).
    static func make(
        universe: Universe, options: ValueOptions, baseOnlyAliases: Bool, themes themeCount: ClosedRange<Int>,
        nested nestedCount: ClosedRange<Int> = 0...2, using rng: inout some RandomNumberGenerator
    ) -> ConventionModel {
        let count = universe.paths.count
        let indices = Array(0..<count)
        let themes = Array(themeNames.shuffled(using: &rng).prefix(Int.random(in: themeCount, using: &rng))).sorted()
        // The base set: documents in subfolders (disjoint) and base.json.
        var nestedIndices: [[Int]] = Array(repeating: [], count: Int.random(in: nestedCount, using: &rng))
        var baseIndices: [Int] = []
        for i in indices {
            if !nestedIndices.isEmpty, rng.chance(0.4) {
                nestedIndices[Int.random(in: 0..<nestedIndices.count, using: &rng)].append(i)
                if rng.chance(0.3) { baseIndices.append(i) }  // base.json overrides it
            } else if rng.chance(0.85) || i == 0 {
                baseIndices.append(i)
            }
        }
        nestedIndices = nestedIndices.map(universe.declarable)
        baseIndices = universe.declarable(baseIndices)
        let inBase = Set(nestedIndices.joined()).union(baseIndices)
        let basePaths = Set(inBase.map { universe.paths[$0].path })
        let maker = ValueMaker(universe: universe, options: options, aliasTargets: baseOnlyAliases ? basePaths : nil)
        let nested = nestedIndices.map { maker.document(declaring: $0, using: &rng) }
        let base = maker.document(declaring: baseIndices, using: &rng)
        var stems = ["dark", "high-contrast", "dark.high-contrast"]
        for theme in themes {
            stems += [theme, theme + ".dark", theme + ".high-contrast", theme + ".dark.high-contrast"]
        }
        var layers: [(stem: String, document: DocumentModel)] = []
        for stem in stems {
            // Every theme has its own file (that is what makes it a theme); the others are optional.
            guard themes.contains(stem) || rng.chance(0.5) else { continue }
            let chosen = indices.filter { _ in rng.chance(0.35) }
            // An override without $type keeps the type of the token it overrides (only where there is one).
            let untyped = Set(chosen.filter { inBase.contains($0) && rng.chance(0.4) })
            let document = maker.document(declaring: chosen, untyped: untyped, using: &rng)
            layers.append((stem, document))
        }
        return ConventionModel(themes: themes, base: base, layers: layers, nested: nested)
    }
}

/// A space read from a DTCG resolver document: sets, modifiers with contexts, a resolution order.
struct ResolverModel: Sendable, CustomStringConvertible {
    /// A source of a modifier's context: a document, or a `$ref` to a set.
    enum Source: Sendable {
        case document(DocumentModel)
        case set(String)
    }

    struct Modifier: Sendable {
        var name: String
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String
    }

    enum OrderItem: Sendable {
        case set(Int)
        case modifier(Int)
    }

    var sets: [(name: String, sources: [DocumentModel])]
    var modifiers: [Modifier]
    var order: [OrderItem]

    var description: String {
        "sets \(sets.map { "\($0.name)(\($0.sources.map(\.entries.count)))" }), modifiers "
            + "\(modifiers.map { "\($0.name): \($0.contexts.map(\.name)) default \($0.defaultContext)" }), order \(order)"
    }

    /// Every selection: the product of the modifiers' contexts.
    var selections: [Selection] {
        var result = [Selection()]
        for modifier in modifiers {
            result = result.flatMap { partial in modifier.contexts.map { partial.selecting($0.name, for: modifier.name) } }
        }
        return result
    }

    static func make(
        universe: Universe, options: ValueOptions, baseOnlyAliases: Bool, using rng: inout some RandomNumberGenerator
    ) -> ResolverModel {
        let indices = Array(0..<universe.paths.count)
        // Sets: tokens every selection has.
        let setNames = Array(
            ["foundation", "brand", "extra", "ü-set"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
        var setIndices: [[[Int]]] = setNames.map { _ in (0..<Int.random(in: 1...2, using: &rng)).map { _ in [] } }
        for i in indices where rng.chance(0.9) || i == 0 {
            let s = Int.random(in: 0..<setIndices.count, using: &rng)
            let d = Int.random(in: 0..<setIndices[s].count, using: &rng)
            setIndices[s][d].append(i)
        }
        setIndices = setIndices.map { $0.map(universe.declarable) }
        let inSets = Set(setIndices.joined().joined())
        let basePaths = Set(inSets.map { universe.paths[$0].path })
        let maker = ValueMaker(universe: universe, options: options, aliasTargets: baseOnlyAliases ? basePaths : nil)
        let sets = zip(setNames, setIndices).map { name, documents in
            (name: name, sources: documents.map { maker.document(declaring: $0, using: &rng) })
        }
        let modifierNames = Array(
            ["theme", "density", "mode", "brand-tier"].shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
        let contextNames = ["light", "dark", "compact", "roomy", "a", "z", "ünï"]
        var modifiers: [Modifier] = []
        for name in modifierNames {
            let contexts = Array(contextNames.shuffled(using: &rng).prefix(Int.random(in: 2...3, using: &rng)))
            var built: [(name: String, sources: [Source])] = []
            for context in contexts {
                var sources: [Source] = []
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    if rng.chance(0.15) {
                        sources.append(.set(rng.pick(setNames)))
                    } else {
                        let chosen = indices.filter { _ in rng.chance(0.35) }
                        let untyped = Set(chosen.filter { inSets.contains($0) && rng.chance(0.4) })
                        sources.append(.document(maker.document(declaring: chosen, untyped: untyped, using: &rng)))
                    }
                }
                built.append((context, sources))
            }
            modifiers.append(Modifier(name: name, contexts: built, defaultContext: rng.pick(contexts)))
        }
        let order = ((0..<sets.count).map(OrderItem.set) + (0..<modifiers.count).map(OrderItem.modifier)).shuffled(using: &rng)
        return ResolverModel(sets: sets, modifiers: modifiers, order: order)
    }
}

// MARK: - Writing

/// Writes token documents as JSON, making every choice that should not matter at random: member
/// order, `$type` on the token or on its group, a plain value or a `{"$value": …}` object, pretty
/// or compact text, JSONC comments.
struct DocumentWriter {
    /// Whether to make the cosmetic choices at random (false: one fixed form).
    var vary: Bool

    private final class Node {
        var token: [(String, JSONValue)]?
        var plain: JSONValue?
        var children: [String: Node] = [:]
        var order: [String] = []
        var groupType: String?

        func child(_ name: String) -> Node {
            if let existing = children[name] { return existing }
            let node = Node()
            children[name] = node
            order.append(name)
            return node
        }

        func json(shuffle: (inout [String]) -> Void) -> JSONValue {
            if let plain { return plain }
            if let token { return .object(token) }
            var names = order
            shuffle(&names)
            var members: [(String, JSONValue)] = []
            if let groupType { members.append(("$type", .string(groupType))) }
            for name in names {
                guard let child = children[name] else { continue }
                members.append((name, child.json(shuffle: shuffle)))
            }
            return .object(members)
        }
    }

    /// The document's text; `comments` adds JSONC comments (for `.jsonc` files).
    func text(_ document: DocumentModel, comments: Bool, using rng: inout some RandomNumberGenerator) -> String {
        let root = Node()
        // `$type` on the top-level groups instead of each token: the same type either way.
        let groupTyped = vary && rng.chance(0.3)
        var anyObject = false
        for (n, entry) in document.entries.enumerated() {
            var node = root
            let parts = entry.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            for (i, part) in parts.enumerated() {
                node = node.child(part)
                if i == 0, groupTyped { node.groupType = entry.category.type.rawValue }
            }
            let typeInToken = entry.typed && !groupTyped
            let isLast = n == document.entries.count - 1
            // A plain value stands for a token without $type or $description (lenient Livery JSON);
            // objects would read as groups. One token object must remain, or a document of plain values
            // holding a `value` key would read as a Style Dictionary document.
            let canBePlain =
                !typeInToken && entry.description == nil && !(isLast && !anyObject)
                && {
                    if case .object = entry.value { return false }
                    return true
                }()
            if vary, canBePlain, rng.chance(0.4) {
                node.plain = entry.value
                continue
            }
            anyObject = true
            var members: [(String, JSONValue)] = [("$value", entry.value)]
            if typeInToken { members.append(("$type", .string(entry.category.type.rawValue))) }
            if let description = entry.description { members.append(("$description", .string(description))) }
            if vary { members.shuffle(using: &rng) }
            node.token = members
        }
        // With group typing, untyped overrides get their kind's type from the group: the type of the
        // token they override, as without it (only tokens some earlier layer declares go untyped).
        let json = root.json { names in if vary { names.shuffle(using: &rng) } }
        var text = json.serialized(pretty: !vary || rng.chance(0.5))
        if comments { text = "// written by LiveryPropertyTests\n" + text + "\n/* the end */\n" }
        return text + "\n"
    }
}

/// The files of a space, written in a random order.
struct FolderWriter {
    var files: [(path: String, text: String)] = []

    mutating func add(_ path: String, _ text: String) { files.append((path, text)) }

    /// Writes every file into `folder`, in a random order (the order a folder lists its entries in
    /// may follow creation order).
    func write(to folder: URL, using rng: inout some RandomNumberGenerator) throws {
        for file in files.shuffled(using: &rng) {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }
}

extension ConventionModel {
    static let extensions = [".json", ".tokens.json", ".tokens", ".jsonc", ".JSON"]

    /// Writes the space into `folder`; with `vary`, every choice the convention says does not
    /// matter is made at random (file extensions, subfolder names and depth, creation order,
    /// document text), and files it must skip are added (hidden files, other extensions).
    func write(to folder: URL, vary: Bool, using rng: inout some RandomNumberGenerator) throws {
        let writer = DocumentWriter(vary: vary)
        var files = FolderWriter()
        func add(_ stem: String, _ document: DocumentModel, in subfolder: String = "") {
            let ext = vary ? rng.pick(Self.extensions) : ".json"
            files.add(subfolder + stem + ext, writer.text(document, comments: ext == ".jsonc", using: &rng))
        }
        add("base", base)
        for layer in layers { add(layer.stem, layer.document) }
        var used = Set<String>()
        for (i, document) in nested.enumerated() {
            var subfolder: String
            repeat {
                subfolder =
                    vary
                    ? (0..<Int.random(in: 1...2, using: &rng)).map { _ in rng.pick(["tokens", "src", "zz", "A", "ünï", "0"]) }
                        .joined(separator: "/") + "/"
                    : "nested/"
            } while !used.insert(subfolder).inserted && vary
            add(vary ? rng.pick(["a", "palette", "z-last", "0", "dark", "ocean"]) : "doc\(i)", document, in: subfolder)
        }
        if vary {
            files.add(".hidden.json", "{ \"color\": { \"primary\": { \"$value\": \"#123456\" } } }\n")
            files.add("README.md", "Not a token document.\n")
            files.add("notes.txt", "{ \"color\": { \"primary\": { \"$value\": \"#123456\" } } }\n")
        }
        try files.write(to: folder, using: &rng)
    }
}

extension ResolverModel {
    /// Writes the space into `folder` as a resolver document and its sources; with `vary`, every
    /// choice that should not matter is made at random: the resolver's file name, the order of
    /// `sets`, `modifiers` and `contexts` members, each source as a file (any name, any subfolder)
    /// or inline, a set referenced from a context or its sources written out, and an unreferenced
    /// token file beside them.
    func write(to folder: URL, vary: Bool, using rng: inout some RandomNumberGenerator) throws {
        let writer = DocumentWriter(vary: vary)
        var files = FolderWriter()
        var usedNames = Set<String>()
        func source(_ document: DocumentModel) -> JSONValue {
            if vary, rng.chance(0.3) {
                // Inline tokens.
                let text = writer.text(document, comments: false, using: &rng)
                if let node = try? JSONReader.read(Data(text.utf8), file: "<inline>").node { return Self.json(node) }
            }
            var name: String
            repeat {
                name =
                    vary
                    ? rng.pick(["", "tokens/", "a/b/", "ünï/"]) + rng.pick(["palette", "x", "z", "dark", "0"])
                        + "-\(Int.random(in: 0..<1000, using: &rng))" + rng.pick([".json", ".tokens.json", ".tokens"])
                    : "source\(usedNames.count).json"
            } while !usedNames.insert(name).inserted
            files.add(name, writer.text(document, comments: false, using: &rng))
            return .object([("$ref", .string(name))])
        }
        func shuffled<T>(_ items: [T]) -> [T] { vary ? items.shuffled(using: &rng) : items }
        var setMembers: [(String, JSONValue)] = []
        for set in shuffled(sets) {
            setMembers.append((set.name, .object([("sources", .array(set.sources.map(source)))])))
        }
        var modifierMembers: [(String, JSONValue)] = []
        for modifier in shuffled(modifiers) {
            var contextMembers: [(String, JSONValue)] = []
            for context in shuffled(modifier.contexts) {
                var items: [JSONValue] = []
                for item in context.sources {
                    switch item {
                    case .document(let document): items.append(source(document))
                    case .set(let name):
                        if vary, rng.chance(0.5), let set = sets.first(where: { $0.name == name }) {
                            items += set.sources.map(source)  // the set's sources written out
                        } else {
                            items.append(.object([("$ref", .string("#/sets/\(name)"))]))
                        }
                    }
                }
                contextMembers.append((context.name, .array(items)))
            }
            modifierMembers.append(
                (
                    modifier.name,
                    .object(
                        shuffled([
                            ("contexts", JSONValue.object(contextMembers)), ("default", .string(modifier.defaultContext)),
                        ]))
                ))
        }
        let orderItems: [JSONValue] = order.map { item in
            switch item {
            case .set(let i): .object([("$ref", .string("#/sets/\(sets[i].name)"))])
            case .modifier(let i): .object([("$ref", .string("#/modifiers/\(modifiers[i].name)"))])
            }
        }
        let resolver = JSONValue.object(
            shuffled([
                ("version", .string("2025.10")), ("sets", .object(setMembers)), ("modifiers", .object(modifierMembers)),
                ("resolutionOrder", .array(orderItems)),
            ]))
        let resolverName = vary ? rng.pick(["livery.json", "tokens.resolver.json", "themes.json"]) : "livery.json"
        files.add(resolverName, resolver.serialized(pretty: !vary || rng.chance(0.5)) + "\n")
        if vary {
            files.add(
                "unreferenced.tokens", "{ \"color\": { \"primary\": { \"$type\": \"color\", \"$value\": \"#123456\" } } }\n")
        }
        try files.write(to: folder, using: &rng)
    }

    /// A read JSON tree as a value to write again.
    static func json(_ node: SourceNode) -> JSONValue {
        switch node.value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n, _): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(json))
        case .object(let members): .object(members.map { ($0.key, json($0.value)) })
        }
    }
}

extension ConventionModel {
    /// Writes the space into `folder/source` (choices that should not matter made at random) and
    /// reads it back with `random` colours seeded, as every export property starts.
    func writtenSpace(in folder: URL, using rng: inout SplitMix64) throws -> ThemeSpace {
        let sourceFolder = folder.appendingPathComponent("source")
        try write(to: sourceFolder, vary: true, using: &rng)
        var space = try ThemeSpace(contentsOf: sourceFolder)
        space.randomSeed = rng.next()
        return space
    }
}
