import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// The launch cache is a binary property list read at launch from a caches folder, so what it
/// holds is input: a token value nested past `TokenValue`'s decoding limit makes the cache
/// unreadable (an error the manager logs; the first frame is unthemed, the space loads as usual),
/// never a crash.
@Suite("Launch cache: nested values")
struct LaunchCacheNestingTests {
    /// A cache whose one token, `deep`, holds `levels` nested arrays around the number 1.
    static func cache(nesting levels: Int) throws -> ThemeLaunchCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-nesting-\(UUID().uuidString)")
        let cache = ThemeLaunchCache(url: folder.appendingPathComponent("theme.cache"))
        let token = ResolvedToken(path: "deep", value: ValueCodingTests.nestedValue(levels), location: .inline)
        let theme = ResolvedTheme(
            selection: Selection(theme: "day"), index: TokenIndex(paths: ["deep"]), tokens: [token], remBase: 16)
        try cache.save(theme, modifiers: [])
        return cache
    }

    /// The coding depth of the innermost value: the snapshot's `tokens`, the token's index and its
    /// `value`, then three levels per array (the case's key, its payload, the element).
    static func codingDepth(_ levels: Int) -> Int { 3 + levels * 3 }

    /// Read on a 512 KiB stack, as a secondary thread's.
    @Test(
        "a cached value within the limit reads back whole; a deeper one makes the cache unreadable",
        arguments: [1, 30, 31, 32, 100])
    func nesting(levels: Int) async throws {
        let cache = try Self.cache(nesting: levels)
        defer { try? FileManager.default.removeItem(at: cache.url.deletingLastPathComponent()) }
        let loaded = await onSmallStack { Result { () throws -> TokenValue? in try cache.load()?.theme["deep"] } }
        if Self.codingDepth(levels) <= TokenValue.maximumCodingDepth {
            let (depth, innermost) = ValueCodingTests.unwrapped(try #require(try loaded.get()))
            #expect(depth == levels)
            #expect(innermost == .number(1))
        } else {
            #expect(throws: (any Error).self) { try loaded.get() }
        }
    }

    @Test("a manager started from a cache too deep to read starts empty, and themes once the space loads")
    @MainActor
    func managerStartsEmpty() async throws {
        let cache = try Self.cache(nesting: 100)
        defer { try? FileManager.default.removeItem(at: cache.url.deletingLastPathComponent()) }
        let log = LogLines()
        let manager = RuntimeLog.sink.withValue({ log.append($0) }) { ThemeManager(launchCache: cache, storage: nil) }
        #expect(manager.current.count == 0)
        #expect(log.all.count == 1 && log.all[0].contains("could not be read"), "\(log.all)")
        try await manager.replace(with: ThemeSpace.load(contentsOf: Fixtures.package("Examples/Themes")))
        #expect(manager.current.count > 0)
    }
}
