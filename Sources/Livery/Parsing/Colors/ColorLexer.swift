import Foundation

// CSS syntax inside colour functions, as CSS Syntax 3 tokenizes it and CSS Values 4 evaluates
// math functions: comments, escaped identifiers, and `calc()`, `min()`, `max()`, `clamp()`.

/// A CSS token inside a colour function's parentheses (comments are dropped, runs of white space
/// and comments become one ``space``).
enum ColorLexeme: Equatable {
    /// A number, percentage or dimension: the unit is "" for a plain number, "%" or the
    /// lowercase unit name.
    case number(Double, unit: String)
    /// An identifier, escapes decoded and ASCII letters lowercased.
    case ident(String)
    /// An identifier immediately followed by `(`.
    case function(String)
    case open
    case close
    case comma
    case space
    /// Any other single character (`/`, `+`, `-`, `*`…).
    case delim(UInt8)
}

/// Splits the inside of a colour function into ``ColorLexeme``s.
struct ColorLexer {
    /// The function, for messages (`rgb()`).
    let call: String
    /// The whole colour text, quoted, for messages.
    let text: String

    func lex(_ s: ArraySlice<UInt8>) throws(ThemeColor.ParseError) -> [ColorLexeme] {
        var out: [ColorLexeme] = []
        var i = s.startIndex
        func appendSpace() {
            if out.last != .space { out.append(.space) }
        }
        while i < s.endIndex {
            let byte = s[i]
            if ColorBytes.isWhitespace(byte) {
                appendSpace()
                i += 1
            } else if byte == ColorBytes.slash, i + 1 < s.endIndex, s[i + 1] == ColorBytes.star {
                // A comment: /* … */, read as white space (CSS Syntax 3, §4.3.2).
                guard let end = Self.commentEnd(s, from: i + 2) else {
                    throw ThemeColor.ParseError("\(call) has a comment without its closing */ in \(text)")
                }
                appendSpace()
                i = end
            } else if let end = ColorNumberScanner.end(of: s, from: i) {
                guard let value = ColorNumberScanner.value(s[i..<end]) else {
                    throw ThemeColor.ParseError("\(call) has a number out of range: \(ColorBytes.quote(s[i..<end]))")
                }
                var j = end
                var unit = ""
                if j < s.endIndex, s[j] == ColorBytes.percent {
                    unit = "%"
                    j += 1
                } else if Self.startsIdent(s, at: j) {
                    let (name, after) = try readIdent(s, from: j)
                    unit = name
                    j = after
                }
                out.append(.number(value, unit: unit))
                i = j
            } else if Self.startsIdent(s, at: i) {
                let (name, end) = try readIdent(s, from: i)
                if end < s.endIndex, s[end] == ColorBytes.openParen {
                    out.append(.function(name))
                    i = end + 1
                } else {
                    out.append(.ident(name))
                    i = end
                }
            } else if byte == ColorBytes.openParen {
                out.append(.open)
                i += 1
            } else if byte == ColorBytes.closeParen {
                out.append(.close)
                i += 1
            } else if byte == ColorBytes.comma {
                out.append(.comma)
                i += 1
            } else if byte < 0x80, byte != ColorBytes.backslash, byte >= 0x20 {
                out.append(.delim(byte))
                i += 1
            } else {
                let character = ColorBytes.quote(s[i..<min(i + 4, s.endIndex)])
                throw ThemeColor.ParseError("\(call) has an unexpected character at \(character) in \(text)")
            }
        }
        return out
    }

    /// The index after the `*/` closing a comment whose body starts at `start`.
    static func commentEnd(_ s: ArraySlice<UInt8>, from start: Int) -> Int? {
        var i = start
        while i + 1 < s.endIndex {
            if s[i] == ColorBytes.star, s[i + 1] == ColorBytes.slash { return i + 2 }
            i += 1
        }
        return nil
    }

    /// Whether an identifier starts at `i` (CSS Syntax 3, §4.3.9): a letter, `_` or an escape, or a
    /// `-` followed by one of those or by another `-`.
    static func startsIdent(_ s: ArraySlice<UInt8>, at i: Int) -> Bool {
        guard i < s.endIndex else { return false }
        let first = s[i]
        if first == ColorBytes.minus {
            guard i + 1 < s.endIndex else { return false }
            let next = s[i + 1]
            return isNameStart(next) || next == ColorBytes.minus || startsEscape(s, at: i + 1)
        }
        return isNameStart(first) || startsEscape(s, at: i)
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        ColorBytes.isLetter(b) || b == UInt8(ascii: "_")
    }

    private static func startsEscape(_ s: ArraySlice<UInt8>, at i: Int) -> Bool {
        i + 1 < s.endIndex && s[i] == ColorBytes.backslash && s[i + 1] != 10 && s[i + 1] != 13 && s[i + 1] != 12
    }

