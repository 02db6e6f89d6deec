import Foundation

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
}
