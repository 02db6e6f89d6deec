import Foundation

/// Livery's skin errors as Foundation sees them: `localizedDescription` is the sentence
/// ``SkinError/description`` gives, and bridged to `NSError` (Objective-C, `NSError`-based logging)
/// each case has a stable domain and code.
extension SkinError: LocalizedError, CustomNSError {
    /// The sentence ``description`` gives.
    public var errorDescription: String? { description }

    /// The step that failed, for an install that failed (`download`, `verify`, `unpack`…).
    public var failureReason: String? {
        if case .installFailed(let step, let reason) = self { return "\(step): \(reason.description)" }
        return nil
    }

    /// `com.livery.SkinError`.
    public static var errorDomain: String { "com.livery.SkinError" }

    /// A stable code per case, in declaration order from 1 (`cancelled` is 29). New cases get new
    /// codes; existing codes never change.
    public var errorCode: Int {
        switch self {
        case .keyUnreadable: 1
        case .keyExists: 2
        case .noTrustedKeys: 3
        case .signatureUnreadable: 4
        case .signatureMismatch: 5
        case .packageUnreadable: 6
        case .archiveInvalid: 7
        case .manifestMissing: 8
        case .manifestInvalid: 9
        case .unsupportedFormat: 10
        case .unsafePath: 11
        case .unsupportedEntry: 12
        case .duplicateEntry: 13
        case .unlistedFile: 14
        case .missingFile: 15
        case .sizeMismatch: 16
        case .hashMismatch: 17
        case .sourceInvalid: 18
        case .validationFailed: 19
        case .writeFailed: 20
        case .downgrade: 21
        case .notInstalled: 22
        case .noPreviousVersion: 23
        case .requiredTokensMissing: 24
        case .catalogInvalid: 25
        case .installFailed: 26
        case .httpStatus: 27
        case .downloadFailed: 28
        case .cancelled: 29
        case .notInCatalog: 30
        case .tokensInvalid: 31
        case .loadFailed: 32
        case .fontRegistrationFailed: 33
        case .keyKindMismatch: 34
        case .catalogExpired: 35
        case .catalogReplayed: 36
        case .catalogUnsequenced: 37
        }
    }

    /// The description, and for an install that failed, the step.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if case .installFailed(let step, _) = self { info["LiveryFailedStep"] = step.rawValue }
        return info
    }
}

extension RemoteImageLoader.Error: LocalizedError, CustomNSError {
    /// The sentence ``description`` gives, naming the URL and the cause.
    public var errorDescription: String? { description }
    /// `com.livery.RemoteImageLoader`.
    public static var errorDomain: String { "com.livery.RemoteImageLoader" }
    /// HTTP status 1, 304 without a cache 2, not HTTP 3, transport 4, invalid URL 5, undecodable 6,
    /// too large 7.
    public var errorCode: Int {
        switch self {
        case .httpStatus: 1
        case .notModifiedWithoutCache: 2
        case .invalidResponse: 3
        case .transport: 4
        case .invalidURL: 5
        case .undecodable: 6
        case .tooLarge: 7
        }
    }
    /// The description under `NSLocalizedDescriptionKey`: bridged to `NSError`, and on Linux, where
    /// `localizedDescription` reads only the user info, the sentence stays readable.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}
