import Foundation
import Testing
@testable import Livery

/// The peers' real files: every value they contain parses with the type their library gives it.
@Suite("Peer libraries' files")
struct PeerFixtureTests {
    /// The type a SwiftTheme key implies (SwiftTheme infers from how the app uses it).
    static func swiftThemeType(_ path: String) -> TokenType {
        if path.hasSuffix("Font") { return .font }
        if path.hasSuffix("Image") { return .image }
        if path == "UIStatusBarStyle" { return .string }
        return .color
    }

    @Test(
        "SwiftTheme themes",
        arguments: ["peers/SwiftTheme/Night.json", "peers/SwiftTheme/Night.plist", "peers/SwiftTheme/Red.plist"])
    func swiftTheme(file: String) throws {
        let document = try TokenDocument(contentsOf: Fixtures.shared(file))
        #expect(document.tokens.count >= 8)
        for token in document.tokens {
            let type = Self.swiftThemeType(token.path)
            let value = try ValueParserPipeline.standard.parse(token.value, as: type)
            #expect(value.type == type, "\(token.path)")
        }
        if file.hasSuffix("Night.json") {
            let font = try ValueParserPipeline.standard.parse(
                try #require(document.tokens.first { $0.path == "Global.textFont" }).value, as: .font)
            #expect(font == .font(ThemeFont(name: "PingFangSC-Regular", size: 30)))
            let color = try ValueParserPipeline.standard.parse(
                try #require(document.tokens.first { $0.path == "ChangeThemeCell.buttonTitleColorHighlighted" }).value, as: .color
            )
            #expect(color.hex == "#AAAAAAFF")
        }
    }

    @Test("DKNightVersion colour table cells")
    func dkNightVersion() throws {
        let text = try String(contentsOf: Fixtures.shared("peers/DKNightVersion/DKColorTable.txt"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }.filter {
            !$0.isEmpty
        }
        #expect(rows.first == ["NORMAL", "NIGHT", "RED"])
        var count = 0
        for row in rows.dropFirst() {
            for cell in row.dropLast() {
                #expect(try ValueParserPipeline.standard.parse(cell, as: nil).type == .color)
                count += 1
            }
        }
        #expect(count == 18)
        #expect(try ValueParserPipeline.standard.parse("#0000ff", as: .color).hex == "#0000FFFF")
    }

    @Test("CJSkin skins: 0x colours, URL images, {Name, Size} fonts")
    func cjSkin() throws {
        let document = try TokenDocument(contentsOf: Fixtures.shared("peers/CJSkin/CJSkin.plist"))
        let colorTokens = document.tokens.filter { $0.path.contains(".Color.") }
        #expect(colorTokens.count >= 10)
        for token in colorTokens {
            #expect(try ValueParserPipeline.standard.parse(token.value, as: nil).type == .color, "\(token.path)")
        }
        #expect(
            try ValueParserPipeline.standard.parse(
                try #require(document.tokens.first { $0.path == "default.Color.导航背景色" }).value, as: nil
            ).hex == "#996666FF")
        for token in document.tokens where token.path.contains(".Image.") {
            let value = try ValueParserPipeline.standard.parse(token.value, as: .image)
            guard case .image(.url) = value else {
                Issue.record("\(token.path) is not a URL image: \(value)")
                continue
            }
        }
        // Fonts are {Name, Size} dictionaries, which the lenient reader sees as groups: parse the group.
        let (root, _) = try PropertyListReader.read(
            Data(contentsOf: Fixtures.shared("peers/CJSkin/CJSkin.plist")), file: "CJSkin.plist")
        let systemFont = try #require(root["default"]?["Font"]?["文字一"])
        #expect(try ValueParserPipeline.standard.parse(systemFont, as: .font) == .font(ThemeFont(size: 20)))
        let marker = try #require(root["skin1"]?["Font"]?["详情"])
        #expect(try ValueParserPipeline.standard.parse(marker, as: .font) == .font(ThemeFont(name: "Marker Felt", size: 15)))
    }

    @Test("Chameleon legacy theme: bare hex colours and type-coded images")
    func chameleon() throws {
        let (root, _) = try JSONReader.read(
            Data(contentsOf: Fixtures.shared("peers/Chameleon/legacy-ThemeTest-lightblue.json")), file: "lightblue.json")
        let colors = try #require(root["colors"]?.members)
        for member in colors {
            #expect(try ValueParserPipeline.standard.parse(member.value, as: .color).type == .color, "\(member.key)")
        }
        #expect(
            try ValueParserPipeline.standard.parse(try #require(root["colors"]?["color.text.hightlighted"]), as: .color).hex
                == "#F17775FF")
        let images = try #require(root["images"]?.members)
        var kinds: [String] = []
        for member in images {
            guard case .image(let source) = try ValueParserPipeline.standard.parse(member.value, as: .image) else { continue }
            switch source {
            case .asset: kinds.append("asset")
            case .color: kinds.append("color")
            case .url: kinds.append("url")
            default: kinds.append("other")
            }
        }
        #expect(kinds == ["asset", "color", "color", "asset", "asset", "url"])
    }
}
