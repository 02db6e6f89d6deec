import Foundation

/// Programs the tests run (compilers, scripts, this test executable again), waited for on threads
/// of their own.
///
/// The whole suite runs in one process whose Swift concurrency pool has one thread per core (two
/// here). A test that blocks one of those threads for the seconds or minutes a compiler takes
/// leaves every async test (a local server answering requests) waiting behind it, so every wait
/// for a program happens on a thread made for it, and the awaiting test is suspended meanwhile.
package enum ChildProcess {
    /// One launch at a time in this process: Foundation's `Process.run()` on Linux (file actions
    /// for every open descriptor, run-loop sources) crashed now and then when several tests
    /// launched at once. The programs still run side by side.
    package static let launches = NSLock()

    /// Runs `executable` with `arguments` to its end and returns its exit status with its output
    /// and error streams together. `environment` replaces this process's environment when given.
    package static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runHere(executable, arguments, environment: environment) })
            }
        }
    }

    /// This test executable (`/proc/self/exe`), for a suite that must run in a process of its own.
    package static func testExecutable() throws -> URL {
        #if os(Linux)
            URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        #else
            URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// The blocking part of ``run(_:_:environment:)``, on the calling thread.
    private static func runHere(
        _ executable: URL, _ arguments: [String], environment: [String: String]?
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try launches.withLock { try process.run() }
        // Read before waiting: a program that fills the pipe would otherwise never end.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
