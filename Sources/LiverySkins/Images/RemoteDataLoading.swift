import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the bytes of one HTTP request: the transport seam of ``RemoteImageLoader``.
///
/// Implementations return every HTTP status (a 404 or a 304 is a response, not a throw) and throw
/// only when no HTTP response arrived.
public protocol RemoteDataLoading: Sendable {
    /// Performs `request` and returns the body with the HTTP response.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// A ``RemoteDataLoading`` backed by an ephemeral `URLSession` without a URL cache, so conditional
/// requests reach the server and a 304 is seen as a 304.
public final class URLSessionDataLoader: RemoteDataLoading {
    /// The session the requests run on.
    package let session: URLSession

    /// Creates a loader whose session has no URL cache and the given timeouts (in seconds).
    /// - Parameters:
    ///   - requestTimeout: the longest wait for more bytes of one request.
    ///   - resourceTimeout: the longest time one whole request may take.
    public init(requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 120) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Performs `request`; throws ``RemoteImageLoader/Error/invalidResponse(_:)`` when the answer is not HTTP.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw RemoteImageLoader.Error.invalidResponse(request.url ?? URL(fileURLWithPath: "/"))
        }
        return (data, http)
    }
}
