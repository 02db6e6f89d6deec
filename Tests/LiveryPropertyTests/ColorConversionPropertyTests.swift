import Foundation
import Livery
import LiveryTools
import PropertyBased
import LiveryTestSupport
import Testing

extension PropertyTests {
    /// Every conversion Livery offers for colours, checked as a round trip over random colours.
    ///
    /// Livery keeps a colour in the space it was written in and converts *to* sRGB
    /// (``Livery/ThemeColor/sRGBComponents``, ``Livery/ThemeColor/rgba8``, ``Livery/ThemeColor/hexString``); it writes
    /// colours as CSS (``Livery/ThemeColor/cssText``) and DTCG objects, and reads hex, CSS and DTCG. Each
    /// property states its tolerance and why.
    @Suite("Colour conversions round-trip")
    struct ColorConversionPropertyTests {
        /// Ranges of components the CSS functions keep as written (the parser clamps HSL/HWB
        /// percentages, Lab/OKLab lightness and negative chroma, and normalises hues to 0..<360).
        static func cssRanges(_ space: ThemeColor.ColorSpace) -> [ClosedRange<Double>] {
            let hue = 0...360.0.nextDown
            switch space {
            case .hsl, .hwb: return [hue, 0...100, 0...100]
            case .lab: return [0...100, -160...160, -160...160]
            case .lch: return [0...100, 0...230, hue]
            case .oklab: return [0...1, -0.5...0.5, -0.5...0.5]
            case .oklch: return [0...1, 0...0.5, hue]
            case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
                return [-0.5...1.5, -0.5...1.5, -0.5...1.5]
            }
        }

        /// Random colours in `space` (alpha often 1, as most colours are opaque).
        static func colors(in space: ThemeColor.ColorSpace) -> Generator<ThemeColor, Shrink.None<ThemeColor>> {
            generator { rng in
                let components = cssRanges(space).map { rng.interestingDouble(in: $0) }
                let alpha = rng.chance(0.4) ? 1 : rng.interestingDouble(in: 0...1)
                return ThemeColor(colorSpace: space, components: components, alpha: alpha)
            }
        }

        // MARK: CSS text

        /// `cssText` → `ThemeColor(parsing:)` gives the colour back: same space, same components and alpha.
        ///
        /// Tolerance: exact (0) for every space but sRGB: `cssText` writes each number in plain decimal
        /// with as many places as it needs to read back as the same `Double`. sRGB colours whose channels
        /// are whole 8-bit values are written as hex, and "whole" allows 1e-9 of a 255th
        /// (`ColorMath.isWholeByte`), so a channel may come back moved by up to 1e-9 / 255 < 4e-12.
        @Test("CSS text reads back as the same colour", arguments: ThemeColor.ColorSpace.allCases)
        func cssTextRoundTrips(_ space: ThemeColor.ColorSpace) async {
            let tolerance = space == .sRGB ? 4e-12 : 0
            await propertyCheck(count: TestTier.count(fast: 75, full: 300), input: Self.colors(in: space)) { color in
                let text = color.cssText
                let parsed = try #require(try? ThemeColor(parsing: text), "\(text) does not parse")
                #expect(parsed.colorSpace == color.colorSpace, "\(text)")
                for (read, written) in zip(parsed.components + [parsed.alpha], color.components + [color.alpha]) {
                    #expect(abs(read - written) <= tolerance, "\(text): \(read) read back for \(written)")
                }
                #expect(parsed.cssText == text, "writing the colour read back must give the same text")
            }
        }

        // MARK: Hex

