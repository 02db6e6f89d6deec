import Foundation
import Livery

/// The conversions Livery does not offer: from gamma-encoded sRGB into every other colour space,
/// written from the CSS Color 4 sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code).
///
/// Livery converts every space *to* sRGB (``Livery/ThemeColor/sRGBComponents``); these go the other way,
/// so a colour can make the round trip sRGB → space (here) → sRGB (Livery). The matrices are the
/// CSS Color 4 "from XYZ" ones (the inverses of those Livery uses; checked to agree to 5e-16),
/// except Adobe RGB's, which is inverted here from CSS Color 4's `lin_a98rgb_to_XYZ`.
enum ReferenceColorMath {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

    /// The inverse of a 3×3 matrix (cofactors over the determinant).
    static func inverse(_ m: Matrix) -> Matrix {
        let (a, b, c) = m.0
        let (d, e, f) = m.1
        let (g, h, i) = m.2
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return (
            ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
            ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
            ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det)
        )
    }

    // MARK: CSS Color 4 matrices (from XYZ)

    static let linearSRGBToXYZD65: Matrix = (
        (506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0),
        (87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0),
        (7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0)
    )
    static let xyzD65ToLinearP3: Matrix = (
        (446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0),
        (-14852.0 / 17905.0, 63121.0 / 35810.0, 423.0 / 17905.0),
        (11844.0 / 330415.0, -50337.0 / 660830.0, 316169.0 / 330415.0)
    )
    /// CSS Color 4's `lin_a98rgb_to_XYZ`, inverted below.
    static let linearA98ToXYZD65: Matrix = (
        (573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
        (591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
        (53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0)
    )
    static let xyzD65ToLinearA98 = inverse(linearA98ToXYZD65)
    static let xyzD50ToLinearProPhoto: Matrix = (
        (1.3457868816471583, -0.25557208737979464, -0.05110186497554526),
        (-0.5446307051249019, 1.5082477428451468, 0.02052744743642139),
        (0.0, 0.0, 1.2119675456389452)
    )
    static let xyzD65ToLinearRec2020: Matrix = (
        (30757411.0 / 17917100.0, -6372589.0 / 17917100.0, -4539589.0 / 17917100.0),
        (-19765991.0 / 29648200.0, 47925759.0 / 29648200.0, 467509.0 / 29648200.0),
        (792561.0 / 44930125.0, -1921689.0 / 44930125.0, 42328811.0 / 44930125.0)
    )
    /// Bradford chromatic adaptation, D65 → D50.
    static let d65ToD50: Matrix = (
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
    static let xyzD65ToLMS: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let lmsToOKLab: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    static let d50White: Vector = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    // MARK: Transfer functions (encoded → linear and back), extended by symmetry

    static func sign(_ c: Double) -> Double { c < 0 ? -1 : 1 }

    static func sRGBToLinear(_ c: Double) -> Double {
        abs(c) <= 0.04045 ? c / 12.92 : sign(c) * pow((abs(c) + 0.055) / 1.055, 2.4)
    }

    static func linearToA98(_ c: Double) -> Double { sign(c) * pow(abs(c), 256.0 / 563.0) }

    static func linearToProPhoto(_ c: Double) -> Double {
        abs(c) >= 1.0 / 512.0 ? sign(c) * pow(abs(c), 1 / 1.8) : 16 * c
    }

    /// BT.1886 with a zero black level, inverted: a 1/2.4 power (csswg-drafts #12574).
    static func linearToRec2020(_ c: Double) -> Double {
        sign(c) * pow(abs(c), 1.0 / 2.4)
    }

    static func linearToSRGB(_ c: Double) -> Double {
        abs(c) > 0.0031308 ? sign(c) * (1.055 * pow(abs(c), 1 / 2.4) - 0.055) : 12.92 * c
    }

    // MARK: Perceptual and polar spaces

    static func xyzD50ToLab(_ xyz: Vector) -> Vector {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        let scaled = (xyz.0 / d50White.0, xyz.1 / d50White.1, xyz.2 / d50White.2)
        let f = map(scaled) { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        return (116 * f.1 - 16, 500 * (f.0 - f.1), 200 * (f.1 - f.2))
    }

    static func xyzD65ToOKLab(_ xyz: Vector) -> Vector {
        multiply(lmsToOKLab, map(multiply(xyzD65ToLMS, xyz), cbrt))
    }

    /// Rectangular (lightness, a, b) → polar (lightness, chroma, hue in degrees, 0..<360).
    static func polar(_ lab: Vector) -> Vector {
        var hue = atan2(lab.2, lab.1) * 180 / .pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue = 0 }
        return (lab.0, (lab.1 * lab.1 + lab.2 * lab.2).squareRoot(), hue)
    }

    /// CSS Color 4's `rgbToHsl`: hue in degrees, saturation and lightness 0…100.
    static func sRGBToHSL(_ rgb: Vector) -> Vector {
        let (r, g, b) = rgb
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        var hue = 0.0
        var saturation = 0.0
        let lightness = (minimum + maximum) / 2
        let d = maximum - minimum
        if d != 0 {
            saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case r: hue = (g - b) / d + (g < b ? 6 : 0)
            case g: hue = (b - r) / d + 2
            default: hue = (r - g) / d + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = abs(saturation)
        }
        if hue >= 360 { hue -= 360 }
        return (hue, saturation * 100, lightness * 100)
    }

    /// CSS Color 4's `rgbToHwb`: hue in degrees, whiteness and blackness 0…100.
    static func sRGBToHWB(_ rgb: Vector) -> Vector {
        let hue = sRGBToHSL(rgb).0
        return (hue, min(rgb.0, rgb.1, rgb.2) * 100, (1 - max(rgb.0, rgb.1, rgb.2)) * 100)
    }

    // MARK: sRGB → any space

    /// The components of the gamma-encoded sRGB colour `rgb` in `space`, in the ranges
    /// ``Livery/ThemeColor/components`` uses.
    static func fromSRGB(_ rgb: Vector, to space: ThemeColor.ColorSpace) -> Vector {
        let linear = map(rgb, sRGBToLinear)
        let xyzD65 = multiply(linearSRGBToXYZD65, linear)
        switch space {
        case .sRGB: return rgb
        case .sRGBLinear: return linear
        case .hsl: return sRGBToHSL(rgb)
        case .hwb: return sRGBToHWB(rgb)
        case .lab: return xyzD50ToLab(multiply(d65ToD50, xyzD65))
        case .lch: return polar(xyzD50ToLab(multiply(d65ToD50, xyzD65)))
        case .oklab: return xyzD65ToOKLab(xyzD65)
        case .oklch: return polar(xyzD65ToOKLab(xyzD65))
        case .displayP3: return map(multiply(xyzD65ToLinearP3, xyzD65), linearToSRGB)
        case .a98RGB: return map(multiply(xyzD65ToLinearA98, xyzD65), linearToA98)
        case .proPhotoRGB: return map(multiply(xyzD50ToLinearProPhoto, multiply(d65ToD50, xyzD65)), linearToProPhoto)
        case .rec2020: return map(multiply(xyzD65ToLinearRec2020, xyzD65), linearToRec2020)
        case .xyzD65: return xyzD65
        case .xyzD50: return multiply(d65ToD50, xyzD65)
        }
    }
}
