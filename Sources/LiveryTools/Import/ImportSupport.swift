import Foundation
import Livery

// Shared machinery of the library importers: reading inputs with positions, building token trees
// from dotted keys, deciding types, and writing a theme space (convention or resolver document).

// MARK: - Reading inputs

/// Reads importer inputs with Livery's own readers, so every value keeps its file, line and column.
enum ImportInput {
    /// The files among `inputs`: files as given, folders replaced by the files in them whose
    /// extension is in `extensions` (sorted by name, not recursive, hidden files skipped).
    static func files(_ inputs: [URL], extensions: Set<String>) -> [URL] {
        var files: [URL] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let entries = try? FileManager.default.contentsOfDirectory(
                    at: input, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else {
                files.append(input)
                continue
            }
            files += entries.filter { extensions.contains($0.pathExtension.lowercased()) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return files
    }

    /// The bytes of `url`, or an `unreadable` error naming it.
    static func data(_ url: URL) throws(TokenDocument.Error) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw TokenDocument.Error(
                .unreadable, "cannot read file: \(error.localizedDescription)", at: SourceLocation(file: url.path))
        }
    }

    /// The UTF-8 text of `url`.
    static func text(_ url: URL) throws(TokenDocument.Error) -> String {
        let bytes = try data(url)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Say where the first bad byte is.
            try PropertyListReader.validateUTF8([UInt8](bytes), file: url.path, expectation: "the file must be UTF-8 text")
            throw TokenDocument.Error(
                .invalidEncoding, "the file is not valid UTF-8 text", at: SourceLocation(file: url.path, line: 1, column: 1))
        }
        return text
    }

    /// Reads a JSON or property-list file (chosen by extension and content) into a tree with
    /// positions; diagnostics are the reader's notes (duplicate keys…).
    static func tree(_ url: URL) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
        let bytes = try data(url)
        let isPlist =
            url.pathExtension.lowercased() == "plist" || bytes.starts(with: Array("bplist".utf8))
            || bytes.starts(with: Array("<?xml".utf8))
        return isPlist
            ? try PropertyListReader.read(bytes, file: url.path) : try JSONReader.read(bytes, file: url.path)
    }

    /// Reads a file whose top level must be an object (a dictionary).
    static func object(_ url: URL) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
        let result = try tree(url)
        guard case .object = result.node.value else {
            throw TokenDocument.Error(
                .invalidStructure, "expected an object (dictionary) at the top of the file, found \(result.node.importKind)",
                at: result.node.location)
        }
        return result
    }

    /// The theme name a file gives: its name without extension (`Night.plist` → `Night`); a file
    /// named `theme.*` inside a `NAME.bundle` takes the bundle's name.
    static func themeName(of url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        guard stem.lowercased() == "theme" else { return stem }
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.pathExtension.lowercased() == "bundle" { return folder.deletingPathExtension().lastPathComponent }
            folder.deleteLastPathComponent()
        }
        return stem
    }
}

extension SourceNode {
    /// What kind of value this is, for messages.
    var importKind: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The last member named `name`, ignoring case (CJSkin writes `Name`, others `name`).
    func importMember(ignoringCase name: String) -> SourceNode? {
        members?.last { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The node as a JSON value, in file order.
    var importJSON: JSONValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n, _): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.importJSON))
        case .object(let members): .object(members.map { ($0.key, $0.value.importJSON) })
        }
    }
}

extension Diagnostic {
    /// A diagnostic of an importer (`rule` defaults to `import`).
    static func importing(
        _ severity: Severity, _ message: String, at location: SourceLocation, path: String? = nil, rule: String = "import"
    ) -> Diagnostic {
        Diagnostic(severity, message, at: location, tokenPath: path, rule: rule)
    }
}

// MARK: - Token trees

