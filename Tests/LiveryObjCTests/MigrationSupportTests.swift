import Foundation
import Livery
import Testing

@testable import LiveryObjC

/// What the Objective-C calls for JHTheme, CJSkin and DKNightVersion users run, on Linux.
@Suite("Objective-C migration support")
struct MigrationSupportTests {
    static func space(_ documents: [String: String]) throws -> ThemeSpace {
        let names = documents.keys.sorted()
        var layers: [ThemeSpace.Layer] = []
        for name in names {
            let document = try TokenDocument(
                data: Data((documents[name] ?? "{}").utf8), url: URL(fileURLWithPath: "/themes/\(name).json"))
            layers.append(
                name == "base"
                    ? ThemeSpace.Layer(name: "base", documents: [document])
                    : ThemeSpace.Layer(name: "theme=\(name)", condition: ["theme": name], documents: [document]))
        }
        let themes = names.filter { $0 != "base" }
        return ThemeSpace(modifiers: [ThemeSpace.Modifier(name: "theme", contexts: themes)], layers: layers)
    }

    @Test("a block parser: nil hands the value to the next parser, a hand-off is parsed again, a failure says where")
    func blockParser() throws {
        let parser = BlockValueParser(identifier: "pa", priority: .high) { raw, type in
            guard raw.hasPrefix("pa(") else { return nil }
            if raw == "pa(bad)" { return .failure("expected pa(a number)") }
            return type == "color" ? .handOff("#1E6FD9") : .value(.number(1))
        }
        var space = try Self.space([
            "base":
                ##"{"a": {"$type": "color", "$value": "pa(1)"}, "b": {"$type": "color", "$value": "#FFF"}, "n": {"$type": "number", "$value": "pa(2)"}}"##,
            "day": "{}",
        ])
        space.parsers.register(parser)
        let theme = try space.resolve()
        #expect(theme.color("a")?.hexString == "#1E6FD9FF")
        #expect(theme.color("b")?.hexString == "#FFFFFFFF")
        #expect(theme.number("n") == 1)
        var bad = try Self.space(["base": "{\n  \"c\": {\"$type\": \"color\", \"$value\": \"pa(bad)\"}\n}", "day": "{}"])
        bad.parsers.register(parser)
        #expect {
            _ = try bad.resolve()
        } throws: { error in
            guard let first = (error as? ThemeSpace.Error)?.diagnostics.first else { return false }
            return first.message.contains("pa: expected pa(a number)") && first.location.line == 2
        }
    }

    @Test("defines of the current selection, the theme's over the base's; read as a colour through the parsers")
    func defines() throws {
        let space = try Self.space([
            "base": ##"{"$defines": {"mainColor": "c(#1E6FD9)", "size": 15}, "x": "#FFF"}"##,
            "night": ##"{"$defines": {"mainColor": "d(other)", "other": "c(#0A84FF)"}}"##,
            "day": "{}",
        ])
        #expect(space.define("mainColor", in: Selection(theme: "day"))?.string == "c(#1E6FD9)")
        #expect(space.define("mainColor", in: Selection(theme: "night"))?.string == "d(other)")
        #expect(space.colorDefine("mainColor", in: Selection(theme: "night"))?.hexString == "#0A84FFFF")
        #expect(space.colorDefine("size", in: Selection(theme: "day")) == nil)
        #expect(space.define("missing", in: Selection(theme: "day")) == nil)
    }

    @Test(
        "inline colours follow the theme modifier's order; past the end or unknown, the first",
        arguments: [
            ("normal", 0), ("night", 1), ("red", 2), ("blue", 0), ("green", 0),
        ])
    func inlineColors(theme: String, expected: Int) {
        #expect(inlineColorIndex(count: 3, theme: theme, themes: ["normal", "night", "red", "blue"]) == expected)
        #expect(inlineColorIndex(count: 3, theme: nil, themes: ["normal"]) == 0)
    }
}
