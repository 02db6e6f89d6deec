import Foundation
import Livery

/// Reads JHTheme themes (seed 000): one property list per theme, keyed by class name.
///
/// - A theme's name is its file's name without the extension; a folder stands for its `.plist`
///   (and `.json`) files. JHTheme adds one `JHTheme` object per theme, each with its content and
///   its own define map, so one file is one theme.
/// - Top-level dictionaries are keyed by class name (or a theme key passed to
///   `jh_updateThemeByKey:`) and map KVC key paths to values (`titleLabel.textColor` →
///   `c(#333333)`). Each becomes a Livery style group: `styles.<ClassName>.<keyPath>`, the key path's
///   parts as nested groups (`styles.UIButton.titleLabel.textColor`), which is how Livery's style
///   groups address nested properties.
/// - Per-state setters become the style groups' per-state properties: `setTitleColor:forState:`
///   (an array of the value and the `UIControlState` number) is `titleColor.normal`,
///   `titleColor.highlighted`… (any `setX:forState:` is `x.<state>`), and JHTheme's button
///   categories `jh_normalImg` and `jh_hightlightedImg` are `image.normal` and `image.highlighted`.
///   Other multi-argument selectors are reported and left out.
/// - The macro dictionary (top-level `defineMap`, also accepted as `defines`, `define`, `macros` or
///   `macro`) becomes `$defines`, its values kept as they are, so `d(mainColor)` resolves
///   through Livery's own macro parser.
/// - Values are kept as JHTheme wrote them (`c(#hex)`, `c(r,g,b,a)`, `d(name)`). Types come
///   from the key name when the value reads as that type (`…ThemeColor` colour, `…ThemeFont` font,
///   `…Image`/`…Img`/`…Icon` image), else from the value's syntax (`c(…)` and other colour forms are
///   colours, a `d(name)` takes its define's type), numbers and booleans as such, the rest strings.
///   Top-level values that are no dictionary are ordinary tokens at the top level.
package struct JHThemeReader: Sendable {
    /// A reader.
    package init() {}

    /// Top-level keys read as the define map.
    package static let defineKeys: Set<String> = ["definemap", "defines", "define", "macros", "macro"]

    /// JHTheme's button image categories and the per-state property each sets.
    static let stateCategories: [String: [String]] = [
        "jh_normalimg": ["image", "normal"], "jh_hightlightedimg": ["image", "highlighted"],
        "jh_highlightedimg": ["image", "highlighted"], "jh_selectedimg": ["image", "selected"],
        "jh_disabledimg": ["image", "disabled"],
    ]

    /// `UIControlState` raw values and Livery's state names.
    static let controlStates: [Int: String] = [0: "normal", 1: "highlighted", 2: "disabled", 4: "selected", 8: "focused"]

    /// Reads the theme files among `inputs`.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        try FormatThemes.oneThemePerFile(source: "JHTheme", inputs: inputs, extensions: ["plist", "json"], convert: convert)
    }

    /// Reads themes given as trees.
    package func read(themes: [(name: String, root: SourceNode)]) -> FormatThemes {
        FormatThemes.oneThemePerTree(source: "JHTheme", themes: themes, convert: convert)
    }

    private func convert(_ root: SourceNode, _ theme: inout FormatThemes.Theme, _ diagnostics: inout [Diagnostic]) {
        let members = root.members ?? []
        var defines: [SourceNode.Member] = []
        var defineMap: [String: SourceNode] = [:]
        for member in members where Self.defineKeys.contains(member.key.lowercased()) {
            guard
                let entries = member.value.importMembers(
                    expected: "the define map '\(member.key)' to be a dictionary of names and values",
                    rule: "invalid-defines", diagnostics: &diagnostics)
            else { continue }
            for entry in entries {
                defines.removeAll { $0.key == entry.key }
                defines.append(entry)
                defineMap[entry.key] = entry.value
            }
        }
        var reader = ImportValueReader()
        reader.typing.defines = defineMap
        for member in members where !Self.defineKeys.contains(member.key.lowercased()) {
            guard member.value.members != nil else {
                // Not class-keyed: an ordinary token at the top level.
                guard let path = ImportTree.segments(of: member.key, at: member.keyLocation, diagnostics: &reader.diagnostics)
                else { continue }
                reader.read(member.value, key: member.key, keyLocation: member.keyLocation, path: path, hint: nil)
                continue
            }
            guard let style = ImportTree.segments(of: member.key, at: member.keyLocation, diagnostics: &reader.diagnostics)
            else { continue }
            let stylePath = ["styles"] + style
            var kept: [SourceNode.Member] = []
            for property in member.value.members ?? [] {
                if let statePath = Self.stateCategories[property.key.lowercased()] {
                    reader.read(
                        property.value, key: statePath[0], keyLocation: property.keyLocation, path: stylePath + statePath,
                        hint: .image)
                    continue
                }
                guard property.key.contains(":") else {
                    kept.append(property)
                    continue
                }
                let dotted = (stylePath + [property.key]).joined(separator: ".")
                if let (name, value, state) = Self.perState(property, path: dotted, diagnostics: &reader.diagnostics) {
                    reader.read(
                        value, key: name, keyLocation: property.keyLocation, path: stylePath + [name, state],
                        hint: ImportTyping.type(forKey: name))
                }
            }
            if kept.isEmpty {
                reader.tree.ensureGroup(at: stylePath)
            } else {
                reader.read(SourceNode(.object(kept), at: member.value.location), under: stylePath)
            }
        }
        diagnostics += reader.diagnostics
        theme.tree = reader.tree
        theme.defines = defines
    }

    /// `setTitleColor:forState:` with `[value, state]` → (`titleColor`, value, `highlighted`);
    /// nil, with a diagnostic, for other selectors and malformed arguments.
    static func perState(
        _ property: SourceNode.Member, path: String, diagnostics: inout [Diagnostic]
    ) -> (String, SourceNode, String)? {
        let key = property.key
        guard key.hasPrefix("set"), key.hasSuffix(":forState:"), key.count > "set:forState:".count else {
            diagnostics.append(
                .importing(
                    .warning,
                    "multi-argument selector '\(key)' has no Livery equivalent (a style property takes one argument as a nested name, such as titleColor.normal); left out",
                    at: property.keyLocation, path: path, rule: "unsupported"))
            return nil
        }
        let setter = key.dropFirst(3).dropLast(":forState:".count)
        let name = setter.prefix(1).lowercased() + setter.dropFirst()
        guard case .array(let arguments) = property.value.value, arguments.count == 2 else {
            diagnostics.append(
                .importing(
                    .error, expected: "'\(key)' to be an array of a value and a UIControlState number",
                    found: property.value, outcome: "left out", path: path, rule: "invalid-value"))
            return nil
        }
        guard case .number(let raw, _) = arguments[1].value, let state = controlStates[Int(exactly: raw) ?? -1] else {
            let known = controlStates.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            diagnostics.append(
                .importing(
                    .error, "expected a UIControlState number for '\(key)': one of \(known); left out",
                    at: arguments[1].location, path: path, rule: "invalid-value"))
            return nil
        }
        return (name, arguments[0], state)
    }
}
