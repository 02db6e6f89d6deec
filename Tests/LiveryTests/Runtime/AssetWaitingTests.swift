import Foundation
import Testing
@testable import Livery

/// An asset loader that finishes after a delay, or fails.
actor FakeAssetLoader: AssetPreparing {
    let delay: Duration
    let failing: Bool
    let ignoresCancellation: Bool
    private(set) var requested: [[URL]] = []

    init(delay: Duration = .zero, failing: Bool = false, ignoresCancellation: Bool = false) {
        self.delay = delay
        self.failing = failing
        self.ignoresCancellation = ignoresCancellation
    }

    func prepare(_ urls: [URL]) async throws {
        requested.append(urls)
        if ignoresCancellation {
            // Deaf to cancellation, as a blocking download is, but holding no thread: a timer resumes
            // it. (A loop of `try? await Task.sleep` spins once cancelled, and a spinning task takes
            // one of the pool's two threads from every other test for the whole delay.)
            let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) * 1e-18
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { continuation.resume() }
            }
        } else {
            try await Task.sleep(for: delay)
        }
        if failing { throw URLError(.badServerResponse) }
    }
}

@MainActor
@Suite("Switching after remote assets are ready")
struct AssetWaitingTests {
    func space() throws -> ThemeSpace {
        ThemeSpace(documents: [
            try Inline.document(#"{"hero": {"$type": "image", "$value": "https://cdn.example.com/day.png"}}"#)
        ]).withTheme(
            "holiday",
            try Inline.document(
                #"{"hero": {"$type": "image", "$value": "https://cdn.example.com/holiday.png"}, "icon": {"$type": "image", "$value": "AppIcon"}}"#
            ))
    }

    @Test("the switch happens once the images are ready")
    func waits() async throws {
        let manager = try ThemeManager(space: space(), storage: nil)
        let loader = FakeAssetLoader(delay: .milliseconds(20))
        try await manager.apply(Selection(theme: "holiday"), waitingFor: .assets(loader, timeout: .seconds(5)))
        #expect(manager.selection.theme == "holiday")
        #expect(await loader.requested == [[URL(string: "https://cdn.example.com/holiday.png")!]])
    }

    @Test("a timeout leaves the current theme as it was")
    func timeout() async throws {
        let manager = try ThemeManager(space: space(), storage: nil)
        let loader = FakeAssetLoader(delay: .seconds(30))
        await #expect(throws: SwitchWaitError.self) {
            try await manager.apply(Selection(theme: "holiday"), waitingFor: .assets(loader, timeout: .milliseconds(50)))
        }
        #expect(manager.selection.theme == "default")
    }

    @Test("a loader that ignores cancellation does not hold the switch past its timeout", .timeLimit(.minutes(1)))
    func stubbornLoader() async throws {
        let manager = try ThemeManager(space: space(), storage: nil)
        // The loader would run for 30 s; the switch must give up at its own timeout, not the loader's.
        let loader = FakeAssetLoader(delay: .seconds(30), ignoresCancellation: true)
        do {
            try await manager.apply(Selection(theme: "holiday"), waitingFor: .assets(loader, timeout: .milliseconds(50)))
            Issue.record("expected a timeout")
        } catch {
            guard case .timedOut(_, let pending) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(pending == [URL(string: "https://cdn.example.com/holiday.png")!])
        }
        #expect(manager.selection.theme == "default")
    }

    @Test("a switch made while waiting is kept")
    func switchWhileWaiting() async throws {
        let manager = try ThemeManager(space: space(), storage: nil)
        let loader = FakeAssetLoader(delay: .milliseconds(100))
        async let waiting: Void = manager.apply(Selection(theme: "holiday"), waitingFor: .assets(loader, timeout: .seconds(5)))
        try manager.apply(Selection(appearance: .dark))
        try await waiting
        #expect(manager.selection.theme == "holiday")
        #expect(manager.selection.appearance == .dark)
    }

    @Test("a failed download leaves the current theme as it was")
    func failure() async throws {
        let manager = try ThemeManager(space: space(), storage: nil)
        let loader = FakeAssetLoader(failing: true)
        do {
            // A bound far above the failure's arrival, so a slow run reports the failure, not a timeout.
            try await manager.apply(Selection(theme: "holiday"), waitingFor: .assets(loader, timeout: .seconds(120)))
            Issue.record("expected an error")
        } catch {
            guard case .assetFailed = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(manager.selection.theme == "default")
    }
}

extension ThemeSpace {
    /// This space with one more theme layer.
    func withTheme(_ name: String, _ document: TokenDocument) -> ThemeSpace {
        var themes = modifier(named: "theme")?.contexts ?? []
        themes.append(name)
        return ThemeSpace(
            modifiers: ThemeSpace.standardModifiers(themes: themes),
            layers: layers + [Layer(name: "theme=\(name)", condition: ["theme": name], documents: [document])])
    }
}
