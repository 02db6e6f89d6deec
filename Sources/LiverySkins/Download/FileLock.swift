import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a lock file, between processes and between callers in one process
/// (each acquisition opens its own descriptor). Waiting polls, so it never blocks a Swift
/// concurrency thread and stops when the waiting task is cancelled.
final class FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Waits for the lock on `url` (created when missing).
    static func acquire(_ url: URL) async throws(SkinError) -> FileLock {
        let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(path: url.path, reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, !Task.isCancelled else {
                close(descriptor)
                if Task.isCancelled { throw .cancelled }
                throw .writeFailed(path: url.path, reason: "cannot lock: \(String(cString: strerror(errno)))")
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // Mark the file as in use, so clearing abandoned downloads leaves it alone.
        _ = futimens(descriptor, nil)
        return FileLock(descriptor: descriptor)
    }

    func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
