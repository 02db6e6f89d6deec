import Foundation
import Livery

/// The strict checks of a DTCG 2025.10 resolver document (`livery.json`, `*.resolver.json`, any
/// JSON with `resolutionOrder`) that `livery lint --dtcg` adds. The lenient reader
/// (`ThemeSpace(resolverDocument:)`) is unchanged; these report, at the offending key or value,
/// every way the document breaks the resolver module (the Design Tokens Format Module 2025.10's
/// resolver specification, https://www.designtokens.org/tr/2025.10/resolver/,
/// and the 2025.10 schemas resolver.json, resolver/set.json, modifier.json, resolutionOrder.json):
/// - `dtcg-resolver-version`: `version` missing or not `"2025.10"` (syntax.md "Version");
/// - `dtcg-resolver-property`: a root, set or modifier property the module does not define, or
///   `name`, `description`, `$schema`, `sets`, `modifiers` of the wrong JSON type (syntax.md "Root
///   level properties", "Sets", "Modifiers"; `additionalProperties: false` in the schemas);
/// - `dtcg-resolver-order`: `resolutionOrder` missing, not a non-empty array, an entry that is not
///   an object, or a `$ref` entry naming something other than a set or modifier (syntax.md
///   "Resolution Order");
/// - `dtcg-resolver-inline`: an inline set or modifier without `name` or `type`, or with a `type`
///   other than `"set"`/`"modifier"` (syntax.md "Inline sets and modifiers");
/// - `dtcg-resolver-name`: a `name` used twice in `resolutionOrder` (same section);
/// - `dtcg-resolver-set`: a set without a `sources` array (syntax.md "Sets");
/// - `dtcg-resolver-source`: a source that is neither a reference object nor inline tokens
///   (syntax.md "Sets", "Contexts");
/// - `dtcg-resolver-modifier`: a modifier without a `contexts` map, with no context, with only one
///   (tools SHOULD throw), or with a context that is not an array of sources (syntax.md "Contexts");
/// - `dtcg-resolver-default`: a modifier `default` that is not one of its contexts (syntax.md
///   "Default");
/// - `dtcg-resolver-ref`: a `$ref` that is not a string, a malformed JSON pointer, or a
///   same-document pointer that names nothing (syntax.md "Reference objects": "Tools MUST resolve
///   all reference objects");
/// - `dtcg-resolver-pointer`: a set or modifier pointing at a modifier, or any pointer into
///   `resolutionOrder` (syntax.md "Invalid pointers");
/// - `dtcg-resolver-cycle`: reference objects that point at a node containing them or come back
///   to themselves (syntax.md "Reference objects");
/// - `dtcg-resolver-extensions`: `$extensions` that is not an object (syntax.md "$extensions").
///
/// Inline token sources are also checked by the format rules (their `dtcg-…` rules).
struct DTCGResolverChecker {
    static let rules: [String] = [
        "dtcg-resolver-version", "dtcg-resolver-property", "dtcg-resolver-order", "dtcg-resolver-inline",
        "dtcg-resolver-name", "dtcg-resolver-set", "dtcg-resolver-source", "dtcg-resolver-modifier",
        "dtcg-resolver-default", "dtcg-resolver-ref", "dtcg-resolver-pointer", "dtcg-resolver-cycle",
        "dtcg-resolver-extensions",
    ]

