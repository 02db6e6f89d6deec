import Foundation
import Livery

/// A theme manager set up for a test: in-memory storage, a manual clock, and a recorder for
/// stand-in views, so a test can say exactly what a switch assigned.
///
/// ```swift
/// @MainActor
/// func nightTurnsTheTitleLight(space: ThemeSpace) throws -> Bool {
///     let harness = try LiveryTestHarness(space: space)
///     let title = harness.label("title")
///     harness.manager.bind(title, Token<ThemeColor>("color.text")) { label, color in label.textColor = color }
///     let applied = try harness.recordSwitch { try harness.manager.apply(theme: "night") }
///     return applied.value(of: "textColor", on: title)?.color?.hexString == "#FFFFFFFF"
/// }
/// ```
@MainActor
public final class LiveryTestHarness {
    /// The manager under test.
    public let manager: ThemeManager
    /// Where the manager keeps its choice.
    public let storage: InMemorySelectionStorage
    /// A clock for code that schedules switches; it moves only when the test moves it.
    public let clock: ManualThemeClock
    /// Where the harness's stand-ins report their assignments.
    public let recorder: AssignmentRecorder
    /// Every binding issue the manager reported since the harness was made (a token missing from
    /// a theme, or of another type): `#expect(harness.bindingIssues.isEmpty)` asserts that every
    /// bound token exists in every selection the test switched to.
    public private(set) var bindingIssues: [BindingIssue] = []

    /// A harness around an existing manager, its storage and a clock.
    public init(
        manager: ThemeManager, storage: InMemorySelectionStorage, clock: ManualThemeClock = ManualThemeClock(),
        recorder: AssignmentRecorder = AssignmentRecorder()
    ) {
        self.manager = manager
        self.storage = storage
        self.clock = clock
        self.recorder = recorder
        let previous = manager.bindingIssueHandler
        manager.bindingIssueHandler = { [weak self] issue in
            self?.bindingIssues.append(issue)
            previous?(issue)
        }
    }

    // MARK: Stand-ins

    /// A stand-in view named `name`, reporting to ``recorder``.
    public func view(_ name: String = "view") -> StandInView { StandInView(name, recorder: recorder) }

    /// A stand-in label named `name`, reporting to ``recorder``.
    public func label(_ name: String = "label") -> StandInLabel { StandInLabel(name, recorder: recorder) }

    /// A stand-in button named `name`, reporting to ``recorder``.
    public func button(_ name: String = "button") -> StandInButton { StandInButton(name, recorder: recorder) }

    // MARK: Recording switches

    /// Runs `body` (a switch, usually) and returns what the stand-ins recorded while it ran,
    /// with the manager's selection before and after.
    @discardableResult
    public func recordSwitch(_ body: () throws -> Void) rethrows -> RecordedSwitch {
        let start = recorder.assignments.count
        let old = manager.selection
        try body()
        return RecordedSwitch(
            assignments: Array(recorder.assignments.dropFirst(start)), change: ThemeChange(old: old, new: manager.selection))
    }

    /// Runs `body` (a switch that waits, say) and returns what the stand-ins recorded until it
    /// finished, with the manager's selection before and after.
    @discardableResult
    public func recordSwitch(_ body: @MainActor () async throws -> Void) async rethrows -> RecordedSwitch {
        let start = recorder.assignments.count
        let old = manager.selection
        try await body()
        return RecordedSwitch(
            assignments: Array(recorder.assignments.dropFirst(start)), change: ThemeChange(old: old, new: manager.selection))
    }

    // MARK: Launching again

    /// A new manager over the same source and storage, as the next launch of the app would
    /// create it: it starts at the choice this harness's manager saved.
    public func relaunch() throws(ThemeSpace.Error) -> ThemeManager {
        try ThemeManager(source: manager.source, selection: Selection(), storage: storage)
    }
}

extension LiveryTestHarness {
    /// A harness whose manager switches between the selections of a theme space, starting at
    /// `selection`, or at `savedChoice` as if a previous launch had saved it.
    public convenience init(
        space: ThemeSpace, selection: Selection = Selection(), savedChoice: ThemeChoice? = nil,
        clock: ManualThemeClock = ManualThemeClock()
    ) throws(ThemeSpace.Error) {
        let storage = InMemorySelectionStorage(savedChoice)
        let manager = try ThemeManager(space: space, selection: selection, storage: storage)
        self.init(manager: manager, storage: storage, clock: clock)
    }
}

/// What the stand-ins recorded during one switch, in order, and the selections it went between.
public struct RecordedSwitch: Sendable, Hashable, CustomStringConvertible {
    /// Every assignment, in the order it was made.
    public var assignments: [Assignment]
    /// The manager's selection before and after.
    public var change: ThemeChange

    /// Whether nothing was assigned.
    public var isEmpty: Bool { assignments.isEmpty }

    /// Whether the selection changed.
    package var changedSelection: Bool { change.old != change.new }

    /// The assignments made to `object`, in order.
    public func assignments(to object: AnyObject) -> [Assignment] {
        assignments.filter { $0.isOn(object) }
    }

    /// The values assigned to `property` (in `category`) of `object`, in order.
    public func values(of property: String, category: String? = nil, on object: AnyObject) -> [Assignment.Value] {
        assignments.filter { $0.isOn(object) && $0.property == property && $0.category == category }.map(\.value)
    }

    /// The last value assigned to `property` (in `category`) of `object`; nil when the switch
    /// did not assign it.
    public func value(of property: String, category: String? = nil, on object: AnyObject) -> Assignment.Value? {
        values(of: property, category: category, on: object).last
    }

    /// Whether the switch assigned `property` (in `category`) of `object`.
    public func didAssign(_ property: String, category: String? = nil, on object: AnyObject) -> Bool {
        !values(of: property, category: category, on: object).isEmpty
    }

    /// The names of the objects assigned to, in the order each was first assigned.
    public var objectNames: [String] {
        var seen = Set<ObjectIdentifier>()
        return assignments.compactMap { seen.insert($0.object).inserted ? $0.objectName : nil }
    }

    /// Assignments to a property (of an object, in a category) that the same switch had already
    /// assigned: a binding applied twice, or two bindings fighting over one property.
    public var repeatedAssignments: [Assignment] {
        struct Slot: Hashable {
            var object: ObjectIdentifier
            var property: String
            var category: String?
        }
        var seen = Set<Slot>()
        return assignments.filter { !seen.insert(Slot(object: $0.object, property: $0.property, category: $0.category)).inserted }
    }

    /// One line per assignment (`title.textColor = #FFFFFFFF`), for failure messages.
    public var description: String {
        assignments.isEmpty ? "(no assignments)" : assignments.map(\.description).joined(separator: "\n")
    }
}
