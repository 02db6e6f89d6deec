import Foundation
import Livery
import Testing

/// One version, said the same everywhere: `LiveryVersion.string`, `livery --version`, CHANGELOG's
/// latest version section, README's dependency line (and the Xcode sentence above it),
/// `Examples/AddingLivery`'s dependency comment and the Livery catalog's overview.
@Suite("One version")
struct VersionAgreementTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every `major.minor.patch` in `text` that `pattern` (with one capture group) captures.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("LiveryVersion is major.minor.patch, and 0.x until the API settles")
    func semanticVersion() throws {
        let parts = LiveryVersion.string.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(LiveryVersion.string)")
        #expect(parts.first == "0")
    }

    @Test("livery --version prints LiveryVersion")
    func tool() {
        let result = livery("--version")
        #expect(result.status == 0)
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == LiveryVersion.string)
    }

    @Test("CHANGELOG's latest version section is LiveryVersion, under Unreleased")
    func changelog() throws {
        let headings = try Self.text("CHANGELOG.md").components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## Unreleased", "\(headings.prefix(2))")
        let versions = headings.dropFirst().map { String($0.dropFirst(3)) }
        #expect(versions.first == LiveryVersion.string, "CHANGELOG's latest version: \(versions.first ?? "none")")
        #expect(versions.allSatisfy { $0.split(separator: ".").count == 3 }, "\(versions)")
    }

    @Test("README depends on this version, up to the next minor version, in Package.swift and in Xcode")
    func readme() throws {
        let readme = try Self.text("README.md")
        let lines = try Self.captures(#"\.package\(url: "[^"]*Livery[^"]*", \.upToNextMinor\(from: "([0-9.]+)"\)\)"#, in: readme)
        #expect(lines == [LiveryVersion.string], "README's dependency lines: \(lines)")
        #expect(!readme.contains(#"from: "1.0.0""#))
        let xcode = try Self.captures(#"\*Up to Next Minor Version\* from ([0-9]+\.[0-9]+\.[0-9]+)"#, in: readme)
        #expect(xcode == [LiveryVersion.string], "README's Xcode sentence: \(xcode)")
        let mint = try Self.captures(#"livery@([0-9]+\.[0-9]+\.[0-9]+)"#, in: readme)
        #expect(!mint.isEmpty && mint.allSatisfy { $0 == LiveryVersion.string }, "README's Mint lines: \(mint)")
        let example = try Self.text("Examples/AddingLivery/Package.swift")
        let comment = try Self.captures(#"\.upToNextMinor\(from: "([0-9.]+)"\)"#, in: example)
        #expect(comment == [LiveryVersion.string], "Examples/AddingLivery/Package.swift: \(comment)")
    }

    @Test("the Livery catalog's overview names this version")
    func docc() throws {
        let overview = try Self.text("Sources/Livery/Livery.docc/Livery.md")
        let named = try Self.captures(#"describes Livery ([0-9]+\.[0-9]+\.[0-9]+)"#, in: overview)
        #expect(named == [LiveryVersion.string], "Livery.md: \(named)")
        let dependency = try Self.captures(#"upToNextMinor\(from: "([0-9.]+)"\)"#, in: overview)
        #expect(dependency == [LiveryVersion.string], "Livery.md: \(dependency)")
    }
}
