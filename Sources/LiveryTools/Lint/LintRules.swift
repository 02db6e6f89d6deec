import Foundation
import Livery

/// One lint run over one theme space.
struct LintContext {
    let space: ThemeSpace
    let options: Linter.Options
    var diagnostics: [Diagnostic] = []
    var silenced: [Silence] = []
    /// Resolved tables by selection, in `allSelections` order.
    var tables: [(Selection, ResolvedTheme)] = []
    /// Paths with an error in some selection (other rules skip them).
    var failing = Set<String>()
    /// The first declaration of each path, built on first use.
    var firstDeclarations: [String: TokenDeclaration] = [:]

    init(space: ThemeSpace, options: Linter.Options) {
        self.space = space
        self.options = options
    }

    /// Every declaration of every document, with its document (walked, not copied: a large
    /// file's declarations were copied once per rule).
    var declarations: some Sequence<(TokenDocument, TokenDeclaration)> {
        space.layers.lazy.flatMap { layer in
            layer.documents.lazy.flatMap { document in document.tokens.lazy.map { (document, $0) } }
        }
    }

    mutating func run() {
        collectSilences()
        diagnostics += space.diagnostics
        // Selections that apply the same layers resolve to the same table (resolution reads
        // nothing else of a selection): each such group is resolved once, and its table stands for
        // every selection in it. A single file has four selections (appearance × contrast) and one table.
        var resolvedByLayers: [[Int]: ResolvedTheme] = [:]
        for selection in space.allSelections {
            let complete = (try? space.selection(selection)) ?? selection
            let layers = space.layers.indices.filter { space.layers[$0].applies(to: complete) }
            if let same = resolvedByLayers[layers] {
                tables.append((selection, same))
                continue
            }
            guard let result = try? space.resolution(for: selection) else { continue }
            resolvedByLayers[layers] = result.theme
            tables.append((selection, result.theme))
            for diagnostic in result.diagnostics {
                diagnostics.append(diagnostic)
                if diagnostic.severity == .error, let path = diagnostic.tokenPath { failing.insert(path) }
            }
        }
        checkShadowedAliases()
        checkCoverageAndTypes()
        checkCaseCollisions()
        checkDeprecatedAliases()
        checkUnusedDefines()
        checkImages()
        checkContrast()
        checkConformance()
        if options.dtcg { diagnostics += DTCGStrictChecker.check(space) }
    }

