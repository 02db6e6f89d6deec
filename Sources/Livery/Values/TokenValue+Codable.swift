import Foundation

// `TokenValue`'s `Codable` conformance, over the one `CodingName` key, in the form the synthesised
// conformance wrote (`{"case": {"_0": value}}`), which a saved `ThemeChoice`'s overrides and the
// launch cache hold. The synthesised one made a `CodingKeys` enum per case (20 in all); the types
// with fewer keys (the parts of a value, `ImageSource`) keep theirs.

extension TokenValue {
    /// The deepest coding path a value is decoded at: arrays and objects nest three components a
    /// level (`array`, `_0`, the index or key), so about 30 levels of values, far past any theme.
    /// A saved file nested deeper is refused instead of exhausting the stack: decoding recurses
    /// through several of Foundation's frames a level, and a debug build's 64 levels overflowed a
    /// 512 KiB stack (a secondary thread's on Apple platforms; `ValueCodingTests` decodes there).
    static let maximumCodingDepth = 96

    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumCodingDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a token value nested more than \(Self.maximumCodingDepth) coding levels deep (a damaged or hostile file)"
                ))
        }
        let container = try decoder.container(keyedBy: CodingName.self)
        self = try container.decodeCase(TokenValue.self) { name, values in
            switch name {
            case "color": .color(try values().decode(ThemeColor.self, forKey: "_0"))
            case "dimension": .dimension(try values().decode(ThemeDimension.self, forKey: "_0"))
            case "number": .number(try values().decode(Double.self, forKey: "_0"))
            case "string": .string(try values().decode(String.self, forKey: "_0"))
            case "boolean": .boolean(try values().decode(Bool.self, forKey: "_0"))
            case "fontFamily": .fontFamily(try values().decode([String].self, forKey: "_0"))
            case "fontWeight": .fontWeight(try values().decode(FontWeight.self, forKey: "_0"))
            case "font": .font(try values().decode(ThemeFont.self, forKey: "_0"))
            case "image": .image(try values().decode(ImageSource.self, forKey: "_0"))
            case "gradient": .gradient(try values().decode(ThemeGradient.self, forKey: "_0"))
            case "shadow": .shadow(try values().decode([Shadow].self, forKey: "_0"))
            case "border": .border(try values().decode(Border.self, forKey: "_0"))
            case "strokeStyle": .strokeStyle(try values().decode(ThemeStrokeStyle.self, forKey: "_0"))
            case "transition": .transition(try values().decode(ThemeTransition.self, forKey: "_0"))
            case "duration": .duration(milliseconds: try values().decode(Double.self, forKey: "milliseconds"))
            case "cubicBezier": .cubicBezier(try values().decode(CubicBezier.self, forKey: "_0"))
            case "typography": .typography(try values().decode(Typography.self, forKey: "_0"))
            case "array": .array(try values().decode([TokenValue].self, forKey: "_0"))
            case "object": .object(try values().decode([String: TokenValue].self, forKey: "_0"))
            default: nil
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        if case .duration(let milliseconds) = self {
            var values = container.encodeCase("duration")
            try values.encode(milliseconds, forKey: "milliseconds")
            return
        }
        var values = container.encodeCase(CodingName(stringValue: type.rawValue))
        switch self {
        case .color(let value): try values.encode(value, forKey: "_0")
        case .dimension(let value): try values.encode(value, forKey: "_0")
        case .number(let value): try values.encode(value, forKey: "_0")
        case .string(let value): try values.encode(value, forKey: "_0")
        case .boolean(let value): try values.encode(value, forKey: "_0")
        case .fontFamily(let value): try values.encode(value, forKey: "_0")
        case .fontWeight(let value): try values.encode(value, forKey: "_0")
        case .font(let value): try values.encode(value, forKey: "_0")
        case .image(let value): try values.encode(value, forKey: "_0")
        case .gradient(let value): try values.encode(value, forKey: "_0")
        case .shadow(let value): try values.encode(value, forKey: "_0")
        case .border(let value): try values.encode(value, forKey: "_0")
        case .strokeStyle(let value): try values.encode(value, forKey: "_0")
        case .transition(let value): try values.encode(value, forKey: "_0")
        case .duration: break
        case .cubicBezier(let value): try values.encode(value, forKey: "_0")
        case .typography(let value): try values.encode(value, forKey: "_0")
        case .array(let value): try values.encode(value, forKey: "_0")
        case .object(let value): try values.encode(value, forKey: "_0")
        }
    }
}
