import Foundation
import Livery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LiverySkins
import LiveryTools

/// Exports and skin packs started from the page: they run off the workspace and report
/// progress as events.
actor StudioJobs {
    private var next = 1
    private let events: StudioEvents

    init(events: StudioEvents) {
        self.events = events
    }

    private func newID() -> String {
        defer { next += 1 }
        return String(next)
    }

    /// Formats whose files the space would read back as token documents (JSON): inside the space
    /// folder they may go only under a hidden folder.
    static let documentFormats: Set<String> = ["dtcg", "xcassets"]

    /// Where an export or package may be written.
    ///
    /// - Inside the folder: never where the space would read it back as token documents (a format
    ///   writing JSON inside the space folder only under a hidden folder).
    /// - Outside it (`../App/Assets.xcassets` or an absolute path): only inside the folder that
    ///   holds the theme folder (the project), only through real folders (no link anywhere from
    ///   the project folder down), and only when `confirmed` repeats the absolute path — otherwise
    ///   409 with that path, for the page to ask.
    static func outputURL(_ given: String, format: String?, confirmed: String?, workspace: StudioWorkspace)
        async throws(StudioError) -> URL
    {
        let root = workspace.root
        let isOutside = given.hasPrefix("/") || given == ".." || given.hasPrefix("../")
        if !isOutside {
            let url = try StudioWorkspace.url(for: given, in: root)
            let space = workspace.spaceURL.path + "/"
            if url.path.hasPrefix(space) || url.path == workspace.spaceURL.path, format.map(documentFormats.contains) ?? true {
                let inner = url.path.dropFirst(min(space.count, url.path.count))
                guard inner.split(separator: "/").first?.hasPrefix(".") == true else {
                    throw StudioError(
                        .forbidden,
                        "'\(given)' is inside the theme space, where \(format ?? "its") files would be read as token documents; choose a hidden folder (.livery-export/…) or a folder beside the theme folder (../…)"
                    )
                }
            }
            return url
        }
        let url = try outsideURL(given, root: root)
        guard confirmed == url.path else {
            var error = StudioError(.conflict, "'\(given)' is outside the theme folder: confirm writing to \(url.path)")
            error.rule = "confirm-outside"
            error.confirmPath = url.path
            throw error
        }
        return url
    }

    /// An output path outside the root, checked: inside the root's parent, no links, bounded.
    static func outsideURL(_ given: String, root: URL) throws(StudioError) -> URL {
        guard given.utf8.count <= StudioWorkspace.maximumPathLength,
            given.split(separator: "/").count <= StudioWorkspace.maximumPathDepth + 8,
            !given.contains("\0"), !given.contains("\\")
        else {
            throw StudioError(.badRequest, "the output path is too long, too deep or has a NUL or backslash")
        }
        let project = root.deletingLastPathComponent().standardizedFileURL
        let absolute = given.hasPrefix("/") ? URL(fileURLWithPath: given) : root.appendingPathComponent(given)
        let url = absolute.standardizedFileURL
        let prefix = project.path.hasSuffix("/") ? project.path : project.path + "/"
        guard url.path.hasPrefix(prefix), url.path != project.path else {
            throw StudioError(
                .forbidden,
                "'\(given)' is outside \(project.path), the folder that holds the theme folder; exports go there or inside the theme folder"
            )
        }
        if StudioWorkspace.relativePath(url, in: root) != nil || url.path == root.path {
            throw StudioError(.badRequest, "'\(given)' is inside the theme folder: give it relative to it")
        }
        // No link from the project folder down: each existing part is a real folder or file.
        var current = project
        for part in url.path.dropFirst(prefix.count).split(separator: "/") {
            current.appendPathComponent(String(part))
            var info = stat()
            guard lstat(current.path, &info) == 0 else { break }
            if info.st_mode & S_IFMT == S_IFLNK {
                throw StudioError(.forbidden, "'\(given)' goes through a link (\(current.lastPathComponent)); give the real path")
            }
        }
        return url
    }

    /// The default export folder for `format`: inside the theme folder where the space will not
    /// read it back (`export/FORMAT` for CSS and Android, a hidden folder for JSON formats).
    static func defaultExportOutput(_ format: String, workspace: StudioWorkspace) -> String {
        if workspace.skinSource != nil || !documentFormats.contains(format) { return "export/\(format)" }
        return ".livery-export/\(format)"
    }

    /// Output files of finished jobs, by job, for download.
    private var outputsByJob: [String: [URL]] = [:]

    func outputs(of job: String) -> [URL] { outputsByJob[job] ?? [] }

    private func record(_ job: String, outputs: [URL]) { outputsByJob[job] = outputs }

    /// Starts exporting the space as `format` into `output`: the working copies (unsaved edits
    /// included, and named in the answer and the job's message), or with `saved`, what is saved
    /// on disk. An output ending in `.xcassets` takes one theme's colour and image sets into that
    /// catalog (an app's `Assets.xcassets`), leaving its other assets alone.
    func export(
        format: String, output: String?, confirmed: String?, theme: String?, saved: Bool = false, workspace: StudioWorkspace
    ) async throws(StudioError) -> (job: String, includesUnsaved: [String]) {
        guard let exporter = Exporters.exporter(named: format) else {
            throw StudioError(
                .badRequest,
                "unknown export format '\(format)'; expected one of \(Exporters.all.map(\.format).joined(separator: ", "))")
        }
        let given = output.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultExportOutput(exporter.format, workspace: workspace)
        let url = try await Self.outputURL(given, format: exporter.format, confirmed: confirmed, workspace: workspace)
        let space = saved ? try await workspace.savedSpace() : try await workspace.requireSpace()
        let unsaved = saved ? [] : await workspace.dirtyFiles
        let basis =
            saved
            ? "what is saved" : unsaved.isEmpty ? "" : "unsaved edits in \(unsaved.joined(separator: ", ")) included"
        let root = workspace.root
        // An export copies image files: only the folder's own.
        let outside = StudioContainment.outsideImages(in: space, root: root)
        if let first = outside.first {
            throw StudioError(
                .forbidden,
                "refused: image token \(first.token) names a file outside the folder (\(URL(fileURLWithPath: first.path).lastPathComponent))"
                    + (outside.count > 1 ? " and \(outside.count - 1) more" : "") + "; an export copies only images inside it",
                tokenPath: first.token, rule: "outside-folder")
        }
        let intoCatalog = exporter.format == "xcassets" && url.pathExtension == "xcassets"
        let chosenTheme = theme ?? space.modifier(named: Selection.StandardModifier.theme)?.defaultContext
        let id = newID()
        let shown = Self.display(url, root: root)
        let title = "Export \(exporter.format) to \(shown)"
        let events = self.events
        await events.send(
            StudioEvent.Job(
                id: id, title: title, progress: 0,
                message: "resolving \(space.allSelections.count) selections" + (basis.isEmpty ? "" : " (\(basis))"), done: false,
                outputs: []))
        Task.detached {
            let before = Self.files(under: url)
            do {
                let problems: [Diagnostic]
                if intoCatalog {
                    problems = try Self.exportIntoCatalog(exporter: exporter, space: space, catalog: url, theme: chosenTheme)
                } else {
                    problems = try exporter.export(space: space, to: url)
                }
                let written = Self.files(under: url).filter { before[$0.key] != $0.value }.keys.sorted().map {
                    URL(fileURLWithPath: $0)
                }
                let warnings = problems.filter { $0.severity >= .warning }.map { Self.describe($0, root: root) }
                let notes = problems.filter { $0.severity < .warning }.map { Self.describe($0, root: root) }
                await self.record(id, outputs: written)
                await events.send(
                    StudioEvent.Job(
                        id: id, title: title, progress: 1,
                        message: "wrote \(written.count) file\(written.count == 1 ? "" : "s") to \(url.path)"
                            + (warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
                            + (basis.isEmpty ? "" : "; \(basis)"),
                        done: true, outputs: written.map { Self.display($0, root: root) }, folder: url.path, warnings: warnings,
                        notes: notes))
            } catch {
                await events.send(
                    StudioEvent.Job(
                        id: id, title: title, progress: 1, message: "failed", done: true,
                        error: StudioContainment.describe(error, root: root), outputs: []))
            }
        }
        return (id, unsaved)
    }

    /// A path for the page: relative inside the folder, `../…` beside it.
    static func display(_ url: URL, root: URL) -> String {
        if let relative = StudioWorkspace.relativePath(url, in: root) { return relative }
        let project = root.deletingLastPathComponent()
        if let beside = StudioWorkspace.relativePath(url, in: project) { return "../" + beside }
        return url.lastPathComponent
    }

    /// A diagnostic's text with its file relative to the folder.
    static func describe(_ diagnostic: Diagnostic, root: URL) -> String {
        let file = diagnostic.location.file
        let shown = file.hasPrefix("/") ? display(URL(fileURLWithPath: file).standardizedFileURL, root: root) : file
        let position = diagnostic.location.line > 0 ? ":\(diagnostic.location.line)" : ""
        let token = diagnostic.tokenPath.map { " (\($0))" } ?? ""
        // Paths in the message too: relative inside the folder, else their last part.
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let message = StudioContainment.redactingAbsolutePaths(diagnostic.message.replacingOccurrences(of: prefix, with: ""))
        return "\(shown)\(position): \(message)\(token)"
    }

    /// Exports into a private temporary folder, then puts one theme's asset folders into
    /// `catalog` (made if missing), replacing only the sets the export wrote.
    static func exportIntoCatalog(exporter: any ThemeExporter, space: ThemeSpace, catalog: URL, theme: String?) throws
        -> [Diagnostic]
    {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("livery-export-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? manager.removeItem(at: scratch) }
        let problems = try exporter.export(space: space, to: scratch)
        let catalogs = (try manager.contentsOfDirectory(atPath: scratch.path)).filter { $0.hasSuffix(".xcassets") }.sorted()
        let wanted = theme.map { $0.lowercased() + ".xcassets" }
        guard let chosen = catalogs.first(where: { $0.lowercased() == wanted }) ?? (catalogs.count == 1 ? catalogs.first : nil)
        else {
            throw StudioError(
                .badRequest,
                "choose the theme to put into \(catalog.lastPathComponent): \(catalogs.map { String($0.dropLast(9)) }.joined(separator: ", "))"
            )
        }
        let source = scratch.appendingPathComponent(chosen)
        try manager.createDirectory(at: catalog, withIntermediateDirectories: true)
        if !manager.fileExists(atPath: catalog.appendingPathComponent("Contents.json").path) {
            try manager.copyItem(
                at: source.appendingPathComponent("Contents.json"), to: catalog.appendingPathComponent("Contents.json"))
        }
        try merge(from: source, into: catalog)
        return problems
    }

    /// Copies `source`'s tree into `target`: asset sets (`NAME.colorset`, `NAME.imageset`) replace
    /// the ones of the same name; folders are merged; the catalog's own `Contents.json` is kept.
    static func merge(from source: URL, into target: URL) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: source.path).sorted() {
            let from = source.appendingPathComponent(name)
            let to = target.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            var info = stat()
            if lstat(to.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw StudioError(.forbidden, "\(to.lastPathComponent) in the catalog is a link; not written through")
            }
            if isDirectory.boolValue, name.hasSuffix("set") {
                if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
                try manager.copyItem(at: from, to: to)
            } else if isDirectory.boolValue {
                try manager.createDirectory(at: to, withIntermediateDirectories: true)
                try merge(from: from, into: to)
            } else if name != "Contents.json" || !manager.fileExists(atPath: to.path) {
                if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
                try manager.copyItem(at: from, to: to)
            }
        }
    }

    /// Starts packing the skin source folder (saved files) into `output`, signed with the key.
    func pack(output: String?, workspace: StudioWorkspace) async throws(StudioError) -> String {
        guard let source = workspace.skinSource else {
            throw StudioError(.conflict, "the folder is not a skin source (no skin.json beside a tokens/ folder)")
        }
        guard let keyURL = workspace.signingKey else {
            throw StudioError(.conflict, "no signing key: start Studio with --signing-key FILE (from `livery skin keygen`)")
        }
        let dirty = await workspace.dirtyFiles
        guard dirty.isEmpty else {
            throw StudioError(
                .conflict, "save first: a package holds the saved files, and \(dirty.joined(separator: ", ")) has unsaved edits")
        }
        var relative = output
        if relative == nil {
            let data = (try? StudioFiles.read(SkinLayout.sourceDescription, in: source)) ?? Data()
            let manifest = try? SkinManifest.decode(data)
            relative = "dist/\(manifest?.id ?? "skin")-\(manifest.map { String(describing: $0.version) } ?? "0").skin"
        }
        let name = relative ?? "dist/skin.skin"
        let url = try await Self.outputURL(name, format: nil, confirmed: nil, workspace: workspace)
        let root = workspace.root
        let id = newID()
        let title = "Pack skin to \(name)"
        let events = self.events
        await events.send(
            StudioEvent.Job(id: id, title: title, progress: 0, message: "validating and packing", done: false, outputs: []))
        Task.detached {
            do {
                let key = try SkinKeys.loadPrivateKey(from: keyURL)
                await events.send(
                    StudioEvent.Job(id: id, title: title, progress: 0.3, message: "packing", done: false, outputs: []))
                let result = try SkinPacker().pack(source: source, to: url, signingKey: key)
                let outputs = [url, SkinSigner.signatureURL(for: url)].compactMap { StudioWorkspace.relativePath($0, in: root) }
                await events.send(
                    StudioEvent.Job(
                        id: id, title: title, progress: 1,
                        message: "packed \(result.manifest.id) \(result.manifest.version) (\(result.manifest.files.count) files)",
                        done: true, outputs: outputs))
            } catch {
                await events.send(
                    StudioEvent.Job(
                        id: id, title: title, progress: 1, message: "failed", done: true,
                        error: StudioContainment.describe(error, root: root), outputs: []))
            }
        }
        return id
    }

    /// Files under `folder` (or the file itself) with their modification stamps.
    static func files(under folder: URL) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        if let stamp = FileStamp(folder), !folder.hasDirectoryPath,
            (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
        {
            result[folder.standardizedFileURL.path] = stamp
            return result
        }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
        for case let url as URL in enumerator {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            if let stamp = FileStamp(url) { result[url.standardizedFileURL.path] = stamp }
        }
        return result
    }
}
