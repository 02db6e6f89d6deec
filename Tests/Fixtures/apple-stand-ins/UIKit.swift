// A stand-in for exactly the UIKit API that LiveryUI calls (its UIKit adapters in
// Sources/LiveryUI/UIKit/, the UIKit branches of its Core Animation adapters) and its documentation
// examples call, with Apple's Swift signatures as imported from the iOS 17.5 SDK, compiled as a
// module named UIKit so `#if canImport(UIKit)` takes the real branch on Linux (see CoreGraphics.swift
// and Scripts/check-apple-layer.sh). Views, controls, bars, windows, scenes, view controllers and
// bar appearances are `@MainActor` (NS_SWIFT_UI_ACTOR); colours, fonts, images and trait
// collections are Sendable (NS_SWIFT_SENDABLE). Bodies never run. Platform availability (tvOS,
// visionOS) is not modelled: the adapters mark what UIKit lacks there themselves.
//
// Every declaration cites the real one on the line above it (checked by a test).
@_exported import QuartzCore

// MARK: Attributed string keys

extension NSAttributedString.Key {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0));
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

// MARK: Traits

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
public enum UIUserInterfaceStyle: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIUserInterfaceStyleUnspecified,
    case unspecified = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIUserInterfaceStyleLight,
    case light = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIUserInterfaceStyleDark,
    case dark = 2
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: typedef NS_ENUM(NSInteger, UIAccessibilityContrast) {
public enum UIAccessibilityContrast: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIAccessibilityContrastUnspecified = -1,
    case unspecified = -1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIAccessibilityContrastNormal,
    case normal = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: UIAccessibilityContrastHigh,
    case high = 1
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
open class UITraitCollection: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: + (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos);
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos);
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @property (nonatomic, readonly) UIAccessibilityContrast accessibilityContrast API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @protocol UITraitEnvironment <NSObject>
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    var traitCollection: UITraitCollection { get }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public protocol UITraitDefinition {
public protocol UITraitDefinition {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Value
    associatedtype Value
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public typealias UITrait = any UIKit.UITraitDefinition.Type
public typealias UITrait = any UITraitDefinition.Type

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct UITraitUserInterfaceStyle : UIKit.UITraitDefinition {
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Value = UIUserInterfaceStyle
    public typealias Value = UIUserInterfaceStyle
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h: typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0));
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h: typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0));
    public var rawValue: String
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h: typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0));
    public init(rawValue: String) { self.rawValue = rawValue }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct UITraitPreferredContentSizeCategory : UIKit.UITraitDefinition {
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public static let defaultValue: UIContentSizeCategory
    public typealias Value = UIContentSizeCategory
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct UITraitAccessibilityContrast : UIKit.UITraitDefinition {
public struct UITraitAccessibilityContrast: UITraitDefinition {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Value = UIAccessibilityContrast
    public typealias Value = UIAccessibilityContrast
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @protocol UITraitChangeRegistration <NSObject, NSCopying>
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol, NSCopying {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor public protocol UITraitChangeObservable {
@MainActor public protocol UITraitChangeObservable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Swift.Void where TraitEnvironment : UITraitEnvironment
    typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void where TraitEnvironment: UITraitEnvironment
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UIKit.UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment
    @discardableResult func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
}

// MARK: Colours

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: @interface UIColor : NSObject <NSSecureCoding, NSCopying>
open class UIColor: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (UIColor *)initWithDisplayP3Red:(CGFloat)displayP3Red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(ios(10.0));
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (void)setFill;
    open func setFill() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: @property(nonatomic,readonly) CGColorRef CGColor;
    open var cgColor: CGColor { fatalError() }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: @property(class, nonatomic, readonly) UIColor *blackColor;      // 0.0 white
    open class var black: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: @property(class, nonatomic, readonly) UIColor *whiteColor;      // 1.0 white
    open class var white: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: @property(class, nonatomic, readonly) UIColor *clearColor;      // 0.0 white, 0.0 alpha
    open class var clear: UIColor { fatalError() }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemRedColor          API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemRed: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGreenColor        API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemGreen: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemBlueColor         API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemBlue: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemOrangeColor       API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemOrange: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemYellowColor       API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemYellow: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemPinkColor         API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemPink: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemPurpleColor       API_AVAILABLE(ios(9.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemPurple: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemTealColor         API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemTeal: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemIndigoColor       API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var systemIndigo: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemBrownColor        API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var systemBrown: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemMintColor         API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);
    open class var systemMint: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemCyanColor         API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);
    open class var systemCyan: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGrayColor         API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    open class var systemGray: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGray2Color        API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGray2: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGray3Color        API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGray3: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGray4Color        API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGray4: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGray5Color        API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGray5: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGray6Color        API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGray6: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *tintColor               API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NAME(tintColor);
    open class var tintColor: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *labelColor              API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var label: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *secondaryLabelColor     API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var secondaryLabel: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *tertiaryLabelColor      API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var tertiaryLabel: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *quaternaryLabelColor    API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var quaternaryLabel: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *linkColor               API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var link: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *placeholderTextColor    API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var placeholderText: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *separatorColor          API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var separator: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *opaqueSeparatorColor    API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var opaqueSeparator: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemBackgroundColor                   API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor          API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var secondarySystemBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *tertiarySystemBackgroundColor           API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var tertiarySystemBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor            API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemGroupedBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *secondarySystemGroupedBackgroundColor   API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *tertiarySystemGroupedBackgroundColor    API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemFillColor                         API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var systemFill: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *secondarySystemFillColor                API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var secondarySystemFill: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *tertiarySystemFillColor                 API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var tertiarySystemFill: UIColor { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property (class, nonatomic, readonly) UIColor *quaternarySystemFillColor               API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    open class var quaternarySystemFill: UIColor { fatalError() }
}

// MARK: Fonts

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h: @interface UIFont : NSObject <NSCopying, NSSecureCoding>
open class UIFont: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h: + (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
    public init?(name fontName: String, size fontSize: CGFloat) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h: + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0));
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h: + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2));
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h: @property(class, nonatomic, readonly) CGFloat systemFontSize API_UNAVAILABLE(tvos);
    open class var systemFontSize: CGFloat { 17 }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h: @property(nonatomic,readonly)        CGFloat   pointSize;
    open var pointSize: CGFloat { 17 }
}

