import Foundation

extension ValueParsingContext {
    /// Parses a required member of a composite value as `type`.
    func member(_ node: SourceNode, _ name: String, as type: TokenType, of composite: String) throws(ValueParsingError)
        -> TokenValue
    {
        guard let part = node[name] else {
            throw ValueParsingError("expected \(composite) to have a \"\(name)\" property", at: node.location)
        }
        return try parse(part, as: type)
    }

    func color(_ node: SourceNode, _ name: String, of composite: String) throws(ValueParsingError) -> ThemeColor {
        guard case .color(let c) = try member(node, name, as: .color, of: composite) else {
            throw ValueParsingError("expected \(composite).\(name) to be a colour", at: node.location)
        }
        return c
    }

    func dimension(_ node: SourceNode, _ name: String, of composite: String, default value: ThemeDimension? = nil)
        throws(ValueParsingError) -> ThemeDimension
    {
        if node[name] == nil, let value { return value }
        guard case .dimension(let d) = try member(node, name, as: .dimension, of: composite) else {
            throw ValueParsingError("expected \(composite).\(name) to be a dimension", at: node.location)
        }
        return d
    }

    func milliseconds(_ node: SourceNode, _ name: String, of composite: String, default value: Double? = nil)
        throws(ValueParsingError) -> Double
    {
        if node[name] == nil, let value { return value }
        guard case .duration(let ms) = try member(node, name, as: .duration, of: composite) else {
            throw ValueParsingError("expected \(composite).\(name) to be a duration", at: node.location)
        }
        return ms
    }
}

/// Fonts: `"Name,size"` (SwiftTheme), `{Name, Size}` (CJSkin; an empty name is the system font),
/// `{family|name, size, weight, textStyle}`, and DTCG typography objects.
struct FontParser: TypedValueParser {
    var identifier: String { "font" }
    var tokenType: TokenType { .font }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .string(let text):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if parts.count == 1 {
                if let size = Double(finite: parts[0]) { return .value(.font(ThemeFont(size: size))) }
                guard !parts[0].isEmpty else {
                    throw ValueParsingError("expected a font name, found an empty string", at: node.location)
                }
                return .value(.font(ThemeFont(name: parts[0])))
            }
            guard parts.count <= 3, let size = Double(parts[1]), size > 0, size.isFinite else {
                throw ValueParsingError(
                    "expected a font as \"Name,size\" (e.g. \"PingFangSC-Regular,16\"), found \"\(text)\"", at: node.location)
            }
            var font = ThemeFont(name: parts[0].isEmpty || parts[0].lowercased() == "system" ? nil : parts[0], size: size)
            if parts.count == 3 {
                font.weight = try FontWeightParser.parse(SourceNode(.string(parts[2]), at: node.location))
            }
            return .value(.font(font))
        case .object:
            var font = ThemeFont()
            if let nameNode = node.member("family", "name", "fontFamily", "postScriptName"), nameNode.string?.isEmpty != true {
                switch try context.parse(nameNode, as: .fontFamily) {
                case .fontFamily(let names): font.name = names.first
                default: break
                }
            }
            if let sizeNode = node.member("size", "fontSize") {
                guard case .dimension(let size) = try context.parse(sizeNode, as: .dimension) else {
                    throw ValueParsingError("expected a font size", at: sizeNode.location)
                }
                let points = size.points(remBase: context.remBase)
                guard points > 0 else { throw ValueParsingError("expected a font size above 0", at: sizeNode.location) }
                font.size = points
            }
            if let weightNode = node.member("weight", "fontWeight") {
                guard case .fontWeight(let w) = try context.parse(weightNode, as: .fontWeight) else {
                    throw ValueParsingError("expected a font weight", at: weightNode.location)
                }
                font.weight = w
            }
            font.textStyle = node.member("textStyle", "style")?.string
            if font.name == nil, font.size == nil, font.textStyle == nil, node.member("name", "family") == nil {
                throw ValueParsingError(
                    "expected a font object with a family or name, a size, a weight or a textStyle, found \(node.summary)",
                    at: node.location)
            }
            return .value(.font(font))
        default:
            throw mismatch(node)
        }
    }
}

/// Images: an asset name, a path (relative to the document's folder), a `file://` or `http(s)://`
/// URL, `{name|file|url|color|gradient}`, or Chameleon's `{type: 0 name | 1 file | 2 colour | 3 URL}`.
struct ImageParser: TypedValueParser {
    var identifier: String { "image" }
    var tokenType: TokenType { .image }

