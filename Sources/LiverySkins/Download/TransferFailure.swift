import Foundation

/// Why a download or an image load failed, with the error the system reported kept whole, so an app
/// can tell "offline" (``urlError``'s code is `.notConnectedToInternet`) from a timeout, a limit
/// Livery enforced, or a short body. (A server that answered with an error status is its own case:
/// ``SkinError/httpStatus(url:status:)``, ``RemoteImageLoader/Error/httpStatus(_:_:)``.)
public struct TransferFailure: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in words.
    public var reason: String
    /// The error the system's loader reported (a `URLError` for connection problems); nil when
    /// Livery stopped the transfer itself (a size limit, a body shorter than announced).
    public var underlying: (any Error)?

    /// A failure described by `reason`, caused by `underlying` when the system reported one.
    package init(_ reason: String, underlying: (any Error)? = nil) {
        self.reason = reason
        self.underlying = underlying
    }

    /// The loader's `URLError`, when that is what failed (`.notConnectedToInternet`, `.timedOut`…).
    public var urlError: URLError? { underlying as? URLError }

    /// ``reason``.
    public var description: String { reason }

    /// Equal when the reasons and the URL error codes are.
    public static func == (lhs: TransferFailure, rhs: TransferFailure) -> Bool {
        lhs.reason == rhs.reason && lhs.urlError?.code == rhs.urlError?.code
    }

    /// Hashes the reason and the URL error code, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(urlError?.code.rawValue)
    }
}
