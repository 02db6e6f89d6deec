import Foundation
import Livery

extension FuzzTarget {
    /// The Livery JSON reader (JSON with comments and trailing commas), then the document reading
    /// and resolution of what it read.
    static let json = FuzzTarget(
        name: "json",
        summary: "Livery JSON documents: JSONReader, TokenDocument, resolution of one document"
    ) { data throws(FuzzFailure) in
        try document(data, file: "/fuzz/theme.json", allowsUnknownPositions: false)
    }

    /// The property-list reader (XML with positions, binary without), then document reading and
    /// resolution.
    static let propertyList = FuzzTarget(
        name: "plist",
        summary: "property-list documents (XML and binary): PropertyListReader, TokenDocument, resolution"
    ) { data throws(FuzzFailure) in
        // Binary property lists carry no positions: their errors name a key path or the file.
        let isBinary = data.starts(with: Array("bplist".utf8))
        try document(data, file: "/fuzz/theme.plist", allowsUnknownPositions: isBinary)
    }

    /// Reads `data` as the document `file` twice, checking error positions, that both readings
    /// agree, and that resolving what was read ends in bounded time, the same way twice.
    private static func document(_ data: Data, file: String, allowsUnknownPositions: Bool) throws(FuzzFailure) {
        let url = URL(fileURLWithPath: file)
        let first = try Invariants.bounded("reading", bytes: data.count) { () -> Result<TokenDocument, TokenDocument.Error> in
            Result { () throws(TokenDocument.Error) in try TokenDocument(data: data, url: url) }
        }
        let second = Result { () throws(TokenDocument.Error) in try TokenDocument(data: data, url: url) }
        switch (first, second) {
        case (.failure(let error), .failure(let again)):
            try Invariants.same(error, again, what: "errors")
            // Errors about the document as a whole (too large) name the file alone.
            let wholeFile = error.reason == .tooLarge || error.reason == .unreadable
            try Invariants.positionInside(
                error.location, of: data, file: file,
                allowsUnknown: allowsUnknownPositions || wholeFile || error.location.keyPath != nil,
                what: "the \(error.reason.rawValue) error \"\(error.message)\"")
        case (.success(let document), .success(let again)):
            try Invariants.same(document.tokens, again.tokens, what: "token lists")
            try Invariants.same(document.groups, again.groups, what: "group lists")
            try Invariants.same(document.diagnostics, again.diagnostics, what: "diagnostics")
            for diagnostic in document.diagnostics {
                try Invariants.positionInside(
                    diagnostic.location, of: data, file: file,
                    allowsUnknown: allowsUnknownPositions || diagnostic.location.keyPath != nil,
                    what: "the diagnostic \"\(diagnostic.message)\"")
            }
            for token in document.tokens {
                try Invariants.positionInside(
                    token.location, of: data, file: file, allowsUnknown: allowsUnknownPositions || token.location.keyPath != nil,
                    what: "the token \(token.path)")
            }
            let resolved = try Invariants.bounded("resolution", bytes: data.count) {
                ResolvedSnapshot(ThemeSpace(documents: [document]))
            }
            try Invariants.same(resolved, ResolvedSnapshot(ThemeSpace(documents: [again])), what: "resolved themes")
        default:
            throw FuzzFailure("deterministic", "one reading failed and the other did not")
        }
    }
}
