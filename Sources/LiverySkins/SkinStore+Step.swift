import Foundation

extension SkinStore {
    /// The steps of an install, rollback or removal, as named in ``SkinError/installFailed(step:reason:)``.
    ///
    /// The raw value is the name printed in error descriptions and the CLI's output.
    public enum Step: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Fetching and verifying the catalog (``SkinClient``).
        case catalog
        /// Downloading the package or its signature (``SkinClient``).
        case download
        /// Reading the package and checking its signature and manifest.
        case verify
        /// Refusing a version not newer than the installed one.
        case version
        /// Unpacking into `.staging/`.
        case unpack
        /// Checking the unpacked files against the manifest.
        case files
        /// Reading and resolving the token documents (``/Livery/ThemeSpace/validate()``).
        case validate
        /// Checking the required tokens.
        case requiredTokens = "required tokens"
        /// Moving the staged folder to `ID/VERSION/`.
        case move
        /// Switching `ID/current`.
        case `switch`
        /// Taking the skin's lock (`.locks/ID.lock`), which serialises installs across processes.
        case lock

        /// The step's name, as in error descriptions.
        public var description: String { rawValue }
    }

    /// Housekeeping announced to a ``SkinStepObserver`` but never reported in an error: clearing
    /// what an operation killed midway left (it runs before the operation proper).
    package static let recoverStepName = "recover"
    /// Housekeeping never reported in an error: removing what the operation no longer needs (older
    /// versions, the staging folder); a failure here changes nothing installed.
    package static let cleanupStepName = "cleanup"

    /// Runs `body`, naming `name` in the error if it fails.
    func step<T>(_ name: Step, _ body: () throws(SkinError) -> T) throws(SkinError) -> T {
        announce(name)
        do {
            return try body()
        } catch {
            if case .installFailed = error { throw error }
            throw .installFailed(step: name, reason: error)
        }
    }

    /// Tells a file system that observes steps (``SkinStepObserver``) that `step` begins.
    func announce(_ step: Step) { announce(named: step.rawValue) }

    /// Tells a file system that observes steps the name of the step or housekeeping that begins.
    func announce(named name: String) {
        (fileSystem as? any SkinStepObserver)?.skinStepDidBegin(name)
    }
}

/// Told when a ``SkinStore`` or ``SkinClient`` operation begins a step (``SkinStore/Step``): a
/// ``SkinFileSystem`` that conforms learns which step each of its operations belongs to. The CLI's
/// debug-only fault injection (`LIVERY_FAULT_*`) uses it to record where each injected kill lands.
package protocol SkinStepObserver: Sendable {
    /// The step named `step` (a ``SkinStore/Step`` raw value, or housekeeping: `recover`,
    /// `cleanup`) begins; the file operations that follow belong to it.
    func skinStepDidBegin(_ step: String)
}

extension SkinError {
    /// The error under any ``installFailed(step:reason:)`` wrapper.
    public var underlying: SkinError {
        if case .installFailed(_, let reason) = self { return reason.underlying }
        return self
    }

    /// The install step that failed, if this is an install failure.
    public var failedStep: SkinStore.Step? {
        if case .installFailed(let step, _) = self { return step }
        return nil
    }
}
