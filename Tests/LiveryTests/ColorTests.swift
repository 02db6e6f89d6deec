import Foundation
import Testing
@testable import Livery

// MARK: - Chromium 87 vectors

/// One case of `css-color/chromium-87-vectors.json`: a CSS colour and the 8-bit RGBA Chromium 87 gave.
struct ChromiumVector: Decodable, Sendable, CustomTestStringConvertible {
    var input: String
    var rgba8: [Int]
    var testDescription: String { input }

    static let all: [ChromiumVector] = {
        let url = Fixtures.shared("css-color/chromium-87-vectors.json")
        guard let data = try? Data(contentsOf: url),
            let vectors = try? JSONDecoder().decode([ChromiumVector].self, from: data)
        else { return [] }
        return vectors
    }()
}

@Suite("Colour: Chromium 87 vectors")
struct ChromiumVectorTests {
    @Test func allVectorsAreLoaded() {
        #expect(ChromiumVector.all.count == 199)
    }

    @Test(arguments: ChromiumVector.all)
    func rendersLikeChromium(_ vector: ChromiumVector) throws {
        let color = try ThemeColor(parsing: vector.input)
        let c = color.rgba8
        #expect([Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)] == vector.rgba8)
    }
}

// MARK: - Text syntaxes

/// A text and the `#RRGGBBAA` it must render to.
struct SyntaxCase: Sendable, CustomTestStringConvertible {
    var input: String
    var hex: String
    init(_ input: String, _ hex: String) {
        self.input = input
        self.hex = hex
    }
    var testDescription: String { input }
}

@Suite("Colour: text syntaxes")
struct ColorSyntaxTests {
    static let hexForms: [SyntaxCase] = [
        SyntaxCase("#F00", "#FF0000FF"),
        SyntaxCase("#f008", "#FF000088"),
        SyntaxCase("#FF8000", "#FF8000FF"),
        SyntaxCase("#ff800080", "#FF800080"),
        SyntaxCase("  #00ff00\n", "#00FF00FF"),
        SyntaxCase("0xFF8000", "#FF8000FF"),
        SyntaxCase("0XFF800080", "#FF800080"),
        SyntaxCase("0xFF8000 0.5", "#FF800080"),
        SyntaxCase("FF8000", "#FF8000FF"),
        SyntaxCase("ff800080", "#FF800080"),
        SyntaxCase("FF8000 0.5", "#FF800080"),
        SyntaxCase("c6ddfa 1", "#C6DDFAFF"),
        SyntaxCase("#FF8000 0.5", "#FF800080"),
        SyntaxCase("#F80 0.25", "#FF880040"),
        SyntaxCase("FF8000\t.5", "#FF800080"),
    ]

    static let rgbForms: [SyntaxCase] = [
        SyntaxCase("rgb(255, 128, 0)", "#FF8000FF"),
        SyntaxCase("rgb(255 128 0)", "#FF8000FF"),
        SyntaxCase("rgb( 255   128  0 )", "#FF8000FF"),
        SyntaxCase("rgb(255 128 0 / 50%)", "#FF800080"),
        SyntaxCase("rgb(255 128 0 / 0.5)", "#FF800080"),
        SyntaxCase("rgb(100%, 50%, 0%)", "#FF8000FF"),
        SyntaxCase("rgb(50% 128 0)", "#808000FF"),
        SyntaxCase("rgba(255,128,0,0.5)", "#FF800080"),
        SyntaxCase("rgba(255 128 0)", "#FF8000FF"),
        SyntaxCase("rgb(255, 128, 0, 0.5)", "#FF800080"),
        SyntaxCase("RGB(255 128 0)", "#FF8000FF"),
        SyntaxCase("Rgba(255 128 0 / 25%)", "#FF800040"),
        SyntaxCase("rgb(none 128 0)", "#008000FF"),
        SyntaxCase("rgb(255 0 0 / none)", "#FF000000"),
        SyntaxCase("rgb(300 -20 128)", "#FF0080FF"),
        SyntaxCase("rgb(120% -5% 50%)", "#FF0080FF"),
        SyntaxCase("rgb(255 0 0 / 1.5)", "#FF0000FF"),
        SyntaxCase("rgb(255 0 0 / -1)", "#FF000000"),
        SyntaxCase("rgb(1e2 0 0)", "#640000FF"),
        SyntaxCase("rgb(+.5e1 0 0)", "#050000FF"),
        SyntaxCase("rgb(56.5 0 0)", "#390000FF"),
    ]

    static let hslForms: [SyntaxCase] = [
        SyntaxCase("hsl(120, 100%, 50%)", "#00FF00FF"),
        SyntaxCase("hsl(120 100% 50%)", "#00FF00FF"),
        SyntaxCase("hsl(120deg 100% 25%)", "#008000FF"),
        SyntaxCase("hsl(0.5turn 100% 50%)", "#00FFFFFF"),
        SyntaxCase("hsl(200grad 100% 50%)", "#00FFFFFF"),
        SyntaxCase("hsl(3.14159265rad 100% 50%)", "#00FFFFFF"),
        SyntaxCase("hsl(-120 100% 50%)", "#0000FFFF"),
        SyntaxCase("hsl(480 100% 50%)", "#00FF00FF"),
        SyntaxCase("hsla(240, 100%, 50%, 0.5)", "#0000FF80"),
        SyntaxCase("hsla(240 100% 50%)", "#0000FFFF"),
        SyntaxCase("hsl(240 100% 50% / 25%)", "#0000FF40"),
        SyntaxCase("hsl(none 0% 50%)", "#808080FF"),
        SyntaxCase("hsl(0 150% 50%)", "#FF0000FF"),
        SyntaxCase("hsl(0 -10% 50%)", "#808080FF"),
        SyntaxCase("hsl(0 100% 150%)", "#FFFFFFFF"),
        SyntaxCase("hsl(120 100 50)", "#00FF00FF"),
        SyntaxCase("hsl(210 50% 40%)", "#336699FF"),
        SyntaxCase("HSL(210DEG 50% 40%)", "#336699FF"),
    ]

