import Foundation
import Testing
@testable import Livery

/// Loading and resolving run off the main actor; these run under the thread sanitizer in CI.
@Suite("Concurrent loading")
struct ConcurrencyTests {
    @Test("concurrent loads and resolutions of one space are race-free")
    func concurrentResolution() async throws {
        let examples = Fixtures.package("Examples/Themes")
        let space = try await ThemeSpace.load(contentsOf: examples)
        let selections = space.allSelections
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for round in 0..<4 {
                for selection in selections {
                    group.addTask { try space.resolve(selection).count + round * 0 }
                }
                group.addTask { try await ThemeSpace.load(contentsOf: examples).resolve().count }
            }
            var counts: [Int] = []
            for try await count in group { counts.append(count) }
            return counts
        }
        #expect(counts.count == 4 * (selections.count + 1))
        #expect(Set(counts).count == 1)
    }

    @Test("a manager loads off the main actor while the main actor keeps working")
    @MainActor
    func managerLoad() async throws {
        let manager = ThemeManager(launchCache: ThemeLaunchCache(url: URL(fileURLWithPath: "/nonexistent/cache")), storage: nil)
        async let loading: Void = manager.replace(
            with: try await ThemeSpace.load(contentsOf: Fixtures.package("Examples/Themes")))
        let label = Label()
        manager.bind(label, Token<ThemeColor>("color.accent")) { label, color in label.textColor = color }
        try await loading
        #expect(label.textColor != nil)
    }
}
