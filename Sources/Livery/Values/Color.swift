import Foundation

/// A colour as it was written: its colour space, components and alpha.
///
/// Livery keeps a colour in the space it was written in (sRGB, Display P3, OKLCH…), as the
/// DTCG colour type does. Rendering to 8-bit sRGB (``rgba8``, ``hexString``) is a conversion
/// with the CSS Color 4 formulas, clipping to the sRGB gamut and rounding half up.
///
/// A colour can also name a platform system colour (`labelColor`, `systemGray2Color`), which
/// only the platform can resolve, or be `random`: a colour picked once per resolved selection.
public struct Color: Sendable, Hashable, Codable {
    /// The colour spaces of DTCG 2025.10 (the CSS Color 4 spaces), by their DTCG names.
    public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
        /// `srgb`: gamma-encoded sRGB, components 0…1.
        case sRGB = "srgb"
        /// `srgb-linear`: linear-light sRGB, components 0…1.
        case sRGBLinear = "srgb-linear"
        /// `hsl`: hue in degrees, saturation and lightness 0…100.
        case hsl
        /// `hwb`: hue in degrees, whiteness and blackness 0…100.
        case hwb
        /// `lab`: CIE Lab (D50), L 0…100.
        case lab
        /// `lch`: CIE LCH (D50), L 0…100, hue in degrees.
        case lch
        /// `oklab`: OKLab, L 0…1.
        case oklab
        /// `oklch`: OKLCH, L 0…1, hue in degrees.
        case oklch
        /// `display-p3`: Display P3, components 0…1.
        case displayP3 = "display-p3"
        /// `a98-rgb`: Adobe RGB (1998), components 0…1.
        case a98RGB = "a98-rgb"
        /// `prophoto-rgb`: ProPhoto RGB (D50), components 0…1.
        case proPhotoRGB = "prophoto-rgb"
        /// `rec2020`: ITU-R BT.2020, components 0…1.
        case rec2020
        /// `xyz-d65`: CIE XYZ with a D65 white.
        case xyzD65 = "xyz-d65"
        /// `xyz-d50`: CIE XYZ with a D50 white.
        case xyzD50 = "xyz-d50"
    }

    /// The space ``components`` are in.
    public var colorSpace: ColorSpace
    /// The components as written, in the ranges DTCG uses for the space: 0…1 for the RGB
    /// spaces and XYZ; hue in degrees, saturation/whiteness/blackness/lightness 0…100 for HSL
    /// and HWB; L 0…100 for Lab/LCH, 0…1 for OKLab/OKLCH. A `none` component is 0.
    public var components: [Double]
    /// Opacity, 0…1.
    public var alpha: Double
    /// A fallback hex the document gave alongside the components (DTCG's `hex`), kept for round trips.
    public var hex: String?
    /// The name of a platform system colour (`labelColor`), when this colour is one.
    public var systemName: String?
    /// Whether the document asked for a random colour (`random`). Resolution picks the
    /// components once per selection; generators and exporters keep writing `random`.
    public var isRandom: Bool

    /// A colour in any space.
    public init(colorSpace: ColorSpace, components: [Double], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
        self.systemName = nil
        self.isRandom = false
    }

    /// An sRGB colour with components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(colorSpace: .sRGB, components: [red, green, blue], alpha: alpha)
    }

    /// A platform system colour, by the name asset catalogs use (`labelColor`, `separatorColor`).
    public static func system(_ name: String) -> Color {
        var color = Color(red: 0, green: 0, blue: 0)
        color.systemName = name
        return color
    }

    /// A colour to be picked at random once per resolved selection.
    public static var random: Color {
        var color = Color(red: 0, green: 0, blue: 0)
        color.isRandom = true
        return color
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
