#if canImport(QuartzCore)
    import Foundation
    import Livery
    import QuartzCore
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    extension CALayer: ThemeBindable {}

    extension CGColor {
        /// A Core Graphics colour from a Livery colour, in the space it was written in: sRGB,
        /// Display P3, or extended sRGB for wide-gamut colours written in other spaces (nothing is
        /// clipped). A `CGColor` does not follow the appearance: layers get the value of the
        /// current selection, and their bindings set it again after every switch. A system colour
        /// (`{"system": "label"}`) resolves through the platform's semantic colour for `dark`.
        public static func livery(_ color: ThemeColor, dark: Bool = false) -> CGColor {
            if color.systemName != nil, let system = LayerColors.systemColor(color, dark: dark) { return system }
            let c = PlatformColorComponents(color)
            let name: CFString
            switch c.space {
            case .sRGB: name = CGColorSpace.sRGB
            case .displayP3: name = CGColorSpace.displayP3
            case .extendedSRGB: name = CGColorSpace.extendedSRGB
            }
            let components = [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)]
            if let space = CGColorSpace(name: name),
                let made = components.withUnsafeBufferPointer({ buffer in
                    buffer.baseAddress.flatMap { CGColor(colorSpace: space, components: $0) }
                })
            {
                return made
            }
            return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// A gradient laid out for `CAGradientLayer`: colours, stop locations, start and end points.
    package struct LayerGradient {
        /// `CAGradientLayer.colors`.
        package var colors: [CGColor]
        /// `CAGradientLayer.locations`.
        package var locations: [NSNumber]
        /// `CAGradientLayer.startPoint`.
        package var startPoint: CGPoint
        /// `CAGradientLayer.endPoint`.
        package var endPoint: CGPoint

        /// The layout of `gradient` along `angle` degrees (CSS: 180 runs top to bottom), for a
        /// selection in the `dark` appearance or not (system colours).
        package init(_ gradient: ThemeGradient, angle: Double = 180, dark: Bool = false) {
            let geometry = GradientGeometry(gradient, angle: angle)
            colors = geometry.colors.map { CGColor.livery($0, dark: dark) }
            locations = geometry.locations.map { NSNumber(value: $0) }
            startPoint = CGPoint(x: geometry.start.x, y: geometry.start.y)
            endPoint = CGPoint(x: geometry.end.x, y: geometry.end.y)
        }
    }

    extension Conversion where Value == ThemeColor, Output == CGColor {
        /// Colours as `CGColor`s for the current selection (layers are set again after every switch).
        public static var cgColor: Conversion<ThemeColor, CGColor> {
            Conversion("CGColor") { color, context in
                CGColor.livery(color, dark: context.selection.appearance == .dark)
            }
        }
    }

    extension Conversion where Value == ThemeGradient, Output == LayerGradient {
        /// Gradients laid out for `CAGradientLayer` along `angle` degrees (CSS: 180 runs top to bottom).
        package static func layerGradient(angle: Double = 180) -> Conversion<ThemeGradient, LayerGradient> {
            Conversion("LayerGradient@\(angle)") { gradient, context in
                LayerGradient(gradient, angle: angle, dark: context.selection.appearance == .dark)
            }
        }
    }

    /// Runs `body` with Core Animation's implicit animations off: the layer properties bindings
    /// set in a switch would otherwise each animate for a quarter second, Reduce Motion or not.
    /// The followers run every switch through it (their cross-fade, where there is one, covers
    /// the change as a whole).
    @MainActor func withoutImplicitAnimations(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// System colours for layers: the platform's semantic colour resolved for an appearance.
    enum LayerColors {
        static func systemColor(_ color: ThemeColor, dark: Bool) -> CGColor? {
            #if canImport(UIKit) && !os(watchOS)
                let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
                return UIColor.livery(color).resolvedColor(with: traits).cgColor
            #elseif canImport(AppKit)
                var resolved: CGColor?
                let appearance = NSAppearance(named: dark ? .darkAqua : .aqua)
                appearance?.performAsCurrentDrawingAppearance { resolved = NSColor.livery(color).cgColor }
                return resolved
            #else
                return nil
            #endif
        }
    }

    // MARK: CALayer

    extension Themed where Base: CALayer {
        /// Binds a token whose value holds colours (borders, shadows): `apply` also gets whether
        /// the theme is dark, for system colours in it.
        func bindWithAppearance<Value: TokenValueRepresentable>(
            _ token: Token<Value>, key: BindingKey, _ apply: @escaping @MainActor (Base, Value, Bool) -> Void
        ) {
            // Unowned: the closure lives in the manager's own store (see `bind(_:key:through:_:)`).
            manager.bind(base, key: key) { [unowned(unsafe) manager] layer, theme in
                guard let value = theme[token] else {
                    // A theme without the token (or with another type): the layer keeps its value.
                    manager.reportMissingToken(token, reader: type(of: layer), in: theme)
                    return
                }
                apply(layer, value, theme.selection.appearance == .dark)
            }
        }

        /// Binds any `CGColor` property of a layer, converted once per token per switch and shared.
        package func bindCGColor(
            _ token: Token<ThemeColor>, key: BindingKey, _ apply: @escaping @MainActor (Base, CGColor) -> Void
        ) {
            bind(token, key: key, through: .cgColor, apply)
        }

        /// Binds `borderColor` and `borderWidth` to a border token, replacing separate colour and
        /// width bindings (its style is not drawn: layers have solid borders only).
        public func setBorder(_ token: Token<Border>) {
            unbind(ThemedProperty.borderColor.key())
            unbind(ThemedProperty.borderWidth.key())
            bindWithAppearance(token, key: ThemedProperty.border.key()) { layer, border, dark in
                layer.borderColor = CGColor.livery(border.color, dark: dark)
                layer.borderWidth = CGFloat(border.width.points())
            }
        }

        /// Binds the whole shadow to a DTCG shadow token: colour, opacity (the colour's alpha),
        /// offset and radius (half the blur, as CSS blurs measure both sides).
        /// It replaces separate shadow colour, opacity and radius bindings.
        public func setShadow(_ token: Token<Shadow>) {
            for part in [ThemedProperty.shadowColor, .shadowOpacity, .shadowRadius] { unbind(part.key()) }
            bindWithAppearance(token, key: ThemedProperty.shadow.key()) { layer, shadow, dark in
                let style = LayerShadow(shadow)
                layer.shadowColor = CGColor.livery(style.color, dark: dark)
                layer.shadowOpacity = Float(style.opacity)
                layer.shadowOffset = CGSize(width: style.offset.width, height: style.offset.height)
                layer.shadowRadius = CGFloat(style.radius)
            }
        }
    }

    // MARK: Layer subclasses

    extension Themed where Base: CAGradientLayer {
        /// Binds `colors`, `locations`, `startPoint` and `endPoint` to a gradient token, laid out
        /// along `angle` degrees (CSS: 180 runs top to bottom, 90 left to right).
        public func setGradient(_ token: Token<ThemeGradient>, angle: Double = 180) {
            bind(token, key: ThemedProperty.gradient.key(), through: .layerGradient(angle: angle)) { layer, gradient in
                layer.colors = gradient.colors
                layer.locations = gradient.locations
                layer.startPoint = gradient.startPoint
                layer.endPoint = gradient.endPoint
            }
        }
    }

    extension Themed where Base: CAShapeLayer {
        /// Binds `strokeColor`, `lineWidth` and `lineDashPattern` to a border token (dashed
        /// styles give their dash array; keywords draw solid), replacing separate stroke colour and
        /// line width bindings.
        public func setStroke(_ token: Token<Border>) {
            unbind(ThemedProperty.strokeColor.key())
            unbind(ThemedProperty.lineWidth.key())
            bindWithAppearance(token, key: ThemedProperty.stroke.key()) { layer, border, dark in
                let stroke = LayerStroke(border)
                layer.strokeColor = CGColor.livery(border.color, dark: dark)
                layer.lineWidth = CGFloat(stroke.lineWidth)
                layer.lineDashPattern = stroke.dashPattern.map { $0.map { NSNumber(value: $0) } }
            }
        }
    }

    extension Themed where Base: CATextLayer {
        /// Binds `font` and `fontSize` to a font token: the platform font (a `UIFont` or `NSFont`,
        /// both toll-free bridged to the `CTFont` the layer takes) and its point size.
        public func setFont(_ token: Token<ThemeFont>) {
            unbind(ThemedProperty.fontSize.key())
            #if canImport(UIKit) && !os(watchOS)
                bind(token, key: ThemedProperty.font.key(), through: .uiFont) { layer, font in
                    layer.font = font
                    layer.fontSize = font.pointSize
                }
            #elseif canImport(AppKit)
                bind(token, key: ThemedProperty.font.key(), through: .nsFont) { layer, font in
                    layer.font = font
                    layer.fontSize = font.pointSize
                }
            #else
                bind(token, key: ThemedProperty.fontSize.key()) { layer, font in
                    if let size = font.size { layer.fontSize = CGFloat(size) }
                }
            #endif
        }
    }
#endif
