import Foundation
import Livery

/// Unique, safe file names (no separators, no leading dot), differing in more than case.
struct ImportFileNames {
    private var used: Set<String> = []

    mutating func unique(_ name: String) -> String {
        claim(Self.folderName(for: name))
    }

    /// `stem`, or `stem-2`, `stem-3`… when it is taken (in any case); the result is then taken.
    mutating func claim(_ stem: String) -> String {
        var candidate = stem
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }

    /// `name` as a safe file or folder name (not made unique); `empty` when nothing is left.
    static func folderName(for name: String, empty: String = "theme") -> String {
        var safe = String(
            name.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == " " || scalar == "."
                    ? Character(scalar) : "_"
            })
        while safe.hasPrefix(".") { safe.removeFirst() }
        safe = ExportText.limited(safe)
        if safe.isEmpty { safe = empty }
        return safe
    }
}
