import Foundation
import Livery
import LiveryFormats

/// A theme space an importer produced: an optional base set, themes in source order, the default.
///
/// Written as Livery's file-name convention (`base.json`, `NAME.json`) when that states the same
/// thing: every theme name is a plain file name that is no convention word (`base`, `dark`,
/// `high-contrast`), names differ in more than case, and the default is the one the convention
/// picks (`default`, else the first by name). Otherwise the themes go to `themes/` and a
/// `livery.json` DTCG resolver document declares the `theme` modifier, its contexts in source
/// order and its default. Files the documents name by a relative path (Chameleon's per-theme
/// resources, CJSkin's `SKIN.bundle` images) are copied beside the document that names them.
extension ImportedThemeSpace {
    /// What a format reader (LiveryFormats, the code apps run) read, as documents to write.
    init(_ read: FormatThemes) {
        self.init(source: read.source)
        base = read.base.map { $0.root.importJSON }
        themes = read.themes.map { ($0.name, $0.root.importJSON) }
        defaultTheme = read.defaultTheme
        resources = Dictionary(read.themes.map { ($0.name, $0.resources) }, uniquingKeysWith: +)
        baseResources = read.base?.resources ?? []
    }

    /// Writes what a format reader read into `output`: the reader's diagnostics, then the folder's.
    static func write(_ read: FormatThemes, to output: URL) throws -> [Diagnostic] {
        read.diagnostics + (try ImportedThemeSpace(read).write(to: output))
    }
}

struct ImportedThemeSpace {
    /// Tokens every theme falls back to.
    var base: JSONValue?
    /// Themes in source order.
    var themes: [(name: String, document: JSONValue)] = []
    /// The default theme; nil takes the convention's.
    var defaultTheme: String?
    /// Where the themes came from, for the resolver document's description.
    var source: String
    /// Files each theme's document names, by theme name.
    var resources: [String: [FormatThemes.Resource]] = [:]
    /// Files the base document names.
    var baseResources: [FormatThemes.Resource] = []

    /// The theme the convention makes the default: `default`, else the first by name.
    var conventionalDefault: String? {
        let names = themes.map(\.name)
        return names.contains("default") ? "default" : names.sorted().first
    }

    /// Whether the file-name convention states this space exactly.
    var fitsConvention: Bool {
        let names = themes.map(\.name)
        guard !names.isEmpty else { return true }
        let reserved: Set<String> = ["base", "dark", "high-contrast", "livery"]
        for name in names {
            guard !name.isEmpty, !name.hasPrefix("-"), !reserved.contains(name.lowercased()),
                name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
            else { return false }
        }
        guard Set(names.map { $0.lowercased() }).count == names.count else { return false }
        return defaultTheme == nil || defaultTheme == conventionalDefault
    }

    /// Writes the space into `folder`; returns notes about the folder (a resolver document left
    /// from before that would shadow the written files).
    func write(to folder: URL) throws -> [Diagnostic] {
        var documents: [(name: String, document: JSONValue)] = []
        var diagnostics: [Diagnostic] = []
        guard base != nil || !themes.isEmpty else {
            return [
                .importing(
                    .error, "no \(source) themes found in the inputs; nothing written", at: SourceLocation(file: folder.path),
                    rule: "no-themes")
            ]
        }
        if let base { documents.append(("base.json", base)) }
        try copy(baseResources, to: folder)
        if fitsConvention {
            documents += themes.map { ("\($0.name).json", $0.document) }
            for theme in themes { try copy(resources[theme.name] ?? [], to: folder) }
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in existing.sorted()
            where name.lowercased() == "livery.json" || name.lowercased().hasSuffix(".resolver.json") {
                diagnostics.append(
                    .importing(
                        .warning,
                        "\(name) was already in the output folder and takes precedence over the imported files; remove it",
                        at: SourceLocation(file: folder.appendingPathComponent(name).path), rule: "stale-output"))
            }
            try Self.write(documents, to: folder)
            return diagnostics
        }
        var files = ImportFileNames()
        var contexts: [(String, [String])] = []
        for theme in themes {
            let file = "themes/" + files.unique(theme.name) + ".json"
            documents.append((file, theme.document))
            contexts.append((theme.name, [file]))
            try copy(resources[theme.name] ?? [], to: folder.appendingPathComponent("themes"))
        }
        var resolver = ImportResolverDocument(description: "Imported from \(source) by livery import.")
        if base != nil { resolver.sets.append(("base", ["base.json"])) }
        if !contexts.isEmpty {
            resolver.modifiers.append(
                .init(
                    name: Selection.StandardModifier.theme, contexts: contexts,
                    defaultContext: defaultTheme ?? conventionalDefault ?? contexts[0].0))
        }
        documents.append(("livery.json", resolver.importJSON))
        try Self.write(documents, to: folder)
        return diagnostics
    }

    /// Copies the files `resources` name into `folder` (the folder of the document naming them),
    /// replacing what is there; a file missing from the source was reported when it was read.
    private func copy(_ resources: [FormatThemes.Resource], to folder: URL) throws {
        for resource in resources where FileManager.default.fileExists(atPath: resource.source.path) {
            let target = folder.appendingPathComponent(resource.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: resource.source, to: target)
        }
    }

    /// Writes documents whose names may include subfolders (`themes/night.json`).
    static func write(_ documents: [(name: String, document: JSONValue)], to folder: URL) throws {
        for (name, _) in documents where name.contains("/") {
            let parent = folder.appendingPathComponent(name).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        }
        try ThemeFolderWriter.write(documents, to: folder)
    }
}
