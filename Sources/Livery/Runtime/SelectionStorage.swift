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
public protocol SelectionStorage: Sendable {
    /// The saved choice, or nil on first launch (or when it cannot be read).
    func loadChoice() -> ThemeChoice?
    /// Saves the choice.
    func saveChoice(_ choice: ThemeChoice)
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

    private var defaults: UserDefaults? { suiteName.map { UserDefaults(suiteName: $0) } ?? .standard }

    public func loadChoice() -> ThemeChoice? {
        guard let data = defaults?.data(forKey: key) else { return nil }
        return try? JSONDecoder().decode(ThemeChoice.self, from: data)
    }

    public func saveChoice(_ choice: ThemeChoice) {
        guard let data = try? JSONEncoder().encode(choice) else { return }
        defaults?.set(data, forKey: key)
    }
}

/// Keeps the choice in a JSON file, replaced atomically (the default on Linux).
public struct FileSelectionStorage: SelectionStorage {
    /// The JSON file; its folder is created on the first save.
    public var url: URL

    /// Storage in the file at `url`.
    public init(url: URL) { self.url = url }

    /// `$XDG_CONFIG_HOME/livery/choice.json` (or `~/.config/livery/choice.json`) on Linux and
    /// macOS; `Library/Application Support/livery/choice.json` in the app's container on iOS, tvOS,
    /// visionOS and watchOS, which have no home folder to write to.
    public static var standard: FileSelectionStorage {
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

    public func loadChoice() -> ThemeChoice? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(ThemeChoice.self, from: data)
    }

    public func saveChoice(_ choice: ThemeChoice) {
        guard let data = try? JSONEncoder().encode(choice) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
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

/// The storage a manager uses when none is given: `UserDefaults` on Apple platforms, a file elsewhere.
public func defaultSelectionStorage() -> any SelectionStorage {
    #if canImport(Darwin)
        return UserDefaultsSelectionStorage()
    #else
        return FileSelectionStorage.standard
    #endif
}
