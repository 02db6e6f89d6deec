import Foundation
import Livery
import Testing

@testable import LiveryTools

/// Lint and resolve read references one way: over every fixture, lint reports no resolution error
/// on a declaration that resolution used without error in every selection.
@Suite("Lint and resolve agree")
struct LintResolveAgreementTests {
    /// Rules about resolving a value (what resolution itself reports).
    static let resolutionRules: Set<String> = [
        "unresolved-alias", "alias-to-group", "alias-cycle", "too-deep", "type-mismatch", "unknown-define",
        "expansion-loop", "invalid-extends", "overflow",
    ]

    /// Every token document of the shared fixtures' token sets and Style Dictionary files, and of
    /// Livery's own fixtures, each read as a space of its own; and the example theme space.
    static let spaces: [String] = {
        var found: [String] = ["Examples/Themes", "Examples/Skins"]
        let manager = FileManager.default
        let roots = [
            ("../shared/fixtures/style-dictionary", ToolFixtures.shared("style-dictionary")),
            ("../shared/fixtures/token-sets", ToolFixtures.shared("token-sets")),
            ("../shared/fixtures/peers", ToolFixtures.shared("peers")),
            ("Tests/Fixtures", ToolFixtures.own("")),
        ]
        for (name, root) in roots {
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker
            where path.hasSuffix(".json") && !path.contains("apple-stand-ins") && !path.hasSuffix("Contents.json") {
                found.append("\(name)/\(path)")
            }
        }
        return found.sorted()
    }()

    @Test("lint reports no resolution error on a declaration resolve used", arguments: spaces)
    func agree(_ relative: String) throws {
        let url = ToolFixtures.package(relative).standardizedFileURL
        guard let space = try? ThemeSpace(contentsOf: url) else { return }  // not a theme space
        // Declarations resolution used without error in every selection: (file, line, path).
        var used: [String: Int] = [:]
        var failed = Set<String>()
        let selections = space.allSelections
        for selection in selections {
            guard let result = try? space.resolution(for: selection) else { continue }
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                if let path = diagnostic.tokenPath { failed.insert(path) }
            }
            for token in result.theme.tokens {
                used["\(token.location.file):\(token.location.line):\(token.path)", default: 0] += 1
            }
        }
        let lint = Linter().lint(url)
        for diagnostic in lint where diagnostic.severity == .error && Self.resolutionRules.contains(diagnostic.rule ?? "") {
            guard let path = diagnostic.tokenPath, !failed.contains(path) else { continue }
            let resolvedEverywhere = used.contains { key, count in
                count == selections.count && key.hasSuffix(":\(path)")
                    && key.hasPrefix("\(diagnostic.location.file):\(diagnostic.location.line):")
            }
            #expect(!resolvedEverywhere, "lint says \(diagnostic) but every selection resolved \(path) from that declaration")
        }
    }

    @Test("Style Dictionary's {a.b.value} references pass lint as they resolve")
    func styleDictionaryValueSuffix() throws {
        let folder = try ToolFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            ##"{"color": {"base": {"red": {"value": "#ff0000"}}, "primary": {"value": "{color.base.red.value}"}}}"##.utf8
        ).write(to: folder.appendingPathComponent("base.json"))
        // A later theme overrides the alias everywhere: only lint reads the shadowed declaration.
        try Data(##"{"color": {"primary": {"value": "#00ff00"}}}"##.utf8).write(to: folder.appendingPathComponent("default.json"))
        let theme = try ThemeSpace(contentsOf: folder).resolve()
        #expect(theme.color("color.primary")?.hexString == "#00FF00FF")
        let errors = Linter().lint(folder).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }
}
