#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension UIColor {
        /// A colour from a Livery colour, in the space it was written in: sRGB, Display P3, or
        /// extended sRGB for wide-gamut colours written in other spaces (nothing is clipped). A system
        /// colour (`{"system": "label"}`) becomes the platform's semantic colour, which follows the
        /// appearance by itself.
        public static func livery(_ color: ThemeColor) -> UIColor {
            UIColor(themeColor: color)
        }

        /// The colour ``livery(_:)`` returns.
        convenience init(themeColor color: ThemeColor) {
            if let name = color.systemName, let system = UIColor.livery(systemColorNamed: name) {
                self.init(dynamicProvider: { traits in system.resolvedColor(with: traits) })
                return
            }
            let c = PlatformColorComponents(color)
            switch c.space {
            case .displayP3:
                self.init(displayP3Red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            case .sRGB, .extendedSRGB:
                // UIColor's RGB initializer takes extended-range sRGB components.
                self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            }
        }

        /// A colour that follows the appearance of whatever shows it (a sheet, a widget, a view with
        /// its own `overrideUserInterfaceStyle`): the variant for its traits' appearance and contrast,
        /// `color` where they say nothing. Uniform variants make a plain colour.
        package static func livery(
            _ color: ThemeColor, variants: AppearanceVariants<ThemeColor>, selection: Selection
        ) -> UIColor {
            UIColor(themeColor: color, variants: variants, selection: selection)
        }

        /// The colour `livery(_:variants:selection:)` returns.
        convenience init(themeColor color: ThemeColor, variants: AppearanceVariants<ThemeColor>, selection: Selection) {
            guard !variants.isUniform else {
                self.init(themeColor: color)
                return
            }
            let current = UIColor.livery(color)
            let colors = variants.map { UIColor.livery($0) }
            self.init(dynamicProvider: { traits in
                let system = SystemAppearance(
                    userInterfaceStyle: traits.userInterfaceStyle.rawValue,
                    accessibilityContrast: traits.accessibilityContrast.rawValue)
                return colors.value(for: system, selection: selection, current: current)
            })
        }

        /// The semantic colour named `name` (`label`, `systemBackground`, `systemBlue`…).
        static func livery(systemColorNamed name: String) -> UIColor? {
            switch PlatformSystemColor.uiKitName(for: name) {
            case "label": .label
            case "secondaryLabel": .secondaryLabel
            case "tertiaryLabel": .tertiaryLabel
            case "quaternaryLabel": .quaternaryLabel
            case "link": .link
            case "placeholderText": .placeholderText
            case "separator": .separator
            case "opaqueSeparator": .opaqueSeparator
            case "tintColor": .tintColor
            case "systemRed": .systemRed
            case "systemGreen": .systemGreen
            case "systemBlue": .systemBlue
            case "systemOrange": .systemOrange
            case "systemYellow": .systemYellow
            case "systemPink": .systemPink
            case "systemPurple": .systemPurple
            case "systemTeal": .systemTeal
            case "systemIndigo": .systemIndigo
            case "systemBrown": .systemBrown
            case "systemMint": .systemMint
            case "systemCyan": .systemCyan
            case "systemGray": .systemGray
            #if !os(tvOS)
                // Not on tvOS (UIInterface.h: API_UNAVAILABLE(tvos, watchos)).
                case "systemBackground": .systemBackground
                case "secondarySystemBackground": .secondarySystemBackground
                case "tertiarySystemBackground": .tertiarySystemBackground
                case "systemGroupedBackground": .systemGroupedBackground
                case "secondarySystemGroupedBackground": .secondarySystemGroupedBackground
                case "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground
                case "systemFill": .systemFill
                case "secondarySystemFill": .secondarySystemFill
                case "tertiarySystemFill": .tertiarySystemFill
                case "quaternarySystemFill": .quaternarySystemFill
                case "systemGray2": .systemGray2
                case "systemGray3": .systemGray3
                case "systemGray4": .systemGray4
                case "systemGray5": .systemGray5
                case "systemGray6": .systemGray6
            #endif
            case "black": .black
            case "white": .white
            case "clear": .clear
            default: nil
            }
        }
    }

    extension UIFont {
        /// A font from a Livery font: the named face (or the system font with the token's weight) at
        /// its size. A font that names a text style scales with Dynamic Type through `UIFontMetrics`
        /// (a style alone gives the style's preferred font).
        public static func livery(_ font: ThemeFont) -> UIFont {
            let style = font.textStyle.flatMap(PlatformTextStyle.rawValue(for:)).map { UIFont.TextStyle(rawValue: $0) }
            if let style, font.name == nil, font.size == nil, font.weight == nil {
                return UIFont.preferredFont(forTextStyle: style)
            }
            let size = CGFloat(font.size ?? font.textStyle.flatMap(PlatformTextStyle.defaultSize(for:)) ?? defaultSize)
            let weight = UIFont.Weight(rawValue: CGFloat(PlatformFontWeight.platformValue(font.weight ?? .regular)))
            let base = font.name.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size, weight: weight)
            guard let style else { return base }
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
        }

        /// The size of a font token that names neither a size nor a text style: the system font
        /// size (tvOS has no `systemFontSize`: the body style's size there).
        static var defaultSize: Double {
            #if os(tvOS)
                Double(UIFont.preferredFont(forTextStyle: .body).pointSize)
            #else
                Double(UIFont.systemFontSize)
            #endif
        }
    }

    extension UIImage {
        /// An image from a Livery image source: an asset catalog name (in `bundle`), a file (a skin's
        /// `images/`), a solid colour or a gradient drawn at `size`. A remote URL gives the image
        /// when the image conveniences have loaded it already (``/Livery/RemoteImages``), else nil:
        /// bind the property instead (`imageView.livery.setImage(_:placeholder:failureImage:)`),
        /// which loads it.
        public static func livery(_ source: ImageSource, in bundle: Bundle? = nil, size: CGSize = CGSize(width: 1, height: 64))
            -> UIImage?
        {
            switch source {
            case .asset(let name):
                return UIImage(named: name, in: bundle, compatibleWith: nil)
            case .file(let path):
                return UIImage(contentsOfFile: path)
            case .url:
                return RemoteImageLookup.image(for: source, in: .uiKit)
            case .color(let color):
                let fill = UIColor.livery(color)
                return UIGraphicsImageRenderer(size: size).image { context in
                    fill.setFill()
                    context.fill(CGRect(origin: .zero, size: size))
                }
            case .gradient(let gradient):
                // Top to bottom, one band per point of height.
                let rows = max(1, Int(size.height.rounded(.up)))
                return UIGraphicsImageRenderer(size: size).image { context in
                    for row in 0..<rows {
                        let t = rows > 1 ? Double(row) / Double(rows - 1) : 0
                        UIColor.livery(gradient.color(at: t)).setFill()
                        context.fill(CGRect(x: 0, y: CGFloat(row), width: size.width, height: 1))
                    }
                }
            }
        }
    }

    extension Conversion where Value == ThemeColor, Output == UIColor {
        /// Colours as `UIColor`s that follow the appearance of whatever shows them.
        public static var uiColor: Conversion<ThemeColor, UIColor> {
            Conversion("UIColor") { color, context in
                let variants = context.variants
                // A system colour the same in every variant is the platform's own object (so
                // `== .label` holds and `.tintColor` stays the view's tint).
                if variants.isUniform, let name = color.systemName, let system = UIColor.livery(systemColorNamed: name) {
                    return system
                }
                return UIColor.livery(color, variants: variants, selection: context.selection)
            }
        }
    }

    extension Conversion where Value == ThemeFont, Output == UIFont {
        /// Fonts as `UIFont`s, scaled with Dynamic Type when they name a text style.
        public static var uiFont: Conversion<ThemeFont, UIFont> {
            Conversion("UIFont") { font, _ in UIFont.livery(font) }
        }
    }

    extension Conversion where Value == ImageSource, Output == UIImage? {
        /// Image sources as `UIImage`s from the main bundle (a remote URL: the image when loaded
        /// already, else nil; the image conveniences load it).
        public static var uiImage: Conversion<ImageSource, UIImage?> {
            Conversion("UIImage") { source, _ in UIImage.livery(source) }
        }
    }

    extension ImageRendering where Image == UIImage {
        /// `UIImage`s: ``UIKit/UIImage/livery(_:in:size:)`` for sources in the app, `UIImage(data:)` for remote bytes.
        package static var uiKit: ImageRendering<UIImage> {
            ImageRendering("UIImage", render: { UIImage.livery($0) }, decode: { UIImage(data: $0) })
        }
    }
#endif
