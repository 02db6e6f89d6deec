import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiveryCLI
@testable import LiverySkins

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `livery` executable built beside the test bundle (`swift test` builds every product into
/// the same folder), found from the running test binary rather than a fixed path.
enum LiveryExecutable {
    static let url: URL? = {
        var starts: [URL] = []
        if let main = Bundle.main.executableURL { starts.append(main) }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            // The bundle's own folder on Linux; up from `X.xctest/Contents/MacOS` on macOS.
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("livery")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()
}

/// How a spawned `livery` ended.
struct ProcessOutcome: Sendable {
    var status: Int32
    /// Ended by `SIGKILL` (sent by itself through the fault hook, or from outside).
    var killed: Bool
    var out: String
    var err: String
}

/// `kill(pid, SIGKILL)` (a free function: ``ProcessEnd`` has a method of that name).
private func sendKill(_ pid: Int32) {
    _ = kill(pid, SIGKILL)
}

/// Whether a process has ended, for a kill sent from outside (never to a reaped process id).
private final class ProcessEnd: @unchecked Sendable {
    private let lock = NSLock()
    private var ended = false
    private let done = DispatchSemaphore(value: 0)

    func markEnded() {
        lock.lock()
        ended = true
        lock.unlock()
        done.signal()
    }

    /// Sends `SIGKILL` to `pid` after `delay` seconds unless the process has ended by then. The
    /// wait is a thread of its own: Dispatch's global queue may be busy (its width is the core
    /// count), and a late kill would land somewhere else than drawn.
    func kill(_ pid: Int32, after delay: TimeInterval) {
        Thread.detachNewThread { [self] in
            guard done.wait(timeout: .now() + delay) == .timedOut else {
                done.signal()  // for another waiter
                return
            }
            lock.lock()
            defer { lock.unlock() }
            if !ended { sendKill(pid) }
        }
    }

    /// Sends `SIGKILL` to `pid` `delay` seconds after its fault log (`LIVERY_FAULT_LOG`) names the
    /// step `step`, unless the process has ended by then: a kill drawn within a step, however long
    /// the process took to reach it on a loaded machine.
    func kill(_ pid: Int32, after delay: TimeInterval, inStep step: String, log: String) {
        Thread.detachNewThread { [self] in
            let marker = "step\t\(step)\n"
            while (try? String(contentsOfFile: log, encoding: .utf8))?.contains(marker) != true {
                guard done.wait(timeout: .now() + 0.005) == .timedOut else {
                    done.signal()
                    return
                }
            }
            guard done.wait(timeout: .now() + delay) == .timedOut else {
                done.signal()
                return
            }
            lock.lock()
            defer { lock.unlock() }
            if !ended { sendKill(pid) }
        }
    }
}

/// Collects everything a pipe delivers until the writer closes it, on a thread of its own (a
/// blocking read must not hold one of Dispatch's few global threads).
private final class PipeCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var waiter: CheckedContinuation<String, Never>?

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            // Now, not when Foundation lets go of the pipe: a suite spawns hundreds of processes,
            // and each pipe left open until then holds a descriptor.
            try? handle.close()
            lock.lock()
            data = read
            let waiter = waiter
            self.waiter = nil
            lock.unlock()
            waiter?.resume(returning: String(decoding: read, as: UTF8.self))
        }
    }

    var text: String {
        get async {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let data {
                    lock.unlock()
                    continuation.resume(returning: String(decoding: data, as: UTF8.self))
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        }
    }
}

/// Runs the built `livery` with `arguments` and extra environment variables, its output through
/// pipes (a file-size limit on the child does not apply to them); `killAfter`
/// sends `SIGKILL` from outside after that long. A run still going after `timeout` seconds is
/// killed (and shows as killed). `executable` runs another program instead (a shell around livery).
func spawnLivery(
    _ arguments: [String], environment: [String: String] = [:], killAfter: TimeInterval? = nil,
    inStep: (step: String, log: String)? = nil, timeout: TimeInterval = 60, executable: URL? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) async throws -> ProcessOutcome {
    let livery = try #require(LiveryExecutable.url, "no livery executable beside the test bundle", sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = executable ?? livery
    process.arguments = arguments
    // No `currentDirectoryURL`: Foundation on Linux may change the whole test process's working
    // directory around the spawn, which races with the other tests' spawns. Every path is absolute.
    var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LIVERY_FAULT_") }
    variables.merge(environment) { $1 }
    process.environment = variables
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let outText = PipeCollector(out)
    let errText = PipeCollector(err)
    let end = ProcessEnd()
    let (status, reason): (Int32, Process.TerminationReason) = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { process in
            end.markEnded()
            continuation.resume(returning: (process.terminationStatus, process.terminationReason))
        }
        do {
            // One launch at a time across the test process (ChildProcess.launches).
            try ChildProcess.launches.withLock { try process.run() }
        } catch {
            process.terminationHandler = nil
            try? out.fileHandleForWriting.close()
            try? err.fileHandleForWriting.close()
            continuation.resume(throwing: error)
            return
        }
        let pid = process.processIdentifier
        if let killAfter, let inStep {
            end.kill(pid, after: killAfter, inStep: inStep.step, log: inStep.log)
        } else if let killAfter {
            end.kill(pid, after: killAfter)
        }
        end.kill(pid, after: timeout)
    }
    return ProcessOutcome(
        status: status, killed: reason == .uncaughtSignal && status == SIGKILL, out: await outText.text, err: await errText.text)
}