/// A token document being built: groups and tokens in insertion order, addressed by path segments.
///
/// Where a path is both a token and a group (`color` and `color.background`), the token becomes
/// the group's `$root` token (DTCG 2025.10), with a note: Livery JSON cannot hold a token and a
/// group under one name.
struct ImportTree {
    enum Node {
        case token(JSONValue, SourceLocation)
        case group(ImportTree)
    }

    private(set) var entries: [(name: String, node: Node)] = []
    private var positions: [String: Int] = [:]

    /// Whether nothing was inserted.
    var isEmpty: Bool { entries.isEmpty }

    /// Splits a source key into path segments at dots; nil (with an error) for names Livery cannot
    /// hold: empty segments, `{`, `}`, or a leading `$`.
    static func segments(
        of key: String, under parent: [String] = [], at location: SourceLocation, diagnostics: inout [Diagnostic]
    ) -> [String]? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let full = (parent + [key]).joined(separator: ".")
        if parts.contains(where: \.isEmpty) {
            diagnostics.append(
                .importing(
                    .error, "key '\(key)' has an empty name between dots; not imported", at: location, path: full,
                    rule: "invalid-name"))
            return nil
        }
        if let bad = parts.first(where: { $0.contains("{") || $0.contains("}") || $0.hasPrefix("$") }) {
            diagnostics.append(
                .importing(
                    .error, "name '\(bad)' contains '{' or '}' or starts with '$', which token names cannot; not imported",
                    at: location, path: full, rule: "invalid-name"))
            return nil
        }
        return parts
    }

    /// Inserts a token (its whole `{"$type", "$value"}` object) at `path`.
    mutating func insert(
        _ token: JSONValue, at path: [String], location: SourceLocation, diagnostics: inout [Diagnostic]
    ) {
        insert(token, path[...], prefix: [], location: location, diagnostics: &diagnostics)
    }

    /// Inserts an empty group at `path` (a source group with no tokens), unless something is there.
    mutating func ensureGroup(at path: [String]) {
        guard let name = path.first else { return }
        if let index = positions[name] {
            if case .group(var group) = entries[index].node {
                entries[index].node = .token(.null, .inline)  // release the copy before mutating
                group.ensureGroup(at: Array(path.dropFirst()))
                entries[index].node = .group(group)
            }
            return
        }
        var group = ImportTree()
        group.ensureGroup(at: Array(path.dropFirst()))
        positions[name] = entries.count
        entries.append((name, .group(group)))
    }

    private mutating func insert(
        _ token: JSONValue, _ path: ArraySlice<String>, prefix: [String], location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) {
        guard let name = path.first else { return }
        let rest = path.dropFirst()
        let here = prefix + [name]
        guard let index = positions[name] else {
            if rest.isEmpty {
                positions[name] = entries.count
                entries.append((name, .token(token, location)))
            } else {
                var group = ImportTree()
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
                positions[name] = entries.count
                entries.append((name, .group(group)))
            }
            return
        }
        switch entries[index].node {
        case .group(var group):
            entries[index].node = .token(.null, .inline)  // release the copy before mutating
            if rest.isEmpty {
                diagnostics.append(Self.rootNote(here, at: location))
                group.insert(token, ["$root"], prefix: here, location: location, diagnostics: &diagnostics)
            } else {
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
            }
            entries[index].node = .group(group)
        case .token(let existing, let existingLocation):
            if rest.isEmpty {
                diagnostics.append(
                    .importing(
                        .warning,
                        "\(here.joined(separator: ".")) is given again; the later value wins (the first is at \(existingLocation))",
                        at: location, path: here.joined(separator: "."), rule: "duplicate-token"))
                entries[index].node = .token(token, location)
            } else {
                diagnostics.append(Self.rootNote(here, at: existingLocation))
                var group = ImportTree()
                group.positions["$root"] = 0
                group.entries.append(("$root", .token(existing, existingLocation)))
                group.insert(token, rest, prefix: here, location: location, diagnostics: &diagnostics)
                entries[index].node = .group(group)
            }
        }
    }

    private static func rootNote(_ path: [String], at location: SourceLocation) -> Diagnostic {
        let dotted = path.joined(separator: ".")
        return .importing(
            .note,
            "\(dotted) is both a token and a group, which Livery JSON cannot hold under one name; the token is written as \(dotted).$root",
            at: location, path: dotted, rule: "root-token")
    }

    /// The tree as a Livery JSON object.
    var importJSON: JSONValue {
        .object(
            entries.map { entry in
                switch entry.node {
                case .token(let token, _): (entry.name, token)
                case .group(let group): (entry.name, group.importJSON)
                }
            })
    }

    /// A token object: `{"$type": type, "$value": value}`.
    static func token(_ type: TokenType?, _ value: JSONValue, description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let type { members.append(("$type", .string(type.rawValue))) }
        members.append(("$value", value))
        if let description { members.append(("$description", .string(description))) }
        return .object(members)
    }
}

