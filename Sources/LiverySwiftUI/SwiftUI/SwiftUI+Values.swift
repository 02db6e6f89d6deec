#if canImport(SwiftUI)
    import Foundation
    import Livery
    import LiveryUI
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    extension SwiftUI.Color {
        /// A colour from a Livery colour, in the space it was written in (sRGB, Display P3, or
        /// extended sRGB for wide-gamut colours written in other spaces). A system colour becomes
        /// SwiftUI's own where SwiftUI has it (`label` is `Color.primary`), else the platform's
        /// semantic colour; both follow the appearance by themselves.
        public static func livery(_ color: Livery.ThemeColor) -> SwiftUI.Color {
            SwiftUI.Color(recipe: ColorRecipe(color))
        }

        /// The colour a ``ColorRecipe`` names. A dynamic recipe becomes LiveryUI's
        /// appearance-following `UIColor` (`NSColor` on macOS), so a subtree drawn in another
        /// colour scheme (a sheet, `.preferredColorScheme`) shows its variant without a switch;
        /// on watchOS, which has no such colour, the current value.
        package static func livery(_ recipe: ColorRecipe) -> SwiftUI.Color {
            SwiftUI.Color(recipe: recipe)
        }

        /// The colour ``livery(_:)-(ColorRecipe)`` returns.
        init(recipe: ColorRecipe) {
            switch recipe {
            case .named(let named):
                self = Self.named(named)
            case .system(let name):
                #if canImport(UIKit) && !os(watchOS)
                    self.init(uiColor: UIColor.livery(Livery.ThemeColor.system(name)))
                #elseif canImport(AppKit)
                    self.init(nsColor: NSColor.livery(Livery.ThemeColor.system(name)))
                #else
                    self.init(recipe: ColorRecipe.components(PlatformColorComponents(Livery.ThemeColor.system(name))))
                #endif
            case .components(let c):
                self.init(c.space == .displayP3 ? .displayP3 : .sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
            case .dynamic(let current, let variants, let selection):
                #if canImport(UIKit) && !os(watchOS)
                    self.init(uiColor: UIColor.livery(current, variants: variants, selection: selection))
                #elseif canImport(AppKit)
                    self.init(nsColor: NSColor.livery(current, variants: variants, selection: selection))
                #else
                    self.init(recipe: ColorRecipe(current))
                #endif
            }
        }

        private static func named(_ named: ColorRecipe.Named) -> SwiftUI.Color {
            switch named {
            case .primary: .primary
            case .secondary: .secondary
            case .accentColor: .accentColor
            case .red: .red
            case .orange: .orange
            case .yellow: .yellow
            case .green: .green
            case .mint: .mint
            case .teal: .teal
            case .cyan: .cyan
            case .blue: .blue
            case .indigo: .indigo
            case .purple: .purple
            case .pink: .pink
            case .brown: .brown
            case .gray: .gray
            case .black: .black
            case .white: .white
            case .clear: .clear
            }
        }
    }

    extension SwiftUI.Font {
        /// A font from a Livery font: a text style's font, a named face scaled
        /// relative to its text style for Dynamic Type, or the system font at its size and weight.
        public static func livery(_ font: Livery.ThemeFont) -> SwiftUI.Font {
            livery(FontRecipe(font))
        }

        /// The font a ``FontRecipe`` names.
        package static func livery(_ recipe: FontRecipe) -> SwiftUI.Font {
            switch recipe {
            case .textStyle(let style, let weight):
                return .system(textStyle(style), weight: weight.map(Self.weight))
            case .system(let size, let weight):
                return .system(size: CGFloat(size), weight: weight.map(Self.weight))
            case .custom(let name, let size, let style, let weight):
                let font: SwiftUI.Font =
                    if let style {
                        .custom(name, size: CGFloat(size), relativeTo: textStyle(style))
                    } else {
                        .custom(name, fixedSize: CGFloat(size))
                    }
                return weight.map { font.weight(Self.weight($0)) } ?? font
            }
        }

        private static func textStyle(_ style: FontRecipe.TextStyle) -> SwiftUI.Font.TextStyle {
            switch style {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }

        private static func weight(_ weight: FontRecipe.Weight) -> SwiftUI.Font.Weight {
            switch weight {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    extension SwiftUI.Image {
        /// An image from a Livery image source: an asset catalog image by name (in `bundle`), or
        /// LiveryUI's platform image of a file, a solid colour or a gradient. Nil for remote URLs
        /// (load them through the skins' image pipeline) and for what the platform cannot draw.
        public static func livery(_ source: ImageSource, bundle: Bundle? = nil) -> SwiftUI.Image? {
            switch source {
            case .asset(let name):
                return SwiftUI.Image(name, bundle: bundle)
            case .url:
                return nil
            case .file, .color, .gradient:
                #if canImport(UIKit) && !os(watchOS)
                    return UIImage.livery(source).map { SwiftUI.Image(uiImage: $0) }
                #elseif canImport(AppKit)
                    return NSImage.livery(source).map { SwiftUI.Image(nsImage: $0) }
                #else
                    return nil
                #endif
            }
        }
    }

    extension LinearGradient {
        /// A linear gradient from a Livery gradient along `angle` degrees (CSS: 180 runs top to
        /// bottom): a `ShapeStyle` for `foregroundStyle(_:)`, `fill(_:)` and `background(_:)`.
        public static func livery(_ gradient: Livery.ThemeGradient, angle: Double = 180) -> LinearGradient {
            LinearGradient(gradientRecipe: GradientRecipe(gradient, angle: angle))
        }

        /// The gradient a ``GradientRecipe`` names.
        package static func livery(_ recipe: GradientRecipe) -> LinearGradient {
            LinearGradient(gradientRecipe: recipe)
        }

        /// The gradient ``livery(_:)-(GradientRecipe)`` returns.
        init(gradientRecipe recipe: GradientRecipe) {
            self.init(
                stops: recipe.stops.map {
                    SwiftUI.Gradient.Stop(color: SwiftUI.Color.livery($0.color), location: CGFloat($0.location))
                },
                startPoint: UnitPoint(x: CGFloat(recipe.geometry.start.x), y: CGFloat(recipe.geometry.start.y)),
                endPoint: UnitPoint(x: CGFloat(recipe.geometry.end.x), y: CGFloat(recipe.geometry.end.y)))
        }
    }

    // MARK: Conversions and reading

    extension Conversion where Value == Livery.ThemeColor, Output == SwiftUI.Color {
        /// Colours as SwiftUI colours that follow the appearance where the token's variants differ.
        package static var swiftUIColor: Conversion<Livery.ThemeColor, SwiftUI.Color> {
            Conversion("SwiftUI.Color", followsAppearance: true) { color, context in
                SwiftUI.Color.livery(ColorRecipe(color, context: context))
            }
        }
    }

    extension Conversion where Value == Livery.ThemeFont, Output == SwiftUI.Font {
        /// Fonts as SwiftUI fonts.
        package static var swiftUIFont: Conversion<Livery.ThemeFont, SwiftUI.Font> {
            Conversion("SwiftUI.Font") { font, _ in SwiftUI.Font.livery(font) }
        }
    }

    extension Conversion where Value == ImageSource, Output == SwiftUI.Image? {
        /// Image sources as SwiftUI images from the main bundle (nil for remote URLs).
        package static var swiftUIImage: Conversion<ImageSource, SwiftUI.Image?> {
            Conversion("SwiftUI.Image") { source, _ in SwiftUI.Image.livery(source) }
        }
    }

    extension Conversion where Value == Livery.ThemeGradient, Output == LinearGradient {
        /// Gradients as linear gradients along `angle` degrees, their stops following the
        /// appearance where the token's variants differ.
        package static func linearGradient(angle: Double = 180) -> Conversion<Livery.ThemeGradient, LinearGradient> {
            Conversion("LinearGradient(\(angle))", followsAppearance: true) { gradient, context in
                LinearGradient.livery(
                    GradientRecipe(gradient, angle: angle, variants: context.variants, selection: context.selection))
            }
        }
    }

    extension ThemeValues {
        /// The colour token's value as a SwiftUI colour. Observation registers only this token.
        public func color(_ token: Token<Livery.ThemeColor>) -> SwiftUI.Color? {
            value(of: token, .swiftUIColor)
        }

        /// The font token's value as a SwiftUI font. Observation registers only this token.
        public func font(_ token: Token<Livery.ThemeFont>) -> SwiftUI.Font? {
            value(of: token, .swiftUIFont)
        }

        /// The image token's value as a SwiftUI image. Observation registers only this token.
        public func image(_ token: Token<ImageSource>) -> SwiftUI.Image? {
            value(of: token, .swiftUIImage) ?? nil
        }

        /// The gradient token's value as a linear gradient along `angle` degrees. Observation
        /// registers only this token.
        public func linearGradient(_ token: Token<Livery.ThemeGradient>, angle: Double = 180) -> LinearGradient? {
            value(of: token, .linearGradient(angle: angle))
        }
    }

    extension SwiftUI.Color: ThemeTokenValue {
        /// The colour token's value (``ThemeValues/color(_:)``).
        @MainActor public static func read(_ token: Token<Livery.ThemeColor>, from values: ThemeValues) -> SwiftUI.Color? {
            values.color(token)
        }

        /// `Color.clear`.
        public static var missingTokenValue: SwiftUI.Color { .clear }
    }

    extension SwiftUI.Font: ThemeTokenValue {
        /// The font token's value (``ThemeValues/font(_:)``).
        @MainActor public static func read(_ token: Token<Livery.ThemeFont>, from values: ThemeValues) -> SwiftUI.Font? {
            values.font(token)
        }

        /// `Font.body`.
        public static var missingTokenValue: SwiftUI.Font { .body }
    }

    extension LinearGradient: ThemeTokenValue {
        /// The gradient token's value, top to bottom (``ThemeValues/linearGradient(_:angle:)``).
        @MainActor public static func read(_ token: Token<Livery.ThemeGradient>, from values: ThemeValues) -> LinearGradient? {
            values.linearGradient(token)
        }

        /// A gradient without stops (nothing drawn).
        public static var missingTokenValue: LinearGradient { LinearGradient(stops: [], startPoint: .top, endPoint: .bottom) }
    }

    extension SwiftUI.Image: ThemeTokenReadable {
        /// Read images as `Image?`: there is no image to show for a missing token.
        @MainActor public static func read(_ token: Token<ImageSource>, from values: ThemeValues) -> SwiftUI.Image? {
            values.image(token)
        }
    }
#endif
