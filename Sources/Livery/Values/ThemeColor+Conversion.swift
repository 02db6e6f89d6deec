import Foundation

// Conversion of every DTCG colour space to sRGB, with the formulas and matrices of the CSS Color 4
// sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code). Spaces on a D50 white
// (Lab, LCH, ProPhoto, XYZ-D50) are adapted to D65 with the Bradford matrix CSS Color 4 uses.

extension ThemeColor {
    /// A colour rendered to 8 bits per channel in sRGB.
    public struct RGBA8: Sendable, Hashable {
        /// Red, 0…255.
        public var red: UInt8
        /// Green, 0…255.
        public var green: UInt8
        /// Blue, 0…255.
        public var blue: UInt8
        /// Opacity, 0 (transparent) …255 (opaque).
        public var alpha: UInt8

        /// A colour from its four 8-bit channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The colour in (gamma-encoded) sRGB, converted with the CSS Color 4 formulas but not clipped:
    /// a colour outside the sRGB gamut has channels below 0 or above 1.
    ///
    /// A system colour (``systemName`` set) has no sRGB value of its own; its stored components
    /// (black) are returned. A ``random`` colour returns its stored components until resolution
    /// picks some.
    public var sRGBComponents: (red: Double, green: Double, blue: Double) {
        let c = (component(0), component(1), component(2))
        if systemName != nil { return (c.0, c.1, c.2) }
        let rgb = ColorMath.toSRGB(colorSpace, c)
        return (rgb.0, rgb.1, rgb.2)
    }

    /// The colour rendered to 8-bit sRGB as browsers do: each channel (and alpha) clipped to 0…1,
    /// then scaled to 0…255 and rounded half up (`floor(x * 255 + 0.5)`).
    ///
    /// Out-of-gamut colours are clipped per channel, as browsers render them. A system colour
    /// renders its stored components (black), since only the platform can resolve it.
    public var rgba8: RGBA8 {
        let rgb = sRGBComponents
        return RGBA8(
            red: ColorMath.byte(rgb.red),
            green: ColorMath.byte(rgb.green),
            blue: ColorMath.byte(rgb.blue),
            alpha: ColorMath.byte(alpha)
        )
    }

    /// The colour as `#RRGGBBAA` in uppercase, from ``rgba8`` (so clipped to sRGB).
    public var hexString: String {
        let c = rgba8
        // Nine ASCII bytes written at once (this runs for every colour `livery resolve` prints).
        let digits: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: 9) { buffer in
            func put(_ byte: UInt8, at offset: Int) {
                buffer[offset] = digits.utf8Start[Int(byte >> 4)]
                buffer[offset + 1] = digits.utf8Start[Int(byte & 0x0F)]
            }
            buffer[0] = UInt8(ascii: "#")
            put(c.red, at: 1)
            put(c.green, at: 3)
            put(c.blue, at: 5)
            put(c.alpha, at: 7)
            return 9
        }
    }

