import Foundation
import Livery
import LiveryTools
import PropertyBased
import LiveryTestSupport
import Testing

extension PropertyTests {
    /// Exporting a space and importing (reading) what was written gives back the same resolved
    /// tables, for the two formats Livery both writes and reads: Xcode asset catalogs
    /// (``LiveryTools/XCAssetsExporter`` → ``LiveryTools/XCAssetsImporter``) and DTCG 2025.10
    /// (``LiveryTools/DTCGExporter`` → `ThemeSpace(contentsOf:)`, which reads DTCG resolver documents
    /// natively; Livery has no separate DTCG importer).
    @Suite("Export then import gives back the same tables")
    struct ExportImportPropertyTests {
        // MARK: Asset catalogs

        /// Convention spaces of colour tokens (what asset catalogs hold): up to three themes, each
        /// with dark, high-contrast and dark high-contrast layers, aliases, system colours and
        /// `random` colours (a seed makes the pick reproducible; the catalog holds the picked colour).
        static let colorSpaces = generator { source -> (ConventionModel, UInt64) in
            var rng = SplitMix64(seed: source.next())
            let universe = Universe.make(categories: [.color], count: 2...12, using: &rng)
            let options = ValueOptions(random: true, system: true)
            let model = ConventionModel.make(
                universe: universe, options: options, baseOnlyAliases: true, themes: 0...3, using: &rng)
            return (model, rng.next())
        }

        /// The colour an asset catalog holds for `color`: sRGB (extended when out of 0…1), Display P3
        /// in 0…1 and linear sRGB are kept as they are; any other space is converted to sRGB
        /// (``Livery/ThemeColor/sRGBComponents``); a system colour stays a reference to it. Alpha is clipped
        /// to 0…1.
        static func catalogColor(_ color: ThemeColor) -> (
            space: ThemeColor.ColorSpace, components: [Double], alpha: Double, system: String?
        ) {
            let alpha = min(max(color.alpha, 0), 1)
            if let name = color.systemName { return (.sRGB, [0, 0, 0], 1, name) }
            switch color.colorSpace {
            case .sRGB, .sRGBLinear: return (color.colorSpace, color.components, alpha, nil)
            case .displayP3 where color.components.allSatisfy({ (0...1).contains($0) }):
                return (.displayP3, color.components, alpha, nil)
            default:
                let rgb = color.sRGBComponents
                return (.sRGB, [rgb.red, rgb.green, rgb.blue], alpha, nil)
            }
        }

