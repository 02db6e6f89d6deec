import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

/// A value as DTCG can say it: colours without their `hex` fallback (the exporter adds the sRGB
/// rendering), `pt` as `px` and `em` as `rem` (the same lengths in Livery).
private func canonical(_ value: TokenValue) -> TokenValue {
    func color(_ c: ThemeColor) -> ThemeColor {
        var copy = c
        copy.hex = nil
        return copy
    }
    func dim(_ d: Livery.ThemeDimension) -> Livery.ThemeDimension {
        switch d.unit {
        case .px, .pt: Livery.ThemeDimension(d.value, .px)
        case .rem, .em: Livery.ThemeDimension(d.value, .rem)
        }
    }
    func stroke(_ s: ThemeStrokeStyle) -> ThemeStrokeStyle {
        if case .dashed(let dashes, let cap) = s { return .dashed(dashArray: dashes.map(dim), lineCap: cap) }
        return s
    }
    func gradient(_ g: ThemeGradient) -> ThemeGradient {
        ThemeGradient(stops: g.stops.map { GradientStop(color: color($0.color), position: $0.position) })
    }
    switch value {
    case .color(let c): return .color(color(c))
    case .dimension(let d): return .dimension(dim(d))
    case .image(.color(let c)): return .image(.color(color(c)))
    case .image(.gradient(let g)): return .image(.gradient(gradient(g)))
    case .gradient(let g): return .gradient(gradient(g))
    case .shadow(let shadows):
        return .shadow(
            shadows.map {
                Shadow(
                    color: color($0.color), offsetX: dim($0.offsetX), offsetY: dim($0.offsetY), blur: dim($0.blur),
                    spread: dim($0.spread), inset: $0.inset)
            })
    case .border(let b): return .border(Border(color: color(b.color), width: dim(b.width), style: stroke(b.style)))
    case .strokeStyle(let s): return .strokeStyle(stroke(s))
    case .typography(let t):
        return .typography(
            Typography(
                fontFamily: t.fontFamily, fontSize: dim(t.fontSize), fontWeight: t.fontWeight,
                letterSpacing: dim(t.letterSpacing), lineHeight: t.lineHeight))
    case .array(let items): return .array(items.map(canonical))
    case .object(let members): return .object(members.mapValues(canonical))
    default: return value
    }
}

@Suite("export round trips")
struct RoundTripTests {
    static let dtcgSources: [(name: String, url: URL)] = [
        ("Examples/Themes", ToolFixtures.package("Examples/Themes")),
        ("all-types", ToolFixtures.own("dtcg/all-types.tokens.json")),
        ("convention", ToolFixtures.own("convention")),
    ]

    /// Exports `source` as DTCG, reads it back, and compares every token of every selection.
    func dtcgRoundTrip(_ source: ThemeSpace, in folder: URL) throws {
        let output = folder.appendingPathComponent("dtcg")
        let diagnostics = try DTCGExporter().export(space: source, to: output)
        #expect(!diagnostics.contains { $0.severity == .error })
        let read = try ThemeSpace(contentsOf: output)
        #expect(read.modifiers.map(\.name) == source.modifiers.map(\.name))
        #expect(read.modifiers.map(\.contexts) == source.modifiers.map(\.contexts))
        #expect(read.modifiers.map(\.defaultContext) == source.modifiers.map(\.defaultContext))
        var compared = 0
        defer { #expect(compared >= source.allSelections.count, "no tokens compared") }
        for selection in source.allSelections {
            let expected = try source.resolve(selection)
            let got = try read.resolve(selection)
            compared += expected.count
            for token in expected.tokens {
                let value = try #require(got[token.path], "\(token.path) missing in \(selection)")
                #expect(canonical(value) == canonical(token.value), "\(token.path) in \(selection)")
            }
            // Nothing else: the helper tokens of values that depend on several modifiers are alias
            // targets only.
            let extra = got.tokens.map(\.path).filter { expected[$0] == nil }
            #expect(extra.isEmpty, "\(extra.prefix(5))")
        }
    }

    @Test("dtcg: every token of every selection resolves to the same value", arguments: [0, 1, 2])
    func dtcg(index: Int) throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-dtcg")
        defer { try? FileManager.default.removeItem(at: folder) }
        try dtcgRoundTrip(ThemeSpace(contentsOf: Self.dtcgSources[index].url), in: folder)
    }

