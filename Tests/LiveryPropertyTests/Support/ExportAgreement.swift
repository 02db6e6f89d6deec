import Foundation
import Livery
import LiveryTools

/// What export → read back must keep: for every selection of the source space, the same token
/// paths (no more: the DTCG exporter's `livery-variants` helpers must not appear), the same types
/// and the same values.
///
/// Tolerance: exact, up to the forms DTCG gives a value (``PropertyTests/ExportImportPropertyTests/dtcgForm(_:)``):
/// a colour's `hex` fallback is ignored, `pt` reads back as `px` and `em` as `rem` (the same
/// lengths in Livery). JSON numbers are written the shortest way that reads back as the same
/// `Double`, so no epsilon is needed. Tokens in `unwritten` (the exporter said it could not write
/// them) must be absent.
enum ExportAgreement {
    /// The differences between `source` and `back`, one line each (empty when they agree).
    static func problems(source: ThemeSpace, back: ThemeSpace, unwritten: Set<String> = []) throws -> [String] {
        var lines: [String] = []
        if modifierSummary(back) != modifierSummary(source) {
            lines.append("modifiers \(modifierSummary(back)) vs \(modifierSummary(source))")
            return lines
        }
        for selection in source.allSelections {
            let original = try TableSnapshot(source, selection)
            let read = try TableSnapshot(back, selection)
            if !read.errors.isEmpty { lines.append("\(selection): errors reading back \(read.errors)") }
            for (path, value) in original.values.sorted(by: { $0.key < $1.key }) {
                if unwritten.contains(path) {
                    if read.values[path] != nil { lines.append("\(selection): \(path) was reported as not exported") }
                    continue
                }
                guard let got = read.values[path] else {
                    lines.append("\(selection): \(path) missing")
                    continue
                }
                if got.type != value.type {
                    lines.append("\(selection): \(path) is a \(got.type), was a \(value.type)")
                } else if PropertyTests.ExportImportPropertyTests.dtcgForm(got)
                    != PropertyTests.ExportImportPropertyTests.dtcgForm(value)
                {
                    lines.append("\(selection): \(path) is \(got), was \(value)")
                }
            }
            for path in read.values.keys.sorted() where original.values[path] == nil {
                lines.append("\(selection): \(path) read back but not in the source")
            }
        }
        return lines
    }

    /// Paths the exporter reported it could not write.
    static func unwritten(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.filter { $0.severity == .warning && $0.rule == "export-unsupported" }.compactMap(\.tokenPath))
    }

    /// Whether every selection of `space` resolves without errors (what an exporter needs).
    static func resolves(_ space: ThemeSpace) -> Bool {
        space.allSelections.allSatisfy { selection in
            guard let result = try? space.resolution(for: selection) else { return false }
            return !result.diagnostics.contains { $0.severity == .error }
        }
    }

    /// The errors `livery lint --dtcg` reports for the folder at `url`, as lines.
    static func dtcgLintErrors(_ url: URL) -> [String] {
        Linter(options: .init(dtcg: true)).lint(url).filter { $0.severity == .error }.map { "\($0)" }
    }

    // MARK: Fixtures

    /// The package's root folder.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `../shared/fixtures`, beside the package.
    static var sharedFixtures: URL { packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures") }

    /// A theme space of the fixtures: a folder or file `ThemeSpace(contentsOf:)` reads.
    struct Fixture: Sendable, CustomStringConvertible {
        var name: String
        var url: URL
        var description: String { name }
    }

    /// Every candidate: `Examples/Themes`; each token set (as it is, and as ``/LiveryTools/TokensStudioImporter``
    /// imports it, into a folder beside `specFolder`), Style Dictionary's integration tokens
    /// and each of its reference files in `../shared/fixtures`; and each ```json example of the
    /// DTCG 2025.10 format module (written out by ``specExamples(into:)``). Candidates that do not
    /// read or do not resolve are left out by the tests (they cannot be exported).
    static func fixtures(specFolder: URL) throws -> [Fixture] {
        var result = [Fixture(name: "Examples/Themes", url: packageRoot.appendingPathComponent("Examples/Themes"))]
        let files = FileManager.default
        let shared = sharedFixtures
        let sets = shared.appendingPathComponent("token-sets")
        for name in ((try? files.contentsOfDirectory(atPath: sets.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let input = sets.appendingPathComponent(name)
            result.append(Fixture(name: "token-sets/\(name)", url: input))
            // Tokens Studio's layout reads through its importer (`livery import tokens-studio`).
            let imported = specFolder.deletingLastPathComponent().appendingPathComponent("imported-\(result.count)")
            if (try? TokensStudioImporter().importThemes(from: [input], to: imported)) != nil {
                result.append(Fixture(name: "token-sets/\(name) (imported with tokens-studio)", url: imported))
            }
        }
        let styleDictionary = shared.appendingPathComponent("style-dictionary")
        result.append(
            Fixture(
                name: "style-dictionary/integration_tokens",
                url: styleDictionary.appendingPathComponent("integration_tokens")))
        let references = styleDictionary.appendingPathComponent("references")
        for name in ((try? files.contentsOfDirectory(atPath: references.path)) ?? []).sorted() where name.hasSuffix(".json") {
            result.append(Fixture(name: "style-dictionary/references/\(name)", url: references.appendingPathComponent(name)))
        }
        result += try specExamples(into: specFolder)
        return result
    }

    /// The ```json blocks of the DTCG 2025.10 format module (`../shared/fixtures/dtcg/spec/*.md`),
    /// each written as a document of its own under `folder`.
    static func specExamples(into folder: URL) throws -> [Fixture] {
        let spec = sharedFixtures.appendingPathComponent("dtcg/spec")
        var result: [Fixture] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: spec.path)) ?? []).filter { $0.hasSuffix(".md") }
        for name in names.sorted() {
            guard let text = try? String(contentsOf: spec.appendingPathComponent(name), encoding: .utf8) else { continue }
            var block: [Substring]?
            var count = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if block == nil, trimmed.hasPrefix("```json") {
                    block = []
                } else if let lines = block, trimmed.hasPrefix("```") {
                    count += 1
                    let stem = name.replacingOccurrences(of: ".md", with: "")
                    let url = folder.appendingPathComponent("\(stem)-\(count).tokens.json")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(lines.joined(separator: "\n").utf8).write(to: url)
                    result.append(Fixture(name: "dtcg/spec/\(name) example \(count)", url: url))
                    block = nil
                } else if block != nil {
                    block?.append(line)
                }
            }
        }
        return result
    }
}