// MARK: - Types

/// Decides a token's type from its key name and its value's syntax, and checks the value with
/// Livery's value parsers so that what is written resolves.
struct ImportTyping {
    /// Read bare 6- or 8-digit hex (`c6ddfa`, `B17936 0.9`) as colours (Chameleon writes colours so).
    var bareHexIsColor = false
    /// The `d(name)` define map values may refer to.
    var defines: [String: SourceNode] = [:]

    /// The type a key's name states: `…ThemeColor`/`…Colour` → colour, `…ThemeFont` → font,
    /// `…Image`/`…Img`/`…Icon` → image (case-insensitive).
    static func type(forKey key: String) -> TokenType? {
        let lower = key.lowercased()
        if lower.hasSuffix("color") || lower.hasSuffix("colour") { return .color }
        if lower.hasSuffix("font") { return .font }
        if lower.hasSuffix("image") || lower.hasSuffix("img") || lower.hasSuffix("icon") { return .image }
        return nil
    }

    /// The type of a group's name (`colors` → colour…), which its tokens take.
    static func type(forGroup name: String) -> TokenType? {
        switch name.lowercased() {
        case "color", "colors", "colour", "colours": .color
        case "font", "fonts": .font
        case "image", "images", "img", "icons": .image
        default: nil
        }
    }

    /// Whether `text` is 6 or 8 hex digits, optionally followed by white space and an alpha.
    static func isBareHex(_ text: String) -> Bool {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let hex = parts.first, parts.count <= 2, hex.count == 6 || hex.count == 8,
            hex.allSatisfy(\.isHexDigit)
        else { return false }
        return parts.count == 1 || Double(parts[1]) != nil
    }

    /// The type a value's own syntax states, if any: colour syntaxes, `d(name)` through the define
    /// map, JSON numbers and booleans.
    func type(ofValue node: SourceNode, depth: Int = 0) -> TokenType? {
        switch node.value {
        case .bool: return .boolean
        case .number: return .number
        case .array: return .array
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let name = Self.defineName(trimmed) {
                guard depth < 32, let expansion = defines[name] else { return nil }
                return type(ofValue: expansion, depth: depth + 1)
            }
            if ThemeColor.recognizes(trimmed, syntax: .unambiguous) { return .color }
            if bareHexIsColor, Self.isBareHex(trimmed) { return .color }
            return nil
        default:
            return nil
        }
    }

    /// `d(name)` → `name`.
    static func defineName(_ text: String) -> String? {
        guard text.count > 3, text.hasPrefix("d(") || text.hasPrefix("D("), text.hasSuffix(")") else { return nil }
        return text.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
    }

    /// The problem Livery's parsers find reading `node` as `type`, or nil when it reads.
    func problem(_ node: SourceNode, as type: TokenType) -> ValueParsingError? {
        do {
            _ = try ValueParserPipeline.standard.parse(node, as: type, defines: defines)
            return nil
        } catch {
            return error
        }
    }

