import Foundation
import Livery

/// Imports JHTheme themes (seed 000): one property list per theme, keyed by class name.
///
/// - A theme's name is its file's name without the extension; a folder stands for its `.plist`
///   (and `.json`) files. JHTheme adds one `JHTheme` object per theme, each with its content and
///   its own define map, so one file is one theme.
/// - Top-level dictionaries are keyed by class name (or a theme key passed to
///   `jh_updateThemeByKey:`) and map KVC key paths to values (`titleLabel.textColor` →
///   `c(#333333)`). Each becomes a Livery style group: `styles.<ClassName>.<keyPath>`, the key path's
///   parts as nested groups (`styles.UIButton.titleLabel.textColor`), which is how Livery's style
///   groups address nested properties.
/// - The macro dictionary (top-level `defineMap`, also accepted as `defines`, `define`, `macros` or
///   `macro`) becomes `$defines`, its values written as they are, so `d(mainColor)` resolves
///   through Livery's own macro parser.
/// - Values are written as JHTheme wrote them (`c(#hex)`, `c(r,g,b,a)`, `d(name)`). Types come
///   from the key name when the value reads as that type (`…ThemeColor` colour, `…ThemeFont` font,
///   `…Image`/`…Img`/`…Icon` image), else from the value's syntax (`c(…)` and other colour forms are
///   colours, a `d(name)` takes its define's type), numbers and booleans as such, the rest strings.
/// - Multi-argument selector keys (`setTitleColor:forState:` with an array of arguments) have no
///   Livery equivalent (Livery styles take one argument as a nested name, `titleColor.normal`):
///   each is reported and left out. Top-level values that are no dictionary are imported as
///   ordinary tokens at the top level.
public struct JHThemeImporter: ThemeImporter {
    /// `jhtheme`.
    public var format: String { "jhtheme" }
    /// One line for `livery import --help`.
    public var summary: String { "JHTheme class-keyed plists, one per theme (styles.<Class>.<keyPath>, defineMap → $defines)" }

    /// An importer.
    public init() {}

    /// Top-level keys read as the define map.
    static let defineKeys: Set<String> = ["definemap", "defines", "define", "macros", "macro"]

    /// Reads the theme files among `inputs` and writes one theme per file into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.importOneThemePerFile(
            source: "JHTheme", inputs: inputs, extensions: ["plist", "json"], to: output
        ) { root, diagnostics in
            theme(root, diagnostics: &diagnostics)
        }
    }

    /// One theme's document.
    func theme(_ root: SourceNode, diagnostics: inout [Diagnostic]) -> JSONValue {
        let members = root.members ?? []
        var defines: [(String, JSONValue)] = []
        var defineMap: [String: SourceNode] = [:]
        for member in members where Self.defineKeys.contains(member.key.lowercased()) {
            guard let entries = member.value.members else {
                diagnostics.append(
                    .importing(
                        .error,
                        "expected the define map '\(member.key)' to be a dictionary of names and values, found \(member.value.importKind)",
                        at: member.value.location, rule: "invalid-defines"))
                continue
            }
            for entry in entries {
                if let index = defines.firstIndex(where: { $0.0 == entry.key }) { defines.remove(at: index) }
                defines.append((entry.key, entry.value.importJSON))
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
                if property.key.contains(":") {
                    reader.diagnostics.append(
                        .importing(
                            .warning,
                            "multi-argument selector '\(property.key)' has no Livery equivalent (a style property takes one argument as a nested name, such as titleColor.normal); left out",
                            at: property.keyLocation, path: (stylePath + [property.key]).joined(separator: "."),
                            rule: "unsupported"))
                    continue
                }
                kept.append(property)
            }
            if kept.isEmpty {
                reader.tree.ensureGroup(at: stylePath)
            } else {
                reader.read(SourceNode(.object(kept), at: member.value.location), under: stylePath)
            }
        }
        diagnostics += reader.diagnostics
        var document: [(String, JSONValue)] = []
        if !defines.isEmpty { document.append(("$defines", .object(defines))) }
        if case .object(let tokens) = reader.tree.importJSON { document += tokens }
        return .object(document)
    }
}
