import Foundation
import Livery
import LiveryBenchSupport
import LiveryUI
import Observation

// livery-bench: Livery's runtime against its baselines, measured in one process.
//   swift run -c release livery-bench [--n N] [--runs R] [--format text|json] [--scenario NAME]

nonisolated(unsafe) var sizes = [1_000, 10_000, 100_000, 1_000_000]
nonisolated(unsafe) var runs = 9
nonisolated(unsafe) var jsonOutput = false
nonisolated(unsafe) var only: String?
nonisolated(unsafe) var sizesGiven = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--child":
        // One measured run of load_scale, in a process of its own (Scale.swift).
        guard let command = arguments.next(), let file = arguments.next() else { exit(2) }
        scaleChild(command, file)
    case "--n":
        sizes = arguments.next().flatMap(Int.init).map { [$0] } ?? sizes
        sizesGiven = true
    case "--runs": runs = max(7, arguments.next().flatMap(Int.init) ?? runs)
    case "--format": jsonOutput = arguments.next() == "json"
    case "--scenario": only = arguments.next()
    case "--instructions": countingInstructions = true
    case "--help", "-h":
        print(
            "usage: livery-bench [--n N] [--runs R (at least 7)] [--format text|json] [--scenario switch|switch_mixed|switch_shared|bind|lookup|load|load_scale] [--instructions (under Benchmarks/instructions.sh)]"
        )
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
            ThemeSpace.Layer(
                name: "theme=a", condition: ["theme": "a"],
                documents: [
                    try TokenDocument(data: Data(themeDocument(1).utf8), url: URL(fileURLWithPath: "/bench/a.json"))
                ]),
            ThemeSpace.Layer(
                name: "theme=b", condition: ["theme": "b"],
                documents: [
                    try TokenDocument(data: Data(themeDocument(2).utf8), url: URL(fileURLWithPath: "/bench/b.json"))
                ]),
        ])
}
let themeA = must { try space.resolve(Selection(["theme": "a"])) }
let themeB = must { try space.resolve(Selection(["theme": "b"])) }
let typed = tokens.map { Token<ThemeColor>($0) }
let indices = tokens.map { themeA.index.index(of: $0) ?? -1 }

@MainActor
func makeManager() -> ThemeManager {
    must { try ThemeManager(space: space, storage: nil) }
}

@MainActor
final class Switcher {
    let manager: ThemeManager
    var flip = false
    init(_ manager: ThemeManager) { self.manager = manager }
    func run() {
        flip.toggle()
        must { try manager.apply(theme: flip ? "b" : "a") }
    }
}

/// A key-path binding of property `p`, each key path written in the call as an app writes it
/// (`manager.bind(view, \.textColor, to: token)`). They name `KeyPathView`'s properties, never
/// `View`'s: a stored property whose key path is formed anywhere in the module gets a dynamic
/// exclusivity check on every access (`swift_beginAccess`), which every other contender would then
/// pay too.
@MainActor
func keyPathBinding(_ manager: ThemeManager, _ object: KeyPathView, _ p: Int) {
    switch p {
    case 0: manager.bind(object, \.textColor, to: typed[0])
    case 1: manager.bind(object, \.backgroundColor, to: typed[1])
    case 2: manager.bind(object, \.tintColor, to: typed[2])
    default: manager.bind(object, \.borderColor, to: typed[3])
    }
}

// MARK: switch and switch_mixed
//
// Every contender has objects of its own (sharing them, one contender's switch would free the
// colours another made, and objects another holds weakly make every retain and release take the
// side-table path) and writes its properties through code fixed at compile time (a property
// chosen at run time costs a branch and an exclusivity check per store).

/// The physical floor: the conversion and the store, nothing else. Nonisolated (no executor
/// checks), over unmanaged references (no reference counting of the objects), the colours hoisted.
@inline(never)
nonisolated func floorSwitch(_ objects: ContiguousArray<Unmanaged<View>>, _ color: ThemeColor) {
    for object in objects { object._withUnsafeGuaranteedRef { $0.textColor = PlatformColor(livery: color) } }
}

