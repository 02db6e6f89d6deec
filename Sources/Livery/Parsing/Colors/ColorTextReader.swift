import Foundation

/// A trimmed colour text as bytes, with a lowercased copy for matching.
struct ColorTextReader {
    /// The trimmed text's UTF-8 bytes, as written.
    let original: [UInt8]
    /// The same bytes with ASCII letters lowercased.
    let bytes: [UInt8]

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        // Most values need no trimming: skip Foundation unless an end may be white space.
        // A comment (`/* … */`) at either end is white space too.
        let mayBeSpace: (UInt8) -> Bool = { $0 <= 0x20 || $0 >= 0x80 || $0 == UInt8(ascii: "/") }
        if let first = utf8.first, let last = utf8.last, !mayBeSpace(first), !mayBeSpace(last) {
            original = utf8
        } else {
            original = Self.strippingComments(Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8))
        }
        bytes = original.map(ColorBytes.lowercased)
    }

    /// The bytes without CSS comments before and after the value (`/**/transparent`): a comment is
    /// white space in CSS (CSS Syntax 3, §4.3.2). An unclosed comment is left for the parser to report.
    static func strippingComments(_ bytes: [UInt8]) -> [UInt8] {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        var start = 0
        var end = bytes.count
        while true {
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            if end - start >= 4, bytes[start] == slash, bytes[start + 1] == star,
                let close = ColorLexer.commentEnd(bytes[start..<end], from: start + 2)
            {
                start = close
                continue
            }
            guard end - start >= 4, bytes[end - 1] == slash, bytes[end - 2] == star else { break }
            // A trailing comment: the one, found outside other comments, that closes at the end.
            var i = start
            var opening: Int?
            while i + 1 < end {
                guard bytes[i] == slash, bytes[i + 1] == star else {
                    i += 1
                    continue
                }
                guard let close = ColorLexer.commentEnd(bytes[start..<end], from: i + 2) else { break }
                if close == end {
                    opening = i
                    break
                }
                i = close
            }
            guard let opening else { break }
            end = opening
        }
        return Array(bytes[start..<end])
    }

    /// The functions that are colours in every syntax (`c` is the short form `c(#hex)`/`c(r,g,b)`).
    static let functionNames: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "c",
    ]

    /// The text for messages: as written, cut at 40 bytes.
    var quoted: String { ColorBytes.quote(original[...]) }

    // MARK: Recognition

    func recognizes(syntax: ThemeColor.Syntax) -> Bool {
        if bytes.isEmpty { return false }
        if bytes[0] == ColorBytes.hash { return Self.looksLikeHex(bytes[1...]) }
        if hasHexPrefix { return Self.looksLikeHex(bytes[2...]) }
        if let name = functionName, Self.functionNames.contains(name) { return true }
        if hasPrefix("rgba<") || hasPrefix("hex<") { return true }
        guard syntax == .lenient else { return false }
        return recognizesWord
    }

    /// Whether the text is one of the lenient-only forms: a name, `transparent`, `random`, bare hex.
    private var recognizesWord: Bool {
        let word = String(decoding: bytes, as: UTF8.self)
        if word == "transparent" || word == "random" || ThemeColor.cssNamedColors[word] != nil { return true }
        let (hex, _) = ColorBytes.splitAtWhitespace(bytes[...])
        return (hex.count == 6 || hex.count == 8) && Self.looksLikeHex(bytes[...])
    }

    /// Hex digits (at least one), alone or followed by whitespace and something that starts like a
    /// number (an alpha): `FF0000`, `12345`, `FF0000 0.5`, `FF0000 2`; not `1 priority` or `hashtag`.
    private static func looksLikeHex(_ text: ArraySlice<UInt8>) -> Bool {
        let (hex, rest) = ColorBytes.splitAtWhitespace(text)
        guard !hex.isEmpty, hex.allSatisfy(ColorBytes.isHexDigit) else { return false }
        guard let first = rest.first else { return true }
        return ColorBytes.isDigit(first) || first == ColorBytes.dot || first == ColorBytes.plus
            || first == ColorBytes.minus
    }

    private var hasHexPrefix: Bool {
        bytes.count >= 2 && bytes[0] == ColorBytes.zero && bytes[1] == ColorBytes.lowerX
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    /// The lowercased name before a `(` when the text starts with `name(` (letters, digits and
    /// hyphens, starting with a letter, or a CSS identifier with escapes such as `\72 gb(`).
    private var functionName: String? { functionCall?.name }

    /// The function's name and the index of its `(`.
    private var functionCall: (name: String, open: Int)? {
        guard let open = bytes.firstIndex(of: ColorBytes.openParen), open > 0 else { return nil }
        let name = bytes[..<open]
        if ColorBytes.isLetter(bytes[0]),
            name.allSatisfy({ ColorBytes.isLetter($0) || ColorBytes.isDigit($0) || $0 == ColorBytes.minus })
        {
            return (String(decoding: name, as: UTF8.self), open)
        }
        // An escaped identifier (CSS Syntax 3, §4.3.7): `\72 gb(…)` is `rgb(…)`.
        guard name.contains(ColorBytes.backslash), ColorLexer.startsIdent(bytes[...], at: 0) else { return nil }
        let lexer = ColorLexer(call: "a colour function", text: quoted)
        guard let (decoded, end) = try? lexer.readIdent(bytes[...], from: 0), end == open else { return nil }
        return (decoded, open)
    }

    // MARK: Parsing

    func parse(syntax: ThemeColor.Syntax) throws(ThemeColor.ParseError) -> ThemeColor {
        guard !bytes.isEmpty else {
            throw ThemeColor.ParseError("expected a colour, got an empty string")
        }
        if bytes[0] == ColorBytes.hash {
            return try ColorHexReader.parse(bytes[1...], form: "#", original: quoted, allowAlphaSuffix: true)
        }
        if hasHexPrefix {
            return try ColorHexReader.parse(bytes[2...], form: "0x", original: quoted, allowAlphaSuffix: true)
        }
        if let (name, open) = functionCall {
            guard Self.functionNames.contains(name) else {
                throw ThemeColor.ParseError(
                    "unknown colour function \(name)(); expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), "
                        + "lch(), oklab(), oklch(), color() or c()")
            }
            guard bytes.last == ColorBytes.closeParen else {
                throw ThemeColor.ParseError("\(name)() is missing its closing parenthesis in \(quoted)")
            }
            let content = bytes[(open + 1)..<(bytes.count - 1)]
            return try ColorFunctionReader(name: name, text: quoted).parse(content)
        }
        if hasPrefix("rgba<") || hasPrefix("hex<") {
            let isRGBA = hasPrefix("rgba<")
            let form = isRGBA ? "rgba<>" : "hex<>"
            guard bytes.last == ColorBytes.greaterThan else {
                throw ThemeColor.ParseError("\(form) is missing its closing > in \(quoted)")
            }
            let content = bytes[(isRGBA ? 5 : 4)..<(bytes.count - 1)]
            if isRGBA {
                return try ColorFunctionReader(name: "rgba<>", text: quoted).parseByteChannels(content)
            }
            return try ColorHexReader.parseChameleon(content, text: quoted)
        }
        if recognizesWord {
            guard syntax == .lenient else {
                throw ThemeColor.ParseError(
                    "\(quoted) is a colour only in lenient syntax; write it as #RRGGBB or a CSS function such as rgb()")
            }
            return try parseWord()
        }
        throw ThemeColor.ParseError(
            "expected a colour (#RRGGBB, 0xRRGGBB, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), "
                + "color(), c(), rgba<>, hex<>"
                + (syntax == .lenient ? ", a CSS colour name, transparent or random" : "")
                + "), got \(quoted)")
    }

    private func parseWord() throws(ThemeColor.ParseError) -> ThemeColor {
        let word = String(decoding: bytes, as: UTF8.self)
        if word == "transparent" { return .clear }
        if word == "random" { return .random }
        if let rgb = ThemeColor.cssNamedColors[word] {
            return ThemeColor(
                red: Double((rgb >> 16) & 0xFF) / 255,
                green: Double((rgb >> 8) & 0xFF) / 255,
                blue: Double(rgb & 0xFF) / 255)
        }
        return try ColorHexReader.parse(bytes[...], form: "bare", original: quoted, allowAlphaSuffix: true)
    }
}

// MARK: - Hex
