import FlyingFox
import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryStudio

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real system calls, with a hook between a path's check and its opening and injected write
/// failures (running as root, permission bits cannot make a write fail).
final class HookedFileSystem: StudioFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var hook: @Sendable (String) -> Void = { _ in }
    private var failure: Int32?

    /// Runs `body` once for every path checked, right before it is opened.
    func beforeOpen(_ body: @escaping @Sendable (String) -> Void) {
        lock.withLock { hook = body }
    }

    /// Makes every write fail with `code` (after half the bytes, as a disk filling up), or none.
    func failWrites(_ code: Int32?) {
        lock.withLock { failure = code }
    }

    func willOpen(_ relative: String) {
        lock.withLock { hook }(relative)
    }

    func write(_ data: Data, to descriptor: Int32) throws(StudioFiles.Failure) {
        if let code = lock.withLock({ failure }) {
            try StudioDisk().write(data.prefix(data.count / 2), to: descriptor)
            throw .system(code, "write")
        }
        try StudioDisk().write(data, to: descriptor)
    }
}

/// A flag shared with a thread of its own.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var finished = false
    private var swaps = 0

    var isStopped: Bool { lock.withLock { stopped } }
    var isFinished: Bool { lock.withLock { finished } }
    var swapCount: Int { lock.withLock { swaps } }
    func stop() { lock.withLock { stopped = true } }
    func finish() { lock.withLock { finished = true } }
    func swapped() { lock.withLock { swaps += 1 } }
}

/// Files are opened through no link leading out, whatever is swapped in after the check.
@Suite("Studio files: links swapped in, write failures")
struct StudioFileTests {
    static let outsideBytes = Data("OUTSIDE-SECRET-BYTES".utf8)
    static let tokensStudio = repositoryRoot.appendingPathComponent("Tests/Fixtures/studio-tokens-studio")

    /// A folder `elsewhere` beside the served one, holding `paper-texture.png` with secret bytes.
    static func outsideFolder(beside studio: StudioHarness) throws -> URL {
        let outside = studio.folder.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try outsideBytes.write(to: outside.appendingPathComponent("paper-texture.png"))
        return outside
    }

    // MARK: (a) swapped between check and open

    @Test(
        "an image checked, then swapped for a link leading out before it is opened, is refused",
        arguments: ["the file", "its folder"])
    func swappedAfterCheck(swapped: String) async throws {
        let disk = HookedFileSystem()
        let studio = try StudioHarness(fileSystem: disk)
        defer { studio.remove() }
        let outside = try Self.outsideFolder(beside: studio)
        let images = studio.folder.appendingPathComponent("images")
        let folder = studio.folder
        disk.beforeOpen { _ in
            let manager = FileManager.default
            if swapped == "the file" {
                try? manager.removeItem(at: images.appendingPathComponent("paper-texture.png"))
                try? manager.createSymbolicLink(
                    at: images.appendingPathComponent("paper-texture.png"),
                    withDestinationURL: outside.appendingPathComponent("paper-texture.png"))
            } else {
                try? manager.moveItem(at: images, to: folder.appendingPathComponent("images-moved"))
                try? manager.createSymbolicLink(at: images, withDestinationURL: outside)
            }
        }
        let answer = try await studio.send(.GET, "/api/file?path=images/paper-texture.png")
        #expect(answer.status == 403)
        #expect(answer.json.errorMessage.contains("leads outside the folder"))
        #expect(answer.data.range(of: Self.outsideBytes) == nil)
    }

