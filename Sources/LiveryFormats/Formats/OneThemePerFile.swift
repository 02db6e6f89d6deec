import Foundation
import Livery

extension FormatThemes {
    /// Reads formats that keep one theme per file, named after the file (JHTheme, Chameleon,
    /// SwiftTheme): `convert` turns each file's root object into its theme. A second file of the
    /// same theme name is reported and skipped. Throws when a file cannot be read at all.
    package static func oneThemePerFile(
        source: String, inputs: [URL], extensions: Set<String>, name themeName: (URL) -> String = ImportInput.themeName(of:),
        convert: (_ root: SourceNode, _ theme: inout Theme, _ diagnostics: inout [Diagnostic]) -> Void
    ) throws(TokenDocument.Error) -> FormatThemes {
        var result = FormatThemes(source: source)
        for file in ImportInput.files(inputs, extensions: extensions) {
            let name = themeName(file)
            guard !result.themes.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                result.add(Theme(name: name, tree: ImportTree(), url: file), at: SourceLocation(file: file.path))
                continue
            }
            let (root, readNotes) = try ImportInput.object(file)
            result.diagnostics += readNotes
            var theme = Theme(name: name, tree: ImportTree(), url: file)
            convert(root, &theme, &result.diagnostics)
            result.themes.append(theme)
        }
        return result
    }

    /// Reads themes given as trees (dictionaries decoded in code), in the order given.
    package static func oneThemePerTree(
        source: String, themes: [(name: String, root: SourceNode)],
        convert: (_ root: SourceNode, _ theme: inout Theme, _ diagnostics: inout [Diagnostic]) -> Void
    ) -> FormatThemes {
        var result = FormatThemes(source: source)
        for (name, root) in themes {
            guard
                root.importMembers(
                    expected: "theme '\(name)' to be a dictionary", outcome: "skipped", rule: "invalid-structure",
                    diagnostics: &result.diagnostics) != nil
            else { continue }
            var theme = Theme(name: name, tree: ImportTree(), url: nil)
            convert(root, &theme, &result.diagnostics)
            result.add(theme, at: root.location)
        }
        return result
    }
}
