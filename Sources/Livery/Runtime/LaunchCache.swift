import Foundation

/// A resolved table kept on disk so the next launch can theme its first frame synchronously,
/// before the theme documents are read and resolved off the main actor.
public struct ThemeLaunchCache: Sendable {
    /// What the cache file holds.
    struct Snapshot: Codable {
        var version = 1
        var selection: Selection
        var modifiers: [ThemeSpace.Modifier]
        var remBase: Double
        var tokens: [ResolvedToken]

        init(selection: Selection, modifiers: [ThemeSpace.Modifier], remBase: Double, tokens: [ResolvedToken]) {
            self.selection = selection
            self.modifiers = modifiers
            self.remBase = remBase
            self.tokens = tokens
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingName.self)
            version = try container.decode(Int.self, forKey: "version")
            selection = try container.decode(Selection.self, forKey: "selection")
            modifiers = try container.decode([ThemeSpace.Modifier].self, forKey: "modifiers")
            remBase = try container.decode(Double.self, forKey: "remBase")
            tokens = try container.decode([ResolvedToken].self, forKey: "tokens")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingName.self)
            try container.encode(version, forKey: "version")
            try container.encode(selection, forKey: "selection")
            try container.encode(modifiers, forKey: "modifiers")
            try container.encode(remBase, forKey: "remBase")
            try container.encode(tokens, forKey: "tokens")
        }
    }

    /// The cache file (a binary property list). Put it in a caches folder: losing it only costs
    /// one launch its synchronous first frame.
    public var url: URL

    /// A cache kept in the file at `url` (created, with its folder, on the first save).
    public init(url: URL) { self.url = url }

    /// Saves `theme` and the modifiers it was selected from (atomically).
    public func save(_ theme: ResolvedTheme, modifiers: [ThemeSpace.Modifier]) throws {
        let snapshot = Snapshot(selection: theme.selection, modifiers: modifiers, remBase: theme.remBase, tokens: theme.tokens)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(snapshot)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// The cached table and modifiers, or nil when there is no cache file (or one of another
    /// version). Throws when the file cannot be read or does not decode.
    func load() throws -> (theme: ResolvedTheme, modifiers: [ThemeSpace.Modifier])? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        }
        let snapshot = try PropertyListDecoder().decode(Snapshot.self, from: data)
        guard snapshot.version == 1 else { return nil }
        let index = TokenIndex(paths: snapshot.tokens.map(\.path))
        let theme = ResolvedTheme(
            selection: snapshot.selection, index: index, tokens: ContiguousArray(snapshot.tokens.map { Optional($0) }),
            remBase: snapshot.remBase)
        return (theme, snapshot.modifiers)
    }
}

extension ResolvedTheme {
    /// A table with no tokens.
    package static func empty(selection: Selection = Selection()) -> ResolvedTheme {
        ResolvedTheme(selection: selection, index: TokenIndex(paths: []), tokens: [], remBase: 16)
    }
}

extension ThemeManager {
    /// The synchronous launch path: restores the saved choice and, when the cache holds that
    /// selection, its resolved table, so the first frame is already themed. Call
    /// ``replace(with:launchCache:)`` next with the space read off the main actor
    /// (``ThemeSpace/load(contentsOf:)``).
    ///
    /// A cache that cannot be read (damaged, or in a form this version cannot decode) is logged
    /// (category `launch-cache`) and not used: the first frame then waits for the space. A cache of
    /// another snapshot version is not used either, without a log line: it is simply outdated.
    public convenience init(launchCache: ThemeLaunchCache, storage: (any SelectionStorage)? = defaultSelectionStorage()) {
        let saved = savedChoice(in: storage)
        let cached: (theme: ResolvedTheme, modifiers: [ThemeSpace.Modifier])?
        do {
            cached = try launchCache.load()
        } catch {
            RuntimeLog.error(
                "the launch cache \(launchCache.url.path) could not be read, not used", error, category: "launch-cache")
            cached = nil
        }
        var current = ResolvedTheme.empty(selection: saved?.selection ?? Selection())
        var modifiers: [ThemeSpace.Modifier] = []
        if let cached, saved == nil || cached.theme.selection == saved?.selection {
            current = cached.theme
            modifiers = cached.modifiers
        }
        let placeholder = current
        let source = ThemeSource<ResolvedTheme>(modifiers: modifiers) { selection throws(ThemeSpace.Error) in
            guard selection == placeholder.selection else {
                throw ThemeSpace.Error([
                    Diagnostic(
                        .error, "the theme space is still loading; only the cached selection is available",
                        at: .inline, rule: "not-loaded")
                ])
            }
            return placeholder
        }
        self.init(
            source: source, current: current, selection: current.selection, storage: storage,
            followsSystemAppearance: saved?.followsSystemAppearance ?? true,
            followsSystemContrast: saved?.followsSystemContrast ?? true, overrides: saved?.overrides ?? [:])
    }