/// What a store holds as seen through its own API: each installed skin's current version and the
/// bytes of every file of that version, or why it does not load (``SkinStore/skin(id:)``: the
/// manifest, the files against it, the token documents as a theme space).
struct StoreState: Equatable, CustomStringConvertible {
    struct InstalledSkin: Equatable {
        var version: String
        var files: [String: Data]
    }

    var skins: [String: InstalledSkin] = [:]
    /// Skins that are installed but do not load, with the reason.
    var loadFailures: [String: String] = [:]

    init(_ folder: URL) {
        let store = SkinStore(folder: folder)
        let installed: [SkinStore.Installed]
        do {
            installed = try store.installed()
        } catch {
            loadFailures["(store)"] = "\(error)"
            return
        }
        for skin in installed {
            do {
                let loaded = try store.skin(id: skin.id)
                for selection in loaded.space.allSelections { _ = try loaded.space.resolve(selection) }
                skins[skin.id] = InstalledSkin(version: skin.version.description, files: Self.files(in: loaded.folder))
            } catch {
                loadFailures[skin.id] = "\(error)"
            }
        }
    }

    static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            result[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = FileManager.default.contents(atPath: url.path)
        }
        return result
    }

    var description: String {
        let installed = skins.keys.sorted().map { "\($0) \(skins[$0]?.version ?? "?") (\(skins[$0]?.files.count ?? 0) files)" }
        let failures = loadFailures.keys.sorted().map { "\($0) does not load: \(loadFailures[$0] ?? "")" }
        return (installed + failures).joined(separator: "; ").isEmpty ? "(empty)" : (installed + failures).joined(separator: "; ")
    }
}

/// Every entry under `folder` (``fileTree(_:hidden:ignoring:)``).
func storeTree(_ folder: URL, hidden: Bool = false, ignoring: Set<String> = []) -> [String: String] {
    fileTree(folder, hidden: hidden, ignoring: ignoring)
}

/// The paths where two trees differ, for a short failure message.
func treeDifference(_ actual: [String: String], _ expected: [String: String]) -> String {
    let keys = Set(actual.keys).union(expected.keys).filter { actual[$0] != expected[$0] }.sorted()
    guard !keys.isEmpty else { return "no difference" }
    return keys.map { key in
        switch (actual[key], expected[key]) {
        case (nil, _): "missing \(key)"
        case (_, nil): "unexpected \(key)"
        default: "changed \(key)"
        }
    }.joined(separator: ", ")
}

/// What an operation killed midway may leave in a store's hidden folders: entries under
/// `.staging/` and `.downloads/`, temporary `current` links in skin folders.
func storeLeftovers(_ folder: URL) -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for hidden in [".staging", ".downloads"] {
        for name in (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(hidden).path)) ?? [] {
            result.append(hidden + "/" + name)
        }
    }
    for id in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !id.hasPrefix(".") {
        for name in (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(id).path)) ?? []
        where name.hasPrefix(".") {
            result.append(id + "/" + name)
        }
    }
    return result.sorted()
}