/// The independent floor, written as the issue's audit wrote it, outside this project's types: per
/// object, a freshly allocated 48-byte object stored into one property over unmanaged references,
/// the old one freed. No conversion (the components are computed once per switch).
@inline(never)
nonisolated func independentFloorSwitch(_ objects: ContiguousArray<Unmanaged<PlainObject>>, _ rgba: PlainColor.RGBA) {
    for object in objects { object._withUnsafeGuaranteedRef { $0.first = PlainColor(rgba) } }
}

@inline(never)
nonisolated func independentFloorSwitchMixed(_ objects: ContiguousArray<Unmanaged<PlainObject>>, _ rgba: [PlainColor.RGBA]) {
    guard rgba.count >= 4 else { return }
    let (c0, c1, c2, c3) = (rgba[0], rgba[1], rgba[2], rgba[3])
    for object in objects {
        object._withUnsafeGuaranteedRef {
            $0.first = PlainColor(c0)
            $0.second = PlainColor(c1)
            $0.third = PlainColor(c2)
            $0.fourth = PlainColor(c3)
        }
    }
}

/// The ordinary loop an app writes: a function over its views, the colour passed in and converted
/// per view.
@inline(never)
func applyTextColor(_ color: ThemeColor, to views: [View]) {
    for view in views { view.textColor = PlatformColor(livery: color) }
}

@inline(never)
func applyColors(_ colors: [ThemeColor], to views: [View]) {
    guard colors.count >= 4 else { return }
    let (c0, c1, c2, c3) = (colors[0], colors[1], colors[2], colors[3])
    for view in views {
        view.textColor = PlatformColor(livery: c0)
        view.backgroundColor = PlatformColor(livery: c1)
        view.tintColor = PlatformColor(livery: c2)
        view.borderColor = PlatformColor(livery: c3)
    }
}

@inline(never)
nonisolated func floorSwitchMixed(_ objects: ContiguousArray<Unmanaged<View>>, _ colors: [ThemeColor]) {
    guard colors.count >= 4 else { return }
    let (c0, c1, c2, c3) = (colors[0], colors[1], colors[2], colors[3])
    for object in objects {
        object._withUnsafeGuaranteedRef {
            $0.textColor = PlatformColor(livery: c0)
            $0.backgroundColor = PlatformColor(livery: c1)
            $0.tintColor = PlatformColor(livery: c2)
            $0.borderColor = PlatformColor(livery: c3)
        }
    }
}

/// Binds property `p` of `object` to its typed token. Each case is its own closure literal, so
/// the closure stores to a property fixed at compile time; this function only picks one.
@MainActor
func typedBinding(_ manager: ThemeManager, _ object: View, _ p: Int) {
    switch p {
    case 0: manager.bind(object, typed[0]) { view, color in view.textColor = PlatformColor(livery: color) }
    case 1: manager.bind(object, typed[1]) { view, color in view.backgroundColor = PlatformColor(livery: color) }
    case 2: manager.bind(object, typed[2]) { view, color in view.tintColor = PlatformColor(livery: color) }
    default: manager.bind(object, typed[3]) { view, color in view.borderColor = PlatformColor(livery: color) }
    }
}

/// A closure binding of property `p`: reads the value at the token's interned index.
@MainActor
func closureBinding(_ manager: ThemeManager, _ object: View, _ p: Int) {
    let i = indices[p]
    switch p {
    case 0:
        manager.bind(object) { view, theme in
            if let c = theme.value(at: i, as: ThemeColor.self) { view.textColor = PlatformColor(livery: c) }
        }
    case 1:
        manager.bind(object) { view, theme in
            if let c = theme.value(at: i, as: ThemeColor.self) { view.backgroundColor = PlatformColor(livery: c) }
        }
    case 2:
        manager.bind(object) { view, theme in
            if let c = theme.value(at: i, as: ThemeColor.self) { view.tintColor = PlatformColor(livery: c) }
        }
    default:
        manager.bind(object) { view, theme in
            if let c = theme.value(at: i, as: ThemeColor.self) { view.borderColor = PlatformColor(livery: c) }
        }
    }
}