    static let hwbForms: [SyntaxCase] = [
        SyntaxCase("hwb(0 0% 0%)", "#FF0000FF"),
        SyntaxCase("hwb(210 20% 30%)", "#3373B3FF"),
        SyntaxCase("hwb(0 60% 60%)", "#808080FF"),
        SyntaxCase("hwb(90deg 0% 0% / 0.5)", "#80FF0080"),
        SyntaxCase("hwb(0.25turn 0 0)", "#80FF00FF"),
        SyntaxCase("hwb(none none none)", "#FF0000FF"),
        SyntaxCase("hwb(0 -10% 120%)", "#000000FF"),
    ]

    /// Expectations from the CSS Color 4 sample code (see /tmp reference in the report).
    static let labForms: [SyntaxCase] = [
        SyntaxCase("lab(50 20 -30)", "#856CAAFF"),
        SyntaxCase("lab(50% 16% -24%)", "#856CAAFF"),
        SyntaxCase("lab(100 0 0)", "#FFFFFFFF"),
        SyntaxCase("lab(0 0 0)", "#000000FF"),
        SyntaxCase("lab(150 0 0)", "#FFFFFFFF"),
        SyntaxCase("lab(50 20 -30 / 0.5)", "#856CAA80"),
        SyntaxCase("lab(60.17 93.54 -60.5)", "#FF00FFFF"),
        SyntaxCase("lch(50 30 250)", "#437EA7FF"),
        SyntaxCase("lch(50% 20% 250deg)", "#437EA7FF"),
        SyntaxCase("lch(50 -30 250)", "#777777FF"),
        SyntaxCase("lch(50 0 none)", "#777777FF"),
        SyntaxCase("lch(60.17 111.4 327.11)", "#FF00FFFF"),
        SyntaxCase("oklab(0.6 -0.05 0.08)", "#778946FF"),
        SyntaxCase("oklab(60% -12.5% 20%)", "#778946FF"),
        SyntaxCase("oklab(1 0 0)", "#FFFFFFFF"),
        SyntaxCase("oklch(0.6 0.1 150)", "#519160FF"),
        SyntaxCase("oklch(60% 25% 150)", "#519160FF"),
        SyntaxCase("oklch(0.628 0.2577 29.23)", "#FF0000FF"),
        SyntaxCase("OKLCH(0.6 0.1 150 / 0.5)", "#51916080"),
        SyntaxCase("oklch(0.6 0.1 -210)", "#519160FF"),
    ]

    static let colorFunctionForms: [SyntaxCase] = [
        SyntaxCase("color(srgb 0.2 0.4 0.6)", "#336699FF"),
        SyntaxCase("color(srgb-linear 0.2 0.4 0.6)", "#7CAACBFF"),
        SyntaxCase("color(display-p3 0.4 0.5 0.6)", "#5F809CFF"),
        SyntaxCase("color(display-p3 1 0 0)", "#FF0000FF"),
        SyntaxCase("color(Display-P3 40% 50% 60% / 50%)", "#5F809C80"),
        SyntaxCase("color(a98-rgb 0.4 0.5 0.6)", "#59819BFF"),
        SyntaxCase("color(prophoto-rgb 40% 50% 60%)", "#4597ADFF"),
        SyntaxCase("color(rec2020 0.4 0.5 0.6)", "#407B97FF"),
        SyntaxCase("color(xyz 0.3 0.3 0.3)", "#A2918FFF"),
        SyntaxCase("color(xyz-d65 0.3 0.3 0.3)", "#A2918FFF"),
        SyntaxCase("color(xyz-d50 0.3 0.3 0.3)", "#9793A5FF"),
        SyntaxCase("color(srgb none 1 none)", "#00FF00FF"),
    ]

    static let shortForms: [SyntaxCase] = [
        SyntaxCase("c(#FF8000)", "#FF8000FF"),
        SyntaxCase("C(#f80)", "#FF8800FF"),
        SyntaxCase("c(#FF800080)", "#FF800080"),
        SyntaxCase("c(0xFF8000)", "#FF8000FF"),
        SyntaxCase("c(255, 128, 0)", "#FF8000FF"),
        SyntaxCase("c(255,128,0,0.5)", "#FF800080"),
        SyntaxCase("rgba<255,128,0>", "#FF8000FF"),
        SyntaxCase("rgba<255, 128, 0, 0.5>", "#FF800080"),
        SyntaxCase("RGBA<0,0,255,1>", "#0000FFFF"),
        SyntaxCase("hex<FF8000>", "#FF8000FF"),
        SyntaxCase("hex<ff8000 0.5>", "#FF800080"),
        SyntaxCase("hex<#ff8000>", "#FF8000FF"),
        SyntaxCase("hex<0xff8000 0.25>", "#FF800040"),
    ]

    static let names: [SyntaxCase] = [
        SyntaxCase("red", "#FF0000FF"),
        SyntaxCase("RebeccaPurple", "#663399FF"),
        SyntaxCase("CORNFLOWERBLUE", "#6495EDFF"),
        SyntaxCase("grey", "#808080FF"),
        SyntaxCase("lightgoldenrodyellow", "#FAFAD2FF"),
        SyntaxCase(" transparent ", "#00000000"),
        SyntaxCase("Transparent", "#00000000"),
    ]

    @Test(arguments: hexForms + rgbForms + hslForms + hwbForms + labForms + colorFunctionForms + shortForms + names)
    func renders(_ c: SyntaxCase) throws {
        let color = try ThemeColor(parsing: c.input)
        #expect(color.hexString == c.hex)
    }

