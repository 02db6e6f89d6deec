import Foundation
import Livery
import LiverySkins
import LiveryTestSupport
import Testing

/// `RemoteImages.install(…)`: the skins' pipeline becomes the fetcher the image conveniences load
/// remote image tokens with (LiveryUI's `RemoteImageConvenienceTests` cover what they do with it).
@Suite("LiverySkins: installing the pipeline as the image conveniences' fetcher")
@MainActor
struct RemoteImagesInstallTests {
    @Test("install() makes a pipeline with a disk cache the installed fetcher; it loads, caches and revalidates")
    func installs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-remote-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = FakeDataLoader()
        let url = try #require(URL(string: "https://images.example/banner.png"))
        await transport.set(.ok(Data("banner".utf8), etag: "v1"), for: url)

        let previous = RemoteImages.generation
        let loader = RemoteImages.install(diskCache: folder, dataLoader: transport)
        defer { RemoteImages.uninstall() }
        #expect(RemoteImages.generation != previous)
        let fetcher = try #require(RemoteImages.fetcher as? RemoteImageLoader)
        #expect(fetcher === loader)
        #expect(loader.configuration.dataCache is DiskDataCache)

        #expect(try await fetcher.data(for: url) == Data("banner".utf8))
        #expect(try await fetcher.data(for: url) == Data("banner".utf8))
        #expect(await transport.requestCount == 1)
        #expect(FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a disk cache that cannot be opened: the pipeline caches in memory only, and the log says why")
    func diskCacheFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-remote-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The cache's folder would go inside a regular file: creating it fails.
        let blocker = folder.appendingPathComponent("caches")
        try Data("a file".utf8).write(to: blocker)
        let diskCache = blocker.appendingPathComponent("LiveryImages")
        let log = LogLines()
        let loader = RuntimeLog.sink.withValue({ log.append($0) }) { RemoteImages.install(diskCache: diskCache) }
        defer { RemoteImages.uninstall() }
        #expect(loader.configuration.dataCache == nil)
        #expect(log.all.count == 1, "\(log.all)")
        #expect(log.all.first?.contains("the image disk cache \(diskCache.path) could not be opened") == true)
    }

    @Test("without a disk cache the pipeline caches in memory only; uninstall() removes it")
    func memoryOnly() {
        let loader = RemoteImages.install(diskCache: nil)
        #expect(loader.configuration.dataCache == nil)
        #expect(RemoteImages.fetcher is RemoteImageLoader)
        RemoteImages.uninstall()
        #expect(RemoteImages.fetcher == nil)
    }
}