    /// Fills this manager as ``init(launchCache:storage:)`` would fill a new one, keeping the
    /// bindings already made to it, and re-applies them (the app-wide manager's start).
    package func restart(launchCache: ThemeLaunchCache, storage: (any SelectionStorage)?) {
        adopt(ThemeManager(launchCache: launchCache, storage: storage))
    }

    /// Fills this manager as ``init(space:selection:storage:)`` would fill a new one, keeping the
    /// bindings already made to it, and re-applies them.
    package func restart(space: ThemeSpace, storage: (any SelectionStorage)?) throws(ThemeSpace.Error) {
        adopt(try ThemeManager(space: space, storage: storage))
    }

    /// Switches to a new space (resolving off the main actor) and refreshes the launch cache (written
    /// off the main actor too; a write that fails is logged, category `launch-cache`).
    public func replace(with space: ThemeSpace, launchCache: ThemeLaunchCache? = nil) async throws(ThemeSpace.Error) {
        let source = ThemeSource(space: space)
        var wanted = chosen
        // An appearance the system reported while the space was loading applies now.
        if followsSystemAppearance, let systemAppearance { wanted.appearance = systemAppearance }
        if followsSystemContrast, let systemContrast,
            source.modifier(named: Selection.StandardModifier.contrast)?.contexts.contains(systemContrast.rawValue) == true
        {
            wanted.contrast = systemContrast
        }
        let result = await Self.resolveDetached(source, wanted, scheduled: scheduled)
        let (kept, next, resolved) = try result.value()
        self.source = source
        chosen = kept
        let theme = root.transformed(resolved)
        install(theme, selection: next, persisting: false)
        if let launchCache { await Self.save(theme, modifiers: space.modifiers, to: launchCache) }
    }

    /// Writes the launch cache off the main actor; a failure is logged (the next launch then waits
    /// for its space).
    nonisolated private static func save(
        _ theme: ResolvedTheme, modifiers: [ThemeSpace.Modifier], to launchCache: ThemeLaunchCache
    ) async {
        let sink = RuntimeLog.sink.get()
        await Task.detached {
            do {
                try launchCache.save(theme, modifiers: modifiers)
            } catch {
                RuntimeLog.error(
                    "could not save the launch cache \(launchCache.url.path)", error, category: "launch-cache", sink: sink)
            }
        }.value
    }

    /// Resolves off the main actor: the choice kept (or the defaults), the selection to show, its table.
    nonisolated private static func resolveDetached(
        _ source: ThemeSource<ResolvedTheme>, _ wanted: Selection, scheduled: Selection
    ) async -> Result<(Selection, Selection, ResolvedTheme), ThemeSpace.Error> {
        await Task.detached {
            do throws(ThemeSpace.Error) {
                let kept: Selection
                if let valid = try? source.complete(wanted) {
                    kept = valid
                } else {
                    kept = try source.complete(Selection())
                }
                let next = (try? source.complete(kept.merging(scheduled))) ?? kept
                return .success((kept, next, try source.resolve(next)))
            } catch {
                return .failure(error)
            }
        }.value
    }
}
