import Foundation
import Livery

/// Imports DKNightVersion colour tables (`DKColorTable.txt`).
///
/// - The table is white-space separated. The first row names the themes (`NORMAL NIGHT RED`);
///   every other row holds one colour per theme and ends with the key (`#ffffff #343434 #fafafa BG`).
///   Blank lines are skipped; a row with the wrong number of fields, or a cell that is no colour,
///   is reported at its line and column and left out.
/// - Each key becomes a colour token of that name at the top level (`BG`); a dotted key becomes
///   nested groups. Colours are written as the table wrote them.
/// - Theme names are lower-cased (`normal`, `night`, `red`) and become the `theme` modifier's
///   contexts in table order; the first column (DKNightVersion's `NORMAL`) is the default, declared
///   in a `livery.json` resolver document when the file-name convention would pick another.
/// - Several tables may be given: rows for a theme named again are added to that theme.
public struct DKNightVersionImporter: ThemeImporter {
    /// `dknightversion`.
    public var format: String { "dknightversion" }
    /// One line for `livery import --help`.
    public var summary: String { "DKNightVersion colour tables (DKColorTable.txt: theme names, then colours and a key per row)" }

    /// An importer.
    public init() {}

    /// Reads the tables among `inputs` and writes one theme per column into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var order: [String] = []
        var trees: [String: ImportTree] = [:]
        for file in ImportInput.files(inputs, extensions: ["txt"]) {
            let text = try ImportInput.text(file)
            try read(text, file: file.path, order: &order, trees: &trees, diagnostics: &diagnostics)
        }
        var space = ImportedThemeSpace(source: "DKNightVersion")
        space.themes = order.map { ($0, trees[$0, default: ImportTree()].importJSON) }
        space.defaultTheme = order.first
        diagnostics += try space.write(to: output)
        return diagnostics
    }

    /// The white-space separated fields of a line, each with its column (UTF-8 bytes, from 1).
    static func fields(of line: Substring) -> [(text: String, column: Int)] {
        var fields: [(String, Int)] = []
        var current: [UInt8] = []
        var start = 0
        for (offset, byte) in line.utf8.enumerated() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if !current.isEmpty { fields.append((String(decoding: current, as: UTF8.self), start + 1)) }
                current = []
            } else {
                if current.isEmpty { start = offset }
                current.append(byte)
            }
        }
        if !current.isEmpty { fields.append((String(decoding: current, as: UTF8.self), start + 1)) }
        return fields
    }

    private func read(
        _ text: String, file: String, order: inout [String], trees: inout [String: ImportTree],
        diagnostics: inout [Diagnostic]
    ) throws(TokenDocument.Error) {
        var header: [String?]?
        let typing = ImportTyping()
        // Lines end at LF, CRLF or a lone CR, as the document readers count them (a lone CR ended
        // no line here before, so positions after one pointed past the end of their line).
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for (index, line) in lines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let fields = Self.fields(of: line)
            guard !fields.isEmpty else { continue }
            guard let themes = header else {
                var names: [String?] = []
                for field in fields {
                    let name = field.text.lowercased()
                    if names.contains(name) {
                        diagnostics.append(
                            .importing(
                                .error, "theme '\(field.text)' is named twice in the header; its second column is left out",
                                at: SourceLocation(file: file, line: number, column: field.column), rule: "duplicate-theme"))
                        names.append(nil)
                        continue
                    }
                    names.append(name)
                    if !order.contains(name) { order.append(name) }
                }
                header = names
                continue
            }
            guard fields.count == themes.count + 1, let key = fields.last else {
                diagnostics.append(
                    .importing(
                        .error,
                        "expected \(themes.count) colours and a key (\(themes.count + 1) fields), found \(fields.count); row left out",
                        at: SourceLocation(file: file, line: number, column: fields[0].column), rule: "invalid-row"))
                continue
            }
            let keyLocation = SourceLocation(file: file, line: number, column: key.column)
            guard let path = ImportTree.segments(of: key.text, at: keyLocation, diagnostics: &diagnostics) else { continue }
            for (column, field) in fields.dropLast().enumerated() {
                guard let theme = themes[column] else { continue }
                let location = SourceLocation(file: file, line: number, column: field.column)
                let node = SourceNode(.string(field.text), at: location)
                if let problem = typing.problem(node, as: .color) {
                    diagnostics.append(
                        .importing(
                            .error, "\(problem.message); \(key.text) left out of theme '\(theme)'", at: location,
                            path: key.text, rule: "invalid-value"))
                    continue
                }
                trees[theme, default: ImportTree()].insert(
                    ImportTree.token(.color, .string(field.text)), at: path, location: location, diagnostics: &diagnostics)
            }
        }
        if header == nil {
            throw TokenDocument.Error(
                .invalidStructure, "expected a first row of theme names (NORMAL NIGHT…), found an empty table",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