    /// The colour as CSS, in its own colour space, for exporters.
    ///
    /// sRGB colours whose channels are whole 8-bit values are written as hex (`#RRGGBB`, or
    /// `#RRGGBBAA` when translucent); other sRGB colours as `color(srgb r g b)`. The other spaces use
    /// their CSS function: `hsl(330 100% 50%)`, `hwb(…)`, `lab(…)`, `lch(…)`, `oklab(…)`,
    /// `oklch(0.628 0.2577 29.23 / 0.5)`, or `color(display-p3 1 0 0)` for the RGB and XYZ spaces.
    /// Alpha follows a slash when it is not 1. Numbers are written in plain decimal notation, with
    /// 6 places when that is exact and otherwise as many as they need to read back exactly.
    ///
    /// A system colour has no CSS value; its stored components (black) are written.
    package var cssText: String {
        let c0 = component(0), c1 = component(1), c2 = component(2)
        let a = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        let alphaSuffix = a == 1 ? "" : " / " + ColorMath.format(a)
        let space: ColorSpace = systemName != nil ? .sRGB : colorSpace
        let f = ColorMath.format
        switch space {
        case .sRGB:
            if ColorMath.isWholeByte(c0), ColorMath.isWholeByte(c1), ColorMath.isWholeByte(c2),
                ColorMath.isWholeByte(a)
            {
                let hex =
                    "#" + ColorMath.hexByte(ColorMath.byte(c0)) + ColorMath.hexByte(ColorMath.byte(c1))
                    + ColorMath.hexByte(ColorMath.byte(c2))
                return a == 1 ? hex : hex + ColorMath.hexByte(ColorMath.byte(a))
            }
            return "color(srgb \(f(c0)) \(f(c1)) \(f(c2))\(alphaSuffix))"
        case .hsl:
            return "hsl(\(f(c0)) \(f(c1))% \(f(c2))%\(alphaSuffix))"
        case .hwb:
            return "hwb(\(f(c0)) \(f(c1))% \(f(c2))%\(alphaSuffix))"
        case .lab, .lch, .oklab, .oklch:
            return "\(space.rawValue)(\(f(c0)) \(f(c1)) \(f(c2))\(alphaSuffix))"
        case .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
            return "color(\(space.rawValue) \(f(c0)) \(f(c1)) \(f(c2))\(alphaSuffix))"
        }
    }

    /// Component `index`, or 0 when the array is too short (colours built in code may be).
    func component(_ index: Int) -> Double {
        switch index {
        case 0: c0
        case 1: c1
        case 2: c2
        default: 0
        }
    }
}

