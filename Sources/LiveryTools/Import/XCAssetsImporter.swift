import Foundation
import Livery

/// The `xcassets` format (`livery import xcassets`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct XCAssetsImporter: ThemeImporter {
    /// An importer.
    package init() {}

    /// The format's name on the command line.
    package var format: String { "xcassets" }
    /// One line for `--help`.
    package var summary: String {
        "Apple asset catalogs (.xcassets, .colorset, .imageset): colours with dark and high-contrast variants, image names"
    }

    /// The error thrown when an input cannot be read at all.
    package struct InputError: Error, CustomStringConvertible {
        /// What went wrong, with the input's path.
        package var diagnostics: [Diagnostic]
        /// The diagnostics, one per line.
        package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    }

    /// Reads the catalogs and sets in `inputs` and writes the theme space into `output`.
    package func importThemes(from inputs: [URL], to output: URL) throws -> [Diagnostic] {
        var reader = CatalogReader()
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                throw InputError(diagnostics: [
                    Diagnostic(.error, "no such file or folder", at: SourceLocation(file: input.path), rule: "unreadable")
                ])
            }
            var folder = input
            if !isDirectory.boolValue {
                guard input.lastPathComponent == "Contents.json" else {
                    throw InputError(diagnostics: [
                        Diagnostic(
                            .error,
                            "expected an asset catalog folder (.xcassets), a .colorset or .imageset folder, or its Contents.json",
                            at: SourceLocation(file: input.path), rule: "unreadable")
                    ])
                }
                folder = input.deletingLastPathComponent()
            }
            try reader.readEntry(folder, namespace: [], isInput: true)
        }
        var documents: [(name: String, document: JSONValue)] = []
        for (index, name) in ["base.json", "dark.json", "high-contrast.json", "dark.high-contrast.json"].enumerated() {
            let tree = reader.trees[index]
            guard index == 0 || !tree.isEmpty else { continue }
            documents.append((name, tree.json))
        }
        try ThemeFolderWriter.write(documents, to: output)
        return reader.diagnostics
    }
}

/// Walks catalogs and sets, filling one token tree per appearance slot.
struct CatalogReader {
    /// base, dark, high contrast, dark high contrast.
    let trees = [TokenTree(), TokenTree(), TokenTree(), TokenTree()]
    var diagnostics: [Diagnostic] = []
    /// Token paths already written, with the set that wrote each.
    var written: [String: String] = [:]

    static let otherAssetTypes = [
        "appiconset", "dataset", "symbolset", "launchimage", "stickerpack", "stickersequence", "sticker",
        "textureset", "cubetextureset", "spriteatlas", "brandassets", "imagestack", "imagestacklayer",
        "arimageset", "arresourcegroup", "complicationset", "iconset", "gcdashboardimage", "gcleaderboard",
        "gcleaderboardset", "mipmapset", "solidimagestack", "solidimagestacklayer", "appicon", "colorset",
        "imageset",
    ]

    mutating func readEntry(_ url: URL, namespace: [String], isInput: Bool = false) throws {
        let ext = url.pathExtension.lowercased()
        switch ext {
        case "colorset":
            readColorSet(url, namespace: namespace)
        case "imageset":
            readImageSet(url, namespace: namespace)
        case _ where Self.otherAssetTypes.contains(ext) || (ext.hasSuffix("set") && ext != "xcassets"):
            diagnostics.append(
                Diagnostic(
                    .warning, "\(url.lastPathComponent): .\(ext) assets have no Livery token type; not imported",
                    at: SourceLocation(file: url.path), rule: "import-unsupported"))
        default:
            try readFolder(url, namespace: namespace, isInput: isInput)
        }
    }

