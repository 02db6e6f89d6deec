import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// The Check tab on real sets: files that several themes share, contrast pairs that mean
/// something, and repeated lint findings fixed at once.
@Suite("Studio check tab")
struct StudioCheckTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    @Test("a Tokens Studio set shared by every mode says so (it showed one brand or mode)")
    func sharedSets() async throws {
        let workspace = try StudioWorkspace(root: Self.fixtures.appendingPathComponent("studio-tokens-studio"))
        let documents = Dictionary(uniqueKeysWithValues: await workspace.spaceView().documents.map { ($0.file, $0) })
        #expect(documents["sets/core.json"]?.appliesWhen == "every Mode")
        #expect(documents["sets/semantic/dark.json"]?.appliesWhen == "Mode = Dark")
        #expect(documents["sets/brand/acme.json"]?.appliesWhen == "Brand = Acme")
        #expect(documents["sets/core.json"]?.layers == ["Mode=Light", "Mode=Dark"])
        #expect(documents["livery.json"]?.appliesWhen == "reads the others")
    }

    @Test(
        "foregrounds are paired with backgrounds named alike",
        arguments: [
            (
                ["md.sys.color.on-surface", "md.sys.color.surface", "md.sys.color.primary", "md.sys.color.on-primary"],
                ["md.sys.color.on-primary|md.sys.color.primary", "md.sys.color.on-surface|md.sys.color.surface"]
            ),
            (["button.text.color", "button.bg.color", "text.primary.color"], ["button.text.color|button.bg.color"]),
            (["card.fg", "card.bg", "text.inverse", "background"], ["card.fg|card.bg"]),
            (["color.onPrimary", "color.main"], [String]()),
        ])
    func namePairs(paths: [String], expected: [String]) {
        #expect(StudioModel.namePairs(paths).map { "\($0.0)|\($0.1)" }.sorted() == expected.sorted())
    }

    @Test(
        "each real set has contrast pairs (it had none)",
        arguments: ["studio-tokens-studio", "studio-dknight", "studio-dtcg-single"])
    func realSetPairs(fixture: String) async throws {
        let workspace = try StudioWorkspace(root: Self.fixtures.appendingPathComponent(fixture))
        let view = await workspace.spaceView()
        let first = try #require(view.selections.first?.id)
        let contrast = try await workspace.contrastView(first)
        #expect(contrast.pairs.count >= 3, "\(contrast.pairs.map { "\($0.foreground) on \($0.background)" })")
        #expect(contrast.pairs.contains { $0.reason == "role" })
    }

    @Test("the example pairs no inverse or disabled text with the screen's background (they failed, meaninglessly)")
    func examplePairs() async throws {
        let workspace = try StudioWorkspace(root: repositoryRoot.appendingPathComponent("Examples/Themes"))
        let contrast = try await workspace.contrastView("appearance=light;contrast=normal;theme=default")
        #expect(!contrast.pairs.contains { $0.foreground == "color.text.inverse" && $0.background == "color.background.primary" })
        #expect(contrast.pairs.contains { $0.foreground == "color.text.primary" && $0.background == "color.background.primary" })
    }

    @Test("'fix all' writes every string value the older DTCG draft used as a 2025.10 object, in one undoable step")
    func fixAll() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-dknight"))
        defer { studio.remove() }
        let lint = try await studio.send(.GET, "/api/lint").json
        let before = (lint["diagnostics"] as? [[String: Any]])?.filter { $0["rule"] as? String == "dtcg-string-value" }.count ?? 0
        #expect(before == 27)
        #expect((lint["fixable"] as? [String: String])?["dtcg-string-value"] != nil)
        let fixed = try await studio.send(.POST, "/api/fix", json: ##"{"rule": "dtcg-string-value"}"##)
        #expect(fixed.status == 200, "\(fixed.json)")
        #expect(fixed.json["fixed"] as? Int == 27)
        let after = try await studio.send(.GET, "/api/lint").json
        #expect((after["diagnostics"] as? [[String: Any]])?.contains { $0["rule"] as? String == "dtcg-string-value" } == false)
        // The values are the same colours.
        let resolved = try await studio.send(.GET, "/api/resolved?selection=theme=night").json
        let bg = (resolved["tokens"] as? [String: [String: Any]])?["BG"]?["color"] as? [String: Any]
        #expect(bg?["hex"] as? String == "#1c1c1eff")
        _ = try await studio.send(.POST, "/api/undo", json: "{}")
        #expect(await studio.workspace.dirtyFiles.isEmpty)
        #expect(try await studio.send(.POST, "/api/fix", json: ##"{"rule": "no-such-rule"}"##).status == 400)
    }

    @Test(
        "string values become DTCG objects",
        arguments: [
            (
                "#ff000080", TokenType.color,
                ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.502, "hex": "#ff0000"}"##
            ),
            ("16", TokenType.dimension, ##"{"value": 16, "unit": "px"}"##),
            ("1.5rem", TokenType.dimension, ##"{"value": 1.5, "unit": "rem"}"##),
        ])
    func dtcgObjects(text: String, type: TokenType, expected: String) throws {
        let node = try #require(StudioWorkspace.dtcgObject(for: SourceNode(.string(text), at: .inline), type: type))
        #expect(DocumentText.json(node) == expected)
    }
}
