import Foundation
import Livery
import LiveryUI
import Testing

/// A layer standing in for a Core Animation layer, reached through a view (`\.layer.borderColor`).
final class StandInLayer {
    var borderColor: PlatformColor?
    var cornerRadius = 0.0
}

/// A label standing in for `UILabel`: an optional colour, a non-optional layer.
final class StandInLabel {
    var textColor: PlatformColor?
    var tint = PlatformColor(ThemeColor(red: 0, green: 0, blue: 0))
    let layer = StandInLayer()
}

@Suite("LiveryUI: key-path bindings of platform types through a conversion")
@MainActor
struct KeyPathConversionTests {
    @Test("an optional, a non-optional and a nested key path follow the theme, converted once per token per switch")
    func followsTheTheme() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let labels = (0..<100).map { _ in StandInLabel() }
        for label in labels {
            manager.bind(label, \.textColor, to: Token<ThemeColor>("color.accent"), through: counter.conversion)
            manager.bind(label, \.tint, to: Token<ThemeColor>("color.accent"), through: counter.conversion)
            manager.bind(label, \.layer.borderColor, to: Token<ThemeColor>("color.background"), through: counter.conversion)
        }
        // Two tokens, each converted once for every label and key path bound to it.
        #expect(counter.count == 2)
        #expect(labels[0].textColor?.color.hexString == "#0066CCFF")
        #expect(labels[0].tint === labels[99].textColor)
        #expect(labels[0].layer.borderColor?.color.hexString == "#FFFFFFFF")

        try manager.apply(theme: "ocean")
        #expect(counter.count == 4)
        let accent = try #require(manager.current.color("color.accent"))
        #expect(labels.allSatisfy { $0.textColor?.color == accent && $0.tint.color == accent })
    }

    @Test("binding the same key path again replaces the binding; a dead object's bindings go")
    func replacesAndForgets() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        var label: StandInLabel? = StandInLabel()
        if let label {
            manager.bind(label, \.textColor, to: Token<ThemeColor>("color.accent"), through: counter.conversion)
            manager.bind(label, \.textColor, to: Token<ThemeColor>("color.background"), through: counter.conversion)
            #expect(manager.bindingCount(of: label) == 1)
            #expect(label.textColor?.color.hexString == "#FFFFFFFF")
        }
        weak let released = label
        label = nil
        #expect(released == nil)
        try manager.apply(theme: "ocean")
        #expect(manager.bindingCount == 0)
    }

    @Test("a token the selection does not have leaves the property as it was, and is reported")
    func missingToken() throws {
        let manager = try UIFixtures.manager()
        var issues: [BindingIssue] = []
        manager.bindingIssueHandler = { issues.append($0) }
        let counter = ConversionCounter()
        let label = StandInLabel()
        let before = label.tint
        manager.bind(label, \.tint, to: Token<ThemeColor>("color.missing"), through: counter.conversion)
        manager.bind(label, \.textColor, to: Token<ThemeColor>("color.missing"), through: counter.conversion)
        #expect(label.tint === before)
        #expect(label.textColor == nil)
        #expect(issues.count == 1, "one report per token, expected type and object type per theme: \(issues)")
        #expect(issues.first?.kind == .missingToken)
        #expect(issues.first?.tokenPath == "color.missing")
        #expect(issues.first?.objectType.hasSuffix("StandInLabel") == true)
        try manager.apply(theme: "ocean")
        #expect(issues.count == 2, "reported again for the new theme: \(issues)")
    }

    @Test("a one-off read returns the object the bindings share, and nil for a token the theme lacks")
    func oneOffRead() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let label = StandInLabel()
        manager.bind(label, \.textColor, to: Token<ThemeColor>("color.accent"), through: counter.conversion)
        let read = try #require(manager.value(of: Token<ThemeColor>("color.accent"), through: counter.conversion))
        #expect(read === label.textColor)
        #expect(counter.count == 1)
        #expect(manager.value(of: Token<ThemeColor>("color.missing"), through: counter.conversion) == nil)
    }
}
