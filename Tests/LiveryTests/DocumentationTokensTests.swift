import Foundation
import Livery
import Testing

/// Every token path an example names exists in the example theme space, `Examples/Themes`, so an
/// example copied into an app that starts from that space finds its tokens (issue 27).
///
/// The examples checked: the ```swift and ```objc blocks of the README, of every DocC article under
/// `Sources/` and of every `Examples/*/README.md` (not the `peer` blocks, which quote other
/// libraries), and the sources of `Examples/AddingLivery` (`.swift`, `.m`, `.h`). A token path is a
/// string literal (`"color.accent"`, `@"color.accent"`) of two or more dot-separated parts whose
/// first part is a group `Examples/Themes` has or one of ``DocumentationTokens/commonRoots``.
///
/// A path counts as declared when `Examples/Themes` declares it, and in two explicit exceptions:
/// - the block itself writes a JSON document in a string literal that declares it (an example of
///   reading a document of its own, `TokenDocument(data:url:)`);
/// - the article is one of ``DocumentationTokens/articlesWithTheirOwnTokens`` (migration guides
///   whose Livery code names the migrated app's tokens) and one of its ```json blocks declares it.
@Suite("Documentation tokens")
struct DocumentationTokensTests {
    @Test("Examples/Themes declares tokens, and the examples name some")
    func tokensExist() throws {
        let declared = try DocumentationTokens.exampleThemeTokens()
        #expect(declared.contains("color.accent") && declared.contains("typography.title"))
        let named = DocumentationTokens.sources().reduce(0) { total, source in
            total + source.blocks.reduce(0) { $0 + DocumentationTokens.references(in: $1, roots: ["color"]).count }
        }
        #expect(named > 20, "the examples name only \(named) colour tokens: is the extraction broken?")
    }

    @Test("every token an example names exists in Examples/Themes", arguments: DocumentationTokens.sources())
    func examplesNameExistingTokens(_ source: DocumentationTokens.Source) throws {
        let declared = try DocumentationTokens.exampleThemeTokens()
        let missing = DocumentationTokens.missing(in: source, declared: declared)
        #expect(
            missing.isEmpty,
            """
            \(source.relativePath) names tokens that Examples/Themes does not declare (rename them to \
            tokens of Examples/Themes, or add realistic ones there):
            \(missing.joined(separator: "\n"))
            """)
    }

    @Test("the check finds a missing token and honours a block's own document")
    func checkFindsMissingTokens() throws {
        let declared: Set<String> = ["color.accent", "color.accent-pressed", "typography.title"]
        let markdown = """
            ```swift
            button.livery.setTitleColor("color.accent.pressed", for: .highlighted)
            title.livery.setFont("typography.title")
            ```

            ```swift peer
            view.theme_backgroundColor = "color.background.legacy"
            ```

            ```objc
            [label lv_setFontToken:@"font.headline"];
            ```

            ```swift
            let json = #\"\"\"
            {"color": {"$type": "color", "brand": "#1E6FD9", "link": {"$value": "{color.brand}"}}}
            \"\"\"#
            print(theme.color("color.link") as Any, theme.color("color.brand") as Any, theme.color("color.other") as Any)
            ```
            """
        let source = DocumentationTokens.Source(
            relativePath: "Planted.md", blocks: DocumentationExamples.codeBlocks(in: markdown, languages: ["swift", "objc"]))
        #expect(
            DocumentationTokens.missing(in: source, declared: declared) == [
                "Planted.md:2: color.accent.pressed", "Planted.md:11: font.headline", "Planted.md:18: color.other",
            ])
    }
}

/// Finds the token paths examples name and the tokens `Examples/Themes` declares.
enum DocumentationTokens {
    /// A file whose examples are checked, and its blocks (a source file is one block).
    struct Source: Sendable, CustomTestStringConvertible {
        var relativePath: String
        var blocks: [DocumentationExamples.Block]
        /// Tokens the article's own ```json blocks declare, for ``articlesWithTheirOwnTokens``.
        var ownTokens: Set<String> = []

        var testDescription: String { relativePath }
    }

    /// Migration guides whose Livery code names the tokens of the app being migrated, which the
    /// guide shows as ```json documents (Chameleon's `theme0.json`, ThemeManager's themes).
    static let articlesWithTheirOwnTokens: Set<String> = [
        "Sources/LiveryUI/LiveryUI.docc/MigratingFromChameleon.md",
        "Sources/LiveryUI/LiveryUI.docc/MigratingFromThemeManager.md",
    ]

