import Foundation
import Livery
import LiveryTools

/// The kinds of token generated spaces hold. Each kind is one top-level group of one type, so a
/// path's type never changes between documents and a group `$type` never disagrees with another.
enum Category: String, CaseIterable, Sendable {
    case color, space, opacity, label, flag, motion, weight, family, curve, shadow, border, stroke, gradient,
        transition, text, image, font, list, record

    var type: TokenType {
        switch self {
        case .color: .color
        case .space: .dimension
        case .opacity: .number
        case .label: .string
        case .flag: .boolean
        case .motion: .duration
        case .weight: .fontWeight
        case .family: .fontFamily
        case .curve: .cubicBezier
        case .shadow: .shadow
        case .border: .border
        case .stroke: .strokeStyle
        case .gradient: .gradient
        case .transition: .transition
        case .text: .typography
        case .image: .image
        case .font: .font
        case .list: .array
        case .record: .object
        }
    }
}

/// What values a generated space may hold.
struct ValueOptions: Sendable {
    /// `random` colours (picked per resolution: only where a seed makes them reproducible).
    var random = false
    /// Platform system colours (`{"system": "labelColor"}`).
    var system = true
    /// Aliases to any token of the kind, so cycles can happen (otherwise only to earlier tokens,
    /// which can never loop).
    var cycles = false
    /// Colours in the CSS-function and DTCG forms (otherwise hex only).
    var colorForms = true
}

/// The ordered paths of a generated space. Aliases point from a path to an earlier one, so a space
/// of them resolves without cycles unless ``ValueOptions/cycles`` says otherwise.
struct Universe: Sendable {
    struct Path: Sendable {
        var path: String
        var category: Category
    }

    var paths: [Path]

    /// Token names and the groups between a kind and a name: disjoint, so a path is both a token
    /// and a group only where `overlaps` asks for it.
    static let names = [
        "primary", "secondary", "surface", "on-surface", "accent", "muted", "sm", "md", "lg", "2xl", "ink",
        "paper", "brand", "danger", "ok", "ÿ-wide", "a b",
    ]
    static let groups = ["bg", "fg", "edge"]

    /// `overlaps` adds tokens inside other tokens' paths (`color.brand` and `color.brand.sm`): a
    /// path that is both a token and a group, which a space can have when the two come from
    /// different documents (one JSON object cannot hold both; ``ValueMaker/document(declaring:untyped:using:)``
    /// never puts both in one document).
    static func make(
        categories: [Category], count: ClosedRange<Int>, overlaps: Bool = false, using rng: inout some RandomNumberGenerator
    ) -> Universe {
        var paths: [Path] = []
        var seen = Set<String>()
        let target = Int.random(in: count, using: &rng)
        var attempts = 0
        while paths.count < target, attempts < 200 {
            attempts += 1
            let category = rng.pick(categories)
            var path = category.rawValue
            if rng.chance(0.3) { path += "." + rng.pick(groups) }
            path += "." + rng.pick(names)
            if overlaps, let parent = paths.filter({ $0.category == category }).randomElement(using: &rng), rng.chance(0.2) {
                path = parent.path + "." + rng.pick(names)
            }
            if seen.insert(path).inserted { paths.append(Path(path: path, category: category)) }
        }
        return Universe(paths: paths)
    }

    func index(of path: String) -> Int? { paths.firstIndex { $0.path == path } }

    /// `indices` without those whose path is a group of another's (`color.brand` beside
    /// `color.brand.sm`): what one document can declare.
    func declarable(_ indices: [Int]) -> [Int] {
        indices.filter { i in !indices.contains { paths[$0].path.hasPrefix(paths[i].path + ".") } }
    }
}

/// One token in a generated document.
struct TokenEntry: Sendable {
    var path: String
    var category: Category
    /// Whether the token says its `$type` (an override without one keeps the type it overrides).
    var typed: Bool
    var value: JSONValue
    var description: String?
}

