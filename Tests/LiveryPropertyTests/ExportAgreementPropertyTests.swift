import Foundation
import Livery
import LiveryTestSupport
import PropertyBased
import Testing

@testable import LiveryTools

extension PropertyTests {
    /// The tools agree with each other (issue 27): what `livery export` writes reads back, through
    /// Livery's one reader or the format's importer, as the tokens and values it was exported from.
    ///
    /// The generated DTCG spaces are checked by ``ExportImportPropertyTests/dtcgRoundTrip()`` and the
    /// asset catalogs by ``ExportImportPropertyTests/xcassetsRoundTrip()``; this suite adds the real
    /// spaces (`Examples/Themes` and `../shared/fixtures`) and the formats without an importer (CSS,
    /// Android), read back by small readers here.
    @Suite("Exports read back as their source")
    struct ExportAgreementPropertyTests {
        // MARK: DTCG, real spaces

        /// For every fixture space that reads and resolves (``ExportAgreement/fixtures(specFolder:)``):
        /// the DTCG export read back with `ThemeSpace(contentsOf:)` has, in every selection, the same
        /// token paths (no helper tokens), types and values (``ExportAgreement``), and
        /// `Linter(options: .init(dtcg: true))` finds no error in it.
        @Test("DTCG: Examples/Themes and every shared fixture space read back the same, and lint --dtcg finds no error")
        func dtcgFixtures() throws {
            try withTemporaryFolder { folder in
                let fixtures = try ExportAgreement.fixtures(specFolder: folder.appendingPathComponent("spec"))
                var checked: [String] = []
                for (n, fixture) in fixtures.enumerated() {
                    guard let space = try? ThemeSpace(contentsOf: fixture.url), !space.index.paths.isEmpty,
                        ExportAgreement.resolves(space)
                    else { continue }
                    let output = folder.appendingPathComponent("export-\(n)")
                    let diagnostics = try DTCGExporter().export(space: space, to: output)
                    let back = try ThemeSpace(contentsOf: output)
                    let problems = try ExportAgreement.problems(
                        source: space, back: back, unwritten: ExportAgreement.unwritten(diagnostics))
                    #expect(problems.isEmpty, "\(fixture): \(problems.prefix(8).joined(separator: "\n"))")
                    let lint = ExportAgreement.dtcgLintErrors(output)
                    #expect(lint.isEmpty, "\(fixture): lint --dtcg: \(lint.prefix(8).joined(separator: "\n"))")
                    checked.append(fixture.name)
                }
                print("export-agreement dtcg fixtures: \(checked.count) of \(fixtures.count) read and resolve: \(checked)")
                #expect(checked.contains("Examples/Themes"))
                #expect(checked.contains { $0.hasPrefix("token-sets/") })
                #expect(checked.contains { $0.hasPrefix("style-dictionary/") })
                #expect(checked.contains { $0.hasPrefix("dtcg/spec/") })
            }
        }

        /// `livery resolve` of the DTCG export of `Examples/Themes` lists exactly the source's tokens
        /// in every selection (the issue's 199 against 125 in the default one).
        @Test("DTCG: Examples/Themes resolves to the same number of tokens after export")
        func dtcgExamplesCount() throws {
            try withTemporaryFolder { folder in
                let source = try ThemeSpace(contentsOf: ExportAgreement.packageRoot.appendingPathComponent("Examples/Themes"))
                _ = try DTCGExporter().export(space: source, to: folder)
                let back = try ThemeSpace(contentsOf: folder)
                for selection in source.allSelections {
                    let original = try source.resolve(selection).tokens.map(\.path)
                    let read = try back.resolve(selection).tokens.map(\.path)
                    #expect(read == original, "\(selection): \(read.count) tokens, \(original.count) in the source")
                }
            }
        }

        // MARK: CSS and Android (no importers: small readers here)

