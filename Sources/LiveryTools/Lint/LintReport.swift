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

    /// A file path as a relative or `file://` URI.
    static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