/// The strong closure array's closure (azone ThemeManager): the same body as a closure binding,
/// capturing its object strongly.
func strongClosure(_ object: View, _ p: Int) -> (ResolvedTheme) -> Void {
    let i = indices[p]
    switch p {
    case 0: return { theme in if let c = theme.value(at: i, as: ThemeColor.self) { object.textColor = PlatformColor(livery: c) } }
    case 1:
        return { theme in if let c = theme.value(at: i, as: ThemeColor.self) { object.backgroundColor = PlatformColor(livery: c) }
        }
    case 2: return { theme in if let c = theme.value(at: i, as: ThemeColor.self) { object.tintColor = PlatformColor(livery: c) } }
    default:
        return { theme in if let c = theme.value(at: i, as: ThemeColor.self) { object.borderColor = PlatformColor(livery: c) } }
    }
}

/// Sets an object's bound properties from the current colours (the peers' per-object update).
@inline(__always)
func update(_ object: View, properties: Int, _ colors: [ThemeColor]) {
    object.textColor = PlatformColor(livery: colors[0])
    guard properties > 1 else { return }
    object.backgroundColor = PlatformColor(livery: colors[1])
    object.tintColor = PlatformColor(livery: colors[2])
    object.borderColor = PlatformColor(livery: colors[3])
}

/// The theme the peers' observers read: a plain holder (notification) and an `@Observable` model.
final class CurrentColors: @unchecked Sendable { var colors: [ThemeColor] = [] }

@Observable
final class ObservedColors: @unchecked Sendable { var colors: [ThemeColor] = [] }

/// Objects whose observation fired and that must read the new value and track again (what a
/// SwiftUI-style re-render does per view).
final class PendingObjects: @unchecked Sendable { var boxes: ContiguousArray<WeakBox> = [] }

/// Reads the model for one object and registers for its next change: one `withObservationTracking`
/// per object per switch. A dead object stops being tracked.
func track(_ box: WeakBox, properties: Int, _ model: ObservedColors, _ pending: PendingObjects) {
    withObservationTracking {
        guard let object = box.object else { return }
        update(object, properties: properties, model.colors)
    } onChange: {
        pending.boxes.append(box)
    }
}

