import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCLI

/// `livery skin install` and `update` under a small file-size limit (`RLIMIT_FSIZE` with
/// `SIGXFSZ` ignored, so a write past it fails with `EFBIG` as on a full disk), and with an
/// injected failure at each write in turn: the command exits 1 naming the failed step, the path
/// and the reason, and leaves the store byte for byte as it was. Hidden bookkeeping is left out of
/// the comparison: lock files (`.locks/`), the catalog's HTTP cache (`.cache/`) and the accepted
/// catalogs' sequences (`.catalogs/`); `.staging/` and `.downloads/` must be empty.
@Suite("Skin installs on a full disk (RLIMIT_FSIZE) and with failing writes")
struct SkinDiskFullTests {
    /// From nothing writable, through limits each file of a package passes in turn, to no limit.
    static let limits: [UInt64] = [0, 16, 256, 512, 1024, 2048, 3072, 4096, 1 << 30]
    static let bookkeeping: Set<String> = [".locks", ".cache", ".catalogs", ".staging", ".downloads"]

    @Test(
        "each limit fails the install at the step whose write passes it, and the store is unchanged",
        arguments: [
            SkinCommandScenario.installFirst, .installUpdate, .installCatalog, .update,
        ])
    func fileSizeLimit(_ scenario: SkinCommandScenario) async throws {
        let bench = try SkinWorkbench()
        let template = try bench.store(installing: scenario.setup)
        var outcomes = Tally()
        for limit in TestTier.sample(Self.limits, fast: 5) {
            let run = try bench.copy(template)
            defer { try? FileManager.default.removeItem(at: run) }
            let store = run.appendingPathComponent("store")
            let before = storeTree(store, hidden: true, ignoring: Self.bookkeeping)
            let old = StoreState(store)
            let outcome = try await spawnLivery(
                bench.expand(scenario.arguments, store: store), environment: ["LIVERY_FAULT_FSIZE": "\(limit)"])
            let label = "\(scenario.name) with files limited to \(limit) bytes"
            #expect(!outcome.killed, "\(label): killed")
            if outcome.status == 0 {
                #expect(StoreState(store) != old, "\(label): reported success, changed nothing")
                #expect(StoreState(store).loadFailures.isEmpty)
                outcomes.add("installed")
                continue
            }
            #expect(outcome.status == 1, "\(label): \(outcome.err)")
            let step = outcome.err.firstMatch(of: /step '([^']+)'/).map { String($0.1) }
            #expect(step != nil, "\(label): no step named: \(outcome.err)")
            #expect(outcome.err.contains("File too large"), "\(label): \(outcome.err)")
            #expect(outcome.err.contains("cannot write \(store.path)/"), "\(label): no path in the store named: \(outcome.err)")
            let difference = treeDifference(storeTree(store, hidden: true, ignoring: Self.bookkeeping), before)
            #expect(difference == "no difference", "\(label): the store changed: \(difference)")
            #expect(storeLeftovers(store).isEmpty, "\(label): left behind: \(storeLeftovers(store))")
            outcomes.add("failed at \(step ?? "?")")
        }
        #expect(outcomes.counts["installed"] != nil, "no limit let the install through")
        #expect(outcomes.total > outcomes.counts["installed", default: 0], "no limit failed the install")
        print("disk-full [\(scenario.name)] runs \(outcomes.total): \(outcomes)")
    }

    @Test("the same through a shell's ulimit -f 0, SIGXFSZ ignored (no fault hook involved)")
    func shellLimit() async throws {
        let bench = try SkinWorkbench()
        let scenario = SkinCommandScenario.installUpdate
        let template = try bench.store(installing: scenario.setup)
        let run = try bench.copy(template)
        let store = run.appendingPathComponent("store")
        let before = storeTree(store, hidden: true, ignoring: Self.bookkeeping)
        let executable = try #require(LiveryExecutable.url)
        // The shell sets the limit and ignores the signal; exec keeps both for livery.
        let outcome = try await spawnShell(
            ["-c", "ulimit -f 0 && trap '' XFSZ && exec \"$0\" \"$@\"", executable.path]
                + bench.expand(scenario.arguments, store: store))
        #expect(outcome.status == 1, "\(outcome.err)")
        #expect(outcome.err.contains("install failed at step 'unpack'"), "\(outcome.err)")
        #expect(outcome.err.contains("File too large"), "\(outcome.err)")
        #expect(treeDifference(storeTree(store, hidden: true, ignoring: Self.bookkeeping), before) == "no difference")
        #expect(storeLeftovers(store).isEmpty)
    }

    @Test(
        "an injected failure at each write (the fast tier: a sample; LIVERY_FAULT_FAIL): exit 1 naming the step and the path, or a success where the write was cleanup",
        arguments: [
            SkinCommandScenario.installUpdate, .installCatalog,
        ])
    func eachWrite(_ scenario: SkinCommandScenario) async throws {
        let bench = try SkinWorkbench()
        let template = try bench.store(installing: scenario.setup)
        var outcomes = Tally()
        var index = 1
        while index < 200 {
            guard TestTier.includes(point: index, stride: 6) else {
                index += 1
                continue
            }
            let run = try bench.copy(template)
            defer { try? FileManager.default.removeItem(at: run) }
            let store = run.appendingPathComponent("store")
            let before = storeTree(store, hidden: true, ignoring: Self.bookkeeping)
            let old = StoreState(store)
            let log = run.appendingPathComponent("fault.log")
            let outcome = try await spawnLivery(
                bench.expand(scenario.arguments, store: store),
                environment: ["LIVERY_FAULT_FAIL": "\(index)", "LIVERY_FAULT_LOG": log.path])
            let failed = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").first {
                $0.hasPrefix("fail\t")
            }
            guard let failed else {
                // Past the last write.
                #expect(outcome.status == 0, "\(outcome.err)")
                break
            }
            let fields = failed.split(separator: "\t").map(String.init)
            let operation = fields.count > 4 ? fields[3] : "?"
            // The failed operation's path (a move or rename logs "SOURCE -> DESTINATION").
            let paths = fields.count > 4 ? fields[4].components(separatedBy: " -> ") : []
            let label = "\(scenario.name), write \(index) (\(operation) in \(fields.count > 2 ? fields[2] : "?"))"
            if outcome.status == 0 {
                #expect(StoreState(store) != old && StoreState(store).loadFailures.isEmpty, "\(label)")
                outcomes.add("tolerated \(operation)")
            } else {
                #expect(outcome.status == 1, "\(label): \(outcome.err)")
                let step = outcome.err.firstMatch(of: /step '([^']+)'/).map { String($0.1) }
                #expect(step != nil, "\(label): no step named: \(outcome.err)")
                #expect(paths.contains { outcome.err.contains($0) }, "\(label): none of \(paths) named: \(outcome.err)")
                #expect(outcome.err.contains("injected \(operation) failure"), "\(label): \(outcome.err)")
                let difference = treeDifference(storeTree(store, hidden: true, ignoring: Self.bookkeeping), before)
                #expect(difference == "no difference", "\(label): the store changed: \(difference)")
                #expect(storeLeftovers(store).isEmpty, "\(label): left behind: \(storeLeftovers(store))")
                outcomes.add("failed at \(step ?? "?")")
            }
            index += 1
        }
        #expect(outcomes.total > (TestTier.isFull ? 5 : 3))
        print("injected-cli [\(scenario.name)] \(outcomes.total) writes failed in turn: \(outcomes)")
    }

    /// Runs `/bin/sh ARGUMENTS` with the built `livery` as `$0`.
    func spawnShell(_ arguments: [String]) async throws -> ProcessOutcome {
        try await spawnLivery(arguments, executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
