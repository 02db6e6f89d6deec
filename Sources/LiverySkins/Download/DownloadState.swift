import Foundation

/// The bytes of one in-memory transfer, appended on the delegate's queue.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Data()

    /// Appends `chunk` unless the total would pass `limit`.
    func append(_ chunk: Data, limit: Int64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard Int64(storage.count + chunk.count) <= limit else { return false }
        storage.append(chunk)
        return true
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Where one download attempt stands.
final class DownloadState: @unchecked Sendable {
    private let lock = NSLock()
    private var _offset: Int64
    private var _added: Int64 = 0
    private var _total: Int64?
    private var _callbackFailed = false

    init(offset: Int64) { _offset = offset }

    var offset: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return _offset
    }

    var added: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return _added
    }

    var total: Int64? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return _total
        }
        set {
            lock.lock()
            _total = newValue
            lock.unlock()
        }
    }

    func restart() {
        lock.lock()
        _offset = 0
        lock.unlock()
    }

    func advance(by count: Int64) {
        lock.lock()
        _offset += count
        _added += count
        lock.unlock()
    }

    /// Notes that a callback refused the transfer, so its error is not taken for a transport failure.
    func noteCallbackFailure() {
        lock.lock()
        _callbackFailed = true
        lock.unlock()
    }

    var callbackFailed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return _callbackFailed
    }
}
