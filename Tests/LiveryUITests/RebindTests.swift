import Foundation
import Livery
import LiveryUI
import Testing

/// An object with one property of each kind a binding form writes.
final class Rebound {
    var color: ThemeColor?
    var platformColor: PlatformColor?
    var requiredColor = PlatformColor(ThemeColor(red: 0, green: 0, blue: 0))
    var opacity = 0.0
    var runs = 0
    private(set) var stateColors: [String: ThemeColor] = [:]
    func setColor(_ color: ThemeColor?, for state: String) {
        runs += 1
        stateColors[state] = color
    }
}

/// Every public way to bind one property of one object, each made from one line of code.
enum BindingForm: String, CaseIterable, CustomTestStringConvertible {
    case closure, typedToken, keyPath, propertyWithArgument, keyPathThroughConversion, optionalKeyPathThroughConversion
    case themedThroughConversion, themedValue, style

    var testDescription: String { rawValue }

    /// Binds `object`'s property once, from the same call site every time.
    @MainActor
    func bind(_ object: Rebound, in manager: ThemeManager, registry: StyleRegistry) {
        let accent = Token<ThemeColor>("color.accent")
        switch self {
        case .closure:
            manager.bind(object) { object, theme in
                object.runs += 1
                object.color = theme.color("color.accent")
            }
        case .typedToken:
            manager.bind(object, accent) { object, color in
                object.runs += 1
                object.color = color
            }
        case .keyPath:
            manager.bind(object, \.color, to: accent)
        case .propertyWithArgument:
            let property = ThemeProperty<Rebound, ThemeColor?>("setColor(_:for:)", "normal") { $0.setColor($1, for: $2) }
            manager.bind(object, property, to: accent)
        case .keyPathThroughConversion:
            manager.bind(
                object, \.requiredColor, to: accent, through: Conversion("PlatformColor") { color, _ in PlatformColor(color) })
        case .optionalKeyPathThroughConversion:
            manager.bind(
                object, \.platformColor, to: accent, through: Conversion("PlatformColor") { color, _ in PlatformColor(color) })
        case .themedThroughConversion:
            object.livery(manager).bind(
                accent, key: BindingKey(\Rebound.platformColor),
                through: Conversion("PlatformColor") { color, _ in PlatformColor(color) }
            ) { object, color in
                object.runs += 1
                object.platformColor = color
            }
        case .themedValue:
            object.livery(manager).bind(Token<Double>("opacity"), key: BindingKey(\Rebound.opacity)) { object, opacity in
                object.runs += 1
                object.opacity = opacity
            }
        case .style:
            manager.style(object, "Rebound", registry: registry)
        }
    }
}

extension Rebound: ThemeBindable {}

@Suite("Binding again replaces, in every form")
@MainActor
struct RebindTests {
    /// An accent colour that high contrast changes, an opacity, and a style group for `Rebound`.
    static func manager() throws -> ThemeManager {
        let base = try UIFixtures.document(
            ##"{"color": {"$type": "color", "accent": "#0066CC"}, "opacity": {"$type": "number", "$value": 0.5},"##
                + ##" "styles": {"Rebound": {"color": {"$type": "color", "$value": "{color.accent}"}}}}"##, "rebind.json")
        let high = try UIFixtures.document(##"{"color": {"$type": "color", "accent": "#003366"}}"##, "rebind-high.json")
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal")],
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "high", condition: ["contrast": "high"], documents: [high]),
            ])
        return try ThemeManager(space: space, storage: nil)
    }

    @Test(
        "binding the same object and property 1,000 times leaves one binding, which a switch runs once",
        arguments: BindingForm.allCases)
    func thousandRebinds(_ form: BindingForm) throws {
        let manager = try Self.manager()
        let registry = StyleRegistry()
        registry.register(Rebound.self, "color", as: ThemeColor.self) { object, color in
            object.runs += 1
            object.color = color
        }
        let object = Rebound()
        for _ in 0..<1_000 { form.bind(object, in: manager, registry: registry) }
        #expect(manager.bindingCount(of: object) == 1)
        #expect(manager.bindingKeys(of: object).count == 1)

        object.runs = 0
        try manager.apply(Selection(contrast: .high))
        let accent = try #require(manager.current.color("color.accent"))
        switch form {
        case .closure, .typedToken, .propertyWithArgument, .themedThroughConversion, .style:
            #expect(object.runs == 1)
        case .themedValue:
            // The opacity token does not change with contrast: its binding still ran once at most.
            #expect(object.runs <= 1)
        case .keyPath, .keyPathThroughConversion, .optionalKeyPathThroughConversion:
            break
        }
        switch form {
        case .closure, .typedToken, .keyPath, .style: #expect(object.color == accent)
        case .propertyWithArgument: #expect(object.stateColors == ["normal": accent])
        case .keyPathThroughConversion: #expect(object.requiredColor.color == accent)
        case .optionalKeyPathThroughConversion, .themedThroughConversion: #expect(object.platformColor?.color == accent)
        case .themedValue: #expect(object.opacity == 0.5)
        }
    }

    @Test("bindings made at different call sites coexist; a helper's callers key their own")
    func callSitesCoexist() throws {
        let manager = try UIFixtures.manager()
        let object = Rebound()
        manager.bind(object) { object, _ in object.runs += 1 }
        manager.bind(object) { object, _ in object.runs += 10 }
        #expect(manager.bindingCount(of: object) == 2)
        // A helper binding on its callers' behalf: one call site, so the caller's key keeps them apart.
        func bindRun(_ key: String, _ step: Int) {
            manager.bind(object, key: BindingKey(key)) { object, _ in object.runs += step }
        }
        bindRun("a", 100)
        bindRun("b", 1_000)
        bindRun("a", 100)
        #expect(manager.bindingCount(of: object) == 4)
        object.runs = 0
        try manager.apply(theme: "ocean")
        #expect(object.runs == 1_111)
        // Without a key the helper's bindings replace each other: the documented trade-off.
        func bindUnkeyed(_ step: Int) { manager.bind(object) { object, _ in object.runs += step } }
        bindUnkeyed(5)
        bindUnkeyed(7)
        #expect(manager.bindingCount(of: object) == 5)
        #expect(manager.bindingKeys(of: object).contains { "\($0)".hasPrefix("LiveryUITests/RebindTests.swift:") })
    }
}
