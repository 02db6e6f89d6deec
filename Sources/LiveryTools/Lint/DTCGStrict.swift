import Foundation
import Livery

/// The strict DTCG 2025.10 checks that `livery lint --dtcg` adds: they read each JSON document's
/// tree as written and report, at the position of the offending key or value, every way it breaks
/// the format. Resolution is not affected: Livery still reads all of it.
///
/// Each rule cites where the format states it (the Design Tokens Format Module 2025.10,
/// https://www.designtokens.org/tr/2025.10/, and the 2025.10
/// JSON schemas that restate it):
/// - `dtcg-type`: `$type` not a string or not one of the 13 types, compared case-sensitively
///   (design-token.md "Type"; tokenType.json);
/// - `dtcg-value-type`: a value of the wrong JSON type or outside its range for its type (types.md
///   "Number", "Font family", "Font weight", "Cubic Bézier", "Dimension", "Duration"; color-type.md
///   "Format"; composite-types.md: gradient stop position, shadow inset);
/// - `dtcg-plain-number`: a plain number, zero included, where a dimension or duration object is
///   required (types.md "Dimension", "Duration");
/// - `dtcg-unknown-property`: a property a composite value, colour, dimension, duration or token
///   does not define (composite-types.md "Composite types": "Adding additional sub-values … make
///   the composite token invalid"; token.json `additionalProperties: false`);
/// - `dtcg-missing-property`: a required property missing from a composite value, colour,
///   dimension or duration (composite-types.md, color-type.md "Format", types.md);
/// - `dtcg-legacy-string`: a string where the format replaced the string form by an object or
///   array (shadow, border, transition, typography, gradient, cubic Bézier), and stroke-style strings
///   other than the eight keywords (composite-types.md "Stroke style", types.md);
/// - `dtcg-extends-token`: `$extends` on a token (groups.md "Extending groups": only groups extend);
/// - `dtcg-extends-target`: `$extends` that is not a `{group}` or `#/` reference, that names no
///   group, or that names a token (groups.md "Extending groups": "`$extends` MUST NOT reference a
///   token"; group.json);
/// - `dtcg-extends-cycle`: `$extends` naming the group itself, an enclosing or enclosed group, or a
///   chain that comes back (groups.md "Circular Reference Prevention");
/// - `dtcg-token-property`: a token with both `$value` and `$ref`, or `$description`,
///   `$deprecated` or `$extensions` of the wrong JSON type (token.json; design-token.md
///   "Description", "Extensions", "Deprecated");
/// - `dtcg-alias-syntax`, `dtcg-alias-target`, `dtcg-alias-type`, `dtcg-color-range`: see
///   DTCGStrict+Aliases.swift (aliases.md; color-type.md "Supported Color spaces");
/// - `dtcg-resolver-…`: resolver documents, see ``DTCGResolverChecker`` (resolver/syntax.md).
struct DTCGStrictChecker {
    /// The rules, for the linter's severity table, the command's help and the article.
    static let rules: [String] =
        [
            "dtcg-type", "dtcg-value-type", "dtcg-plain-number", "dtcg-unknown-property", "dtcg-missing-property",
            "dtcg-legacy-string", "dtcg-extends-token", "dtcg-extends-target", "dtcg-extends-cycle",
            "dtcg-token-property", "dtcg-alias-syntax", "dtcg-alias-target", "dtcg-alias-type", "dtcg-color-range",
        ] + DTCGResolverChecker.rules

