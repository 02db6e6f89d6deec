import Foundation

/// A token inside a colour function's parentheses.
enum ColorSyntaxToken: Equatable {
    /// A number with its unit: "" for none, "%" for a percentage, or a lowercase unit name.
    case number(Double, unit: String)
    case ident(String)
    case comma
    case slash

    var text: String {
        switch self {
        case .number(let value, let unit): return ColorMath.format(value) + unit
        case .ident(let name): return name
        case .comma: return ","
        case .slash: return "/"
        }
    }
}

struct ColorFunctionReader {
    /// The function's name (`rgb`, `c`, `rgba<>`), for messages.
    let name: String
    /// The whole text, quoted, for messages.
    let text: String

    private var call: String { name.hasSuffix(">") ? name : name + "()" }

    private func error(_ message: String) -> ThemeColor.ParseError {
        ThemeColor.ParseError(message)
    }

    func parse(_ content: ArraySlice<UInt8>) throws(ThemeColor.ParseError) -> ThemeColor {
        if name == "c" {
            let body = ColorBytes.trimWhitespace(content)
            if body.first == ColorBytes.hash {
                return try ColorHexReader.parse(body.dropFirst(), form: "#", original: text, allowAlphaSuffix: true)
            }
            if body.count >= 2, body[body.startIndex] == ColorBytes.zero, body[body.startIndex + 1] == ColorBytes.lowerX {
                return try ColorHexReader.parse(body.dropFirst(2), form: "0x", original: text, allowAlphaSuffix: true)
            }
            return try parseByteChannels(content)
        }
        let tokens = try tokenize(content)
        let (values, alpha, commas) = try structure(tokens)
        switch name {
        case "rgb", "rgba":
            try expectCount(values, alpha: alpha, commas: commas)
            if commas { try rejectMixedLegacy(values) }
            return ThemeColor(
                red: try rgbChannel(values[0]),
                green: try rgbChannel(values[1]),
                blue: try rgbChannel(values[2]),
                alpha: try alphaValue(alpha))
        case "hsl", "hsla":
            try expectCount(values, alpha: alpha, commas: commas)
            let components = try hueAndPercentages(values, "saturation", "lightness")
            return ThemeColor(colorSpace: .hsl, components: components, alpha: try alphaValue(alpha))
        case "hwb":
            try rejectCommas(commas)
            try expectCount(values, alpha: alpha, commas: commas)
            let components = try hueAndPercentages(values, "whiteness", "blackness")
            return ThemeColor(colorSpace: .hwb, components: components, alpha: try alphaValue(alpha))
        case "lab", "oklab":
            try rejectCommas(commas)
            try expectCount(values, alpha: alpha, commas: commas)
            let ok = name == "oklab"
            let lightness = try scaled(values[0], percentOf: ok ? 1 : 100, what: "lightness")
            let components = [
                clamp(lightness, 0, ok ? 1 : 100),
                finite(try scaled(values[1], percentOf: ok ? 0.4 : 125, what: "a")),
                finite(try scaled(values[2], percentOf: ok ? 0.4 : 125, what: "b")),
            ]
            return ThemeColor(colorSpace: ok ? .oklab : .lab, components: components, alpha: try alphaValue(alpha))
        case "lch", "oklch":
            try rejectCommas(commas)
            try expectCount(values, alpha: alpha, commas: commas)
            let ok = name == "oklch"
            let lightness = try scaled(values[0], percentOf: ok ? 1 : 100, what: "lightness")
            let chroma = try scaled(values[1], percentOf: ok ? 0.4 : 150, what: "chroma")
            let components = [
                clamp(lightness, 0, ok ? 1 : 100),
                finite(max(chroma, 0)),
                ColorMath.normalizedHue(try hue(values[2])),
            ]
            return ThemeColor(colorSpace: ok ? .oklch : .lch, components: components, alpha: try alphaValue(alpha))
        case "color":
            try rejectCommas(commas)
            return try parseColorFunction(values, alpha: alpha)
        default:
            throw error("unknown colour function \(call)")
        }
    }

