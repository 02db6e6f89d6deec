import Foundation
import Livery
import LiveryFormats

/// The `tokens-studio` format (`livery import tokens-studio`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct TokensStudioImporter: ThemeImporter {
    /// `tokens-studio`.
    package var format: String { "tokens-studio" }
    /// One line for `livery import --help`.
    package var summary: String { "Tokens Studio folder ($themes.json, $metadata.json, token sets) or single-file export" }

    /// An importer.
    package init() {}

    /// A token set: its name, its tokens, and where it came from.
    struct TokenSet {
        var name: String
        var node: SourceNode
    }

    /// A `$themes.json` entry.
    struct Theme {
        var name: String
        var group: String
        var location: SourceLocation
        /// Set name → status (`enabled`, `source`, `disabled`) and where it was written.
        var sets: [String: (status: String, location: SourceLocation)]
    }

    /// Reads the project in `inputs` (one folder or one file) and writes sets and a resolver
    /// document into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let input = inputs.first else { return [] }
        for extra in inputs.dropFirst() {
            diagnostics.append(
                .importing(
                    .error, "tokens-studio reads one folder or one file; this input is ignored",
                    at: SourceLocation(file: extra.path), rule: "invalid-input"))
        }
        var sets: [TokenSet] = []
        var themesNode: SourceNode?
        var metadataNode: SourceNode?
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory), isDirectory.boolValue {
            for (name, url) in Self.setFiles(in: input) {
                switch name {
                case "$themes":
                    let (node, notes) = try ImportInput.tree(url)
                    diagnostics += notes
                    themesNode = node
                case "$metadata":
                    let (node, notes) = try ImportInput.object(url)
                    diagnostics += notes
                    metadataNode = node
                default:
                    let (node, notes) = try ImportInput.object(url)
                    diagnostics += notes
                    sets.append(TokenSet(name: name, node: node))
                }
            }
        } else {
            let (root, notes) = try ImportInput.object(input)
            diagnostics += notes
            for member in root.members ?? [] {
                switch member.key {
                case "$themes": themesNode = member.value
                case "$metadata": metadataNode = member.value
                default:
                    guard
                        member.value.importMembers(
                            expected: "token set '\(member.key)' to be an object of groups and tokens", outcome: "left out",
                            rule: "invalid-structure", diagnostics: &diagnostics) != nil
                    else { continue }
                    sets.append(TokenSet(name: member.key, node: member.value))
                }
            }
        }
        let order = Self.order(sets.map(\.name), metadata: metadataNode, diagnostics: &diagnostics)
        let themes = Self.themes(themesNode, known: Set(order), diagnostics: &diagnostics)

        // The sets, converted.
        var documents: [(name: String, document: JSONValue)] = []
        var files: [String: String] = [:]
        var fileNames = ImportFileNames()
        for name in order {
            guard let set = sets.first(where: { $0.name == name }) else { continue }
            var converter = Converter()
            let document = converter.group(set.node, path: [], inheritedType: nil)
            diagnostics += converter.diagnostics
            let file = Self.fileName(for: name, names: &fileNames)
            files[name] = file
            documents.append((file, document))
        }

        // The resolver document.
        var resolver = ImportResolverDocument(description: "Imported from Tokens Studio by livery import.")
        func uses(_ theme: Theme, _ set: String) -> Bool {
            guard let status = theme.sets[set]?.status else { return false }
            return status == "enabled" || status == "source"
        }
        var shared: [String] = []
        if themes.isEmpty {
            shared = order
        } else {
            for set in order {
                if themes.allSatisfy({ uses($0, set) }) {
                    shared.append(set)
                } else if themes.contains(where: { uses($0, set) }) {
                    break
                }
            }
            for set in order where !themes.contains(where: { uses($0, set) }) {
                diagnostics.append(
                    .importing(
                        .note,
                        "token set '\(set)' is enabled in no theme; written to \(files[set] ?? set) but part of no selection",
                        at: sets.first { $0.name == set }?.node.location ?? SourceLocation(file: input.path), rule: "unused-set"))
            }
        }
        resolver.sets = shared.compactMap { set in files[set].map { (set, [$0]) } }
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        for group in groups {
            var contexts: [(String, [String])] = []
            for theme in themes where theme.group == group {
                let sources = order.filter { uses(theme, $0) && !shared.contains($0) }.compactMap { files[$0] }
                contexts.append((theme.name, sources))
                for set in order where theme.sets[set]?.status == "source" {
                    diagnostics.append(
                        .importing(
                            .note,
                            "token set '\(set)' is a source set of theme '\(theme.name)': Livery has no reference-only sets, so its tokens are merged into the theme and resolved with it",
                            at: theme.sets[set]?.location ?? theme.location, rule: "source-set"))
                }
            }
            guard let first = contexts.first else { continue }
            resolver.modifiers.append(.init(name: group, contexts: contexts, defaultContext: first.0))
        }
        documents.append(("livery.json", resolver.importJSON))
        try ImportedThemeSpace.write(documents, to: output)
        return diagnostics
    }

    /// The `.json` files under `folder` (hidden ones skipped), by set name (relative path without
    /// the extension), sorted by name.
    static func setFiles(in folder: URL) -> [(String, URL)] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let root = folder.standardizedFileURL.path
        var found: [(String, URL)] = []
        for case let url as URL in enumerator where url.pathExtension.lowercased() == "json" {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root + "/") else { continue }
            found.append((String(path.dropFirst(root.count + 1).dropLast(5)), url))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// A safe, unique output path for a set: `sets/<parts>.json`.
    static func fileName(for set: String, names: inout ImportFileNames) -> String {
        let parts = set.split(separator: "/").map { ImportFileNames.folderName(for: String($0), empty: "set") }
        return names.claim("sets/" + (parts.isEmpty ? ["set"] : parts).joined(separator: "/")) + ".json"
    }

    /// The sets in `tokenSetOrder`, then the rest by name; unknown names are noted.
    static func order(_ names: [String], metadata: SourceNode?, diagnostics: inout [Diagnostic]) -> [String] {
        var order: [String] = []
        if let metadata, let list = metadata["tokenSetOrder"] {
            if case .array(let items) = list.value {
                for item in items {
                    guard let name = item.string else {
                        diagnostics.append(
                            .importing(
                                .warning, expected: "a token set name in tokenSetOrder", found: item, rule: "invalid-metadata"))
                        continue
                    }
                    if names.contains(name) {
                        if !order.contains(name) { order.append(name) }
                    } else {
                        diagnostics.append(
                            .importing(
                                .note, "tokenSetOrder names '\(name)', which is no token set here; ignored",
                                at: item.location, rule: "unknown-set"))
                    }
                }
            } else {
                diagnostics.append(
                    .importing(
                        .warning, expected: "tokenSetOrder to be an array of token set names", found: list,
                        rule: "invalid-metadata"))
            }
        }
        return order + names.filter { !order.contains($0) }.sorted()
    }

    /// The `$themes.json` entries that name a theme.
    static func themes(_ node: SourceNode?, known: Set<String>, diagnostics: inout [Diagnostic]) -> [Theme] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else {
            diagnostics.append(
                .importing(
                    .error, expected: "$themes to be an array of themes", found: node, outcome: "no themes imported",
                    rule: "invalid-themes"))
            return []
        }
        var themes: [Theme] = []
        for item in items {
            guard let name = item["name"]?.string, !name.isEmpty else {
                diagnostics.append(
                    .importing(
                        .error, "expected a theme to have a \"name\"; left out", at: item.location, rule: "invalid-themes"))
                continue
            }
            let group = item["group"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? Selection.StandardModifier.theme
            if themes.contains(where: { $0.name == name && $0.group == group }) {
                diagnostics.append(
                    .importing(
                        .warning, "theme '\(name)' is listed twice in group '\(group)'; the later is left out",
                        at: item.location, rule: "duplicate-theme"))
                continue
            }
            var theme = Theme(name: name, group: group, location: item.location, sets: [:])
            for member in item["selectedTokenSets"]?.members ?? [] {
                guard let status = member.value.string, ["enabled", "source", "disabled"].contains(status) else {
                    diagnostics.append(
                        .importing(
                            .warning,
                            "expected the status of '\(member.key)' to be enabled, source or disabled, found \(member.value.summaryText); read as disabled",
                            at: member.value.location, rule: "invalid-themes"))
                    continue
                }
                if !known.contains(member.key) {
                    if status != "disabled" {
                        diagnostics.append(
                            .importing(
                                .warning, "theme '\(name)' selects token set '\(member.key)', which does not exist here",
                                at: member.keyLocation, rule: "unknown-set"))
                    }
                    continue
                }
                theme.sets[member.key] = (status, member.value.location)
            }
            themes.append(theme)
        }
        return themes
    }
}

