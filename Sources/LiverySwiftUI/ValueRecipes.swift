import Foundation
import Livery
import LiveryUI

// The decisions the SwiftUI adapter makes, kept here so they build and are tested everywhere;
// `SwiftUI/` only turns each recipe into the SwiftUI value it names.

/// Which SwiftUI colour a Livery colour becomes.
package enum ColorRecipe: Sendable, Hashable {
    /// One of SwiftUI's own colours (`Color.primary`, `Color.red`, `Color.accentColor`…), for a
    /// system colour SwiftUI has: it follows the appearance by itself.
    case named(Named)
    /// A platform semantic colour SwiftUI has no colour for (`systemBackground`, `separator`…), by
    /// its UIKit name (an AppKit-only colour by its own name), made through LiveryUI's platform
    /// colour (`Color(uiColor:)`, `Color(nsColor:)`).
    case system(String)
    /// Components in a colour space (`Color(.displayP3, red:green:blue:opacity:)`); extended sRGB
    /// components (outside 0…1) go to `.sRGB`, which takes them.
    case components(PlatformColorComponents)
    /// The token's values differ across appearances or contrasts: a platform colour that shows the
    /// variant for the appearance and contrast of whatever draws it (LiveryUI's dynamic `UIColor`
    /// or `NSColor`), `current` where those say nothing.
    case dynamic(current: ThemeColor, variants: AppearanceVariants<ThemeColor>, selection: Selection)

    /// SwiftUI's own colours that system colours map to.
    package enum Named: String, Sendable, Hashable, CaseIterable {
        /// `Color.primary`, `Color.secondary` and `Color.accentColor`.
        case primary, secondary, accentColor
        /// SwiftUI's system colours (`Color.red`…).
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
        /// `Color.black`, `Color.white` and `Color.clear`.
        case black, white, clear

        /// UIKit's names (``/LiveryUI/PlatformSystemColor/uiKitNames``) of the colours SwiftUI has: `label`
        /// is `primary`, `secondaryLabel` is `secondary`, `tintColor` is `accentColor`, `systemRed`
        /// is `red`…
        package static let uiKitEquivalents: [String: Named] = [
            "label": .primary, "secondaryLabel": .secondary, "tintColor": .accentColor,
            "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green,
            "systemMint": .mint, "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue,
            "systemIndigo": .indigo, "systemPurple": .purple, "systemPink": .pink, "systemBrown": .brown,
            "systemGray": .gray, "black": .black, "white": .white, "clear": .clear,
        ]

        /// The SwiftUI colour a token's system colour names (``ColorRecipe/uiKitName(for:)``), nil
        /// when SwiftUI has none.
        package init?(systemName name: String) {
            guard let uiKit = ColorRecipe.uiKitName(for: name), let named = Self.uiKitEquivalents[uiKit] else {
                return nil
            }
            self = named
        }
    }

    /// The UIKit name of a token's system colour, whichever platform's name it uses: UIKit's
    /// (``/LiveryUI/PlatformSystemColor/uiKitName(for:)``: `label`, `secondary-label`), UIKit's with
    /// AppKit's `Color` suffix (`labelColor`, `systemBlueColor`), or an AppKit colour's UIKit
    /// counterpart (``/LiveryUI/PlatformSystemColor/appKitEquivalents``: `windowBackgroundColor` is
    /// `systemBackground`, `controlAccentColor` is `tintColor`). Nil when UIKit has no such colour.
    package static func uiKitName(for name: String) -> String? {
        if let uiKit = PlatformSystemColor.uiKitName(for: name) { return uiKit }
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        if folded.hasSuffix("color"), folded.count > "color".count,
            let uiKit = PlatformSystemColor.uiKitName(for: String(folded.dropLast("color".count)))
        {
            return uiKit
        }
        guard let appKit = PlatformSystemColor.appKitName(for: name) else { return nil }
        return PlatformSystemColor.appKitEquivalents.filter { $0.value == appKit }.keys
            .min { ($0.count, $0) < ($1.count, $1) }
    }

    /// The recipe of `color` alone: SwiftUI's colour for a system colour it has, the platform's
    /// semantic colour for the other system colours (by UIKit's name where UIKit has the colour,
    /// else by the token's own name, which AppKit resolves), else its components.
    package init(_ color: ThemeColor) {
        if let name = color.systemName {
            if let named = Named(systemName: name) {
                self = .named(named)
                return
            }
            if let uiKit = Self.uiKitName(for: name) {
                self = .system(uiKit)
                return
            }
            if PlatformSystemColor.appKitName(for: name) != nil {
                self = .system(name)
                return
            }
        }
        self = .components(PlatformColorComponents(color))
    }

    /// The recipe of `color` with its values across appearances and contrasts: dynamic when they
    /// differ, else the recipe of `color` alone.
    package init(_ color: ThemeColor, variants: AppearanceVariants<ThemeColor>?, selection: Selection) {
        guard let variants, !variants.isUniform else {
            self.init(color)
            return
        }
        self = .dynamic(current: color, variants: variants, selection: selection)
    }

    /// The recipe a ``Conversion`` context gives: dynamic when the token's variants differ.
    @MainActor package init(_ color: ThemeColor, context: ConversionContext<ThemeColor>) {
        self.init(color, variants: context.variants, selection: context.selection)
    }
}

