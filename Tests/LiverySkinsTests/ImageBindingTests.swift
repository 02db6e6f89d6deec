import Foundation
import LiveryTestSupport
import Livery
import Testing

@testable import LiverySkins

/// A stand-in for an image view: the "image" is the decoded text of the bytes.
@MainActor
final class ImageViewStandIn {
    var image: String?
}

@MainActor
@Suite("Image bindings")
struct ImageBindingTests {
    let day = URL(string: "https://cdn.example.com/day.png")!
    let night = URL(string: "https://cdn.example.com/night.png")!

    func manager(file: URL? = nil) throws -> ThemeManager {
        var sources = [("day", day.absoluteString), ("night", night.absoluteString)]
        if let file { sources.append(("file", file.path)) }
        var layers: [ThemeSpace.Layer] = []
        for (theme, source) in sources {
            let json = #"{ "image": { "banner": { "$type": "image", "$value": "\#(source)" } } }"#
            let document = try TokenDocument(data: Data(json.utf8), url: nil)
            layers.append(ThemeSpace.Layer(name: "theme=\(theme)", condition: ["theme": theme], documents: [document]))
        }
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: sources.map(\.0), defaultContext: "day")], layers: layers)
        return try ThemeManager(space: space, storage: nil)
    }

    /// Waits for the view's image load in flight (started by the bind or the last switch) to
    /// finish: the work itself, not a wall-clock bound, so a loaded machine cannot fail the test.
    func loaded(_ view: ImageViewStandIn) async {
        await ImageBindingState.load(of: view, \ImageViewStandIn.image)?.value
    }

    func pipeline(_ loader: FakeDataLoader) -> RemoteImageLoader {
        RemoteImageLoader(configuration: RemoteImageLoader.Configuration(dataLoader: loader))
    }

    @Test("the property is set when the bytes arrive, and again after a switch")
    func setWhenBytesArrive() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        await loader.set(.ok(Data("night-bytes".utf8), etag: nil), for: night)
        let manager = try manager()
        let view = ImageViewStandIn()
        pipeline(loader).bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) {
            String(data: $0, encoding: .utf8)
        }
        #expect(view.image == nil)  // not yet: the bytes are loading
        await loaded(view)
        #expect(view.image == "day-bytes")
        try manager.apply(theme: "night")
        #expect(view.image == "day-bytes")  // kept until the new bytes arrive
        await loaded(view)
        #expect(view.image == "night-bytes")
    }

    @Test("bytes that arrive after a later switch are dropped")
    func staleBytesDropped() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        await loader.set(.ok(Data("night-bytes".utf8), etag: nil), for: night)
        await loader.setDelay(.milliseconds(100))
        let manager = try manager()
        let view = ImageViewStandIn()
        let images = pipeline(loader)
        images.bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) {
            String(data: $0, encoding: .utf8)
        }
        let dayLoad = ImageBindingState.load(of: view, \ImageViewStandIn.image)
        try manager.apply(theme: "night")
        await loaded(view)
        await dayLoad?.value  // the day bytes arrive (or are cancelled) after the switch
        #expect(view.image == "night-bytes")
    }

    @Test("binding the property again, or unbinding it, drops the earlier load's late bytes")
    func rebindCancels() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        await loader.setDelay(.milliseconds(150))
        let manager = try manager()
        let view = ImageViewStandIn()
        let images = pipeline(loader)
        images.bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) { _ in "first binding" }
        let firstLoad = ImageBindingState.load(of: view, \ImageViewStandIn.image)
        images.bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) { _ in "second binding" }
        await loaded(view)
        await firstLoad?.value
        #expect(view.image == "second binding")

        let other = ImageViewStandIn()
        pipeline(loader).bind(other, \.image, to: Token<ImageSource>("image.banner"), in: manager) { _ in "late" }
        manager.unbind(other)
        await loaded(other)
        #expect(other.image == nil)
    }

    @Test("binding the same property 1,000 times leaves one binding, which loads once")
    func thousandRebinds() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        let manager = try manager()
        let view = ImageViewStandIn()
        let images = pipeline(loader)
        for _ in 0..<1_000 {
            images.bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) {
                String(data: $0, encoding: .utf8)
            }
        }
        #expect(manager.bindingCount(of: view) == 1)
        await loaded(view)
        #expect(view.image == "day-bytes")
    }

    @Test("bytes that do not decode are reported")
    func undecodable() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        let manager = try manager()
        let view = ImageViewStandIn()
        var failures: [String] = []
        pipeline(loader).bind(
            view, \.image, to: Token<ImageSource>("image.banner"), in: manager,
            decode: { _ in nil }, onFailure: { _, error in failures.append("\(error)") })
        await loaded(view)
        #expect(failures == ["the bytes of \(day.absoluteString) do not decode to an image"])
        #expect(view.image == nil)
    }

    @Test("a failed load leaves the property and reports the error")
    func failure() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        await loader.set(.status(404), for: night)
        let manager = try manager()
        let view = ImageViewStandIn()
        var failures: [String] = []
        pipeline(loader).bind(
            view, \.image, to: Token<ImageSource>("image.banner"), in: manager,
            decode: { String(data: $0, encoding: .utf8) }, onFailure: { _, error in failures.append("\(error)") })
        await loaded(view)
        #expect(view.image == "day-bytes")
        try manager.apply(theme: "night")
        await loaded(view)
        #expect(view.image == "day-bytes")
        #expect(failures.count == 1)
        #expect(failures.first?.contains("404") == true)
    }

    @Test("a skin's local image file is read from disk")
    func fileImage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageBindingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wave.png")
        try Data("file-bytes".utf8).write(to: file)
        let manager = try manager(file: file)
        let view = ImageViewStandIn()
        pipeline(FakeDataLoader()).bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) {
            String(data: $0, encoding: .utf8)
        }
        try manager.apply(theme: "file")
        await loaded(view)
        #expect(view.image == "file-bytes")
    }

    @Test("a view that dies is not kept alive by its load")
    func deadView() async throws {
        let loader = FakeDataLoader()
        await loader.set(.ok(Data("day-bytes".utf8), etag: nil), for: day)
        await loader.setDelay(.milliseconds(50))
        let manager = try manager()
        weak var weakView: ImageViewStandIn?
        do {
            let view = ImageViewStandIn()
            weakView = view
            pipeline(loader).bind(view, \.image, to: Token<ImageSource>("image.banner"), in: manager) {
                String(data: $0, encoding: .utf8)
            }
        }
        #expect(weakView == nil)
        try? await Task.sleep(for: .milliseconds(100))
        #expect(manager.bindingCount == 0 || weakView == nil)
    }
}
