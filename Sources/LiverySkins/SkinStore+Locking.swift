import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SkinStore {
    /// Runs `body` holding the lock of `id`: an in-process lock and an exclusive `flock` on
    /// `.locks/ID.lock`, after clearing what operations killed midway left (``recover(id:)``).
    /// A lock that cannot be taken is an error (named `step` when given), never a reason to go on unlocked.
    func withLock<T>(id: String, step: Step? = nil, _ body: () throws(SkinError) -> T) throws(SkinError) -> T {
        let lock = locks.lock(for: id)
        lock.lock()
        defer { lock.unlock() }
        announce(Step.lock)
        let lockFolder = folder.appendingPathComponent(Self.locksName)
        let path = lockFolder.appendingPathComponent(id + ".lock").path
        func failure(_ reason: String) -> SkinError {
            let error = SkinError.writeFailed(path: path, reason: reason)
            return step.map { .installFailed(step: $0, reason: error) } ?? error
        }
        do {
            try fileSystem.createDirectory(at: lockFolder)
        } catch {
            throw failure("cannot create \(lockFolder.path): \(SkinError.reason(for: error))")
        }
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot open the lock file: \(String(cString: strerror(errno)))") }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure("cannot lock: \(String(cString: strerror(errno)))") }
        }
        recover(id: id)
        removeAbandonedStaging(holding: id)
        return try body()
    }
}

/// One `NSLock` per skin id.
final class IDLocks: @unchecked Sendable {
    private let guardLock = NSLock()
    private var locks: [String: NSLock] = [:]

    func lock(for id: String) -> NSLock {
        guardLock.lock()
        defer { guardLock.unlock() }
        if let lock = locks[id] { return lock }
        let lock = NSLock()
        locks[id] = lock
        return lock
    }
}
