import Foundation
import Livery
import LiveryUI
import Testing

/// `StyleRegistry.register(_:_:keyPath:through:)`: style groups set platform-typed properties
/// (`UIColor`, `CGColor`, `UIFont`, `UIImage`, `NSColor`…; here a stand-in class) through a conversion.
@Suite("LiveryUI: style registrations by key path through a conversion")
@MainActor
struct StyleKeyPathRegistrationTests {
    static func manager() throws -> ThemeManager {
        func document(_ json: String, _ name: String) throws -> TokenDocument {
            try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/styles/\(name)"))
        }
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["day", "ocean"], defaultContext: "day")],
            layers: [
                ThemeSpace.Layer(
                    name: "base",
                    documents: [
                        try document(
                            ##"{"styles": {"$type": "color", "StandInLabel": {"textColor": "#0066CC", "tint": "#112233", "borderColor": "#FFFFFF"}}}"##,
                            "base.json")
                    ]),
                ThemeSpace.Layer(
                    name: "ocean", condition: ["theme": "ocean"],
                    documents: [
                        try document(##"{"styles": {"$type": "color", "StandInLabel": {"textColor": "#00AA88"}}}"##, "ocean.json")
                    ]),
            ])
        return try ThemeManager(space: space, storage: nil)
    }

    static func registry(_ counter: ConversionCounter) -> StyleRegistry {
        let registry = StyleRegistry()
        registry.register(StandInLabel.self, "textColor", keyPath: \.textColor, through: counter.conversion)
        registry.register(StandInLabel.self, "tint", keyPath: \.tint, through: counter.conversion)
        registry.register(StandInLabel.self, "borderColor", keyPath: \.layer.borderColor, through: counter.conversion)
        return registry
    }

    @Test("optional, non-optional and nested key paths are styled, converted once per token per switch and shared")
    func styledThroughTheCache() throws {
        let manager = try Self.manager()
        let counter = ConversionCounter()
        let registry = Self.registry(counter)
        let labels = (0..<50).map { _ in StandInLabel() }
        for label in labels { manager.style(label, registry: registry) }
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        #expect(counter.count == 3)
        #expect(labels[0].textColor?.color.hexString == "#0066CCFF")
        #expect(labels[0].tint.color.hexString == "#112233FF")
        #expect(labels[0].layer.borderColor?.color.hexString == "#FFFFFFFF")
        #expect(labels[0].textColor === labels[49].textColor)
        #expect(
            manager.value(of: Token<ThemeColor>("styles.StandInLabel.textColor"), through: counter.conversion)
                === labels[0].textColor)

        try manager.apply(theme: "ocean")
        #expect(counter.count == 6)
        #expect(labels.allSatisfy { $0.textColor?.color.hexString == "#00AA88FF" })
    }

    @Test("a one-off apply converts the theme's own value, with that value for every appearance and that theme's selection")
    func oneOff() throws {
        let manager = try Self.manager()
        let registry = StyleRegistry()
        var uniform: [Bool] = []
        var themes: [String?] = []
        registry.register(
            StandInLabel.self, "textColor", keyPath: \.textColor,
            through: Conversion<ThemeColor, PlatformColor>("Recording") { color, context in
                uniform.append(context.variants.isUniform && context.variants.light == color)
                themes.append(context.selection.theme)
                return PlatformColor(color)
            })
        let label = StandInLabel()
        var ocean = manager.selection
        ocean["theme"] = "ocean"
        registry.apply(to: label, in: try manager.preview(ocean))
        #expect(label.textColor?.color.hexString == "#00AA88FF")
        #expect(uniform == [true])
        #expect(themes == ["ocean"])
        #expect(manager.current.selection["theme"] == "day")
    }
}
