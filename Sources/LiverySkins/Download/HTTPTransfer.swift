import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How far a download has got.
public struct DownloadProgress: Sendable, Equatable {
    /// What is being downloaded.
    public var url: URL
    /// The bytes on disk so far, a resumed download's earlier bytes included.
    public var bytesReceived: Int64
    /// The whole file's size, when the server or the catalog says it.
    public var totalBytes: Int64?

    /// `bytesReceived / totalBytes`, when the total is known.
    public var fractionCompleted: Double? {
        guard let totalBytes else { return nil }
        return totalBytes > 0 ? min(1, Double(bytesReceived) / Double(totalBytes)) : 1
    }
}

/// One HTTP request whose body streams through `URLSession` delegate callbacks (Linux
/// `URLSession` has no `bytes(for:)`), so a body is never held twice and a transfer can be
/// stopped as soon as it breaks a limit.
///
/// `onResponse` sees the status and headers first and may refuse them by throwing; `onData`
/// then gets the body in order. Both run on one serial queue. The request honours the caller's
/// cancellation (``SkinError/cancelled``).
struct HTTPTransfer: Sendable {
    /// Seconds without a byte before a request fails.
    var requestTimeout: TimeInterval
    /// Seconds one whole request may take.
    var resourceTimeout: TimeInterval

    /// What the delegate reports when the transfer ends.
    struct Outcome: Sendable {
        /// The response, when one arrived.
        var response: HTTPURLResponse?
        /// Body bytes delivered to `onData`.
        var bodyBytes: Int64
    }

    /// Runs `request`. Transport failures become ``SkinError/downloadFailed(url:failure:)``; an
    /// error thrown by a callback ends the transfer and is rethrown as is.
    func run(
        _ request: URLRequest,
        onResponse: @escaping @Sendable (HTTPURLResponse) throws(SkinError) -> Void,
        onData: @escaping @Sendable (Data) throws(SkinError) -> Void
    ) async throws(SkinError) -> Outcome {
        let url = request.url?.absoluteString ?? "<no url>"
        if Task.isCancelled { throw .cancelled }
        let configuration = URLSessionConfiguration.ephemeral
        // No URL cache: it would answer a conditional request with a cached 200 instead of the server's 304.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        let delegate = TransferDelegate(onResponse: onResponse, onData: onData)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Outcome, SkinError>, Never>) in
                if delegate.start(continuation, url: url) { task.resume() }
            }
        } onCancel: {
            delegate.cancelledByCaller()
            task.cancel()
        }
        return try result.value()
    }
}

/// The delegate of one transfer: forwards the response and body, and resumes the caller once.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    // Stored as functions returning a `Result`: the metadata of a stored typed-throws function type
    // needs `swift_getExtendedFunctionTypeMetadata`, which iOS 17's runtime lacks.
    private let onResponse: @Sendable (HTTPURLResponse) -> Result<Void, SkinError>
    private let onData: @Sendable (Data) -> Result<Void, SkinError>
    private var continuation: CheckedContinuation<Result<HTTPTransfer.Outcome, SkinError>, Never>?
    private var url = ""
    private var response: HTTPURLResponse?
    private var bodyBytes: Int64 = 0
    /// The first error a callback threw (it ends the transfer).
    private var failure: SkinError?
    private var isCancelledByCaller = false
    /// Set when the continuation has been resumed.
    private var isFinished = false

    init(
        onResponse: @escaping @Sendable (HTTPURLResponse) throws(SkinError) -> Void,
        onData: @escaping @Sendable (Data) throws(SkinError) -> Void
    ) {
        self.onResponse = { response in
            do throws(SkinError) {
                try onResponse(response)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        self.onData = { data in
            do throws(SkinError) {
                try onData(data)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Keeps `continuation` for the end of the transfer; `false` (and resumed) when the caller already cancelled.
    func start(_ continuation: CheckedContinuation<Result<HTTPTransfer.Outcome, SkinError>, Never>, url: String) -> Bool {
        lock.lock()
        self.url = url
        if isCancelledByCaller {
            isFinished = true
            lock.unlock()
            continuation.resume(returning: .failure(.cancelled))
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    func cancelledByCaller() {
        lock.lock()
        isCancelledByCaller = true
        lock.unlock()
    }

    private var hasFailed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failure != nil || isCancelledByCaller
    }

    private func fail(_ error: SkinError) {
        lock.lock()
        if failure == nil { failure = error }
        lock.unlock()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            fail(
                .downloadFailed(
                    url: dataTask.originalRequest?.url?.absoluteString ?? "", failure: TransferFailure("not an HTTP response")))
            completionHandler(.cancel)
            return
        }
        lock.lock()
        self.response = http
        lock.unlock()
        switch onResponse(http) {
        case .success:
            completionHandler(.allow)
        case .failure(let error):
            fail(error)
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !hasFailed else { return }
        switch onData(data) {
        case .success:
            lock.lock()
            bodyBytes += Int64(data.count)
            lock.unlock()
        case .failure(let error):
            fail(error)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        guard !isFinished, let continuation else {
            lock.unlock()
            return
        }
        isFinished = true
        self.continuation = nil
        let result: Result<HTTPTransfer.Outcome, SkinError>
        if let failure {
            result = .failure(failure)
        } else if isCancelledByCaller {
            result = .failure(.cancelled)
        } else if let error {
            result = .failure(.downloadFailed(url: url, failure: TransferFailure(Self.describe(error), underlying: error)))
        } else {
            result = .success(HTTPTransfer.Outcome(response: response, bodyBytes: bodyBytes))
        }
        lock.unlock()
        continuation.resume(returning: result)
    }

    /// A short reason for a transport error.
    static func describe(_ error: any Error) -> String {
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return "timed out"
            case .cannotConnectToHost: return "cannot connect to the server"
            case .networkConnectionLost: return "the connection was lost"
            case .notConnectedToInternet: return "not connected to the internet"
            case .cannotFindHost: return "cannot find the server"
            default: break
            }
        }
        return error.localizedDescription
    }
}
