import Foundation
import Livery

/// Writes a theme space in another tool's format: an asset catalog, CSS, DTCG tokens, Android resources.
///
/// Exporters read resolved values (every selection of the space), so aliases, macros and the
/// merge order are already applied; what the target format cannot hold is reported, never
/// dropped silently.
public protocol ThemeExporter: Sendable {
    /// The name `livery export` takes (`xcassets`, `css`, `dtcg`, `android`).
    var format: String { get }
    /// One line for `livery export --help`.
    var summary: String { get }
    /// Writes `space` to `output` (a folder, created if needed; the CSS exporter also takes a
    /// `.css` file). Returns what could not be represented, each with its token path.
    ///
    /// - Throws: ``/Livery/ThemeSpace/Error`` when a selection of the space does not resolve (nothing is
    ///   written then), or the file system's error when the output cannot be written.
    func export(space: ThemeSpace, to output: URL) throws -> [Diagnostic]
}

/// The exporters `livery export` offers.
public enum Exporters {
    /// Every exporter, by format name.
    public static var all: [any ThemeExporter] {
        [XCAssetsExporter(), CSSExporter(), DTCGExporter(), AndroidExporter()]
    }

    /// The exporter for `format`.
    public static func exporter(named format: String) -> (any ThemeExporter)? {
        all.first { $0.format == format.lowercased() }
    }
}

/// Every selection of a space resolved once, with the helpers the exporters share.
struct ResolvedSpace {
    let space: ThemeSpace
    /// Resolved tables by complete selection, in ``ThemeSpace/allSelections`` order.
    let selections: [Selection]
    private let tables: [Selection: ResolvedTheme]
    /// Warnings and notes from reading and resolving, without duplicates.
    let diagnostics: [Diagnostic]

    /// Resolves every selection; throws every error found, before anything is written.
    init(_ space: ThemeSpace) throws(ThemeSpace.Error) {
        self.space = space
        var tables: [Selection: ResolvedTheme] = [:]
        var selections: [Selection] = []
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for partial in space.allSelections {
            let selection = try space.selection(partial)
            let result = try space.resolution(for: selection)
            tables[selection] = result.theme
            selections.append(selection)
            for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted { found.append(diagnostic) }
        }
        let errors = found.filter { $0.severity == .error }
        if !errors.isEmpty { throw ThemeSpace.Error(errors) }
        self.selections = selections
        self.tables = tables
        self.diagnostics = found.filter { $0.severity >= .warning }
    }

    /// The table of a complete selection.
    func table(_ selection: Selection) -> ResolvedTheme? { tables[selection] }

    /// The value at `path` in `selection`.
    func value(_ path: String, in selection: Selection) -> TokenValue? { tables[selection]?[path] }

    /// The resolved token at `path` in `selection`.
    func token(_ path: String, in selection: Selection) -> ResolvedToken? { tables[selection]?.token(path) }

    /// Every path some selection resolves, sorted.
    var paths: [String] {
        space.index.paths.enumerated().compactMap { i, path in
            selections.contains { tables[$0]?[index: i] != nil } ? path : nil
        }
    }

    /// The contexts of the `theme` modifier (one unnamed theme, `default`, when there is none).
    var themes: [String] {
        space.modifier(named: Selection.StandardModifier.theme)?.contexts ?? ["default"]
    }

    /// The theme every theme falls back to.
    var defaultTheme: String {
        space.modifier(named: Selection.StandardModifier.theme)?.defaultContext ?? "default"
    }

    /// The selection of `theme` in the light (default) or dark appearance and normal (default) or
    /// high contrast, other modifiers at their defaults; nil when the space has no such context.
    func selection(theme: String, dark: Bool = false, highContrast: Bool = false) -> Selection? {
        var selection = space.defaultSelection
        if let modifier = space.modifier(named: Selection.StandardModifier.theme) {
            guard modifier.contexts.contains(theme) else { return nil }
            selection[modifier.name] = theme
        }
        if dark {
            guard let modifier = space.modifier(named: Selection.StandardModifier.appearance),
                modifier.contexts.contains("dark"), modifier.defaultContext != "dark"
            else { return nil }
            selection[modifier.name] = "dark"
        }
        if highContrast {
            guard let modifier = space.modifier(named: Selection.StandardModifier.contrast),
                modifier.contexts.contains("high"), modifier.defaultContext != "high"
            else { return nil }
            selection[modifier.name] = "high"
        }
        return selection
    }

    /// A note naming the modifiers and contexts a per-theme format (asset catalogs, Android) leaves
    /// out: contexts other than light/dark and normal/high, and modifiers beyond the standard three.
    func perThemeNote(format: String, keepsHighContrast: Bool, output: URL) -> Diagnostic? {
        var left: [String] = []
        for modifier in space.modifiers {
            switch modifier.name {
            case Selection.StandardModifier.theme: continue
            case Selection.StandardModifier.appearance:
                left += modifier.contexts.filter { $0 != modifier.defaultContext && $0 != "dark" }.map { "appearance=\($0)" }
            case Selection.StandardModifier.contrast:
                left += modifier.contexts.filter { $0 != modifier.defaultContext && ($0 != "high" || !keepsHighContrast) }
                    .map { "contrast=\($0)" }
            default:
                left += modifier.contexts.filter { $0 != modifier.defaultContext }.map { "\(modifier.name)=\($0)" }
            }
        }
        guard !left.isEmpty else { return nil }
        return Diagnostic(
            .note,
            "\(format) has no place for \(left.joined(separator: ", ")); only the default contexts of those modifiers are exported",
            at: SourceLocation(file: output.path), rule: "export-unsupported")
    }
}

