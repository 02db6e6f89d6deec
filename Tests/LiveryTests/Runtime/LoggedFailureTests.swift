import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// What fails where no caller can be thrown to: what a manager persists (a damaged choice, a
/// folder that cannot be written, a launch cache of garbage), and the switches nobody asked for by
/// a call (the system's appearance changed, a scope follows its parent). None of it stops a switch
/// or a launch, and none of it is dropped: each failure is logged with what failed and why
/// (RuntimeLog).
@MainActor
@Suite("Failures with no caller to throw to are logged, never fatal")
struct LoggedFailureTests {
    /// The lines RuntimeLog writes while `body` runs (and while the writes it asked for finish).
    func logging<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let log = LogLines()
        let result = try RuntimeLog.sink.withValue({ log.append($0) }, operation: body)
        return (result, log.all)
    }

    /// A storage whose every call fails, as a custom storage over a settings service might.
    struct FailingStorage: SelectionStorage {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "the settings service is down" }
        }
        func loadChoice() throws -> ThemeChoice? { throw Failure() }
        func saveChoice(_ choice: ThemeChoice) throws { throw Failure() }
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("livery-persist-\(UUID().uuidString)")
    }

    /// A file `name` that cannot be written, in a new temporary folder (returned, to remove): the
    /// folder it would go in is a regular file, so creating that folder fails.
    static func unwritableFile(_ name: String) throws -> (folder: URL, file: URL) {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("blocker")
        try Data("a file".utf8).write(to: blocker)
        return (folder, blocker.appendingPathComponent(name))
    }

    @Test("a storage that cannot save: the switch happens, the choice stays for the run, the error is logged")
    func saveFails() throws {
        let (manager, lines) = try logging {
            let manager = try ThemeManager(
                space: RuntimeFixtures.space(), selection: Selection(theme: "day"), storage: FailingStorage())
            try manager.apply(theme: "ocean")
            return manager
        }
        #expect(manager.selection.theme == "ocean")
        #expect(manager.current.color("color.text.primary")?.hexString == "#003344FF")
        let saves = lines.filter { $0.contains("could not save the theme choice") }
        #expect(saves.count == 1, "\(lines)")
        #expect(saves.first?.hasPrefix("Livery: ") == true)
        #expect(saves.first?.contains("the settings service is down") == true)
    }

    @Test("a storage that cannot read: the manager starts from the selection it was given, and says why")
    func loadFails() throws {
        let (manager, lines) = try logging {
            try ThemeManager(space: RuntimeFixtures.space(), selection: Selection(theme: "ocean"), storage: FailingStorage())
        }
        #expect(manager.selection.theme == "ocean")
        #expect(lines.contains { $0.contains("could not be read") && $0.contains("the settings service is down") })
    }

    @Test("a saved selection that no longer resolves (a removed skin) is left out, and the log names it")
    func staleChoiceLogged() throws {
        let storage = InMemorySelectionStorage(ThemeChoice(selection: Selection(theme: "removed-skin")))
        let (manager, lines) = try logging {
            try ThemeManager(space: RuntimeFixtures.space(), selection: Selection(theme: "day"), storage: storage)
        }
        #expect(manager.selection.theme == "day")
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("removed-skin") == true)
        #expect(lines.first?.contains("no longer resolves") == true)
    }

    @Test("a damaged choice file throws a decoding error; a missing one reads as no choice")
    func damagedChoiceFile() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FileSelectionStorage(url: folder.appendingPathComponent("choice.json"))
        #expect(try storage.loadChoice() == nil)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"selection\": 42".utf8).write(to: storage.url)
        try expectDamagedChoiceLeftOut(storage)
    }

    /// `storage` holds a choice that does not decode: loading throws a decoding error, and a
    /// manager over it starts from the selection it was given and logs why.
    func expectDamagedChoiceLeftOut(_ storage: any SelectionStorage) throws {
        #expect(throws: DecodingError.self) { try storage.loadChoice() }
        let (manager, lines) = try logging {
            try ThemeManager(space: RuntimeFixtures.space(), selection: Selection(theme: "ocean"), storage: storage)
        }
        #expect(manager.selection.theme == "ocean")
        #expect(lines.contains { $0.contains("could not be read") }, "\(lines)")
    }

    @Test("a choice file that cannot be written: the write's error is logged with the file's path")
    func fileWriteFails() throws {
        let (folder, file) = try Self.unwritableFile("choice.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FileSelectionStorage(url: file)
        let (manager, lines) = try logging {
            let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
            try manager.apply(theme: "ocean")
            _ = try? storage.loadChoice()  // waits for the write
            return manager
        }
        #expect(manager.selection.theme == "ocean")
        let failures = lines.filter { $0.contains("could not save the theme choice to \(storage.url.path)") }
        #expect(failures.count == 1, "\(lines)")
    }

    @Test("file writes run in the order they were asked for, and a load sees the last")
    func fileWritesInOrder() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FileSelectionStorage(url: folder.appendingPathComponent("choice.json"))
        let (_, lines) = try logging {
            for i in 0..<200 {
                try storage.saveChoice(ThemeChoice(selection: Selection(theme: "theme-\(i)")))
            }
        }
        #expect(try storage.loadChoice()?.selection.theme == "theme-199")
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test("damaged data in defaults throws on load; a manager starts from the defaults and logs it")
    func damagedDefaults() throws {
        let suite = "livery-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let storage = UserDefaultsSelectionStorage(suiteName: suite, key: "choice")
        try storage.saveChoice(ThemeChoice(selection: Selection(theme: "ocean")))
        #expect(try storage.loadChoice()?.selection.theme == "ocean")
        defaults.set(Data("not json".utf8), forKey: "choice")
        try expectDamagedChoiceLeftOut(storage)
    }

    @Test("an unreadable launch cache is logged and not used; the manager themes once the space loads")
    func damagedLaunchCache() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = ThemeLaunchCache(url: folder.appendingPathComponent("theme.cache"))
        try Data("bplist00 and then garbage".utf8).write(to: cache.url)
        let (manager, lines) = logging { ThemeManager(launchCache: cache, storage: nil) }
        #expect(manager.current.count == 0)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("the launch cache \(cache.url.path) could not be read") == true)
        try await manager.replace(with: RuntimeFixtures.space(), launchCache: cache)
        #expect(manager.current.count > 0)
        #expect(try cache.load()?.theme.count == manager.current.count, "the replace wrote a good cache over it")
    }

    @Test("a launch cache that cannot be written: the replace succeeds and the error is logged")
    func launchCacheWriteFails() async throws {
        let (folder, file) = try Self.unwritableFile("theme.cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ThemeLaunchCache(url: file)
        let manager = ThemeManager(launchCache: ThemeLaunchCache(url: folder.appendingPathComponent("none")), storage: nil)
        let log = LogLines()
        try await RuntimeLog.sink.withValue({ log.append($0) }) {
            try await manager.replace(with: RuntimeFixtures.space(), launchCache: cache)
        }
        #expect(manager.current.count > 0)
        let failures = log.all.filter { $0.contains("could not save the launch cache \(cache.url.path)") }
        #expect(failures.count == 1, "\(log.all)")
    }

    /// The runtime fixtures' space, with a dark `color.text.primary` that does not resolve in
    /// `condition`'s contexts (an alias to a token no layer declares).
    static func spaceWithBrokenDark(_ condition: [String: String]) throws -> ThemeSpace {
        var space = try RuntimeFixtures.space()
        let broken = try Inline.document(
            ##"{"color": {"$type": "color", "text": {"primary": "{palette.nowhere}"}}}"##, file: "/space/broken.json")
        space.layers.append(ThemeSpace.Layer(name: "broken", condition: condition, documents: [broken]))
        return space
    }

    @Test("a system appearance the theme cannot follow: the theme stays, and the log says why")
    func systemAppearanceFails() throws {
        let manager = try ThemeManager(
            space: Self.spaceWithBrokenDark(["appearance": "dark"]), selection: Selection(theme: "day"), storage: nil)
        #expect(throws: ThemeSpace.Error.self) { try manager.preview(Selection(appearance: .dark)) }
        let (_, lines) = logging { manager.systemAppearanceDidChange(to: .dark) }
        #expect(manager.selection.appearance == .light)
        #expect(manager.followsSystemAppearance)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("following the system appearance (dark) failed") == true)
        #expect(lines.first?.contains("palette.nowhere") == true, "the resolver's diagnostic is in the line")
    }

    @Test("a scope whose pinned selection stops resolving when its parent switches keeps its theme, logged")
    func scopeRefreshFails() throws {
        let manager = try ThemeManager(
            space: Self.spaceWithBrokenDark(["theme": "ocean", "appearance": "dark"]), selection: Selection(theme: "day"),
            storage: nil)
        let scope = try manager.makeScope(pinning: Selection(theme: "ocean"))
        let before = scope.current.color("color.text.primary")
        let (_, lines) = try logging { try manager.apply(Selection(appearance: .dark)) }
        #expect(manager.selection.appearance == .dark, "the parent switched")
        #expect(scope.selection.appearance == .light)
        #expect(scope.current.color("color.text.primary") == before)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("a scope following") == true)
        #expect(lines.first?.contains("palette.nowhere") == true)
    }

    @Test("appearance variants that do not resolve are nil, and each is logged once however often it is read")
    func variantFails() throws {
        let manager = try ThemeManager(
            space: Self.spaceWithBrokenDark(["appearance": "dark"]), selection: Selection(theme: "day"), storage: nil)
        let (variants, lines) = logging {
            (0..<3).map { _ in manager.variants(of: Token<ThemeColor>("color.text.primary")) }
                + [manager.variants(of: Token<ThemeColor>("color.background"))]
        }
        #expect(variants.allSatisfy { $0.dark == nil && $0.darkHighContrast == nil && $0.light != nil })
        // One line for each dark variant (normal and high contrast), each once.
        #expect(lines.count == 2, "\(lines)")
        for contrast in ["normal", "high"] {
            #expect(lines.contains { $0.contains("appearance=dark, contrast=\(contrast)") && $0.contains("does not resolve") })
        }
        #expect(lines.allSatisfy { $0.contains("palette.nowhere") })
    }
}
