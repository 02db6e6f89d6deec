import Foundation
import Livery

/// Reads another library's theme files and writes one Livery theme space: a folder that
/// `ThemeSpace(contentsOf:)` reads (the file-name convention, or a `livery.json` resolver document).
public protocol ThemeImporter: Sendable {
    /// The name `livery import` takes (`swifttheme`, `xcassets`…).
    var format: String { get }
    /// One line for `livery import --help`.
    var summary: String { get }
    /// Reads `inputs` and writes the theme space into `output` (created if needed). Returns what
    /// could not be represented, each with its location; throws when an input cannot be read at all.
    func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic]
}

/// The importers `livery import` offers.
public enum Importers {
    /// Every importer, by format name.
    public static var all: [any ThemeImporter] { libraries + catalogs }

    /// The importer for `format`.
    public static func importer(named format: String) -> (any ThemeImporter)? {
        all.first { $0.format == format.lowercased() }
    }
}

/// Writes a theme space folder: one pretty-printed, deterministic JSON document per file.
package enum ThemeFolderWriter {
    /// Writes `documents` (file name → document) into `folder`, replacing files of the same name.
    /// Every token document is marked as Livery JSON (``markingLiveryJSON(_:)``).
    package static func write(_ documents: [(name: String, document: JSONValue)], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, document) in documents {
            let lowered = name.lowercased()
            let isResolver = lowered == "livery.json" || lowered.hasSuffix(".resolver.json")
            let written = isResolver ? document : markingLiveryJSON(document)
            let data = Data((written.serialized() + "\n").utf8)
            try data.write(to: folder.appendingPathComponent(name), options: .atomic)
        }
    }

    /// The rules an imported document silences for itself: it writes colours, dimensions and
    /// durations as strings (Livery JSON, as the library it came from did) on purpose.
    package static let silencedRules = ["dtcg-string-value"]

    /// `document` with `"$extensions": {"com.livery": {"lint": {"disable": ["dtcg-string-value"]}}}`
    /// first at its top (merged into `$extensions` it already has), so `livery lint --dtcg` and
    /// Studio do not ask to rewrite what the importer wrote in Livery's own string forms.
    package static func markingLiveryJSON(_ document: JSONValue) -> JSONValue {
        guard case .object(var members) = document else { return document }
        let disable = JSONValue.array(silencedRules.map { .string($0) })
        let lint = JSONValue.object([("disable", disable)])
        if let index = members.firstIndex(where: { $0.0 == "$extensions" }), case .object(var extensions) = members[index].1 {
            guard !extensions.contains(where: { $0.0 == "com.livery" }) else { return document }
            extensions.append(("com.livery", .object([("lint", lint)])))
            members[index].1 = .object(extensions)
        } else {
            members.insert(("$extensions", .object([("com.livery", .object([("lint", lint)]))])), at: 0)
        }
        return .object(members)
    }
}
