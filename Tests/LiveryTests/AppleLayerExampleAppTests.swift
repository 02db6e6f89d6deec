import Foundation
import Testing

/// The example iOS app's resources (`Examples/ThemedApp`). Its sources are type-checked against
/// Apple's real iOS SDK by the `RealSDK` suites (`Scripts/check-real-sdk app`); whether it runs is
/// checked only on a device or simulator.
@Suite("Example app resources")
struct AppleLayerExampleAppTests {
    static let appFolder = Fixtures.packageRoot.appendingPathComponent("Examples/ThemedApp")

    @Test("the app's bundled theme documents and trusted key are copies of Examples/Themes and the example skins' key")
    func resourcesAreCopies() throws {
        let resources = Self.appFolder.appendingPathComponent("Sources/ThemedApp/Resources")
        let themes = Fixtures.packageRoot.appendingPathComponent("Examples/Themes")
        let copied = resources.appendingPathComponent("Themes")
        let files = try Self.relativeFiles(in: themes)
        #expect(!files.isEmpty)
        #expect(try Self.relativeFiles(in: copied) == files, "Resources/Themes lists other files than Examples/Themes")
        for file in files {
            let original = try Data(contentsOf: themes.appendingPathComponent(file))
            #expect(
                try Data(contentsOf: copied.appendingPathComponent(file)) == original,
                "Resources/Themes/\(file) differs: copy it again")
        }
        let key = Fixtures.packageRoot.appendingPathComponent("Examples/Skins/keys/example.public")
        #expect(try Data(contentsOf: resources.appendingPathComponent("example.public")) == Data(contentsOf: key))
    }

    /// The regular files under `folder`, as sorted paths relative to it.
    static func relativeFiles(in folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [String] = []
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            files.append(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path)
        }
        return files.sorted()
    }
}
