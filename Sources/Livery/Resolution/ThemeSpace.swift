import Foundation

/// Every theme an app can show, as sets of tokens and modifiers with named contexts (the DTCG
/// resolver model, 2025.10).
///
/// A space is read from a folder (``load(contentsOf:)``): either a DTCG resolver document
/// (`livery.json` or `*.resolver.json`) or Livery's file-name convention: `base.json` is the set
/// every theme falls back to, `NAME.json` is theme `NAME`, and `NAME.dark.json`,
/// `NAME.high-contrast.json`, `dark.json`… override it in the dark appearance or high contrast.
///
/// A ``Selection`` picks one context per modifier; ``resolve(_:)`` merges the layers it selects,
/// resolves aliases and types, and returns the flat ``ResolvedTheme``, cached per selection.
public struct ThemeSpace: Sendable {
    /// A modifier: a name, its contexts and the default one.
    public struct Modifier: Sendable, Hashable, Codable {
        /// The modifier's name (`theme`, `appearance`, `density`).
        public var name: String
        /// Its contexts, in declaration order.
        public var contexts: [String]
        /// The context a selection gets when it does not pick one.
        public var defaultContext: String
        /// The resolver document's `description`, when given.
        public var description: String?

        /// A modifier; the default context is the first one unless given.
        public init(name: String, contexts: [String], defaultContext: String? = nil, description: String? = nil) {
            self.name = name
            self.contexts = contexts
            self.defaultContext = defaultContext ?? contexts.first ?? ""
            self.description = description
        }
    }

    /// Documents that apply when a selection matches `condition` (empty: always, as a set).
    public struct Layer: Sendable {
        /// A set's name, or `modifier=context` for a modifier's context.
        public var name: String
        /// The contexts a selection must have for this layer to apply.
        public var condition: [String: String]
        /// Documents merged in order; later ones win.
        public var documents: [TokenDocument]

        /// A layer of `documents` that applies when a selection has every context in `condition`.
        public init(name: String, condition: [String: String] = [:], documents: [TokenDocument]) {
            self.name = name
            self.condition = condition
            self.documents = documents
        }

        package func applies(to selection: Selection) -> Bool {
            condition.allSatisfy { selection[$0.key] == $0.value }
        }
    }

    /// Problems of a space or of a selection's resolution, each with its location.
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        /// Every problem found, errors and warnings alike.
        public var diagnostics: [Diagnostic]

        /// An error carrying `diagnostics`.
        public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

