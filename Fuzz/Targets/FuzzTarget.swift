import Foundation

/// One thing the fuzzer feeds bytes to, with the invariants it checks beyond "no crash".
///
/// `Fuzz/run TARGET SECONDS` runs a target under libFuzzer (the `livery-fuzz` driver calls
/// ``run(_:)`` for every input and aborts on a thrown ``FuzzFailure``, which libFuzzer records as a
/// crash); `swift test` replays every kept input in `Fuzz/Regressions/TARGET/` and the seeds through
/// the same ``run(_:)``. RELIABILITY.md lists the targets and what each one found.
package struct FuzzTarget: Sendable {
    /// The name `Fuzz/run` takes and the regression folder's name.
    package let name: String
    /// What the target reads, for `Fuzz/run --list` and RELIABILITY.md.
    package let summary: String
    private let body: @Sendable (Data) throws(FuzzFailure) -> Void

    init(name: String, summary: String, body: @escaping @Sendable (Data) throws(FuzzFailure) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Feeds `data` to the target; throws when an invariant does not hold.
    package func run(_ data: Data) throws(FuzzFailure) {
        try body(data)
    }

    /// Every target, in the order `Fuzz/run all` runs them.
    package static let all: [FuzzTarget] = [
        .json, .propertyList, .values, .resolver, .importers, .manifest, .archive, .nesting, .live,
    ]

    /// The target called `name`.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// An invariant that did not hold for an input.
package struct FuzzFailure: Error, CustomStringConvertible {
    /// The invariant's name (`position-inside-input`, `deterministic`, `bounded-time`…).
    package var invariant: String
    /// What was seen.
    package var detail: String

    package init(_ invariant: String, _ detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    package var description: String { "invariant \(invariant) failed: \(detail)" }
}
