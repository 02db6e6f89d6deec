import Foundation

/// Makes remote assets ready (downloaded and cached) before a theme that uses them is shown.
public protocol AssetPreparing: Sendable {
    /// Returns once every URL's bytes are available locally; throws when one cannot be loaded.
    func prepare(_ urls: [URL]) async throws
}

/// What a switch waits for.
public enum SwitchCondition: Sendable, Hashable {
    /// Every remote image of the new selection, for at most `timeout`.
    case assets(timeout: Duration)

    /// Every remote image, for at most 10 seconds.
    public static var assets: SwitchCondition { .assets(timeout: .seconds(10)) }
}

/// Why a waiting switch did not happen; the current theme is unchanged.
public enum SwitchWaitError: Error, Sendable, CustomStringConvertible {
    /// The assets were not ready in time.
    case timedOut(Duration, pending: [URL])
    /// Loading an asset failed.
    case assetFailed(String)
    /// No ``ThemeManager/assetLoader`` is set.
    case noAssetLoader
    /// The selection does not resolve.
    case invalidSelection(ThemeSpace.Error)

    public var description: String {
        switch self {
        case .timedOut(let timeout, let pending):
            "remote images not ready after \(timeout): \(pending.map(\.absoluteString).joined(separator: ", "))"
        case .assetFailed(let reason): "a remote image could not be loaded: \(reason)"
        case .noAssetLoader: "no asset loader is set on the theme manager"
        case .invalidSelection(let error): error.description
        }
    }
}

extension TokenValue {
    /// Every http(s) image URL in this value (nested values included).
    var remoteImageURLs: [URL] {
        switch self {
        case .image(.url(let text)): return URL(string: text).map { [$0] } ?? []
        case .array(let items): return items.flatMap(\.remoteImageURLs)
        case .object(let members): return members.keys.sorted().flatMap { members[$0]?.remoteImageURLs ?? [] }
        default: return []
        }
    }
}

extension ResolvedTheme {
    /// Every remote image URL the table uses, without duplicates, in path order.
    public var remoteImageURLs: [URL] {
        var seen = Set<URL>()
        return tokens.flatMap(\.value.remoteImageURLs).filter { seen.insert($0).inserted }
    }
}

extension ThemeManager where Theme == ResolvedTheme {
    /// Switches to `selection` only once every remote image it uses is ready (seed 001's
    /// "switch after the skin's images have downloaded"). On a timeout or a failed download the
    /// current theme stays as it is and the error says why.
    public func apply(_ selection: Selection, waitingFor condition: SwitchCondition) async throws(SwitchWaitError) {
        let next: Selection
        let theme: ResolvedTheme
        do {
            next = try source.complete(self.selection.merging(selection))
            theme = try source.resolve(next)
        } catch {
            throw .invalidSelection(error)
        }
        let urls = theme.remoteImageURLs
        if !urls.isEmpty {
            guard let loader = assetLoader else { throw .noAssetLoader }
            guard case .assets(let timeout) = condition else { return }
            try await Self.prepare(urls, with: loader, timeout: timeout)
        }
        guard next != self.selection else { return }
        install(theme, selection: next)
    }

    nonisolated private static func prepare(_ urls: [URL], with loader: any AssetPreparing, timeout: Duration)
        async throws(SwitchWaitError)
    {
        let outcome: Result<Void, SwitchWaitError> = await withTaskGroup(of: Result<Void, SwitchWaitError>?.self) { group in
            group.addTask {
                do {
                    try await loader.prepare(urls)
                    return .success(())
                } catch {
                    return .failure(.assetFailed(String(describing: error)))
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .failure(.timedOut(timeout, pending: urls))
            }
            var result: Result<Void, SwitchWaitError> = .failure(.timedOut(timeout, pending: urls))
            for await finished in group {
                if let finished {
                    result = finished
                    break
                }
            }
            group.cancelAll()
            return result
        }
        try outcome.get()
    }
}