    @Test("dtcg: the inline space (system colour, pt, OKLCH, theme-specific dark)")
    func dtcgInline() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-dtcg-inline")
        defer { try? FileManager.default.removeItem(at: folder) }
        try dtcgRoundTrip(ExportFixtures.space(in: folder), in: folder)
    }

    @Test("dtcg: a resolver document's own modifiers survive")
    func dtcgResolver() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-dtcg-resolver")
        defer { try? FileManager.default.removeItem(at: folder) }
        try dtcgRoundTrip(ThemeSpace(contentsOf: ToolFixtures.own("dtcg/resolver/tokens.resolver.json")), in: folder)
    }

    /// The slots an asset catalog holds: (appearance, contrast).
    static let slots: [(Selection.Appearance, Selection.Contrast)] = [
        (.light, .normal), (.dark, .normal), (.light, .high), (.dark, .high),
    ]

    /// Compares what both sides represent: colours with their appearance and contrast variants.
    func xcassetsRoundTrip(_ source: ThemeSpace, in folder: URL) throws -> [String: ThemeSpace] {
        let output = folder.appendingPathComponent("catalogs")
        _ = try XCAssetsExporter().export(space: source, to: output)
        let themes = source.modifier(named: "theme")?.contexts ?? ["default"]
        var imported: [String: ThemeSpace] = [:]
        var compared = 0
        defer { #expect(compared >= themes.count * Self.slots.count, "no colours compared") }
        for theme in themes {
            let themeOutput = folder.appendingPathComponent("imported-\(theme)")
            let diagnostics = try XCAssetsImporter().importThemes(
                from: [output.appendingPathComponent("\(theme).xcassets")], to: themeOutput)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let read = try ThemeSpace(contentsOf: themeOutput)
            imported[theme] = read
            for (appearance, contrast) in Self.slots {
                let expected = try source.resolve(Selection(theme: theme, appearance: appearance, contrast: contrast))
                let got = try read.resolve(Selection(appearance: appearance, contrast: contrast))
                for token in expected.tokens {
                    guard case .color(let want) = token.value else { continue }
                    let have = try #require(got.color(token.path), "\(token.path) of \(theme) missing")
                    let context = "\(token.path) of \(theme), \(appearance), \(contrast)"
                    compared += 1
                    if let name = want.systemName {
                        #expect(have.systemName == name, "\(context)")
                    } else if [.sRGB, .displayP3, .sRGBLinear].contains(want.colorSpace),
                        want.colorSpace != .displayP3 || want.components.allSatisfy({ (0...1).contains($0) })
                    {
                        // Kept in its own space, components exact.
                        #expect(
                            have.colorSpace == want.colorSpace && have.components == want.components
                                && have.alpha == want.alpha, "\(context): \(have) vs \(want)")
                    } else {
                        // Converted to sRGB: the same colour, exactly.
                        let (w, h) = (want.sRGBComponents, have.sRGBComponents)
                        #expect(
                            have.colorSpace == .sRGB && [h.red, h.green, h.blue] == [w.red, w.green, w.blue]
                                && have.alpha == want.alpha, "\(context)")
                    }
                }
            }
        }
        return imported
    }

    @Test("xcassets: export then import gives the same colours in every appearance and contrast (Examples/Themes)")
    func xcassetsExamples() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try xcassetsRoundTrip(ThemeSpace(contentsOf: ToolFixtures.package("Examples/Themes")), in: folder)
        #expect(imported.keys.sorted() == ["default", "ocean", "sepia"])
        // The paper texture comes back as the image set's asset name.
        let sepia = try #require(imported["sepia"]).resolve()
        #expect(sepia.image("image.paper-texture") == .asset("image/paper-texture"))
        #expect(sepia.image("image.reader-background") == .asset("image/reader-background"))
    }

    @Test("xcassets: the inline space (system colour, Display P3, OKLCH, translucent, high contrast)")
    func xcassetsInline() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-xcassets-inline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try xcassetsRoundTrip(ExportFixtures.space(in: folder), in: folder)
        let ocean = try #require(imported["ocean"])
        #expect(try ocean.resolve(Selection(appearance: .dark)).color("color.accent")?.hexString == "#00FFFFFF")
        #expect(try ocean.resolve(Selection(appearance: .dark, contrast: .high)).color("color.fg")?.hexString == "#FFFFFFFF")
        #expect(try ocean.resolve().color("color.label")?.systemName == "labelColor")
    }

    @Test("xcassets: every DTCG colour space, $root tokens and translucent colours (all-types)")
    func xcassetsAllTypes() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-xcassets-all-types")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try xcassetsRoundTrip(ThemeSpace(contentsOf: ToolFixtures.own("dtcg/all-types.tokens.json")), in: folder)
        // A single file is theme `all-types` of its own space.
        let theme = try #require(imported["all-types"]).resolve()
        #expect(theme.color("color.brand.$root")?.hexString == "#0066CCFF")
        #expect(theme.color("color.space.srgb-linear")?.colorSpace == .sRGBLinear)
    }

    @Test("xcassets: the fixtures imported, exported and imported again are unchanged")
    func xcassetsFixtures() throws {
        let folder = try ToolFixtures.temporaryFolder("roundtrip-xcassets-fixtures")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first")
        _ = try XCAssetsImporter().importThemes(
            from: XCAssetsImporterTests.fixtureSets.map { ToolFixtures.shared("asset-catalog/\($0)") }, to: first)
        _ = try xcassetsRoundTrip(ThemeSpace(contentsOf: first), in: folder)
    }
}
