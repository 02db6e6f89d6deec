import Foundation
import Testing
@testable import Livery
@testable import LiveryFormats
@testable import LiveryTools

/// A format and the fixture files `livery import`'s tests read.
struct FormatFixture: Sendable, CustomTestStringConvertible {
    var format: ThemeFormat
    var inputs: [URL]
    var testDescription: String { "\(format.rawValue): \(inputs.map(\.lastPathComponent).joined(separator: ", "))" }

    static let all = [
        FormatFixture(format: .swiftTheme, inputs: SwiftThemeImportTests.plists),
        FormatFixture(format: .swiftTheme, inputs: [Peers.swiftTheme.appendingPathComponent("Night.json")]),
        FormatFixture(format: .dkNightVersion, inputs: [Peers.dkNightVersion]),
        FormatFixture(format: .cjSkin, inputs: [Peers.cjSkin]),
        FormatFixture(format: .chameleon, inputs: [Peers.chameleonLegacy]),
        FormatFixture(format: .jhTheme, inputs: JHThemeImportTests.files),
    ]
}

@Suite("Formats at run time")
struct RunTimeFormatTests {
    /// A resolved token as `livery resolve` prints it; a file image by its name (the importer
    /// copies files beside the documents it writes, the app reads them where they are).
    static func comparable(_ token: ResolvedToken) -> JSONValue {
        if case .image(.file(let path)) = token.value { return .string("file:" + URL(fileURLWithPath: path).lastPathComponent) }
        return token.value.json()
    }

    @Test("each format's fixtures read at run time to the tokens `livery import` writes", arguments: FormatFixture.all)
    func sameTokensAsImport(_ fixture: FormatFixture) throws {
        let imported = try ImportedSpace(fixture.format.rawValue, fixture.inputs)
        defer { imported.remove() }
        let space = try ThemeSpace(contentsOf: fixture.inputs, format: fixture.format)
        let importedThemes = try #require(imported.space.modifier(named: "theme"))
        let themes = try #require(space.modifier(named: "theme"))
        #expect(Set(themes.contexts) == Set(importedThemes.contexts))
        #expect(themes.defaultContext == importedThemes.defaultContext)
        #expect(space.diagnostics == imported.diagnostics, "the reader reports what the importer reports")
        for theme in themes.contexts {
            let runTime = try space.resolve(space.selection(["theme": theme]))
            let written = try imported.resolve(["theme": theme])
            #expect(runTime.count > 0)
            #expect(runTime.count == written.count, "\(theme)")
            for token in written.tokens {
                let read = try #require(runTime.token(token.path), "\(theme): \(token.path) missing at run time")
                #expect(read.type == token.type, "\(theme): \(token.path)")
                #expect(Self.comparable(read) == Self.comparable(token), "\(theme): \(token.path)")
            }
        }
    }

    @Test("a single file or folder through the public initialiser; load runs off the caller's actor")
    func publicEntryPoints() async throws {
        let space = try ThemeSpace(contentsOf: Peers.dkNightVersion, format: .dkNightVersion)
        #expect(space.modifier(named: "theme")?.contexts == ["normal", "night", "red"])
        #expect(try space.resolve().color("BG")?.hexString == "#FFFFFFFF")
        let folder = try await ThemeSpace.load(contentsOf: Peers.swiftTheme, format: .swiftTheme)
        #expect(folder.modifier(named: "theme")?.contexts.contains("Red") == true)
    }

