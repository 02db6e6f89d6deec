import Foundation
import LiveryTesting
import Testing
@testable import Livery

@Suite("Theme schedules")
struct ThemeScheduleTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? .distantPast
    }

    @Test(
        "entries between dates and at times of day",
        arguments: [
            ("2026-12-24T12:00:00Z", "holiday"), ("2026-12-26T00:00:00Z", "night"), ("2026-12-27T07:00:00Z", nil),
            ("2026-12-27T21:30:00Z", "night"), ("2026-12-20T05:59:00Z", "night"), ("2026-12-20T06:00:00Z", nil),
        ] as [(String, String?)])
    func activeEntry(at text: String, theme: String?) {
        let schedule = ThemeSchedule(
            [
                .between(
                    start: Self.date("2026-12-24T00:00:00Z"), end: Self.date("2026-12-26T00:00:00Z"), Selection(theme: "holiday")),
                .daily(from: TimeOfDay(hour: 20), to: TimeOfDay(hour: 6), Selection(theme: "night")),
            ], calendar: Self.utc)
        #expect(schedule.selection(at: Self.date(text)).theme == theme)
    }

    @Test("the next boundary is the nearest start or end")
    func boundaries() {
        let schedule = ThemeSchedule(
            [
                .between(
                    start: Self.date("2026-12-24T00:00:00Z"), end: Self.date("2026-12-26T00:00:00Z"), Selection(theme: "holiday")),
                .daily(from: TimeOfDay(hour: 20), to: TimeOfDay(hour: 6), Selection(theme: "night")),
            ], calendar: Self.utc)
        #expect(schedule.nextBoundary(after: Self.date("2026-12-23T07:00:00Z")) == Self.date("2026-12-23T20:00:00Z"))
        #expect(schedule.nextBoundary(after: Self.date("2026-12-23T21:00:00Z")) == Self.date("2026-12-24T00:00:00Z"))
        #expect(ThemeSchedule([]).nextBoundary(after: Date()) == nil)
    }

    @MainActor
    @Test("a manager follows its schedule at launch and when the clock crosses a boundary")
    func following() async throws {
        let storage = InMemorySelectionStorage()
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
        let clock = ManualThemeClock(now: Self.date("2026-12-23T12:00:00Z"))
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        manager.follow(
            ThemeSchedule(
                [
                    .between(
                        start: Self.date("2026-12-24T00:00:00Z"), end: Self.date("2026-12-26T00:00:00Z"),
                        Selection(theme: "ocean"))
                ], calendar: Self.utc), clock: clock)
        #expect(manager.selection.theme == "day")
        var changes = manager.changes.makeAsyncIterator()

        await clock.waitForSleepers()
        clock.advance(to: Self.date("2026-12-24T00:00:00Z"))
        #expect(await changes.next()?.new.theme == "ocean")
        #expect(label.textColor?.hexString == "#003344FF")
        #expect(storage.loadChoice()?.selection.theme == "day", "a scheduled selection is not the user's choice")

        await clock.waitForSleepers()
        clock.advance(to: Self.date("2026-12-26T00:00:00Z"))
        #expect(await changes.next()?.new.theme == "day")
        manager.follow(nil)
    }

    @MainActor
    @Test("a schedule active at launch applies at once; an explicit choice wins until the next boundary")
    func launchAndExplicitChoice() async throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let clock = ManualThemeClock(now: Self.date("2026-12-25T12:00:00Z"))
        manager.follow(
            ThemeSchedule(
                [
                    .between(
                        start: Self.date("2026-12-24T00:00:00Z"), end: Self.date("2026-12-26T00:00:00Z"),
                        Selection(theme: "ocean"))
                ], calendar: Self.utc), clock: clock)
        #expect(manager.selection.theme == "ocean")
        try manager.apply(theme: "day")
        #expect(manager.selection.theme == "day")
        manager.follow(nil)
        #expect(manager.selection.theme == "day")
    }

    @MainActor
    @Test("an entry naming an unknown context is ignored")
    func unknownContext() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        manager.follow(
            ThemeSchedule([.daily(from: TimeOfDay(hour: 0), to: TimeOfDay(hour: 0), Selection(theme: "neon"))]),
            clock: ManualThemeClock())
        #expect(manager.selection.theme == "day")
        manager.follow(nil)
    }
}