        /// `#RRGGBBAA` → `ThemeColor(parsing:)` → ``Livery/ThemeColor/rgba8`` gives the same four bytes, and
        /// ``Livery/ThemeColor/hexString`` the same text (uppercase): exact, hex holds whole 8-bit values.
        /// The other hex forms Livery reads (`#RGB`, `#RGBA`, `0x`, bare digits in lenient syntax,
        /// lowercase digits, `#RRGGBB 0.5`) name the same colour as their long form.
        @Test("hex text reads back as the same bytes, in every form")
        func hexRoundTrips() async {
            let bytes = Gen<UInt8>.value(in: 0...255)
            await propertyCheck(count: TestTier.count(fast: 75, full: 300), input: bytes, bytes, bytes, bytes) { r, g, b, a in
                let hex = [r, g, b, a].map { String(format: "%02X", $0) }.joined()
                let long = "#" + hex
                let color = try ThemeColor(parsing: long)
                #expect(color.rgba8 == ThemeColor.RGBA8(red: r, green: g, blue: b, alpha: a))
                #expect(color.hexString == long)
                #expect(try ThemeColor(parsing: "0x" + hex) == color)
                #expect(try ThemeColor(parsing: hex.lowercased()) == color, "bare hex in lenient syntax")
                let opaque = ThemeColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
                #expect(try ThemeColor(parsing: "#" + hex.prefix(6)) == opaque)
                // Short forms double each digit.
                let nibbles = [r, g, b, a].map { $0 >> 4 }
                let short = nibbles.map { String($0, radix: 16) }.joined()
                let doubled = try ThemeColor(parsing: "#" + nibbles.map { String(format: "%X%X", $0, $0) }.joined())
                #expect(try ThemeColor(parsing: "#" + short) == doubled)
                #expect(
                    try ThemeColor(parsing: "#" + short.prefix(3)).rgba8
                        == ThemeColor.RGBA8(
                            red: doubled.rgba8.red, green: doubled.rgba8.green, blue: doubled.rgba8.blue))
                // An alpha after the digits is kept as written.
                let alpha = Double(a) / 255
                #expect(try ThemeColor(parsing: "#" + hex.prefix(6) + " \(alpha)").alpha == alpha)
            }
        }

        /// Any colour, in any space: rendering to hex and reading it back renders the same hex
        /// (exact: 8-bit rendering is idempotent), and the colour read back is within half an 8-bit
        /// step of the colour's clipped sRGB value, alpha included.
        ///
        /// Tolerance: (0.5 + 1e-9) / 255 per channel: rounding to the nearest 255th moves a value by at
        /// most half a step, and `ColorMath.byte` takes a value 1e-9 below a half as the half.
        @Test("rendering to hex is idempotent and within half an 8-bit step", arguments: ThemeColor.ColorSpace.allCases)
        func hexQuantisation(_ space: ThemeColor.ColorSpace) async {
            let tolerance = (0.5 + 1e-9) / 255
            await propertyCheck(count: TestTier.count(fast: 50, full: 200), input: Self.colors(in: space)) { color in
                let hex = color.hexString
                let read = try ThemeColor(parsing: hex)
                #expect(read.hexString == hex)
                #expect(read.rgba8 == color.rgba8)
                let expected = color.sRGBComponents
                let pairs = [
                    (read.components[0], expected.red), (read.components[1], expected.green),
                    (read.components[2], expected.blue), (read.alpha, color.alpha),
                ]
                for (got, exact) in pairs {
                    let clipped = min(max(exact, 0), 1)
                    #expect(abs(got - clipped) <= tolerance, "\(color.cssText) → \(hex): \(got) for \(clipped)")
                }
            }
        }

        // MARK: Colour spaces

        /// sRGB → `space` (CSS Color 4's formulas, ``ReferenceColorMath``) → sRGB (Livery's
        /// ``Livery/ThemeColor/sRGBComponents``) gives the colour back. Out-of-gamut sRGB values (-0.25…1.25)
        /// check the transfer functions' extension to negative values and the Lab/OKLab branches; HSL
        /// and HWB take in-gamut colours only (CSS defines them over the sRGB gamut).
        ///
        /// Tolerance: 1e-12 per channel. The trip is two or three 3×3 products each way, a transfer
        /// function and its inverse, and for Lab/OKLab a cube and a cube root: about a hundred
        /// double-precision operations on values near 1, where each rounds by 1.1e-16; the matrices of
        /// the two directions are inverses to 5e-16 (the published OKLab ones to 16 digits). Errors come
        /// out below 2e-14 (1.3e-14 the largest seen); 1e-12 keeps a margin while any formula or
        /// constant mistake (1e-6 and up) fails by far.
        @Test("sRGB → every space → sRGB gives the colour back", arguments: ThemeColor.ColorSpace.allCases)
        func spacesRoundTripThroughSRGB(_ space: ThemeColor.ColorSpace) async {
            let range = space == .hsl || space == .hwb ? 0.0...1.0 : -0.25...1.25
            let channel = Gen.double(in: range)
            await propertyCheck(count: TestTier.count(fast: 75, full: 300), input: channel, channel, channel) { r, g, b in
                let components = ReferenceColorMath.fromSRGB((r, g, b), to: space)
                let color = ThemeColor(colorSpace: space, components: [components.0, components.1, components.2])
                let back = color.sRGBComponents
                let error = max(abs(back.red - r), abs(back.green - g), abs(back.blue - b))
                #expect(error <= 1e-12, "\(color.cssText): sRGB (\(r), \(g), \(b)) came back as \(back)")
            }
        }

