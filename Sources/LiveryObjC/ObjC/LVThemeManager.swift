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
        private let explicitManager: ThemeManager<ResolvedTheme>?

        /// The Swift manager this façade drives.
        public var manager: ThemeManager<ResolvedTheme> { explicitManager ?? AppTheme.manager }

        /// Starts the app-wide manager (`AppTheme.start(space:)`) from the theme folder at `url`,
        /// restoring the user's last choice, and returns ``shared``: Objective-C apps start Livery
        /// without a Swift file. Reads the documents on the calling thread (call it at launch, before
        /// the first window); fails with the space's diagnostics (`com.livery.ThemeSpace`) and leaves
        /// the previous manager in place.
        @objc(startWithThemesAtURL:error:)
        @discardableResult
        public static func start(themesAt url: URL) throws -> LVThemeManager {
            let space = try ThemeSpace(contentsOf: url)
            try AppTheme.start(space: space)
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
        public init(wrapping manager: ThemeManager<ResolvedTheme>?) {
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

        /// The current appearance: `light` or `dark`.
        @objc public var currentAppearance: String? { manager.selection.appearance }

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

        /// Switches the appearance (`light` or `dark`), an explicit choice that stops following
        /// the system's.
        @objc(applyAppearance:error:)
        public func applyAppearance(_ appearance: String) throws {
            try manager.apply(appearance: appearance)
        }

        // MARK: Reading tokens

        /// The colour at `path` in the current theme, following the appearance where its value
        /// differs between light and dark.
        @objc(colorForToken:)
        public func color(forToken path: String) -> UIColor? {
            ConversionCache.cache(for: manager).value(of: Token<ThemeColor>(path), .uiColor)
        }

        /// The font at `path` (Dynamic Type when it names a text style).
        @objc(fontForToken:)
        public func font(forToken path: String) -> UIFont? {
            ConversionCache.cache(for: manager).value(of: Token<ThemeFont>(path), .uiFont)
        }

        /// The image at `path` from the main bundle (nil for remote images).
        @objc(imageForToken:)
        public func image(forToken path: String) -> UIImage? {
            manager.current[Token<ImageSource>(path)].flatMap { UIImage.livery($0) }
        }

        /// The text at `path` (a language table's copy, a theme's string).
        @objc(stringForToken:)
        public func string(forToken path: String) -> String? {
            manager.current.string(path)
        }

        /// The number at `path`: numbers, dimensions in points, durations in seconds.
        @objc(numberForToken:)
        public func number(forToken path: String) -> NSNumber? {
            manager.current[path].flatMap { ObjCValueKind.number($0, remBase: manager.current.remBase) }.map {
                NSNumber(value: $0)
            }
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
            manager.bind(object, key: BindingKey("lv.block." + key)) { object, _ in block(object) }
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

        /// The error domain of the façade's own errors (`LVThemeManagerErrorDomain`).
        @objc public static let errorDomain = "LVThemeManagerErrorDomain"

        /// Whether every component of `keyPath` is a property of the object reached so far (a getter,
        /// and a setter for the last), and whether the last setter takes a `CGColorRef`.
        static func validate(_ keyPath: String, of object: NSObject) throws -> Bool {
            let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            func refuse(_ reason: String) -> NSError {
                NSError(
                    domain: errorDomain, code: 1,
                    userInfo: [
                        NSLocalizedDescriptionKey:
                            "\(String(describing: type(of: object))) has no key path '\(keyPath)': \(reason)"
                    ])
            }
            var target: NSObject = object
            for (i, component) in components.enumerated() {
                guard let first = component.first, first.isLetter || first == "_" else {
                    throw refuse("'\(component)' is not a property name")
                }
                guard target.responds(to: NSSelectorFromString(component)) else {
                    throw refuse("\(String(describing: type(of: target))) does not respond to '\(component)'")
                }
                if i == components.count - 1 {
                    let setter = "set" + first.uppercased() + component.dropFirst() + ":"
                    guard target.responds(to: NSSelectorFromString(setter)) else {
                        throw refuse("\(String(describing: type(of: target))).\(component) is read-only")
                    }
                    return Self.takesCGColor(target, setter: NSSelectorFromString(setter))
                }
                guard let next = target.value(forKey: component) as? NSObject else {
                    throw refuse("\(String(describing: type(of: target))).\(component) is nil or not an object")
                }
                target = next
            }
            throw refuse("the key path is empty")
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

        /// Removes every binding of `object`.
        @objc(unbindObject:)
        public func unbindAll(_ object: NSObject) {
            manager.unbind(object)
        }
    }

    // MARK: View conveniences (DKNightVersion's and CJSkin's call sites, with `lv_` names)

    @objc extension UIView {
        /// Binds `backgroundColor` to the colour token at `path` (the app-wide manager).
        @objc(lv_setBackgroundColorToken:)
        public func lv_setBackgroundColorToken(_ path: String) {
            livery.setBackgroundColor(Token(path))
        }

        /// Binds `tintColor` to the colour token at `path`.
        @objc(lv_setTintColorToken:)
        public func lv_setTintColorToken(_ path: String) {
            livery.setTintColor(Token(path))
        }
    }

    @objc extension UILabel {
        /// Binds `textColor` to the colour token at `path`.
        @objc(lv_setTextColorToken:)
        public func lv_setTextColorToken(_ path: String) {
            livery.setTextColor(Token(path))
        }

        /// Binds `font` to the font token at `path`.
        @objc(lv_setFontToken:)
        public func lv_setFontToken(_ path: String) {
            livery.setFont(Token(path))
        }

        /// Binds `text` to the string token at `path` (language tables).
        @objc(lv_setTextToken:)
        public func lv_setTextToken(_ path: String) {
            livery.setText(Token(path))
        }
    }

    @objc extension UIButton {
        /// Binds the title colour for `state` to the colour token at `path`.
        @objc(lv_setTitleColorToken:forState:)
        public func lv_setTitleColorToken(_ path: String, for state: UIControl.State) {
            livery.setTitleColor(Token(path), for: state)
        }

        /// Binds the image for `state` to the image token at `path`.
        @objc(lv_setImageToken:forState:)
        public func lv_setImageToken(_ path: String, for state: UIControl.State) {
            livery.setImage(Token(path), for: state)
        }
    }

    @objc extension UITextField {
        /// Binds `textColor` to the colour token at `path`.
        @objc(lv_setTextColorToken:)
        public func lv_setTextColorToken(_ path: String) {
            livery.setTextColor(Token(path))
        }
    }

    @objc extension UIImageView {
        /// Binds `image` to the image token at `path`.
        @objc(lv_setImageToken:)
        public func lv_setImageToken(_ path: String) {
            livery.setImage(Token(path))
        }
    }
#endif
