import Foundation
import Livery

extension StudioWorkspace {
    /// The mode grid of the space's token paths (nil when they name no modes).
    func modeGrid() -> StudioModel.ModeGrid? {
        guard let space = loaded().space else { return nil }
        return StudioModel.modeGrid(paths: Array(tokenTypes(space).keys))
    }

    /// The mode import of the space: a preview of the files it writes, or (`write`) those files
    /// written. It reads one JSON document (the one whose paths name the modes) and writes
    /// `livery.json` and one document per mode (and a base) beside it, never over a file.
    func importModes(write: Bool) throws(StudioError) -> StudioModel.ModeImport {
        guard let grid = modeGrid() else {
            throw StudioError(.unprocessable, "no token path names a mode (light, dark, compact…): nothing to import")
        }
        let paths = Set(grid.rows.flatMap(\.tokens.values))
        let files = Set(
            (loaded().space?.layers ?? []).flatMap(\.documents).filter { document in
                document.tokens.contains { paths.contains($0.path) }
            }.compactMap { $0.url.flatMap { relative($0.path) } })
        guard files.count == 1, let file = files.first, let text = documents[file]?.text, text.format == .json else {
            throw StudioError(
                .unprocessable,
                "the mode import reads one JSON document; the modes are in \(files.sorted().joined(separator: ", "))")
        }
        if let resolver = resolverDocumentFile() {
            throw StudioError(.conflict, "the space already has a resolver document (\(resolver)); add the modifier there")
        }
        let node: SourceNode
        do {
            node = try JSONReader.read(text.data, file: text.file).node
        } catch {
            throw StudioError(.unprocessable, "\(file) does not read: \(error)")
        }
        guard let plan = StudioModel.modeImport(document: file, root: node, grid: grid) else {
            throw StudioError(.unprocessable, "\(file) is not an object of groups and tokens")
        }
        guard write else { return plan }
        for output in plan.files {
            let url = self.root.appendingPathComponent(output.file)
            if FileManager.default.fileExists(atPath: url.path) || documents[output.file] != nil {
                throw StudioError(.conflict, "\(output.file) exists; the import writes only new files (nothing was written)")
            }
        }
        // The documents first, the resolver document last: until it exists the space reads as before.
        for output in plan.files.dropFirst() + plan.files.prefix(1) {
            try self.write(Data(output.text.utf8), to: output.file)
        }
        _ = synchronize()
        return plan
    }
}
