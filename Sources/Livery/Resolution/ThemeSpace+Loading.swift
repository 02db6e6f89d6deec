import Foundation

extension ThemeSpace {
    /// File extensions Livery reads as token documents (skins use the same list).
    package static let documentExtensions: Set<String> = ["json", "jsonc", "tokens", "plist"]

    /// Files with a document extension that are never token documents (lowercased names): a web
    /// project's `package.json` and `tsconfig.json`, an app's `Info.plist`, an asset catalog's
    /// `Contents.json`, a skin's `skin.json`, SwiftPM's `Package.resolved`. A folder's reading
    /// skips them with a note.
    package static let nonTokenFileNames: Set<String> = [
        "package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", "info.plist", "contents.json", "skin.json",
        "package.resolved",
    ]

    /// Folders a folder's reading never descends into: asset catalogs, bundles' compiled
    /// resources, web dependencies.
    static func isSkippedFolder(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return name == "node_modules"
            || ["xcassets", "xcodeproj", "xcworkspace", "swiftpm"].contains(url.pathExtension.lowercased())
    }

    /// Whether `url` is read as a token document in a folder: a document extension and not a
    /// well-known other file.
    package static func isTokenDocument(_ url: URL) -> Bool {
        documentExtensions.contains(url.pathExtension.lowercased())
            && !nonTokenFileNames.contains(url.lastPathComponent.lowercased())
    }

    /// Reads a theme space from a folder or a single file, off the calling actor.
    @concurrent
    public static func load(contentsOf url: URL) async throws(ThemeSpace.Error) -> ThemeSpace {
        try ThemeSpace(contentsOf: url)
    }

    /// Reads a theme space from a folder (a resolver document or the file-name convention) or a
    /// single file (a resolver document, or one document read as the convention reads it in a
    /// folder of its own).
    ///
    /// Documents that cannot be read at all throw; problems inside documents become
    /// ``diagnostics`` and surface again when a selection is resolved.
    public init(contentsOf url: URL) throws(ThemeSpace.Error) {
        try self.init(contentsOf: url, source: DocumentSource())
    }

