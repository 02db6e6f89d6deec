import Foundation
import Livery

/// Unique, safe file names (no separators, no leading dot), differing in more than case.
struct ImportFileNames {
    private var used: Set<String> = []

    mutating func unique(_ name: String) -> String {
        let safe = Self.folderName(for: name)
        var candidate = safe
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(safe)-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }

    /// `name` as a safe file or folder name (not made unique).
    static func folderName(for name: String) -> String {
        var safe = String(
            name.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == " " || scalar == "."
                    ? Character(scalar) : "_"
            })
        while safe.hasPrefix(".") { safe.removeFirst() }
        safe = ExportText.limited(safe)
        if safe.isEmpty { safe = "theme" }
        return safe
    }
}