/// The colour formulas and matrices of CSS Color 4 (the transfer functions `package`: Studio's
/// colour picker converts with them).
package enum ColorMath {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector {
        (f(v.0), f(v.1), f(v.2))
    }

    // MARK: Matrices (CSS Color 4, §18 sample code)

    static let xyzD65ToLinearSRGB: Matrix = (
        (12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
        (-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        (705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0)
    )

    static let linearP3ToXYZD65: Matrix = (
        (608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
        (35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
        (0.0, 32229.0 / 714400.0, 5220557.0 / 5000800.0)
    )

    static let linearA98ToXYZD65: Matrix = (
        (573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
        (591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
        (53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0)
    )

    static let linearProPhotoToXYZD50: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0.0, 0.0, 0.82510460251046020)
    )

    static let linearRec2020ToXYZD65: Matrix = (
        (63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
        (26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
        (0.0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0)
    )

    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    static let lmsToXYZD65: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )

    static let okLabToLMS: Matrix = (
        (1.0, 0.3963377773761749, 0.2158037573099136),
        (1.0, -0.1055613458156586, -0.0638541728258133),
        (1.0, -0.0894841775298119, -1.2914855480194092)
    )

    /// The D50 white point, as CSS Color 4 gives it (from the chromaticity 0.3457, 0.3585).
    static let d50White: Vector = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    // MARK: Transfer functions

    /// sRGB (and Display P3) encoded → linear, extended to negative values by symmetry.
    package static func sRGBToLinear(_ c: Double) -> Double {
        let a = abs(c)
        if a <= 0.04045 { return c / 12.92 }
        return sign(c) * pow((a + 0.055) / 1.055, 2.4)
    }

    /// Linear → sRGB (and Display P3) encoded, extended to negative values by symmetry.
    ///
    /// The linear segment ends at ``linearSRGBSegmentEnd``, not at CSS Color 4's rounded
    /// 0.0031308: ``sRGBToLinear(_:)`` maps encoded values up to 0.04045 to at most
    /// 0.04045 / 12.92 (0.0031308050) and those above to at least 0.0031308073, and CSS's
    /// threshold falls below that gap, so an encoded value in (0.040449936, 0.04045] came back
    /// 3e-8 off (found by the colour round-trip property test). Ending the segment in the middle
    /// of the gap sends every decoded value back through its own branch, with room to spare for
    /// rounding. The results differ from CSS's only for linear values in (0.0031308,
    /// 0.0031308061], by at most 3e-8.
    package static func linearToSRGB(_ c: Double) -> Double {
        let a = abs(c)
        if a > linearSRGBSegmentEnd { return sign(c) * (1.055 * pow(a, 1.0 / 2.4) - 0.055) }
        return 12.92 * c
    }

    /// The middle of the gap between the images of the sRGB transfer function's two segments:
    /// (0.04045 / 12.92 + ((0.04045 + 0.055) / 1.055)^2.4) / 2.
    static let linearSRGBSegmentEnd = 0.0031308061183140277

    static func a98ToLinear(_ c: Double) -> Double {
        sign(c) * pow(abs(c), 563.0 / 256.0)
    }

    static func proPhotoToLinear(_ c: Double) -> Double {
        let a = abs(c)
        if a <= 16.0 / 512.0 { return c / 16.0 }
        return sign(c) * pow(a, 1.8)
    }

    /// `rec2020` is display-referred: BT.1886's EOTF with a zero black level, a pure 2.4 power
    /// (extended to negative values by sign), as the CSS WG resolved in 2025 (csswg-drafts #12574)
    /// and ColorAide, color.js and Sass follow; not BT.2020's camera OETF (a linear toe and
    /// 1/0.45), which CSS Color 4 used before.
    static func rec2020ToLinear(_ c: Double) -> Double {
        sign(c) * pow(abs(c), 2.4)
    }

    static func sign(_ c: Double) -> Double { c < 0 ? -1 : 1 }

    // MARK: Polar and perceptual spaces

    /// HSL (hue in degrees, saturation and lightness 0…100) → sRGB, as CSS Color 4's `hslToRgb`.
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> Vector {
        let h = normalizedHue(hue)
        let s = saturation / 100
        let l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0…100) → sRGB, as CSS Color 4's `hwbToRgb`.
    static func hwbToSRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> Vector {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB(hue, 100, 50)
        return map(rgb) { $0 * (1 - w - b) + w }
    }

    /// CIE Lab (D50) → XYZ (D50).
    static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> Vector {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    /// OKLab → XYZ (D65).
    static func okLabToXYZD65(_ l: Double, _ a: Double, _ b: Double) -> Vector {
        let lms = multiply(okLabToLMS, (l, a, b))
        return multiply(lmsToXYZD65, map(lms) { $0 * $0 * $0 })
    }

    /// Polar (lightness, chroma, hue in degrees) → rectangular (lightness, a, b).
    static func polarToRectangular(_ l: Double, _ c: Double, _ h: Double) -> Vector {
        let radians = normalizedHue(h) * .pi / 180
        return (l, c * cos(radians), c * sin(radians))
    }

    /// A hue in degrees brought into 0..<360 (non-finite hues become 0).
    static func normalizedHue(_ h: Double) -> Double {
        guard h.isFinite else { return 0 }
        var r = h.truncatingRemainder(dividingBy: 360)
        if r < 0 { r += 360 }
        return r >= 360 ? 0 : r
    }

    // MARK: To sRGB

    /// Components in `space` → gamma-encoded sRGB, not clipped.
    static func toSRGB(_ space: ThemeColor.ColorSpace, _ c: Vector) -> Vector {
        switch space {
        case .sRGB:
            return c
        case .sRGBLinear:
            return map(c, linearToSRGB)
        case .hsl:
            return hslToSRGB(c.0, c.1, c.2)
        case .hwb:
            return hwbToSRGB(c.0, c.1, c.2)
        case .lab:
            return xyzD65ToSRGB(multiply(d50ToD65, labToXYZD50(c.0, c.1, c.2)))
        case .lch:
            let lab = polarToRectangular(c.0, c.1, c.2)
            return xyzD65ToSRGB(multiply(d50ToD65, labToXYZD50(lab.0, lab.1, lab.2)))
        case .oklab:
            return xyzD65ToSRGB(okLabToXYZD65(c.0, c.1, c.2))
        case .oklch:
            let lab = polarToRectangular(c.0, c.1, c.2)
            return xyzD65ToSRGB(okLabToXYZD65(lab.0, lab.1, lab.2))
        case .displayP3:
            return xyzD65ToSRGB(multiply(linearP3ToXYZD65, map(c, sRGBToLinear)))
        case .a98RGB:
            return xyzD65ToSRGB(multiply(linearA98ToXYZD65, map(c, a98ToLinear)))
        case .proPhotoRGB:
            return xyzD65ToSRGB(multiply(d50ToD65, multiply(linearProPhotoToXYZD50, map(c, proPhotoToLinear))))
        case .rec2020:
            return xyzD65ToSRGB(multiply(linearRec2020ToXYZD65, map(c, rec2020ToLinear)))
        case .xyzD65:
            return xyzD65ToSRGB(c)
        case .xyzD50:
            return xyzD65ToSRGB(multiply(d50ToD65, c))
        }
    }

    static func xyzD65ToSRGB(_ xyz: Vector) -> Vector {
        map(multiply(xyzD65ToLinearSRGB, xyz), linearToSRGB)
    }

    // MARK: 8-bit rendering and text

    /// Clip to 0…1, then `floor(x * 255 + 0.5)`. A value a hair (1e-9) below a half is taken as
    /// the half it stands for, so `rgb(56.5 …)` stored as 56.5 / 255 still renders 57. NaN gives 0.
    static func byte(_ x: Double) -> UInt8 {
        guard !x.isNaN else { return 0 }
        let clipped = min(max(x, 0), 1)
        let scaled = (clipped * 255 + 0.5 + 1e-9).rounded(.down)
        return UInt8(min(max(scaled, 0), 255))
    }

    /// Whether `x` is in 0…1 and a whole number of 255ths (so hex keeps it exactly).
    static func isWholeByte(_ x: Double) -> Bool {
        guard x.isFinite, x >= 0, x <= 1 else { return false }
        let scaled = x * 255
        return abs(scaled - scaled.rounded()) < 1e-9
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    static func hexByte(_ b: UInt8) -> String {
        String([hexDigits[Int(b >> 4)], hexDigits[Int(b & 0x0F)]])
    }

    /// A number for CSS, never with an exponent or as `-0`: 6 decimal places when that reads back
    /// as the same `Double`, else the shortest digits that do, in plain decimal notation (so
    /// `1.2345678901234567e-12` is written with all its digits, not rounded to a fixed count of places).
    static func format(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let short = fixed(x, places: 6)
        if Double(short) == x { return short }
        return DecimalText.plain(x)
    }

    /// `x` with `places` decimals, trailing zeros removed, never `-0`.
    private static func fixed(_ x: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", x)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

/// Numbers written for people and for formats that have no exponent (CSS, asset catalogs).
package enum DecimalText {
    /// The shortest digits that read back as `x` (Swift's `description`), with an exponent applied
    /// by moving the decimal point rather than by rounding: `1.5e-12` → `0.0000000000015`.
    package static func plain(_ x: Double) -> String {
        let shortest = x.description
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(shortest[shortest.index(after: e)...])
        else { return shortest }
        var mantissa = shortest[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let point =
            mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
            ?? mantissa.count
        let digits = Array(mantissa.filter { $0 != "." })
        let position = point + exponent
        var text: String
        if position <= 0 {
            text = "0." + String(repeating: "0", count: -position) + String(digits)
        } else if position >= digits.count {
            text = String(digits) + String(repeating: "0", count: position - digits.count)
        } else {
            text = String(digits[..<position]) + "." + String(digits[position...])
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return negative ? "-" + text : text
    }
}
