import Foundation

/// What a long command is doing, on one line of standard error redrawn in place: `livery:
/// resolving 425,000 tokens… 2.1 s`.
///
/// Shown only when standard error is a terminal, and only once the command has run for
/// ``Console/progressDelay`` (a second), so quick runs, pipes, files and CI logs never see it.
/// The line is plain text redrawn with a carriage return (no escape sequences, so `NO_COLOR`
/// and dumb terminals show it as well as any), and erased when the command ends.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private let start = ContinuousClock.now
    private var step: String
    private var shownWidth = 0
    private var finished = false

    /// Starts reporting `step` on `console`; nothing is drawn unless it is a terminal.
    init(_ step: String, on console: Console) {
        self.console = console
        self.step = step
        guard console.isTerminal else { return }
        let delay = console.progressDelay
        // No delay (tests): drawn at once, and at every step.
        if delay == .zero { _ = draw() }
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: Self.seconds(delay))
            while draw() { Thread.sleep(forTimeInterval: 0.1) }
        }
    }

    /// Says what the command does now.
    func update(_ step: String) {
        lock.withLock { self.step = step }
        if console.isTerminal, console.progressDelay == .zero { _ = draw() }
    }

    /// Erases the line (if one was drawn); later updates draw nothing.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if shownWidth > 0 { console.writeErrorText("\r" + String(repeating: " ", count: shownWidth) + "\r") }
    }

    /// Draws the line; false once finished.
    private func draw() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return false }
        let elapsed = Self.seconds(ContinuousClock.now - start)
        let text = "livery: \(step)… \(String(format: "%.1f", elapsed)) s"
        let padding = String(repeating: " ", count: max(shownWidth - text.count, 0))
        console.writeErrorText("\r" + text + padding)
        shownWidth = text.count
        return true
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// `1,234,567 bytes` as `1.2 MB`, for steps that name a file's size.
    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000
            ? String(format: "%.1f MB", Double(bytes) / 1e6) : bytes >= 1_000 ? "\(bytes / 1_000) kB" : "\(bytes) bytes"
    }

    /// What `path` is, for the first step: `reading Themes (3 files)` or `reading tokens.json (26.7 MB)`.
    static func reading(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey])
        if values?.isDirectory == true { return "reading \(url.lastPathComponent)" }
        return "reading \(url.lastPathComponent)" + (values?.fileSize.map { " (\(size($0)))" } ?? "")
    }
}
