import Foundation

#if canImport(os)
    import os
#endif

/// Where the runtime reports what it could not do and went on without: a choice that could not be
/// saved or read back, a launch cache that could not be read or written. These never stop a switch
/// or a launch (the manager keeps its choice in memory, or starts from the defaults), and they are
/// never dropped: each goes to `os.Logger` (subsystem `Livery`, at error level, in release builds
/// too) on Apple platforms, to standard error elsewhere.
package enum RuntimeLog {
    /// Takes the lines written in this task instead of the log (tests read them here). A storage
    /// that writes on a queue of its own captures it when the write is asked for.
    /// (A `TaskLocal` spelled out: the `@TaskLocal` wrapper on a static property is refused as
    /// shared mutable state by the iOS 17 SDK's concurrency module.)
    package static let sink = TaskLocal<(@Sendable (String) -> Void)?>(wrappedValue: nil)

    /// Logs `Livery: message: error` under `category`, or hands it to `sink`. Out of line: the
    /// failure paths that call it sit in switch and launch code, which should not carry the
    /// formatting.
    @inline(never)
    package static func error(
        _ message: String, _ error: any Error, category: String, sink: (@Sendable (String) -> Void)? = Self.sink.get()
    ) {
        let line = "Livery: \(message): \(error)"
        if let sink {
            sink(line)
            return
        }
        write(line, category: category, isError: true)
    }

    /// Writes `line` as it is to the log: `os.Logger` (subsystem `Livery`, at error or warning
    /// level) on Apple platforms, standard error elsewhere. Binding issues are logged through it
    /// too (category `bindings`, warnings).
    static func write(_ line: String, category: String, isError: Bool) {
        #if canImport(os)
            let logger = Logger(subsystem: "Livery", category: category)
            if isError {
                logger.error("\(line, privacy: .public)")
            } else {
                logger.warning("\(line, privacy: .public)")
            }
        #else
            FileHandle.standardError.write(Data((line + "\n").utf8))
        #endif
    }
}
