import Foundation
import LiveryTesting
import Testing

/// Records the order sleepers wake in.
@MainActor
final class WakeLog {
    var entries: [String] = []
}

/// Code under test that switches at every full hour, on the main actor.
@MainActor
final class HourlyScheduler {
    let clock: ManualThemeClock
    var switches: [Date] = []
    init(clock: ManualThemeClock) { self.clock = clock }

    func run() async {
        while !Task.isCancelled {
            let hour = (clock.now.timeIntervalSinceReferenceDate / 3_600).rounded(.down)
            do {
                try await clock.sleep(until: Date(timeIntervalSinceReferenceDate: (hour + 1) * 3_600))
            } catch {
                return
            }
            switches.append(clock.now)
        }
    }
}

@Suite("ManualThemeClock")
struct ManualThemeClockTests {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test("now moves only when told; advance never goes back, set does")
    func moving() {
        let clock = ManualThemeClock()
        #expect(clock.now == start)
        clock.advance(by: 90)
        #expect(clock.now == start.addingTimeInterval(90))
        clock.advance(by: -30)
        #expect(clock.now == start.addingTimeInterval(90))
        clock.advance(to: start.addingTimeInterval(10))
        #expect(clock.now == start.addingTimeInterval(90))
        clock.advance(to: start.addingTimeInterval(120))
        #expect(clock.now == start.addingTimeInterval(120))
        clock.set(start)
        #expect(clock.now == start)
        let fromNow = ManualThemeClock(now: Date(timeIntervalSince1970: 1_000))
        #expect(fromNow.now == Date(timeIntervalSince1970: 1_000))
    }

    @Test("a sleep whose date has passed returns at once")
    func pastDate() async throws {
        let clock = ManualThemeClock()
        try await clock.sleep(until: start)
        try await clock.sleep(until: start.addingTimeInterval(-5))
        #expect(clock.sleeperCount == 0)
    }

    @Test("run wakes the sleepers it reaches one at a time, earliest first, at their dates")
    @MainActor
    func resumesInOrder() async throws {
        let clock = ManualThemeClock()
        let log = WakeLog()
        var tasks: [Task<Void, any Error>] = []
        // Started out of order; two share a deadline and keep the order they started in.
        for (name, seconds) in [("c", 30.0), ("a", 10.0), ("b1", 20.0), ("b2", 20.0), ("late", 100.0)] {
            tasks.append(
                Task { @MainActor in
                    try await clock.sleep(until: start.addingTimeInterval(seconds))
                    log.entries.append("\(name)@\(Int(clock.now.timeIntervalSince(start)))")
                })
            await clock.waitForSleepers(tasks.count)
        }
        #expect(clock.pendingDeadlines.map { $0.timeIntervalSince(start) } == [10, 20, 20, 30, 100])

        await clock.run(by: 5)
        #expect(clock.sleeperCount == 5, "nothing is due yet")
        #expect(log.entries.isEmpty)

        await clock.run(by: 25)  // to 30 s: a, b1, b2, c are due, and have run when it returns
        #expect(log.entries == ["a@10", "b1@20", "b2@20", "c@30"])
        #expect(clock.sleeperCount == 1)
        #expect(clock.now == start.addingTimeInterval(30))

        await clock.run(to: start.addingTimeInterval(100))
        #expect(log.entries.last == "late@100")
        #expect(clock.sleeperCount == 0)
        for task in tasks { try await task.value }
    }

    @Test("advance resumes every sleeper it reaches, earliest first, and leaves the others asleep")
    func advanceResumes() async throws {
        let clock = ManualThemeClock()
        let first = Task { try await clock.sleep(until: start.addingTimeInterval(10)) }
        let second = Task { try await clock.sleep(until: start.addingTimeInterval(20)) }
        let later = Task { try await clock.sleep(until: start.addingTimeInterval(60)) }
        await clock.waitForSleepers(3)
        clock.advance(by: 20)
        #expect(clock.now == start.addingTimeInterval(20))
        #expect(clock.pendingDeadlines == [start.addingTimeInterval(60)])
        try await first.value
        try await second.value
        clock.set(start.addingTimeInterval(-100))
        #expect(clock.sleeperCount == 1, "going back wakes nobody")
        clock.set(start.addingTimeInterval(60))
        try await later.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("code that sleeps again on waking is woken at each date a move crosses")
    @MainActor
    func repeatedSleeps() async {
        let clock = ManualThemeClock(now: start.addingTimeInterval(1_800))
        let scheduler = HourlyScheduler(clock: clock)
        let task = Task { await scheduler.run() }
        await clock.waitForSleepers()
        await clock.run(by: 3 * 3_600)  // to 3:30: crosses 1:00, 2:00 and 3:00
        #expect(scheduler.switches.map { $0.timeIntervalSince(start) / 3_600 } == [1, 2, 3])
        #expect(clock.now == start.addingTimeInterval(3.5 * 3_600))
        #expect(clock.pendingDeadlines == [start.addingTimeInterval(4 * 3_600)])
        task.cancel()
        await task.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("a cancelled sleeper throws CancellationError, before or while it sleeps")
    func cancellation() async throws {
        let clock = ManualThemeClock()
        let sleeping = Task { try await clock.sleep(until: start.addingTimeInterval(60)) }
        let staying = Task { try await clock.sleep(until: start.addingTimeInterval(60)) }
        await clock.waitForSleepers(2)
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
        #expect(clock.sleeperCount == 1, "the cancelled sleeper left; the other still sleeps")

        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: start.addingTimeInterval(60))
        }
        await #expect(throws: CancellationError.self) { try await early.value }
        #expect(clock.sleeperCount == 1)

        clock.advance(by: 60)
        try await staying.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("waitForSleepers returns when cancelled")
    func waitCancellation() async {
        let clock = ManualThemeClock()
        let waiting = Task { await clock.waitForSleepers(3) }
        waiting.cancel()
        await waiting.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("the clock is usable from many tasks at once")
    func concurrent() async throws {
        let clock = ManualThemeClock()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<50 {
                group.addTask { try await clock.sleep(until: Date(timeIntervalSinceReferenceDate: Double(i % 5 + 1))) }
            }
            await clock.waitForSleepers(50)
            // Racing moves: each wakes what it reaches; together they may fall short of 5 s
            // (a run's target is read before the others move), so a last run finishes the job.
            await withTaskGroup(of: Void.self) { movers in
                for i in 0..<5 {
                    movers.addTask { if i.isMultiple(of: 2) { clock.advance(by: 1) } else { await clock.run(by: 1) } }
                }
            }
            await clock.run(to: Date(timeIntervalSinceReferenceDate: 5))
            try await group.waitForAll()
        }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == Date(timeIntervalSinceReferenceDate: 5))
    }

    @Test("the clock serves code written against ThemeClock")
    func asThemeClock() async throws {
        let clock = ManualThemeClock()
        let seam: any ThemeClock = clock
        let wake = Task { try await seam.sleep(until: seam.now.addingTimeInterval(3_600)) }
        await clock.waitForSleepers()
        clock.advance(by: 3_600)
        try await wake.value
        #expect(seam.now == start.addingTimeInterval(3_600))
    }
}
