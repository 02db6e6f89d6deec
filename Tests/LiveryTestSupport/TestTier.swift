import Foundation

/// The two tiers of the test suite.
///
/// - **fast** (the default: `swift test`): everything needed to trust a change to the code, in
///   under a minute on a warm build. The exhaustive sweeps run a deterministic sample (every n-th
///   kill or fault point, fewer seeded iterations, fewer property-check cases).
/// - **full** (`LIVERY_TEST_TIER=full swift test`; CI always runs it): every kill point, every
///   injected failure, every iteration. Nothing the fast tier samples is dropped here.
///
/// The sample is fixed (no randomness beyond the tests' own seeds), so a failure in the fast tier
/// repeats, and the full tier always contains it.
package enum TestTier: String, Sendable {
    case fast
    case full

    /// The environment variable that selects the tier.
    package static let variable = "LIVERY_TEST_TIER"

    /// The tier of this run: `full` when `LIVERY_TEST_TIER=full`, else `fast`.
    package static let current: TestTier = ProcessInfo.processInfo.environment[variable] == "full" ? .full : .fast

    /// Whether every case runs.
    package static var isFull: Bool { current == .full }

    /// `full` in the full tier, `fast` in the fast one.
    package static func count(fast: Int, full: Int) -> Int {
        isFull ? full : fast
    }

    /// Whether the point numbered `point` (from 1) runs: every point in the full tier; in the fast
    /// tier the first `first` points, then every `stride`-th.
    package static func includes(point: Int, first: Int = 3, stride: Int) -> Bool {
        isFull || point <= first || (point - first) % stride == 0
    }

    /// `items` in the full tier; in the fast tier `count` of them spread evenly, first and last
    /// included, in their order.
    package static func sample<T>(_ items: [T], fast count: Int) -> [T] {
        guard !isFull, count < items.count else { return items }
        guard count > 1 else { return Array(items.prefix(count)) }
        let last = items.count - 1
        var picked: [Int] = []
        for i in 0..<count {
            let index = (i * last + (count - 1) / 2) / (count - 1)
            if picked.last != index { picked.append(index) }
        }
        return picked.map { items[$0] }
    }
}
