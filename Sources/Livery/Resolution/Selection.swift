import Foundation

/// A choice of one context per modifier: `theme=ocean, appearance=dark, contrast=normal`.
///
/// Modifiers left out take their default context when the selection is resolved.
public struct Selection: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The modifier names Livery's standard theme spaces declare.
    public enum StandardModifier {
        /// `theme`: the theme (day, night, holiday…).
        public static let theme = "theme"
        /// `appearance`: `light` or `dark`.
        public static let appearance = "appearance"
        /// `contrast`: `normal` or `high`.
        public static let contrast = "contrast"
    }

    /// Context name by modifier name.
    public var contexts: [String: String]

    /// A selection from context names by modifier name.
    public init(_ contexts: [String: String] = [:]) {
        self.contexts = contexts
    }

    /// A selection of the standard modifiers.
    public init(theme: String? = nil, appearance: String? = nil, contrast: String? = nil) {
        var contexts: [String: String] = [:]
        contexts[StandardModifier.theme] = theme
        contexts[StandardModifier.appearance] = appearance
        contexts[StandardModifier.contrast] = contrast
        self.init(contexts)
    }

    /// The context chosen for `modifier`, if any.
    public subscript(modifier: String) -> String? {
        get { contexts[modifier] }
        set { contexts[modifier] = newValue }
    }

    /// The context of the `theme` modifier.
    public var theme: String? {
        get { self[StandardModifier.theme] }
        set { self[StandardModifier.theme] = newValue }
    }

    /// The context of the `appearance` modifier (`light`, `dark`).
    public var appearance: String? {
        get { self[StandardModifier.appearance] }
        set { self[StandardModifier.appearance] = newValue }
    }

    /// The context of the `contrast` modifier (`normal`, `high`).
    public var contrast: String? {
        get { self[StandardModifier.contrast] }
        set { self[StandardModifier.contrast] = newValue }
    }

    /// A copy with `modifier` set to `context`.
    public func with(_ modifier: String, _ context: String) -> Selection {
        var copy = self
        copy[modifier] = context
        return copy
    }

    /// `appearance=dark, theme=ocean`, sorted by modifier.
    public var description: String {
        contexts.keys.sorted().map { "\($0)=\(contexts[$0] ?? "")" }.joined(separator: ", ")
    }
}
