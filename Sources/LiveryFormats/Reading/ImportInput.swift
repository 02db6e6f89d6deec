import Foundation
import Livery

// Shared machinery of the library importers: reading inputs with positions (this file), building
// token trees from dotted keys (ImportTree), deciding types (ImportTyping), and writing a theme space
// (ImportedThemeSpace: the convention or a resolver document).

/// Reads importer inputs with Livery's own readers, so every value keeps its file, line and column.
package enum ImportInput {
    /// The files among `inputs`: files as given, folders replaced by the files in them whose
    /// extension is in `extensions` (sorted by name, not recursive, hidden files skipped).
    package static func files(_ inputs: [URL], extensions: Set<String>) -> [URL] {
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
            // An asset catalog's Contents.json, a web project's package.json…: never a theme.
            files += entries.filter {
                extensions.contains($0.pathExtension.lowercased())
                    && !ThemeSpace.nonTokenFileNames.contains($0.lastPathComponent.lowercased())
            }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return files
    }

    /// The bytes of `url`, or an `unreadable` error naming it.
    package static func data(_ url: URL) throws(TokenDocument.Error) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw TokenDocument.Error(
                .unreadable, "cannot read file: \(error.localizedDescription)", at: SourceLocation(file: url.path))
        }
    }

    /// The UTF-8 text of `url`.
    package static func text(_ url: URL) throws(TokenDocument.Error) -> String {
        let bytes = try data(url)
        guard let text = String(data: bytes, encoding: .utf8) else {
            // Say where the first bad byte is.
            try PropertyListReader.validateUTF8([UInt8](bytes), file: url.path, expectation: "the file must be UTF-8 text")
            throw TokenDocument.Error(
                .invalidEncoding, "the file is not valid UTF-8 text", at: SourceLocation(file: url.path, line: 1, column: 1))
        }
        return text
    }

    /// Reads a JSON or property-list file (chosen by extension and content) into a tree with
    /// positions; diagnostics are the reader's notes (duplicate keys…).
    package static func tree(_ url: URL) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
        let bytes = try data(url)
        let isPlist =
            url.pathExtension.lowercased() == "plist" || bytes.starts(with: Array("bplist".utf8))
            || bytes.starts(with: Array("<?xml".utf8))
        return isPlist
            ? try PropertyListReader.read(bytes, file: url.path) : try JSONReader.read(bytes, file: url.path)
    }

    /// Reads a file whose top level must be an object (a dictionary).
    package static func object(_ url: URL) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
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
    package static func themeName(of url: URL) -> String {
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
    package var importKind: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The members of this object; for any other value, nil and an error at it in `diagnostics`
    /// (see ``Diagnostic/importing(_:expected:found:outcome:path:rule:)``).
    package func importMembers(
        expected: String, outcome: String? = nil, rule: String, diagnostics: inout [Diagnostic]
    ) -> [Member]? {
        guard let members else {
            diagnostics.append(.importing(.error, expected: expected, found: self, outcome: outcome, rule: rule))
            return nil
        }
        return members
    }

    /// The last member named `name`, ignoring case (CJSkin writes `Name`, others `name`).
    package func importMember(ignoringCase name: String) -> SourceNode? {
        members?.last { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

extension Diagnostic {
    /// A diagnostic of an importer (`rule` defaults to `import`).
    package static func importing(
        _ severity: Severity, _ message: String, at location: SourceLocation, path: String? = nil, rule: String = "import"
    ) -> Diagnostic {
        Diagnostic(severity, message, at: location, tokenPath: path, rule: rule)
    }

    /// An importer's diagnostic for a value of the wrong kind, at `node`: `expected <expected>,
    /// found <its kind>`, then `; <outcome>` (`left out`) when given.
    package static func importing(
        _ severity: Severity, expected: String, found node: SourceNode, outcome: String? = nil, path: String? = nil,
        rule: String
    ) -> Diagnostic {
        let message = "expected \(expected), found \(node.importKind)" + (outcome.map { "; \($0)" } ?? "")
        return importing(severity, message, at: node.location, path: path, rule: rule)
    }
}
