import Foundation
import Livery
import LiveryUI

// livery-bench: Livery's runtime against its baselines, measured in one process.
//   swift run -c release livery-bench [--n N] [--runs R] [--format text|json] [--scenario NAME]

nonisolated(unsafe) var sizes = [1_000, 10_000, 100_000, 1_000_000]
nonisolated(unsafe) var runs = 9
nonisolated(unsafe) var jsonOutput = false
nonisolated(unsafe) var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--n": sizes = arguments.next().flatMap(Int.init).map { [$0] } ?? sizes
    case "--runs": runs = max(7, arguments.next().flatMap(Int.init) ?? runs)
    case "--format": jsonOutput = arguments.next() == "json"
    case "--scenario": only = arguments.next()
    case "--help", "-h":
        print("usage: livery-bench [--n N] [--runs R (at least 7)] [--format text|json] [--scenario switch|switch_mixed|switch_shared|bind|lookup|load]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("livery-bench: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

func emit(_ result: Result) {
    print(jsonOutput ? result.json() : result.text())
    fflush(nil)
}

func must<T>(_ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        FileHandle.standardError.write(Data("livery-bench: \(error)\n".utf8))
        exit(1)
    }
}

// MARK: The theme space every scenario uses

let tokens = ["color.text", "color.background", "color.tint", "color.border"]
func themeDocument(_ seed: Int) -> String {
    let colors = tokens.enumerated().map { i, path in
        let name = path.split(separator: ".")[1]
        let value = String(format: "#%02X%02X%02X", (seed * 40 + i * 50) % 256, (seed * 90 + i * 20) % 256, (i * 70 + 30) % 256)
        return "\"\(name)\": \"\(value)\""
    }
    return "{\"color\": {\"$type\": \"color\", \(colors.joined(separator: ", "))}}"
}

let space: ThemeSpace = must {
    ThemeSpace(
        modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["a", "b"], defaultContext: "a")],
        layers: [
            ThemeSpace.Layer(name: "theme=a", condition: ["theme": "a"], documents: [
                try TokenDocument(data: Data(themeDocument(1).utf8), url: URL(fileURLWithPath: "/bench/a.json")),
            ]),
            ThemeSpace.Layer(name: "theme=b", condition: ["theme": "b"], documents: [
                try TokenDocument(data: Data(themeDocument(2).utf8), url: URL(fileURLWithPath: "/bench/b.json")),
            ]),
        ])
}
let themeA = must { try space.resolve(Selection(["theme": "a"])) }
let themeB = must { try space.resolve(Selection(["theme": "b"])) }
let typed = tokens.map { Token<Color>($0) }
let indices = tokens.map { themeA.index.index(of: $0) ?? -1 }

@MainActor
func makeManager() -> ThemeManager<ResolvedTheme> {
    must { try ThemeManager(space: space, storage: nil) }
}

@MainActor
final class Switcher {
    let manager: ThemeManager<ResolvedTheme>
    var flip = false
    init(_ manager: ThemeManager<ResolvedTheme>) { self.manager = manager }
    func run() {
        flip.toggle()
        must { try manager.apply(theme: flip ? "b" : "a") }
    }
}

/// Assigns through one property of View chosen by index.
@inline(__always)
func assign(_ view: View, _ property: Int, _ color: PlatformColor) {
    switch property {
    case 0: view.textColor = color
    case 1: view.backgroundColor = color
    case 2: view.tintColor = color
    default: view.borderColor = color
    }
}

let keyPaths: [ReferenceWritableKeyPath<View, PlatformColor?>] = [\.textColor, \.backgroundColor, \.tintColor, \.borderColor]

// MARK: switch and switch_mixed

