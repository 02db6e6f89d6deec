import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// The mock screen tells the truth: roles guessed from the names real sets use, derived where
/// nothing names them, and the mapping saved where it takes effect.
@Suite("Studio preview roles")
struct StudioPreviewTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    @Test(
        "token paths of common schemes are read as words",
        arguments: [
            ("button.bg.color", ["button", "background"]),
            ("text.primary.color", ["text", "primary"]),
            ("bg.default.color", ["background"]),
            ("md.sys.color.on-surface", ["on", "surface"]),
            ("secondarySystemBackground", ["secondary", "background"]),
            ("BUTTON_TEXT", ["button", "text"]),
            ("color.onSurfaceVariant", ["on", "surface", "variant"]),
            ("tintColor", ["tint"]),
        ])
    func words(path: String, expected: [String]) {
        #expect(StudioModel.words(path) == expected)
    }

    /// `role → token` the guesser picks among `paths` (all colours unless named in `types`).
    static func guesses(_ paths: [String], types: [String: TokenType] = [:]) -> [String: StudioModel.RoleInfo] {
        var all: [String: TokenType] = [:]
        for path in paths { all[path] = types[path] ?? .color }
        return Dictionary(uniqueKeysWithValues: StudioModel.roleMapping(declared: [:], types: all).map { ($0.role, $0) })
    }

    @Test(
        "roles are guessed from the names of each common scheme",
        arguments: [
            // Tokens Studio
            (
                "screen.background", ["bg.default.color", "bg.subtle.color", "button.bg.color", "text.primary.color"],
                "bg.default.color"
            ),
            (
                "text.primary", ["bg.default.color", "text.primary.color", "text.secondary.color", "button.text.color"],
                "text.primary.color"
            ),
            ("button.background", ["button.bg.color", "bg.default.color", "brand.primary"], "button.bg.color"),
            ("accent", ["brand.primary", "text.primary.color", "color.blue.500"], "brand.primary"),
            ("list.background", ["bg.default.color", "bg.subtle.color"], "bg.subtle.color"),
            ("button.title", ["button.text.color", "text.primary.color"], "button.text.color"),
            // Material
            (
                "text.primary", ["md.sys.color.surface", "md.sys.color.on-surface", "md.sys.color.primary"],
                "md.sys.color.on-surface"
            ),
            ("accent", ["md.sys.color.on-primary", "md.sys.color.primary"], "md.sys.color.primary"),
            ("screen.background", ["md.sys.color.on-surface", "md.sys.color.surface"], "md.sys.color.surface"),
            (
                "text.secondary", ["md.sys.color.on-surface-variant", "md.sys.color.on-surface"],
                "md.sys.color.on-surface-variant"
            ),
            // Material's dividers are outline-variant; outline is for text fields.
            ("list.separator", ["md.sys.color.outline-variant", "md.sys.color.outline"], "md.sys.color.outline-variant"),
            ("textField.border", ["md.sys.color.outline-variant", "md.sys.color.outline"], "md.sys.color.outline"),
            // Apple's semantic names
            ("screen.background", ["systemBackground", "secondarySystemBackground", "label"], "systemBackground"),
            ("list.background", ["systemBackground", "secondarySystemBackground"], "secondarySystemBackground"),
            ("text.secondary", ["label", "secondaryLabel"], "secondaryLabel"),
            ("text.primary", ["label", "secondaryLabel"], "label"),
            ("accent", ["tintColor", "label"], "tintColor"),
            // Short forms
            ("screen.background", ["bg", "fg", "surface"], "bg"),
            ("text.primary", ["bg", "fg"], "fg"),
            ("text.primary", ["surface", "onSurface"], "onSurface"),
            ("accent", ["primary", "onPrimary"], "primary"),
            // DKNightVersion keys
            ("screen.background", ["BG", "SEP", "TINT", "TEXT"], "BG"),
            ("list.separator", ["BG", "SEP"], "SEP"),
            ("accent", ["TINT", "TEXT"], "TINT"),
            ("accent", ["MAIN", "TEXT", "BACKGROUND"], "MAIN"),
            ("text.primary", ["TEXT", "SUBTEXT"], "TEXT"),
            ("text.secondary", ["TEXT", "SUBTEXT"], "SUBTEXT"),
            ("navigationBar.background", ["BAR", "BG"], "BAR"),
            ("button.highlightedBackground", ["HIGHLIGHTED", "MAIN"], "HIGHLIGHTED"),
            ("button.title", ["BUTTON_TEXT", "TEXT"], "BUTTON_TEXT"),
        ])
    func guessing(role: String, paths: [String], expected: String) {
        let found = Self.guesses(paths)[role]
        #expect(found?.token == expected, "\(role) among \(paths)")
        #expect(found?.source == "guessed")
    }

    @Test("pressed, selected and disabled buttons are derived from a mapped accent")
    func derived() throws {
        let roles = Self.guesses(["brand.primary", "bg.default.color", "text.primary.color"])
        #expect(roles["accent"]?.token == "brand.primary")
        // A plain button is the accent itself (UIKit's tint), named directly.
        #expect(roles["button.background"]?.token == "brand.primary")
        #expect(roles["button.background"]?.source == "guessed")
        let pressed = try #require(roles["button.highlightedBackground"])
        #expect(pressed.source == "derived" && pressed.derivedFrom == "button.background" && pressed.derivation == "pressed")
        #expect(roles["button.selectedBackground"]?.derivation == "selected")
        #expect(roles["button.disabledBackground"]?.derivation == "disabled")
        // Nothing to derive from: none.
        #expect(Self.guesses(["color.blue.500"])["button.highlightedBackground"]?.source == "none")
    }

    /// Roles mapped (declared or guessed) in a copy of a fixture.
    static func mappedCount(_ folder: URL) async throws -> (mapped: Int, derived: Int, roles: [String: String]) {
        let workspace = try StudioWorkspace(root: folder)
        let view = await workspace.spaceView()
        let mapped = view.roles.filter { $0.token != nil }
        return (
            mapped.count, view.roles.filter { $0.source == "derived" }.count,
            Dictionary(uniqueKeysWithValues: mapped.compactMap { info in info.token.map { (info.role, $0) } })
        )
    }

    @Test(
        "real-set fixtures map most roles (they mapped 0, 0 and 1 of 25)",
        arguments: [
            ("studio-tokens-studio", 10), ("studio-dknight", 10), ("studio-dtcg-single", 8),
        ])
    func realSets(fixture: String, atLeast: Int) async throws {
        let counts = try await Self.mappedCount(Self.fixtures.appendingPathComponent(fixture))
        #expect(counts.mapped >= atLeast, "\(fixture): \(counts.roles)")
        #expect(counts.mapped + counts.derived >= 20, "\(fixture): \(counts.mapped) mapped, \(counts.derived) derived")
        #expect(counts.roles["screen.background"] != nil)
        #expect(counts.roles["text.primary"] != nil)
        #expect(counts.roles["accent"] != nil)
    }

    @Test("the example still maps every role")
    func example() async throws {
        let counts = try await Self.mappedCount(repositoryRoot.appendingPathComponent("Examples/Themes"))
        #expect(counts.mapped == 25)
    }

    @Test("in an imported set (a resolver document), an applied mapping takes effect and is saved in livery.json")
    func resolverRoles() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-tokens-studio"))
        defer { studio.remove() }
        let put = try await studio.send(
            .PUT, "/api/roles", json: ##"{"roles": {"screen.background": "bg.subtle.color", "accent": "button.bg.color"}}"##)
        #expect(put.status == 200, "\(put.json)")
        let roles = try #require(try await studio.send(.GET, "/api/space").json["roles"] as? [[String: Any]])
        let screen = try #require(roles.first { $0["role"] as? String == "screen.background" })
        #expect(screen["token"] as? String == "bg.subtle.color")
        #expect(screen["source"] as? String == "declared")
        #expect(roles.first { $0["role"] as? String == "accent" }?["token"] as? String == "button.bg.color")
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        #expect(try studio.text(of: "livery.json").contains(##""com.livery.studio""##))
        // The resolver still reads, and a fresh start sees the mapping.
        let fresh = try StudioWorkspace(root: studio.folder)
        #expect(await fresh.declaredRoles()["screen.background"] == "bg.subtle.color")
        #expect(await fresh.loaded().space?.modifiers.count == 2)
    }

    @Test(
        "a mapping naming unknown tokens, unknown roles or the wrong type is refused and not kept",
        arguments: [
            ##"{"roles": {"screen.background": "no.such.token"}}"##,
            ##"{"roles": {"not.a.role": "color.background.primary"}}"##,
            ##"{"roles": {"screen.background": "radius.button"}}"##,
        ])
    func unknownRefused(body: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.PUT, "/api/roles", json: body)
        #expect(answer.status == 422)
        #expect(answer.json.errorMessage.contains("not saved"))
        #expect(await studio.workspace.dirtyFiles.isEmpty)
    }
}
