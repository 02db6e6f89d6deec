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

    /// Objects whose last references another thread drops while the main actor switches, over
    /// and over: a binding runs only on an object it holds alive (the store's liveness test is
    /// atomic: `swift_tryRetain` off Apple platforms, a weak load on them), and every dead object
    /// is forgotten. Under AddressSanitizer (CI's sanitizer pass runs this suite) a binding that ran
    /// on a freed object would be reported.
    @Test("objects released on another thread during switches are run only while alive, then forgotten")
    func releasedOnAnotherThread() async throws {
        final class Counter: @unchecked Sendable {
            var runs = 0
        }
        final class Holder: @unchecked Sendable {
            var objects: [Counter]
            init(_ objects: [Counter]) { self.objects = objects }
        }
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        let survivor = Counter()
        manager.bind(survivor, key: BindingKey("runs")) { counter, _ in counter.runs += 1 }
        var objects: [Counter] = (0..<2_000).map { _ in Counter() }
        for object in objects { manager.bind(object, key: BindingKey("runs")) { counter, _ in counter.runs += 1 } }
        let holder = Holder(objects)
        objects = []
        let dropping = Task.detached {
            // One at a time, so deaths fall between and during the switches below.
            while !holder.objects.isEmpty { _ = holder.objects.popLast() }
        }
        var switches = 0
        for i in 0..<40 {
            try manager.apply(theme: i.isMultiple(of: 2) ? "ocean" : "day")
            switches += 1
            await Task.yield()
        }
        await dropping.value
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        #expect(survivor.runs == switches + 3, "the live object's binding ran once when bound and once per switch")
        #expect(manager.bindingCount == 1, "every dead object's binding is forgotten")
        #expect(manager.store.objectCount == 1)
    }
}
