import Foundation

/// One resolution of one selection: merges the selected layers, then resolves every token,
/// collecting every error in one pass.
final class ResolutionSession: ReferenceResolving {
    /// Where a merged token was declared, and its effective type.
    struct Entry {
        var layer: Int32
        var document: Int32
        var token: Int32
        var type: TokenType?
    }

    enum State: UInt8 {
        case pending, resolving, done, failed
    }

    static let maxReferenceDepth = 100

    let space: ThemeSpace
    let selection: Selection
    let paths: [String]
    /// By interned id.
    var entries: ContiguousArray<Entry?>
    var state: ContiguousArray<State>
    var results: ContiguousArray<TokenValue?>
    var failures: [Int32: ValueParsingError] = [:]
    var cycleReported = Set<Int32>()
    /// Ids in first-declaration order.
    var order: [Int32] = []
    var groups: [String: TokenGroup] = [:]
    var defines: [String: SourceNode] = [:]
    var stack: [Int32] = []
    /// For each token being resolved (parallel to ``stack``): the longest reference chain below it
    /// found so far.
    var chainBelow: [Int32] = []
    /// For each resolved token: the longest chain of references below it (0 for a plain value).
    var depths: ContiguousArray<Int32>
    /// Whether a pass met a reference chain deeper than the recursion may go (see ``run()``).
    var hitRecursionLimit = false
    var diagnostics: [Diagnostic] = []
    var random: SplitMix64

    init(space: ThemeSpace, selection: Selection) {
        self.space = space
        self.selection = selection
        self.paths = space.index.paths
        let count = space.index.paths.count
        self.entries = ContiguousArray(repeating: nil, count: count)
        self.state = ContiguousArray(repeating: .pending, count: count)
        self.results = ContiguousArray(repeating: nil, count: count)
        self.depths = ContiguousArray(repeating: 0, count: count)
        self.random = SplitMix64(seed: space.randomSeed ?? UInt64.random(in: .min ... .max))
    }

    func declaration(_ entry: Entry) -> TokenDeclaration {
        space.layers[Int(entry.layer)].documents[Int(entry.document)].tokens[Int(entry.token)]
    }

    func location(of id: Int32) -> SourceLocation {
        guard let entry = entries[Int(id)] else { return .inline }
        return space.layers[Int(entry.layer)].documents[Int(entry.document)].tokens[Int(entry.token)].location
    }

