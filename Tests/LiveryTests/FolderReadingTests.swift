import Foundation
import Testing

@testable import Livery

/// Which files of a folder are token documents: well-known other files are skipped with a note, a
/// folder with none is an error naming it, and a skin's source folder is read as the skin.
@Suite("Reading a folder")
struct FolderReadingTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-folder-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let webProject = [
        "package.json": #"{"name": "site", "dependencies": {"react": "^18.0.0"}}"#,
        "tsconfig.json": #"{"compilerOptions": {"strict": true}}"#,
    ]

    @Test("a web project's folder is not a theme space: the error names the folder")
    func webProject() throws {
        let folder = try Self.folder(Self.webProject)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try ThemeSpace(contentsOf: folder)
            Issue.record("a folder of package.json and tsconfig.json read as a theme space")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location.file == folder.path)
            #expect(diagnostic.message.contains(folder.path) && diagnostic.message.contains("package.json"), "\(diagnostic)")
        }
    }

    @Test(
        "well-known files beside token documents are skipped with a note",
        arguments: ["package.json", "tsconfig.json", "Info.plist", "Contents.json", "nested/Info.plist"])
    func skipped(_ name: String) throws {
        var files = ["base.json": ##"{"color": {"$type": "color", "accent": "#336699"}}"##]
        files[name] =
            name.hasSuffix("plist")
            ? #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#
            : #"{"dependencies": {"react": "^18.0.0"}, "images": [{"idiom": "universal"}]}"#
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let space = try ThemeSpace(contentsOf: folder)
        let theme = try space.resolve()
        #expect(theme.tokens.map(\.path) == ["color.accent"])
        #expect(space.modifier(named: "theme")?.contexts == ["default"])
        #expect(space.diagnostics.contains { $0.rule == "skipped-file" && $0.location.file.hasSuffix(name) })
    }

    @Test("a skin's source folder is read as the skin: its tokens, not skin.json")
    func skinFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let ocean = root.appendingPathComponent("Examples/Skins/ocean")
        let space = try ThemeSpace(contentsOf: ocean)
        let direct = try ThemeSpace(contentsOf: ocean.appendingPathComponent("tokens"))
        #expect(space.modifiers.map(\.contexts) == direct.modifiers.map(\.contexts))
        #expect(try space.resolve().tokens == direct.resolve().tokens)
        #expect(try !space.resolve().tokens.contains { $0.path.hasPrefix("id") || $0.path.hasPrefix("displayName") })
        #expect(space.diagnostics.contains { $0.rule == "skin-folder" })
    }
}

/// A resolver document is found by its top-level `resolutionOrder` whatever its name, from the
/// one read of each file that also serves the token documents.
@Suite("Resolver documents by content")
struct ResolverByContentTests {
    static let resolver = #"""
        {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/mode"}],
         "modifiers": {"mode": {"contexts": {"day": [{"$ref": "day.json"}], "night": [{"$ref": "night.json"}]},
                                "default": "day"}}}
        """#
    static let day = ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}}}"##
    static let night = ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}}}"##

    @Test("a file named neither livery.json nor *.resolver.json is the resolver, read directly or in its folder")
    func byContent() throws {
        let folder = try FolderReadingTests.folder(["setup.json": Self.resolver, "day.json": Self.day, "night.json": Self.night])
        defer { try? FileManager.default.removeItem(at: folder) }
        for url in [folder, folder.appendingPathComponent("setup.json")] {
            let space = try ThemeSpace(contentsOf: url)
            #expect(space.modifier(named: "mode")?.contexts == ["day", "night"], "\(url.lastPathComponent)")
            let night = try space.resolve(space.selection(["mode": "night"]))
            #expect(night.color("color.bg")?.hexString == "#000000FF")
        }
    }

    @Test("resolutionOrder below the top level is a token group, not a resolver document")
    func nestedIsNotResolver() throws {
        let text = #"{"config": {"resolutionOrder": {"$type": "number", "$value": 1}}}"#
        let folder = try FolderReadingTests.folder(["tokens.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let space = try ThemeSpace(contentsOf: folder.appendingPathComponent("tokens.json"))
        #expect(try space.resolve(space.defaultSelection).token("config.resolutionOrder") != nil)
    }
}
