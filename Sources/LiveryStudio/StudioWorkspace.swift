import Foundation
import Livery

/// The theme space Studio serves: the documents' saved texts and working copies, the edit history,
/// and the space resolved from the working copies.
///
/// Every edit goes to a working copy, checked with the same reader, value parser and resolver as
/// an app; nothing touches the disk until ``save(force:)``, which writes each changed document
/// atomically. Changes on disk are taken in by ``synchronize()``: a document without unsaved edits
/// is reloaded, one with edits is marked in conflict and kept.
actor StudioWorkspace {
    /// One document: what is on disk and what the page has made of it.
    struct Document: Sendable {
        /// The text on disk when last read or written; nil for a document not saved yet.
        var disk: DocumentText?
        /// The working copy.
        var text: DocumentText
        /// The file's identity and modification when last read or written.
        var stamp: FileStamp?
        /// Whether the disk changed while the working copy had edits.
        var conflict = false
        /// In a conflict: the disk text the working copy's edits were made on (for the diff and
        /// the merge); nil when unknown.
        var base: DocumentText?

        var isDirty: Bool { disk != text }
    }

    /// The folder served (symlinks resolved).
    let root: URL
    /// The theme space: `root`, or `root/tokens` for a skin source folder.
    let spaceURL: URL
    /// The skin source folder (with `skin.json`), when `root` is one.
    let skinSource: URL?
    /// The private key packing signs with (`--signing-key`), when given.
    let signingKey: URL?
    /// The system calls saves make (tests inject failures through it).
    let fileSystem: any StudioFileSystem

    var documents: [String: Document] = [:]
    private var undoStack: [[String: DocumentText]] = []
    private var redoStack: [[String: DocumentText]] = []
    private(set) var revision = 0
    /// What the watcher's last settling look found of each file it saw changed (nil: gone).
    private var lastLook: [String: FileStamp?] = [:]
    private var cached: (revision: Int, space: LoadedSpace)?
    private var lintCache: (revision: Int, lint: StudioModel.Lint)?
    var rolesCache: (revision: Int, roles: [StudioModel.RoleInfo])?

    func cachedLint(_ revision: Int) -> StudioModel.Lint? {
        lintCache.flatMap { $0.revision == revision ? $0.lint : nil }
    }

    func storeLint(_ lint: StudioModel.Lint, revision: Int) {
        if revision >= (lintCache?.revision ?? -1) { lintCache = (revision, lint) }
    }

    /// The longest theme name accepted (it becomes a file name, with suffixes such as `.dark`).
    static let maximumThemeNameLength = 64
    /// How many edits undo remembers.
    static let historyLimit = 200
    /// The `$extensions` namespace of Studio's settings in a document.
    static let extensionNamespace = "com.livery.studio"

    /// Serves `root` (a theme space folder, a skin source folder, or a single document's folder).
    init(root: URL, signingKey: URL? = nil, fileSystem: any StudioFileSystem = StudioDisk()) throws(StudioError) {
        self.signingKey = signingKey
        self.fileSystem = fileSystem
        let resolved = root.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StudioError(.notFound, "\(root.path) is not a folder")
        }
        self.root = resolved
        if FileManager.default.fileExists(atPath: resolved.appendingPathComponent("skin.json").path) {
            skinSource = resolved
            spaceURL = resolved.appendingPathComponent("tokens")
        } else {
            skinSource = nil
            spaceURL = resolved
        }
        for (relative, url) in Self.documentFiles(in: spaceURL, root: resolved) {
            guard let data = try? StudioFiles.read(relative, in: resolved) else { continue }
            let text = DocumentText(data: data, file: url.path)
            documents[relative] = Document(disk: text, text: text, stamp: FileStamp(url))
        }
    }

    // MARK: Paths

    /// Document files under `folder` (as the space's loader finds them), by path relative to
    /// `root`; files whose links lead outside `root` are left out.
    static func documentFiles(in folder: URL, root: URL) -> [(String, URL)] {
        ThemeSpace.documents(under: folder).compactMap { url in
            let standardized = url.standardizedFileURL
            let real = standardized.resolvingSymlinksInPath()
            guard let name = relativePath(standardized, in: root), relativePath(real, in: root) != nil,
                // A FIFO or device would block or never end a read.
                (try? FileManager.default.attributesOfItem(atPath: real.path)[.type] as? FileAttributeType) == .typeRegular
            else { return nil }
            return (name, standardized)
        }.sorted { $0.0 < $1.0 }
    }

    static func relativePath(_ url: URL, in root: URL) -> String? {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let path = url.path
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The URL of `relative` inside the folder, refusing absolute paths, `..`, and links leading out.
    func url(for relative: String) throws(StudioError) -> URL {
        try Self.url(for: relative, in: root)
    }

    /// The longest relative path accepted, in bytes.
    static let maximumPathLength = 1024
    /// The most names a relative path may have.
    static let maximumPathDepth = 32
    /// The longest name of one file or folder, in bytes (what file systems allow).
    static let maximumNameLength = 255

    static func url(for relative: String, in root: URL) throws(StudioError) -> URL {
        // Bounds first: a path of 100,000 parts must cost nothing.
        guard relative.utf8.count <= maximumPathLength else {
            throw StudioError(
                .badRequest, "the path is \(relative.utf8.count) bytes long; at most \(maximumPathLength) are accepted")
        }
        var depth = 1
        for byte in relative.utf8 where byte == UInt8(ascii: "/") {
            depth += 1
            if depth > maximumPathDepth {
                throw StudioError(.badRequest, "the path has more than \(maximumPathDepth) parts")
            }
        }
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\\"),
            !relative.contains("\0")
        else {
            throw StudioError(.forbidden, "'\(relative)' is not a path inside the folder")
        }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw StudioError(.forbidden, "'\(relative)' is not a path inside the folder (no '..', '.' or empty names)")
        }
        guard !parts.contains(where: { $0.utf8.count > maximumNameLength }) else {
            throw StudioError(.badRequest, "a name in the path is longer than \(maximumNameLength) bytes")
        }
        let url = root.appendingPathComponent(relative).standardizedFileURL
        // Follow links of the part that exists: it must stay inside.
        var existing = url
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != root.path,
            existing.pathComponents.count > 1
        {
            existing.deleteLastPathComponent()
        }
        guard
            relativePath(existing.resolvingSymlinksInPath(), in: root) != nil
                || existing.resolvingSymlinksInPath().path == root.path
        else {
            throw StudioError(.forbidden, "'\(relative)' leads outside the folder")
        }
        return url
    }

    /// The bytes of the document at `relative`, opened through no link leading outside the folder
    /// (``StudioFiles``); nil when it cannot be read.
    func diskData(_ relative: String) -> Data? {
        try? StudioFiles.read(relative, in: root)
    }

    /// The path relative to the root of a location's file, when inside.
    nonisolated func relative(_ file: String) -> String? {
        Self.relativePath(URL(fileURLWithPath: file).standardizedFileURL, in: root)
    }

    /// A location's file as the API writes it: relative to the root when inside, else as it is.
    nonisolated func shownFile(of location: SourceLocation) -> String {
        relative(location.file) ?? location.file
    }

    // MARK: The space

    /// The space of the working copies, with every document's reading error.
    struct LoadedSpace: Sendable {
        var space: ThemeSpace?
        /// Reading errors by relative file.
        var documentErrors: [String: Diagnostic]
        /// Errors that stop the whole space from loading.
        var errors: [Diagnostic]
        /// Files the loader was kept from reading (outside the folder, or not its documents).
        var refusals: [StudioContainment.Refusal] = []
    }

    func loaded() -> LoadedSpace {
        if let cached, cached.revision == revision { return cached.space }
        let result = Self.load(spaceURL: spaceURL, root: root, documents: documents.mapValues(\.text))
        cached = (revision, result)
        return result
    }

    static func load(spaceURL: URL, root: URL, documents: [String: DocumentText]) -> LoadedSpace {
        var overlay: [String: Data] = [:]
        var byPath: [String: DocumentText] = [:]
        var errors: [String: Diagnostic] = [:]
        for (relative, text) in documents {
            let path = root.appendingPathComponent(relative).standardizedFileURL.path
            overlay[path] = text.data
            byPath[path] = text
            do {
                _ = try text.document()
            } catch {
                errors[relative] = Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)
            }
        }
        // Nothing but the folder's own documents is read: every other file the loader could
        // reach reads as an empty document, and the space says why.
        let refusals = StudioContainment.refusals(spaceURL: spaceURL, root: root, documents: byPath)
        for refusal in refusals { overlay[refusal.path] = StudioContainment.placeholder }
        do {
            var space = try ThemeSpace(contentsOf: spaceURL, source: DocumentSource(overlay: overlay, skipsUnreadable: true))
            space.diagnostics += refusals.map(\.diagnostic)
            return LoadedSpace(space: space, documentErrors: errors, errors: [], refusals: refusals)
        } catch {
            return LoadedSpace(
                space: nil, documentErrors: errors, errors: error.diagnostics + refusals.map(\.diagnostic), refusals: refusals)
        }
    }

    // MARK: Editing

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var dirtyFiles: [String] { documents.filter { $0.value.isDirty }.map(\.key).sorted() }
    var conflictFiles: [String] { documents.filter { $0.value.conflict }.map(\.key).sorted() }

    func snapshot() -> [String: DocumentText] { documents.mapValues(\.text) }

    /// Applies `change` to the working copies as one undoable step.
    func commit(_ texts: [String: DocumentText]) {
        undoStack.append(snapshot())
        if undoStack.count > Self.historyLimit { undoStack.removeFirst() }
        redoStack.removeAll()
        apply(texts)
    }

    private func apply(_ texts: [String: DocumentText]) {
        for (relative, text) in texts {
            if var document = documents[relative] {
                document.text = text
                documents[relative] = document
            } else {
                documents[relative] = Document(disk: nil, text: text, stamp: nil)
            }
        }
        // Documents added since (a new theme) and not in `texts` go away.
        for (relative, document) in documents where texts[relative] == nil && document.disk == nil {
            documents[relative] = nil
        }
        revision += 1
    }

    func undo() throws(StudioError) -> Int {
        guard let previous = undoStack.popLast() else { throw StudioError(.conflict, "nothing to undo") }
        redoStack.append(snapshot())
        apply(previous)
        return revision
    }

    func redo() throws(StudioError) -> Int {
        guard let next = redoStack.popLast() else { throw StudioError(.conflict, "nothing to redo") }
        undoStack.append(snapshot())
        apply(next)
        return revision
    }

    private func document(_ relative: String) throws(StudioError) -> Document {
        guard let document = documents[relative] else {
            throw StudioError(.notFound, "\(relative) is not a token document of this space")
        }
        return document
    }

    /// Rules of problems an edit may leave for later (an alias to a token not written yet).
    static let deferredRules: Set<String> = ["unresolved-alias", "alias-cycle", "alias-to-group"]

    /// Sets a token's value in a document: refused (nothing kept) when the value does not parse.
    func edit(file: String, path: String, value: SourceNode) throws(StudioError) -> Int {
        try change(file: file, validating: path) { text throws(StudioError) in try text.setValue(of: path, to: value) }
    }

    /// Adds a token.
    func addToken(file: String, path: String, type: TokenType?, value: SourceNode) throws(StudioError) -> Int {
        try change(file: file, validating: path) { text throws(StudioError) in
            try text.addToken(path, type: type, value: value)
        }
    }

    /// Deletes a token.
    func deleteToken(file: String, path: String) throws(StudioError) -> Int {
        try change(file: file, validating: nil) { text throws(StudioError) in try text.deleteToken(path) }
    }

    /// Changes the document `file` with `body` and commits it. With a `path`, the changed document
    /// must first read with a valid value there (refused, nothing kept, when it does not), and the
    /// space it read as is kept for the next read.
    private func change(
        file: String, validating path: String?, _ body: (inout DocumentText) throws(StudioError) -> Void
    ) throws(StudioError) -> Int {
        var text = try document(file).text
        try body(&text)
        var checked: LoadedSpace?
        if let path { checked = try validate(file: file, candidate: text, path: path) }
        var texts = snapshot()
        texts[file] = text
        commit(texts)
        if let checked { cached = (revision, checked) }
        return revision
    }

    /// Adds a theme as a variant of `copyFrom` (or empty): in a file-name convention folder,
    /// `NAME.json` and copies of the source's `.dark` and `.high-contrast` files; in a space read
    /// through a resolver document, a new context of its theme modifier (`modifier`, else
    /// `theme`, else the one holding `copyFrom`) with copies of the sources only that context
    /// uses. Copies rename the source's identity (values and descriptions naming it).
    /// Nothing is written until save; one undo removes it all.
    func addTheme(name: String, copyFrom: String?, modifier: String? = nil) throws(StudioError) -> (file: String, revision: Int) {
        let loaded = loaded()
        guard name.count <= Self.maximumThemeNameLength else {
            throw StudioError(
                .badRequest, "a theme name may have at most \(Self.maximumThemeNameLength) characters; this one has \(name.count)"
            )
        }
        let allowed = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
        guard !name.isEmpty, allowed, !["base", "dark", "high-contrast", "livery"].contains(name.lowercased()) else {
            throw StudioError(
                .badRequest, "'\(name)' cannot name a theme: use letters, digits, '-' and '_' (not base, dark, high-contrast)")
        }
        guard let space = loaded.space, canAddTheme(loaded) else {
            throw StudioError(.conflict, "this space has no theme to add to (it cannot be read, or has no modifier)")
        }
        if space.resolverDocument != nil {
            let (file, texts) = try addResolverTheme(name: name, copyFrom: copyFrom, modifierName: modifier, space: space)
            commit(texts)
            return (file, revision)
        }
        if let themes = space.modifier(named: Selection.StandardModifier.theme)?.contexts, themes.contains(name) {
            throw StudioError(.conflict, "theme \(name) exists")
        }
        let folder = Self.relativePath(spaceURL, in: root).map { $0 + "/" } ?? ""
        let file = folder + name + ".json"
        guard documents[file] == nil, !FileManager.default.fileExists(atPath: try url(for: file).path) else {
            throw StudioError(.conflict, "\(file) exists")
        }
        var texts = snapshot()
        if let copyFrom {
            for (copy, text) in try conventionCopies(name: name, copyFrom: copyFrom, folder: folder) { texts[copy] = text }
        } else {
            texts[file] = DocumentText(data: Data("{\n}\n".utf8), file: root.appendingPathComponent(file).path)
        }
        commit(texts)
        // The theme's own document (its extension follows the source's).
        let own =
            texts.keys.sorted().first {
                URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == name && $0.hasPrefix(folder)
            } ?? file
        return (own, revision)
    }

    func canAddTheme(_ loaded: LoadedSpace) -> Bool {
        guard let space = loaded.space, !space.layers.isEmpty else { return false }
        if space.resolverDocument != nil { return !space.modifiers.isEmpty }
        return space.modifier(named: Selection.StandardModifier.theme) != nil
    }

    /// The resolver document the space is read through, when it is one (relative path).
    func resolverDocumentFile() -> String? {
        guard let url = loaded().space?.resolverDocument else { return nil }
        return Self.relativePath(url.standardizedFileURL, in: root)
    }

    /// The document holding Studio's settings: the resolver document when the space has one (its
    /// `$extensions`, which every selection reads), else a Livery base document (`base.json`,
    /// `default.json`). Other spaces (a Tokens Studio project, a single file written by another
    /// tool) keep them beside the space, in ``settingsFile``.
    func settingsDocument() -> String? {
        if let resolver = resolverDocumentFile(), documents[resolver]?.text.format == .json { return resolver }
        let json = documents.filter { $0.value.text.format == .json }.keys.sorted()
        return json.first { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == "base" }
            ?? json.first { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == "default" }
    }

    /// Studio's settings beside a space that has no document of Livery's own to keep them in
    /// (a hidden folder: the loader never reads it as tokens).
    static let settingsFile = ".livery/studio.json"

    /// Where the hand-made role mapping is kept: the settings document, else ``settingsFile``.
    var rolesLocation: String { settingsDocument() ?? Self.settingsFile }

    /// The role mapping kept in ``settingsFile`` (empty when there is none or it does not read).
    func settingsFileRoles() -> [String: String] {
        guard let data = try? StudioFiles.read(Self.settingsFile, in: root, limit: 1 << 20),
            let root = try? JSONReader.read(data, file: Self.settingsFile).node,
            let members = root["roles"]?.members
        else { return [:] }
        var roles: [String: String] = [:]
        for member in members { if let token = member.value.string { roles[member.key] = token } }
        return roles
    }

    /// Writes the role mapping into the settings document (an edit, saved with the others), or
    /// where a space has none, into ``settingsFile`` at once, after checking that every role is
    /// one of the mock screen's and every token exists with a type the role can use.
    func setRoles(_ roles: [String: String]) throws(StudioError) -> Int {
        let types = loaded().space.map(tokenTypes) ?? [:]
        var problems: [String] = []
        for (role, token) in roles.sorted(by: { $0.key < $1.key }) {
            guard let definition = StudioModel.roles.first(where: { $0.name == role }) else {
                problems.append("'\(role)' is not a role of the mock screen")
                continue
            }
            guard let type = types[token] else {
                problems.append("\(role): no token '\(token)' in this space")
                continue
            }
            guard definition.types.contains(type) else {
                let expected = definition.types.map(\.rawValue).sorted().joined(separator: " or ")
                problems.append("\(role): \(token) is a \(type.rawValue), not a \(expected)")
                continue
            }
        }
        guard problems.isEmpty else {
            throw StudioError(.unprocessable, "the mapping was not saved: " + problems.joined(separator: "; "))
        }
        guard let file = settingsDocument(), var text = documents[file]?.text else {
            try writeSettingsFile(roles: roles)
            return revision
        }
        let node = DocumentText.object(
            roles.sorted { $0.key < $1.key }.map { ($0.key, SourceNode(.string($0.value), at: .inline)) })
        try text.setRootExtension(Self.extensionNamespace, "roles", to: node)
        var texts = snapshot()
        texts[file] = text
        commit(texts)
        return revision
    }

    /// Writes ``settingsFile`` with `roles` (other settings in it kept) and starts a new revision,
    /// so pages reload the mapping.
    private func writeSettingsFile(roles: [String: String]) throws(StudioError) {
        var object: [String: Any] = [:]
        if let data = try? StudioFiles.read(Self.settingsFile, in: root, limit: 1 << 20),
            let existing = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        {
            object = existing
        }
        object["roles"] = roles
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw StudioError(.internalError, "the role mapping could not be written: \(error)")
        }
        try write(data + Data("\n".utf8), to: Self.settingsFile)
        revision += 1
    }

    /// The role mapping declared by hand: in the documents' `$extensions` (the resolver
    /// document's first), then in ``settingsFile``, which wins.
    func declaredRoles() -> [String: String] {
        var roles: [String: String] = [:]
        // A resolver document's own `$extensions` (where Studio keeps them for such a space).
        if let resolver = resolverDocumentFile(), let text = documents[resolver]?.text,
            let root = try? JSONReader.read(text.data, file: text.file).node,
            let members = root["$extensions"]?[Self.extensionNamespace]?["roles"]?.members
        {
            for member in members { if let token = member.value.string { roles[member.key] = token } }
        }
        let read = (loaded().space?.layers ?? []).flatMap(\.documents)
        for document in read.sorted(by: { ($0.url?.path ?? "") < ($1.url?.path ?? "") }) {
            guard let members = document.extensions?[Self.extensionNamespace]?["roles"]?.members else { continue }
            for member in members {
                if let token = member.value.string { roles[member.key] = token }
            }
        }
        roles.merge(settingsFileRoles()) { _, kept in kept }
        return roles
    }

    /// Checks a candidate text: it must read, and the token's value must parse alone (aliases
    /// aside) and in every selection that uses it. Returns the space it loaded, which becomes the
    /// next revision's (so an edit loads the space once).
    private func validate(file: String, candidate: DocumentText, path: String) throws(StudioError) -> LoadedSpace {
        let document: TokenDocument
        do {
            document = try candidate.document()
        } catch {
            throw StudioError(
                .unprocessable, "the edit leaves \(file) unreadable: \(error.message)", location: error.location,
                rule: error.reason.rawValue)
        }
        var texts = documents.mapValues(\.text)
        texts[file] = candidate
        let loaded = Self.load(spaceURL: spaceURL, root: root, documents: texts)
        // Edits change values, never what the space reads: a `$ref` the edit adds may not lead out.
        let editedPath = root.appendingPathComponent(file).standardizedFileURL.path
        let before = Set(self.loaded().refusals.map(\.path))
        if let refusal = loaded.refusals.first(where: { $0.diagnostic.location.file == editedPath && !before.contains($0.path) })
        {
            throw StudioError(
                .forbidden, refusal.diagnostic.message, location: refusal.diagnostic.location, tokenPath: path,
                rule: "outside-folder")
        }
        guard let space = loaded.space else { return loaded }
        if let declaration = document.tokens.last(where: { $0.path == path }) {
            do {
                _ = try space.parsers.parse(
                    declaration.value, as: declaration.type, baseURL: document.baseURL, defines: document.defines,
                    remBase: space.remBase)
            } catch  where !Self.deferredRules.contains(error.rule) {
                throw StudioError(.unprocessable, error.message, location: error.location, tokenPath: path, rule: error.rule)
            } catch {}
        }
        for selection in space.allSelections {
            guard let result = try? space.resolution(for: selection) else { continue }
            if let problem = result.diagnostics.first(where: {
                $0.severity == .error && $0.tokenPath == path && !Self.deferredRules.contains($0.rule ?? "")
                    && !$0.message.hasPrefix("depends on")
            }) {
                throw StudioError(.unprocessable, problem)
            }
        }
        return loaded
    }

    // MARK: Saving and the disk

    /// Writes every changed document, each atomically (a temporary file renamed over the old).
    func save(force: Bool) throws(StudioError) -> (written: [String], revision: Int) {
        let dirty = dirtyFiles
        let conflicts = dirty.filter { documents[$0]?.conflict == true }
        if !conflicts.isEmpty, !force {
            var error = StudioError(
                .conflict,
                "changed on disk since read: \(conflicts.joined(separator: ", ")); save with force to keep the page's version, or revert"
            )
            error.conflicts = conflicts
            throw error
        }
        // The watcher looks only every 250 ms: look again at each file now, before writing any.
        if !force {
            let changed = dirty.filter { !diskMatches(documents[$0], at: $0) }
            if !changed.isEmpty {
                for relative in changed { markChangedOnDisk(relative) }
                var error = StudioError(
                    .conflict,
                    "changed on disk since read: \(changed.joined(separator: ", ")); save with force to keep the page's version, or revert"
                )
                error.conflicts = changed
                throw error
            }
        }
        var written: [String] = []
        for relative in dirty {
            guard var document = documents[relative] else { continue }
            let target = try url(for: relative)
            // And once more right before the rename, for a change made while others were written.
            if !force, !diskMatches(document, at: relative) {
                markChangedOnDisk(relative)
                revision += 1
                var error = StudioError(
                    .conflict,
                    "changed on disk while saving: \(relative)"
                        + (written.isEmpty ? "" : " (written: \(written.joined(separator: ", ")))")
                        + "; save with force to keep the page's version, or revert")
                error.conflicts = [relative]
                throw error
            }
            do throws(StudioError) {
                try write(document.text.data, to: relative)
            } catch {
                // The file is as it was; documents written before it stay written.
                if !written.isEmpty { revision += 1 }
                var error = error
                if !written.isEmpty { error.message += " (written: \(written.joined(separator: ", ")))" }
                throw error
            }
            document.disk = document.text
            document.stamp = FileStamp(target)
            document.conflict = false
            document.base = nil
            documents[relative] = document
            written.append(relative)
        }
        revision += 1
        return (written, revision)
    }

    /// Whether the file on disk is still what `document` last read or wrote (stamp and bytes).
    private func diskMatches(_ document: Document?, at relative: String) -> Bool {
        guard let document, let target = try? url(for: relative) else { return false }
        // The bytes decide: a new stamp with the same bytes (a touch) is no change.
        guard let disk = document.disk else { return FileStamp(target) == nil }
        return diskData(relative) == disk.data
    }

    /// Takes in a disk change found at save time as the watcher would: a conflict.
    private func markChangedOnDisk(_ relative: String) {
        guard var document = documents[relative], let target = try? url(for: relative) else { return }
        let previousDisk = document.disk
        if let data = diskData(relative) {
            document.disk = DocumentText(data: data, file: target.path)
        } else {
            document.disk = nil
        }
        document.stamp = FileStamp(target)
        if !document.conflict { document.base = previousDisk }
        document.conflict = true
        documents[relative] = document
    }

    /// Replaces the document at `relative` with `data` (``StudioFiles/write(_:to:in:fileSystem:)``:
    /// a temporary file renamed over it, through no link leading outside the folder). A failure is
    /// a ``StudioError`` naming the file, with a rule saying which: `write-no-space` (507: the disk
    /// or quota is full), `write-not-a-file` (409: a folder or other non-file is where the
    /// document or one of its folders was), `outside-folder` (403: a link leading outside the
    /// folder is on the way), `write-denied` (500: permissions, a read-only file system) or
    /// `write-failed` (500: any other error of the system).
    func write(_ data: Data, to relative: String) throws(StudioError) {
        fileSystem.willOpen(relative)
        do throws(StudioFiles.Failure) {
            try StudioFiles.write(data, to: relative, in: root, fileSystem: fileSystem)
        } catch {
            throw Self.writeError(error, file: relative, root: root)
        }
    }

    /// The error a failed write of `file` answers (see ``write(_:to:)``).
    static func writeError(_ failure: StudioFiles.Failure, file: String, root: URL) -> StudioError {
        let location = SourceLocation(file: root.appendingPathComponent(file).path)
        switch failure {
        case .outside:
            return StudioError(
                .forbidden, "refused: '\(file)' leads outside the folder (a link on its way); nothing was written",
                location: location, rule: "outside-folder")
        case .missing, .notRegular:
            return StudioError(
                .conflict,
                "cannot write \(file): a folder or other non-file is where it or one of its folders was; the disk was not changed",
                location: location, rule: "write-not-a-file")
        case .tooLarge(let size):
            return StudioError(
                .internalError, "cannot write \(file): \(size) bytes is too large", location: location, rule: "write-failed")
        case .system(let code, let operation):
            let reason = String(cString: strerror(code))
            switch code {
            case ENOSPC, EDQUOT:
                return StudioError(
                    .insufficientStorage, "cannot write \(file): no space left (\(reason)); the file was not changed",
                    location: location, rule: "write-no-space")
            case ENOTDIR, EISDIR, ENOTEMPTY, EEXIST:
                return StudioError(
                    .conflict,
                    "cannot write \(file): a folder or other non-file is where it or one of its folders was; the disk was not changed",
                    location: location, rule: "write-not-a-file")
            case EACCES, EPERM, EROFS:
                return StudioError(
                    .internalError, "cannot write \(file): \(reason) (\(operation)); the file was not changed",
                    location: location, rule: "write-denied")
            default:
                return StudioError(
                    .internalError, "cannot write \(file): \(reason) (\(operation)); the file was not changed",
                    location: location, rule: "write-failed")
            }
        }
    }

    /// Drops the working copy's edits to `file` and takes the disk's text.
    func revert(file: String) throws(StudioError) -> Int {
        var document = try document(file)
        let target = try url(for: file)
        var texts = snapshot()
        if let data = diskData(file) {
            let text = DocumentText(data: data, file: target.path)
            document.disk = text
            document.stamp = FileStamp(target)
            texts[file] = text
        } else {
            texts[file] = nil
            document.disk = nil
        }
        document.conflict = false
        document.base = nil
        documents[file] = document
        commit(texts)
        return revision
    }

    /// What changed on disk since the last look.
    struct DiskChanges: Sendable, Equatable {
        var reloaded: [String] = []
        var conflicts: [String] = []
        var isEmpty: Bool { reloaded.isEmpty && conflicts.isEmpty }
    }

    /// Takes in changes on disk: documents without edits reload; documents with edits are marked
    /// in conflict and keep the page's text.
    ///
    /// - Parameter settle: Whether a change is taken in only once it has stopped: when this look
    ///   finds a file as the previous look did (same stamp, or gone both times). The watcher
    ///   settles, so a file caught while another program writes it (truncated, half written) is
    ///   never taken for a version; a look that must see the disk now (tests, after Studio's own
    ///   writes) does not.
    func synchronize(settle: Bool = false) -> DiskChanges {
        var changes = DiskChanges()
        var seen = Set<String>()
        var looked: [String: FileStamp?] = [:]
        defer { if settle { lastLook = looked } }
        /// Whether a change found now is to wait for the next look.
        func unsettled(_ relative: String, _ stamp: FileStamp?) -> Bool {
            looked[relative] = .some(stamp)
            guard settle, let previous = lastLook[relative] else { return settle }
            return previous != stamp
        }
        for (relative, url) in Self.documentFiles(in: spaceURL, root: root) {
            seen.insert(relative)
            let stamp = FileStamp(url)
            if let document = documents[relative], document.stamp == stamp, stamp != nil { continue }
            if unsettled(relative, stamp) { continue }
            guard let data = diskData(relative) else { continue }
            let disk = DocumentText(data: data, file: url.path)
            if var document = documents[relative] {
                document.stamp = stamp
                if document.disk == disk {
                    documents[relative] = document
                    continue
                }
                if document.isDirty && document.text != disk {
                    if !document.conflict { document.base = document.disk }
                    document.disk = disk
                    document.conflict = true
                    changes.conflicts.append(relative)
                } else {
                    document.disk = disk
                    document.text = disk
                    document.conflict = false
                    document.base = nil
                    changes.reloaded.append(relative)
                }
                documents[relative] = document
            } else {
                documents[relative] = Document(disk: disk, text: disk, stamp: stamp)
                changes.reloaded.append(relative)
            }
        }
        for (relative, document) in documents where !seen.contains(relative) && document.disk != nil {
            if unsettled(relative, nil) { continue }
            if document.isDirty {
                var kept = document
                if !kept.conflict { kept.base = kept.disk }
                kept.disk = nil
                kept.conflict = true
                documents[relative] = kept
                changes.conflicts.append(relative)
            } else {
                documents[relative] = nil
                changes.reloaded.append(relative)
            }
        }
        if !changes.isEmpty { revision += 1 }
        return changes
    }
}

/// What tells a file changed without reading it: inode, size and modification time.
struct FileStamp: Sendable, Equatable {
    var inode: UInt64
    var size: UInt64
    var modified: Double

    init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    }
}
