import Foundation
import Livery
import LiverySkins

/// One install from a catalog, reported through a Foundation `Progress` as Objective-C reports
/// long work: `LVSkinClient`'s `installSkinWithIdentifier:progressHandler:completionHandler:`
/// returns the progress, whose units are the package's bytes once the download starts, and whose
/// `cancel()` stops the transfer (the install then fails with ``LiverySkins/SkinError/cancelled``
/// and the installed skins stay as they were).
enum SkinInstallation {
    /// Starts installing the catalog's newest version of `id` through `client`.
    ///
    /// - Parameters:
    ///   - progressHandler: Called on the main actor with the fraction downloaded (0…1), in order,
    ///     when the package's size is known.
    ///   - completion: Called once on the main actor with the installed manifest or the error.
    /// - Returns: The install's progress: observe `fractionCompleted`, call `cancel()` to stop.
    @MainActor
    static func start(
        _ id: String, client: SkinClient, progressHandler: (@MainActor @Sendable (Double) -> Void)?,
        completion: @escaping @MainActor @Sendable (Result<SkinManifest, SkinError>) -> Void
    ) -> Progress {
        run(progressHandler: progressHandler, completion: completion) { report in
            try await client.install(id: id) { report.update($0) }
        }
    }

    /// Starts updating the installed skin `id` to the catalog's newer version, reported as an
    /// install is; the completion gets `true` when a newer version was installed, `false` when the
    /// skin was up to date.
    @MainActor
    static func update(
        _ id: String, client: SkinClient, progressHandler: (@MainActor @Sendable (Double) -> Void)?,
        completion: @escaping @MainActor @Sendable (Result<Bool, SkinError>) -> Void
    ) -> Progress {
        run(progressHandler: progressHandler, completion: completion) { report in
            try await client.update(id: id) { report.update($0) } != nil
        }
    }

    /// Starts fetching the catalog; the completion gets its newest entry of each skin, sorted by id.
    @MainActor
    static func catalogEntries(
        client: SkinClient, completion: @escaping @MainActor @Sendable (Result<[SkinCatalog.Entry], SkinError>) -> Void
    ) -> Progress {
        run(progressHandler: nil, completion: completion) { _ in
            let catalog = try await client.fetchCatalog().catalog
            return Set(catalog.entries.map(\.id)).sorted().compactMap { catalog.latest(id: $0) }
        }
    }

    /// Runs `operation` (an install, an update, a catalog fetch) reported through a `Progress` as
    /// ``start(_:client:progressHandler:completion:)`` reports an install: `cancel()` cancels the
    /// task, and the operation fails with ``LiverySkins/SkinError/cancelled``.
    @MainActor
    static func run<Value: Sendable>(
        progressHandler: (@MainActor @Sendable (Double) -> Void)?,
        completion: @escaping @MainActor @Sendable (Result<Value, SkinError>) -> Void,
        operation: @escaping @Sendable (Reporter) async throws -> Value
    ) -> Progress {
        let progress = Progress(totalUnitCount: -1)
        progress.isCancellable = true
        let report = Reporter(progress: progress, handler: progressHandler)
        let task = Task { @MainActor in
            let result: Result<Value, SkinError>
            do {
                result = .success(try await operation(report))
            } catch let error as SkinError {
                result = .failure(error)
            } catch {
                // The operations throw SkinError only; anything else is named, not dropped.
                result = .failure(.writeFailed(path: "", reason: "\(error)"))
            }
            if case .success = result {
                progress.totalUnitCount = max(progress.totalUnitCount, 1)
                progress.completedUnitCount = progress.totalUnitCount
            }
            completion(result)
        }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }

    /// Moves the transfer's byte counts into the `Progress` and hands fractions to the main
    /// actor, in order (the transfer reports from its own queue).
    final class Reporter: Sendable {
        let progress: Progress
        let handler: (@MainActor @Sendable (Double) -> Void)?

        init(progress: Progress, handler: (@MainActor @Sendable (Double) -> Void)?) {
            self.progress = progress
            self.handler = handler
        }

        func update(_ update: DownloadProgress) {
            if let total = update.totalBytes, total > 0 { progress.totalUnitCount = total }
            progress.completedUnitCount = update.bytesReceived
            guard let fraction = update.fractionCompleted, handler != nil else { return }
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated { handler?(fraction) }
            }
        }
    }
}