    static let rootProperties: Set<String> = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
    ]

    /// Who holds a source: sets and modifiers may point at different things.
    enum Owner { case set, modifier }

    /// A same-document reference object: where it is (JSON pointer segments) and what it names.
    struct Reference {
        var node: SourceNode
        var at: [String]
        var target: [String]
    }

    let root: SourceNode
    var diagnostics: [Diagnostic] = []
    /// Inline token sources, for the format rules.
    var inlineSources: [SourceNode] = []
    var references: [Reference] = []

    init(root: SourceNode) {
        self.root = root
    }

    /// The diagnostics of a resolver document and its inline token sources.
    static func check(_ root: SourceNode) -> (diagnostics: [Diagnostic], inlineSources: [SourceNode]) {
        var checker = DTCGResolverChecker(root: root)
        checker.run()
        return (checker.diagnostics, checker.inlineSources)
    }

    private mutating func report(_ message: String, at location: SourceLocation, rule: String) {
        diagnostics.append(Diagnostic(.error, message, at: location, rule: rule))
    }

    /// Reports `node` where `expected` was: the message ends with what was found instead.
    private mutating func reportUnexpected(_ node: SourceNode, expected: String, rule: String) {
        report("\(expected), got \(DTCGStrictChecker.describe(node))", at: node.location, rule: rule)
    }

    mutating func run() {
        guard let members = root.members else {
            reportUnexpected(
                root, expected: "a resolver document is a JSON object with version and resolutionOrder",
                rule: "dtcg-resolver-property")
            return
        }
        for member in members {
            switch member.key {
            case "name", "description", "$schema":
                if member.value.string == nil {
                    reportUnexpected(
                        member.value, expected: "\(member.key) must be a string", rule: "dtcg-resolver-property")
                }
            case "sets", "modifiers":
                if member.value.members == nil {
                    reportUnexpected(
                        member.value, expected: "\(member.key) must be an object of named \(member.key)",
                        rule: "dtcg-resolver-property")
                }
            case "version", "resolutionOrder", "$defs":
                continue
            default:
                report(
                    "a resolver document may have only \(Self.rootProperties.sorted().joined(separator: ", ")); "
                        + "'\(member.key)' is not one of them", at: member.keyLocation, rule: "dtcg-resolver-property")
            }
        }
        if let version = root["version"] {
            if version.string != "2025.10" {
                reportUnexpected(
                    version, expected: "version must be \"2025.10\"", rule: "dtcg-resolver-version")
            }
        } else {
            report("a resolver document must declare \"version\": \"2025.10\"", at: root.location, rule: "dtcg-resolver-version")
        }
        for member in root["sets"]?.members ?? [] {
            checkSet(member.value, name: member.key, at: ["sets", member.key], inline: false)
        }
        for member in root["modifiers"]?.members ?? [] {
            checkModifier(member.value, name: member.key, at: ["modifiers", member.key], inline: false)
        }
        checkResolutionOrder()
        checkCycles()
    }

    // MARK: Resolution order

    private mutating func checkResolutionOrder() {
        guard let order = root["resolutionOrder"] else {
            report(
                "a resolver document must have a \"resolutionOrder\" array of sets and modifiers", at: root.location,
                rule: "dtcg-resolver-order")
            return
        }
        guard case .array(let items) = order.value, !items.isEmpty else {
            reportUnexpected(
                order, expected: "resolutionOrder must be a non-empty array of sets and modifiers", rule: "dtcg-resolver-order")
            return
        }
        var names: [String: SourceLocation] = [:]
        for (index, item) in items.enumerated() {
            let at = ["resolutionOrder", String(index)]
            guard item.members != nil else {
                reportUnexpected(
                    item, expected: "a resolutionOrder entry is a {\"$ref\": …} object or an inline set or modifier",
                    rule: "dtcg-resolver-order")
                continue
            }
            if let nameNode = item["name"], let name = nameNode.string {
                if let first = names[name] {
                    report(
                        "name '\(name)' is already used in resolutionOrder (line \(first.line)); names there must be unique",
                        at: nameNode.location, rule: "dtcg-resolver-name")
                } else {
                    names[name] = nameNode.location
                }
            }
            if let refNode = item["$ref"] {
                checkOrderReference(refNode, in: item, at: at)
                continue
            }
            let nameNode = item["name"]
            if nameNode == nil || nameNode?.string == nil {
                report(
                    "an inline set or modifier in resolutionOrder needs a string \"name\"",
                    at: nameNode?.location ?? item.location,
                    rule: "dtcg-resolver-inline")
            }
            guard let typeNode = item["type"] else {
                report(
                    "an inline set or modifier in resolutionOrder needs \"type\": \"set\" or \"modifier\"", at: item.location,
                    rule: "dtcg-resolver-inline")
                continue
            }
            let name = nameNode?.string ?? String(index)
            switch typeNode.string {
            case "set": checkSet(item, name: name, at: at, inline: true)
            case "modifier": checkModifier(item, name: name, at: at, inline: true)
            default:
                reportUnexpected(
                    typeNode, expected: "type must be \"set\" or \"modifier\"", rule: "dtcg-resolver-inline")
            }
        }
    }

    private mutating func checkOrderReference(_ refNode: SourceNode, in item: SourceNode, at: [String]) {
        guard let ref = refNode.string else {
            reportUnexpected(
                refNode, expected: "$ref must be a string such as \"#/sets/NAME\"", rule: "dtcg-resolver-ref")
            return
        }
        guard let target = localTarget(ref, at: refNode) else { return }
        guard resolve(target) != nil else {
            report("$ref \(ref) names nothing in this document", at: refNode.location, rule: "dtcg-resolver-ref")
            return
        }
        guard target.count == 2, target[0] == "sets" || target[0] == "modifiers" else {
            report(
                "a resolutionOrder $ref names a set (\"#/sets/NAME\") or a modifier (\"#/modifiers/NAME\"), got \(ref)",
                at: refNode.location, rule: "dtcg-resolver-order")
            return
        }
        references.append(Reference(node: refNode, at: at, target: target))
    }

    // MARK: Sets and modifiers

    private mutating func checkMembers(_ node: SourceNode, allowed: [String], what: String) {
        for member in node.members ?? [] where !allowed.contains(member.key) {
            report(
                "\(what) may have only \(allowed.joined(separator: ", ")); '\(member.key)' is not one of them",
                at: member.keyLocation, rule: "dtcg-resolver-property")
        }
        if let description = node["description"], description.string == nil {
            reportUnexpected(
                description, expected: "description must be a string", rule: "dtcg-resolver-property")
        }
        if let extensions = node["$extensions"], extensions.members == nil {
            reportUnexpected(
                extensions, expected: "$extensions must be an object keyed by vendor namespaces", rule: "dtcg-resolver-extensions"
            )
        }
    }

    private mutating func checkSet(_ node: SourceNode, name: String, at: [String], inline: Bool) {
        guard node.members != nil else {
            reportUnexpected(
                node, expected: "set '\(name)' must be an object with a \"sources\" array", rule: "dtcg-resolver-set")
            return
        }
        let allowed = ["description", "sources", "$extensions"] + (inline ? ["name", "type"] : [])
        checkMembers(node, allowed: allowed, what: "a\(inline ? "n inline" : "") set")
        guard let sources = node["sources"] else {
            report(
                "set '\(name)' needs a \"sources\" array of reference objects and inline tokens", at: node.location,
                rule: "dtcg-resolver-set")
            return
        }
        guard case .array(let items) = sources.value else {
            reportUnexpected(
                sources, expected: "sources of set '\(name)' must be an array", rule: "dtcg-resolver-set")
            return
        }
        for (index, item) in items.enumerated() {
            checkSource(item, owner: .set, at: at + ["sources", String(index)])
        }
    }

    private mutating func checkModifier(_ node: SourceNode, name: String, at: [String], inline: Bool) {
        guard node.members != nil else {
            reportUnexpected(
                node, expected: "modifier '\(name)' must be an object with a \"contexts\" map", rule: "dtcg-resolver-modifier")
            return
        }
        let allowed = ["description", "contexts", "default", "$extensions"] + (inline ? ["name", "type"] : [])
        checkMembers(node, allowed: allowed, what: "a\(inline ? "n inline" : "") modifier")
        guard let contexts = node["contexts"] else {
            report(
                "modifier '\(name)' must declare a \"contexts\" map of context names to arrays of sources",
                at: node.location, rule: "dtcg-resolver-modifier")
            return
        }
        guard let members = contexts.members else {
            reportUnexpected(
                contexts, expected: "contexts of modifier '\(name)' must be an object of context names to arrays of sources",
                rule: "dtcg-resolver-modifier")
            return
        }
        if members.isEmpty {
            report(
                "modifier '\(name)' has no contexts; a modifier must have at least one (and should have two or more)",
                at: contexts.location, rule: "dtcg-resolver-modifier")
        } else if members.count == 1 {
            report(
                "modifier '\(name)' has only one context; a modifier should have two or more (one is a set)",
                at: contexts.location, rule: "dtcg-resolver-modifier")
        }
        for member in members {
            guard case .array(let items) = member.value.value else {
                reportUnexpected(
                    member.value, expected: "context '\(member.key)' of modifier '\(name)' must be an array of sources",
                    rule: "dtcg-resolver-modifier")
                continue
            }
            for (index, item) in items.enumerated() {
                checkSource(item, owner: .modifier, at: at + ["contexts", member.key, String(index)])
            }
        }
        if let given = node["default"] {
            if let text = given.string, members.contains(where: { $0.key == text }) { return }
            reportUnexpected(
                given,
                expected:
                    "default of modifier '\(name)' must be one of its contexts (\(members.map(\.key).joined(separator: ", ")))",
                rule: "dtcg-resolver-default")
        }
    }

    // MARK: Sources and references

    private mutating func checkSource(_ item: SourceNode, owner: Owner, at: [String]) {
        guard item.members != nil else {
            reportUnexpected(
                item, expected: "a source is a {\"$ref\": …} reference object or an object of inline tokens",
                rule: "dtcg-resolver-source")
            return
        }
        guard let refNode = item["$ref"] else {
            inlineSources.append(item)
            return
        }
        guard let ref = refNode.string else {
            reportUnexpected(
                refNode, expected: "$ref must be a string: a file, a URL or a JSON pointer such as \"#/sets/NAME\"",
                rule: "dtcg-resolver-ref")
            return
        }
        guard let target = localTarget(ref, at: refNode) else { return }
        if target.first == "modifiers" {
            report(
                "a \(owner == .set ? "set" : "modifier") must not reference a modifier (\(ref)); only resolutionOrder may",
                at: refNode.location, rule: "dtcg-resolver-pointer")
            return
        }
        guard resolve(target) != nil else {
            report("$ref \(ref) names nothing in this document", at: refNode.location, rule: "dtcg-resolver-ref")
            return
        }
        references.append(Reference(node: refNode, at: at, target: target))
    }

    /// The segments of a same-document `$ref`; nil for another document's (a file, a URL), and
    /// for a malformed pointer or one into resolutionOrder, which are reported.
    private mutating func localTarget(_ ref: String, at refNode: SourceNode) -> [String]? {
        guard ref.hasPrefix("#"), let target = pointerSegments(ref, at: refNode) else { return nil }
        if target.first == "resolutionOrder" {
            report(
                "$ref \(ref) points into resolutionOrder; nothing may reference a resolutionOrder item",
                at: refNode.location, rule: "dtcg-resolver-pointer")
            return nil
        }
        return target
    }

    /// The segments of a same-document JSON pointer (`#` or `#/a/b`); reports a malformed one.
    private mutating func pointerSegments(_ ref: String, at node: SourceNode) -> [String]? {
        let pointer = ref.dropFirst()
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else {
            report(
                "$ref \(ref) is not a JSON pointer; write \"#/\" then the path, such as \"#/sets/NAME\"",
                at: node.location, rule: "dtcg-resolver-ref")
            return nil
        }
        var segments: [String] = []
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = DTCGStrictChecker.unescapedPointerSegment(raw) else {
                report(
                    "$ref \(ref) is not a valid JSON pointer: '~' must be followed by 0 or 1 (RFC 6901)",
                    at: node.location, rule: "dtcg-resolver-ref")
                return nil
            }
            segments.append(segment)
        }
        return segments
    }

    /// The node a pointer names in the document.
    func resolve(_ segments: [String]) -> SourceNode? {
        var node = root
        for segment in segments {
            switch node.value {
            case .object:
                guard let next = node[segment] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Reference objects pointing at a node that contains them, or through other references back
    /// to themselves.
    private mutating func checkCycles() {
        func contains(_ outer: [String], _ inner: [String]) -> Bool {
            outer.count <= inner.count && Array(inner.prefix(outer.count)) == outer
        }
        var reported = Set<Int>()
        for (index, reference) in references.enumerated() where contains(reference.target, reference.at) {
            reported.insert(index)
            report(
                "$ref \(reference.node.string ?? "") points at a node that contains it, so it would include itself",
                at: reference.node.location, rule: "dtcg-resolver-cycle")
        }
        // Edges: a reference leads to every reference inside what it names.
        let edges = references.map { reference in
            references.indices.filter { contains(reference.target, references[$0].at) }
        }
        for start in references.indices where !reported.contains(start) {
            var stack = [start]
            var seen = Set<Int>()
            var found = false
            while let current = stack.popLast(), !found {
                for next in edges[current] {
                    if next == start { found = true; break }
                    if seen.insert(next).inserted { stack.append(next) }
                }
            }
            if found {
                let reference = references[start]
                report(
                    "$ref \(reference.node.string ?? "") is circular: following it leads back to itself",
                    at: reference.node.location, rule: "dtcg-resolver-cycle")
            }
        }
    }
}

extension DTCGStrictChecker {
    /// The resolver document the space was read from, read again for its source tree.
    static func resolverDocuments(of space: ThemeSpace) -> [(url: URL, root: SourceNode)] {
        guard let url = space.resolverDocument, let data = try? Data(contentsOf: url),
            let (root, _) = try? JSONReader.read(data, file: url.path)
        else { return [] }
        return [(url, root)]
    }
}