    /// `color(<space> c1 c2 c3 [/ a])`.
    private func parseColorFunction(_ values: [ColorSyntaxToken], alpha: ColorSyntaxToken?) throws(ThemeColor.ParseError)
        -> ThemeColor
    {
        let spaces = "srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"
        guard case .ident(let spaceName)? = values.first else {
            throw error("color() expects a colour space (\(spaces)) first, got \(text)")
        }
        let space: ThemeColor.ColorSpace
        switch spaceName {
        case "srgb": space = .sRGB
        case "srgb-linear": space = .sRGBLinear
        case "display-p3": space = .displayP3
        case "a98-rgb": space = .a98RGB
        case "prophoto-rgb": space = .proPhotoRGB
        case "rec2020": space = .rec2020
        case "xyz", "xyz-d65": space = .xyzD65
        case "xyz-d50": space = .xyzD50
        default:
            throw error("color() does not know the colour space \(spaceName); expected \(spaces)")
        }
        let channels = Array(values.dropFirst())
        guard channels.count == 3 else {
            throw error("color() expects a colour space, 3 components and an optional alpha, got \(channels.count) components")
        }
        var components: [Double] = []
        for channel in channels {
            components.append(finite(try scaled(channel, percentOf: 1, what: "component")))
        }
        return ThemeColor(colorSpace: space, components: components, alpha: try alphaValue(alpha))
    }

    /// `c(r, g, b[, a])` and `rgba<r, g, b[, a]>`: red, green and blue 0–255, alpha 0–1, plain numbers.
    func parseByteChannels(_ content: ArraySlice<UInt8>) throws(ThemeColor.ParseError) -> ThemeColor {
        let tokens = try tokenize(content)
        let (values, alpha, _) = try structure(tokens)
        var all = values
        if let alpha { all.append(alpha) }
        guard all.count == 3 || all.count == 4 else {
            throw error("\(call) expects red, green and blue (0–255) and an optional alpha (0–1), got \(all.count) values")
        }
        var numbers: [Double] = []
        for token in all {
            guard case .number(let value, let unit) = token, unit.isEmpty else {
                throw error("\(call) expects plain numbers, got \(token.text) in \(text)")
            }
            numbers.append(value)
        }
        for value in numbers.prefix(3) where !(0...255).contains(value) {
            throw error("\(call) expects red, green and blue from 0 to 255, got \(ColorMath.format(value))")
        }
        if numbers.count == 4, !(0...1).contains(numbers[3]) {
            throw error("\(call) expects an alpha from 0 to 1, got \(ColorMath.format(numbers[3]))")
        }
        return ThemeColor(
            red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
            alpha: numbers.count == 4 ? numbers[3] : 1)
    }

    // MARK: Structure

    /// Splits tokens into components and alpha, in either the comma or the space/slash syntax.
    private func structure(
        _ tokens: [ColorSyntaxToken]
    ) throws(ThemeColor.ParseError) -> (values: [ColorSyntaxToken], alpha: ColorSyntaxToken?, commas: Bool) {
        if tokens.isEmpty {
            throw error("\(call) expects 3 components and an optional alpha, got 0")
        }
        if tokens.contains(.comma) {
            if tokens.contains(.slash) {
                throw error("\(call) mixes commas and a slash; write \(name)(a, b, c, alpha) or \(name)(a b c / alpha)")
            }
            var values: [ColorSyntaxToken] = []
            var expectValue = true
            for token in tokens {
                if token == .comma {
                    guard !expectValue else { throw error("\(call) has an empty component between commas in \(text)") }
                    expectValue = true
                } else {
                    guard expectValue else {
                        throw error("\(call) mixes commas and spaces between components in \(text)")
                    }
                    values.append(token)
                    expectValue = false
                }
            }
            if expectValue { throw error("\(call) ends with a comma in \(text)") }
            let alpha: ColorSyntaxToken? = values.count == 4 ? values[3] : nil
            return (values.count == 4 ? Array(values.prefix(3)) : values, alpha, true)
        }
        let parts = tokens.split(separator: .slash, omittingEmptySubsequences: false)
        if parts.count > 2 {
            throw error("\(call) has more than one / in \(text)")
        }
        if parts.count == 2 {
            guard parts[1].count == 1, let alpha = parts[1].first else {
                throw error("\(call) expects one alpha value after /, got \(parts[1].count)")
            }
            return (Array(parts[0]), alpha, false)
        }
        return (tokens, nil, false)
    }

    private func expectCount(_ values: [ColorSyntaxToken], alpha: ColorSyntaxToken?, commas: Bool) throws(ThemeColor.ParseError) {
        guard values.count == 3 else {
            var message = "\(call) expects 3 components and an optional alpha, got \(values.count)"
            if values.count == 4, !commas, alpha == nil {
                message += "; put the alpha after a slash: \(name)(a b c / alpha)"
            }
            throw error(message)
        }
    }

    /// The legacy comma syntax of `rgb()` takes three numbers or three percentages, never a mix
    /// (CSS Color 4, §5.1 `<legacy-rgb-syntax>`); the space syntax may mix them.
    private func rejectMixedLegacy(_ values: [ColorSyntaxToken]) throws(ThemeColor.ParseError) {
        let percentages = values.filter { if case .number(_, "%") = $0 { true } else { false } }.count
        let numbers = values.filter { if case .number(_, "") = $0 { true } else { false } }.count
        if percentages > 0, numbers > 0 {
            throw error(
                "\(call) in the comma syntax takes three numbers or three percentages, not a mix, got \(text); "
                    + "write \(name)(10% 20 30%) to mix them")
        }
    }