extension SourceNode {
    /// The value for messages: a string quoted, other kinds by kind.
    var summaryText: String { string.map { "\"\($0)\"" } ?? importKind }
}

/// Converts one Tokens Studio token set into a DTCG document.
private struct Converter {
    var diagnostics: [Diagnostic] = []

    /// Types that become dimensions.
    static let dimensionTypes: Set<String> = [
        "borderradius", "sizing", "spacing", "borderwidth", "dimension", "fontsizes", "fontsize", "letterspacing",
        "paragraphspacing", "paragraphindent",
    ]

    func isToken(_ node: SourceNode) -> Bool {
        node["value"] != nil || node["$value"] != nil
    }

    mutating func group(_ node: SourceNode, path: [String], inheritedType: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        var groupType = inheritedType
        if let type = node["$type"]?.string { groupType = type }
        for member in node.members ?? [] {
            let childPath = path + [member.key]
            let dotted = childPath.joined(separator: ".")
            if member.key.hasPrefix("$") {
                switch member.key {
                case "$type": continue
                case "$description", "$extensions": members.append((member.key, member.value.importJSON))
                default:
                    diagnostics.append(
                        .importing(
                            .note, "'\(member.key)' is no DTCG group property; left out", at: member.keyLocation, path: dotted,
                            rule: "unsupported"))
                }
                continue
            }
            if member.key.contains(".") || member.key.contains("{") || member.key.contains("}") {
                diagnostics.append(
                    .importing(
                        .error, "name '\(member.key)' contains '.', '{' or '}', which token names cannot; left out",
                        at: member.keyLocation, path: dotted, rule: "invalid-name"))
                continue
            }
            switch member.value.value {
            case .object where isToken(member.value):
                guard let converted = token(member.value, path: dotted, inheritedType: groupType) else { continue }
                members.append((member.key, converted))
            case .object:
                members.append((member.key, group(member.value, path: childPath, inheritedType: groupType)))
            case .null:
                diagnostics.append(
                    .importing(
                        .warning, "null is no token or group; left out", at: member.value.location, path: dotted,
                        rule: "invalid-value"))
            default:
                // A plain value: Livery reads it as a token with an inferred type.
                members.append((member.key, member.value.importJSON))
            }
        }
        return .object(members)
    }

