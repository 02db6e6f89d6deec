import Foundation
import Livery
import Testing

@testable import LiveryLive

final class Swatch {
    var accent: ThemeColor?
    var applied = 0
}

/// The manager's live layer (`ThemeManager+Live.swift`): values over the current theme, through
/// the existing bindings, never saved, the selection untouched, gone on removal.
@Suite("Live layer over a theme manager")
@MainActor
struct LiveLayerTests {
    let accent = Token<ThemeColor>("color.accent")

    func setUp() throws -> (ThemeManager, Swatch, InMemorySelectionStorage) {
        let storage = InMemorySelectionStorage()
        let manager = try ThemeManager(space: ThemeSpace(contentsOf: exampleThemes), storage: storage)
        let swatch = Swatch()
        manager.bind(swatch, accent) { swatch, color in
            swatch.accent = color
            swatch.applied += 1
        }
        return (manager, swatch, storage)
    }

    @Test("live values reach bound objects, keep the selection, and are never saved; removing them restores the theme")
    func layer() throws {
        let (manager, swatch, storage) = try setUp()
        let own = swatch.accent
        let selection = manager.selection
        let saves = storage.saveCount
        let layer = LiveTokenLayer()
        manager.setLiveValues(["color.accent": .color(ThemeColor(red: 1, green: 0.4, blue: 0))], in: layer)
        #expect(swatch.accent?.hexString.hasPrefix("#FF6600") == true)
        #expect(manager.selection == selection)
        #expect(manager.overrides.isEmpty)
        #expect(storage.saveCount == saves, "nothing is written")
        manager.removeLiveLayer(layer)
        #expect(swatch.accent == own)
        #expect(storage.saveCount == saves)
    }

    @Test("a value of another type, or for a token the theme lacks, is not applied")
    func mismatches() throws {
        let (manager, swatch, _) = try setUp()
        let own = swatch.accent
        let layer = LiveTokenLayer()
        manager.setLiveValues(["color.accent": .number(3), "no.such.token": .number(1)], in: layer)
        #expect(swatch.accent == own)
        #expect(manager.current["no.such.token"] == nil)
    }

    @Test("live values lie over the user's overrides, which come back when the layer goes")
    func overOverrides() throws {
        let (manager, swatch, _) = try setUp()
        try manager.setOverrides(["color.accent": "#00FF00"])
        let layer = LiveTokenLayer()
        manager.setLiveValues(["color.accent": .color(ThemeColor(red: 1, green: 0.4, blue: 0))], in: layer)
        #expect(swatch.accent?.hexString.hasPrefix("#FF6600") == true)
        manager.removeLiveLayer(layer)
        #expect(swatch.accent?.hexString.hasPrefix("#00FF00") == true)
        #expect(manager.overrides["color.accent"] != nil)
    }

    @Test("the user's switches keep working under a live layer, which applies to the new theme too")
    func switches() throws {
        let (manager, swatch, storage) = try setUp()
        let layer = LiveTokenLayer()
        manager.setLiveValues(["color.accent": .color(ThemeColor(red: 1, green: 0.4, blue: 0))], in: layer)
        let saves = storage.saveCount
        try manager.apply(theme: "ocean")
        #expect(manager.selection.theme == "ocean")
        #expect(storage.saveCount == saves + 1, "the user's own switch is saved as always")
        #expect(swatch.accent?.hexString.hasPrefix("#FF6600") == true)
        manager.removeLiveLayer(layer)
        #expect(swatch.accent?.hexString.hasPrefix("#FF6600") == false)
        #expect(manager.selection.theme == "ocean", "removing the layer leaves the user's choice alone")
    }

    @Test("a restart of the manager keeps the live values over the restarted theme, and the next ones apply")
    func restarted() throws {
        let (manager, swatch, storage) = try setUp()
        let layer = LiveTokenLayer()
        manager.setLiveValues(["color.accent": .color(ThemeColor(red: 1, green: 0.4, blue: 0))], in: layer)
        try manager.restart(space: ThemeSpace(contentsOf: exampleThemes), storage: storage)
        #expect(swatch.accent?.hexString.hasPrefix("#FF6600") == true, "the live layer lives in the manager object")
        manager.setLiveValues(["color.accent": .color(ThemeColor(red: 0, green: 0.4, blue: 1))], in: layer)
        #expect(swatch.accent?.hexString == "#0066FFFF")
    }
}
