import Foundation
import Livery

/// A new theme as a real variant of an existing one, in every kind of space: a file-name
/// convention folder (NAME.json with its .dark and .high-contrast companions), a resolver
/// document (a new context of its theme modifier, with copies of the sources only that context
/// uses), and a single DTCG file (a sibling file the convention reads as a second theme).
extension StudioWorkspace {
    /// `text` with the source theme's identity renamed: token values that are the source's name
    /// (`theme.name: "Ocean"`, `theme.id: "ocean"`) and the name in `$description`s, as a word, in
    /// the same case. Aliases (`{palette.ocean.500}`) and keys are left alone.
    static func renamingIdentity(_ text: DocumentText, from source: String, to target: String) throws(StudioError) -> DocumentText
    {
        guard text.format == .json, !source.isEmpty else { return text }
        let forms: [(String, String)] = [
            (source.lowercased(), target.lowercased()),
            (source.prefix(1).uppercased() + source.dropFirst(), target.prefix(1).uppercased() + target.dropFirst()),
            (source.uppercased(), target.uppercased()),
            (source, target),
        ]
        func renamed(_ string: String) -> String? {
            if string.hasPrefix("{") { return nil }
            var result = string
            for (from, to) in forms { result = replacingWord(from, with: to, in: result) }
            return result == string ? nil : result
        }
        var replacements: [(SourceLocation, String)] = []
        var stack = [try text.root()]
        while let node = stack.popLast() {
            guard case .object(let members) = node.value else { continue }
            for member in members {
                if let string = member.value.string {
                    let isIdentity = member.key == "$value" && forms.contains { $0.0 == string }
                    if member.key == "$description" || isIdentity, let new = renamed(string) {
                        replacements.append((member.value.location, new))
                    }
                } else {
                    stack.append(member.value)
                }
            }
        }
        var copy = text
        try copy.replaceStrings(replacements)
        return copy
    }

