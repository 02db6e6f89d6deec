// A stand-in for exactly the Core Text and Core Foundation API that Livery's Apple-only code
// calls, with Apple's signatures, so that code is type-checked on Linux (see AppleLayerTests).
// Toll-free bridged types are aliases of their Swift counterparts: `url as CFURL` and
// `cfString as String` then check as plain coercions.
import Foundation

typealias CFURL = URL
typealias CFString = String
typealias CFIndex = Int
typealias CFErrorDomain = CFString
final class CFError {}

enum CTFontManagerScope: UInt32 {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
}

enum CTFontManagerError: CFIndex {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
}

let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { "" }
func CFErrorGetCode(_ err: CFError!) -> CFIndex { 0 }
func CFErrorCopyDescription(_ err: CFError!) -> CFString! { "" }