    /// First parts of a token path that count even where `Examples/Themes` has no such group.
    static let commonRoots: Set<String> = [
        "color", "font", "spacing", "radius", "shadow", "gradient", "image", "duration", "easing", "typography", "border",
        "opacity", "palette", "copy", "transition", "stroke",
    ]

    static var themesFolder: URL { Fixtures.packageRoot.appendingPathComponent("Examples/Themes") }

    /// Every token path any document of `Examples/Themes` declares.
    static func exampleThemeTokens() throws -> Set<String> {
        let files = try FileManager.default.contentsOfDirectory(at: themesFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        var paths = Set<String>()
        for file in files {
            paths.formUnion(try TokenDocument(contentsOf: file).tokens.map(\.path))
        }
        return paths
    }

    /// The files whose examples are checked, sorted by path.
    static func sources() -> [Source] {
        let manager = FileManager.default
        let root = Fixtures.packageRoot
        var markdown = DocumentationExamples.articles().map(\.relativePath)
        let examples = root.appendingPathComponent("Examples")
        for folder in (try? manager.contentsOfDirectory(atPath: examples.path)) ?? [] {
            let readme = "Examples/\(folder)/README.md"
            if manager.fileExists(atPath: root.appendingPathComponent(readme).path) { markdown.append(readme) }
        }
        var sources: [Source] = markdown.compactMap { path in
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
            var source = Source(
                relativePath: path, blocks: DocumentationExamples.codeBlocks(in: text, languages: ["swift", "objc"]))
            if articlesWithTheirOwnTokens.contains(path) {
                for block in DocumentationExamples.codeBlocks(in: text, languages: ["json"]) {
                    source.ownTokens.formUnion(declaredPaths(inJSON: block.code))
                }
            }
            return source
        }
        let app = "Examples/AddingLivery/Sources"
        let files = (try? manager.subpathsOfDirectory(atPath: root.appendingPathComponent(app).path)) ?? []
        for file in files where ["swift", "m", "h"].contains(URL(fileURLWithPath: file).pathExtension) {
            let path = app + "/" + file
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            sources.append(Source(relativePath: path, blocks: [DocumentationExamples.Block(code: text, line: 1)]))
        }
        return sources.sorted { $0.relativePath < $1.relativePath }
    }

    /// `path:line: token` for each token a source's blocks name that is not declared.
    static func missing(in source: Source, declared: Set<String>) -> [String] {
        let roots = commonRoots.union(declared.compactMap { $0.split(separator: ".").first.map(String.init) })
        var missing: [String] = []
        for block in source.blocks {
            let own = source.ownTokens.union(documentTokens(in: block.code))
            for (path, line) in references(in: block, roots: roots) where !declared.contains(path) && !own.contains(path) {
                missing.append("\(source.relativePath):\(line): \(path)")
            }
        }
        return missing
    }

    /// The token paths a block names, with the file line of each.
    static func references(in block: DocumentationExamples.Block, roots: Set<String>) -> [(path: String, line: Int)] {
        var found: [(String, Int)] = []
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: /"([A-Za-z][A-Za-z0-9_-]*)((?:\.[A-Za-z0-9_-]+)+)"/)
            where roots.contains(String(match.1)) {
                found.append((String(match.1) + String(match.2), block.line + offset))
            }
        }
        return found
    }

    /// The token paths declared by JSON documents a block writes in string literals
    /// (`#"""…"""#`, `"""…"""`, `#"…"#`).
    static func documentTokens(in code: String) -> Set<String> {
        var paths = Set<String>()
        for match in code.matches(of: /(?s)#"""(.*?)"""#|"""(.*?)"""|#"(.*?)"#/) {
            guard let text = match.1 ?? match.2 ?? match.3 else { continue }
            paths.formUnion(declaredPaths(inJSON: String(text)))
        }
        return paths
    }

    /// The token paths a JSON document declares: objects with `$value`, and plain values (as
    /// legacy formats write them); `$`-keys are not part of a path. A trailing comma is tolerated
    /// (Chameleon's files have them); text that is not JSON declares nothing.
    static func declaredPaths(inJSON text: String) -> Set<String> {
        let cleaned = text.replacing(/,(\s*[}\]])/) { String($0.1) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(cleaned.utf8)) else { return [] }
        var paths = Set<String>()
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                if object["$value"] != nil {
                    paths.insert(path)
                    return
                }
                for (key, child) in object where !key.hasPrefix("$") {
                    walk(child, path.isEmpty ? key : path + "." + key)
                }
            } else if !path.isEmpty {
                paths.insert(path)
            }
        }
        walk(object, "")
        return paths
    }
}