    /// `word` replaced by `replacement` where it stands as a whole word.
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        guard !word.isEmpty else { return text }
        var result = ""
        var index = text.startIndex
        while let range = text.range(of: word, range: index..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWord =
                !(before.map { $0.isLetter || $0.isNumber } ?? false) && !(after.map { $0.isLetter || $0.isNumber } ?? false)
            result += text[index..<range.lowerBound]
            result += isWord ? replacement : String(text[range])
            index = range.upperBound
        }
        return result + text[index...]
    }

    /// The modifier new themes are contexts of: `theme` (any case), else the one whose contexts
    /// include `copyFrom`, else the first a layer depends on.
    func themeModifier(_ space: ThemeSpace, copyFrom: String?, named: String?) -> ThemeSpace.Modifier? {
        if let named { return space.modifiers.first { $0.name == named } }
        return space.modifiers.first { modifier in
            modifier.name.lowercased() == "theme" && space.layers.contains { $0.condition[modifier.name] != nil }
        }
            ?? copyFrom.flatMap { source in space.modifiers.first { $0.contexts.contains(source) } }
            ?? space.modifiers.first { modifier in space.layers.contains { $0.condition[modifier.name] != nil } }
            ?? space.modifier(named: Selection.StandardModifier.theme)
    }

    /// Adds a context to a resolver document's modifier, copying the sources only `copyFrom`'s
    /// context uses (renamed) and referring to the shared ones.
    func addResolverTheme(name: String, copyFrom: String?, modifierName: String?, space: ThemeSpace) throws(StudioError) -> (
        file: String, texts: [String: DocumentText]
    ) {
        guard let resolverURL = space.resolverDocument,
            let resolverFile = Self.relativePath(resolverURL.standardizedFileURL, in: root),
            var resolver = documents[resolverFile]?.text, resolver.format == .json
        else {
            throw StudioError(.conflict, "the space's resolver document cannot be edited")
        }
        guard let modifier = themeModifier(space, copyFrom: copyFrom, named: modifierName) else {
            throw StudioError(.conflict, "the resolver document has no modifier to add a theme to")
        }
        guard !modifier.contexts.contains(where: { $0.lowercased() == name.lowercased() }) else {
            throw StudioError(.conflict, "\(modifier.name) already has a context \(name)")
        }
        let rootNode = try resolver.root()
        guard let contexts = rootNode["modifiers"]?[modifier.name]?["contexts"] else {
            throw StudioError(
                .conflict, "\(modifier.name) is not a modifier of \(resolverFile) (inline modifiers cannot take a context here)")
        }
        var texts = snapshot()
        var sources: [SourceNode] = []
        if let copyFrom {
            guard let items = contexts[copyFrom], case .array(let list) = items.value else {
                throw StudioError(.notFound, "\(modifier.name) has no context \(copyFrom)")
            }
            // Files other contexts of the modifier also use are shared, not copied.
            var shared = Set<String>()
            for member in contexts.members ?? [] where member.key != copyFrom {
                if case .array(let others) = member.value.value {
                    for other in others { if let ref = other["$ref"]?.string { shared.insert(ref) } }
                }
            }
            // The resolver's folder, relative to the root ("" at the root).
            let folder = resolverFile.lastIndex(of: "/").map { String(resolverFile[...$0]) } ?? ""
            for item in list {
                guard let ref = item["$ref"]?.string, !ref.hasPrefix("#"), !shared.contains(ref) else {
                    // Shared files, set references and inline tokens: the same for the new context.
                    sources.append(item)
                    continue
                }
                let sourceRelative = URL(fileURLWithPath: "/" + folder + ref).standardizedFileURL.path.dropFirst()
                guard let original = documents[String(sourceRelative)]?.text else {
                    throw StudioError(.notFound, "\(ref) of \(copyFrom) is not a document of this space")
                }
                let newRef = Self.renamedPath(ref, from: copyFrom, to: name)
                let newRelative = String(URL(fileURLWithPath: "/" + folder + newRef).standardizedFileURL.path.dropFirst())
                guard newRef != ref, documents[newRelative] == nil,
                    !FileManager.default.fileExists(atPath: try url(for: newRelative).path)
                else {
                    throw StudioError(.conflict, "cannot name a copy of \(ref) for \(name): \(newRelative) exists")
                }
                let copy = DocumentText(data: original.data, file: root.appendingPathComponent(newRelative).path)
                texts[newRelative] = try Self.renamingIdentity(copy, from: copyFrom, to: name)
                sources.append(DocumentText.object([("$ref", SourceNode(.string(newRef), at: .inline))]))
            }
        }
        try resolver.insertMember(
            at: ["modifiers", modifier.name, "contexts"], key: name, value: SourceNode(.array(sources), at: .inline))
        texts[resolverFile] = resolver
        return (resolverFile, texts)
    }

    /// `sets/brand/acme.json` → `sets/brand/NAME.json`; a file not named after the theme gets
    /// `-NAME` before its extension.
    static func renamedPath(_ ref: String, from source: String, to target: String) -> String {
        let slash = ref.lastIndex(of: "/")
        let prefix = slash.map { String(ref[...$0]) } ?? ""
        let fileName = slash.map { String(ref[ref.index(after: $0)...]) } ?? ref
        let ext = URL(fileURLWithPath: fileName).pathExtension
        let stem = ext.isEmpty ? fileName : String(fileName.dropLast(ext.count + 1))
        let newStem: String
        if stem.lowercased() == source.lowercased() {
            newStem = stem == stem.lowercased() ? target.lowercased() : target
        } else {
            let replaced = replacingWord(source, with: target, in: stem)
            newStem = replaced == stem ? stem + "-" + target.lowercased() : replaced
        }
        return prefix + newStem + (ext.isEmpty ? "" : "." + ext)
    }

    /// Companion files of a convention theme: `SOURCE.dark.json` → `NAME.dark.json`, and so on.
    func conventionCopies(name: String, copyFrom: String, folder: String) throws(StudioError) -> [String: DocumentText] {
        var copies: [String: DocumentText] = [:]
        for suffix in ["", ".dark", ".high-contrast", ".dark.high-contrast"] {
            let source = documents.keys.sorted().first { key in
                guard key.hasPrefix(folder), !key.dropFirst(folder.count).contains("/") else { return false }
                let file = URL(fileURLWithPath: key)
                return file.deletingPathExtension().lastPathComponent == copyFrom + suffix
            }
            guard let source, let text = documents[source]?.text else {
                if suffix.isEmpty { throw StudioError(.notFound, "theme \(copyFrom) has no document of its own to copy") }
                continue
            }
            let ext = URL(fileURLWithPath: source).pathExtension
            let file = folder + name + suffix + "." + ext
            guard documents[file] == nil, !FileManager.default.fileExists(atPath: try url(for: file).path) else {
                throw StudioError(.conflict, "\(file) exists")
            }
            copies[file] = try Self.renamingIdentity(
                DocumentText(data: text.data, file: root.appendingPathComponent(file).path), from: copyFrom, to: name)
        }
        return copies
    }
}
