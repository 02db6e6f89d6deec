import Foundation
import Livery

/// The `xcassets` format (`livery export xcassets`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct XCAssetsExporter: ThemeExporter {
    /// An exporter.
    package init() {}

    /// The format's name on the command line.
    package var format: String { "xcassets" }
    /// One line for `--help`.
    package var summary: String {
        "Xcode asset catalogs, one per theme: a colour set per colour token with dark and high-contrast variants"
    }

    /// The four appearance slots of an asset: (dark, high contrast).
    static let slots: [(dark: Bool, high: Bool)] = [(false, false), (true, false), (false, true), (true, true)]

    /// Writes `space` to `output`; see the type's documentation for the layout.
    package func export(space: ThemeSpace, to output: URL) throws -> [Diagnostic] {
        let resolved = try ResolvedSpace(space)
        var diagnostics = resolved.diagnostics
        if let note = resolved.perThemeNote(format: "an asset catalog", keepsHighContrast: true, output: output) {
            diagnostics.append(note)
        }
        var skipped: [TokenType: [String]] = [:]
        var converted: [String: String] = [:]
        for theme in resolved.themes {
            let catalog = output.appendingPathComponent(ExportText.fileName(theme) + ".xcassets")
            var writer = CatalogWriter(resolved: resolved, theme: theme, catalog: catalog)
            try writer.write()
            diagnostics += writer.diagnostics
            for (type, paths) in writer.skipped {
                for path in paths where !(skipped[type]?.contains(path) ?? false) { skipped[type, default: []].append(path) }
            }
            converted.merge(writer.converted) { old, _ in old }
        }
        if !converted.isEmpty {
            let sample = converted.keys.sorted().prefix(3).map { "\($0) (\(converted[$0] ?? ""))" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .note,
                    "\(converted.count) colour\(converted.count == 1 ? "" : "s") converted to sRGB, which asset catalogs can hold: \(sample)\(converted.count > 3 ? ", …" : "")",
                    at: SourceLocation(file: output.path), rule: "export-converted"))
        }
        diagnostics += ExportText.skippedNotes(skipped, reason: "asset catalogs hold colours and image files", output: output)
        return diagnostics
    }

    /// Writes one theme's catalog.
    struct CatalogWriter {
        let resolved: ResolvedSpace
        let theme: String
        let catalog: URL
        var diagnostics: [Diagnostic] = []
        var skipped: [TokenType: [String]] = [:]
        var converted: [String: String] = [:]
        var namespaces: Set<String> = []

        init(resolved: ResolvedSpace, theme: String, catalog: URL) {
            self.resolved = resolved
            self.theme = theme
            self.catalog = catalog
        }

        static let info: JSONValue = .object([("author", .string("xcode")), ("version", .number(1))])

        mutating func write() throws {
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
            try ExportText.write(
                XcodeJSON.serialize(.object([("info", Self.info)])), to: catalog.appendingPathComponent("Contents.json"))
            let selections = XCAssetsExporter.slots.map { resolved.selection(theme: theme, dark: $0.dark, highContrast: $0.high) }
            guard let baseSelection = selections[0] else { return }
            for path in resolved.paths {
                let values = selections.map { selection in selection.flatMap { resolved.value(path, in: $0) } }
                guard let base = values[0] else {
                    if values.contains(where: { $0 != nil }) {
                        diagnostics.append(
                            Diagnostic(
                                .warning,
                                "\(path) has no value in theme \(theme)'s light appearance, which an asset needs; not exported",
                                at: SourceLocation(file: catalog.path), tokenPath: path, rule: "export-unsupported"))
                    }
                    continue
                }
                let location = resolved.token(path, in: baseSelection)?.location ?? SourceLocation(file: catalog.path)
                switch base {
                case .color:
                    try writeColorSet(path, values: values, location: location)
                case .image(.file):
                    try writeImageSet(path, values: values, location: location)
                default:
                    skipped[base.type, default: []].append(path)
                }
            }
        }

        /// The folder of an asset at `path`, creating namespace folders for its groups.
        mutating func folder(for path: String, extension ext: String) throws -> URL {
            let parts = path.split(separator: ".", omittingEmptySubsequences: false).map { ExportText.fileName(String($0)) }
            var url = catalog
            for group in parts.dropLast() {
                url = url.appendingPathComponent(group)
                if namespaces.insert(url.path).inserted {
                    let contents = JSONValue.object([
                        ("info", Self.info), ("properties", .object([("provides-namespace", .bool(true))])),
                    ])
                    try ExportText.write(XcodeJSON.serialize(contents), to: url.appendingPathComponent("Contents.json"))
                }
            }
            return url.appendingPathComponent((parts.last ?? "_") + "." + ext)
        }

        /// Which slots to write: always the light one; dark when the appearance changes the value,
        /// high contrast (light and dark) when contrast does.
        static func slotsToWrite(_ values: [TokenValue?]) -> [Bool] {
            let differs: (Int, Int) -> Bool = { a, b in values[a] != nil && values[b] != nil && values[a] != values[b] }
            let dark = values[1] != nil && (differs(0, 1) || differs(2, 3))
            let high = values[2] != nil && (differs(0, 2) || differs(1, 3))
            return [true, dark, high, dark && high && values[3] != nil]
        }

        static func appearances(_ slot: Int) -> [(String, JSONValue)] {
            var items: [JSONValue] = []
            if XCAssetsExporter.slots[slot].dark {
                items.append(.object([("appearance", .string("luminosity")), ("value", .string("dark"))]))
            }
            if XCAssetsExporter.slots[slot].high {
                items.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
            }
            return items.isEmpty ? [] : [("appearances", .array(items))]
        }

        /// Notes that `path`, `kind` in the light appearance, is something else in `slot`: that
        /// variant is left out.
        mutating func notExported(_ path: String, as kind: String, slot: Int, at location: SourceLocation) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(path) is \(kind) in the light appearance but not in \(Self.slotName(slot)) of theme \(theme); that variant is not exported",
                    at: location, tokenPath: path, rule: "export-unsupported"))
        }

        mutating func writeColorSet(_ path: String, values: [TokenValue?], location: SourceLocation) throws {
            var entries: [JSONValue] = []
            for (slot, write) in Self.slotsToWrite(values).enumerated() where write {
                guard case .color(let color)? = values[slot] else {
                    notExported(path, as: "a colour", slot: slot, at: location)
                    continue
                }
                entries.append(
                    .object(
                        Self.appearances(slot) + [
                            ("color", colorJSON(color, path: path, location: location)), ("idiom", .string("universal")),
                        ]))
            }
            let url = try folder(for: path, extension: "colorset")
            let contents = JSONValue.object([("colors", .array(entries)), ("info", Self.info)])
            try ExportText.write(XcodeJSON.serialize(contents), to: url.appendingPathComponent("Contents.json"))
        }

        static func slotName(_ slot: Int) -> String {
            ["the light appearance", "the dark appearance", "high contrast", "dark high contrast"][slot]
        }

        mutating func colorJSON(_ color: ThemeColor, path: String, location: SourceLocation) -> JSONValue {
            if let name = color.systemName { return .object([("reference", .string(name))]) }
            if color.isRandom {
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(path) is a random colour; the catalog gets the one this export picked", at: location,
                        tokenPath: path, rule: "export-unsupported"))
            }
            let spaceName: String
            var components = color.components
            let inUnitRange = components.allSatisfy { (0...1).contains($0) }
            switch color.colorSpace {
            case .sRGB:
                spaceName = inUnitRange ? "srgb" : "extended-srgb"
            case .displayP3 where inUnitRange:
                spaceName = "display-p3"
            case .sRGBLinear:
                spaceName = "extended-linear-srgb"
            default:
                let rgb = color.sRGBComponents
                components = [rgb.red, rgb.green, rgb.blue]
                spaceName = components.allSatisfy { (0...1).contains($0) } ? "srgb" : "extended-srgb"
                converted[path] = color.colorSpace.rawValue
            }
            let alpha = min(max(color.alpha, 0), 1)
            return .object([
                ("color-space", .string(spaceName)),
                (
                    "components",
                    .object([
                        ("alpha", .string(XcodeJSON.component(alpha))),
                        ("blue", .string(XcodeJSON.component(components[2]))),
                        ("green", .string(XcodeJSON.component(components[1]))),
                        ("red", .string(XcodeJSON.component(components[0]))),
                    ])
                ),
            ])
        }

        mutating func writeImageSet(_ path: String, values: [TokenValue?], location: SourceLocation) throws {
            let url = try folder(for: path, extension: "imageset")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            var entries: [JSONValue] = []
            var used: Set<String> = []
            for (slot, write) in Self.slotsToWrite(values).enumerated() where write {
                guard case .image(.file(let file))? = values[slot] else {
                    notExported(path, as: "an image file", slot: slot, at: location)
                    continue
                }
                let source = URL(fileURLWithPath: file)
                guard FileManager.default.fileExists(atPath: source.path) else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "\(path): image file \(file) does not exist; not exported", at: location, tokenPath: path,
                            rule: "export-unsupported"))
                    continue
                }
                var name = ExportText.fileName(source.lastPathComponent)
                if !used.insert(name).inserted {
                    name = ["", "dark-", "high-contrast-", "dark-high-contrast-"][slot] + name
                    used.insert(name)
                }
                let target = url.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
                try FileManager.default.copyItem(at: source, to: target)
                entries.append(.object(Self.appearances(slot) + [("filename", .string(name)), ("idiom", .string("universal"))]))
            }
            let contents = JSONValue.object([("images", .array(entries)), ("info", Self.info)])
            try ExportText.write(XcodeJSON.serialize(contents), to: url.appendingPathComponent("Contents.json"))
        }
    }
}

/// JSON as Xcode writes asset catalogs: two-space indent, `"key" : value`, keys sorted.
enum XcodeJSON {
    static func serialize(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, to: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n" + String(repeating: "  ", count: indent) + "}"
                return
            }
            out += "{\n"
            for (i, (key, member)) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                out += pad + JSONValue.string(key).serialized(pretty: false) + " : "
                write(member, indent: indent + 1, to: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[\n\n" + String(repeating: "  ", count: indent) + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, to: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .number(let n):
            out += ExportText.number(n)
        default:
            out += value.serialized(pretty: false)
        }
    }

    /// A colour component as a float string with at least 3 decimals (`"1.000"`, `"0.1176"`): a
    /// string without a point would read as an 8-bit integer.
    static func component(_ x: Double) -> String {
        var text = ExportText.number(x)
        if !text.contains(".") { text += "." }
        let decimals = text.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
        if decimals < 3 { text += String(repeating: "0", count: 3 - decimals) }
        return text
    }
}