    /// Decides the type of the value `node` written under `key`: the key's name (or `hint`, a
    /// group's type) first when the value reads as that type, then the value's syntax, then
    /// `string`. A value the key or its syntax calls a colour, font or image but that does not read
    /// as one is written as a string, with a warning.
    func decide(
        _ node: SourceNode, key: String, hint: TokenType? = nil, path: String, diagnostics: inout [Diagnostic]
    ) -> TokenType {
        let named = Self.type(forKey: key) ?? hint
        let syntax = type(ofValue: node)
        var candidates: [TokenType] = []
        if let named { candidates.append(named) }
        if let syntax, syntax != named { candidates.append(syntax) }
        var first: (TokenType, ValueParsingError)?
        for candidate in candidates {
            guard let problem = problem(node, as: candidate) else { return candidate }
            if first == nil { first = (candidate, problem) }
        }
        if let (expected, problem) = first {
            diagnostics.append(
                .importing(
                    .warning, "expected a \(expected) value here: \(problem.message); imported as a string",
                    at: node.location, path: path, rule: "type-mismatch"))
        }
        switch node.value {
        case .number: return .number
        case .bool: return .boolean
        default: return .string
        }
    }
}

// MARK: - Writing a theme space

/// A theme space an importer produced: an optional base set, themes in source order, the default.
///
/// Written as Livery's file-name convention (`base.json`, `NAME.json`) when that states the same
/// thing: every theme name is a plain file name that is no convention word (`base`, `dark`,
/// `high-contrast`), names differ in more than case, and the default is the one the convention
/// picks (`default`, else the first by name). Otherwise the themes go to `themes/` and a
/// `livery.json` DTCG resolver document declares the `theme` modifier, its contexts in source
/// order and its default.
extension ImportedThemeSpace {
    /// Imports formats that keep one theme per file (named after the file): `convert` turns each
    /// file's root object into its theme document. A second file with the same theme name is
    /// skipped with a warning.
    static func importOneThemePerFile(
        source: String, inputs: [URL], extensions: Set<String>, to output: URL,
        convert: (SourceNode, inout [Diagnostic]) -> JSONValue
    ) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var space = ImportedThemeSpace(source: source)
        var seen: [String: String] = [:]
        for file in ImportInput.files(inputs, extensions: extensions) {
            let name = ImportInput.themeName(of: file)
            if let first = seen[name.lowercased()] {
                diagnostics.append(
                    .importing(
                        .warning, "theme '\(name)' was already imported from \(first); this file is skipped",
                        at: SourceLocation(file: file.path), rule: "duplicate-theme"))
                continue
            }
            seen[name.lowercased()] = file.path
            let (root, readNotes) = try ImportInput.object(file)
            diagnostics += readNotes
            space.themes.append((name, convert(root, &diagnostics)))
        }
        diagnostics += try space.write(to: output)
        return diagnostics
    }
}

struct ImportedThemeSpace {
    /// Tokens every theme falls back to.
    var base: JSONValue?
    /// Themes in source order.
    var themes: [(name: String, document: JSONValue)] = []
    /// The default theme; nil takes the convention's.
    var defaultTheme: String?
    /// Where the themes came from, for the resolver document's description.
    var source: String

    /// The theme the convention makes the default: `default`, else the first by name.
    var conventionalDefault: String? {
        let names = themes.map(\.name)
        return names.contains("default") ? "default" : names.sorted().first
    }

    /// Whether the file-name convention states this space exactly.
    var fitsConvention: Bool {
        let names = themes.map(\.name)
        guard !names.isEmpty else { return true }
        let reserved: Set<String> = ["base", "dark", "high-contrast", "livery"]
        for name in names {
            guard !name.isEmpty, !name.hasPrefix("-"), !reserved.contains(name.lowercased()),
                name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
            else { return false }
        }
        guard Set(names.map { $0.lowercased() }).count == names.count else { return false }
        return defaultTheme == nil || defaultTheme == conventionalDefault
    }

