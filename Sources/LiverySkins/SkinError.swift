import Foundation
import Livery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why packing, signing or verifying a skin failed: which check, and why.
public enum SkinError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key file could not be read or does not hold a base64 32-byte Ed25519 key.
    case keyUnreadable(path: String, reason: String)
    /// Key generation would overwrite an existing file.
    case keyExists(path: String)
    /// Verification was asked for with no trusted public keys.
    case noTrustedKeys
    /// The detached signature could not be read or is not base64 of a 64-byte signature.
    case signatureUnreadable(path: String, reason: String)
    /// The signature matches none of the trusted keys.
    case signatureMismatch(trustedKeys: Int)
    /// The package file could not be read.
    case packageUnreadable(path: String, reason: String)
    /// The package is not a zip archive ZIPFoundation can read.
    case archiveInvalid(reason: String)
    /// The package holds no `manifest.json`.
    case manifestMissing
    /// `manifest.json` (or a source `skin.json`) does not decode, or contradicts itself.
    case manifestInvalid(reason: String)
    /// The package needs a newer format than this reader supports.
    case unsupportedFormat(required: Int, supported: Int)
    /// An entry path is absolute, has `..` or is outside the skin's folders.
    case unsafePath(String)
    /// An entry that is not a regular file (a folder or a symbolic link).
    case unsupportedEntry(path: String, kind: String)
    /// Two entries with the same path.
    case duplicateEntry(String)
    /// A file in the package the manifest does not list.
    case unlistedFile(String)
    /// A file the manifest lists that the package does not hold.
    case missingFile(String)
    /// A file whose size differs from the manifest's.
    case sizeMismatch(path: String, expected: Int64, actual: Int64)
    /// A file whose SHA-256 differs from the manifest's.
    case hashMismatch(path: String, expected: String, actual: String)
    /// A source folder that cannot be packed.
    case sourceInvalid(path: String, reason: String)
    /// The skin's token documents do not validate: reading or resolving them gives errors (the
    /// diagnostics say which).
    case validationFailed([Diagnostic])
    /// Writing a package, signature or key failed.
    case writeFailed(path: String, reason: String)
    /// The offered version is not higher than the installed one (only ``SkinStore/rollback(id:)`` goes down).
    case downgrade(id: String, installed: SemanticVersion, offered: SemanticVersion)
    /// The store has no skin with this id.
    case notInstalled(id: String)
    /// The skin has no earlier version to roll back to.
    case noPreviousVersion(id: String)
    /// The skin does not define tokens the app requires (per selection where it lacks them).
    case requiredTokensMissing([String])
    /// A catalog that does not decode or contradicts itself.
    case catalogInvalid(reason: String)
    /// An install step failed: `step` names it, `reason` says why. Nothing installed changed.
    indirect case installFailed(step: SkinStore.Step, reason: SkinError)
    /// The server answered a download with an HTTP status other than success (404, 500…).
    case httpStatus(url: String, status: Int)
    /// A download did not complete: no connection, a timeout, a cut transfer, a body over its limit.
    case downloadFailed(url: String, failure: TransferFailure)
    /// The task was cancelled; the store is unchanged and a partial download is kept for resuming.
    case cancelled
    /// The catalog lists no package for this id.
    case notInCatalog(id: String)
    /// A skin's token documents (`tokens/` at `path`) cannot be read or have errors; the
    /// diagnostics say which and where.
    case tokensInvalid(path: String, diagnostics: [Diagnostic])
    /// Loading skins over an app's theme space failed (``Livery/ThemeSpace/adding(_:)``, or a
    /// selection that does not resolve): `skins` are the ids concerned, the diagnostics say why.
    /// The manager's source and selection did not change.
    case loadFailed(skins: [String], diagnostics: [Diagnostic])
    /// A skin's font file could not be registered with the process (``FontRegistering``).
    case fontRegistrationFailed(path: String, reason: String)
    /// A key file holds the other half of a key pair (by its label, or for a bare key file its
    /// extension): a public key where signing needs the private key, or a private key given to trust.
    case keyKindMismatch(path: String, holds: SkinKeys.Kind)
    /// The catalog's expiry (``SkinCatalog/expires``) is past at `now`: the publisher has not
    /// signed it again in time, or an old catalog is being replayed.
    case catalogExpired(expires: Date, now: Date)
    /// The catalog's ``SkinCatalog/sequence`` is below `accepted`, the highest this store
    /// accepted from the same catalog URL: an old catalog replayed to hold clients on old versions.
    case catalogReplayed(sequence: UInt64, accepted: UInt64)
    /// The catalog carries no issue time, expiry or sequence (signed by an older `livery skin
    /// catalog`), so it cannot be told from a replayed one; it must be signed again.
    case catalogUnsequenced

    /// A readable sentence naming the failed check and the reason.
    public var description: String {
        switch self {
        case .keyUnreadable(let path, let reason): "key \(path) does not decode: \(reason)"
        case .keyExists(let path): "\(path) already exists; refusing to overwrite a key"
        case .noTrustedKeys: "no trusted public key given"
        case .signatureUnreadable(let path, let reason): "signature \(path) does not decode: \(reason)"
        case .signatureMismatch(let count):
            "signature check failed: the signature does not match the package with \(count == 1 ? "the trusted key" : "any of the \(count) trusted keys") (tampered package or untrusted key)"
        case .packageUnreadable(let path, let reason): "cannot read package \(path): \(reason)"
        case .archiveInvalid(let reason): "archive check failed: not a readable zip archive (\(reason))"
        case .manifestMissing: "manifest check failed: the package has no \(SkinLayout.manifest)"
        case .manifestInvalid(let reason): "manifest check failed: \(reason)"
        case .unsupportedFormat(let required, let supported):
            "format check failed: the skin needs package format \(required), this reader supports up to \(supported)"
        case .unsafePath(let path):
            "path check failed: '\(path)' is absolute, has '..' or is outside \(SkinLayout.folders.map { $0 + "/" }.joined(separator: ", "))"
        case .unsupportedEntry(let path, let kind): "entry check failed: '\(path)' is a \(kind), not a regular file"
        case .duplicateEntry(let path): "entry check failed: '\(path)' appears more than once"
        case .unlistedFile(let path): "file list check failed: '\(path)' is in the package but not in the manifest"
        case .missingFile(let path): "file list check failed: '\(path)' is in the manifest but not in the package"
        case .sizeMismatch(let path, let expected, let actual):
            "size check failed: '\(path)' is \(actual) bytes, the manifest says \(expected)"
        case .hashMismatch(let path, let expected, let actual):
            "hash check failed: '\(path)' has SHA-256 \(actual), the manifest says \(expected)"
        case .sourceInvalid(let path, let reason): "cannot pack \(path): \(reason)"
        case .validationFailed(let diagnostics):
            "validation failed: \(diagnostics.filter { $0.severity == .error }.count) error(s) in the token documents"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .downgrade(let id, let installed, let offered):
            "version check failed: \(id) \(offered) is not newer than the installed \(installed) (use rollback to go back)"
        case .notInstalled(let id): "\(id) is not installed"
        case .noPreviousVersion(let id): "\(id) has no previous version to roll back to"
        case .requiredTokensMissing(let paths):
            "required token check failed: the skin does not define \(paths.joined(separator: ", "))"
        case .catalogInvalid(let reason): "catalog check failed: \(reason)"
        case .installFailed(let step, let reason): "install failed at step '\(step)': \(reason.description)"
        case .httpStatus(let url, let status):
            "download failed: HTTP \(status) (\(Self.statusText(status))) for \(url)"
        case .downloadFailed(let url, let failure): "download failed: \(url): \(failure)"
        case .cancelled: "cancelled; nothing installed changed"
        case .notInCatalog(let id): "catalog check failed: the catalog lists no package for \(id)"
        case .tokensInvalid(let path, let diagnostics):
            "token check failed: cannot load the skin's tokens in \(path): \(Self.summary(diagnostics))"
        case .loadFailed(let skins, let diagnostics):
            "load failed for skin\(skins.count == 1 ? "" : "s") \(skins.isEmpty ? "(none)" : skins.joined(separator: ", ")): \(Self.summary(diagnostics))"
        case .fontRegistrationFailed(let path, let reason): "font registration failed: \(path): \(reason)"
        case .keyKindMismatch(let path, let holds): Self.keyKindMessage(path: path, holds: holds, purpose: nil)
        case .catalogExpired(let expires, let now):
            "catalog check failed: the catalog expired at \(expires.formatted(.iso8601)) (now \(now.formatted(.iso8601))); the publisher must sign it again with `livery skin catalog`"
        case .catalogReplayed(let sequence, let accepted):
            "catalog check failed: the catalog's sequence \(sequence) is lower than the \(accepted) this store already accepted (an older catalog replayed)"
        case .catalogUnsequenced:
            "catalog check failed: the catalog has no issue time, expiry and sequence; the publisher must sign it again with `livery skin catalog`"
        }
    }

    /// The error as diagnostics: those carried by ``validationFailed(_:)``, ``tokensInvalid(path:diagnostics:)`` and
    /// ``loadFailed(skins:diagnostics:)``, otherwise one error at `file`.
    package func diagnostics(file: String) -> [Diagnostic] {
        if case .validationFailed(let diagnostics) = self { return diagnostics }
        if case .tokensInvalid(_, let diagnostics) = self { return diagnostics }
        if case .loadFailed(_, let diagnostics) = self { return diagnostics }
        return [Diagnostic(.error, description, at: SourceLocation(file: file), rule: "skin")]
    }

    /// Why a key file of kind `holds` cannot be used: `PATH is a public key; signing takes the
    /// private key (NAME.private)`, or for a private key, that only public keys are trusted.
    /// `purpose` replaces the generic "signing takes" or "verifying trusts" (`pack signs with`).
    package static func keyKindMessage(path: String, holds: SkinKeys.Kind, purpose: String?) -> String {
        let other: SkinKeys.Kind = holds == .private ? .public : .private
        let counterpart = SkinKeys.counterpart(of: path) ?? "NAME.\(other.rawValue)"
        let verb = purpose ?? (holds == .public ? "signing takes" : "verifying trusts")
        return "\(path) is a \(holds.rawValue) key; \(verb) the \(other.rawValue) key (\(counterpart))"
    }

    /// The reason phrase of an HTTP status (FoundationNetworking's `localizedString(forStatusCode:)` without importing it).
    static func statusText(_ status: Int) -> String {
        switch status {
        case 304: "not modified"
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 410: "gone"
        case 416: "range not satisfiable"
        case 429: "too many requests"
        case 500: "internal server error"
        case 502: "bad gateway"
        case 503: "service unavailable"
        case 504: "gateway timeout"
        default: status >= 500 ? "server error" : status >= 400 ? "client error" : "unexpected status"
        }
    }

    /// The error messages of `diagnostics` (all of them when none is an error), joined with `; `.
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let shown = errors.isEmpty ? diagnostics : errors
        return shown.isEmpty ? "no reason given" : shown.map(\.message).joined(separator: "; ")
    }

    /// A readable reason for a file system error: the system's own words for the underlying
    /// POSIX error ("File too large", "No space left on device") where Foundation wraps one in a
    /// generic "The operation could not be completed", else the error's description.
    package static func reason(for error: any Error) -> String {
        if let error = error as? SkinError { return error.description }
        // The underlying error may be an NSError or a Swift error such as POSIXError.
        var current: (any Error)? = error
        var depth = 0
        while let underlying = current, depth < 8 {
            depth += 1
            if let posix = underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            let nsError = underlying as NSError
            if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
                return String(cString: strerror(code))
            }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? any Error
        }
        return error.localizedDescription
    }

    /// A short reason for a decoding error.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)'\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription + path(context)
        @unknown default: return "\(error)"
        }
    }
}