@MainActor
func switchScenario(n: Int, properties: Int) {
    let objects = (0..<n).map { _ in View() }
    let typedManager = makeManager()
    let closureManager = makeManager()
    let keyPathManager = makeManager()
    for object in objects {
        for p in 0..<properties {
            typedManager.bind(object, typed[p]) { view, color in assign(view, p, PlatformColor(livery: color)) }
            closureManager.bind(object) { view, theme in
                if let color = theme.value(at: indices[p], as: Color.self) { assign(view, p, PlatformColor(livery: color)) }
            }
            keyPathManager.bind(object, keyPaths[p], to: typed[p])
        }
    }
    let livery = Switcher(typedManager)
    let liveryClosure = Switcher(closureManager)
    let liveryKeyPath = Switcher(keyPathManager)

    // Baselines.
    var flip = false
    let colorsA = typed.map { themeA[$0] ?? .clear }
    let colorsB = typed.map { themeB[$0] ?? .clear }
    let direct = {
        flip.toggle()
        let colors = flip ? colorsB : colorsA
        for object in objects {
            for p in 0..<properties { assign(object, p, PlatformColor(livery: colors[p])) }
        }
    }
    var closures: [(ResolvedTheme) -> Void] = []
    closures.reserveCapacity(n * properties)
    for object in objects {
        for p in 0..<properties {
            closures.append { theme in
                if let color = theme.value(at: indices[p], as: Color.self) { assign(object, p, PlatformColor(livery: color)) }
            }
        }
    }
    var closureFlip = false
    let closureBaseline = {
        closureFlip.toggle()
        let theme = closureFlip ? themeB : themeA
        for closure in closures { closure(theme) }
    }
    var contenders: [(String, () -> Void)] = [
        ("livery_ns", livery.run), ("livery_closure_ns", liveryClosure.run), ("livery_keypath_ns", liveryKeyPath.run),
        ("direct_ns", direct), ("closures_ns", closureBaseline),
    ]
    // One NotificationCenter observer per object (SwiftTheme, DKNightVersion, CJSkin, Chameleon).
    let center = NotificationCenter()
    let name = Notification.Name("ThemeDidChange")
    var observers: [NSObjectProtocol] = []
    final class Current: @unchecked Sendable { var colors: [Color] = [] }
    let current = Current()
    if n <= 100_000 {
        for object in objects {
            let box = WeakBox(object)
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { _ in
                guard let object = box.object else { return }
                for p in 0..<properties { assign(object, p, PlatformColor(livery: current.colors[p])) }
            })
        }
        var notificationFlip = false
        contenders.append(("notification_ns", {
            notificationFlip.toggle()
            current.colors = notificationFlip ? colorsB : colorsA
            center.post(name: name, object: nil)
        }))
    }
    let t = measure(runs: runs, contenders)
    var values: [(String, Double)] = contenders.map { ($0.0, t[$0.0] ?? .nan) }
    values.append(("ratio_direct", (t["livery_ns"] ?? .nan) / (t["direct_ns"] ?? .nan)))
    values.append(("ratio_closures", (t["livery_closure_ns"] ?? .nan) / (t["closures_ns"] ?? .nan)))
    values.append(("ratio_keypath_direct", (t["livery_keypath_ns"] ?? .nan) / (t["direct_ns"] ?? .nan)))
    if let notification = t["notification_ns"], let direct = t["direct_ns"] {
        values.append(("ratio_notification", (t["livery_ns"] ?? .nan) / notification))
        // Livery's cost above the hand-written loop, against the notification design's cost above it.
        values.append(("overhead_vs_notification", ((t["livery_ns"] ?? .nan) - direct) / (notification - direct)))
    }
    emit(Result(scenario: properties == 1 ? "switch" : "switch_mixed", n: n, values: values))
    for observer in observers { center.removeObserver(observer) }
    blackHole(objects)
}

// MARK: switch_shared: many objects over few tokens, through LiveryUI's conversion cache

/// Two themes of `count` colour tokens (`shared.c0`…).
func sharedSpace(count: Int) -> ThemeSpace {
    func document(_ seed: Int) -> String {
        let colors = (0..<count).map { (i: Int) -> String in
            let red: Int = (seed * 40 + i * 25) % 256
            let green: Int = (seed * 90 + i * 10) % 256
            let blue: Int = (i * 70 + 30) % 256
            return String(format: "\"c%d\": \"#%02X%02X%02X\"", i, red, green, blue)
        }
        return "{\"shared\": {\"$type\": \"color\", \(colors.joined(separator: ", "))}}"
    }
    return must {
        ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["a", "b"], defaultContext: "a")],
            layers: [
                ThemeSpace.Layer(name: "theme=a", condition: ["theme": "a"], documents: [
                    try TokenDocument(data: Data(document(1).utf8), url: URL(fileURLWithPath: "/bench/shared-a.json")),
                ]),
                ThemeSpace.Layer(name: "theme=b", condition: ["theme": "b"], documents: [
                    try TokenDocument(data: Data(document(2).utf8), url: URL(fileURLWithPath: "/bench/shared-b.json")),
                ]),
            ])
    }
}

extension View: ThemeBindable {}

