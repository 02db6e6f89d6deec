import Foundation
import Testing

/// Paths to test data: the package's own `Tests/Fixtures` and the shared real-world files in
/// `../shared/fixtures` (beside the clone, as in CI).
enum Fixtures {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `Tests/Fixtures/<path>`.
    static func own(_ path: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
    }

    /// `../shared/fixtures/<path>` from the package root.
    static func shared(_ path: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures").appendingPathComponent(path)
    }

    /// A file under the package root (`Examples/Themes`).
    static func package(_ path: String) -> URL {
        packageRoot.appendingPathComponent(path)
    }

    /// A copy of the package's `folder` in a new temporary folder, with `original` replaced by
    /// `replacement` in its file `file`: a planted mistake the checks must catch. Nil (with an issue
    /// recorded) when `file` no longer contains `original`. Remove the copy when done.
    static func copy(_ folder: String, planting replacement: String, for original: String, in file: String) throws -> URL? {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("livery-planted-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(folder), to: copy)
        let target = copy.appendingPathComponent(file)
        let text = try String(contentsOf: target, encoding: .utf8)
        guard text.contains(original) else {
            Issue.record("\(folder)/\(file) no longer contains \(original)")
            try? FileManager.default.removeItem(at: copy)
            return nil
        }
        try text.replacingOccurrences(of: original, with: replacement).write(to: target, atomically: true, encoding: .utf8)
        return copy
    }
}
