import Foundation
import Livery
import LiveryFormats

/// Imports Chameleon (JyHu/Chameleon) JSON themes, current and legacy: one file per theme.
///
/// - A theme's name is its file's name without the extension (`lightblue.json` → `lightblue`);
///   a `theme.json` inside `NAME.bundle` or a folder `NAME` of its own is theme `NAME`. A folder
///   stands for its `.json` files and its subfolders' `theme.json`.
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
///   Files are relative to the theme's folder: each theme's files are copied into a folder named
///   after the theme beside its document (`lightblue/resources/image0.png`), so themes that
///   each have a `resources/image0.png` (Chameleon's `themes/NAME/theme.json` layout) keep their own.
///   An image's `width` and `height`, and the groups' `__default__` fallback values, have no
///   Livery equivalent: they are kept (the fallbacks as ordinary tokens) and noted.
/// - The themes are the `theme` modifier's contexts; the first by name is the default.
public struct ChameleonImporter: ThemeImporter {
    /// `chameleon`.
    public var format: String { "chameleon" }
    /// One line for `livery import --help`.
    public var summary: String {
        "Chameleon JSON themes, current and legacy, or themes/NAME/theme.json folders (each theme keeps its resources)"
    }

    /// An importer.
    public init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        // Each theme's resources go to a folder of the theme's name beside its document, so two
        // themes' `resources/image0.png` stay two files.
        let reader = ChameleonReader(resourcePrefix: { ImportFileNames.folderName(for: $0) + "/" })
        return try ImportedThemeSpace.write(reader.read(inputs), to: output)
    }
}
