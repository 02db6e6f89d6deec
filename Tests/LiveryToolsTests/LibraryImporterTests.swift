import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

@Suite("Import: SwiftTheme")
struct SwiftThemeImportTests {
    static let plists = [
        Peers.swiftTheme.appendingPathComponent("Red.plist"), Peers.swiftTheme.appendingPathComponent("Night.plist"),
    ]

    @Test("Red.plist and Night.plist: one theme per file, named by the file")
    func themes() throws {
        let imported = try ImportedSpace("swifttheme", Self.plists)
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["Night", "Red"])
        #expect(imported.contexts().default == "Night")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        imported.expectEverySelectionResolves()
    }

    @Test(
        "every value the plists state comes out",
        arguments: [
            ExpectedToken.color("Red", "Global.backgroundColor", "#FFFFFFFF"),
            .color("Red", "Global.textColor", "#000000FF"),
            .color("Red", "Global.barTintColor", "#EB4F38FF"),
            .color("Red", "ListViewController.separatorColor", "#C6C5C5FF"),
            .color("Red", "ChangeThemeCell.buttonTitleColorHighlighted", "#555555FF"),
            .asset("Red", "SelectThemeCell.iconImage", "icon_theme_red"),
            .asset("Red", "SwitchNightCell.iconImage", "icon_night_dark"),
            .string("Red", "UIStatusBarStyle", "LightContent"),
            .color("Night", "Global.backgroundColor", "#292B38FF"),
            .color("Night", "Global.textColor", "#ECF0F1FF"),
            .color("Night", "Global.barTintColor", "#01040DFF"),
            .color("Night", "ChangeThemeCell.buttonTitleColorNormal", "#000000FF"),
            .color("Night", "ChangeThemeCell.buttonTitleColorHighlighted", "#AAAAAAFF"),
            .asset("Night", "SwitchNightCell.iconImage", "icon_night_light"),
        ])
    func values(_ expected: ExpectedToken) throws {
        let imported = try ImportedSpace("swifttheme", Self.plists)
        defer { imported.remove() }
        try expected.check(in: imported)
    }

    @Test("every leaf of each file is a token of the right kind", arguments: ["Red.plist", "Night.plist", "Night.json"])
    func completeness(file: String) throws {
        let url = Peers.swiftTheme.appendingPathComponent(file)
        let imported = try ImportedSpace("swifttheme", [url])
        defer { imported.remove() }
        let theme = try imported.resolve(["theme": "Night.json" == file ? "Night" : String(file.dropLast(6))])
        let source = leaves(of: try foundationObject(url))
        #expect(theme.count == source.count)
        for (path, raw) in source {
            let value = try #require(raw as? String)
            let token = try #require(theme.token(path), "\(path)")
            if value.hasPrefix("#") {
                #expect(token.value.json() == .string(rendered(value)), "\(path)")
            } else if path.hasSuffix("Image") {
                #expect(token.value == .image(.asset(value)), "\(path)")
            } else if path.hasSuffix("Font") {
                let parts = value.split(separator: ",")
                #expect(token.value == .font(ThemeFont(name: String(parts[0]), size: Double(parts[1]))), "\(path)")
            } else {
                #expect(token.value == .string(value), "\(path)")
            }
        }
    }

    @Test("Night.json's \"Name,size\" font")
    func font() throws {
        let imported = try ImportedSpace("swifttheme", [Peers.swiftTheme.appendingPathComponent("Night.json")])
        defer { imported.remove() }
        try ExpectedToken.font("Night", "Global.textFont", "PingFangSC-Regular", 30).check(in: imported)
    }

    @Test("a folder stands for its files; a second file of the same theme name is reported and skipped")
    func folderAndDuplicates() throws {
        let imported = try ImportedSpace("swifttheme", [Peers.swiftTheme])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["Night", "Red"])
        let duplicate = try #require(imported.diagnostics("duplicate-theme").first)
        #expect(duplicate.severity == .warning)
        #expect(duplicate.location.file.hasSuffix("Night.plist"))
        // Night.json came first by name, so its font is in the theme.
        #expect(try imported.resolve(["theme": "Night"]).font("Global.textFont")?.size == 30)
    }
}