/// Helpers shared by the exporters' writers.
enum ExportText {
    /// `text` in double quotes, with quotes and backslashes escaped by a backslash and each
    /// scalar in `escapes` written as its escape (a CSS string, a Swift string literal).
    static func quoted(_ text: String, escaping escapes: [Unicode.Scalar: String]) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if let escape = escapes[scalar] { out += escape } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A number the shortest way that reads back exactly, never with an exponent (`16`, `0.5`,
    /// `-0.00000733945688045134`).
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return x == 0 ? "0" : String(Int64(x)) }
        return DecimalText.plain(x)
    }

    /// The path of `file` relative to `folder` (`../images/a.png`), or `file` when they share no root.
    static func relativePath(of file: String, from folder: URL) -> String {
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        guard common > 0 else { return file }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = Array(target[common...])
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Counts of tokens left out by type, as one note per type (`12 dimension tokens …`).
    static func skippedNotes(
        _ skipped: [TokenType: [String]], reason: String, output: URL, rule: String = "export-unsupported"
    ) -> [Diagnostic] {
        skipped.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { type in
            guard let paths = skipped[type], !paths.isEmpty else { return nil }
            let sample = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return Diagnostic(
                .note, "\(paths.count) \(type) token\(paths.count == 1 ? "" : "s") not exported (\(sample)): \(reason)",
                at: SourceLocation(file: output.path), rule: rule)
        }
    }

    /// A file or folder name made safe: `/`, NUL and leading dots replaced, and no longer than
    /// ``maximumNameBytes``.
    static func fileName(_ name: String) -> String {
        var result = String(name.map { $0 == "/" || $0 == "\0" || $0 == "\\" ? "_" : $0 })
        if result.isEmpty || result == "." || result == ".." { result = "_" + result }
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return limited(result)
    }

    /// The most UTF-8 bytes of a name taken from input (a theme, set or context name) in a file
    /// name: file systems allow 255 per component (APFS, ext4), and suffixes (`-2`, `.tokens.json`,
    /// `.xcassets`) need room.
    static let maximumNameBytes = 120

    /// `name` when it fits in ``maximumNameBytes`` UTF-8 bytes; otherwise its start, cut at a
    /// character boundary, and a hash of the whole name (`aaaa…aaaa-1f0c9b2e`), so that two long
    /// names that begin alike still get different file names.
    static func limited(_ name: String) -> String {
        guard name.utf8.count > maximumNameBytes else { return name }
        // FNV-1a: stable across runs and platforms, unlike `Hasher`.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let suffix = "-" + String(String(hash, radix: 16).suffix(8))
        var result = ""
        var bytes = 0
        for character in name {
            bytes += character.utf8.count
            guard bytes <= maximumNameBytes - suffix.utf8.count else { break }
            result.append(character)
        }
        return result + suffix
    }

    /// Writes `text` to `url` (UTF-8), creating its folder.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

/// Nested token groups built from dotted paths, written as a DTCG / Livery JSON document.
///
/// A path that is both a token and a group (`color.brand` and `color.brand.primary`) puts the
/// token in the group's `$root`, as DTCG 2025.10 does.
final class TokenTree {
    private final class Node {
        var token: [(String, JSONValue)]?
        var members: [(String, JSONValue)] = []
        var children: [String: Node] = [:]
        var order: [String] = []

        func child(_ name: String) -> Node {
            if let existing = children[name] { return existing }
            let node = Node()
            children[name] = node
            order.append(name)
            return node
        }

        var json: JSONValue {
            if let token, order.isEmpty { return .object(token) }
            var result = members
            if let token { result.append(("$root", .object(token))) }
            for name in order {
                guard let child = children[name] else { continue }
                result.append((name, child.json))
            }
            return .object(result)
        }
    }

    private let root = Node()

    /// An empty tree; `members` (`$schema`, `$description`) open the document.
    init(members: [(String, JSONValue)] = []) {
        root.members = members
    }

    /// Whether the tree holds no token.
    var isEmpty: Bool { root.order.isEmpty }

    /// Adds a token at `path` (dotted); false when the path already holds one.
    @discardableResult
    func insert(_ path: String, _ token: [(String, JSONValue)]) -> Bool {
        var node = root
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            node = node.child(String(name))
        }
        guard node.token == nil else { return false }
        node.token = token
        return true
    }

    /// Sets the document's own members (`$schema`, `$extensions`), written before its groups.
    func setRootMembers(_ members: [(String, JSONValue)]) {
        root.members = members
    }

    /// Sets members (`$description`) of the group at `path`.
    func setGroupMembers(_ path: String, _ members: [(String, JSONValue)]) {
        var node = root
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            node = node.child(String(name))
        }
        node.members = members
    }

    /// The document.
    var json: JSONValue { root.json }
}
