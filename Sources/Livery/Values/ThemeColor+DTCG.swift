import Foundation

extension ThemeColor {
    /// Reads a DTCG 2025.10 colour value: `{ "colorSpace": "…", "components": [c1, c2, c3],
    /// "alpha"?: n, "hex"?: "#rrggbb" }`.
    ///
    /// - `colorSpace` must be one of the 14 DTCG spaces (``ColorSpace``).
    /// - `components` must hold exactly 3 numbers, each of which may instead be the string
    ///   `"none"` (read as 0). They are kept as written, in the ranges DTCG gives for the space;
    ///   values outside those ranges are not rejected (rendering clips to sRGB).
    /// - `alpha`, when present, must be a number from 0 to 1 (1 when absent).
    /// - `hex`, when present, must be a 6-digit CSS hex colour (`#ff00ff`); it is kept in ``hex``
    ///   as a fallback and does not override the components.
    ///
    /// Members other than these four are ignored. JSON Pointer references (`{"$ref": …}`) must be
    /// resolved before the value is read.
    ///
    /// - Throws: ``ParseError`` naming the member that is wrong and what was expected.
    package init(dtcg node: SourceNode) throws(ParseError) {
        guard case .object = node.value else {
            throw ParseError(
                "a DTCG colour is an object with colorSpace and components, got \(DTCGColorReader.describe(node))")
        }
        guard let spaceNode = node["colorSpace"] else {
            throw ParseError("a DTCG colour needs a colorSpace (srgb, display-p3, oklch…)")
        }
        try DTCGColorReader.rejectReference(spaceNode, member: "colorSpace")
        guard let spaceName = spaceNode.string else {
            throw ParseError("colorSpace must be a string, got \(DTCGColorReader.describe(spaceNode))")
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            let known = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParseError("unknown colorSpace \"\(ColorBytes.quoteBody(spaceName))\"; expected one of \(known)")
        }
        guard let componentsNode = node["components"] else {
            throw ParseError("a DTCG colour needs components: an array of 3 numbers")
        }
        try DTCGColorReader.rejectReference(componentsNode, member: "components")
        guard case .array(let items) = componentsNode.value else {
            throw ParseError("components must be an array of 3 numbers, got \(DTCGColorReader.describe(componentsNode))")
        }
        guard items.count == 3 else {
            throw ParseError("\(spaceName) components expects 3 numbers (or \"none\"), got \(items.count)")
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            switch item.value {
            case .number(let value, _) where value.isFinite:
                components.append(value)
            case .string(let text) where text == "none":
                components.append(0)
            default:
                throw ParseError(
                    "component \(index + 1) must be a number or \"none\", got \(DTCGColorReader.describe(item))")
            }
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            try DTCGColorReader.rejectReference(alphaNode, member: "alpha")
            guard case .number(let value, _) = alphaNode.value, value >= 0, value <= 1 else {
                throw ParseError("alpha must be a number from 0 to 1, got \(DTCGColorReader.describe(alphaNode))")
            }
            alpha = value
        }
        var hex: String?
        if let hexNode = node["hex"] {
            try DTCGColorReader.rejectReference(hexNode, member: "hex")
            guard let text = hexNode.string, text.utf8.count == 7, text.utf8.first == ColorBytes.hash,
                text.utf8.dropFirst().allSatisfy(ColorBytes.isHexDigit)
            else {
                throw ParseError(
                    "hex must be a 6-digit CSS hex colour such as \"#ff00ff\", got \(DTCGColorReader.describe(hexNode))")
            }
            hex = text
        }
        self.init(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }
}

enum DTCGColorReader {
    /// A short description of a node for messages.
    static func describe(_ node: SourceNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n, _): return ColorMath.format(n)
        case .string(let s): return "the string \"\(ColorBytes.quoteBody(s))\""
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }

    static func rejectReference(_ node: SourceNode, member: String) throws(ThemeColor.ParseError) {
        if node["$ref"] != nil {
            throw ThemeColor.ParseError(
                "\(member) is a JSON Pointer reference ($ref), which must be resolved before reading the colour")
        }
    }
}

extension ColorBytes {
    /// A string cut to 40 UTF-8 bytes for messages (without quotes).
    static func quoteBody(_ text: String) -> String {
        let bytes = Array(text.utf8)
        if bytes.count <= 40 { return text }
        return String(decoding: bytes.prefix(40), as: UTF8.self) + "…"
    }
}
