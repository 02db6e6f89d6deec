import Foundation

/// A colour as it was written: its colour space, components and alpha.
///
/// Livery keeps a colour in the space it was written in (sRGB, Display P3, OKLCH…), as the
/// DTCG colour type does. Rendering to 8-bit sRGB (``rgba8``, ``hexString``) is a conversion
/// with the CSS Color 4 formulas, clipping to the sRGB gamut and rounding half up.
///
/// A colour can also name a platform system colour (`labelColor`, `systemGray2Color`), which
/// only the platform can resolve, or be `random`: a colour picked once per resolved selection.
public struct ThemeColor: Sendable, Hashable, Codable {
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
        /// `rec2020`: ITU-R BT.2020 primaries, components 0…1, decoded with BT.1886's 2.4 power (the
        /// display-referred transfer CSS uses since csswg-drafts #12574). Core Graphics'
        /// `CGColorSpace.itur_2020` decodes with BT.2020's camera curve instead, so the Apple layer
        /// converts `rec2020` colours itself rather than handing their components to that space.
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
    public var components: [Double] {
        get { [c0, c1, c2] }
        set {
            c0 = newValue.count > 0 ? newValue[0] : 0
            c1 = newValue.count > 1 ? newValue[1] : 0
            c2 = newValue.count > 2 ? newValue[2] : 0
        }
    }
    // Components are stored inline so copying a colour copies no array (hot paths read colours
    // per bound object); the rarely set extras share one optional box.
    @usableFromInline var c0: Double
    @usableFromInline var c1: Double
    @usableFromInline var c2: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// A fallback hex the document gave alongside the components (DTCG's `hex`), kept for round trips.
    public var hex: String? {
        get { extras?.hex }
        set { updateExtras { $0.hex = newValue } }
    }
    /// The name of a platform system colour (`labelColor`), when this colour is one.
    public var systemName: String? {
        get { extras?.systemName }
        set { updateExtras { $0.systemName = newValue } }
    }
    /// Whether the document asked for a random colour (`random`). Resolution picks the
    /// components once per selection; generators and exporters keep writing `random`.
    package var isRandom: Bool {
        get { extras?.isRandom ?? false }
        set { updateExtras { $0.isRandom = newValue } }
    }
    @usableFromInline var extras: Extras?

    /// What few colours carry: a DTCG hex fallback, a system colour's name, the random mark.
    @usableFromInline
    final class Extras: Sendable {
        struct Values: Equatable {
            var hex: String?
            var systemName: String?
            var isRandom = false
        }

        let values: Values
        init(_ values: Values) { self.values = values }
        var hex: String? { values.hex }
        var systemName: String? { values.systemName }
        var isRandom: Bool { values.isRandom }
    }

    private mutating func updateExtras(_ change: (inout Extras.Values) -> Void) {
        var values = extras?.values ?? Extras.Values()
        change(&values)
        extras = values == Extras.Values() ? nil : Extras(values)
    }

    /// A colour in any space.
    public init(colorSpace: ColorSpace, components: [Double], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.c0 = components.count > 0 ? components[0] : 0
        self.c1 = components.count > 1 ? components[1] : 0
        self.c2 = components.count > 2 ? components[2] : 0
        self.alpha = alpha
        self.extras = hex.map { Extras(Extras.Values(hex: $0)) }
    }

    /// An sRGB colour with components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.colorSpace = .sRGB
        self.c0 = red
        self.c1 = green
        self.c2 = blue
        self.alpha = alpha
        self.extras = nil
    }

    /// A platform system colour, by the name asset catalogs use (`labelColor`, `separatorColor`).
    public static func system(_ name: String) -> ThemeColor {
        var color = ThemeColor(red: 0, green: 0, blue: 0)
        color.systemName = name
        return color
    }

    /// A colour to be picked at random once per resolved selection.
    public static var random: ThemeColor {
        var color = ThemeColor(red: 0, green: 0, blue: 0)
        color.isRandom = true
        return color
    }

    /// Fully transparent black.
    public static let clear = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)

    public static func == (lhs: ThemeColor, rhs: ThemeColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.c0 == rhs.c0 && lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
            && lhs.alpha == rhs.alpha && lhs.extras?.values == rhs.extras?.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(c0)
        hasher.combine(c1)
        hasher.combine(c2)
        hasher.combine(alpha)
        hasher.combine(hex)
        hasher.combine(systemName)
        hasher.combine(isRandom)
    }
}

// Written by hand: `isRandom` only when set, and over the one `CodingName` key.
extension ThemeColor {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            colorSpace: try container.decode(ColorSpace.self, forKey: "colorSpace"),
            components: try container.decode([Double].self, forKey: "components"),
            alpha: try container.decode(Double.self, forKey: "alpha"),
            hex: try container.decodeIfPresent(String.self, forKey: "hex"))
        systemName = try container.decodeIfPresent(String.self, forKey: "systemName")
        isRandom = try container.decodeIfPresent(Bool.self, forKey: "isRandom") ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(colorSpace, forKey: "colorSpace")
        try container.encode(components, forKey: "components")
        try container.encode(alpha, forKey: "alpha")
        try container.encodeIfPresent(hex, forKey: "hex")
        try container.encodeIfPresent(systemName, forKey: "systemName")
        if isRandom { try container.encode(true, forKey: "isRandom") }
    }
}
