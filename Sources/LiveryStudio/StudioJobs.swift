import Foundation
import Livery
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

    /// Where an export or package may be written: inside the folder, never where the space would
    /// read it back as token documents (inside the space folder, only under a hidden folder).
    static func outputURL(_ relative: String, workspace: StudioWorkspace) async throws(StudioError) -> URL {
        let url = try StudioWorkspace.url(for: relative, in: workspace.root)
        let space = workspace.spaceURL.path + "/"
        if url.path.hasPrefix(space) || url.path == workspace.spaceURL.path {
            let inner = url.path.dropFirst(min(space.count, url.path.count))
            guard inner.split(separator: "/").first?.hasPrefix(".") == true else {
                throw StudioError(.forbidden, "'\(relative)' is inside the theme space, where its files would be read as token documents; choose a folder outside it or a hidden one (.livery-export/…)")
            }
        }
        return url
    }

    /// The default export folder for `format`.
    static func defaultExportOutput(_ format: String, workspace: StudioWorkspace) -> String {
        workspace.skinSource != nil ? "export/\(format)" : ".livery-export/\(format)"
    }

    /// Starts exporting the working copies' space as `format` into `output`.
    func export(format: String, output: String?, workspace: StudioWorkspace) async throws(StudioError) -> String {
        guard let exporter = Exporters.exporter(named: format) else {
            throw StudioError(.badRequest, "unknown export format '\(format)'; expected one of \(Exporters.all.map(\.format).joined(separator: ", "))")
        }
        let relative = output ?? Self.defaultExportOutput(exporter.format, workspace: workspace)
        let url = try await Self.outputURL(relative, workspace: workspace)
        let space = try await workspace.requireSpace()
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
        let id = newID()
        let title = "Export \(exporter.format) to \(relative)"
        let events = self.events
        await events.send(StudioEvent.Job(id: id, title: title, progress: 0, message: "resolving \(space.allSelections.count) selections", done: false, outputs: []))
        Task.detached {
            let before = Self.files(under: url)
            do {
                let problems = try exporter.export(space: space, to: url)
                let outputs = Self.files(under: url).filter { before[$0.key] != $0.value }.keys.sorted()
                    .compactMap { StudioWorkspace.relativePath(URL(fileURLWithPath: $0), in: root) }
                let warnings = problems.filter { $0.severity >= .warning }.count
                await events.send(StudioEvent.Job(
                    id: id, title: title, progress: 1,
                    message: "wrote \(outputs.count) file\(outputs.count == 1 ? "" : "s")" + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : ""),
                    done: true, outputs: outputs))
            } catch {
                await events.send(StudioEvent.Job(id: id, title: title, progress: 1, message: "failed", done: true,
                                                  error: StudioContainment.describe(error, root: root), outputs: []))
            }
        }
        return id
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
            throw StudioError(.conflict, "save first: a package holds the saved files, and \(dirty.joined(separator: ", ")) has unsaved edits")
        }
        var relative = output
        if relative == nil {
            let data = (try? Data(contentsOf: source.appendingPathComponent(SkinLayout.sourceDescription))) ?? Data()
            let manifest = try? SkinManifest.decode(data)
            relative = "dist/\(manifest?.id ?? "skin")-\(manifest.map { String(describing: $0.version) } ?? "0").skin"
        }
        let name = relative ?? "dist/skin.skin"
        let url = try await Self.outputURL(name, workspace: workspace)
        let root = workspace.root
        let id = newID()
        let title = "Pack skin to \(name)"
        let events = self.events
        await events.send(StudioEvent.Job(id: id, title: title, progress: 0, message: "validating and packing", done: false, outputs: []))
        Task.detached {
            do {
                let key = try SkinKeys.loadPrivateKey(from: keyURL)
                await events.send(StudioEvent.Job(id: id, title: title, progress: 0.3, message: "packing", done: false, outputs: []))
                let result = try SkinPacker().pack(source: source, to: url, signingKey: key)
                let outputs = [url, SkinSigner.signatureURL(for: url)].compactMap { StudioWorkspace.relativePath($0, in: root) }
                await events.send(StudioEvent.Job(
                    id: id, title: title, progress: 1,
                    message: "packed \(result.manifest.id) \(result.manifest.version) (\(result.manifest.files.count) files)",
                    done: true, outputs: outputs))
            } catch {
                await events.send(StudioEvent.Job(id: id, title: title, progress: 1, message: "failed", done: true,
                                                  error: StudioContainment.describe(error, root: root), outputs: []))
            }
        }
        return id
    }

    /// Files under `folder` (or the file itself) with their modification stamps.
    static func files(under folder: URL) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        if let stamp = FileStamp(folder), !folder.hasDirectoryPath, (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
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
