import Foundation

/// What a manager persists: the chosen selection, whether the appearance and the contrast follow
/// the system, and the user's overrides.
public struct ThemeChoice: Sendable, Hashable, Codable {
    /// The selection the user chose (complete: every modifier set).
    public var selection: Selection
    /// Whether the `appearance` modifier follows the system's appearance.
    public var followsSystemAppearance: Bool
    /// Whether the `contrast` modifier follows the system's Increase Contrast setting (false once
    /// the user chose a contrast). Choices saved before it was kept read as true.
    public var followsSystemContrast: Bool
    /// The user's own token values (an accent colour, a larger reading font), by token path.
    public var overrides: [String: TokenValue]

    /// A choice of `selection`, following the system appearance unless told otherwise.
    public init(
        selection: Selection, followsSystemAppearance: Bool = true, followsSystemContrast: Bool = true,
        overrides: [String: TokenValue] = [:]
    ) {
        self.selection = selection
        self.followsSystemAppearance = followsSystemAppearance
        self.followsSystemContrast = followsSystemContrast
        self.overrides = overrides
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selection = try container.decode(Selection.self, forKey: .selection)
        followsSystemAppearance = try container.decodeIfPresent(Bool.self, forKey: .followsSystemAppearance) ?? true
        followsSystemContrast = try container.decodeIfPresent(Bool.self, forKey: .followsSystemContrast) ?? true
        overrides = try container.decodeIfPresent([String: TokenValue].self, forKey: .overrides) ?? [:]
    }
}

/// Where a manager keeps the user's choice between launches.
///
/// A manager never stops for its storage: when ``loadChoice()`` throws it starts from the
/// selection it was given (or the defaults), and when ``saveChoice(_:)`` throws it keeps the choice
/// in memory. Either way it logs the error (`os.Logger`, subsystem `Livery`, category `storage`, at
/// error level; standard error on Linux). A storage of your own sees every error first.
public protocol SelectionStorage: Sendable {
    /// The saved choice, or nil when none was saved (a first launch). Throws when a choice was
    /// saved but cannot be read back (damaged data, a file that cannot be read).
    func loadChoice() throws -> ThemeChoice?
    /// Saves the choice; a manager calls it on the main actor after each switch.
    func saveChoice(_ choice: ThemeChoice) throws
}

extension SelectionStorage where Self == UserDefaultsSelectionStorage {
    /// `UserDefaults.standard`, key `Livery.choice`.
    public static var userDefaults: UserDefaultsSelectionStorage { UserDefaultsSelectionStorage() }
}

extension SelectionStorage where Self == InMemorySelectionStorage {
    /// Storage that lasts as long as the process (tests, previews).
    public static var inMemory: InMemorySelectionStorage { InMemorySelectionStorage() }
}

/// Keeps the choice in `UserDefaults` (declared in Livery's privacy manifest, reason CA92.1).
public struct UserDefaultsSelectionStorage: SelectionStorage {
    /// The defaults suite; nil for `UserDefaults.standard`.
    public var suiteName: String?
    /// The defaults key the choice is stored under (as JSON data).
    public var key: String

    /// Storage in the defaults suite `suiteName` (an app group's, say), under `key`.
    public init(suiteName: String? = nil, key: String = "Livery.choice") {
        self.suiteName = suiteName
        self.key = key
    }

    /// The suite's defaults; throws when `UserDefaults` refuses the suite name (on Apple
    /// platforms, the app's own bundle identifier or `NSGlobalDomain`: NSUserDefaults.h,
    /// `-initWithSuiteName:` is `nullable`; Linux's Foundation accepts every name).
    private func defaults() throws -> UserDefaults {
        guard let suiteName else { return .standard }
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSDebugDescriptionErrorKey: "no defaults suite named \(suiteName)"])
        }
        return defaults
    }

    /// The saved choice; throws when the suite cannot be opened or the saved data does not decode.
    public func loadChoice() throws -> ThemeChoice? {
        guard let data = try defaults().data(forKey: key) else { return nil }
        return try JSONDecoder().decode(ThemeChoice.self, from: data)
    }

    /// Saves the choice as JSON data; throws when the suite cannot be opened.
    public func saveChoice(_ choice: ThemeChoice) throws {
        try defaults().set(JSONEncoder().encode(choice), forKey: key)
    }
}

/// Keeps the choice in a JSON file, replaced atomically (the default on Linux).
///
/// The file is written off the calling thread (a manager saves on the main actor after each
/// switch), one write after another in the order they were asked for; a load waits for the writes
/// asked for before it. A write that fails is logged (category `storage`).
public struct FileSelectionStorage: SelectionStorage {
    /// The JSON file; its folder is created on the first save.
    public var url: URL

    /// Storage in the file at `url`.
    public init(url: URL) { self.url = url }

    /// `$XDG_CONFIG_HOME/livery/choice.json` (or `~/.config/livery/choice.json`) on Linux and
    /// macOS; `Library/Application Support/livery/choice.json` in the app's container on iOS, tvOS,
    /// visionOS and watchOS, which have no home folder to write to.
    package static var standard: FileSelectionStorage {
        #if os(macOS) || os(Linux) || os(Windows)
            let base =
                ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        #else
            let base =
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? FileManager.default.temporaryDirectory
        #endif
        return FileSelectionStorage(url: base.appendingPathComponent("livery/choice.json"))
    }

    /// Every file storage's writes, in the order they were asked for.
    private static let writes = DispatchQueue(label: "Livery.FileSelectionStorage", qos: .utility)

    /// The saved choice, or nil when there is no file; throws when the file cannot be read or does
    /// not decode.
    public func loadChoice() throws -> ThemeChoice? {
        Self.writes.sync {}
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        }
        return try JSONDecoder().decode(ThemeChoice.self, from: data)
    }

    /// Encodes the choice (throwing when it cannot) and writes the file on the storage's queue.
    public func saveChoice(_ choice: ThemeChoice) throws {
        let data = try JSONEncoder().encode(choice)
        let url = url
        let sink = RuntimeLog.sink.get()
        Self.writes.async {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch {
                RuntimeLog.error("could not save the theme choice to \(url.path)", error, category: "storage", sink: sink)
            }
        }
    }
}

/// Keeps the choice in memory.
public final class InMemorySelectionStorage: SelectionStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var choice: ThemeChoice?
    private var saves = 0
    /// How many times a choice was saved.
    public var saveCount: Int { lock.withLock { saves } }

    /// Storage that starts out holding `choice` (nil: as on a first launch).
    public init(_ choice: ThemeChoice? = nil) { self.choice = choice }

    public func loadChoice() -> ThemeChoice? {
        lock.lock()
        defer { lock.unlock() }
        return choice
    }

    public func saveChoice(_ choice: ThemeChoice) {
        lock.lock()
        defer { lock.unlock() }
        self.choice = choice
        saves += 1
    }
}

/// The choice saved in `storage`; nil when there is none, or when it cannot be read (logged:
/// the manager then starts without it).
func savedChoice(in storage: (any SelectionStorage)?) -> ThemeChoice? {
    do {
        return try storage?.loadChoice()
    } catch {
        RuntimeLog.error("the saved theme choice could not be read and is not used", error, category: "storage")
        return nil
    }
}

/// The storage a manager uses when none is given: `UserDefaults` on Apple platforms, a file elsewhere.
@usableFromInline
package func defaultSelectionStorage() -> any SelectionStorage {
    #if canImport(Darwin)
        return UserDefaultsSelectionStorage()
    #else
        return FileSelectionStorage.standard
    #endif
}