    @Test("values keep the file, line and column they were written at, as Livery's own documents do")
    func positions() throws {
        let folder = try ToolFixtures.temporaryFolder("formats-positions")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("day.json")
        try "{\n  \"Global\": {\n    \"textColor\": \"#FFF\",\n    \"tint\": \"{Global.missing}\"\n  }\n}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let space = try ThemeSpace(contentsOf: file, format: .swiftTheme)
        #expect {
            _ = try space.resolve()
        } throws: { error in
            guard let error = error as? ThemeSpace.Error, let first = error.diagnostics.first else { return false }
            return first.location.file == file.path && first.location.line == 4 && first.location.column == 13
        }
        // Bad syntax throws at its position, as ThemeSpace(contentsOf:) does for Livery JSON.
        try "{\n  \"Global\": {,}\n}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try ThemeSpace(contentsOf: file, format: .chameleon)
        } throws: { error in
            guard let error = error as? ThemeSpace.Error, let first = error.diagnostics.first else { return false }
            return first.description.hasPrefix("\(file.path):2:") && first.rule == "syntax"
        }
    }

    @Test("in-memory dictionaries: Chameleon's themeInfo, named by key path in diagnostics")
    func dictionaries() throws {
        let light: [String: Any] = [
            "color": ["text": ["C001": "B17936 0.9", "C002": "rgba<255, 0, 0, 0.5>"], "background": "ffffff"],
            "image": ["logo": "logo_light"],
            "others": ["border": ["width": 5, "visible": true]],
        ]
        let dark: [String: Any] = ["color": ["text": ["C001": "000000"], "background": "blue-ish"]]
        let space = try ThemeSpace(themes: ["light": light, "dark": dark], format: .chameleon, defaultTheme: "light")
        #expect(space.modifier(named: "theme")?.defaultContext == "light")
        let table = try space.resolve()
        #expect(table.color("color.text.C001")?.hexString == "#B17936E6")
        #expect(table.color("color.text.C002")?.hexString == "#FF000080")
        #expect(table.image("image.logo") == .asset("logo_light"))
        #expect(table.number("others.border.width") == 5)
        #expect(table.boolean("others.border.visible") == true)
        // A word where a colour belongs: a warning naming the key path.
        let mismatch = try #require(space.diagnostics.first { $0.rule == "type-mismatch" })
        #expect(mismatch.location.description == "<dark> (color.background)", "\(mismatch)")
        #expect(throws: ThemeSpace.Error.self) {
            _ = try ThemeSpace(themes: ["light": light], format: .chameleon, defaultTheme: "night")
        }
        #expect(throws: ThemeSpace.Error.self) {
            _ = try ThemeSpace(themes: ["light": ["bad": Date()]], format: .swiftTheme)
        }
    }

    @Test("dictionaries nested past the limit are refused, not recursed into")
    func deepDictionary() throws {
        var value: [String: Any] = ["leaf": "#FFF"]
        for _ in 0..<(DictionaryReader.depthLimit + 10) { value = ["g": value] }
        #expect {
            _ = try ThemeSpace(themes: ["day": value], format: .swiftTheme)
        } throws: { error in
            (error as? ThemeSpace.Error)?.diagnostics.first?.rule == "tooDeep"
        }
    }

    @Test("Chameleon's themes/NAME/theme.json layout: each theme keeps its own resources/image0.png")
    func chameleonResourcesPerTheme() throws {
        let folder = try ToolFixtures.temporaryFolder("chameleon-layout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("themes")
        for (name, bytes) in [("theme1", "one"), ("theme2", "two")] {
            let resources = themes.appendingPathComponent("\(name)/resources")
            try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
            try Data(bytes.utf8).write(to: resources.appendingPathComponent("image0.png"))
            try #"{"image": {"banner": "file://resources/image0.png"}}"#.write(
                to: themes.appendingPathComponent("\(name)/theme.json"), atomically: true, encoding: .utf8)
        }
        // At run time: read where they are.
        let space = try ThemeSpace(contentsOf: themes, format: .chameleon)
        #expect(space.modifier(named: "theme")?.contexts == ["theme1", "theme2"])
        for name in ["theme1", "theme2"] {
            let image = try space.resolve(space.selection(["theme": name])).image("image.banner")
            let expected = themes.appendingPathComponent("\(name)/resources/image0.png").standardizedFileURL.path
            #expect(image == .file(expected), "\(name)")
        }
        // Imported: copied per theme, two files, not one.
        let imported = try ImportedSpace("chameleon", [themes])
        defer { imported.remove() }
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        var paths: Set<String> = []
        for (name, bytes) in [("theme1", "one"), ("theme2", "two")] {
            guard case .file(let path)? = try imported.resolve(["theme": name]).image("image.banner") else {
                Issue.record("\(name): no file image")
                continue
            }
            paths.insert(path)
            #expect(path.hasPrefix(imported.folder.standardizedFileURL.path))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes.utf8), "\(name)")
        }
        #expect(paths.count == 2)
    }

    @Test("CJSkin: images in SKIN.bundle beside the plist are files, at run time and imported")
    func cjSkinBundles() throws {
        let folder = try ToolFixtures.temporaryFolder("cjskin-bundles")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("CJSkin.plist")
        try FileManager.default.copyItem(at: Peers.cjSkin, to: plist)
        let bundle = folder.appendingPathComponent("skin1.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let skins = try foundationObject(Peers.cjSkin)
        // A name skin1's images use, made a local file in its bundle.
        let images = try #require((skins["skin1"] as? [String: Any])?["Image"] as? [String: Any])
        let (key, _) = try #require(images.sorted { $0.key < $1.key }.first)
        var edited = skins
        var skin1 = try #require(skins["skin1"] as? [String: Any])
        var skin1Images = images
        skin1Images[key] = "banner"
        skin1["Image"] = skin1Images
        edited["skin1"] = skin1
        try PropertyListSerialization.data(fromPropertyList: edited, format: .xml, options: 0).write(to: plist)
        try Data("png".utf8).write(to: bundle.appendingPathComponent("banner@2x.png"))
        let space = try ThemeSpace(contentsOf: plist, format: .cjSkin)
        let runTime = try space.resolve(space.selection(["theme": "skin1"])).image("Image.\(key)")
        #expect(runTime == .file(bundle.appendingPathComponent("banner@2x.png").standardizedFileURL.path))
        let imported = try ImportedSpace("cjskin", [plist])
        defer { imported.remove() }
        let copied = imported.folder.appendingPathComponent("skin1.bundle/banner@2x.png")
        #expect(try imported.resolve(["theme": "skin1"]).image("Image.\(key)") == .file(copied.standardizedFileURL.path))
        #expect(FileManager.default.fileExists(atPath: copied.path))
        // default's images stay URLs.
        #expect(try space.resolve().image("Image.\(key)").map { if case .url = $0 { true } else { false } } == true)
    }
}

@Suite("Imported files and lint")
struct ImportedLintTests {
    static let cases: [(format: String, inputs: [URL])] =
        FormatFixture.all.map { ($0.format.rawValue, $0.inputs) } + [("tokens-studio", [ToolFixtures.own("tokens-studio")])]

    @Test(
        "what an importer writes gets no dtcg-string-value notes and no errors from our own lint",
        arguments: cases.indices)
    func lintAcceptsImports(_ index: Int) throws {
        let (format, inputs) = Self.cases[index]
        let imported = try ImportedSpace(format, inputs)
        defer { imported.remove() }
        // As Studio's check tab lints: string values reported.
        let diagnostics = Linter(options: Linter.Options(reportsStringValues: true)).lint(imported.folder)
        #expect(
            !diagnostics.contains { $0.rule == "dtcg-string-value" },
            "\(format): \(diagnostics.filter { $0.rule == "dtcg-string-value" }.count)")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(format): \(diagnostics.filter { $0.severity == .error })")
    }
}
