import Foundation

// The values' `Codable` conformances, over the one `CodingName` key: the keys the synthesised
// conformances wrote (a struct's property names, optionals left out when nil; an enum case as
// `{"case": {"_0": value}}`), which a saved `ThemeChoice`'s overrides and the launch cache hold.

extension TokenValue {
    public init(from decoder: any Decoder) throws {
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

extension ThemeDimension {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(try container.decode(Double.self, forKey: "value"), try container.decode(Unit.self, forKey: "unit"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(value, forKey: "value")
        try container.encode(unit, forKey: "unit")
    }
}

extension FontWeight {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.container(keyedBy: CodingName.self).decode(Double.self, forKey: "value"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(value, forKey: "value")
    }
}

extension ThemeFont {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: "name"),
            size: try container.decodeIfPresent(Double.self, forKey: "size"),
            weight: try container.decodeIfPresent(FontWeight.self, forKey: "weight"),
            textStyle: try container.decodeIfPresent(String.self, forKey: "textStyle"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encodeIfPresent(name, forKey: "name")
        try container.encodeIfPresent(size, forKey: "size")
        try container.encodeIfPresent(weight, forKey: "weight")
        try container.encodeIfPresent(textStyle, forKey: "textStyle")
    }
}

extension ImageSource {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self = try container.decodeCase(ImageSource.self) { name, values in
            switch name {
            case "asset": .asset(try values().decode(String.self, forKey: "_0"))
            case "file": .file(try values().decode(String.self, forKey: "_0"))
            case "url": .url(try values().decode(String.self, forKey: "_0"))
            case "color": .color(try values().decode(ThemeColor.self, forKey: "_0"))
            case "gradient": .gradient(try values().decode(ThemeGradient.self, forKey: "_0"))
            default: nil
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        switch self {
        case .asset(let name):
            var values = container.encodeCase("asset")
            try values.encode(name, forKey: "_0")
        case .file(let path):
            var values = container.encodeCase("file")
            try values.encode(path, forKey: "_0")
        case .url(let url):
            var values = container.encodeCase("url")
            try values.encode(url, forKey: "_0")
        case .color(let color):
            var values = container.encodeCase("color")
            try values.encode(color, forKey: "_0")
        case .gradient(let gradient):
            var values = container.encodeCase("gradient")
            try values.encode(gradient, forKey: "_0")
        }
    }
}

extension GradientStop {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            color: try container.decode(ThemeColor.self, forKey: "color"),
            position: try container.decode(Double.self, forKey: "position"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(color, forKey: "color")
        try container.encode(position, forKey: "position")
    }
}

extension ThemeGradient {
    public init(from decoder: any Decoder) throws {
        self.init(stops: try decoder.container(keyedBy: CodingName.self).decode([GradientStop].self, forKey: "stops"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(stops, forKey: "stops")
    }
}

extension Shadow {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            color: try container.decode(ThemeColor.self, forKey: "color"),
            offsetX: try container.decode(ThemeDimension.self, forKey: "offsetX"),
            offsetY: try container.decode(ThemeDimension.self, forKey: "offsetY"),
            blur: try container.decode(ThemeDimension.self, forKey: "blur"),
            spread: try container.decode(ThemeDimension.self, forKey: "spread"),
            inset: try container.decode(Bool.self, forKey: "inset"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(color, forKey: "color")
        try container.encode(offsetX, forKey: "offsetX")
        try container.encode(offsetY, forKey: "offsetY")
        try container.encode(blur, forKey: "blur")
        try container.encode(spread, forKey: "spread")
        try container.encode(inset, forKey: "inset")
    }
}

extension ThemeStrokeStyle {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self = try container.decodeCase(ThemeStrokeStyle.self) { name, values in
            switch name {
            case "keyword": .keyword(try values().decode(String.self, forKey: "_0"))
            case "dashed":
                .dashed(
                    dashArray: try values().decode([ThemeDimension].self, forKey: "dashArray"),
                    lineCap: try values().decode(String.self, forKey: "lineCap"))
            default: nil
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        switch self {
        case .keyword(let keyword):
            var values = container.encodeCase("keyword")
            try values.encode(keyword, forKey: "_0")
        case .dashed(let dashArray, let lineCap):
            var values = container.encodeCase("dashed")
            try values.encode(dashArray, forKey: "dashArray")
            try values.encode(lineCap, forKey: "lineCap")
        }
    }
}

extension Border {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            color: try container.decode(ThemeColor.self, forKey: "color"),
            width: try container.decode(ThemeDimension.self, forKey: "width"),
            style: try container.decode(ThemeStrokeStyle.self, forKey: "style"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(color, forKey: "color")
        try container.encode(width, forKey: "width")
        try container.encode(style, forKey: "style")
    }
}

extension CubicBezier {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            try container.decode(Double.self, forKey: "x1"), try container.decode(Double.self, forKey: "y1"),
            try container.decode(Double.self, forKey: "x2"), try container.decode(Double.self, forKey: "y2"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(x1, forKey: "x1")
        try container.encode(y1, forKey: "y1")
        try container.encode(x2, forKey: "x2")
        try container.encode(y2, forKey: "y2")
    }
}

extension ThemeTransition {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            duration: try container.decode(Double.self, forKey: "duration"),
            delay: try container.decode(Double.self, forKey: "delay"),
            timingFunction: try container.decode(CubicBezier.self, forKey: "timingFunction"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(duration, forKey: "duration")
        try container.encode(delay, forKey: "delay")
        try container.encode(timingFunction, forKey: "timingFunction")
    }
}

extension Typography {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingName.self)
        self.init(
            fontFamily: try container.decode([String].self, forKey: "fontFamily"),
            fontSize: try container.decode(ThemeDimension.self, forKey: "fontSize"),
            fontWeight: try container.decode(FontWeight.self, forKey: "fontWeight"),
            letterSpacing: try container.decode(ThemeDimension.self, forKey: "letterSpacing"),
            lineHeight: try container.decode(Double.self, forKey: "lineHeight"))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingName.self)
        try container.encode(fontFamily, forKey: "fontFamily")
        try container.encode(fontSize, forKey: "fontSize")
        try container.encode(fontWeight, forKey: "fontWeight")
        try container.encode(letterSpacing, forKey: "letterSpacing")
        try container.encode(lineHeight, forKey: "lineHeight")
    }
}