    /// Reads a theme space as ``init(contentsOf:)`` does, taking documents from `source` (texts not
    /// yet saved, documents that cannot be read left out): what Livery Studio edits.
    package init(contentsOf url: URL, source: DocumentSource) throws(ThemeSpace.Error) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw Error([Diagnostic(.error, "no such file or folder", at: SourceLocation(file: url.path), rule: "unreadable")])
        }
        if isDirectory.boolValue {
            try self.init(folder: url, source: source)
            return
        }
        switch Self.classify(url, source: source) {
        case .resolverDocument:
            try self.init(resolverDocument: url, source: source)
        case .read(let document):
            try self.init(conventionFiles: [url], nested: [], source: source, alreadyRead: [url: document])
        case .notJSON:
            try self.init(conventionFiles: [url], nested: [], source: source)
        }
    }

    /// What a file of a space is, found by reading it at most once.
    enum FileKind {
        /// A DTCG resolver document: named `livery.json` or `*.resolver.json`, or JSON whose top
        /// level has `resolutionOrder`.
        case resolverDocument
        /// A JSON token document, as read (kept, so a large file is not read a second time).
        case read(Result<TokenDocument, TokenDocument.Error>)
        /// Not JSON (a property list, a `.tokens` file): read with the others.
        case notJSON
    }

    static func classify(_ url: URL, source: DocumentSource) -> FileKind {
        let name = url.lastPathComponent.lowercased()
        if name == "livery.json" || name.hasSuffix(".resolver.json") { return .resolverDocument }
        guard url.pathExtension.lowercased() == "json" else { return .notJSON }
        // Not `Result { … }` or `get()`: the iOS 17 SDK's `Result` drops typed throws.
        do throws(TokenDocument.Error) {
            let document = try source.document(at: url)
            return document.declaresResolutionOrder ? .resolverDocument : .read(.success(document))
        } catch {
            return .read(.failure(error))
        }
    }

    init(folder: URL, source: DocumentSource = DocumentSource()) throws(ThemeSpace.Error) {
        let manager = FileManager.default
        // A skin's source folder (skin.json beside tokens/) is read as the skin: its tokens.
        let skinTokens = folder.appendingPathComponent("tokens")
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.appendingPathComponent("skin.json").path),
            manager.fileExists(atPath: skinTokens.path, isDirectory: &isFolder), isFolder.boolValue
        {
            try self.init(folder: skinTokens, source: source)
            diagnostics.append(
                Diagnostic(
                    .note, "read as a skin: its token documents are in tokens/",
                    at: SourceLocation(file: folder.appendingPathComponent("skin.json").path), rule: "skin-folder"))
            return
        }
        let entries: [URL]
        do {
            entries = try manager.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            ).sorted(byKey: \.lastPathComponent)
        } catch {
            throw Error([
                Diagnostic(
                    .error, "cannot read folder: \(error.localizedDescription)",
                    at: SourceLocation(file: folder.path), rule: "unreadable")
            ])
        }
        var files: [URL] = []
        var nested: [URL] = []
        var skipped: [URL] = []
        for entry in entries {
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: entry.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                if !Self.isSkippedFolder(entry) { nested += Self.documents(under: entry, skipping: &skipped) }
            } else if Self.isTokenDocument(entry) {
                files.append(entry)
            } else if Self.documentExtensions.contains(entry.pathExtension.lowercased())
                || Self.nonTokenFileNames.contains(entry.lastPathComponent.lowercased())
            {
                skipped.append(entry)
            }
        }
        let notes = skipped.map {
            Diagnostic(
                .note, "skipped \($0.lastPathComponent): a well-known file that is not a token document",
                at: SourceLocation(file: $0.path), rule: "skipped-file")
        }
        // Documents not saved yet (a theme added in Studio) belong to the folder too.
        for url in source.unsavedFiles(in: folder) where !files.contains(url) {
            files.append(url)
        }
        files = files.sorted(byKey: \.lastPathComponent)
        // A resolver document named as one wins; else the first whose top level has resolutionOrder.
        // Each JSON file is read once here, and what was read is kept for the space.
        var alreadyRead: [URL: Result<TokenDocument, TokenDocument.Error>] = [:]
        var resolver =
            files.first(where: { $0.lastPathComponent.lowercased() == "livery.json" })
            ?? files.first(where: { $0.lastPathComponent.lowercased().hasSuffix(".resolver.json") })
        if resolver == nil {
            for file in files {
                switch Self.classify(file, source: source) {
                case .resolverDocument: resolver = file
                case .read(let document): alreadyRead[file] = document
                case .notJSON: break
                }
                if resolver != nil { break }
            }
        }
        if let resolver {
            try self.init(resolverDocument: resolver, source: source)
            diagnostics += notes
            return
        }
        guard !files.isEmpty || !nested.isEmpty else {
            throw Error([
                Diagnostic(
                    .error,
                    "no token documents (.json, .jsonc, .tokens, .plist) in \(folder.path)"
                        + (skipped.isEmpty ? "" : "; skipped \(skipped.map(\.lastPathComponent).joined(separator: ", "))"),
                    at: SourceLocation(file: folder.path), rule: "unreadable")
            ])
        }
        // Figma's variables export (`Collection.Mode.json`, `com.figma` extensions): collections
        // as layers, their modes as modifiers, not each file a theme.
        if nested.isEmpty, files.allSatisfy({ $0.pathExtension.lowercased() == "json" }) {
            var failures: [Diagnostic] = []
            let read = Self.read(files, source: source, alreadyRead: alreadyRead, into: &failures)
            for (url, document) in read { alreadyRead[url] = .success(document) }
            if failures.isEmpty, let layout = FigmaVariablesLayout.detect(files, documents: read) {
                let described = layout.collections.map { collection in
                    collection.modifier.map { "\(collection.name) (modes as \($0))" } ?? collection.name
                }
                let note = Diagnostic(
                    .note, "read as Figma's variables export: " + described.joined(separator: ", "),
                    at: SourceLocation(file: folder.path), rule: "figma-variables")
                self.init(figma: layout, documents: read, diagnostics: [note])
                diagnostics += notes
                return
            }
        }
        try self.init(conventionFiles: files, nested: nested, source: source, alreadyRead: alreadyRead)
        diagnostics += notes
    }

    /// Documents in a folder and its subfolders, sorted by path.
    package static func documents(under folder: URL) -> [URL] {
        var skipped: [URL] = []
        return documents(under: folder, skipping: &skipped)
    }

    /// Documents in a folder and its subfolders, sorted by path; well-known other files go to `skipped`.
    static func documents(under folder: URL, skipping skipped: inout [URL]) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator {
            if isSkippedFolder(url) {
                enumerator.skipDescendants()
            } else if isTokenDocument(url) {
                found.append(url)
            } else if nonTokenFileNames.contains(url.lastPathComponent.lowercased()) {
                skipped.append(url)
            }
        }
        return found.sorted(byKey: \.path)
    }

    /// Reads documents (taking those in `alreadyRead` as they were read), collecting every failure.
    static func read(
        _ urls: [URL], source: DocumentSource, alreadyRead: [URL: Result<TokenDocument, TokenDocument.Error>] = [:],
        into failures: inout [Diagnostic]
    ) -> [URL: TokenDocument] {
        var documents: [URL: TokenDocument] = [:]
        for url in urls {
            do throws(TokenDocument.Error) {
                switch alreadyRead[url] {
                case .success(let document)?: documents[url] = document
                case .failure(let error)?: throw error
                case nil: documents[url] = try source.document(at: url)
                }
            } catch {
                failures.append(Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue))
            }
        }
        return documents
    }

    /// What a convention file name says: `base`, `NAME`, `NAME.dark`, `dark.high-contrast`…
    struct ConventionName: Equatable {
        var theme: String?
        var dark = false
        var highContrast = false
        var isBase: Bool { theme == "base" && !dark && !highContrast }

        init(_ url: URL) {
            var stem = url.deletingPathExtension().lastPathComponent
            if stem.lowercased().hasSuffix(".tokens") { stem = String(stem.dropLast(7)) }
            var parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.last == "high-contrast" {
                highContrast = true
                parts.removeLast()
            }
            if parts.last == "dark" {
                dark = true
                parts.removeLast()
            }
            theme = parts.isEmpty ? nil : parts.joined(separator: ".")
            // `base.dark.json` overrides every theme in the dark appearance, as `dark.json` does.
            if theme == "base", dark || highContrast { theme = nil }
        }
    }

    /// The file-name convention: `base.*` first, then `NAME`, `dark`, `NAME.dark`, `high-contrast`,
    /// `NAME.high-contrast`, `dark.high-contrast`, `NAME.dark.high-contrast`: later layers win. Files in subfolders
    /// are merged into the base set (a Style Dictionary source tree).
    init(
        conventionFiles files: [URL], nested: [URL], source: DocumentSource = DocumentSource(),
        alreadyRead: [URL: Result<TokenDocument, TokenDocument.Error>] = [:]
    ) throws(ThemeSpace.Error) {
        var failures: [Diagnostic] = []
        let documents = Self.read(nested + files, source: source, alreadyRead: alreadyRead, into: &failures)
        guard failures.isEmpty || source.skipsUnreadable else { throw Error(failures) }
        let names = files.map { ($0, ConventionName($0)) }
        let themes = Array(
            Set(
                names.compactMap { name -> String? in
                    guard let theme = name.1.theme, !name.1.isBase else { return nil }
                    return theme
                })
        ).sorted()
        let baseDocuments =
            nested.compactMap { documents[$0] }
            + names.filter { $0.1.isBase }.compactMap { documents[$0.0] }
        var layers: [Layer] = []
        if !baseDocuments.isEmpty || themes.isEmpty {
            layers.append(Layer(name: "base", documents: baseDocuments))
        }
        func condition(_ name: ConventionName) -> [String: String] {
            var condition: [String: String] = [:]
            if let theme = name.theme { condition[Selection.StandardModifier.theme] = theme }
            if name.dark { condition[Selection.StandardModifier.appearance] = "dark" }
            if name.highContrast { condition[Selection.StandardModifier.contrast] = "high" }
            return condition
        }
        // (theme-specific, dark, high contrast) in the order layers apply.
        // Appearance overrides the theme, and contrast (an accessibility setting) overrides both.
        let ranks: [(Bool, Bool, Bool)] = [
            (true, false, false), (false, true, false), (true, true, false),
            (false, false, true), (true, false, true), (false, true, true), (true, true, true),
        ]
        for rank in ranks {
            for (url, name) in names where !name.isBase {
                guard (name.theme != nil) == rank.0, name.dark == rank.1, name.highContrast == rank.2,
                    let document = documents[url]
                else { continue }
                let label = condition(name).sorted(byKey: \.key).map { "\($0.key)=\($0.value)" }
                layers.append(Layer(name: label.joined(separator: ","), condition: condition(name), documents: [document]))
            }
        }
        if themes.isEmpty, layers.count == 1, layers[0].documents.isEmpty, files.isEmpty, nested.isEmpty {
            throw Error([
                Diagnostic(
                    .error, "no token documents (.json, .jsonc, .tokens, .plist) found",
                    at: SourceLocation(file: files.first?.deletingLastPathComponent().path ?? "."), rule: "unreadable")
            ])
        }
        self.init(modifiers: Self.standardModifiers(themes: themes), layers: layers, diagnostics: failures)
    }
}

