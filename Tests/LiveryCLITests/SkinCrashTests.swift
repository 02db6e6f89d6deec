import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiveryCLI
@testable import LiverySkins

/// What a command leaves and how repeating it behaves, measured without faults.
struct CommandReference {
    var old: StoreState
    var new: StoreState
    /// The visible tree after the command.
    var newTree: [String: String]
    /// The status of the command run once more on the new state (an install refused as not
    /// newer, an update finding nothing, a rollback without a previous version…).
    var repeatStatus: Int32
    /// The visible tree after that second run.
    var repeatTree: [String: String]

    init(_ scenario: SkinCommandScenario, bench: SkinWorkbench, template: URL) async throws {
        old = StoreState(template)
        let run = try bench.copy(template)
        let store = run.appendingPathComponent("store")
        let first = try await spawnLivery(bench.expand(scenario.arguments, store: store))
        #expect(first.status == 0, "\(scenario.name) without faults: \(first.err)")
        new = StoreState(store)
        newTree = storeTree(store)
        let again = try await spawnLivery(bench.expand(scenario.arguments, store: store))
        repeatStatus = again.status
        repeatTree = storeTree(store)
        #expect(old != new, "\(scenario.name) changes nothing")
        #expect(old.loadFailures.isEmpty && new.loadFailures.isEmpty)
    }
}

/// Where kills landed and what they left.
struct CrashTally {
    var steps = Tally()
    var states = Tally()
    var runs = 0
    /// Runs whose repeat stopped before the skin's lock (nothing to do), so what the kill left
    /// (staging, an older version being pruned) waited for the next locked operation.
    var leftoversClearedLater = 0
}

/// SIGKILL at every file operation and step of `livery skin install`, `update`, `rollback` and
/// `remove` (the CLI's debug-only `LIVERY_FAULT_KILL` hook, `SkinFaultInjection.swift`), and from
/// outside at random moments of a slow download. After each kill the store must hold the old state
/// or the new one (installed ids, current versions, the bytes of every current file), every
/// installed skin must load, and repeating the command must finish the job: the new state and
/// exactly the visible tree of an uninterrupted run, no staging or download left behind.
@Suite("Skin store crash consistency (SIGKILL)")
struct SkinCrashTests {
    static let scenarios: [SkinCommandScenario] = [
        .installFirst, .installUpdate, .installCatalog, .update, .rollback, .remove,
    ]

