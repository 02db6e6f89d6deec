import Foundation
import Testing
@testable import Livery

// CSS colours parsed as browsers do (issue #13). Each suite names the rule and where it comes from:
// CSS Color 4 (https://www.w3.org/TR/css-color-4/), CSS Values 4 (math functions) and CSS
// Syntax 3 (comments, escapes). `SyntaxCase` and `ErrorCase` are ColorTests.swift's.

@Suite("CSS colour conformance: calc() in colour functions (CSS Values 4 §10, CSS Color 4 §4)")
struct CSSColorCalcTests {
    static let valid: [SyntaxCase] = [
        SyntaxCase("rgb(calc(255) 0 0)", "#FF0000FF"),
        SyntaxCase("rgb(calc(100 + 28) 0 0)", "#800000FF"),
        SyntaxCase("rgb(calc(50%) 0 0)", "#800000FF"),
        SyntaxCase("rgb(calc((100 + 28) * 2 / 2) 0 0)", "#800000FF"),
        SyntaxCase("rgb(calc(calc(64) * 2) 0 0)", "#800000FF"),
        SyntaxCase("rgb(min(300, 128) max(0, -5) clamp(0, 300, 255))", "#8000FFFF"),
        SyntaxCase("RGB(CALC(255) 0 0)", "#FF0000FF"),
        SyntaxCase("rgb(calc(100%), 0%, 0%)", "#FF0000FF"),
        SyntaxCase("rgb(0 0 0 / calc(50% / 2))", "#00000040"),
        SyntaxCase("hsl(calc(90deg + 0.25turn) 100% 50%)", "#00FFFFFF"),
        SyntaxCase("hsl(calc(e - e) 100% 50%)", "#FF0000FF"),
        SyntaxCase("hwb(calc(200 + 10) calc(10% * 2) 30%)", "#3373B3FF"),
        SyntaxCase("lab(calc(25 * 2) 20 -30)", "#856CAAFF"),
        SyntaxCase("lch(50 calc(30) calc(250deg))", "#437EA7FF"),
        SyntaxCase("oklab(calc(0.5 + 0.1) -0.05 0.08)", "#778946FF"),
        SyntaxCase("oklch(0.6 0.1 calc(300deg / 2))", "#519160FF"),
        SyntaxCase("color(srgb calc(0.1 * 2) 0.4 calc(1 - 0.4))", "#336699FF"),
        SyntaxCase("color(srgb 0.2 0.4 0.6 / calc(0.25 * 2))", "#33669980"),
    ]

    /// infinity, -infinity and NaN: NaN becomes 0 (CSS Values 4 §10.9), infinities clamp to the
    /// component's range; an infinite or NaN hue is 0.
    static let degenerate: [SyntaxCase] = [
        SyntaxCase("rgb(calc(infinity) 0 0)", "#FF0000FF"),
        SyntaxCase("rgb(calc(-infinity) 255 0)", "#00FF00FF"),
        SyntaxCase("rgb(calc(NaN) 0 0)", "#000000FF"),
        SyntaxCase("rgb(calc(infinity * -1) calc(1 / 0) 0)", "#00FF00FF"),
        SyntaxCase("rgb(0 0 0 / calc(infinity))", "#000000FF"),
        SyntaxCase("rgb(0 0 0 / calc(NaN))", "#00000000"),
        SyntaxCase("hsl(calc(infinity) 100% 50%)", "#FF0000FF"),
        SyntaxCase("hsl(calc(-infinity) 100% 50%)", "#FF0000FF"),
        SyntaxCase("hsl(calc(NaN) 100% 50%)", "#FF0000FF"),
        SyntaxCase("hsl(120 calc(infinity) 50%)", "#00FF00FF"),
        SyntaxCase("hwb(0 calc(-infinity) calc(NaN))", "#FF0000FF"),
        SyntaxCase("lab(calc(infinity) 0 0)", "#FFFFFFFF"),
        SyntaxCase("lab(calc(-infinity) 0 0)", "#000000FF"),
        SyntaxCase("oklch(calc(NaN) 0 0)", "#000000FF"),
        SyntaxCase("color(srgb calc(infinity) 0 calc(-infinity))", "#FF0000FF"),
    ]

    @Test(arguments: valid + degenerate)
    func evaluates(_ c: SyntaxCase) throws {
        #expect(try ThemeColor(parsing: c.input, syntax: .unambiguous).hexString == c.hex)
    }

    @Test(arguments: [
        "lab(50 calc(infinity) 0)", "lch(50 calc(infinity) 0)", "oklab(0.5 0 calc(-infinity))",
        "color(xyz calc(infinity) 0 0)",
    ])
    func infiniteUnboundedComponentsStayFinite(_ text: String) throws {
        let color = try ThemeColor(parsing: text)
        let finite = color.components.allSatisfy { $0.isFinite }
        #expect(finite)
        _ = color.hexString
    }