/// Which SwiftUI font a Livery font becomes.
///
/// - A font that names only a text style (and perhaps a weight) is the style's font
///   (`Font.body`), which scales with Dynamic Type; so is a system font whose size is the style's
///   default size.
/// - A named face scales relative to its text style (`Font.custom(_:size:relativeTo:)`); without a
///   style it keeps its size (`Font.custom(_:fixedSize:)`), as LiveryUI's `UIFont`s do.
/// - Any other system font is the system font at its size and weight (`Font.system(size:weight:)`):
///   SwiftUI has no system font relative to a text style at another size, so it does not scale.
///
/// A font with nothing set is the body style's. Weights round to the nearest of SwiftUI's nine.
package enum FontRecipe: Sendable, Hashable {
    /// A text style's font, with a weight when the token names one.
    case textStyle(TextStyle, weight: Weight?)
    /// The system font at a fixed size.
    case system(size: Double, weight: Weight?)
    /// A named face at `size`, scaled with Dynamic Type relative to `relativeTo` (fixed when nil).
    case custom(name: String, size: Double, relativeTo: TextStyle?, weight: Weight?)

    /// SwiftUI's text styles (`Font.TextStyle`).
    package enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// The styles, as `Font.TextStyle` names them.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style a token names, matched as ``/LiveryUI/PlatformTextStyle/rawValue(for:)`` matches
        /// (`title1` and `title` are `title`, `caption1` and `caption` are `caption`).
        package init?(tokenName name: String) {
            switch PlatformTextStyle.styleName(for: name) {
            case "title1"?: self = .title
            case "caption1"?: self = .caption
            case let style?: self.init(rawValue: style)
            case nil: return nil
            }
        }

        /// The style's point size at the default content size (iOS).
        package var defaultSize: Double {
            let name =
                switch self {
                case .title: "title1"
                case .caption: "caption1"
                default: rawValue
                }
            return PlatformTextStyle.defaultSize(for: name) ?? 17
        }
    }

    /// SwiftUI's font weights (`Font.Weight`), lightest first.
    package enum Weight: String, Sendable, Hashable, CaseIterable {
        /// The weights, as `Font.Weight` names them.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weights' values on the platforms' scale (`UIFont.Weight` raw values).
        package var platformValue: Double {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }

        /// The weight nearest a CSS weight on the platforms' scale
        /// (``/LiveryUI/PlatformFontWeight/platformValue(_:)``, as LiveryUI's fonts use), the
        /// heavier one on a tie: 400 is `regular`, 700 `bold`, 100 `ultraLight`.
        package init(_ weight: FontWeight) {
            let value = PlatformFontWeight.platformValue(weight)
            var best = Weight.regular
            var distance = Double.infinity
            for candidate in Weight.allCases {
                let d = abs(candidate.platformValue - value)
                if d <= distance + 1e-9 {
                    best = candidate
                    distance = min(d, distance)
                }
            }
            self = best
        }
    }

    /// The recipe of `font`.
    package init(_ font: ThemeFont) {
        let style = font.textStyle.flatMap(TextStyle.init(tokenName:))
        let weight = font.weight.map(Weight.init)
        if let name = font.name, !name.isEmpty {
            self = .custom(name: name, size: font.size ?? style?.defaultSize ?? 17, relativeTo: style, weight: weight)
        } else if let size = font.size, size != style?.defaultSize {
            self = .system(size: size, weight: weight)
        } else {
            self = .textStyle(style ?? .body, weight: weight)
        }
    }
}

