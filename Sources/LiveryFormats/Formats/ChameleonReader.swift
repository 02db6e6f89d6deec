import Foundation
import Livery

/// Reads Chameleon (JyHu/Chameleon) JSON themes, current and legacy: one file (or dictionary) per theme.
///
/// - A theme's name is its file's name without the extension (`lightblue.json` → `lightblue`);
///   a `theme.json` inside `NAME.bundle`, or inside a folder of its own (Chameleon's
///   `themes/NAME/theme.json` layout), is theme `NAME`. A folder stands for its `.json` files.
/// - Current themes nest dictionaries (`color.text.C001`, looked up as `color/text/C001`); legacy
///   themes keep flat dotted keys inside groups (`colors` → `"color.background"`). Both become
///   nested groups: `colors.color.background`. Where a key is both a value and a prefix of others
///   (legacy `color` beside `color.background`), Livery JSON cannot hold a token and a group under
///   one name, so the value becomes the group's `$root` token (`colors.color.$root`), with a note.
/// - Types: values under a group named `color(s)` or `image(s)` (at any level), or under a key
///   ending in `ThemeColor` or `Image`, take that type; otherwise hex (`c6ddfa`, `0xf0f0f0`,
///   `B17936 0.9`), `rgba<…>`, `hex<…>` are colours, numbers are numbers, and the rest strings.
///   Colours are kept as Chameleon wrote them (bare hex, `hex alpha`, `random`).
/// - Images: names stay asset names, `file://NAME` becomes `{"file": NAME}`, and legacy objects
///   `{type: 0 name | 1 file | 2 colour | 3 URL}` are kept as they are (Livery reads the codes).
///   Files are relative to the theme's own folder (`resources/image0.png` beside each theme's
///   `theme.json`), so each theme keeps its own resources: at run time they are read there, and
///   ``resourcePrefix`` lets `livery import` give each theme a folder of its own in the output. An
///   image's `width` and `height`, and the groups' `__default__` fallback values, have no Livery
///   equivalent: they are kept (the fallbacks as ordinary tokens) and noted.
package struct ChameleonReader: Sendable {
    /// The folder, relative to the written document, that a theme's files move to (`livery import`
    /// gives each theme its own); nil keeps them relative to the theme's file, where they are read
    /// at run time.
    package var resourcePrefix: (@Sendable (String) -> String)?

    /// A reader.
    package init(resourcePrefix: (@Sendable (String) -> String)? = nil) { self.resourcePrefix = resourcePrefix }

    /// Reads the theme files among `inputs`.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        var files: [URL] = []
        // `themes/NAME/theme.json`: a folder of theme folders stands for the themes in them.
        for input in inputs {
            files += (Self.themeFolders(in: input) ?? []) + [input]
        }
        return try FormatThemes.oneThemePerFile(
            source: "Chameleon", inputs: files, extensions: ["json"], name: Self.themeName(of:), convert: convert)
    }

    /// Reads themes given as trees (`changeThemeWith(themeInfo:)`'s dictionaries).
    package func read(themes: [(name: String, root: SourceNode)]) -> FormatThemes {
        FormatThemes.oneThemePerTree(source: "Chameleon", themes: themes, convert: convert)
    }

    /// A file's theme name: `theme.json` in a folder of its own (not a bundle) takes the folder's
    /// name; otherwise as every format names it.
    static func themeName(of url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        guard url.lastPathComponent.lowercased() == "theme.json", ImportInput.themeName(of: url) == "theme",
            !folder.lastPathComponent.isEmpty, folder.path != "/"
        else { return ImportInput.themeName(of: url) }
        return folder.lastPathComponent
    }

    /// The `theme.json` files of a folder's subfolders (Chameleon's `themes/NAME/theme.json`), or
    /// nil when `url` is not such a folder.
    static func themeFolders(in url: URL) -> [URL]? {
        guard
            let entries = try? FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return nil }
        let themes = entries.map { $0.appendingPathComponent("theme.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .sorted { $0.path < $1.path }
        return themes.isEmpty ? nil : themes
    }

    /// Whether `node` is an image object: a legacy `type` code, or `name`/`file`/`color`/`path`/`url`
    /// where the key or group says image.
    static func isImageObject(_ node: SourceNode, stated: TokenType?) -> Bool {
        if case .number? = node["type"]?.value { return true }
        guard stated == .image, let members = node.members else { return false }
        let keys: Set<String> = ["name", "file", "color", "path", "url"]
        return members.contains { keys.contains($0.key) && $0.value.string != nil }
    }

    private func convert(_ root: SourceNode, _ theme: inout FormatThemes.Theme, _ diagnostics: inout [Diagnostic]) {
        let folder = theme.url?.deletingLastPathComponent()
        let prefix = resourcePrefix?(theme.name) ?? ""
        var resources: [FormatThemes.Resource] = []
        // A relative file: moved under the prefix and recorded; reported when it is missing.
        func file(_ name: String, path: String, at location: SourceLocation, _ diagnostics: inout [Diagnostic]) -> String {
            guard !name.hasPrefix("/") else { return name }
            func warn(_ problem: String) {
                diagnostics.append(
                    .importing(.warning, "image file '\(name)' \(problem)", at: location, path: path, rule: "relative-file"))
            }
            guard let folder else {
                warn("is relative, and a theme given as a dictionary has no folder to read it from; give an absolute path")
                return name
            }
            guard !name.split(separator: "/").contains("..") else {
                warn("leads out of the theme's folder ('..'); it is read as written and never copied")
                return name
            }
            let source = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: source.path) {
                warn("is not beside the theme (expected at \(source.path))")
            }
            resources.append(FormatThemes.Resource(path: prefix + name, source: source))
            return prefix + name
        }
        var reader = ImportValueReader()
        reader.typing.bareHexIsColor = true
        reader.groupNamesGiveTypes = true
        reader.objectToken = { node, stated, path, diagnostics in
            guard Self.isImageObject(node, stated: stated) else { return nil }
            Self.noteFallback(path, at: node.location, &diagnostics)
            var node = node
            let code = node["type"]?.value
            let fileKey: String? =
                if case .number(1, _)? = code {
                    ["path", "file", "name"].first { node[$0]?.string != nil }
                } else if code == nil, node["file"]?.string != nil {
                    "file"
                } else {
                    nil
                }
            if let fileKey, let name = node[fileKey]?.string, case .object(var members) = node.value,
                let index = members.lastIndex(where: { $0.key == fileKey })
            {
                let moved = file(name, path: path, at: members[index].value.location, &diagnostics)
                members[index].value = SourceNode(.string(moved), at: members[index].value.location)
                node = SourceNode(.object(members), at: node.location)
            }
            let size = ["width", "height"].filter { node[$0] != nil }
            if !size.isEmpty {
                diagnostics.append(
                    .importing(
                        .note,
                        "an image's \(size.joined(separator: " and ")) have no place in a Livery image source; kept in the file but not read",
                        at: node.location, path: path, rule: "unsupported"))
            }
            return (.image, node)
        }
        reader.rewrite = { node, stated, path, diagnostics in
            Self.noteFallback(path, at: node.location, &diagnostics)
            guard stated == .image, let text = node.string, text.lowercased().hasPrefix("file://") else { return node }
            let moved = file(String(text.dropFirst(7)), path: path, at: node.location, &diagnostics)
            return SourceNode(
                .object([.init(key: "file", keyLocation: node.location, value: SourceNode(.string(moved), at: node.location))]),
                at: node.location)
        }
        reader.read(root)
        diagnostics += reader.diagnostics
        theme.tree = reader.tree
        theme.resources = resources
    }

    static func noteFallback(_ path: String, at location: SourceLocation, _ diagnostics: inout [Diagnostic]) {
        guard let last = path.split(separator: ".").last, last.hasPrefix("__default") else { return }
        diagnostics.append(
            .importing(
                .note,
                "Chameleon's group fallback '\(last)' is read as an ordinary token; Livery does not fall back to it for missing keys",
                at: location, path: path, rule: "unsupported"))
    }
}
