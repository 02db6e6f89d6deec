import Crypto
import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiverySkins

/// Each installed skin's current version and the hash of every file of it, as the store's own API
/// reads them; a skin that does not load (``SkinStore/skin(id:)``) shows its error instead.
func installedState(_ folder: URL) -> [String: String] {
    let store = SkinStore(folder: folder)
    guard let installed = try? store.installed() else { return ["(store)": "unreadable"] }
    var result: [String: String] = [:]
    for skin in installed {
        do {
            let loaded = try store.skin(id: skin.id)
            for selection in loaded.space.allSelections { _ = try loaded.space.resolve(selection) }
            let files = loaded.manifest.files.map { "\($0.path)=\($0.sha256)" }.sorted().joined(separator: ",")
            result[skin.id] = "\(skin.version) \(files)"
        } catch {
            result[skin.id] = "does not load: \(error)"
        }
    }
    return result
}

/// Every entry under `folder`, hidden ones included, but for the store's bookkeeping that a
/// failed install may leave changed by design: lock files, the catalog's HTTP cache and the
/// sequence of the last catalog accepted (raised once the catalog passes, whatever follows). The
/// staging and download folders are left out here and must be empty (``leftovers(_:)``).
func fullSnapshot(_ folder: URL) -> [String: String] {
    let ignored: Set<String> = [".locks", ".cache", ".catalogs", ".staging", ".downloads"]
    var result: [String: String] = [:]
    func walk(_ url: URL, _ prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where !ignored.contains(prefix + name) {
            let child = url.appendingPathComponent(name)
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: child.path) {
                result[prefix + name] = "link:" + destination
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                result[prefix + name] = "folder"
                walk(child, prefix + name + "/")
            } else {
                result[prefix + name] = SkinSigner.sha256Hex((try? Data(contentsOf: child)) ?? Data())
            }
        }
    }
    walk(folder, "")
    return result
}

/// Entries in the store's `.staging/` and `.downloads/`.
func leftovers(_ folder: URL) -> [String] {
    [".staging", ".downloads"].flatMap { hidden in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(hidden).path)) ?? []).map {
            hidden + "/" + $0
        }
    }
}

