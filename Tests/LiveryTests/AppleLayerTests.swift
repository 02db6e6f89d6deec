import Foundation
import Testing

/// Keeps Livery's Apple-only code honest on Linux: each `#if canImport(…)` block that calls an
/// Apple framework is type-checked against a stand-in declaring exactly the API it calls, with
/// Apple's signatures (`Tests/Fixtures/apple-stand-ins/`).
@Suite("Apple-only code against stand-ins")
struct AppleLayerTests {
    /// An Apple-only block of a source file: the framework, and where the block is.
    struct Block: CustomTestStringConvertible, Sendable {
        var framework: String
        var source: String
        /// The module the block extends (imported by the check).
        var module: String
        var testDescription: String { "\(framework) in \(source)" }
    }

    static let blocks = [
        Block(framework: "CoreText", source: "Sources/LiverySkins/FontRegistering.swift", module: "LiverySkins"),
    ]

    /// The declarations between top-level `#if canImport(FRAMEWORK)` lines and their `#endif`
    /// (imports left out: the stand-in replaces the framework).
    static func code(of block: Block) throws -> String {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(block.source), encoding: .utf8)
        var result: [String] = []
        var inside = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line == "#if canImport(\(block.framework))" {
                inside = true
            } else if inside, line.hasPrefix("#else") || line == "#endif" {
                inside = false
            } else if inside, !trimmed.hasPrefix("import ") {
                result.append(line)
            }
        }
        return result.joined(separator: "\n")
    }

    @Test("Apple-only code type-checks against a stand-in of the API it calls", arguments: blocks)
    func typeChecks(_ block: Block) throws {
        let code = try Self.code(of: block)
        #expect(code.contains("func "), "no Apple-only code found in \(block.source)")
        let swiftc = try #require(DocumentationExamples.swiftc(), "no swiftc")
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first (swift build --build-tests)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("\(block.framework)Code.swift")
        try ("import Foundation\nimport \(block.module)\n\n" + code).write(to: program, atomically: true, encoding: .utf8)
        let standIn = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/apple-stand-ins/\(block.framework).swift")
        var arguments = [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "AppleLayerCheck",
            "-I", modules.path, "-module-cache-path", DocumentationExamples.moduleCache.path,
        ]
        for map in DocumentationExamples.moduleMaps(near: modules) { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        let result = try DocumentationExamples.run(swiftc, arguments + [standIn.path, program.path])
        #expect(result.status == 0, "\(block.source)'s \(block.framework) code does not type-check:\n\(result.output)")
    }
}
