import Foundation
import LiveryTestSupport
import Testing

/// Keeps Livery's macOS code honest on Linux, where no macOS SDK with Swift interfaces exists: the
/// AppKit and Core Animation adapters are type-checked against stand-ins declaring exactly the API
/// they call, with Apple's signatures (`Tests/Fixtures/apple-stand-ins/`), each declaration citing
/// the SDK file it mirrors. iOS code is checked against Apple's real SDK instead (`RealSDK…` suites).
@Suite("Apple-only code against the macOS stand-ins")
struct AppleLayerTests {
    // MARK: LiveryUI against the stand-in modules

    /// Runs `Scripts/check-apple-layer.sh`: the stand-ins compiled as modules named `AppKit`,
    /// `QuartzCore` and `CoreGraphics`, then every LiveryUI source type-checked unmodified.
    static func checkLiveryUI(_ platform: String, sources: URL? = nil, output: URL? = nil) async throws -> (
        status: Int32, output: String
    ) {
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first (swift build --build-tests)")
        let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-apple-layer.sh")
        var arguments = [script.path, platform, modules.path]
        if let sources { arguments.append(sources.path) }
        if let output {
            if sources == nil { arguments.append(Fixtures.packageRoot.appendingPathComponent(sourceFolder(platform)).path) }
            arguments.append(output.path)
        }
        return try await DocumentationExamples.runDetached(URL(fileURLWithPath: "/bin/bash"), arguments)
    }

    /// The sources the check type-checks.
    static func sourceFolder(_ platform: String) -> String { "Sources/LiveryUI" }

    @Test(
        "LiveryUI's macOS sources type-check, unmodified, against the stand-in modules",
        arguments: ["appkit"])
    func liveryUITypeChecks(_ platform: String) async throws {
        // One build per test run, shared with the documentation examples that import AppKit: the
        // script emits LiveryUI's module against the stand-ins, which type-checks every body.
        let folder = try await DocumentationExamples.appleModules(platform)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LiveryUI.swiftmodule").path))
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
        Misspelling(
            platform: "appkit", file: "AppKit/AppKit+Conversions.swift", original: "self.init(srgbRed:",
            misspelt: "self.init(sRGBRed:"),
        Misspelling(
            platform: "appkit", file: "Generated/AppKit+Conveniences.swift", original: "{ $0.bezelColor = $1 }",
            misspelt: "{ $0.bezelColour = $1 }"),
        Misspelling(
            platform: "appkit", file: "CoreAnimation/CoreAnimation+Layers.swift",
            original: "layer.startPoint = gradient.startPoint",
            misspelt: "layer.startpoint = gradient.startPoint"),
    ]

    @Test(
        "the check fails on a misspelt Apple call", .enabled(if: TestTier.isFull, "a test of the checker: the full tier"),
        arguments: misspellings)
    func misspeltCallFails(_ case: Misspelling) async throws {
        guard
            let folder = try Fixtures.copy(
                Self.sourceFolder(`case`.platform), planting: `case`.misspelt, for: `case`.original, in: `case`.file)
        else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Self.checkLiveryUI(`case`.platform, sources: folder)
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains("error:"), "\(result.output)")
    }

    // MARK: Citations

    static let standInFiles = ["CoreGraphics.swift", "QuartzCore.swift", "AppKit.swift"]

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

extension AppleLayerTests {
    /// A stand-in declaration that drifted from the SDK declaration it cites, and what must be said.
    struct DriftCase: CustomTestStringConvertible, Sendable {
        var name: String
        var original: String
        var drifted: String
        var message: String
        var testDescription: String { name }
    }

    static let driftCases = [
        DriftCase(
            name: "a nullable property made non-optional", original: "open var textColor: NSColor?",
            drifted: "open var textColor: NSColor", message: "nullable in the SDK"),
        DriftCase(
            name: "@MainActor removed from a UI class", original: "@MainActor open class NSView: NSResponder {",
            drifted: "open class NSView: NSResponder {", message: "NSView is a main-actor class"),
        DriftCase(
            name: "@MainActor removed from the class the SDK marks NS_SWIFT_UI_ACTOR",
            original: "@MainActor open class NSResponder: NSObject {", drifted: "open class NSResponder: NSObject {",
            message: "NSResponder is a main-actor class"),
        DriftCase(
            name: "a failable initializer made non-failable", original: "public convenience init?(named name: NSColor.Name)",
            drifted: "public convenience init(named name: NSColor.Name)", message: "the initializer's result is nullable"),
        DriftCase(
            name: "a nullable parameter made non-optional",
            original: "public convenience init(name colorName: NSColor.Name?, dynamicProvider",
            drifted: "public convenience init(name colorName: NSColor.Name, dynamicProvider", message: "parameter 1 is nullable"),
        DriftCase(
            name: "an SDK-MISSING without a reason",
            original:
                "// SDK-MISSING: NSColorName is declared in NSColorList.h (typedef NSString * NSColorName NS_SWIFT_BRIDGED_TYPEDEF), which is not among the fixtures.",
            drifted: "// SDK-MISSING: missing", message: "SDK-MISSING must say why"),
    ]