extension UIFont {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
        public let rawValue: String
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
    public struct Weight: Hashable, RawRepresentable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
        public let rawValue: CGFloat
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h: typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontMetrics.h: @interface UIFontMetrics : NSObject
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontMetrics.h: - (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontMetrics.h: - (UIFont *)scaledFontForFont:(UIFont *)font;
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

// MARK: Images

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h: @interface UIImage : NSObject <NSSecureCoding>
open class UIImage: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h: + (nullable UIImage *)imageNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(8.0));
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h: - (nullable instancetype)initWithContentsOfFile:(NSString *)path;
    public init?(contentsOfFile path: String) {}
}

// SDK-MISSING: UIGraphicsRenderer.h is not among the fixtures; UIGraphicsImageRenderer.h declares `@interface UIGraphicsImageRenderer : UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {}

// SDK-MISSING: UIGraphicsRenderer.h is not among the fixtures; UIGraphicsImageRenderer.h declares `@interface UIGraphicsImageRendererContext : UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    // SDK-MISSING: UIGraphicsRenderer.h (`- (void)fillRect:(CGRect)rect;`) is not among the fixtures.
    open func fill(_ rect: CGRect) {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGraphicsImageRenderer.h: @interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGraphicsImageRenderer.h: @interface UIGraphicsImageRenderer : UIGraphicsRenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGraphicsImageRenderer.h: - (instancetype)initWithSize:(CGSize)size;
    public init(size: CGSize) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGraphicsImageRenderer.h: - (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

// MARK: Accessibility

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h: typedef struct UIAccessibility { void *_reserved; } UIAccessibility;
public struct UIAccessibility {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h: UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0));
    public static var isReduceMotionEnabled: Bool { false }
}

// MARK: Responders and views

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h: @interface UIResponder : NSObject <UIResponderStandardEditActions>
@MainActor open class UIResponder: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h: @property(nonatomic, readonly) BOOL isFirstResponder;
    open var isFirstResponder: Bool { false }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h: - (void)reloadInputViews API_AVAILABLE(ios(3.2));
    open func reloadInputViews() {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>
@MainActor open class UIView: UIResponder, UITraitEnvironment {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {}

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    open var traitCollection: UITraitCollection { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nullable, nonatomic,copy)            UIColor          *backgroundColor UI_APPEARANCE_SELECTOR; // default is nil. Can be useful with the appearance proxy on custom UIView subclasses.
    open var backgroundColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic)                 CGFloat           alpha;                      // animatable. default is 1.0
    open var alpha: CGFloat = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
    open var tintColor: UIColor!
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic,getter=isHidden) BOOL              hidden;
    open var isHidden: Bool = false
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
    open var isUserInteractionEnabled: Bool = true

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: - (void)addSubview:(UIView *)view;
    open func addSubview(_ view: UIView) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: - (void)removeFromSuperview;
    open func removeFromSuperview() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: - (nullable UIView *)snapshotViewAfterScreenUpdates:(BOOL)afterUpdates API_AVAILABLE(ios(7.0));
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^ __nullable)(BOOL finished))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(4.0)); // delay = 0.0, options = 0
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

