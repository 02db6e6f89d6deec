import Foundation
import Livery

/// A document changed on disk while the page had edits to it: what changed on each side, token
/// by token, and a merge that keeps both when they touch different tokens.
extension StudioWorkspace {
    /// One token's value as written on each side (`nil`: not declared there).
    struct TokenChange: Encodable, Sendable, Equatable {
        var path: String
        var base: String?
        var disk: String?
        var page: String?
    }

    /// The conflict of one file, for the banner.
    struct ConflictView: Encodable, Sendable {
        var file: String
        /// Tokens the disk changed since the page read the file.
        var disk: [TokenChange]
        /// Tokens the page changed.
        var page: [TokenChange]
        /// Tokens both changed, differently.
        var both: [String]
        /// Whether the file is gone from disk.
        var deletedOnDisk: Bool
        /// Whether the other parts of the file (not token values: descriptions, extensions) changed
        /// on both sides, so a merge of token values alone cannot keep everything.
        var otherChangesOnBothSides: Bool
        /// Whether "keep both" can merge without choosing.
        var mergeable: Bool
    }

    /// Token values of a document text by path, each as canonical JSON.
    static func tokenValues(_ text: DocumentText?) -> [String: (canonical: String, node: SourceNode, type: TokenType?)]? {
        guard let text, let document = try? text.document() else { return nil }
        var values: [String: (String, SourceNode, TokenType?)] = [:]
        for token in document.tokens { values[token.path] = (DocumentText.json(token.value), token.value, token.type) }
        return values
    }

    /// The document's text with every token value taken out, to tell whether anything else changed.
    static func skeleton(_ text: DocumentText?) -> String? {
        guard let text, let document = try? text.document() else { return nil }
        var bytes = Array(text.data)
        let ranges = document.tokens.compactMap { token -> Range<Int>? in
            guard let start = try? text.offset(of: token.value.location), let end = try? text.valueEnd(from: start) else {
                return nil
            }
            return start..<end
        }.sorted { $0.lowerBound > $1.lowerBound }
        for range in ranges where range.upperBound <= bytes.count { bytes.replaceSubrange(range, with: []) }
        return String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
    }

    func conflictView(file: String) throws(StudioError) -> ConflictView {
        guard let document = documents[file] else {
            throw StudioError(.notFound, "\(file) is not a token document of this space")
        }
        guard document.conflict else { throw StudioError(.conflict, "\(file) is not in conflict") }
        let base = Self.tokenValues(document.base) ?? [:]
        let page = Self.tokenValues(document.text) ?? [:]
        let deleted = document.disk == nil
        let diskValues = Self.tokenValues(document.disk)
        let disk = diskValues ?? [:]
        func changes(_ side: [String: (canonical: String, node: SourceNode, type: TokenType?)]) -> [String] {
            Set(base.keys).union(side.keys).filter { base[$0]?.canonical != side[$0]?.canonical }.sorted()
        }
        let diskChanged = deleted ? [] : changes(disk)
        let pageChanged = changes(page)
        let both = Set(diskChanged).intersection(pageChanged).filter { disk[$0]?.canonical != page[$0]?.canonical }.sorted()
        let view = { (path: String) in
            TokenChange(path: path, base: base[path]?.canonical, disk: disk[path]?.canonical, page: page[path]?.canonical)
        }
        let baseSkeleton = Self.skeleton(document.base)
        let otherOnBoth =
            baseSkeleton != nil && !deleted && Self.skeleton(document.disk) != baseSkeleton
            && Self.skeleton(document.text) != baseSkeleton
        return ConflictView(
            file: file, disk: diskChanged.map(view), page: pageChanged.map(view), both: both, deletedOnDisk: deleted,
            otherChangesOnBothSides: otherOnBoth,
            mergeable: document.base != nil && !deleted && diskValues != nil && both.isEmpty && !otherOnBoth)
    }

    /// Resolves a conflict by merging: the disk's text with the page's token edits applied on
    /// top (the page wins where both changed a token), as one undoable step. Nothing is written
    /// until save.
    ///
    /// - Throws: 409 when the file is gone from disk or cannot be read there, or the page's edits
    ///   cannot be replayed (the base is unknown, or other parts of the file changed on both sides).
    func merge(file: String) throws(StudioError) -> Int {
        let view = try conflictView(file: file)
        guard let document = documents[file], var merged = document.disk else {
            throw StudioError(.conflict, "\(file) is gone from disk: keep the page's version (save) or drop it (revert)")
        }
        guard Self.tokenValues(merged) != nil else {
            throw StudioError(
                .conflict, "\(file) on disk cannot be read as a token document: choose a version (keep mine or take disk)")
        }
        guard document.base != nil, !view.otherChangesOnBothSides else {
            throw StudioError(
                .conflict, "\(file): more than token values changed on both sides; choose a version (keep mine or take disk)")
        }
        let page = Self.tokenValues(document.text) ?? [:]
        for change in view.page {
            if let value = page[change.path] {
                let existsOnDisk = (Self.tokenValues(merged) ?? [:])[change.path] != nil
                if existsOnDisk {
                    try merged.setValue(of: change.path, to: value.node)
                } else {
                    try merged.addToken(change.path, type: value.type, value: value.node)
                }
            } else if (Self.tokenValues(merged) ?? [:])[change.path] != nil {
                try merged.deleteToken(change.path)
            }
        }
        // Settings the page changed (the role mapping) go over too.
        if let pageRoles = Self.rolesNode(document.text),
            Self.rolesNode(document.base).map(DocumentText.json) != DocumentText.json(pageRoles)
        {
            try merged.setRootExtension(Self.extensionNamespace, "roles", to: pageRoles)
        }
        var texts = snapshot()
        texts[file] = merged
        commit(texts)
        if var resolved = documents[file] {
            resolved.conflict = false
            resolved.base = nil
            documents[file] = resolved
        }
        return revision
    }

    static func rolesNode(_ text: DocumentText?) -> SourceNode? {
        guard let text, text.format == .json, let root = try? JSONReader.read(text.data, file: text.file).node else { return nil }
        return root["$extensions"]?[extensionNamespace]?["roles"]
    }
}
