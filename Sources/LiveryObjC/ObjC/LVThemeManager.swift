#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    /// The theme manager for Objective-C code: apply a theme, read tokens by path, bind any
    /// property by key path, and observe ``themeDidChangeNotification``. It wraps a Swift
    /// ``/Livery/ThemeManager`` (by default the app-wide one, `AppTheme.manager`), so Swift and
    /// Objective-C screens of one app follow the same switches.
    ///
    /// ```objc
    /// LVThemeManager *themes = LVThemeManager.sharedManager;
    /// [themes bindObject:self.titleLabel keyPath:@"textColor" toToken:@"color.text.primary"];
    /// [self.view lv_setBackgroundColorToken:@"color.background"];
    /// NSError *error = nil;
    /// if (![themes applyTheme:@"night" error:&error]) { NSLog(@"%@", error); }
    /// ```
    @objc(LVThemeManager)
    @MainActor
    public final class LVThemeManager: NSObject {
        private let explicitManager: ThemeManager?
        /// The windows connected with `followSystemAppearanceInWindow:`.
        var followers: [SystemAppearanceFollower] = []

        /// The app's own theme space, when ``start(themesAt:)`` read it: what installed skins are
        /// added to (`LVSkinClient`).
        public internal(set) var themeSpace: ThemeSpace?

        /// The Swift manager this façade drives.
        public var manager: ThemeManager { explicitManager ?? AppTheme.manager }

        /// Starts the app-wide manager (`AppTheme.start(space:)`) from the theme folder at `url`,
        /// restoring the user's last choice, and returns ``shared``: Objective-C apps start Livery
        /// without a Swift file. Reads the documents on the calling thread (call it at launch, before
        /// the first window); fails with the space's diagnostics (`com.livery.ThemeSpace`) and leaves
        /// the previous manager in place.
        @objc(startWithThemesAtURL:error:)
        @discardableResult
        public static func start(themesAt url: URL) throws -> LVThemeManager {
            try start(space: ThemeSpace(contentsOf: url))
        }

        /// Starts the app-wide manager over `space`, with the value parsers registered from
        /// Objective-C (`registerValueParser:priority:block:`), and returns ``shared``.
        @discardableResult
        static func start(space: ThemeSpace) throws -> LVThemeManager {
            var space = space
            for parser in blockParsers { space.parsers.register(parser) }
            try AppTheme.start(space: space)
            shared.themeSpace = space
            return shared
        }

        /// Starts the app-wide manager from the folder named `name` (`@"Themes"`) in the main bundle;
        /// fails with code 2 of ``errorDomain`` when the bundle has no such folder.
        @objc(startWithBundleThemesNamed:error:)
        @discardableResult
        public static func start(bundleThemesNamed name: String) throws -> LVThemeManager {
            guard let url = Bundle.main.url(forResource: name, withExtension: nil) else {
                throw NSError(
                    domain: errorDomain, code: 2,
                    userInfo: [NSLocalizedDescriptionKey: "the app bundle has no theme folder named '\(name)'"])
            }
            return try start(themesAt: url)
        }

        /// The façade of the app-wide manager (`AppTheme.manager`).
        @objc(sharedManager) public static let shared = LVThemeManager(wrapping: nil)

        /// A façade over `manager` (a scope's, or one a Swift part of the app made); nil for the
        /// app-wide manager.
        public init(wrapping manager: ThemeManager?) {
            explicitManager = manager
            super.init()
        }

        /// A façade over the app-wide manager (`[[LVThemeManager alloc] init]`).
        public override convenience init() {
            self.init(wrapping: nil)
        }

        /// Posted once after every switch, with the manager as its object
        /// (`LiveryThemeDidChange`, the Swift `Notification.Name.liveryThemeDidChange`).
        @objc public static let themeDidChangeNotification = Notification.Name.liveryThemeDidChange

        /// The current theme's name (the `theme` modifier's context).
        @objc public var currentTheme: String? { manager.selection.theme }

        /// The current appearance (light when the theme space has no `appearance` modifier).
        @objc public var currentAppearance: LVAppearance { LVAppearance(manager.selection.appearance ?? .light) }

        /// Whether the appearance follows the system's until one is chosen.
        @objc public var followsSystemAppearance: Bool {
            get { manager.followsSystemAppearance }
            set { manager.followsSystemAppearance = newValue }
        }

        /// Switches to the theme named `name`; fails (with an `NSError` in Objective-C) for a theme
        /// the space does not have, leaving everything as it was.
        @objc(applyTheme:error:)
        public func applyTheme(_ name: String) throws {
            try manager.apply(theme: name)
        }

        /// Switches the appearance, an explicit choice that stops following the system's.
        @objc(applyAppearance:error:)
        public func applyAppearance(_ appearance: LVAppearance) throws {
            try manager.apply(Selection(appearance: appearance.context))
        }

        // MARK: Reading tokens

        /// The colour at `path` in the current theme, following the appearance where its value
        /// differs between light and dark (CJSkin's `SkinColor(@"key")`); nil when the theme has no
        /// such colour.
        @objc(colorForToken:)
        public func color(forToken path: String) -> UIColor? {
            ConversionCache.cache(for: manager).value(of: Token<ThemeColor>(path), .uiColor)
        }

        /// The colour at `path` as a `CGColorRef`, for layers (`layer.borderColor`), resolved for the
        /// current appearance; nil when the theme has no such colour.
        @objc(CGColorForToken:)
        public func cgColor(forToken path: String) -> CGColor? {
            ConversionCache.cache(for: manager).value(of: Token<ThemeColor>(path), .cgColor)
        }

        /// The font at `path`: Dynamic Type when the token names a text style, else the fixed size
        /// it gives (scale it with ``font(forToken:scaledFor:)``).
        @objc(fontForToken:)
        public func font(forToken path: String) -> UIFont? {
            ConversionCache.cache(for: manager).value(of: Token<ThemeFont>(path), .uiFont)
        }

        /// The font at `path` scaled for `textStyle` with `UIFontMetrics`: a custom font that
        /// follows the person's text size as the text style does. Set
        /// `adjustsFontForContentSizeCategory` on the label to have UIKit rescale it live.
        @objc(fontForToken:scaledForTextStyle:)
        public func font(forToken path: String, scaledFor textStyle: UIFont.TextStyle) -> UIFont? {
            font(forToken: path).map { UIFontMetrics(forTextStyle: textStyle).scaledFont(for: $0) }
        }

        /// The image at `path` from the main bundle or a file (assets, files, colours
        /// and gradients); nil for a remote image, which this synchronous read cannot load.
        @objc(imageForToken:)
        public func image(forToken path: String) -> UIImage? {
            manager.current[Token<ImageSource>(path)].flatMap { UIImage.livery($0) }
        }

        /// The text at `path` (a theme's string token), or nil.
        @objc(stringForToken:)
        public func string(forToken path: String) -> String? {
            ObjCTokenReader.string(at: path, in: manager.current)
        }

        /// The number at `path`: numbers, dimensions in points, font weights, durations in seconds,
        /// booleans as `BOOL` numbers; nil for a missing token or another type.
        @objc(numberForToken:)
        public func number(forToken path: String) -> NSNumber? {
            ObjCTokenReader.number(at: path, in: manager.current)
        }

        /// The string token at `path` as attributed text, in the font at `fontPath` (Dynamic Type
        /// as ``font(forToken:)``) and the colour at `colorPath` (either may be nil to leave it
        /// out); nil when the theme has no string at `path`.
        @objc(attributedStringForToken:fontToken:colorToken:)
        public func attributedString(forToken path: String, fontToken fontPath: String?, colorToken colorPath: String?)
            -> NSAttributedString?
        {
            guard let text = string(forToken: path) else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let fontPath, let font = font(forToken: fontPath) { attributes[.font] = font }
            if let colorPath, let color = color(forToken: colorPath) { attributes[.foregroundColor] = color }
            return NSAttributedString(string: text, attributes: attributes)
        }

        // MARK: Binding

        /// Binds the property at `keyPath` of `object` to the token at `path` through key-value
        /// coding, now and after every switch: colours become `UIColor`s (or `CGColorRef`s where the
        /// property takes one, as `layer.borderColor` does), fonts `UIFont`s, images `UIImage`s, text
        /// `NSString`s, numbers and dimensions `NSNumber`s. The manager holds `object` weakly; binding
        /// the same key path again replaces the binding.
        ///
        /// The key path is checked first, as JHTheme checked `respondsToSelector:`: a path `object`
        /// does not have fails with an `NSError` (``LVThemeManager/errorDomain``, code 1) naming the
        /// object's class and the key path, never with `NSUnknownKeyException`.
        @objc(bindObject:keyPath:toToken:error:)
        public func bind(_ object: NSObject, keyPath: String, toToken path: String) throws {
            let takesCGColor = try Self.validate(keyPath, of: object)
            let cache = ConversionCache.cache(for: manager)
            manager.bind(object, keyValuePath: keyPath, toTokenAt: path) { object, keyPath, value in
                let converted: Any?
                switch ObjCValueKind(value) {
                case .color:
                    converted =
                        takesCGColor
                        ? cache.value(of: Token<ThemeColor>(path), .cgColor)
                        : cache.value(of: Token<ThemeColor>(path), .uiColor)
                case .font: converted = cache.value(of: Token<ThemeFont>(path), .uiFont)
                case .image:
                    guard case .image(let source) = value else { return }
                    converted = UIImage.livery(source)
                case .string:
                    guard case .string(let text) = value else { return }
                    converted = text
                case .number: converted = ObjCValueKind.number(value).map { NSNumber(value: $0) }
                case .boolean:
                    guard case .boolean(let flag) = value else { return }
                    converted = NSNumber(value: flag)
                case .unsupported: return
                }
                object.setValue(converted, forKeyPath: keyPath)
            }
        }

        /// Calls `block` with `object` now and after every switch (CJSkin's `skinChangeBlock`,
        /// DKNightVersion's pickers): set anything there, reaching other objects through `object`.
        /// The manager holds `object` weakly and drops the block when `object` dies: no observer to
        /// remove, and a block that captures `self` strongly would keep `self` alive, so use
        /// `object`. Binding a block again for the same object and `key` replaces it.
        @objc(bindObject:key:block:)
        public func bind(_ object: NSObject, key: String, block: @escaping (NSObject) -> Void) {
            manager.bind(object, blockKey: key) { block($0) }
        }

        /// Calls `block` with `object` and the colour at `path` now and after every switch that
        /// changes it (DKNightVersion's `DKColorPicker`); nothing is called while the theme has no
        /// such colour. Binding again for the same object and token replaces the block.
        @objc(bindObject:colorToken:block:)
        public func bind(_ object: NSObject, colorToken path: String, block: @escaping (NSObject, UIColor) -> Void) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(object, key: BindingKey("lv.color." + path)) { object, _ in
                guard let color = cache.value(of: Token<ThemeColor>(path), .uiColor) else { return }
                block(object, color)
            }
        }

        /// The error domain of the façade's own errors (`LVThemeManagerErrorDomain`): code 1 for a
        /// key path (or style child) an object does not have, code 2 for a theme folder the bundle
        /// lacks, code 3 for a switch that waited for images in vain, code 4 for an inline colour
        /// binding given no colour.
        @objc public static let errorDomain = KeyPathBindingError.domain

        /// Checks `keyPath` against `object` (see `KeyPathValidator`) on the Objective-C runtime, and
        /// returns whether its last setter takes a `CGColorRef`.
        static func validate(_ keyPath: String, of object: NSObject) throws -> Bool {
            let validator = KeyPathValidator<NSObject>(
                className: { String(describing: type(of: $0)) },
                hasGetter: { $0.responds(to: NSSelectorFromString($1)) },
                hasSetter: { $0.responds(to: NSSelectorFromString(KeyPathValidator<NSObject>.setterName($1))) },
                child: { $0.value(forKey: $1) as? NSObject })
            let (owner, property) = try validator.validate(keyPath, of: object)
            return takesCGColor(owner, setter: NSSelectorFromString(KeyPathValidator<NSObject>.setterName(property)))
        }

        /// Whether `setter`'s argument is a `CGColorRef` (type encoding `^{CGColor=}`).
        static func takesCGColor(_ object: NSObject, setter: Selector) -> Bool {
            guard let method = class_getInstanceMethod(type(of: object), setter) else { return false }
            var buffer = [CChar](repeating: 0, count: 64)
            method_getArgumentType(method, 2, &buffer, buffer.count)
            let encoding = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return encoding.hasPrefix("^{CGColor")
        }

        /// Removes the binding of `keyPath` of `object`.
        @objc(unbindObject:keyPath:)
        public func unbind(_ object: NSObject, keyPath: String) {
            manager.unbind(object, keyValuePath: keyPath)
        }

        /// Removes the block bound to `object` under `key` with ``bind(_:key:block:)``.
        @objc(unbindObject:key:)
        public func unbind(_ object: NSObject, key: String) {
            manager.unbind(object, blockKey: key)
        }

        /// Removes every binding of `object`.
        @objc(unbindObject:)
        public func unbindAll(_ object: NSObject) {
            manager.unbind(object)
        }
    }

    /// The `appearance` contexts, as Objective-C names them (`LVAppearanceLight`, `LVAppearanceDark`).
    @objc public enum LVAppearance: Int, Sendable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark

        init(_ context: Selection.Appearance) {
            self = context == .dark ? .dark : .light
        }

        /// The Swift context.
        var context: Selection.Appearance { self == .dark ? .dark : .light }
    }
#endif