/// A folder of signed packages (`Examples/Skins`' ocean at 1.0.0, 1.1.0 and 1.2.0, each version's
/// files different, and festival 1.0.0) with a signed catalog, served by a ``TestHTTPServer``, and
/// stores made from them.
final class SkinWorkbench: @unchecked Sendable {
    let folder: URL
    let dist: URL
    let server: TestHTTPServer
    let publicKey = path("Examples/Skins/keys/example.public")
    let privateKey = path("Examples/Skins/keys/example.private")
    static let oceanVersions = ["1.0.0", "1.1.0", "1.2.0"]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-crash-\(UUID().uuidString)")
        dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        for version in Self.oceanVersions {
            let source = folder.appendingPathComponent("ocean-\(version)")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: path("Examples/Skins/ocean")), to: source)
            try Self.edit(source.appendingPathComponent("skin.json")) {
                $0.replacingOccurrences(of: "\"1.0.0\"", with: "\"\(version)\"")
            }
            try Self.edit(source.appendingPathComponent("tokens/base.json")) {
                $0.replacingOccurrences(of: "Ocean skin:", with: "Ocean skin \(version):")
            }
            let pack = livery(
                "skin", "pack", source.path, "-o", dist.appendingPathComponent("ocean-\(version).skin").path, "--key", privateKey)
            guard pack.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: pack.err]) }
        }
        for name in ["festival.skin", "festival.skin.sig"] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: path("Examples/Skins/dist/\(name)")), to: dist.appendingPathComponent(name))
        }
        let catalog = livery(
            "skin", "catalog", dist.path, "-o", dist.appendingPathComponent("index.json").path, "--key", privateKey)
        guard catalog.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: catalog.err]) }
        server = try TestHTTPServer()
        for name in try FileManager.default.contentsOfDirectory(atPath: dist.path) {
            let data = try Data(contentsOf: dist.appendingPathComponent(name))
            server.setFile("/" + name, data, etag: String(SkinSigner.sha256Hex(data).prefix(16)))
        }
        try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    static func edit(_ url: URL, _ change: (String) -> String) throws {
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    var catalogURL: String { server.url("/index.json").absoluteString }

    /// A new store with `packages` (file names in `dist`) installed in order.
    func store(installing packages: [String]) throws -> URL {
        let store = folder.appendingPathComponent("template-\(UUID().uuidString)")
        let skins = SkinStore(folder: store)
        let key = try SkinKeys.loadPublicKey(from: URL(fileURLWithPath: publicKey))
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        for name in packages {
            let package = dist.appendingPathComponent(name)
            try skins.install(packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [key])
        }
        return store
    }

    /// A copy of `template` (links stay links) in a new run folder; returns the run folder, holding `store/`.
    func copy(_ template: URL) throws -> URL {
        let run = folder.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: template, to: run.appendingPathComponent("store"))
        return run
    }

    /// `arguments` with STORE, DIST, KEY and CATALOG replaced.
    func expand(_ arguments: [String], store: URL) -> [String] {
        arguments.map {
            $0.replacingOccurrences(of: "STORE", with: store.path).replacingOccurrences(of: "DIST", with: dist.path)
                .replacingOccurrences(of: "KEY", with: publicKey).replacingOccurrences(of: "CATALOG", with: catalogURL)
        }
    }
}

/// One skin command run against a prepared store.
struct SkinCommandScenario: Sendable, CustomTestStringConvertible {
    var name: String
    /// Packages (in the workbench's `dist`) installed into the starting store, in order.
    var setup: [String]
    /// The command's arguments; STORE, DIST, KEY and CATALOG are replaced.
    var arguments: [String]
    var testDescription: String { name }

    static let installFirst = SkinCommandScenario(
        name: "install (first, from a file)", setup: ["festival.skin"],
        arguments: ["skin", "install", "DIST/ocean-1.0.0.skin", "--store", "STORE", "--trust", "KEY"])
    static let installUpdate = SkinCommandScenario(
        name: "install (update, from a file)", setup: ["festival.skin", "ocean-1.0.0.skin", "ocean-1.1.0.skin"],
        arguments: ["skin", "install", "DIST/ocean-1.2.0.skin", "--store", "STORE", "--trust", "KEY"])
    static let installCatalog = SkinCommandScenario(
        name: "install (first, downloaded from the catalog)", setup: ["festival.skin"],
        arguments: [
            "skin", "install", "com.example.ocean", "--catalog", "CATALOG", "--store", "STORE", "--trust", "KEY", "--timeout",
            "10",
        ])
    static let update = SkinCommandScenario(
        name: "update (downloaded from the catalog)", setup: ["festival.skin", "ocean-1.0.0.skin", "ocean-1.1.0.skin"],
        arguments: ["skin", "update", "--catalog", "CATALOG", "--store", "STORE", "--trust", "KEY", "--timeout", "10"])
    static let rollback = SkinCommandScenario(
        name: "rollback", setup: ["festival.skin", "ocean-1.0.0.skin", "ocean-1.1.0.skin"],
        arguments: ["skin", "rollback", "com.example.ocean", "--store", "STORE"])
    static let remove = SkinCommandScenario(
        name: "remove", setup: ["festival.skin", "ocean-1.0.0.skin", "ocean-1.1.0.skin"],
        arguments: ["skin", "remove", "com.example.ocean", "--store", "STORE"])
}

/// Counts by name, printed sorted.
struct Tally: CustomStringConvertible {
    private(set) var counts: [String: Int] = [:]
    mutating func add(_ name: String, _ count: Int = 1) { counts[name, default: 0] += count }
    var total: Int { counts.values.reduce(0, +) }
    var description: String { counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ") }
}