    @Test("a save whose folder is swapped for a link leading out after the check writes nothing there")
    func saveSwappedAfterCheck() async throws {
        let disk = HookedFileSystem()
        let studio = try StudioHarness(copying: Self.tokensStudio, fileSystem: disk)
        defer { studio.remove() }
        let sets = studio.folder.appendingPathComponent("sets")
        let moved = studio.folder.deletingLastPathComponent().appendingPathComponent("sets-outside")
        let edit = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "sets/core.json", "path": "color.blue.500", "value": "#ff0000"}"##)
        #expect(edit.status == 200)
        disk.beforeOpen { _ in
            try? FileManager.default.moveItem(at: sets, to: moved)
            try? FileManager.default.createSymbolicLink(at: sets, withDestinationURL: moved)
        }
        let save = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(save.status == 403)
        #expect(save.json.error["rule"] as? String == "outside-folder")
        #expect(save.json.error["file"] as? String == "sets/core.json")
        let outside = try String(contentsOf: moved.appendingPathComponent("core.json"), encoding: .utf8)
        #expect(outside.contains("#0A66C2") && !outside.contains("#ff0000"))
        let left = try FileManager.default.contentsOfDirectory(atPath: moved.path)
        #expect(!left.contains { $0.hasSuffix(".tmp") })
        #expect(await studio.workspace.dirtyFiles == ["sets/core.json"])
    }

    @Test("the opener follows links only inside the folder, in any part of a path")
    func opener() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("livery-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("themes")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try manager.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try manager.createDirectory(at: base.appendingPathComponent("themes-private"), withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: root.appendingPathComponent("a/b/file.txt"))
        try Self.outsideBytes.write(to: base.appendingPathComponent("outside/secret.txt"))
        try Self.outsideBytes.write(to: base.appendingPathComponent("themes-private/secret.txt"))
        let links: [(String, String)] = [
            ("in", "a"), ("absolute", root.appendingPathComponent("a").path), ("a/b/back", "../../a/b/file.txt"),
            ("a/self", "."), ("out", "../outside"), ("a/up", "../../outside/secret.txt"),
            ("sibling", root.path + "-private"), ("sibling-relative", "../themes-private/secret.txt"),
            ("loop1", "loop2"), ("loop2", "loop1"), ("dangling", "nowhere.txt"),
            // The folder named through a link to its parent: inside, by name.
            ("aliased", base.appendingPathComponent("alias/themes/a").path),
            ("aliased-sibling", base.appendingPathComponent("alias/themes-private").path),
        ]
        try manager.createSymbolicLink(atPath: base.appendingPathComponent("alias").path, withDestinationPath: base.path)
        for (name, destination) in links {
            try manager.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        #expect(mkfifo(root.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let inside = Data("inside".utf8)
        for path in [
            "a/b/file.txt", "in/b/file.txt", "absolute/b/file.txt", "a/b/back", "a/self/b/file.txt", "in/self/b/back",
            "aliased/b/file.txt",
        ] {
            #expect((try? StudioFiles.read(path, in: root)) == inside, "\(path)")
        }
        let refused: [(String, StudioFiles.Failure)] = [
            ("out/secret.txt", .outside), ("a/up", .outside), ("sibling/secret.txt", .outside),
            ("sibling-relative", .outside), ("aliased-sibling/secret.txt", .outside), ("loop1", .outside), ("dangling", .missing),
            ("pipe.png", .notRegular),
            ("a", .notRegular), ("a/b/file.txt/x", .notRegular), ("missing.txt", .missing),
        ]
        for (path, failure) in refused {
            #expect(throws: failure, "\(path)") { try StudioFiles.read(path, in: root) }
        }
        #expect(throws: StudioFiles.Failure.tooLarge(6)) { try StudioFiles.read("a/b/file.txt", in: root, limit: 5) }
        // Writes: through a link inside, never through one leading out.
        try StudioFiles.write(Data("new".utf8), to: "in/b/new.txt", in: root, fileSystem: StudioDisk())
        #expect(try Data(contentsOf: root.appendingPathComponent("a/b/new.txt")) == Data("new".utf8))
        #expect(throws: StudioFiles.Failure.outside) {
            try StudioFiles.write(Data("x".utf8), to: "out/secret.txt", in: root, fileSystem: StudioDisk())
        }
        #expect(throws: StudioFiles.Failure.outside) {
            try StudioFiles.write(Data("x".utf8), to: "sibling/secret.txt", in: root, fileSystem: StudioDisk())
        }
        #expect(try Data(contentsOf: base.appendingPathComponent("outside/secret.txt")) == Self.outsideBytes)
        #expect(try Data(contentsOf: base.appendingPathComponent("themes-private/secret.txt")) == Self.outsideBytes)
    }

    // MARK: (b) a race

    @Test(
        "a link swapped in and out in a loop while the file is requested never serves outside bytes",
        arguments: ["the file", "its folder"])
    func race(swapped: String) async throws {
        // Between the check and the open, a pause long enough for the other thread to swap
        // (without it, on a busy machine the race was lost too rarely to show the old leak).
        let disk = HookedFileSystem()
        disk.beforeOpen { _ in usleep(200) }
        let studio = try StudioHarness(fileSystem: disk)
        defer { studio.remove() }
        let outside = try Self.outsideFolder(beside: studio)
        let root = studio.folder
        let insideBytes = try Data(contentsOf: root.appendingPathComponent("images/paper-texture.png"))
        let manager = FileManager.default
        if swapped == "its folder" {
            // `art` is always a link: to `images` (inside, served) or to the outside folder.
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("art").path, withDestinationPath: "images")
        }
        let path = swapped == "the file" ? "images/paper-texture.png" : "art/paper-texture.png"
        let keep = root.appendingPathComponent("images/keep.png")
        try manager.copyItem(at: root.appendingPathComponent("images/paper-texture.png"), to: keep)
        let flag = StopFlag()
        Thread.detachNewThread {
            let target = root.appendingPathComponent(path).path
            let temporary = root.appendingPathComponent(".swap").path
            var toOutside = true
            while !flag.isStopped {
                unlink(temporary)
                if swapped == "the file" {
                    _ =
                        toOutside
                        ? symlink(outside.appendingPathComponent("paper-texture.png").path, temporary)
                        : link(keep.path, temporary)
                    _ = rename(temporary, target)
                } else {
                    _ = symlink(toOutside ? outside.path : "images", temporary)
                    _ = rename(temporary, root.appendingPathComponent("art").path)
                }
                toOutside.toggle()
                flag.swapped()
            }
            flag.finish()
        }
        // The thread ends even when a request throws.
        defer { flag.stop() }
        while flag.swapCount < 10 { try await Task.sleep(for: .milliseconds(1)) }
        var served = 0
        var refused = 0
        var leaks = 0
        for _ in 0..<TestTier.count(fast: 400, full: 1500) {
            let answer = try await studio.send(.GET, "/api/file?path=\(path)")
            if answer.data.range(of: Self.outsideBytes) != nil { leaks += 1 }
            if answer.status == 200 {
                #expect(answer.data == insideBytes)
                served += 1
            } else {
                #expect([403, 404].contains(answer.status))
                refused += 1
            }
        }
        flag.stop()
        while !flag.isFinished { try await Task.sleep(for: .milliseconds(5)) }
        #expect(leaks == 0, "\(leaks) leaks, \(served) served, \(refused) refused, \(flag.swapCount) swaps")
    }

    // MARK: (c) a sibling whose name starts with the folder's

    @Test(
        "a sibling folder whose name starts with the served folder's is outside it",
        arguments: ["absolute link to the file", "relative link to the file", "link to the folder"])
    func siblingFolder(how: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        let root = studio.folder
        let sibling = URL(fileURLWithPath: root.path + "-private")
        try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
        try Self.outsideBytes.write(to: sibling.appendingPathComponent("secret.png"))
        try Data(##"{"stolen": {"$type": "color", "$value": "#123456"}}"##.utf8).write(
            to: sibling.appendingPathComponent("secret.json"))
        #expect(StudioWorkspace.relativePath(sibling.appendingPathComponent("secret.png"), in: root) == nil)
        let manager = FileManager.default
        let path: String
        switch how {
        case "absolute link to the file":
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent("images/sibling.png").path,
                withDestinationPath: sibling.appendingPathComponent("secret.png").path)
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent("evil.json").path,
                withDestinationPath: sibling.appendingPathComponent("secret.json").path)
            path = "images/sibling.png"
        case "relative link to the file":
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent("images/sibling.png").path,
                withDestinationPath: "../../\(root.lastPathComponent)-private/secret.png")
            try manager.createSymbolicLink(
                atPath: root.appendingPathComponent("evil.json").path,
                withDestinationPath: "../\(root.lastPathComponent)-private/secret.json")
            path = "images/sibling.png"
        default:
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("private").path, withDestinationPath: sibling.path)
            path = "private/secret.png"
        }
        let answer = try await studio.send(.GET, "/api/file?path=\(path)")
        #expect(answer.status == 403)
        #expect(answer.data.range(of: Self.outsideBytes) == nil)
        #expect(throws: StudioFiles.Failure.outside) { try StudioFiles.read(path, in: root) }
        _ = await studio.workspace.synchronize()
        let space = String(decoding: try await studio.send(.GET, "/api/space").data, as: UTF8.self)
        #expect(!space.contains("stolen") && !space.contains("123456"))
        let escaped = try await studio.send(.GET, "/api/file?path=../\(root.lastPathComponent)-private/secret.png")
        #expect(escaped.status == 403)
    }

    // MARK: (d) the token, in full

    @Test(
        "a token differing in its first byte, a prefix of the token or one longer than it is refused",
        arguments: ["Test-secret", "test-secre", "t", "test-secret0", "test-secrettest-secret", " test-secret", ""])
    func wrongToken(token: String) async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        #expect(!StudioRouter.constantTimeEqual(token, StudioHarness.secret))
        let header = try await studio.send(.GET, "/api/space", token: token)
        #expect(header.status == 403)
        let query = try await studio.send(.GET, "/api/space", token: nil, headers: ["token-query": token])
        #expect(query.status == 403)
        #expect(try await studio.send(.POST, "/api/save", json: "{}", token: token).status == 403)
        #expect(try await studio.send(.GET, "/api/space").status == 200)
    }

    // MARK: (e) write failures

    @Test(
        "a write the system fails answers its documented status and leaves the file as it was",
        arguments: [
            (ENOSPC, 507, "write-no-space"), (EDQUOT, 507, "write-no-space"), (EACCES, 500, "write-denied"),
            (EROFS, 500, "write-denied"), (EIO, 500, "write-failed"),
        ])
    func writeFailure(code: Int32, status: Int, rule: String) async throws {
        let disk = HookedFileSystem()
        let studio = try StudioHarness(fileSystem: disk)
        defer { studio.remove() }
        let before = try studio.text(of: "ocean.json")
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        disk.failWrites(code)
        let save = try await studio.send(.POST, "/api/save", json: "{}")
        #expect(save.status == status)
        #expect(save.json.error["rule"] as? String == rule)
        #expect(save.json.error["file"] as? String == "ocean.json")
        #expect(save.json.errorMessage.contains("ocean.json"))
        #expect(!save.json.errorMessage.contains(studio.folder.path))
        #expect(try studio.text(of: "ocean.json") == before)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: studio.folder.path).contains { $0.hasSuffix(".tmp") })
        #expect(await studio.workspace.dirtyFiles == ["ocean.json"])
        // The edit is kept: once the disk has room, the save goes through.
        disk.failWrites(nil)
        #expect(try await studio.send(.POST, "/api/save", json: "{}").status == 200)
        #expect(try studio.text(of: "ocean.json").contains("#ff0000"))
    }

    @Test("a document that became a folder answers 409 write-not-a-file, even with force, and the folder stays")
    func documentBecameFolder() async throws {
        let studio = try StudioHarness()
        defer { studio.remove() }
        _ = try await studio.send(
            .POST, "/api/edit", json: ##"{"file": "ocean.json", "path": "color.accent", "value": "#ff0000"}"##)
        let document = studio.folder.appendingPathComponent("ocean.json")
        try FileManager.default.removeItem(at: document)
        try FileManager.default.createDirectory(at: document, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: document.appendingPathComponent("inside.txt"))
        let save = try await studio.send(.POST, "/api/save", json: ##"{"force": true}"##)
        #expect(save.status == 409)
        #expect(save.json.error["rule"] as? String == "write-not-a-file")
        #expect(save.json.error["file"] as? String == "ocean.json")
        #expect(try Data(contentsOf: document.appendingPathComponent("inside.txt")) == Data("kept".utf8))
    }
}