/// A generated token document: its tokens, in no particular order (writers shuffle them).
struct DocumentModel: Sendable {
    var entries: [TokenEntry]

    var paths: Set<String> { Set(entries.map(\.path)) }
}

/// Random token values in the forms Livery reads (DTCG objects, CSS text, aliases).
struct ValueMaker {
    let universe: Universe
    let options: ValueOptions
    /// Paths an alias may point at (nil: any of the universe).
    let aliasTargets: Set<String>?

    /// Whether an alias may name `path`: one of ``aliasTargets`` and without white space (Livery
    /// reads `{…}` as an alias only when the path has no white space, quotes or braces, so text such
    /// as `"{ not an alias }"` stays text; DTCG allows spaces in names, so such tokens exist but are
    /// never aliased here).
    func canAlias(_ path: String) -> Bool {
        (aliasTargets?.contains(path) ?? true) && !path.contains(where: \.isWhitespace)
    }

    /// Paths of `category` an alias from the token at `index` may use.
    func targets(_ category: Category, before index: Int) -> [String] {
        let candidates = universe.paths.enumerated().filter { i, p in
            p.category == category && (options.cycles || i < index) && canAlias(p.path)
        }
        return candidates.map(\.element.path)
    }

    /// A value for the token at `index`: an alias (often) or a literal.
    func value(at index: Int, using rng: inout some RandomNumberGenerator) -> JSONValue {
        let entry = universe.paths[index]
        let aliases = targets(entry.category, before: index)
        if !aliases.isEmpty, rng.chance(0.3) { return .string("{\(rng.pick(aliases))}") }
        return literal(entry.category, at: index, using: &rng)
    }

    /// A short decimal in `range` (people write 0.25, not 0.2500000001).
    static func decimal(_ range: ClosedRange<Double>, using rng: inout some RandomNumberGenerator) -> Double {
        let places = Double(Int.random(in: 0...3, using: &rng))
        let scale = pow(10, places)
        return min(max((Double.random(in: range, using: &rng) * scale).rounded() / scale, range.lowerBound), range.upperBound)
    }

    static func text(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)" }

