import Crypto
import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiverySkins

/// Installs and updates against a catalog server that misbehaves at random (``TestHTTPServer``'s
/// seeded random faults): it drops connections, stalls, answers 500, truncates bodies, announces
/// the wrong `Content-Length` and serves another package than the catalog lists. Whatever
/// happens, every installed skin loads, its files match its manifest and that manifest is the
/// one published for its version; every failure names its step; the installed version changes
/// only when an install succeeds.
@Suite("Skin installs against a misbehaving server")
struct SkinChaosTests {
    /// The faults drawn, each for any path (catalog, signature, package).
    static func faults(otherPackage: Data) -> [TestHTTPServer.RandomFault] {
        [
            .init("drop") { _, _ in .drop },
            .init("stall") { body, random in .stall(after: body.isEmpty ? 0 : Int(random % UInt64(max(1, body.count / 2)))) },
            .init("500") { _, _ in .status(500) },
            .init("truncate") { body, random in .cutAfter(body.isEmpty ? 0 : Int(random % UInt64(body.count))) },
            .init("longer Content-Length") { _, random in .wrongLength(delta: 1 + Int(random % 64)) },
            .init("shorter Content-Length") { body, random in
                .wrongLength(delta: -(1 + Int(random % UInt64(max(1, body.count / 2)))))
            },
            .init("another package") { _, _ in .replace(otherPackage) },
            .init("slow") { _, _ in .drip(chunk: 700, interval: 0.01) },
        ]
    }

    /// Bounded: every request times out within seconds, so a hang (a request never given up)
    /// fails the time limit rather than blocking the suite.
    @Test(
        "seeded iterations of installs and updates (100; the fast tier 25; LIVERY_CHAOS_SEED): nothing installed is ever corrupt, every failure names its step",
        .timeLimit(.minutes(5)))
    func misbehavingServer() async throws {
        let seed = ProcessInfo.processInfo.environment["LIVERY_CHAOS_SEED"].flatMap { UInt64($0) } ?? 20_260_412
        print("chaos seed \(seed) (set LIVERY_CHAOS_SEED to repeat another run)")
        var random = SplitMix64(seed: seed)
        let site = try Publication()
        // The manifest published for each version, to compare installed skins with.
        var published: [String: SkinManifest] = [:]
        var versions = 0
        func publishNext() throws {
            versions += 1
            let version = "1.\(versions).0"
            // The catalog lists the last few versions (building it checks every package it lists).
            if versions > 3 { site.unpublish("ocean-1.\(versions - 3).0.skin") }
            let url = try site.publish(version)
            let data = try #require(site.published[url.lastPathComponent])
            let signature = try Data(
                contentsOf: SkinSigner.signatureURL(for: site.folder.appendingPathComponent(url.lastPathComponent)))
            published[version] = try SkinVerifier(trustedKeys: [site.key.publicKey])
                .verify(package: data, signature: try SkinSigner.decodeSignature(signature, path: "sig"))
        }
        try publishNext()
        // A valid, signed package the catalog does not list: what a misconfigured CDN might serve.
        let otherPackage = try Data(contentsOf: try site.local.pack(version: "0.0.1", name: "other.skin"))
        // Packages misbehave often; the catalog and its signature (fetched by every call) less, so
        // that most calls get as far as a download.
        site.server.setRandomFaults(Self.faults(otherPackage: otherPackage), seed: seed) { path in
            path.hasSuffix(".skin") ? 0.5 : 0.12
        }
        let store = site.store()
        // Short timeouts keep a stalled request to a second.
        let client = site.client(
            store: store, configuration: SkinClient.Configuration(requestTimeout: 1, resourceTimeout: 5, maximumResumeAttempts: 2)
        )
        let id = "com.example.ocean"
        var outcomes: [String: Int] = [:]
        let trace = ProcessInfo.processInfo.environment["LIVERY_CHAOS_TRACE"] != nil
        let started = Date()
        let iterations = TestTier.count(fast: 25, full: 100)
        for iteration in 0..<iterations {
            // Two draws every iteration, whatever happened before, so one slow request does not
            // change every later choice. A third of the iterations publish a newer version, so
            // most updates download a package.
            let publish = random.next() % 3 == 0
            let choice = random.next() % 8
            if publish { try publishNext() }
            let before = store.currentVersion(id: id)
            var action = "install"
            if before != nil {
                switch choice {
                case 0: action = "remove"  // the next install is a first one again
                case 1: action = "rollback"  // the next update downloads again
                default: action = "update"
                }
            }
            do throws(SkinError) {
                switch action {
                case "install": try await client.install(id: id)
                case "remove": try store.remove(id: id)
                case "rollback": if store.versions(id: id).count > 1 { try store.rollback(id: id) }
                default: try await client.update(id: id)
                }
                let after = store.currentVersion(id: id)
                outcomes["\(action): \(after == before ? "nothing to do" : "done")", default: 0] += 1
            } catch {
                #expect(error.failedStep != nil, "iteration \(iteration): a failure without a step: \(error)")
                #expect(
                    store.currentVersion(id: id) == before, "iteration \(iteration): failed, yet the version changed: \(error)")
                outcomes["\(action): failed at \(error.failedStep?.rawValue ?? "no step")", default: 0] += 1
                if trace { print("chaos \(iteration) \(action): \(error)") }
            }
            if trace {
                print(
                    "chaos \(iteration) \(action) \(before?.description ?? "-") -> \(store.currentVersion(id: id)?.description ?? "-") at \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
                )
            }
            // Nothing installed is corrupt: it loads (files against the manifest, tokens) and is what was published.
            if let current = store.currentVersion(id: id) {
                do {
                    let skin = try store.skin(id: id)
                    for selection in skin.space.allSelections { _ = try skin.space.resolve(selection) }
                    #expect(
                        skin.manifest == published[current.description],
                        "iteration \(iteration): \(current) is not the published package")
                } catch {
                    Issue.record("iteration \(iteration): the installed \(current) does not load: \(error)")
                }
            }
            let staging =
                (try? FileManager.default.contentsOfDirectory(atPath: site.storeFolder.appendingPathComponent(".staging").path))
                ?? []
            #expect(staging.isEmpty, "iteration \(iteration): staging left: \(staging)")
        }
        let elapsed = Date().timeIntervalSince(started)
        var faultsHit: [String: Int] = [:]
        for request in site.server.requests { faultsHit[request.fault ?? "none", default: 0] += 1 }
        print(
            "chaos: \(iterations) iterations in \(String(format: "%.1f", elapsed)) s, \(versions) versions published; outcomes: "
                + outcomes.keys.sorted().map { "\($0) \(outcomes[$0] ?? 0)" }.joined(separator: ", "))
        print(
            "chaos: \(site.server.requests.count) requests; faults: "
                + faultsHit.keys.sorted().map { "\($0) \(faultsHit[$0] ?? 0)" }.joined(separator: ", "))
        #expect(outcomes["install: done", default: 0] + outcomes["update: done", default: 0] > 0, "no install got through")
        #expect(outcomes.keys.contains { $0.contains("failed") }, "no fault made an install fail")
    }
}
