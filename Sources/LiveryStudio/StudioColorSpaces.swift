import Foundation
import Livery

/// Conversions between the RGB spaces Studio keeps a colour in when the picker (sRGB) edits it:
/// sRGB, linear sRGB and Display P3 (CSS Color 4 matrices, D65).
enum StudioColorSpaces {
    typealias Matrix = [[Double]]

    static let sRGBToXYZ: Matrix = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToP3: Matrix = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]

    /// `components` of `source` in `target`, or nil when either is not one of the three spaces.
    static func convert(_ components: [Double], from source: ThemeColor.ColorSpace, to target: ThemeColor.ColorSpace) -> [Double]?
    {
        guard components.count == 3, let xyz = toXYZ(components, source) else { return nil }
        switch target {
        case .sRGB: return multiply(xyzToSRGB, xyz).map(encode)
        case .sRGBLinear: return multiply(xyzToSRGB, xyz)
        case .displayP3: return multiply(xyzToP3, xyz).map(encode)
        default: return nil
        }
    }

    static func toXYZ(_ c: [Double], _ space: ThemeColor.ColorSpace) -> [Double]? {
        switch space {
        case .sRGB: return multiply(sRGBToXYZ, c.map(decode))
        case .sRGBLinear: return multiply(sRGBToXYZ, c)
        case .displayP3: return multiply(p3ToXYZ, c.map(decode))
        default: return nil
        }
    }

    /// Whether `components` of `space` lie outside the sRGB gamut.
    static func isOutsideSRGB(_ components: [Double], _ space: ThemeColor.ColorSpace) -> Bool {
        guard let srgb = convert(components, from: space, to: .sRGB) else { return false }
        return srgb.contains { $0 < -0.0005 || $0 > 1.0005 }
    }

    static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// The sRGB transfer function (Display P3 shares it), extended to negative values: Livery's own.
    static func decode(_ c: Double) -> Double { ColorMath.sRGBToLinear(c) }

    /// Its inverse, Livery's own.
    static func encode(_ c: Double) -> Double { ColorMath.linearToSRGB(c) }
}
