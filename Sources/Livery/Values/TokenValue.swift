import Foundation

/// A resolved, typed token value.
///
/// Every case is a value type; composite values (shadow, border, typography…) hold their parts
/// already parsed, with aliases resolved.
public indirect enum TokenValue: Sendable, Hashable, Codable {
    case color(Color)
    case dimension(Dimension)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// Font family names, most preferred first.
    case fontFamily([String])
    case fontWeight(FontWeight)
    case font(Font)
    case image(ImageSource)
    case gradient(Gradient)
    /// One or more shadows, drawn in order.
    case shadow([Shadow])
    case border(Border)
    case strokeStyle(StrokeStyle)
    case transition(Transition)
    /// A duration in milliseconds.
    case duration(milliseconds: Double)
    case cubicBezier(CubicBezier)
    case typography(Typography)
    case array([TokenValue])
    case object([String: TokenValue])

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
public struct Dimension: Sendable, Hashable, Codable {
    /// Units Livery reads. Points and pixels are the same on Apple platforms (1:1).
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case px, pt, rem, em
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit = .pt) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: px and pt 1:1, rem and em times `remBase` (16 unless configured).
    public func points(remBase: Double = 16) -> Double {
        switch unit {
        case .px, .pt: value
        case .rem, .em: value * remBase
        }
    }
}

/// A font weight from 1 to 1000 (400 regular, 700 bold), as CSS and DTCG define it.
public struct FontWeight: Sendable, Hashable, Codable, Comparable {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public static let thin = FontWeight(100)
    public static let extraLight = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let extraBold = FontWeight(800)
    public static let black = FontWeight(900)
    public static let extraBlack = FontWeight(950)

    /// The DTCG weight names and their common aliases, lowercased.
    public static let names: [String: FontWeight] = [
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
public struct Font: Sendable, Hashable, Codable {
    /// A family or PostScript name; nil means the platform's system font.
    public var name: String?
    /// The size in points; nil leaves the size to the text style or the platform.
    public var size: Double?
    public var weight: FontWeight?
    /// A Dynamic Type text style name (`body`, `title1`, `caption2`…).
    public var textStyle: String?

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
    case color(Color)
    /// A gradient image.
    case gradient(Gradient)
}

/// A colour stop of a gradient.
public struct GradientStop: Sendable, Hashable, Codable {
    public var color: Color
    /// 0…1 along the gradient.
    public var position: Double

    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A gradient: colour stops in order.
public struct Gradient: Sendable, Hashable, Codable {
    public var stops: [GradientStop]

    public init(stops: [GradientStop]) { self.stops = stops }
}

/// A shadow, as DTCG defines it.
public struct Shadow: Sendable, Hashable, Codable {
    public var color: Color
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool

    public init(
        color: Color, offsetX: Dimension, offsetY: Dimension, blur: Dimension,
        spread: Dimension = Dimension(0), inset: Bool = false
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
public enum StrokeStyle: Sendable, Hashable, Codable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths, and how dash ends are drawn (`round`, `butt`, `square`).
    case dashed(dashArray: [Dimension], lineCap: String)

    /// The keywords DTCG allows.
    public static let keywords: Set<String> = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
    ]
}

/// A border: colour, width and style.
public struct Border: Sendable, Hashable, Codable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle

    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A cubic Bézier timing curve (`x1, y1, x2, y2`; x values in 0…1).
public struct CubicBezier: Sendable, Hashable, Codable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// An animated transition: duration, delay and timing curve.
public struct Transition: Sendable, Hashable, Codable {
    /// Milliseconds.
    public var duration: Double
    /// Milliseconds.
    public var delay: Double
    public var timingFunction: CubicBezier

    public init(duration: Double, delay: Double = 0, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// A text style: family, size, weight, letter spacing and line height.
public struct Typography: Sendable, Hashable, Codable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    public var letterSpacing: Dimension
    /// A multiple of the font size.
    public var lineHeight: Double

    public init(
        fontFamily: [String], fontSize: Dimension, fontWeight: FontWeight = .regular,
        letterSpacing: Dimension = Dimension(0), lineHeight: Double = 1.2
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