    static let invalid: [ErrorCase] = [
        ErrorCase("rgb(calc(50% + 10) 0 0)", "cannot add a percentage and a number"),
        ErrorCase("rgb(calc(1+ 2) 0 0)", "white space on both sides"),
        ErrorCase("rgb(calc(1 +2) 0 0)", "calc()"),
        ErrorCase("rgb(calc(10px) 0 0)", "unit px"),
        ErrorCase("rgb(calc() 0 0)", "expected a value"),
        ErrorCase("rgb(calc(1 + ) 2 3)", "calc()"),
        ErrorCase("rgb(calc(2% * 3%) 0 0)", "cannot multiply"),
        ErrorCase("rgb(calc(1 / 1deg) 0 0)", "cannot divide"),
        ErrorCase("rgb(calc(foo) 0 0)", "unknown keyword foo"),
        ErrorCase("rgb(calc(1, 2) 0 0)", "one calculation"),
        ErrorCase("rgb(min(1, 2%) 0 0)", "mixes"),
        ErrorCase("rgb(clamp(1, 2) 0 0)", "clamp()"),
        ErrorCase("rgb(calc(1 0 0)", "calc()"),
        ErrorCase("rgb(var(--x) 0 0)", "cannot contain var()"),
        ErrorCase("hsl(calc(10%) 50% 50%)", "hue"),
        ErrorCase("rgb(calc(90deg) 0 0)", "numbers (0–255), percentages or none"),
    ]

    @Test(arguments: invalid)
    func refuses(_ c: ErrorCase) {
        #expect {
            _ = try ThemeColor(parsing: c.input, syntax: c.syntax)
        } throws: { error in
            (error as? ThemeColor.ParseError)?.message.contains(c.fragment) ?? false
        }
    }
}

@Suite("CSS colour conformance: none components (CSS Color 4 §4.4 missing components)")
struct CSSColorNoneTests {
    static let cases: [SyntaxCase] = [
        SyntaxCase("rgb(none none none / none)", "#00000000"),
        SyntaxCase("rgba(255 none 0 / 1)", "#FF0000FF"),
        SyntaxCase("hsl(none none none)", "#000000FF"),
        SyntaxCase("hsl(120 100% 50% / none)", "#00FF0000"),
        SyntaxCase("hwb(120 none none)", "#00FF00FF"),
        SyntaxCase("lab(none none none)", "#000000FF"),
        SyntaxCase("lch(none none none)", "#000000FF"),
        SyntaxCase("oklab(none 0 0)", "#000000FF"),
        SyntaxCase("oklch(none none none / 0.5)", "#00000080"),
        SyntaxCase("color(xyz none none none)", "#000000FF"),
        SyntaxCase("color(display-p3 1 none none)", "#FF0000FF"),
        SyntaxCase("color(srgb 1 1 1 / none)", "#FFFFFF00"),
        SyntaxCase("rgb(NONE 255 0)", "#00FF00FF"),
    ]

    @Test(arguments: cases)
    func readsNoneAsZero(_ c: SyntaxCase) throws {
        #expect(try ThemeColor(parsing: c.input).hexString == c.hex)
    }
}

@Suite("CSS colour conformance: color() (CSS Color 4 §10 predefined spaces, §10.8 xyz percentages)")
struct CSSColorFunctionTests {
    static let valid: [SyntaxCase] = [
        SyntaxCase("color(srgb 100% 0% 0%)", "#FF0000FF"),
        SyntaxCase("color(srgb-linear 1 1 1 / 50%)", "#FFFFFF80"),
        SyntaxCase("color( srgb 0.2 0.4 0.6 )", "#336699FF"),
        SyntaxCase("COLOR(SRGB 0.2 0.4 0.6)", "#336699FF"),
        // CSS Color 4 §10.8: for xyz, xyz-d50 and xyz-d65, 100% is 1.0.
        SyntaxCase("color(xyz 30% 30% 30%)", "#A2918FFF"),
        SyntaxCase("color(xyz-d65 30% 30% 30%)", "#A2918FFF"),
        SyntaxCase("color(xyz-d50 30% 30% 30%)", "#9793A5FF"),
        SyntaxCase("color(xyz-d65 95.05% 100% 108.9%)", "#FFFFFFFF"),
        SyntaxCase("color(rec2020 0.4 0.5 0.6 / 1)", "#407B97FF"),
        SyntaxCase("color(a98-rgb 40% 50% 60%)", "#59819BFF"),
    ]

    @Test(arguments: valid)
    func reads(_ c: SyntaxCase) throws {
        #expect(try ThemeColor(parsing: c.input, syntax: .unambiguous).hexString == c.hex)
    }

    @Test func xyzPercentagesAreFractionsOfOne() throws {
        let color = try ThemeColor(parsing: "color(xyz 50% 25% 100%)")
        #expect(color.colorSpace == .xyzD65 && color.components == [0.5, 0.25, 1])
    }

    static let invalid: [ErrorCase] = [
        ErrorCase("color(--brand 1 0 0)", "colour space --brand"),
        ErrorCase("color(srgb, 1, 0, 0)", "does not take commas"),
        ErrorCase("color(srgb 1 0)", "3 components"),
        ErrorCase("color(srgb 1deg 0 0)", "component"),
        ErrorCase("color(xyz 1 0 0 / 0.5 / 1)", "more than one /"),
    ]

