import Foundation

/// Hands out distinct, increasing identities from any thread.
///
/// A lock rather than `Synchronization.Atomic`: `Atomic` needs iOS 18 / macOS 15, and the package
/// supports iOS 17 and macOS 14 (ARCHITECTURE.md, "Platform minimums"). One identity is taken per
/// table built (a selection resolved, overrides laid over it), never per value read, so an
/// uncontended `NSLock` costs nothing measurable (`livery-bench` `load` and `switch`).
final class IdentityCounter: @unchecked Sendable {
    // @unchecked: `value` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var value: UInt64 = 1

    /// The next identity (wrapping, as the identities only need to differ between live tables).
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value &+= 1
        return current
    }
}
