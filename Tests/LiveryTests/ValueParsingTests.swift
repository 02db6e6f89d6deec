import Foundation
import Testing
@testable import Livery

@Suite("Value parsers")
struct ValueParsingTests {
    // MARK: Fonts

    @Test(
        "fonts",
        arguments: [
            (#""PingFangSC-Regular,30""#, ThemeFont(name: "PingFangSC-Regular", size: 30)),
            (#""Avenir Next, 17, bold""#, ThemeFont(name: "Avenir Next", size: 17, weight: .bold)),
            (#""Georgia""#, ThemeFont(name: "Georgia")),
            (#""17""#, ThemeFont(size: 17)),
            (#"{"Name": "", "Size": "20"}"#, ThemeFont(size: 20)),
            (#"{"Name": "Marker Felt", "Size": 15}"#, ThemeFont(name: "Marker Felt", size: 15)),
            (#"{"family": "Georgia", "size": 17, "weight": 400}"#, ThemeFont(name: "Georgia", size: 17, weight: .regular)),
            (
                #"{"name": "Menlo-Regular", "size": "1rem", "weight": "semi-bold", "textStyle": "body"}"#,
                ThemeFont(name: "Menlo-Regular", size: 16, weight: .semibold, textStyle: "body")
            ),
            (
                #"{"fontFamily": ["Inter", "Helvetica"], "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 700}"#,
                ThemeFont(name: "Inter", size: 14, weight: .bold)
            ),
        ])
    func font(json: String, expected: ThemeFont) throws {
        #expect(try Inline.value(json, as: .font) == .font(expected))
    }

    @Test(
        "invalid fonts say what was expected",
        arguments: [
            #""Name,big""#, #"{"Size": -3}"#, #"{"weight": "heaviest"}"#, "true",
        ])
    func invalidFont(json: String) {
        #expect(throws: ValueParsingError.self) { try Inline.value(json, as: .font) }
    }

    // MARK: Images

    @Test(
        "images",
        arguments: [
            (#""icon_night_light""#, ImageSource.asset("icon_night_light")),
            (#""3.jpg""#, .asset("3.jpg")),
            (#""images/paper.png""#, .file("/themes/images/paper.png")),
            (#""../shared/bg.png""#, .file("/shared/bg.png")),
            (#""/var/skins/bg.png""#, .file("/var/skins/bg.png")),
            (#""file:///tmp/a%20b.png""#, .file("/tmp/a b.png")),
            (#""https://example.com/a.jpg""#, .url("https://example.com/a.jpg")),
            (##""#FF0000""##, .color(ThemeColor(red: 1, green: 0, blue: 0))),
            (#"{"name": "Banana"}"#, .asset("Banana")),
            (#"{"file": "bg.png"}"#, .file("/themes/bg.png")),
            (#"{"url": "http://example.com/x.png"}"#, .url("http://example.com/x.png")),
            (##"{"color": "#00FF00"}"##, .color(ThemeColor(red: 0, green: 1, blue: 0))),
            (#"{"type": 0, "name": "1.jpeg"}"#, .asset("1.jpeg")),
            (#"{"type": 1, "path": "skins/a.png"}"#, .file("/themes/skins/a.png")),
            (#"{"type": 2, "color": "c6ddfa"}"#, .color(ThemeColor(red: 198.0 / 255, green: 221.0 / 255, blue: 250.0 / 255))),
            (
                #"{"type": 3, "path": "http://www.qqjia.com/z/09/tu10292_19.jpg"}"#,
                .url("http://www.qqjia.com/z/09/tu10292_19.jpg")
            ),
        ])
    func image(json: String, expected: ImageSource) throws {
        let value = try Inline.value(json, as: .image, baseURL: URL(fileURLWithPath: "/themes"))
        #expect(value == .image(expected))
    }

    @Test("gradient images")
    func gradientImage() throws {
        let value = try Inline.value(
            ##"{"gradient": [{"color": "#000", "position": 0}, {"color": "#fff", "position": 1}]}"##, as: .image)
        guard case .image(.gradient(let g)) = value else {
            Issue.record("expected a gradient image, got \(value)")
            return
        }
        #expect(g.stops.map(\.color.hexString) == ["#000000FF", "#FFFFFFFF"])
    }

    @Test(
        "invalid images", arguments: [#""ftp://x/y.png""#, #"{"type": 7}"#, #"{"type": 3, "path": "not a url"}"#, #""""#, "12"])
    func invalidImage(json: String) {
        #expect(throws: ValueParsingError.self) { try Inline.value(json, as: .image) }
    }

    // MARK: Numbers and dimensions

    @Test(
        "dimensions in points",
        arguments: [
            ("16", 16.0), (#""16px""#, 16), (#""16""#, 16), (#""12pt""#, 12), (#""1.5rem""#, 24), (#""2em""#, 32),
            (#"{"value": 1, "unit": "rem"}"#, 16), (#"{"value": 4, "unit": "px"}"#, 4), (#"{"value": "8", "unit": "px"}"#, 8),
            ("-2", -2),
        ])
    func dimension(json: String, points: Double) throws {
        guard case .dimension(let d) = try Inline.value(json, as: .dimension) else {
            Issue.record("not a dimension")
            return
        }
        #expect(d.points() == points)
    }

    @Test("rem uses the configured base")
    func remBase() throws {
        let (node, _) = try JSONReader.read(Data(#""2rem""#.utf8), file: "<t>")
        let value = try ValueParserPipeline.standard.parse(node, as: .dimension, remBase: 10)
        guard case .dimension(let d) = value else { return }
        #expect(d.points(remBase: 10) == 20)
    }

    @Test(
        "invalid dimensions",
        arguments: [#""16vw""#, #"{"value": 1, "unit": "furlong"}"#, #"{"unit": "px"}"#, "true", #""wide""#])
    func invalidDimension(json: String) {
        #expect(throws: ValueParsingError.self) { try Inline.value(json, as: .dimension) }
    }

    @Test(
        "numbers, booleans, strings",
        arguments: [
            ("12", TokenType.number, TokenValue.number(12)),
            (#""0.5""#, .number, .number(0.5)),
            ("true", .boolean, .boolean(true)),
            (#""false""#, .boolean, .boolean(false)),
            (#""Hello, 12""#, .string, .string("Hello, 12")),
            ("12", .string, .string("12")),
        ])
    func scalar(json: String, type: TokenType, expected: TokenValue) throws {
        #expect(try Inline.value(json, as: type) == expected)
    }

    @Test(
        "durations in milliseconds",
        arguments: [
            (#"{"value": 200, "unit": "ms"}"#, 200.0), (#"{"value": 0.5, "unit": "s"}"#, 500), (#""150ms""#, 150),
            (#""1.5s""#, 1500), ("80", 80),
        ])
    func duration(json: String, ms: Double) throws {
        #expect(try Inline.value(json, as: .duration) == .duration(milliseconds: ms))
    }

    @Test(
        "cubic Béziers",
        arguments: [
            ("[0.42, 0, 0.58, 1]", CubicBezier(0.42, 0, 0.58, 1)),
            (#""ease-in-out""#, CubicBezier(0.42, 0, 0.58, 1)),
            (#""cubic-bezier(0.1, 0.7, 1.0, 0.1)""#, CubicBezier(0.1, 0.7, 1, 0.1)),
        ])
    func cubicBezier(json: String, expected: CubicBezier) throws {
        #expect(try Inline.value(json, as: .cubicBezier) == .cubicBezier(expected))
    }

    @Test("invalid cubic Béziers", arguments: ["[0, 1, 2]", "[2, 0, 0.5, 1]", #""bouncy""#])
    func invalidCubicBezier(json: String) {
        #expect(throws: ValueParsingError.self) { try Inline.value(json, as: .cubicBezier) }
    }

    @Test(
        "font weights",
        arguments: [
            ("700", 700.0), (#""bold""#, 700), (#""extra-light""#, 200), (#""Semi-Bold""#, 600), (#""black""#, 900),
            (#""extra-black""#, 950), (#""hairline""#, 100),
        ])
    func fontWeight(json: String, weight: Double) throws {
        #expect(try Inline.value(json, as: .fontWeight) == .fontWeight(FontWeight(weight)))
    }

    @Test("invalid font weights", arguments: ["0", "1001", #""fat""#])
    func invalidFontWeight(json: String) {
        #expect(throws: ValueParsingError.self) { try Inline.value(json, as: .fontWeight) }
    }

    @Test(
        "font families",
        arguments: [
            (#""Helvetica""#, ["Helvetica"]), (#"["Inter", "Helvetica Neue"]"#, ["Inter", "Helvetica Neue"]),
            (#""'Avenir Next', Helvetica""#, ["Avenir Next", "Helvetica"]),
        ])
    func fontFamily(json: String, names: [String]) throws {
        #expect(try Inline.value(json, as: .fontFamily) == .fontFamily(names))
    }

    // MARK: Composites

    @Test("composite DTCG values")
    func composites() throws {
        let shadow = try Inline.value(
            ##"{"color": "#00000080", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "2px", "blur": 4, "spread": 0, "inset": true}"##,
            as: .shadow)
        #expect(
            shadow
                == .shadow([
                    Shadow(
                        color: ThemeColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255), offsetX: ThemeDimension(0, .px),
                        offsetY: ThemeDimension(2, .px), blur: ThemeDimension(4), spread: ThemeDimension(0), inset: true)
                ]))
        let border = try Inline.value(##"{"color": "#36363600", "width": "3px", "style": "dashed"}"##, as: .border)
        guard case .border(let b) = border else { throw Failure("not a border") }
        #expect(b.width == ThemeDimension(3, .px) && b.style == .keyword("dashed"))
        let stroke = try Inline.value(#"{"dashArray": ["0.5rem", "0.25rem"], "lineCap": "round"}"#, as: .strokeStyle)
        #expect(
            stroke == .strokeStyle(.dashed(dashArray: [ThemeDimension(0.5, .rem), ThemeDimension(0.25, .rem)], lineCap: "round")))
        let transition = try Inline.value(
            #"{"duration": "200ms", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#, as: .transition)
        #expect(transition == .transition(ThemeTransition(duration: 200, delay: 0, timingFunction: CubicBezier(0.5, 0, 1, 1))))
        let typography = try Inline.value(
            #"{"fontFamily": "Roboto", "fontSize": "42px", "fontWeight": 700, "letterSpacing": "0.1px", "lineHeight": 1.2}"#,
            as: .typography)
        #expect(
            typography
                == .typography(
                    Typography(
                        fontFamily: ["Roboto"], fontSize: ThemeDimension(42, .px), fontWeight: .bold,
                        letterSpacing: ThemeDimension(0.1, .px), lineHeight: 1.2)))
        let gradient = try Inline.value(
            ##"[{"color": "#0000ff", "position": 0}, {"color": "#ff0000", "position": 1.5}]"##, as: .gradient)
        guard case .gradient(let g) = gradient else { throw Failure("not a gradient") }
        #expect(g.stops.map(\.position) == [0, 1])
    }

    @Test(
        "composites report the missing or wrong part",
        arguments: [
            (#"{"offsetX": 0, "offsetY": 0, "blur": 0}"#, TokenType.shadow, "color"),
            (##"{"color": "#000", "width": "1px"}"##, .border, "style"),
            (#"{"duration": "1s"}"#, .transition, "timingFunction"),
            (#"{"fontFamily": "A"}"#, .typography, "fontSize"),
            (##"{"color": "#000", "width": "thick", "style": "solid"}"##, .border, "thick"),
        ])
    func compositeErrors(json: String, type: TokenType, mention: String) {
        do {
            _ = try Inline.value(json, as: type)
            Issue.record("expected an error")
        } catch let error as ValueParsingError {
            #expect(error.message.contains(mention), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // MARK: Inference

    @Test(
        "types are inferred only from unambiguous syntax",
        arguments: [
            (#""red""#, TokenType.string), (#""Hello, 12""#, .string), (##""#ff0000""##, .color), (#""0xFF0000""#, .color),
            (#""rgb(1 2 3)""#, .color), (#""c(255,0,0)""#, .color), (#""rgba<255,0,0,0.5>""#, .color),
            (#""hex<ff0000 0.5>""#, .color), ("12", .number), ("true", .boolean), (#""16px""#, .string),
            (#""random""#, .string), (#""c6ddfa""#, .string), ("[1, 2]", .array), (#"{"a": 1}"#, .object),
            (#"{"colorSpace": "srgb", "components": [1, 0, 0]}"#, .color),
        ])
    func inference(json: String, type: TokenType) throws {
        #expect(try Inline.value(json, as: nil).type == type)
    }

    @Test(
        "a declared type reads ambiguous syntax",
        arguments: [
            (#""red""#, "#FF0000FF"), (#""c6ddfa""#, "#C6DDFAFF"), (#""transparent""#, "#00000000"),
            (#""c6ddfa 0.5""#, "#C6DDFA80"),
        ])
    func declaredColor(json: String, hex: String) throws {
        #expect(try Inline.value(json, as: .color).hex == hex)
    }

    // MARK: The pipeline

    struct BrandParser: ValueParser {
        var identifier: String { "brand" }
        var priority: ValueParserPriority { .high }
        func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool { node.string == "brand" }
        func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
            .handOff(SourceNode(.string("c(30, 111, 217)"), at: node.location))
        }
    }

    @Test("an app's parser hands its result on to the colour parser")
    func customParser() throws {
        var pipeline = ValueParserPipeline.standard
        pipeline.register(BrandParser())
        #expect(pipeline.parsers.first?.identifier == "macro")
        #expect(
            pipeline.parsers.firstIndex { $0.identifier == "brand" }! < pipeline.parsers.firstIndex { $0.identifier == "color" }!)
        let value = try pipeline.parse("brand", as: nil)
        #expect(value.hex == "#1E6FD9FF")
        #expect(try ValueParserPipeline.standard.parse("brand", as: nil) == .string("brand"))
    }

    @Test("a type mismatch is reported")
    func typeMismatch() {
        #expect(throws: ValueParsingError.self) { try Inline.value("true", as: .color) }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

@Suite("System colours")
struct SystemColorTests {
    @Test(
        "system colours by name",
        arguments: [
            (##"{"system": "labelColor"}"##, TokenType?.none), (##""system(separatorColor)""##, TokenType.color),
            (##"{"system": "systemGray2Color"}"##, TokenType.color),
        ])
    func system(json: String, type: TokenType?) throws {
        guard case .color(let color) = try Inline.value(json, as: type) else {
            Issue.record("not a colour")
            return
        }
        #expect(color.systemName != nil)
        #expect(TokenValue.color(color).json() == .object([("system", .string(color.systemName ?? ""))]))
    }
}
