import Foundation

/// Paths for the tools' tests: the package's own fixtures and `../shared/fixtures`.
enum ToolFixtures {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    static func own(_ path: String) -> URL { packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path) }

    static func shared(_ path: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures").appendingPathComponent(path)
    }

    static func package(_ path: String) -> URL { packageRoot.appendingPathComponent(path) }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder(_ name: String = "livery-tools") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
