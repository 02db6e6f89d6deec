import Foundation
import Livery
import LiveryFormats
import LiveryTools

extension FuzzTarget {
    /// A DTCG resolver document (sets, modifiers, `$ref`s, resolution order) over the token files of
    /// `Tests/Fixtures/dtcg/resolver`, then every selection it offers resolved.
    static let resolver = FuzzTarget(
        name: "resolver",
        summary: "DTCG resolver documents over Tests/Fixtures/dtcg/resolver's token files, every selection resolved"
    ) { data throws(FuzzFailure) in
        let url = FuzzPaths.resolverFolder.appendingPathComponent("tokens.resolver.json")
        let source = DocumentSource(overlay: [url.standardizedFileURL.path: data])
        func load() -> Result<ResolvedSnapshot, ThemeSpace.Error> {
            Result { () throws(ThemeSpace.Error) in ResolvedSnapshot(try ThemeSpace(contentsOf: url, source: source)) }
        }
        let first = try Invariants.bounded("loading and resolving", bytes: data.count) { load() }
        switch (first, load()) {
        case (.success(let snapshot), .success(let again)):
            try Invariants.same(snapshot, again, what: "resolved themes")
            for diagnostic in snapshot.diagnostics where diagnostic.location.file == url.path {
                try Invariants.positionInside(
                    diagnostic.location, of: data, file: url.path, allowsUnknown: diagnostic.location.keyPath != nil,
                    what: "the diagnostic \"\(diagnostic.message)\"")
            }
        case (.failure(let error), .failure(let again)):
            try Invariants.same(error.description, again.description, what: "errors")
            for diagnostic in error.diagnostics where diagnostic.location.file == url.path {
                try Invariants.positionInside(
                    diagnostic.location, of: data, file: url.path, allowsUnknown: diagnostic.location.keyPath != nil,
                    what: "the error \"\(diagnostic.message)\"")
            }
        default:
            throw FuzzFailure("deterministic", "one load failed and the other did not")
        }
    }

    /// Every importer's input format: the first byte picks the format and the name the bytes are
    /// written under (see ``ImporterInput``), the rest is the file. What an importer writes must load.
    static let importers = FuzzTarget(
        name: "importers",
        summary:
            "each importer's input: SwiftTheme JSON/plist, DKNightVersion, CJSkin, Chameleon, JHTheme, Tokens Studio, asset catalogs"
    ) { data throws(FuzzFailure) in
        guard let selector = data.first else { return }
        let input = ImporterInput.all[Int(selector) % ImporterInput.all.count]
        let bytes = Data(data.dropFirst())
        let folder = FuzzPaths.scratch.appendingPathComponent("import-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("in").appendingPathComponent(input.path)
        do {
            try FileManager.default.createDirectory(at: inputURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: inputURL)
        } catch {
            // The scratch folder is the harness's, not the input's: report it loudly.
            throw FuzzFailure("harness", "cannot write \(inputURL.path): \(error)")
        }
        let importRoot = folder.appendingPathComponent("in").appendingPathComponent(input.importedPath)
        let first = try Invariants.bounded("importing", bytes: bytes.count) {
            ImportRun(input: input, from: importRoot, to: folder.appendingPathComponent("out1"))
        }
        let second = ImportRun(input: input, from: importRoot, to: folder.appendingPathComponent("out2"))
        try Invariants.same(first.outcome, second.outcome, what: "import results")
        try Invariants.same(first.files, second.files, what: "imported files")
        for location in first.locations where location.file == inputURL.path {
            try Invariants.positionInside(
                location, of: bytes, file: inputURL.path, allowsUnknown: location.keyPath != nil,
                what: "a \(input.format) import message")
        }
        if let loadError = first.loadError {
            throw FuzzFailure("import-loads", "\(input.format) wrote a space that does not load: \(loadError)")
        }
        // The same reader at run time (LiveryFormats): bounded, positions inside the input, and
        // refusing what the import refused.
        guard let format = ThemeFormat(rawValue: input.format) else { return }
        let runTime = try Invariants.bounded("reading at run time", bytes: bytes.count) {
            RunTimeRead(format: format, from: importRoot)
        }
        for location in runTime.locations where location.file == inputURL.path {
            try Invariants.positionInside(
                location, of: bytes, file: inputURL.path, allowsUnknown: location.keyPath != nil,
                what: "a \(input.format) run-time message")
        }
        if first.threw, !runTime.threw {
            throw FuzzFailure(
                "run-time-agrees", "\(input.format): the import failed (\(first.outcome)) but the run-time read did not")
        }
    }
}

/// Where an importer's fuzzed input is written, by format.
struct ImporterInput: Sendable {
    /// The importer's format name.
    var format: String
    /// The file the bytes become, relative to the input folder.
    var path: String
    /// What is handed to the importer, relative to the input folder (a file, or a folder around it).
    var importedPath: String

