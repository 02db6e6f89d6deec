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

    // MARK: LiveryUI against the stand-in modules

    /// Runs `Scripts/check-apple-layer.sh`: the stand-ins compiled as modules named `UIKit`/`AppKit`,
    /// `QuartzCore` and `CoreGraphics`, then every LiveryUI source type-checked unmodified (for
    /// `swiftui`: the `UIKit` and `SwiftUI` stand-ins, LiveryUI built against them, then every
    /// LiverySwiftUI source).
    static func checkLiveryUI(_ platform: String, sources: URL? = nil, output: URL? = nil) throws -> (status: Int32, output: String) {
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first (swift build --build-tests)")
        let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-apple-layer.sh")
        var arguments = [script.path, platform, modules.path]
        if let sources { arguments.append(sources.path) }
        if let output {
            if sources == nil { arguments.append(Fixtures.packageRoot.appendingPathComponent(sourceFolder(platform)).path) }
            arguments.append(output.path)
        }
        return try DocumentationExamples.run(URL(fileURLWithPath: "/bin/bash"), arguments)
    }

    /// The sources a platform's check type-checks: LiverySwiftUI's for `swiftui`, LiveryUI's otherwise.
    static func sourceFolder(_ platform: String) -> String {
        platform == "swiftui" ? "Sources/LiverySwiftUI" : "Sources/LiveryUI"
    }

    @Test(
        "LiveryUI's and LiverySwiftUI's Apple-only sources type-check, unmodified, against the stand-in modules",
        arguments: ["uikit", "appkit", "swiftui"])
    func liveryUITypeChecks(_ platform: String) throws {
        let result = try Self.checkLiveryUI(platform)
        #expect(result.status == 0, "\(Self.sourceFolder(platform)) does not type-check against the \(platform) stand-ins:\n\(result.output)")
        #expect(result.output.contains("type-checks against the \(platform) stand-ins"), "\(result.output)")
    }

    /// A misspelt Apple call in a copy of the sources, and the platform whose check must catch it.
    struct Misspelling: CustomTestStringConvertible, Sendable {
        var platform: String
        var file: String
        var original: String
        var misspelt: String
        var testDescription: String { "\(misspelt) in \(file)" }
    }

    static let misspellings = [
        Misspelling(platform: "uikit", file: "UIKit/UIKit+Views.swift", original: "$0.setTitleColor($1, for: state)", misspelt: "$0.setTitleColour($1, for: state)"),
        Misspelling(platform: "uikit", file: "UIKit/UIKit+Conversions.swift", original: "self.init(displayP3Red:", misspelt: "self.init(displayP3red:"),
        Misspelling(platform: "appkit", file: "AppKit/AppKit+Conversions.swift", original: "self.init(srgbRed:", misspelt: "self.init(sRGBRed:"),
        Misspelling(platform: "appkit", file: "AppKit/AppKit+Views.swift", original: "{ $0.bezelColor = $1 }", misspelt: "{ $0.bezelColour = $1 }"),
        Misspelling(
            platform: "uikit", file: "CoreAnimation/CoreAnimation+Layers.swift", original: "{ $0.strokeColor = $1 }",
            misspelt: "{ $0.strokeColour = $1 }"),
        Misspelling(
            platform: "appkit", file: "CoreAnimation/CoreAnimation+Layers.swift", original: "layer.startPoint = gradient.startPoint",
            misspelt: "layer.startpoint = gradient.startPoint"),
        Misspelling(
            platform: "swiftui", file: "SwiftUI/SwiftUI+Values.swift", original: "self.init(uiColor: UIColor(livery: current",
            misspelt: "self.init(uiColour: UIColor(livery: current"),
        Misspelling(
            platform: "swiftui", file: "SwiftUI/SwiftUI+Environment.swift", original: "content.onChange(of: system, initial: true)",
            misspelt: "content.onChange(of: system, initialy: true)"),
    ]

    @Test("the check fails on a misspelt Apple call", arguments: misspellings)
    func misspeltCallFails(_ case: Misspelling) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-misspelt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent(Self.sourceFolder(`case`.platform)), to: folder)
        let file = folder.appendingPathComponent(`case`.file)
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(`case`.original), "\(`case`.file) no longer contains \(`case`.original)")
        try text.replacingOccurrences(of: `case`.original, with: `case`.misspelt).write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.checkLiveryUI(`case`.platform, sources: folder)
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains("error:"), "\(result.output)")
    }

    // MARK: Citations

    static let standInFiles = ["CoreGraphics.swift", "QuartzCore.swift", "UIKit.swift", "AppKit.swift", "CoreText.swift", "SwiftUI.swift", "KeyValueCoding.swift"]

    @Test("every stand-in declaration cites the SDK declaration it mirrors, and the cited text is there", arguments: standInFiles)
    func standInsCiteTheSDK(_ name: String) throws {
        let file = Fixtures.own("apple-stand-ins/\(name)")
        let report = try StandInCitations.check(file)
        #expect(report.declarations > 0, "\(name) declares nothing")
        #expect(report.problems.isEmpty, "\(name):\n\(report.problems.joined(separator: "\n"))")
    }

    @Test("the citation check catches a missing citation and a cited text that is not in the SDK")
    func citationCheckCatchesDrift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-citations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "iPhoneOS17.5.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGColor.h"
        let file = folder.appendingPathComponent("Drift.swift")
        try """
            // SDK: \(header): typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
            public final class CGColor {
                // SDK: \(header): CG_EXTERN CGColorRef CGColorCreateWithMadeUpName(CGFloat red)
                public init(madeUp red: Double) {}
                public var alpha: Double = 1
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let report = try StandInCitations.check(file)
        #expect(report.declarations == 3)
        #expect(report.problems.count == 2, "\(report.problems)")
        #expect(report.problems.contains { $0.contains("CGColorCreateWithMadeUpName") })
        #expect(report.problems.contains { $0.contains("public var alpha") && $0.contains("no citation") })
    }
}

/// Checks the stand-ins' citations: the line above each declaration is
/// `// SDK: <path under ../shared/fixtures/apple-sdk/>: <declaration text>` (or
/// `// SDK-MISSING: <reason>` where no fixture file declares it), and the cited text occurs in the
/// cited file with all whitespace removed.
enum StandInCitations {
    struct Report {
        var declarations = 0
        var missing: [String] = []
        var problems: [String] = []
    }

    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "func", "init", "init?", "var", "let", "case", "typealias", "subscript",
        "associatedtype",
    ]
    static let modifiers: Set<String> = [
        "public", "open", "final", "static", "override", "convenience", "required", "nonisolated", "mutating",
        "@MainActor", "@discardableResult", "@objc", "weak", "unowned", "indirect", "@preconcurrency",
    ]

    /// Whether a line declares something (after its attributes and modifiers).
    static func isDeclaration(_ line: String) -> Bool {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        while let first = words.first, modifiers.contains(first) || (first.hasPrefix("@") && !first.contains("(")) || first.hasPrefix("@available(") {
            words.removeFirst()
        }
        guard let keyword = words.first else { return false }
        let bare = keyword.split(separator: "(").first.map(String.init) ?? keyword
        let name = bare.split(separator: "<").first.map(String.init) ?? bare
        return keywords.contains(name)
    }

    static func stripped(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    static func check(_ file: URL) throws -> Report {
        let sdk = Fixtures.shared("apple-sdk")
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        var report = Report()
        var sdkTexts: [String: String] = [:]
        for (i, line) in lines.enumerated() {
            guard isDeclaration(line), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            report.declarations += 1
            let above = i > 0 ? lines[i - 1].trimmingCharacters(in: .whitespaces) : ""
            let place = "\(file.lastPathComponent):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))"
            if above.hasPrefix("// SDK-MISSING:") {
                report.missing.append(place)
                continue
            }
            guard above.hasPrefix("// SDK: ") else {
                report.problems.append("\(place): no citation on the line above")
                continue
            }
            let citation = above.dropFirst("// SDK: ".count)
            guard let separator = citation.range(of: ": ") else {
                report.problems.append("\(place): citation without 'path: text'")
                continue
            }
            let path = String(citation[..<separator.lowerBound])
            let text = String(citation[separator.upperBound...])
            if sdkTexts[path] == nil {
                let url = sdk.appendingPathComponent(path)
                guard let content = try? String(contentsOf: url, encoding: .utf8) else {
                    report.problems.append("\(place): cited file \(path) is not under ../shared/fixtures/apple-sdk")
                    continue
                }
                sdkTexts[path] = stripped(content)
            }
            if let content = sdkTexts[path], !content.contains(stripped(text)) {
                report.problems.append("\(place): '\(text)' does not appear in \(path)")
            }
        }
        return report
    }
}