    /// Writes the space into `folder`; returns notes about the folder (a resolver document left
    /// from before that would shadow the written files).
    func write(to folder: URL) throws -> [Diagnostic] {
        var documents: [(name: String, document: JSONValue)] = []
        var diagnostics: [Diagnostic] = []
        guard base != nil || !themes.isEmpty else {
            return [
                .importing(
                    .error, "no \(source) themes found in the inputs; nothing written", at: SourceLocation(file: folder.path),
                    rule: "no-themes")
            ]
        }
        if let base { documents.append(("base.json", base)) }
        if fitsConvention {
            documents += themes.map { ("\($0.name).json", $0.document) }
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in existing.sorted()
            where name.lowercased() == "livery.json" || name.lowercased().hasSuffix(".resolver.json") {
                diagnostics.append(
                    .importing(
                        .warning,
                        "\(name) was already in the output folder and takes precedence over the imported files; remove it",
                        at: SourceLocation(file: folder.appendingPathComponent(name).path), rule: "stale-output"))
            }
            try Self.write(documents, to: folder)
            return diagnostics
        }
        var files = ImportFileNames()
        var contexts: [(String, [String])] = []
        for theme in themes {
            let file = "themes/" + files.unique(theme.name) + ".json"
            documents.append((file, theme.document))
            contexts.append((theme.name, [file]))
        }
        var resolver = ImportResolverDocument(description: "Imported from \(source) by livery import.")
        if base != nil { resolver.sets.append(("base", ["base.json"])) }
        if !contexts.isEmpty {
            resolver.modifiers.append(
                .init(
                    name: Selection.StandardModifier.theme, contexts: contexts,
                    defaultContext: defaultTheme ?? conventionalDefault ?? contexts[0].0))
        }
        documents.append(("livery.json", resolver.importJSON))
        try Self.write(documents, to: folder)
        return diagnostics
    }

    /// Writes documents whose names may include subfolders (`themes/night.json`).
    static func write(_ documents: [(name: String, document: JSONValue)], to folder: URL) throws {
        for (name, _) in documents where name.contains("/") {
            let parent = folder.appendingPathComponent(name).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        }
        try ThemeFolderWriter.write(documents, to: folder)
    }
}

/// Unique, safe file names (no separators, no leading dot), differing in more than case.
struct ImportFileNames {
    private var used: Set<String> = []

    mutating func unique(_ name: String) -> String {
        var safe = String(
            name.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == " " || scalar == "."
                    ? Character(scalar) : "_"
            })
        while safe.hasPrefix(".") { safe.removeFirst() }
        safe = ExportText.limited(safe)
        if safe.isEmpty { safe = "theme" }
        var candidate = safe
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(safe)-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}

/// A DTCG 2025.10 resolver document: sets first, then modifiers, in that resolution order.
struct ImportResolverDocument {
    struct Modifier {
        var name: String
        var contexts: [(String, [String])]
        var defaultContext: String
        var description: String?
    }

    var description: String
    /// Sets (name, source files) in resolution order.
    var sets: [(String, [String])] = []
    /// Modifiers in resolution order, after the sets.
    var modifiers: [Modifier] = []

    var importJSON: JSONValue {
        func sources(_ files: [String]) -> JSONValue { .array(files.map { .object([("$ref", .string($0))]) }) }
        var members: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("description", .string(description)),
        ]
        if !sets.isEmpty {
            members.append(("sets", .object(sets.map { ($0.0, .object([("sources", sources($0.1))])) })))
        }
        if !modifiers.isEmpty {
            members.append(
                (
                    "modifiers",
                    .object(
                        modifiers.map { modifier in
                            var entry: [(String, JSONValue)] = []
                            if let description = modifier.description { entry.append(("description", .string(description))) }
                            entry.append(("contexts", .object(modifier.contexts.map { ($0.0, sources($0.1)) })))
                            entry.append(("default", .string(modifier.defaultContext)))
                            return (modifier.name, .object(entry))
                        })
                ))
        }
        let order: [JSONValue] =
            sets.map { .object([("$ref", .string("#/sets/\($0.0)"))]) }
            + modifiers.map { .object([("$ref", .string("#/modifiers/\($0.name)"))]) }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}