@MainActor
func switchScenario(n: Int, properties: Int) {
    let scenario = properties == 1 ? "switch" : "switch_mixed"
    let colorsA = typed.map { themeA[$0] ?? .clear }
    let colorsB = typed.map { themeB[$0] ?? .clear }
    func objects() -> [View] { (0..<n).map { _ in View() } }

    // Livery: typed-token bindings, closure bindings, key-path bindings, each manager on its own objects.
    let typedObjects = objects(), closureObjects = objects(), keyPathObjects = (0..<n).map { _ in KeyPathView() }
    let typedManager = makeManager(), closureManager = makeManager(), keyPathManager = makeManager()
    for object in typedObjects { for p in 0..<properties { typedBinding(typedManager, object, p) } }
    for object in closureObjects { for p in 0..<properties { closureBinding(closureManager, object, p) } }
    for object in keyPathObjects { for p in 0..<properties { keyPathBinding(keyPathManager, object, p) } }
    let livery = Switcher(typedManager), liveryClosure = Switcher(closureManager), liveryKeyPath = Switcher(keyPathManager)

    // The physical floor.
    let floorObjects = objects()
    let unmanaged = ContiguousArray(floorObjects.map { Unmanaged.passUnretained($0) })
    var floorFlip = false
    let floor = {
        floorFlip.toggle()
        if properties == 1 {
            floorSwitch(unmanaged, (floorFlip ? colorsB : colorsA)[0])
        } else {
            floorSwitchMixed(unmanaged, floorFlip ? colorsB : colorsA)
        }
    }

    // The independent floor: its own objects of one or four properties, fresh 48-byte values.
    let plainObjects = (0..<n).map { _ in PlainObject() }
    let plainUnmanaged = ContiguousArray(plainObjects.map { Unmanaged.passUnretained($0) })
    let rgbaA = colorsA.map(PlainColor.RGBA.init), rgbaB = colorsB.map(PlainColor.RGBA.init)
    var independentFlip = false
    let independentFloor = {
        independentFlip.toggle()
        if properties == 1 {
            independentFloorSwitch(plainUnmanaged, (independentFlip ? rgbaB : rgbaA)[0])
        } else {
            independentFloorSwitchMixed(plainUnmanaged, independentFlip ? rgbaB : rgbaA)
        }
    }

    // The ordinary loop an app writes: a function over a strong array of its views.
    let loopObjects = objects()
    var loopFlip = false
    let loop = {
        loopFlip.toggle()
        if properties == 1 {
            applyTextColor((loopFlip ? colorsB : colorsA)[0], to: loopObjects)
        } else {
            applyColors(loopFlip ? colorsB : colorsA, to: loopObjects)
        }
    }

    // A strong closure array (azone ThemeManager), the same closure bodies as Livery's closure bindings.
    let closureArrayObjects = objects()
    var closures: [(ResolvedTheme) -> Void] = []
    closures.reserveCapacity(n * properties)
    for object in closureArrayObjects { for p in 0..<properties { closures.append(strongClosure(object, p)) } }
    var closureFlip = false
    let closureBaseline = {
        closureFlip.toggle()
        let theme = closureFlip ? themeB : themeA
        for closure in closures { closure(theme) }
    }

    var contenders: [(String, () -> Void)] = [
        ("livery_ns", livery.run), ("livery_closure_ns", liveryClosure.run), ("livery_keypath_ns", liveryKeyPath.run),
        ("floor_ns", floor), ("loop_ns", loop), ("closures_ns", closureBaseline),
        ("independent_floor_ns", independentFloor),
    ]

    // The peers, up to 100k objects (registering a million observers takes minutes).
    let center = NotificationCenter()
    var observers: [NSObjectProtocol] = []
    let notificationObjects = n <= 100_000 ? objects() : []
    let observationObjects = n <= 100_000 ? objects() : []
    if n <= 100_000 {
        // One NotificationCenter observer per object (SwiftTheme, DKNightVersion, CJSkin,
        // Chameleon), holding its object weakly.
        let name = Notification.Name("ThemeDidChange")
        let current = CurrentColors()
        for object in notificationObjects {
            let box = WeakBox(object)
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { _ in
                    guard let object = box.object else { return }
                    update(object, properties: properties, current.colors)
                })
        }
        var notificationFlip = false
        contenders.append(
            (
                "notification_ns",
                {
                    notificationFlip.toggle()
                    current.colors = notificationFlip ? colorsB : colorsA
                    center.post(name: name, object: nil)
                }
            ))
        // One `withObservationTracking` per object on an `@Observable` model, holding its object
        // weakly; a change queues the object, which then reads the model and tracks it again.
        let model = ObservedColors()
        model.colors = colorsA
        let pending = PendingObjects()
        for object in observationObjects { track(WeakBox(object), properties: properties, model, pending) }
        var observationFlip = false
        contenders.append(
            (
                "observation_ns",
                {
                    observationFlip.toggle()
                    model.colors = observationFlip ? colorsB : colorsA
                    let boxes = pending.boxes
                    pending.boxes.removeAll(keepingCapacity: true)
                    for box in boxes { track(box, properties: properties, model, pending) }
                }
            ))
    }
    let t = measure(scenario, n: n, runs: runs, contenders)
    if !countingInstructions {
        func ratio(_ a: String, _ b: String) -> Double { (t[a] ?? .nan) / (t[b] ?? .nan) }
        var values: [(String, Double)] = contenders.map { ($0.0, t[$0.0] ?? .nan) }
        values.append(("ratio_loop", ratio("livery_ns", "loop_ns")))
        values.append(("ratio_floor", ratio("livery_ns", "floor_ns")))
        values.append(("ratio_closures", ratio("livery_closure_ns", "closures_ns")))
        values.append(("ratio_keypath_loop", ratio("livery_keypath_ns", "loop_ns")))
        values.append(("ratio_loop_floor", ratio("loop_ns", "floor_ns")))
        values.append(("ratio_independent_floor", ratio("livery_ns", "independent_floor_ns")))
        if t["notification_ns"] != nil {
            values.append(("ratio_notification", ratio("livery_ns", "notification_ns")))
            values.append(("ratio_observation", ratio("livery_ns", "observation_ns")))
        }
        emit(Result(scenario: scenario, n: n, values: values))
    }
    for observer in observers { center.removeObserver(observer) }
    blackHole((typedObjects, closureObjects, keyPathObjects, floorObjects, loopObjects, closureArrayObjects))
    blackHole(plainObjects)
    blackHole((notificationObjects, observationObjects))
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
                ThemeSpace.Layer(
                    name: "theme=a", condition: ["theme": "a"],
                    documents: [
                        try TokenDocument(data: Data(document(1).utf8), url: URL(fileURLWithPath: "/bench/shared-a.json"))
                    ]),
                ThemeSpace.Layer(
                    name: "theme=b", condition: ["theme": "b"],
                    documents: [
                        try TokenDocument(data: Data(document(2).utf8), url: URL(fileURLWithPath: "/bench/shared-b.json"))
                    ]),
            ])
    }
}

