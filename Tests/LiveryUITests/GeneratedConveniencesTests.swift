import Foundation
import LiveryTestSupport
import Testing

/// The per-property conveniences come from one table (`Scripts/Conveniences/properties.tsv`):
/// the checked-in Swift, Objective-C and style-name files are what the generator makes of it now.
@Suite("Conveniences generated from one table")
struct GeneratedConveniencesTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return url
    }()

    @Test("the generated files are what the table makes")
    func regenerated() async throws {
        let (status, output) = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Self.root.appendingPathComponent("Scripts/generate-conveniences.py").path, "--check"])
        #expect(status == 0, "\(output)")
    }

    @Test("every generated convenience, Objective-C method and style name appears once, from its row")
    func rowsReachEveryOutput() throws {
        let table = try String(
            contentsOf: Self.root.appendingPathComponent("Scripts/Conveniences/properties.tsv"), encoding: .utf8)
        let rows = table.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("platform\t") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count > 50)
        func text(_ path: String) throws -> String {
            try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        }
        let swift = try ["UIKit", "AppKit", "CoreAnimation"].map {
            try text("Sources/LiveryUI/Generated/\($0)+Conveniences.swift")
        }
        .joined()
        let styles = try text("Sources/LiveryUI/Generated/StyleRegistry+Conveniences.swift")
        let objc = try text("Sources/LiveryObjC/ObjC/Generated/ViewConveniences+Table.swift")
        for row in rows {
            #expect(row.count == 13, "\(row)")
            guard row.count == 13 else { continue }
            let (cls, property) = (row[1], row[2])
            let name = property.prefix(1).uppercased() + property.dropFirst()
            if row[5] == "gen" {
                #expect(swift.contains("extension Themed where Base: \(cls) {"), "\(cls)")
                #expect(swift.contains("public func set\(name)("), "\(cls).set\(name)")
            }
            if row[8] == "yes" { #expect(objc.contains("@objc(lv_set\(name)Token:"), "\(cls).lv_set\(name)Token") }
            if row[9] == "yes" {
                #expect(styles.components(separatedBy: "register(\(cls).self, \"\(property)\",").count == 2, "\(cls).\(property)")
            }
        }
    }
}
