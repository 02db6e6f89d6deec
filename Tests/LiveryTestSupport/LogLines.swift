import Foundation

/// Lines collected from any thread, in the order they arrived: what a test hands Livery's
/// `RuntimeLog.sink` to read the failures the runtime logs.
package final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    package init() {}

    /// The lines so far.
    package var all: [String] { lock.withLock { lines } }

    /// Adds a line.
    package func append(_ line: String) { lock.withLock { lines.append(line) } }
}
