#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import Foundation
    import Livery
    import AppKit

    extension NSColor {
        /// A colour from a Livery colour, in the space it was written in: sRGB, Display P3, or
        /// extended sRGB for wide-gamut colours written in other spaces (nothing is clipped).
        ///
        /// A system colour (`{"system": "labelColor"}`, `{"system": "label"}`) becomes AppKit's
        /// semantic colour (``PlatformSystemColor/appKitName(for:)``: `labelColor`,
        /// `windowBackgroundColor`, `controlAccentColor`, `systemBlue`…), which follows the
        /// appearance by itself; a name AppKit does not have is looked up in the main bundle's
        /// asset catalog (`NSColor(named:)`), and gives the colour's components when it is not there.
        public static func livery(_ color: ThemeColor) -> NSColor {
            NSColor(themeColor: color)
        }

        /// The colour ``livery(_:)`` returns.
        convenience init(themeColor color: ThemeColor) {
            if let name = color.systemName, let system = NSColor.livery(systemColorNamed: name) ?? NSColor(named: name) {
                self.init(name: nil, dynamicProvider: { _ in system })
                return
            }
            let c = PlatformColorComponents(color)
            switch c.space {
            case .sRGB:
                self.init(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            case .displayP3:
                self.init(displayP3Red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            case .extendedSRGB:
                let components = [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)]
                self.init(colorSpace: .extendedSRGB, components: components, count: components.count)
            }
        }

        /// A colour that follows the appearance of whatever draws it (a window or view with its own
        /// `appearance`, a sheet, a popover): the variant for the `NSAppearance` it is resolved
        /// with (best-matched against light, dark and their high-contrast forms, see
        /// ``SystemAppearance/appKitAppearanceNames``). Uniform variants make a plain colour.
        package static func livery(
            _ color: ThemeColor, variants: AppearanceVariants<ThemeColor>, selection: Selection
        ) -> NSColor {
            NSColor(themeColor: color, variants: variants, selection: selection)
        }

        /// The colour `livery(_:variants:selection:)` returns.
        convenience init(themeColor color: ThemeColor, variants: AppearanceVariants<ThemeColor>, selection: Selection) {
            guard !variants.isUniform else {
                self.init(themeColor: color)
                return
            }
            let current = NSColor.livery(color)
            let colors = variants.map { NSColor.livery($0) }
            let names = AppKitAppearance.names
            self.init(
                name: nil,
                dynamicProvider: { appearance in
                    let name = appearance.bestMatch(from: names) ?? appearance.name
                    return colors.value(
                        for: SystemAppearance(appearanceName: name.rawValue), selection: selection, current: current)
                })
        }

        /// The AppKit semantic colour a token's system colour names (``PlatformSystemColor/appKitName(for:)``).
        static func livery(systemColorNamed name: String) -> NSColor? {
            switch PlatformSystemColor.appKitName(for: name) {
            case "labelColor": .labelColor
            case "secondaryLabelColor": .secondaryLabelColor
            case "tertiaryLabelColor": .tertiaryLabelColor
            case "quaternaryLabelColor": .quaternaryLabelColor
            case "quinaryLabelColor": .quinaryLabelColor
            case "linkColor": .linkColor
            case "placeholderTextColor": .placeholderTextColor
            case "windowFrameTextColor": .windowFrameTextColor
            case "selectedMenuItemTextColor": .selectedMenuItemTextColor
            case "alternateSelectedControlTextColor": .alternateSelectedControlTextColor
            case "headerTextColor": .headerTextColor
            case "separatorColor": .separatorColor
            case "gridColor": .gridColor
            case "windowBackgroundColor": .windowBackgroundColor
            case "underPageBackgroundColor": .underPageBackgroundColor
            case "controlBackgroundColor": .controlBackgroundColor
            case "selectedContentBackgroundColor": .selectedContentBackgroundColor
            case "unemphasizedSelectedContentBackgroundColor": .unemphasizedSelectedContentBackgroundColor
            case "findHighlightColor": .findHighlightColor
            case "textColor": .textColor
            case "textBackgroundColor": .textBackgroundColor
            case "textInsertionPointColor": .textInsertionPointColor
            case "selectedTextColor": .selectedTextColor
            case "selectedTextBackgroundColor": .selectedTextBackgroundColor
            case "unemphasizedSelectedTextBackgroundColor": .unemphasizedSelectedTextBackgroundColor
            case "unemphasizedSelectedTextColor": .unemphasizedSelectedTextColor
            case "controlColor": .controlColor
            case "controlTextColor": .controlTextColor
            case "selectedControlColor": .selectedControlColor
            case "selectedControlTextColor": .selectedControlTextColor
            case "disabledControlTextColor": .disabledControlTextColor
            case "keyboardFocusIndicatorColor": .keyboardFocusIndicatorColor
            case "controlAccentColor": .controlAccentColor
            case "highlightColor": .highlightColor
            case "shadowColor": .shadowColor
            case "systemRedColor": .systemRed
            case "systemGreenColor": .systemGreen
            case "systemBlueColor": .systemBlue
            case "systemOrangeColor": .systemOrange
            case "systemYellowColor": .systemYellow
            case "systemBrownColor": .systemBrown
            case "systemPinkColor": .systemPink
            case "systemPurpleColor": .systemPurple
            case "systemGrayColor": .systemGray
            case "systemTealColor": .systemTeal
            case "systemIndigoColor": .systemIndigo
            case "systemMintColor": .systemMint
            case "systemCyanColor": .systemCyan
            case "systemFillColor": .systemFill
            case "secondarySystemFillColor": .secondarySystemFill
            case "tertiarySystemFillColor": .tertiarySystemFill
            case "quaternarySystemFillColor": .quaternarySystemFill
            case "quinarySystemFillColor": .quinarySystemFill
            case "blackColor": .black
            case "whiteColor": .white
            case "clearColor": .clear
            default: nil
            }
        }
    }

    /// The appearances colours and the follower match `NSAppearance`s against.
    enum AppKitAppearance {
        /// ``SystemAppearance/appKitAppearanceNames`` as `NSAppearance.Name`s.
        static let names = SystemAppearance.appKitAppearanceNames.map { NSAppearance.Name(rawValue: $0) }
    }

    extension NSFont {
        /// A font from a Livery font: the named face (or the system font with the token's weight) at
        /// its size. A font that names a text style and no face or weight is the style's font
        /// (`NSFont.preferredFont(forTextStyle:options:)`, at the token's size when it has one);
        /// with a face or weight, the style gives the size the token leaves out. Text styles do not
        /// scale on the Mac.
        public static func livery(_ font: ThemeFont) -> NSFont {
            let style = font.textStyle.flatMap(PlatformTextStyle.styleName(for:)).flatMap(NSFont.TextStyle.livery(named:))
            if let style, font.name == nil, font.weight == nil {
                let preferred = NSFont.preferredFont(forTextStyle: style, options: [:])
                return font.size.map { preferred.withSize(CGFloat($0)) } ?? preferred
            }
            let size =
                font.size.map { CGFloat($0) } ?? style.map { NSFont.preferredFont(forTextStyle: $0, options: [:]).pointSize }
                ?? NSFont.systemFontSize
            let weight = NSFont.Weight(rawValue: CGFloat(PlatformFontWeight.platformValue(font.weight ?? .regular)))
            return font.name.flatMap { NSFont(name: $0, size: size) } ?? NSFont.systemFont(ofSize: size, weight: weight)
        }
    }

    extension NSFont.TextStyle {
        /// The style a token names, by its name in ``PlatformTextStyle/rawValues`` (``PlatformTextStyle/styleName(for:)``).
        static func livery(named name: String) -> NSFont.TextStyle? {
            switch name {
            case "largeTitle": .largeTitle
            case "title1": .title1
            case "title2": .title2
            case "title3": .title3
            case "headline": .headline
            case "subheadline": .subheadline
            case "body": .body
            case "callout": .callout
            case "footnote": .footnote
            case "caption1": .caption1
            case "caption2": .caption2
            default: nil
            }
        }
    }

    extension NSImage {
        /// An image from a Livery image source: an asset catalog name (in `bundle`, the main bundle
        /// when nil), a file (a skin's `images/`), a solid colour or a gradient (top to bottom)
        /// drawn at `size`. Drawn images resolve system colours for the appearance they are drawn
        /// in. A remote URL gives the image when the image conveniences have loaded it already
        /// (``/Livery/RemoteImages``), else nil: bind the property instead
        /// (`imageView.livery.setImage(_:placeholder:failureImage:)`), which loads it.
        public static func livery(_ source: ImageSource, in bundle: Bundle? = nil, size: CGSize = CGSize(width: 1, height: 64))
            -> NSImage?
        {
            switch source {
            case .asset(let name):
                if let bundle { return bundle.image(forResource: name) }
                return NSImage(named: name)
            case .file(let path):
                return NSImage(contentsOfFile: path)
            case .url:
                return RemoteImageLookup.image(for: source, in: .appKit)
            case .color(let color):
                let fill = NSColor.livery(color)
                return NSImage(size: size, flipped: true) { rect in
                    fill.setFill()
                    NSBezierPath(rect: rect).fill()
                    return true
                }
            case .gradient(let gradient):
                // One band per point of height, top to bottom (the handler draws flipped).
                let bands = gradient.samples(max(1, Int(size.height.rounded(.up)))).map { NSColor.livery($0) }
                return NSImage(size: size, flipped: true) { rect in
                    let height = rect.height / CGFloat(bands.count)
                    for (row, color) in bands.enumerated() {
                        color.setFill()
                        NSBezierPath(
                            rect: NSRect(x: rect.minX, y: rect.minY + CGFloat(row) * height, width: rect.width, height: height)
                        ).fill()
                    }
                    return true
                }
            }
        }
    }

    extension Conversion where Value == ThemeColor, Output == NSColor {
        /// Colours as `NSColor`s that follow the appearance of whatever draws them.
        public static var nsColor: Conversion<ThemeColor, NSColor> {
            Conversion("NSColor") { color, context in
                let variants = context.variants
                // A system colour the same in every variant is the platform's own object.
                if variants.isUniform, let name = color.systemName,
                    let system = NSColor.livery(systemColorNamed: name) ?? NSColor(named: name)
                {
                    return system
                }
                return NSColor.livery(color, variants: variants, selection: context.selection)
            }
        }
    }

    extension Conversion where Value == ThemeFont, Output == NSFont {
        /// Fonts as `NSFont`s (a text style's font when the token names one).
        public static var nsFont: Conversion<ThemeFont, NSFont> {
            Conversion("NSFont") { font, _ in NSFont.livery(font) }
        }
    }

    extension Conversion where Value == ImageSource, Output == NSImage? {
        /// Image sources as `NSImage`s from the main bundle (a remote URL: the image when loaded
        /// already, else nil; the image conveniences load it).
        public static var nsImage: Conversion<ImageSource, NSImage?> {
            Conversion("NSImage") { source, _ in NSImage.livery(source) }
        }
    }

    extension ImageRendering where Image == NSImage {
        /// `NSImage`s: ``AppKit/NSImage/livery(_:in:size:)`` for sources in the app, `NSImage(data:)` for remote bytes.
        package static var appKit: ImageRendering<NSImage> {
            ImageRendering("NSImage", render: { NSImage.livery($0) }, decode: { NSImage(data: $0) })
        }
    }
#endif
