import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// Edits keep what the file had: its colour form and space, alpha, and the declaration to fix.
@Suite("Studio editing without data loss")
struct StudioEditingTests {
    static let single = repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-dtcg-single")

    @Test(
        "a colour typed into a DTCG object keeps the object's space and says the new alpha",
        arguments: [
            // (token, typed, expected $value)
            (
                "color.main", "#ff0000",
                ##"{"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386]}"##
            ),
            (
                "color.main", "#ff000040",
                ##"{"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386], "alpha": 0.251}"##
            ),
            (
                "color.overlay", "#00000080",
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.502, "hex": "#000000"}"##
            ),
            (
                "color.overlay", "color(display-p3 1 0 0 / 0.25)",
                ##"{"colorSpace": "srgb", "components": [1.0931, -0.2267, -0.1501], "alpha": 0.25, "hex": "#ff0000"}"##
            ),
        ])
    func objectForm(token: String, typed: String, expected: String) async throws {
        let studio = try StudioHarness(copying: Self.single)
        defer { studio.remove() }
        let body = try JSONSerialization.data(withJSONObject: ["file": "tokens.json", "path": token, "value": typed])
        let answer = try await studio.send(.POST, "/api/edit", body: body)
        #expect(answer.status == 200, "\(answer.json)")
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let text = try studio.text(of: "tokens.json")
        let name = String(token.split(separator: ".").last ?? "")
        #expect(text.contains(##""\##(name)": { "$value": \##(expected) }"##), "\(text)")
    }

    @Test(
        "a DTCG object given where the file has a string is written as a string of the same kind",
        arguments: [
            ("#336699", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}"##, "#ff000080"),
            ("#336699", ##"{"colorSpace": "srgb", "components": [0, 0, 1]}"##, "#0000ff"),
            (
                "color(display-p3 0.2 0.4 0.6)", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.25}"##,
                "color(display-p3 0.9175 0.2003 0.1386 / 0.25)"
            ),
        ])
    func stringForm(old: String, given: String, expected: String) throws {
        let oldNode = SourceNode(.string(old), at: .inline)
        let newNode = SourceNode(rawText: given, file: "<edit>")
        let kept = DocumentText.keepingColorForm(newNode, replacing: oldNode)
        #expect(kept.string == expected)
    }

    @Test("P3 and sRGB conversions round-trip, and out-of-gamut P3 is seen")
    func conversions() throws {
        let red = try #require(StudioColorSpaces.convert([1, 0, 0], from: .sRGB, to: .displayP3))
        let back = try #require(StudioColorSpaces.convert(red, from: .displayP3, to: .sRGB))
        for (a, b) in zip(back, [1.0, 0, 0]) { #expect(abs(a - b) < 1e-9) }
        #expect(StudioColorSpaces.isOutsideSRGB([1, 0, 0], .displayP3))
        #expect(!StudioColorSpaces.isOutsideSRGB(red, .displayP3))
        #expect(StudioColorSpaces.convert([1, 0, 0], from: .oklch, to: .sRGB) == nil)
    }

    @Test("a failing declaration is named in the token's detail, so the editor writes to it")
    func failingDeclarationNamed() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        #expect(
            try await studio.send(
                .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.text.tertiary", "value": "{nope.missing}"}"##
            ).status == 200)
        let detail = try await studio.send(.GET, "/api/token?path=color.text.tertiary").json
        let selections = try #require(detail["selections"] as? [String: [String: Any]])
        let light = try #require(selections["appearance=light;contrast=normal;theme=default"])
        #expect(light["error"] != nil)
        #expect(light["file"] as? String == "base.json")
        #expect((light["line"] as? Int ?? 0) > 0)
    }
}

/// A disk change while the page has edits: shown token by token, and merged when it can be.
@Suite("Studio conflicts")
struct StudioConflictTests {
    /// base.json with `accent`'s value replaced on disk (the page edits another token).
    static func changeOnDisk(_ studio: StudioHarness, from old: String, to new: String) throws {
        let text = try studio.text(of: "ocean.json")
        #expect(text.contains(old))
        try studio.write(text.replacingOccurrences(of: old, with: new), to: "ocean.json")
    }