extension View: ThemeBindable {}

/// The physical floor of a shared switch: one conversion per token, then stores only.
@inline(never)
nonisolated func floorShared(_ objects: ContiguousArray<Unmanaged<View>>, _ colors: [ThemeColor]) {
    let converted = colors.map { DeviceColor(livery: $0) }
    guard !converted.isEmpty else { return }
    var t = 0
    for object in objects {
        object._withUnsafeGuaranteedRef { $0.deviceColor = converted[t] }
        t += 1
        if t == converted.count { t = 0 }
    }
}

/// n objects over 10 tokens with the `DeviceColor` conversion (priced like a `UIColor`). Livery
/// through the conversion cache (`label.livery.setTextColor(…)`: each token converts once per
/// switch) against the same keyed typed bindings converting per assignment, a hand loop that
/// converts once per token, and the floor.
@MainActor
func switchSharedScenario(n: Int, tokenCount: Int = 10) {
    let space = sharedSpace(count: tokenCount)
    let shared = (0..<tokenCount).map { Token<ThemeColor>("shared.c\($0)") }
    let a = must { try space.resolve(Selection(["theme": "a"])) }
    let b = must { try space.resolve(Selection(["theme": "b"])) }
    let colorsA = shared.map { a[$0] ?? .clear }
    let colorsB = shared.map { b[$0] ?? .clear }
    let key = BindingKey("deviceColor")

    let cachedManager = must { try ThemeManager(space: space, storage: nil) }
    let conversion = Conversion<ThemeColor, DeviceColor>("DeviceColor") { color, _ in DeviceColor(livery: color) }
    let cachedObjects = (0..<n).map { _ in View() }
    for (i, object) in cachedObjects.enumerated() {
        object.livery(cachedManager).bind(shared[i % tokenCount], key: key, through: conversion) { $0.deviceColor = $1 }
    }
    let perAssignmentManager = must { try ThemeManager(space: space, storage: nil) }
    let perAssignmentObjects = (0..<n).map { _ in View() }
    for (i, object) in perAssignmentObjects.enumerated() {
        object.livery(perAssignmentManager).bind(shared[i % tokenCount], key: key) { $0.deviceColor = DeviceColor(livery: $1) }
    }
    // The same through a key path written in the call (`manager.bind(label, \.textColor, to:
    // token, through: .uiColor)`), on key-path objects of its own (see `keyPathBinding`).
    let keyPathManager = must { try ThemeManager(space: space, storage: nil) }
    let keyPathObjects = (0..<n).map { _ in KeyPathView() }
    for (i, object) in keyPathObjects.enumerated() {
        keyPathManager.bind(object, \.deviceColor, to: shared[i % tokenCount], through: conversion)
    }
    let cached = Switcher(cachedManager), perAssignment = Switcher(perAssignmentManager)
    let keyPath = Switcher(keyPathManager)

    let handObjects = (0..<n).map { _ in View() }
    var handFlip = false
    let hand = {
        handFlip.toggle()
        let converted = (handFlip ? colorsB : colorsA).map { DeviceColor(livery: $0) }
        for (i, object) in handObjects.enumerated() { object.deviceColor = converted[i % tokenCount] }
    }
    let floorObjects = (0..<n).map { _ in View() }
    let unmanaged = ContiguousArray(floorObjects.map { Unmanaged.passUnretained($0) })
    var floorFlip = false
    let floor = {
        floorFlip.toggle()
        floorShared(unmanaged, floorFlip ? colorsB : colorsA)
    }
    // The conversion alone (one per object, stored), for the README's statement of its cost.
    let conversionObjects = (0..<n).map { _ in View() }
    let convertOnly = {
        let color = colorsA[0]
        for object in conversionObjects { object.deviceColor = DeviceColor(livery: color) }
    }
    let t = measure(
        "switch_shared", n: n, runs: runs,
        [
            ("livery_ns", cached.run), ("livery_keypath_ns", keyPath.run), ("per_assignment_ns", perAssignment.run),
            ("hand_ns", hand), ("floor_ns", floor), ("conversion_ns", convertOnly),
        ])
    if !countingInstructions {
        func ratio(_ a: String, _ b: String) -> Double { (t[a] ?? .nan) / (t[b] ?? .nan) }
        emit(
            Result(
                scenario: "switch_shared", n: n,
                values: [
                    ("livery_ns", t["livery_ns"] ?? .nan), ("livery_keypath_ns", t["livery_keypath_ns"] ?? .nan),
                    ("per_assignment_ns", t["per_assignment_ns"] ?? .nan),
                    ("hand_ns", t["hand_ns"] ?? .nan), ("floor_ns", t["floor_ns"] ?? .nan),
                    ("conversion_ns_each", (t["conversion_ns"] ?? .nan) / Double(n)),
                    ("ratio_per_assignment", ratio("livery_ns", "per_assignment_ns")),
                    ("ratio_hand", ratio("livery_ns", "hand_ns")), ("ratio_keypath", ratio("livery_keypath_ns", "livery_ns")),
                    ("ratio_floor", ratio("livery_ns", "floor_ns")), ("tokens", Double(tokenCount)),
                ]))
    }
    blackHole((cachedObjects, keyPathObjects, perAssignmentObjects, handObjects, floorObjects, conversionObjects))
}