    @Test(
        arguments: hexForms.filter { $0.input.contains("#") || $0.input.contains("0x") || $0.input.contains("0X") }
            + rgbForms + hslForms + hwbForms + labForms + colorFunctionForms + shortForms)
    func unambiguousFormsParseStrictly(_ c: SyntaxCase) throws {
        #expect(ThemeColor.recognizes(c.input, syntax: .unambiguous))
        #expect(try ThemeColor(parsing: c.input, syntax: .unambiguous).hexString == c.hex)
    }

    @Test(arguments: hexForms + rgbForms + hslForms + hwbForms + labForms + colorFunctionForms + shortForms + names)
    func everyFormIsRecognisedLeniently(_ c: SyntaxCase) {
        #expect(ThemeColor.recognizes(c.input, syntax: .lenient))
    }

    @Test(arguments: CSSNames.all)
    func everyNamedColourParses(_ name: String) throws {
        let color = try ThemeColor(parsing: name)
        #expect(color.colorSpace == .sRGB)
        #expect(try ThemeColor(parsing: name.uppercased()) == color)
        #expect(ThemeColor.recognizes(name, syntax: .lenient))
        #expect(!ThemeColor.recognizes(name, syntax: .unambiguous))
    }

    @Test func thereAre148Names() {
        #expect(ThemeColor.cssNamedColors.count == 148)
        #expect(CSSNames.all.count == 148)
    }

    @Test func randomIsTheRandomColour() throws {
        let color = try ThemeColor(parsing: "random")
        #expect(color.isRandom)
        #expect(try ThemeColor(parsing: " Random ").isRandom)
        #expect(ThemeColor.recognizes("random", syntax: .lenient))
        #expect(!ThemeColor.recognizes("random", syntax: .unambiguous))
    }

    @Test func transparentIsClear() throws {
        #expect(try ThemeColor(parsing: "transparent") == ThemeColor.clear)
    }
}

/// The 148 CSS named colours, for parameterised tests.
enum CSSNames {
    static let all: [String] = ThemeColor.cssNamedColors.keys.sorted()
}

// MARK: - Spaces kept

/// A text and the space and components it must keep.
struct KeptCase: Sendable, CustomTestStringConvertible {
    var input: String
    var space: ThemeColor.ColorSpace
    var components: [Double]
    var alpha: Double
    init(_ input: String, _ space: ThemeColor.ColorSpace, _ components: [Double], alpha: Double = 1) {
        self.input = input
        self.space = space
        self.components = components
        self.alpha = alpha
    }
    var testDescription: String { input }
}

@Suite("Colour: spaces kept as written")
struct ColorSpaceKeptTests {
    static let cases: [KeptCase] = [
        KeptCase("#FF8000", .sRGB, [1, 128.0 / 255, 0]),
        KeptCase("rgb(255 0 0 / 0.5)", .sRGB, [1, 0, 0], alpha: 0.5),
        KeptCase("rgb(300 -20 50%)", .sRGB, [1, 0, 0.5]),
        KeptCase("red", .sRGB, [1, 0, 0]),
        KeptCase("c(255, 0, 0)", .sRGB, [1, 0, 0]),
        KeptCase("rgba<255,0,0>", .sRGB, [1, 0, 0]),
        KeptCase("hex<FF0000 0.5>", .sRGB, [1, 0, 0], alpha: 0.5),
        KeptCase("hsl(330 100% 50%)", .hsl, [330, 100, 50]),
        KeptCase("hsl(-30, 120%, -5%)", .hsl, [330, 100, 0]),
        KeptCase("hsl(0.25turn 50% 50%)", .hsl, [90, 50, 50]),
        KeptCase("hsl(720deg 50% 50%)", .hsl, [0, 50, 50]),
        KeptCase("hwb(330 10% 20%)", .hwb, [330, 10, 20]),
        KeptCase("lab(60.17 93.54 -60.5)", .lab, [60.17, 93.54, -60.5]),
        KeptCase("lab(110% 100% -100%)", .lab, [100, 125, -125]),
        KeptCase("lch(60% 50% 1turn)", .lch, [60, 75, 0]),
        KeptCase("oklab(70% 0.1 -0.1)", .oklab, [0.7, 0.1, -0.1]),
        KeptCase("oklch(0.628 0.2577 29.23 / 50%)", .oklch, [0.628, 0.2577, 29.23], alpha: 0.5),
        KeptCase("oklch(1.2 -0.1 none)", .oklch, [1, 0, 0]),
        KeptCase("color(display-p3 1 0 0)", .displayP3, [1, 0, 0]),
        KeptCase("color(display-p3 1.2 -0.1 50%)", .displayP3, [1.2, -0.1, 0.5]),
        KeptCase("color(xyz 0.1 0.2 0.3)", .xyzD65, [0.1, 0.2, 0.3]),
        KeptCase("color(xyz-d50 0.1 0.2 0.3)", .xyzD50, [0.1, 0.2, 0.3]),
        KeptCase("color(rec2020 0.1 0.2 0.3)", .rec2020, [0.1, 0.2, 0.3]),
        KeptCase("color(a98-rgb 0.1 0.2 0.3)", .a98RGB, [0.1, 0.2, 0.3]),
        KeptCase("color(prophoto-rgb 0.1 0.2 0.3)", .proPhotoRGB, [0.1, 0.2, 0.3]),
        KeptCase("color(srgb-linear 0.1 0.2 0.3)", .sRGBLinear, [0.1, 0.2, 0.3]),
    ]

    @Test(arguments: cases)
    func keepsSpace(_ c: KeptCase) throws {
        let color = try ThemeColor(parsing: c.input)
        #expect(color.colorSpace == c.space)
        #expect(color.components.count == 3)
        for (actual, expected) in zip(color.components, c.components) {
            #expect(abs(actual - expected) < 1e-9, "\(color.components) != \(c.components)")
        }
        #expect(abs(color.alpha - c.alpha) < 1e-9)
    }
}

