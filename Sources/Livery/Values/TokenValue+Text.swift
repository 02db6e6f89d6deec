import Foundation

extension TokenValue {
    /// Formats a number the shortest way that reads back exactly (`16`, not `16.0`).
    package static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// The value as text, for embedding in a string (`"{size.base} wide"`) and for messages:
    /// strings as they are, numbers shortest, colours as `#RRGGBBAA`, dimensions with their unit.
    public var text: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return Self.format(n)
        case .boolean(let b): return b ? "true" : "false"
        case .color(let c): return c.systemName ?? c.hexString
        case .dimension(let d): return Self.format(d.value) + d.unit.rawValue
        case .duration(let ms): return Self.format(ms) + "ms"
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .fontWeight(let w): return Self.format(w.value)
        case .font(let f):
            return [f.name ?? "system", f.size.map(Self.format)].compactMap { $0 }.joined(separator: ",")
        case .image(let source):
            switch source {
            case .asset(let name): return name
            case .file(let path): return path
            case .url(let url): return url
            case .color(let c): return c.hexString
            case .gradient(let g): return TokenValue.gradient(g).text
            }
        case .gradient(let g):
            return g.stops.map { "\($0.color.hexString) \(Self.format($0.position * 100))%" }.joined(separator: ", ")
        case .cubicBezier(let b):
            return "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(Self.format).joined(separator: ", ")))"
        case .strokeStyle(.keyword(let k)): return k
        case .strokeStyle(.dashed(let dashes, let cap)):
            return dashes.map { TokenValue.dimension($0).text }.joined(separator: " ") + " " + cap
        case .border(let b):
            return "\(TokenValue.dimension(b.width).text) \(TokenValue.strokeStyle(b.style).text) \(b.color.hexString)"
        case .shadow(let shadows):
            return shadows.map { s in
                let parts = [s.offsetX, s.offsetY, s.blur, s.spread].map { TokenValue.dimension($0).text }
                return (s.inset ? "inset " : "") + parts.joined(separator: " ") + " " + s.color.hexString
            }.joined(separator: ", ")
        case .transition(let t):
            return "\(Self.format(t.duration))ms \(TokenValue.cubicBezier(t.timingFunction).text) \(Self.format(t.delay))ms"
        case .typography(let t):
            return
                "\(Self.format(t.fontWeight.value)) \(TokenValue.dimension(t.fontSize).text)/\(Self.format(t.lineHeight)) \(t.fontFamily.joined(separator: ", "))"
        case .array(let items): return items.map(\.text).joined(separator: ", ")
        case .object(let members):
            return members.keys.sorted().map { "\($0): \(members[$0]?.text ?? "")" }.joined(separator: ", ")
        }
    }
}
