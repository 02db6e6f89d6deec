import Foundation
import Livery

/// Keeps every file Studio reads inside the served folder.
///
/// The core's loader reads what a folder lists and what a resolver document's `$ref`s name,
/// straight from the disk. Studio hands it every document it may read (its working copies) and,
/// for every other file the loader could reach — a link leading out of the folder, a `$ref` to an
/// absolute path, to `../…`, or to a file that is not one of the space's documents — an empty
/// document in its place, so nothing outside is ever opened, and the space says why it is missing.
enum StudioContainment {
    /// The most folders deep the walk for links goes (links to folders are followed, once each).
    static let maximumDepth = 24

    /// A refused file: where the loader would have read it, and the diagnostic that says so.
    struct Refusal: Sendable, Equatable {
        /// The standardized path the loader would have read.
        var path: String
        /// Why, and where it is named (the `$ref`, or the link's own path).
        var diagnostic: Diagnostic
    }

    /// The empty document read in a refused file's place: it declares nothing.
    static let placeholder = Data("{}".utf8)

    /// Every file the loader could read under `spaceURL` or through a `$ref` in `documents`, that
    /// is not one of `documents` or whose real path is outside `root`.
    ///
    /// - Parameters:
    ///   - documents: the working copies, by standardized absolute path.
    static func refusals(spaceURL: URL, root: URL, documents: [String: DocumentText]) -> [Refusal] {
        var refused: [String: Refusal] = [:]
        for url in reachableFiles(under: spaceURL) {
            let path = url.standardizedFileURL.path
            guard documents[path] == nil else { continue }
            let relative = StudioWorkspace.relativePath(url.standardizedFileURL, in: root) ?? url.lastPathComponent
            let inside = StudioWorkspace.relativePath(url.standardizedFileURL.resolvingSymlinksInPath(), in: root) != nil
            let reason = inside ? "is not a regular file" : "is a link that leads outside the folder"
            refused[path] = Refusal(
                path: path,
                diagnostic: Diagnostic(
                    .error, "refused: \(relative) \(reason); Studio reads only files inside it",
                    at: SourceLocation(file: path), rule: "outside-folder"))
        }
        let marker = Data("$ref".utf8)
        for (path, text) in documents.sorted(by: { $0.key < $1.key }) where text.format == .json {
            // Only documents that name a `$ref` at all are read for them.
            let data = text.data
            guard data.range(of: marker) != nil, let (node, _) = try? JSONReader.read(data, file: path) else { continue }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for (reference, location) in fileReferences(in: node) {
                var target = reference
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                guard !target.isEmpty else { continue }
                let url = target.hasPrefix("/") ? URL(fileURLWithPath: target) : folder.appendingPathComponent(target)
                let standardized = url.standardizedFileURL.path
                if documents[standardized] != nil,
                    StudioWorkspace.relativePath(URL(fileURLWithPath: standardized).resolvingSymlinksInPath(), in: root) != nil
                {
                    continue
                }
                guard refused[standardized] == nil else { continue }
                refused[standardized] = Refusal(
                    path: standardized,
                    diagnostic: Diagnostic(
                        .error,
                        "refused: $ref \"\(shortened(reference))\" names a file that is not a token document inside the folder; Studio reads only the folder's own documents",
                        at: location, rule: "outside-folder"))
            }
        }
        return refused.keys.sorted().compactMap { refused[$0] }
    }

    /// `$ref` strings that name files (not `#/…` pointers inside the document), with where each is.
    static func fileReferences(in node: SourceNode) -> [(String, SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        var stack = [node]
        while let next = stack.popLast() {
            switch next.value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", let text = member.value.string, !text.hasPrefix("#") {
                        found.append((text, member.value.location))
                    }
                    stack.append(member.value)
                }
            case .array(let items):
                stack.append(contentsOf: items)
            default:
                break
            }
        }
        return found
    }

    /// Token-document files under `folder` as the loader may find them: links to folders
    /// followed (once each, to a bounded depth), hidden files left out as the loader does.
    static func reachableFiles(under folder: URL) -> [URL] {
        var found: [URL] = []
        var visited = Set<String>()
        var queue: [(URL, Int)] = [(folder, 0)]
        let manager = FileManager.default
        while let (current, depth) = queue.popLast() {
            let real = current.resolvingSymlinksInPath().path
            guard depth <= maximumDepth, visited.insert(real).inserted,
                let entries = try? manager.contentsOfDirectory(
                    at: current, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for entry in entries {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: entry.path, isDirectory: &isDirectory) else {
                    // A dangling link: the loader cannot read it either, but say nothing of where it points.
                    if ThemeSpace.documentExtensions.contains(entry.pathExtension.lowercased()) { found.append(entry) }
                    continue
                }
                if isDirectory.boolValue {
                    queue.append((entry, depth + 1))
                } else if ThemeSpace.documentExtensions.contains(entry.pathExtension.lowercased()) {
                    found.append(entry)
                }
            }
        }
        return found
    }

    /// At most 80 characters of a reference, for messages.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "…"
    }

    /// Image files the space's values name whose real paths are outside `root` (relative or
    /// absolute paths as written resolve against their document's folder).
    static func outsideImages(in space: ThemeSpace, root: URL) -> [(token: String, path: String)] {
        var outside: [String: String] = [:]
        for selection in space.allSelections {
            guard let theme = try? space.resolution(for: selection).theme else { continue }
            for token in theme.tokens {
                for file in imageFiles(in: token.value) where outside[token.path] == nil {
                    let url = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath()
                    if StudioWorkspace.relativePath(url, in: root) == nil {
                        outside[token.path] = file
                    }
                }
            }
        }
        return outside.keys.sorted().compactMap { key in outside[key].map { (key, $0) } }
    }

    static func imageFiles(in value: TokenValue) -> [String] {
        switch value {
        case .image(.file(let path)): [path]
        case .array(let items): items.flatMap(imageFiles)
        case .object(let members): members.values.flatMap(imageFiles)
        default: []
        }
    }

    /// An error's text fit to show: paths inside `root` made relative, other absolute paths cut
    /// to their last part, one line, at most 300 characters (never a file's content at length).
    static func describe(_ error: any Error, root: URL) -> String {
        var lines: [String]
        if let space = error as? ThemeSpace.Error {
            lines = space.diagnostics.map { diagnostic in
                let file =
                    StudioWorkspace.relativePath(URL(fileURLWithPath: diagnostic.location.file).standardizedFileURL, in: root)
                    ?? URL(fileURLWithPath: diagnostic.location.file).lastPathComponent
                let position = diagnostic.location.line > 0 ? ":\(diagnostic.location.line):\(diagnostic.location.column)" : ""
                return "\(file)\(position): \(diagnostic.message)"
            }
        } else if let studio = error as? StudioError {
            lines = [studio.message]
        } else {
            lines = [String(describing: error)]
        }
        var text = lines.joined(separator: "; ")
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        text = text.replacingOccurrences(of: prefix, with: "")
        text = redactingAbsolutePaths(text)
        text = text.replacingOccurrences(of: "\n", with: " ")
        return text.count <= 300 ? text : String(text.prefix(299)) + "…"
    }

    /// Replaces absolute paths (`/a/b/c`) by their last part.
    static func redactingAbsolutePaths(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let previous = index == text.startIndex ? " " : text[text.index(before: index)]
            if character == "/", " '\"(=[{:".contains(previous) {
                var end = index
                while end < text.endIndex, !" '\"),;}]".contains(text[end]) { end = text.index(after: end) }
                let path = text[index..<end]
                result += path.split(separator: "/").last.map(String.init) ?? ""
                index = end
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }
}