// MARK: - Errors

/// A text that must fail, and a fragment its message must contain.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var input: String
    var fragment: String
    var syntax: ThemeColor.Syntax
    init(_ input: String, _ fragment: String, syntax: ThemeColor.Syntax = .lenient) {
        self.input = input
        self.fragment = fragment
        self.syntax = syntax
    }
    var testDescription: String { input }
}

@Suite("Colour: malformed text")
struct ColorErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase("", "empty"),
        ErrorCase("   ", "empty"),
        ErrorCase("rgb(1,2)", "rgb() expects 3 components and an optional alpha, got 2"),
        ErrorCase("rgb(1 2 3 4)", "put the alpha after a slash"),
        ErrorCase("rgb(1, 2, 3, 4, 5)", "got 5"),
        ErrorCase("rgb(1 2 3", "missing its closing parenthesis"),
        ErrorCase("rgb(1, 2 3)", "mixes commas and spaces"),
        ErrorCase("rgb(1, 2, 3 / 0.5)", "mixes commas and a slash"),
        ErrorCase("rgb(1,,2,3)", "empty component"),
        ErrorCase("rgb(1,2,3,)", "ends with a comma"),
        ErrorCase("rgb(1 2 3 / 0.5 / 1)", "more than one /"),
        ErrorCase("rgb(1 2 3 /)", "one alpha value after /"),
        ErrorCase("rgb(10px 2 3)", "unit px"),
        ErrorCase("rgb(10deg 2 3)", "numbers (0–255), percentages or none"),
        ErrorCase("rgb(calc(1 +) 2 3)", "calc()"),
        ErrorCase("rgb(1 2 red)", "got red"),
        ErrorCase("rgb(1 2 3 / red)", "alpha"),
        ErrorCase("rgb(1e999 0 0)", "out of range"),
        ErrorCase("rgb(1 2 3 ; 4)", "unexpected character"),
        ErrorCase("hsl(10% 50% 50%)", "hue"),
        ErrorCase("hsl(10 50% 50deg)", "lightness"),
        ErrorCase("hwb(0, 0%, 0%)", "hwb() does not take commas"),
        ErrorCase("lab(50, 0, 0)", "lab() does not take commas"),
        ErrorCase("oklch(0.5 0.1)", "oklch() expects 3 components and an optional alpha, got 2"),
        ErrorCase("lch(50 30 250 10)", "got 4"),
        ErrorCase("color(foo 1 2 3)", "colour space foo"),
        ErrorCase("color(1 2 3)", "colour space"),
        ErrorCase("color(display-p3 1 2)", "3 components"),
        ErrorCase("color(srgb 1 2 3 4)", "got 4 components"),
        ErrorCase("foo(1 2 3)", "unknown colour function foo()"),
        ErrorCase("color-mix(in srgb, red, blue)", "unknown colour function color-mix()"),
        ErrorCase("#12345", "3, 4, 6 or 8 hex digits"),
        ErrorCase("#1234567890", "3, 4, 6 or 8 hex digits"),
        ErrorCase("#12345G", "hex"),
        ErrorCase("#FF0000 2", "alpha must be between 0 and 1"),
        ErrorCase("#FF0000 half", "alpha from 0 to 1"),
        ErrorCase("#FF000080 0.5", "no alpha digits"),
        ErrorCase("0x12", "6 or 8 hex digits"),
        ErrorCase("0xFF00", "6 or 8 hex digits"),
        ErrorCase("FF0000 1.5", "alpha must be between 0 and 1"),
        ErrorCase("c(300, 0, 0)", "from 0 to 255"),
        ErrorCase("c(255, 0)", "got 2 values"),
        ErrorCase("c(255, 0, 0, 2)", "alpha from 0 to 1"),
        ErrorCase("c(#12)", "hex digits"),
        ErrorCase("c(50%, 0, 0)", "plain numbers"),
        ErrorCase("rgba<255,0,0", "missing its closing >"),
        ErrorCase("rgba<255,0>", "rgba<> expects red, green and blue"),
        ErrorCase("rgba<255,0,0,1.5>", "alpha from 0 to 1"),
        ErrorCase("hex<FF00>", "hex<> expects 6 or 8 hex digits"),
        ErrorCase("hex<FF0000 7>", "alpha must be between 0 and 1"),
        ErrorCase("hex<FF0000", "missing its closing >"),
        ErrorCase("Hello, 12", "expected a colour"),
        ErrorCase("123", "expected a colour"),
        ErrorCase("notacolour", "expected a colour"),
        ErrorCase("red", "only in lenient syntax", syntax: .unambiguous),
        ErrorCase("FF0000", "only in lenient syntax", syntax: .unambiguous),
        ErrorCase("transparent", "only in lenient syntax", syntax: .unambiguous),
        ErrorCase("random", "only in lenient syntax", syntax: .unambiguous),
        ErrorCase("FF0000 0.5", "only in lenient syntax", syntax: .unambiguous),
        ErrorCase("#ＦＦ0000", "hex"),
        ErrorCase("rgb(１ 2 3)", "unexpected character"),
        ErrorCase("🎨", "expected a colour"),
        ErrorCase("rgb(🎨 2 3)", "unexpected character"),
    ]

    @Test(arguments: cases)
    func reportsWhatWasExpected(_ c: ErrorCase) {
        #expect {
            _ = try ThemeColor(parsing: c.input, syntax: c.syntax)
        } throws: { error in
            guard let error = error as? ThemeColor.ParseError else { return false }
            return error.message.contains(c.fragment) && error.description == error.message
        }
    }

    @Test func messageOfTheBriefExample() {
        #expect(throws: ThemeColor.ParseError("rgb() expects 3 components and an optional alpha, got 2")) {
            _ = try ThemeColor(parsing: "rgb(1,2)")
        }
    }

    @Test func hugeAndOddInputsDoNotCrash() {
        let inputs = [
            String(repeating: "f", count: 200_000),
            "#" + String(repeating: "f", count: 200_000),
            "rgb(" + String(repeating: "1 ", count: 100_000) + ")",
            "rgb(" + String(repeating: "9", count: 5_000) + " 0 0)",
            "rgb(" + String(repeating: "(", count: 10_000),
            "\u{0}\u{FFFF}\u{10FFFF}",
            "rgb(\u{301} 1 2)",
            "#\u{301}FF",
            "e\u{301}",
            "hsl(1e308turn 0% 0%)",
            "oklch(0.5 0.1 1e300)",
            "c(#" + String(repeating: "é", count: 50) + ")",
        ]
        for input in inputs {
            _ = ThemeColor.recognizes(input, syntax: .lenient)
            _ = ThemeColor.recognizes(input, syntax: .unambiguous)
            if let color = try? ThemeColor(parsing: input) {
                _ = color.hexString
                _ = color.cssText
            }
        }
        #expect(throws: ThemeColor.ParseError.self) { _ = try ThemeColor(parsing: String(repeating: "f", count: 200_000)) }
    }

    @Test func quotedTextIsCut() throws {
        let long = "#" + String(repeating: "g", count: 500)
        do {
            _ = try ThemeColor(parsing: long)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.count < 200)
        }
    }
}