        /// Export every theme to a catalog, import each catalog into a space of its own (the
        /// convention: `base`, `dark`, `high-contrast`, `dark.high-contrast`), and compare each theme's
        /// light, dark, high-contrast and dark high-contrast tables with the imported space's.
        ///
        /// Tolerance: exact. The catalog holds each component as the shortest decimal that reads back
        /// as the same `Double`, and the colour converted to sRGB is exactly
        /// ``Livery/ThemeColor/sRGBComponents``, so nothing is rounded on the way. A token is exported when
        /// the theme's light appearance has it (an asset needs an Any entry); a token only a dark or
        /// high-contrast layer declares is not, with a warning, so only light tokens are compared, and
        /// the import must hold nothing else.
        @Test("asset catalogs: every theme's four appearances come back exactly")
        func xcassetsRoundTrip() async {
            await propertyCheck(count: TestTier.count(fast: 25, full: 100), input: Self.colorSpaces) { model, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let space = try model.writtenSpace(in: folder, using: &rng)
                    for selection in space.allSelections {
                        let errors = try space.resolution(for: selection).diagnostics.filter { $0.severity == .error }
                        try #require(errors.isEmpty, "the generated space must resolve: \(errors) in \(model)")
                    }
                    let output = folder.appendingPathComponent("exported")
                    _ = try XCAssetsExporter().export(space: space, to: output)
                    let themes = space.modifier(named: "theme")?.contexts ?? ["default"]
                    for theme in themes {
                        let imported = folder.appendingPathComponent("imported").appendingPathComponent(theme)
                        _ = try XCAssetsImporter().importThemes(
                            from: [output.appendingPathComponent(theme + ".xcassets")], to: imported)
                        let back = try ThemeSpace(contentsOf: imported)
                        let light = try space.resolve(Selection(theme: theme, appearance: .light, contrast: .normal))
                        for (appearance, contrast) in [
                            (Selection.Appearance.light, Selection.Contrast.normal), (.dark, .normal), (.light, .high),
                            (.dark, .high),
                        ] {
                            let original = try space.resolve(Selection(theme: theme, appearance: appearance, contrast: contrast))
                            let read = try back.resolve(Selection(appearance: appearance, contrast: contrast))
                            let where_ = "theme \(theme), \(appearance), \(contrast) contrast in \(model)"
                            for token in light.tokens {
                                guard let color = original.color(token.path) else { continue }
                                let expected = Self.catalogColor(color)
                                let got = try #require(read.color(token.path), "\(token.path) missing: \(where_)")
                                #expect(got.systemName == expected.system, "\(token.path): \(where_)")
                                guard expected.system == nil else { continue }
                                #expect(got.colorSpace == expected.space, "\(token.path): \(where_)")
                                #expect(
                                    got.components == expected.components,
                                    "\(token.path): \(got.cssText) for \(color.cssText): \(where_)")
                                #expect(got.alpha == expected.alpha, "\(token.path): \(where_)")
                            }
                            for token in read.tokens {
                                #expect(light.color(token.path) != nil, "\(token.path) was imported but not exported: \(where_)")
                            }
                        }
                    }
                }
            }
        }

        // MARK: DTCG

        /// Spaces of every DTCG type, read by the convention (themes with dark and high-contrast
        /// layers) or from a resolver document (sets and modifiers of any names), with aliases (in
        /// composite parts and text too) and system colours. No `random` colours: DTCG has no place
        /// for the pick, so the exporter writes `random` and warns.
        static let dtcgSpaces = generator { source -> (ConventionModel?, ResolverModel?, UInt64) in
            var rng = SplitMix64(seed: source.next())
            let universe = Universe.make(categories: Category.allCases, count: 2...14, overlaps: true, using: &rng)
            let options = ValueOptions(random: false, system: true)
            if rng.chance(0.5) {
                return (
                    ConventionModel.make(universe: universe, options: options, baseOnlyAliases: true, themes: 0...3, using: &rng),
                    nil, rng.next()
                )
            }
            return (nil, ResolverModel.make(universe: universe, options: options, baseOnlyAliases: true, using: &rng), rng.next())
        }

        /// A value as DTCG writes it back, for comparison: a colour loses nothing but gains a `hex`
        /// fallback (the exporter writes the sRGB rendering), `pt` is written as `px` and `em` as `rem`
        /// (the same lengths in Livery), everything else is exact.
        static func dtcgForm(_ value: TokenValue) -> TokenValue {
            func color(_ c: ThemeColor) -> ThemeColor {
                var copy = c
                copy.hex = nil
                return copy
            }
            func dimension(_ d: Livery.ThemeDimension) -> Livery.ThemeDimension {
                Livery.ThemeDimension(d.value, d.unit == .pt ? .px : d.unit == .em ? .rem : d.unit)
            }
            func stroke(_ s: ThemeStrokeStyle) -> ThemeStrokeStyle {
                if case .dashed(let dashes, let cap) = s { return .dashed(dashArray: dashes.map(dimension), lineCap: cap) }
                return s
            }
            func gradient(_ g: ThemeGradient) -> ThemeGradient {
                ThemeGradient(stops: g.stops.map { GradientStop(color: color($0.color), position: $0.position) })
            }
            switch value {
            case .color(let c): return .color(color(c))
            case .dimension(let d): return .dimension(dimension(d))
            case .shadow(let shadows):
                return .shadow(
                    shadows.map {
                        Shadow(
                            color: color($0.color), offsetX: dimension($0.offsetX), offsetY: dimension($0.offsetY),
                            blur: dimension($0.blur), spread: dimension($0.spread), inset: $0.inset)
                    })
            case .border(let b): return .border(Border(color: color(b.color), width: dimension(b.width), style: stroke(b.style)))
            case .strokeStyle(let s): return .strokeStyle(stroke(s))
            case .gradient(let g): return .gradient(gradient(g))
            case .typography(let t):
                return .typography(
                    Typography(
                        fontFamily: t.fontFamily, fontSize: dimension(t.fontSize), fontWeight: t.fontWeight,
                        letterSpacing: dimension(t.letterSpacing), lineHeight: t.lineHeight))
            case .image(.color(let c)): return .image(.color(color(c)))
            case .image(.gradient(let g)): return .image(.gradient(gradient(g)))
            case .array(let items): return .array(items.map(dtcgForm))
            case .object(let members): return .object(members.mapValues(dtcgForm))
            default: return value
            }
        }

        /// Export to DTCG token files and a resolver document, read the folder back, and compare every
        /// selection's table (``ExportAgreement/problems(source:back:unwritten:)``): the same paths, no
        /// more (the exporter's helper tokens under `livery-variants`, which a value depending on two
        /// modifiers together needs, are resolved as alias targets only), with the same types and
        /// values, and the same modifiers and contexts. And `livery lint --dtcg` finds no error in the
        /// export: what DTCG cannot hold (Livery's `string`, `boolean`, `image`, `font`, `array` and
        /// `object` tokens, system colours) is in `$extensions.org.livery`.
        ///
        /// Tolerance: exact, up to ``dtcgForm(_:)``: JSON numbers are written the shortest way that
        /// reads back as the same `Double`. A token the exporter reports it cannot write (one that
        /// depends on two modifiers and is missing from some selections: a resolver cannot remove a
        /// token) must be absent from every selection read back.
        @Test("DTCG: every selection comes back with the same tokens and values, and lint --dtcg finds no error")
        func dtcgRoundTrip() async {
            await propertyCheck(count: TestTier.count(fast: 25, full: 100), input: Self.dtcgSpaces) {
                convention, resolver, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let sourceFolder = folder.appendingPathComponent("source")
                    let description: String
                    if let convention {
                        try convention.write(to: sourceFolder, vary: true, using: &rng)
                        description = "\(convention)"
                    } else if let resolver {
                        try resolver.write(to: sourceFolder, vary: true, using: &rng)
                        description = "\(resolver)"
                    } else {
                        return
                    }
                    let space = try ThemeSpace(contentsOf: sourceFolder)
                    for selection in space.allSelections {
                        let errors = try space.resolution(for: selection).diagnostics.filter { $0.severity == .error }
                        try #require(errors.isEmpty, "the generated space must resolve: \(errors) in \(description)")
                    }
                    let output = folder.appendingPathComponent("exported")
                    let diagnostics = try DTCGExporter().export(space: space, to: output)
                    let back = try ThemeSpace(contentsOf: output)
                    let problems = try ExportAgreement.problems(
                        source: space, back: back, unwritten: ExportAgreement.unwritten(diagnostics))
                    #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n")) in \(description)")
                    let lint = ExportAgreement.dtcgLintErrors(output)
                    #expect(lint.isEmpty, "lint --dtcg: \(lint.prefix(8).joined(separator: "\n")) in \(description)")
                }
            }
        }
    }
}
