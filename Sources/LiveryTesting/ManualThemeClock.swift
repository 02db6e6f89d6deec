import Foundation
import Livery

/// A `ThemeClock` that moves only when a test moves it.
///
/// Code under test reads ``now`` and waits with ``sleep(until:)``; the test crosses a boundary
/// on demand. ``advance(by:)``, ``advance(to:)`` and ``set(_:)`` move it at once and resume the
/// sleepers whose dates they reach, earliest date first (sleepers of the same date in the order
/// they started sleeping). ``run(by:)`` and ``run(to:)`` wake them one at a time instead, each
/// at its own date, and let each run before waking the next; so when they return, the code that
/// was waiting has done what it does at that time (a scheduled switch has switched). A cancelled
/// sleeper throws `CancellationError` at once.
///
/// The clock is safe to use from any thread or task.
///
/// ```swift
/// let clock = ManualThemeClock(now: Date(timeIntervalSinceReferenceDate: 0))
/// let wake = Task { try await clock.sleep(until: clock.now.addingTimeInterval(60)) }
/// await clock.waitForSleepers(1)
/// await clock.run(by: 60)  // the task's sleep has returned
/// try await wake.value
/// ```
public final class ManualThemeClock: ThemeClock, @unchecked Sendable {
    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private var date: Date
    private var sleepers: [Sleeper] = []
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var wakeAcknowledgements: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var waiters: [Waiter] = []
    private var nextID: UInt64 = 0

    private struct Sleeper {
        var id: UInt64
        /// The sleeping task's hash, to see whether a woken task went back to sleep.
        var task: Int?
        var deadline: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct Waiter {
        var id: UInt64
        var count: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    /// A clock reading `now` (by default the reference date, 2001-01-01 00:00:00 UTC, so tests
    /// do not depend on when they run).
    public init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.date = now
    }

    /// The clock's current date.
    public var now: Date {
        lock.withLock { date }
    }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// The dates the sleeping tasks wait for, earliest first.
    public var pendingDeadlines: [Date] {
        lock.withLock { sleepers.map(\.deadline).sorted() }
    }

    /// Moves the clock forward by `interval` seconds (a negative interval does nothing) and
    /// resumes the sleepers it reaches, earliest date first; they run when their actors let them.
    /// ``run(by:)`` also waits for them.
    public func advance(by interval: TimeInterval) {
        move { $0.addingTimeInterval(max(0, interval)) }
    }

    /// Moves the clock forward to `date` (a date in the past does nothing) and resumes the
    /// sleepers it reaches, earliest date first. ``run(to:)`` also waits for them.
    public func advance(to date: Date) {
        move { max($0, date) }
    }

    /// Sets the clock to `date`, forward or back, and resumes the sleepers it reaches, earliest
    /// date first.
    public func set(_ date: Date) {
        move { _ in date }
    }

    /// Moves the clock forward by `interval` seconds (a negative interval does nothing), waking
    /// the sleepers it reaches one at a time, each at its own date, and letting each run before
    /// waking the next (see ``run(to:)``).
    nonisolated(nonsending) public func run(by interval: TimeInterval) async {
        await run(to: now.addingTimeInterval(max(0, interval)))
    }

    /// Moves the clock forward to `date` (a date in the past does nothing), waking the sleepers
    /// it reaches one at a time: earliest date first, with ``now`` reading that date, and only
    /// once the previous one has run. Sleepers that go back to sleep until a date it reaches are
    /// woken again. When it returns, the code that was waiting has done what it does at those
    /// times (a scheduled switch has switched).
    ///
    /// A woken sleeper has run when it goes back to sleep on this clock; one that does not is
    /// given a few dozen turns and about 20 milliseconds, plenty for code that switches a theme
    /// and returns.
    nonisolated(nonsending) public func run(to date: Date) async {
        await wakeSleepers(through: date)
        lock.withLock { self.date = max(self.date, date) }
    }

