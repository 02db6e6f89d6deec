import Foundation
import Livery
import LiveryLive

extension FuzzTarget {
    /// The example space's default table: the app the messages are read for.
    private static let liveTable: ResolvedTheme? = try? ThemeSpace(
        contentsOf: FuzzPaths.repository.appendingPathComponent("Examples/Themes")
    ).resolve()

    /// A message of Studio's live channel as a running app reads it (LiveryLive's `LiveMessage`):
    /// it never crashes, ends within a bound linear in the input, reads the same bytes the same way,
    /// and keeps only values of the app's own token types.
    static let live = FuzzTarget(
        name: "live",
        summary: "a live channel message (LiveryLive) read as an app reads what Studio sends, against Examples/Themes' table"
    ) { data throws(FuzzFailure) in
        guard let table = liveTable else { return }
        let read = { () -> Result<LiveMessage, LiveMessage.Refusal> in
            do throws(LiveMessage.Refusal) {
                return .success(try LiveMessage.read(data, against: table))
            } catch {
                return .failure(error)
            }
        }
        let first = try Invariants.bounded("reading a live message", bytes: data.count) { read() }
        try Invariants.same(first, read(), what: "live messages")
        guard case .success(let message) = first else { return }
        for (path, value) in message.values where table[path]?.type != value.type {
            throw FuzzFailure(
                "typed-value", "\(path) kept a \(value.type), the app's token is a \(String(describing: table[path]?.type))")
        }
    }
}

extension Seeds {
    /// Messages as Studio sends them: a whole table, a change, a removal, and the kinds of value.
    static func liveMessages() -> [Data] {
        [
            ##"{"version": 1, "sequence": 0, "full": true, "tokens": {"color.accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.12, 0.44, 0.85], "alpha": 1, "hex": "#1e6fd9"}}}, "removed": []}"##,
            ##"{"version": 1, "sequence": 3, "full": false, "tokens": {"spacing.md": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}}, "removed": ["color.text.link"]}"##,
            ##"{"version": 1, "sequence": 4, "tokens": {"color.accent": {"$type": "color", "$value": "oklch(70% 0.2 40)"}, "color.text.primary": {"$type": "color", "$value": "#101010"}}}"##,
            ##"{"version": 1, "sequence": 5, "tokens": {}, "removed": []}"##,
        ].map { Data($0.utf8) }
    }
}
