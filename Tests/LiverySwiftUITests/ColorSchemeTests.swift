import Foundation
import Livery
import LiverySwiftUI
import LiveryUI
import Testing

/// SwiftUI's colour scheme and contrast fed to the manager, and the scheme views are drawn in.
@Suite("LiverySwiftUI: colour schemes")
@MainActor
struct ColorSchemeTests {
    @Test(
        "SwiftUI's colour scheme and contrast map to appearance and contrast contexts",
        arguments: [
            (LiveryColorScheme.light, LiveryColorSchemeContrast.standard, .light, .normal),
            (.light, .increased, .light, .high),
            (.dark, .standard, .dark, .normal),
            (.dark, .increased, .dark, .high),
        ] as [(LiveryColorScheme?, LiveryColorSchemeContrast?, Selection.Appearance?, Selection.Contrast?)])
    func mapping(
        _ scheme: LiveryColorScheme?, _ contrast: LiveryColorSchemeContrast?, _ appearance: Selection.Appearance?,
        _ context: Selection.Contrast?
    ) {
        #expect(
            SystemAppearance(colorScheme: scheme, contrast: contrast)
                == SystemAppearance(appearance: appearance, contrast: context))
    }

    @Test("an unknown scheme or contrast says nothing")
    func unknown() {
        #expect(SystemAppearance(colorScheme: nil, contrast: nil) == SystemAppearance(appearance: nil, contrast: nil))
        #expect(SystemAppearance(colorScheme: .dark, contrast: nil) == SystemAppearance(appearance: .dark, contrast: nil))
    }

    @Test(
        "an appearance context maps to the scheme that shows it",
        arguments: [
            (.light, LiveryColorScheme.light), (.dark, .dark), (nil, nil),
        ] as [(Selection.Appearance?, LiveryColorScheme?)])
    func schemeOfAppearance(_ appearance: Selection.Appearance?, _ scheme: LiveryColorScheme?) {
        #expect(LiveryColorScheme(appearance: appearance) == scheme)
        if let scheme, let appearance { #expect(scheme.appearance == appearance) }
    }

    @Test("the fed appearance switches a manager that follows the system")
    func feeding() throws {
        let manager = try SwiftUIFixtures.manager()
        SystemAppearance(colorScheme: .dark, contrast: .increased).feed(manager)
        #expect(manager.selection.appearance == .dark)
        #expect(manager.selection.contrast == .high)
        #expect(manager.systemAppearance == .dark)
    }

    @Test("feeding a scope feeds the app's manager it follows")
    func feedingScopes() throws {
        let manager = try SwiftUIFixtures.manager()
        let reader = try manager.makeScope(pinning: Selection(theme: "ocean"))
        let pinnedLight = try manager.makeScope(pinning: Selection(appearance: .light))
        SystemAppearance(colorScheme: .dark, contrast: .standard).feedRoot(of: reader)
        #expect(manager.selection.appearance == .dark)
        #expect(reader.selection.appearance == .dark)
        #expect(reader.selection.theme == "ocean")
        #expect(pinnedLight.selection.appearance == .light)
    }

    @Test("views keep the system's scheme while the theme shows it, else the theme's")
    func overrides() throws {
        let manager = try SwiftUIFixtures.manager()
        // Nothing reported yet: the theme's own appearance.
        #expect(LiveryColorScheme.override(for: manager) == .light)
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.selection.appearance == .dark)
        #expect(LiveryColorScheme.override(for: manager) == nil)
        try manager.apply(Selection(appearance: .light))  // an explicit choice
        #expect(LiveryColorScheme.override(for: manager) == .light)
        let night = try manager.makeScope(pinning: Selection(appearance: .dark))
        #expect(LiveryColorScheme.override(for: night) == .dark)
    }

    @Test("a theme with no dark context stays light when the system turns dark")
    func lightOnlyTheme() throws {
        let manager = try ThemeManager(space: SwiftUIFixtures.lightOnlySpace(), storage: nil)
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.selection.appearance == .light)
        #expect(LiveryColorScheme.override(for: manager) == .light)
        manager.systemAppearanceDidChange(to: .light)
        #expect(LiveryColorScheme.override(for: manager) == nil)
    }
}

/// Panes of a preview of several selections side by side.
@Suite("LiverySwiftUI: previews")
@MainActor
struct PreviewPaneTests {
    @Test("each pane is a scope pinning its selection over the previewed manager")
    func panes() throws {
        let manager = try SwiftUIFixtures.manager()
        let selections = [Selection(theme: "ocean"), Selection(appearance: .dark), Selection(theme: "day", contrast: .high)]
        let panes = PreviewPane.panes(of: manager, selections: selections)
        #expect(panes.map(\.id) == [0, 1, 2])
        try #require(panes.map(\.selection) == selections)
        for pane in panes {
            let scope = try #require(pane.manager)
            #expect(scope.parent === manager)
            #expect(pane.error == nil)
        }
        #expect(panes[0].manager?.selection == Selection(theme: "ocean", appearance: .light, contrast: .normal))
        #expect(panes[1].manager?.selection == Selection(theme: "day", appearance: .dark, contrast: .normal))
        let accent = Token<ThemeColor>("color.accent")
        #expect(panes[2].manager.map { ThemeValues.values(for: $0).value(of: accent)?.hexString } == "#003366FF")
    }

    @Test("a preview made again keeps its scopes while they are alive")
    func scopesAreReused() throws {
        let manager = try SwiftUIFixtures.manager()
        let first = PreviewPane.panes(of: manager, selections: [Selection(theme: "ocean")])
        let again = PreviewPane.panes(of: manager, selections: [Selection(theme: "ocean")])
        #expect(first[0].manager === again[0].manager)
        let other = PreviewPane.panes(of: manager, selections: [Selection(theme: "day")])
        #expect(other[0].manager !== first[0].manager)
    }

    @Test("a selection that does not resolve makes a pane with its error")
    func unknownContexts() throws {
        let manager = try SwiftUIFixtures.manager()
        let panes = PreviewPane.panes(of: manager, selections: [Selection(theme: "forest"), Selection(theme: "ocean")])
        #expect(panes[0].manager == nil)
        #expect(panes[0].error != nil)
        #expect(panes[0].message.contains("forest"))
        #expect(panes[1].manager != nil)
    }

    @Test("panes follow the previewed manager except where they pin, and only changed tokens invalidate")
    func panesFollowTheManager() throws {
        let manager = try SwiftUIFixtures.manager()
        let panes = PreviewPane.panes(of: manager, selections: [Selection(theme: "ocean"), Selection(appearance: .light)])
        let ocean = try #require(panes[0].manager)
        let light = try #require(panes[1].manager)
        let background = Token<ThemeColor>("color.background")
        let oceanBackground = tracking { ThemeValues.values(for: ocean).value(of: background) }
        let lightBackground = tracking { ThemeValues.values(for: light).value(of: background) }
        try manager.apply(theme: "ocean")
        #expect(!oceanBackground.didFire)  // pinned to ocean already
        #expect(lightBackground.didFire)
        try manager.apply(Selection(appearance: .dark))
        #expect(oceanBackground.didFire)
        #expect(ocean.selection.appearance == .dark)
        #expect(light.selection.appearance == .light)
    }
}
