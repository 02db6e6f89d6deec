import Foundation
import Testing

@testable import Livery

/// How the binding store refers to bound objects (``ObjectReference``): it never keeps one alive,
/// loads a live one and never a dead one, and lets go of what it holds.
@MainActor
@Suite("Object references")
struct ObjectReferenceTests {
    final class Probe {
        var value = 0
    }

    @Test("a live object loads as itself and refers to itself only; a dead one loads as nil")
    func liveAndDead() {
        var reference: ObjectReference
        weak var watched: Probe?
        let other = Probe()
        do {
            let probe = Probe()
            watched = probe
            reference = ObjectReference(probe)
            #expect(reference.load() === probe)
            #expect(reference.refers(to: probe))
            #expect(!reference.refers(to: other))
        }
        #expect(watched == nil, "the reference must not keep its object alive")
        #expect(reference.load() == nil)
        #expect(!reference.refers(to: other))
        reference.release()
    }

    @Test("loading retains only while the caller holds the result")
    func loadBalancesRetains() {
        weak var watched: Probe?
        var reference: ObjectReference
        do {
            let probe = Probe()
            watched = probe
            reference = ObjectReference(probe)
            for _ in 0..<1_000 { #expect(reference.load() != nil) }
        }
        #expect(watched == nil, "a load left a retain behind")
        #expect(reference.load() == nil)
        reference.release()
    }

    @Test("a removed reference matches nothing and loads as nil while its object lives")
    func removed() {
        let probe = Probe()
        var reference = ObjectReference(probe)
        reference.markRemoved()
        #expect(reference.load() == nil)
        #expect(!reference.refers(to: probe))
        reference.release()
        #expect(probe.value == 0)
    }

    @Test("objects bound and dropped between switches leave a bounded number of records")
    func deadBetweenSwitches() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let survivor = Probe()
        manager.bind(survivor, key: BindingKey("value")) { probe, _ in probe.value += 1 }
        for _ in 0..<20_000 {
            let cell = Probe()
            manager.bind(cell, key: BindingKey("value")) { probe, _ in probe.value += 1 }
        }
        // Records are compacted before growing once a quarter of them are dead: at most about as
        // many dead as live, plus what was bound since the last compaction.
        #expect(manager.store.objectCount < 200, "\(manager.store.objectCount) records for 1 live object")
        #expect(survivor.value == 1)
        try manager.apply(theme: "ocean")
        #expect(survivor.value == 2)
        #expect(manager.store.objectCount == 1)
        #expect(manager.bindingCount == 1)
    }
}