    private func rejectCommas(_ commas: Bool) throws(ThemeColor.ParseError) {
        if commas {
            throw error("\(call) does not take commas; separate components with spaces: \(name)(a b c / alpha)")
        }
    }

    // MARK: Components

    /// An RGB channel: a number 0–255 or a percentage, clamped to 0…1.
    private func rgbChannel(_ token: ColorSyntaxToken) throws(ThemeColor.ParseError) -> Double {
        switch token {
        case .number(let value, ""): return clamp(value / 255, 0, 1)
        case .number(let value, "%"): return clamp(value / 100, 0, 1)
        case .ident("none"): return 0
        default:
            throw error("\(call) components are numbers (0–255), percentages or none, got \(token.text)")
        }
    }

    /// A number, a percentage of `percentOf`, or none (0).
    ///
    /// A percentage of 100 (HSL and HWB, whose components are stored as percentages) is the number
    /// as written: `value / 100 * 100` is not always `value` (7% would read as 7.000000000000001).
    private func scaled(_ token: ColorSyntaxToken, percentOf reference: Double, what: String) throws(ThemeColor.ParseError)
        -> Double
    {
        switch token {
        case .number(let value, ""): return value
        case .number(let value, "%"): return reference == 100 ? value : value / 100 * reference
        case .ident("none"): return 0
        default:
            throw error("\(call) expects a number, percentage or none for \(what), got \(token.text)")
        }
    }

    /// A hue: a number of degrees, an angle (deg, rad, grad, turn) or none (0).
    /// The components of `hsl()` or `hwb()`: a normalized hue, then two values from 0 to 100
    /// named `second` and `third` in errors.
    private func hueAndPercentages(_ values: [ColorSyntaxToken], _ second: String, _ third: String)
        throws(ThemeColor.ParseError) -> [Double]
    {
        [
            ColorMath.normalizedHue(try hue(values[0])),
            clamp(try scaled(values[1], percentOf: 100, what: second), 0, 100),
            clamp(try scaled(values[2], percentOf: 100, what: third), 0, 100),
        ]
    }

    private func hue(_ token: ColorSyntaxToken) throws(ThemeColor.ParseError) -> Double {
        switch token {
        case .number(let value, ""), .number(let value, "deg"): return value
        case .number(let value, "rad"): return value * 180 / .pi
        case .number(let value, "grad"): return value * 0.9
        case .number(let value, "turn"): return value * 360
        case .ident("none"): return 0
        default:
            throw error("\(call) expects a hue in degrees or an angle (deg, rad, grad, turn), got \(token.text)")
        }
    }

    /// The alpha: a number or percentage, clamped to 0…1; 1 when absent; none is 0.
    private func alphaValue(_ token: ColorSyntaxToken?) throws(ThemeColor.ParseError) -> Double {
        guard let token else { return 1 }
        switch token {
        case .number(let value, ""): return clamp(value, 0, 1)
        case .number(let value, "%"): return clamp(value / 100, 0, 1)
        case .ident("none"): return 0
        default:
            throw error("\(call) expects an alpha number, percentage or none, got \(token.text)")
        }
    }

    // MARK: Tokens

    /// The components, commas and slashes of a function's content: CSS comments are white space,
    /// identifiers may be escaped, and `calc()`, `min()`, `max()` and `clamp()` are evaluated
    /// (a top-level NaN becomes 0, as CSS Values 4 §10.9 says; infinities are clamped by each
    /// component).
    private func tokenize(_ content: ArraySlice<UInt8>) throws(ThemeColor.ParseError) -> [ColorSyntaxToken] {
        let lexemes = try ColorLexer(call: call, text: text).lex(content)
        var tokens: [ColorSyntaxToken] = []
        var i = 0
        while i < lexemes.count {
            let lexeme = lexemes[i]
            i += 1
            switch lexeme {
            case .space:
                continue
            case .comma:
                tokens.append(.comma)
            case .delim(ColorBytes.slash):
                tokens.append(.slash)
            case .number(let value, let unit):
                if !unit.isEmpty, unit != "%", !["deg", "rad", "grad", "turn"].contains(unit) {
                    throw error("\(call) does not accept the unit \(unit) in \(text)")
                }
                tokens.append(.number(value, unit: unit))
            case .ident(let name):
                tokens.append(.ident(name))
            case .function(let function):
                guard ColorMathEvaluator.functions.contains(function) else {
                    throw error(
                        "\(call) cannot contain \(function)(); the only functions allowed in a component are "
                            + "calc(), min(), max() and clamp(); got \(text)")
                }
                var evaluator = ColorMathEvaluator(lexemes: lexemes, index: i, call: call, text: text)
                let result = try evaluator.function(function)
                i = evaluator.index
                let value = result.value.isNaN ? 0 : result.value
                switch result.kind {
                case .number: tokens.append(.number(value, unit: ""))
                case .percentage: tokens.append(.number(value, unit: "%"))
                case .angle: tokens.append(.number(value, unit: "deg"))
                }
            case .open, .close, .delim:
                let character: String =
                    switch lexeme {
                    case .open: "("
                    case .close: ")"
                    case .delim(let byte): String(decoding: [byte], as: UTF8.self)
                    default: "?"
                    }
                throw error("\(call) has an unexpected character at \"\(character)\" in \(text)")
            }
        }
        return tokens
    }

