import Foundation

/// The page's files (HTML, CSS, JavaScript), read from the target's resource folder.
///
/// Found without `Bundle.module` (whose accessor stops the process when the bundle is missing):
/// `LIVERY_STUDIO_RESOURCES`, then the resource bundle beside the executable (SwiftPM's layout on
/// Linux and macOS), then the bundle inside an app or framework.
struct StudioResources: Sendable {
    /// The folder holding `index.html`.
    let folder: URL

    static let bundleName = "Livery_LiveryStudio"

    static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "ico": "image/x-icon",
    ]

    /// The page's files, or an error that says where they were looked for.
    static func locate() throws(StudioError) -> StudioResources {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["LIVERY_STUDIO_RESOURCES"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let places = [executable, Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
        for place in places {
            candidates.append(place.appendingPathComponent("\(bundleName).resources/Resources"))
            candidates.append(place.appendingPathComponent("\(bundleName).bundle/Resources"))
            candidates.append(place.appendingPathComponent("\(bundleName).bundle/Contents/Resources/Resources"))
        }
        for bundle in Bundle.allBundles + Bundle.allFrameworks {
            if let url = bundle.resourceURL { candidates.append(url.appendingPathComponent("\(bundleName).bundle/Resources")) }
        }
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("index.html").path) {
            return StudioResources(folder: candidate)
        }
        throw StudioError(
            .internalError,
            "cannot find Studio's page (\(bundleName) resources) beside \(executable.path); set LIVERY_STUDIO_RESOURCES to its Resources folder"
        )
    }

    /// The bytes and content type of a page file; nil for anything else.
    func file(named name: String) -> (Data, String)? {
        guard !name.isEmpty, !name.contains("/"), !name.contains(".."), !name.hasPrefix("."),
            let type = Self.types[URL(fileURLWithPath: name).pathExtension.lowercased()],
            let data = try? Data(contentsOf: folder.appendingPathComponent(name))
        else { return nil }
        return (data, type)
    }
}