    @Test("the citation check catches a declaration that drifts from what it cites", arguments: driftCases)
    func citationCheckCatchesSignatureDrift(_ drift: DriftCase) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Fixtures.own("apple-stand-ins/AppKit.swift"), encoding: .utf8)
        try #require(text.contains(drift.original), "AppKit.swift no longer contains \(drift.original)")
        let file = folder.appendingPathComponent("AppKit.swift")
        try text.replacingOccurrences(of: drift.original, with: drift.drifted).write(to: file, atomically: true, encoding: .utf8)
        let report = try StandInCitations.check(file)
        #expect(report.problems.contains { $0.contains(drift.message) }, "\(report.problems)")
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
        while let first = words.first,
            modifiers.contains(first) || (first.hasPrefix("@") && !first.contains("(")) || first.hasPrefix("@available(")
        {
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
        var rawTexts: [String: String] = [:]
        var uiActorClasses: Set<String> = []
        for (i, line) in lines.enumerated() {
            guard isDeclaration(line), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            report.declarations += 1
            let above = i > 0 ? lines[i - 1].trimmingCharacters(in: .whitespaces) : ""
            let place = "\(file.lastPathComponent):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))"
            if above.hasPrefix("// SDK-MISSING:") {
                let reason = above.dropFirst("// SDK-MISSING:".count).trimmingCharacters(in: .whitespaces)
                if reason.split(separator: " ").count < 4 {
                    report.problems.append("\(place): SDK-MISSING must say why no fixture file declares it")
                }
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
                continue
            }
            let declaration = line.trimmingCharacters(in: .whitespaces)
            if let superclass = Drift.classDeclaration(declaration) {
                let header = rawTexts[path] ?? (try? String(contentsOf: sdk.appendingPathComponent(path), encoding: .utf8)) ?? ""
                rawTexts[path] = header
                let isUIActor =
                    Drift.isUIActor(interfaceText: text, in: header) || uiActorClasses.contains(superclass.superclass ?? "")
                if isUIActor {
                    uiActorClasses.insert(superclass.name)
                    if !declaration.contains("@MainActor") {
                        report.problems.append(
                            "\(place): \(superclass.name) is a main-actor class in the SDK (NS_SWIFT_UI_ACTOR), the stand-in is not @MainActor"
                        )
                    }
                }
            }
            report.problems += Drift.nullabilityProblems(objC: text, swift: declaration).map { "\(place): \($0)" }
        }
        return report
    }
}

/// What a stand-in declaration must keep of the Objective-C or C declaration it cites: optionals
/// where the SDK says `nullable` (non-optionals where it says `nonnull`), `init?` for a nullable
/// initializer or factory, and `@MainActor` on classes the SDK marks `NS_SWIFT_UI_ACTOR` and
/// their subclasses.
enum Drift {
    /// `(name, superclass)` when `declaration` declares a class.
    static func classDeclaration(_ declaration: String) -> (name: String, superclass: String?)? {
        guard let match = declaration.firstMatch(of: /\bclass\s+(\w+)\s*(?::\s*(\w+))?/),
            !declaration.contains("class var"), !declaration.contains("class func"), !declaration.contains("class let")
        else { return nil }
        return (String(match.1), match.2.map(String.init))
    }

    /// Whether the `@interface` cited is preceded in its header by `NS_SWIFT_UI_ACTOR`.
    static func isUIActor(interfaceText: String, in header: String) -> Bool {
        guard interfaceText.hasPrefix("@interface"), let range = header.range(of: interfaceText) else { return false }
        let before = header[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: true).suffix(3)
        return before.contains { $0.contains("NS_SWIFT_UI_ACTOR") } || interfaceText.contains("NS_SWIFT_UI_ACTOR")
    }

    enum Nullability { case nullable, nonnull, unspecified }