    @Test(arguments: invalid)
    func refuses(_ c: ErrorCase) {
        #expect {
            _ = try ThemeColor(parsing: c.input)
        } throws: { error in
            (error as? ThemeColor.ParseError)?.message.contains(c.fragment) ?? false
        }
    }
}

@Suite("CSS colour conformance: comments and escapes (CSS Syntax 3 §4.3.2, §4.3.7)")
struct CSSColorSyntaxTests {
    static let valid: [SyntaxCase] = [
        SyntaxCase("rgb(/* red */ 255 0 0)", "#FF0000FF"),
        SyntaxCase("rgb(255/**/0/**/0)", "#FF0000FF"),
        SyntaxCase("rgb(255 0 0 /* note */ / 0.5)", "#FF000080"),
        SyntaxCase("rgb(255, /* green */ 0, 0)", "#FF0000FF"),
        SyntaxCase("hsl(120 /* s */ 100% /* l */ 50% /**/)", "#00FF00FF"),
        SyntaxCase("rgb(calc(/* a */ 255 /* b */) 0 0)", "#FF0000FF"),
        SyntaxCase("\\72 gb(255 0 0)", "#FF0000FF"),
        SyntaxCase("r\\67 b(0 255 0)", "#00FF00FF"),
        SyntaxCase("\\52 GB(0 0 255)", "#0000FFFF"),
        SyntaxCase("rgb(n\\one 255 0)", "#00FF00FF"),
        SyntaxCase("hsl(120 100% 50% / n\\6f ne)", "#00FF0000"),
        SyntaxCase("color(display\\-p3 1 0 0)", "#FF0000FF"),
        SyntaxCase("color(\\73 rgb 0.2 0.4 0.6)", "#336699FF"),
        SyntaxCase("rgb(c\\61 lc(255) 0 0)", "#FF0000FF"),
        // A comment before or after a whole value is white space too.
        SyntaxCase("/* accent */ #336699", "#336699FF"),
        SyntaxCase("/* a */ /* b */ rgb(0 255 0) /* c */", "#00FF00FF"),
        SyntaxCase("#336699/**/", "#336699FF"),
    ]

    /// Keywords are colours in lenient syntax (CSS's named colours): a comment beside one is white space.
    @Test(arguments: [
        SyntaxCase("/**/transparent", "#00000000"),
        SyntaxCase("red/* fallback */", "#FF0000FF"),
        SyntaxCase("/* */ blue /* x */ /* y */", "#0000FFFF"),
    ])
    func keywordsBesideComments(_ c: SyntaxCase) throws {
        #expect(try ThemeColor(parsing: c.input).hexString == c.hex)
    }

    @Test(arguments: valid)
    func reads(_ c: SyntaxCase) throws {
        #expect(ThemeColor.recognizes(c.input, syntax: .unambiguous))
        #expect(try ThemeColor(parsing: c.input, syntax: .unambiguous).hexString == c.hex)
    }

    static let invalid: [ErrorCase] = [
        ErrorCase("rgb(255 0 0 /* x)", "comment without its closing */"),
        ErrorCase("rgb(255 0 0 /* x */", "missing its closing parenthesis"),
        ErrorCase("rgb(n\\6f pe 0 0)", "got nope"),
        ErrorCase("\\66 oo(1 2 3)", "unknown colour function foo()"),
        ErrorCase("/* unclosed transparent", "/* unclosed transparent"),
    ]

    @Test(arguments: invalid)
    func refuses(_ c: ErrorCase) {
        #expect {
            _ = try ThemeColor(parsing: c.input)
        } throws: { error in
            (error as? ThemeColor.ParseError)?.message.contains(c.fragment) ?? false
        }
    }
}

@Suite("CSS colour conformance: legacy comma syntax (CSS Color 4 §5.1 <legacy-rgb-syntax>)")
struct CSSColorLegacySyntaxTests {
    @Test(arguments: ["rgb(10%, 20, 30%)", "rgba(255, 50%, 0, 0.5)", "rgb(10, 20%, 30)", "rgb(calc(10%), 20, 30)"])
    func refusesNumbersMixedWithPercentages(_ text: String) {
        #expect {
            _ = try ThemeColor(parsing: text)
        } throws: { error in
            (error as? ThemeColor.ParseError)?.message.contains("not a mix") ?? false
        }
    }

    static let valid: [SyntaxCase] = [
        SyntaxCase("rgb(10% 20 30%)", "#1A144DFF"),
        SyntaxCase("rgb(255, 0, 0, 50%)", "#FF000080"),
        SyntaxCase("rgba(100%, 0%, 0%, 0.5)", "#FF000080"),
        SyntaxCase("rgb(255, 128, 0)", "#FF8000FF"),
    ]

    @Test(arguments: valid)
    func keepsTheValidForms(_ c: SyntaxCase) throws {
        #expect(try ThemeColor(parsing: c.input).hexString == c.hex)
    }
}