    /// `unresolved-alias` for declarations no selection resolves (a later layer overrides them
    /// everywhere) whose whole value is an alias to a path no document declares: resolution never
    /// reads them, but a theme added later would fall back to them.
    mutating func checkShadowedAliases() {
        let reported = Set(diagnostics.filter { $0.rule == "unresolved-alias" }.map { "\($0.location.file):\($0.location.line)" })
        for (_, token) in declarations {
            guard let text = token.value.string, text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"),
                text.utf8.count > 2
            else { continue }
            let target = String(text.dropFirst().dropLast())
            guard space.index.index(of: target) == nil, !target.contains("{"), !target.contains("}"),
                RawReferences.candidatePaths(for: target).allSatisfy({ space.index.index(of: $0) == nil }),
                !space.index.paths.contains(where: { $0.hasPrefix(target + ".") }),
                !reported.contains("\(token.value.location.file):\(token.value.location.line)"),
                !reported.contains("\(token.location.file):\(token.location.line)")
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "unresolved alias {\(target)}: no token at that path (this declaration is overridden in every selection, so only lint sees it)",
                    at: token.value.location, tokenPath: token.path, rule: "unresolved-alias"))
        }
    }

    // MARK: Silencing

    static func disabledRules(in extensions: SourceNode?) -> Set<String> {
        guard let list = extensions?["com.livery"]?["lint"]?["disable"], case .array(let items) = list.value else { return [] }
        return Set(items.compactMap(\.string))
    }

    mutating func collectSilences() {
        for layer in space.layers {
            for document in layer.documents {
                let file = document.url?.path ?? "<inline>"
                let rules = Self.disabledRules(in: document.extensions)
                if !rules.isEmpty { silenced.append(Silence(file: file, path: nil, rules: rules)) }
                for group in document.groups {
                    let rules = Self.disabledRules(in: group.extensions)
                    if !rules.isEmpty { silenced.append(Silence(file: file, path: group.path, rules: rules)) }
                }
                for token in document.tokens {
                    let rules = Self.disabledRules(in: token.extensions)
                    if !rules.isEmpty { silenced.append(Silence(file: file, path: token.path, rules: rules)) }
                }
            }
        }
    }

    // MARK: Rules

    /// The first declaration of `path` (where diagnostics about it point).
    mutating func declaration(of path: String) -> TokenDeclaration? {
        if firstDeclarations.isEmpty {
            for layer in space.layers {
                for document in layer.documents {
                    for token in document.tokens where firstDeclarations[token.path] == nil {
                        firstDeclarations[token.path] = token
                    }
                }
            }
        }
        return firstDeclarations[path]
    }

    static func describe(_ selections: [Selection], limit: Int = 3) -> String {
        let shown = selections.prefix(limit).map { "(\($0.description))" }.joined(separator: ", ")
        return selections.count > limit ? shown + " and \(selections.count - limit) more" : shown
    }

    /// `missing-token` and `type-differs`.
    mutating func checkCoverageAndTypes() {
        // One table shared by every selection has nothing to differ from.
        guard tables.count > 1, Set(tables.map(\.1.identity)).count > 1 else { return }
        for path in space.index.paths where !failing.contains(path) {
            var present: [Selection] = []
            var missing: [Selection] = []
            var types: [TokenType: [Selection]] = [:]
            for (selection, theme) in tables {
                if let token = theme.token(path) {
                    present.append(selection)
                    types[token.type, default: []].append(selection)
                } else {
                    missing.append(selection)
                }
            }
            guard let token = declaration(of: path), !present.isEmpty else { continue }
            if !missing.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path) is defined in \(present.count) selection(s) but missing in \(Self.describe(missing)); declare it in a base set or in every context",
                        at: token.location, tokenPath: path, rule: "missing-token"))
            }
            if types.count > 1 {
                let detail = types.keys.sorted { $0.rawValue < $1.rawValue }
                    .map { "\($0.rawValue) in \(Self.describe(types[$0] ?? [], limit: 2))" }.joined(separator: "; ")
                diagnostics.append(
                    Diagnostic(
                        .error, "\(path) has different types in different selections: \(detail)", at: token.location,
                        tokenPath: path, rule: "type-differs"))
            }
        }
    }

    /// `case-collision`: paths that differ only by case.
    mutating func checkCaseCollisions() {
        // Two paths that differ only by case: one has a capital (or a letter outside ASCII); the
        // other has it too, or is that path lowercased. Only those paths are grouped.
        let index = space.index
        var candidates = Set<String>()
        for path in index.paths where path.utf8.contains(where: { (0x41...0x5A).contains($0) || $0 >= 0x80 }) {
            candidates.insert(path)
            let lowered = path.lowercased()
            if lowered != path, index.index(of: lowered) != nil { candidates.insert(lowered) }
        }
        let groups = Dictionary(grouping: candidates, by: { $0.lowercased() }).filter { $0.value.count > 1 }
        for (_, paths) in groups.sorted(by: { $0.key < $1.key }) {
            for path in paths.sorted() {
                guard let token = declaration(of: path) else { continue }
                let others = paths.filter { $0 != path }.sorted().joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(path) differs only by case from \(others); generated code and some platforms cannot tell them apart",
                        at: token.location, tokenPath: path, rule: "case-collision"))
            }
        }
    }

    /// Every string inside a raw value.
    static func strings(in node: SourceNode) -> [String] {
        switch node.value {
        case .string(let text): return [text]
        case .array(let items): return items.flatMap(strings(in:))
        case .object(let members): return members.flatMap { strings(in: $0.value) }
        default: return []
        }
    }

    /// `deprecated-alias`.
    mutating func checkDeprecatedAliases() {
        var deprecated: [String: TokenDeprecation] = [:]
        for (_, token) in declarations { if let mark = token.deprecation { deprecated[token.path] = mark } }
        guard !deprecated.isEmpty else { return }
        for (_, token) in declarations {
            for text in Self.strings(in: token.value) {
                for target in RawReferences.aliasPaths(in: text) {
                    guard let mark = RawReferences.candidatePaths(for: target).lazy.compactMap({ deprecated[$0] }).first
                    else { continue }
                    var message = "\(token.path) refers to {\(target)}, which is deprecated"
                    if case .message(let why) = mark { message += ": \(why)" }
                    diagnostics.append(
                        Diagnostic(.warning, message, at: token.value.location, tokenPath: token.path, rule: "deprecated-alias"))
                }
            }
        }
    }

    /// `unused-define`.
    mutating func checkUnusedDefines() {
        guard space.layers.contains(where: { $0.documents.contains { !$0.defines.isEmpty } }) else { return }
        var used = Set<String>()
        var defines: [(String, SourceNode)] = []
        for layer in space.layers {
            for document in layer.documents {
                for (name, value) in document.defines.sorted(by: { $0.key < $1.key }) {
                    defines.append((name, value))
                    for text in Self.strings(in: value) {
                        if let macro = RawReferences.macroName(in: text) { used.insert(macro) }
                    }
                }
                for token in document.tokens {
                    for text in Self.strings(in: token.value) {
                        if let macro = RawReferences.macroName(in: text) { used.insert(macro) }
                    }
                }
            }
        }
        for (name, value) in defines where !used.contains(name) {
            diagnostics.append(
                Diagnostic(
                    .warning, "define '\(name)' is never used by a d(\(name)) macro", at: value.location, rule: "unused-define"))
        }
    }

    /// `missing-image`.
    mutating func checkImages() {
        var reported = Set<String>()
        let catalogAssets = options.assetCatalogs.isEmpty ? nil : Self.assetNames(in: options.assetCatalogs)
        var seenTables = Set<UInt64>()
        for (selection, theme) in tables where seenTables.insert(theme.identity).inserted {
            for token in theme.tokens {
                guard case .image(let source) = token.value, !reported.contains(token.path) else { continue }
                var problem: String?
                switch source {
                case .file(let path) where !FileManager.default.fileExists(atPath: path):
                    problem = "image file \(path) does not exist"
                case .asset(let name) where catalogAssets.map({ !$0.contains(name) }) ?? false:
                    problem = "image asset '\(name)' is not in the asset catalogs given"
                default:
                    break
                }
                guard let problem else { continue }
                reported.insert(token.path)
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(token.path): \(problem) (in \(selection.description))", at: token.location,
                        tokenPath: token.path, rule: "missing-image"))
            }
        }
    }

    /// Names of the image and colour sets in asset catalogs.
    static func assetNames(in catalogs: [URL]) -> Set<String> {
        var names = Set<String>()
        for catalog in catalogs {
            guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where ["imageset", "colorset", "symbolset"].contains(url.pathExtension) {
                names.insert(url.deletingPathExtension().lastPathComponent)
            }
        }
        return names
    }

    /// `contrast`: pairs declared with `"$extensions": {"com.livery": {"contrast": {"against": "{path}", "size": "text|large|ui"}}}`.
    mutating func checkContrast() {
        for (_, token) in declarations {
            guard let pair = token.extensions?["com.livery"]?["contrast"], let against = pair["against"]?.string else { continue }
            let background = against.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
            let size = pair["size"]?.string ?? "text"
            let minimum = size == "text" ? 4.5 : 3.0
            var worst: (ratio: Double, selection: Selection)?
            for (selection, theme) in tables {
                guard let fg = theme.color(token.path), let bg = theme.color(background) else { continue }
                let ratio = Contrast.ratio(fg, on: bg)
                if ratio < minimum, ratio < (worst?.ratio ?? .infinity) { worst = (ratio, selection) }
            }
            guard let worst else { continue }
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "contrast of \(token.path) on \(background) is \(String(format: "%.2f", worst.ratio)):1 in (\(worst.selection.description)), below WCAG AA \(minimum == 4.5 ? "4.5" : "3"):1 for \(size == "text" ? "text" : size == "large" ? "large text" : "UI")",
                    at: token.location, tokenPath: token.path, rule: "contrast"))
        }
    }

    /// DTCG 2025.10 conformance notes.
    mutating func checkConformance() {
        let stringValues = options.dtcg || options.reportsStringValues
        for (_, token) in declarations {
            // An alias takes the type of the token it names (DTCG 2025.10, "Type"): no $type needed.
            if token.typeSource == .none, !Self.isWholeReference(token.value) {
                diagnostics.append(
                    Diagnostic(
                        .note, "\(token.path) has no $type; DTCG 2025.10 requires one on the token or an enclosing group",
                        at: token.location, tokenPath: token.path, rule: "dtcg-inferred-type"))
            }
            if stringValues, let type = token.type, [.color, .dimension, .duration].contains(type),
                let text = token.value.string,
                RawReferences.aliasPaths(in: text).isEmpty
            {
                let form = type == .color ? "an object with colorSpace and components" : "an object with value and unit"
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "\(token.path) writes its \(type.rawValue) as the string \"\(text)\" (an older DTCG draft); DTCG 2025.10 writes \(form)",
                        at: token.value.location, tokenPath: token.path, rule: "dtcg-string-value"))
            }
        }
    }
}