    func literal(_ category: Category, at index: Int, using rng: inout some RandomNumberGenerator) -> JSONValue {
        switch category {
        case .color: return color(using: &rng)
        case .space: return dimension(using: &rng)
        case .opacity: return .number(rng.interestingDouble(in: 0...1))
        case .label:
            let words = ["Livery", "ocean", "night", "size", "wide", "½", "ünïcode", "tab\there", "quote\"d"]
            var text = (0..<Int.random(in: 1...3, using: &rng)).map { _ in rng.pick(words) }.joined(separator: " ")
            // Text with a token in it (`"{space.md} wide"`): resolved after merging.
            let embeddable = universe.paths.enumerated().filter { i, p in
                [.space, .opacity, .label].contains(p.category) && (options.cycles || i < index) && canAlias(p.path)
            }
            if !embeddable.isEmpty, rng.chance(0.25) { text += " {\(rng.pick(embeddable).element.path)}" }
            return .string(text)
        case .flag: return .bool(rng.chance(0.5))
        case .motion: return duration(using: &rng)
        case .weight:
            if rng.chance(0.5) { return .number(Double(Int.random(in: 1...9, using: &rng) * 100)) }
            return rng.chance(0.5)
                ? .number(Double(Int.random(in: 1...1000, using: &rng)))
                : .string(rng.pick(["thin", "light", "normal", "medium", "semi-bold", "bold", "black", "extra-black"]))
        case .family:
            let names = ["Inter", "Georgia", "SF Pro", "system-ui", "Noto Sans"]
            return rng.chance(0.5)
                ? .string(rng.pick(names))
                : .array((0..<Int.random(in: 1...3, using: &rng)).map { _ in .string(rng.pick(names)) })
        case .curve: return curve(using: &rng)
        case .shadow:
            let one = shadow(using: &rng)
            return rng.chance(0.8) ? one : .array([one, shadow(using: &rng)])
        case .border:
            return .object([
                ("color", colorPart(using: &rng)), ("width", dimensionPart(using: &rng)), ("style", strokeStyle(using: &rng)),
            ])
        case .stroke: return strokeStyle(using: &rng)
        case .gradient:
            let stops = (0..<Int.random(in: 2...3, using: &rng)).map { _ in
                JSONValue.object([("color", colorPart(using: &rng)), ("position", .number(Self.decimal(0...1, using: &rng)))])
            }
            return .array(stops)
        case .transition:
            return .object([
                ("duration", duration(using: &rng)), ("delay", duration(using: &rng)), ("timingFunction", curve(using: &rng)),
            ])
        case .text:
            var members: [(String, JSONValue)] = [
                ("fontFamily", .string(rng.pick(["Inter", "Georgia"]))), ("fontSize", dimensionPart(using: &rng)),
            ]
            if rng.chance(0.7) { members.append(("fontWeight", .number(Double(Int.random(in: 1...9, using: &rng) * 100)))) }
            if rng.chance(0.7) { members.append(("letterSpacing", dimension(using: &rng))) }
            if rng.chance(0.7) { members.append(("lineHeight", .number(Self.decimal(1...2, using: &rng)))) }
            return .object(members)
        case .image:
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return .object([("name", .string(rng.pick(["icon-star", "Logo", "hero image"])))])
            case 1: return .object([("url", .string("https://example.com/\(rng.pick(["a", "b/c"])).png"))])
            default: return .object([("color", colorPart(using: &rng))])
            }
        case .font:
            var members: [(String, JSONValue)] = [("family", .string(rng.pick(["Inter", "Georgia", "SF Pro"])))]
            if rng.chance(0.7) { members.append(("size", .number(Self.decimal(8...40, using: &rng)))) }
            if rng.chance(0.7) { members.append(("weight", .number(Double(Int.random(in: 1...9, using: &rng) * 100)))) }
            return .object(members)
        case .list:
            return .array(
                (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    rng.chance(0.5) ? .number(Self.decimal(-10...10, using: &rng)) : .string(rng.pick(["wide", "tight", "ünï"]))
                })
        case .record:
            var members: [(String, JSONValue)] = []
            for key in ["columns", "justify", "title"] where rng.chance(0.7) {
                switch key {
                case "columns": members.append((key, .number(Double(Int.random(in: 1...4, using: &rng)))))
                case "justify": members.append((key, .bool(rng.chance(0.5))))
                default: members.append((key, .string(rng.pick(["Reader", "Ocean night"]))))
                }
            }
            return .object(members)
        }
    }

    func color(using rng: inout some RandomNumberGenerator) -> JSONValue {
        if options.random, rng.chance(0.1) { return .string("random") }
        if options.system, rng.chance(0.1) {
            return .object([("system", .string(rng.pick(["labelColor", "separatorColor", "systemBlueColor"])))])
        }
        let hex = (0..<4).map { _ in String(format: "%02x", Int.random(in: 0...255, using: &rng)) }
        guard options.colorForms else {
            return .string("#" + hex.prefix(3).joined() + (rng.chance(0.3) ? hex[3] : ""))
        }
        func d(_ range: ClosedRange<Double>) -> String { Self.text(Self.decimal(range, using: &rng)) }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return .string("#" + hex.prefix(3).joined().uppercased())
        case 1: return .string("#" + hex.joined())
        case 2: return .string("oklch(\(d(0...1)) \(d(0...0.4)) \(d(0...359)))")
        case 3: return .string("hsl(\(d(0...359)) \(d(0...100))% \(d(0...100))% / \(d(0...1)))")
        case 4: return .string("color(display-p3 \(d(0...1)) \(d(0...1)) \(d(0...1)))")
        default:
            let space = rng.pick(ThemeColor.ColorSpace.allCases)
            let ranges = PropertyTests.ColorConversionPropertyTests.cssRanges(space)
            return .object([
                ("colorSpace", .string(space.rawValue)),
                ("components", .array(ranges.map { .number(rng.interestingDouble(in: $0)) })),
                ("alpha", .number(rng.chance(0.5) ? 1 : rng.interestingDouble(in: 0...1))),
            ])
        }
    }

    /// A colour inside a composite value: an alias to a colour token or a literal.
    func colorPart(using rng: inout some RandomNumberGenerator) -> JSONValue {
        let colors = universe.paths.enumerated().filter { i, p in
            p.category == .color && canAlias(p.path)
        }.map(\.element.path)
        if !colors.isEmpty, rng.chance(0.3) { return .string("{\(rng.pick(colors))}") }
        var plain = options
        plain.random = false
        return ValueMaker(universe: universe, options: plain, aliasTargets: aliasTargets).color(using: &rng)
    }

    func dimension(using rng: inout some RandomNumberGenerator) -> JSONValue {
        let value = Self.decimal(-4...64, using: &rng)
        if rng.chance(0.5) {
            return .object([("value", .number(value)), ("unit", .string(rng.pick(["px", "rem"])))])
        }
        return .string(Self.text(value) + rng.pick(["px", "pt", "rem", "em"]))
    }

    /// A dimension inside a composite value: an alias to a dimension token or a literal.
    func dimensionPart(using rng: inout some RandomNumberGenerator) -> JSONValue {
        let spaces = universe.paths.filter { $0.category == .space && canAlias($0.path) }.map(\.path)
        if !spaces.isEmpty, rng.chance(0.3) { return .string("{\(rng.pick(spaces))}") }
        return dimension(using: &rng)
    }

    func duration(using rng: inout some RandomNumberGenerator) -> JSONValue {
        let ms = Self.decimal(0...2000, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .object([("value", .number(ms)), ("unit", .string("ms"))])
        case 1: return .string(Self.text(ms) + "ms")
        default: return .object([("value", .number(Self.decimal(0...2, using: &rng))), ("unit", .string("s"))])
        }
    }

    func curve(using rng: inout some RandomNumberGenerator) -> JSONValue {
        .array([
            .number(Self.decimal(0...1, using: &rng)), .number(Self.decimal(-0.5...1.5, using: &rng)),
            .number(Self.decimal(0...1, using: &rng)), .number(Self.decimal(-0.5...1.5, using: &rng)),
        ])
    }

    func shadow(using rng: inout some RandomNumberGenerator) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("color", colorPart(using: &rng)), ("offsetX", dimensionPart(using: &rng)), ("offsetY", dimension(using: &rng)),
            ("blur", dimension(using: &rng)),
        ]
        if rng.chance(0.5) { members.append(("spread", dimension(using: &rng))) }
        if rng.chance(0.5) { members.append(("inset", .bool(rng.chance(0.5)))) }
        return .object(members)
    }

    func strokeStyle(using rng: inout some RandomNumberGenerator) -> JSONValue {
        if rng.chance(0.6) { return .string(rng.pick(ThemeStrokeStyle.keywords.sorted())) }
        let dashes = (0..<Int.random(in: 1...3, using: &rng)).map { _ in dimension(using: &rng) }
        return .object([("dashArray", .array(dashes)), ("lineCap", .string(rng.pick(["round", "butt", "square"])))])
    }

    /// A document declaring `candidates` (indices into the universe), each with its `$type` unless
    /// in `untyped`, sometimes with a description.
    ///
    /// A path that is a group of another declared path (`color.brand` beside `color.brand.sm`) is
    /// left out: one JSON document cannot hold a token and a group under one name.
    func document(
        declaring candidates: [Int], untyped: Set<Int> = [], using rng: inout some RandomNumberGenerator
    ) -> DocumentModel {
        DocumentModel(
            entries: universe.declarable(candidates).map { i in
                let p = universe.paths[i]
                return TokenEntry(
                    path: p.path, category: p.category, typed: !untyped.contains(i), value: value(at: i, using: &rng),
                    description: rng.chance(0.2) ? "About \(p.path)" : nil)
            })
    }
}
