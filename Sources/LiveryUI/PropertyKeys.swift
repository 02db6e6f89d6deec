import Foundation
import Livery

/// The properties the view conveniences bind, each a ``Livery/BindingKey``: binding the same
/// property of the same object again replaces the earlier binding, and per-state properties
/// (`setTitleColor(_:for:)`) take the control state as the key's category, so each state has
/// its own binding.
public enum ThemedProperty: String, Sendable, CaseIterable {
    case backgroundColor, tintColor, alpha
    case textColor, highlightedTextColor, shadowColor, font
    case titleColor, titleShadowColor, image, highlightedImage, backgroundImage, configuration
    case title, attributedTitle
    case placeholderColor, keyboardAppearance
    case barTintColor, unselectedItemTintColor, standardAppearance, scrollEdgeAppearance, compactAppearance, titleTextAttributes
    case onTintColor, thumbTintColor, minimumTrackTintColor, maximumTrackTintColor
    case progressTintColor, trackTintColor
    case pageIndicatorTintColor, currentPageIndicatorTintColor
    case selectedSegmentTintColor
    case color
    case separatorColor, sectionIndexColor, sectionIndexBackgroundColor
    case searchTextFieldTextColor, searchTextFieldBackgroundColor
    case text, attributedText
    case borderColor, borderWidth, border, cornerRadius, shadowOpacity, shadowRadius, shadowOffset, shadow, stroke
    case gradient, fillColor, strokeColor, lineWidth, foregroundColor, fontSize
    case appearance, contentTintColor, bezelColor
    case stringValue, layoutDirection, placeholder

    /// The binding key of this property (for `state`, where the property is set per control state).
    public func key(state: ControlStateName? = nil) -> BindingKey {
        BindingKey("livery." + rawValue, category: state?.rawValue)
    }

    /// The binding key of one part of this property (`configuration` → `foreground`), so that
    /// parts bound separately coexist.
    public func key(_ part: String) -> BindingKey {
        BindingKey("livery." + rawValue, category: part)
    }
}

/// A control state as a binding key category: the names of `UIControl.State`'s options, from
/// its raw value (a combined state such as `[.selected, .highlighted]` names each part).
///
/// Style groups and per-state conveniences name states this way: `normal`, `highlighted`,
/// `disabled`, `selected`, `focused`, case-insensitive, several joined with `+`
/// (`"selected+highlighted"`).
public struct ControlStateName: RawRepresentable, Hashable, Sendable {
    /// The name (`highlighted`, `selected+highlighted`).
    public let rawValue: String
    /// The state named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `normal` (`UIControl.State.normal`).
    public static let normal = ControlStateName(rawValue: "normal")
    /// `highlighted` (`UIControl.State.highlighted`).
    public static let highlighted = ControlStateName(rawValue: "highlighted")
    /// `disabled` (`UIControl.State.disabled`).
    public static let disabled = ControlStateName(rawValue: "disabled")
    /// `selected` (`UIControl.State.selected`).
    public static let selected = ControlStateName(rawValue: "selected")
    /// `focused` (`UIControl.State.focused`).
    public static let focused = ControlStateName(rawValue: "focused")

    /// The `UIControl.State` raw value a style names (`normal`, `highlighted`, `disabled`,
    /// `selected`, `focused`, case-insensitive, or several joined with `+`), nil for any other name.
    public static func controlState(named name: String) -> UInt? {
        let bits: [String: UInt] = [
            "normal": 0, "highlighted": 1 << 0, "disabled": 1 << 1, "selected": 1 << 2, "focused": 1 << 3,
        ]
        var raw: UInt = 0
        for part in name.lowercased().split(separator: "+", omittingEmptySubsequences: false) {
            guard let bit = bits[part.trimmingCharacters(in: .whitespaces)] else { return nil }
            raw |= bit
        }
        return raw
    }

    /// The name of a `UIControl.State` raw value: `normal`, `highlighted`, `disabled`, `selected`,
    /// `focused`, `application`, `reserved`, or the parts joined with `+`.
    public init(controlState raw: UInt) {
        guard raw != 0 else {
            self.rawValue = "normal"
            return
        }
        let names: [(UInt, String)] = [
            (1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused"),
        ]
        var parts = names.filter { raw & $0.0 != 0 }.map(\.1)
        if raw & 0x00FF_0000 != 0 { parts.append("application") }
        if raw & 0xFF00_0000 != 0 { parts.append("reserved") }
        let known = names.reduce(UInt(0x00FF_0000 | 0xFF00_0000)) { $0 | $1.0 }
        if raw & ~known != 0 { parts.append("0x" + String(raw & ~known, radix: 16)) }
        self.rawValue = parts.joined(separator: "+")
    }
}