    mutating func token(_ node: SourceNode, path: String, inheritedType: String?) -> JSONValue? {
        guard let value = node["$value"] ?? node["value"], value.value != .null else {
            diagnostics.append(
                .importing(
                    .warning, "a token's value is null; left out", at: node.location, path: path, rule: "invalid-value"))
            return nil
        }
        let typeName = node["$type"]?.string ?? node["type"]?.string ?? inheritedType
        var members: [(String, JSONValue)] = []
        let (type, converted) = convert(value, type: typeName, path: path)
        if let type { members.append(("$type", .string(type.rawValue))) }
        members.append(("$value", converted))
        if let description = node["$description"]?.string ?? node["description"]?.string {
            members.append(("$description", .string(description)))
        }
        if let extensions = node["$extensions"] {
            if extensions["studio.tokens"]?["modify"] != nil {
                diagnostics.append(
                    .importing(
                        .warning,
                        "Tokens Studio colour modifiers (studio.tokens modify) are not applied; the unmodified value is used",
                        at: extensions.location, path: path, rule: "unsupported"))
            }
            members.append(("$extensions", extensions.importJSON))
        }
        return .object(members)
    }

    /// Whether `text` has a `{reference}` and arithmetic outside it.
    static func isMath(_ text: String) -> Bool {
        guard text.contains("{") else { return false }
        var outside = ""
        var depth = 0
        for character in text {
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                outside.append(character)
            }
        }
        return outside.contains("*") || outside.contains("/") || outside.contains("+") || outside.contains(" - ")
    }

    /// Whether `text` is only a `{reference}`.
    static func isReference(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("{") && trimmed.hasSuffix("}")
            && trimmed.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
    }

    /// A percentage (`"150%"`) as a fraction (1.5).
    static func fraction(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("%"), let number = Double(trimmed.dropLast()), number.isFinite else { return nil }
        return number / 100
    }

    mutating func unsupported(_ message: String, _ node: SourceNode, path: String) -> (TokenType?, JSONValue) {
        warnUnsupported(message, node, path: path, outcome: "imported as a string")
        return (.string, node.importJSON)
    }

    /// Warns that `node` (the token at `path`, or part of it) has no Livery equivalent: `message`,
    /// then what became of it (`outcome`).
    mutating func warnUnsupported(_ message: String, _ node: SourceNode, path: String, outcome: String) {
        diagnostics.append(
            .importing(.warning, "\(message); \(outcome)", at: node.location, path: path, rule: "unsupported"))
    }

    mutating func convert(_ node: SourceNode, type typeName: String?, path: String) -> (TokenType?, JSONValue) {
        if let text = node.string, Self.isMath(text) {
            return unsupported("math expression '\(text)' is not evaluated", node, path: path)
        }
        guard let typeName else { return (nil, node.importJSON) }
        let lower = typeName.lowercased()
        let text = node.string.map { $0.trimmingCharacters(in: .whitespaces) }
        let isReference = text.map(Self.isReference) ?? false
        switch lower {
        case _ where Self.dimensionTypes.contains(lower):
            if let text, !isReference {
                if text.hasSuffix("%") {
                    return unsupported("a percentage dimension '\(text)' has no Livery equivalent", node, path: path)
                }
                if text.split(whereSeparator: { $0 == " " }).count > 1 {
                    return unsupported("several values in one ('\(text)') have no Livery equivalent", node, path: path)
                }
            }
            return (.dimension, node.importJSON)
        case "opacity":
            if let text, let fraction = Self.fraction(text) { return (.number, .number(fraction)) }
            return (.number, node.importJSON)
        case "lineheights", "lineheight":
            if let text, let fraction = Self.fraction(text) { return (.number, .number(fraction)) }
            if let text, !isReference, Double(text) == nil {
                return unsupported("line height '\(text)' has no Livery equivalent", node, path: path)
            }
            return (.number, node.importJSON)
        case "fontweights", "fontweight":
            return (.fontWeight, fontWeight(node, path: path))
        case "fontfamilies", "fontfamily":
            return (.fontFamily, node.importJSON)
        case "boxshadow", "shadow":
            return (.shadow, shadow(node, path: path))
        case "typography":
            return (.typography, typography(node, path: path))
        case "border":
            return (.border, node.importJSON)
        case "asset":
            return (.image, node.importJSON)
        case "text", "textcase", "textdecoration", "other", "string":
            return (.string, node.importJSON)
        case "composition":
            return (.object, node.importJSON)
        case "color":
            if let text, text.lowercased().contains("gradient(") {
                return unsupported("CSS gradient colours have no Livery colour equivalent", node, path: path)
            }
            return (.color, node.importJSON)
        default:
            if let type = TokenType(name: typeName) { return (type, node.importJSON) }
            diagnostics.append(
                .importing(
                    .warning, "unknown Tokens Studio type '\(typeName)'; written without a type, so Livery infers one",
                    at: node.location, path: path, rule: "unknown-type"))
            return (nil, node.importJSON)
        }
    }

    /// `"Semi Bold"` → `"semi-bold"`; numbers and references as they are.
    mutating func fontWeight(_ node: SourceNode, path: String) -> JSONValue {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !Self.isReference(text) else {
            return node.importJSON
        }
        if let number = Double(finite: text) { return .number(number) }
        let name = text.lowercased().replacingOccurrences(of: " ", with: "-")
        if FontWeight.names[name] != nil { return .string(name) }
        let squeezed = name.replacingOccurrences(of: "-", with: "")
        if FontWeight.names[squeezed] != nil { return .string(squeezed) }
        diagnostics.append(
            .importing(
                .warning, "font weight '\(text)' is no weight Livery knows (italic styles are not weights); kept as written",
                at: node.location, path: path, rule: "unsupported"))
        return node.importJSON
    }

    /// Tokens Studio shadows (`x`, `y`, `blur`, `spread`, `color`, `type`) as DTCG shadows.
    mutating func shadow(_ node: SourceNode, path: String) -> JSONValue {
        switch node.value {
        case .array(let items): return .array(items.map { shadow($0, path: path) })
        case .object:
            var members: [(String, JSONValue)] = []
            members.append(("color", node["color"]?.importJSON ?? .string("#000000")))
            members.append(("offsetX", node["x"]?.importJSON ?? node["offsetX"]?.importJSON ?? .string("0")))
            members.append(("offsetY", node["y"]?.importJSON ?? node["offsetY"]?.importJSON ?? .string("0")))
            members.append(("blur", node["blur"]?.importJSON ?? .string("0")))
            members.append(("spread", node["spread"]?.importJSON ?? .string("0")))
            members.append(("inset", .bool(node["type"]?.string == "innerShadow" || node["inset"]?.value == .bool(true))))
            return .object(members)
        default:
            return node.importJSON
        }
    }

    /// Tokens Studio typography as DTCG typography: percentage line heights as ratios, weights by
    /// DTCG name; parts DTCG lacks are left out with a note.
    mutating func typography(_ node: SourceNode, path: String) -> JSONValue {
        guard let members = node.members else { return node.importJSON }
        var result: [(String, JSONValue)] = []
        var dropped: [String] = []
        for member in members {
            switch member.key {
            case "fontFamily":
                result.append((member.key, member.value.importJSON))
            case "fontSize":
                result.append((member.key, member.value.importJSON))
            case "fontWeight":
                result.append((member.key, fontWeight(member.value, path: path + ".fontWeight")))
            case "lineHeight":
                let text = member.value.string?.trimmingCharacters(in: .whitespaces)
                if let text, let fraction = Self.fraction(text) {
                    result.append((member.key, .number(fraction)))
                } else if let text, !Self.isReference(text), Double(text) == nil {
                    warnUnsupported(
                        "line height '\(text)' has no Livery equivalent", member.value, path: path,
                        outcome: "left out of the typography (1.2 is used)")
                } else {
                    result.append((member.key, member.value.importJSON))
                }
            case "letterSpacing":
                if let text = member.value.string, text.trimmingCharacters(in: .whitespaces).hasSuffix("%") {
                    warnUnsupported(
                        "percentage letter spacing '\(text)' has no Livery equivalent", member.value, path: path,
                        outcome: "left out of the typography")
                } else {
                    result.append((member.key, member.value.importJSON))
                }
            default:
                dropped.append(member.key)
            }
        }
        if !dropped.isEmpty {
            diagnostics.append(
                .importing(
                    .note,
                    "\(dropped.joined(separator: ", ")) \(dropped.count == 1 ? "is" : "are") not part of a DTCG typography; left out",
                    at: node.location, path: path, rule: "unsupported"))
        }
        return .object(result)
    }
}
