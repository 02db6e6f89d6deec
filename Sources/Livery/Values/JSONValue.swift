import Foundation

/// A JSON value with ordered object members, and a deterministic writer.
///
/// Used for Livery's JSON outputs (`livery resolve`, lint reports, exports) so output is stable
/// byte for byte.
package indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The text of this value; `pretty` indents with two spaces.
    package func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? TokenValue.format(n) : "null"
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if let indent {
                    out += "\n" + String(repeating: "  ", count: indent + 1)
                    item.write(to: &out, indent: indent + 1)
                } else {
                    item.write(to: &out, indent: nil)
                }
            }
            if let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                Self.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension TokenValue {
    /// The value in `livery resolve`'s JSON contract: colours as `"#RRGGBBAA"` (a system colour as
    /// `{"system": NAME}`), dimensions as points, durations as milliseconds, fonts as
    /// `{"family", "size", "weight"}`, images as `{"kind", "value"}`, the rest as natural JSON.
    package func json(remBase: Double = 16) -> JSONValue {
        func dim(_ d: ThemeDimension) -> JSONValue { .number(d.points(remBase: remBase)) }
        switch self {
        case .color(let c): return Self.json(c)
        case .dimension(let d): return dim(d)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .boolean(let b): return .bool(b)
        case .fontFamily(let names):
            return names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
        case .fontWeight(let w): return .number(w.value)
        case .font(let f):
            return .object(
                [
                    ("family", f.name.map { .string($0) } ?? .null),
                    ("size", f.size.map { .number($0) } ?? .null),
                    ("weight", f.weight.map { .number($0.value) } ?? .null),
                ] + (f.textStyle.map { [("textStyle", JSONValue.string($0))] } ?? []))
        case .image(let source):
            let (kind, value): (String, JSONValue) =
                switch source {
                case .asset(let name): ("asset", .string(name))
                case .file(let path): ("file", .string(path))
                case .url(let url): ("url", .string(url))
                case .color(let c): ("color", Self.json(c))
                case .gradient(let g): ("gradient", TokenValue.gradient(g).json(remBase: remBase))
                }
            return .object([("kind", .string(kind)), ("value", value)])
        case .gradient(let g):
            return .array(g.stops.map { .object([("color", Self.json($0.color)), ("position", .number($0.position))]) })
        case .shadow(let shadows):
            let items: [JSONValue] = shadows.map { s in
                .object([
                    ("color", Self.json(s.color)), ("offsetX", dim(s.offsetX)), ("offsetY", dim(s.offsetY)),
                    ("blur", dim(s.blur)), ("spread", dim(s.spread)), ("inset", .bool(s.inset)),
                ])
            }
            return items.count == 1 ? items[0] : .array(items)
        case .border(let b):
            return .object([
                ("color", Self.json(b.color)), ("width", dim(b.width)),
                ("style", TokenValue.strokeStyle(b.style).json(remBase: remBase)),
            ])
        case .strokeStyle(.keyword(let k)): return .string(k)
        case .strokeStyle(.dashed(let dashes, let cap)):
            return .object([("dashArray", .array(dashes.map(dim))), ("lineCap", .string(cap))])
        case .transition(let t):
            return .object([
                ("duration", .number(t.duration)), ("delay", .number(t.delay)),
                ("timingFunction", TokenValue.cubicBezier(t.timingFunction).json(remBase: remBase)),
            ])
        case .duration(let ms): return .number(ms)
        case .cubicBezier(let b): return .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })
        case .typography(let t):
            return .object([
                ("fontFamily", TokenValue.fontFamily(t.fontFamily).json(remBase: remBase)),
                ("fontSize", dim(t.fontSize)), ("fontWeight", .number(t.fontWeight.value)),
                ("letterSpacing", dim(t.letterSpacing)), ("lineHeight", .number(t.lineHeight)),
            ])
        case .array(let items): return .array(items.map { $0.json(remBase: remBase) })
        case .object(let members):
            return .object(members.keys.sorted().compactMap { key in members[key].map { (key, $0.json(remBase: remBase)) } })
        }
    }

    static func json(_ color: ThemeColor) -> JSONValue {
        if let name = color.systemName { return .object([("system", .string(name))]) }
        return .string(color.hexString)
    }

    /// `{"type": T, "value": V}`, plus `colorSpace` and `components` for a colour not written in sRGB.
    package func tokenJSON(remBase: Double = 16) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(type.rawValue)), ("value", json(remBase: remBase))]
        if case .color(let c) = self, c.systemName == nil, c.colorSpace != .sRGB {
            members.append(("colorSpace", .string(c.colorSpace.rawValue)))
            members.append(("components", .array(c.components.map { .number($0) })))
        }
        return .object(members)
    }
}

extension ResolvedTheme {
    /// Every token as `path → {"type", "value"}`, sorted by path.
    package func json() -> JSONValue {
        .object(tokens.map { ($0.path, $0.value.tokenJSON(remBase: remBase)) })
    }
}