    static func source(_ text: String, baseURL: URL?, at location: SourceLocation) throws(ValueParsingError) -> ImageSource {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw ValueParsingError("expected an image name, path or URL, found an empty string", at: location)
        }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard URL(string: trimmed)?.host != nil else {
                throw ValueParsingError("expected a valid http(s) URL, found \"\(trimmed)\"", at: location)
            }
            return .url(trimmed)
        }
        if lower.hasPrefix("file://") {
            guard let url = URL(string: trimmed), url.isFileURL else {
                throw ValueParsingError("expected a valid file:// URL, found \"\(trimmed)\"", at: location)
            }
            return .file(url.path)
        }
        if lower.contains("://") {
            throw ValueParsingError("unsupported image URL scheme in \"\(trimmed)\"; expected http, https or file", at: location)
        }
        if ThemeColor.recognizes(trimmed, syntax: .unambiguous),
            let color = try? ThemeColor(parsing: trimmed, syntax: .unambiguous)
        {
            return .color(color)
        }
        if trimmed.hasPrefix("/") { return .file(trimmed) }
        if trimmed.contains("/") {
            let resolved = baseURL.map { $0.appendingPathComponent(trimmed).standardizedFileURL.path } ?? trimmed
            return .file(resolved)
        }
        return .asset(trimmed)
    }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .string(let text):
            return .value(.image(try Self.source(text, baseURL: context.baseURL, at: node.location)))
        case .object:
            if let code = node["type"]?.numberValue {
                return .value(.image(try chameleon(node, code: code, in: context)))
            }
            if let name = node.member("name", "asset")?.string {
                return .value(.image(.asset(name)))
            }
            if let path = node.member("file", "path")?.string {
                let source = try Self.source(
                    path.contains("/") || path.hasPrefix("file:") ? path : "./" + path,
                    baseURL: context.baseURL, at: node.location)
                return .value(.image(source))
            }
            if let url = node.member("url")?.string {
                let source = try Self.source(url, baseURL: context.baseURL, at: node.location)
                guard case .url = source else { throw ValueParsingError("expected an http(s) URL in \"url\"", at: node.location) }
                return .value(.image(source))
            }
            if let colorNode = node.member("color") {
                guard case .color(let c) = try context.parse(colorNode, as: .color) else {
                    throw ValueParsingError("expected a colour", at: colorNode.location)
                }
                return .value(.image(.color(c)))
            }
            if let gradientNode = node.member("gradient") {
                guard case .gradient(let g) = try context.parse(gradientNode, as: .gradient) else {
                    throw ValueParsingError("expected a gradient", at: gradientNode.location)
                }
                return .value(.image(.gradient(g)))
            }
            throw ValueParsingError(
                "expected an image object with name, file, url, color or gradient, found \(node.summary)", at: node.location)
        default:
            throw mismatch(node)
        }
    }

    /// Chameleon's legacy codes: 0 bundled name, 1 local file, 2 solid colour, 3 network URL.
    func chameleon(_ node: SourceNode, code: Double, in context: ValueParsingContext) throws(ValueParsingError) -> ImageSource {
        func text(_ keys: String...) throws(ValueParsingError) -> String {
            for key in keys { if let s = node[key]?.string { return s } }
            throw ValueParsingError(
                "expected an image of type \(TokenValue.format(code)) to have \(keys.joined(separator: " or "))",
                at: node.location)
        }
        switch code {
        case 0: return .asset(try text("name"))
        case 1:
            let path = try text("path", "file", "name")
            return path.hasPrefix("/")
                ? .file(path)
                : .file(context.baseURL.map { $0.appendingPathComponent(path).standardizedFileURL.path } ?? path)
        case 2:
            guard let colorNode = node["color"], case .color(let c) = try context.parse(colorNode, as: .color) else {
                throw ValueParsingError("expected an image of type 2 to have a colour in \"color\"", at: node.location)
            }
            return .color(c)
        case 3:
            let url = try text("path", "url")
            let source = try Self.source(url, baseURL: context.baseURL, at: node.location)
            guard case .url = source else {
                throw ValueParsingError("expected an image of type 3 to have an http(s) URL", at: node.location)
            }
            return source
        default:
            throw ValueParsingError(
                "unknown image type \(TokenValue.format(code)); expected 0 (name), 1 (file), 2 (colour) or 3 (URL)",
                at: node.location)
        }
    }
}

/// Gradients: an array of `{color, position}` stops (DTCG).
struct GradientParser: TypedValueParser {
    var identifier: String { "gradient" }
    var tokenType: TokenType { .gradient }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard case .array(let items) = node.value, !items.isEmpty else {
            throw mismatch(node)
        }
        var stops: [GradientStop] = []
        for item in items {
            guard case .object = item.value, item["$ref"] == nil else {
                // A reference to another gradient stands for its stops.
                guard case .gradient(let inner) = try context.parse(item, as: .gradient) else { continue }
                stops += inner.stops
                continue
            }
            let color = try context.color(item, "color", of: "a gradient stop")
            guard case .number(let position) = try context.member(item, "position", as: .number, of: "a gradient stop") else {
                throw ValueParsingError("expected a gradient stop's position to be a number", at: item.location)
            }
            stops.append(GradientStop(color: color, position: min(max(position, 0), 1)))
        }
        return .value(.gradient(ThemeGradient(stops: stops)))
    }
}