    /// The page sets ocean.json's `color.accent` to `#ff0000`.
    static func editAccent(_ studio: StudioHarness) async throws {
        #expect(
            try await studio.send(
                .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##
            ).status == 200)
    }

    /// A colour token of ocean.json other than the one the page edits, and its value as written
    /// in `text` (quoted when it is a string).
    static func otherColor(_ studio: StudioHarness, in text: String) async throws -> (token: TokenDeclaration, written: String) {
        let document = try TokenDocument(data: Data(text.utf8), url: studio.folder.appendingPathComponent("ocean.json"))
        let other = try #require(document.tokens.first { $0.path != "color.accent" && $0.type == .color })
        let raw = await studio.workspace.rawText(of: other)
        return (other, other.value.string != nil ? "\"\(raw)\"" : raw)
    }

    @Test("edits to different tokens are merged: the disk's change and the page's both survive 'keep mine'")
    func mergeDifferentTokens() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let original = try studio.text(of: "ocean.json")
        try await Self.editAccent(studio)
        // On disk, another token of the same file.
        let (other, quoted) = try await Self.otherColor(studio, in: original)
        try Self.changeOnDisk(studio, from: quoted, to: "\"#00ff00\"")
        _ = await studio.workspace.synchronize()
        #expect(await studio.workspace.conflictFiles == ["ocean.json"])
        let view = try await studio.send(.GET, "/api/conflict?file=ocean.json").json
        let disk = try #require(view["disk"] as? [[String: Any]])
        #expect(disk.map { $0["path"] as? String } == [other.path])
        #expect(disk.first?["disk"] as? String == "\"#00ff00\"")
        #expect((view["page"] as? [[String: Any]])?.map { $0["path"] as? String } == ["color.accent"])
        #expect(view["mergeable"] as? Bool == true)
        #expect(try await studio.send(.POST, "/api/merge", json: ##"{"file": "ocean.json"}"##).status == 200)
        #expect(await studio.workspace.conflictFiles.isEmpty)
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        let saved = try studio.text(of: "ocean.json")
        #expect(saved.contains("#ff0000"))
        #expect(saved.contains("#00ff00"))
    }

    @Test("the same token changed on both sides is listed; the merge keeps the page's value")
    func sameToken() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let original = try studio.text(of: "ocean.json")
        let document = try TokenDocument(data: Data(original.utf8), url: studio.folder.appendingPathComponent("ocean.json"))
        let accent = try #require(document.tokens.first { $0.path == "color.accent" })
        let raw = await studio.workspace.rawText(of: accent)
        try await Self.editAccent(studio)
        try Self.changeOnDisk(studio, from: accent.value.string != nil ? "\"\(raw)\"" : raw, to: "\"#0000ff\"")
        _ = await studio.workspace.synchronize()
        let view = try await studio.send(.GET, "/api/conflict?file=ocean.json").json
        #expect(view["both"] as? [String] == ["color.accent"])
        #expect(view["mergeable"] as? Bool == false)
        #expect(try await studio.send(.POST, "/api/merge", json: ##"{"file": "ocean.json"}"##).status == 200)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let saved = try studio.text(of: "ocean.json")
        #expect(saved.contains("#ff0000") && !saved.contains("#0000ff"))
    }

    @Test("a file deleted on disk cannot be merged; the conflict says so")
    func deletedOnDisk() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        try await Self.editAccent(studio)
        try FileManager.default.removeItem(at: studio.folder.appendingPathComponent("ocean.json"))
        _ = await studio.workspace.synchronize()
        let view = try await studio.send(.GET, "/api/conflict?file=ocean.json").json
        #expect(view["deletedOnDisk"] as? Bool == true)
        #expect(try await studio.send(.POST, "/api/merge", json: ##"{"file": "ocean.json"}"##).status == 409)
    }

    @Test("the watcher takes in a file caught mid-write only once it stops changing; the merge keeps both sides")
    func settlesBeforeTakingIn() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let original = try studio.text(of: "ocean.json")
        try await Self.editAccent(studio)
        // Another program truncates the file, and the watcher looks before it writes.
        try studio.write("", to: "ocean.json")
        #expect(await studio.workspace.synchronize(settle: true).isEmpty)
        let (_, quoted) = try await Self.otherColor(studio, in: original)
        #expect(original.contains(quoted))
        try studio.write(original.replacingOccurrences(of: quoted, with: "\"#00ff00\""), to: "ocean.json")
        // Changed again since the last look: still waiting.
        #expect(await studio.workspace.synchronize(settle: true).isEmpty)
        #expect(await studio.workspace.conflictFiles.isEmpty)
        // The same as the last look: taken in, once, as the whole new text.
        #expect(await studio.workspace.synchronize(settle: true).conflicts == ["ocean.json"])
        #expect(await studio.workspace.synchronize(settle: true).isEmpty)
        #expect(try await studio.send(.POST, "/api/merge", json: ##"{"file": "ocean.json"}"##).status == 200)
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        let saved = try studio.text(of: "ocean.json")
        #expect(saved.contains("#ff0000") && saved.contains("#00ff00"))
        // A file gone is taken as gone only when the next look finds it gone too.
        try FileManager.default.removeItem(at: studio.folder.appendingPathComponent("sepia.json"))
        #expect(await studio.workspace.synchronize(settle: true).isEmpty)
        #expect(await studio.workspace.synchronize(settle: true).reloaded == ["sepia.json"])
    }

    @Test("a disk version that cannot be read is not merged: the page's edits are not replayed onto it")
    func unreadableOnDisk() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        try await Self.editAccent(studio)
        try studio.write("{\n  \"color\": {\n", to: "ocean.json")
        #expect(await studio.workspace.synchronize().conflicts == ["ocean.json"])
        let view = try await studio.send(.GET, "/api/conflict?file=ocean.json").json
        #expect(view["mergeable"] as? Bool == false)
        let merge = try await studio.send(.POST, "/api/merge", json: ##"{"file": "ocean.json"}"##)
        #expect(merge.status == 409)
        #expect(
            merge.json.errorMessage
                == "ocean.json on disk cannot be read as a token document: choose a version (keep mine or take disk)")
        #expect(await studio.workspace.conflictFiles == ["ocean.json"])
        #expect(try studio.text(of: "ocean.json") == "{\n  \"color\": {\n")
    }
}

