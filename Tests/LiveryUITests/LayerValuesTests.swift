import Foundation
import Livery
import LiveryUI
import Testing

@Suite("LiveryUI: Core Animation values")
struct LayerValuesTests {
    @Test("a DTCG shadow becomes an opaque colour, its alpha as opacity, and half the blur as radius")
    func shadow() throws {
        let shadow = Shadow(
            color: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.25), offsetX: ThemeDimension(2),
            offsetY: ThemeDimension(0.25, .rem),
            blur: ThemeDimension(12), spread: ThemeDimension(4))
        let layer = LayerShadow(shadow)
        #expect(layer.color.alpha == 1)
        #expect(layer.color.sRGBComponents == (0, 0, 0))
        #expect(layer.opacity == 0.25)
        #expect(layer.offset == (2, 4))
        #expect(layer.radius == 6)
        #expect(LayerShadow(shadow, remBase: 20).offset.height == 5)
    }

    @Test("opacity stays in 0…1 and a negative blur draws no blur")
    func shadowClamps() {
        let shadow = Shadow(
            color: ThemeColor(red: 1, green: 0, blue: 0, alpha: 1.5), offsetX: ThemeDimension(0), offsetY: ThemeDimension(0),
            blur: ThemeDimension(-4))
        #expect(LayerShadow(shadow).opacity == 1)
        #expect(LayerShadow(shadow).radius == 0)
    }

    struct StrokeCase: CustomTestStringConvertible, Sendable {
        var style: ThemeStrokeStyle
        var width: Double
        var pattern: [Double]?
        var testDescription: String { "\(style) at \(width)pt" }
    }

    @Test(
        "border styles become dash patterns",
        arguments: [
            StrokeCase(style: .keyword("solid"), width: 2, pattern: nil),
            StrokeCase(style: .keyword("dashed"), width: 2, pattern: [6, 4]),
            StrokeCase(style: .keyword("dotted"), width: 1.5, pattern: [1.5, 1.5]),
            StrokeCase(style: .keyword("double"), width: 2, pattern: nil),
            StrokeCase(
                style: .dashed(dashArray: [ThemeDimension(4), ThemeDimension(0.5, .rem)], lineCap: "round"), width: 1,
                pattern: [4, 8]),
            StrokeCase(style: .dashed(dashArray: [ThemeDimension(0)], lineCap: "butt"), width: 1, pattern: nil),
            StrokeCase(style: .keyword("dashed"), width: 0, pattern: nil),
        ])
    func stroke(_ c: StrokeCase) {
        let stroke = LayerStroke(
            Border(color: ThemeColor(red: 0, green: 0, blue: 0), width: ThemeDimension(c.width), style: c.style))
        #expect(stroke.lineWidth == c.width)
        #expect(stroke.dashPattern == c.pattern)
    }
}
