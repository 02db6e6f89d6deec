import Foundation
import Livery

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
        var out: [UInt8] = []
        write(to: &out, indent: pretty ? 0 : nil)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the UTF-8 text into `out` (bytes, not a `String`: appending to a string checks and
    /// counts what it appends, which was most of `livery resolve`'s time on large files).
    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: (n.isFinite ? TokenValue.format(n) : "null").utf8)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if let indent {
                    Self.newline(&out, indent + 1)
                    item.write(to: &out, indent: indent + 1)
                } else {
                    item.write(to: &out, indent: nil)
                }
            }
            if let indent { Self.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if let indent { Self.newline(&out, indent + 1) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { Self.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The members of an object as ``write(to:indent:)`` writes them inside its braces (each on
    /// its own line at `indent + 1`), without the braces.
    fileprivate func writeMembers(to out: inout [UInt8], indent: Int) {
        guard case .object(let members) = self else { return }
        for (i, (key, value)) in members.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            Self.newline(&out, indent + 1)
            Self.writeString(key, to: &out)
            out.append(contentsOf: ": ".utf8)
            value.write(to: &out, indent: indent + 1)
        }
    }

    /// A line break and `level` two-space indents.
    private static func newline(_ out: inout [UInt8], _ level: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// A JSON string: runs that need no escape are copied as they are.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var runStart = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                runStart = i + 1
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case 0x0A: out.append(contentsOf: "\\n".utf8)
                case 0x0D: out.append(contentsOf: "\\r".utf8)
                case 0x09: out.append(contentsOf: "\\t".utf8)
                default:
                    let hex = String(byte, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
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

    /// The text of ``json()`` (pretty), written token by token: the same bytes, without building
    /// the whole document as a tree first (which cost a large file's output twice over in memory).
    package func serializedJSON() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 80)  // about what a colour or dimension token takes
        var first = true
        out.append(UInt8(ascii: "{"))
        for i in values.indices {
            guard let token = token(at: i) else { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            JSONValue.object([(token.path, token.value.tokenJSON(remBase: remBase))]).writeMembers(to: &out, indent: 0)
        }
        if first {
            out.append(UInt8(ascii: "}"))
        } else {
            out.append(contentsOf: "\n}".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
