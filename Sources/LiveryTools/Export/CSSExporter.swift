import Foundation
import Livery

/// The `css` format (`livery export css`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct CSSExporter: ThemeExporter {
    /// An exporter.
    package init() {}

    /// The format's name on the command line.
    package var format: String { "css" }
    /// One line for `--help`.
    package var summary: String {
        "CSS custom properties: a block per theme, media queries for dark and high contrast"
    }

    /// Writes `output` when it ends in `.css`, else `output/tokens.css`.
    package func export(space: ThemeSpace, to output: URL) throws -> [Diagnostic] {
        let file = output.pathExtension.lowercased() == "css" ? output : output.appendingPathComponent("tokens.css")
        let resolved = try ResolvedSpace(space)
        var writer = Writer(resolved: resolved, folder: file.deletingLastPathComponent(), file: file)
        let text = writer.stylesheet()
        try ExportText.write(text, to: file)
        return resolved.diagnostics + writer.diagnostics
    }

    /// Resolved values as CSS text (a swatch's colour, a font shorthand, a box-shadow), as the
    /// exporter writes them: what Studio shows.
    package struct ValueFormatter {
        private var writer: Writer

        /// A formatter writing file images relative to `folder`.
        package init?(folder: URL) {
            guard let empty = try? ResolvedSpace(ThemeSpace(documents: [])) else { return nil }
            writer = Writer(resolved: empty, folder: folder, file: folder.appendingPathComponent("tokens.css"))
        }

        /// The CSS text of `value`; nil for objects, which CSS cannot show.
        package mutating func text(for value: TokenValue, path: String) -> String? {
            if case .object = value { return nil }
            return writer.css(value, path: path)
        }
    }

    struct Writer {
        let resolved: ResolvedSpace
        let folder: URL
        let file: URL
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []

        init(resolved: ResolvedSpace, folder: URL, file: URL) {
            self.resolved = resolved
            self.folder = folder
            self.file = file
        }

        static let appearanceQueries = ["light": "(prefers-color-scheme: light)", "dark": "(prefers-color-scheme: dark)"]
        static let contrastQueries = [
            "high": "(prefers-contrast: more)", "more": "(prefers-contrast: more)", "low": "(prefers-contrast: less)",
            "less": "(prefers-contrast: less)", "normal": "(prefers-contrast: no-preference)",
            "no-preference": "(prefers-contrast: no-preference)",
        ]

        /// A media modifier's contexts with their queries: the default first, with none.
        mutating func mediaContexts(_ name: String, queries: [String: String]) -> [(context: String, query: String?)] {
            guard let modifier = resolved.space.modifier(named: name) else { return [] }
            var result: [(String, String?)] = [(modifier.defaultContext, nil)]
            for context in modifier.contexts where context != modifier.defaultContext {
                guard let query = queries[context] else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "CSS has no media query for \(name)=\(context); those values are not exported",
                            at: SourceLocation(file: file.path), rule: "export-unsupported"))
                    continue
                }
                result.append((context, query))
            }
            return result
        }

        mutating func stylesheet() -> String {
            let space = resolved.space
            let media: Set<String> = [Selection.StandardModifier.appearance, Selection.StandardModifier.contrast]
            let variantModifiers = space.modifiers.filter { !media.contains($0.name) }
            let appearances = mediaContexts(Selection.StandardModifier.appearance, queries: Self.appearanceQueries)
            let contrasts = mediaContexts(Selection.StandardModifier.contrast, queries: Self.contrastQueries)
            let wrap = variantModifiers.count > 1
            // Variants: every combination of the attribute modifiers' contexts, fewest non-default first.
            var variants: [[String: String]] = [[:]]
            for modifier in variantModifiers {
                variants = variants.flatMap { partial in modifier.contexts.map { partial.merging([modifier.name: $0]) { $1 } } }
            }
            func nonDefaults(_ variant: [String: String]) -> Int {
                variantModifiers.filter { variant[$0.name] != $0.defaultContext }.count
            }
            variants = variants.enumerated().sorted { a, b in
                let (na, nb) = (nonDefaults(a.element), nonDefaults(b.element))
                return na != nb ? na < nb : a.offset < b.offset
            }.map(\.element)
            // Media blocks in cascade order: none, appearance only, contrast only, both.
            var mediaBlocks: [(appearance: (context: String, query: String?)?, contrast: (context: String, query: String?)?)] = []
            let appearanceList: [(context: String, query: String?)?] = appearances.isEmpty ? [nil] : appearances.map { $0 }
            let contrastList: [(context: String, query: String?)?] = contrasts.isEmpty ? [nil] : contrasts.map { $0 }
            for round in 0..<4 {
                for a in appearanceList {
                    for c in contrastList {
                        let hasA = a?.query != nil, hasC = c?.query != nil
                        let rank = (hasA ? 1 : 0) + (hasC ? 2 : 0)
                        if rank == round { mediaBlocks.append((a, c)) }
                    }
                }
            }
            let names = propertyNames()
            var out = "/* Generated by livery export css. Do not edit: export again instead. */\n"
            for variant in variants {
                let selector = self.selector(variant, modifiers: variantModifiers, wrap: wrap)
                // What the cascade gives so far for each property, per media block of this variant.
                var declared: [Int: [String: TokenValue]] = [:]
                for (index, block) in mediaBlocks.enumerated() {
                    var selection = space.defaultSelection
                    for (name, context) in variant { selection[name] = context }
                    if let a = block.appearance { selection[Selection.StandardModifier.appearance] = a.context }
                    if let c = block.contrast { selection[Selection.StandardModifier.contrast] = c.context }
                    guard let table = resolved.table(selection) else { continue }
                    // Earlier blocks of this variant that also apply to this selection, in order.
                    var current: [String: TokenValue] = [:]
                    for earlier in 0..<index {
                        let e = mediaBlocks[earlier]
                        let appliesA = e.appearance?.query == nil || e.appearance?.context == block.appearance?.context
                        let appliesC = e.contrast?.query == nil || e.contrast?.context == block.contrast?.context
                        guard appliesA, appliesC else { continue }
                        current.merge(declared[earlier] ?? [:]) { $1 }
                    }
                    var lines: [String] = []
                    var mine: [String: TokenValue] = [:]
                    for (path, name) in names {
                        guard let value = table[path] else {
                            if current[path] != nil {
                                warn(
                                    "\(path) is missing from \(selection) but set by an earlier block; CSS cannot unset it",
                                    path: path)
                            }
                            continue
                        }
                        if current[path] == value { continue }
                        mine[path] = value
                        lines.append("  \(name): \(css(value, path: path));")
                    }
                    declared[index] = mine
                    guard !lines.isEmpty || index == 0 else { continue }
                    let queries = [block.appearance?.query, block.contrast?.query].compactMap { $0 }
                    if queries.isEmpty {
                        out += "\n\(selector) {\n" + lines.map { $0 + "\n" }.joined() + "}\n"
                    } else {
                        out +=
                            "\n@media \(queries.joined(separator: " and ")) {\n  \(selector) {\n"
                            + lines.map { "  " + $0 + "\n" }.joined() + "  }\n}\n"
                    }
                }
            }
            return out
        }

        func selector(_ variant: [String: String], modifiers: [ThemeSpace.Modifier], wrap: Bool) -> String {
            let attributes = modifiers.compactMap { modifier -> String? in
                guard let context = variant[modifier.name], context != modifier.defaultContext else { return nil }
                return "[data-\(Self.identifier(modifier.name))=\(Self.string(context))]"
            }
            if wrap { return ":where(\(attributes.isEmpty ? ":root" : attributes.joined()))" }
            if attributes.isEmpty {
                guard let theme = modifiers.first else { return ":root" }
                return ":root, [data-\(Self.identifier(theme.name))=\(Self.string(theme.defaultContext))]"
            }
            return attributes.joined()
        }

        /// Property names by token path, sorted by path; colliding names are reported and dropped.
        mutating func propertyNames() -> [(path: String, name: String)] {
            var result: [(String, String)] = []
            var owners: [String: String] = [:]
            for path in resolved.paths {
                let name = Self.propertyName(path)
                if let owner = owners[name] {
                    warn("\(path) and \(owner) both become \(name); \(path) is not exported", path: path)
                    continue
                }
                owners[name] = path
                result.append((path, name))
            }
            return result
        }

        /// `--color-text-primary` for `color.text.primary`.
        static func propertyName(_ path: String) -> String {
            let parts = path.split(separator: ".").filter { $0 != "$root" }.map { identifier(String($0)) }
            return "--" + parts.joined(separator: "-")
        }

        /// Letters, digits, `-`, `_` and non-ASCII kept; anything else becomes `-`.
        static func identifier(_ text: String) -> String {
            String(
                text.unicodeScalars.map { scalar -> Character in
                    let keep =
                        scalar.value > 0x7F || CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                    return keep ? Character(scalar) : "-"
                })
        }

        /// A CSS string: `"…"` with quotes, backslashes and line breaks escaped.
        static func string(_ text: String) -> String {
            ExportText.quoted(text, escaping: ["\n": "\\A ", "\r": "\\D "])
        }

        mutating func warn(_ message: String, path: String, severity: Diagnostic.Severity = .warning) {
            guard reported.insert(message).inserted else { return }
            diagnostics.append(
                Diagnostic(severity, message, at: SourceLocation(file: file.path), tokenPath: path, rule: "export-unsupported"))
        }

        static let genericFamilies: Set<String> = [
            "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
            "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
        ]

        static func family(_ name: String) -> String {
            if genericFamilies.contains(name.lowercased()) { return name }
            let plain =
                name.unicodeScalars.first.map { !CharacterSet.decimalDigits.contains($0) && $0 != "-" } ?? false
                && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
            return plain ? name : string(name)
        }

        static func dimension(_ d: Livery.ThemeDimension) -> String {
            switch d.unit {
            case .px, .pt: ExportText.number(d.value) + "px"
            case .rem, .em: ExportText.number(d.value) + "rem"
            }
        }

        static func milliseconds(_ ms: Double) -> String { ExportText.number(ms) + "ms" }

        static func bezier(_ b: CubicBezier) -> String {
            "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(ExportText.number).joined(separator: ", ")))"
        }

        mutating func color(_ c: ThemeColor, path: String) -> String {
            if let name = c.systemName {
                warn("system colour \(name) has no CSS value; \(path) is written as \(c.cssText)", path: path)
            }
            return c.cssText
        }

        mutating func gradient(_ g: ThemeGradient, path: String) -> String {
            "linear-gradient("
                + g.stops.map { "\(color($0.color, path: path)) \(ExportText.number($0.position * 100))%" }
                .joined(separator: ", ") + ")"
        }

        mutating func css(_ value: TokenValue, path: String) -> String {
            switch value {
            case .color(let c): return color(c, path: path)
            case .dimension(let d): return Self.dimension(d)
            case .number(let n): return ExportText.number(n)
            case .string(let s): return Self.string(s)
            case .boolean(let b): return b ? "true" : "false"
            case .fontFamily(let names): return names.map(Self.family).joined(separator: ", ")
            case .fontWeight(let w): return ExportText.number(w.value)
            case .font(let f):
                if f.textStyle != nil {
                    warn(
                        "\(path)'s text style \(f.textStyle ?? "") has no CSS form; only its family, size and weight are written",
                        path: path, severity: .note)
                }
                var parts: [String] = []
                if let weight = f.weight { parts.append(ExportText.number(weight.value)) }
                if let size = f.size { parts.append(ExportText.number(size) + "px") }
                parts.append(f.name.map(Self.family) ?? "system-ui")
                return parts.joined(separator: " ")
            case .image(let source):
                switch source {
                case .asset(let name):
                    warn(
                        "\(path) names an app asset, which a web page cannot load; written as a relative url()", path: path,
                        severity: .note)
                    return "url(\(Self.string(name)))"
                case .file(let file): return "url(\(Self.string(ExportText.relativePath(of: file, from: folder))))"
                case .url(let url): return "url(\(Self.string(url)))"
                case .color(let c): return color(c, path: path)
                case .gradient(let g): return gradient(g, path: path)
                }
            case .gradient(let g): return gradient(g, path: path)
            case .shadow(let shadows):
                return shadows.map { s in
                    let lengths = [s.offsetX, s.offsetY, s.blur, s.spread].map(Self.dimension).joined(separator: " ")
                    return (s.inset ? "inset " : "") + lengths + " " + color(s.color, path: path)
                }.joined(separator: ", ")
            case .border(let b):
                return "\(Self.dimension(b.width)) \(strokeKeyword(b.style, path: path)) \(color(b.color, path: path))"
            case .strokeStyle(.keyword(let k)): return k
            case .strokeStyle(.dashed(let dashes, _)):
                warn(
                    "\(path) is a dash pattern; CSS gets its lengths (for stroke-dasharray) without the line cap", path: path,
                    severity: .note)
                return dashes.map(Self.dimension).joined(separator: " ")
            case .transition(let t):
                return "\(Self.milliseconds(t.duration)) \(Self.bezier(t.timingFunction)) \(Self.milliseconds(t.delay))"
            case .duration(let ms): return Self.milliseconds(ms)
            case .cubicBezier(let b): return Self.bezier(b)
            case .typography(let t):
                if t.letterSpacing.value != 0 {
                    warn(
                        "\(path)'s letter spacing is not part of the CSS font shorthand and is not written", path: path,
                        severity: .note)
                }
                return
                    "\(ExportText.number(t.fontWeight.value)) \(Self.dimension(t.fontSize))/\(ExportText.number(t.lineHeight)) "
                    + t.fontFamily.map(Self.family).joined(separator: ", ")
            case .array(let items):
                return items.map { css($0, path: path) }.joined(separator: ", ")
            case .object:
                warn("\(path) is an object, which has no CSS value; written as an empty string", path: path)
                return "\"\""
            }
        }

        mutating func strokeKeyword(_ style: ThemeStrokeStyle, path: String) -> String {
            switch style {
            case .keyword(let k): return k
            case .dashed:
                warn(
                    "\(path) has a dash pattern; CSS borders take a keyword, so it is written as dashed", path: path,
                    severity: .note)
                return "dashed"
            }
        }
    }
}
