import Foundation
import Livery

/// The `android` format (`livery export android`): the LiveryTools catalog's "Import and export formats" article
/// describes what it reads and writes.
package struct AndroidExporter: ThemeExporter {
    /// An exporter.
    package init() {}

    /// The format's name on the command line.
    package var format: String { "android" }
    /// One line for `--help`.
    package var summary: String { "Android colour resources: THEME/values/colors.xml and THEME/values-night/colors.xml" }

    /// Writes `space` to `output`; see the type's documentation for the layout.
    package func export(space: ThemeSpace, to output: URL) throws -> [Diagnostic] {
        let resolved = try ResolvedSpace(space)
        var diagnostics = resolved.diagnostics
        if let note = resolved.perThemeNote(format: "Android resources", keepsHighContrast: false, output: output) {
            diagnostics.append(note)
        }
        var skipped: [TokenType: [String]] = [:]
        var reported: Set<String> = []
        func report(_ severity: Diagnostic.Severity, _ message: String, path: String, location: SourceLocation) {
            guard reported.insert(message).inserted else { return }
            diagnostics.append(Diagnostic(severity, message, at: location, tokenPath: path, rule: "export-unsupported"))
        }
        // Resource names by path; collisions reported once.
        var names: [(path: String, name: String)] = []
        var owners: [String: String] = [:]
        for path in resolved.paths {
            let name = Self.resourceName(path)
            if let owner = owners[name] {
                report(
                    .warning, "\(path) and \(owner) both become the resource \(name); \(path) is not exported",
                    path: path, location: SourceLocation(file: output.path))
                continue
            }
            owners[name] = path
            names.append((path, name))
        }
        for theme in resolved.themes {
            guard let light = resolved.selection(theme: theme) else { continue }
            let dark = resolved.selection(theme: theme, dark: true)
            var day: [String] = []
            var night: [String] = []
            for (path, name) in names {
                let location = resolved.token(path, in: light)?.location ?? SourceLocation(file: output.path)
                guard let value = resolved.value(path, in: light) else { continue }
                guard case .color(let color) = value else {
                    if !(skipped[value.type]?.contains(path) ?? false) { skipped[value.type, default: []].append(path) }
                    continue
                }
                if let system = color.systemName {
                    report(
                        .warning, "\(path) is the system colour \(system), which Android has no resource for; not exported",
                        path: path, location: location)
                    continue
                }
                day.append(Self.line(name, color, path: path, report: { report(.note, $0, path: path, location: location) }))
                guard let dark, let darkValue = resolved.value(path, in: dark), darkValue != value else { continue }
                guard case .color(let darkColor) = darkValue, darkColor.systemName == nil else {
                    report(
                        .warning, "\(path) is not a plain colour in the dark appearance of \(theme); values-night leaves it out",
                        path: path, location: location)
                    continue
                }
                night.append(
                    Self.line(name, darkColor, path: path, report: { report(.note, $0, path: path, location: location) }))
            }
            let folder = output.appendingPathComponent(ExportText.fileName(theme))
            try ExportText.write(
                Self.document(day, theme: theme, appearance: "light"),
                to: folder.appendingPathComponent("values/colors.xml"))
            if !night.isEmpty {
                try ExportText.write(
                    Self.document(night, theme: theme, appearance: "dark"),
                    to: folder.appendingPathComponent("values-night/colors.xml"))
            }
        }
        diagnostics += ExportText.skippedNotes(skipped, reason: "Android colour resources hold colours only", output: output)
        return diagnostics
    }

    /// `color_text_primary` for `color.text.primary`.
    static func resourceName(_ path: String) -> String {
        var words: [String] = []
        for part in path.split(separator: ".") where part != "$root" {
            var word = ""
            var previousLower = false
            for scalar in part.unicodeScalars {
                let isUpper = CharacterSet.uppercaseLetters.contains(scalar)
                if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                    if isUpper, previousLower { word += "_" }
                    word += String(scalar).lowercased()
                    previousLower = CharacterSet.lowercaseLetters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)
                } else {
                    word += "_"
                    previousLower = false
                }
            }
            words.append(word)
        }
        var name = words.joined(separator: "_")
        while name.contains("__") { name = name.replacingOccurrences(of: "__", with: "_") }
        name = String(name.drop(while: { $0 == "_" }))
        while name.hasSuffix("_") { name.removeLast() }
        if name.isEmpty { return "c_" }
        if let first = name.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { name = "c_" + name }
        return name
    }

    static func line(_ name: String, _ color: ThemeColor, path: String, report: (String) -> Void) -> String {
        let rgb = color.sRGBComponents
        if ![rgb.red, rgb.green, rgb.blue].allSatisfy({ $0 >= -1e-9 && $0 <= 1 + 1e-9 }) {
            report("\(path) is outside sRGB (\(color.colorSpace.rawValue)); #AARRGGBB clips it")
        }
        let c = color.rgba8
        let hex = [c.alpha, c.red, c.green, c.blue].map { String(format: "%02X", $0) }.joined()
        return "    <color name=\"\(name)\">#\(hex)</color>"
    }

    static func document(_ lines: [String], theme: String, appearance: String) -> String {
        let comment = "Generated by livery export android: theme \(theme), \(appearance) appearance. Do not edit."
            .replacingOccurrences(of: "--", with: "- -")
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<resources>\n"
            + lines.map { $0 + "\n" }.joined() + "</resources>\n"
    }
}
