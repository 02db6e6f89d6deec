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

    /// The contexts of the standard `appearance` modifier.
    public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// Light mode (`light`).
        case light
        /// Dark mode (`dark`).
        case dark

        /// The context name, `light` or `dark`.
        public var description: String { rawValue }
    }

    /// The contexts of the standard `contrast` modifier.
    public enum Contrast: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// The standard contrast (`normal`).
        case normal
        /// Increased contrast, as the system's Increase Contrast setting asks (`high`).
        case high

        /// The context name, `normal` or `high`.
        public var description: String { rawValue }
    }

    /// Context name by modifier name.
    public var contexts: [String: String]

    /// A selection from context names by modifier name.
    public init(_ contexts: [String: String] = [:]) {
        self.contexts = contexts
    }

    /// A selection of the standard modifiers.
    public init(theme: String? = nil, appearance: Appearance? = nil, contrast: Contrast? = nil) {
        var contexts: [String: String] = [:]
        contexts[StandardModifier.theme] = theme
        contexts[StandardModifier.appearance] = appearance?.rawValue
        contexts[StandardModifier.contrast] = contrast?.rawValue
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

    /// The context of the `appearance` modifier; nil when the selection leaves it out (or names a
    /// context other than `light` and `dark`: read it by name, `selection["appearance"]`).
    public var appearance: Appearance? {
        get { self[StandardModifier.appearance].flatMap(Appearance.init(rawValue:)) }
        set { self[StandardModifier.appearance] = newValue?.rawValue }
    }

    /// The context of the `contrast` modifier; nil when the selection leaves it out (or names a
    /// context other than `normal` and `high`: read it by name, `selection["contrast"]`).
    public var contrast: Contrast? {
        get { self[StandardModifier.contrast].flatMap(Contrast.init(rawValue:)) }
        set { self[StandardModifier.contrast] = newValue?.rawValue }
    }

    /// A copy with `modifier` set to `context`: `selection.selecting("compact", for: "density")`.
    public func selecting(_ context: String, for modifier: String) -> Selection {
        var copy = self
        copy[modifier] = context
        return copy
    }

    /// `appearance=dark, theme=ocean`, sorted by modifier.
    public var description: String {
        contexts.keys.sorted().map { "\($0)=\(contexts[$0] ?? "")" }.joined(separator: ", ")
    }
}
