import Foundation
import Livery
import LiveryTools
import Testing

@testable import LiveryStudio

/// Issue 31: on real sets written by other projects the preview shows the set and never hides
/// text, roles are guessed through modes in paths and semantic families, and a hand-made
/// mapping is kept beside a space that has no document of Livery's own.
@Suite("Studio preview on real token sets")
struct StudioRealSetPreviewTests {
    /// `../shared/fixtures/token-sets`: public sets kept byte for byte (their SOURCES.md).
    static let tokenSets = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/token-sets")

    static let allSets = [
        "designsystemet-template", "nve-designsystem", "tokens-studio-tailwind-example", "spectrum-color-aliases",
        "figma-variables-example",
    ]

    /// Every folder the preview is checked on: the shared sets, the example and the page's own
    /// real-set fixtures.
    static let allFolders: [URL] =
        allSets.map { tokenSets.appendingPathComponent($0) } + [
            repositoryRoot.appendingPathComponent("Examples/Themes"),
            repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-tokens-studio"),
            repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-dknight"),
            repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-dtcg-single"),
        ]

    /// The contrast of a preview text on its background as the page draws them (the screen over
    /// white, every other background over the screen).
    static func ratio(_ pair: (foreground: String, background: String), in preview: [String: StudioModel.PreviewColor]) -> Double?
    {
        func color(_ role: String) -> ThemeColor? {
            preview[role].flatMap { try? ThemeColor(parsing: $0.hex) }
        }
        let white = ThemeColor(red: 1, green: 1, blue: 1)
        guard let fg = color(pair.foreground), let screenColor = color("screen.background"),
            let back = color(pair.background)
        else { return nil }
        let screen = StudioModel.composite(screenColor, over: white)
        let background = pair.background == "screen.background" ? screen : StudioModel.composite(back, over: screen)
        return LiveryTools.Contrast.ratio(fg, on: background)
    }

