import Foundation

/// A resolved, typed token value.
///
/// Every case is a value type; composite values (shadow, border, typography…) hold their parts
/// already parsed, with aliases resolved. Common values (colours, dimensions, numbers, strings,
/// fonts, images) are stored inline, so reading one on a hot path copies no box.
public enum TokenValue: Sendable, Hashable, Codable {
    /// A colour.
    case color(ThemeColor)
    /// A length with its unit.
    case dimension(ThemeDimension)
    /// A plain number.
    case number(Double)
    /// Text.
    case string(String)
    /// True or false.
    case boolean(Bool)
    /// Font family names, most preferred first.
    case fontFamily([String])
    /// A font weight.
    case fontWeight(FontWeight)
    /// A font.
    case font(ThemeFont)
    /// An image source.
    case image(ImageSource)
    /// A gradient.
    case gradient(ThemeGradient)
    /// One or more shadows, drawn in order.
    case shadow([Shadow])
    /// A border.
    indirect case border(Border)
    /// A line style.
    indirect case strokeStyle(ThemeStrokeStyle)
    /// An animated transition.
    indirect case transition(ThemeTransition)
    /// A duration in milliseconds.
    case duration(milliseconds: Double)
    /// A timing curve.
    indirect case cubicBezier(CubicBezier)
    /// A text style.
    indirect case typography(Typography)
    /// An array of values.
    indirect case array([TokenValue])
    /// Named values.
    indirect case object([String: TokenValue])

    /// The type of this value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .string: .string
        case .boolean: .boolean
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .font: .font
        case .image: .image
        case .gradient: .gradient
        case .shadow: .shadow
        case .border: .border
        case .strokeStyle: .strokeStyle
        case .transition: .transition
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .typography: .typography
        case .array: .array
        case .object: .object
        }
    }
}

/// A length: a value and the unit it was written in.
public struct ThemeDimension: Sendable, Hashable, Codable {
    /// Units Livery reads. Points and pixels are the same on Apple platforms (1:1).
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// `px` and `pt` (the same length on Apple platforms), and `rem` and `em` (multiples of the
        /// rem base).
        case px, pt, rem, em
    }

    /// The number, in ``unit``s.
    public var value: Double
    /// The unit it was written in.
    public var unit: Unit

    /// A length of `value` in `unit` (points unless given).
    public init(_ value: Double, _ unit: Unit = .pt) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: px and pt 1:1, rem and em times `remBase` (16 unless configured).
    @inlinable public func points(remBase: Double = 16) -> Double {
        switch unit {
        case .px, .pt: value
        case .rem, .em: value * remBase
        }
    }
}

/// A font weight from 1 to 1000 (400 regular, 700 bold), as CSS and DTCG define it.
public struct FontWeight: Sendable, Hashable, Codable, Comparable {
    /// The weight, 1…1000.
    public var value: Double

    /// A weight from 1 to 1000.
    public init(_ value: Double) { self.value = value }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// 100.
    public static let thin = FontWeight(100)
    /// 200.
    public static let extraLight = FontWeight(200)
    /// 300.
    public static let light = FontWeight(300)
    /// 400 (`normal`).
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600.
    public static let semibold = FontWeight(600)
    /// 700.
    public static let bold = FontWeight(700)
    /// 800.
    public static let extraBold = FontWeight(800)
    /// 900.
    public static let black = FontWeight(900)
    /// 950.
    public static let extraBlack = FontWeight(950)

    /// The DTCG weight names and their common aliases, lowercased.
    package static let names: [String: FontWeight] = [
        "thin": .thin, "hairline": .thin,
        "extra-light": .extraLight, "ultra-light": .extraLight, "extralight": .extraLight,
        "ultralight": .extraLight,
        "light": .light,
        "normal": .regular, "regular": .regular, "book": .regular,
        "medium": .medium,
        "semi-bold": .semibold, "demi-bold": .semibold, "semibold": .semibold, "demibold": .semibold,
        "bold": .bold,
        "extra-bold": .extraBold, "ultra-bold": .extraBold, "extrabold": .extraBold,
        "ultrabold": .extraBold,
        "black": .black, "heavy": .black,
        "extra-black": .extraBlack, "ultra-black": .extraBlack, "extrablack": .extraBlack,
        "ultrablack": .extraBlack,
    ]
}