/// Shadows: one `{color, offsetX, offsetY, blur, spread, inset}` object or an array of them.
struct ShadowParser: TypedValueParser {
    var identifier: String { "shadow" }
    var tokenType: TokenType { .shadow }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        if case .array(let items) = node.value {
            var shadows: [Shadow] = []
            for item in items {
                guard case .shadow(let parts) = try context.parse(item, as: .shadow) else { continue }
                shadows += parts
            }
            return .value(.shadow(shadows))
        }
        try requireObject(node)
        let zero = ThemeDimension(0)
        let inset: Bool
        switch node["inset"]?.value {
        case nil: inset = false
        case .bool(let b)?: inset = b
        default: throw ValueParsingError("expected a shadow's inset to be true or false", at: node.location)
        }
        return .value(
            .shadow([
                Shadow(
                    color: try context.color(node, "color", of: "a shadow"),
                    offsetX: try context.dimension(node, "offsetX", of: "a shadow"),
                    offsetY: try context.dimension(node, "offsetY", of: "a shadow"),
                    blur: try context.dimension(node, "blur", of: "a shadow"),
                    spread: try context.dimension(node, "spread", of: "a shadow", default: zero),
                    inset: inset)
            ]))
    }
}

/// Stroke styles: a keyword or `{dashArray, lineCap}`.
struct StrokeStyleParser: TypedValueParser {
    var identifier: String { "strokeStyle" }
    var tokenType: TokenType { .strokeStyle }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        switch node.value {
        case .string(let text):
            let keyword = text.trimmingCharacters(in: .whitespaces).lowercased()
            guard ThemeStrokeStyle.keywords.contains(keyword) else {
                throw ValueParsingError(
                    "unknown stroke style '\(text)'; expected one of \(ThemeStrokeStyle.keywords.sorted().joined(separator: ", "))",
                    at: node.location)
            }
            return .value(.strokeStyle(.keyword(keyword)))
        case .object:
            guard let dashNode = node["dashArray"], case .array(let items) = dashNode.value, !items.isEmpty else {
                throw ValueParsingError("expected a stroke style object to have a non-empty \"dashArray\"", at: node.location)
            }
            var dashes: [ThemeDimension] = []
            for item in items {
                guard case .dimension(let d) = try context.parse(item, as: .dimension) else { continue }
                dashes.append(d)
            }
            let cap = node["lineCap"]?.string ?? "butt"
            guard ["round", "butt", "square"].contains(cap) else {
                throw ValueParsingError("unknown lineCap '\(cap)'; expected round, butt or square", at: node.location)
            }
            return .value(.strokeStyle(.dashed(dashArray: dashes, lineCap: cap)))
        default:
            throw mismatch(node)
        }
    }
}

/// Borders: `{color, width, style}`.
struct BorderParser: TypedValueParser {
    var identifier: String { "border" }
    var tokenType: TokenType { .border }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        try requireObject(node)
        guard case .strokeStyle(let style) = try context.member(node, "style", as: .strokeStyle, of: "a border") else {
            throw ValueParsingError("expected a border's style to be a stroke style", at: node.location)
        }
        return .value(
            .border(
                Border(
                    color: try context.color(node, "color", of: "a border"),
                    width: try context.dimension(node, "width", of: "a border"),
                    style: style)))
    }
}

/// Transitions: `{duration, delay, timingFunction}`.
struct TransitionParser: TypedValueParser {
    var identifier: String { "transition" }
    var tokenType: TokenType { .transition }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        try requireObject(node)
        guard case .cubicBezier(let curve) = try context.member(node, "timingFunction", as: .cubicBezier, of: "a transition")
        else {
            throw ValueParsingError("expected a transition's timingFunction to be a cubic Bézier", at: node.location)
        }
        return .value(
            .transition(
                ThemeTransition(
                    duration: try context.milliseconds(node, "duration", of: "a transition"),
                    delay: try context.milliseconds(node, "delay", of: "a transition", default: 0),
                    timingFunction: curve)))
    }
}

/// Typography: `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}` (DTCG).
struct TypographyParser: TypedValueParser {
    var identifier: String { "typography" }
    var tokenType: TokenType { .typography }

    func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        try requireObject(node)
        guard case .fontFamily(let family) = try context.member(node, "fontFamily", as: .fontFamily, of: "a typography") else {
            throw ValueParsingError("expected a typography's fontFamily to be a font family", at: node.location)
        }
        var weight = FontWeight.regular
        if node["fontWeight"] != nil,
            case .fontWeight(let w) = try context.member(node, "fontWeight", as: .fontWeight, of: "a typography")
        {
            weight = w
        }
        var lineHeight = 1.2
        if let lineNode = node["lineHeight"] {
            guard case .number(let n) = try context.parse(lineNode, as: .number) else {
                throw ValueParsingError("expected a typography's lineHeight to be a number", at: lineNode.location)
            }
            lineHeight = n
        }
        return .value(
            .typography(
                Typography(
                    fontFamily: family,
                    fontSize: try context.dimension(node, "fontSize", of: "a typography"),
                    fontWeight: weight,
                    letterSpacing: try context.dimension(node, "letterSpacing", of: "a typography", default: ThemeDimension(0)),
                    lineHeight: lineHeight)))
    }
}