    @Test("no preview text is drawn below 1.5:1 on its background, in any selection", arguments: allFolders)
    func noHiddenText(folder: URL) async throws {
        let workspace = try StudioWorkspace(root: folder)
        let space = await workspace.spaceView()
        #expect(!space.selections.isEmpty, "\(folder.lastPathComponent) has no selection")
        for selection in space.selections {
            let resolved = try await workspace.resolvedView(selection.id)
            for pair in StudioModel.previewTextPairs {
                let ratio = try #require(Self.ratio(pair, in: resolved.preview), "\(pair) has no colour")
                #expect(
                    ratio >= 1.5,
                    "\(folder.lastPathComponent) \(selection.label): \(pair.foreground) on \(pair.background) is \(ratio):1 (\(resolved.preview[pair.foreground]?.note ?? ""))"
                )
            }
            // Every colour says where it comes from.
            for (role, color) in resolved.preview {
                #expect(!color.note.isEmpty && ["token", "derived", "partner", "default"].contains(color.source), "\(role)")
            }
        }
        // The mapping list explains every role's source.
        for role in space.roles {
            #expect(!role.reason.isEmpty, "\(folder.lastPathComponent): \(role.role) has no reason")
        }
    }

    @Test(
        "roles are guessed on real sets, semantic and in the default mode",
        arguments: [
            (
                "designsystemet-template", 15,
                [
                    "screen.background": "color.neutral.background-default", "text.primary": "color.neutral.text-default",
                    "text.secondary": "color.neutral.text-subtle", "accent": "color.primary.base-default",
                    "list.separator": "color.neutral.border-default", "button.title": "color.primary.base-contrast-default",
                ]
            ),
            (
                "nve-designsystem", 15,
                [
                    "screen.background": "Neutrals.Background.Primary", "text.primary": "Neutrals.Foreground.Primary",
                    "text.secondary": "Neutrals.Foreground.Subtle", "accent": "Brand.Primary",
                    "button.background": "Interactive.Primary.Background.Default",
                    "button.title": "Interactive.Primary.Foreground.Default",
                    "button.disabledTitle": "Interactive.Primary.Foreground.Disabled",
                ]
            ),
            (
                "tokens-studio-tailwind-example", 8,
                [
                    "screen.background": "light.theme.bg.default", "list.background": "light.theme.bg.subtle",
                    "text.primary": "light.theme.fg.default", "text.secondary": "light.theme.fg.muted",
                    "accent": "light.theme.accent.default", "button.title": "light.theme.fg.onAccent",
                ]
            ),
            (
                "spectrum-color-aliases", 8,
                [
                    "screen.background": "background-base-color", "text.primary": "neutral-content-color-default",
                    "text.secondary": "neutral-subdued-content-color-default",
                    "accent": "accent-background-color-default.sets.light",
                    "button.disabledBackground": "disabled-background-color",
                ]
            ),
        ] as [(String, Int, [String: String])])
    func realSetRoles(set: String, atLeast: Int, expected: [String: String]) async throws {
        let workspace = try StudioWorkspace(root: Self.tokenSets.appendingPathComponent(set))
        let roles = await workspace.spaceView().roles
        let mapped = roles.filter { $0.token != nil }
        #expect(mapped.count >= atLeast, "\(set): \(mapped.count) of 25: \(mapped.map { "\($0.role)=\($0.token ?? "")" })")
        for (role, token) in expected {
            #expect(roles.first { $0.role == role }?.token == token, "\(set): \(role)")
        }
        for role in mapped {
            let read = StudioModel.GuessPath(role.token ?? "")
            #expect(read.inDefaultMode, "\(set): \(role.role) is mapped to \(role.token ?? "") of another mode")
            #expect(!read.primitive, "\(set): \(role.role) is mapped to the primitive \(role.token ?? "")")
        }
    }

    @Test("modes written in paths: the light token, never the dark one (it mapped text.primary to the dark accent)")
    func pathModes() {
        let roles = StudioPreviewTests.guesses([
            "color.accent.dark.foreground", "color.accent.light.foreground", "color.text.light.primary",
            "color.text.dark.primary", "color.background.light.primary", "color.background.dark.primary",
            "color.icon.dark.primary", "color.text.on-dark.primary", "color.border.high-contrast.default",
        ])
        #expect(roles["text.primary"]?.token == "color.text.light.primary")
        #expect(roles["text.primary"]?.mode == "light")
        #expect(roles["screen.background"]?.token == "color.background.light.primary")
        #expect(roles["list.separator"]?.token == nil, "a high-contrast border is not the default mode's")
        #expect(roles["text.primary"]?.reason.contains("light mode") == true)
    }

    @Test(
        "semantic tokens before primitives, and families read as one",
        arguments: [
            ("screen.background", ["global.colors.white", "theme.bg.default"], "theme.bg.default"),
            ("accent", ["color.blue.500", "brand.main"], "brand.main"),
            ("text.primary", ["color.grey.900", "content.primary"], "content.primary"),
            ("text.primary", ["palette.gray.text", "theme.foreground"], "theme.foreground"),
            ("list.separator", ["color.gray.200", "ui.divider"], "ui.divider"),
            ("screen.background", ["color.primary.background", "color.neutral.background"], "color.neutral.background"),
            // a primitive only when nothing semantic fits
            ("accent", ["color.blue.500", "color.brand"], "color.brand"),
        ])
    func semanticFirst(role: String, paths: [String], expected: String) {
        #expect(StudioPreviewTests.guesses(paths)[role]?.token == expected, "\(role) among \(paths)")
    }

    @Test("white text from the set on iOS's white list gets a partner background, and says so")
    func partner() {
        let roles = StudioPreviewTests.guesses(["text.primary"]).values.sorted { $0.role < $1.role }
        let white = ThemeColor(red: 1, green: 1, blue: 1)
        let preview = StudioModel.preview(roles: roles) { $0 == "text.primary" ? white : nil }
        #expect(preview["text.primary"]?.source == "token")
        #expect(preview["list.background"]?.source == "partner")
        #expect(preview["list.background"]?.note.contains("text.primary") == true)
        let ratio = Self.ratio(("text.primary", "list.background"), in: preview) ?? 0
        #expect(ratio >= 3, "\(ratio)")
        // Nothing mapped: iOS's own pairs, untouched.
        let none = StudioModel.preview(roles: StudioPreviewTests.guesses([]).map(\.value)) { _ in nil }
        #expect(none.values.allSatisfy { $0.source == "default" })
    }

    @Test("a hand-made mapping in a set with no document of Livery's own is kept in .livery/studio.json")
    func mappingBesideTheSpace() async throws {
        let studio = try StudioHarness(copying: Self.tokenSets.appendingPathComponent("tokens-studio-tailwind-example"))
        defer { studio.remove() }
        let before = try studio.text(of: "tokens.json")
        let put = try await studio.send(.PUT, "/api/roles", json: ##"{"roles": {"list.background": "light.theme.bg.muted"}}"##)
        #expect(put.status == 200, "\(put.json)")
        #expect(try studio.text(of: "tokens.json") == before, "the set's own file is not changed")
        let saved = try studio.text(of: ".livery/studio.json")
        #expect(saved.contains(##""list.background" : "light.theme.bg.muted""##), "\(saved)")
        let roles = try #require(try await studio.send(.GET, "/api/space").json["roles"] as? [[String: Any]])
        let list = try #require(roles.first { $0["role"] as? String == "list.background" })
        #expect(list["token"] as? String == "light.theme.bg.muted")
        #expect(list["source"] as? String == "declared")
        #expect((list["reason"] as? String)?.contains(".livery/studio.json") == true)
        // The next person sees the same preview; the hidden folder is not read as tokens.
        let fresh = try StudioWorkspace(root: studio.folder)
        #expect(await fresh.declaredRoles()["list.background"] == "light.theme.bg.muted")
        #expect(await fresh.spaceView().documents.allSatisfy { !$0.file.hasPrefix(".livery") })
    }
}