    /// The 13 types of DTCG 2025.10 (tokenType.json).
    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
        "border", "transition", "shadow", "gradient", "typography",
    ]

    static let colorSpaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    static let strokeStyles: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    static let fontWeights: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// A composite's properties: name, type, required.
    static let composites: [String: [(String, String, Bool)]] = [
        "border": [("color", "color", true), ("width", "dimension", true), ("style", "strokeStyle", true)],
        "transition": [
            ("duration", "duration", true), ("delay", "duration", true), ("timingFunction", "cubicBezier", true),
        ],
        "shadow": [
            ("color", "color", true), ("offsetX", "dimension", true), ("offsetY", "dimension", true),
            ("blur", "dimension", true), ("spread", "dimension", true), ("inset", "boolean", false),
        ],
        "gradientStop": [("color", "color", true), ("position", "number", true)],
        "typography": [
            ("fontFamily", "fontFamily", true), ("fontSize", "dimension", true), ("fontWeight", "fontWeight", true),
            ("letterSpacing", "dimension", true), ("lineHeight", "number", true),
        ],
        "strokeStyleObject": [("dashArray", "dashArray", true), ("lineCap", "lineCap", true)],
        "dimension": [("value", "plainNumber", true), ("unit", "dimensionUnit", true)],
        "duration": [("value", "plainNumber", true), ("unit", "durationUnit", true)],
        "colorObject": [
            ("colorSpace", "colorSpace", true), ("components", "components", true), ("alpha", "alpha", false),
            ("hex", "hex", false),
        ],
    ]

    /// Group paths and token paths of the whole space (for `$extends` targets).
    var groupPaths: Set<String>
    var tokenPaths: Set<String>
    /// `$extends` of every group in the space: group path → target group path.
    var extends: [String: String]
    /// Every token of the space by path (the last declaration wins), for alias targets.
    var tokens: [String: TokenInfo]
    /// The document trees, for `$ref` JSON pointers.
    var roots: [SourceNode]
    var diagnostics: [Diagnostic] = []

    /// A token as declared: its node, its own `$type` and the one its groups give it.
    struct TokenInfo {
        var node: SourceNode
        var declaredType: String?
        var groupType: String?
        /// The value: `$value`, or the node itself for a plain (lenient) value.
        var value: SourceNode? { node.members == nil ? node : node["$value"] }
    }

    init(
        groupPaths: Set<String>, tokenPaths: Set<String>, extends: [String: String],
        tokens: [String: TokenInfo] = [:], roots: [SourceNode] = []
    ) {
        self.groupPaths = groupPaths
        self.tokenPaths = tokenPaths
        self.extends = extends
        self.tokens = tokens
        self.roots = roots
    }

    /// The checks for every JSON document of a space, each read again from its file.
    static func check(_ space: ThemeSpace) -> [Diagnostic] {
        let resolvers = resolverDocuments(of: space)
        var seen = Set(resolvers.map(\.url.standardizedFileURL.path))  // inline sources come from the resolver
        var roots: [SourceNode] = []
        for layer in space.layers {
            for document in layer.documents {
                guard document.format == .livery, let url = document.url, url.pathExtension.lowercased() != "plist",
                    seen.insert(url.standardizedFileURL.path).inserted,
                    let data = try? Data(contentsOf: url),
                    let (root, _) = try? JSONReader.read(data, file: url.path)
                else { continue }
                roots.append(root)
            }
        }
        var diagnostics: [Diagnostic] = []
        for resolver in resolvers {
            let result = DTCGResolverChecker.check(resolver.root)
            diagnostics += result.diagnostics
            roots += result.inlineSources
        }
        return diagnostics + check(roots)
    }

    /// The checks for one resolver document: its own structure, then its inline token sources.
    static func checkResolver(_ root: SourceNode) -> [Diagnostic] {
        let result = DTCGResolverChecker.check(root)
        return result.diagnostics + check(result.inlineSources)
    }

    /// The checks for document trees read together (one space).
    static func check(_ roots: [SourceNode]) -> [Diagnostic] {
        var groups = Set<String>()
        var tokens = Set<String>()
        var extends: [String: String] = [:]
        var infos: [String: TokenInfo] = [:]
        for root in roots {
            collect(root, path: "", groupType: nil, groups: &groups, tokens: &tokens, extends: &extends, infos: &infos)
        }
        var checker = DTCGStrictChecker(groupPaths: groups, tokenPaths: tokens, extends: extends, tokens: infos, roots: roots)
        for root in roots { checker.walkGroup(root, path: "", inheritedType: nil) }
        return checker.diagnostics
    }

    static func isToken(_ node: SourceNode) -> Bool {
        node["$value"] != nil || node["$ref"] != nil
    }

    private static func collect(
        _ node: SourceNode, path: String, groupType: String?, groups: inout Set<String>, tokens: inout Set<String>,
        extends: inout [String: String], infos: inout [String: TokenInfo]
    ) {
        guard let members = node.members else { return }
        let groupType = node["$type"]?.string ?? groupType
        if !path.isEmpty {
            groups.insert(path)
            if let text = node["$extends"]?.string, let target = referencePath(text) { extends[path] = target }
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let child = path.isEmpty ? member.key : path + "." + member.key
            guard member.value.members != nil else {
                tokens.insert(child)
                infos[child] = TokenInfo(node: member.value, declaredType: nil, groupType: groupType)
                continue
            }
            if isToken(member.value) {
                tokens.insert(child)
                infos[child] = TokenInfo(node: member.value, declaredType: member.value["$type"]?.string, groupType: groupType)
            } else {
                collect(
                    member.value, path: child, groupType: groupType, groups: &groups, tokens: &tokens, extends: &extends,
                    infos: &infos)
            }
        }
    }

    /// `{a.b}` → `a.b`; `#/a/b` → `a.b` (JSON Pointer, `~1` and `~0` unescaped); nil otherwise.
    static func referencePath(_ text: String) -> String? {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = String(text.dropFirst().dropLast())
            return inner.contains("{") || inner.contains("}") ? nil : inner
        }
        if text.hasPrefix("#/"), text.count > 2 {
            return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
                .joined(separator: ".")
        }
        return nil
    }

    /// Whether a value is an alias: `"{path}"` or `{"$ref": "#/…"}`.
    static func isReference(_ node: SourceNode) -> Bool {
        if let text = node.string { return text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2 }
        if let members = node.members, members.count == 1, members[0].key == "$ref",
            let pointer = members[0].value.string, pointer.hasPrefix("#/")
        {
            return true
        }
        return false
    }

    mutating func report(_ message: String, at location: SourceLocation, path: String, rule: String) {
        diagnostics.append(Diagnostic(.error, message, at: location, tokenPath: path.isEmpty ? nil : path, rule: rule))
    }

    // MARK: Groups and tokens

    mutating func walkGroup(_ node: SourceNode, path: String, inheritedType: String?) {
        guard let members = node.members else { return }
        var groupType = inheritedType
        if let typeNode = node["$type"] {
            groupType = checkType(typeNode, path: path) ?? inheritedType
        }
        if !path.isEmpty, let extendsNode = node["$extends"] {
            checkExtends(extendsNode, group: path)
        }
        if !path.isEmpty, let description = node["$description"], description.string == nil {
            report("$description must be a string", at: description.location, path: path, rule: "dtcg-token-property")
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path.isEmpty ? member.key : path + "." + member.key
            guard member.value.members != nil else { continue }  // plain values: lenient Livery JSON
            if Self.isToken(member.value) {
                checkToken(member.value, path: childPath, groupType: groupType)
            } else {
                walkGroup(member.value, path: childPath, inheritedType: groupType)
            }
        }
    }

    /// Checks a `$type`; returns its name when it is a string.
    private mutating func checkType(_ node: SourceNode, path: String) -> String? {
        guard let name = node.string else {
            report("$type must be a string naming a DTCG type", at: node.location, path: path, rule: "dtcg-type")
            return nil
        }
        if !Self.types.contains(name) {
            // Names Livery reads but DTCG does not define, and other tools' types (`link`), which
            // the lenient reader accepts with a warning.
            let known = Self.types.sorted().joined(separator: ", ")
            report(
                "$type \"\(name)\" is not a DTCG 2025.10 type (types are case-sensitive); expected one of \(known)",
                at: node.location, path: path, rule: "dtcg-type")
        }
        return name
    }

    private mutating func checkExtends(_ node: SourceNode, group: String) {
        guard let text = node.string, let target = Self.referencePath(text) else {
            report(
                "$extends must be a group reference such as \"{base.button}\" or \"#/base/button\"",
                at: node.location, path: group, rule: "dtcg-extends-target")
            return
        }
        if tokenPaths.contains(target) {
            report(
                "$extends refers to {\(target)}, a token; only groups can be extended", at: node.location,
                path: group, rule: "dtcg-extends-target")
            return
        }
        guard groupPaths.contains(target) else {
            report(
                "$extends refers to {\(target)}, which is not a group", at: node.location, path: group,
                rule: "dtcg-extends-target")
            return
        }
        if target == group || group.hasPrefix(target + ".") || target.hasPrefix(group + ".") {
            let relation =
                target == group ? "itself" : group.hasPrefix(target + ".") ? "a group enclosing it" : "a group inside it"
            report(
                "$extends makes a cycle: \(group) extends \(relation), {\(target)}", at: node.location,
                path: group, rule: "dtcg-extends-cycle")
            return
        }
        var chain = [group]
        var current = target
        while let next = extends[current] {
            chain.append(current)
            if next == group || chain.contains(next) {
                if next == group {
                    report(
                        "$extends makes a cycle: \((chain + [group]).joined(separator: " → "))", at: node.location,
                        path: group, rule: "dtcg-extends-cycle")
                }
                return
            }
            current = next
        }
    }

    private mutating func checkToken(_ node: SourceNode, path: String, groupType: String?) {
        guard let members = node.members else { return }
        var type = groupType
        if let typeNode = node["$type"] {
            type = checkType(typeNode, path: path) ?? groupType
        }
        for member in members {
            switch member.key {
            case "$value", "$type", "$ref":
                continue
            case "$description":
                if member.value.string == nil {
                    report("$description must be a string", at: member.value.location, path: path, rule: "dtcg-token-property")
                }
            case "$extensions":
                if member.value.members == nil {
                    report(
                        "$extensions must be an object of vendor keys", at: member.value.location, path: path,
                        rule: "dtcg-token-property")
                }
            case "$deprecated":
                switch member.value.value {
                case .bool, .string: break
                default:
                    report(
                        "$deprecated must be true, false or a string", at: member.value.location, path: path,
                        rule: "dtcg-token-property")
                }
            case "$extends":
                report(
                    "$extends is not allowed on a token; only groups extend other groups", at: member.keyLocation,
                    path: path, rule: "dtcg-extends-token")
            default:
                report(
                    "a token may have only $value (or $ref), $type, $description, $extensions and $deprecated; "
                        + "'\(member.key)' is not one of them", at: member.keyLocation, path: path, rule: "dtcg-unknown-property")
            }
        }
        if node["$value"] != nil, let ref = node.members?.first(where: { $0.key == "$ref" }) {
            report("a token has either $value or $ref, not both", at: ref.keyLocation, path: path, rule: "dtcg-token-property")
        } else if let ref = node["$ref"] {
            checkPointerReference(ref, expected: type, path: path)
        }
        guard let value = node["$value"], let type, Self.types.contains(type) || type == "boolean" || type == "string"
        else { return }
        checkValue(value, as: type, path: path, top: true)
    }

    // MARK: Values

    /// Checks `node` against `type`; `top` is true for a token's whole `$value` (whose string forms
    /// of colours, dimensions and durations the existing `dtcg-string-value` rule reports).
    mutating func checkValue(_ node: SourceNode, as type: String, path: String, top: Bool = false) {
        if checkReference(node, expected: type, path: path) { return }
        switch type {
        case "color":
            if node.string != nil {
                if !top {
                    report(
                        "a colour here is an object with colorSpace and components (DTCG 2025.10), not a string",
                        at: node.location, path: path, rule: "dtcg-string-value")
                }
            } else if node.members != nil {
                checkObject(node, as: "colorObject", what: "a colour", path: path)
                checkColorRanges(node, path: path)
            } else {
                wrongType(node, expected: "a colour object with colorSpace and components", path: path)
            }
        case "dimension", "duration":
            if case .number(let number, _) = node.value {
                let unit = type == "dimension" ? "\"px\" or \"rem\"" : "\"ms\" or \"s\""
                report(
                    "a \(type) is an object {\"value\": \(ColorMathFormat.text(number)), \"unit\": …} with unit \(unit), "
                        + "not a plain number\(number == 0 ? " (zero too)" : "")", at: node.location, path: path,
                    rule: "dtcg-plain-number")
            } else if node.string != nil {
                if !top {
                    report(
                        "a \(type) here is an object with value and unit (DTCG 2025.10), not a string",
                        at: node.location, path: path, rule: "dtcg-string-value")
                }
            } else if node.members != nil {
                checkObject(node, as: type, what: "a \(type)", path: path)
            } else {
                wrongType(node, expected: "a \(type) object with value and unit", path: path)
            }
        case "number", "plainNumber":
            if case .number = node.value { return }
            wrongType(node, expected: "a JSON number", path: path)
        case "boolean":
            if case .bool = node.value { return }
            wrongType(node, expected: "true or false", path: path)
        case "string":
            if node.string != nil { return }
            wrongType(node, expected: "a JSON string", path: path)
        case "fontFamily":
            if node.string != nil { return }
            if case .array(let items) = node.value, !items.isEmpty, items.allSatisfy({ $0.string != nil }) { return }
            wrongType(node, expected: "a font name or an array of font names", path: path)
        case "fontWeight":
            switch node.value {
            case .number(let weight, _) where (1...1000).contains(weight): return
            case .string(let name) where Self.fontWeights.contains(name): return
            default:
                wrongType(node, expected: "a number from 1 to 1000 or a weight name such as \"bold\" (lowercase)", path: path)
            }
        case "cubicBezier":
            if node.string != nil {
                reportStringForm(node, "a cubic Bézier is an array of four numbers [x1, y1, x2, y2]", path: path)
                return
            }
            guard case .array(let items) = node.value, items.count == 4 else {
                wrongType(node, expected: "an array of four numbers [x1, y1, x2, y2]", path: path)
                return
            }
            for (index, item) in items.enumerated() {
                guard case .number(let number, _) = item.value else {
                    wrongType(item, expected: "a number in a cubic Bézier", path: path)
                    continue
                }
                if index % 2 == 0, !(0...1).contains(number) {
                    report(
                        "the x coordinates of a cubic Bézier are between 0 and 1, got \(ColorMathFormat.text(number))",
                        at: item.location, path: path, rule: "dtcg-value-type")
                }
            }
        case "strokeStyle":
            if let name = node.string {
                if !Self.strokeStyles.contains(name) {
                    report(
                        "a stroke style string is one of \(Self.strokeStyles.sorted().joined(separator: ", ")); "
                            + "write other styles as {\"dashArray\": […], \"lineCap\": …}, got \"\(name)\"",
                        at: node.location, path: path, rule: "dtcg-legacy-string")
                }
            } else if node.members != nil {
                checkObject(node, as: "strokeStyleObject", what: "a stroke style", path: path)
            } else {
                wrongType(node, expected: "a stroke style keyword or an object with dashArray and lineCap", path: path)
            }
        case "dashArray":
            guard case .array(let items) = node.value, !items.isEmpty else {
                wrongType(node, expected: "an array of dimensions", path: path)
                return
            }
            for item in items { checkValue(item, as: "dimension", path: path) }
        case "lineCap":
            guard let cap = node.string, ["round", "butt", "square"].contains(cap) else {
                wrongType(node, expected: "\"round\", \"butt\" or \"square\"", path: path)
                return
            }
        case "dimensionUnit", "durationUnit":
            let units = type == "dimensionUnit" ? ["px", "rem"] : ["ms", "s"]
            guard let unit = node.string, units.contains(unit) else {
                wrongType(node, expected: units.map { "\"\($0)\"" }.joined(separator: " or "), path: path)
                return
            }
        case "colorSpace":
            guard let space = node.string, Self.colorSpaces.contains(space) else {
                wrongType(node, expected: "one of \(Self.colorSpaces.sorted().joined(separator: ", "))", path: path)
                return
            }
        case "components":
            guard case .array(let items) = node.value, items.count == 3 else {
                wrongType(node, expected: "an array of 3 components", path: path)
                return
            }
            for item in items {
                if case .number = item.value { continue }
                if item.string == "none" || checkReference(item, expected: "number", path: path) { continue }
                wrongType(item, expected: "a number or \"none\"", path: path)
            }
        case "alpha":
            guard case .number(let alpha, _) = node.value, (0...1).contains(alpha) else {
                wrongType(node, expected: "a number from 0 to 1", path: path)
                return
            }
        case "hex":
            guard let hex = node.string, hex.count == 7, hex.hasPrefix("#"),
                hex.dropFirst().allSatisfy(\.isHexDigit)
            else {
                wrongType(node, expected: "6-digit CSS hex such as \"#ff00ff\"", path: path)
                return
            }
        case "border", "transition", "typography":
            if node.string != nil {
                reportStringForm(node, "a \(type) is an object of its sub-values (DTCG 2025.10)", path: path)
            } else if node.members != nil {
                checkObject(node, as: type, what: "a \(type)", path: path)
            } else {
                wrongType(node, expected: "a \(type) object", path: path)
            }
        case "shadow":
            if node.string != nil {
                reportStringForm(
                    node, "a shadow is an object (or an array of objects) with color, offsetX, offsetY, blur and spread",
                    path: path)
            } else if case .array(let items) = node.value, !items.isEmpty {
                for item in items where !checkReference(item, expected: "shadow", path: path) {
                    if item.members != nil {
                        checkObject(item, as: "shadow", what: "a shadow", path: path)
                    } else {
                        wrongType(item, expected: "a shadow object", path: path)
                    }
                }
            } else if node.members != nil {
                checkObject(node, as: "shadow", what: "a shadow", path: path)
            } else {
                wrongType(node, expected: "a shadow object or a non-empty array of them", path: path)
            }
        case "gradient":
            if node.string != nil {
                reportStringForm(node, "a gradient is an array of stops {\"color\", \"position\"}", path: path)
            } else if case .array(let items) = node.value, !items.isEmpty {
                for item in items where !Self.isReference(item) {
                    if item.members != nil {
                        checkObject(item, as: "gradientStop", what: "a gradient stop", path: path)
                    } else {
                        wrongType(item, expected: "a gradient stop object", path: path)
                    }
                }
            } else {
                wrongType(node, expected: "a non-empty array of gradient stops", path: path)
            }
        default:
            return
        }
    }

    private mutating func wrongType(_ node: SourceNode, expected: String, path: String) {
        report("expected \(expected), got \(Self.describe(node))", at: node.location, path: path, rule: "dtcg-value-type")
    }

    /// Reports a string where DTCG 2025.10 replaced the string form: `form` says what to write.
    private mutating func reportStringForm(_ node: SourceNode, _ form: String, path: String) {
        report("\(form), not a string", at: node.location, path: path, rule: "dtcg-legacy-string")
    }

    /// Required and allowed properties of an object value, then each property's own value.
    private mutating func checkObject(_ node: SourceNode, as kind: String, what: String, path: String) {
        guard let members = node.members, let properties = Self.composites[kind] else { return }
        let names = Set(properties.map(\.0))
        for member in members where !names.contains(member.key) {
            report(
                "\(what) has no property '\(member.key)'; DTCG 2025.10 defines \(properties.map(\.0).joined(separator: ", "))",
                at: member.keyLocation, path: path, rule: "dtcg-unknown-property")
        }
        for (name, type, required) in properties {
            if let value = node[name] {
                checkValue(value, as: type, path: path)
            } else if required {
                report("\(what) is missing its required '\(name)'", at: node.location, path: path, rule: "dtcg-missing-property")
            }
        }
    }

    static func describe(_ node: SourceNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number, _): return ColorMathFormat.text(number)
        case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Numbers in messages: integers without a fraction.
enum ColorMathFormat {
    static func text(_ x: Double) -> String {
        x.isFinite && x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