/// 100,000 objects over 10 tokens: Livery converts each token once per switch (the conversion
/// cache, as `label.livery.setTextColor(…)` does with `UIColor`s); the hand-written loop makes a
/// fresh platform colour for every assignment, as code that converts per view does.
@MainActor
func switchSharedScenario(n: Int, tokenCount: Int = 10) {
    let space = sharedSpace(count: tokenCount)
    let manager = must { try ThemeManager(space: space, storage: nil) }
    let shared = (0..<tokenCount).map { Token<Color>("shared.c\($0)") }
    let conversion = Conversion<Color, PlatformColor>("PlatformColor") { color, _ in PlatformColor(livery: color) }
    let objects = (0..<n).map { _ in View() }
    for (i, object) in objects.enumerated() {
        object.livery(manager).bind(shared[i % tokenCount], key: BindingKey("textColor"), through: conversion) { $0.textColor = $1 }
    }
    let livery = Switcher(manager)
    let a = must { try space.resolve(Selection(["theme": "a"])) }
    let b = must { try space.resolve(Selection(["theme": "b"])) }
    let colorsA = shared.map { a[$0] ?? .clear }
    let colorsB = shared.map { b[$0] ?? .clear }
    // The loop has objects of its own: sharing them, a switch would also pay for freeing the
    // colours the other contender made.
    let directObjects = (0..<n).map { _ in View() }
    var flip = false
    let direct = {
        flip.toggle()
        let colors = flip ? colorsB : colorsA
        for (i, object) in directObjects.enumerated() { object.textColor = PlatformColor(livery: colors[i % tokenCount]) }
    }
    let t = measure(runs: runs, [("livery_ns", livery.run), ("direct_ns", direct)])
    emit(Result(scenario: "switch_shared", n: n, values: [
        ("livery_ns", t["livery_ns"] ?? .nan), ("direct_ns", t["direct_ns"] ?? .nan),
        ("ratio_direct", (t["livery_ns"] ?? .nan) / (t["direct_ns"] ?? .nan)), ("tokens", Double(tokenCount)),
    ]))
    blackHole(objects)
    blackHole(directObjects)
}

// MARK: bind: time, bytes per binding, bytes left after death

final class WeakBox: @unchecked Sendable { weak var object: View?; init(_ object: View) { self.object = object } }

@MainActor
func bindScenario(n: Int) {
    var bindTimes: [Double] = []
    var perBinding: [Double] = []
    var perClosureBinding: [Double] = []
    var storePerBinding: [Double] = []
    var left: [Double] = []
    for _ in 0..<runs {
        let start = allocatedBytes()
        let manager = makeManager()
        let switcher = Switcher(manager)
        let managerBytes = allocatedBytes()
        var objects: [View]? = (0..<n).map { _ in View() }
        // The objects' own weak-reference side tables and property values exist before binding.
        var boxes: [WeakBox]? = objects?.map(WeakBox.init)
        boxes = nil
        for object in objects ?? [] { object.textColor = PlatformColor(livery: themeA[typed[0]] ?? .clear) }
        let before = allocatedBytes()
        bindTimes.append(time {
            for object in objects ?? [] {
                manager.bind(object, typed[0]) { view, color in view.textColor = PlatformColor(livery: color) }
            }
        })
        perBinding.append(Double(allocatedBytes() - before) / Double(n))
        storePerBinding.append(Double(manager.bindingStorageBytes) / Double(n))
        let beforeClosures = allocatedBytes()
        for object in objects ?? [] {
            manager.bind(object, key: BindingKey("background")) { view, theme in
                view.backgroundColor = PlatformColor(livery: theme.value(at: indices[1], as: Color.self) ?? .clear)
            }
        }
        perClosureBinding.append(Double(allocatedBytes() - beforeClosures - n * 48) / Double(n))
        objects = nil
        switcher.run()
        left.append(Double(allocatedBytes() - managerBytes))
        blackHole(boxes)
        blackHole(start)
    }
    emit(Result(scenario: "bind", n: n, values: [
        ("bind_ns", median(bindTimes)), ("bind_ns_per_binding", median(bindTimes) / Double(n)),
        ("bytes_per_binding", median(perBinding)), ("store_bytes_per_binding", median(storePerBinding)),
        ("closure_context_bytes_per_binding", median(perBinding) - median(storePerBinding)),
        ("bytes_per_closure_binding", median(perClosureBinding)),
        ("bytes_after_death", median(left)),
    ]))
}

// MARK: lookup

@MainActor
func lookupScenario(n: Int) {
    let index = indices[0]
    let token = typed[0]
    let theme = themeA
    let array = Array(repeating: themeA[token] ?? .clear, count: 64)
    let dictionary: [String: Any] = Dictionary(uniqueKeysWithValues: tokens.map { ($0, themeA.color($0) ?? .clear) as (String, Any) })
    var sink = 0.0
    let t = measure(runs: runs, [
        ("token_ns", { for _ in 0..<n { sink += theme.value(at: index, as: Color.self)?.alpha ?? 0 } }),
        ("array_ns", { for i in 0..<n { sink += array[i & 63].alpha } }),
        ("dictionary_ns", { for _ in 0..<n { sink += (dictionary["color.text"] as? Color)?.alpha ?? 0 } }),
        ("path_ns", { for _ in 0..<n { sink += theme.color("color.text")?.alpha ?? 0 } }),
    ])
    blackHole(sink)
    emit(Result(scenario: "lookup", n: n, values: [
        ("token_ns", t["token_ns"] ?? .nan), ("array_ns", t["array_ns"] ?? .nan),
        ("dictionary_ns", t["dictionary_ns"] ?? .nan), ("path_ns", t["path_ns"] ?? .nan),
        ("ratio_array", (t["token_ns"] ?? .nan) / (t["array_ns"] ?? .nan)),
        ("ratio_dictionary", (t["token_ns"] ?? .nan) / (t["dictionary_ns"] ?? .nan)),
    ]))
}

