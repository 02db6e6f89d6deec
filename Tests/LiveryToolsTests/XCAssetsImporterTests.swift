import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

/// What a colour resolves to in one selection: `#RRGGBBAA`, or `system:NAME`.
private func rendering(_ value: TokenValue?) -> String? {
    guard case .color(let color)? = value else { return nil }
    if let name = color.systemName { return "system:\(name)" }
    return color.hexString
}

@Suite("xcassets importer")
struct XCAssetsImporterTests {
    static let fixtureSets = [
        "GitUp-branch-8.colorset", "GitUp-header_background.colorset", "GitUp-separator.colorset",
        "SwiftGen-Vengo-Primary.colorset", "enchanted-gray2Custom.colorset", "SwiftGen-Banana.imageset",
    ]

    /// Expected renderings in (light, dark, high contrast, dark high contrast), computed by hand from
    /// each Contents.json: a float component c renders as floor(c * 255 + 0.5), an integer n as n.
    static let expected: [String: [String]] = [
        // light srgb 0.900/0.558/0.742 → 229.5→230 E6, 142.29→142 8E, 189.21→189 BD;
        // dark 0.812/0.388/0.612 → 207.06→207 CF, 98.94→99 63, 156.06→156 9C. No high-contrast entries.
        "GitUp-branch-8": ["#E68EBDFF", "#CF639CFF", "#E68EBDFF", "#CF639CFF"],
        // gray-gamma-22 white 0.500 → 127.5→128 80 (grey in sRGB); dark is a system colour.
        "GitUp-header_background": [
            "#808080FF", "system:alternatingContentBackgroundColor", "#808080FF",
            "system:alternatingContentBackgroundColor",
        ],
        // Every appearance (any, dark, high, dark high) references separatorColor.
        "GitUp-separator": [
            "system:separatorColor", "system:separatorColor", "system:separatorColor", "system:separatorColor",
        ],
        // light 0.918/0.902/0.871 → 234.09→234 EA, 230.01→230 E6, 222.105→222 DE;
        // dark 8-bit integers 66/60/77 → 42 3C 4D.
        "SwiftGen-Vengo-Primary": ["#EAE6DEFF", "#423C4DFF", "#EAE6DEFF", "#423C4DFF"],
        // systemGray2Color for iOS (any) and "XR" (dark).
        "enchanted-gray2Custom": [
            "system:systemGray2Color", "system:systemGray2Color", "system:systemGray2Color", "system:systemGray2Color",
        ],
    ]

    static let selections = [
        Selection(appearance: .light, contrast: .normal), Selection(appearance: .dark, contrast: .normal),
        Selection(appearance: .light, contrast: .high), Selection(appearance: .dark, contrast: .high),
    ]

    @Test("is registered as xcassets")
    func registered() {
        #expect(Importers.importer(named: "xcassets") is XCAssetsImporter)
        #expect(Importers.catalogs.contains { $0.format == "xcassets" })
    }

    @Test("every fixture colour set and image set is imported and resolves per appearance and contrast")
    func fixtures() throws {
        let output = try ToolFixtures.temporaryFolder("xcassets-import")
        defer { try? FileManager.default.removeItem(at: output) }
        let inputs = Self.fixtureSets.map { ToolFixtures.shared("asset-catalog/\($0)") }
        let diagnostics = try XCAssetsImporter().importThemes(from: inputs, to: output)
        #expect(diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(diagnostics)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["base.json", "dark.high-contrast.json", "dark.json", "high-contrast.json"])

        let space = try ThemeSpace(contentsOf: output)
        for (index, selection) in Self.selections.enumerated() {
            let theme = try space.resolve(selection)
            for (path, renderings) in Self.expected {
                #expect(rendering(theme[path]) == renderings[index], "\(path) in \(selection)")
            }
            #expect(theme.image("SwiftGen-Banana") == .asset("SwiftGen-Banana"))
            #expect(theme.count == Self.fixtureSets.count)
        }
        // Components are kept as written (the 8-bit ones as n/255), in sRGB.
        let dark = try space.resolve(Self.selections[1])
        #expect(dark.color("SwiftGen-Vengo-Primary") == ThemeColor(red: 66.0 / 255, green: 60.0 / 255, blue: 77.0 / 255))
        #expect(try space.resolve().color("GitUp-header_background") == ThemeColor(red: 0.5, green: 0.5, blue: 0.5))
    }

