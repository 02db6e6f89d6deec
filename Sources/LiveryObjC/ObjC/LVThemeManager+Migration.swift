#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    /// What an Objective-C value parser (``LVThemeManager/registerValueParser(_:priority:block:)``)
    /// makes of a raw value: a value, text for the other parsers to read (JHTheme's
    /// `continueParse`), or a failure that says what was expected.
    @objc(LVParsedValue)
    public final class LVParsedValue: NSObject, Sendable {
        let outcome: ParsedOutcome

        init(_ outcome: ParsedOutcome) {
            self.outcome = outcome
            super.init()
        }

        /// Text the pipeline parses again from its first parser: a macro's expansion that the
        /// colour or number parsers then read (`pa(1)` → `#1E6FD9`).
        @objc(handOff:)
        public static func handOff(_ text: String) -> LVParsedValue { LVParsedValue(.handOff(text)) }

        /// A colour, as its sRGB components (extended sRGB where it is wider).
        @objc(valueWithColor:)
        public static func value(color: UIColor) -> LVParsedValue { LVParsedValue(.value(.color(themeColor(color)))) }

        /// A number (a `BOOL` number is a boolean).
        @objc(valueWithNumber:)
        public static func value(number: NSNumber) -> LVParsedValue { LVParsedValue(.value(tokenValue(number))) }

        /// Text, as the final value.
        @objc(valueWithString:)
        public static func value(string: String) -> LVParsedValue { LVParsedValue(.value(.string(string))) }

        /// A value that cannot be read: `message` says what was expected; it is reported at the
        /// value's file, line and column.
        @objc(failureWithMessage:)
        public static func failure(message: String) -> LVParsedValue { LVParsedValue(.failure(message)) }

        static func themeColor(_ color: UIColor) -> ThemeColor {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
                return ThemeColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
            }
            var white: CGFloat = 0
            _ = color.getWhite(&white, alpha: &alpha)
            return ThemeColor(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
        }

        static func tokenValue(_ number: NSNumber) -> TokenValue {
            String(cString: number.objCType) == "c" ? .boolean(number.boolValue) : .number(number.doubleValue)
        }
    }

    extension LVThemeManager {
        /// The value parsers registered from Objective-C, added to every space the façade starts.
        static var blockParsers: [BlockValueParser] = []

        // MARK: Value parsers

        /// Registers a value parser (JHTheme's `JHThemeParserProtocol`): for every raw text value,
        /// parsers are asked in `priority` order (higher first; the built-in macro and reference
        /// parsers are 1000, the typed ones 500), and `block` gets the text and the type the token
        /// must have (`@"color"`, or nil when inferred). Return nil when the value is not yours (the
        /// next parser is asked), an ``LVParsedValue`` value, a hand-off (JHTheme's
        /// `continueParse`: the text is parsed again from the top), or a failure. The block may be
        /// called more than once per value, off the main thread: keep it pure.
        ///
        /// Register before `startWith…`; registering after the manager started restarts it over
        /// the same space with the new parser (the user's choice and every binding kept), and
        /// fails, leaving it as it was, when a theme no longer resolves.
        @objc(registerValueParser:priority:block:error:)
        public static func registerValueParser(
            _ identifier: String, priority: Int, block: @escaping @Sendable (String, String?) -> LVParsedValue?
        ) throws {
            let parser = BlockValueParser(identifier: identifier, priority: ValueParserPriority(rawValue: priority)) {
                block($0, $1)?.outcome
            }
            blockParsers.removeAll { $0.identifier == identifier }
            blockParsers.append(parser)
            if let space = shared.themeSpace { try start(space: space) }
        }

        // MARK: Style groups, further

        /// Registers `name` as a child of `objectClass` for style groups (JHTheme's nested key
        /// paths): a theme's `styles.HomeHeaderView.titleLabel.textColor` sets `textColor` on the
        /// header's `titleLabel`, through the properties registered for `childClass`
        /// (`UILabel`). The child is read with key-value coding; fails (code 1 of
        /// ``errorDomain``) when instances of `objectClass` have no getter `name`.
        @objc(registerStyleChild:forClass:childClass:error:)
        public static func registerStyleChild(_ name: String, for objectClass: AnyClass, childClass: AnyClass) throws {
            let selector = NSSelectorFromString(name)
            guard let type = objectClass as? NSObject.Type, type.instancesRespond(to: selector) else {
                throw NSError(
                    domain: errorDomain, code: 1,
                    userInfo: [NSLocalizedDescriptionKey: "\(NSStringFromClass(objectClass)) has no property '\(name)'"])
            }
            StyleRegistry.standard.registerChild(objectClass, name, childType: childClass) { object in
                guard let object = object as? NSObject, object.responds(to: selector) else { return nil }
                return object.value(forKey: name) as AnyObject?
            }
        }

        /// Styles `object` from the style `name` (nil: its class's) now and after every switch, as
        /// ``style(_:name:)`` does, passing each property through `transform` first (JHTheme's
        /// `JHThemeCustomAction`): it gets the object, the property's path in the style
        /// (`textColor`, `titleLabel.font`) and the value (a `UIColor`, `UIFont`, `UIImage`,
        /// `NSString` or `NSNumber`), and returns the value to set (a `UIColor`, `NSString` or
        /// `NSNumber`, or the value it was given) or nil to skip the property.
        @objc(styleObject:name:transform:)
        public func style(_ object: NSObject, name: String?, transform: @escaping (NSObject, String, Any) -> Any?) {
            manager.style(object, name) { object, property, value in
                guard let given = Self.objectValue(value) else { return value }
                guard let result = transform(object, property, given) else { return nil }
                if (result as AnyObject) === (given as AnyObject) { return value }
                return Self.tokenValue(result)
            }
        }

        /// Styles `object` once from the style `name` (nil: its class's) of the theme `theme`,
        /// which need not be the current one (a theme picker's preview), without switching or
        /// binding. Fails with the space's diagnostics when there is no such theme.
        @objc(styleObject:name:fromTheme:error:)
        public func style(_ object: NSObject, name: String?, fromTheme theme: String) throws {
            StyleRegistry.standard.apply(name, to: object, in: try manager.preview(Selection(theme: theme)))
        }

        // MARK: Defines

        /// The define `name` (`$defines`, JHTheme's `defineMap`) of the current selection, as
        /// written: an `NSString` (`c(#1E6FD9)`), `NSNumber`, array or dictionary; nil when no
        /// document of the current selection defines it. Needs a space this façade started.
        @objc(valueForDefine:)
        public func value(forDefine name: String) -> Any? {
            themeSpace?.define(name, in: manager.selection).map(Self.foundationValue)
        }

        /// The define `name` read as a colour through the space's value parsers (`c(#1E6FD9)`,
        /// `d(other)`, an app's own parsers), for the current appearance; nil when it is not
        /// defined or is no colour.
        @objc(colorForDefine:)
        public func color(forDefine name: String) -> UIColor? {
            themeSpace?.colorDefine(name, in: manager.selection).map { UIColor.livery($0) }
        }

        // MARK: Switching, further

        /// Cross-fades `window` on every switch, over `duration` seconds (DKNightVersion's animated
        /// switch), without connecting the window to the system's appearance as
        /// ``followSystemAppearance(in:)`` does: the manager keeps the user's explicit choice.
        /// With Reduce Motion on, or while the window is off screen, switches happen at once.
        @objc(crossFadeSwitchesInWindow:duration:)
        public func crossFadeSwitches(in window: UIWindow, duration: TimeInterval) {
            manager.transition = ThemeTransitionPolicy(duration: duration).crossFade(in: window)
        }

        /// Switches to `theme` only once every remote image it uses is loaded (at most `timeout`
        /// seconds) by the pipeline `[LVRemoteImages install]` installed: `completionHandler` gets
        /// nil after the switch, else the error (code 3 of ``errorDomain``, saying which image or
        /// that no pipeline is installed), and the current theme stays.
        @objc(applyTheme:waitingForImagesWithTimeout:completionHandler:)
        public func apply(
            theme: String, waitingForImagesWithTimeout timeout: TimeInterval,
            completionHandler: @escaping @MainActor ((any Error)?) -> Void
        ) {
            let manager = manager
            // The pipeline `[LVRemoteImages install]` installed prepares the images.
            guard let pipeline = RemoteImages.fetcher as? any AssetPreparing else {
                completionHandler(
                    NSError(
                        domain: Self.errorDomain, code: 3,
                        userInfo: [
                            NSLocalizedDescriptionKey: "no image pipeline is installed: call [LVRemoteImages install] first"
                        ]))
                return
            }
            Task { @MainActor in
                do throws(SwitchWaitError) {
                    try await manager.apply(
                        Selection(theme: theme),
                        waitingFor: .assets(pipeline, timeout: .milliseconds(Int(timeout * 1000))))
                    completionHandler(nil)
                } catch {
                    completionHandler(
                        NSError(domain: Self.errorDomain, code: 3, userInfo: [NSLocalizedDescriptionKey: error.description]))
                }
            }
        }

        // MARK: Inline colours

        /// Binds the colour property at `keyPath` of `object` to one colour per theme, written
        /// inline in one line as DKNightVersion's `DKColorPickerWithRGB(0xffffff, 0x343434,
        /// 0xfafafa)`: `rgbValues` are `0xRRGGBB` numbers in the order of the `theme` modifier's
        /// contexts (an imported DKNightVersion table's columns); a theme past the end takes the
        /// first. The key path is checked as ``bind(_:keyPath:toToken:)`` checks it; binding the
        /// same key path again replaces the binding.
        @objc(bindObject:keyPath:toRGB:error:)
        public func bind(_ object: NSObject, keyPath: String, toRGB rgbValues: [NSNumber]) throws {
            guard !rgbValues.isEmpty else {
                throw NSError(
                    domain: Self.errorDomain, code: 4,
                    userInfo: [NSLocalizedDescriptionKey: "expected at least one 0xRRGGBB colour for \(keyPath)"])
            }
            let takesCGColor = try Self.validate(keyPath, of: object)
            let colors = rgbValues.map { number in
                let rgb = number.uint32Value
                return UIColor(
                    red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                    blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
            }
            let manager = manager
            manager.bind(object, blockKey: "lv.rgb." + keyPath) { object in
                let themes = manager.source.modifiers.first { $0.name == Selection.StandardModifier.theme }?.contexts ?? []
                let color = colors[inlineColorIndex(count: colors.count, theme: manager.selection.theme, themes: themes)]
                object.setValue(takesCGColor ? color.cgColor : color, forKeyPath: keyPath)
            }
        }

        // MARK: Values between Swift and Objective-C

        /// A token value as Objective-C sees it, or nil for composites.
        static func objectValue(_ value: TokenValue) -> Any? {
            switch ObjCValueKind(value) {
            case .color: if case .color(let color) = value { return UIColor.livery(color) }
            case .font: if case .font(let font) = value { return UIFont.livery(font) }
            case .image: if case .image(let source) = value { return UIImage.livery(source) }
            case .string: if case .string(let text) = value { return text as NSString }
            case .number: return ObjCValueKind.number(value).map { NSNumber(value: $0) }
            case .boolean: if case .boolean(let flag) = value { return NSNumber(value: flag) }
            case .unsupported: return nil
            }
            return nil
        }

        /// An Objective-C value as a token value: `UIColor`, `NSString`, `NSNumber`; nil otherwise.
        static func tokenValue(_ object: Any) -> TokenValue? {
            switch object {
            case let color as UIColor: .color(LVParsedValue.themeColor(color))
            case let text as String: .string(text)
            case let number as NSNumber: LVParsedValue.tokenValue(number)
            default: nil
            }
        }

        /// A define's raw value as Foundation objects.
        static func foundationValue(_ node: SourceNode) -> Any {
            switch node.value {
            case .null: NSNull()
            case .bool(let flag): NSNumber(value: flag)
            case .number(let number, _): NSNumber(value: number)
            case .string(let text): text as NSString
            case .array(let items): items.map(foundationValue) as NSArray
            case .object(let members):
                Dictionary(members.map { ($0.key, foundationValue($0.value)) }, uniquingKeysWith: { $1 }) as NSDictionary
            }
        }
    }
#endif
