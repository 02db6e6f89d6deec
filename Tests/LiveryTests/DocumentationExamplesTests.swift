import Foundation
import LiveryTestSupport
import Testing

/// Type-checks on Linux every ```swift code block of every DocC article under `Sources/` (and of
/// the README) that Linux can compile, against the package's built modules, so documentation
/// examples cannot rot. Apple's real iOS SDK checks the same blocks for iOS (`RealSDK…` suites,
/// `Scripts/check-real-sdk docs`), including the ones that import UIKit or SwiftUI, which are left
/// out here.
///
/// Each block is a file of its own with only the imports it declares (as in an app, an article's
/// blocks share one module, so a block may use a type another block declares); with
/// `MemberImportVisibility` on, an extension member is not seen through another block's import.
/// - a block whose first code line after its imports starts with a declaration keyword is placed
///   at file level, as written;
/// - any other block becomes the body of its own `func example…() async throws { … }`, so it may
///   use top-level statements, `try` and `await`.
///
/// A fence whose info string is `swift peer` (another library's Swift, as in the migration guides)
/// is not collected: it is shown, not compiled. Blocks that import AppKit are checked against the
/// macOS stand-ins (`Scripts/check-apple-layer.sh appkit`). `#sourceLocation` directives make swiftc
/// report errors at the article's own lines.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test("the DocC catalogs have Swift examples")
    func examplesExist() throws {
        let articles = DocumentationExamples.articles()
        try #require(!articles.isEmpty, "no *.docc catalog with .md articles under \(DocumentationExamples.sourcesFolder.path)")
        let blocks = articles.reduce(0) { $0 + $1.blocks.count }
        #expect(blocks > 0, "the DocC articles have no ```swift code blocks")
    }

    @Test("the blocks left to Linux are the ones the real-SDK check leaves out")
    func leftToLinuxMatchesTheScript() throws {
        let script = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Scripts/check-real-sdk"), encoding: .utf8)
        let table = try #require(script.firstMatch(of: /NOT_FOR_IOS = \{(?<body>[^}]*)\}/)).body
        let names = Set(table.matches(of: /\n\s*"(?<name>[A-Za-z]+)":/).map { String($0.name) })
        #expect(names == DocumentationExamples.Block.notForIOS)
    }

    @Test("every Swift example in an article type-checks", arguments: DocumentationExamples.articles())
    func examplesCompile(_ article: DocumentationExamples.Article) async throws {
        guard !article.blocks.isEmpty else { return }
        let swiftc = try #require(DocumentationExamples.swiftc(), "no swiftc on PATH or at /opt/swift/usr/bin/swiftc")
        let modules = try #require(
            DocumentationExamples.modulesFolder(),
            "no .build/**/Modules folder with Livery.swiftmodule; build the package first (swift build --build-tests)")

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Blocks Linux cannot compile, and the blocks that use what those declare, are left to the
        // real iOS SDK.
        let appleOnlyNames = article.blocks.filter { !$0.isForLinux }.reduce(into: Set<String>()) {
            $0.formUnion($1.declaredNames)
        }
        let blocks = article.blocks.filter { block in
            let words = Set(block.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            // The fast tier leaves to the real iOS SDK the blocks it type-checks (RealSDK suites);
            // the full tier checks them on Linux too.
            return block.isForLinux && appleOnlyNames.isDisjoint(with: words) && (TestTier.isFull || block.isLeftToLinux)
        }
        guard !blocks.isEmpty else { return }
        var sources: [String] = []
        for (i, block) in blocks.enumerated() {
            let source = folder.appendingPathComponent("\(i)_" + article.swiftFileName)
            try article.program(for: block, number: i + 1).write(to: source, atomically: true, encoding: .utf8)
            sources.append(source.path)
        }

        var arguments = [
            "-typecheck", "-swift-version", "6", "-parse-as-library",
            "-enable-upcoming-feature", "MemberImportVisibility",
            "-module-name", "LiveryDocumentationExamples",
        ]
        // AppKit examples: the macOS stand-in modules and a LiveryUI built against them (found
        // first, so it shadows the Linux build).
        if blocks.contains(where: { $0.imports.contains("AppKit") }) {
            let folder = try await DocumentationExamples.appleModules("appkit")
            arguments += ["-I", folder.path]
        }
        arguments += [
            "-I", modules.path,
            "-module-cache-path", DocumentationExamples.moduleCache.path,
        ]
        // LiverySkins' dependencies bring C modules (zlib, BoringSSL): pass their module maps.
        for map in DocumentationExamples.moduleMaps(near: modules) { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        let result = try await DocumentationExamples.runDetached(swiftc, arguments + sources)
        #expect(
            result.status == 0,
            """
            \(article.blocks.count) example(s) in \(article.relativePath) do not compile \
            (swiftc exited with \(result.status)):
            \(result.output)
            """)
    }
}