@Suite("Import: DKNightVersion")
struct DKNightVersionImportTests {
    @Test("DKColorTable.txt: lower-cased theme names, NORMAL first and the default")
    func themes() throws {
        let imported = try ImportedSpace("dknightversion", [Peers.dkNightVersion])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["normal", "night", "red"])
        #expect(imported.contexts().default == "normal")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: imported.folder.appendingPathComponent("livery.json").path))
        imported.expectEverySelectionResolves()
    }

    @Test("every cell of the table comes out as its colour")
    func everyCell() throws {
        let imported = try ImportedSpace("dknightversion", [Peers.dkNightVersion])
        defer { imported.remove() }
        let rows = try String(contentsOf: Peers.dkNightVersion, encoding: .utf8).split(separator: "\n")
            .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }.filter { !$0.isEmpty }
        let themes = rows[0].map { $0.lowercased() }
        var checked = 0
        for row in rows.dropFirst() {
            let key = try #require(row.last)
            for (theme, cell) in zip(themes, row.dropLast()) {
                #expect(
                    try imported.resolve(["theme": theme]).token(key)?.value.json() == .string(rendered(cell)), "\(theme) \(key)")
                checked += 1
            }
        }
        #expect(checked == 18)
        try ExpectedToken.color("night", "BG", "#343434FF").check(in: imported)
        try ExpectedToken.color("red", "TINT", "#FA0000FF").check(in: imported)
    }

    @Test("rows with the wrong number of fields and cells that are no colour are reported at line and column")
    func badRows() throws {
        let folder = try ToolFixtures.temporaryFolder("dk-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("DKColorTable.txt")
        try "NORMAL  NIGHT\n#ffffff #000000 BG\n#ffffff TEXT\n#ffffff  nocolor  TINT\n".write(
            to: table, atomically: true, encoding: .utf8)
        let imported = try ImportedSpace("dknightversion", [table])
        defer { imported.remove() }
        let row = try #require(imported.diagnostics("invalid-row").first)
        #expect(row.location.line == 3 && row.location.column == 1)
        let cell = try #require(imported.diagnostics("invalid-value").first)
        #expect(cell.location.line == 4 && cell.location.column == 10)
        #expect(try imported.resolve(["theme": "normal"]).color("TINT") != nil)
        #expect(try imported.resolve(["theme": "night"]).token("TINT") == nil)
    }

    /// Found by fuzzing (RELIABILITY.md): a theme name longer than a file name may be failed the
    /// whole import with the file system's "File name too long".
    @Test("theme names too long for a file name are cut in the file's name, not in the theme's")
    func longThemeNames() throws {
        let folder = try ToolFixtures.temporaryFolder("dk-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("DKColorTable.txt")
        let long = String(repeating: "a", count: 300)
        try "NORMAL \(long) \(long)B\n#ffffff #000000 #111111 BG\n".write(to: table, atomically: true, encoding: .utf8)
        let imported = try ImportedSpace("dknightversion", [table])
        defer { imported.remove() }
        let themes = try FileManager.default.contentsOfDirectory(atPath: imported.folder.appendingPathComponent("themes").path)
        #expect(themes.count == 3)
        #expect(themes.allSatisfy { $0.utf8.count <= 255 })
        let contexts = imported.contexts().contexts
        #expect(contexts.contains { $0.count >= 300 })
        for context in contexts {
            #expect(try imported.resolve(["theme": context]).color("BG") != nil)
        }
    }
}

@Suite("Import: CJSkin")
struct CJSkinImportTests {
    @Test("skins become themes; default is the base and still a theme")
    func themes() throws {
        let imported = try ImportedSpace("cjskin", [Peers.cjSkin])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["default", "skin1", "skin2"])
        #expect(imported.contexts().default == "default")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: imported.folder.appendingPathComponent("base.json").path))
        imported.expectEverySelectionResolves()
    }

    @Test("every colour, image and font of every skin, with fallback to default")
    func everyValue() throws {
        let imported = try ImportedSpace("cjskin", [Peers.cjSkin])
        defer { imported.remove() }
        let skins = try foundationObject(Peers.cjSkin)
        let fallback = try #require(skins["default"] as? [String: Any])
        for skin in skins.keys.sorted() {
            let theme = try imported.resolve(["theme": skin])
            let own = try #require(skins[skin] as? [String: Any])
            for category in ["Color", "Image", "Font"] {
                // A skin's values, over default's (CJSkin falls back to default for missing keys).
                var values = fallback[category] as? [String: Any] ?? [:]
                values.merge(own[category] as? [String: Any] ?? [:]) { $1 }
                #expect(!values.isEmpty)
                for (key, raw) in values {
                    let path = "\(category).\(key)"
                    let token = try #require(theme.token(path), "\(skin) \(path)")
                    switch category {
                    case "Color":
                        #expect(token.value.json() == .string(rendered(try #require(raw as? String))), "\(skin) \(path)")
                    case "Image":
                        #expect(token.value == .image(.url(try #require(raw as? String))), "\(skin) \(path)")
                    default:
                        let font = try #require(raw as? [String: String])
                        let name = font["Name"] ?? ""
                        #expect(
                            token.value == .font(ThemeFont(name: name.isEmpty ? nil : name, size: Double(font["Size"] ?? ""))),
                            "\(skin) \(path)")
                    }
                }
            }
        }
    }

    @Test(
        "exact values",
        arguments: [
            ExpectedToken.color("default", "Color.导航背景色", "#996666FF"),
            .color("skin1", "Color.导航背景色", "#00CED1FF"),
            .color("skin2", "Color.view背景色", "#C0C0C0FF"),
            .image("default", "Image.顶部图片", "url", "https://lele8446infoq.oss-cn-shenzhen.aliyuncs.com/cjskin/default.jpg"),
            .image("skin1", "Image.Image", "url", "http://www.pptbz.com/pptpic/UploadFiles_6909/201306/2013062320262198.jpg"),
            .font("default", "Font.文字一", nil, 20),
            .font("skin1", "Font.详情", "Marker Felt", 15),
            .font("skin2", "Font.详情", "Kefa", 12),
        ])
    func values(_ expected: ExpectedToken) throws {
        let imported = try ImportedSpace("cjskin", [Peers.cjSkin])
        defer { imported.remove() }
        try expected.check(in: imported)
    }
}

