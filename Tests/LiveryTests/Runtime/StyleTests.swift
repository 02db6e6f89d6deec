import Foundation
import Testing
@testable import Livery

/// Plain Swift classes standing in for views, nested so their style names (`Label`, `Button`)
/// do not clash with the other suites' stand-ins.
enum StyleViews {
    class Label {
        var textColor: ThemeColor?
        var font: ThemeFont?
    }

    /// Styled from its own group through `Label`'s setters.
    final class FancyLabel: Label {
        var shadowColor: ThemeColor?
    }

    final class Button {
        private(set) var titleColors: [String: ThemeColor] = [:]
        let titleLabel = Label()
        func setTitleColor(_ color: ThemeColor?, for state: String) { titleColors[state] = color }
    }

    final class Box<Value> {}
}

@MainActor
@Suite("Style groups")
struct StyleTests {
    typealias Label = StyleViews.Label
    typealias FancyLabel = StyleViews.FancyLabel
    typealias Button = StyleViews.Button

    static let states: Set<String> = ["normal", "highlighted", "disabled"]

    static func space() throws -> ThemeSpace {
        let base = try Inline.document(
            ##"""
            {"palette": {"$type": "color", "ink": "#111111", "accent": "#0000FF"},
             "color": {"$type": "color", "text": "{palette.ink}", "accent": "{palette.accent}"},
             "styles": {
               "Label": {
                 "textColor": {"$type": "color", "$value": "{color.text}"},
                 "font": {"$type": "font", "$value": {"family": "Georgia", "size": 17}}
               },
               "TitleLabel": {"textColor": {"$type": "color", "$value": "{color.accent}"}},
               "FancyLabel": {
                 "textColor": {"$type": "color", "$value": "{color.accent}"},
                 "shadowColor": {"$type": "color", "$value": "{color.text}"}
               },
               "Button": {
                 "titleColor": {"$type": "color", "normal": {"$value": "{color.text}"}, "highlighted": {"$value": "{color.accent}"}},
                 "titleLabel": {
                   "font": {"$type": "font", "$value": {"family": "Menlo", "size": 12}},
                   "textColor": {"$type": "color", "$value": "{color.accent}"}
                 }
               },
               "Broken": {
                 "textColour": {"$type": "color", "$value": "#FF0000"},
                 "font": {"$type": "color", "$value": "#00FF00"},
                 "textColor": {"$type": "color", "$value": "#123456"}
               },
               "BrokenButton": {
                 "titleColor": {"$type": "color", "pressed": {"$value": "#FF0000"}, "normal": {"$value": "#00FF00"}}
               }
             }}
            """##, file: "/styles/base.json")
        let night = try Inline.document(
            ##"{"palette": {"$type": "color", "ink": "#EEEEEE", "accent": "#FF8800"}}"##, file: "/styles/night.json")
        return ThemeSpace(
            modifiers: ThemeSpace.standardModifiers(themes: ["day", "night"]),
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "theme=night", condition: ["theme": "night"], documents: [night]),
            ])
    }

    func manager() throws -> ThemeManager {
        try ThemeManager(space: Self.space(), storage: InMemorySelectionStorage())
    }

    /// A fresh registry with the stand-ins' setters (tests never touch ``StyleRegistry/standard``).
    func registry() -> StyleRegistry {
        let registry = StyleRegistry()
        registry.register(Label.self, "textColor", as: ThemeColor.self) { label, color in label.textColor = color }
        registry.register(Label.self, "font", keyPath: \.font)
        registry.register(FancyLabel.self, "shadowColor", as: ThemeColor.self) { label, color in label.shadowColor = color }
        registry.registerChild(Button.self, "titleLabel") { $0.titleLabel }
        registry.register(Button.self, "titleColor", as: ThemeColor.self, argument: { Self.states.contains($0) ? $0 : nil }) {
            button, color, state in
            button.setTitleColor(color, for: state)
        }
        return registry
    }

    @Test("a style is applied when styling and on every switch, and replaced or removed by its key")
    func appliedOnStyleAndSwitch() throws {
        let manager = try manager()
        let registry = registry()
        let label = Label()
        manager.style(label, registry: registry)
        #expect(label.textColor?.hexString == "#111111FF")
        #expect(label.font == ThemeFont(name: "Georgia", size: 17))
        try manager.apply(theme: "night")
        #expect(label.textColor?.hexString == "#EEEEEEFF")

        manager.style(label, registry: registry)
        #expect(manager.bindingCount(of: label) == 1, "styling again with the same name replaces")
        #expect(manager.bindingKeys(of: label) == [BindingKey("style", category: "Label")])
        #expect(BindingKey.style("Label") == BindingKey("style", category: "Label"))

        manager.unbind(label, key: .style("Label"))
        #expect(manager.bindingCount(of: label) == 0)
        label.textColor = nil
        try manager.apply(theme: "day")
        #expect(label.textColor == nil, "an unbound style is not applied")

        manager.style(label, registry: registry)
        manager.unbind(label, key: .style("Label"))
        #expect(manager.bindingCount(of: label) == 0)
        #expect(registry.diagnostics.isEmpty)
    }

    @Test("an explicit style name coexists with the type's style and applies in bind order")
    func explicitName() throws {
        let manager = try manager()
        let registry = registry()
        let label = Label()
        manager.style(label, registry: registry)
        manager.style(label, "TitleLabel", registry: registry)
        #expect(label.textColor?.hexString == "#0000FFFF")
        #expect(label.font == ThemeFont(name: "Georgia", size: 17))
        #expect(manager.bindingCount(of: label) == 2)
        try manager.apply(theme: "night")
        #expect(label.textColor?.hexString == "#FF8800FF", "TitleLabel was bound last, so it wins")
        manager.unbind(label, key: .style("TitleLabel"))
        try manager.apply(theme: "day")
        #expect(label.textColor?.hexString == "#111111FF")
    }

    @Test("nested paths style a child; a setter with an argument is called once per argument")
    func nestedPathAndArguments() throws {
        let manager = try manager()
        let registry = registry()
        let button = Button()
        manager.style(button, registry: registry)
        #expect(button.titleColors["normal"]?.hexString == "#111111FF")
        #expect(button.titleColors["highlighted"]?.hexString == "#0000FFFF")
        #expect(button.titleColors.count == 2)
        #expect(button.titleLabel.font == ThemeFont(name: "Menlo", size: 12))
        #expect(button.titleLabel.textColor?.hexString == "#0000FFFF")
        try manager.apply(theme: "night")
        #expect(button.titleColors["normal"]?.hexString == "#EEEEEEFF")
        #expect(button.titleColors["highlighted"]?.hexString == "#FF8800FF")
        #expect(button.titleLabel.textColor?.hexString == "#FF8800FF")
        #expect(registry.diagnostics.isEmpty)
    }

    @Test("a transform changes a value, or skips the property by returning nil")
    func transform() throws {
        let manager = try manager()
        let registry = registry()
        let label = Label()
        var seen: [String] = []
        manager.style(label, registry: registry) { object, property, value in
            #expect(object === label)
            seen.append(property)
            switch property {
            case "font": return nil
            case "textColor":
                guard case .color(var color) = value else { return value }
                color.alpha = 0.5
                return .color(color)
            default: return value
            }
        }
        #expect(seen == ["font", "textColor"])
        #expect(label.font == nil, "the transform skipped it")
        #expect(label.textColor?.alpha == 0.5)
        #expect(label.textColor?.hexString == "#11111180")
        try manager.apply(theme: "night")
        #expect(label.textColor?.hexString == "#EEEEEE80")
        #expect(label.font == nil)

        let button = Button()
        manager.style(button, registry: registry) { _, property, value in
            property == "titleColor.highlighted" || property == "titleLabel.font" ? nil : value
        }
        #expect(button.titleColors.keys.sorted() == ["normal"])
        #expect(button.titleLabel.font == nil)
        #expect(button.titleLabel.textColor?.hexString == "#FF8800FF")
    }

    @Test("styling from another selection applies once, without switching or binding")
    func selectionPreview() throws {
        let manager = try manager()
        let registry = registry()
        let label = Label()
        let selection = manager.selection
        registry.apply(to: label, in: try manager.preview(Selection(theme: "night")))
        #expect(label.textColor?.hexString == "#EEEEEEFF")
        #expect(manager.selection == selection)
        #expect(manager.current.selection.theme == "day")
        #expect(manager.bindingCount(of: label) == 0)

        registry.apply("TitleLabel", to: label, in: try manager.preview(Selection(theme: "night")))
        #expect(label.textColor?.hexString == "#FF8800FF")
        label.textColor = nil
        try manager.apply(theme: "night")
        try manager.apply(theme: "day")
        #expect(label.textColor == nil, "a preview is not re-applied on a switch")

        #expect(throws: ThemeSpace.Error.self) {
            registry.apply(to: label, in: try manager.preview(Selection(theme: "nowhere")))
        }
    }

    @Test("an unknown property and a value of the wrong type are diagnosed once each; the rest still applies")
    func diagnostics() throws {
        let manager = try manager()
        let registry = registry()
        var handled: [Diagnostic] = []
        registry.diagnosticHandler = { handled.append($0) }
        let label = Label()
        manager.style(label, "Broken", registry: registry)
        #expect(label.textColor?.hexString == "#123456FF", "the valid property is still set")
        #expect(label.font == nil)
        try manager.apply(theme: "night")
        manager.style(label, "Broken", registry: registry)
        let other = Label()
        manager.style(other, "Broken", registry: registry)
        try manager.apply(theme: "day")

        #expect(registry.diagnostics.count == 2)
        #expect(handled == registry.diagnostics)
        let unknown = try #require(registry.diagnostics.first { $0.rule == "unknown-style-property" })
        #expect(unknown.tokenPath == "styles.Broken.textColour")
        #expect(unknown.location.file == "/styles/base.json")
        #expect(unknown.location.line > 0)
        #expect(unknown.message.contains("textColour"))
        #expect(unknown.message.contains("registered: font, textColor"))
        let mismatch = try #require(registry.diagnostics.first { $0.rule == "style-type-mismatch" })
        #expect(mismatch.tokenPath == "styles.Broken.font")
        #expect(mismatch.location.file == "/styles/base.json")
        #expect(mismatch.location.line > unknown.location.line)
        #expect(mismatch.message.contains("Font") && mismatch.message.contains("color"))
        #expect(mismatch.description.hasPrefix("/styles/base.json:\(mismatch.location.line):"))

        registry.clearDiagnostics()
        manager.reapply()
        #expect(registry.diagnostics.count == 2, "cleared diagnostics are reported again")
    }

    @Test("an unknown argument and an unknown explicit style are diagnosed; known arguments still apply")
    func unknownArgumentAndStyle() throws {
        let manager = try manager()
        let registry = registry()
        let button = Button()
        manager.style(button, "BrokenButton", registry: registry)
        #expect(button.titleColors.keys.sorted() == ["normal"])
        let argument = try #require(registry.diagnostics.first { $0.rule == "unknown-style-argument" })
        #expect(argument.tokenPath == "styles.BrokenButton.titleColor.pressed")
        #expect(argument.location.line > 0)

        let label = Label()
        manager.style(label, "Missing", registry: registry)
        manager.style(label, "Missing", registry: registry)
        let missing = registry.diagnostics.filter { $0.rule == "unknown-style" }
        #expect(missing.count == 1)
        #expect(missing.first?.severity == .warning)

        // An object whose type has no style is simply left alone.
        final class Plain {}
        manager.style(Plain(), registry: registry)
        #expect(registry.diagnostics.count == 2)
    }

    @Test("a subclass uses its base class's setters, and its own registration wins")
    func subclassUsesBaseSetter() throws {
        let manager = try manager()
        let registry = registry()
        let fancy = FancyLabel()
        manager.style(fancy, registry: registry)
        #expect(fancy.textColor?.hexString == "#0000FFFF", "Label's textColor setter")
        #expect(fancy.shadowColor?.hexString == "#111111FF")
        #expect(registry.propertyNames(of: FancyLabel.self) == ["font", "shadowColor", "textColor"])

        registry.register(FancyLabel.self, "textColor", as: ThemeColor.self) { label, _ in
            label.textColor = ThemeColor(red: 1, green: 0, blue: 0)
        }
        manager.reapply()
        #expect(fancy.textColor == ThemeColor(red: 1, green: 0, blue: 0), "the subclass's own registration is more specific")
        registry.unregister(FancyLabel.self, "textColor")
        manager.reapply()
        #expect(fancy.textColor?.hexString == "#0000FFFF")

        // A plain label does not pick up the subclass's setters.
        let label = Label()
        manager.style(label, "FancyLabel", registry: registry)
        #expect(registry.diagnostics.map(\.tokenPath) == ["styles.FancyLabel.shadowColor"])
    }

    @Test("style names are unqualified type names without generic arguments")
    func styleNames() {
        #expect(StyleRegistry.styleName(of: Label.self) == "Label")
        #expect(StyleRegistry.styleName(of: FancyLabel.self) == "FancyLabel")
        #expect(StyleRegistry.styleName(of: StyleViews.Box<Int>.self) == "Box")
    }

    @Test("a registry applies a style from any resolved theme without a manager")
    func registryApply() throws {
        let registry = registry()
        let theme = try Self.space().resolve(Selection(theme: "night"))
        let label = Label()
        registry.apply(to: label, in: theme)
        #expect(label.textColor?.hexString == "#EEEEEEFF")
        registry.apply("TitleLabel", to: label, in: theme)
        #expect(label.textColor?.hexString == "#FF8800FF")
    }
}