/// Finds DocC articles, extracts their Swift examples and runs the compiler.
enum DocumentationExamples {
    /// One article (`.md` file) of a DocC catalog and its Swift blocks.
    struct Article: Sendable, CustomTestStringConvertible {
        /// The article's path from the package root (`Sources/Livery/Livery.docc/GettingStarted.md`).
        var relativePath: String
        var url: URL
        var blocks: [Block]

        var testDescription: String { relativePath }

        /// `Livery_docc_GettingStarted.swift`: a file name that says where the code came from.
        var swiftFileName: String {
            let parts = url.pathComponents.suffix(2).map {
                $0.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: " ", with: "_")
            }
            return parts.joined(separator: "_") + ".swift"
        }

        /// The module the article's catalog documents: `LiveryTesting` for `LiveryTesting.docc`.
        var catalogModule: String? {
            url.pathComponents.last { $0.lowercased().hasSuffix(".docc") }.map { String($0.dropLast(".docc".count)) }
        }

        /// The file one block is checked as: its imports, then its code at file level when it
        /// declares types, else as the body of a function of its own.
        func program(for block: Block, number: Int) -> String {
            let location = "#sourceLocation(file: \"\(Self.escaped(url.path))\", line: \(block.line))\n"
            if block.isFileLevel { return location + block.code + "\n#sourceLocation()\n" }
            let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let head = lines.prefix { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("//")
            }
            let body = lines.dropFirst(head.count)
            return location + head.joined(separator: "\n") + "\n#sourceLocation()\n"
                + "func example\(number)() async throws {\n"
                + "#sourceLocation(file: \"\(Self.escaped(url.path))\", line: \(block.line + head.count))\n"
                + body.joined(separator: "\n") + "\n#sourceLocation()\n}\n"
        }

        static func escaped(_ path: String) -> String {
            path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
    }

    /// A ```swift block: its code and the article line its first code line is on.
    struct Block: Sendable {
        var code: String
        var line: Int

        /// Keywords that put a block at file level instead of inside a function.
        static let fileLevelPrefixes = [
            "struct ", "enum ", "extension ", "class ", "final class ", "actor ", "protocol ", "typealias ", "@main",
            "@MainActor", "@Observable", "public ", "private ", "fileprivate ", "internal ", "func ", "#if ", "nonisolated ",
        ]

        /// Whether the first line that is not blank, a comment or an import declares something
        /// (or the block is only imports).
        var isFileLevel: Bool {
            let first = code.split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .first { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ") }
            guard let first else { return true }
            return Self.fileLevelPrefixes.contains { first.hasPrefix($0) }
        }

        /// The modules the block imports.
        var imports: [String] {
            code.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "import" else { return nil }
                return String(words[words.count - 1])
            }
        }

        /// Modules that exist only in Apple's SDKs (or only for package manifests): blocks that
        /// import them are checked against the real iOS SDK instead.
        static let appleOnlyModules: Set<String> = [
            "UIKit", "SwiftUI", "LiverySwiftUI", "QuartzCore", "CoreGraphics", "CoreText", "PackageDescription",
        ]

        /// Whether Linux can compile the block on its own imports: AppKit through the stand-ins;
        /// LiveryUI's API is Apple-only but for its AppKit side, so a block importing LiveryUI
        /// without AppKit is iOS code.
        /// Whether only this check type-checks the block: `Scripts/check-real-sdk docs` leaves out
        /// the blocks that import a module not for iOS (its `NOT_FOR_IOS`).
        var isLeftToLinux: Bool {
            !Self.notForIOS.isDisjoint(with: imports)
        }

        /// The modules `Scripts/check-real-sdk` lists in `NOT_FOR_IOS` (a test keeps the two equal).
        static let notForIOS: Set<String> = [
            "AppKit", "LiveryTools", "LiveryCLI", "LiveryStudio", "ArgumentParser", "PackageDescription",
        ]

        var isForLinux: Bool {
            Self.appleOnlyModules.isDisjoint(with: imports) && (!imports.contains("LiveryUI") || imports.contains("AppKit"))
        }

