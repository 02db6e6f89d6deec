import Foundation

extension ThemeColor {
    /// Why a text or DTCG object is not a colour; ``message`` says what was expected.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong and what was expected, e.g.
        /// "rgb() expects 3 components and an optional alpha, got 2".
        public var message: String

        /// An error with a message.
        package init(_ message: String) {
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }

    /// Which textual colour forms to accept.
    public enum Syntax: Sendable, Hashable {
        /// Only forms that cannot be ordinary words: `#…` and `0x…` hex, the CSS functions
        /// (`rgb()`, `hsl()`, `oklch()`, `color()`…), `c(…)`, `rgba<…>` and `hex<…>`.
        case unambiguous
        /// Everything in ``unambiguous`` plus bare hex (`RRGGBB`, `RRGGBBAA`), hex followed by an
        /// alpha (`RRGGBB 0.9`), the CSS named colours, `transparent` and `random`.
        case lenient
    }

    /// Whether `text` is written in a colour syntax, even if it is malformed inside.
    ///
    /// A recognised text that does not parse (`rgb(1,2)`, `#12345`) should be reported as a
    /// ``ParseError`` rather than read as a plain string. Under ``Syntax/unambiguous`` only forms
    /// that cannot be ordinary words are recognised: `#` or `0x` followed by hex digits (of any
    /// count, alone or followed by whitespace and a number, so `#12345` is recognised but `#hashtag`
    /// and `#1 priority` are not), `rgb(`, `rgba(`, `hsl(`, `hsla(`, `hwb(`, `lab(`, `lch(`, `oklab(`, `oklch(`,
    /// `color(`, `c(`, `rgba<` and `hex<` (case-insensitive). ``Syntax/lenient`` adds bare hex of
    /// exactly 6 or 8 digits (optionally followed by whitespace and a number, `RRGGBB 0.9`), the 148
    /// CSS named colours, `transparent` and `random`. Bare 3- and 4-digit hex are never recognised,
    /// so numbers such as `123` stay numbers. Leading and trailing whitespace is ignored.
    public static func recognizes(_ text: String, syntax: Syntax) -> Bool {
        let source = ColorTextReader(text)
        return source.recognizes(syntax: syntax)
    }

    /// Parses a colour written as text.
    ///
    /// Accepted forms (function names, hex digits and keywords are case-insensitive; surrounding
    /// whitespace is ignored):
    /// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `0xRRGGBB`, `0xRRGGBBAA`; `#RGB`, `#RRGGBB` or
    ///   `0xRRGGBB` followed by whitespace and an alpha from 0 to 1 (`#FF0000 0.5`).
    /// - CSS Color 4 functions: `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`,
    ///   `oklab()`, `oklch()` and `color(<space> …)`, in the space-separated syntax with an optional
    ///   `/ alpha`, and for `rgb`, `rgba`, `hsl` and `hsla` also the legacy comma syntax.
    ///   Percentages, angle units (`deg`, `rad`, `grad`, `turn`) and `none` (read as 0) are
    ///   accepted; out-of-range RGB channels, saturation, lightness, whiteness, blackness and alpha
    ///   are clamped and negative chroma becomes 0, as browsers do. Components may be `calc()`,
    ///   `min()`, `max()` or `clamp()` of numbers, percentages and angles with the constants `e`,
    ///   `pi`, `infinity`, `-infinity` and `NaN` (NaN becomes 0; infinities clamp to the component's
    ///   range, an infinite hue is 0); CSS comments count as white space and identifiers may be
    ///   escaped (`\72 gb(…)`). The legacy comma syntax of `rgb()` refuses numbers mixed with
    ///   percentages; in `color(xyz …)` 100% is 1.
    /// - `c(#hex)` and `c(r, g, b[, a])`, `rgba<r, g, b[, a]>` and `hex<RRGGBB[ a]>` (red, green and
    ///   blue 0–255, alpha 0–1).
    /// - With ``Syntax/lenient`` only: bare `RRGGBB`/`RRGGBBAA`, `RRGGBB 0.9`, the CSS named colours,
    ///   `transparent` (``ThemeColor/clear``) and `random` (``ThemeColor/random``).
    ///
    /// The colour keeps the space it was written in: `hsl()` gives ``ColorSpace/hsl`` with
    /// [hue in degrees normalised to 0..<360, saturation 0…100, lightness 0…100], `oklch()` gives
    /// ``ColorSpace/oklch``, `color(display-p3 …)` gives ``ColorSpace/displayP3``; hex, `rgb()`,
    /// names, `c()`, `rgba<>` and `hex<>` give ``ColorSpace/sRGB`` with components from 0 to 1.
    ///
    /// - Throws: ``ParseError`` saying what was expected.
    public init(parsing text: String, syntax: Syntax = .lenient) throws(ParseError) {
        self = try ColorTextReader(text).parse(syntax: syntax)
    }
}

// MARK: - Text