    /// Writes `json` as `folder/relative/Contents.json`.
    static func write(_ json: String, _ relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
    }

    static func entry(_ appearances: String = "", _ color: String, idiom: String = "universal", extra: String = "") -> String {
        let list = appearances.isEmpty ? "" : "\"appearances\": [\(appearances)],"
        return "{\(list) \(extra) \"color\": \(color), \"idiom\": \"\(idiom)\"}"
    }

    static let dark = #"{"appearance": "luminosity", "value": "dark"}"#
    static let light = #"{"appearance": "luminosity", "value": "light"}"#
    static let high = #"{"appearance": "contrast", "value": "high"}"#

    /// A whole catalog: namespaces, plain folders, every component syntax and colour space.
    static func makeCatalog(in folder: URL) throws -> URL {
        let catalog = folder.appendingPathComponent("Test.xcassets")
        try write(#"{"info": {"author": "xcode", "version": 1}}"#, "", in: catalog)
        try write(
            #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#, "Brand", in: catalog)
        try write(
            """
            {"colors": [
              \(entry("", #"{"color-space": "srgb", "components": {"red": "0xFB", "green": "0x80", "blue": "0x00", "alpha": "0xFF"}}"#)),
              \(entry(light, #"{"color-space": "srgb", "components": {"red": "173", "green": "0x20", "blue": "0.500", "alpha": "1.000"}}"#)),
              \(entry(dark, #"{"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#)),
              \(entry(high, #"{"color-space": "extended-srgb", "components": {"red": "1.200", "green": "-0.100", "blue": "0.500", "alpha": "0.500"}}"#)),
              \(entry("\(dark), \(high)", #"{"color-space": "extended-gray", "components": {"white": "0.200", "alpha": "1.000"}}"#))
            ], "info": {"author": "xcode", "version": 1}}
            """, "Brand/Primary.colorset", in: catalog)
        // A folder without provides-namespace only organises.
        try write(#"{"info": {"author": "xcode", "version": 1}}"#, "Plain", in: catalog)
        try write(
            """
            {"colors": [
              \(entry("", #"{"color-space": "srgb", "components": {"red": "0.000", "green": "0.502", "blue": "0.502", "alpha": "1.000"}}"#)),
              \(entry("", #"{"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#, idiom: "ipad"))
            ]}
            """, "Plain/Accent.colorset", in: catalog)
        try write(
            #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#, "Icons", in: catalog)
        try write(
            #"{"images": [{"idiom": "universal", "filename": "star.pdf"}], "info": {"author": "xcode", "version": 1}}"#,
            "Icons/Star.imageset", in: catalog)
        try write(#"{"images": [], "info": {"author": "xcode", "version": 1}}"#, "AppIcon.appiconset", in: catalog)
        try write(
            """
            {"colors": [\(entry("", #"{"color-space": "cmyk", "components": {"cyan": "1.000"}}"#))]}
            """, "Bad.colorset", in: catalog)
        try write(
            """
            {"colors": [\(entry("", #"{"color-space": "srgb", "components": {"red": "300", "green": "0", "blue": "0"}}"#))]}
            """, "TooBig.colorset", in: catalog)
        return catalog
    }

    @Test("a whole catalog: namespaces become groups, every component syntax and colour space")
    func catalog() throws {
        let folder = try ToolFixtures.temporaryFolder("xcassets-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.makeCatalog(in: folder)
        let output = folder.appendingPathComponent("out")
        let diagnostics = try XCAssetsImporter().importThemes(from: [catalog], to: output)
        let space = try ThemeSpace(contentsOf: output)

        // Brand/Primary (a namespace): the Light entry (173 → AD, 0x20 → 20, 0.500 → 127.5 → 128 80)
        // wins over Any (FB8000); dark Display P3 red clips to FF0000; high contrast extended sRGB
        // 1.2/-0.1/0.5 clips to FF/00/80 with alpha 0.5 → 80; dark high extended-gray 0.2 → 51 → 33.
        let expected = ["#AD2080FF", "#FF0000FF", "#FF008080", "#333333FF"]
        for (index, selection) in Self.selections.enumerated() {
            let theme = try space.resolve(selection)
            #expect(rendering(theme["Brand.Primary"]) == expected[index], "\(selection)")
            // Plain/Accent: no namespace; 0.502 → 128.01 → 128 80.
            #expect(rendering(theme["Accent"]) == "#008080FF")
            #expect(theme.image("Icons.Star") == .asset("Icons/Star"))
            #expect(theme.count == 3)
        }
        // Colour spaces and components are kept as written.
        let dark = try space.resolve(Self.selections[1])
        #expect(dark.color("Brand.Primary") == ThemeColor(colorSpace: .displayP3, components: [1, 0, 0]))
        let high = try space.resolve(Self.selections[2])
        #expect(high.color("Brand.Primary") == ThemeColor(colorSpace: .sRGB, components: [1.2, -0.1, 0.5], alpha: 0.5))
        let light = try space.resolve()
        #expect(light.color("Brand.Primary") == ThemeColor(red: 173.0 / 255, green: 32.0 / 255, blue: 0.5))

        // What could not be represented is reported with the file and key path.
        let primary = catalog.appendingPathComponent("Brand/Primary.colorset/Contents.json").path
        let shadowed = diagnostics.first { $0.location.file == primary }
        #expect(shadowed?.location.keyPath == "colors[0]" && shadowed?.severity == .warning)
        #expect(shadowed?.message.contains("Any entry is shadowed by the Light one") == true)
        let accent = catalog.appendingPathComponent("Plain/Accent.colorset/Contents.json").path
        #expect(
            diagnostics.contains {
                $0.location.file == accent && $0.location.keyPath == "colors[1]" && $0.message.contains("idiom ipad")
            })
        let bad = catalog.appendingPathComponent("Bad.colorset/Contents.json").path
        #expect(
            diagnostics.contains {
                $0.location.file == bad && $0.location.keyPath == "colors[0].color.color-space" && $0.message.contains("cmyk")
            })
        #expect(diagnostics.contains { $0.location.file == bad && $0.message.contains("no usable colour") })
        let tooBig = catalog.appendingPathComponent("TooBig.colorset/Contents.json").path
        #expect(
            diagnostics.contains {
                $0.location.file == tooBig && $0.location.keyPath == "colors[0].color.components.red"
                    && $0.message.contains("0-255")
            })
        #expect(diagnostics.contains { $0.location.file.hasSuffix("AppIcon.appiconset") && $0.message.contains("appiconset") })
        #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")
        // Located diagnostics print with their position.
        #expect(shadowed?.description.hasPrefix("\(primary):2:3: warning: ") == true, "\(shadowed?.description ?? "")")
    }

    @Test("a dotted name makes groups; a set named like another is reported")
    func namesAndDuplicates() throws {
        let folder = try ToolFixtures.temporaryFolder("xcassets-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let color =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000"}}}]}"#
        try Self.write(color, "A/color.text.primary.colorset", in: folder)
        try Self.write(color, "B/color.text.primary.colorset", in: folder)
        try Self.write(color, "C/{odd}.colorset", in: folder)
        let output = folder.appendingPathComponent("out")
        let diagnostics = try XCAssetsImporter().importThemes(from: [folder], to: output)
        let theme = try ThemeSpace(contentsOf: output).resolve()
        #expect(rendering(theme["color.text.primary"]) == "#112233FF")
        #expect(rendering(theme["_odd_"]) == "#112233FF")
        #expect(
            diagnostics.contains { $0.rule == "import-duplicate" && $0.location.file.contains("B/color.text.primary.colorset") })
        #expect(diagnostics.contains { $0.rule == "import-renamed" })
    }

    @Test("an input that does not exist throws; a malformed Contents.json is a located error")
    func unreadable() throws {
        let folder = try ToolFixtures.temporaryFolder("xcassets-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: XCAssetsImporter.InputError.self) {
            try XCAssetsImporter().importThemes(from: [folder.appendingPathComponent("missing.xcassets")], to: folder)
        }
        let set = folder.appendingPathComponent("Broken.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{\n  \"colors\": [ }".utf8).write(to: set.appendingPathComponent("Contents.json"))
        let diagnostics = try XCAssetsImporter().importThemes(from: [set], to: folder.appendingPathComponent("out"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location.line == 2, "\(diagnostics)")
    }
}
