import FlyingFox
import Foundation
import Livery
import Testing

@testable import LiveryStudio

/// Nothing outside the served folder is read, shown, copied or overwritten.
@Suite("Studio containment and lost writes")
struct StudioContainmentTests {
    static let tokensStudio = repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-tokens-studio")

    /// A secret file beside (outside) the served folder.
    static func writeSecret(beside studio: StudioHarness) throws -> URL {
        let secret = studio.folder.deletingLastPathComponent().appendingPathComponent("secret.json")
        try Data(##"{"stolen": {"$type": "color", "$value": "#123456"}, "password": {"$value": "hunter2"}}"##.utf8).write(
            to: secret)
        return secret
    }

    /// Every path below `folder`, sorted, with each file's size.
    static func listing(_ folder: URL) -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.sorted().map { path in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size])
            return "\(path) \(size.map { "\($0)" } ?? "-")"
        }
    }

    static func spaceText(_ studio: StudioHarness) async throws -> String {
        String(decoding: try await studio.send(.GET, "/api/space").data, as: UTF8.self)
    }

    @Test(
        "an edit may not add a $ref that leads outside the folder",
        arguments: ["ABSOLUTE", "../secret.json", "sets/../../secret.json", "/etc/passwd", "/dev/zero"])
    func outsideRefEdit(reference: String) async throws {
        let studio = try StudioHarness(copying: Self.tokensStudio)
        defer { studio.remove() }
        let secret = try Self.writeSecret(beside: studio)
        let target = reference == "ABSOLUTE" ? secret.path : reference
        // An inline set in the resolver document whose sources name the outside file.
        let text = try studio.text(of: "livery.json")
        let edited = text.replacingOccurrences(
            of: #"{\#n            "$ref": "sets/brand/zenith.json"\#n          }"#,
            with: #"{\#n            "$ref": "sets/brand/zenith.json"\#n          }, {"$ref": "\#(target)"}"#)
        #expect(edited != text)
        try studio.write(edited, to: "livery.json")
        _ = await studio.workspace.synchronize()
        // Loaded from disk: the reference is refused, the outside file never shown.
        let space = try await Self.spaceText(studio)
        #expect(!space.contains("stolen") && !space.contains("hunter2") && !space.contains("root:"))
        #expect(space.contains("refused: $ref"))
        let resolved = String(
            decoding: try await studio.send(.GET, "/api/resolved?selection=Brand=Zenith;Mode=Light").data, as: UTF8.self)
        #expect(!resolved.contains("stolen") && !resolved.contains("123456"))
        let lint = String(decoding: try await studio.send(.GET, "/api/lint").data, as: UTF8.self)
        #expect(!lint.contains("hunter2") && !lint.contains("root:"))
    }

    @Test("an edit through the API cannot turn a value into a file $ref leading out")
    func refusedEditOfStructure() async throws {
        let studio = try StudioHarness(copying: Self.tokensStudio)
        defer { studio.remove() }
        let secret = try Self.writeSecret(beside: studio)
        // A token in a resolver document is edited like any other: a value that is a file $ref is refused.
        let text = try studio.text(of: "livery.json")
        let withToken = text.replacingOccurrences(
            of: #""version": "2025.10","#,
            with: ##""version": "2025.10",\##n  "inline": {"$type": "color", "$value": "#000000"},"##)
        #expect(withToken != text)
        try studio.write(withToken, to: "livery.json")
        _ = await studio.workspace.synchronize()
        for value in [#"{"$ref": "\#(secret.path)"}"#, #"{"$ref": "../secret.json"}"#] {
            let body = try JSONSerialization.data(withJSONObject: ["file": "livery.json", "path": "inline", "value": value])
            let answer = try await studio.send(.POST, "/api/edit", body: body)
            #expect(answer.status == 403, "\(value): \(answer.json)")
            #expect(answer.json.errorMessage.contains("refused"))
        }
        #expect(await studio.workspace.dirtyFiles.isEmpty)
    }

    @Test("a link inside the folder to an outside file or folder is neither listed nor read")
    func symlinkOut() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let secret = try Self.writeSecret(beside: studio)
        let outsideFolder = studio.folder.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outsideFolder, withIntermediateDirectories: true)
        try Data(##"{"leak": {"$type": "color", "$value": "#654321"}}"##.utf8).write(
            to: outsideFolder.appendingPathComponent("base.json"))
        try FileManager.default.createSymbolicLink(
            at: studio.folder.appendingPathComponent("evil.json"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(
            at: studio.folder.appendingPathComponent("linked"), withDestinationURL: outsideFolder)
        // Read at start, as well as after a change.
        let fresh = try StudioWorkspace(root: studio.folder)
        for workspace in [fresh, studio.workspace] {
            _ = await workspace.synchronize()
            let view = await workspace.spaceView()
            #expect(!view.documents.contains { $0.file.contains("evil") || $0.file.contains("linked") })
            #expect(!view.tokens.contains { ["stolen", "password", "leak"].contains($0.path) })
            #expect(view.diagnostics.contains { $0.message.contains("refused: evil.json is a link that leads outside") })
            let space = try #require(await workspace.loaded().space)
            let theme = try space.resolution(for: space.defaultSelection).theme
            #expect(theme.tokens.allSatisfy { $0.path != "stolen" && $0.path != "leak" })
        }
    }

    @Test("an export refuses an image token naming a file outside the folder", arguments: ["ABSOLUTE", "../outside.png"])
    func outsideImage(value: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let outside = studio.folder.deletingLastPathComponent().appendingPathComponent("outside.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: outside)
        let path = value == "ABSOLUTE" ? outside.path : value
        let body = try JSONSerialization.data(withJSONObject: ["file": "base.json", "path": "image.paper-texture", "value": path])
        #expect(try await studio.send(.POST, "/api/edit", body: body).status == 200)
        let export = try await studio.send(
            .POST, "/api/export", json: ##"{"format": "xcassets", "output": ".livery-export/app"}"##)
        #expect(export.status == 403)
        #expect(export.json.errorMessage.contains("image.paper-texture"))
        #expect(!export.json.errorMessage.contains(studio.folder.deletingLastPathComponent().path))
        #expect(!FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent(".livery-export/app").path))
        // And the file route never serves it.
        #expect(try await studio.send(.GET, "/api/file?path=../outside.png").status == 403)
    }

    @Test("job errors name files relative to the folder and quote no content")
    func jobErrorText() throws {
        let root = URL(fileURLWithPath: "/tmp/space")
        let error = ThemeSpaceErrorSample.make(
            file: "/tmp/space/sets/a.json", message: "unexpected 'SECRET-LINE-OF-A-FILE' " + String(repeating: "x", count: 500))
        let text = StudioContainment.describe(error, root: root)
        #expect(text.hasPrefix("sets/a.json:3:4: "))
        #expect(!text.contains("/tmp/space"))
        #expect(text.count <= 300)
        let other = StudioContainment.describe(
            CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/home/someone/private/key.pem"]), root: root)
        #expect(!other.contains("/home/someone"))
    }

    @Test("a change on disk just before a save is not overwritten: the save answers 409")
    func saveAfterDiskChange() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        // Changed on disk with no chance for the watcher to look.
        let disk = try studio.text(of: "ocean.json") + "\n"
        try studio.write(disk, to: "ocean.json")
        let refused = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(refused.status == 409)
        #expect(refused.json["conflicts"] as? [String] == ["ocean.json"])
        #expect(try studio.text(of: "ocean.json") == disk)
        #expect(await studio.workspace.conflictFiles == ["ocean.json"])
        // A file that appeared where a new theme will be written is not overwritten either.
        _ = try await studio.send(.POST, "/api/revert", json: ##"{"file": "ocean.json"}"##)
        #expect(try await studio.send(.POST, "/api/themes", json: ##"{"name": "mint"}"##).status == 200)
        try studio.write("{\"mine\": {\"$value\": 1}}\n", to: "mint.json")
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 409)
        #expect(try studio.text(of: "mint.json") == "{\"mine\": {\"$value\": 1}}\n")
    }

    @Test("a touched file with the same bytes saves")
    func touchedFileSaves() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        let url = studio.folder.appendingPathComponent("ocean.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: url.path)
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        #expect(try studio.text(of: "ocean.json").contains("#ff0000"))
    }

    @Test(
        "long names and paths are refused before any work",
        arguments: [
            (##"{"name": "\##(String(repeating: "a", count: 65))"}"##, "/api/themes"),
            (##"{"name": "\##(String(repeating: "a", count: 300))"}"##, "/api/themes"),
            (
                ##"{"format": "css", "output": "\##(Array(repeating: "a", count: 100_000).joined(separator: "/"))"}"##,
                "/api/export"
            ),
            (##"{"format": "css", "output": "\##(String(repeating: "b", count: 2000))"}"##, "/api/export"),
            (##"{"format": "css", "output": "x/\##(String(repeating: "b", count: 256))"}"##, "/api/export"),
        ])
    func longNames(body: String, route: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let before = Self.listing(studio.folder)
        let started = ContinuousClock.now
        let answer = try await studio.send(.POST, route, json: body)
        #expect(answer.status == 400)
        // Before any work: nothing was written. (The time is a bound against work that grows with
        // the name, not a speed target: in a whole parallel run on two cores a router call once
        // waited 60 s to run, CI stop 38.)
        #expect(Self.listing(studio.folder) == before, "nothing written for a refused name")
        #expect(ContinuousClock.now - started < .seconds(30))
        // And every later save still works.
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
    }

    @Test("a wildcard address is refused; a named one is served with its Host allowed", arguments: ["0.0.0.0", "::", ""])
    func wildcardHost(host: String) throws {
        #expect(throws: StudioError.self) { try StudioServer.checkHost(host) }
        #expect(throws: Never.self) { try StudioServer.checkHost("192.168.1.20") }
    }

    @Test("a LAN address given with --host is an allowed Host")
    func namedHostAllowed() async throws {
        let folder = repositoryRoot.appendingPathComponent("Examples/Themes")
        let router = StudioRouter(
            workspace: try StudioWorkspace(root: folder), secret: "s", host: "192.168.1.20", port: 8080,
            resources: StudioResources(folder: repositoryRoot.appendingPathComponent("Sources/LiveryStudio/Resources")))
        #expect(throws: Never.self) { try router.checkOrigin(Self.request(host: "192.168.1.20:8080")) }
        #expect(throws: StudioError.self) { try router.checkOrigin(Self.request(host: "192.168.1.21:8080")) }
    }

    static func request(host: String) -> HTTPRequest {
        var headers = HTTPHeaders()
        headers[.host] = host
        return HTTPRequest(
            method: .GET, version: .http11, path: "/", query: [], headers: headers, body: HTTPBodySequence(data: Data()))
    }

    @Test("the page that opens the browser holds the URL in a private folder; no command line does")
    func launchPage() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1234/?token=abc"))
        let page = try StudioServer.writeLaunchPage(for: url)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let folder = try FileManager.default.attributesOfItem(atPath: page.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let file = try FileManager.default.attributesOfItem(atPath: page.path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("url=http://127.0.0.1:1234/?token=abc"))
        #expect(!page.path.contains("abc"))
    }
}

/// A `ThemeSpace.Error` for the job-error test.
enum ThemeSpaceErrorSample {
    static func make(file: String, message: String) -> any Error {
        ThemeSpace.Error([Diagnostic(.error, message, at: SourceLocation(file: file, line: 3, column: 4), rule: "syntax")])
    }
}
