import Foundation
import LiveryTestSupport
import Livery
import LiveryUI
import Testing

/// An image standing in for `UIImage`/`NSImage`: the text of its bytes, or the name it was made with.
final class StandInImage: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// An image view standing in for `UIImageView`, and a button with per-state images.
final class StandInImageView {
    var image: StandInImage?
    var images: [String: StandInImage?] = [:]
}

/// A fetcher whose loads finish when the test says so; it records every request.
actor ControlledFetcher: RemoteImageFetching {
    private(set) var requests: [URL] = []
    private var waiting: [URL: [CheckedContinuation<Data, any Error>]] = [:]

    func data(for url: URL) async throws -> Data {
        requests.append(url)
        return try await withCheckedThrowingContinuation { waiting[url, default: []].append($0) }
    }

    /// Finishes every load of `url` waiting now.
    func finish(_ url: URL, with result: Result<Data, any Error>) {
        for continuation in waiting.removeValue(forKey: url) ?? [] { continuation.resume(with: result) }
    }

    func isWaiting(for url: URL) -> Bool { !(waiting[url] ?? []).isEmpty }
}

struct FetchFailed: Error {}

/// The remote-image path through the image conveniences, with a fake fetcher: what
/// `imageView.livery.setImage("image.banner")` and per-state button images do on Apple platforms
/// (they call this path with `UIImage`/`NSImage`).
@Suite("LiveryUI: remote images through the image conveniences")
@MainActor
struct RemoteImageConvenienceTests {
    static let day = URL(string: "https://images.example/day.png")!
    static let ocean = URL(string: "https://images.example/ocean.png")!