    /// A catalog or a folder inside one: its `provides-namespace` property adds a group.
    mutating func readFolder(_ url: URL, namespace: [String], isInput: Bool) throws {
        var inner = namespace
        if !isInput, url.pathExtension.lowercased() != "xcassets" {
            let contents = url.appendingPathComponent("Contents.json")
            if FileManager.default.fileExists(atPath: contents.path), let root = read(contents),
                case .bool(true)? = root["properties"]?["provides-namespace"]?.value
            {
                inner += names(url.lastPathComponent, file: contents.path)
            }
        }
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            ).sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            if isInput {
                throw XCAssetsImporter.InputError(diagnostics: [
                    Diagnostic(
                        .error, "cannot read folder: \(error.localizedDescription)", at: SourceLocation(file: url.path),
                        rule: "unreadable")
                ])
            }
            diagnostics.append(
                Diagnostic(
                    .warning, "cannot read folder: \(error.localizedDescription); not imported",
                    at: SourceLocation(file: url.path), rule: "unreadable"))
            return
        }
        for entry in entries {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            try readEntry(entry, namespace: inner)
        }
    }

    /// Reads a `Contents.json`; a problem becomes a diagnostic and nil.
    mutating func read(_ file: URL) -> SourceNode? {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .warning, "cannot read file: \(error.localizedDescription); not imported",
                    at: SourceLocation(file: file.path), rule: "unreadable"))
            return nil
        }
        do {
            let (node, found) = try JSONReader.read(data, file: file.path)
            diagnostics += found.filter { $0.severity >= .warning }
            return node
        } catch {
            diagnostics.append(
                Diagnostic(.error, error.message + "; not imported", at: error.location, rule: error.reason.rawValue))
            return nil
        }
    }

    /// Path segments for an asset or folder name: `.` separates groups; braces and a leading `$`
    /// (which DTCG names may not hold) are replaced with `_`, with a warning.
    mutating func names(_ name: String, file: String) -> [String] {
        var result: [String] = []
        for part in name.split(separator: ".", omittingEmptySubsequences: true) {
            var segment = String(part).replacingOccurrences(of: "{", with: "_").replacingOccurrences(of: "}", with: "_")
            if segment.hasPrefix("$"), segment != "$root" { segment = "_" + segment.dropFirst() }
            if segment != part {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "the name \"\(name)\" holds characters token names may not (braces, a leading $); imported as \(segment)",
                        at: SourceLocation(file: file), rule: "import-renamed"))
            }
            result.append(segment)
        }
        return result.isEmpty ? ["_"] : result
    }

    /// Records a token path for `set`; false (with a warning) when another set has it already.
    mutating func claim(_ path: String, by set: URL) -> Bool {
        if let other = written[path] {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(set.lastPathComponent) has the same asset name as \(other) (token \(path)); only the first is imported",
                    at: SourceLocation(file: set.appendingPathComponent("Contents.json").path), tokenPath: path,
                    rule: "import-duplicate"))
            return false
        }
        written[path] = set.path
        return true
    }

    mutating func readImageSet(_ url: URL, namespace: [String]) {
        let contents = url.appendingPathComponent("Contents.json")
        let segments = namespace + names(url.deletingPathExtension().lastPathComponent, file: contents.path)
        let path = segments.joined(separator: ".")
        guard claim(path, by: url) else { return }
        // The asset's name in code: namespaces joined with `/`.
        var assetName = namespace.joined(separator: "/")
        assetName += (assetName.isEmpty ? "" : "/") + url.deletingPathExtension().lastPathComponent
        trees[0].insert(path, [("$type", .string("image")), ("$value", .object([("name", .string(assetName))]))])
    }

    /// One colour entry of a set, with what selects it.
    struct Candidate {
        var slot: Int
        var color: ThemeColor
        var explicitLight: Bool
        var qualifiers: [String]
        var location: SourceLocation
    }

    mutating func readColorSet(_ url: URL, namespace: [String]) {
        let file = url.appendingPathComponent("Contents.json")
        let segments = namespace + names(url.deletingPathExtension().lastPathComponent, file: file.path)
        let path = segments.joined(separator: ".")
        guard FileManager.default.fileExists(atPath: file.path) else {
            diagnostics.append(
                Diagnostic(
                    .warning, "\(url.lastPathComponent) has no Contents.json; not imported",
                    at: SourceLocation(file: url.path), tokenPath: path, rule: "unreadable"))
            return
        }
        guard let root = read(file) else { return }
        guard let colors = root["colors"], case .array(let entries) = colors.value else {
            diagnostics.append(
                Diagnostic(
                    .warning, "expected \"colors\" to be an array of colour entries; not imported",
                    at: located(root.location, keyPath: "colors"), tokenPath: path, rule: "import-invalid"))
            return
        }
        var candidates: [Candidate] = []
        for (i, entry) in entries.enumerated() {
            let keyPath = "colors[\(i)]"
            guard let members = entry.members else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "expected a colour entry object; skipped", at: located(entry.location, keyPath: keyPath),
                        tokenPath: path, rule: "import-invalid"))
                continue
            }
            var qualifiers: [String] = []
            let idiom = entry["idiom"]?.string ?? "universal"
            if idiom != "universal" { qualifiers.append("idiom \(idiom)") }
            for member in members where !["idiom", "color", "appearances"].contains(member.key) {
                qualifiers.append(member.value.string.map { "\(member.key) \($0)" } ?? member.key)
            }
            var dark = false, high = false, light = false, usable = true
            if let appearances = entry["appearances"] {
                guard case .array(let items) = appearances.value else {
                    warn(
                        "expected \"appearances\" to be an array; entry skipped", appearances.location, "\(keyPath).appearances",
                        path)
                    continue
                }
                for (j, item) in items.enumerated() {
                    let kind = item["appearance"]?.string, value = item["value"]?.string
                    switch (kind, value) {
                    case ("luminosity", "dark"): dark = true
                    case ("luminosity", "light"): light = true
                    case ("luminosity", "any"): break
                    case ("contrast", "high"): high = true
                    default:
                        warn(
                            "appearance \(kind ?? "?")=\(value ?? "?") has no Livery modifier (luminosity light/dark and contrast high do); entry skipped",
                            item.location, "\(keyPath).appearances[\(j)]", path)
                        usable = false
                    }
                }
            }
            guard usable else { continue }
            guard let colorNode = entry["color"] else {
                warn("expected a \"color\" in the colour entry; entry skipped", entry.location, keyPath, path)
                continue
            }
            guard let color = parseColor(colorNode, keyPath: "\(keyPath).color", path: path) else { continue }
            candidates.append(
                Candidate(
                    slot: (dark ? 1 : 0) + (high ? 2 : 0), color: color, explicitLight: light, qualifiers: qualifiers,
                    location: located(entry.location, keyPath: keyPath)))
        }
        guard !candidates.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .warning, "\(url.lastPathComponent) has no usable colour; not imported",
                    at: located(colors.location, keyPath: "colors"), tokenPath: path, rule: "import-invalid"))
            return
        }
        guard claim(path, by: url) else { return }
        let slotNames = ["Any/Light", "Dark", "High Contrast", "Dark High Contrast"]
        for slot in 0..<4 {
            let here = candidates.filter { $0.slot == slot }
            guard !here.isEmpty else {
                if slot == 0 {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "\(url.lastPathComponent) has no Any or Light colour; the light appearance gets no value",
                            at: SourceLocation(file: file.path, keyPath: "colors"), tokenPath: path, rule: "import-unsupported"))
                }
                continue
            }
            // Universal before qualified, Light before Any.
            let ranked = here.enumerated().sorted { a, b in
                let ka = (a.element.qualifiers.isEmpty ? 0 : 2) + (a.element.explicitLight ? 0 : 1)
                let kb = (b.element.qualifiers.isEmpty ? 0 : 2) + (b.element.explicitLight ? 0 : 1)
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
            let chosen = ranked[0]
            for other in ranked.dropFirst() {
                let what =
                    other.qualifiers.isEmpty
                    ? "the Any entry is shadowed by the Light one (Livery's light appearance)"
                    : "the \(other.qualifiers.joined(separator: ", ")) entry has no place in a theme space"
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(slotNames[slot]): \(what); not imported", at: other.location,
                        tokenPath: path, rule: "import-unsupported"))
            }
            if !chosen.qualifiers.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(slotNames[slot]): no universal entry; imported the \(chosen.qualifiers.joined(separator: ", ")) one",
                        at: chosen.location, tokenPath: path, rule: "import-unsupported"))
            }
            trees[slot].insert(path, [("$type", .string("color")), ("$value", DTCGValue.color(chosen.color, includeHex: false))])
        }
    }

    func located(_ location: SourceLocation, keyPath: String) -> SourceLocation {
        var result = location
        result.keyPath = keyPath
        return result
    }

    mutating func warn(_ message: String, _ location: SourceLocation, _ keyPath: String, _ path: String) {
        diagnostics.append(
            Diagnostic(.warning, message, at: located(location, keyPath: keyPath), tokenPath: path, rule: "import-invalid"))
    }

    /// A colour entry's `color`: a system reference or a colour space with components.
    mutating func parseColor(_ node: SourceNode, keyPath: String, path: String) -> ThemeColor? {
        if let reference = node["reference"] {
            guard let name = reference.string, !name.isEmpty else {
                warn(
                    "expected \"reference\" to name a system colour; entry skipped", reference.location, "\(keyPath).reference",
                    path)
                return nil
            }
            return ThemeColor.system(name)
        }
        let spaceName = node["color-space"]?.string ?? "srgb"
        guard let components = node["components"], components.members != nil else {
            warn(
                "expected \"components\" (red, green, blue, alpha) or a system colour \"reference\"; entry skipped",
                node.location, keyPath, path)
            return nil
        }
        func value(_ key: String, default fallback: Double? = nil) -> Double? {
            guard let part = components[key] else {
                if fallback == nil {
                    warn("expected a \"\(key)\" component; entry skipped", components.location, "\(keyPath).components", path)
                }
                return fallback
            }
            return component(part, keyPath: "\(keyPath).components.\(key)", path: path)
        }
        let space: ThemeColor.ColorSpace
        let gray: Bool
        switch spaceName {
        case "srgb", "extended-srgb": (space, gray) = (.sRGB, false)
        case "display-p3": (space, gray) = (.displayP3, false)
        case "extended-linear-srgb": (space, gray) = (.sRGBLinear, false)
        case "gray-gamma-22", "extended-gray": (space, gray) = (.sRGB, true)
        case "extended-linear-gray": (space, gray) = (.sRGBLinear, true)
        default:
            warn(
                "unknown color-space \"\(spaceName)\"; expected srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray or extended-linear-gray; entry skipped",
                node["color-space"]?.location ?? node.location, "\(keyPath).color-space", path)
            return nil
        }
        guard let alpha = value("alpha", default: 1) else { return nil }
        if gray {
            guard let white = value("white") else { return nil }
            return ThemeColor(colorSpace: space, components: [white, white, white], alpha: alpha)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return ThemeColor(colorSpace: space, components: [red, green, blue], alpha: alpha)
    }

    /// `"0.929"` (a float), `"0xFB"` (a hexadecimal byte) or `"173"` (an 8-bit integer), as 0…1.
    mutating func component(_ node: SourceNode, keyPath: String, path: String) -> Double? {
        switch node.value {
        case .number(let n, let isInteger) where n.isFinite:
            if isInteger {
                guard (0...255).contains(n) else {
                    warn(
                        "an integer component is an 8-bit value (0-255), got \(ExportText.number(n)); entry skipped",
                        node.location, keyPath, path)
                    return nil
                }
                return n / 255
            }
            return n
        case .string(let raw):
            let text = raw.trimmingCharacters(in: .whitespaces)
            let lower = text.lowercased()
            if lower.hasPrefix("0x") {
                guard let byte = UInt8(lower.dropFirst(2), radix: 16) else {
                    warn(
                        "expected a hexadecimal byte such as \"0xFB\", got \"\(raw)\"; entry skipped", node.location, keyPath,
                        path)
                    return nil
                }
                return Double(byte) / 255
            }
            if !text.contains("."), !lower.contains("e"), let integer = Int(text) {
                guard (0...255).contains(integer) else {
                    warn(
                        "an integer component is an 8-bit value (0-255), got \"\(raw)\"; entry skipped", node.location, keyPath,
                        path)
                    return nil
                }
                return Double(integer) / 255
            }
            guard let number = Double(text), number.isFinite else {
                warn(
                    "expected a component such as \"0.929\", \"0xFB\" or \"173\", got \"\(raw)\"; entry skipped", node.location,
                    keyPath, path)
                return nil
            }
            return number
        default:
            warn("expected a component such as \"0.929\", \"0xFB\" or \"173\"; entry skipped", node.location, keyPath, path)
            return nil
        }
    }
}
