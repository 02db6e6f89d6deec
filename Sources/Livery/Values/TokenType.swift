import Foundation

/// The type of a token: the DTCG 2025.10 types plus Livery's `font` and `image`.
public enum TokenType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case color
    case dimension
    case number
    case string
    case boolean
    case fontFamily
    case fontWeight
    case font
    case image
    case gradient
    case shadow
    case border
    case strokeStyle
    case transition
    case duration
    case cubicBezier
    case typography
    case array
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
