import Foundation
import Livery

/// What one resolved selection shows, in a form two spaces can be compared by: values and
/// descriptions by path, and the errors (token path and rule; messages and file locations name
/// files, which differ between equivalent layouts).
struct TableSnapshot: Equatable, Sendable {
    var values: [String: TokenValue]
    var descriptions: [String: String]
    var errors: [String]

    init(_ space: ThemeSpace, _ selection: Selection) throws {
        let (theme, diagnostics) = try space.resolution(for: selection)
        var values: [String: TokenValue] = [:]
        var descriptions: [String: String] = [:]
        for token in theme.tokens {
            values[token.path] = token.value
            descriptions[token.path] = token.description
        }
        self.values = values
        self.descriptions = descriptions
        self.errors = diagnostics.filter { $0.severity == .error }.map { "\($0.tokenPath ?? "-"): \($0.rule ?? "-")" }.sorted()
    }

    /// The differences from `other`, one line each (empty when equal).
    func differences(from other: TableSnapshot) -> [String] {
        var lines: [String] = []
        for path in Set(values.keys).union(other.values.keys).sorted() where values[path] != other.values[path] {
            lines.append(
                "\(path): \(values[path].map { "\($0)" } ?? "missing") vs \(other.values[path].map { "\($0)" } ?? "missing")")
        }
        for path in Set(descriptions.keys).union(other.descriptions.keys).sorted()
        where descriptions[path] != other.descriptions[path] {
            lines.append("\(path) description: \(descriptions[path] ?? "none") vs \(other.descriptions[path] ?? "none")")
        }
        if errors != other.errors { lines.append("errors \(errors) vs \(other.errors)") }
        return lines
    }
}

/// A space's modifiers as a comparable value: contexts as a set (their declaration order is only
/// the order of a JSON object's members), and the default.
func modifierSummary(_ space: ThemeSpace) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: space.modifiers.map { ($0.name, $0.contexts.sorted() + ["default: \($0.defaultContext)"]) })
}

/// Runs `body` with a new empty folder, removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("LiveryPropertyTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
