import Foundation

/// One resolution of one selection: merges the selected layers, then resolves every token,
/// collecting every error in one pass.
final class ResolutionSession: ReferenceResolving {
    /// A merged token and the document it came from.
    struct Entry {
        var token: TokenDeclaration
        var type: TokenType?
        var baseURL: URL?
    }

    enum State {
        case resolving
        case done(TokenValue)
        case failed(ValueParsingError)
    }

    static let maxReferenceDepth = 100

    let space: ThemeSpace
    let selection: Selection
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var groups: [String: TokenGroup] = [:]
    var groupPrefixes = Set<String>()
    var defines: [String: SourceNode] = [:]
    var state: [String: State] = [:]
    var stack: [String] = []
    var cycleReported = Set<String>()
    var diagnostics: [Diagnostic] = []
    var random: SplitMix64

    init(space: ThemeSpace, selection: Selection) {
        self.space = space
        self.selection = selection
        self.random = SplitMix64(seed: space.randomSeed ?? UInt64.random(in: .min ... .max))
    }

    func run() -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
        merge()
        var values = ContiguousArray<ResolvedToken?>(repeating: nil, count: space.index.paths.count)
        for path in order {
            guard let entry = entries[path] else { continue }
            guard let value = try? resolve(path) else { continue }
            guard let i = space.index.index(of: path) else { continue }
            values[i] = ResolvedToken(
                path: path, value: value, location: entry.token.location,
                description: entry.token.description, deprecation: entry.token.deprecation)
        }
        let theme = ResolvedTheme(selection: selection, index: space.index, values: values, remBase: space.remBase)
        return (theme, diagnostics)
    }

    // MARK: Merging

    func merge() {
        for layer in space.layers where layer.applies(to: selection) {
            for document in layer.documents {
                for (name, value) in document.defines { defines[name] = value }
                for group in document.groups {
                    var merged = group
                    if let existing = groups[group.path] {
                        merged.type = group.type ?? existing.type
                        merged.extends = group.extends ?? existing.extends
                    }
                    groups[group.path] = merged
                }
                for token in document.tokens {
                    var entry = Entry(token: token, type: token.type, baseURL: document.baseURL)
                    if let existing = entries[token.path] {
                        // An override without a type keeps the type of what it overrides.
                        if token.typeSource != .token, let type = existing.type { entry.type = type }
                    } else {
                        order.append(token.path)
                    }
                    entries[token.path] = entry
                }
            }
        }
        applyExtends()
        for path in order {
            if entries[path]?.type == nil { entries[path]?.type = groupType(for: path) }
            var prefix = Substring(path)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                groupPrefixes.insert(String(prefix))
            }
        }
    }

    /// The `$type` of the nearest enclosing group in any merged document.
    func groupType(for path: String) -> TokenType? {
        var prefix = Substring(path)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if let type = groups[String(prefix)]?.type { return type }
        }
        return nil
    }

    /// Copies tokens of extended groups that the extending group does not override (DTCG `$extends`).
    func applyExtends() {
        let extending = groups.values.filter { $0.extends != nil }.sorted { $0.path < $1.path }
        guard !extending.isEmpty else { return }
        var changed = true
        var passes = 0
        while changed, passes < 32 {
            changed = false
            passes += 1
            for group in extending {
                guard let source = group.extends else { continue }
                let prefix = source + "."
                let sourcePaths = order.filter { $0.hasPrefix(prefix) }
                if sourcePaths.isEmpty, passes == 1 {
                    diagnostics.append(Diagnostic(
                        .error, "$extends refers to {\(source)}, which is not a group with tokens",
                        at: group.location, tokenPath: group.path, rule: "invalid-extends"))
                    continue
                }
                for sourcePath in sourcePaths {
                    let target = group.path + "." + sourcePath.dropFirst(prefix.count)
                    guard entries[target] == nil, let entry = entries[sourcePath] else { continue }
                    var copy = entry
                    copy.token.path = target
                    if copy.type == nil { copy.type = group.type }
                    entries[target] = copy
                    order.append(target)
                    changed = true
                }
            }
        }
    }

    // MARK: Resolving

    @discardableResult
    func resolve(_ path: String) throws(ValueParsingError) -> TokenValue {
        switch state[path] {
        case .done(let value)?: return value
        case .failed(let error)?: throw error
        case .resolving?:
            // Reached again while resolving: every token from its first visit on is in the loop.
            let start = stack.lastIndex(of: path) ?? 0
            let loop = Array(stack[start...])
            let chain = (loop + [path]).map { "{\($0)}" }.joined(separator: " → ")
            for member in loop where !cycleReported.contains(member) {
                cycleReported.insert(member)
                if let entry = entries[member] {
                    diagnostics.append(Diagnostic(
                        .error, "reference cycle: \(chain)", at: entry.token.location, tokenPath: member,
                        rule: "alias-cycle"))
                }
            }
            throw ValueParsingError("reference cycle: \(chain)", at: entries[path]?.token.location ?? .inline, rule: "alias-cycle")
        case nil:
            break
        }
        guard let entry = entries[path] else {
            throw ValueParsingError("no token at \(path)", at: .inline, rule: "unresolved-alias")
        }
        guard stack.count < Self.maxReferenceDepth else {
            let error = ValueParsingError(
                "reference chain deeper than \(Self.maxReferenceDepth) tokens", at: entry.token.location,
                rule: "too-deep")
            state[path] = .failed(error)
            diagnostics.append(Diagnostic(.error, error.message, at: error.location, tokenPath: path, rule: error.rule))
            throw error
        }
        state[path] = .resolving
        stack.append(path)
        defer { stack.removeLast() }
        let context = ValueParsingContext(
            type: entry.type, tokenPath: path, baseURL: entry.baseURL, defines: defines,
            remBase: space.remBase, pipeline: space.parsers, references: self)
        do {
            var value = try space.parsers.parse(entry.token.value, in: context)
            if case .color(let color) = value, color.isRandom {
                value = .color(randomColor())
            }
            state[path] = .done(value)
            return value
        } catch {
            state[path] = .failed(error)
            if !cycleReported.contains(path) {
                if error.rule == "alias-cycle" {
                    diagnostics.append(Diagnostic(
                        .error, "depends on a \(error.message)", at: entry.token.location, tokenPath: path,
                        rule: error.rule))
                } else {
                    diagnostics.append(Diagnostic(.error, error.message, at: error.location, tokenPath: path, rule: error.rule))
                }
            }
            throw error
        }
    }

    func randomColor() -> Color {
        var color = Color(
            red: Double(random.next() % 256) / 255, green: Double(random.next() % 256) / 255,
            blue: Double(random.next() % 256) / 255)
        color.isRandom = true
        return color
    }

    func value(forReference path: String, at location: SourceLocation) throws(ValueParsingError) -> TokenValue {
        var target = path
        if entries[target] == nil, target.hasSuffix(".value"), entries[String(target.dropLast(6))] != nil {
            target = String(target.dropLast(6))  // Style Dictionary's old `{a.b.value}` form
        }
        guard entries[target] != nil else {
            if groupPrefixes.contains(target) {
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
            return try resolve(target)
        } catch {
            if error.rule == "alias-cycle" { throw error }
            throw ValueParsingError(
                "alias {\(path)} cannot be resolved because {\(target)} has errors", at: location,
                rule: "unresolved-alias")
        }
    }

    func value(forPointer pointer: String, expecting type: TokenType?, at location: SourceLocation)
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
            guard entries[path] != nil else { continue }
            let rest = Array(segments[cut...])
            if rest.isEmpty { return try value(forReference: path, at: location) }
            guard rest.first == "$value", let entry = entries[path] else { break }
            var node = entry.token.value
            for segment in rest.dropFirst() {
                switch node.value {
                case .object:
                    guard let next = node[segment] else {
                        throw ValueParsingError("$ref \(pointer): no property '\(segment)'", at: location, rule: "unresolved-alias")
                    }
                    node = next
                case .array(let items):
                    guard let i = Int(segment), items.indices.contains(i) else {
                        throw ValueParsingError("$ref \(pointer): no item \(segment)", at: location, rule: "unresolved-alias")
                    }
                    node = items[i]
                default:
                    throw ValueParsingError("$ref \(pointer): '\(segment)' goes past a plain value", at: location, rule: "unresolved-alias")
                }
            }
            let context = ValueParsingContext(
                type: type, tokenPath: path, baseURL: entry.baseURL, defines: defines,
                remBase: space.remBase, pipeline: space.parsers, references: self)
            return try space.parsers.parse(node, in: context)
        }
        let path = segments.joined(separator: ".")
        if groupPrefixes.contains(path) {
            throw ValueParsingError(
                "$ref \(pointer) points at a group, not a token or a part of a token's $value", at: location,
                rule: "alias-to-group")
        }
        throw ValueParsingError("unresolved $ref \(pointer): no token at that path", at: location, rule: "unresolved-alias")
    }

    /// ` (did you mean {x}?)` for a path whose last name matches one token.
    func suggestion(for path: String) -> String {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        let candidates = order.filter { $0 == last || $0.hasSuffix("." + last) }
        if candidates.count == 1, let only = candidates.first { return " (did you mean {\(only)}?)" }
        return ""
    }
}

/// A small seedable generator for `random` colours.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
