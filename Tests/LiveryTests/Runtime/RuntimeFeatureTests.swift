import Foundation
import Testing
@testable import Livery

@MainActor
@Suite("User overrides")
struct OverrideTests {
    func manager(_ storage: InMemorySelectionStorage = InMemorySelectionStorage()) throws -> ThemeManager {
        try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
    }

    @Test("an override layers above the selection, is validated, survives switches and persists")
    func override() throws {
        let storage = InMemorySelectionStorage()
        let manager = try manager(storage)
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        try manager.setOverrides(["color.text.primary": "#FF6600"])
        #expect(label.textColor?.hexString == "#FF6600FF")
        try manager.apply(theme: "ocean")
        #expect(label.textColor?.hexString == "#FF6600FF")
        #expect(manager.current.color("color.background")?.hexString == "#E0F7FAFF", "other tokens follow the theme")
        try manager.setOverrides(["font.body": ##"{"family": "Georgia", "size": 22}"##])
        #expect(manager.current.font("font.body")?.size == 22)
        let relaunched = try self.manager(storage)
        #expect(relaunched.current.color("color.text.primary")?.hexString == "#FF6600FF")
        #expect(relaunched.overrides.count == 2)
    }

    @Test("an override may alias another token of the current theme")
    func aliasOverride() throws {
        let manager = try manager()
        try manager.setOverrides(["color.text.primary": "{palette.paper}"])
        #expect(manager.current.color("color.text.primary") == manager.current.color("palette.paper"))
    }

    @Test(
        "invalid overrides are rejected and change nothing",
        arguments: [
            ("color.text.primary", "not a colour at all"), ("color.missing", "#FFFFFF"), ("font.body", "Georgia,huge"),
            ("color.text.primary", "{palette.nowhere}"),
        ])
    func invalid(path: String, value: String) throws {
        let manager = try manager()
        let before = manager.current.color("color.text.primary")
        #expect(throws: ValueParsingError.self) { try manager.setOverrides([path: value]) }
        #expect(manager.overrides.isEmpty)
        #expect(manager.current.color("color.text.primary") == before)
    }

    @Test("values made at run time apply in one call and one switch; a bad one changes nothing")
    func batch() throws {
        let manager = try manager()
        let label = Label()
        var runs = 0
        manager.bind(label, .textPrimary) { label, color in
            label.textColor = color
            runs += 1
        }
        runs = 0
        try manager.setOverrides(["color.text.primary": "#FF6600", "color.background": "#101010"])
        #expect(label.textColor?.hexString == "#FF6600FF")
        #expect(manager.current.color("color.background")?.hexString == "#101010FF")
        #expect(runs == 1, "one switch for the whole dictionary")
        #expect(manager.overrides.count == 2)

        let before = manager.overrides
        #expect(throws: ValueParsingError.self) {
            try manager.setOverrides(["color.text.primary": "#00FF00", "color.missing": "#FFFFFF"])
        }
        #expect(manager.overrides == before, "nothing changed")
        #expect(label.textColor?.hexString == "#FF6600FF")
    }

    @Test("overrides reset one by one or all at once")
    func reset() throws {
        let manager = try manager()
        let original = manager.current.color("color.text.primary")
        try manager.setOverrides(["color.text.primary": "#FF6600"])
        try manager.setOverrides(["color.background": "#00FF00"])
        manager.removeOverrides(for: ["color.text.primary"])
        #expect(manager.current.color("color.text.primary") == original)
        #expect(manager.current.color("color.background")?.hexString == "#00FF00FF")
        manager.removeOverrides()
        #expect(manager.overrides.isEmpty)
        #expect(manager.current.color("color.background")?.hexString == "#FFFFFFFF")
    }
}

@MainActor
@Suite("Scoped themes and previews")
struct ScopeTests {
    @Test("a scope pins modifiers and re-applies only when its own selection changes")
    func scope() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let reader = try manager.makeScope(pinning: Selection(theme: "ocean"))
        let appLabel = Label()
        let readerLabel = Label()
        manager.bind(appLabel, .textPrimary) { label, color in
            label.applyCount += 1
            label.textColor = color
        }
        reader.bind(readerLabel, .textPrimary) { label, color in
            label.applyCount += 1
            label.textColor = color
        }
        #expect(appLabel.textColor?.hexString == "#222222FF")
        #expect(readerLabel.textColor?.hexString == "#003344FF")
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        #expect(appLabel.applyCount == 3)
        #expect(readerLabel.applyCount == 1, "the app's theme switches do not touch the pinned scope")
        try manager.apply(Selection(appearance: .dark))
        #expect(readerLabel.applyCount == 2, "the scope follows the modifiers it does not pin")
        #expect(reader.selection == Selection(theme: "ocean", appearance: .dark, contrast: .normal))
        try reader.apply(theme: "day")
        #expect(readerLabel.textColor?.hexString == "#EEEEEEFF")
        #expect(manager.selection.theme == "day" && appLabel.applyCount == 4)
    }

    @Test("a scope that outlives its screen is forgotten; its bindings of dead objects too")
    func scopeLifetime() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        weak var weakScope: ThemeManager?
        do {
            let scope = try manager.makeScope(pinning: Selection(theme: "ocean"))
            weakScope = scope
            let label = Label()
            scope.bind(label, .textPrimary) { label, color in label.textColor = color }
        }
        #expect(weakScope == nil)
        try manager.apply(Selection(appearance: .dark))
        #expect(manager.selection.appearance == .dark)
        let survivor = try manager.makeScope(pinning: Selection(contrast: .high))
        do {
            let label = Label()
            survivor.bind(label, .textPrimary) { label, color in label.textColor = color }
        }
        try manager.apply(theme: "ocean")
        #expect(survivor.bindingCount == 0)
    }

    @Test("an invalid pin is rejected")
    func invalidPin() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        #expect(throws: ThemeSpace.Error.self) { try manager.makeScope(pinning: Selection(theme: "sepia")) }
    }

    @Test("previews read and apply any selection once without switching")
    func previews() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        let swatches = ["day", "ocean"].map { _ in Label() }
        for (swatch, theme) in zip(swatches, ["day", "ocean"]) {
            swatch.textColor = try manager.preview(Selection(theme: theme)).color("color.text.primary")
        }
        #expect(swatches.map { $0.textColor?.hexString } == ["#222222FF", "#003344FF"])
        #expect(manager.selection.theme == "day")
        try manager.apply(Selection(appearance: .dark))
        #expect(swatches[1].textColor?.hexString == "#003344FF", "a preview is not a binding")
        #expect(try manager.preview(Selection(theme: "ocean")).color("palette.ink")?.hexString == "#EEEEEEFF")
    }
}
