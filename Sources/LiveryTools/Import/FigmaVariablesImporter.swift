import Foundation
import Livery

/// The `figma` format (`livery import figma`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct FigmaVariablesImporter: ThemeImporter {
    /// `figma`.
    package var format: String { "figma" }
    /// One line for `livery import --help`.
    package var summary: String { "Figma variables exported as DTCG: one COLLECTION.MODE.json per collection and mode" }

    /// An importer.
    package init() {}

    /// Reads the export in `inputs` (folders or files) and writes the files and `livery.json`
    /// into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        var files: [URL] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
                throw TokenDocument.Error(.unreadable, "no file or folder at \(input.path)", at: SourceLocation(file: input.path))
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
                files += names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
                    .map { input.appendingPathComponent($0) }
            } else {
                files.append(input)
            }
        }
        var documents: [URL: TokenDocument] = [:]
        for file in files { documents[file] = try TokenDocument(contentsOf: file) }
        guard let layout = FigmaVariablesLayout.detect(files, documents: documents) else {
            let at = SourceLocation(file: inputs.first?.path ?? ".")
            return [
                Diagnostic(
                    .error,
                    "not a Figma variables export: expected COLLECTION.MODE.json files whose tokens carry $extensions.com.figma",
                    at: at, rule: "figma-variables")
            ]
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var names = Set<String>()
        for collection in layout.collections {
            for (_, url) in collection.modes {
                let name = url.lastPathComponent
                guard names.insert(name).inserted else {
                    throw TokenDocument.Error(
                        .unreadable, "two inputs are named \(name)", at: SourceLocation(file: url.path))
                }
                try Data(contentsOf: url).write(to: output.appendingPathComponent(name), options: .atomic)
            }
        }
        try ThemeFolderWriter.write([("livery.json", Self.resolverDocument(layout))], to: output)
        return []
    }

    /// The resolver document of a layout: sets for collections with one mode, modifiers for the
    /// others, in layer order.
    package static func resolverDocument(_ layout: FigmaVariablesLayout) -> JSONValue {
        func source(_ url: URL) -> JSONValue { .object([("$ref", .string(url.lastPathComponent))]) }
        var sets: [(String, JSONValue)] = []
        var modifiers: [(String, JSONValue)] = []
        var order: [JSONValue] = []
        let declared = Dictionary(uniqueKeysWithValues: layout.modifiers.map { ($0.name, $0) })
        for collection in layout.collections {
            if let name = collection.modifier, let modifier = declared[name] {
                let contexts = modifier.contexts.map { context in
                    (
                        context,
                        JSONValue.array(
                            collection.modes.filter { collection.contexts[$0.mode] == context }.map { source($0.url) })
                    )
                }
                modifiers.append(
                    (
                        name,
                        .object([
                            ("description", .string(modifier.description ?? "")), ("contexts", .object(contexts)),
                            ("default", .string(modifier.defaultContext)),
                        ])
                    ))
                order.append(.object([("$ref", .string("#/modifiers/\(name)"))]))
            } else {
                sets.append((collection.name, .object([("sources", .array(collection.modes.map { source($0.url) }))])))
                order.append(.object([("$ref", .string("#/sets/\(collection.name)"))]))
            }
        }
        var members: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("description", .string("Imported from Figma's variables export by livery import figma.")),
        ]
        if !sets.isEmpty { members.append(("sets", .object(sets))) }
        if !modifiers.isEmpty { members.append(("modifiers", .object(modifiers))) }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}