// MARK: - Nested dictionaries of values

/// Reads a dictionary of groups and values (SwiftTheme, Chameleon, a JHTheme style) into a
/// ``ImportTree``: dotted keys become nested groups, objects become groups unless `objectToken`
/// claims them as one value, and each value's type is decided by ``ImportTyping``.
struct ImportValueReader {
    /// Decides types; holds the define map.
    var typing = ImportTyping()
    /// Whether group names (`colors`, `images`) give their values a type.
    var groupNamesGiveTypes = false
    /// Reads an object as one value of the returned type (Chameleon's image objects), or nil to
    /// read it as a group. Gets the object, the type its key or group states, its path, and the
    /// diagnostics to add to.
    var objectToken: (SourceNode, TokenType?, String, inout [Diagnostic]) -> TokenType? = { _, _, _, _ in nil }
    /// Rewrites a value before it is typed and written; gets the value, the type its key or group
    /// states, its token path, and the diagnostics to add to.
    var rewrite: (SourceNode, TokenType?, String, inout [Diagnostic]) -> SourceNode = { node, _, _, _ in node }
    /// What was read.
    var tree = ImportTree()
    /// What could not be represented.
    var diagnostics: [Diagnostic] = []

    /// Reads the members of `node` into ``tree`` under `path`.
    mutating func read(_ node: SourceNode, under path: [String] = [], hint: TokenType? = nil) {
        guard let members = node.members else { return }
        for member in members {
            guard
                let segments = ImportTree.segments(
                    of: member.key, under: path, at: member.keyLocation, diagnostics: &diagnostics)
            else { continue }
            let childPath = path + segments
            var childHint = hint
            if groupNamesGiveTypes {
                for segment in segments { childHint = ImportTyping.type(forGroup: segment) ?? childHint }
            }
            read(member.value, key: member.key, keyLocation: member.keyLocation, path: childPath, hint: childHint)
        }
    }

    /// Reads one member's value at `path`.
    mutating func read(_ value: SourceNode, key: String, keyLocation: SourceLocation, path: [String], hint: TokenType?) {
        let dotted = path.joined(separator: ".")
        let lastName = path.last ?? key
        let stated = ImportTyping.type(forKey: lastName) ?? hint
        switch value.value {
        case .null:
            diagnostics.append(
                .importing(
                    .warning, "null is no value; \(dotted) not imported", at: value.location, path: dotted, rule: "invalid-value")
            )
        case .object(let members):
            if let type = objectToken(value, stated, dotted, &diagnostics) {
                if let problem = typing.problem(value, as: type) {
                    diagnostics.append(
                        .importing(
                            .error, "\(problem.message); \(dotted) not imported", at: problem.location, path: dotted,
                            rule: "invalid-value"))
                    return
                }
                tree.insert(ImportTree.token(type, value.importJSON), at: path, location: keyLocation, diagnostics: &diagnostics)
            } else if members.isEmpty {
                tree.ensureGroup(at: path)
            } else {
                read(value, under: path, hint: hint)
            }
        default:
            let rewritten = rewrite(value, stated, dotted, &diagnostics)
            let type = typing.decide(rewritten, key: lastName, hint: hint, path: dotted, diagnostics: &diagnostics)
            tree.insert(ImportTree.token(type, rewritten.importJSON), at: path, location: keyLocation, diagnostics: &diagnostics)
        }
    }
}
