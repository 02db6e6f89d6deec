import Foundation
import Livery

/// Imports Chameleon (JyHu/Chameleon) JSON themes, current and legacy: one file per theme.
///
/// - A theme's name is its file's name without the extension (`lightblue.json` → `lightblue`);
///   a `theme.json` inside `NAME.bundle` is theme `NAME`. A folder stands for its `.json` files.
/// - Current themes nest dictionaries (`color.text.C001`, looked up as `color/text/C001`); legacy
///   themes keep flat dotted keys inside groups (`colors` → `"color.background"`). Both become
///   nested groups: `colors.color.background`. Where a key is both a value and a prefix of others
///   (legacy `color` beside `color.background`), Livery JSON cannot hold a token and a group under
///   one name, so the value becomes the group's `$root` token (`colors.color.$root`), with a note.
/// - Types: values under a group named `color(s)` or `image(s)` (at any level), or under a key
///   ending in `ThemeColor` or `Image`, take that type; otherwise hex (`c6ddfa`, `0xf0f0f0`,
///   `B17936 0.9`), `rgba<…>`, `hex<…>` are colours, numbers are numbers, and the rest strings.
///   Colours are written as Chameleon wrote them (bare hex, `hex alpha`, `random`): Livery reads
///   them with the colour type set.
/// - Images: names stay asset names, `file://NAME` becomes `{"file": NAME}`, and legacy objects
///   `{type: 0 name | 1 file | 2 colour | 3 URL}` are written as they are (Livery reads the codes).
///   Files are relative to the theme's folder, which is now the output folder: a note says so.
///   An image's `width` and `height`, and the groups' `__default__` fallback values, have no
///   Livery equivalent: they are kept (the fallbacks as ordinary tokens) and noted.
/// - The themes are the `theme` modifier's contexts; the first by name is the default.
public struct ChameleonImporter: ThemeImporter {
    /// `chameleon`.
    public var format: String { "chameleon" }
    /// One line for `livery import --help`.
    public var summary: String { "Chameleon JSON themes, current (nested) and legacy (dotted keys, image type codes)" }

    /// An importer.
    public init() {}

    /// Whether `node` is an image object: a legacy `type` code, or `name`/`file`/`color`/`path`/`url`
    /// where the key or group says image.
    static func isImageObject(_ node: SourceNode, stated: TokenType?) -> Bool {
        if case .number? = node["type"]?.value { return true }
        guard stated == .image, let members = node.members else { return false }
        let keys: Set<String> = ["name", "file", "color", "path", "url"]
        return members.contains { keys.contains($0.key) && $0.value.string != nil }
    }

    /// Reads the theme files among `inputs` and writes one theme per file into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.importOneThemePerFile(
            source: "Chameleon", inputs: inputs, extensions: ["json"], to: output
        ) { root, diagnostics in
            var reader = ImportValueReader()
            reader.typing.bareHexIsColor = true
            reader.groupNamesGiveTypes = true
            reader.objectToken = { node, stated, path, diagnostics in
                guard Self.isImageObject(node, stated: stated) else { return nil }
                Self.noteFallback(path, at: node.location, &diagnostics)
                let code = node["type"]?.value
                if case .number(1, _)? = code, let file = node["path"]?.string ?? node["file"]?.string ?? node["name"]?.string {
                    Self.noteFile(file, path: path, at: node.location, &diagnostics)
                } else if code == nil, let file = node["file"]?.string {
                    Self.noteFile(file, path: path, at: node.location, &diagnostics)
                }
                let size = ["width", "height"].filter { node[$0] != nil }
                if !size.isEmpty {
                    diagnostics.append(
                        .importing(
                            .note,
                            "an image's \(size.joined(separator: " and ")) have no place in a Livery image source; kept in the file but not read",
                            at: node.location, path: path, rule: "unsupported"))
                }
                return .image
            }
            reader.rewrite = { node, stated, path, diagnostics in
                Self.noteFallback(path, at: node.location, &diagnostics)
                guard stated == .image, let text = node.string, text.lowercased().hasPrefix("file://") else { return node }
                let file = String(text.dropFirst(7))
                Self.noteFile(file, path: path, at: node.location, &diagnostics)
                return SourceNode(
                    .object([
                        SourceNode.Member(
                            key: "file", keyLocation: node.location, value: SourceNode(.string(file), at: node.location))
                    ]),
                    at: node.location)
            }
            reader.read(root)
            diagnostics += reader.diagnostics
            return reader.tree.importJSON
        }
    }

    static func noteFallback(_ path: String, at location: SourceLocation, _ diagnostics: inout [Diagnostic]) {
        guard let last = path.split(separator: ".").last, last.hasPrefix("__default") else { return }
        diagnostics.append(
            .importing(
                .note,
                "Chameleon's group fallback '\(last)' is imported as an ordinary token; Livery does not fall back to it for missing keys",
                at: location, path: path, rule: "unsupported"))
    }

    static func noteFile(_ file: String, path: String, at location: SourceLocation, _ diagnostics: inout [Diagnostic]) {
        guard !file.hasPrefix("/") else { return }
        diagnostics.append(
            .importing(
                .note,
                "image file '\(file)' was relative to the theme's folder and is now read relative to the output folder; copy it there",
                at: location, path: path, rule: "relative-file"))
    }
}
