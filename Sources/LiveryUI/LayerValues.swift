import Foundation
import Livery

/// A DTCG shadow as Core Animation draws one (`CALayer.shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius`): the colour made opaque with its alpha as the opacity, and
/// the radius half the CSS blur (a CSS blur measures the whole blurred edge, Core Animation's
/// radius one side of it). Spread and inset have no layer counterpart and are ignored.
package struct LayerShadow: Sendable, Hashable {
    /// The shadow's colour at full alpha.
    package var color: ThemeColor
    /// The colour's alpha, in 0…1.
    package var opacity: Double
    /// The offset in points (positive height is down, as CSS and UIKit draw it).
    package var offset: (width: Double, height: Double)
    /// The blur radius in points.
    package var radius: Double

    /// The layer shadow of `shadow` (dimensions in rem use `remBase` points per rem).
    package init(_ shadow: Shadow, remBase: Double = 16) {
        var opaque = shadow.color
        opaque.alpha = 1
        color = opaque
        opacity = min(max(shadow.color.alpha, 0), 1)
        offset = (shadow.offsetX.points(remBase: remBase), shadow.offsetY.points(remBase: remBase))
        radius = max(0, shadow.blur.points(remBase: remBase) / 2)
    }

    /// Whether two shadows have the same colour, opacity, offset and radius.
    package static func == (lhs: LayerShadow, rhs: LayerShadow) -> Bool {
        lhs.color == rhs.color && lhs.opacity == rhs.opacity && lhs.offset == rhs.offset && lhs.radius == rhs.radius
    }

    /// Hashes the colour, opacity, offset and radius.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(opacity)
        hasher.combine(offset.width)
        hasher.combine(offset.height)
        hasher.combine(radius)
    }
}

/// A DTCG border as a shape layer strokes it: line width and dash pattern (`CAShapeLayer.lineWidth`,
/// `lineDashPattern`).
package struct LayerStroke: Sendable, Hashable {
    /// The line width in points.
    package var lineWidth: Double
    /// Dash and gap lengths in points; nil for a solid line.
    package var dashPattern: [Double]?

    /// The stroke of `border`: a dash array as written; `dashed` and `dotted` keywords as
    /// dashes three and one line widths long with gaps of two and one; other keywords solid.
    package init(_ border: Border, remBase: Double = 16) {
        let width = max(0, border.width.points(remBase: remBase))
        lineWidth = width
        switch border.style {
        case .dashed(let dashes, _):
            let lengths = dashes.map { max(0, $0.points(remBase: remBase)) }
            dashPattern = lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) ? nil : lengths
        case .keyword("dashed"):
            dashPattern = [3 * width, 2 * width]
        case .keyword("dotted"):
            dashPattern = [width, width]
        case .keyword:
            dashPattern = nil
        }
        if width == 0 { dashPattern = nil }
    }
}
