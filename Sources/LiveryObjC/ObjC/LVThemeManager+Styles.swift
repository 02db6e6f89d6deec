#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    /// The kind of value a style property registered from Objective-C takes, and the object its
    /// block receives.
    @objc(LVTokenKind)
    public enum LVTokenKind: Int, Sendable {
        /// A colour token: a `UIColor`.
        case color
        /// A font token: a `UIFont` (Dynamic Type when it names a text style).
        case font
        /// An image token: a `UIImage` (bundle and file images).
        case image
        /// A string token: an `NSString`.
        case string
        /// A number, dimension (in points) or duration (in seconds): an `NSNumber`.
        case number
        /// A boolean: an `NSNumber` of a `BOOL`.
        case boolean
    }

    extension LVThemeManager {
        // MARK: Style groups

        /// Registers UIKit's properties for style groups on the standard registry (see
        /// `StyleRegistry.registerUIKitProperties()`: `backgroundColor`, `textColor`, `font`,
        /// `titleColor` per control state, `barTintColor`, `translucent`, `separatorColor`,
        /// `layer.cornerRadius`…), so a theme's `styles` group sets them by name, as JHTheme's plist
        /// keys did. Call it once at launch; registrations made afterwards win.
        @objc(registerUIKitStyleProperties)
        public static func registerUIKitStyleProperties() {
            StyleRegistry.standard.registerUIKitProperties()
        }

        /// Registers the style property `name` of `objectClass` (and its subclasses) on the standard
        /// registry: `block` gets the object and the value converted for `kind` (a `UIColor` for
        /// ``LVTokenKind/color``…) whenever a style sets `name`. A custom view's own properties
        /// become settable from a theme's `styles` group.
        @objc(registerStyleProperty:forClass:kind:block:)
        public static func registerStyleProperty(
            _ name: String, for objectClass: AnyClass, kind: LVTokenKind, block: @escaping (NSObject, Any) -> Void
        ) {
            register(objectClass, name, kind, block)
        }

        private static func register<Object: AnyObject>(
            _ type: Object.Type, _ name: String, _ kind: LVTokenKind, _ block: @escaping (NSObject, Any) -> Void
        ) {
            let registry = StyleRegistry.standard
            func call(_ object: Object, _ value: Any?) {
                guard let object = object as? NSObject, let value else { return }
                block(object, value)
            }
            switch kind {
            case .color: registry.register(type, name, as: ThemeColor.self) { call($0, UIColor.livery($1)) }
            case .font: registry.register(type, name, as: ThemeFont.self) { call($0, UIFont.livery($1)) }
            case .image: registry.register(type, name, as: ImageSource.self) { call($0, UIImage.livery($1)) }
            case .string: registry.register(type, name, as: String.self) { call($0, $1) }
            case .number: registry.register(type, name, as: Double.self) { call($0, NSNumber(value: $1)) }
            case .boolean: registry.register(type, name, as: Bool.self) { call($0, NSNumber(value: $1)) }
            }
        }

        /// Styles `object` from the theme's `styles` group named after its class (`styles.UILabel`),
        /// now and after every switch.
        @objc(styleObject:)
        public func style(_ object: NSObject) {
            manager.style(object)
        }

        /// Styles `object` from the theme's style `name` (`styles.Title`), now and after every
        /// switch: each property listed there is set through the standard registry. Unknown
        /// properties are reported in ``styleDiagnostics`` and the others still set.
        @objc(styleObject:name:)
        public func style(_ object: NSObject, name: String) {
            manager.style(object, name)
        }

        /// Removes the style binding `name` of `object` (nil: the one named after its class).
        @objc(unstyleObject:name:)
        public func unstyle(_ object: NSObject, name: String?) {
            manager.unbind(object, key: .style(name ?? StyleRegistry.styleName(of: type(of: object))))
        }

        /// The problems styling has met so far (an unknown property, a value of the wrong type),
        /// each once, as `file:line:column: message` lines.
        @objc public var styleDiagnostics: [String] {
            StyleRegistry.standard.diagnostics.map { "\($0)" }
        }

        // MARK: Status bar and windows

        #if !os(tvOS)
            /// The status bar style of the current theme: its `livery.statusBar` token (`light` or
            /// `dark` content), else light content in dark appearances. Return it from
            /// `preferredStatusBarStyle`; ``followSystemAppearance(in:)`` asks for an update after
            /// every switch.
            @objc public var statusBarStyle: UIStatusBarStyle {
                UIStatusBarStyle.livery(manager)
            }
        #endif

        /// Connects `window` to the manager (a `SystemAppearanceFollower`): the system's appearance
        /// and contrast feed it, the window's interface style follows the theme (alerts and
        /// keyboards match), the status bar is asked to update after every switch, and switches
        /// cross-fade unless Reduce Motion is on. The façade keeps the follower as long as the window
        /// lives; calling it again for the same window replaces it.
        @objc(followSystemAppearanceInWindow:)
        public func followSystemAppearance(in window: UIWindow) {
            followers.removeAll { $0.window == nil || $0.window === window }
            followers.append(SystemAppearanceFollower(window: window, manager: manager))
        }
    }
#endif
