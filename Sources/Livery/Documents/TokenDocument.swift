import Foundation

/// A token document as read from one file: its tokens and groups in file order, its define map,
/// and what the reader noticed.
///
/// Reading never resolves anything: aliases, macros and values stay raw until a ``ThemeSpace``
/// resolves a selection. Reading is pure and runs on any thread.
public struct TokenDocument: Sendable {
    /// The conventions a document was read with.
    public enum Format: String, Sendable, Hashable, Codable {
        /// Livery JSON: DTCG-compatible and lenient (plain values are tokens).
        case livery
        /// Style Dictionary's legacy convention: an object with a `value` key is a token.
        case styleDictionary
        /// A property list, read with Livery JSON's rules.
        case propertyList
    }

    /// The file the document came from (nil for text given in code).
    public var url: URL?
    /// The conventions the document was read with.
    public var format: Format
    /// Tokens in file order.
    package var tokens: [TokenDeclaration]
    /// Groups in file order (the root group is not listed).
    package var groups: [TokenGroup]
    /// The `d(name)` define map (`$defines` at the top of a Livery JSON document).
    package var defines: [String: SourceNode]
    /// Problems and notes found while reading (duplicate keys, unknown `$` properties…).
    public var diagnostics: [Diagnostic]
    /// The `$extensions` at the top of the document, kept as written.
    package var extensions: SourceNode?
    /// Whether the top level has `resolutionOrder`: the file is a DTCG resolver document, which a
    /// folder reads as one (read as tokens, it is not a theme).
    package var declaresResolutionOrder = false

    /// A document from parts already read (tokens, groups and defines), such as an importer builds.
    package init(
        url: URL? = nil, format: Format = .livery, tokens: [TokenDeclaration] = [], groups: [TokenGroup] = [],
        defines: [String: SourceNode] = [:], diagnostics: [Diagnostic] = []
    ) {
        self.url = url
        self.format = format
        self.tokens = tokens
        self.groups = groups
        self.defines = defines
        self.diagnostics = diagnostics
        self.extensions = nil
    }

    /// The folder relative file paths in the document resolve against.
    package var baseURL: URL? { url?.deletingLastPathComponent() }

    /// Reads a JSON (`.json`, `.jsonc`, `.tokens`, `.tokens.json`) or property-list (`.plist`)
    /// token document.
    public init(contentsOf url: URL) throws(TokenDocument.Error) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Error(.unreadable, "cannot read file: \(error.localizedDescription)", at: SourceLocation(file: url.path))
        }
        try self.init(data: data, url: url)
    }

    /// Reads a document from bytes; `url` names the file in diagnostics and decides the format by
    /// its extension (property lists are also recognised by their content).
    public init(data: Data, url: URL?) throws(TokenDocument.Error) {
        let file = url?.path ?? "<inline>"
        let node: SourceNode
        var diagnostics: [Diagnostic]
        let isPlist =
            url?.pathExtension.lowercased() == "plist" || data.starts(with: Array("bplist".utf8))
            || data.starts(with: Array("<?xml".utf8))
        if isPlist {
            (node, diagnostics) = try PropertyListReader.read(data, file: file)
        } else {
            (node, diagnostics) = try JSONReader.read(data, file: file)
        }
        try self.init(root: node, url: url, isPropertyList: isPlist)
        self.diagnostics.insert(contentsOf: diagnostics, at: 0)
    }

    /// Builds a document from an already read tree.
    package init(root: SourceNode, url: URL?, isPropertyList: Bool = false) throws(TokenDocument.Error) {
        guard case .object = root.value else {
            throw Error(
                .invalidStructure, "expected an object of groups and tokens at the top of the document",
                at: root.location)
        }
        let valueKeys = Self.countKey("$value", in: root)
        var builder = DocumentBuilder(
            legacy: !isPropertyList && valueKeys == 0 && Self.containsKey("value", in: root))
        // One allocation of the right size: growing by doubling held the old and the new array at
        // once, the peak of a large file's memory.
        builder.tokens.reserveCapacity(valueKeys)
        builder.walkGroup(root, path: "", inheritedType: nil, depth: 0)
        self.init(
            url: url,
            format: isPropertyList ? .propertyList : (builder.legacy ? .styleDictionary : .livery),
            tokens: builder.tokens, groups: builder.groups, defines: builder.defines,
            diagnostics: builder.diagnostics)
        self.extensions = root["$extensions"]
        self.declaresResolutionOrder = !isPropertyList && root["resolutionOrder"] != nil
    }

    /// How many objects anywhere have `key` (`$value`: none, and the legacy `value` convention
    /// applies when some object has a `value` key), counting up to `limit`.
    static func countKey(_ key: String, in root: SourceNode, upTo limit: Int = .max) -> Int {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                for member in members {
                    if member.key == key {
                        count += 1
                        if count >= limit { return count }
                    }
                    stack.append(member.value)
                }
            case .array(let items):
                stack.append(contentsOf: items)
            default:
                break
            }
        }
        return count
    }

    /// Whether any object in `root` has a member named `key`.
    static func containsKey(_ key: String, in root: SourceNode) -> Bool {
        countKey(key, in: root, upTo: 1) > 0
    }
}