        /// The custom properties a CSS export gives the root element for one selection, by
        /// simulating the cascade over the exporter's blocks: a block applies when its selector
        /// names the theme (or is `:root`) and its media queries hold; later blocks win (the
        /// selectors have equal specificity).
        static func cssProperties(
            _ css: String, theme: String, defaultTheme: String, dark: Bool, high: Bool
        ) -> [String: String] {
            var result: [String: String] = [:]
            var rest = Substring(css)
            func take(until stop: Character) -> Substring? {
                guard let end = rest.firstIndex(of: stop) else { return nil }
                let taken = rest[..<end]
                rest = rest[rest.index(after: end)...]
                return taken
            }
            func declarations(_ body: Substring) -> [(String, String)] {
                body.split(separator: "\n").compactMap { line in
                    let text = line.trimmingCharacters(in: .whitespaces)
                    guard text.hasPrefix("--"), text.hasSuffix(";"), let colon = text.firstIndex(of: ":") else { return nil }
                    let name = String(text[..<colon])
                    let value = text[text.index(after: colon)..<text.index(before: text.endIndex)]
                    return (name, value.trimmingCharacters(in: .whitespaces))
                }
            }
            func applies(_ selector: Substring) -> Bool {
                let s = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                if s.hasPrefix(":root") { return true }
                return s == "[data-theme=\"\(theme)\"]" && theme != defaultTheme
            }
            while let head = take(until: "{") {
                let trimmed = head.trimmingCharacters(in: .whitespacesAndNewlines)
                // The stylesheet's opening comment comes before the first selector.
                var withoutComment = trimmed
                if trimmed.hasPrefix("/*"), let end = trimmed.range(of: "*/") {
                    withoutComment = trimmed[end.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if withoutComment.hasPrefix("@media") {
                    let wantsDark = withoutComment.contains("prefers-color-scheme: dark")
                    let wantsHigh = withoutComment.contains("prefers-contrast: more")
                    guard let selector = take(until: "{"), let body = take(until: "}") else { break }
                    _ = take(until: "}")
                    if wantsDark, !dark { continue }
                    if wantsHigh, !high { continue }
                    if applies(selector[...]) { for (k, v) in declarations(body) { result[k] = v } }
                } else {
                    guard let body = take(until: "}") else { break }
                    if applies(withoutComment[...]) { for (k, v) in declarations(body) { result[k] = v } }
                }
            }
            return result
        }

        /// Whether two colours agree: the same space, components and alpha within 1e-9 (relative to
        /// the magnitude above 1). CSS text writes six decimals when they read back exactly, else the
        /// shortest exact decimal, so this is exact in practice; the epsilon only absorbs a percent
        /// sign's scaling.
        static func close(_ a: ThemeColor, _ b: ThemeColor) -> Bool {
            func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
            return a.colorSpace == b.colorSpace && zip(a.components, b.components).allSatisfy(near)
                && near(min(max(a.alpha, 0), 1), min(max(b.alpha, 0), 1))
        }

        /// Export colour spaces (themes × dark × high contrast, aliases, `random` with a seed) to CSS,
        /// read each selection's custom properties back through the cascade, parse each colour with
        /// Livery's colour reader and compare with the resolved colour (``close(_:_:)``). A system
        /// colour has no CSS value (the exporter warns and writes its fallback): skipped.
        @Test("CSS: every selection's colours read back through the cascade")
        func cssColors() async {
            await propertyCheck(
                count: TestTier.count(fast: 25, full: 100), input: PropertyTests.ExportImportPropertyTests.colorSpaces
            ) { model, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let space = try model.writtenSpace(in: folder, using: &rng)
                    try #require(ExportAgreement.resolves(space), "the generated space must resolve: \(model)")
                    let file = folder.appendingPathComponent("tokens.css")
                    _ = try CSSExporter().export(space: space, to: file)
                    let css = try String(contentsOf: file, encoding: .utf8)
                    let themeModifier = space.modifier(named: "theme")
                    let themes = themeModifier?.contexts ?? ["default"]
                    for theme in themes {
                        for (dark, high) in [(false, false), (true, false), (false, true), (true, true)] {
                            let selection = Selection(
                                theme: theme, appearance: dark ? .dark : .light, contrast: high ? .high : .normal)
                            let table = try space.resolve(selection)
                            let properties = Self.cssProperties(
                                css, theme: theme, defaultTheme: themeModifier?.defaultContext ?? "default", dark: dark,
                                high: high)
                            for token in table.tokens {
                                guard case .color(let color) = token.value, color.systemName == nil else { continue }
                                let name = CSSExporter.Writer.propertyName(token.path)
                                let text = try #require(properties[name], "\(name) missing: \(selection) in \(model)")
                                let read = try ThemeColor(parsing: text)
                                #expect(
                                    Self.close(read, color),
                                    "\(token.path): \(text) for \(color.cssText): \(selection) in \(model)")
                            }
                        }
                    }
                }
            }
        }

