import FlyingFox
import Foundation
import Testing

@testable import LiveryStudio

/// Every API endpoint through the router, without a socket.
@Suite("Studio router")
struct StudioRouterTests {
    // MARK: Refusals

    @Test("the page is served without the secret; the API is not")
    func secretRequired() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let page = try await studio.send(.GET, "/", token: nil)
        #expect(page.status == 200)
        #expect(String(decoding: page.data, as: UTF8.self).contains("<html"))
        let missing = try await studio.send(.GET, "/api/space", token: nil)
        #expect(missing.status == 403)
        #expect(missing.json.errorMessage.contains("token"))
        let wrong = try await studio.send(.GET, "/api/space", token: "test-secreT")
        #expect(wrong.status == 403)
        let query = try await studio.send(.GET, "/api/space", token: nil, headers: ["token-query": StudioHarness.secret])
        #expect(query.status == 200)
        let write = try await studio.send(.POST, "/api/save", json: "{}", token: nil)
        #expect(write.status == 403)
    }

    @Test(
        "requests naming another Host or Origin are refused (DNS rebinding)",
        arguments: [
            ["Host": "evil.example:8080"], ["Host": "127.0.0.1:9999"], ["Host": "127.0.0.1.evil.example:8080"],
            ["Origin": "http://evil.example"], ["Origin": "http://127.0.0.1:9999"], ["Origin": "null"],
            ["Origin": "https://127.0.0.1:8080"],
        ])
    func hostAndOrigin(headers: [String: String]) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        for target in ["/", "/api/space"] {
            let answer = try await studio.send(.GET, target, headers: headers)
            #expect(answer.status == 403, "\(headers) on \(target)")
        }
    }

    @Test(
        "the served origin and localhost are accepted",
        arguments: [
            ["Origin": "http://127.0.0.1:8080"], ["Origin": "http://localhost:8080"], ["Host": "localhost:8080"],
        ])
    func servedOrigin(headers: [String: String]) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        #expect(try await studio.send(.GET, "/api/space", headers: headers).status == 200)
    }

    @Test(
        "files outside the folder, and files that are not images, are refused",
        arguments: [
            "../base.json", "/etc/passwd", "images/../../x.png", "images/./paper-texture.png", "base.json", "~/x.png",
            "outside/secret.png",
        ])
    func fileRefusals(path: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        // A link that leads out of the folder.
        let outside = studio.folder.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data([0x89, 0x50]).write(to: outside.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            at: studio.folder.appendingPathComponent("outside"), withDestinationURL: outside)
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
        let answer = try await studio.send(.GET, "/api/file?path=\(encoded)")
        #expect(answer.status == 403, "\(path)")
    }

    @Test("an image inside the folder is served")
    func imageServed() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.GET, "/api/file?path=images/paper-texture.png")
        #expect(answer.status == 200)
        #expect(answer.data == (try Data(contentsOf: studio.folder.appendingPathComponent("images/paper-texture.png"))))
    }

    @Test(
        "writes go only to theme documents of the space",
        arguments: [
            "images/paper-texture.png", "../base.json", "/tmp/x.json", "README.md", "new.json",
        ])
    func writeRefusals(file: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "\##(file)", "path": "color.accent", "value": "#ff0000"}"##)
        #expect([403, 404].contains(answer.status), "\(file): \(answer.status)")
        let save = try await studio.send(.POST, "/api/save", json: "{}")
        #expect((save.json["written"] as? [String]) == [])
    }

    @Test("request bodies over the limit are refused")
    func bodyLimit() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let big = Data(repeating: 0x20, count: StudioRouter.maximumBodySize + 1)
        let answer = try await studio.send(.POST, "/api/edit", body: big)
        #expect(answer.status == 413)
    }

    @Test("malformed bodies, unknown routes and wrong methods say what was expected")
    func malformedRequests() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let malformed = try await studio.send(.POST, "/api/edit", json: ##"{"file": "base.json"}"##)
        #expect(malformed.status == 400)
        #expect(malformed.json.errorMessage.contains("missing \"path\""))
        #expect(try await studio.send(.GET, "/api/nothing").status == 404)
        #expect(try await studio.send(.GET, "/api/edit").status == 405)
        #expect(try await studio.send(.GET, "/api/resolved").status == 400)
        #expect(try await studio.send(.GET, "/api/resolved?selection=theme=nope").status == 400)
        #expect(try await studio.send(.GET, "/../etc/passwd", token: nil).status == 404)
    }

    // MARK: Reading

    @Test("the space lists documents, selections, tokens and guessed roles")
    func space() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let space = try await studio.send(.GET, "/api/space").json
        let documents = try #require(space["documents"] as? [[String: Any]])
        #expect(documents.map { $0["file"] as? String }.contains("ocean.dark.json"))
        let selections = try #require(space["selections"] as? [[String: Any]])
        #expect(selections.count == 12)  // 3 themes × light/dark × normal/high
        #expect(selections.contains { $0["id"] as? String == "appearance=dark;contrast=normal;theme=ocean" })
        let tokens = try #require(space["tokens"] as? [[String: Any]])
        #expect(tokens.count == 128)  // Examples/Themes/README.md lists them
        let roles = try #require(space["roles"] as? [[String: Any]])
        let screen = try #require(roles.first { $0["role"] as? String == "screen.background" })
        #expect(screen["token"] as? String == "color.background.primary")
        #expect(screen["source"] as? String == "guessed")
        #expect(space["canAddTheme"] as? Bool == true)
        #expect(space["canPack"] as? Bool == false)
    }

    @Test("a resolved selection gives values, where they come from and the alias chain")
    func resolved() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.GET, "/api/resolved?selection=appearance=light;contrast=normal;theme=default")
        #expect(answer.status == 200)
        let tokens = try #require(answer.json["tokens"] as? [String: [String: Any]])
        let primary = try #require(tokens["color.text.primary"])
        #expect(primary["file"] as? String == "base.json")
        #expect(primary["line"] as? Int == 80)
        #expect(primary["chain"] as? [String] == ["palette.neutral.900"])
        #expect((primary["color"] as? [String: Any])?["hex"] as? String == "#1c1c1fff")
        let image = try #require(tokens["image.paper-texture"]?["image"] as? [String: Any])
        #expect(image["url"] as? String == "/api/file?path=images/paper-texture.png")
        #expect((tokens["typography.body"]?["font"] as? [String: Any])?["css"] as? String == ##"400 17px/1.4 "SF Pro Text""##)
    }

    @Test("a token's detail lists every declaration and each selection's origin")
    func tokenDetail() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let detail = try await studio.send(.GET, "/api/token?path=color.text.primary").json
        let declarations = try #require(detail["declarations"] as? [[String: Any]])
        #expect(declarations.first?["raw"] as? String == "{palette.neutral.900}")
        #expect(declarations.contains { $0["file"] as? String == "dark.json" })
        let selections = try #require(detail["selections"] as? [String: [String: Any]])
        let dark = try #require(selections["appearance=dark;contrast=normal;theme=default"])
        #expect(dark["file"] as? String != "base.json")
        let candidates = try #require(detail["aliasCandidates"] as? [String])
        #expect(candidates.contains("palette.neutral.900"))
        #expect(!candidates.contains("color.text.primary"))
        #expect(!candidates.contains("radius.md"))
        #expect(try await studio.send(.GET, "/api/token?path=no.such.token").status == 404)
    }

    @Test("the contrast matrix rates the roles' pairs")
    func contrast() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.GET, "/api/contrast?selection=appearance=light;contrast=normal;theme=default")
        let pairs = try #require(answer.json["pairs"] as? [[String: Any]])
        let text = try #require(
            pairs.first {
                $0["foreground"] as? String == "color.text.primary" && $0["background"] as? String == "color.background.primary"
            })
        let ratio = try #require(text["ratio"] as? Double)
        #expect(ratio > 15)
        #expect(text["aaa"] as? Bool == true)
    }

    // MARK: Editing and saving

    @Test("an edit changes nothing on disk until save, and the save changes that value's text alone")
    func editAndSave() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = try studio.text(of: "base.json")
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.text.primary", "value": "#ff0000"}"##)
        #expect(edit.status == 200)
        #expect(try studio.text(of: "base.json") == before)
        let space = try await studio.send(.GET, "/api/space").json
        #expect(space["dirty"] as? [String] == ["base.json"])
        let resolved = try await studio.send(.GET, "/api/resolved?selection=appearance=light;contrast=normal;theme=default")
        let tokens = try #require(resolved.json["tokens"] as? [String: [String: Any]])
        #expect((tokens["color.text.primary"]?["color"] as? [String: Any])?["hex"] as? String == "#ff0000ff")
        let save = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(save.json["written"] as? [String] == ["base.json"])
        let expected = before.replacingOccurrences(
            of: ##""primary": {"$value": "{palette.neutral.900}"}"##, with: ##""primary": {"$value": "#ff0000"}"##)
        #expect(expected != before)
        #expect(try studio.text(of: "base.json") == expected)
        // No temporary file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: studio.folder.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
    }

    @Test("a colour written as a DTCG object stays an object in the typed colour's space")
    func colorObjectForm() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = try studio.text(of: "base.json")
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "palette.neutral.0", "value": "#ff8000"}"##)
        #expect(edit.status == 200)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let expected = before.replacingOccurrences(
            of: ##""0": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"}}"##,
            with: ##""0": {"$value": {"colorSpace": "srgb", "components": [1, 0.502, 0], "alpha": 1, "hex": "#ff8000"}}"##)
        #expect(expected != before)
        #expect(try studio.text(of: "base.json") == expected)
    }

    @Test(
        "a value that does not parse is refused with the parser's message and position, and not kept",
        arguments: [
            ("#12345", "hex colour"), ("rgb(1, 2)", "rgb"), (##"{"colorSpace": "nope", "components": [1, 2, 3]}"##, "colorSpace"),
        ])
    func invalidValue(value: String, expected: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let escaped = value.replacingOccurrences(of: "\"", with: "\\\"")
        let answer = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.text.primary", "value": "\##(escaped)"}"##)
        #expect(answer.status == 422)
        #expect(answer.json.errorMessage.contains(expected), "\(answer.json.errorMessage)")
        #expect(answer.json.error["file"] as? String == "base.json")
        #expect(answer.json.error["line"] as? Int == 80)
        #expect(answer.json.error["tokenPath"] as? String == "color.text.primary")
        let space = try await studio.send(.GET, "/api/space").json
        #expect(space["dirty"] as? [String] == [])
        #expect(space["canUndo"] as? Bool == false)
    }

    @Test("an alias to a missing token is kept, and lint reports it")
    func invalidAliasLinted() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.status.error", "value": "{does.not.exist}"}"##)
        #expect(answer.status == 200)
        let lint = try await studio.send(.GET, "/api/lint").json
        let diagnostics = try #require(lint["diagnostics"] as? [[String: Any]])
        let problem = try #require(
            diagnostics.first {
                $0["rule"] as? String == "unresolved-alias" && $0["tokenPath"] as? String == "color.status.error"
            })
        #expect(problem["severity"] as? String == "error")
        #expect(problem["file"] as? String == "base.json")
        #expect((problem["line"] as? Int ?? 0) > 0)
    }

    @Test("lint sees a broken alias in a declaration every selection overrides")
    func shadowedAliasLinted() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.accent", "value": "{does.not.exist}"}"##)
        #expect(answer.status == 200)
        let lint = try await studio.send(.GET, "/api/lint").json
        let diagnostics = try #require(lint["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["rule"] as? String == "unresolved-alias" && $0["tokenPath"] as? String == "color.accent"
                    && $0["file"] as? String == "base.json"
            })
    }

    @Test("undo and redo walk the edits")
    func undoRedo() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        #expect(try await studio.send(.POST, "/api/undo").status == 409)
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.accent", "value": "#111111"}"##)
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.accent", "value": "#222222"}"##)
        func accent() async throws -> String? {
            let detail = try await studio.send(.GET, "/api/token?path=color.accent").json
            return (detail["declarations"] as? [[String: Any]])?.first { $0["file"] as? String == "base.json" }?["raw"] as? String
        }
        #expect(try await accent() == "#222222")
        _ = try await studio.send(.POST, "/api/undo")
        #expect(try await accent() == "#111111")
        _ = try await studio.send(.POST, "/api/undo")
        #expect(try await accent() == "{palette.blue.500}")
        _ = try await studio.send(.POST, "/api/redo")
        #expect(try await accent() == "#111111")
        #expect(try await studio.send(.GET, "/api/space").json["canRedo"] as? Bool == true)
    }

    @Test(
        "tokens are added and deleted with only their own text",
        arguments: [
            ("color.brand.new", ##"{"$type": "color", "$value": "#00ff00"}"##),
            ("spacing.huge", ##"{"$type": "dimension", "$value": "64pt"}"##),
        ])
    func addAndDelete(path: String, member: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = try studio.text(of: "ocean.json")
        let type = path.hasPrefix("color") ? "color" : "dimension"
        let value = path.hasPrefix("color") ? "#00ff00" : "64pt"
        let add = try await studio.send(
            .POST, "/api/tokens",
            json: ##"{"file": "ocean.json", "path": "\##(path)", "type": "\##(type)", "value": "\##(value)"}"##)
        #expect(add.status == 200, "\(add.json)")
        let duplicate = try await studio.send(
            .POST, "/api/tokens",
            json: ##"{"file": "ocean.json", "path": "\##(path)", "type": "\##(type)", "value": "\##(value)"}"##)
        #expect(duplicate.status == 409)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let added = try studio.text(of: "ocean.json")
        #expect(added.contains(member) || added.contains(String(member.dropFirst().dropLast())), "\(added)")
        #expect(added.count > before.count)
        let space = try await studio.send(.GET, "/api/space").json
        #expect((space["tokens"] as? [[String: Any]])?.contains { $0["path"] as? String == path } == true)
        let delete = try await studio.send(.POST, "/api/tokens/delete", json: ##"{"file": "ocean.json", "path": "\##(path)"}"##)
        #expect(delete.status == 200)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(try studio.text(of: "ocean.json") == before)
    }

    @Test("a token whose value does not parse is not added")
    func addInvalid() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let add = try await studio.send(
            .POST, "/api/tokens", json: ##"{"file": "ocean.json", "path": "color.bad", "type": "color", "value": "#12"}"##)
        #expect(add.status == 422)
        #expect(try await studio.send(.GET, "/api/space").json["dirty"] as? [String] == [])
    }

    @Test("a theme is added as NAME.json with its dark and high-contrast companions, its identity renamed, written on save")
    func addTheme() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.POST, "/api/themes", json: ##"{"name": "holiday", "copyFrom": "ocean"}"##)
        #expect(answer.status == 200, "\(answer.json)")
        #expect(answer.json["file"] as? String == "holiday.json")
        #expect(!FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("holiday.json").path))
        let space = try await studio.send(.GET, "/api/space").json
        let theme = (space["modifiers"] as? [[String: Any]])?.first { $0["name"] as? String == "theme" }
        #expect((theme?["contexts"] as? [String])?.contains("holiday") == true)
        let resolved = try await studio.send(.GET, "/api/resolved?selection=appearance=light;contrast=normal;theme=holiday")
        #expect(resolved.status == 200)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        // A variant, not a verbatim copy: what names the source names the new theme; the rest is the same.
        let ocean = try studio.text(of: "ocean.json")
        let expected = ocean.replacingOccurrences(of: ##""$description": "Ocean: "##, with: ##""$description": "Holiday: "##)
            .replacingOccurrences(of: ##""name": {"$value": "Ocean"}"##, with: ##""name": {"$value": "Holiday"}"##)
            .replacingOccurrences(of: ##""id": {"$value": "ocean"}"##, with: ##""id": {"$value": "holiday"}"##)
        #expect(expected != ocean)
        #expect(try studio.text(of: "holiday.json") == expected)
        #expect(try studio.text(of: "holiday.json").contains("AppIcon-Ocean"))  // an asset name, not the theme's identity
        #expect(FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("holiday.dark.json").path))
        #expect(try await studio.send(.POST, "/api/themes", json: ##"{"name": "holiday"}"##).status == 409)
        #expect(try await studio.send(.POST, "/api/themes", json: ##"{"name": "../evil"}"##).status == 400)
    }

    @Test("the role mapping is written into the base document's extensions")
    func roles() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = try studio.text(of: "base.json")
        let put = try await studio.send(
            .PUT, "/api/roles", json: ##"{"roles": {"screen.background": "color.background.reader"}}"##)
        #expect(put.status == 200)
        let space = try await studio.send(.GET, "/api/space").json
        let screen = (space["roles"] as? [[String: Any]])?.first { $0["role"] as? String == "screen.background" }
        #expect(screen?["token"] as? String == "color.background.reader")
        #expect(screen?["source"] as? String == "declared")
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let after = try studio.text(of: "base.json")
        #expect(after.contains(##""com.livery.studio": {"roles": {"screen.background": "color.background.reader"}}"##))
        // Everything that was there is still there, in order.
        #expect(
            after.replacingOccurrences(
                of: ##",\n  "$extensions": {"com.livery.studio": {"roles": {"screen.background": "color.background.reader"}}}"##,
                with: "") == before
                || after.count > before.count)
        _ = try await studio.send(.PUT, "/api/roles", json: ##"{"roles": {"screen.background": "color.background.primary"}}"##)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(try studio.text(of: "base.json").contains(##""roles": {"screen.background": "color.background.primary"}"##))
    }

    @Test("a property-list document is edited in place: comments and tabs kept")
    func propertyList() async throws {
        let studio = try StudioHarness(copying: repositoryRoot.appendingPathComponent("Tests/Fixtures/studio/plist-space"))
        defer { studio.remove() }
        let before = try studio.text(of: "base.plist")
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.plist", "path": "color.accent", "value": "#00AA00"}"##)
        #expect(edit.status == 200, "\(edit.json)")
        let add = try await studio.send(
            .POST, "/api/tokens", json: ##"{"file": "base.plist", "path": "color.text", "type": "color", "value": "#111111"}"##)
        #expect(add.status == 200, "\(add.json)")
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        let expected =
            before
            .replacingOccurrences(of: "<string>#1E6FD9</string>", with: "<string>#00AA00</string>")
            .replacingOccurrences(
                of: "\t\t<string>#FFFFFF</string>\n",
                with: "\t\t<string>#FFFFFF</string>\n\t\t<key>text</key>\n\t\t<string>#111111</string>\n")
        #expect(try studio.text(of: "base.plist") == expected)
        let delete = try await studio.send(.POST, "/api/tokens/delete", json: ##"{"file": "base.plist", "path": "color.text"}"##)
        #expect(delete.status == 200)
        _ = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(
            try studio.text(of: "base.plist")
                == before.replacingOccurrences(of: "<string>#1E6FD9</string>", with: "<string>#00AA00</string>"))
    }

    // MARK: The disk

    @Test("a file changed on disk reloads when the page has no edits to it")
    func diskReload() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let text = try studio.text(of: "sepia.json")
        try studio.write(text + "\n", to: "sepia.json")
        let changes = await studio.workspace.synchronize()
        #expect(changes.reloaded == ["sepia.json"])
        #expect(changes.conflicts.isEmpty)
        #expect(await studio.workspace.synchronize().isEmpty)
    }

    @Test("a file changed on disk while the page has edits is a conflict: save refuses until forced or reverted")
    func diskConflict() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        let disk = try studio.text(of: "ocean.json").replacingOccurrences(of: "\"$description\"", with: "\"$description\"")
        try studio.write(disk + "\n", to: "ocean.json")
        let changes = await studio.workspace.synchronize()
        #expect(changes.conflicts == ["ocean.json"])
        let refused = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(refused.status == 409)
        #expect(refused.json["conflicts"] as? [String] == ["ocean.json"])
        #expect(try studio.text(of: "ocean.json") == disk + "\n")
        let revert = try await studio.send(.POST, "/api/revert", json: ##"{"file": "ocean.json"}"##)
        #expect(revert.status == 200)
        let space = try await studio.send(.GET, "/api/space").json
        #expect(space["conflicts"] as? [String] == [])
        #expect(space["dirty"] as? [String] == [])
        // Forcing keeps the page's version.
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        try studio.write(disk, to: "ocean.json")
        _ = await studio.workspace.synchronize()
        let forced = try await studio.send(.POST, "/api/save", json: ##"{"force": true}"##)
        #expect(forced.status == 200)
        #expect(try studio.text(of: "ocean.json").contains("#ff0000"))
    }

    @Test("a malformed document shows its error with its position; the rest stays browsable")
    func malformedDocument() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        try studio.write("{\n  \"color\": {\n    \"accent\": {\"$value\": \"#fff\",,}\n  }\n}\n", to: "sepia.json")
        _ = await studio.workspace.synchronize()
        let space = try await studio.send(.GET, "/api/space").json
        let sepia = try #require((space["documents"] as? [[String: Any]])?.first { $0["file"] as? String == "sepia.json" })
        let error = try #require(sepia["error"] as? [String: Any])
        #expect(error["line"] as? Int == 3)
        #expect((error["column"] as? Int ?? 0) > 0)
        #expect(
            (space["tokens"] as? [[String: Any]])?.count == 125 - 0 || (space["tokens"] as? [[String: Any]])?.isEmpty == false)
        let resolved = try await studio.send(.GET, "/api/resolved?selection=appearance=light;contrast=normal;theme=ocean")
        #expect(resolved.status == 200)
        let lint = try await studio.send(.GET, "/api/lint").json
        #expect(
            (lint["diagnostics"] as? [[String: Any]])?.contains {
                $0["file"] as? String == "sepia.json" && $0["line"] as? Int == 3
            } == true)
        // Editing the broken document is refused with the reader's message.
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "sepia.json", "path": "color.accent", "value": "#000"}"##)
        #expect(edit.status == 422)
    }

    // MARK: Jobs and events

    @Test("an export runs as a job whose progress arrives as events")
    func exportJob() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let (id, stream) = await studio.router.events.subscribe()
        defer { Task { await studio.router.events.unsubscribe(id) } }
        let inside = try await studio.send(.POST, "/api/export", json: ##"{"format": "dtcg", "output": "exported"}"##)
        #expect(inside.status == 403)
        #expect(inside.json.errorMessage.contains("read as token documents"))
        let started = try await studio.send(.POST, "/api/export", json: ##"{"format": "css"}"##)
        #expect(started.status == 200)
        let job = try #require(started.json["job"] as? String)
        var done: [String: Any]?
        for await text in stream {
            guard let event = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                event["type"] as? String == "job", event["id"] as? String == job
            else { continue }
            if event["done"] as? Bool == true {
                done = event
                break
            }
        }
        let outputs = try #require(done?["outputs"] as? [String])
        // CSS is not read back as token documents: the default (the page's placeholder) is export/css.
        #expect(outputs == ["export/css/tokens.css"])
        #expect(done?["error"] == nil || done?["error"] is NSNull)
        let css = try studio.text(of: "export/css/tokens.css")
        #expect(css.contains("--color-text-primary"))
        #expect(try await studio.send(.POST, "/api/export", json: ##"{"format": "pdf"}"##).status == 400)
    }

    @Test("packing needs a skin source folder and a key")
    func packUnavailable() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let answer = try await studio.send(.POST, "/api/pack", json: "{}")
        #expect(answer.status == 409)
        #expect(answer.json.errorMessage.contains("skin.json"))
    }

    @Test("a skin source folder packs into a signed package with the given key")
    func packJob() async throws {
        let key = repositoryRoot.appendingPathComponent("Examples/Skins/keys/example.private")
        let studio = try StudioHarness(copying: repositoryRoot.appendingPathComponent("Examples/Skins/ocean"), signingKey: key)
        defer { studio.remove() }
        let space = try await studio.send(.GET, "/api/space").json
        #expect(space["canPack"] as? Bool == true)
        let (id, stream) = await studio.router.events.subscribe()
        defer { Task { await studio.router.events.unsubscribe(id) } }
        let started = try await studio.send(.POST, "/api/pack", json: "{}")
        #expect(started.status == 200, "\(started.json)")
        var done: [String: Any]?
        for await text in stream {
            guard let event = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                event["type"] as? String == "job", event["done"] as? Bool == true
            else { continue }
            done = event
            break
        }
        #expect(done?["error"] == nil || done?["error"] is NSNull, "\(done ?? [:])")
        let outputs = try #require(done?["outputs"] as? [String])
        #expect(outputs.count == 2)
        #expect(outputs.allSatisfy { FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent($0).path) })
    }

    @Test("edits are announced to other pages")
    func revisionEvents() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let (id, stream) = await studio.router.events.subscribe()
        defer { Task { await studio.router.events.unsubscribe(id) } }
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "base.json", "path": "color.accent", "value": "#123456"}"##)
        var iterator = stream.makeAsyncIterator()
        let first = try #require(await iterator.next())
        #expect(first == ##"{"revision":1,"type":"revision"}"##)
    }
}
