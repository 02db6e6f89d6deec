import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One answer of the live channel: the HTTP status and the body (at most the limit).
struct LiveResponse: Sendable {
    var status: Int
    var body: Data
}

/// Why a request got no answer.
struct LiveTransportError: Error, Sendable, CustomStringConvertible {
    var description: String
}

/// Long-polling HTTP GETs over `URLSession` (Foundation on Apple platforms, swift-corelibs-foundation
/// elsewhere), each body bounded while it arrives: a task whose answer announces or reaches more
/// than the limit is cancelled, so a hostile peer cannot make the app hold a large body.
final class LiveTransport: Sendable {
    private let delegate: LiveSessionDelegate
    private let session: URLSession

    init(maximumBytes: Int, timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        delegate = LiveSessionDelegate(maximumBytes: maximumBytes)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    /// Sends `request` and waits for its whole answer; cancelling the calling task cancels it.
    func send(_ request: URLRequest) async throws -> LiveResponse {
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<LiveResponse, any Error>) in
                delegate.register(identifier, continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Ends the session (outstanding requests are cancelled).
    func invalidate() {
        session.invalidateAndCancel()
    }
}

/// Collects each task's answer and resumes its waiter when the task completes.
private final class LiveSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Pending {
        var continuation: CheckedContinuation<LiveResponse, any Error>
        var status = 0
        var body = Data()
        var refusal: String?
    }

    private let maximumBytes: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var pending: [Int: Pending] = [:]

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    func register(_ identifier: Int, _ continuation: CheckedContinuation<LiveResponse, any Error>) {
        lock.withLock { pending[identifier] = Pending(continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let announced = response.expectedContentLength
        let refused = announced > Int64(maximumBytes)
        lock.withLock {
            pending[dataTask.taskIdentifier]?.status = status
            if refused {
                pending[dataTask.taskIdentifier]?.refusal =
                    "refused: the answer announces \(announced) bytes, over the limit of \(maximumBytes)"
            }
        }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            guard var entry = pending[dataTask.taskIdentifier], entry.refusal == nil else { return false }
            if entry.body.count + data.count > maximumBytes {
                entry.refusal = "refused: the answer is over the limit of \(maximumBytes) bytes"
                entry.body = Data()
                pending[dataTask.taskIdentifier] = entry
                return true
            }
            entry.body.append(data)
            pending[dataTask.taskIdentifier] = entry
            return false
        }
        if over { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // The channel never redirects; a redirect would carry the pairing code elsewhere.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refusal = entry.refusal {
            entry.continuation.resume(throwing: LiveTransportError(description: refusal))
        } else if let error {
            entry.continuation.resume(throwing: LiveTransportError(description: error.localizedDescription))
        } else {
            entry.continuation.resume(returning: LiveResponse(status: entry.status, body: entry.body))
        }
    }
}