    static func nullability(_ type: String) -> Nullability {
        let words = Set(type.split(whereSeparator: { !$0.isLetter && $0 != "_" }).map(String.init))
        if !words.isDisjoint(with: ["nullable", "_Nullable", "__nullable"]) { return .nullable }
        if !words.isDisjoint(with: ["nonnull", "_Nonnull", "__nonnull"]) { return .nonnull }
        return .unspecified
    }

    /// The parenthesised groups after each `:` of an Objective-C selector (the parameter types), and
    /// the first group (the return type).
    static func objCMethod(_ text: String) -> (returnType: String, parameters: [String])? {
        guard text.hasPrefix("-") || text.hasPrefix("+") else { return nil }
        var groups: [(text: String, afterColon: Bool)] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        var lastSignificant: Character = " "
        var afterColon = false
        for character in text {
            if character == "(" {
                if depth == 0 { current = ""; afterColon = lastSignificant == ":" } else { current.append(character) }
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { groups.append((current, afterColon)) } else { current.append(character) }
            } else if depth > 0 {
                current.append(character)
            }
            if depth == 0, character != " ", character != ")" { lastSignificant = character }
            previous = character
        }
        _ = previous
        guard let first = groups.first, !first.afterColon else { return nil }
        return (first.text, groups.dropFirst().filter(\.afterColon).map(\.text))
    }

    /// The top-level parameter types of a Swift declaration's first parameter list, and its result
    /// type (after `->`), without default values.
    static func swiftSignature(_ declaration: String) -> (parameters: [String], result: String?)? {
        guard let open = declaration.firstIndex(of: "(") else { return nil }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var end = declaration.endIndex
        for index in declaration[open...].indices {
            let character = declaration[index]
            if "([<".contains(character) { depth += 1; if depth == 1 { continue } }
            if ")]>".contains(character) {
                depth -= 1
                if depth == 0 { end = index; break }
            }
            if character == ",", depth == 1 { parameters.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        let types = parameters.map { parameter -> String in
            let type = parameter.split(separator: ":", maxSplits: 1).last.map(String.init) ?? parameter
            return (type.components(separatedBy: " = ").first ?? type).trimmingCharacters(in: .whitespaces)
        }
        let rest = declaration[end...]
        let result = rest.range(of: "->").map { range in
            String(rest[range.upperBound...].prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
        }
        return (types, result)
    }

    static func isOptional(_ swiftType: String) -> Bool {
        let type = swiftType.trimmingCharacters(in: .whitespaces)
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    static func nullabilityProblems(objC text: String, swift declaration: String) -> [String] {
        var problems: [String] = []
        func compare(_ what: String, _ objCType: String, _ swiftOptional: Bool) {
            switch nullability(objCType) {
            case .nullable where !swiftOptional:
                problems.append("\(what) is nullable in the SDK (\(objCType)) but not optional in the stand-in")
            case .nonnull where swiftOptional:
                problems.append("\(what) is nonnull in the SDK (\(objCType)) but optional in the stand-in")
            default: break
            }
        }
        if text.hasPrefix("@property") {
            // `@property (nullable, copy) NSColor *textColor;` against `var textColor: NSColor?`.
            guard let variable = declaration.range(of: "var "),
                let colon = declaration[variable.upperBound...].firstIndex(of: ":")
            else { return problems }
            let swiftType = String(declaration[declaration.index(after: colon)...].prefix { $0 != "{" && $0 != "=" })
            let attributes = text.firstMatch(of: /@property\s*\(([^)]*)\)/).map { String($0.1) } ?? ""
            let objCType = attributes + " " + (text.split(separator: ")", maxSplits: 1).last.map(String.init) ?? "")
            compare("the property", objCType, isOptional(swiftType))
            return problems
        }
        guard let method = objCMethod(text), let swift = swiftSignature(declaration) else { return problems }
        let isInitializer =
            declaration.contains("init")
            && declaration.firstMatch(of: /(^|\s)init[?!]?\s*[(<]/) != nil
        if isInitializer {
            let failable = declaration.firstMatch(of: /(^|\s)init[?!]/) != nil
            compare("the initializer's result", method.returnType, failable)
        } else if let result = swift.result {
            compare("the result", method.returnType, isOptional(result))
        }
        let swiftParameters = swift.parameters.filter { !$0.isEmpty }
        if method.parameters.count != swiftParameters.count {
            // A Swift closure or trailing defaults can differ; compare only same-length lists.
            return problems
        }
        for (i, (objCType, swiftType)) in zip(method.parameters, swiftParameters).enumerated() {
            compare("parameter \(i + 1)", objCType, isOptional(swiftType))
        }
        return problems
    }
}