@Suite("Import: Chameleon")
struct ChameleonImportTests {
    static let theme = "legacy-ThemeTest-lightblue"

    @Test("the legacy lightblue theme: dotted keys become groups, bare tokens become $root")
    func legacy() throws {
        let imported = try ImportedSpace("chameleon", [Peers.chameleonLegacy])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == [Self.theme])
        imported.expectEverySelectionResolves()
        let roots = imported.diagnostics("root-token")
        #expect(
            Set(roots.compactMap(\.tokenPath)) == [
                "colors.color", "colors.color.background", "colors.color.text", "images.image",
            ])
        #expect(roots.allSatisfy { $0.severity == .note && $0.location.line > 0 })
        #expect(imported.diagnostics.allSatisfy { $0.severity == .note }, "\(imported.diagnostics)")
    }

    @Test(
        "every colour and image of the legacy file",
        arguments: [
            ExpectedToken.color(theme, "colors.color.$root", "#C6DDFAFF"),
            .color(theme, "colors.color.background.$root", "#C6DDFAFF"),
            .color(theme, "colors.color.background.viewcontroller", "#C6DDFAFF"),
            .color(theme, "colors.color.background.tableview", "#C6DDFAFF"),
            .color(theme, "colors.color.text.$root", "#4A4A4AFF"),
            .color(theme, "colors.color.text.normal", "#4A4A4AFF"),
            .color(theme, "colors.color.text.hightlighted", "#F17775FF"),
            .color(theme, "colors.color.text.selected", "#F17775FF"),
            .color(theme, "colors.color.text.title", "#4E4E4FFF"),
            .color(theme, "colors.color.text.subtitle", "#6B6B6DFF"),
            .asset(theme, "images.image.$root", "3.jpg"),
            ExpectedToken(
                selection: ["theme": theme], path: "images.image.background.navbar", type: .image,
                value: .object([("kind", .string("color")), ("value", .string("#C6DDFAFF"))])),
            ExpectedToken(
                selection: ["theme": theme], path: "images.image.refresh.arrow", type: .image,
                value: .object([("kind", .string("color")), ("value", .string("#F17775FF"))])),
            .asset(theme, "images.image.head.head1", "1.jpeg"),
            .asset(theme, "images.image.head.head2", "2.jpeg"),
            .image(theme, "images.image.head.head3", "url", "http://www.qqjia.com/z/09/tu10292_19.jpg"),
            .color(theme, "appearance.appearance.segment.background", "#C6DDFAFF"),
            .color(theme, "appearance.appearance.segment.titlecolor", "#4A4A4AFF"),
            .color(theme, "appearance.appearance.segment.indicatorColor", "#4A4A4AFF"),
            .color(theme, "appearance.appearance.segment.selectedTitleColor", "#F17775FF"),
            .color(theme, "appearance.appearance.segment.bottomBorder", "#4A4A4AFF"),
        ])
    func values(_ expected: ExpectedToken) throws {
        let imported = try ImportedSpace("chameleon", [Peers.chameleonLegacy])
        defer { imported.remove() }
        try expected.check(in: imported)
        #expect(try imported.resolve(expected.selection).count == 21)
    }

    @Test("current nested themes: hex with alpha, file:// images, fallbacks and image sizes noted")
    func current() throws {
        let folder = try ToolFixtures.temporaryFolder("chameleon-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Black.bundle/Contents/Resources")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try """
        {
          "color": {
            "__default__": "0xf0f0f0",
            "text": {"C001": "B17936 0.9", "C002": "rgba<255, 0, 0, 0.5>", "C003": "hex<00FF00>"}
          },
          "image": {
            "no01": "bullseye_icon",
            "no02": "file://tt.jpg",
            "no03": {"type": 0, "name": "00.jpg", "width": 72, "height": 90}
          },
          "others": {"border": {"width": 5}}
        }
        """.write(to: bundle.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        try Data("jpeg".utf8).write(to: bundle.appendingPathComponent("tt.jpg"))
        let imported = try ImportedSpace("chameleon", [bundle.appendingPathComponent("theme.json")])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["Black"])
        let theme = try imported.resolve(["theme": "Black"])
        #expect(theme.color("color.text.C001")?.hexString == "#B17936E6")
        #expect(theme.color("color.text.C002")?.hexString == "#FF000080")
        #expect(theme.color("color.text.C003")?.hexString == "#00FF00FF")
        #expect(theme.color("color.__default__")?.hexString == "#F0F0F0FF")
        #expect(theme.image("image.no01") == .asset("bullseye_icon"))
        // The theme's file is copied into a folder of the theme's own beside its document.
        let copied = imported.folder.appendingPathComponent("Black/tt.jpg")
        #expect(theme.image("image.no02") == .file(copied.standardizedFileURL.path))
        #expect(FileManager.default.contentsEqual(atPath: copied.path, andPath: bundle.appendingPathComponent("tt.jpg").path))
        #expect(theme.image("image.no03") == .asset("00.jpg"))
        #expect(theme.number("others.border.width") == 5)
        #expect(imported.diagnostics("relative-file").isEmpty)
        #expect(imported.diagnostics("unsupported").count == 2)  // the fallback and the image size
        #expect(imported.diagnostics.allSatisfy { $0.severity == .note && $0.location.line > 0 })
    }
}