    /// Theme `day` has a remote banner, `ocean` another, `plain` an asset, `bare` none.
    static func manager() throws -> ThemeManager {
        func document(_ json: String, _ name: String) throws -> TokenDocument {
            try TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/remote/\(name)"))
        }
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["day", "ocean", "plain", "bare"], defaultContext: "day")],
            layers: [
                ThemeSpace.Layer(
                    name: "day", condition: ["theme": "day"],
                    documents: [try document(#"{"image": {"$type": "image", "banner": "\#(day)"}}"#, "day.json")]),
                ThemeSpace.Layer(
                    name: "ocean", condition: ["theme": "ocean"],
                    documents: [try document(#"{"image": {"$type": "image", "banner": "\#(ocean)"}}"#, "ocean.json")]),
                ThemeSpace.Layer(
                    name: "plain", condition: ["theme": "plain"],
                    documents: [try document(#"{"image": {"$type": "image", "banner": "Banner"}}"#, "plain.json")]),
                ThemeSpace.Layer(
                    name: "bare", condition: ["theme": "bare"], documents: [try document(#"{"other": {}}"#, "bare.json")]),
            ])
        return try ThemeManager(space: space, storage: nil)
    }

    /// A rendering of its own (so its decoded images are this test's), loading through `fetcher`.
    @MainActor final class Harness {
        let fetcher: ControlledFetcher?
        let rendering: ImageRendering<StandInImage>
        let box = FailureBox()

        init(fetcher: ControlledFetcher? = ControlledFetcher()) {
            self.fetcher = fetcher
            let box = self.box
            rendering = ImageRendering(
                "test-\(UUID().uuidString)",
                render: { source in
                    if case .asset(let name) = source { return StandInImage("asset:" + name) }
                    return nil
                },
                decode: { data in
                    let text = String(decoding: data, as: UTF8.self)
                    return text == "not an image" ? nil : StandInImage(text)
                },
                origin: RemoteImageOrigin(
                    fetcher: { fetcher }, generation: { 0 },
                    report: { source, error in box.failures.append((source, "\(error)")) }))
        }

        var store: RemoteImageStore<StandInImage> { rendering.store }
    }

    @MainActor final class FailureBox {
        var failures: [(ImageSource, String)] = []
    }

    func bind(
        _ view: StandInImageView, _ manager: ThemeManager, _ harness: Harness,
        placeholder: String? = "placeholder", failure: String? = "failed"
    ) {
        Themed(view, manager: manager).bindImage(
            "image.banner", key: BindingKey("image"), rendering: harness.rendering,
            placeholder: placeholder.map(StandInImage.init), failureImage: failure.map(StandInImage.init)
        ) { $0.image = $1 }
    }

    /// Waits (without blocking the main actor) until `condition` holds; false after about 5 s.
    @Test("the placeholder shows while loading, then the image")
    func placeholderThenImage() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let view = StandInImageView()
        bind(view, manager, harness)
        #expect(view.image?.name == "placeholder")
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { view.image?.name == "day" })
        #expect(harness.store.pendingCount == 0)
    }

    @Test("without a placeholder the property keeps its image while loading")
    func keepsImageWithoutPlaceholder() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let view = StandInImageView()
        view.image = StandInImage("before")
        bind(view, manager, harness, placeholder: nil)
        #expect(view.image?.name == "before")
    }

    @Test("a later switch wins over an earlier slow load")
    func laterSwitchWins() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let view = StandInImageView()
        bind(view, manager, harness)
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        try manager.apply(theme: "ocean")
        #expect(view.image?.name == "placeholder")
        #expect(await eventually { await fetcher.isWaiting(for: Self.ocean) })
        await fetcher.finish(Self.ocean, with: .success(Data("ocean".utf8)))
        #expect(await eventually { view.image?.name == "ocean" })
        // The day theme's bytes arrive late: decoded and cached, but not shown.
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { harness.store.image(for: Self.day) != nil })
        #expect(view.image?.name == "ocean")
    }

    @Test("a switch to a local image, or to a theme without the token, drops the load in flight")
    func localImageWins() async throws {
        for theme in ["plain", "bare"] {
            let manager = try Self.manager()
            let harness = Harness()
            let fetcher = try #require(harness.fetcher)
            let view = StandInImageView()
            bind(view, manager, harness)
            #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
            try manager.apply(theme: theme)
            let shown = view.image?.name
            #expect(shown == (theme == "plain" ? "asset:Banner" : "placeholder"))
            await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
            #expect(await eventually { harness.store.image(for: Self.day) != nil })
            #expect(view.image?.name == shown, "theme \(theme)")
        }
    }

    @Test("a theme without the image token keeps the view's image and reports the token, once per theme")
    func missingTokenReported() async throws {
        let manager = try Self.manager()
        var issues: [BindingIssue] = []
        manager.bindingIssueHandler = { issues.append($0) }
        let harness = Harness()
        let view = StandInImageView()
        bind(view, manager, harness)
        #expect(issues.isEmpty)
        try manager.apply(theme: "bare")
        #expect(view.image?.name == "placeholder", "the image it had")
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.kind == .missingToken)
        #expect(issues.first?.tokenPath == "image.banner")
        #expect(issues.first?.objectType.hasSuffix("StandInImageView") == true)
        manager.reapply()
        #expect(issues.count == 1, "the same table: not reported again")
    }

    @Test("an unbound or dead view gets nothing when its load finishes")
    func unboundGetsNothing() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let view = StandInImageView()
        bind(view, manager, harness)
        var other: StandInImageView? = StandInImageView()
        if let other { bind(other, manager, harness) }
        weak let released = other
        other = nil
        #expect(released == nil)
        manager.unbind(view, key: BindingKey("image"))
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { harness.store.image(for: Self.day) != nil })
        #expect(view.image?.name == "placeholder")
        #expect(harness.store.pendingCount == 0)
    }

    @Test(
        "a failed load shows the failure image and reports why",
        arguments: [
            (Result<Data, any Error>.failure(FetchFailed()), "FetchFailed"),
            (.success(Data("not an image".utf8)), "do not decode"),
        ])
    func failure(_ result: Result<Data, any Error>, _ reason: String) async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let view = StandInImageView()
        bind(view, manager, harness)
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        await fetcher.finish(Self.day, with: result)
        #expect(await eventually { view.image?.name == "failed" })
        #expect(harness.box.failures.count == 1)
        #expect(harness.box.failures.first?.1.contains(reason) == true, "\(harness.box.failures)")
        #expect(harness.store.image(for: Self.day) == nil)
        // Failures are not cached: the next switch back asks again.
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        #expect(await eventually { await fetcher.requests.filter { $0 == Self.day }.count == 2 })
    }

    @Test("without a fetcher a remote token shows the failure image at once and reports it")
    func noFetcher() throws {
        let manager = try Self.manager()
        let harness = Harness(fetcher: nil)
        let view = StandInImageView()
        bind(view, manager, harness)
        #expect(view.image?.name == "failed")
        #expect(harness.box.failures.map(\.1) == [RemoteImages.Failure.noFetcher.description])
        #expect(harness.box.failures.first?.0 == .url(Self.day.absoluteString))
    }

    @Test("a decoded image is shared: concurrent views fetch once, a later view and a switch back get it at once")
    func cacheHit() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let views = (0..<3).map { _ in StandInImageView() }
        for view in views { bind(view, manager, harness) }
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { views.allSatisfy { $0.image?.name == "day" } })
        #expect(views[0].image === views[2].image)
        #expect(await fetcher.requests == [Self.day])
        #expect(harness.store.fetchCount == 1)

        let later = StandInImageView()
        bind(later, manager, harness)
        #expect(later.image === views[0].image, "a cache hit shows no placeholder")
        try manager.apply(theme: "ocean")
        try manager.apply(theme: "day")
        #expect(views.allSatisfy { $0.image?.name == "day" })
        #expect(await fetcher.requests.filter { $0 == Self.day }.count == 1)
    }

    @Test("per-state images are separate requests: each state gets its own image")
    func perState() async throws {
        let manager = try Self.manager()
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let button = StandInImageView()
        let themed = Themed(button, manager: manager)
        for state in [ControlStateName.normal, .highlighted] {
            themed.bindImage(
                "image.banner", key: ThemedProperty.image.key(state: state),
                rendering: harness.rendering, placeholder: nil, failureImage: nil
            ) { $0.images[state.rawValue] = $1 }
        }
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { button.images["normal"]??.name == "day" && button.images["highlighted"]??.name == "day" })
        #expect(harness.store.fetchCount == 1)
    }

    @Test("a one-off set (a style's image) loads too, and a later set for the same property wins")
    func oneOffSet() async throws {
        let harness = Harness()
        let fetcher = try #require(harness.fetcher)
        let view = StandInImageView()
        harness.rendering.show(.url(Self.day.absoluteString), on: view, key: ThemedProperty.image.key()) { $0.image = $1 }
        #expect(await eventually { await fetcher.isWaiting(for: Self.day) })
        harness.rendering.show(.asset("Logo"), on: view, key: ThemedProperty.image.key()) { $0.image = $1 }
        #expect(view.image?.name == "asset:Logo")
        await fetcher.finish(Self.day, with: .success(Data("day".utf8)))
        #expect(await eventually { harness.store.image(for: Self.day) != nil })
        #expect(view.image?.name == "asset:Logo")
    }

    @Test("URL sources: http(s) are remote, other schemes invalid, other sources not remote")
    func remoteURLs() throws {
        #expect(try RemoteImages.url(of: .url("https://a.example/x.png")) == URL(string: "https://a.example/x.png"))
        #expect(try RemoteImages.url(of: .asset("x")) == nil)
        #expect(throws: RemoteImages.Failure.invalidURL("ftp://a.example/x.png")) {
            try RemoteImages.url(of: .url("ftp://a.example/x.png"))
        }
    }
}

