import Foundation
import Livery
import LiveryFormats

/// Imports CJSkin's `CJSkin.plist`: one property list whose top-level keys are the skins.
///
/// - Each skin holds categories: `Color` (`0xRRGGBB`), `Image` (an asset name, or an http(s) URL
///   kept as a URL) and `Font` (`{Name, Size}`, an empty `Name` being the system font, `Size` a
///   string). Tokens keep CJSkin's names: `Color.导航背景色`, `Font.详情`. Values are written as
///   CJSkin wrote them; Livery reads all three forms itself. Other categories are imported with
///   types decided by key name and value syntax.
/// - Images in a `SKIN.bundle` folder beside the property list are image files
///   (`{"file": "skin1.bundle/bg@2x.png"}`), copied into the output with their bundle.
/// - The `default` skin is CJSkin's fallback: it becomes `base.json`, which every skin falls back
///   to, and stays a selectable theme named `default` (an empty `default.json`). The other skins are
///   themes named as in the file. Without a `default` skin, every skin is a theme of its own.
/// - Several files may be given; a skin named again is reported and skipped.
public struct CJSkinImporter: ThemeImporter {
    /// `cjskin`.
    public var format: String { "cjskin" }
    /// One line for `livery import --help`.
    public var summary: String {
        "CJSkin.plist and its SKIN.bundle images (skins → Color, Image, Font; `default` is the base every skin falls back to)"
    }

    /// An importer.
    public init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(CJSkinReader().read(inputs), to: output)
    }
}