extension UIView: UITraitChangeObservable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor public func registerForTraitChanges<Self>(_ traits: [UIKit.UITrait], handler: @escaping UIView.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self : UITraitEnvironment
    @discardableResult public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { fatalError() }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: @interface UIControl : UIView
@MainActor open class UIControl: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlState) {
    public struct State: OptionSet, Hashable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlState) {
        public let rawValue: UInt
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlState) {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateNormal       = 0,
        public static let normal = State([])
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateHighlighted  = 1 << 0,                  // used when UIControl isHighlighted is set
        public static let highlighted = State(rawValue: 1 << 0)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateDisabled     = 1 << 1,
        public static let disabled = State(rawValue: 1 << 1)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateSelected     = 1 << 2,                  // flag usable by app (see below)
        public static let selected = State(rawValue: 1 << 2)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3, // Applicable only when the screen supports focus
        public static let focused = State(rawValue: 1 << 3)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateApplication  = 0x00FF0000,              // additional flags available for application use
        public static let application = State(rawValue: 0x00FF_0000)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlStateReserved     = 0xFF000000               // flags reserved for internal framework use
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

// MARK: Text

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: typedef NS_ENUM(NSInteger, UIKeyboardAppearance) {
public enum UIKeyboardAppearance: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UIKeyboardAppearanceDefault,          // Default appearance for the current input method.
    case `default` = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UIKeyboardAppearanceDark API_AVAILABLE(ios(7.0)),
    case dark = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UIKeyboardAppearanceLight API_AVAILABLE(ios(7.0)),
    case light = 2
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>
@MainActor open class UILabel: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(nullable, nonatomic,copy)   NSString           *text; // default is nil
    open var text: String?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(null_resettable, nonatomic,strong) UIFont      *font UI_APPEARANCE_SELECTOR; // default is nil (system font 17 plain)
    open var font: UIFont!
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(null_resettable, nonatomic,strong) UIColor     *textColor UI_APPEARANCE_SELECTOR; // default is labelColor
    open var textColor: UIColor!
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(nullable, nonatomic,strong) UIColor            *shadowColor UI_APPEARANCE_SELECTOR; // default is nil (no shadow)
    open var shadowColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(nullable, nonatomic,copy)   NSAttributedString *attributedText API_AVAILABLE(ios(6.0));  // default is nil
    open var attributedText: NSAttributedString?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(nullable, nonatomic,strong)               UIColor *highlightedTextColor UI_APPEARANCE_SELECTOR; // default is nil
    open var highlightedTextColor: UIColor?
    // SDK-MISSING: UIContentSizeCategoryAdjusting.h (`@property (nonatomic) BOOL adjustsFontForContentSizeCategory;`) is not among the fixtures; UILabel.h adopts the protocol.
    open var adjustsFontForContentSizeCategory: Bool = false
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>
@MainActor open class UITextField: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @property(nullable, nonatomic,strong) UIColor                *textColor;            // default is nil. use opaque black
    open var textColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @property(nullable, nonatomic,strong) UIFont                 *font;                 // default is nil. use system font 12 pt
    open var font: UIFont?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @property(nullable, nonatomic,copy)   NSString               *placeholder;          // default is nil. string is drawn 70% gray
    open var placeholder: String?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @property(nullable, nonatomic,copy)   NSAttributedString     *attributedPlaceholder API_AVAILABLE(ios(6.0)); // default is nil
    open var attributedPlaceholder: NSAttributedString?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UIKeyboardAppearance keyboardAppearance;             // default is UIKeyboardAppearanceDefault
    open var keyboardAppearance: UIKeyboardAppearance = .default
    // SDK-MISSING: UIContentSizeCategoryAdjusting.h (`@property (nonatomic) BOOL adjustsFontForContentSizeCategory;`) is not among the fixtures; UITextField.h adopts the protocol.
    open var adjustsFontForContentSizeCategory: Bool = false
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h: @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
@MainActor open class UIScrollView: UIView {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h: @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>
@MainActor open class UITextView: UIScrollView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h: @property(nullable,nonatomic,strong) UIFont *font;
    open var font: UIFont?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h: @property(nullable,nonatomic,strong) UIColor *textColor;
    open var textColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h: @property(null_resettable,copy) NSAttributedString *attributedText API_AVAILABLE(ios(6.0));
    open var attributedText: NSAttributedString!
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UIKeyboardAppearance keyboardAppearance;             // default is UIKeyboardAppearanceDefault
    open var keyboardAppearance: UIKeyboardAppearance = .default
    // SDK-MISSING: UIContentSizeCategoryAdjusting.h (`@property (nonatomic) BOOL adjustsFontForContentSizeCategory;`) is not among the fixtures; UITextView.h adopts the protocol.
    open var adjustsFontForContentSizeCategory: Bool = false
}

// MARK: Buttons and images

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: @interface UIButton : UIControl <NSCoding>
@MainActor open class UIButton: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: @property(nullable, nonatomic,readonly,strong) UILabel     *titleLabel API_AVAILABLE(ios(3.0));
    open var titleLabel: UILabel? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: - (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil. use opaque white
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: - (void)setTitleShadowColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil. use 50% black
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: - (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;                      // default is nil. should be same size if different for different states
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: - (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
}

extension UIButton {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct Configuration : Swift.Hashable {
    public struct Configuration: Hashable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public static func filled() -> UIButton.Configuration
        public static func filled() -> UIButton.Configuration { fatalError() }
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var baseForegroundColor: UIColor? {
        public var baseForegroundColor: UIColor?
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var baseBackgroundColor: UIColor? {
        public var baseBackgroundColor: UIColor?
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public var configuration: UIButton.Configuration? {
    public var configuration: UIButton.Configuration? {
        get { nil }
        set {}
    }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImageView.h: @interface UIImageView : UIView
@MainActor open class UIImageView: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImageView.h: @property (nullable, nonatomic, strong) UIImage *image; // default is nil
    open var image: UIImage?
}

// MARK: Controls

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h: @interface UISwitch : UIControl <NSCoding>
@MainActor open class UISwitch: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h: @property(nullable, nonatomic, strong) UIColor *onTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var onTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h: @property(nullable, nonatomic, strong) UIColor *thumbTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h: @interface UISlider : UIControl <NSCoding>
@MainActor open class UISlider: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h: @property(nullable, nonatomic,strong) UIColor *minimumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var minimumTrackTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h: @property(nullable, nonatomic,strong) UIColor *maximumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var maximumTrackTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h: @property(nullable, nonatomic,strong) UIColor *thumbTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIProgressView.h: @interface UIProgressView : UIView <NSCoding>
@MainActor open class UIProgressView: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIProgressView.h: @property(nonatomic, strong, nullable) UIColor* progressTintColor  API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var progressTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIProgressView.h: @property(nonatomic, strong, nullable) UIColor* trackTintColor     API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var trackTintColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageControl.h: @interface UIPageControl : UIControl
@MainActor open class UIPageControl: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageControl.h: @property (nullable, nonatomic, strong) UIColor *pageIndicatorTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var pageIndicatorTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageControl.h: @property (nullable, nonatomic, strong) UIColor *currentPageIndicatorTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var currentPageIndicatorTintColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h: @interface UISegmentedControl : UIControl <NSCoding>
@MainActor open class UISegmentedControl: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h: @property(nullable, nonatomic, strong) UIColor *selectedSegmentTintColor API_AVAILABLE(ios(13.0)) UI_APPEARANCE_SELECTOR;
    open var selectedSegmentTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h: - (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIRefreshControl.h: @interface UIRefreshControl : UIControl
@MainActor open class UIRefreshControl: UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIRefreshControl.h: @property (nullable, nonatomic, strong) NSAttributedString *attributedTitle UI_APPEARANCE_SELECTOR;
    open var attributedTitle: NSAttributedString?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIActivityIndicatorView.h: @interface UIActivityIndicatorView : UIView <NSCoding>
@MainActor open class UIActivityIndicatorView: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIActivityIndicatorView.h: @property (null_resettable, readwrite, nonatomic, strong) UIColor *color API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var color: UIColor!
}

// MARK: Tables, collections, search

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>
@MainActor open class UITableView: UIScrollView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, strong, nullable) UIColor *sectionIndexColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;                   // color used for text of the section index
    open var sectionIndexColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, strong, nullable) UIColor *sectionIndexBackgroundColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;         // the background color of the section index while not being touched
    open var sectionIndexBackgroundColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, strong, nullable) UIColor *separatorColor UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos); // default is the standard separator gray
    open var separatorColor: UIColor?
}

// SDK-MISSING: UICollectionViewLayout.h is not among the fixtures; UICollectionView.h only forward-declares `@class UICollectionViewLayout`.
@MainActor open class UICollectionViewLayout: NSObject {}

// SDK-MISSING: UICollectionViewCompositionalLayout.h is not among the fixtures; the Swift interface extends the class with `list(using:)`.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {}

extension UICollectionViewCompositionalLayout {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public static func list(using configuration: UIKit.UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout { fatalError() }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct UIListSeparatorConfiguration : Swift.Hashable {
public struct UIListSeparatorConfiguration: Hashable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var color: UIColor {
    public var color: UIColor
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public struct UICollectionLayoutListConfiguration {
public struct UICollectionLayoutListConfiguration {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public enum Appearance {
    public enum Appearance {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: case plain
        case plain
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: case grouped
        case grouped
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: case insetGrouped
        case insetGrouped
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: case sidebar
        case sidebar
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: case sidebarPlain
        case sidebarPlain
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public init(appearance: UIKit.UICollectionLayoutListConfiguration.Appearance)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var separatorConfiguration: UIKit.UIListSeparatorConfiguration {
    public var separatorConfiguration: UIListSeparatorConfiguration
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var backgroundColor: UIColor? {
    public var backgroundColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionView.h: @interface UICollectionView : UIScrollView <UIDataSourceTranslating>
@MainActor open class UICollectionView: UIScrollView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionView.h: @property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
}

// SDK-MISSING: UISearchTextField.h is not among the fixtures; UISearchBar.h forward-declares `@class UISearchTextField` and returns one from `searchTextField`.
@MainActor open class UISearchTextField: UITextField {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISearchBar.h: @interface UISearchBar : UIView <UIBarPositioning, UITextInputTraits, UILookToDictateCapable>
@MainActor open class UISearchBar: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISearchBar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISearchBar.h: @property(nonatomic,readonly) UISearchTextField *searchTextField API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos,watchos);
    open var searchTextField: UISearchTextField { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UIKeyboardAppearance keyboardAppearance;             // default is UIKeyboardAppearanceDefault
    open var keyboardAppearance: UIKeyboardAppearance = .default
}

// MARK: Bars

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h: @interface UIBarItem : NSObject <NSCoding, UIAppearance>
@MainActor open class UIBarItem: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h: - (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItem.h: @interface UIBarButtonItem : UIBarItem <NSCoding>
@MainActor open class UIBarButtonItem: UIBarItem {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItem.h: @property(nullable, nonatomic,strong) UIColor *tintColor API_AVAILABLE(ios(5.0));
    open var tintColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h: @interface UIBarAppearance : NSObject<NSCopying, NSSecureCoding>
@MainActor open class UIBarAppearance: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h: - (instancetype)init;
    public override init() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h: - (void)configureWithOpaqueBackground;
    open func configureWithOpaqueBackground() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *backgroundColor;
    open var backgroundColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *shadowColor;
    open var shadowColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h: @interface UINavigationBarAppearance : UIBarAppearance
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @interface UITabBarItemStateAppearance : NSObject
@MainActor open class UITabBarItemStateAppearance: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readwrite, copy, nullable) UIColor *iconColor;
    open var iconColor: UIColor?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @interface UITabBarItemAppearance : NSObject<NSCopying, NSSecureCoding>
@MainActor open class UITabBarItemAppearance: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *normal;
    open var normal: UITabBarItemStateAppearance { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readonly, strong) UITabBarItemStateAppearance *selected;
    open var selected: UITabBarItemStateAppearance { fatalError() }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @interface UITabBarAppearance : UIBarAppearance
@MainActor open class UITabBarAppearance: UIBarAppearance {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *stackedLayoutAppearance;
    open var stackedLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *inlineLayoutAppearance;
    open var inlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarAppearance.h: @property (nonatomic, readwrite, copy) UITabBarItemAppearance *compactInlineLayoutAppearance;
    open var compactInlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbarAppearance.h: @interface UIToolbarAppearance : UIBarAppearance
@MainActor open class UIToolbarAppearance: UIBarAppearance {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @interface UINavigationBar : UIView <NSCoding, UIBarPositioning>
@MainActor open class UINavigationBar: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));
    open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    open var compactAppearance: UINavigationBarAppearance?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @property(nonatomic,readwrite, copy, nullable) UINavigationBarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBar.h: @interface UITabBar : UIView
@MainActor open class UITabBar: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBar.h: @property (nonatomic, readwrite, copy, nullable) UIColor *unselectedItemTintColor API_AVAILABLE(ios(10.0)) UI_APPEARANCE_SELECTOR;
    open var unselectedItemTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBar.h: @property (nonatomic, readwrite, copy) UITabBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));
    open var standardAppearance: UITabBarAppearance = UITabBarAppearance()
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBar.h: @property (nonatomic, readwrite, copy, nullable) UITabBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    open var scrollEdgeAppearance: UITabBarAppearance?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h: @interface UIToolbar : UIView <UIBarPositioning>
@MainActor open class UIToolbar: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h: @property(nullable, nonatomic, strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h: @property (nonatomic, readwrite, copy) UIToolbarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    open var standardAppearance: UIToolbarAppearance = UIToolbarAppearance()
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h: @property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    open var compactAppearance: UIToolbarAppearance?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h: @property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));
    open var scrollEdgeAppearance: UIToolbarAppearance?
}

// MARK: Windows, scenes, view controllers

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
public enum UIStatusBarStyle: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: UIStatusBarStyleDefault                                  = 0, // Automatically chooses light or dark content based on the user interface style
    case `default` = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: UIStatusBarStyleLightContent     API_AVAILABLE(ios(7.0)) = 1, // Light content, for use on dark backgrounds
    case lightContent = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: UIStatusBarStyleDarkContent     API_AVAILABLE(ios(13.0)) = 3, // Dark content, for use on light backgrounds
    case darkContent = 3
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
@MainActor open class UIViewController: UIResponder {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: @property(nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle API_AVAILABLE(ios(7.0)) API_DEPRECATED("Has no effect on visionOS", visionos(1.0, 1.0)) API_UNAVAILABLE(tvos); // Defaults to UIStatusBarStyleDefault
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: - (void)setNeedsStatusBarAppearanceUpdate API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos, visionos);
    open func setNeedsStatusBarAppearanceUpdate() {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h: @interface UIScene : UIResponder
@MainActor open class UIScene: UIResponder {
    // SDK-MISSING: UISceneActivationState is declared in UISceneDefinitions.h, which is not among the fixtures.
    public enum ActivationState: Int, Sendable {
        // SDK-MISSING: UISceneActivationStateUnattached (UISceneDefinitions.h).
        case unattached = -1
        // SDK-MISSING: UISceneActivationStateForegroundActive (UISceneDefinitions.h).
        case foregroundActive = 0
        // SDK-MISSING: UISceneActivationStateForegroundInactive (UISceneDefinitions.h).
        case foregroundInactive = 1
        // SDK-MISSING: UISceneActivationStateBackground (UISceneDefinitions.h).
        case background = 2
    }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h: @property (nonatomic, readonly) UISceneActivationState activationState;
    open var activationState: UIScene.ActivationState { .unattached }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h: @interface UIWindowScene : UIScene
@MainActor open class UIWindowScene: UIScene {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h: @property (nonatomic, readonly) UITraitCollection *traitCollection;
    open var traitCollection: UITraitCollection { fatalError() }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h: @interface UIWindowScene () <UITraitEnvironment, UITraitChangeObservable>
extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor public func registerForTraitChanges<Self>(_ traits: [UIKit.UITrait], handler: @escaping UIWindowScene.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self : UITraitEnvironment
    @discardableResult public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UIWindowScene.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { fatalError() }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h: @interface UIWindow : UIView
@MainActor open class UIWindow: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h: @property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0));
    open weak var windowScene: UIWindowScene?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h: @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));  // default is nil
    open var rootViewController: UIViewController?
}

// MARK: Example app

// What the example app (Examples/ThemedApp, checked by Scripts/check-example-app.sh) calls beyond
// LiveryUI: the app and scene delegates, view controllers, tables, and the controls of its screens.
// Declared in extensions where the class exists above, so only its own new classes are opened
// here. (Methods declared in an extension cannot be overridden, so the app builds its views in its
// initializers instead of overriding view controller lifecycle methods.)

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: @interface UIApplication : UIResponder
@MainActor open class UIApplication: UIResponder {}

extension UIApplication {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: typedef NSString * UIApplicationLaunchOptionsKey NS_TYPED_ENUM;
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: typedef NSString * UIApplicationLaunchOptionsKey NS_TYPED_ENUM;
        public var rawValue: String
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: typedef NSString * UIApplicationLaunchOptionsKey NS_TYPED_ENUM;
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// Its methods are all optional (`application(_:didFinishLaunchingWithOptions:)`…): none is a requirement here.
// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h: @protocol UIApplicationDelegate<NSObject>
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient @_Concurrency.MainActor(unsafe) public static func main() {
    @MainActor public static func main() {}
}

// SDK-MISSING: UISceneSession.h is not among the fixtures; UIScene.h forward-declares `@class UISceneSession` for `scene:willConnectToSession:options:`.
@MainActor open class UISceneSession: NSObject {}

extension UIScene {
    // SDK-MISSING: UISceneOptions.h (`@interface UISceneConnectionOptions : NSObject`, NS_SWIFT_NAME(UIScene.ConnectionOptions)) is not among the fixtures.
    @MainActor open class ConnectionOptions: NSObject {}
}

// Its methods are all optional (`scene(_:willConnectTo:options:)`…): none is a requirement here.
// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h: @protocol UISceneDelegate <NSObject>
@MainActor public protocol UISceneDelegate: NSObjectProtocol {}

// Its `window` property is optional: not a requirement here.
// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h: @protocol UIWindowSceneDelegate <UISceneDelegate>
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindow {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h: - (instancetype)initWithWindowScene:(UIWindowScene *)windowScene API_AVAILABLE(ios(13.0));
    public convenience init(windowScene: UIWindowScene) { self.init(frame: .zero) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h: - (void)makeKeyAndVisible;
    public func makeKeyAndVisible() {}
}

// MARK: Example app: actions

// SDK-MISSING: UIAction.h is not among the fixtures (`@interface UIAction : UIMenuElement`); the Swift interface extends the class with the initializer below.
@MainActor open class UIAction: NSObject {}

// SDK-MISSING: UIAction.h is not among the fixtures (`typedef void (^UIActionHandler)(__kindof UIAction *action);`).
public typealias UIActionHandler = (UIAction) -> Void

extension UIAction {
    // The parameters after `image` (identifier, discoverabilityTitle, attributes, state) have defaults and are left out.
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_disfavoredOverload @_Concurrency.MainActor(unsafe) convenience public init(title: Swift.String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) { self.init() }
}

extension UIControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    public struct Event: OptionSet, Hashable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
        public let rawValue: UInt
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlEventTouchUpInside                                     = 1 <<  6,
        public static let touchUpInside = Event(rawValue: 1 << 6)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlEventValueChanged                                      = 1 << 12,     // sliders, etc.
        public static let valueChanged = Event(rawValue: 1 << 12)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: UIControlEventEditingChanged                                    = 1 << 17,
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: @property(nonatomic,getter=isEnabled) BOOL enabled;                                  // default is YES. if NO, ignores touch events and subclasses may draw differently
    public var isEnabled: Bool { get { true } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: @property(nonatomic,getter=isSelected) BOOL selected;                                // default is NO may be used by some subclasses or by application
    public var isSelected: Bool { get { false } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h: - (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

// MARK: Example app: views and controls

extension UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
        public let rawValue: UInt
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: UIViewAutoresizingFlexibleLeftMargin   = 1 << 0,
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: UIViewAutoresizingFlexibleWidth        = 1 << 1,
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: UIViewAutoresizingFlexibleRightMargin  = 1 << 2,
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: UIViewAutoresizingFlexibleHeight       = 1 << 4,
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic) CGRect            frame;
    public var frame: CGRect { get { .zero } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic) CGRect            bounds;      // default bounds is zero origin, frame size. animatable
    public var bounds: CGRect { get { .zero } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic) UIViewAutoresizing autoresizingMask;    // simple resize. default is UIViewAutoresizingNone
    public var autoresizingMask: UIView.AutoresizingMask { get { [] } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h: @property(nonatomic,readonly,strong)                 CALayer  *layer;              // returns view's layer. Will always return a non-nil value. view is layer's delegate
    public var layer: CALayer { fatalError() }
}

extension UILabel {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h: @property(nonatomic) NSInteger numberOfLines;
    public var numberOfLines: Int { get { 1 } set {} }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) {
public enum UITextAutocapitalizationType: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UITextAutocapitalizationTypeNone,
    case none = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UITextAutocapitalizationTypeSentences,
    case sentences = 2
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: typedef NS_ENUM(NSInteger, UITextAutocorrectionType) {
public enum UITextAutocorrectionType: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UITextAutocorrectionTypeDefault,
    case `default` = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UITextAutocorrectionTypeNo,
    case no = 1
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: typedef NS_ENUM(NSInteger, UIKeyboardType) {
public enum UIKeyboardType: Int, Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UIKeyboardTypeDefault,                // Default type for the current input method.
    case `default` = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: UIKeyboardTypeURL,                    // A type optimized for URL entry (shows . / .com prominently).
    case URL = 3
}

extension UITextField {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h: @property(nullable, nonatomic,copy)   NSString               *text;                 // default is nil
    public var text: String? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UITextAutocapitalizationType autocapitalizationType; // default is UITextAutocapitalizationTypeSentences
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UITextAutocorrectionType autocorrectionType;         // default is UITextAutocorrectionTypeDefault
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h: @property(nonatomic) UIKeyboardType keyboardType;                         // default is UIKeyboardTypeDefault
    public var keyboardType: UIKeyboardType { get { .default } set {} }
}

extension UIButton {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: typedef NS_ENUM(NSInteger, UIButtonType) {
    public enum ButtonType: Int, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: UIButtonTypeCustom = 0,                         // no button type
        case custom = 0
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: UIButtonTypeSystem API_AVAILABLE(ios(7.0)),  // standard system button
        case system = 1
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: + (instancetype)buttonWithType:(UIButtonType)buttonType;
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) convenience public init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h: - (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;                     // default is nil. title is assumed to be single line
    public func setTitle(_ title: String?, for state: UIControl.State) {}
}

extension UIButton.Configuration {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var title: Swift.String? {
    public var title: String? { get { nil } set {} }
}

extension UISwitch {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h: @property(nonatomic,getter=isOn) BOOL on;
    public var isOn: Bool { get { false } set {} }
}

extension UISegmentedControl {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h: - (instancetype)initWithItems:(nullable NSArray *)items NS_DESIGNATED_INITIALIZER;
    public convenience init(items: [Any]?) { self.init(frame: .zero) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h: @property(nonatomic) NSInteger selectedSegmentIndex;
    public var selectedSegmentIndex: Int { get { -1 } set {} }
}

extension UIProgressView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIProgressView.h: - (void)setProgress:(float)progress animated:(BOOL)animated API_AVAILABLE(ios(5.0));
    public func setProgress(_ progress: Float, animated: Bool) {}
}

// SDK-MISSING: UIColorWell.h is not among the fixtures (`@interface UIColorWell : UIControl`, iOS 14).
@MainActor open class UIColorWell: UIControl {
    // SDK-MISSING: UIColorWell.h (`@property (nullable, nonatomic, strong) UIColor *selectedColor;`) is not among the fixtures.
    open var selectedColor: UIColor?
}

extension UIColor {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h: - (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha API_AVAILABLE(ios(5.0));
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { false }
}

// MARK: Example app: view controllers

extension UIViewController {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: @property(null_resettable, nonatomic,strong) UIView *view; // The getter first invokes [self loadView] if the view hasn't been set yet. Subclasses must call super if they override the setter or getter.
    public var view: UIView! { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h: @property(nullable, nonatomic,copy) NSString *title;  // Localized title for use by a parent controller.
    public var title: String? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: @property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController; // If this view controller has been pushed onto a navigation controller, return it.
    public var navigationController: UINavigationController? { nil }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: @interface UINavigationController : UIViewController
@MainActor open class UINavigationController: UIViewController {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER; // Initializer that also pushes the root view controller without animation.
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: - (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated; // Uses a horizontal slide transition. Has no effect if the view controller is already in the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: - (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated; // Returns the popped controller.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h: @property(nonatomic,readonly) UINavigationBar *navigationBar; // The navigation bar managed by the controller. Pushing, popping or setting navigation items on a managed navigation bar is not supported.
    open var navigationBar: UINavigationBar { fatalError() }
}

extension UINavigationBar {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h: @property (nonatomic, readwrite, assign) BOOL prefersLargeTitles UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos);
    public var prefersLargeTitles: Bool { get { false } set {} }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h: @interface UITabBarController : UIViewController <UITabBarDelegate, NSCoding>
@MainActor open class UITabBarController: UIViewController {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h: @property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
    open var viewControllers: [UIViewController]?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h: @property(nonatomic,readonly) UITabBar *tabBar API_AVAILABLE(ios(3.0)); // Provided for -[UIActionSheet showFromTabBar:]. Attempting to modify the contents of the tab bar directly will throw an exception.
    open var tabBar: UITabBar { fatalError() }
}

// MARK: Example app: tables

extension IndexPath {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var section: Swift.Int {
    public var section: Int { get { self[0] } set { self[0] = newValue } }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface: public var row: Swift.Int {
    public var row: Int { get { self[1] } set { self[1] = newValue } }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h: @protocol UIScrollViewDelegate<NSObject>
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// Its optional methods (`numberOfSections(in:)`, `tableView(_:titleForHeaderInSection:)`…) are not requirements here.
// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @protocol UITableViewDataSource<NSObject>
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// Its methods are all optional (`tableView(_:didSelectRowAt:)`…): none is a requirement here.
// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

extension UITableView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: typedef NS_ENUM(NSInteger, UITableViewStyle) {
    public enum Style: Int, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: UITableViewStylePlain,          // regular table view
        case plain = 0
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: UITableViewStyleGrouped,        // sections are grouped together
        case grouped = 1
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: UITableViewStyleInsetGrouped  API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos)  // grouped sections are inset with rounded corners
        case insetGrouped = 2
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER; // must specify style at creation. -initWithFrame: calls this with UITableViewStylePlain
    public convenience init(frame: CGRect, style: UITableView.Style) { self.init(frame: frame) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;
    public var dataSource: (any UITableViewDataSource)? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;
    public var delegate: (any UITableViewDelegate)? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, strong, nullable) UIView *tableHeaderView;                           // accessory view for above row content. default is nil. not to be confused with section header
    public var tableHeaderView: UIView? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: @property (nonatomic, strong, nullable) UIView *tableFooterView;                           // accessory view below content. default is nil. not to be confused with section footer
    public var tableFooterView: UIView? { get { nil } set {} }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;  // Used by the delegate to acquire an already allocated cell, in lieu of allocating a new one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (void)reloadData;
    public func reloadData() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h: - (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>
@MainActor open class UITableViewCell: UIView {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    public enum CellStyle: Int, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellStyleDefault,	// Simple cell with text label and optional image view (behavior of UITableViewCell in iPhoneOS 2.x)
        case `default` = 0
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellStyleValue1,		// Left aligned label on left and right aligned label on right with blue text (Used in Settings)
        case value1 = 1
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellStyleSubtitle	// Left aligned label on top and left aligned label on bottom with gray text (Used in iPod).
        case subtitle = 3
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    public enum SelectionStyle: Int, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellSelectionStyleNone,
        case none = 0
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellSelectionStyleDefault API_AVAILABLE(ios(7.0))
        case `default` = 3
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    public enum AccessoryType: Int, Sendable {
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellAccessoryNone,                                                      // don't show any accessory view
        case none = 0
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellAccessoryDisclosureIndicator,                                       // regular chevron. doesn't track
        case disclosureIndicator = 1
        // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: UITableViewCellAccessoryCheckmark,                                                 // checkmark. doesn't track
        case checkmark = 3
    }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier API_AVAILABLE(ios(3.0)) NS_DESIGNATED_INITIALIZER;
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic, readonly, strong) UIView *contentView;
    open var contentView: UIView { fatalError() }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic, readonly, strong, nullable) UILabel *textLabel API_DEPRECATED("Use UIListContentConfiguration instead, this property will be deprecated in a future release.", ios(3.0, API_TO_BE_DEPRECATED), visionos(1.0, API_TO_BE_DEPRECATED)); // default is nil.  label will be created if necessary.
    open var textLabel: UILabel? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel API_DEPRECATED("Use UIListContentConfiguration instead, this property will be deprecated in a future release.", ios(3.0, API_TO_BE_DEPRECATED), visionos(1.0, API_TO_BE_DEPRECATED)); // default is nil.  label will be created if necessary (and the current style supports a detail label).
    open var detailTextLabel: UILabel? { nil }
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic) UITableViewCellSelectionStyle   selectionStyle;             // default is UITableViewCellSelectionStyleDefault.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic) UITableViewCellAccessoryType    accessoryType;              // default is UITableViewCellAccessoryNone. use to set standard type
    open var accessoryType: UITableViewCell.AccessoryType = .none
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h: @property (nonatomic, strong, nullable) UIView       *accessoryView;              // if set, use custom view. ignore accessoryType. tracks if enabled can calls accessory action
    open var accessoryView: UIView?
}
