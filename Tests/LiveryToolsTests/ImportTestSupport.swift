import Foundation
import Testing
@testable import Livery
@testable import LiveryTools

/// What an importer wrote, read back as a theme space.
struct ImportedSpace {
    let folder: URL
    let space: ThemeSpace
    let diagnostics: [Diagnostic]

    /// Imports `inputs` with the importer for `format` into a fresh folder and reads it back.
    init(_ format: String, _ inputs: [URL]) throws {
        let importer = try #require(Importers.importer(named: format), "no importer named \(format)")
        folder = try ToolFixtures.temporaryFolder("import-\(format)")
        diagnostics = try importer.importThemes(from: inputs, to: folder)
        space = try ThemeSpace(contentsOf: folder)
    }

    /// Removes the output folder.
    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The modifier's contexts and default.
    func contexts(_ modifier: String = "theme") -> (contexts: [String], default: String?) {
        let found = space.modifier(named: modifier)
        return (found?.contexts ?? [], found?.defaultContext)
    }

    /// The resolved table of a selection (the theme modifier's context, or any inputs).
    func resolve(_ contexts: [String: String]) throws -> ResolvedTheme {
        try space.resolve(space.selection(contexts))
    }

    /// Every selection of the space resolves without errors.
    func expectEverySelectionResolves(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for selection in space.allSelections {
            do {
                _ = try space.resolve(selection)
            } catch {
                Issue.record("\(selection): \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The diagnostics with `rule`.
    func diagnostics(_ rule: String) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

    /// The text of a written file.
    func file(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

/// A value a source file states, and what Livery must resolve it to.
struct ExpectedToken: Sendable, CustomTestStringConvertible {
    /// The selection (`theme` → context, or any modifiers).
    var selection: [String: String]
    var path: String
    var type: TokenType
    /// The value in `livery resolve`'s JSON contract.
    var value: JSONValue

    var testDescription: String {
        "\(selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")) \(path)"
    }

    static func color(_ theme: String, _ path: String, _ hex: String) -> ExpectedToken {
        ExpectedToken(selection: ["theme": theme], path: path, type: .color, value: .string(hex))
    }

    static func asset(_ theme: String, _ path: String, _ name: String) -> ExpectedToken {
        image(theme, path, "asset", name)
    }

    static func image(_ theme: String, _ path: String, _ kind: String, _ value: String) -> ExpectedToken {
        ExpectedToken(
            selection: ["theme": theme], path: path, type: .image,
            value: .object([("kind", .string(kind)), ("value", .string(value))]))
    }

    static func font(_ theme: String, _ path: String, _ family: String?, _ size: Double) -> ExpectedToken {
        ExpectedToken(
            selection: ["theme": theme], path: path, type: .font,
            value: .object([("family", family.map { .string($0) } ?? .null), ("size", .number(size)), ("weight", .null)]))
    }

    static func string(_ theme: String, _ path: String, _ text: String) -> ExpectedToken {
        ExpectedToken(selection: ["theme": theme], path: path, type: .string, value: .string(text))
    }

    /// Checks the token in `space`.
    func check(in space: ImportedSpace, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let theme = try space.resolve(selection)
        let token = try #require(theme.token(path), "\(path) missing from \(selection)", sourceLocation: sourceLocation)
        #expect(token.type == type, "\(path)", sourceLocation: sourceLocation)
        #expect(
            token.value.json() == value, "\(path): \(token.value.json().serialized(pretty: false))",
            sourceLocation: sourceLocation)
    }
}

/// The peer fixtures, as they are.
enum Peers {
    static let swiftTheme = ToolFixtures.shared("peers/SwiftTheme")
    static let dkNightVersion = ToolFixtures.shared("peers/DKNightVersion/DKColorTable.txt")
    static let cjSkin = ToolFixtures.shared("peers/CJSkin/CJSkin.plist")
    static let chameleonLegacy = ToolFixtures.shared("peers/Chameleon/legacy-ThemeTest-lightblue.json")
}

/// Leaves of a property list or JSON object as (dotted path, value), in no particular order.
func leaves(of object: Any, prefix: String = "") -> [(String, Any)] {
    guard let dictionary = object as? [String: Any] else { return [(prefix, object)] }
    return dictionary.flatMap { key, value in leaves(of: value, prefix: prefix.isEmpty ? key : prefix + "." + key) }
}

/// A property list or JSON file read with Foundation (independently of Livery's readers).
func foundationObject(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    let object: Any =
        url.pathExtension == "plist"
        ? try PropertyListSerialization.propertyList(from: data, format: nil)
        : try JSONSerialization.jsonObject(with: data)
    return try #require(object as? [String: Any])
}

/// `#RGB`, `#RRGGBB` or `0xRRGGBB` as `livery resolve` prints it: `#RRGGBBAA`, upper case.
func rendered(_ hex: String) -> String {
    var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : String(hex.dropFirst(2))
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    return "#" + digits.uppercased() + "FF"
}