    /// Returns once the clock reaches `date` (at once if it already has); throws
    /// `CancellationError` when the calling task is cancelled, before or while it sleeps.
    nonisolated(nonsending) public func sleep(until date: Date) async throws {
        let id = makeID()
        let task = withUnsafeCurrentTask { $0?.hashValue }
        defer {
            // Tell the move that woke this sleeper (if one did) that it has run, and drop a mark
            // left by a cancellation that raced with waking up.
            let acknowledgement = lock.withLock {
                cancelledBeforeSleeping.remove(id)
                return wakeAcknowledgements.removeValue(forKey: id)
            }
            acknowledgement?.resume()
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if cancelledBeforeSleeping.remove(id) != nil || Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                    return
                }
                if self.date >= date {
                    lock.unlock()
                    continuation.resume()
                    return
                }
                sleepers.append(Sleeper(id: id, task: task, deadline: date, continuation: continuation))
                let ready = takeReadyWaiters()
                lock.unlock()
                for waiter in ready { waiter.resume() }
            }
        } onCancel: {
            lock.lock()
            if let index = sleepers.firstIndex(where: { $0.id == id }) {
                let sleeper = sleepers.remove(at: index)
                lock.unlock()
                sleeper.continuation.resume(throwing: CancellationError())
            } else {
                // Cancelled before it started sleeping (or after it woke: then nothing reads this).
                cancelledBeforeSleeping.insert(id)
                lock.unlock()
            }
        }
    }

    /// Returns once at least `count` tasks are sleeping on the clock (or the calling task is
    /// cancelled), so a test moves the clock only after the code under test started waiting.
    nonisolated(nonsending) public func waitForSleepers(_ count: Int = 1) async {
        let id = makeID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.lock()
                if sleepers.count >= count || Task.isCancelled {
                    lock.unlock()
                    continuation.resume()
                    return
                }
                waiters.append(Waiter(id: id, count: count, continuation: continuation))
                lock.unlock()
            }
        } onCancel: {
            let waiter: Waiter? = lock.withLock {
                guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return waiters.remove(at: index)
            }
            waiter?.continuation.resume()
        }
    }

    // MARK: Waking

    /// Wakes, one at a time and earliest first, every sleeper whose date is at or before
    /// `target` (including those that go back to sleep until such a date on waking), moving the
    /// clock to each one's date as it wakes.
    nonisolated(nonsending) private func wakeSleepers(through target: Date) async {
        while true {
            var woke = false
            var wokenTask: Int?
            await withCheckedContinuation { (acknowledgement: CheckedContinuation<Void, Never>) in
                lock.lock()
                // The earliest deadline; among equal ones, the first to start sleeping.
                var earliest: Int?
                for (i, sleeper) in sleepers.enumerated() where sleeper.deadline <= target {
                    if let e = earliest, sleepers[e].deadline <= sleeper.deadline { continue }
                    earliest = i
                }
                guard let earliest else {
                    lock.unlock()
                    acknowledgement.resume()
                    return
                }
                let sleeper = sleepers.remove(at: earliest)
                date = max(date, sleeper.deadline)
                wakeAcknowledgements[sleeper.id] = acknowledgement
                lock.unlock()
                woke = true
                wokenTask = sleeper.task
                sleeper.continuation.resume()
            }
            guard woke else { return }
            // The sleeper has returned from `sleep(until:)`; give the code after it (which may
            // still have to hop to its own actor) the chance to run before waking the next one:
            // until it goes back to sleep on this clock, or it has had a fair number of turns.
            let patience = ContinuousClock.now.advanced(by: Self.patienceAfterWaking)
            var turns = 0
            while turns < Self.turnsAfterWaking || ContinuousClock.now < patience {
                if let wokenTask, lock.withLock({ sleepers.contains { $0.task == wokenTask } }) { break }
                turns += 1
                await Task.detached(priority: .low) { await Task.yield() }.value
            }
        }
    }

    /// Applies `change` to the date and resumes the sleepers it reached, in deadline order.
    private func move(_ change: (Date) -> Date) {
        let due: [Sleeper] = lock.withLock {
            date = change(date)
            var due: [Sleeper] = []
            sleepers.removeAll { sleeper in
                guard sleeper.deadline <= date else { return false }
                due.append(sleeper)
                return true
            }
            return due
        }
        // Stable: sleepers of the same deadline keep the order they started sleeping in.
        let ordered = due.enumerated().sorted { a, b in
            a.element.deadline != b.element.deadline ? a.element.deadline < b.element.deadline : a.offset < b.offset
        }
        for (_, sleeper) in ordered { sleeper.continuation.resume() }
    }

    /// How many turns `run` gives a woken sleeper at least, and for how long at least, unless it
    /// goes back to sleep sooner (it usually takes well under a millisecond).
    private static let turnsAfterWaking = 50
    private static let patienceAfterWaking = Duration.milliseconds(20)

    /// A new identifier for a sleeper or a waiter.
    private func makeID() -> UInt64 {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    /// Removes and returns the waiters whose count is reached; call with `lock` held.
    private func takeReadyWaiters() -> [CheckedContinuation<Void, Never>] {
        var ready: [CheckedContinuation<Void, Never>] = []
        waiters.removeAll { waiter in
            guard sleepers.count >= waiter.count else { return false }
            ready.append(waiter.continuation)
            return true
        }
        return ready
    }
}
