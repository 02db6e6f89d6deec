import Foundation
import Livery

/// What lint reads beside the themes: `.livery/lint.json` in the theme folder (a hidden folder, never
/// read as tokens), with the colour functions an app's own value parsers read.
///
/// ```json
/// {"colorFunctions": ["pa"]}
/// ```
///
/// A JHTheme port that registers a parser for `pa(…)` lints clean: `pa(1, 0.5)` is no longer an
/// "unknown colour function". Unknown keys and values of the wrong kind are errors at their
/// `file:line:column`, so a typo is never ignored.
package struct LintConfiguration: Sendable {
    /// The file's path inside a theme folder.
    package static let path = ".livery/lint.json"

    /// Colour function names (without parentheses).
    package var colorFunctions: Set<String> = []
    /// Problems with the file.
    package var diagnostics: [Diagnostic] = []

    /// The configuration for the theme space at `url` (a folder, or a file whose folder holds the
    /// configuration); empty when there is none.
    package static func read(beside url: URL) -> LintConfiguration {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()
        let file = folder.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return LintConfiguration() }
        var configuration = LintConfiguration()
        let root: SourceNode
        do throws(TokenDocument.Error) {
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw TokenDocument.Error(
                    .unreadable, "cannot read file: \(error.localizedDescription)", at: SourceLocation(file: file.path))
            }
            (root, configuration.diagnostics) = try JSONReader.read(data, file: file.path)
        } catch {
            configuration.diagnostics.append(Diagnostic(.error, error.message, at: error.location, rule: "lint-configuration"))
            return configuration
        }
        guard let members = root.members else {
            configuration.diagnostics.append(
                Diagnostic(
                    .error, "expected an object such as {\"colorFunctions\": [\"pa\"]} at the top of the lint configuration",
                    at: root.location, rule: "lint-configuration"))
            return configuration
        }
        for member in members {
            guard member.key == "colorFunctions" else {
                configuration.diagnostics.append(
                    Diagnostic(
                        .error, "unknown key '\(member.key)' in the lint configuration; expected colorFunctions",
                        at: member.keyLocation, rule: "lint-configuration"))
                continue
            }
            guard case .array(let names) = member.value.value else {
                configuration.diagnostics.append(
                    Diagnostic(
                        .error, "expected colorFunctions to be an array of function names such as [\"pa\"]",
                        at: member.value.location, rule: "lint-configuration"))
                continue
            }
            for name in names {
                guard let text = name.string, !text.isEmpty, !text.contains("(") else {
                    configuration.diagnostics.append(
                        Diagnostic(
                            .error, "expected a colour function name without parentheses, such as \"pa\"", at: name.location,
                            rule: "lint-configuration"))
                    continue
                }
                configuration.colorFunctions.insert(text.lowercased())
            }
        }
        return configuration
    }
}
