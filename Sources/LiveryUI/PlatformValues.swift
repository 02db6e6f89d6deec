import Foundation
import Livery

/// A colour laid out for a platform colour initializer: the colour space to make it in and its
/// components there, keeping the space the token was written in where the platform has it.
package struct PlatformColorComponents: Sendable, Hashable {
    /// The platform colour spaces Livery converts into.
    package enum Space: String, Sendable, Hashable {
        /// sRGB, components in 0…1.
        case sRGB
        /// Display P3, components in 0…1 (`UIColor(displayP3Red:green:blue:alpha:)`).
        case displayP3
        /// Extended sRGB: components may lie outside 0…1 (wide-gamut colours written in other spaces).
        case extendedSRGB
    }

    /// The colour space the components are in.
    package var space: Space
    /// The red component.
    package var red: Double
    /// The green component.
    package var green: Double
    /// The blue component.
    package var blue: Double
    /// The alpha, in 0…1.
    package var alpha: Double

    /// The components of `color`: sRGB colours stay sRGB; Display P3 colours stay P3; colours
    /// written in other spaces become sRGB when they lie inside its gamut and extended sRGB
    /// (components outside 0…1) when they do not, so nothing is clipped.
    package init(_ color: ThemeColor) {
        alpha = min(max(color.alpha, 0), 1)
        if color.colorSpace == .displayP3 {
            space = .displayP3
            red = color.components.count > 0 ? color.components[0] : 0
            green = color.components.count > 1 ? color.components[1] : 0
            blue = color.components.count > 2 ? color.components[2] : 0
            return
        }
        let rgb = color.sRGBComponents
        (red, green, blue) = rgb
        let tolerance = 1e-6
        let inGamut = [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
        if color.colorSpace == .sRGB || inGamut {
            space = .sRGB
            red = min(max(red, 0), 1)
            green = min(max(green, 0), 1)
            blue = min(max(blue, 0), 1)
        } else {
            space = .extendedSRGB
        }
    }
}

/// Weights on the platforms' scale (`UIFont.Weight`, `NSFont.Weight` raw values) from CSS
/// weights (100…900), interpolated between the named weights.
package enum PlatformFontWeight {
    /// The named weights: CSS value and platform raw value.
    package static let table: [(css: Double, platform: Double)] = [
        (100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23), (600, 0.3), (700, 0.4), (800, 0.56), (900, 0.62),
    ]

    /// The platform weight of a CSS weight.
    package static func platformValue(_ weight: FontWeight) -> Double {
        let w = weight.value
        guard let first = table.first, let last = table.last else { return 0 }
        if w <= first.css { return first.platform }
        if w >= last.css { return last.platform }
        for (low, high) in zip(table, table.dropFirst()) where w <= high.css {
            let t = (w - low.css) / (high.css - low.css)
            return low.platform + t * (high.platform - low.platform)
        }
        return 0
    }
}

/// Dynamic Type text styles by the names tokens use (`body`, `title1`, `largeTitle`…), as the
/// raw values of `UIFont.TextStyle` / `NSFont.TextStyle`.
package enum PlatformTextStyle {
    /// Token name → platform raw value.
    package static let rawValues: [String: String] = [
        "largeTitle": "UICTFontTextStyleTitle0", "title1": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "subheadline": "UICTFontTextStyleSubhead",
        "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout",
        "footnote": "UICTFontTextStyleFootnote", "caption1": "UICTFontTextStyleCaption1",
        "caption2": "UICTFontTextStyleCaption2",
    ]

    /// The platform raw value of a token's text style (case-insensitive; `title` and `caption`
    /// mean `title1` and `caption1`, `large-title` and `large_title` mean `largeTitle`).
    package static func rawValue(for name: String) -> String? {
        let folded = name.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "").lowercased()
        let aliases = ["title": "title1", "caption": "caption1"]
        let key = aliases[folded] ?? folded
        return rawValues.first { $0.key.lowercased() == key }?.value
    }

    /// The point size of the style a token names at the default content size (iOS), for fonts
    /// that name a style but no size.
    package static func defaultSize(for name: String) -> Double? {
        guard let raw = rawValue(for: name), let style = rawValues.first(where: { $0.value == raw })?.key else { return nil }
        return defaultSizes[style]
    }

    /// The point size each style has at the default content size (iOS), for fonts that name a
    /// style but no size.
    package static let defaultSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
        "body": 17, "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}

/// The semantic system colours a token can name (`{"system": "label"}`), as the platforms name them.
package enum PlatformSystemColor {
    /// The UIKit semantic colours Livery maps (property names of `UIColor`).
    package static let uiKitNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tintColor",
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "black", "white", "clear",
    ]

    /// The name a token's system colour has on the platform: case-insensitive, with CSS's
    /// `currentColor`-like spellings (`secondary-label`, `system_background`) accepted.
    package static func uiKitName(for name: String) -> String? {
        let folded = name.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "").lowercased()
        return uiKitNames.first { $0.lowercased() == folded }
    }
}

/// Where a gradient runs in a layer's unit square (`CAGradientLayer.startPoint`/`endPoint`) and
/// its stops (`colors`, `locations`).
package struct GradientGeometry: Sendable, Hashable {
    /// Where the gradient starts (`startPoint`), in the unit square (0, 0 is the top left).
    package var start: (x: Double, y: Double)
    /// Where the gradient ends (`endPoint`), in the unit square.
    package var end: (x: Double, y: Double)
    /// Stop positions in 0…1, in order.
    package var locations: [Double]
    /// Stop colours, in the same order.
    package var colors: [ThemeColor]

    /// The geometry of `gradient` along `angle` degrees (CSS: 180 runs top to bottom, 90 left to right).
    package init(_ gradient: ThemeGradient, angle: Double = 180) {
        let radians = angle * .pi / 180
        let dx = sin(radians) / 2
        let dy = -cos(radians) / 2
        start = (0.5 - dx, 0.5 - dy)
        end = (0.5 + dx, 0.5 + dy)
        let stops = gradient.stops.sorted { $0.position < $1.position }
        locations = stops.map { min(max($0.position, 0), 1) }
        colors = stops.map(\.color)
    }

    /// Whether two geometries have the same points, locations and colours.
    package static func == (lhs: GradientGeometry, rhs: GradientGeometry) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.locations == rhs.locations && lhs.colors == rhs.colors
    }

    /// Hashes the points, locations and colours.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(start.x)
        hasher.combine(start.y)
        hasher.combine(end.x)
        hasher.combine(end.y)
        hasher.combine(locations)
        hasher.combine(colors)
    }
}

extension ThemeGradient {
    /// The colour at `position` (0…1) along the gradient, interpolated in sRGB between the stops
    /// around it (images of gradient tokens are drawn from these samples).
    package func color(at position: Double) -> ThemeColor {
        let stops = self.stops.sorted { $0.position < $1.position }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        for (low, high) in zip(stops, stops.dropFirst()) where position <= high.position {
            let span = high.position - low.position
            let t = span > 0 ? (position - low.position) / span : 1
            let a = low.color.sRGBComponents
            let b = high.color.sRGBComponents
            return ThemeColor(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: low.color.alpha + (high.color.alpha - low.color.alpha) * t)
        }
        return last.color
    }
}
