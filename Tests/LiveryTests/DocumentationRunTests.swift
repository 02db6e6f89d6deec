import Foundation
import LiveryTestSupport
import Testing

/// Runs on Linux, against `Examples/Themes`, the documentation examples that need no app, so they
/// are shown to work and not only to compile (issue 27).
///
/// A block runs when it imports only `Livery`, `LiveryTesting` and `Foundation` and is statements
/// (it becomes the body of a function, as in ``DocumentationExamplesTests``; a block that declares
/// types or functions is only compiled), unless it contains one of the texts of
/// ``DocumentationExamples/notRun`` (a few blocks need a file Examples/Themes does not have).
/// Blocks that import UIKit, SwiftUI, AppKit or the skins and tools modules need an app, the
/// network or an SDK Linux lacks: they stay compile-only.
///
/// Per article, every block that imports only those modules (declarations too, so a block may use
/// a type another block of the article declares) is compiled with swiftc against the built modules
/// and linked with the built objects of `Livery` (and `LiveryTesting`) into one executable with a
/// `main` that runs the block it is told to. Each runnable block runs in a process of its own, with
/// the package folder as its working folder, so `URL(fileURLWithPath: "Examples/Themes")` names the
/// example theme space; the test fails if a block throws, crashes or exits with another status.
@Suite("Documentation examples that run")
struct DocumentationRunTests {
    @Test("some documentation examples run on Linux")
    func runnableExamplesExist() {
        let runnable = DocumentationExamples.articles().reduce(0) { $0 + $1.runnableBlocks.count }
        #expect(runnable >= 20, "only \(runnable) blocks run: is the selection broken?")
    }

    @Test(
        "every platform-neutral statement example runs against Examples/Themes",
        arguments: DocumentationExamples.articles().filter { !$0.runnableBlocks.isEmpty })
    func examplesRun(_ article: DocumentationExamples.Article) async throws {
        let swiftc = try #require(DocumentationExamples.swiftc(), "no swiftc on PATH or at /opt/swift/usr/bin/swiftc")
        let modules = try #require(
            DocumentationExamples.modulesFolder(),
            "no .build/**/Modules folder with Livery.swiftmodule; build the package first (swift build --build-tests)")

        let compiled = article.runProgramBlocks
        let runnable = article.runnableBlocks
        let left = runnable.filter { block in !compiled.contains { $0.line == block.line } }
        #expect(left.isEmpty, "runnable blocks at lines \(left.map(\.line)) use names of blocks that cannot run")

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-doc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var sources: [String] = []
        var cases: [(number: Int, block: DocumentationExamples.Block)] = []
        for (i, block) in compiled.enumerated() {
            let source = folder.appendingPathComponent("\(i)_" + article.swiftFileName)
            try article.program(for: block, number: i + 1).write(to: source, atomically: true, encoding: .utf8)
            sources.append(source.path)
            if runnable.contains(where: { $0.line == block.line }) { cases.append((i + 1, block)) }
        }
        let main = folder.appendingPathComponent("main.swift")
        try DocumentationExamples.runnerMain(numbers: cases.map(\.number)).write(to: main, atomically: true, encoding: .utf8)
        sources.append(main.path)

        var libraries = ["Livery"]
        #if !canImport(ObjectiveC)
            // Here the core calls the Swift runtime through a C target of its own (see
            // `ObjectReference`; Apple platforms do not build it): its object is linked too.
            libraries.append("CLiveryRuntime")
        #endif
        if compiled.contains(where: { $0.imports.contains("LiveryTesting") }) { libraries.append("LiveryTesting") }
        let objects = try libraries.flatMap { try DocumentationExamples.objectFiles(of: $0, near: modules) }
        let executable = folder.appendingPathComponent("examples")
        var arguments = [
            "-swift-version", "6", "-parse-as-library", "-enable-upcoming-feature", "MemberImportVisibility",
            "-module-name", "LiveryDocumentationExamples", "-I", modules.path,
            "-module-cache-path", DocumentationExamples.moduleCache.path, "-o", executable.path,
        ]
        // Objects built under a sanitizer need its runtime.
        if Sanitizers.addressSanitizer { arguments.append("-sanitize=address") }
        if Sanitizers.threadSanitizer { arguments.append("-sanitize=thread") }
        let build = try await DocumentationExamples.runDetached(swiftc, arguments + sources + objects.map(\.path))
        try #require(
            build.status == 0,
            "the examples of \(article.relativePath) do not compile and link (swiftc exited with \(build.status)):\n\(build.output)"
        )

        for (number, block) in cases {
            let run = try await ChildProcess.run(executable, [String(number), Fixtures.packageRoot.path])
            #expect(
                run.status == 0,
                """
                the example at \(article.relativePath):\(block.line) did not run to its end (exit status \(run.status)):
                \(run.output)
                """)
        }
    }
}