// MARK: bind: time, bytes per binding, bytes left after death

final class WeakBox: @unchecked Sendable { weak var object: View?; init(_ object: View) { self.object = object } }

/// Under Callgrind: the instructions of binding n fresh objects (each binding applies once, as
/// `bind` does), against appending a strong closure per object and calling it once. The third
/// of three fresh rounds is counted (the first two warm up the allocator and the code).
@MainActor
func bindInstructions(n: Int) {
    let color = themeA[typed[0]] ?? .clear
    for round in 0..<3 {
        let manager = makeManager()
        let objects = (0..<n).map { _ in View() }
        if round == 2 { liverybench_callgrind_begin() }
        for object in objects { manager.bind(object, typed[0]) { view, color in view.textColor = PlatformColor(livery: color) } }
        if round == 2 { liverybench_callgrind_end("bind:livery_ns:\(n)") }
        let floorObjects = (0..<n).map { _ in View() }
        var closures: [(ResolvedTheme) -> Void] = []
        if round == 2 { liverybench_callgrind_begin() }
        for object in floorObjects {
            let closure: (ResolvedTheme) -> Void = { _ in object.textColor = PlatformColor(livery: color) }
            closures.append(closure)
            closure(themeA)
        }
        if round == 2 { liverybench_callgrind_end("bind:floor_ns:\(n)") }
        blackHole((objects, floorObjects, closures, manager))
    }
}

