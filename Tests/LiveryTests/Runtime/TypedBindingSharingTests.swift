import Foundation
import Testing
@testable import Livery

/// Typed bindings of one token share one read of its value per table (`SlotValue`): these check
/// that sharing never hands a binding a stale or wrongly typed value.
@MainActor
@Suite("Typed bindings share one read per token")
struct TypedBindingSharingTests {
    @Test("one token bound as two types: each binding gets its own type's value on every switch")
    func twoTypes() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: InMemorySelectionStorage())
        let label = Label()
        var image: ImageSource?
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        manager.bind(label, Token<ImageSource>("color.text.primary"), key: BindingKey("image")) { _, value in image = value }
        #expect(label.textColor?.hexString == "#222222FF")
        #expect(image == .color(try #require(label.textColor)))
        try manager.apply(theme: "ocean")
        #expect(label.textColor?.hexString == "#003344FF")
        #expect(image == .color(try #require(label.textColor)))
    }

    /// The binding that switches again is bound first, so the outer switch still has every label
    /// to go when the nested one ends: it must not set the older theme's value over the newer.
    @Test("a switch from inside the first binding: every binding ends on the newer theme, and listeners hear only it")
    func switchFromFirstBinding() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: InMemorySelectionStorage())
        var nested = false
        let trigger = Label()
        var nestedError: ThemeSpace.Error?
        var triggered = 0
        manager.bind(trigger, .textPrimary) { _, _ in
            guard nested else { return }
            nested = false
            triggered += 1
            do throws(ThemeSpace.Error) { try manager.apply(Selection(appearance: .dark)) } catch { nestedError = error }
        }
        let labels = (0..<20).map { _ in Label() }
        for label in labels { manager.bind(label, .textPrimary) { label, color in label.textColor = color } }
        // A second binding of the trigger itself, after the one that switches.
        manager.bind(trigger, .textPrimary, key: BindingKey("text")) { label, color in label.textColor = color }
        try manager.apply(theme: "ocean")
        let observer = RecordingObserver(log: EventLog())
        manager.addObserver(observer)
        let notifications = ChangeNotifications(of: manager)
        let start = manager.selection
        nested = true
        try manager.apply(theme: "day")
        #expect(triggered == 1)
        #expect(nestedError == nil)
        #expect(manager.selection.contexts["appearance"] == "dark")
        #expect(manager.selection.theme == "day")
        #expect(
            labels.allSatisfy { $0.textColor?.hexString == "#EEEEEEFF" }, "\(labels.map { $0.textColor?.hexString ?? "nil" })")
        #expect(trigger.textColor?.hexString == "#EEEEEEFF")
        // Only the switch that took effect last is told (from the superseded one's selection).
        let day = start.selecting("day", for: Selection.StandardModifier.theme)
        #expect(notifications.changes == [ThemeChange(old: day, new: manager.selection)])
        #expect(observer.changes == [ThemeChange(old: day, new: manager.selection)])
    }

    @Test("many objects on one token, a switch from inside a binding, reapply and a second manager")
    func sharedAcrossObjectsAndManagers() throws {
        let space = try RuntimeFixtures.space()
        let manager = try ThemeManager(space: space, storage: InMemorySelectionStorage())
        let other = try ThemeManager(space: space, storage: InMemorySelectionStorage())
        let labels = (0..<50).map { _ in Label() }
        for label in labels { manager.bind(label, .textPrimary) { label, color in label.textColor = color } }
        let otherLabel = Label()
        other.bind(otherLabel, .textPrimary) { label, color in label.textColor = color }
        try manager.apply(theme: "ocean")
        #expect(labels.allSatisfy { $0.textColor?.hexString == "#003344FF" })
        #expect(otherLabel.textColor?.hexString == "#222222FF", "another manager's table is another read")
        // A binding that switches the manager again while a switch runs: the nested switch reads
        // the token again, and every label ends with the last theme's value.
        var nested = false
        let trigger = Label()
        manager.bind(trigger, .textPrimary) { _, _ in
            guard nested else { return }
            nested = false
            try? manager.apply(Selection(appearance: .dark))
        }
        nested = true
        try manager.apply(theme: "day")
        #expect(manager.selection.contexts["appearance"] == "dark")
        #expect(labels.allSatisfy { $0.textColor?.hexString == "#EEEEEEFF" })
        try manager.apply(Selection(appearance: .light))
        #expect(labels.allSatisfy { $0.textColor?.hexString == "#222222FF" })
        for label in labels { label.textColor = nil }
        manager.reapply()
        #expect(labels.allSatisfy { $0.textColor?.hexString == "#222222FF" }, "reapply with the same table uses the shared read")
    }
}
