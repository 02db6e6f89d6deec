// A stand-in for exactly the AppKit API that Livery's Apple-only code calls (see CoreGraphics.swift),
// with Apple's Swift signatures as imported from the macOS 14.2 SDK: the UI classes are
// `@MainActor` (NS_SWIFT_UI_ACTOR on NSResponder), NSColor is Sendable (NS_SWIFT_SENDABLE), the
// other model classes are not. Bodies are placeholders: the module is only type-checked against.
@_exported import QuartzCore

// MARK: Colours

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @interface NSColor : NSObject <NSCopying, NSSecureCoding, NSPasteboardReading, NSPasteboardWriting>
open class NSColor: NSObject, @unchecked Sendable {
    // SDK-MISSING: NSColorName is declared in NSColorList.h (typedef NSString * NSColorName NS_SWIFT_BRIDGED_TYPEDEF), which is not among the fixtures.
    public typealias Name = String

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: + (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha  API_AVAILABLE(macos(10.7));
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: + (NSColor *)colorWithDisplayP3Red:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(macos(10.12));
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: + (NSColor *)colorWithColorSpace:(NSColorSpace *)space components:(const CGFloat *)components count:(NSInteger)numberOfComponents;
    public convenience init(colorSpace space: NSColorSpace, components: UnsafePointer<CGFloat>, count numberOfComponents: Int) {
        self.init()
    }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: + (nullable NSColor *)colorNamed:(NSColorName)name API_AVAILABLE(macos(10.13));
    public convenience init?(named name: NSColor.Name) { self.init() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: + (NSColor *)colorWithName:(nullable NSColorName)colorName dynamicProvider:(NSColor * (^)(NSAppearance *))dynamicProvider API_AVAILABLE(macos(10.15));
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { self.init() }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *labelColor API_AVAILABLE(macos(10.10));
    open class var labelColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *secondaryLabelColor API_AVAILABLE(macos(10.10));
    open class var secondaryLabelColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *tertiaryLabelColor API_AVAILABLE(macos(10.10));
    open class var tertiaryLabelColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *quaternaryLabelColor API_AVAILABLE(macos(10.10));
    open class var quaternaryLabelColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *quinaryLabelColor API_AVAILABLE(macos(11.0));
    open class var quinaryLabelColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *linkColor API_AVAILABLE(macos(10.10));
    open class var linkColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *placeholderTextColor API_AVAILABLE(macos(10.10));
    open class var placeholderTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *windowFrameTextColor;
    open class var windowFrameTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedMenuItemTextColor;
    open class var selectedMenuItemTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *alternateSelectedControlTextColor;
    open class var alternateSelectedControlTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *headerTextColor;
    open class var headerTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *separatorColor API_AVAILABLE(macos(10.14));
    open class var separatorColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *gridColor;
    open class var gridColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *windowBackgroundColor;
    open class var windowBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *underPageBackgroundColor API_AVAILABLE(macos(10.8));
    open class var underPageBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *controlBackgroundColor;
    open class var controlBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedContentBackgroundColor API_AVAILABLE(macos(10.14));
    open class var selectedContentBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *unemphasizedSelectedContentBackgroundColor API_AVAILABLE(macos(10.14));
    open class var unemphasizedSelectedContentBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *findHighlightColor API_AVAILABLE(macos(10.13));
    open class var findHighlightColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *textColor;
    open class var textColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *textBackgroundColor;
    open class var textBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *textInsertionPointColor API_AVAILABLE(macos(14.0));
    open class var textInsertionPointColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedTextColor;
    open class var selectedTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedTextBackgroundColor;
    open class var selectedTextBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *unemphasizedSelectedTextBackgroundColor API_AVAILABLE(macos(10.14));
    open class var unemphasizedSelectedTextBackgroundColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *unemphasizedSelectedTextColor API_AVAILABLE(macos(10.14));
    open class var unemphasizedSelectedTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *controlColor;
    open class var controlColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *controlTextColor;
    open class var controlTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedControlColor;
    open class var selectedControlColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *selectedControlTextColor;
    open class var selectedControlTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *disabledControlTextColor;
    open class var disabledControlTextColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *keyboardFocusIndicatorColor;
    open class var keyboardFocusIndicatorColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *controlAccentColor API_AVAILABLE(macos(10.14));
    open class var controlAccentColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *highlightColor;
    open class var highlightColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *shadowColor;
    open class var shadowColor: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemRedColor API_AVAILABLE(macos(10.10));
    open class var systemRed: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemGreenColor API_AVAILABLE(macos(10.10));
    open class var systemGreen: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemBlueColor API_AVAILABLE(macos(10.10));
    open class var systemBlue: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemOrangeColor API_AVAILABLE(macos(10.10));
    open class var systemOrange: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemYellowColor API_AVAILABLE(macos(10.10));
    open class var systemYellow: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemBrownColor API_AVAILABLE(macos(10.10));
    open class var systemBrown: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemPinkColor API_AVAILABLE(macos(10.10));
    open class var systemPink: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemPurpleColor API_AVAILABLE(macos(10.10));
    open class var systemPurple: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemGrayColor API_AVAILABLE(macos(10.10));
    open class var systemGray: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemTealColor API_AVAILABLE(macos(10.12));
    open class var systemTeal: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemIndigoColor API_AVAILABLE(macos(10.15));
    open class var systemIndigo: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemMintColor API_AVAILABLE(macos(10.12));
    open class var systemMint: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemCyanColor API_AVAILABLE(macos(12.0));
    open class var systemCyan: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *systemFillColor API_AVAILABLE(macos(14.0));
    open class var systemFill: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *secondarySystemFillColor API_AVAILABLE(macos(14.0));
    open class var secondarySystemFill: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *tertiarySystemFillColor API_AVAILABLE(macos(14.0));
    open class var tertiarySystemFill: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *quaternarySystemFillColor API_AVAILABLE(macos(14.0));
    open class var quaternarySystemFill: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *quinarySystemFillColor API_AVAILABLE(macos(14.0));
    open class var quinarySystemFill: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *blackColor;        /* 0.0 white */
    open class var black: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *whiteColor;        /* 1.0 white */
    open class var white: NSColor { NSColor() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (class, strong, readonly) NSColor *clearColor;        /* 0.0 white, 0.0 alpha */
    open class var clear: NSColor { NSColor() }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: - (void)setFill;
    open func setFill() {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColor.h: @property (readonly) CGColorRef CGColor NS_RETURNS_INNER_POINTER API_AVAILABLE(macos(10.8));
    open var cgColor: CGColor { CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColorSpace.h: @interface NSColorSpace : NSObject <NSSecureCoding>
open class NSColorSpace: NSObject, @unchecked Sendable {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSColorSpace.h: @property (class, strong, readonly) NSColorSpace *extendedSRGBColorSpace API_AVAILABLE(macos(10.12));
    open class var extendedSRGB: NSColorSpace { NSColorSpace() }
}

// MARK: Appearances

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: @interface NSAppearance : NSObject <NSSecureCoding>
open class NSAppearance: NSObject {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: typedef NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;
    public struct Name: RawRepresentable, Hashable, Sendable {
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: typedef NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;
        public var rawValue: String
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: typedef NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAqua API_AVAILABLE(macos(10.9));
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: APPKIT_EXTERN NSAppearanceName const NSAppearanceNameDarkAqua API_AVAILABLE(macos(10.14));
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: - (nullable instancetype)initWithAppearanceNamed:(NSAppearanceName)name bundle:(nullable NSBundle *)bundle NS_DESIGNATED_INITIALIZER;
    public init?(appearanceNamed name: NSAppearance.Name, bundle: Bundle?) {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: + (nullable NSAppearance *)appearanceNamed:(NSAppearanceName)name;
    public convenience init?(named name: NSAppearance.Name) { self.init(appearanceNamed: name, bundle: nil) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: @property (readonly, copy) NSAppearanceName name API_AVAILABLE(macos(10.9));
    open var name: NSAppearance.Name { .aqua }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: - (nullable NSAppearanceName)bestMatchFromAppearancesWithNames:(NSArray<NSAppearanceName> *)appearances API_AVAILABLE(macos(10.14));
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: - (void)performAsCurrentDrawingAppearance:(void (NS_NOESCAPE ^)(void))block API_AVAILABLE(macos(11.0));
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) { block() }
}

// MARK: Fonts

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: @interface NSFont : NSObject <NSCopying, NSSecureCoding>
open class NSFont: NSObject {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM;
    public struct Weight: RawRepresentable, Hashable, Sendable {
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM;
        public var rawValue: CGFloat
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM;
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyle NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyle NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
        public var rawValue: String
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyle NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
        public init(rawValue: String) { self.rawValue = rawValue }
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleLargeTitle API_AVAILABLE(macos(11.0));
        public static let largeTitle = TextStyle(rawValue: "NSFontTextStyleLargeTitle")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleTitle1 API_AVAILABLE(macos(11.0));
        public static let title1 = TextStyle(rawValue: "NSFontTextStyleTitle1")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleTitle2 API_AVAILABLE(macos(11.0));
        public static let title2 = TextStyle(rawValue: "NSFontTextStyleTitle2")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleTitle3 API_AVAILABLE(macos(11.0));
        public static let title3 = TextStyle(rawValue: "NSFontTextStyleTitle3")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleHeadline API_AVAILABLE(macos(11.0));
        public static let headline = TextStyle(rawValue: "NSFontTextStyleHeadline")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleSubheadline API_AVAILABLE(macos(11.0));
        public static let subheadline = TextStyle(rawValue: "NSFontTextStyleSubheadline")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleBody API_AVAILABLE(macos(11.0));
        public static let body = TextStyle(rawValue: "NSFontTextStyleBody")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleCallout API_AVAILABLE(macos(11.0));
        public static let callout = TextStyle(rawValue: "NSFontTextStyleCallout")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleFootnote API_AVAILABLE(macos(11.0));
        public static let footnote = TextStyle(rawValue: "NSFontTextStyleFootnote")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleCaption1 API_AVAILABLE(macos(11.0));
        public static let caption1 = TextStyle(rawValue: "NSFontTextStyleCaption1")
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: APPKIT_EXTERN NSFontTextStyle const NSFontTextStyleCaption2 API_AVAILABLE(macos(11.0));
        public static let caption2 = TextStyle(rawValue: "NSFontTextStyleCaption2")
    }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyleOptionKey NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
    public struct TextStyleOptionKey: RawRepresentable, Hashable, Sendable {
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyleOptionKey NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
        public var rawValue: String
        // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFontDescriptor.h: typedef NSString * NSFontTextStyleOptionKey NS_TYPED_ENUM API_AVAILABLE(macos(11.0));
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: + (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: + (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight API_AVAILABLE(macos(10.11));
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: + (NSFont *)preferredFontForTextStyle:(NSFontTextStyle)style options:(NSDictionary<NSFontTextStyleOptionKey, id> *)options API_AVAILABLE(macos(11.0));
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont
    { NSFont() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: @property (class, readonly) CGFloat systemFontSize; // size of the standard System font.
    open class var systemFontSize: CGFloat { 13 }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: @property (readonly) CGFloat pointSize;
    open var pointSize: CGFloat { 13 }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSFont.h: - (NSFont *)fontWithSize:(CGFloat)fontSize API_AVAILABLE(macos(10.15));
    open func withSize(_ fontSize: CGFloat) -> NSFont { self }
}

// MARK: Images

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: @interface NSImage : NSObject
open class NSImage: NSObject {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: typedef NSString * NSImageName NS_SWIFT_BRIDGED_TYPEDEF API_AVAILABLE(ios(13.0));
    public typealias Name = String

    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: - (instancetype)initWithSize:(NSSize)size NS_DESIGNATED_INITIALIZER;
    public init(size: NSSize) {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: + (nullable NSImage *)imageNamed:(NSImageName)name;
    public convenience init?(named name: NSImage.Name) { self.init(size: .zero) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: - (nullable instancetype)initWithContentsOfFile:(NSString *)fileName;
    public convenience init?(contentsOfFile fileName: String) { self.init(size: .zero) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: - (nullable instancetype)initWithData:(NSData *)data;
    public convenience init?(data: Data) { self.init(size: .zero) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: + (instancetype)imageWithSize:(NSSize)size flipped:(BOOL)drawingHandlerShouldBeCalledWithFlippedContext drawingHandler:(BOOL (^)(NSRect dstRect))drawingHandler API_AVAILABLE(macos(10.8));
    public convenience init(
        size: NSSize, flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool, drawingHandler: @escaping (NSRect) -> Bool
    ) {
        self.init(size: size)
    }
}

extension Bundle {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImage.h: - (nullable NSImage *)imageForResource:(NSImageName)name API_AVAILABLE(macos(10.7));
    public func image(forResource name: NSImage.Name) -> NSImage? { nil }
}

// SDK-MISSING: NSBezierPath.h is not among the fixtures: @interface NSBezierPath : NSObject <NSCopying, NSSecureCoding>
open class NSBezierPath: NSObject {
    // SDK-MISSING: NSBezierPath.h is not among the fixtures: + (NSBezierPath *)bezierPathWithRect:(NSRect)rect;
    public convenience init(rect: NSRect) { self.init() }
    // SDK-MISSING: NSBezierPath.h is not among the fixtures: - (void)fill;
    open func fill() {}
}

// MARK: Text attributes

// AppKit declares these keys in its NSAttributedString.h, which is not among the fixtures; UIKit's
// copy of the same declaration (available on macOS 10.0 and later) is cited.
extension NSAttributedString.Key {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0));
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));
    public static let font = NSAttributedString.Key("NSFont")
}

// MARK: Responders and views

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSResponder.h: @interface NSResponder : NSObject <NSCoding>
@MainActor open class NSResponder: NSObject {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSResponder.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSResponder.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {}
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: @interface NSView : NSResponder <NSAnimatablePropertyContainer, NSUserInterfaceItemIdentification, NSDraggingDestination, NSAppearanceCustomization, NSAccessibilityElement, NSAccessibility>
@MainActor open class NSView: NSResponder {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: - (instancetype)initWithFrame:(NSRect)frameRect NS_DESIGNATED_INITIALIZER;
    public init(frame frameRect: NSRect) { super.init() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: - (void)addSubview:(NSView *)view;
    open func addSubview(_ view: NSView) {}
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: @property BOOL wantsLayer API_AVAILABLE(macos(10.5));
    open var wantsLayer: Bool = false
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: @property (nullable, strong) CALayer *layer API_AVAILABLE(macos(10.5));
    open var layer: CALayer?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: @property CGFloat alphaValue API_AVAILABLE(macos(10.5));
    open var alphaValue: CGFloat = 1
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: @property (nullable, strong) NSAppearance *appearance API_AVAILABLE(macos(10.9));
    open var appearance: NSAppearance?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAppearance.h: @property (readonly, strong) NSAppearance *effectiveAppearance API_AVAILABLE(macos(10.9));
    open var effectiveAppearance: NSAppearance { fatalError() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSView.h: - (void)viewDidChangeEffectiveAppearance API_AVAILABLE(macos(10.14));
    open func viewDidChangeEffectiveAppearance() {}
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSControl.h: @interface NSControl : NSView
@MainActor open class NSControl: NSView {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSControl.h: @property (nullable, copy) NSFont *font;
    open var font: NSFont?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSControl.h: @property (copy) NSString *stringValue;
    open var stringValue = ""
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @interface NSTextField : NSControl <NSUserInterfaceValidations, NSAccessibilityNavigableStaticText, NSTextContent>
@MainActor open class NSTextField: NSControl {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: + (instancetype)labelWithString:(NSString *)stringValue API_AVAILABLE(macos(10.12));
    public convenience init(labelWithString stringValue: String) { self.init(frame: .zero) }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @property (nullable, copy) NSString *placeholderString API_AVAILABLE(macos(10.10));
    open var placeholderString: String?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @property (nullable, copy) NSAttributedString *placeholderAttributedString API_AVAILABLE(macos(10.10));
    open var placeholderAttributedString: NSAttributedString?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @property (nullable, copy) NSColor *backgroundColor;
    open var backgroundColor: NSColor?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @property BOOL drawsBackground;
    open var drawsBackground: Bool = false
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSTextField.h: @property (nullable, copy) NSColor *textColor;
    open var textColor: NSColor?
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @interface NSButton : NSControl <NSUserInterfaceValidations, NSAccessibilityButton, NSUserInterfaceCompression>
@MainActor open class NSButton: NSControl {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @property (copy) NSAttributedString *attributedTitle;
    open var attributedTitle = NSAttributedString(string: "")
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @property (copy) NSString *title;
    open var title = ""
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @property (nullable, copy) NSColor *bezelColor API_AVAILABLE(macos(10.12.2));
    open var bezelColor: NSColor?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @property (nullable, copy) NSColor *contentTintColor API_AVAILABLE(macos(10.14));
    open var contentTintColor: NSColor?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSButton.h: @property (nullable, strong) NSImage *image;
    open var image: NSImage?
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImageView.h: @interface NSImageView : NSControl <NSAccessibilityImage, NSMenuItemValidation>
@MainActor open class NSImageView: NSControl {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImageView.h: @property (nullable, strong) NSImage *image;
    open var image: NSImage?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSImageView.h: @property (nullable, copy) NSColor *contentTintColor API_AVAILABLE(macos(10.14));
    open var contentTintColor: NSColor?
}

// MARK: Windows and the application

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWindow.h: @interface NSWindow : NSResponder <NSAnimatablePropertyContainer, NSMenuItemValidation, NSUserInterfaceValidations, NSUserInterfaceItemIdentification, NSAppearanceCustomization, NSAccessibilityElement, NSAccessibility>
@MainActor open class NSWindow: NSResponder {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWindow.h: @property (nullable, strong) __kindof NSView *contentView;
    open var contentView: NSView?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWindow.h: @property (getter=isVisible, readonly) BOOL visible;
    open var isVisible: Bool { false }
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSApplication.h: @interface NSApplication : NSResponder <NSUserInterfaceValidations, NSMenuItemValidation, NSAccessibilityElement, NSAccessibility>
@MainActor open class NSApplication: NSResponder {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSApplication.h: @property (nullable, strong) NSAppearance *appearance API_AVAILABLE(macos(10.14));
    open var appearance: NSAppearance?
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSApplication.h: @property (readonly, strong) NSAppearance *effectiveAppearance API_AVAILABLE(macos(10.14));
    open var effectiveAppearance: NSAppearance { fatalError() }
}

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSApplication.h: APPKIT_EXTERN __kindof NSApplication * _Null_unspecified NSApp NS_SWIFT_UI_ACTOR;
@MainActor public var NSApp: NSApplication! = nil

// SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWorkspace.h: @interface NSWorkspace : NSObject
open class NSWorkspace: NSObject {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWorkspace.h: @property (class, readonly, strong) NSWorkspace *sharedWorkspace;
    open class var shared: NSWorkspace { NSWorkspace() }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSWorkspace.h: @property (readonly, strong) NSNotificationCenter *notificationCenter;
    open var notificationCenter: NotificationCenter { NotificationCenter.default }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAccessibility.h: @property (readonly) BOOL accessibilityDisplayShouldIncreaseContrast API_AVAILABLE(macos(10.10));
    open var accessibilityDisplayShouldIncreaseContrast: Bool { false }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAccessibility.h: @property (readonly) BOOL accessibilityDisplayShouldReduceMotion API_AVAILABLE(macos(10.12));
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/AppKit.framework/Headers/NSAccessibility.h: APPKIT_EXTERN NSNotificationName const NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification API_AVAILABLE(macos(10.10));
    public static let accessibilityDisplayOptionsDidChangeNotification = NSNotification.Name(
        "NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
}
