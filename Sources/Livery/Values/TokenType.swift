import Foundation

/// The type of a token: the DTCG 2025.10 types plus Livery's `font` and `image`.
public enum TokenType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A colour (``ThemeColor``).
    case color
    /// A length (``ThemeDimension``).
    case dimension
    /// A plain number.
    case number
    /// Text.
    case string
    /// True or false.
    case boolean
    /// Font family names, most preferred first.
    case fontFamily
    /// A font weight (``FontWeight``).
    case fontWeight
    /// A font (``ThemeFont``): Livery's type, beyond DTCG.
    case font
    /// An image source (``ImageSource``): Livery's type, beyond DTCG.
    case image
    /// A gradient (``ThemeGradient``).
    case gradient
    /// One or more shadows (``Shadow``).
    case shadow
    /// A border (``Border``).
    case border
    /// A line style (``ThemeStrokeStyle``).
    case strokeStyle
    /// An animated transition (``ThemeTransition``).
    case transition
    /// A duration.
    case duration
    /// A timing curve (``CubicBezier``).
    case cubicBezier
    /// A text style (``Typography``).
    case typography
    /// An array of values, each with its own type.
    case array
    /// An object of named values, each with its own type.
    case object

    /// Reads a `$type` (or legacy `type`) value, accepting the names other tools use for the same
    /// types (`fontSize`, `spacing`, `borderRadius` → dimension; `fontWeights` → fontWeight…).
    public init?(name: String) {
        if let exact = TokenType(rawValue: name) {
            self = exact
            return
        }
        switch name.lowercased() {
        case "colour": self = .color
        case "size", "sizing", "spacing", "fontsize", "fontsizes", "borderradius", "borderwidth",
            "letterspacing", "paragraphspacing", "width", "height", "dimensions":
            self = .dimension
        case "opacity", "lineheight", "lineheights", "float", "integer": self = .number
        case "fontfamilies": self = .fontFamily
        case "fontweights": self = .fontWeight
        case "boxshadow": self = .shadow
        case "bool": self = .boolean
        case "text", "content": self = .string
        case "asset", "image", "img": self = .image
        case "fontface": self = .font
        case "strokestyle": self = .strokeStyle
        case "cubicbezier": self = .cubicBezier
        case "fontfamily": self = .fontFamily
        case "fontweight": self = .fontWeight
        default: return nil
        }
    }

    public var description: String { rawValue }
}
