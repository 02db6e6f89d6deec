// A stand-in for exactly the Core Text and Core Foundation API that Livery's Apple-only code
// calls, with Apple's signatures, so that code is type-checked on Linux (see AppleLayerTests).
// Toll-free bridged types are aliases of their Swift counterparts: `url as CFURL` and
// `cfString as String` then check as plain coercions.
import Foundation

// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
typealias CFURL = URL
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
typealias CFString = String
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
typealias CFIndex = Int
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
typealias CFErrorDomain = CFString
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
final class CFError {}

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: typedef CF_ENUM(uint32_t, CTFontManagerScope) {
enum CTFontManagerScope: UInt32 {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: kCTFontManagerScopeNone        = 0,
    case none = 0
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: kCTFontManagerScopeProcess     = 1,
    case process = 1
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: kCTFontManagerScopePersistent  CT_ENUM_AVAILABLE(macos(10.6), ios(13.0), watchos(6.0), tvos(13.0))
    case persistent = 2
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: kCTFontManagerScopeSession     CT_ENUM_AVAILABLE(macos(10.6)) CT_ENUM_UNAVAILABLE(ios, watchos, tvos)
    case session = 3
}

// SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
enum CTFontManagerError: CFIndex {
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case fileNotFound = 101
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case insufficientPermissions = 102
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case unrecognizedFormat = 103
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case invalidFontData = 104
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case alreadyRegistered = 105
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case notRegistered = 201
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case inUse = 202
    // SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
    case systemRequired = 203
}

// SDK-MISSING: CTFontManagerErrors.h (the error codes and domain) is not among the fixtures.
let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: bool CTFontManagerRegisterFontsForURL(
func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

// SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h: bool CTFontManagerUnregisterFontsForURL(
func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { "" }
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
func CFErrorGetCode(_ err: CFError!) -> CFIndex { 0 }
// SDK-MISSING: CoreFoundation's headers (CFBase.h, CFURL.h, CFError.h) are not among the fixtures.
func CFErrorCopyDescription(_ err: CFError!) -> CFString! { "" }