        /// The names the block declares at file level (`struct ExampleTheme`, `func bind…`).
        var declaredNames: Set<String> {
            Set(
                code.matches(
                    of:
                        /(?m)^(?:@\w+\s+)*(?:(?:public|final|private)\s+)*(?:struct|enum|class|actor|protocol|typealias|func)\s+(\w+)/
                )
                .map { String($0.1) })
        }
    }

    static var sourcesFolder: URL { Fixtures.packageRoot.appendingPathComponent("Sources") }

    /// Every `.md` article of every `*.docc` folder under `Sources/`, sorted by path.
    static func articles() -> [Article] {
        let manager = FileManager.default
        let root = Fixtures.packageRoot.standardizedFileURL.path
        guard
            let walker = manager.enumerator(
                at: sourcesFolder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var articles: [Article] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "md" {
            guard url.pathComponents.contains(where: { $0.lowercased().hasSuffix(".docc") }),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(root + "/") { relative.removeFirst(root.count + 1) }
            articles.append(Article(relativePath: relative, url: url, blocks: swiftBlocks(in: text)))
        }
        // The README's examples are the first code people copy: checked like an article.
        let readme = Fixtures.packageRoot.appendingPathComponent("README.md")
        if let text = try? String(contentsOf: readme, encoding: .utf8) {
            articles.append(Article(relativePath: "README.md", url: readme, blocks: swiftBlocks(in: text)))
        }
        return articles.sorted { $0.relativePath < $1.relativePath }
    }

    /// The ```swift fenced blocks of a Markdown text (other fences are skipped whole).
    static func swiftBlocks(in markdown: String) -> [Block] {
        codeBlocks(in: markdown, languages: ["swift"])
    }

    /// The fenced blocks of a Markdown text whose language is one of `languages` (`swift`, `objc`,
    /// `json`), without the `peer` ones (another library's code); other fences are skipped whole.
    static func codeBlocks(in markdown: String, languages: Set<String>) -> [Block] {
        var blocks: [Block] = []
        var fence: (marker: String, indent: Int, isCollected: Bool)?
        var lines: [String] = []
        var start = 0
        for (i, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if let open = fence {
                if trimmed.hasPrefix(open.marker),
                    trimmed.trimmingCharacters(in: .whitespaces).allSatisfy({ $0 == open.marker.first })
                {
                    if open.isCollected { blocks.append(Block(code: lines.joined(separator: "\n"), line: start)) }
                    fence = nil
                    lines = []
                } else if open.isCollected {
                    // Drop the fence's own indentation (fences inside list items).
                    let dropped = min(open.indent, line.prefix { $0 == " " }.count)
                    lines.append(String(line.dropFirst(dropped)))
                }
                continue
            }
            for marker in ["```", "~~~"] where trimmed.hasPrefix(marker) {
                let info = trimmed.drop { $0 == marker.first }.trimmingCharacters(in: .whitespaces)
                let words = info.split(separator: " ").map { $0.lowercased() }
                let language = words.first ?? ""
                let length = trimmed.prefix { $0 == marker.first }.count
                // `swift peer`: another library's Swift, shown beside Livery's and not compiled.
                let isPeer = words.count > 1 && words[1] == "peer"
                fence = (String(repeating: String(marker.first!), count: length), indent, languages.contains(language) && !isPeer)
                start = i + 2  // 1-based, and the code starts on the line after the fence
                break
            }
        }
        return blocks
    }

    /// The stand-in Apple modules and a LiveryUI module built against them, for `platform`
    /// (`uikit` or `appkit`), made once per test run by `Scripts/check-apple-layer.sh`.
    static func appleModules(_ platform: String) async throws -> URL {
        try await AppleModules.shared.folder(for: platform)
    }

    /// One build per platform and test run; later callers await the first one's.
    final class AppleModules: @unchecked Sendable {
        static let shared = AppleModules()
        private let lock = NSLock()
        private var builds: [String: Task<URL, any Error>] = [:]

        struct BuildFailed: Error, CustomStringConvertible {
            var description: String
        }

        func folder(for platform: String) async throws -> URL {
            let build = lock.withLock {
                if let build = builds[platform] { return build }
                let build = Task { try await Self.build(platform) }
                builds[platform] = build
                return build
            }
            return try await build.value
        }

        private static func build(_ platform: String) async throws -> URL {
            guard let modules = DocumentationExamples.modulesFolder() else {
                throw BuildFailed(description: "build the package first (swift build --build-tests)")
            }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("livery-apple-modules-\(platform)-\(UUID().uuidString)")
            let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-apple-layer.sh")
            let run = try await ChildProcess.run(
                URL(fileURLWithPath: "/bin/bash"),
                [
                    script.path, platform, modules.path,
                    Fixtures.packageRoot.appendingPathComponent(AppleLayerTests.sourceFolder(platform)).path, folder.path,
                ])
            guard run.status == 0 else {
                throw BuildFailed(description: "LiveryUI against the \(platform) stand-ins:\n\(run.output)")
            }
            return folder
        }
    }

    /// `swiftc` from `PATH`, else the toolchain's usual place on these machines.
    static func swiftc() -> URL? {
        let manager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if manager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let fallback = URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")
        return manager.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    /// The `Modules` folder of the build that is running these tests (SwiftPM 6:
    /// `<scratch>/<triple>/<configuration>/Modules`, beside the test executable), so
    /// `swift test --scratch-path X` and the sanitizer builds compile against their own modules;
    /// else the most recently built one under `.build/`, preferring debug builds.
    static func modulesFolder() -> URL? {
        let manager = FileManager.default
        var running = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        while running.path.count > 1 {
            running.deleteLastPathComponent()
            let modules = running.appendingPathComponent("Modules")
            if manager.fileExists(atPath: modules.appendingPathComponent("Livery.swiftmodule").path) { return modules }
        }
        let build = Fixtures.packageRoot.appendingPathComponent(".build")
        var found: [URL] = []
        // Breadth-first over the first few levels only: `.build` also holds checkouts and objects.
        var level = [build]
        for _ in 0..<4 {
            var next: [URL] = []
            for folder in level {
                guard let entries = try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                else { continue }
                for entry in entries {
                    let name = entry.lastPathComponent
                    var isDirectory: ObjCBool = false  // follows links: `.build/debug` is one
                    guard manager.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue
                    else { continue }
                    if name == "Modules" {
                        if manager.fileExists(atPath: entry.appendingPathComponent("Livery.swiftmodule").path) {
                            found.append(entry)
                        }
                    } else if !name.hasSuffix(".build"), !name.hasPrefix("."),
                        !["checkouts", "repositories", "artifacts", "plugins", "index", "ModuleCache"].contains(name)
                    {
                        next.append(entry)
                    }
                }
            }
            level = next
        }
        func modified(_ folder: URL) -> Date {
            let module = folder.appendingPathComponent("Livery.swiftmodule")
            return (try? module.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
        }
        func isDebug(_ folder: URL) -> Bool {
            folder.deletingLastPathComponent().lastPathComponent.lowercased().hasPrefix("debug")
        }
        var seen = Set<String>()
        found = found.filter { seen.insert($0.resolvingSymlinksInPath().path).inserted }
        return found.max { a, b in
            if isDebug(a) != isDebug(b) { return !isDebug(a) }
            return modified(a) < modified(b)
        }
    }

    /// The package checkouts of the build whose modules are `modulesFolder` (`<scratch>/checkouts`).
    static func checkouts(near modulesFolder: URL) -> URL? {
        var folder = modulesFolder
        while folder.path.count > 1 {
            let checkouts = folder.appendingPathComponent("checkouts")
            if FileManager.default.fileExists(atPath: checkouts.path) { return checkouts }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The `module.modulemap` files of the dependencies checked out beside `buildFolder`
    /// (`.build/checkouts/…`), which importing a module with C dependencies needs.
    static func moduleMaps(near buildFolder: URL) -> [URL] {
        let manager = FileManager.default
        var folder = buildFolder
        while folder.path != "/" {
            let checkouts = folder.appendingPathComponent("checkouts")
            if manager.fileExists(atPath: checkouts.path) {
                guard let walker = manager.enumerator(at: checkouts, includingPropertiesForKeys: nil) else { return [] }
                var maps: [URL] = []
                for case let url as URL in walker {
                    let name = url.lastPathComponent
                    if name == ".git" || name == "Tests" || name == "Benchmarks" { walker.skipDescendants() }
                    if name == "module.modulemap" { maps.append(url) }
                }
                return maps.sorted { $0.path < $1.path }
            }
            folder.deleteLastPathComponent()
        }
        return []
    }

    /// A module cache shared by the articles' compiles (so Foundation's modules are built once).
    static let moduleCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("livery-doc-examples-module-cache")

    /// Runs a program and returns its exit status and its output and error streams together,
    /// waiting on a thread of its own (``ChildProcess``): a compiler's seconds or minutes must not
    /// hold one of Swift concurrency's two threads here.
    static func runDetached(_ executable: URL, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await ChildProcess.run(executable, arguments)
    }
}
