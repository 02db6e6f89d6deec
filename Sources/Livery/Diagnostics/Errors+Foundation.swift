import Foundation

// Livery's errors as Foundation sees them: `localizedDescription` is each error's own sentence (with
// its `file:line:column`), and bridged to `NSError` each has a stable domain and code, so an app can
// show them, log them, or hand them to Objective-C.

extension TokenDocument.Error: LocalizedError, CustomNSError {
    /// The description: `path:line:column: error: message`.
    public var errorDescription: String? { description }
    /// `com.livery.TokenDocument`.
    public static var errorDomain: String { "com.livery.TokenDocument" }
    /// The reason's place in ``Reason`` from 1: syntax 1, invalid encoding 2, too deep 3, too large 4,
    /// invalid structure 5, unreadable 6.
    public var errorCode: Int {
        switch reason {
        case .syntax: 1
        case .invalidEncoding: 2
        case .tooDeep: 3
        case .tooLarge: 4
        case .invalidStructure: 5
        case .unreadable: 6
        }
    }
    /// The description, the file and the position.
    public var errorUserInfo: [String: Any] {
        [
            NSLocalizedDescriptionKey: description, NSFilePathErrorKey: location.file,
            "LiveryLine": location.line, "LiveryColumn": location.column,
        ]
    }
}

extension ThemeSpace.Error: LocalizedError, CustomNSError {
    /// One `path:line:column: error: message` line per diagnostic.
    public var errorDescription: String? { description }
    /// `com.livery.ThemeSpace`; the code is 1 (`CustomNSError`'s default): the space or the selection
    /// does not resolve (the diagnostics say why).
    public static var errorDomain: String { "com.livery.ThemeSpace" }
    /// The description under `NSLocalizedDescriptionKey`: bridged to `NSError`, and on Linux, where
    /// `localizedDescription` reads only the user info, the sentence stays readable.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

extension ValueParsingError: LocalizedError, CustomNSError {
    /// `path:line:column: error: message`.
    public var errorDescription: String? { description }
    /// `com.livery.ValueParsing`; the code is 1 (`CustomNSError`'s default; the ``rule`` names the
    /// check, in `errorUserInfo["LiveryRule"]`).
    public static var errorDomain: String { "com.livery.ValueParsing" }
    /// The description, the rule and the position.
    public var errorUserInfo: [String: Any] {
        [
            NSLocalizedDescriptionKey: description, "LiveryRule": rule, NSFilePathErrorKey: location.file,
            "LiveryLine": location.line, "LiveryColumn": location.column,
        ]
    }
}

extension ThemeColor.ParseError: LocalizedError, CustomNSError {
    /// What was wrong with the colour text and what was expected.
    public var errorDescription: String? { description }
    /// `com.livery.ThemeColor`; the code is 1 (`CustomNSError`'s default): the text is not a colour.
    public static var errorDomain: String { "com.livery.ThemeColor" }
    /// The description under `NSLocalizedDescriptionKey`: bridged to `NSError`, and on Linux, where
    /// `localizedDescription` reads only the user info, the sentence stays readable.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

extension SwitchWaitError: LocalizedError, CustomNSError {
    /// What the switch waited for and why it did not happen.
    public var errorDescription: String? { description }
    /// `com.livery.SwitchWait`.
    public static var errorDomain: String { "com.livery.SwitchWait" }
    /// Timed out 1, an asset failed 2, invalid selection 4 (3 was "no asset loader", before the
    /// loader became part of the ``SwitchCondition``).
    public var errorCode: Int {
        switch self {
        case .timedOut: 1
        case .assetFailed: 2
        case .invalidSelection: 4
        }
    }
    /// The description under `NSLocalizedDescriptionKey`: bridged to `NSError`, and on Linux, where
    /// `localizedDescription` reads only the user info, the sentence stays readable.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}
