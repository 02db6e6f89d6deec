import Foundation

/// The time source scheduled selections read. Apps use ``SystemThemeClock``; tests use a
/// manual clock (LiveryTesting's `ManualThemeClock`) to cross a boundary on demand.
public protocol ThemeClock: Sendable {
    /// The current date.
    var now: Date { get }
    /// Returns once the clock reaches `date`; throws `CancellationError` when cancelled.
    func sleep(until date: Date) async throws
}

/// The system's clock.
public struct SystemThemeClock: ThemeClock {
    /// The system's clock.
    public init() {}

    public var now: Date { Date() }

    public func sleep(until date: Date) async throws {
        let seconds = date.timeIntervalSinceNow
        guard seconds > 0 else { return }
        try await Task.sleep(for: .seconds(seconds))
    }
}