@Suite("Import: JHTheme")
struct JHThemeImportTests {
    static let files = [ToolFixtures.own("jhtheme/day.plist"), ToolFixtures.own("jhtheme/night.plist")]

    @Test("one plist per theme; class-keyed dictionaries become style groups; defineMap becomes $defines")
    func themes() throws {
        let imported = try ImportedSpace("jhtheme", Self.files)
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["day", "night"])
        imported.expectEverySelectionResolves()
        let day = try imported.file("day.json")
        #expect(day.contains(#""$defines": {"#) && day.contains(#""mainColor": "c(#1E6FD9)""#))
        #expect(day.contains(#""$value": "d(mainColor)""#))
        // `setTitleColor:forState:` is a per-state property now, so nothing is left out.
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
    }

    @Test("per-state setters and JHTheme's button image categories become per-state style properties")
    func perState() throws {
        let imported = try ImportedSpace("jhtheme", Self.files)
        defer { imported.remove() }
        let day = try imported.resolve(["theme": "day"])
        #expect(day.color("styles.UIButton.titleColor.highlighted")?.hexString == "#FF3B30FF")
        #expect(day.image("styles.UIButton.image.normal") == .asset("button_day"))
        #expect(day.image("styles.UIButton.image.highlighted") == .asset("button_day_highlighted"))
        #expect(day.token("styles.UIButton.jh_normalImg") == nil)
    }

    @Test("other multi-argument selectors and bad states are reported where they were written, and left out")
    func unsupportedSelectors() throws {
        let folder = try ToolFixtures.temporaryFolder("jhtheme-selectors")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {
          "UIButton": {
            "setTitle:forState:": ["Go", 0],
            "setTitleColor:forState:": ["c(#FF0000)", 3],
            "setImage:forState:withSize:": ["a", 0, 1]
          }
        }
        """.write(to: folder.appendingPathComponent("day.json"), atomically: true, encoding: .utf8)
        let imported = try ImportedSpace("jhtheme", [folder.appendingPathComponent("day.json")])
        defer { imported.remove() }
        #expect(try imported.resolve(["theme": "day"]).string("styles.UIButton.title.normal") == "Go")
        let state = try #require(imported.diagnostics("invalid-value").first)
        #expect(state.location.line == 4 && state.location.column == 47, "\(state)")
        let selector = try #require(imported.diagnostics("unsupported").first)
        #expect(selector.location.line == 5 && selector.tokenPath == "styles.UIButton.setImage:forState:withSize:")
        #expect(imported.diagnostics.count == 2, "\(imported.diagnostics)")
    }

    @Test(
        "colours (c(#hex), c(r,g,b,a), d(name)), fonts, images per theme",
        arguments: [
            ExpectedToken.color("day", "styles.UILabel.textColor", "#333333FF"),
            .color("day", "styles.UILabel.backgroundColor", "#FFFFFFFF"),
            .font("day", "styles.UILabel.font", "PingFangSC-Regular", 15),
            .color("day", "styles.UIButton.titleLabel.textColor", "#1E6FD9FF"),
            .font("day", "styles.UIButton.titleLabel.font", "PingFangSC-Medium", 17),
            .asset("day", "styles.UIButton.image.normal", "button_day"),
            .asset("day", "styles.UIButton.image.highlighted", "button_day_highlighted"),
            .color("day", "styles.UIButton.titleColor.highlighted", "#FF3B30FF"),
            .color("day", "styles.UINavigationBar.barTintColor", "#1E6FD9FF"),
            ExpectedToken(
                selection: ["theme": "day"], path: "styles.UINavigationBar.translucent", type: .boolean, value: .bool(false)),
            .color("day", "styles.UITableView.separatorColor", "#E5E5E5FF"),
            .color("day", "styles.UITableView.backgroundColor", "#F2F2F7FF"),
            ExpectedToken(
                selection: ["theme": "day"], path: "styles.UITableView.layer.cornerRadius", type: .number, value: .number(8)),
            .color("day", "styles.HomeHeaderView.titleLabel.textColor", "#FFFFFFE6"),
            .asset("day", "styles.HomeHeaderView.avatarView.image", "avatar_day"),
            .color("night", "styles.UILabel.textColor", "#EBEBF5E6"),
            .color("night", "styles.UIButton.titleLabel.textColor", "#0A84FFFF"),
            .font("night", "styles.UIButton.titleLabel.font", "PingFangSC-Semibold", 17),
            .asset("night", "styles.UIButton.image.normal", "button_night"),
            .color("night", "styles.UINavigationBar.tintColor", "#0A84FFFF"),
            .color("night", "styles.HomeHeaderView.titleLabel.textColor", "#EBEBF5E6"),
            .color("night", "styles.HomeHeaderView.backgroundColor", "#1C1C1EFF"),
        ])
    func values(_ expected: ExpectedToken) throws {
        let imported = try ImportedSpace("jhtheme", Self.files)
        defer { imported.remove() }
        try expected.check(in: imported)
    }
}

@Suite("Import: shared rules")
struct ImportRulesTests {
    @Test("unreadable input throws with its position")
    func unreadable() throws {
        let folder = try ToolFixtures.temporaryFolder("import-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.json")
        try "{\n  \"Global\": {\n    \"textColor\": \"#FFF\",,\n  }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        for format in ["swifttheme", "chameleon", "jhtheme"] {
            let importer = try #require(Importers.importer(named: format))
            #expect {
                _ = try importer.importThemes(from: [file], to: folder.appendingPathComponent("out"))
            } throws: { error in
                guard let error = error as? TokenDocument.Error else { return false }
                return error.location.file == file.path && error.location.line == 3 && error.reason == .syntax
            }
        }
    }

    @Test("inputs holding no themes are an error, and nothing is written")
    func noThemes() throws {
        let folder = try ToolFixtures.temporaryFolder("import-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        for format in ["swifttheme", "chameleon", "jhtheme", "cjskin", "dknightversion"] {
            let importer = try #require(Importers.importer(named: format))
            let diagnostics = try importer.importThemes(from: [folder], to: output)
            #expect(diagnostics.map(\.rule) == ["no-themes"] && diagnostics.first?.severity == .error, "\(format)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("theme names the convention cannot hold are written with a livery.json resolver document")
    func resolverFallback() throws {
        let folder = try ToolFixtures.temporaryFolder("import-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["dark", "Red Theme"] {
            try ##"{"Global": {"textColor": "#FFF"}}"##.write(
                to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        let imported = try ImportedSpace("swifttheme", [folder])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["Red Theme", "dark"])
        #expect(imported.contexts().default == "Red Theme")
        #expect(try imported.resolve(["theme": "dark"]).color("Global.textColor")?.hexString == "#FFFFFFFF")
        #expect(imported.space.modifier(named: "appearance") == nil)
    }

    @Test("a value whose key names a type it does not read as is imported as a string, with a warning")
    func typeMismatch() throws {
        let folder = try ToolFixtures.temporaryFolder("import-types")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{"Global": {"textColor": "blue-ish", "titleFont": "Avenir,big", "{bad}": "#FFF"}}"##.write(
            to: folder.appendingPathComponent("day.json"), atomically: true, encoding: .utf8)
        let imported = try ImportedSpace("swifttheme", [folder.appendingPathComponent("day.json")])
        defer { imported.remove() }
        let theme = try imported.resolve(["theme": "day"])
        #expect(theme.string("Global.textColor") == "blue-ish")
        #expect(theme.string("Global.titleFont") == "Avenir,big")
        let mismatches = imported.diagnostics("type-mismatch")
        #expect(mismatches.count == 2 && mismatches.allSatisfy { $0.location.line == 1 && $0.severity == .warning })
        #expect(imported.diagnostics("invalid-name").count == 1)
    }

    /// An input whose value has the wrong shape, and the diagnostic an importer gives for it.
    struct ShapeCase: Sendable, CustomTestStringConvertible {
        var format: String
        var text: String
        var rule: String
        var message: String
        var line: Int
        var testDescription: String { "\(format): \(rule)" }
    }

    @Test(
        "a value of the wrong shape is reported where it stands: what was expected, what was found, what became of it",
        arguments: [
            ShapeCase(
                format: "jhtheme", text: "{\n  \"defineMap\": 3,\n  \"UILabel\": {\"textColor\": \"c(#FFF)\"}\n}\n",
                rule: "invalid-defines",
                message: "expected the define map 'defineMap' to be a dictionary of names and values, found a number", line: 2),
            ShapeCase(
                format: "jhtheme",
                text: "{\n  \"UIButton\": {\n    \"setTitleColor:forState:\": \"c(#FFF)\"\n  }\n}\n", rule: "invalid-value",
                message:
                    "expected 'setTitleColor:forState:' to be an array of a value and a UIControlState number, found a string; left out",
                line: 3),
            ShapeCase(
                format: "cjskin", text: "{\n  \"day\": [1]\n}\n", rule: "invalid-structure",
                message: "expected skin 'day' to be a dictionary of categories (Color, Image, Font), found an array; skipped",
                line: 2),
            ShapeCase(
                format: "tokens-studio", text: "{\n  \"core\": 5,\n  \"$themes\": []\n}\n", rule: "invalid-structure",
                message: "expected token set 'core' to be an object of groups and tokens, found a number; left out", line: 2),
            ShapeCase(
                format: "tokens-studio", text: "{\n  \"core\": {},\n  \"$themes\": {}\n}\n", rule: "invalid-themes",
                message: "expected $themes to be an array of themes, found an object; no themes imported", line: 3),
            ShapeCase(
                format: "tokens-studio",
                text: "{\n  \"core\": {},\n  \"$metadata\": {\"tokenSetOrder\": [\"core\",\n    7]}\n}\n",
                rule: "invalid-metadata", message: "expected a token set name in tokenSetOrder, found a number", line: 4),
            ShapeCase(
                format: "tokens-studio",
                text: "{\n  \"core\": {},\n  \"$metadata\": {\"tokenSetOrder\":\n    \"core\"}\n}\n",
                rule: "invalid-metadata",
                message: "expected tokenSetOrder to be an array of token set names, found a string", line: 4),
            ShapeCase(
                format: "tokens-studio",
                text: """
                    {"core": {"body": {"type": "typography", "value": {"fontSize": "16",
                      "letterSpacing": "5%"}}}}

                    """, rule: "unsupported",
                message: "percentage letter spacing '5%' has no Livery equivalent; left out of the typography", line: 2),
        ])
    func wrongShape(_ c: ShapeCase) throws {
        let folder = try ToolFixtures.temporaryFolder("import-shape")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("day.json")
        try c.text.write(to: file, atomically: true, encoding: .utf8)
        let importer = try #require(Importers.importer(named: c.format))
        let diagnostics = try importer.importThemes(from: [file], to: folder.appendingPathComponent("out"))
        let found = try #require(diagnostics.first { $0.rule == c.rule }, "\(diagnostics)")
        #expect(found.message == c.message)
        #expect(found.location.file == file.path && found.location.line == c.line, "\(found)")
    }
}

@Suite("Import: Tokens Studio")
struct TokensStudioImportTests {
    static let folder = ToolFixtures.own("tokens-studio")

    @Test("themes sharing a group are contexts of one modifier named after the group")
    func modifiers() throws {
        let imported = try ImportedSpace("tokens-studio", [Self.folder])
        defer { imported.remove() }
        #expect(imported.space.modifiers.map(\.name) == ["Mode", "Brand"])
        #expect(imported.contexts("Mode").contexts == ["Light", "Dark"] && imported.contexts("Mode").default == "Light")
        #expect(imported.contexts("Brand").contexts == ["Ocean", "Forest"] && imported.contexts("Brand").default == "Ocean")
        imported.expectEverySelectionResolves()
        #expect(imported.diagnostics.allSatisfy { $0.severity < .error && $0.location.line > 0 }, "\(imported.diagnostics)")
    }

    @Test("what cannot be represented is reported where it was written")
    func diagnostics() throws {
        let imported = try ImportedSpace("tokens-studio", [Self.folder])
        defer { imported.remove() }
        let unknown = try #require(imported.diagnostics("unknown-set").first)
        #expect(unknown.location.file.hasSuffix("$metadata.json") && unknown.location.line == 9 && unknown.severity == .note)
        let sources = imported.diagnostics("source-set")
        #expect(sources.count == 2 && sources.allSatisfy { $0.location.file.hasSuffix("$themes.json") })
        let unsupported = Dictionary(grouping: imported.diagnostics("unsupported"), by: { $0.tokenPath ?? "" })
        #expect(
            Set(unsupported.keys) == [
                "spacing.lg", "spacing.inset", "lineHeights.title", "letterSpacing.wide", "typography.body", "button.pressed",
            ])
        #expect(unsupported["spacing.lg"]?.first?.location.line == 21)
    }

    @Test(
        "values per selection, with Tokens Studio's types mapped",
        arguments: [
            ExpectedToken(selection: ["Mode": "Light"], path: "color.background", type: .color, value: .string("#FFFFFFFF")),
            ExpectedToken(selection: ["Mode": "Dark"], path: "color.background", type: .color, value: .string("#000000FF")),
            ExpectedToken(selection: ["Mode": "Light"], path: "button.background", type: .color, value: .string("#1E6FD9FF")),
            ExpectedToken(selection: ["Mode": "Dark"], path: "button.background", type: .color, value: .string("#0A84FFFF")),
            ExpectedToken(selection: ["Mode": "Dark"], path: "color.danger", type: .color, value: .string("#FF453AFF")),
            ExpectedToken(selection: [:], path: "spacing.sm", type: .dimension, value: .number(8)),
            ExpectedToken(selection: [:], path: "borderRadius.lg", type: .dimension, value: .number(12)),
            ExpectedToken(selection: [:], path: "button.radius", type: .dimension, value: .number(4)),
            ExpectedToken(selection: [:], path: "opacity.disabled", type: .number, value: .number(0.4)),
            ExpectedToken(selection: [:], path: "lineHeights.body", type: .number, value: .number(1.5)),
            ExpectedToken(selection: [:], path: "fontWeights.semibold", type: .fontWeight, value: .number(600)),
            ExpectedToken(selection: [:], path: "fontFamilies.mono", type: .fontFamily, value: .string("JetBrains Mono")),
            ExpectedToken(selection: [:], path: "spacing.lg", type: .string, value: .string("16px * 2")),
            ExpectedToken(
                selection: ["Mode": "Light"], path: "typography.title", type: .typography,
                value: .object([
                    ("fontFamily", .string("Inter")), ("fontSize", .number(24)), ("fontWeight", .number(600)),
                    ("letterSpacing", .number(-0.5)), ("lineHeight", .number(1.2)),
                ])),
            ExpectedToken(
                selection: ["Mode": "Light"], path: "button.label", type: .typography,
                value: .object([
                    ("fontFamily", .string("Inter")), ("fontSize", .number(16)), ("fontWeight", .number(400)),
                    ("letterSpacing", .number(0)), ("lineHeight", .number(1.5)),
                ])),
            ExpectedToken(
                selection: ["Mode": "Light"], path: "card.shadow", type: .shadow,
                value: .object([
                    ("color", .string("#0000001F")), ("offsetX", .number(0)), ("offsetY", .number(2)), ("blur", .number(8)),
                    ("spread", .number(0)), ("inset", .bool(false)),
                ])),
            ExpectedToken(
                selection: ["Mode": "Dark"], path: "card.shadow", type: .shadow,
                value: .array([
                    .object([
                        ("color", .string("#00000066")), ("offsetX", .number(0)), ("offsetY", .number(1)), ("blur", .number(2)),
                        ("spread", .number(0)), ("inset", .bool(false)),
                    ]),
                    .object([
                        ("color", .string("#FFFFFF1A")), ("offsetX", .number(0)), ("offsetY", .number(0)), ("blur", .number(0)),
                        ("spread", .number(1)), ("inset", .bool(true)),
                    ]),
                ])),
            ExpectedToken(
                selection: ["Mode": "Dark"], path: "button.border", type: .border,
                value: .object([
                    ("color", .string("#FFFFFFFF")), ("width", .number(1)), ("style", .string("solid")),
                ])),
            ExpectedToken(selection: ["Brand": "Ocean"], path: "brand.primary", type: .color, value: .string("#0077B6FF")),
            ExpectedToken(selection: ["Brand": "Forest"], path: "brand.primary", type: .color, value: .string("#2D6A4FFF")),
            ExpectedToken(
                selection: ["Brand": "Ocean"], path: "brand.logo", type: .image,
                value: .object([
                    ("kind", .string("url")), ("value", .string("https://cdn.example.com/brands/ocean/logo.png")),
                ])),
            ExpectedToken(
                selection: ["Brand": "Forest"], path: "brand.logo", type: .image,
                value: .object([
                    ("kind", .string("asset")), ("value", .string("brand-forest-logo")),
                ])),
            ExpectedToken(selection: ["Brand": "Forest"], path: "brand.name", type: .string, value: .string("Forest")),
            ExpectedToken(selection: [:], path: "card.elevated", type: .boolean, value: .bool(true)),
        ])
    func values(_ expected: ExpectedToken) throws {
        let imported = try ImportedSpace("tokens-studio", [Self.folder])
        defer { imported.remove() }
        try expected.check(in: imported)
    }

    @Test("a set only some themes use is left out of the others'")
    func setsPerTheme() throws {
        let imported = try ImportedSpace("tokens-studio", [Self.folder])
        defer { imported.remove() }
        let light = try imported.resolve(["Mode": "Light", "Brand": "Forest"])
        #expect(light.token("brand.primary") != nil && light.color("color.surface")?.hexString == "#F2F2F7FF")
        let sets = try imported.file("livery.json")
        #expect(sets.contains(#""$ref": "sets/semantic/light.json""#) && !sets.contains("legacy/removed"))
    }

    @Test("the single-file export: sets at the top level beside $themes and $metadata; no groups → the theme modifier")
    func singleFile() throws {
        let folder = try ToolFixtures.temporaryFolder("tokens-studio-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json")
        try """
        {
          "global": {"radius": {"value": "6", "type": "borderRadius"}, "brand": {"value": "#ff6600", "type": "color"}},
          "light": {"bg": {"value": "#ffffff", "type": "color"}},
          "dark": {"bg": {"value": "#111111", "type": "color"}, "weird": {"value": "1", "type": "madeUp"}},
          "$themes": [
            {"id": "a", "name": "light", "selectedTokenSets": {"global": "enabled", "light": "enabled", "missing": "enabled"}},
            {"id": "b", "name": "dark", "selectedTokenSets": {"global": "enabled", "dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = try ImportedSpace("tokens-studio", [file])
        defer { imported.remove() }
        #expect(imported.contexts().contexts == ["light", "dark"] && imported.contexts().default == "light")
        #expect(try imported.resolve(["theme": "dark"]).color("bg")?.hexString == "#111111FF")
        #expect(try imported.resolve(["theme": "light"]).dimension("radius") == 6)
        // global is used by every theme ahead of the others: a shared set.
        #expect(try imported.file("livery.json").contains(##""$ref": "#/sets/global""##))
        #expect(imported.diagnostics("unknown-set").first?.location.line == 6)
        #expect(imported.diagnostics("unknown-type").first?.tokenPath == "weird")
    }
}
