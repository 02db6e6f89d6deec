// A stand-in for exactly the Core Animation API that Livery's Apple-only code calls (see
// CoreGraphics.swift). Every declaration cites the real one on the line above it.
@_exported import CoreGraphics

// SDK-MISSING: CoreFoundation's CFBase.h is not among the fixtures; CFTypeRef imports as AnyObject.
public typealias CFTypeRef = AnyObject

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
open class CALayer: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: - (instancetype)init;
    public override init() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property(nullable) CGColorRef backgroundColor;
    open var backgroundColor: CGColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property CGFloat cornerRadius;
    open var cornerRadius: CGFloat = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property CGFloat borderWidth;
    open var borderWidth: CGFloat = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property(nullable) CGColorRef borderColor;
    open var borderColor: CGColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property float opacity;
    open var opacity: Float = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property(nullable) CGColorRef shadowColor;
    open var shadowColor: CGColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property float shadowOpacity;
    open var shadowOpacity: Float = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property CGSize shadowOffset;
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: @property CGFloat shadowRadius;
    open var shadowRadius: CGFloat = 3
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAGradientLayer.h: @interface CAGradientLayer : CALayer
open class CAGradientLayer: CALayer {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAGradientLayer.h: @property(nullable, copy) NSArray *colors;
    open var colors: [Any]?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAGradientLayer.h: @property(nullable, copy) NSArray<NSNumber *> *locations;
    open var locations: [NSNumber]?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAGradientLayer.h: @property CGPoint startPoint;
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAGradientLayer.h: @property CGPoint endPoint;
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h: @interface CAShapeLayer : CALayer
open class CAShapeLayer: CALayer {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h: @property(nullable) CGColorRef fillColor;
    open var fillColor: CGColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h: @property(nullable) CGColorRef strokeColor;
    open var strokeColor: CGColor?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h: @property CGFloat lineWidth;
    open var lineWidth: CGFloat = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h: @property(nullable, copy) NSArray<NSNumber *> *lineDashPattern;
    open var lineDashPattern: [NSNumber]?
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATextLayer.h: @interface CATextLayer : CALayer
open class CATextLayer: CALayer {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATextLayer.h: @property(nullable, copy) id string;
    open var string: Any?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATextLayer.h: @property(nullable) CFTypeRef font;
    open var font: CFTypeRef?
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATextLayer.h: @property CGFloat fontSize;
    open var fontSize: CGFloat = 36
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATextLayer.h: @property(nullable) CGColorRef foregroundColor;
    open var foregroundColor: CGColor?
}

// MARK: Transitions (LiveryUI's AppKit cross-fade, SystemAppearanceFollower)
// CAAnimation.h, CAMediaTiming.h and CoreFoundation's CFDate.h are not among the fixtures.

// SDK-MISSING: CoreFoundation's CFDate.h is not among the fixtures: typedef double CFTimeInterval;
public typealias CFTimeInterval = Double

// SDK-MISSING: CAAnimation.h is not among the fixtures: @interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>
open class CAAnimation: NSObject {
    // SDK-MISSING: CAMediaTiming.h is not among the fixtures: @property CFTimeInterval duration;
    open var duration: CFTimeInterval = 0
}

// SDK-MISSING: CAAnimation.h is not among the fixtures: @interface CATransition : CAAnimation
open class CATransition: CAAnimation {
    // SDK-MISSING: CAAnimation.h is not among the fixtures: @property(copy) CATransitionType type;
    open var type: CATransitionType = .fade
}

// SDK-MISSING: CAAnimation.h is not among the fixtures: typedef NSString * CATransitionType NS_TYPED_ENUM;
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    // SDK-MISSING: CAAnimation.h is not among the fixtures: typedef NSString * CATransitionType NS_TYPED_ENUM;
    public var rawValue: String
    // SDK-MISSING: CAAnimation.h is not among the fixtures: typedef NSString * CATransitionType NS_TYPED_ENUM;
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK-MISSING: CAAnimation.h is not among the fixtures: CA_EXTERN CATransitionType const kCATransitionFade;
    public static let fade = CATransitionType(rawValue: "fade")
}

extension CALayer {
    // SDK: MacOSX14.2.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CALayer.h: - (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;
    public func add(_ anim: CAAnimation, forKey key: String?) {}
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATransaction.h: @interface CATransaction : NSObject
open class CATransaction: NSObject {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATransaction.h: + (void)begin;
    open class func begin() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATransaction.h: + (void)commit;
    open class func commit() {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CATransaction.h: + (void)setDisableActions:(BOOL)flag;
    open class func setDisableActions(_ flag: Bool) {}
}
