import Foundation

/// Hex colours: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `0x…` and Chameleon's bare hex with an
/// optional alpha.
enum ColorHexReader {
    /// Hex digits, optionally followed by whitespace and an alpha from 0 to 1.
    ///
    /// `form` is `#` (3, 4, 6 or 8 digits), `0x` or `bare` (6 or 8 digits).
    static func parse(
        _ text: ArraySlice<UInt8>, form: String, original: String, allowAlphaSuffix: Bool
    ) throws(ThemeColor.ParseError) -> ThemeColor {
        let (digits, rest) = ColorBytes.splitAtWhitespace(text)
        let counts = form == "#" ? [3, 4, 6, 8] : [6, 8]
        let expected =
            switch form {
            case "#": "3, 4, 6 or 8 hex digits after #"
            case "0x": "6 or 8 hex digits after 0x (0xRRGGBB or 0xRRGGBBAA)"
            default: "6 or 8 hex digits"
            }
        guard digits.allSatisfy(ColorBytes.isHexDigit) else {
            throw ThemeColor.ParseError("a hex colour expects \(expected), got \(original)")
        }
        guard counts.contains(digits.count) else {
            throw ThemeColor.ParseError("a hex colour expects \(expected), got \(digits.count) in \(original)")
        }
        var color = fromDigits(Array(digits))
        if !rest.isEmpty {
            guard allowAlphaSuffix, digits.count == 3 || digits.count == 6 else {
                throw ThemeColor.ParseError(
                    "a hex colour may be followed only by an alpha from 0 to 1 (RRGGBB 0.5), "
                        + "and only when it has no alpha digits; got \(original)")
            }
            color.alpha = try plainAlpha(rest, original: original)
        }
        return color
    }

    /// The `hex<RRGGBB[ a]>` form of Chameleon: the digits may start with `#` or `0x`.
    static func parseChameleon(_ content: ArraySlice<UInt8>, text: String) throws(ThemeColor.ParseError) -> ThemeColor {
        var body = ColorBytes.trimWhitespace(content)
        if body.first == ColorBytes.hash {
            body = body.dropFirst()
        } else if body.count >= 2, body[body.startIndex] == ColorBytes.zero, body[body.startIndex + 1] == ColorBytes.lowerX {
            body = body.dropFirst(2)
        }
        let (digits, _) = ColorBytes.splitAtWhitespace(body)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(ColorBytes.isHexDigit) else {
            throw ThemeColor.ParseError("hex<> expects 6 or 8 hex digits and an optional alpha (hex<RRGGBB 0.5>), got \(text)")
        }
        return try parse(body, form: "bare", original: text, allowAlphaSuffix: true)
    }

    /// A colour from 3, 4, 6 or 8 hex digits (already checked).
    static func fromDigits(_ d: [UInt8]) -> ThemeColor {
        var values: [Double] = []
        if d.count <= 4 {
            for digit in d {
                let v = ColorBytes.hexValue(digit)
                values.append(Double(v * 16 + v) / 255)
            }
        } else {
            var i = 0
            while i + 1 < d.count {
                values.append(Double(ColorBytes.hexValue(d[i]) * 16 + ColorBytes.hexValue(d[i + 1])) / 255)
                i += 2
            }
        }
        while values.count < 3 { values.append(0) }
        return ThemeColor(red: values[0], green: values[1], blue: values[2], alpha: values.count > 3 ? values[3] : 1)
    }

    /// An alpha written as a plain number from 0 to 1.
    static func plainAlpha(_ text: ArraySlice<UInt8>, original: String) throws(ThemeColor.ParseError) -> Double {
        let body = ColorBytes.trimWhitespace(text)
        guard let end = ColorNumberScanner.end(of: body, from: body.startIndex), end == body.endIndex,
            let value = ColorNumberScanner.value(body[body.startIndex..<end])
        else {
            throw ThemeColor.ParseError("expected an alpha from 0 to 1 after the hex digits, got \(original)")
        }
        guard value >= 0, value <= 1 else {
            throw ThemeColor.ParseError("alpha must be between 0 and 1, got \(ColorBytes.quote(body))")
        }
        return value
    }
}

// MARK: - Functions