    static let all: [ImporterInput] = [
        ImporterInput(format: "swifttheme", path: "Night.json", importedPath: "Night.json"),
        ImporterInput(format: "swifttheme", path: "Red.plist", importedPath: "Red.plist"),
        ImporterInput(format: "dknightversion", path: "DKColorTable.txt", importedPath: "DKColorTable.txt"),
        ImporterInput(format: "cjskin", path: "CJSkin.plist", importedPath: "CJSkin.plist"),
        ImporterInput(format: "chameleon", path: "theme.json", importedPath: "theme.json"),
        ImporterInput(format: "jhtheme", path: "day.plist", importedPath: "day.plist"),
        ImporterInput(format: "tokens-studio", path: "tokens.json", importedPath: "tokens.json"),
        ImporterInput(format: "tokens-studio", path: "studio/$themes.json", importedPath: "studio"),
        ImporterInput(
            format: "xcassets", path: "Colors.xcassets/brand.colorset/Contents.json", importedPath: "Colors.xcassets"),
    ]
}

/// One run-time read (`ThemeSpace(contentsOf:format:)`) and the resolution of every selection:
/// whether it threw, and the locations of everything it reported.
struct RunTimeRead {
    var threw = false
    var locations: [SourceLocation] = []

    init(format: ThemeFormat, from url: URL) {
        do throws(ThemeSpace.Error) {
            let space = try ThemeSpace(contentsOf: [url], format: format)
            locations = space.diagnostics.map(\.location)
            for selection in space.allSelections {
                do throws(ThemeSpace.Error) {
                    _ = try space.resolve(selection)
                } catch {
                    locations += error.diagnostics.map(\.location)
                }
            }
        } catch {
            threw = true
            locations = error.diagnostics.map(\.location)
        }
    }
}

/// One import: what it returned or threw, the files it wrote, and whether they load.
struct ImportRun {
    var outcome: String
    /// Whether the import threw (the input could not be read at all).
    var threw = false
    var files: [String: Data] = [:]
    var locations: [SourceLocation] = []
    var loadError: String?

    init(input: ImporterInput, from inputURL: URL, to output: URL) {
        guard let importer = Importers.importer(named: input.format) else {
            outcome = "no importer \(input.format)"
            return
        }
        do {
            let diagnostics = try importer.importThemes(from: [inputURL], to: output)
            // Paths differ between the two runs' output folders: compare messages and input positions.
            outcome = diagnostics.map { "\($0.severity) \($0.rule ?? "-") \($0.message)" }.joined(separator: "\n")
                .replacingOccurrences(of: output.path, with: "<output>")
            locations = diagnostics.map(\.location)
            files = Self.files(under: output)
            if !files.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
                do {
                    _ = ResolvedSnapshot(try ThemeSpace(contentsOf: output))
                } catch {
                    loadError = error.description
                }
            }
        } catch let error as TokenDocument.Error {
            outcome = "error \(error.reason) \(error.message) \(error.location.line):\(error.location.column)"
            locations = [error.location]
            threw = true
        } catch {
            outcome = "error \(error)".replacingOccurrences(of: output.path, with: "<output>")
            threw = true
        }
        try? FileManager.default.removeItem(at: output)
    }

    /// Every file under `folder` by relative path.
    static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return files }
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            if let data = try? Data(contentsOf: url) {
                files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = data
            }
        }
        return files
    }
}

/// Folders the targets use.
enum FuzzPaths {
    /// The repository (this file is `Fuzz/Targets/ToolTargets.swift` in it).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The token files resolver documents refer to.
    static let resolverFolder = repository.appendingPathComponent("Tests/Fixtures/dtcg/resolver")

    /// A scratch folder of this process (in memory where `/dev/shm` exists).
    static let scratch: URL = {
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        return base.appendingPathComponent("livery-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    }()
}