    /// Reads an identifier from `start`, decoding escapes (`\72 gb`, `display\-p3`) and lowercasing
    /// ASCII letters; returns it and the index after it.
    func readIdent(_ s: ArraySlice<UInt8>, from start: Int) throws(ThemeColor.ParseError) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var i = start
        while i < s.endIndex {
            let b = s[i]
            if ColorBytes.isLetter(b) || ColorBytes.isDigit(b) || b == ColorBytes.minus || b == UInt8(ascii: "_") {
                scalars.append(Unicode.Scalar(ColorBytes.lowercased(b)))
                i += 1
            } else if b == ColorBytes.backslash {
                guard Self.startsEscape(s, at: i) else {
                    throw ThemeColor.ParseError(
                        "\(call) has an invalid escape (a backslash before a line break or at the end) in \(text)")
                }
                i += 1
                if ColorBytes.isHexDigit(s[i]) {
                    var code: UInt32 = 0
                    var digits = 0
                    while i < s.endIndex, digits < 6, ColorBytes.isHexDigit(s[i]) {
                        code = code * 16 + UInt32(ColorBytes.hexValue(s[i]))
                        digits += 1
                        i += 1
                    }
                    if i < s.endIndex, ColorBytes.isWhitespace(s[i]) { i += 1 }
                    let scalar = Unicode.Scalar(code).flatMap { code == 0 ? nil : $0 } ?? "\u{FFFD}"
                    if scalar.isASCII {
                        scalars.append(Unicode.Scalar(ColorBytes.lowercased(UInt8(scalar.value))))
                    } else {
                        scalars.append(scalar)
                    }
                } else {
                    guard s[i] < 0x80 else {
                        throw ThemeColor.ParseError("\(call) escapes a non-ASCII character in \(text); write it as \\hex")
                    }
                    scalars.append(Unicode.Scalar(ColorBytes.lowercased(s[i])))
                    i += 1
                }
            } else {
                break
            }
        }
        return (String(scalars), i)
    }
}

// MARK: - Math functions

/// Evaluates `calc()`, `min()`, `max()` and `clamp()` (CSS Values 4, §10) over numbers,
/// percentages and angles, with the constants `e`, `pi`, `infinity`, `-infinity` and `NaN`.
struct ColorMathEvaluator {
    /// The type of a calculation's value (CSS Values 4, §10.7).
    enum Kind: Equatable {
        case number, percentage, angle

        var name: String {
            switch self {
            case .number: "a number"
            case .percentage: "a percentage"
            case .angle: "an angle"
            }
        }
    }

    struct Value {
        /// The value; angles in degrees.
        var value: Double
        var kind: Kind
    }

    /// The math functions accepted inside colour functions.
    static let functions: Set<String> = ["calc", "min", "max", "clamp"]

    /// How deeply math functions and parentheses may nest: far beyond any hand-written colour, and
    /// shallow enough that evaluating never exhausts a secondary thread's 512 KiB stack.
    static let maxNesting = 32

    let lexemes: [ColorLexeme]
    var index: Int
    let call: String
    let text: String
    /// The math functions and parentheses open around the current position.
    private var nesting = 0

    init(lexemes: [ColorLexeme], index: Int, call: String, text: String) {
        self.lexemes = lexemes
        self.index = index
        self.call = call
        self.text = text
    }

    private func error(_ message: String) -> ThemeColor.ParseError {
        ThemeColor.ParseError("\(call) has a malformed calc(): \(message) in \(text)")
    }