/// A font: a family or PostScript name (nil for the system font), a size, a weight and an
/// optional text style (`body`, `headline`) that Dynamic Type scales.
public struct ThemeFont: Sendable, Hashable, Codable {
    /// A family or PostScript name; nil means the platform's system font.
    public var name: String?
    /// The size in points; nil leaves the size to the text style or the platform.
    public var size: Double?
    /// The weight; nil leaves it to the text style or the platform.
    public var weight: FontWeight?
    /// A Dynamic Type text style name (`body`, `title1`, `caption2`…).
    public var textStyle: String?

    /// A font; every part is optional.
    public init(name: String? = nil, size: Double? = nil, weight: FontWeight? = nil, textStyle: String? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }
}

/// Where an image comes from. Livery keeps sources, not bitmaps; the Apple layer and the skin
/// image cache turn them into images.
public enum ImageSource: Sendable, Hashable, Codable {
    /// An image in the app's asset catalog (or a skin bundle's), by name.
    case asset(String)
    /// A file on disk; relative paths in documents are made absolute against the document's folder.
    case file(String)
    /// An `http` or `https` URL.
    case url(String)
    /// A solid colour image.
    case color(ThemeColor)
    /// A gradient image.
    case gradient(ThemeGradient)
}

/// A colour stop of a gradient.
public struct GradientStop: Sendable, Hashable, Codable {
    /// The colour at this stop.
    public var color: ThemeColor
    /// 0…1 along the gradient.
    public var position: Double

    /// A stop of `color` at `position` (0…1).
    public init(color: ThemeColor, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A gradient: colour stops in order.
public struct ThemeGradient: Sendable, Hashable, Codable {
    /// The stops, in order.
    public var stops: [GradientStop]

    /// A gradient of `stops`.
    public init(stops: [GradientStop]) { self.stops = stops }
}

/// A shadow, as DTCG defines it.
public struct Shadow: Sendable, Hashable, Codable {
    /// The shadow's colour.
    public var color: ThemeColor
    /// Horizontal offset.
    public var offsetX: ThemeDimension
    /// Vertical offset.
    public var offsetY: ThemeDimension
    /// Blur radius.
    public var blur: ThemeDimension
    /// How far the shadow grows (or, negative, shrinks) before blurring.
    public var spread: ThemeDimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// A shadow; `spread` is 0 and `inset` false unless given.
    public init(
        color: ThemeColor, offsetX: ThemeDimension, offsetY: ThemeDimension, blur: ThemeDimension,
        spread: ThemeDimension = ThemeDimension(0), inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A line style: a CSS keyword or a dash pattern.
public enum ThemeStrokeStyle: Sendable, Hashable, Codable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths, and how dash ends are drawn (`round`, `butt`, `square`).
    case dashed(dashArray: [ThemeDimension], lineCap: String)

    /// The keywords DTCG allows.
    package static let keywords: Set<String> = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
    ]
}

/// A border: colour, width and style.
public struct Border: Sendable, Hashable, Codable {
    /// The border's colour.
    public var color: ThemeColor
    /// The line width.
    public var width: ThemeDimension
    /// Solid, dashed or another line style.
    public var style: ThemeStrokeStyle

    /// A border.
    public init(color: ThemeColor, width: ThemeDimension, style: ThemeStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A cubic Bézier timing curve (`x1, y1, x2, y2`; x values in 0…1).
public struct CubicBezier: Sendable, Hashable, Codable {
    /// The first control point's x, 0…1.
    public var x1: Double
    /// The first control point's y.
    public var y1: Double
    /// The second control point's x, 0…1.
    public var x2: Double
    /// The second control point's y.
    public var y2: Double

    /// A curve through (0, 0), the two control points and (1, 1).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// An animated transition: duration, delay and timing curve.
public struct ThemeTransition: Sendable, Hashable, Codable {
    /// Milliseconds.
    public var duration: Double
    /// Milliseconds.
    public var delay: Double
    /// The timing curve.
    public var timingFunction: CubicBezier

    /// A transition; `duration` and `delay` in milliseconds.
    public init(duration: Double, delay: Double = 0, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// A text style: family, size, weight, letter spacing and line height.
public struct Typography: Sendable, Hashable, Codable {
    /// Family names, most preferred first.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: ThemeDimension
    /// The weight.
    public var fontWeight: FontWeight
    /// Extra space between letters.
    public var letterSpacing: ThemeDimension
    /// A multiple of the font size.
    public var lineHeight: Double

    /// A text style; weight 400, letter spacing 0 and line height 1.2 unless given.
    public init(
        fontFamily: [String], fontSize: ThemeDimension, fontWeight: FontWeight = .regular,
        letterSpacing: ThemeDimension = ThemeDimension(0), lineHeight: Double = 1.2
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
