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
