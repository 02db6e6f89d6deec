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
    package static func write(_ documents: [(name: String, document: JSONValue)], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, document) in documents {
            let data = Data((document.serialized() + "\n").utf8)
            try data.write(to: folder.appendingPathComponent(name), options: .atomic)
        }
    }
}
