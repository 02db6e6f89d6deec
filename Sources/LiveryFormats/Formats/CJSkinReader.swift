import Foundation
import Livery

/// Reads CJSkin's `CJSkin.plist`: one property list whose top-level keys are the skins.
///
/// - Each skin holds categories: `Color` (`0xRRGGBB`), `Image` (an asset name, or an http(s) URL
///   kept as a URL) and `Font` (`{Name, Size}`, an empty `Name` being the system font, `Size` a
///   string). Tokens keep CJSkin's names: `Color.导航背景色`, `Font.详情`. Values are kept as
///   CJSkin wrote them; Livery reads all three forms itself. Other categories are read with
///   types decided by key name and value syntax.
/// - A skin's images in a `SKIN.bundle` folder beside the property list (CJSkin's local skins)
///   are image files: an `Image` value naming a file there (`bg`, found as `bg.png`, `bg@2x.png`,
///   `bg@3x.png`, `bg.jpg` or as written) becomes `{"file": "SKIN.bundle/bg@2x.png"}`.
/// - The `default` skin is CJSkin's fallback: it becomes the base every skin falls back to, and
///   stays a selectable theme named `default`. The other skins are themes named as in the file.
/// - Several files may be given; a skin named again is reported and skipped.
package struct CJSkinReader: Sendable {
    /// A reader.
    package init() {}

    /// The type of a CJSkin category.
    static func type(ofCategory name: String) -> TokenType? {
        switch name.lowercased() {
        case "color", "colors", "themecolor": .color
        case "image", "images": .image
        case "font", "fonts", "themefont": .font
        default: nil
        }
    }

    /// Reads the skin files among `inputs`.
    package func read(_ inputs: [URL]) throws(TokenDocument.Error) -> FormatThemes {
        var result = FormatThemes(source: "CJSkin")
        for file in ImportInput.files(inputs, extensions: ["plist"]) {
            let (root, readNotes) = try ImportInput.object(file)
            result.diagnostics += readNotes
            read(root, url: file, into: &result)
        }
        return result
    }

    /// Reads a `CJSkin.plist`'s contents given as a tree (skins as its keys).
    package func read(skins root: SourceNode) -> FormatThemes {
        var result = FormatThemes(source: "CJSkin")
        read(root, url: nil, into: &result)
        return result
    }

    private func read(_ root: SourceNode, url: URL?, into result: inout FormatThemes) {
        guard
            let skins = root.importMembers(
                expected: "a dictionary of skins at the top", rule: "invalid-structure", diagnostics: &result.diagnostics)
        else { return }
        for skin in skins {
            if result.themes.contains(where: { $0.name == skin.key }) {
                result.add(FormatThemes.Theme(name: skin.key, tree: ImportTree(), url: url), at: skin.keyLocation)
                continue
            }
            guard
                let categories = skin.value.importMembers(
                    expected: "skin '\(skin.key)' to be a dictionary of categories (Color, Image, Font)", outcome: "skipped",
                    rule: "invalid-structure", diagnostics: &result.diagnostics)
            else { continue }
            var resources: [FormatThemes.Resource] = []
            let bundle = url.map { $0.deletingLastPathComponent().appendingPathComponent(skin.key + ".bundle") }
            var reader = ImportValueReader()
            reader.objectToken = { node, stated, _, _ in
                // A font is `{Name, Size}`; other dictionaries are groups.
                stated == .font
                    || node.importMember(ignoringCase: "name") != nil && node.importMember(ignoringCase: "size") != nil
                    ? (.font, node) : nil
            }
            reader.rewrite = { node, stated, _, _ in
                guard stated == .image, let bundle, let name = node.string, let file = Self.file(named: name, in: bundle)
                else { return node }
                let path = skin.key + ".bundle/" + file
                resources.append(FormatThemes.Resource(path: path, source: bundle.appendingPathComponent(file)))
                return SourceNode(
                    .object([.init(key: "file", keyLocation: node.location, value: SourceNode(.string(path), at: node.location))]
                    ),
                    at: node.location)
            }
            for category in categories {
                guard
                    let path = ImportTree.segments(of: category.key, at: category.keyLocation, diagnostics: &reader.diagnostics)
                else { continue }
                let type = Self.type(ofCategory: category.key)
                if category.value.members != nil {
                    reader.read(category.value, under: path, hint: type)
                } else {
                    reader.read(category.value, key: category.key, keyLocation: category.keyLocation, path: path, hint: type)
                }
            }
            result.diagnostics += reader.diagnostics
            var theme = FormatThemes.Theme(name: skin.key, tree: reader.tree, url: url)
            theme.resources = resources
            if skin.key == "default" {
                result.base = theme
                var empty = FormatThemes.Theme(name: skin.key, tree: ImportTree(), url: url)
                empty.description = "CJSkin's default skin: its values are in base.json, which every skin falls back to."
                result.themes.append(empty)
            } else {
                result.themes.append(theme)
            }
        }
    }

    /// The file in `bundle` an image value names: as written, or with CJSkin's usual extensions
    /// and scales; nil when there is none (the value stays an asset name).
    static func file(named name: String, in bundle: URL) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.contains("://") else { return nil }
        let candidates = [name] + ["@3x.png", "@2x.png", ".png", ".jpg", ".jpeg"].map { name + $0 }
        var isDirectory: ObjCBool = false
        return candidates.first {
            FileManager.default.fileExists(atPath: bundle.appendingPathComponent($0).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}
