import Foundation
import Livery

/// Lint results as JSON or SARIF 2.1.0 (for code-scanning services).
public enum LintReport {
    /// `[{"file", "line", "column", "severity", "rule", "tokenPath", "message"}]`.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(
            diagnostics.map { d in
                .object([
                    ("file", .string(d.location.file)), ("line", .number(Double(d.location.line))),
                    ("column", .number(Double(d.location.column))), ("severity", .string(d.severity.rawValue)),
                    ("rule", d.rule.map { .string($0) } ?? .null), ("tokenPath", d.tokenPath.map { .string($0) } ?? .null),
                    ("message", .string(d.message)),
                ])
            }
        ).serialized()
    }

    /// A SARIF 2.1.0 log with one run of the `livery-lint` tool.
    public static func sarif(_ diagnostics: [Diagnostic], version: String = LiveryVersion.string) -> String {
        let rules = Set(diagnostics.compactMap(\.rule)).sorted()
        let results: [JSONValue] = diagnostics.map { d in
            let level: String =
                switch d.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "note"
                }
            var region: [(String, JSONValue)] = []
            if d.location.line > 0 {
                region = [
                    ("startLine", .number(Double(d.location.line))), ("startColumn", .number(Double(max(d.location.column, 1)))),
                ]
            }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(d.location.file)))]))]
            if !region.isEmpty { physical.append(("region", .object(region))) }
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(d.rule ?? "livery")), ("level", .string(level)),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ]
            if let path = d.tokenPath {
                result.append(("properties", .object([("tokenPath", .string(path))])))
            }
            return .object(result)
        }
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("livery-lint")), ("version", .string(version)),
                                        ("informationUri", .string("https://github.com/livery/livery")),
                                        ("rules", .array(rules.map { .object([("id", .string($0))]) })),
                                    ])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return log.serialized()
    }

    /// What `livery lint` prints by default, at most `lineLimit` lines whatever the input's size:
    /// every diagnostic of a rule that has at most `examples + 2` of one severity, else the
    /// first `examples` and one line counting the rest, which `--verbose` lists; errors come first
    /// when the limit is tight. `summary` counts everything, condensed or not.
    ///
    /// A counting line is a diagnostic too (at the first one it stands for), so Xcode shows it with
    /// the others.
    public static func condensed(_ diagnostics: [Diagnostic], lineLimit: Int = 100, examples: Int = 3)
        -> (diagnostics: [Diagnostic], summary: String)
    {
        let summary = Self.summary(diagnostics)
        let budget = max(lineLimit - 1, 2)  // the summary line is one of the limit
        guard diagnostics.count > budget || Self.hasLongRun(diagnostics, examples: examples) else {
            return (diagnostics, summary)
        }
        // Runs of one rule and severity, the most severe first, then in order of appearance.
        struct Run {
            var severity: Diagnostic.Severity
            var rule: String?
            var members: [Int] = []
        }
        var runs: [Run] = []
        var runIndex: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let key = "\(diagnostic.severity.rawValue) \(diagnostic.rule ?? "")"
            if let existing = runIndex[key] {
                runs[existing].members.append(index)
            } else {
                runIndex[key] = runs.count
                runs.append(Run(severity: diagnostic.severity, rule: diagnostic.rule, members: [index]))
            }
        }
        let ordered = runs.enumerated().sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }
            .map(\.element)
        var shown: [Int] = []
        var counting: [(first: Int, run: Run, count: Int)] = []
        var remaining = budget
        var dropped: [Run] = []
        for (position, run) in ordered.enumerated() {
            // Keep one line for each run still to come, or for the line that counts those left out.
            let later = ordered.count - position - 1
            let reserve = min(later, max(budget / 4, 1))
            let available = remaining - reserve
            guard available > 0 else {
                dropped.append(run)
                continue
            }
            var keep = run.members.count <= examples + 2 ? run.members.count : examples
            if keep + (keep < run.members.count ? 1 : 0) > available { keep = max(available - 1, 0) }
            shown += run.members.prefix(keep)
            remaining -= keep
            if keep < run.members.count {
                counting.append((run.members[keep], run, run.members.count - keep))
                remaining -= 1
            }
        }
        var result = shown.sorted().map { diagnostics[$0] }
        for line in counting {
            let first = diagnostics[line.first]
            result.append(
                Diagnostic(
                    line.run.severity,
                    "\(Self.grouped(line.count)) more \(line.count == 1 ? "like this" : "like these") (\(line.run.rule ?? "no rule"))"
                        + ", the first here; --verbose lists them",
                    at: first.location))
        }
        if !dropped.isEmpty {
            let count = dropped.reduce(0) { $0 + $1.members.count }
            let rules = dropped.map { $0.rule ?? "no rule" }
            result.append(
                Diagnostic(
                    dropped.map(\.severity).max() ?? .note,
                    "\(Self.grouped(count)) more of \(rules.count) other rules (\(rules.joined(separator: ", "))); --verbose lists them",
                    at: diagnostics[dropped[0].members[0]].location))
        }
        return (result, summary)
    }

    /// Whether some rule has more diagnostics of one severity than ``condensed(_:lineLimit:examples:)`` lists.
    static func hasLongRun(_ diagnostics: [Diagnostic], examples: Int) -> Bool {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            let key = "\(diagnostic.severity.rawValue) \(diagnostic.rule ?? "")"
            counts[key, default: 0] += 1
            if counts[key, default: 0] > examples + 2 { return true }
        }
        return false
    }

    /// `3 errors, 1 warning, 340,000 notes (340,000 dtcg-string-value, 3 unresolved-alias, …)`: the
    /// counts by severity, then by rule, the commonest first.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        var bySeverity: [Diagnostic.Severity: Int] = [:]
        var byRule: [String: Int] = [:]
        for diagnostic in diagnostics {
            bySeverity[diagnostic.severity, default: 0] += 1
            byRule[diagnostic.rule ?? "no rule", default: 0] += 1
        }
        func count(_ n: Int, _ word: String) -> String { "\(Self.grouped(n)) \(word)\(n == 1 ? "" : "s")" }
        var text = [
            count(bySeverity[.error] ?? 0, "error"), count(bySeverity[.warning] ?? 0, "warning"),
            count(bySeverity[.note] ?? 0, "note"),
        ].joined(separator: ", ")
        let rules = byRule.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        if !rules.isEmpty {
            let listed = rules.prefix(6).map { "\(Self.grouped($0.value)) \($0.key)" }
            text += " (" + listed.joined(separator: ", ") + (rules.count > 6 ? ", …" : "") + ")"
        }
        return text
    }

    /// `340000` as `340,000`, the same in every locale.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    /// A file path as a relative or `file://` URI.
    static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