        /// The `<color name="…">#AARRGGBB</color>` entries of an Android `colors.xml`.
        static func androidColors(_ url: URL) -> [String: String] {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
            var result: [String: String] = [:]
            for line in text.split(separator: "\n") {
                let t = line.trimmingCharacters(in: .whitespaces)
                guard t.hasPrefix("<color name=\""), let close = t.range(of: "\">"), let end = t.range(of: "</color>") else {
                    continue
                }
                let name = String(t[t.index(t.startIndex, offsetBy: 13)..<close.lowerBound])
                result[name] = String(t[close.upperBound..<end.lowerBound])
            }
            return result
        }

        /// Export colour spaces to Android resources and read each theme's `values/colors.xml` and
        /// `values-night/colors.xml` back as Android does (night falls back to the day value): every
        /// colour of the light and dark appearance (normal contrast, which is all Android's
        /// qualifiers hold) is the resolved colour as `#AARRGGBB` (``/Livery/ThemeColor/rgba8``,
        /// exact). System colours have no Android resource and must be absent.
        @Test("Android: every theme's light and dark colours read back")
        func androidColors() async {
            await propertyCheck(
                count: TestTier.count(fast: 25, full: 100), input: PropertyTests.ExportImportPropertyTests.colorSpaces
            ) { model, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let space = try model.writtenSpace(in: folder, using: &rng)
                    try #require(ExportAgreement.resolves(space), "the generated space must resolve: \(model)")
                    let output = folder.appendingPathComponent("res")
                    _ = try AndroidExporter().export(space: space, to: output)
                    for theme in space.modifier(named: "theme")?.contexts ?? ["default"] {
                        let themeFolder = output.appendingPathComponent(ExportText.fileName(theme))
                        let day = Self.androidColors(themeFolder.appendingPathComponent("values/colors.xml"))
                        let nightOnly = Self.androidColors(themeFolder.appendingPathComponent("values-night/colors.xml"))
                        let night = day.merging(nightOnly) { _, dark in dark }
                        let light = try space.resolve(Selection(theme: theme, appearance: .light, contrast: .normal))
                        // Paths that share a resource name: the exporter keeps the first, with a warning.
                        let shared = Set(
                            Dictionary(grouping: light.tokens.map(\.path), by: AndroidExporter.resourceName).filter {
                                $0.value.count > 1
                            }.keys)
                        for (dark, read) in [(false, day), (true, night)] {
                            let table =
                                dark ? try space.resolve(Selection(theme: theme, appearance: .dark, contrast: .normal)) : light
                            for token in light.tokens {
                                guard case .color(let lightColor) = token.value, lightColor.systemName == nil,
                                    let color = table.color(token.path)
                                else { continue }
                                let name = AndroidExporter.resourceName(token.path)
                                if shared.contains(name) { continue }
                                if color.systemName != nil { continue }  // left out of values-night, with a warning
                                let c = color.rgba8
                                let expected =
                                    "#" + [c.alpha, c.red, c.green, c.blue].map { String(format: "%02X", $0) }.joined()
                                #expect(
                                    read[name] == expected, "\(token.path) \(dark ? "dark" : "light") of \(theme) in \(model)")
                            }
                        }
                    }
                }
            }
        }
    }
}
