import Foundation
@testable import Livery

/// Builds documents and spaces from JSON text written in a test.
enum Inline {
    static func document(_ json: String, file: String = "/inline/test.json") throws(TokenDocument.Error) -> TokenDocument {
        try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: file))
    }

    static func space(_ json: String...) throws -> ThemeSpace {
        var documents: [TokenDocument] = []
        for (i, text) in json.enumerated() {
            documents.append(try document(text, file: "/inline/doc\(i).json"))
        }
        return ThemeSpace(documents: documents)
    }

    /// Resolves the default selection and returns the table and every diagnostic.
    static func resolve(_ json: String...) throws -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
        var documents: [TokenDocument] = []
        for (i, text) in json.enumerated() {
            documents.append(try document(text, file: "/inline/doc\(i).json"))
        }
        return try ThemeSpace(documents: documents).resolution(for: Selection())
    }

    /// Parses one raw JSON value standing alone.
    static func value(_ json: String, as type: TokenType?, baseURL: URL? = nil) throws -> TokenValue {
        let (node, _) = try JSONReader.read(Data(json.utf8), file: "<test>")
        return try ValueParserPipeline.standard.parse(node, as: type, baseURL: baseURL)
    }
}

extension TokenValue {
    /// The `#RRGGBBAA` of a colour value, for assertions.
    var hex: String? {
        switch self {
        case .color(let c): c.hexString
        case .image(.color(let c)): c.hexString
        default: nil
        }
    }
}
