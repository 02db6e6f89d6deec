import Foundation
import Livery

/// Reads DKNightVersion colour tables (`DKColorTable.txt`).
///
/// - The table is white-space separated. The first row names the themes (`NORMAL NIGHT RED`);
///   every other row holds one colour per theme and ends with the key (`#ffffff #343434 #fafafa BG`).
///   Blank lines are skipped; a row with the wrong number of fields, or a cell that is no colour,
///   is reported at its line and column and left out.
/// - Each key becomes a colour token of that name at the top level (`BG`); a dotted key becomes
///   nested groups. Colours are kept as the table wrote them.
/// - Theme names are lower-cased (`normal`, `night`, `red`) and become the `theme` modifier's
///   contexts in table order; the first column (DKNightVersion's `NORMAL`) is the default.
/// - Several tables may be given: rows for a theme named again are added to that theme.
package struct DKNightVersionReader: Sendable {
    /// A reader.
    package init() {}

    /// Reads the tables among `inputs`.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        var table = Table()
        for file in ImportInput.files(inputs, extensions: ["txt"]) {
            let text = try ImportInput.text(file)
            try table.read(text, file: file)
        }
        return table.themes
    }

    /// Reads a table given as text; `name` stands for its file in diagnostics.
    package func read(text: String, name: String) throws(TokenDocument.Error) -> FormatThemes {
        var table = Table()
        try table.read(text, file: URL(fileURLWithPath: name))
        return table.themes
    }

    /// The white-space separated fields of a line, each with its column (UTF-8 bytes, from 1).
    package static func fields(of line: Substring) -> [(text: String, column: Int)] {
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

    /// Tables read so far: theme names in order, a tree per theme.
    struct Table {
        var order: [String] = []
        var trees: [String: ImportTree] = [:]
        var urls: [String: URL] = [:]
        var diagnostics: [Diagnostic] = []

        var themes: FormatThemes {
            var result = FormatThemes(source: "DKNightVersion")
            result.themes = order.map { FormatThemes.Theme(name: $0, tree: trees[$0, default: ImportTree()], url: urls[$0]) }
            result.defaultTheme = order.first
            result.diagnostics = diagnostics
            return result
        }

        mutating func read(_ text: String, file url: URL) throws(TokenDocument.Error) {
            let file = url.path
            var header: [String?]?
            let typing = ImportTyping()
            // Lines end at LF, CRLF or a lone CR, as the document readers count them.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            for (index, line) in lines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let number = index + 1
                let fields = DKNightVersionReader.fields(of: line)
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
                        if urls[name] == nil { urls[name] = url }
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
                        ImportTree.token(.color, node), at: path, location: location, diagnostics: &diagnostics)
                }
            }
            if header == nil {
                throw TokenDocument.Error(
                    .invalidStructure, "expected a first row of theme names (NORMAL NIGHT…), found an empty table",
                    at: SourceLocation(file: file, line: 1, column: 1))
            }
        }
    }
}

extension DKNightVersionReader {
    /// Reads themes given as trees: each theme a dictionary of keys and colours (a table's column).
    package func read(themes: [(name: String, root: SourceNode)]) -> FormatThemes {
        var result = FormatThemes.oneThemePerTree(source: "DKNightVersion", themes: themes) { root, theme, diagnostics in
            var reader = ImportValueReader()
            reader.read(root, hint: .color)
            diagnostics += reader.diagnostics
            theme.tree = reader.tree
        }
        if result.themes.contains(where: { $0.name == "normal" }) { result.defaultTheme = "normal" }
        return result
    }
}