@MainActor
func bindScenario(n: Int) {
    if countingInstructions { return bindInstructions(n: n) }
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
        // The objects' property values exist before binding. (Binding gives an object no side
        // table here: the store holds an unowned count, not a weak reference; see ObjectReference.)
        for object in objects ?? [] { object.textColor = PlatformColor(livery: themeA[typed[0]] ?? .clear) }
        let before = allocatedBytes()
        bindTimes.append(
            time {
                for object in objects ?? [] {
                    manager.bind(object, typed[0]) { view, color in view.textColor = PlatformColor(livery: color) }
                }
            })
        perBinding.append(Double(allocatedBytes() - before) / Double(n))
        storePerBinding.append(Double(manager.bindingStorageBytes) / Double(n))
        let beforeClosures = allocatedBytes()
        for object in objects ?? [] {
            manager.bind(object, key: BindingKey("background")) { view, theme in
                view.backgroundColor = PlatformColor(livery: theme.value(at: indices[1], as: ThemeColor.self) ?? .clear)
            }
        }
        perClosureBinding.append(Double(allocatedBytes() - beforeClosures - n * 48) / Double(n))
        objects = nil
        switcher.run()
        left.append(Double(allocatedBytes() - managerBytes))
        blackHole(start)
    }
    emit(
        Result(
            scenario: "bind", n: n,
            values: [
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
    let dictionary: [String: Any] = Dictionary(
        uniqueKeysWithValues: tokens.map { ($0, themeA.color($0) ?? .clear) as (String, Any) })
    var sink = 0.0
    let t = measure(
        "lookup", n: n, runs: runs,
        [
            ("token_ns", { for _ in 0..<n { sink += theme.value(at: index, as: ThemeColor.self)?.alpha ?? 0 } }),
            ("array_ns", { for i in 0..<n { sink += array[i & 63].alpha } }),
            ("dictionary_ns", { for _ in 0..<n { sink += (dictionary["color.text"] as? ThemeColor)?.alpha ?? 0 } }),
            ("path_ns", { for _ in 0..<n { sink += theme.color("color.text")?.alpha ?? 0 } }),
        ])
    blackHole(sink)
    if countingInstructions { return }
    emit(
        Result(
            scenario: "lookup", n: n,
            values: [
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
    base += (0..<quarter).map { i in String(format: "\"c%d\": {\"$value\": \"#%06X\"}", i, (i &* 2_654_435_761) & 0xFFFFFF) }
        .joined(separator: ",\n")
    base += "},\n\"semantic\": {\"$type\": \"color\",\n"
    base += (0..<quarter).map { i in
        "\"s\(i)\": {\"$value\": \"{palette.c\((i * 7) % quarter)}\", \"$description\": \"Semantic colour \(i)\"}"
    }.joined(separator: ",\n")
    base += "},\n\"space\": {\"$type\": \"dimension\",\n"
    base += (0..<quarter).map { i in "\"d\(i)\": {\"$value\": {\"value\": \(i % 64), \"unit\": \"px\"}}" }.joined(
        separator: ",\n")
    base += "},\n\"copy\": {\"$type\": \"string\",\n"
    base += (0..<(tokenCount - 3 * quarter)).map { i in "\"t\(i)\": {\"$value\": \"Label number \(i)\"}" }.joined(
        separator: ",\n")
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
    let t = measure(
        "load", n: tokenCount, runs: runs,
        [
            (
                "livery_ns",
                {
                    let parsed = documents.map { name, data in
                        must { try TokenDocument(data: data, url: URL(fileURLWithPath: "/bench/\(name)")) }
                    }
                    let space = ThemeSpace(
                        modifiers: [ThemeSpace.Modifier(name: "theme", contexts: (0..<4).map { "theme\($0)" })],
                        layers: [ThemeSpace.Layer(name: "base", documents: [parsed[0]])]
                            + (0..<4).map {
                                ThemeSpace.Layer(
                                    name: "theme\($0)", condition: ["theme": "theme\($0)"], documents: [parsed[$0 + 1]])
                            })
                    resolvedCount = 0
                    for theme in 0..<4 {
                        resolvedCount += must { try space.resolve(Selection(["theme": "theme\(theme)"])) }.count
                    }
                }
            ),
            (
                "json_ns",
                {
                    for (_, data) in documents { blackHole(try? JSONSerialization.jsonObject(with: data)) }
                }
            ),
        ])
    emit(
        Result(
            scenario: "load", n: tokenCount,
            values: [
                ("livery_ns", t["livery_ns"] ?? .nan), ("json_ns", t["json_ns"] ?? .nan),
                ("ratio_json", (t["livery_ns"] ?? .nan) / (t["json_ns"] ?? .nan)),
                ("bytes", Double(documents.reduce(0) { $0 + $1.1.count })), ("resolved_tokens", Double(resolvedCount)),
            ]))
}

// MARK: Run

#if DEBUG
    FileHandle.standardError.write(
        Data("livery-bench: this is a debug build; measure with `swift run -c release livery-bench`\n".utf8))
#endif
// Load first: it models app launch, on a heap the other scenarios have not yet churned.
if !countingInstructions, only == nil || only == "load" { loadScenario(tokenCount: 10_000) }
// At scale (a 27 MB file, processes of their own): in a full run, or asked for by name.
if !countingInstructions, only == "load_scale" || (only == nil && !sizesGiven) { loadScaleScenario(runs: runs) }
for n in sizes where only == nil || only == "lookup" { lookupScenario(n: n) }
for n in sizes where only == nil || only == "switch" { switchScenario(n: n, properties: 1) }
for n in sizes where only == nil || only == "switch_mixed" { switchScenario(n: n, properties: 4) }
for n in sizes where only == nil || only == "switch_shared" { switchSharedScenario(n: n) }
for n in sizes where only == nil || only == "bind" { bindScenario(n: n) }
