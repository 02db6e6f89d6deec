import Foundation
import Livery

/// The properties the view conveniences bind, each a ``/Livery/BindingKey``: binding the same
/// property of the same object again replaces the earlier binding, and per-state properties
/// (`setTitleColor(_:for:)`) take the control state as the key's category, so each state has
/// its own binding.
package enum ThemedProperty: String, Sendable, CaseIterable {
    /// A view's or layer's background colour.
    case backgroundColor
    /// A view's or bar's tint colour.
    case tintColor
    /// A view's alpha (`alphaValue` on AppKit) or a layer's opacity.
    case alpha
    /// A label's, text field's or text view's text colour.
    case textColor
    /// A label's highlighted text colour.
    case highlightedTextColor
    /// A label's or layer's shadow colour.
    case shadowColor
    /// A text view's, control's or text layer's font.
    case font
    /// A button's title colour (per control state on UIKit).
    case titleColor
    /// A button's title shadow colour, per control state.
    case titleShadowColor
    /// An image view's or button's image (per control state for buttons).
    case image
    /// An image view's highlighted image.
    case highlightedImage
    /// A button's background image, per control state.
    case backgroundImage
    /// A part of a button's configuration (`foreground`, `background`), each bound separately.
    case configuration
    /// A button's title, per control state (a string token or a language key).
    case title
    /// A button's attributed title, per control state, with its ranges' colours themed.
    case attributedTitle
    /// A text field's placeholder colour.
    case placeholderColor
    /// The keyboard appearance of a text input or search bar, following the theme's appearance.
    case keyboardAppearance
    /// A bar's tint colour.
    case barTintColor
    /// A tab bar's unselected item tint colour.
    case unselectedItemTintColor
    /// A bar's appearance object (standard, and the edge and compact ones set with it).
    case standardAppearance
    /// A bar's scroll-edge appearance object.
    case scrollEdgeAppearance
    /// A bar's compact appearance object.
    case compactAppearance
    /// The title text attributes of a bar or segmented control.
    case titleTextAttributes
    /// A switch's on tint colour.
    case onTintColor
    /// A switch's or slider's thumb tint colour.
    case thumbTintColor
    /// A slider's minimum track tint colour.
    case minimumTrackTintColor
    /// A slider's maximum track tint colour.
    case maximumTrackTintColor
    /// A progress view's progress tint colour.
    case progressTintColor
    /// A progress view's track tint colour.
    case trackTintColor
    /// A page control's indicator tint colour.
    case pageIndicatorTintColor
    /// A page control's current page indicator tint colour.
    case currentPageIndicatorTintColor
    /// A segmented control's selected segment tint colour.
    case selectedSegmentTintColor
    /// An activity indicator's colour.
    case color
    /// A table view's separator colour.
    case separatorColor
    /// A table view's section index colour.
    case sectionIndexColor
    /// A table view's section index background colour.
    case sectionIndexBackgroundColor
    /// The text colour of a search bar's text field.
    case searchTextFieldTextColor
    /// The background colour of a search bar's text field.
    case searchTextFieldBackgroundColor
    /// A label's text or a text layer's string (a string token).
    case text
    /// A label's or text view's attributed text, with its ranges' colours themed.
    case attributedText
    /// A layer's border colour.
    case borderColor
    /// A layer's border width.
    case borderWidth
    /// A layer's border (colour and width from one border token).
    case border
    /// A layer's corner radius.
    case cornerRadius
    /// A layer's shadow opacity.
    case shadowOpacity
    /// A layer's shadow radius.
    case shadowRadius
    /// A layer's shadow offset.
    case shadowOffset
    /// A layer's shadow (colour, opacity, offset and radius from one shadow token).
    case shadow
    /// A shape layer's stroke (colour and width from one border token).
    case stroke
    /// A gradient layer's colours, locations and direction.
    case gradient
    /// A shape layer's fill colour.
    case fillColor
    /// A shape layer's stroke colour.
    case strokeColor
    /// A shape layer's line width.
    case lineWidth
    /// A text layer's foreground colour.
    case foregroundColor
    /// A text layer's font size.
    case fontSize
    /// A view's appearance (its interface style, or `NSAppearance` on AppKit), following the theme's.
    case appearance
    /// An AppKit button's or image view's content tint colour.
    case contentTintColor
    /// An AppKit button's bezel colour.
    case bezelColor
    /// An AppKit text field's string value (a string token or a language key).
    case stringValue
    /// A view's layout direction (`semanticContentAttribute`), following the language's.
    case layoutDirection
    /// A text field's placeholder text (a string token or a language key).
    case placeholder

    /// The binding key of this property (for `state`, where the property is set per control state).
    package func key(state: ControlStateName? = nil) -> BindingKey {
        BindingKey("livery." + rawValue, category: state?.rawValue)
    }

    /// The binding key of one part of this property (`configuration` → `foreground`), so that
    /// parts bound separately coexist.
    package func key(_ part: String) -> BindingKey {
        BindingKey("livery." + rawValue, category: part)
    }
}

/// A control state as a binding key category: the names of `UIControl.State`'s options, from
/// its raw value (a combined state such as `[.selected, .highlighted]` names each part).
///
/// Style groups and per-state conveniences name states this way: `normal`, `highlighted`,
/// `disabled`, `selected`, `focused`, case-insensitive, several joined with `+`
/// (`"selected+highlighted"`).
package struct ControlStateName: RawRepresentable, Hashable, Sendable {
    /// The name (`highlighted`, `selected+highlighted`).
    package let rawValue: String
    /// The state named `rawValue`.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// `normal` (`UIControl.State.normal`).
    package static let normal = ControlStateName(rawValue: "normal")
    /// `highlighted` (`UIControl.State.highlighted`).
    package static let highlighted = ControlStateName(rawValue: "highlighted")
    /// `disabled` (`UIControl.State.disabled`).
    package static let disabled = ControlStateName(rawValue: "disabled")
    /// `selected` (`UIControl.State.selected`).
    package static let selected = ControlStateName(rawValue: "selected")
    /// `focused` (`UIControl.State.focused`).
    package static let focused = ControlStateName(rawValue: "focused")

    /// The `UIControl.State` raw value a style names (`normal`, `highlighted`, `disabled`,
    /// `selected`, `focused`, case-insensitive, or several joined with `+`), nil for any other name.
    package static func controlState(named name: String) -> UInt? {
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
    package init(controlState raw: UInt) {
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