    /// An unbounded component (lab's a and b, chroma, `color()` channels): infinities from
    /// `calc()` become the largest finite value, as CSS Values 4 §10.9 clamps them.
    private func finite(_ value: Double) -> Double {
        clamp(value, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
    }

    private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        min(max(value, low), high)
    }
}

// MARK: - Numbers

/// CSS numbers: `[+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?`.
enum ColorNumberScanner {
    /// The end of a number starting at `start`, or nil when none starts there.
    static func end(of s: ArraySlice<UInt8>, from start: Int) -> Int? {
        var i = start
        if i < s.endIndex, s[i] == ColorBytes.plus || s[i] == ColorBytes.minus { i += 1 }
        let integerStart = i
        while i < s.endIndex, ColorBytes.isDigit(s[i]) { i += 1 }
        var hasDigits = i > integerStart
        if i + 1 < s.endIndex, s[i] == ColorBytes.dot, ColorBytes.isDigit(s[i + 1]) {
            i += 1
            while i < s.endIndex, ColorBytes.isDigit(s[i]) { i += 1 }
            hasDigits = true
        }
        guard hasDigits else { return nil }
        if i < s.endIndex, s[i] == ColorBytes.lowerE || s[i] == ColorBytes.upperE {
            var j = i + 1
            if j < s.endIndex, s[j] == ColorBytes.plus || s[j] == ColorBytes.minus { j += 1 }
            if j < s.endIndex, ColorBytes.isDigit(s[j]) {
                while j < s.endIndex, ColorBytes.isDigit(s[j]) { j += 1 }
                i = j
            }
        }
        return i
    }

    /// The value of a scanned number; nil when it is not finite.
    static func value(_ s: ArraySlice<UInt8>) -> Double? {
        var text = String(decoding: s, as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

// MARK: - Bytes

enum ColorBytes {
    static let hash = UInt8(ascii: "#")
    static let zero = UInt8(ascii: "0")
    static let lowerX = UInt8(ascii: "x")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let greaterThan = UInt8(ascii: ">")
    static let comma = UInt8(ascii: ",")
    static let slash = UInt8(ascii: "/")
    static let percent = UInt8(ascii: "%")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")

    static func lowercased(_ b: UInt8) -> UInt8 {
        (b >= 65 && b <= 90) ? b + 32 : b
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) }

    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 97 && b <= 102) || (b >= 65 && b <= 70)
    }

    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 32 || b == 9 || b == 10 || b == 13 || b == 12
    }

    /// The value of a hex digit (0 for anything else).
    static func hexValue(_ b: UInt8) -> Int {
        if isDigit(b) { return Int(b - 48) }
        if b >= 97 && b <= 102 { return Int(b - 87) }
        if b >= 65 && b <= 70 { return Int(b - 55) }
        return 0
    }

    /// Bytes as a quoted string for messages, cut at 40 bytes.
    static func quote(_ bytes: ArraySlice<UInt8>) -> String {
        let limit = 40
        if bytes.count <= limit {
            return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
        }
        let cut = bytes.prefix(limit)
        return "\"" + String(decoding: cut, as: UTF8.self) + "…\""
    }

    /// Splits at the first ASCII whitespace: the part before, and the rest with leading whitespace removed.
    static func splitAtWhitespace(_ s: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        guard let space = s.firstIndex(where: ColorBytes.isWhitespace) else { return (s, s[s.endIndex...]) }
        return (s[..<space], ColorBytes.trimWhitespace(s[space...]))
    }

    /// Removes leading and trailing ASCII whitespace.
    static func trimWhitespace(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = s.startIndex
        var upper = s.endIndex
        while lower < upper, ColorBytes.isWhitespace(s[lower]) { lower += 1 }
        while upper > lower, ColorBytes.isWhitespace(s[upper - 1]) { upper -= 1 }
        return s[lower..<upper]
    }
}