    /// Resolves every merged token.
    ///
    /// A token whose chain of references is longer than ``maxReferenceDepth`` fails (`too-deep`),
    /// wherever resolution starts: the limit is on the chain (``depths``), not on how deep the
    /// recursion happens to be, which depends on declaration order (resolving `t0 → t1 → … → t149`
    /// from `t0` recurses 150 deep; from `t149` up, one). The recursion is still capped at the same
    /// depth to bound the stack; a pass that hits the cap (``hitRecursionLimit``) is done again with
    /// every token's references (as its raw value names them) resolved before it, so that no
    /// written chain recurses and the result is the one any declaration order gives.
    func run() -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
        merge()
        let mergeDiagnostics = diagnostics.count
        let initialRandom = random
        for id in order { _ = try? resolve(id) }
        if hitRecursionLimit {
            state = ContiguousArray(repeating: .pending, count: paths.count)
            results = ContiguousArray(repeating: nil, count: paths.count)
            depths = ContiguousArray(repeating: 0, count: paths.count)
            failures = [:]
            cycleReported = []
            diagnostics.removeSubrange(mergeDiagnostics...)
            random = initialRandom
            for id in dependencyOrder() { _ = try? resolve(id) }
        }
        var details = ContiguousArray<ResolvedTheme.Details?>(repeating: nil, count: paths.count)
        for id in order {
            guard let entry = entries[Int(id)], state[Int(id)] == .done else { continue }
            let token = declaration(entry)
            // Helpers (`org.livery` `helper`) were resolved as alias targets; the table leaves them out.
            guard !token.isHelper else { continue }
            details[Int(id)] = ResolvedTheme.Details(
                location: token.location, description: token.description, deprecation: token.deprecation)
        }
        for i in results.indices where details[i] == nil { results[i] = nil }
        let theme = ResolvedTheme(
            selection: selection, index: space.index, values: results, details: details, remBase: space.remBase)
        return (theme, diagnostics)
    }

    // MARK: Merging

    func merge() {
        for (l, layer) in space.layers.enumerated() where layer.applies(to: selection) {
            for (d, document) in layer.documents.enumerated() {
                for (name, value) in document.defines { defines[name] = value }
                for group in document.groups {
                    var merged = group
                    if let existing = groups[group.path] {
                        merged.type = group.type ?? existing.type
                        merged.extends = group.extends ?? existing.extends
                    }
                    groups[group.path] = merged
                }
                let ids = space.tables.tokenIDs[l][d]
                document.tokens.withUnsafeBufferPointer { tokens in
                    for t in tokens.indices {
                        let id = Int(ids[t])
                        guard id >= 0 else { continue }
                        var entry = Entry(layer: Int32(l), document: Int32(d), token: Int32(t), type: tokens[t].type)
                        if let existing = entries[id] {
                            // An override without a type of its own keeps the type of what it overrides.
                            if tokens[t].typeSource == .none, existing.type != nil { entry.type = existing.type }
                        } else {
                            order.append(Int32(id))
                        }
                        entries[id] = entry
                    }
                }
            }
        }
        applyExtends()
        for id in order where entries[Int(id)]?.type == nil {
            entries[Int(id)]?.type = groupType(for: paths[Int(id)])
        }
    }

    /// The `$type` of the nearest enclosing group in any merged document.
    func groupType(for path: String) -> TokenType? {
        var prefix = Substring(path)
        while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
            prefix = prefix[..<dot]
            if let type = groups[String(prefix)]?.type { return type }
        }
        return nil
    }

    /// Copies tokens of extended groups that the extending group does not override (DTCG `$extends`).
    func applyExtends() {
        let extending = groups.values.filter { $0.extends != nil }.sorted(byKey: \.path)
        guard !extending.isEmpty else { return }
        var changed = true
        var passes = 0
        while changed, passes < 32 {
            changed = false
            passes += 1
            for group in extending {
                guard let source = group.extends else { continue }
                let prefix = source + "."
                let sourceIDs = order.filter { paths[Int($0)].hasPrefix(prefix) }
                if sourceIDs.isEmpty, passes == 1 {
                    diagnostics.append(
                        Diagnostic(
                            .error, "$extends refers to {\(source)}, which is not a group with tokens",
                            at: group.location, tokenPath: group.path, rule: "invalid-extends"))
                    continue
                }
                for sourceID in sourceIDs {
                    let target = group.path + "." + paths[Int(sourceID)].dropFirst(prefix.count)
                    guard let targetID = space.index.index(of: target), entries[targetID] == nil,
                        var copy = entries[Int(sourceID)]
                    else { continue }
                    if copy.type == nil { copy.type = group.type }
                    entries[targetID] = copy
                    order.append(Int32(targetID))
                    changed = true
                }
            }
        }
    }

    // MARK: Resolving

    /// Tells the token being resolved (if any) that it refers to resolved token `i`.
    func noteReference(to i: Int) {
        guard let last = chainBelow.indices.last else { return }
        chainBelow[last] = max(chainBelow[last], depths[i] + 1)
    }

    /// Resolves token `id`, reached `depth` levels into the value that refers to it (0: resolved
    /// for itself). References and the parts of values share one depth limit
    /// (``ValueParsingContext/maxDepth``), which keeps the recursion within a 512 KiB stack; a chain
    /// that recursion cannot follow (``hitRecursionLimit``) is followed again in dependency order.
    @discardableResult
    func resolve(_ id: Int32, depth: Int = 0) throws(ValueParsingError) -> TokenValue {
        let i = Int(id)
        switch state[i] {
        case .done:
            if let value = results[i] {
                noteReference(to: i)
                return value
            }
        case .failed:
            throw failures[id] ?? ValueParsingError("unresolvable", at: location(of: id))
        case .resolving:
            // Reached again while resolving: every token from its first visit on is in the loop.
            let start = stack.lastIndex(of: id) ?? 0
            let loop = Array(stack[start...])
            let chain = (loop + [id]).map { "{\(paths[Int($0)])}" }.joined(separator: " → ")
            for member in loop where !cycleReported.contains(member) {
                cycleReported.insert(member)
                diagnostics.append(
                    Diagnostic(
                        .error, "reference cycle: \(chain)", at: location(of: member), tokenPath: paths[Int(member)],
                        rule: "alias-cycle"))
            }
            throw ValueParsingError("reference cycle: \(chain)", at: location(of: id), rule: "alias-cycle")
        case .pending:
            break
        }
        guard let entry = entries[i] else {
            throw ValueParsingError("no token at \(paths[i])", at: .inline, rule: "unresolved-alias")
        }
        let token = declaration(entry)
        func tooDeep() -> ValueParsingError {
            let error = ValueParsingError(
                "reference chain deeper than \(Self.maxReferenceDepth) tokens", at: token.location, rule: "too-deep")
            state[i] = .failed
            failures[id] = error
            diagnostics.append(Diagnostic(.error, error.message, at: error.location, tokenPath: paths[i], rule: error.rule))
            return error
        }
        guard stack.count < Self.maxReferenceDepth, depth < ValueParsingContext.maxDepth else {
            hitRecursionLimit = true
            throw tooDeep()
        }
        state[i] = .resolving
        stack.append(id)
        chainBelow.append(0)
        var context = ValueParsingContext(
            type: entry.type, tokenPath: paths[i],
            baseURL: space.tables.baseURLs[Int(entry.layer)][Int(entry.document)], defines: defines,
            remBase: space.remBase, pipeline: space.parsers, references: self)
        context.depth = depth
        var value: TokenValue
        do {
            value = try space.parsers.parse(token.value, in: context)
        } catch {
            // Nesting met through references may be only the order of this pass: follow the
            // chains again bottom-up.
            if error.rule == "too-deep", depth > 0 { hitRecursionLimit = true }
            stack.removeLast()
            chainBelow.removeLast()
            state[i] = .failed
            failures[id] = error
            if !cycleReported.contains(id) {
                if error.rule == "alias-cycle" {
                    diagnostics.append(
                        Diagnostic(
                            .error, "depends on a \(error.message)", at: token.location, tokenPath: paths[i], rule: error.rule))
                } else {
                    diagnostics.append(
                        Diagnostic(.error, error.message, at: error.location, tokenPath: paths[i], rule: error.rule))
                }
            }
            throw error
        }
        stack.removeLast()
        // The longest chain below this token, however deep the recursion that found it went.
        let below = chainBelow.removeLast()
        guard below < Int32(Self.maxReferenceDepth) else { throw tooDeep() }
        if case .color(let color) = value, color.isRandom {
            value = .color(randomColor())
        }
        depths[i] = below
        state[i] = .done
        results[i] = value
        noteReference(to: i)
        return value
    }

    /// Every merged token, each after the tokens its raw value refers to (`{…}` aliases, also inside
    /// text and composite values, and `$ref` pointers), so that resolving them in this order follows
    /// no written reference chain by recursion. A reference back into a token still being ordered
    /// (a cycle) is skipped here; resolution reports the cycle. Iterative: a chain of any length
    /// uses no stack.
    func dependencyOrder() -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(order.count)
        // 0: not seen, 1: being ordered, 2: ordered.
        var mark = ContiguousArray<UInt8>(repeating: 0, count: paths.count)
        var pending: [(id: Int32, references: [Int32], next: Int)] = []
        for root in order where mark[Int(root)] == 0 {
            mark[Int(root)] = 1
            pending.append((root, writtenReferences(of: root), 0))
            while let top = pending.indices.last {
                let next = pending[top].next
                if next < pending[top].references.count {
                    pending[top].next += 1
                    let child = pending[top].references[next]
                    guard mark[Int(child)] == 0 else { continue }
                    mark[Int(child)] = 1
                    pending.append((child, writtenReferences(of: child), 0))
                } else {
                    mark[Int(pending[top].id)] = 2
                    result.append(pending[top].id)
                    pending.removeLast()
                }
            }
        }
        return result
    }

    /// The merged tokens the raw value of token `id` names: `{path}` references in any string of
    /// it (also `{path.value}`, Style Dictionary's form) and `$ref` pointers.
    func writtenReferences(of id: Int32) -> [Int32] {
        guard let entry = entries[Int(id)] else { return [] }
        var found: [Int32] = []
        var nodes = [declaration(entry).value]
        while let node = nodes.popLast() {
            switch node.value {
            case .string(let text):
                guard text.utf8.contains(UInt8(ascii: "{")) else { continue }
                for reference in ReferenceParser.references(in: text) {
                    if let target = RawReferences.candidatePaths(for: reference.path).lazy.compactMap(mergedID).first {
                        found.append(target)
                    }
                }
            case .array(let items):
                nodes += items
            case .object(let members):
                if let pointer = node["$ref"]?.string, pointer.hasPrefix("#/") {
                    let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                        $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                    }
                    for cut in stride(from: segments.count, through: 1, by: -1) {
                        if let target = mergedID(segments[..<cut].joined(separator: ".")) {
                            found.append(target)
                            break
                        }
                    }
                }
                nodes += members.map(\.value)
            default:
                break
            }
        }
        return found
    }

    func randomColor() -> ThemeColor {
        var color = ThemeColor(
            red: Double(random.next() % 256) / 255, green: Double(random.next() % 256) / 255,
            blue: Double(random.next() % 256) / 255)
        color.isRandom = true
        return color
    }

    /// The id of the merged token at `path`, if this selection has one.
    func mergedID(_ path: String) -> Int32? {
        guard let id = space.index.index(of: path), entries[id] != nil else { return nil }
        return Int32(id)
    }

    func value(forReference path: String, at location: SourceLocation, depth: Int) throws(ValueParsingError) -> TokenValue {
        var target = path
        var id: Int32?
        for candidate in RawReferences.candidatePaths(for: path) {
            guard let found = mergedID(candidate) else { continue }
            (target, id) = (candidate, found)  // `{a.b.value}`: Style Dictionary's old form of `{a.b}`
            break
        }
        guard let id else {
            if space.tables.groupPaths.contains(target) {
                throw ValueParsingError(
                    "alias {\(path)} refers to a group, not a token; DTCG 2025.10 allows aliases to tokens only "
                        + "(Style Dictionary would substitute the whole group object)",
                    at: location, rule: "alias-to-group")
            }
            throw ValueParsingError(
                "unresolved alias {\(path)}: no token at that path\(suggestion(for: path))", at: location,
                rule: "unresolved-alias")
        }
        do {
            return try resolve(id, depth: depth + 1)
        } catch {
            if error.rule == "alias-cycle" { throw error }
            throw ValueParsingError(
                "alias {\(path)} cannot be resolved because {\(target)} has errors", at: location,
                rule: "unresolved-alias")
        }
    }

    func value(forPointer pointer: String, expecting type: TokenType?, at location: SourceLocation, depth: Int)
        throws(ValueParsingError) -> TokenValue
    {
        guard pointer.hasPrefix("#/") else {
            throw ValueParsingError(
                "unsupported $ref \"\(pointer)\"; expected a JSON pointer into the same theme space such as \"#/color/primary\"",
                at: location, rule: "unresolved-alias")
        }
        let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        // The longest prefix that names a token; what follows must go into its $value.
        for cut in stride(from: segments.count, through: 1, by: -1) {
            let path = segments[..<cut].joined(separator: ".")
            guard let id = mergedID(path), let entry = entries[Int(id)] else { continue }
            let rest = Array(segments[cut...])
            if rest.isEmpty { return try value(forReference: path, at: location, depth: depth) }
            guard rest.first == "$value" else { break }
            var node = declaration(entry).value
            for segment in rest.dropFirst() {
                switch node.value {
                case .object:
                    guard let next = node[segment] else {
                        throw ValueParsingError(
                            "$ref \(pointer): no property '\(segment)'", at: location, rule: "unresolved-alias")
                    }
                    node = next
                case .array(let items):
                    guard let i = Int(segment), items.indices.contains(i) else {
                        throw ValueParsingError("$ref \(pointer): no item \(segment)", at: location, rule: "unresolved-alias")
                    }
                    node = items[i]
                default:
                    throw ValueParsingError(
                        "$ref \(pointer): '\(segment)' goes past a plain value", at: location, rule: "unresolved-alias")
                }
            }
            var context = ValueParsingContext(
                type: type, tokenPath: path, baseURL: space.tables.baseURLs[Int(entry.layer)][Int(entry.document)],
                defines: defines,
                remBase: space.remBase, pipeline: space.parsers, references: self)
            context.depth = depth + 1
            guard context.depth < ValueParsingContext.maxDepth else {
                throw ValueParsingError(
                    "value nested deeper than \(ValueParsingContext.maxDepth) levels", at: location, rule: "too-deep")
            }
            return try space.parsers.parse(node, in: context)
        }
        let path = segments.joined(separator: ".")
        if space.tables.groupPaths.contains(path) {
            throw ValueParsingError(
                "$ref \(pointer) points at a group, not a token or a part of a token's $value", at: location,
                rule: "alias-to-group")
        }
        throw ValueParsingError("unresolved $ref \(pointer): no token at that path", at: location, rule: "unresolved-alias")
    }

    /// ` (did you mean {x}?)` for a path whose last name matches one token.
    func suggestion(for path: String) -> String {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        let candidates = order.map { paths[Int($0)] }.filter { $0 == last || $0.hasSuffix("." + last) }
        if candidates.count == 1, let only = candidates.first { return " (did you mean {\(only)}?)" }
        return ""
    }
}

/// A small seedable generator (SplitMix64) for `random` colours, and for the package's tests and
/// fuzz targets wherever a random run must be repeatable from its seed.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
