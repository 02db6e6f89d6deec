import Foundation

/// A time of day, in the schedule's calendar and time zone.
public struct TimeOfDay: Sendable, Hashable, Codable, Comparable {
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int

    /// A time of day at `hour`:`minute`; values out of range are clamped (`hour` to 0...23,
    /// `minute` to 0...59).
    public init(hour: Int, minute: Int = 0) {
        self.hour = min(max(hour, 0), 23)
        self.minute = min(max(minute, 0), 59)
    }

    var minutes: Int { hour * 60 + minute }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

/// Selections that apply on their own at given times: a holiday skin between two dates, a night
/// theme after sunset. The first entry active at a moment wins; its contexts are laid over the
/// user's choice while it lasts.
public struct ThemeSchedule: Sendable, Hashable {
    /// One scheduled selection.
    public enum Entry: Sendable, Hashable {
        /// Active from `start` (included) to `end` (excluded).
        case between(start: Date, end: Date, Selection)
        /// Active every day from `from` to `to`; when `to` is earlier than `from`, across midnight.
        case daily(from: TimeOfDay, to: TimeOfDay, Selection)

        var selection: Selection {
            switch self {
            case .between(_, _, let selection), .daily(_, _, let selection): selection
            }
        }
    }

    /// The scheduled selections, in priority order: the first one active at a moment wins.
    public var entries: [Entry]
    /// The calendar (and its time zone) times of day are read in.
    public var calendar: Calendar

    /// A schedule of `entries` (the first active one wins), with times of day read in `calendar`.
    public init(_ entries: [Entry], calendar: Calendar = .current) {
        self.entries = entries
        self.calendar = calendar
    }

    /// The contexts active at `date` (empty when no entry is).
    public func selection(at date: Date) -> Selection {
        for entry in entries where isActive(entry, at: date) { return entry.selection }
        return Selection()
    }

    func isActive(_ entry: Entry, at date: Date) -> Bool {
        switch entry {
        case .between(let start, let end, _):
            return start <= date && date < end
        case .daily(let from, let to, _):
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            let now = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
            if from == to { return true }
            return from < to ? (from <= now && now < to) : (now >= from || now < to)
        }
    }

    /// The first moment after `date` at which some entry starts or ends.
    package func nextBoundary(after date: Date) -> Date? {
        var candidates: [Date] = []
        for entry in entries {
            switch entry {
            case .between(let start, let end, _):
                candidates += [start, end].filter { $0 > date }
            case .daily(let from, let to, _):
                for time in [from, to] {
                    if let next = calendar.nextDate(
                        after: date, matching: DateComponents(hour: time.hour, minute: time.minute, second: 0),
                        matchingPolicy: .nextTime)
                    {
                        candidates.append(next)
                    }
                }
            }
        }
        return candidates.min()
    }
}

extension ThemeSwitcher {
    /// Follows `schedule`: evaluates it now, and again each time `clock` passes one of its
    /// boundaries, laying the active entry's contexts over the user's choice (which stays the
    /// persisted choice). Choosing explicitly ends the active entry early, until its next boundary.
    /// Setting a new schedule replaces the old one; `nil` stops following.
    public func follow(_ schedule: ThemeSchedule?, clock: any ThemeClock = SystemThemeClock()) {
        scheduleTask?.cancel()
        scheduleTask = nil
        guard let schedule else {
            applySchedule(Selection())
            return
        }
        applySchedule(schedule.selection(at: clock.now))
        scheduleTask = Task { [weak self] in
            var now = clock.now
            while !Task.isCancelled, let boundary = schedule.nextBoundary(after: now) {
                do {
                    try await clock.sleep(until: boundary)
                } catch {
                    return
                }
                guard let self, !Task.isCancelled else { return }
                now = max(clock.now, boundary)
                self.applySchedule(schedule.selection(at: now))
            }
        }
    }

    /// Lays `contexts` over the choice; an entry naming a context that does not exist is ignored.
    func applySchedule(_ contexts: Selection) {
        let previous = scheduled
        scheduled = contexts
        do {
            try refresh()
        } catch {
            scheduled = previous
        }
    }
}