        /// The case the round trip above found (seed `M48bcYgHPiaPalYL+JW2QxE+p+WnJKfz+CNK8Z7OXeA=`, shrunk):
        /// an encoded sRGB channel just under 0.04045, the end of the transfer function's linear
        /// segment, decodes to just above CSS Color 4's rounded 0.0031308 and came back 3e-8 off.
        @Test(
            "sRGB channels at the end of the transfer function's linear segment come back",
            arguments: ThemeColor.ColorSpace.allCases.filter { $0 != .hsl && $0 != .hwb })
        func segmentEndRoundTrips(_ space: ThemeColor.ColorSpace) {
            for channel in [0.04044993599999999, 0.0404499371565, 0.04045, -0.04044995, 0.040450001] {
                let components = ReferenceColorMath.fromSRGB((0, channel, 0), to: space)
                let color = ThemeColor(colorSpace: space, components: [components.0, components.1, components.2])
                let back = color.sRGBComponents
                let error = max(abs(back.red), abs(back.green - channel), abs(back.blue))
                #expect(error <= 1e-12, "\(color.cssText): sRGB (0, \(channel), 0) came back as \(back)")
            }
        }

        /// A polar colour (LCH, OKLCH) and its rectangular form (Lab, OKLab: a = C cos h, b = C sin h)
        /// render the same sRGB. Tolerance 1e-12 per channel, for the reasons above (the two paths
        /// differ only in where the polar conversion rounds).
        @Test(
            "polar and rectangular forms agree",
            arguments: [(ThemeColor.ColorSpace.lch, ThemeColor.ColorSpace.lab), (.oklch, .oklab)])
        func polarMatchesRectangular(_ polar: ThemeColor.ColorSpace, _ rectangular: ThemeColor.ColorSpace) async {
            await propertyCheck(count: TestTier.count(fast: 50, full: 200), input: Self.colors(in: polar)) { color in
                let (l, c, h) = (color.components[0], color.components[1], color.components[2])
                let radians = h * .pi / 180
                let rect = ThemeColor(colorSpace: rectangular, components: [l, c * cos(radians), c * sin(radians)])
                let a = color.sRGBComponents, b = rect.sRGBComponents
                let scale = max(1, abs(a.red), abs(a.green), abs(a.blue))
                let error = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) / scale
                #expect(error <= 1e-12, "\(color.cssText) vs \(rect.cssText)")
            }
        }

        // MARK: DTCG

        /// A DTCG colour object as the exporters write it (`colorSpace`, `components`, `alpha`, `hex`),
        /// read back with `ThemeColor(dtcg:)`: exact. JSON numbers are written the shortest way that reads
        /// back as the same `Double`, and the reader parses them correctly rounded; components span
        /// every magnitude a `Double` has, not only the CSS ranges (DTCG does not clip).
        @Test("DTCG colour objects read back exactly", arguments: ThemeColor.ColorSpace.allCases)
        func dtcgRoundTrips(_ space: ThemeColor.ColorSpace) async {
            let wide = generator { rng -> Double in
                if rng.chance(0.7) { return rng.interestingDouble(in: -2...2) }
                let magnitude = Double.random(in: 1..<10, using: &rng) * pow(10, Double(Int.random(in: -300...300, using: &rng)))
                return rng.chance(0.5) ? magnitude : -magnitude
            }
            let alpha = generator { rng in rng.interestingDouble(in: 0...1) }
            await propertyCheck(count: TestTier.count(fast: 50, full: 200), input: wide, wide, wide, alpha) { c0, c1, c2, a in
                let color = ThemeColor(colorSpace: space, components: [c0, c1, c2], alpha: a)
                let hex = String(color.hexString.prefix(7)).lowercased()
                let json = JSONValue.object([
                    ("colorSpace", .string(space.rawValue)),
                    ("components", .array([c0, c1, c2].map { .number($0) })),
                    ("alpha", .number(a)),
                    ("hex", .string(hex)),
                ])
                let text = json.serialized()
                let (node, _) = try JSONReader.read(Data(text.utf8), file: "<property>")
                let read = try ThemeColor(dtcg: node)
                #expect(read.colorSpace == space)
                #expect(read.components == [c0, c1, c2], "\(text)")
                #expect(read.alpha == a, "\(text)")
                #expect(read.hex == hex)
            }
        }
    }
}