extension DocumentationExamples {
    /// The modules a block may import and still run on Linux.
    static let runnableModules: Set<String> = ["Foundation", "Livery", "LiveryTesting"]

    /// Texts that keep a block from running (it is still compiled), each with the reason.
    static let notRun: [String: String] = [
        "tokens.resolver.json": "reads a DTCG resolver document with a density modifier, which Examples/Themes has not"
    ]

    /// The `main` of an article's runner: `examples NUMBER FOLDER` runs `exampleNUMBER()` in FOLDER.
    static func runnerMain(numbers: [Int]) -> String {
        let cases = numbers.map { "        case \($0): try await example\($0)()" }.joined(separator: "\n")
        return """
            import Foundation

            @main enum DocumentationExampleRunner {
                static func main() async {
                    let arguments = CommandLine.arguments
                    guard arguments.count == 3, let number = Int(arguments[1]),
                        FileManager.default.changeCurrentDirectoryPath(arguments[2])
                    else {
                        print("usage: examples NUMBER FOLDER")
                        exit(2)
                    }
                    do {
                        switch number {
            \(cases)
                        default:
                            print("no example \\(number)")
                            exit(2)
                        }
                    } catch {
                        print("example \\(number) threw:", error)
                        exit(1)
                    }
                }
            }

            """
    }

    /// The object files SwiftPM built for `module` beside `modulesFolder`
    /// (`<scratch>/<triple>/<configuration>/Livery.build/*.o`).
    static func objectFiles(of module: String, near modulesFolder: URL) throws -> [URL] {
        let folder = modulesFolder.deletingLastPathComponent().appendingPathComponent("\(module).build")
        let objects = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "o" }
        guard !objects.isEmpty else { throw ObjectsMissing(folder: folder) }
        return objects.sorted { $0.path < $1.path }
    }

    struct ObjectsMissing: Error, CustomStringConvertible {
        var folder: URL
        var description: String { "no object files in \(folder.path); build the package first (swift build --build-tests)" }
    }
}

extension DocumentationExamples.Block {
    /// Whether the block runs in ``DocumentationRunTests``: statements importing only
    /// ``DocumentationExamples/runnableModules``, and none of ``DocumentationExamples/notRun``.
    var isRunnable: Bool {
        isForRunProgram && !isFileLevel && !DocumentationExamples.notRun.keys.contains { code.contains($0) }
    }

    /// Whether the block can be part of a runner program: it imports only modules that run here.
    var isForRunProgram: Bool {
        Set(imports).isSubset(of: DocumentationExamples.runnableModules)
    }
}

extension DocumentationExamples.Article {
    /// The blocks that run (``DocumentationExamples/Block/isRunnable``).
    var runnableBlocks: [DocumentationExamples.Block] {
        runProgramBlocks.filter(\.isRunnable)
    }

    /// The blocks compiled into the article's runner: those importing only modules that run here,
    /// without the ones that use a name a block left out declares.
    var runProgramBlocks: [DocumentationExamples.Block] {
        let leftOut = blocks.filter { !$0.isForRunProgram }.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
        return blocks.filter { block in
            let words = Set(block.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            return block.isForRunProgram && leftOut.isDisjoint(with: words)
        }
    }
}