/// Where loading a space takes its documents' bytes from: the disk, or texts not saved yet.
package struct DocumentSource: Sendable {
    /// Texts by standardized file path, read instead of the disk.
    package var overlay: [String: Data]
    /// Whether documents that cannot be read are left out (their errors kept in the space's
    /// diagnostics) rather than failing the load.
    package var skipsUnreadable: Bool

    /// The disk, failing on unreadable documents.
    package init(overlay: [String: Data] = [:], skipsUnreadable: Bool = false) {
        self.overlay = overlay
        self.skipsUnreadable = skipsUnreadable
    }

    /// The bytes of `url`.
    package func data(at url: URL) throws -> Data {
        if let data = overlay[url.standardizedFileURL.path] { return data }
        return try Data(contentsOf: url)
    }

    /// The document at `url`.
    package func document(at url: URL) throws(TokenDocument.Error) -> TokenDocument {
        guard let data = overlay[url.standardizedFileURL.path] else { return try TokenDocument(contentsOf: url) }
        return try TokenDocument(data: data, url: url)
    }

    /// Overlay files directly inside `folder` that are not on disk.
    func unsavedFiles(in folder: URL) -> [URL] {
        let prefix = folder.standardizedFileURL.path + "/"
        return overlay.keys.filter { path in
            path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/")
                && !FileManager.default.fileExists(atPath: path)
                && ThemeSpace.documentExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        }.sorted().map { URL(fileURLWithPath: $0) }
    }
}