        /// One `path:line:column: error: message` line per diagnostic.
        public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    }

    /// The modifiers, in declaration order. Changing them drops the resolved tables cached so far.
    public var modifiers: [Modifier] {
        didSet { cache = ResolutionCache() }
    }
    /// The layers, in resolution order. Changing them (appending a layer to a loaded space,
    /// replacing a document) re-indexes the space, adds the new documents' reading diagnostics
    /// to ``diagnostics`` and drops the resolved tables cached so far.
    public var layers: [Layer] {
        didSet {
            (index, tables) = Self.indexes(of: layers)
            var known = Set(diagnostics)
            for diagnostic in layers.flatMap({ $0.documents.flatMap(\.diagnostics) }) where known.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
            cache = ResolutionCache()
        }
    }
    /// What reading the space's files found (duplicate keys, notes, invalid resolver entries).
    public var diagnostics: [Diagnostic]
    /// The value parsers used to resolve.
    public var parsers: ValueParserPipeline {
        didSet { cache = ResolutionCache() }
    }
    /// Points per rem.
    public var remBase: Double {
        didSet { cache = ResolutionCache() }
    }
    /// Seeds `random` colours, for reproducible output; nil picks a fresh random colour per resolution.
    public var randomSeed: UInt64? {
        didSet { cache = ResolutionCache() }
    }
    /// The interned index of every token path any selection can produce.
    @usableFromInline package private(set) var index: TokenIndex
    /// The resolver document the space was read from, when it was (what strict lint checks).
    package internal(set) var resolverDocument: URL?
    /// Per-document interned ids and folders, computed once per set of layers so resolving hashes no paths.
    private(set) var tables: SpaceTables
    private var cache = ResolutionCache()

    /// A space from modifiers and layers.
    public init(
        modifiers: [Modifier], layers: [Layer], diagnostics: [Diagnostic] = [],
        parsers: ValueParserPipeline = .standard, remBase: Double = 16
    ) {
        self.modifiers = modifiers
        self.layers = layers
        self.diagnostics = diagnostics + layers.flatMap { $0.documents.flatMap(\.diagnostics) }
        self.parsers = parsers
        self.remBase = remBase
        (index, tables) = Self.indexes(of: layers)
    }

    /// The token index and resolution tables of `layers`.
    private static func indexes(of layers: [Layer]) -> (TokenIndex, SpaceTables) {
        var paths = Set<String>()
        for layer in layers {
            for document in layer.documents {
                for token in document.tokens { paths.insert(token.path) }
            }
        }
        // Groups that extend others can gain tokens: add the paths they would copy.
        for layer in layers {
            for document in layer.documents {
                for group in document.groups {
                    guard let source = group.extends else { continue }
                    let prefix = source + "."
                    for path in paths where path.hasPrefix(prefix) {
                        paths.insert(group.path + "." + path.dropFirst(prefix.count))
                    }
                }
            }
        }
        let index = TokenIndex(paths: paths.sorted())
        return (index, SpaceTables(layers: layers, index: index))
    }

    /// A space of one set: the documents merged in order, with the standard modifiers.
    public init(documents: [TokenDocument]) {
        self.init(
            modifiers: Self.standardModifiers(themes: []),
            layers: [Layer(name: "base", documents: documents)])
    }

    /// The standard `theme`, `appearance` and `contrast` modifiers.
    static func standardModifiers(themes: [String]) -> [Modifier] {
        let themes = themes.isEmpty ? ["default"] : themes
        return [
            Modifier(
                name: Selection.StandardModifier.theme, contexts: themes,
                defaultContext: themes.contains("default") ? "default" : themes.first),
            Modifier(name: Selection.StandardModifier.appearance, contexts: ["light", "dark"], defaultContext: "light"),
            Modifier(name: Selection.StandardModifier.contrast, contexts: ["normal", "high"], defaultContext: "normal"),
        ]
    }

    /// The modifier named `name`.
    public func modifier(named name: String) -> Modifier? {
        modifiers.first { $0.name == name }
    }

    /// Every modifier at its default context.
    public var defaultSelection: Selection {
        Selection(Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext) }))
    }

    /// A complete selection from partial inputs: unknown modifiers or contexts are errors, and
    /// modifiers not given take their defaults.
    public func selection(_ inputs: [String: String]) throws(Error) -> Selection {
        try Self.selection(inputs, among: modifiers)
    }

    /// A complete selection of `modifiers` from partial inputs (shared by ``selection(_:)``
    /// and ``ThemeSource``): unknown modifiers or contexts are errors, modifiers not given take
    /// their defaults.
    static func selection(_ inputs: [String: String], among modifiers: [Modifier]) throws(Error) -> Selection {
        // Already complete (a switch completes the selection it resolves): kept as it is, with no
        // dictionary built, sorted or hashed into.
        if inputs.count == modifiers.count, modifiers.allSatisfy({ inputs[$0.name].map($0.contexts.contains) ?? false }) {
            return Selection(inputs)
        }
        var selection = Selection(Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext) }))
        var problems: [Diagnostic] = []
        for (name, context) in inputs.sorted(byKey: \.key) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                let known = modifiers.map(\.name).joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        .error, "unknown modifier '\(name)'; expected one of \(known.isEmpty ? "none (no modifiers)" : known)",
                        at: .inline, rule: "unknown-modifier"))
                continue
            }
            guard modifier.contexts.contains(context) else {
                problems.append(
                    Diagnostic(
                        .error,
                        "unknown context '\(context)' for modifier '\(name)'; expected one of \(modifier.contexts.joined(separator: ", "))",
                        at: .inline, rule: "unknown-context"))
                continue
            }
            selection[name] = context
        }
        if !problems.isEmpty { throw Error(problems) }
        return selection
    }

    /// A complete selection, validated (see ``selection(_:)``; apps pass a selection's `contexts`).
    package func selection(_ selection: Selection) throws(Error) -> Selection {
        try self.selection(selection.contexts)
    }

    /// Resolves `selection` (defaults filled in) and returns its table, or throws every error found.
    ///
    /// Cached: resolving the same selection again returns the same table.
    public func resolve(_ selection: Selection = Selection()) throws(Error) -> ResolvedTheme {
        let result = try resolution(for: selection)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw Error(errors) }
        return result.theme
    }

    /// A selection's table and every diagnostic of resolving it (tokens with errors are left
    /// out of the table). Throws only for an unknown modifier or context.
    public func resolution(for selection: Selection) throws(Error) -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
        // The cache holds complete selections only, so a selection found there as given is complete
        // (a switch resolves complete selections): it is not completed again.
        if let cached = cache.result(for: selection) { return cached }
        let complete = try self.selection(selection)
        if complete != selection, let cached = cache.result(for: complete) { return cached }
        let session = ResolutionSession(space: self, selection: complete)
        var result = session.run()
        // Problems found while reading (duplicate keys, unknown types…) belong to every resolution.
        result.diagnostics.insert(contentsOf: diagnostics.filter { $0.severity >= .warning }, at: 0)
        cache.store(result, for: complete)
        return result
    }

    /// Every selection of the space: the product of all modifiers' contexts.
    public var allSelections: [Selection] {
        var result = [Selection()]
        for modifier in modifiers {
            result = result.flatMap { partial in modifier.contexts.map { partial.selecting($0, for: modifier.name) } }
        }
        return result
    }
}