/// A failure injected at every write-type operation of installs (from a file and over HTTP),
/// updates, rollbacks and removals, one at a time (``WriteFault`` through the ``SkinFileSystem``
/// seam): the operation either fails with an error naming its step (installs) and the path of the
/// failed write, leaving the store byte for byte as it was, or, where the failed write was
/// cleanup, succeeds with every skin loading.
@Suite("Skin store write failures, one at each write")
struct SkinWriteFailureTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        /// Versions of the ocean skin installed first.
        var setup: [String]
        /// Whether the operation is an install (its errors name a step).
        var isInstall = true
        var run: @Sendable (Publication, SkinStore) async throws -> Void
        var testDescription: String { name }
    }

    static func installFile(_ version: String) -> @Sendable (Publication, SkinStore) async throws -> Void {
        { site, store in
            let package = site.folder.appendingPathComponent("ocean-\(version).skin")
            if !FileManager.default.fileExists(atPath: package.path) { _ = try site.local.pack(version: version) }
            try store.install(
                packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [site.key.publicKey])
        }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "install (first, from a file)", setup: [], run: installFile("1.2.0")),
        Scenario(name: "install (update, from a file)", setup: ["1.2.0", "1.3.0"], run: installFile("2.0.0")),
        Scenario(name: "install from the catalog (update over HTTP)", setup: ["1.2.0", "1.3.0"]) { site, store in
            if site.published["ocean-2.0.0.skin"] == nil { try site.publish("2.0.0") }
            try await site.client(store: store).install(id: "com.example.ocean")
        },
        Scenario(name: "install by URL (first, over HTTP)", setup: []) { site, store in
            let url =
                site.published["ocean-1.2.0.skin"] == nil ? try site.publish("1.2.0") : site.server.url("/skins/ocean-1.2.0.skin")
            try await site.client(store: store).install(from: url)
        },
        Scenario(name: "update over HTTP", setup: ["1.2.0"]) { site, store in
            if site.published["ocean-1.3.0.skin"] == nil { try site.publish("1.3.0") }
            try await site.client(store: store).update(id: "com.example.ocean")
        },
        Scenario(name: "rollback", setup: ["1.2.0", "1.3.0"], isInstall: false) { _, store in
            try store.rollback(id: "com.example.ocean")
        },
        Scenario(name: "remove", setup: ["1.2.0", "1.3.0"], isInstall: false) { _, store in
            try store.remove(id: "com.example.ocean")
        },
    ]

    @Test(
        "every write-type operation (the fast tier: a sample) fails in turn: a clear error and an unchanged store, or a success that loads",
        arguments: scenarios)
    func eachWrite(_ scenario: Scenario) async throws {
        let site = try Publication()
        let template = site.folder.appendingPathComponent("template")
        for version in scenario.setup {
            let package = try site.local.pack(version: version)
            try SkinStore(folder: template).install(
                packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [site.key.publicKey])
        }
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        func copy() throws -> URL {
            let store = site.folder.appendingPathComponent("run-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: template, to: store)
            return store
        }
        // Without a failure: how many writes, and the new state.
        let count = WriteFault(failing: 0)
        let reference = try copy()
        try await scenario.run(site, SkinStore(folder: reference, fileSystem: FailingFileSystem(failing: [], fault: count)))
        let newState = installedState(reference)
        let oldState = installedState(template)
        #expect(count.writes > 3)
        #expect(newState != oldState)

        var outcomes: [String: Int] = [:]
        for index in 1...count.writes where TestTier.includes(point: index, stride: 4) {
            let store = try copy()
            defer { try? FileManager.default.removeItem(at: store) }
            let before = fullSnapshot(store)
            let fault = WriteFault(failing: index)
            let skins = SkinStore(folder: store, fileSystem: FailingFileSystem(failing: [], fault: fault))
            let label = "\(scenario.name), write \(index) of \(count.writes)"
            do {
                try await scenario.run(site, skins)
                // The failed write was one whose failure changes nothing installed (cleanup, a cache).
                let operation =
                    fault.failed.map { "\($0.operation) \(URL(fileURLWithPath: $0.paths[0]).lastPathComponent)" } ?? "none"
                #expect(installedState(store) == newState, "\(label): succeeded despite the failed \(operation)")
                outcomes["tolerated \(fault.failed?.operation ?? "?")", default: 0] += 1
                continue
            } catch let error as SkinError {
                let paths = fault.failed?.paths ?? []
                #expect(paths.contains { error.description.contains($0) }, "\(label): the error names none of \(paths): \(error)")
                if scenario.isInstall {
                    #expect(error.failedStep != nil, "\(label): no step: \(error)")
                    #expect(error.description.contains("step '\(error.failedStep?.rawValue ?? "")'"))
                }
                #expect(error.description.contains("injected"), "\(label): the reason is lost: \(error)")
                outcomes["failed at \(error.failedStep?.rawValue ?? "-") (\(fault.failed?.operation ?? "?"))", default: 0] += 1
            } catch {
                Issue.record("\(label): not a SkinError: \(error)")
            }
            #expect(fullSnapshot(store) == before, "\(label): the store changed")
            #expect(leftovers(store).isEmpty, "\(label): left behind: \(leftovers(store))")
            #expect(installedState(store) == oldState, "\(label): the installed skins changed")
        }
        print(
            "write-failures [\(scenario.name)] \(count.writes) injected: "
                + outcomes.keys.sorted().map { "\($0) \(outcomes[$0] ?? 0)" }.joined(separator: ", "))
    }

    @Test("a lock that cannot be taken fails the install at step 'lock' instead of installing unlocked")
    func lockUnavailable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let local = try SkinStoreTests()
        defer { try? FileManager.default.removeItem(at: local.folder) }
        let package = try local.pack(version: "1.2.0")
        let store = folder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        // `.locks` is a file: no lock file can be made in it.
        try Data("not a folder".utf8).write(to: store.appendingPathComponent(".locks"))
        let skins = SkinStore(folder: store)
        #expect {
            try skins.install(
                packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [local.key.publicKey])
        } throws: { error in
            guard let error = error as? SkinError else { return false }
            return error.failedStep == SkinStore.Step.lock && error.description.contains(".locks")
        }
        #expect(try skins.installed().isEmpty)
    }
}