/// Bytes that spell the URL, at once.
struct EchoFetcher: RemoteImageFetching {
    func data(for url: URL) async throws -> Data { Data(url.absoluteString.utf8) }
}

@Suite("LiveryUI: the remote image cache")
@MainActor
struct RemoteImageCacheTests {
    @Test("over its limit, the cache lets the least recently shown images go, one per image added")
    func leastRecentlyShownGo() async throws {
        let store = RemoteImageStore<String>(
            decode: { String(decoding: $0, as: UTF8.self) },
            origin: RemoteImageOrigin(fetcher: { EchoFetcher() }, generation: { 0 }, report: { _, _ in }))
        store.countLimit = 3
        let urls = try (0..<5).map { try #require(URL(string: "https://example.com/\($0).png")) }
        for url in urls.prefix(3) { _ = await store.load(url, from: EchoFetcher()) }
        #expect(store.image(for: urls[0]) == urls[0].absoluteString)  // shown again: the newest now
        _ = await store.load(urls[3], from: EchoFetcher())
        _ = await store.load(urls[4], from: EchoFetcher())
        #expect(store.count == 3)
        #expect(store.image(for: urls[1]) == nil)
        #expect(store.image(for: urls[2]) == nil)
        #expect(store.image(for: urls[0]) != nil)
        #expect(store.image(for: urls[3]) != nil)
        #expect(store.image(for: urls[4]) != nil)
        #expect(store.fetchCount == 5)
    }
}
