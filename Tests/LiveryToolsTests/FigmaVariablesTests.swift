import Foundation
import Livery
import Testing

@testable import LiveryTools

/// Issue 31: Figma's variables export (one DTCG file per collection and mode) is read as what it
/// is, by `ThemeSpace(contentsOf:)` and by `livery import figma`: each collection a layer, its
/// modes a modifier's contexts (Light/Dark feed `appearance`), aliases across collections resolved.
@Suite("Figma variables export")
struct FigmaVariablesTests {
    static let export = ToolFixtures.shared("token-sets/figma-variables-example")

    static func color(_ space: ThemeSpace, _ inputs: [String: String], _ path: String) throws -> String? {
        try space.resolution(for: space.selection(inputs)).theme.color(path)?.hexString
    }

    @Test("the folder is collections and modes, not a theme per file")
    func readsCollections() throws {
        let space = try ThemeSpace(contentsOf: Self.export)
        let modifiers = Dictionary(uniqueKeysWithValues: space.modifiers.map { ($0.name, $0) })
        #expect(modifiers["theme"] == nil, "each file was a theme: \(space.modifiers.map(\.name))")
        #expect(modifiers["appearance"]?.contexts == ["light", "dark"])
        #expect(modifiers["appearance"]?.defaultContext == "light")
        #expect(modifiers["Primitives — Completed"]?.contexts == ["Brutal Theme", "Modern Theme"])
        // Primitives first (the others alias it), the one-mode collection always read.
        #expect(space.layers.first?.name.hasPrefix("Primitives — Completed.") == true)
        #expect(space.layers.contains { $0.name == "Product interactions — Completed" && $0.condition.isEmpty })
        #expect(space.diagnostics.contains { $0.rule == "figma-variables" && $0.severity == .note })
        // Aliases across collections resolve; light and dark differ; the primitives' modes differ.
        let light = try Self.color(space, ["appearance": "light"], "text.text-primary")
        let dark = try Self.color(space, ["appearance": "dark"], "text.text-primary")
        #expect(light != nil && dark != nil && light != dark)
        let brutal = try Self.color(space, ["Primitives — Completed": "Brutal Theme"], "surface.surface-brand")
        let modern = try Self.color(space, ["Primitives — Completed": "Modern Theme"], "surface.surface-brand")
        #expect(brutal != nil && modern != nil)
        for selection in space.allSelections {
            let errors = try space.resolution(for: selection).diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(selection): \(errors.prefix(3).map(\.message))")
        }
    }

    @Test("livery import figma writes the files and a resolver document that reads the same")
    func importer() throws {
        let output = try ToolFixtures.temporaryFolder("livery-figma")
        defer { try? FileManager.default.removeItem(at: output) }
        let importer = try #require(Importers.importer(named: "figma"))
        let diagnostics = try importer.importThemes(from: [Self.export], to: output)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names.contains("livery.json") && names.count == 6, "\(names)")
        // Byte for byte.
        let original = try Data(contentsOf: Self.export.appendingPathComponent("Tokens — Completed.Dark.json"))
        #expect(try Data(contentsOf: output.appendingPathComponent("Tokens — Completed.Dark.json")) == original)
        let imported = try ThemeSpace(contentsOf: output)
        let direct = try ThemeSpace(contentsOf: Self.export)
        #expect(imported.resolverDocument != nil)
        #expect(imported.modifiers.map(\.name).sorted() == direct.modifiers.map(\.name).sorted())
        for selection in direct.allSelections {
            let a = try direct.resolution(for: selection).theme
            let b = try imported.resolution(for: selection).theme
            #expect(a.tokens.map(\.path) == b.tokens.map(\.path), "\(selection)")
            #expect(a.tokens.map(\.value) == b.tokens.map(\.value), "\(selection)")
        }
    }

    @Test("files named like COLLECTION.MODE without Figma's extensions keep the file-name convention")
    func conventionKept() throws {
        let folder = try ToolFixtures.temporaryFolder("livery-not-figma")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"color": {"a": {"$type": "color", "$value": "#111111"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("ocean.json"))
        try Data(##"{"color": {"a": {"$type": "color", "$value": "#222222"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("ocean.dark.json"))
        let space = try ThemeSpace(contentsOf: folder)
        #expect(space.modifier(named: "theme")?.contexts == ["ocean"])
        #expect(!space.diagnostics.contains { $0.rule == "figma-variables" })
        let example = try ThemeSpace(contentsOf: ToolFixtures.package("Examples/Themes"))
        #expect(example.modifiers.map(\.name) == ["theme", "appearance", "contrast"])
    }

    @Test("an input that is not a Figma export is refused with a message")
    func notFigma() throws {
        let output = try ToolFixtures.temporaryFolder("livery-figma-no")
        defer { try? FileManager.default.removeItem(at: output) }
        let importer = try #require(Importers.importer(named: "figma"))
        let diagnostics = try importer.importThemes(from: [ToolFixtures.package("Examples/Themes")], to: output)
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("not a Figma variables export") })
    }
}