/// Resolved tables by selection, shared by copies of a space.
final class ResolutionCache: @unchecked Sendable {
    typealias Entry = (theme: ResolvedTheme, diagnostics: [Diagnostic])
    private let lock = NSLock()
    private var results: [Selection: Entry] = [:]
    /// The selections found or stored last, newest first (at most ``recentLimit``), and their
    /// entries: an app switches back and forth between a few selections, and comparing one
    /// (a lookup per modifier) costs a fraction of hashing the whole selection into `results`.
    private var recentSelections: [Selection] = []
    private var recentEntries: [Entry] = []
    private let recentLimit = 4

    func result(for selection: Selection) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        for i in recentSelections.indices where recentSelections[i] == selection { return recentEntries[i] }
        guard let entry = results[selection] else { return nil }
        remember(entry, for: selection)
        return entry
    }

    func store(_ result: Entry, for selection: Selection) {
        lock.lock()
        defer { lock.unlock() }
        results[selection] = result
        remember(result, for: selection)
    }

    private func remember(_ entry: Entry, for selection: Selection) {
        if let i = recentSelections.firstIndex(of: selection) {
            recentSelections.remove(at: i)
            recentEntries.remove(at: i)
        }
        recentSelections.insert(selection, at: 0)
        recentEntries.insert(entry, at: 0)
        if recentSelections.count > recentLimit {
            recentSelections.removeLast()
            recentEntries.removeLast()
        }
    }
}

/// What resolution needs of a space that does not change between selections.
final class SpaceTables: Sendable {
    /// Interned id of each token, by layer and document.
    let tokenIDs: [[ContiguousArray<Int32>]]
    /// The folder of each document, by layer and document.
    let baseURLs: [[URL?]]
    /// Every group path (declared, or a prefix of a token path) in any layer.
    let groupPaths: Set<String>

    init(layers: [ThemeSpace.Layer], index: TokenIndex) {
        var groupPaths = Set<String>()
        tokenIDs = layers.map { layer in
            layer.documents.map { document in
                ContiguousArray(document.tokens.map { Int32(index.index(of: $0.path) ?? -1) })
            }
        }
        baseURLs = layers.map { $0.documents.map(\.baseURL) }
        for layer in layers {
            for document in layer.documents {
                for group in document.groups { groupPaths.insert(group.path) }
            }
        }
        for path in index.paths {
            var prefix = Substring(path)
            while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                if !groupPaths.insert(String(prefix)).inserted { break }
            }
        }
        self.groupPaths = groupPaths
    }
}