// MARK: load

/// A 10k-token document (palette, semantic aliases, dimensions, strings) and 4 theme documents.
func loadDocuments(tokenCount: Int) -> [(String, Data)] {
    let quarter = tokenCount / 4
    var base = "{\n\"palette\": {\"$type\": \"color\",\n"
    base += (0..<quarter).map { i in String(format: "\"c%d\": {\"$value\": \"#%06X\"}", i, (i &* 2_654_435_761) & 0xFFFFFF) }.joined(separator: ",\n")
    base += "},\n\"semantic\": {\"$type\": \"color\",\n"
    base += (0..<quarter).map { i in "\"s\(i)\": {\"$value\": \"{palette.c\((i * 7) % quarter)}\", \"$description\": \"Semantic colour \(i)\"}" }.joined(separator: ",\n")
    base += "},\n\"space\": {\"$type\": \"dimension\",\n"
    base += (0..<quarter).map { i in "\"d\(i)\": {\"$value\": {\"value\": \(i % 64), \"unit\": \"px\"}}" }.joined(separator: ",\n")
    base += "},\n\"copy\": {\"$type\": \"string\",\n"
    base += (0..<(tokenCount - 3 * quarter)).map { i in "\"t\(i)\": {\"$value\": \"Label number \(i)\"}" }.joined(separator: ",\n")
    base += "}\n}\n"
    var documents = [("base.json", Data(base.utf8))]
    for theme in 0..<4 {
        var text = "{\"palette\": {\"$type\": \"color\",\n"
        text += stride(from: theme, to: quarter, by: 5).map { i in
            String(format: "\"c%d\": {\"$value\": \"#%06X\"}", i, (i &* 40503 &+ theme) & 0xFFFFFF)
        }.joined(separator: ",\n")
        text += "}}\n"
        documents.append(("theme\(theme).json", Data(text.utf8)))
    }
    return documents
}

func loadScenario(tokenCount: Int) {
    let documents = loadDocuments(tokenCount: tokenCount)
    var resolvedCount = 0
    let t = measure(runs: runs, [
        ("livery_ns", {
            let parsed = documents.map { name, data in must { try TokenDocument(data: data, url: URL(fileURLWithPath: "/bench/\(name)")) } }
            let space = ThemeSpace(
                modifiers: [ThemeSpace.Modifier(name: "theme", contexts: (0..<4).map { "theme\($0)" })],
                layers: [ThemeSpace.Layer(name: "base", documents: [parsed[0]])]
                    + (0..<4).map { ThemeSpace.Layer(name: "theme\($0)", condition: ["theme": "theme\($0)"], documents: [parsed[$0 + 1]]) })
            resolvedCount = 0
            for theme in 0..<4 { resolvedCount += must { try space.resolve(Selection(["theme": "theme\(theme)"])) }.count }
        }),
        ("json_ns", {
            for (_, data) in documents { blackHole(try? JSONSerialization.jsonObject(with: data)) }
        }),
    ])
    emit(Result(scenario: "load", n: tokenCount, values: [
        ("livery_ns", t["livery_ns"] ?? .nan), ("json_ns", t["json_ns"] ?? .nan),
        ("ratio_json", (t["livery_ns"] ?? .nan) / (t["json_ns"] ?? .nan)),
        ("bytes", Double(documents.reduce(0) { $0 + $1.1.count })), ("resolved_tokens", Double(resolvedCount)),
    ]))
}

// MARK: Run

#if DEBUG
    FileHandle.standardError.write(Data("livery-bench: this is a debug build; measure with `swift run -c release livery-bench`\n".utf8))
#endif
// Load first: it models app launch, on a heap the other scenarios have not yet churned.
if only == nil || only == "load" { loadScenario(tokenCount: 10_000) }
for n in sizes where only == nil || only == "lookup" { lookupScenario(n: n) }
for n in sizes where only == nil || only == "switch" { switchScenario(n: n, properties: 1) }
for n in sizes where only == nil || only == "switch_mixed" { switchScenario(n: n, properties: 4) }
for n in sizes where only == nil || only == "switch_shared" { switchSharedScenario(n: n) }
for n in sizes where only == nil || only == "bind" { bindScenario(n: n) }
