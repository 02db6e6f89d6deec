import Foundation
import Livery
import LiveryUI
import Testing

/// A platform-like colour: a fresh object per conversion, as creating a `UIColor` is.
final class PlatformColor {
    let color: ThemeColor
    init(_ color: ThemeColor) { self.color = color }
}

/// A view standing in for a UIKit view.
final class StandInView: ThemeBindable {
    var backgroundColor: PlatformColor?
    var titleColors: [UInt: PlatformColor] = [:]
    var alpha = 1.0
}

enum UIFixtures {
    static func document(_ json: String, _ name: String) throws -> TokenDocument {
        try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/ui/\(name)"))
    }

    /// Two themes, a dark layer and a high-contrast layer.
    static func space() throws -> ThemeSpace {
        ThemeSpace(
            modifiers: [
                ThemeSpace.Modifier(name: "theme", contexts: ["day", "ocean"], defaultContext: "day"),
                ThemeSpace.Modifier(name: "appearance", contexts: ["light", "dark"], defaultContext: "light"),
                ThemeSpace.Modifier(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ],
            layers: [
                ThemeSpace.Layer(
                    name: "base",
                    documents: [
                        try document(
                            #"""
                            {"color": {"$type": "color", "background": "#FFFFFF", "accent": "#0066CC", "fixed": "#123456"},
                             "opacity": {"$type": "number", "$value": 0.5}}
                            """#, "base.json")
                    ]),
                ThemeSpace.Layer(
                    name: "ocean", condition: ["theme": "ocean"],
                    documents: [
                        try document(##"{"color": {"$type": "color", "background": "#E0F7FA"}}"##, "ocean.json")
                    ]),
                ThemeSpace.Layer(
                    name: "dark", condition: ["appearance": "dark"],
                    documents: [
                        try document(##"{"color": {"$type": "color", "background": "#000000"}}"##, "dark.json")
                    ]),
                ThemeSpace.Layer(
                    name: "high", condition: ["contrast": "high"],
                    documents: [
                        try document(##"{"color": {"$type": "color", "accent": "#003366"}}"##, "high-contrast.json")
                    ]),
            ])
    }

    @MainActor static func manager() throws -> ThemeManager {
        try ThemeManager(space: space(), storage: nil)
    }
}

@MainActor
final class ConversionCounter {
    var count = 0
    var conversion: Conversion<ThemeColor, PlatformColor> {
        Conversion("PlatformColor") { [self] color, _ in
            count += 1
            return PlatformColor(color)
        }
    }
}

@Suite("LiveryUI: bindings through the conversion cache")
@MainActor
struct ConversionCacheTests {
    @Test("10,000 objects bound to one token share one converted object, made once per switch")
    func sharedConversion() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let conversion = counter.conversion
        let views = (0..<10_000).map { _ in StandInView() }
        for view in views {
            view.livery(manager).bind(
                Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: conversion
            ) {
                $0.backgroundColor = $1
            }
        }
        #expect(counter.count == 1)
        do {
            let first = try #require(views[0].backgroundColor)
            #expect(views.allSatisfy { $0.backgroundColor === first })
        }
        weak let released = views[0].backgroundColor
        try manager.apply(theme: "ocean")
        #expect(counter.count == 2)
        let second = try #require(views[0].backgroundColor)
        #expect(second.color.hexString == "#E0F7FAFF")
        #expect(views.allSatisfy { $0.backgroundColor === second })
        #expect(released == nil, "the previous switch's converted object is released")
        #expect(ConversionCache.cache(for: manager).conversionCount >= 2)
    }

    @Test("a conversion that switches the theme while converting leaves no older value filed under the newer table")
    func switchWhileConverting() throws {
        let manager = try UIFixtures.manager()
        let token = Token<ThemeColor>("color.background")
        var switches = false
        let conversion = Conversion<ThemeColor, PlatformColor>("SwitchingColor") { color, _ in
            if switches {
                switches = false
                try? manager.apply(Selection(appearance: .dark))
            }
            return PlatformColor(color)
        }
        let view = StandInView()
        view.livery(manager).bind(token, key: ThemedProperty.backgroundColor.key(), through: conversion) {
            $0.backgroundColor = $1
        }
        switches = true
        // Converting ocean's table switches to ocean in the dark: the nested switch files the dark
        // table's colour, then the outer conversion ends with the light table's.
        try manager.apply(theme: "ocean")
        #expect(manager.selection.appearance == .dark)
        let current = try #require(manager.current[token])
        #expect(current.hexString == "#000000FF")
        let read = try #require(ConversionCache.cache(for: manager).value(of: token, conversion))
        #expect(read.color == current, "a read of the current (dark) table gets its own colour, not ocean's light one")
    }

    @Test("reapplying the same theme reuses converted values; invalidating makes them again (text size changes)")
    func invalidation() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let views = (0..<3).map { _ in StandInView() }
        for view in views {
            view.livery(manager).bind(
                Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
            ) {
                $0.backgroundColor = $1
            }
        }
        let first = try #require(views[0].backgroundColor)
        manager.reapply()
        #expect(counter.count == 1, "the same table: nothing converts again")
        #expect(views[0].backgroundColor === first)
        ConversionCache.cache(for: manager).invalidate()
        manager.reapply()
        #expect(counter.count == 2, "one conversion for the token, shared again")
        let again = try #require(views[0].backgroundColor)
        #expect(again !== first && views.allSatisfy { $0.backgroundColor === again })
    }

    @Test("tokens convert separately; a token the selection lacks leaves the property alone")
    func separateTokens() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let a = StandInView()
        let b = StandInView()
        a.livery(manager).bind(
            Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
        ) {
            $0.backgroundColor = $1
        }
        b.livery(manager).bind(
            Token<ThemeColor>("color.accent"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
        ) {
            $0.backgroundColor = $1
        }
        let missing = StandInView()
        missing.livery(manager).bind(
            Token<ThemeColor>("color.nowhere"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
        ) {
            $0.backgroundColor = $1
        }
        #expect(counter.count == 2)
        #expect(a.backgroundColor !== b.backgroundColor)
        #expect(missing.backgroundColor == nil)
    }

    @Test("the conversion sees the token's variants across appearances")
    func variantsInContext() throws {
        let manager = try UIFixtures.manager()
        var seen: [AppearanceVariants<ThemeColor>] = []
        let conversion = Conversion<ThemeColor, PlatformColor>("Variants") { color, context in
            seen.append(context.variants)
            return PlatformColor(color)
        }
        let view = StandInView()
        view.livery(manager).bind(
            Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: conversion
        ) {
            $0.backgroundColor = $1
        }
        let variants = try #require(seen.first)
        #expect(variants.light?.hexString == "#FFFFFFFF")
        #expect(variants.dark?.hexString == "#000000FF")
        #expect(!variants.isUniform)
    }

    @Test("a scope has its own cache and follows its own selection")
    func scopes() throws {
        let manager = try UIFixtures.manager()
        let scope = try manager.makeScope(pinning: Selection(theme: "ocean"))
        let counter = ConversionCounter()
        let app = StandInView()
        let reading = StandInView()
        app.livery(manager).bind(
            Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
        ) {
            $0.backgroundColor = $1
        }
        reading.livery(scope).bind(
            Token<ThemeColor>("color.background"), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
        ) {
            $0.backgroundColor = $1
        }
        #expect(app.backgroundColor?.color.hexString == "#FFFFFFFF")
        #expect(reading.backgroundColor?.color.hexString == "#E0F7FAFF")
        #expect(ConversionCache.cache(for: manager) !== ConversionCache.cache(for: scope))
    }
}

@Suite("LiveryUI: keys of the conveniences")
@MainActor
struct PropertyKeyTests {
    @Test("binding a property again replaces it; dead objects are forgotten")
    func replaceAndForget() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        var view: StandInView? = StandInView()
        for token in ["color.background", "color.accent"] {
            view?.livery(manager).bind(
                Token<ThemeColor>(token), key: ThemedProperty.backgroundColor.key(), through: counter.conversion
            ) {
                $0.backgroundColor = $1
            }
        }
        do {
            let bound = try #require(view)
            #expect(manager.bindingCount(of: bound) == 1)
            #expect(bound.backgroundColor?.color.hexString == "#0066CCFF")
            #expect(bound.livery(manager).keys == [ThemedProperty.backgroundColor.key()])
        }
        view = nil
        try manager.apply(theme: "ocean")
        #expect(manager.bindingCount == 0)
    }

    @Test("per-state keys coexist: one binding per control state")
    func perStateKeys() throws {
        let manager = try UIFixtures.manager()
        let counter = ConversionCounter()
        let button = StandInView()
        for (state, token) in [(UInt(0), "color.accent"), (1, "color.background"), (4, "color.fixed"), (1, "color.fixed")] {
            button.livery(manager).bind(
                Token<ThemeColor>(token), key: ThemedProperty.titleColor.key(state: ControlStateName(controlState: state)),
                through: counter.conversion
            ) { $0.titleColors[state] = $1 }
        }
        #expect(manager.bindingCount(of: button) == 3)
        #expect(button.titleColors[1]?.color.hexString == "#123456FF")
        #expect(button.titleColors[0]?.color.hexString == "#0066CCFF")
        button.livery(manager).unbind(ThemedProperty.titleColor.key(state: ControlStateName(controlState: 4)))
        #expect(manager.bindingCount(of: button) == 2)
    }

    @Test(
        "UIControl.State raw values name their key categories",
        arguments: [
            (UInt(0), "normal"), (1, "highlighted"), (2, "disabled"), (4, "selected"), (8, "focused"),
            (5, "highlighted+selected"), (0x0001_0000, "application"), (0x0100_0000, "reserved"),
        ] as [(UInt, String)])
    func controlStateNames(_ raw: UInt, _ name: String) {
        #expect(ControlStateName(controlState: raw).rawValue == name)
    }

    @Test("every property has its own key, and a state makes a different key")
    func distinctKeys() {
        let keys = ThemedProperty.allCases.map { $0.key() }
        #expect(Set(keys).count == ThemedProperty.allCases.count)
        #expect(ThemedProperty.titleColor.key() != ThemedProperty.titleColor.key(state: ControlStateName(controlState: 0)))
        #expect(
            ThemedProperty.titleColor.key(state: ControlStateName(controlState: 1))
                == ThemedProperty.titleColor.key(state: ControlStateName(controlState: 1)))
    }

    @Test("plain values bind as they are")
    func plainValues() throws {
        let manager = try UIFixtures.manager()
        let view = StandInView()
        view.livery(manager).bind(Token<Double>("opacity"), key: ThemedProperty.alpha.key()) { $0.alpha = $1 }
        #expect(view.alpha == 0.5)
    }

    @Test("the app-wide manager is the conveniences' default")
    func appWideManager() throws {
        let manager = try AppTheme.start(space: UIFixtures.space(), storage: nil)
        #expect(AppTheme.manager === manager)
        let view = StandInView()
        view.livery.bind(Token<Double>("opacity"), key: ThemedProperty.alpha.key()) { $0.alpha = $1 }
        #expect(manager.bindingCount(of: view) == 1)
        let other = try UIFixtures.manager()
        AppTheme.use(other)
        #expect(AppTheme.manager === other)
    }

    @Test("a view bound before the app-wide manager starts is themed when it starts")
    func bindBeforeStart() throws {
        // A fresh placeholder, as at launch: nothing started yet.
        AppTheme.use(
            ThemeManager(
                launchCache: ThemeLaunchCache(url: URL(fileURLWithPath: "/nonexistent/livery-launch-cache")), storage: nil))
        let placeholder = AppTheme.manager
        let view = StandInView()
        view.alpha = 1
        // What a storyboard view does in awakeFromNib, before the app delegate starts the manager.
        view.livery.bind(Token<Double>("opacity"), key: ThemedProperty.alpha.key()) { $0.alpha = $1 }
        #expect(view.alpha == 1)
        let started = try AppTheme.start(space: UIFixtures.space(), storage: nil)
        #expect(started === placeholder, "start replaced the manager views were bound to")
        #expect(view.alpha == 0.5)
        #expect(started.bindingCount(of: view) == 1)
        // Starting from the launch cache keeps the bindings too.
        let restarted = AppTheme.start(
            launchCache: ThemeLaunchCache(url: URL(fileURLWithPath: "/nonexistent/livery-launch-cache")), storage: nil)
        #expect(restarted === placeholder)
        #expect(restarted.bindingCount(of: view) == 1)
    }
}
