import Foundation
import Livery

/// Why Studio refused a request: an HTTP status, a message, and where the problem is.
package struct StudioError: Error, Sendable, CustomStringConvertible {
    /// The kinds of refusal, each answered with its HTTP status.
    package enum Kind: Int, Sendable {
        /// 400: the request is malformed.
        case badRequest = 400
        /// 403: the secret is missing, or the `Host`, `Origin` or path is not allowed.
        case forbidden = 403
        /// 404: no such file, token or route.
        case notFound = 404
        /// 405: the route does not take that method.
        case methodNotAllowed = 405
        /// 409: the token or theme exists, the file changed on disk (or became a folder, rule
        /// `write-not-a-file`), or nothing to undo.
        case conflict = 409
        /// 413: the request body is too large.
        case tooLarge = 413
        /// 422: the value or document does not validate.
        case unprocessable = 422
        /// 429: the live channel's rate for a device, its wrong pairing codes or its device count is exceeded.
        case tooManyRequests = 429
        /// 500: the server failed (a write the system refused, rule `write-denied`, or failed,
        /// rule `write-failed`).
        case internalError = 500
        /// 507: a save found no space left on the disk (rule `write-no-space`); the file is unchanged.
        case insufficientStorage = 507
    }

    /// The kind, which decides the status.
    package var kind: Kind
    /// What went wrong and what was expected.
    package var message: String
    /// Where, when known.
    package var location: SourceLocation?
    /// The token concerned, when there is one.
    package var tokenPath: String?
    /// The rule of the diagnostic this comes from.
    package var rule: String?
    /// Files in conflict (for a save refused because of them).
    package var conflicts: [String] = []
    /// For an export outside the folder: the absolute path to confirm.
    package var confirmPath: String?

    /// An error of `kind`.
    package init(_ kind: Kind, _ message: String, location: SourceLocation? = nil, tokenPath: String? = nil, rule: String? = nil)
    {
        self.kind = kind
        self.message = message
        self.location = location
        self.tokenPath = tokenPath
        self.rule = rule
    }

    /// An error from a diagnostic.
    init(_ kind: Kind, _ diagnostic: Diagnostic) {
        self.init(kind, diagnostic.message, location: diagnostic.location, tokenPath: diagnostic.tokenPath, rule: diagnostic.rule)
    }

    package var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}
