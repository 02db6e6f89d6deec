import Foundation
import Testing

/// The example iOS app (`Examples/ThemedApp`) as far as Linux can check it: its package builds only
/// in Xcode and Swift Playgrounds (`AppleProductTypes`), so `Scripts/check-example-app.sh`
/// type-checks its sources, unmodified and with warnings as errors, against the UIKit and SwiftUI
/// stand-ins and LiveryUI, LiverySwiftUI and LiverySkins. Whether it runs is checked only on a
/// device or simulator.
@Suite("Apple-only code: the example app")
struct AppleLayerExampleAppTests {
    static let appFolder = Fixtures.packageRoot.appendingPathComponent("Examples/ThemedApp")

    static func check(sources: URL? = nil) throws -> (status: Int32, output: String) {
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first (swift build --build-tests)")
        let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-example-app.sh")
        var arguments = [script.path, modules.path]
        if let sources { arguments.append(sources.path) }
        return try DocumentationExamples.run(URL(fileURLWithPath: "/bin/bash"), arguments)
    }

    @Test("the app's sources type-check against the stand-ins, without errors or warnings")
    func typeChecks() throws {
        let result = try Self.check()
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("ThemedApp type-checks"), "\(result.output)")
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    @Test("the check fails on a misspelt call")
    func misspelt() throws {
        let original = "navigationController?.pushViewController(NoteDetailViewController"
        let misspelt = "navigationController?.pushViewControler(NoteDetailViewController"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-example-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.appFolder.appendingPathComponent("Sources"), to: folder)
        let file = folder.appendingPathComponent("ThemedApp/Notes/NotesViewController.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(original), "NotesViewController.swift no longer contains \(original)")
        try text.replacingOccurrences(of: original, with: misspelt).write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.check(sources: folder)
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains("pushViewControler"), "\(result.output)")
    }

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
            #expect(try Data(contentsOf: copied.appendingPathComponent(file)) == original, "Resources/Themes/\(file) differs: copy it again")
        }
        let key = Fixtures.packageRoot.appendingPathComponent("Examples/Skins/keys/example.public")
        #expect(try Data(contentsOf: resources.appendingPathComponent("example.public")) == Data(contentsOf: key))
    }

    /// The regular files under `folder`, as sorted paths relative to it.
    static func relativeFiles(in folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [String] = []
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            files.append(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path)
        }
        return files.sorted()
    }
}