/// New themes are real variants in every kind of set.
@Suite("Studio new themes")
struct StudioThemeTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    @Test("in an imported Tokens Studio set, a new brand is a context with a renamed copy of the brand's own set")
    func resolverTheme() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-tokens-studio"))
        defer { studio.remove() }
        #expect(try await studio.send(.GET, "/api/space").json["canAddTheme"] as? Bool == true)
        let answer = try await studio.send(
            .POST, "/api/themes", json: ##"{"name": "Nova", "copyFrom": "Zenith", "modifier": "Brand"}"##)
        #expect(answer.status == 200, "\(answer.json)")
        let space = try await studio.send(.GET, "/api/space").json
        let brand = (space["modifiers"] as? [[String: Any]])?.first { $0["name"] as? String == "Brand" }
        #expect(brand?["contexts"] as? [String] == ["Acme", "Zenith", "Nova"])
        let resolved = try await studio.send(.GET, "/api/resolved?selection=Brand=Nova;Mode=Light").json
        let tokens = try #require(resolved["tokens"] as? [String: [String: Any]])
        #expect((tokens["brand.primary"]?["color"] as? [String: Any])?["hex"] as? String == "#7c3aedff")
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        #expect(FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("sets/brand/nova.json").path))
        let resolver = try studio.text(of: "livery.json")
        #expect(resolver.contains(##""Nova": [{"$ref": "sets/brand/nova.json"}]"##))
        // The space reads from disk as it did in the page.
        let fresh = try ThemeSpace(contentsOf: studio.folder)
        #expect(fresh.modifier(named: "Brand")?.contexts == ["Acme", "Zenith", "Nova"])
        // Undo takes it all back.
        _ = try await studio.send(.POST, "/api/themes", json: ##"{"name": "Orbit", "copyFrom": "Acme", "modifier": "Brand"}"##)
        _ = try await studio.send(.POST, "/api/undo", json: "{}")
        #expect(await studio.workspace.dirtyFiles.isEmpty)
    }

    @Test("a new mode copies only the mode's own set; sets shared with other modes are referred to")
    func sharedSets() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-tokens-studio"))
        defer { studio.remove() }
        let answer = try await studio.send(
            .POST, "/api/themes", json: ##"{"name": "Dim", "copyFrom": "Dark", "modifier": "Mode"}"##)
        #expect(answer.status == 200, "\(answer.json)")
        let text = try #require(await studio.workspace.documents["livery.json"]?.text)
        let node = try text.root()
        let dim = try #require(node["modifiers"]?["Mode"]?["contexts"]?["Dim"])
        guard case .array(let items) = dim.value else { Issue.record("not an array"); return }
        #expect(items.compactMap { $0["$ref"]?.string } == ["sets/core.json", "sets/semantic/dim.json", "sets/components.json"])
    }

    @Test("in an imported DKNightVersion table, a new theme is a context of 'theme'")
    func dknight() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-dknight"))
        defer { studio.remove() }
        let answer = try await studio.send(.POST, "/api/themes", json: ##"{"name": "dusk", "copyFrom": "night"}"##)
        #expect(answer.status == 200, "\(answer.json)")
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(try studio.text(of: "themes/dusk.json") == (try studio.text(of: "themes/night.json")))
        #expect(try ThemeSpace(contentsOf: studio.folder).modifier(named: "theme")?.contexts.contains("dusk") == true)
    }

    @Test("in a single DTCG file's folder, a new theme is a sibling file read as a second theme")
    func singleFile() async throws {
        let studio = try StudioHarness(copying: Self.fixtures.appendingPathComponent("studio-dtcg-single"))
        defer { studio.remove() }
        let before = try await studio.send(.GET, "/api/space").json
        #expect((before["modifiers"] as? [[String: Any]])?.allSatisfy { $0["effective"] as? Bool == false } == true)
        #expect((before["selections"] as? [[String: Any]])?.count == 1)
        let answer = try await studio.send(.POST, "/api/themes", json: ##"{"name": "night", "copyFrom": "tokens"}"##)
        #expect(answer.status == 200, "\(answer.json)")
        let after = try await studio.send(.GET, "/api/space").json
        let theme = (after["modifiers"] as? [[String: Any]])?.first { $0["name"] as? String == "theme" }
        #expect(theme?["effective"] as? Bool == true)
        #expect((after["selections"] as? [[String: Any]])?.count == 2)
    }

    @Test(
        "identity is renamed as whole words in values that name the theme and in descriptions",
        arguments: [
            (
                ##"{"name": {"$value": "Ocean"}, "id": {"$value": "ocean"}, "x": {"$value": "{palette.ocean.500}"}, "$description": "Ocean and Oceanic"}"##,
                ##"{"name": {"$value": "Holiday"}, "id": {"$value": "holiday"}, "x": {"$value": "{palette.ocean.500}"}, "$description": "Holiday and Oceanic"}"##
            )
        ])
    func renaming(source: String, expected: String) throws {
        let text = DocumentText(data: Data(source.utf8), file: "/tmp/x.json")
        let renamed = try StudioWorkspace.renamingIdentity(text, from: "ocean", to: "holiday")
        #expect(String(decoding: renamed.data, as: UTF8.self) == expected)
    }
}
