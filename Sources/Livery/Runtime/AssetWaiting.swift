import Foundation

/// Makes remote assets ready (downloaded and cached) before a theme that uses them is shown.
public protocol AssetPreparing: Sendable {
    /// Returns once every URL's bytes are available locally; throws when one cannot be loaded.
    func prepare(_ urls: [URL]) async throws
}

/// What a switch waits for.
public enum SwitchCondition: Sendable {
    /// Every remote image of the new selection, prepared by `loader` (an image cache, such as
    /// LiverySkins' `RemoteImageLoader`), for at most `timeout`: `.assets(pipeline)`.
    case assets(_ loader: any AssetPreparing, timeout: Duration = .seconds(10))
}

/// Why a waiting switch did not happen; the current theme is unchanged.
public enum SwitchWaitError: Error, Sendable, CustomStringConvertible {
    /// The assets were not ready in time; `pending` lists the URLs the switch was waiting for.
    case timedOut(Duration, pending: [URL])
    /// Loading an asset failed.
    case assetFailed(String)
    /// The selection does not resolve.
    case invalidSelection(ThemeSpace.Error)

    public var description: String {
        switch self {
        case .timedOut(let timeout, let pending):
            "remote images not ready after \(timeout): \(pending.map(\.absoluteString).joined(separator: ", "))"
        case .assetFailed(let reason): "a remote image could not be loaded: \(reason)"
        case .invalidSelection(let error): error.description
        }
    }
}

extension TokenValue {
    /// Every image source in this value (nested values included), in member order.
    package var imageSources: [ImageSource] {
        switch self {
        case .image(let source): [source]
        case .array(let items): items.flatMap(\.imageSources)
        case .object(let members): members.keys.sorted().flatMap { members[$0]?.imageSources ?? [] }
        default: []
        }
    }

    /// Every http(s) image URL in this value (nested values included).
    var remoteImageURLs: [URL] {
        imageSources.compactMap { source in
            if case .url(let text) = source { URL(string: text) } else { nil }
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

extension ThemeManager {
    /// Switches to `selection` only once every remote image it uses is ready (seed 001's
    /// "switch after the skin's images have downloaded"); modifiers it leaves out keep their
    /// current contexts. On a timeout or a failed download the current theme stays as it is and
    /// the error says why. A switch made while waiting is kept: the requested contexts are laid
    /// over whatever is current when the images are ready.
    public func apply(_ selection: Selection, waitingFor condition: SwitchCondition) async throws(SwitchWaitError) {
        let theme: ResolvedTheme
        do {
            theme = try source.resolve(source.complete(self.selection.merging(selection)))
        } catch {
            throw .invalidSelection(error)
        }
        let urls = theme.remoteImageURLs
        if !urls.isEmpty {
            switch condition {
            case .assets(let loader, let timeout): try await Self.prepare(urls, with: loader, timeout: timeout)
            }
        }
        do {
            try change(explicit: true) { $0 = $0.merging(selection) }
        } catch {
            throw .invalidSelection(error)
        }
    }

    /// Waits for `loader` at most `timeout`; a loader that ignores cancellation does not hold the
    /// switch past its timeout.
    nonisolated private static func prepare(_ urls: [URL], with loader: any AssetPreparing, timeout: Duration)
        async throws(SwitchWaitError)
    {
        let outcome = FirstOutcome()
        let result: Result<Void, SwitchWaitError> = await withCheckedContinuation { continuation in
            outcome.set(continuation)
            let loading = Task {
                do {
                    try await loader.prepare(urls)
                    outcome.finish(.success(()))
                } catch {
                    outcome.finish(.failure(.assetFailed(String(describing: error))))
                }
            }
            Task {
                try? await Task.sleep(for: timeout)
                outcome.finish(.failure(.timedOut(timeout, pending: urls)))
                loading.cancel()
            }
        }
        try result.value()
    }
}

/// Resumes a continuation with the first of several outcomes.
private final class FirstOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<Void, SwitchWaitError>, Never>?
    private var early: Result<Void, SwitchWaitError>?

    func set(_ continuation: CheckedContinuation<Result<Void, SwitchWaitError>, Never>) {
        lock.lock()
        if let early {
            lock.unlock()
            continuation.resume(returning: early)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func finish(_ result: Result<Void, SwitchWaitError>) {
        lock.lock()
        guard let continuation else {
            if early == nil { early = result }
            lock.unlock()
            return
        }
        self.continuation = nil
        early = early ?? result
        lock.unlock()
        continuation.resume(returning: result)
    }
}
