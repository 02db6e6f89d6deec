import Foundation
import LiverySkins

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store the skin commands work on: in debug builds, wrapped by ``SkinFaultInjection`` when a
/// `LIVERY_FAULT_*` variable asks for it.
func commandSkinStore(folder: String, requiredTokens: Set<String> = []) -> SkinStore {
    let url = URL(fileURLWithPath: folder)
    #if DEBUG
        if let injection = SkinFaultInjection.shared {
            return SkinStore(
                folder: url, requiredTokens: requiredTokens, fileSystem: FaultInjectingFileSystem(injection: injection))
        }
    #endif
    return SkinStore(folder: url, requiredTokens: requiredTokens)
}

/// Runs `body` on the store in `folder` (see ``commandSkinStore(folder:requiredTokens:)``); a
/// store error becomes a ``CommandFailure`` whose diagnostics name the folder.
func withCommandSkinStore<Value>(folder: String, _ body: (SkinStore) throws(SkinError) -> Value) throws -> Value {
    do throws(SkinError) {
        return try body(commandSkinStore(folder: folder))
    } catch {
        throw CommandFailure(diagnostics: error.diagnostics(file: folder))
    }
}

#if DEBUG
    /// Fault injection for the skin store's crash and failure tests (`SkinCrashTests`), compiled
    /// only into debug builds and off unless one of these environment variables is set:
    ///
    /// - `LIVERY_FAULT_KILL=before:N` or `after:N`: the process sends itself `SIGKILL` right before
    ///   (or after) its N-th *fault point*; `afterWrite:N`: right after its N-th write-type operation. Fault points are every operation of the store's
    ///   ``SkinFileSystem`` (reads included), plus the start of every step (``SkinStore/Step``, so
    ///   steps without file operations of their own, such as `validate`, get kills too). A test
    ///   runs N = 1, 2, … until the command completes, so every point gets a kill.
    /// - `LIVERY_FAULT_FAIL=N`: the N-th write-type operation (create, write, append, move,
    ///   link, rename, remove, exclude from backup) throws an injected error instead.
    /// - `LIVERY_FAULT_FSIZE=BYTES`: `setrlimit(RLIMIT_FSIZE)` with `SIGXFSZ` ignored, so a write
    ///   past BYTES fails with `EFBIG`, as on a full disk.
    /// - `LIVERY_FAULT_LOG=PATH`: appends `step NAME` as each step begins, `kill MOMENT N STEP
    ///   OPERATION PATH` just before a kill and `fail N STEP OPERATION PATH` before an injected
    ///   failure (fields separated by tabs), so a test learns where each kill landed, even one
    ///   sent from outside.
    final class SkinFaultInjection: @unchecked Sendable {
        enum Moment: String {
            /// Before the N-th fault point.
            case before
            /// After the N-th fault point.
            case after
            /// After the N-th write-type operation (`LIVERY_FAULT_KILL=afterWrite:N`).
            case afterWrite
        }

        /// The injection the environment asks for, or `nil`.
        static let shared: SkinFaultInjection? = SkinFaultInjection(environment: ProcessInfo.processInfo.environment)

        let killPoint: (moment: Moment, point: Int)?
        let failingWrite: Int?
        let logDescriptor: Int32?
        private let lock = NSLock()
        private var points = 0
        private var writes = 0
        private var step = "start"

        init?(environment: [String: String]) {
            var kill: (Moment, Int)?
            if let text = environment["LIVERY_FAULT_KILL"] {
                let parts = text.split(separator: ":")
                if parts.count == 2, let moment = Moment(rawValue: String(parts[0])), let point = Int(parts[1]) {
                    kill = (moment, point)
                }
            }
            let failingWrite = environment["LIVERY_FAULT_FAIL"].flatMap { Int($0) }
            let fileSizeLimit = environment["LIVERY_FAULT_FSIZE"].flatMap { UInt64($0) }
            let log = environment["LIVERY_FAULT_LOG"]
            guard kill != nil || failingWrite != nil || fileSizeLimit != nil || log != nil else { return nil }
            self.killPoint = kill
            self.failingWrite = failingWrite
            self.logDescriptor = log.map { open($0, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644) }.flatMap {
                $0 >= 0 ? $0 : nil
            }
            if let fileSizeLimit {
                // Ignored, SIGXFSZ would end the process; then write(2) fails with EFBIG instead.
                signal(SIGXFSZ, SIG_IGN)
                var limit = rlimit()
                limit.rlim_cur = rlim_t(fileSizeLimit)
                limit.rlim_max = rlim_t(fileSizeLimit)
                #if canImport(Glibc)
                    _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
                #else
                    _ = setrlimit(RLIMIT_FSIZE, &limit)
                #endif
            }
        }

        /// Appends a line to the log (one `write(2)`, so it survives the kill that follows).
        func log(_ line: String) {
            guard let logDescriptor else { return }
            let data = Array((line + "\n").utf8)
            _ = data.withUnsafeBytes { write(logDescriptor, $0.baseAddress, $0.count) }
        }

        func stepDidBegin(_ name: String) {
            lock.lock()
            step = name
            lock.unlock()
            log("step\t\(name)")
            // A step's start is a fault point of its own (never a failing one).
            _ = try? point("step", name) {}
        }

        /// A fault point around `body`: kills the process when it is the chosen one, fails a write when asked to.
        @discardableResult
        func point<T>(_ operation: String, _ path: String, isWrite: Bool = false, _ body: () throws -> T) throws -> T {
            lock.lock()
            points += 1
            let number = points
            if isWrite { writes += 1 }
            let write = writes
            let step = step
            lock.unlock()
            if let killPoint, killPoint.moment == .before, killPoint.point == number {
                die(.before, number, step, operation, path)
            }
            if isWrite, failingWrite == write {
                log("fail\t\(write)\t\(step)\t\(operation)\t\(path)")
                throw InjectedFailure(operation: operation, path: path)
            }
            // The operation's own failure is part of the run: the kill after it still lands.
            let result = Result { try body() }
            if let killPoint, killPoint.moment == .after, killPoint.point == number { die(.after, number, step, operation, path) }
            if isWrite, let killPoint, killPoint.moment == .afterWrite, killPoint.point == write {
                die(.afterWrite, write, step, operation, path)
            }
            return try result.value()
        }

        private func die(_ moment: Moment, _ number: Int, _ step: String, _ operation: String, _ path: String) -> Never {
            log("kill\t\(moment.rawValue)\t\(number)\t\(step)\t\(operation)\t\(path)")
            _ = kill(getpid(), SIGKILL)
            // SIGKILL cannot be caught; should it somehow return, stop as abruptly.
            _exit(137)
        }
    }

    /// The error a write fails with under `LIVERY_FAULT_FAIL`.
    struct InjectedFailure: Error, LocalizedError {
        var operation: String
        var path: String
        var errorDescription: String? { "injected \(operation) failure" }
    }

    /// The real file system with a fault point around every operation.
    struct FaultInjectingFileSystem: SkinFileSystem, SkinStepObserver {
        let injection: SkinFaultInjection
        let base = DefaultSkinFileSystem()

        func skinStepDidBegin(_ step: String) { injection.stepDidBegin(step) }

        /// A read: a fault point, never failed.
        private func read<T>(_ operation: String, _ url: URL, _ body: () throws -> T) throws -> T {
            try injection.point(operation, url.path, body)
        }

        /// A read that cannot throw.
        private func check(_ operation: String, _ url: URL, _ body: () -> Bool) -> Bool {
            (try? injection.point(operation, url.path, body)) ?? body()
        }

        /// A write: a fault point that `LIVERY_FAULT_FAIL` may fail.
        private func write(_ operation: String, _ url: URL, to destination: URL? = nil, _ body: () throws -> Void) throws {
            try injection.point(operation, url.path + (destination.map { " -> " + $0.path } ?? ""), isWrite: true, body)
        }

        func createDirectory(at url: URL) throws { try write("createDirectory", url) { try base.createDirectory(at: url) } }
        func write(_ data: Data, to url: URL) throws { try write("write", url) { try base.write(data, to: url) } }
        func read(at url: URL) throws -> Data { try read("read", url) { try base.read(at: url) } }
        func contentsOfDirectory(at url: URL) throws -> [String] {
            try read("contentsOfDirectory", url) { try base.contentsOfDirectory(at: url) }
        }
        func moveItem(at source: URL, to destination: URL) throws {
            try write("moveItem", source, to: destination) { try base.moveItem(at: source, to: destination) }
        }
        func createSymbolicLink(at url: URL, destination: String) throws {
            try write("createSymbolicLink", url) { try base.createSymbolicLink(at: url, destination: destination) }
        }
        func destinationOfSymbolicLink(at url: URL) throws -> String {
            try read("destinationOfSymbolicLink", url) { try base.destinationOfSymbolicLink(at: url) }
        }
        func rename(_ source: URL, to destination: URL) throws {
            try write("rename", source, to: destination) { try base.rename(source, to: destination) }
        }
        func removeItem(at url: URL) throws { try write("removeItem", url) { try base.removeItem(at: url) } }
        func itemExists(at url: URL) -> Bool { check("itemExists", url) { base.itemExists(at: url) } }
        func append(_ data: Data, to url: URL) throws { try write("append", url) { try base.append(data, to: url) } }
        func excludeFromBackup(_ url: URL) throws { try write("excludeFromBackup", url) { try base.excludeFromBackup(url) } }
    }
#endif
