import Foundation
import Livery

/// Imports CJSkin's `CJSkin.plist`: one property list whose top-level keys are the skins.
///
/// - Each skin holds categories: `ThemeColor` (`0xRRGGBB`), `Image` (an asset name, or an http(s) URL
///   kept as a URL) and `ThemeFont` (`{Name, Size}`, an empty `Name` being the system font, `Size` a
///   string). Tokens keep CJSkin's names: `ThemeColor.导航背景色`, `ThemeFont.详情`. Values are written as
///   CJSkin wrote them; Livery reads all three forms itself. Other categories are imported with
///   types decided by key name and value syntax.
/// - The `default` skin is CJSkin's fallback: it becomes `base.json`, which every skin falls back
///   to, and stays a selectable theme named `default` (an empty `default.json`). The other skins are
///   themes named as in the file. Without a `default` skin, every skin is a theme of its own.
/// - Several files may be given; a skin named again is reported and skipped.
public struct CJSkinImporter: ThemeImporter {
    /// `cjskin`.
    public var format: String { "cjskin" }
    /// One line for `livery import --help`.
    public var summary: String { "CJSkin.plist (skins → Color, Image, Font; `default` is the base every skin falls back to)" }

    /// An importer.
    public init() {}

    /// The type of a CJSkin category.
    static func type(ofCategory name: String) -> TokenType? {
        switch name.lowercased() {
        case "color", "colors": .color
        case "image", "images": .image
        case "font", "fonts": .font
        default: nil
        }
    }

    /// Reads the skin files among `inputs` and writes the theme space into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var space = ImportedThemeSpace(source: "CJSkin")
        var seen: [String: SourceLocation] = [:]
        for file in ImportInput.files(inputs, extensions: ["plist"]) {
            let (root, readNotes) = try ImportInput.object(file)
            diagnostics += readNotes
            for skin in root.members ?? [] {
                if let first = seen[skin.key] {
                    diagnostics.append(
                        .importing(
                            .warning, "skin '\(skin.key)' was already imported from \(first); this one is skipped",
                            at: skin.keyLocation, rule: "duplicate-theme"))
                    continue
                }
                seen[skin.key] = skin.keyLocation
                guard let categories = skin.value.members else {
                    diagnostics.append(
                        .importing(
                            .error,
                            "expected skin '\(skin.key)' to be a dictionary of categories (Color, Image, Font), found \(skin.value.importKind); skipped",
                            at: skin.value.location, rule: "invalid-structure"))
                    continue
                }
                var reader = ImportValueReader()
                reader.objectToken = { node, stated, _, _ in
                    // A font is `{Name, Size}`; other dictionaries are groups.
                    stated == .font
                        || node.importMember(ignoringCase: "name") != nil && node.importMember(ignoringCase: "size") != nil
                        ? .font : nil
                }
                for category in categories {
                    guard
                        let path = ImportTree.segments(
                            of: category.key, at: category.keyLocation, diagnostics: &reader.diagnostics)
                    else { continue }
                    let type = Self.type(ofCategory: category.key)
                    if category.value.members != nil {
                        reader.read(category.value, under: path, hint: type)
                    } else {
                        reader.read(category.value, key: category.key, keyLocation: category.keyLocation, path: path, hint: type)
                    }
                }
                diagnostics += reader.diagnostics
                if skin.key == "default" {
                    space.base = reader.tree.importJSON
                    space.themes.append(
                        (
                            skin.key,
                            .object([
                                (
                                    "$description",
                                    .string("CJSkin's default skin: its values are in base.json, which every skin falls back to.")
                                )
                            ])
                        ))
                } else {
                    space.themes.append((skin.key, reader.tree.importJSON))
                }
            }
        }
        diagnostics += try space.write(to: output)
        return diagnostics
    }
}
