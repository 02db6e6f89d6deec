import Foundation
import Observation
import Livery
import Testing

enum SwiftUIFixtures {
    static func document(_ json: String, _ name: String) throws -> TokenDocument {
        try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/swiftui/\(name)"))
    }

    /// Two themes with a dark layer (and an ocean-only dark layer for the link colour), a
    /// high-contrast layer, fonts, a gradient and a number.
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
                            ##"""
                            {"color": {"$type": "color", "background": "#FFFFFF", "accent": "#0066CC", "fixed": "#123456",
                                       "link": "#0000FF", "label": {"$value": {"system": "label"}}},
                             "font": {"$type": "font", "body": {"$value": {"family": "Georgia", "size": 17, "textStyle": "body"}}},
                             "gradient": {"$type": "gradient",
                                          "hero": {"$value": [{"color": "#000000", "position": 0}, {"color": "#FFFFFF", "position": 1}]}},
                             "spacing": {"$type": "number", "m": {"$value": 8}},
                             "title": {"$type": "string", "$value": "Day"}}
                            """##, "base.json")
                    ]),
                ThemeSpace.Layer(
                    name: "ocean", condition: ["theme": "ocean"],
                    documents: [
                        try document(
                            ##"""
                            {"color": {"$type": "color", "background": "#E0F7FA"},
                             "font": {"$type": "font", "body": {"$value": {"family": "Avenir", "size": 17, "textStyle": "body"}}}}
                            """##, "ocean.json")
                    ]),
                ThemeSpace.Layer(
                    name: "dark", condition: ["appearance": "dark"],
                    documents: [
                        try document(
                            ##"""
                            {"color": {"$type": "color", "background": "#000000", "link": "#8888FF"},
                             "gradient": {"$type": "gradient",
                                          "hero": {"$value": [{"color": "#111111", "position": 0}, {"color": "#333333", "position": 1}]}}}
                            """##, "dark.json")
                    ]),
                ThemeSpace.Layer(
                    name: "ocean-dark", condition: ["theme": "ocean", "appearance": "dark"],
                    documents: [
                        try document(##"{"color": {"$type": "color", "link": "#44AAFF"}}"##, "ocean-dark.json")
                    ]),
                ThemeSpace.Layer(
                    name: "high", condition: ["contrast": "high"],
                    documents: [
                        try document(##"{"color": {"$type": "color", "accent": "#003366"}}"##, "high-contrast.json")
                    ]),
            ])
    }

    /// A space with a light appearance only.
    static func lightOnlySpace() throws -> ThemeSpace {
        ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "appearance", contexts: ["light"], defaultContext: "light")],
            layers: [
                ThemeSpace.Layer(
                    name: "base",
                    documents: [
                        try document(##"{"color": {"$type": "color", "background": "#FFFFFF"}}"##, "light.json")
                    ])
            ])
    }

    @MainActor static func manager() throws -> ThemeManager {
        try ThemeManager(space: space(), storage: nil)
    }
}

/// Set from Observation's `onChange`, which may run on any thread.
final class Invalidation: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false

    func fire() {
        lock.lock()
        fired = true
        lock.unlock()
    }

    var didFire: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }
}

/// Runs `read` with Observation tracking and reports whether what it read changed afterwards.
@MainActor func tracking<T>(_ read: () -> T) -> Invalidation {
    let invalidation = Invalidation()
    _ = withObservationTracking(read, onChange: { invalidation.fire() })
    return invalidation
}

/// A switch a test makes.
enum Switch: Sendable, CustomTestStringConvertible {
    case theme(String)
    case appearance(Selection.Appearance)
    case contrast(Selection.Contrast)

    @MainActor func run(on manager: ThemeManager) throws {
        switch self {
        case .theme(let name): try manager.apply(theme: name)
        case .appearance(let name): try manager.apply(Selection(appearance: name))
        case .contrast(let name): try manager.apply(Selection(contrast: name))
        }
    }

    var testDescription: String {
        switch self {
        case .theme(let name): "theme \(name)"
        case .appearance(let name): "appearance \(name)"
        case .contrast(let name): "contrast \(name)"
        }
    }
}