extension LintContext {
    /// Whether a raw value is one reference and nothing else: `"{a.b}"` or `{"$ref": "#/a/b"}`.
    static func isWholeReference(_ value: SourceNode) -> Bool {
        if let text = value.string {
            // Bytes, not characters: this runs for every token of a file without a $type.
            var bytes = Substring(text).utf8[...]
            while let first = bytes.first, first == UInt8(ascii: " ") || first == 0x09 { bytes = bytes.dropFirst() }
            while let last = bytes.last, last == UInt8(ascii: " ") || last == 0x09 { bytes = bytes.dropLast() }
            guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return false }
            let inner = bytes.dropFirst().dropLast()
            return !inner.contains(UInt8(ascii: "{")) && !inner.contains(UInt8(ascii: "}"))
        }
        if let members = value.members, members.count == 1, members[0].key == "$ref" { return true }
        return false
    }
}

/// WCAG 2 contrast (lint's `contrast` rule and Studio's contrast matrix).
package enum Contrast {
    /// The relative luminance of an sRGB colour.
    package static func luminance(_ rgb: (red: Double, green: Double, blue: Double)) -> Double {
        // WCAG's linearisation is the sRGB transfer function, on channels clamped to 0…1.
        func channel(_ c: Double) -> Double { ColorMath.sRGBToLinear(min(max(c, 0), 1)) }
        return 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue)
    }

    /// The contrast ratio of `foreground` (composited over the background by its alpha) on `background`.
    package static func ratio(_ foreground: ThemeColor, on background: ThemeColor) -> Double {
        let bg = background.sRGBComponents
        let fg = foreground.sRGBComponents
        let a = min(max(foreground.alpha, 0), 1)
        let composite = (
            red: fg.red * a + bg.red * (1 - a), green: fg.green * a + bg.green * (1 - a), blue: fg.blue * a + bg.blue * (1 - a)
        )
        let l1 = luminance(composite)
        let l2 = luminance(bg)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