// MARK: - Recognition

/// A text and whether it is recognised under each syntax.
struct RecognitionCase: Sendable, CustomTestStringConvertible {
    var input: String
    var unambiguous: Bool
    var lenient: Bool
    init(_ input: String, unambiguous: Bool, lenient: Bool) {
        self.input = input
        self.unambiguous = unambiguous
        self.lenient = lenient
    }
    var testDescription: String { input }
}

@Suite("Colour: recognition")
struct ColorRecognitionTests {
    static let cases: [RecognitionCase] = [
        RecognitionCase("red", unambiguous: false, lenient: true),
        RecognitionCase("Red", unambiguous: false, lenient: true),
        RecognitionCase("transparent", unambiguous: false, lenient: true),
        RecognitionCase("random", unambiguous: false, lenient: true),
        RecognitionCase("Hello, 12", unambiguous: false, lenient: false),
        RecognitionCase("123", unambiguous: false, lenient: false),
        RecognitionCase("1234", unambiguous: false, lenient: false),
        RecognitionCase("12345", unambiguous: false, lenient: false),
        RecognitionCase("1234567", unambiguous: false, lenient: false),
        RecognitionCase("0.5", unambiguous: false, lenient: false),
        RecognitionCase("abc", unambiguous: false, lenient: false),
        RecognitionCase("FF0000", unambiguous: false, lenient: true),
        RecognitionCase("ff000080", unambiguous: false, lenient: true),
        RecognitionCase("FF0000 0.5", unambiguous: false, lenient: true),
        RecognitionCase("FF0000 opaque", unambiguous: false, lenient: false),
        RecognitionCase("#FF0000", unambiguous: true, lenient: true),
        RecognitionCase("#12345", unambiguous: true, lenient: true),
        RecognitionCase("#FF0000 0.5", unambiguous: true, lenient: true),
        RecognitionCase("#hashtag", unambiguous: false, lenient: false),
        RecognitionCase("#1 priority", unambiguous: false, lenient: false),
        RecognitionCase("#FF00GG", unambiguous: false, lenient: false),
        RecognitionCase("#FF0000 2", unambiguous: true, lenient: true),
        RecognitionCase("0xFF0000 0.5", unambiguous: true, lenient: true),
        RecognitionCase("0x12 apples", unambiguous: false, lenient: false),
        RecognitionCase("12345678", unambiguous: false, lenient: true),
        RecognitionCase("facade", unambiguous: false, lenient: true),
        RecognitionCase("# Heading", unambiguous: false, lenient: false),
        RecognitionCase("#", unambiguous: false, lenient: false),
        RecognitionCase("0xFF0000", unambiguous: true, lenient: true),
        RecognitionCase("0x12", unambiguous: true, lenient: true),
        RecognitionCase("0xyz", unambiguous: false, lenient: false),
        RecognitionCase("rgb(1,2)", unambiguous: true, lenient: true),
        RecognitionCase("RGBA(1,2,3,4", unambiguous: true, lenient: true),
        RecognitionCase("hsl(", unambiguous: true, lenient: true),
        RecognitionCase("hsla(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("hwb(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("lab(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("lch(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("oklab(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("oklch(1 2 3)", unambiguous: true, lenient: true),
        RecognitionCase("color(foo)", unambiguous: true, lenient: true),
        RecognitionCase("c(#fff)", unambiguous: true, lenient: true),
        RecognitionCase("C(1,2,3)", unambiguous: true, lenient: true),
        RecognitionCase("rgba<1,2,3>", unambiguous: true, lenient: true),
        RecognitionCase("hex<FF0000>", unambiguous: true, lenient: true),
        RecognitionCase("rgb (1 2 3)", unambiguous: false, lenient: false),
        RecognitionCase("foo(1 2 3)", unambiguous: false, lenient: false),
        RecognitionCase("calc(1 + 2)", unambiguous: false, lenient: false),
        RecognitionCase("rgba", unambiguous: false, lenient: false),
        RecognitionCase("hex", unambiguous: false, lenient: false),
        RecognitionCase("Helvetica", unambiguous: false, lenient: false),
        RecognitionCase("", unambiguous: false, lenient: false),
        RecognitionCase("  red  ", unambiguous: false, lenient: true),
        RecognitionCase("redish", unambiguous: false, lenient: false),
    ]

    @Test(arguments: cases)
    func recognises(_ c: RecognitionCase) {
        #expect(ThemeColor.recognizes(c.input, syntax: .unambiguous) == c.unambiguous)
        #expect(ThemeColor.recognizes(c.input, syntax: .lenient) == c.lenient)
    }
}

// MARK: - DTCG objects

/// A DTCG component: a number or `"none"`.
enum DTCGComponent: Sendable {
    case number(Double)
    case none
}

/// A DTCG colour object and the `#RRGGBBAA` it must render to.
struct DTCGCase: Sendable, CustomTestStringConvertible {
    var space: String
    var components: [DTCGComponent]
    var alpha: Double?
    var hex: String?
    var expected: String

    init(_ space: String, _ components: [Double], alpha: Double? = nil, hex: String? = nil, _ expected: String) {
        self.space = space
        self.components = components.map { .number($0) }
        self.alpha = alpha
        self.hex = hex
        self.expected = expected
    }

    init(_ space: String, _ components: [DTCGComponent], _ expected: String) {
        self.space = space
        self.components = components
        self.expected = expected
    }

    var node: SourceNode {
        var members: [(String, SourceNode)] = [
            ("colorSpace", DTCGNode.string(space)),
            (
                "components",
                DTCGNode.array(
                    components.map {
                        switch $0 {
                        case .number(let n): return DTCGNode.number(n)
                        case .none: return DTCGNode.string("none")
                        }
                    })
            ),
        ]
        if let alpha { members.append(("alpha", DTCGNode.number(alpha))) }
        if let hex { members.append(("hex", DTCGNode.string(hex))) }
        return DTCGNode.object(members)
    }

    var testDescription: String { "\(space) \(components)" }
}

/// Builds SourceNode trees for tests.
enum DTCGNode {
    static let here = SourceLocation(file: "test.tokens.json", line: 1, column: 1)
    static func number(_ n: Double) -> SourceNode {
        SourceNode(.number(n, isInteger: n == n.rounded()), at: here)
    }
    static func string(_ s: String) -> SourceNode { SourceNode(.string(s), at: here) }
    static func array(_ items: [SourceNode]) -> SourceNode { SourceNode(.array(items), at: here) }
    static func object(_ members: [(String, SourceNode)]) -> SourceNode {
        SourceNode(.object(members.map { SourceNode.Member(key: $0.0, keyLocation: here, value: $0.1) }), at: here)
    }
}

@Suite("Colour: DTCG objects")
struct ColorDTCGTests {
    /// The spec's own "Hot pink" examples (every space), and mid-tones computed with the CSS Color 4
    /// sample code.
    static let cases: [DTCGCase] = [
        DTCGCase("srgb", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("srgb", [0, 0, 0], alpha: 0.5, hex: "#000000", "#00000080"),
        DTCGCase("srgb-linear", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        // The spec's HSL and HWB "Hot pink" examples give hue 330 with the fallback #ff00ff, but hue 330
        // is #ff0080 (magenta is hue 300); the fallback is only a fallback, so the components win.
        DTCGCase("hsl", [330, 100, 50], alpha: 1, hex: "#ff00ff", "#FF0080FF"),
        DTCGCase("hsl", [300, 100, 50], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("hwb", [330, 0, 0], alpha: 1, hex: "#ff00ff", "#FF0080FF"),
        DTCGCase("hwb", [300, 0, 0], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("lab", [60.17, 93.54, -60.5], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("lch", [60.17, 111.4, 327.11], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("oklab", [0.701, 0.2746, -0.169], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("oklch", [0.7016, 0.3225, 328.363], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("display-p3", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("a98-rgb", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("prophoto-rgb", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("rec2020", [1, 0, 1], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("xyz-d65", [0.5929, 0.2848, 0.9699], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("xyz-d50", [0.5791, 0.2831, 0.728], alpha: 1, hex: "#ff00ff", "#FF00FFFF"),
        DTCGCase("srgb", [0.2, 0.4, 0.6], "#336699FF"),
        DTCGCase("srgb-linear", [0.2, 0.4, 0.6], "#7CAACBFF"),
        DTCGCase("hsl", [210, 50, 40], "#336699FF"),
        DTCGCase("hwb", [210, 20, 30], "#3373B3FF"),
        DTCGCase("lab", [50, 20, -30], "#856CAAFF"),
        DTCGCase("lch", [50, 30, 250], "#437EA7FF"),
        DTCGCase("oklab", [0.6, -0.05, 0.08], "#778946FF"),
        DTCGCase("oklch", [0.6, 0.1, 150], "#519160FF"),
        DTCGCase("oklch", [0.628, 0.2577, 29.23], "#FF0000FF"),
        DTCGCase("display-p3", [0.4, 0.5, 0.6], "#5F809CFF"),
        DTCGCase("display-p3", [1, 0, 0], "#FF0000FF"),
        DTCGCase("a98-rgb", [0.4, 0.5, 0.6], "#59819BFF"),
        DTCGCase("prophoto-rgb", [0.4, 0.5, 0.6], "#4597ADFF"),
        DTCGCase("prophoto-rgb", [0.02, 0.01, 0.03], "#050207FF"),
        DTCGCase("rec2020", [0.4, 0.5, 0.6], "#407B97FF"),
        DTCGCase("rec2020", [0.01, 0.05, 0.02], "#000300FF"),
        DTCGCase("xyz-d65", [0.3, 0.3, 0.3], "#A2918FFF"),
        DTCGCase("xyz-d50", [0.3, 0.3, 0.3], "#9793A5FF"),
        DTCGCase("hsl", [.none, .number(0), .number(100)], "#FFFFFFFF"),
        DTCGCase("oklch", [.number(0.6), .number(0), .none], "#808080FF"),
    ]

    @Test(arguments: cases)
    func renders(_ c: DTCGCase) throws {
        let color = try ThemeColor(dtcg: c.node)
        #expect(color.colorSpace.rawValue == c.space)
        #expect(color.hexString == c.expected)
        #expect(color.hex == c.hex)
        #expect(color.alpha == (c.alpha ?? 1))
    }

    /// Unclipped sRGB values from the CSS Color 4 sample code.
    @Test(
        arguments: [
            ("srgb-linear", [0.2, 0.4, 0.6], [0.484529, 0.665185, 0.797738]),
            ("display-p3", [0.3, 0.6, 0.4], [0.143097, 0.608757, 0.38024]),
            ("display-p3", [1, 0, 0], [1.093066, -0.226742, -0.150135]),
            ("a98-rgb", [0.3, 0.6, 0.4], [-0.191503, 0.605638, 0.388673]),
            ("prophoto-rgb", [0.3, 0.6, 0.4], [-0.37518, 0.711378, 0.438145]),
            ("rec2020", [0.3, 0.6, 0.4], [-0.328601, 0.605175, 0.338107]),  // BT.1886 gamma 2.4 (csswg-drafts #12574)
            ("xyz-d65", [0.2, 0.3, 0.4], [-0.114744, 0.654239, 0.644299]),
            ("xyz-d50", [0.2, 0.3, 0.4], [-0.259239, 0.659523, 0.740505]),
            ("lab", [50, 20, -30], [0.521155, 0.423657, 0.66851]),
            ("lch", [50, 40, 200], [-0.217578, 0.533584, 0.553009]),
            ("oklab", [0.6, -0.05, 0.08], [0.46538, 0.537813, 0.276133]),
            ("oklch", [0.6, 0.1, 150], [0.31722, 0.568447, 0.375519]),
            ("hwb", [210, 20, 30], [0.2, 0.45, 0.7]),
            ("hsl", [210, 50, 40], [0.2, 0.4, 0.6]),
        ] as [(String, [Double], [Double])])
    func convertsWithoutClipping(_ space: String, _ components: [Double], _ expected: [Double]) throws {
        let color = try ThemeColor(dtcg: DTCGCase(space, components, "").node)
        let rgb = color.sRGBComponents
        #expect(abs(rgb.red - expected[0]) < 1e-5)
        #expect(abs(rgb.green - expected[1]) < 1e-5)
        #expect(abs(rgb.blue - expected[2]) < 1e-5)
    }

    static let errors: [(SourceNode, String)] = [
        (DTCGNode.string("#ff0000"), "object with colorSpace and components"),
        (DTCGNode.object([("components", DTCGNode.array([]))]), "needs a colorSpace"),
        (DTCGCase("cmyk", [0, 0, 0], "").node, "unknown colorSpace \"cmyk\""),
        (DTCGCase("sRGB", [0, 0, 0], "").node, "unknown colorSpace"),
        (DTCGNode.object([("colorSpace", DTCGNode.number(1))]), "colorSpace must be a string"),
        (DTCGNode.object([("colorSpace", DTCGNode.string("srgb"))]), "needs components"),
        (
            DTCGNode.object([("colorSpace", DTCGNode.string("srgb")), ("components", DTCGNode.string("1 0 0"))]),
            "components must be an array"
        ),
        (DTCGCase("srgb", [1, 0], "").node, "srgb components expects 3 numbers (or \"none\"), got 2"),
        (DTCGCase("srgb", [1, 0, 0, 1], "").node, "got 4"),
        (
            DTCGNode.object([
                ("colorSpace", DTCGNode.string("srgb")),
                ("components", DTCGNode.array([DTCGNode.number(1), DTCGNode.string("1"), DTCGNode.number(0)])),
            ]), "component 2 must be a number or \"none\""
        ),
        (DTCGCase("srgb", [1, 0, 0], alpha: 1.5, "").node, "alpha must be a number from 0 to 1, got 1.5"),
        (DTCGCase("srgb", [1, 0, 0], alpha: -0.1, "").node, "alpha must be a number from 0 to 1"),
        (
            DTCGNode.object([
                ("colorSpace", DTCGNode.string("srgb")),
                ("components", DTCGNode.array([DTCGNode.number(1), DTCGNode.number(0), DTCGNode.number(0)])),
                ("alpha", DTCGNode.string("0.5")),
            ]), "alpha must be a number"
        ),
        (DTCGCase("srgb", [1, 0, 0], hex: "#ff000080", "").node, "hex must be a 6-digit CSS hex colour"),
        (DTCGCase("srgb", [1, 0, 0], hex: "ff0000", "").node, "hex must be a 6-digit"),
        (DTCGCase("srgb", [1, 0, 0], hex: "#f00", "").node, "hex must be a 6-digit"),
        (DTCGCase("srgb", [1, 0, 0], hex: "#gg0000", "").node, "hex must be a 6-digit"),
        (
            DTCGNode.object([
                ("colorSpace", DTCGNode.object([("$ref", DTCGNode.string("#/base/space"))])),
                ("components", DTCGNode.array([])),
            ]), "JSON Pointer reference"
        ),
    ]

    @Test(arguments: errors)
    func rejects(_ node: SourceNode, _ fragment: String) {
        #expect {
            _ = try ThemeColor(dtcg: node)
        } throws: { error in
            (error as? ThemeColor.ParseError)?.message.contains(fragment) == true
        }
    }

    @Test func laterDuplicateMemberWins() throws {
        let node = DTCGNode.object([
            ("colorSpace", DTCGNode.string("hsl")),
            ("colorSpace", DTCGNode.string("srgb")),
            ("components", DTCGNode.array([DTCGNode.number(1), DTCGNode.number(0), DTCGNode.number(0)])),
        ])
        #expect(try ThemeColor(dtcg: node).colorSpace == .sRGB)
    }
}

// MARK: - Rendering and text out

@Suite("Colour: rendering")
struct ColorRenderingTests {
    @Test func roundsHalfUp() {
        #expect(ThemeColor(red: 0.5, green: 0.5 / 255, blue: 1.5 / 255).rgba8 == ThemeColor.RGBA8(red: 128, green: 1, blue: 2))
        #expect(
            ThemeColor(red: 2, green: -1, blue: .nan, alpha: 7).rgba8 == ThemeColor.RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        )
        #expect(ThemeColor(red: .infinity, green: -.infinity, blue: 0).rgba8 == ThemeColor.RGBA8(red: 255, green: 0, blue: 0))
    }

    @Test func hexStringIsUppercaseWithAlpha() {
        #expect(ThemeColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).hexString == "#FF800080")
        #expect(ThemeColor.clear.hexString == "#00000000")
    }

    @Test func systemColoursRenderTheirStoredComponents() {
        var color = ThemeColor.system("labelColor")
        #expect(color.rgba8 == ThemeColor.RGBA8(red: 0, green: 0, blue: 0))
        #expect(color.hexString == "#000000FF")
        color.colorSpace = .oklch
        color.components = [0.2, 0.3, 0.4]
        let rgb = color.sRGBComponents
        #expect(rgb.red == 0.2 && rgb.green == 0.3 && rgb.blue == 0.4)
        #expect(color.cssText.hasPrefix("color(srgb"))
    }

    @Test func shortComponentArraysDoNotCrash() {
        for space in ThemeColor.ColorSpace.allCases {
            let color = ThemeColor(colorSpace: space, components: [0.5])
            _ = color.rgba8
            _ = color.cssText
            _ = ThemeColor(colorSpace: space, components: []).hexString
        }
    }

    @Test(
        arguments: [
            ("#FF8000", "#ff8000"),
            ("#FF800080", "#ff800080"),
            ("rgb(10% 0 0)", "color(srgb 0.1 0 0)"),
            ("rgb(10.5 0 0)", "color(srgb 0.041176470588235294 0 0)"),
            ("hsl(330 100% 50% / 0.5)", "hsl(330 100% 50% / 0.5)"),
            ("hwb(210 20% 30%)", "hwb(210 20% 30%)"),
            ("lab(50 20 -30)", "lab(50 20 -30)"),
            ("lch(50 30 250)", "lch(50 30 250)"),
            ("oklab(0.6 -0.05 0.08)", "oklab(0.6 -0.05 0.08)"),
            ("oklch(0.628 0.2577 29.23 / 25%)", "oklch(0.628 0.2577 29.23 / 0.25)"),
            ("color(display-p3 1 0 0)", "color(display-p3 1 0 0)"),
            ("color(xyz 0.3 0.3 0.3)", "color(xyz-d65 0.3 0.3 0.3)"),
            ("color(xyz-d50 0.3 0.3 0.3)", "color(xyz-d50 0.3 0.3 0.3)"),
            ("color(rec2020 0.4 0.5 0.6)", "color(rec2020 0.4 0.5 0.6)"),
        ] as [(String, String)])
    func cssText(_ input: String, _ expected: String) throws {
        let color = try ThemeColor(parsing: input)
        #expect(color.cssText.lowercased() == expected)
        // CSS text reads back as the same colour.
        let again = try ThemeColor(parsing: color.cssText, syntax: .unambiguous)
        #expect(again.colorSpace == color.colorSpace)
        #expect(again.rgba8 == color.rgba8)
    }

    @Test(arguments: ThemeColor.ColorSpace.allCases)
    func cssTextRoundTripsEverySpace(_ space: ThemeColor.ColorSpace) throws {
        let components: [Double] =
            switch space {
            case .hsl, .hwb: [200, 30, 40]
            case .lab: [55, -20, 30]
            case .lch: [55, 40, 120]
            case .oklab: [0.6, -0.05, 0.08]
            case .oklch: [0.6, 0.1, 150]
            default: [0.3, 0.5, 0.7]
            }
        let color = ThemeColor(colorSpace: space, components: components, alpha: 0.75)
        let again = try ThemeColor(parsing: color.cssText)
        #expect(again.colorSpace == space)
        #expect(again.rgba8 == color.rgba8)
        for (a, b) in zip(again.components, components) {
            #expect(abs(a - b) < 1e-6)
        }
    }

    /// Found by the property tests (`LiveryPropertyTests`): numbers too small for 6 places were
    /// written with at most 20, so `1.2345678901234567e-12` came back as `1.234567890123e-12`.
    @Test(arguments: [
        1.2345678901234567e-12, -3.8617546748388975e-09, 6.928383896620977e-13, .leastNonzeroMagnitude, 1e-7, 123.45678901234568,
    ])
    func cssTextKeepsEveryDigitOfSmallNumbers(_ value: Double) throws {
        let color = ThemeColor(colorSpace: .displayP3, components: [value, 0.5, 1])
        #expect(!color.cssText.contains("e"), "CSS numbers are written without an exponent")
        let again = try ThemeColor(parsing: color.cssText)
        #expect(again.components == color.components, "\(color.cssText)")
    }

    /// Found by the property tests: percentages of HSL and HWB (stored as 0…100) were read as
    /// `value / 100 * 100`, so `hsl(285 7% 30%)` kept a saturation of 7.000000000000001.
    @Test(arguments: ["hsl(285 7% 30%)", "hwb(285 7% 30%)"])
    func percentagesOfHundredAreKeptAsWritten(_ text: String) throws {
        let color = try ThemeColor(parsing: text)
        #expect(color.components == [285, 7, 30])
        #expect(color.cssText == text)
    }
}
