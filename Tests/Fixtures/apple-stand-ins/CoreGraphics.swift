// A stand-in for exactly the Core Graphics API that Livery's Apple-only code calls, with Apple's
// Swift signatures, compiled as a module named CoreGraphics so `#if canImport(CoreGraphics)`
// takes the real branch on Linux (see AppleLayerTests). Foundation on Linux already defines
// CGFloat, CGPoint, CGSize and CGRect, so they are not declared here.
//
// Every declaration cites the real one on the line above it (checked by a test).
@_exported import Foundation

// SDK-MISSING: CoreFoundation's CFString.h is not among the fixtures; CFString is toll-free bridged to String.
public typealias CFString = String

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColor.h: typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
public final class CGColor: @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColor.h: CG_EXTERN CGColorRef __nullable CGColorCreate(CGColorSpaceRef cg_nullable space,
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColor.h: CG_EXTERN CGColorRef  CGColorCreateSRGB(CGFloat red, CGFloat green,
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColor.h: CG_EXTERN CGFloat CGColorGetAlpha(CGColorRef cg_nullable color)
    public var alpha: CGFloat { 1 }
}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColorSpace.h: typedef struct CF_BRIDGED_TYPE(id) CGColorSpace *CGColorSpaceRef;
public final class CGColorSpace: @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColorSpace.h: CG_EXTERN CGColorSpaceRef __nullable CGColorSpaceCreateWithName(CFStringRef cg_nullable name)
    public init?(name: CFString) {}
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColorSpace.h: CG_EXTERN const CFStringRef kCGColorSpaceSRGB
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColorSpace.h: CG_EXTERN const CFStringRef kCGColorSpaceDisplayP3
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColorSpace.h: CG_EXTERN const CFStringRef kCGColorSpaceExtendedSRGB
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
}