    private var current: ColorLexeme? { index < lexemes.count ? lexemes[index] : nil }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        var skipped = false
        while current == .space {
            index += 1
            skipped = true
        }
        return skipped
    }

    /// Evaluates the math function `name` whose arguments start at ``index`` (just after its
    /// `name(` token), leaving ``index`` after its closing parenthesis.
    mutating func function(_ name: String) throws(ThemeColor.ParseError) -> Value {
        try enter()
        defer { nesting -= 1 }
        var arguments: [Value] = []
        while true {
            arguments.append(try sum())
            skipSpace()
            if current == .comma {
                index += 1
                continue
            }
            guard current == .close else {
                throw error("expected ) to close \(name)()")
            }
            index += 1
            break
        }
        switch name {
        case "calc":
            guard arguments.count == 1 else { throw error("calc() takes one calculation, got \(arguments.count)") }
            return arguments[0]
        case "min", "max":
            let kind = try sameKind(arguments, in: name)
            let values = arguments.map(\.value)
            if values.contains(where: \.isNaN) { return Value(value: .nan, kind: kind) }
            return Value(value: (name == "min" ? values.min() : values.max()) ?? 0, kind: kind)
        default:
            guard arguments.count == 3 else {
                throw error("clamp() takes a minimum, a value and a maximum, got \(arguments.count) arguments")
            }
            let kind = try sameKind(arguments, in: name)
            let (low, value, high) = (arguments[0].value, arguments[1].value, arguments[2].value)
            if low.isNaN || value.isNaN || high.isNaN { return Value(value: .nan, kind: kind) }
            return Value(value: max(low, min(value, high)), kind: kind)
        }
    }

    /// Counts one more level of nesting, refusing more than ``maxNesting``.
    private mutating func enter() throws(ThemeColor.ParseError) {
        nesting += 1
        guard nesting <= Self.maxNesting else {
            throw error("math functions and parentheses nested deeper than \(Self.maxNesting) levels")
        }
    }

    private func sameKind(_ values: [Value], in name: String) throws(ThemeColor.ParseError) -> Kind {
        let kind = values[0].kind
        for value in values where value.kind != kind {
            throw error("\(name)() mixes \(kind.name) and \(value.kind.name)")
        }
        return kind
    }

    /// `product [ [ + | - ] product ]*`, with white space required around `+` and `-`.
    private mutating func sum() throws(ThemeColor.ParseError) -> Value {
        skipSpace()
        var left = try product()
        while true {
            let start = index
            let spaceBefore = skipSpace()
            guard case .delim(let op)? = current, op == ColorBytes.plus || op == ColorBytes.minus else {
                index = start
                return left
            }
            let symbol = op == ColorBytes.plus ? "+" : "-"
            index += 1
            guard spaceBefore, skipSpace() else {
                throw error("\(symbol) must have white space on both sides")
            }
            let right = try product()
            guard left.kind == right.kind else {
                throw error("cannot add \(left.kind.name) and \(right.kind.name)")
            }
            left.value = op == ColorBytes.plus ? left.value + right.value : left.value - right.value
        }
    }

    /// `value [ [ * | / ] value ]*`: one side of `*` and the right side of `/` are numbers.
    private mutating func product() throws(ThemeColor.ParseError) -> Value {
        var left = try term()
        while true {
            let start = index
            skipSpace()
            guard case .delim(let op)? = current, op == ColorBytes.star || op == ColorBytes.slash else {
                index = start
                return left
            }
            index += 1
            skipSpace()
            let right = try term()
            if op == ColorBytes.star {
                if left.kind == .number {
                    left = Value(value: left.value * right.value, kind: right.kind)
                } else {
                    guard right.kind == .number else {
                        throw error("cannot multiply \(left.kind.name) by \(right.kind.name)")
                    }
                    left.value *= right.value
                }
            } else {
                guard right.kind == .number else {
                    throw error("cannot divide by \(right.kind.name); divide by a number")
                }
                left.value /= right.value
            }
        }
    }

    /// A number, percentage, angle, constant, parenthesised sum or nested math function.
    private mutating func term() throws(ThemeColor.ParseError) -> Value {
        skipSpace()
        guard let lexeme = current else { throw error("expected a value") }
        index += 1
        switch lexeme {
        case .number(let value, let unit):
            switch unit {
            case "": return Value(value: value, kind: .number)
            case "%": return Value(value: value, kind: .percentage)
            case "deg": return Value(value: value, kind: .angle)
            case "rad": return Value(value: value * 180 / .pi, kind: .angle)
            case "grad": return Value(value: value * 0.9, kind: .angle)
            case "turn": return Value(value: value * 360, kind: .angle)
            default: throw error("the unit \(unit) is not a number, percentage or angle")
            }
        case .ident(let name):
            switch name {
            case "e": return Value(value: M_E, kind: .number)
            case "pi": return Value(value: .pi, kind: .number)
            case "infinity": return Value(value: .infinity, kind: .number)
            case "-infinity": return Value(value: -.infinity, kind: .number)
            case "nan": return Value(value: .nan, kind: .number)
            default:
                throw error("unknown keyword \(name); expected a number or e, pi, infinity, -infinity or NaN")
            }
        case .open:
            try enter()
            defer { nesting -= 1 }
            let value = try sum()
            skipSpace()
            guard current == .close else { throw error("expected ) after a parenthesised calculation") }
            index += 1
            return value
        case .function(let name):
            guard Self.functions.contains(name) else {
                throw error("\(name)() is not a math function; expected calc(), min(), max() or clamp()")
            }
            return try function(name)
        case .close:
            throw error("expected a value before )")
        case .comma:
            throw error("expected a value before ,")
        case .delim(let byte):
            throw error("unexpected \(String(decoding: [byte], as: UTF8.self))")
        case .space:
            throw error("expected a value")
        }
    }
}
