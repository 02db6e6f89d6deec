import Foundation
import LiveryTesting
import Testing

/// A small inline theme space: `day` and `night`, built from token documents written here.
enum TestingFixtures {
    static func document(_ json: String, file: String) throws -> TokenDocument {
        try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: file))
    }

    /// `theme=day|night`: text and background colours, a body font, a logo and a corner radius.
    static func space() throws -> ThemeSpace {
        let base = try document(
            #"""
            {"color": {"$type": "color", "text": "#111111", "background": "#FFFFFF", "accent": "#0066CC"},
             "font": {"body": {"$type": "font", "$value": {"family": "Georgia", "size": 17}}},
             "image": {"logo": {"$type": "image", "$value": "https://cdn.example.com/logo-day.png"}},
             "radius": {"card": {"$type": "number", "$value": 8}}}
            """#, file: "/testing/base.json")
        let night = try document(
            #"""
            {"color": {"$type": "color", "text": "#FFFFFF", "background": "#000000"},
             "image": {"logo": {"$type": "image", "$value": "https://cdn.example.com/logo-night.png"}}}
            """#, file: "/testing/night.json")
        return ThemeSpace(
            modifiers: [
                ThemeSpace.Modifier(name: "theme", contexts: ["day", "night"], defaultContext: "day"),
                ThemeSpace.Modifier(name: "appearance", contexts: ["light", "dark"], defaultContext: "light"),
            ],
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "theme=night", condition: ["theme": "night"], documents: [night]),
            ])
    }

    /// One document, no modifiers beyond the standard ones: `ThemeSpace(documents:)`.
    static func singleDocumentSpace() throws -> ThemeSpace {
        ThemeSpace(documents: [try document(##"{"color": {"$type": "color", "text": "#222222"}}"##, file: "/testing/one.json")])
    }
}

extension Token where Value == ThemeColor {
    static let text: Token<ThemeColor> = "color.text"
    static let background: Token<ThemeColor> = "color.background"
    static let accent: Token<ThemeColor> = "color.accent"
}
