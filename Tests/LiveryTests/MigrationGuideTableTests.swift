import Foundation
import Testing

/// Every migration guide ends with a table of its seed's capabilities: the seed's API, Livery's
/// Swift, Livery's Objective-C, one row per capability, no cell empty (issue 30).
@Suite("Migration guides' capability tables")
struct MigrationGuideTableTests {
    static let guides = [
        "MigratingFromCJSkin", "MigratingFromChameleon", "MigratingFromDKNightVersion", "MigratingFromJHTheme",
        "MigratingFromSwiftTheme", "MigratingFromThemeManager",
    ]

    /// The rows of the table after the guide's last `## ` heading, split into trimmed cells.
    static func lastTable(of guide: String) throws -> (heading: String, rows: [[String]]) {
        let url = Fixtures.packageRoot.appendingPathComponent("Sources/LiveryUI/LiveryUI.docc/\(guide).md")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.lastIndex { $0.hasPrefix("## ") }, "\(guide) has no section")
        let rows = lines[start...].filter { $0.hasPrefix("|") }.map { line in
            line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                .split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return (String(lines[start]), rows)
    }

    @Test("the guide ends with a three-column table of capabilities and no empty cell", arguments: guides)
    func table(_ guide: String) throws {
        let (heading, rows) = try Self.lastTable(of: guide)
        #expect(heading == "## Every capability", "\(guide): the last section is \(heading)")
        try #require(rows.count >= 8, "\(guide): \(rows.count) rows")
        #expect(rows[0].count == 3 && rows[0][1] == "Livery in Swift" && rows[0][2] == "Livery in Objective-C", "\(rows[0])")
        #expect(rows[1].allSatisfy { $0.allSatisfy { $0 == "-" } }, "\(guide): no separator row")
        for row in rows.dropFirst(2) {
            #expect(row.count == 3, "\(guide): \(row)")
            #expect(!row.contains { $0.isEmpty }, "\(guide): an empty cell in \(row)")
        }
    }
}
