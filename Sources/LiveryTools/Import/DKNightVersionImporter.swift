import Foundation
import Livery
import LiveryFormats

/// Imports DKNightVersion colour tables (`DKColorTable.txt`).
///
/// - The table is white-space separated. The first row names the themes (`NORMAL NIGHT RED`);
///   every other row holds one colour per theme and ends with the key (`#ffffff #343434 #fafafa BG`).
///   Blank lines are skipped; a row with the wrong number of fields, or a cell that is no colour,
///   is reported at its line and column and left out.
/// - Each key becomes a colour token of that name at the top level (`BG`); a dotted key becomes
///   nested groups. Colours are written as the table wrote them.
/// - Theme names are lower-cased (`normal`, `night`, `red`) and become the `theme` modifier's
///   contexts in table order; the first column (DKNightVersion's `NORMAL`) is the default, declared
///   in a `livery.json` resolver document when the file-name convention would pick another.
/// - Several tables may be given: rows for a theme named again are added to that theme.
public struct DKNightVersionImporter: ThemeImporter {
    /// `dknightversion`.
    public var format: String { "dknightversion" }
    /// One line for `livery import --help`.
    public var summary: String { "DKNightVersion colour tables (DKColorTable.txt: theme names, then colours and a key per row)" }

    /// An importer.
    public init() {}

    /// Reads the themes among `inputs` with LiveryFormats' reader (the code apps run) and writes
    /// them into `output`.
    public func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        try ImportedThemeSpace.write(DKNightVersionReader().read(inputs), to: output)
    }
}
