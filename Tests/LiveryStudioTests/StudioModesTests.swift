import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// Issue 31: modes written in token paths are modes: a grid of them side by side, and an import
/// that makes them a modifier of a resolver document (previewed, then written as new files).
@Suite("Studio modes in paths")
struct StudioModesTests {
    static let tokenSets = StudioRealSetPreviewTests.tokenSets

    @Test(
        "modes in paths are found wherever they are written",
        arguments: [
            (
                [
                    "light.theme.bg.default", "dark.theme.bg.default", "light.theme.fg.default", "dark.theme.fg.default",
                    "global.x",
                ],
                "appearance", ["light", "dark"], ["theme.bg.default", "theme.fg.default"]
            ),
            (
                [
                    "color.text.light.primary", "color.text.dark.primary", "color.background.light.primary",
                    "color.background.dark.primary",
                ],
                "appearance", ["light", "dark"], ["color.background.primary", "color.text.primary"]
            ),
            (
                ["a.sets.light", "a.sets.dark", "a.sets.wireframe", "b.sets.light", "b.sets.dark", "c"],
                "appearance", ["light", "dark", "wireframe"], ["a", "b"]
            ),
            (
                ["space.compact.s", "space.regular.s", "space.compact.m", "space.regular.m"],
                "density", ["regular", "compact"], ["space.m", "space.s"]
            ),
        ] as [([String], String, [String], [String])])
    func grid(paths: [String], modifier: String, modes: [String], rows: [String]) throws {
        let grid = try #require(StudioModel.modeGrid(paths: paths))
        #expect(grid.modifier == modifier)
        #expect(grid.modes == modes)
        #expect(grid.rows.filter { $0.tokens.count >= 2 }.map(\.name).sorted() == rows)
    }

    @Test("a space with no modes in its paths has no grid", arguments: ["Examples/Themes", "Tests/Fixtures/studio-dtcg-single"])
    func none(folder: String) async throws {
        let workspace = try StudioWorkspace(root: repositoryRoot.appendingPathComponent(folder))
        #expect(await workspace.spaceView().modeGrid == nil)
    }

    @Test(
        "the shared path-mode sets show a grid",
        arguments: [
            ("tokens-studio-tailwind-example", 9, ["light", "dark"]),
            ("spectrum-color-aliases", 98, ["light", "dark", "wireframe"]),
        ])
    func sharedSets(set: String, rows: Int, modes: [String]) async throws {
        let workspace = try StudioWorkspace(root: Self.tokenSets.appendingPathComponent(set))
        let grid = try #require(await workspace.spaceView().modeGrid)
        #expect(grid.modes == modes)
        #expect(grid.rows.count == rows)
        #expect(grid.rows.allSatisfy { $0.tokens.count == modes.count })
    }

    @Test("the Tailwind example's modes become the appearance modifier, and every token resolves in both")
    func importTailwind() async throws {
        let studio = try StudioHarness(copying: Self.tokenSets.appendingPathComponent("tokens-studio-tailwind-example"))
        defer { studio.remove() }
        let before = try studio.text(of: "tokens.json")
        // The preview writes nothing.
        let preview = try await studio.send(.POST, "/api/modes/import", json: "{}")
        #expect(preview.status == 200, "\(preview.json)")
        let files = (preview.json["files"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files == ["livery.json", "tokens/base.json", "tokens/light.json", "tokens/dark.json"])
        #expect(!FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("livery.json").path))
        // Writing: new files only; the set's own file is left as it was.
        let write = try await studio.send(.POST, "/api/modes/import", json: ##"{"write": true}"##)
        #expect(write.status == 200, "\(write.json)")
        #expect(try studio.text(of: "tokens.json") == before)
        let space = await studio.workspace.spaceView()
        #expect(space.modifiers.map(\.name) == ["appearance"])
        #expect(space.modifiers.first?.contexts == ["light", "dark"])
        #expect(space.modeGrid == nil)
        for (mode, background) in [("light", "#FFFFFFFF"), ("dark", "#171717FF")] {
            let resolved = try await studio.workspace.resolvedView("appearance=\(mode)")
            #expect(resolved.errors.isEmpty, "\(mode): \(resolved.errors.prefix(3).map(\.message))")
            #expect(resolved.tokens["theme.bg.default"]?.color?.hex.uppercased() == background)
            #expect(resolved.preview["screen.background"]?.source == "token")
        }
        // Guessing now maps the de-moded tokens.
        #expect(space.roles.first { $0.role == "text.primary" }?.token == "theme.fg.default")
        // Again: refused, nothing written.
        let again = try await studio.send(.POST, "/api/modes/import", json: ##"{"write": true}"##)
        #expect(again.status == 409 || again.status == 422, "\(again.json)")
    }

    @Test("Spectrum's `sets` become three contexts; each token keeps its name")
    func importSpectrum() async throws {
        let studio = try StudioHarness(copying: Self.tokenSets.appendingPathComponent("spectrum-color-aliases"))
        defer { studio.remove() }
        let write = try await studio.send(.POST, "/api/modes/import", json: ##"{"write": true}"##)
        #expect(write.status == 200, "\(write.json)")
        let space = await studio.workspace.spaceView()
        #expect(space.modifiers.first?.contexts == ["light", "dark", "wireframe"])
        let paths = Set(space.tokens.map(\.path))
        #expect(paths.contains("accent-background-color-default"))
        #expect(paths.contains("background-base-color"))
        #expect(!paths.contains { $0.contains(".sets.") })
        let light = try studio.text(of: "color-aliases/light.json")
        #expect(light.contains(##""accent-background-color-default""##))
        #expect(!light.contains(##""sets""##))
    }

    @Test("a space with no modes in its paths refuses the import")
    func refused() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.POST, "/api/modes/import", json: ##"{"write": true}"##)
        #expect(answer.status == 422)
        #expect(answer.json.errorMessage.contains("no token path names a mode"))
    }

    @Test("Figma's variables export shows its collections' modes as selections side by side")
    func figma() async throws {
        let workspace = try StudioWorkspace(root: Self.tokenSets.appendingPathComponent("figma-variables-example"))
        let space = await workspace.spaceView()
        #expect(space.selections.count == 4, "\(space.selections.map(\.label))")
        #expect(space.modifiers.first { $0.name == "appearance" }?.contexts == ["light", "dark"])
        #expect(!space.selections.contains { $0.label.contains("Tokens — Completed.Dark") })
        let dark = try #require(space.selections.first { $0.contexts["appearance"] == "dark" })
        let resolved = try await workspace.resolvedView(dark.id)
        #expect(resolved.errors.isEmpty, "\(resolved.errors.prefix(3).map(\.message))")
        #expect(resolved.preview["text.primary"]?.source == "token")
    }
}
