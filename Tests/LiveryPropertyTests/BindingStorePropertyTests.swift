import Foundation
import Livery
import PropertyBased
import LiveryTestSupport
import Testing

extension PropertyTests {
    /// The manager's bindings against a reference model, under random sequences of operations.
    ///
    /// The model is the behaviour the documentation describes, kept as plainly as possible: per
    /// manager (and per scope) an ordered list of bindings (object, key, closure tag); binding with a
    /// key the object already has replaces that binding where it stands, anything else appends;
    /// unbinding removes; a binding of an object that died stays counted until the next switch of its
    /// manager, which runs every live binding once, in bind order, and then forgets the dead. A scope
    /// shows its manager's selection with its pins over it and re-applies its bindings only when that
    /// selection changes (or when an override forces every manager to re-apply). After every
    /// operation the test compares what an app can observe: ``Livery/ThemeManager/bindingCount``, each
    /// live object's ``Livery/ThemeManager/bindingCount(of:)`` and ``Livery/ThemeManager/bindingKeys(of:)``,
    /// each manager's selection, and the exact sequence of closure calls with the value each received.
    @MainActor
    @Suite("Bindings match a reference model")
    struct BindingStorePropertyTests {
        // MARK: The space

        /// Themes `a`, `b` and `c`, light and dark; `label` reads `theme/appearance` (`a/light`), so a
        /// closure's argument says which selection it was given.
        static let space: ThemeSpace = {
            func document(_ json: String, _ name: String) -> TokenDocument {
                // The texts are fixed and valid.
                try! TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/binding-model/\(name).json"))
            }
            let label =
                #"{"label": {"$type": "string", "$value": "{theme-name}/{appearance-name}"}, "appearance-name": {"$type": "string", "$value": "light"}}"#
            return ThemeSpace(
                modifiers: [
                    ThemeSpace.Modifier(name: "theme", contexts: ["a", "b", "c"], defaultContext: "a"),
                    ThemeSpace.Modifier(name: "appearance", contexts: ["light", "dark"], defaultContext: "light"),
                ],
                layers: [
                    ThemeSpace.Layer(name: "base", documents: [document(label, "base")])
                ]
                    + ["a", "b", "c"].map { theme in
                        ThemeSpace.Layer(
                            name: "theme=\(theme)", condition: ["theme": theme],
                            documents: [document(#"{"theme-name": {"$type": "string", "$value": "\#(theme)"}}"#, theme)])
                    } + [
                        ThemeSpace.Layer(
                            name: "appearance=dark", condition: ["appearance": "dark"],
                            documents: [document(#"{"appearance-name": {"$type": "string", "$value": "dark"}}"#, "dark")])
                    ])
        }()

        static let themes = ["a", "b", "c"]
        static let appearances = ["light", "dark"]
        /// Keys an operation may bind with (two differ only in their category).
        static let keys = [
            BindingKey("title"), BindingKey("setTitleColor(_:for:)", category: "normal"),
            BindingKey("setTitleColor(_:for:)", category: "highlighted"),
        ]

        // MARK: Operations

        /// One step of a sequence, from five small numbers (so PropertyBased can shrink a failing
        /// sequence to the fewest, simplest steps).
        struct Operation: Sendable, CustomStringConvertible {
            enum Kind: Int, CaseIterable, Sendable {
                case bind, bindTyped, unbind, unbindKey, kill, switchTheme, switchAppearance, switchBoth, makeScope,
                    dropScope, setOverride, removeOverride, reapply
            }

            var kind: Kind
            /// The object's slot (0…4).
            var object: Int
            /// The manager (0) or a scope (1…).
            var target: Int
            /// A key index, or none (3).
            var key: Int
            /// A theme, appearance or pin choice.
            var value: Int

            init(_ kind: Int, _ object: Int, _ target: Int, _ key: Int, _ value: Int) {
                self.kind = Kind(rawValue: kind) ?? .bind
                self.object = object
                self.target = target
                self.key = key
                self.value = value
            }

            var description: String {
                switch kind {
                case .bind, .bindTyped: "\(kind)(object \(object), target \(target), key \(key == 3 ? "none" : "\(key)"))"
                case .unbind, .kill: "\(kind)(object \(object), target \(target))"
                case .unbindKey: "unbindKey(object \(object), target \(target), key \(key % 3))"
                case .switchTheme, .switchAppearance, .switchBoth, .makeScope, .setOverride: "\(kind)(\(value), target \(target))"
                case .dropScope: "dropScope(\(target))"
                case .removeOverride, .reapply: "\(kind)"
                }
            }
        }

        static let operations = zip(
            Gen.int(in: 0...(Operation.Kind.allCases.count - 1)), Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.int(in: 0...3),
            Gen.int(in: 0...5)
        ).map { Operation($0, $1, $2, $3, $4) }.array(of: 1...60)

        // MARK: The real side

        /// A bound object: its slot and which object of that slot it is.
        final class Probe {
            let slot: Int
            let generation: Int
            init(slot: Int, generation: Int) {
                self.slot = slot
                self.generation = generation
            }
        }

        /// One run of a binding's closure: where it was bound, to what, with which tag, and the value it got.
        struct Call: Equatable, CustomStringConvertible {
            var target: Int
            var slot: Int
            var generation: Int
            var tag: Int
            var label: String

            var description: String { "t\(target) o\(slot).\(generation) #\(tag) \(label)" }
        }

        /// Collects the calls of every closure.
        @MainActor final class Recorder {
            var calls: [Call] = []
        }

        // MARK: The model

        struct ModelBinding {
            var slot: Int
            var generation: Int
            var key: Int?
            var tag: Int
        }

        /// A manager or scope as the model sees it.
        struct ModelTarget {
            var bindings: [ModelBinding] = []
            /// A scope's pins (the manager has none).
            var pins: [String: String] = [:]
            var selection: [String: String] = [:]
        }

        /// Runs `operations` on a manager and on the model, comparing them after every step.
        static func check(_ operations: [Operation]) throws {
            let recorder = Recorder()
            let manager = try ThemeManager(space: space, storage: nil)
            // Scopes by target number (1…); nil once dropped.
            var scopes: [ThemeManager?] = []
            var objects: [Int: Probe] = [:]
            var generations: [Int: Int] = [:]

            var model: [ModelTarget] = [ModelTarget(selection: ["theme": "a", "appearance": "light"])]
            var alive: [Int: Int] = [:]  // slot → generation
            var override: String?
            var expected: [Call] = []
            var nextTag = 0

            func label(_ selection: [String: String]) -> String {
                override ?? "\(selection["theme"] ?? "?")/\(selection["appearance"] ?? "?")"
            }
            func managerAt(_ target: Int) -> ThemeManager? {
                target == 0 ? manager : (target - 1 < scopes.count ? scopes[target - 1] : nil)
            }
            /// The model's switch of `target`: every live binding in order, then the dead are forgotten.
            func run(_ target: Int) {
                for binding in model[target].bindings where alive[binding.slot] == binding.generation {
                    expected.append(
                        Call(
                            target: target, slot: binding.slot, generation: binding.generation, tag: binding.tag,
                            label: label(model[target].selection)))
                }
                model[target].bindings.removeAll { alive[$0.slot] != $0.generation }
            }
            /// After the manager switches: scopes follow, re-applying when their selection changes (or always, forced).
            func followScopes(force: Bool) {
                for target in model.indices.dropFirst() where managerAt(target) != nil {
                    let next = model[0].selection.merging(model[target].pins) { _, pin in pin }
                    let changed = next != model[target].selection
                    model[target].selection = next
                    if changed || force { run(target) }
                }
            }

            for (step, operation) in operations.enumerated() {
                let target = operation.target < model.count && managerAt(operation.target) != nil ? operation.target : 0
                let key = operation.key < 3 ? operation.key : nil
                switch operation.kind {
                case .bind, .bindTyped:
                    let slot = operation.object
                    let probe: Probe
                    if let existing = objects[slot] {
                        probe = existing
                    } else {
                        generations[slot, default: 0] += 1
                        probe = Probe(slot: slot, generation: generations[slot] ?? 0)
                        objects[slot] = probe
                        alive[slot] = probe.generation
                    }
                    let tag = nextTag
                    nextTag += 1
                    guard let bound = managerAt(target) else { break }
                    if operation.kind == .bind {
                        bound.bind(probe, key: key.map { keys[$0] }) { [recorder] probe, theme in
                            recorder.calls.append(
                                Call(
                                    target: target, slot: probe.slot, generation: probe.generation, tag: tag,
                                    label: theme.string("label") ?? "missing"))
                        }
                    } else {
                        bound.bind(probe, Token<String>("label"), key: key.map { keys[$0] }) { [recorder] probe, label in
                            recorder.calls.append(
                                Call(target: target, slot: probe.slot, generation: probe.generation, tag: tag, label: label))
                        }
                    }
                    // A binding made without a key is keyed by its call site: one for each form here.
                    let modelKey = key ?? (operation.kind == .bind ? -1 : -2)
                    let binding = ModelBinding(slot: slot, generation: probe.generation, key: modelKey, tag: tag)
                    if let index = model[target].bindings.firstIndex(where: {
                        $0.slot == slot && $0.generation == probe.generation && $0.key == modelKey
                    }) {
                        model[target].bindings[index] = binding
                    } else {
                        model[target].bindings.append(binding)
                    }
                    expected.append(
                        Call(
                            target: target, slot: slot, generation: probe.generation, tag: tag,
                            label: label(model[target].selection)))
                case .unbind:
                    guard let probe = objects[operation.object], let bound = managerAt(target) else { break }
                    bound.unbind(probe)
                    model[target].bindings.removeAll { $0.slot == probe.slot && $0.generation == probe.generation }
                case .unbindKey:
                    guard let probe = objects[operation.object], let bound = managerAt(target) else { break }
                    let key = operation.key % 3
                    bound.unbind(probe, key: keys[key])
                    model[target].bindings.removeAll {
                        $0.slot == probe.slot && $0.generation == probe.generation && $0.key == key
                    }
                case .kill:
                    // Drops the only strong reference: the object dies here.
                    weak let dying = objects[operation.object]
                    objects[operation.object] = nil
                    alive[operation.object] = nil
                    try #require(dying == nil, "the manager must not keep a bound object alive")
                case .switchTheme, .switchAppearance, .switchBoth:
                    var contexts: [String: String] = [:]
                    if operation.kind != .switchAppearance { contexts["theme"] = themes[operation.value % 3] }
                    if operation.kind != .switchTheme {
                        contexts["appearance"] = appearances[(operation.value / 3 + operation.value) % 2]
                    }
                    guard let bound = managerAt(target) else { break }
                    try bound.apply(Selection(contexts))
                    if target == 0 {
                        let next = model[0].selection.merging(contexts) { _, new in new }
                        if next != model[0].selection {
                            model[0].selection = next
                            run(0)
                            followScopes(force: false)
                        }
                    } else {
                        // For a scope, the contexts given become its pins.
                        model[target].pins.merge(contexts) { _, new in new }
                        let next = model[0].selection.merging(model[target].pins) { _, pin in pin }
                        if next != model[target].selection {
                            model[target].selection = next
                            run(target)
                        }
                    }
                case .makeScope:
                    let pins = operation.value < 3 ? Selection(theme: themes[operation.value]) : Selection()
                    scopes.append(try manager.makeScope(pinning: pins))
                    let pinned = operation.value < 3 ? ["theme": themes[operation.value]] : [:]
                    model.append(
                        ModelTarget(
                            pins: pinned, selection: model[0].selection.merging(pinned) { _, pin in pin }))
                case .dropScope:
                    guard target > 0 else { break }
                    weak let dropping = scopes[target - 1]
                    scopes[target - 1] = nil
                    try #require(dropping == nil, "nothing may keep a released scope alive")
                case .setOverride:
                    let text = "override \(operation.value)"
                    try manager.setOverride(.string(text), for: "label")
                    override = text
                    run(0)
                    followScopes(force: true)
                case .removeOverride:
                    manager.removeOverrides(for: ["label"])
                    if override != nil {
                        override = nil
                        run(0)
                        followScopes(force: true)
                    }
                case .reapply:
                    manager.reapply()
                    run(0)
                }

                // Observable state after the step.
                let context = "after step \(step) \(operation)"
                #expect(recorder.calls == expected, "\(context): calls \(recorder.calls) expected \(expected)")
                recorder.calls = []
                expected = []
                for target in model.indices {
                    guard let bound = managerAt(target) else { continue }
                    let counted = model[target].bindings.count
                    #expect(
                        bound.bindingCount == counted,
                        "\(context): target \(target) counts \(bound.bindingCount), model \(counted)")
                    #expect(bound.selection == Selection(model[target].selection), "\(context): target \(target)")
                    for (slot, probe) in objects.sorted(by: { $0.key < $1.key }) {
                        let mine = model[target].bindings.filter { $0.slot == slot && $0.generation == probe.generation }
                        #expect(bound.bindingCount(of: probe) == mine.count, "\(context): target \(target) object \(slot)")
                        // Every binding has a key (a call site when made without one); the explicit ones in order.
                        let boundKeys = bound.bindingKeys(of: probe)
                        #expect(boundKeys.count == mine.count, "\(context): target \(target) object \(slot) keys")
                        #expect(
                            boundKeys.filter { keys.contains($0) }
                                == mine.compactMap { $0.key.flatMap { $0 >= 0 ? keys[$0] : nil } },
                            "\(context): target \(target) object \(slot) keys")
                    }
                }
            }
        }

        @Test("bind, rebind, unbind, object death, switches, scopes and overrides match the model")
        func matchesModel() async {
            await propertyCheck(count: TestTier.count(fast: 62, full: 250), input: Self.operations) { operations in
                try Self.check(operations)
            }
        }
    }
}