/// A SwiftUI `LinearGradient` of a Livery gradient: where it runs in the unit square
/// (``/LiveryUI/GradientGeometry``, y down as in SwiftUI's `UnitPoint`) and its stops. Stops follow
/// the appearance when the token's variants differ and have the same number of stops.
package struct GradientRecipe: Sendable, Hashable {
    /// A stop: its colour's recipe and where it sits (0…1).
    package struct Stop: Sendable, Hashable {
        /// The stop's colour.
        package var color: ColorRecipe
        /// Where the stop sits along the gradient, 0…1.
        package var location: Double
    }

    /// Where the gradient starts and ends, and its stops in order (from ``/LiveryUI/GradientGeometry``).
    package var geometry: GradientGeometry
    /// The stops, in order.
    package var stops: [Stop]

    /// The recipe of `gradient` along `angle` degrees (CSS: 180 runs top to bottom, 90 left to right).
    package init(
        _ gradient: ThemeGradient, angle: Double = 180, variants: AppearanceVariants<ThemeGradient>? = nil,
        selection: Selection = Selection()
    ) {
        let geometry = GradientGeometry(gradient, angle: angle)
        var stopVariants: [AppearanceVariants<ThemeColor>]?
        if let variants, !variants.isUniform {
            let colors = variants.map { GradientGeometry($0, angle: angle).colors }
            let counts = [colors.light, colors.dark, colors.lightHighContrast, colors.darkHighContrast].compactMap { $0?.count }
            if counts.allSatisfy({ $0 == geometry.colors.count }) {
                stopVariants = geometry.colors.indices.map { i in
                    AppearanceVariants(
                        light: colors.light?[i], dark: colors.dark?[i], lightHighContrast: colors.lightHighContrast?[i],
                        darkHighContrast: colors.darkHighContrast?[i])
                }
            }
        }
        let variantsByStop = stopVariants
        self.geometry = geometry
        stops = zip(geometry.colors, geometry.locations).enumerated().map { i, stop in
            Stop(color: ColorRecipe(stop.0, variants: variantsByStop?[i], selection: selection), location: stop.1)
        }
    }
}

extension Conversion where Value == ThemeColor, Output == ColorRecipe {
    /// Colours as ``ColorRecipe``s, following the appearance where the token's variants differ.
    package static var colorRecipe: Conversion<ThemeColor, ColorRecipe> {
        Conversion("ColorRecipe", followsAppearance: true) { color, context in ColorRecipe(color, context: context) }
    }
}

extension Conversion where Value == ThemeFont, Output == FontRecipe {
    /// Fonts as ``FontRecipe``s.
    package static var fontRecipe: Conversion<ThemeFont, FontRecipe> {
        Conversion("FontRecipe") { font, _ in FontRecipe(font) }
    }
}

extension Conversion where Value == ThemeGradient, Output == GradientRecipe {
    /// Gradients as ``GradientRecipe``s along `angle` degrees, following the appearance where the
    /// token's variants differ.
    package static func gradientRecipe(angle: Double = 180) -> Conversion<ThemeGradient, GradientRecipe> {
        Conversion("GradientRecipe(\(angle))", followsAppearance: true) { gradient, context in
            GradientRecipe(gradient, angle: angle, variants: context.variants, selection: context.selection)
        }
    }
}