    /// Checks the store in `run` after a kill, repeats the command and checks again.
    static func checkAfterKill(
        _ scenario: SkinCommandScenario, bench: SkinWorkbench, run: URL, reference: CommandReference, label: String,
        tally: inout CrashTally
    ) async throws {
        let store = run.appendingPathComponent("store")
        let after = StoreState(store)
        #expect(after.loadFailures.isEmpty, "\(label): an installed skin does not load: \(after)")
        let isOld = after == reference.old
        let isNew = after == reference.new
        #expect(isOld || isNew, "\(label): neither the old state (\(reference.old)) nor the new one (\(reference.new)): \(after)")
        tally.states.add(isOld ? "old" : isNew ? "new" : "neither")
        let again = try await spawnLivery(bench.expand(scenario.arguments, store: store))
        let expectedTree = isNew ? reference.repeatTree : reference.newTree
        #expect(again.status == (isNew ? reference.repeatStatus : 0), "\(label): the repeat: \(again.err)")
        #expect(StoreState(store) == reference.new, "\(label): the state after the repeat")
        #expect(storeLeftovers(store).filter { $0.hasPrefix(".downloads/") }.isEmpty, "\(label): a download left behind")
        if storeTree(store) != expectedTree || !storeLeftovers(store).isEmpty {
            // Only a repeat that had nothing to do and stopped before the skin's lock (an update
            // finding the skin up to date, a client refusing a version that is not newer) may
            // leave what the kill left: the next locked operation of the id clears it.
            #expect(
                isNew, "\(label): after the repeat: \(treeDifference(storeTree(store), expectedTree)) \(storeLeftovers(store))")
            tally.leftoversClearedLater += 1
            try SkinStore(folder: store).withLock(id: "com.example.ocean") {}
        }
        let difference = treeDifference(storeTree(store), expectedTree)
        #expect(difference == "no difference", "\(label): the visible tree: \(difference)")
        #expect(storeLeftovers(store).isEmpty, "\(label): left behind: \(storeLeftovers(store))")
    }

    /// The step the log's last line names: where a kill landed.
    static func landing(_ log: URL) -> String {
        let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
        if let kill = lines.last(where: { $0.hasPrefix("kill\t") }) {
            let fields = kill.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count > 3 ? String(fields[3]) : "?"
        }
        if let step = lines.last(where: { $0.hasPrefix("step\t") }) { return String(step.dropFirst(5)) }
        return "start"
    }

    @Test(
        "a kill before every fault point and after every write (the fast tier: a sample) leaves the old or the new state; the repeat finishes",
        arguments: scenarios)
    func killEverywhere(_ scenario: SkinCommandScenario) async throws {
        let bench = try SkinWorkbench()
        let template = try bench.store(installing: scenario.setup)
        let reference = try await CommandReference(scenario, bench: bench, template: template)
        var tally = CrashTally()
        var byMoment = Tally()
        for moment in ["before", "afterWrite"] {
            var point = 1
            while true {
                // The fast tier kills at the first two points and every eighth after; the full tier at every one.
                // A sampled point past the end still ends the loop (the command runs to its end).
                guard TestTier.includes(point: point, first: 2, stride: 8) else {
                    point += 1
                    continue
                }
                let run = try bench.copy(template)
                defer { try? FileManager.default.removeItem(at: run) }
                let store = run.appendingPathComponent("store")
                let log = run.appendingPathComponent("fault.log")
                let outcome = try await spawnLivery(
                    bench.expand(scenario.arguments, store: store),
                    environment: ["LIVERY_FAULT_KILL": "\(moment):\(point)", "LIVERY_FAULT_LOG": log.path])
                guard outcome.killed else {
                    // Past the last point: the command ran to its end.
                    #expect(outcome.status == 0, "\(scenario.name) \(moment):\(point): \(outcome.err)")
                    #expect(StoreState(store) == reference.new)
                    break
                }
                let step = Self.landing(log)
                tally.steps.add(step)
                tally.runs += 1
                byMoment.add(moment)
                try await Self.checkAfterKill(
                    scenario, bench: bench, run: run, reference: reference,
                    label: "\(scenario.name) kill \(moment):\(point) in \(step)",
                    tally: &tally)
                point += 1
                guard point < 1000 else {
                    Issue.record("\(scenario.name): still killed at point \(point)")
                    break
                }
            }
        }
        #expect(tally.runs > (TestTier.isFull ? 10 : 4))
        print(
            "crash-kills [\(scenario.name)] runs \(tally.runs) (\(byMoment)); by step: \(tally.steps); state after the kill: \(tally.states); leftovers cleared by the next locked operation: \(tally.leftoversClearedLater)"
        )
    }

    @Test("SIGKILL from outside at random moments of a slow download (seeded: LIVERY_CRASH_SEED)")
    func killDuringSlowDownload() async throws {
        let seed = ProcessInfo.processInfo.environment["LIVERY_CRASH_SEED"].flatMap { UInt64($0) } ?? 20_260_412
        var generator = SplitMix64(seed: seed)
        let scenario = SkinCommandScenario.installCatalog
        let bench = try SkinWorkbench()
        let template = try bench.store(installing: scenario.setup)
        let reference = try await CommandReference(scenario, bench: bench, template: template)
        // The package now arrives in 128-byte pieces 20 ms apart: about 0.6 s of download. Each kill
        // is drawn within it, counted from when the process's fault log says the download began (a
        // delay from the launch landed before it on a loaded machine, where starting and checking
        // the catalog took longer than the delay).
        bench.server.setFault(.drip(chunk: 128, interval: 0.02), for: "/ocean-1.2.0.skin")
        let delays = TestTier.sample((0..<24).map { _ in Double(generator.next() % 600) / 1000 }, fast: 4)
        var tally = CrashTally()
        var completed = 0
        // Four at a time: the runs mostly wait for the server.
        for batch in stride(from: 0, to: delays.count, by: 4) {
            let results = try await withThrowingTaskGroup(of: (URL, TimeInterval, ProcessOutcome).self) { group in
                for delay in delays[batch..<min(batch + 4, delays.count)] {
                    let run = try bench.copy(template)
                    let arguments = bench.expand(scenario.arguments, store: run.appendingPathComponent("store"))
                    let log = run.appendingPathComponent("fault.log").path
                    group.addTask {
                        (
                            run, delay,
                            try await spawnLivery(
                                arguments, environment: ["LIVERY_FAULT_LOG": log], killAfter: delay,
                                inStep: ("download", log))
                        )
                    }
                }
                var results: [(URL, TimeInterval, ProcessOutcome)] = []
                for try await result in group { results.append(result) }
                return results
            }
            for (run, delay, outcome) in results {
                defer { try? FileManager.default.removeItem(at: run) }
                guard outcome.killed else {
                    #expect(outcome.status == 0, "ended before the kill at \(delay) s: \(outcome.err)")
                    completed += 1
                    continue
                }
                let step = Self.landing(run.appendingPathComponent("fault.log"))
                tally.steps.add(step)
                tally.runs += 1
                try await Self.checkAfterKill(
                    scenario, bench: bench, run: run, reference: reference, label: "kill after \(delay) s in \(step)",
                    tally: &tally)
            }
        }
        #expect(tally.steps.counts["download", default: 0] > 0, "no kill landed in the download: \(tally.steps)")
        print(
            "crash-kills [outside, slow download, seed \(seed)] runs \(tally.runs), completed before the kill \(completed); by step: \(tally.steps); state after the kill: \(tally.states); leftovers cleared by the next locked operation: \(tally.leftoversClearedLater)"
        )
    }

    @Test("the fault hook is compiled into the built livery (a debug build)")
    func hookPresent() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await spawnLivery(
            ["skin", "rollback", "com.example.none", "--store", folder.path], environment: ["LIVERY_FAULT_KILL": "before:1"])
        #expect(outcome.killed, "LIVERY_FAULT_KILL had no effect: is \(LiveryExecutable.url?.path ?? "livery") a release build?")
    }
}
