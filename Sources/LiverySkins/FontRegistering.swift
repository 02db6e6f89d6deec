import Foundation

#if canImport(CoreText)
    import CoreText
#endif

/// Makes a skin's font files available to the process, as a seam: the platform's font manager in
/// an app (``SystemFontRegistry/shared``, Core Text's), a recording stand-in in tests.
///
/// ``Skin/load(_:over:into:fonts:)`` registers every file of each skin's
/// ``Skin/fontURLs`` before the skin's tokens are shown, so a token naming one of its fonts finds
/// it. Registering a font that is already registered must succeed: skins are loaded again whenever
/// the set of skins changes.
///
/// ```swift
/// struct LoggingFonts: FontRegistering {
///     func registerFont(at url: URL) throws { print("register", url.lastPathComponent) }
///     func unregisterFont(at url: URL) throws { print("unregister", url.lastPathComponent) }
/// }
/// ```
public protocol FontRegistering: Sendable {
    /// Makes the fonts in the file at `url` available to this process. Succeeds when they already are.
    func registerFont(at url: URL) throws
    /// Removes the fonts in the file at `url` from this process (when a skin is removed). Succeeds
    /// when they are not registered.
    func unregisterFont(at url: URL) throws
}

/// The platform's font registry, for ``Skin/load(_:over:into:fonts:)``'s default.
public enum SystemFontRegistry {
    /// Core Text's registry, for this process (`CTFontManagerRegisterFontsForURL`, scope `.process`),
    /// where Core Text exists (Apple platforms); `nil` elsewhere (Linux),
    /// where fonts are not registered with the process and skins load without them.
    public static let shared: (any FontRegistering)? = {
        #if canImport(CoreText)
            CoreTextFontRegistry()
        #else
            nil
        #endif
    }()
}

#if canImport(CoreText)
    /// Registers fonts with Core Text for this process (`CTFontManagerRegisterFontsForURL`, scope
    /// `.process`): they are usable by name until the process ends or they are unregistered.
    ///
    /// Registering a file that is already registered, or unregistering one that is not, is not an
    /// error. Other failures throw ``SkinError/fontRegistrationFailed(path:reason:)``.
    package struct CoreTextFontRegistry: FontRegistering {
        /// The Core Text registry.
        package init() {}

        /// Registers the fonts in the file at `url` for this process.
        package func registerFont(at url: URL) throws {
            var error: Unmanaged<CFError>?
            if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { return }
            try Self.check(error?.takeRetainedValue(), url: url, ignoring: CTFontManagerError.alreadyRegistered.rawValue)
        }

        /// Unregisters the fonts in the file at `url` from this process.
        package func unregisterFont(at url: URL) throws {
            var error: Unmanaged<CFError>?
            if CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error) { return }
            try Self.check(error?.takeRetainedValue(), url: url, ignoring: CTFontManagerError.notRegistered.rawValue)
        }

        /// Throws for a failure, unless it is Core Text's `ignored` error code.
        private static func check(_ error: CFError?, url: URL, ignoring ignored: CFIndex) throws {
            guard let error else {
                throw SkinError.fontRegistrationFailed(path: url.path, reason: "Core Text refused the file")
            }
            let domain = CFErrorGetDomain(error) as String
            if domain == (kCTFontManagerErrorDomain as String), CFErrorGetCode(error) == ignored { return }
            throw SkinError.fontRegistrationFailed(path: url.path, reason: CFErrorCopyDescription(error) as String)
        }
    }
#endif