/// Walks a tree of groups and tokens.
private struct DocumentBuilder {
    /// True when no `$value` exists: `{ "value": … }` objects are tokens (Style Dictionary).
    var legacy: Bool
    var tokens: [TokenDeclaration] = []
    var groups: [TokenGroup] = []
    var defines: [String: SourceNode] = [:]
    var diagnostics: [Diagnostic] = []
    static let maxDepth = 256

    init(legacy: Bool) {
        self.legacy = legacy
    }

    /// Whether `org.livery` extension data marks a token or group as a helper (`"helper": true`).
    static func isHelper(_ liveryExtension: SourceNode?) -> Bool {
        if case .bool(true)? = liveryExtension?["helper"]?.value { return true }
        return false
    }

    /// A group being walked: its members, the next one to read, and what its children inherit.
    private struct GroupFrame {
        var members: [SourceNode.Member]
        var next = 0
        var path: String
        var type: TokenType?
        var depth: Int
        /// Whether the group is (inside) a helper group: its tokens are alias targets only.
        var helper: Bool
    }

    /// Walks `node` and every group in it, in document order, with an explicit stack: a debug
    /// build's frames are large enough that recursing once per level overflowed a 512 KiB stack
    /// at 100 levels.
    mutating func walkGroup(_ node: SourceNode, path: String, inheritedType: TokenType?, depth: Int) {
        var stack: [GroupFrame] = []
        stack += enterGroup(node, path: path, inheritedType: inheritedType, depth: depth, helper: false)
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].members.count else {
                stack.removeLast()
                continue
            }
            let member = stack[top].members[stack[top].next]
            stack[top].next += 1
            let (path, groupType, depth, helper) = (stack[top].path, stack[top].type, stack[top].depth, stack[top].helper)
            let key = member.key
            if key.hasPrefix("$") {
                switch key {
                case "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$metadata":
                    continue
                case "$defines" where path.isEmpty:
                    readDefines(member.value)
                    continue
                case "$root":
                    break  // a token named $root inside the group
                default:
                    diagnostics.append(
                        Diagnostic(
                            .warning, "unknown property '\(key)' ignored; names starting with '$' are reserved",
                            at: member.keyLocation, tokenPath: path.appendingTokenPath(key), rule: "unknown-property"))
                    continue
                }
            }
            checkName(key, at: member.keyLocation, parent: path)
            let childPath = path.appendingTokenPath(key)
            let child = member.value
            switch child.value {
            case .object:
                if isToken(child) {
                    addToken(child, path: childPath, keyLocation: member.keyLocation, groupType: groupType, helper: helper)
                } else {
                    stack += enterGroup(child, path: childPath, inheritedType: groupType, depth: depth + 1, helper: helper)
                }
            case .null:
                diagnostics.append(
                    Diagnostic(
                        .error, "expected a value, a token object or a group, found null",
                        at: child.location, tokenPath: childPath, rule: "invalid-value"))
            default:
                // A plain value in place of a token object is a token (lenient Livery JSON).
                var token = TokenDeclaration(
                    path: childPath, type: groupType, typeSource: .group, value: child, location: member.keyLocation)
                if groupType == nil { token.typeSource = .none }
                token.isHelper = helper
                tokens.append(token)
            }
        }
    }

    /// Records the group `node` at `path` and returns the frames that walk it, the last to be
    /// walked first: its members, then the tokens its `$extensions.org.livery.tokens` holds (what a
    /// DTCG document cannot, in Livery JSON, read as members of the group). None when it has no
    /// members, or nests deeper than ``maxDepth`` (an error).
    private mutating func enterGroup(
        _ node: SourceNode, path: String, inheritedType: TokenType?, depth: Int, helper inherited: Bool
    ) -> [GroupFrame] {
        guard let members = node.members else { return [] }
        guard depth < Self.maxDepth else {
            diagnostics.append(
                Diagnostic(
                    .error, "groups nested deeper than \(Self.maxDepth) levels", at: node.location,
                    tokenPath: path, rule: "too-deep"))
            return []
        }
        var groupType = inheritedType
        if let typeNode = node["$type"] {
            groupType = readType(typeNode, path: path) ?? inheritedType
        }
        if !path.isEmpty {
            var group = TokenGroup(path: path, type: node["$type"] != nil ? groupType : nil, location: node.location)
            group.description = node["$description"]?.string
            group.deprecation = deprecation(node["$deprecated"])
            group.extensions = node["$extensions"]
            if let extends = node["$extends"] {
                if let text = extends.string {
                    group.extends = Self.referencePath(text)
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, "expected $extends to be a group reference such as \"{base.button}\"",
                            at: extends.location, tokenPath: path, rule: "invalid-extends"))
                }
            }
            groups.append(group)
        }
        let liveryExtension = node["$extensions"]?["org.livery"]
        let helper = inherited || Self.isHelper(liveryExtension)
        var frames: [GroupFrame] = []
        if let tokens = liveryExtension?["tokens"] {
            if let extra = tokens.members {
                frames.append(GroupFrame(members: extra, path: path, type: groupType, depth: depth + 1, helper: helper))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, "expected $extensions.org.livery.tokens to be an object of groups and tokens",
                        at: tokens.location, tokenPath: path.isEmpty ? nil : path, rule: "invalid-extensions"))
            }
        }
        frames.append(GroupFrame(members: members, path: path, type: groupType, depth: depth, helper: helper))
        return frames
    }

    func isToken(_ node: SourceNode) -> Bool {
        if node["$value"] != nil || node["$ref"] != nil { return true }
        return legacy && node["value"] != nil
    }

    mutating func addToken(
        _ node: SourceNode, path: String, keyLocation: SourceLocation, groupType: TokenType?, helper: Bool = false
    ) {
        let isPointer = node["$value"] == nil && node["$ref"] != nil
        let valueKey = node["$value"] != nil || isPointer ? "$value" : "value"
        let typeKey = valueKey == "$value" ? "$type" : "type"
        let value: SourceNode
        if isPointer, let ref = node.members?.last(where: { $0.key == "$ref" }) {
            // A whole-token JSON pointer alias: `{"$ref": "#/color/blue"}` in place of `$value`.
            value = SourceNode(.object([ref]), at: ref.value.location)
        } else if let given = node[valueKey] {
            value = given
        } else {
            return
        }
        var type = groupType
        var source: TokenDeclaration.TypeSource = groupType == nil ? .none : .group
        if let typeNode = node[typeKey], let declared = readType(typeNode, path: path) {
            type = declared
            source = .token
        }
        let descriptionKey = valueKey == "$value" ? "$description" : "comment"
        var token = TokenDeclaration(
            path: path, type: type, typeSource: source, value: value,
            description: node[descriptionKey]?.string ?? node["description"]?.string,
            deprecation: deprecation(node[valueKey == "$value" ? "$deprecated" : "deprecated"]),
            extensions: node["$extensions"], location: keyLocation)
        token.typeSource = type == nil ? .none : source
        token.isHelper = helper || Self.isHelper(node["$extensions"]?["org.livery"])
        if valueKey == "value", let members = node.members {
            // Legacy tokens carry extra keys (attributes, comment…): keep them as extensions.
            let extra = members.filter { !["value", "type", "comment", "description", "deprecated"].contains($0.key) }
            if !extra.isEmpty, token.extensions == nil {
                token.extensions = SourceNode(.object(extra), at: node.location)
            }
        } else if let members = node.members {
            for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
                diagnostics.append(
                    Diagnostic(
                        .warning, "unexpected property '\(member.key)' in a token; tokens cannot contain groups or tokens",
                        at: member.keyLocation, tokenPath: path, rule: "unknown-property"))
            }
        }
        tokens.append(token)
    }

    mutating func readType(_ node: SourceNode, path: String) -> TokenType? {
        guard let name = node.string else {
            diagnostics.append(
                Diagnostic(
                    .error, "expected $type to be a type name such as \"color\"", at: node.location,
                    tokenPath: path.isEmpty ? nil : path, rule: "unknown-type"))
            return nil
        }
        guard let type = TokenType(name: name) else {
            let known = TokenType.allCases.map(\.rawValue).joined(separator: ", ")
            if let near = Self.nearMiss(name) {
                diagnostics.append(
                    Diagnostic(
                        .error, "unknown type '\(name)' (did you mean '\(near)'?); expected one of \(known)",
                        at: node.location, tokenPath: path.isEmpty ? nil : path, rule: "unknown-type"))
            } else {
                // A type of another tool (`link`, a vendor's own): read the value by its syntax.
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "type '\(name)' is not one Livery knows (\(known)); its values are read by their syntax, as untyped tokens",
                        at: node.location, tokenPath: path.isEmpty ? nil : path, rule: "unknown-type"))
            }
            return nil
        }
        return type
    }

    /// The known type `name` looks like a misspelling of: a shared four-letter start, or at
    /// most two edits apart.
    static func nearMiss(_ name: String) -> String? {
        let lower = Array(name.lowercased())
        for type in TokenType.allCases {
            let known = Array(type.rawValue.lowercased())
            if lower.count >= 4, known.count >= 4, lower.prefix(4) == known.prefix(4) { return type.rawValue }
            if editDistance(lower, known) <= 2 { return type.rawValue }
        }
        return nil
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    func deprecation(_ node: SourceNode?) -> TokenDeprecation? {
        guard let node else { return nil }
        switch node.value {
        case .bool(true): return .deprecated
        case .string(let message): return .message(message)
        default: return nil
        }
    }

    mutating func readDefines(_ node: SourceNode) {
        guard let members = node.members else {
            diagnostics.append(
                Diagnostic(
                    .error, "expected $defines to be an object of names and values", at: node.location,
                    rule: "invalid-defines"))
            return
        }
        for member in members {
            defines[member.key] = member.value
        }
    }

    mutating func checkName(_ name: String, at location: SourceLocation, parent: String) {
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
            diagnostics.append(
                Diagnostic(
                    .note, "name '\(name)' contains '{', '}' or '.', which DTCG forbids in token and group names",
                    at: location, tokenPath: parent.appendingTokenPath(name), rule: "dtcg-name"))
        }
    }

    /// `{a.b}` → `a.b`; other text as it is.
    static func referencePath(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count >= 2 {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}
