import Foundation
import Livery

/// What an image token shows, as its conversion makes it once per token per switch: an image
/// made in the app (nil when it cannot be made), a remote URL to load, or a URL token that is not
/// `http(s)`.
package enum ThemedImage<Image> {
    case local(Image?)
    case remote(URL)
    case invalid(ImageSource, RemoteImages.Failure)
}

/// How one platform makes images: from sources in the app (`render`), and from a remote image's
/// bytes (`decode`). `identity` names the pair: conversions and decoded images are shared per identity.
package struct ImageRendering<Image>: Sendable {
    package let identity: String
    package let render: @MainActor @Sendable (ImageSource) -> Image?
    package let decode: @MainActor @Sendable (Data) -> Image?
    /// Where remote bytes come from and failures go.
    package let origin: RemoteImageOrigin

    package init(
        _ identity: String, render: @escaping @MainActor @Sendable (ImageSource) -> Image?,
        decode: @escaping @MainActor @Sendable (Data) -> Image?, origin: RemoteImageOrigin = .installed
    ) {
        self.identity = identity
        self.render = render
        self.decode = decode
        self.origin = origin
    }

    /// What `source` shows: remote URLs to load, everything else rendered now.
    @MainActor
    package func content(of source: ImageSource) -> ThemedImage<Image> {
        do throws(RemoteImages.Failure) {
            if let url = try RemoteImages.url(of: source) { return .remote(url) }
            return .local(render(source))
        } catch {
            return .invalid(source, error)
        }
    }

    /// The conversion the image conveniences bind through (one per token per switch, shared).
    package var conversion: Conversion<ImageSource, ThemedImage<Image>> {
        let rendering = self
        return Conversion(identity + "+remote") { source, _ in rendering.content(of: source) }
    }

    /// The shared store of this rendering's remote images.
    @MainActor
    package var store: RemoteImageStore<Image> { RemoteImageStore.shared(for: self) }

    /// Shows `source` on `object` once, loading it when it is remote (a style setter's image):
    /// see ``RemoteImageStore/show(_:on:key:placeholder:failureImage:manager:apply:)``.
    @MainActor
    package func show<Object: AnyObject>(
        _ source: ImageSource, on object: Object, key: BindingKey, apply: @escaping @MainActor (Object, Image?) -> Void
    ) {
        store.show(content(of: source), on: object, key: key, placeholder: nil, failureImage: nil, manager: nil, apply: apply)
    }
}

/// Where a store's remote bytes come from and its failures go: the installed
/// ``/Livery/RemoteImages`` fetcher and handler, or (in tests) others.
package struct RemoteImageOrigin: Sendable {
    /// The fetcher, nil when none is installed.
    package var fetcher: @MainActor @Sendable () -> (any RemoteImageFetching)?
    /// Changes when another fetcher is installed: decoded images are forgotten then.
    package var generation: @MainActor @Sendable () -> Int
    /// Hears why an image did not load.
    package var report: @MainActor @Sendable (ImageSource, any Error) -> Void

    package init(
        fetcher: @escaping @MainActor @Sendable () -> (any RemoteImageFetching)?,
        generation: @escaping @MainActor @Sendable () -> Int,
        report: @escaping @MainActor @Sendable (ImageSource, any Error) -> Void
    ) {
        self.fetcher = fetcher
        self.generation = generation
        self.report = report
    }

    /// ``/Livery/RemoteImages``' fetcher, generation and failure handler.
    package static var installed: RemoteImageOrigin {
        RemoteImageOrigin(
            fetcher: { RemoteImages.fetcher }, generation: { RemoteImages.generation },
            report: { RemoteImages.failureHandler?($0, $1) })
    }
}

/// Remote images decoded for one platform: decoded once per URL and shared by every view that
/// shows them, loaded through the installed ``/Livery/RemoteImageFetching`` (one fetch for concurrent
/// requests of a URL), and set on a view only while the view still wants them.
///
/// Each (object, property) has at most one request: a later run of its binding (a switch, a
/// rebinding, a local image) replaces the request, so an earlier slow load never overwrites what
/// a later theme shows. Failures are not cached: the next run tries again.
@MainActor
package final class RemoteImageStore<Image> {
    private let decode: @MainActor @Sendable (Data) -> Image?
    private let origin: RemoteImageOrigin
    /// The most decoded images kept; the least recently shown go first.
    package var countLimit = 256
    /// Fetches started (tests read it: a cached image is not fetched again).
    package private(set) var fetchCount = 0

    private var images: [URL: (image: Image, access: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The ``/Livery/RemoteImages/generation`` the decoded images came from.
    private var fetcherGeneration: Int
    private var loads: [URL: Task<Data, any Error>] = [:]
    private var requests: [Slot: Request] = [:]
    private var serial: UInt64 = 0

    private struct Slot: Hashable {
        var object: ObjectIdentifier
        var key: BindingKey
    }

    private struct Request {
        var serial: UInt64
        weak var object: AnyObject?
        /// The manager the binding lives in (nil for a one-off set, such as a style's).
        weak var manager: ThemeManager?
        var checksBinding: Bool
    }

    /// The store of `rendering` (one per identity and image type).
    package static func shared(for rendering: ImageRendering<Image>) -> RemoteImageStore<Image> {
        let name = rendering.identity + "\u{1F}" + String(reflecting: Image.self)
        if let store = RemoteImageStores.all[name] as? RemoteImageStore<Image> { return store }
        let store = RemoteImageStore(decode: rendering.decode, origin: rendering.origin)
        RemoteImageStores.all[name] = store
        return store
    }

    package init(decode: @escaping @MainActor @Sendable (Data) -> Image?, origin: RemoteImageOrigin = .installed) {
        self.decode = decode
        self.origin = origin
        fetcherGeneration = origin.generation()
    }

    /// The decoded image of `url`, if it was loaded (from the installed fetcher).
    package func image(for url: URL) -> Image? {
        let generation = origin.generation()
        if fetcherGeneration != generation {
            fetcherGeneration = generation
            images = [:]
            loads = [:]
        }
        guard let hit = images[url] else { return nil }
        clock &+= 1
        images[url]?.access = clock
        return hit.image
    }

    /// The number of decoded images held.
    package var count: Int { images.count }

    /// The number of (object, property) pairs waiting for a load.
    package var pendingCount: Int { requests.count }

    /// Shows `content` on `object` through `apply`: a local image at once; a remote image at once
    /// when decoded before, else `placeholder` (when given; the property keeps its image otherwise)
    /// and then the image when it arrives, if this is still the latest request for `object`'s `key`
    /// and, with a `manager`, the object is still bound there under `key`. A failure shows
    /// `failureImage` and reports to the origin (``/Livery/RemoteImages/failureHandler``).
    package func show<Object: AnyObject>(
        _ content: ThemedImage<Image>, on object: Object, key: BindingKey, placeholder: Image?, failureImage: Image?,
        manager: ThemeManager?, apply: @escaping @MainActor (Object, Image?) -> Void
    ) {
        let slot = Slot(object: ObjectIdentifier(object), key: key)
        switch content {
        case .local(let image):
            requests[slot] = nil
            apply(object, image)
        case .invalid(let source, let failure):
            requests[slot] = nil
            origin.report(source, failure)
            apply(object, failureImage)
        case .remote(let url):
            if let image = image(for: url) {
                requests[slot] = nil
                apply(object, image)
                return
            }
            guard let fetcher = origin.fetcher() else {
                requests[slot] = nil
                origin.report(.url(url.absoluteString), RemoteImages.Failure.noFetcher)
                apply(object, failureImage)
                return
            }
            serial &+= 1
            let mine = serial
            requests[slot] = Request(serial: mine, object: object, manager: manager, checksBinding: manager != nil)
            if let placeholder { apply(object, placeholder) }
            Task { @MainActor in
                let result = await self.load(url, from: fetcher)
                // A later run of the binding (another theme, another token, a local image) wins.
                guard let request = self.requests[slot], request.serial == mine else { return }
                self.requests[slot] = nil
                guard let object = request.object as? Object else { return }
                if request.checksBinding {
                    // Unbound, or the manager gone, while loading: leave the property alone.
                    guard let manager = request.manager, manager.bindingKeys(of: object).contains(key) else { return }
                }
                switch result {
                case .success(let image):
                    apply(object, image)
                case .failure(let error):
                    self.origin.report(.url(url.absoluteString), error)
                    apply(object, failureImage)
                }
            }
        }
    }

    /// Drops the request of `object`'s `key`: a load in flight for it will set nothing.
    package func cancel(_ object: AnyObject, key: BindingKey) {
        requests[Slot(object: ObjectIdentifier(object), key: key)] = nil
    }

    /// The image at `url`: decoded before, or fetched (one fetch for concurrent requests) and decoded.
    package func load(_ url: URL, from fetcher: any RemoteImageFetching) async -> Result<Image, any Error> {
        if let image = image(for: url) { return .success(image) }
        let generation = fetcherGeneration
        let task: Task<Data, any Error>
        if let running = loads[url] {
            task = running
        } else {
            fetchCount += 1
            task = Task { try await fetcher.data(for: url) }
            loads[url] = task
        }
        let data: Data
        do {
            data = try await task.value
        } catch {
            if loads[url] == task { loads[url] = nil }
            return .failure(error)
        }
        if loads[url] == task { loads[url] = nil }
        // Another waiter of the same fetch may have decoded it already.
        if let image = image(for: url) { return .success(image) }
        guard let image = decode(data) else { return .failure(RemoteImages.Failure.undecodable(url)) }
        // Bytes from a fetcher replaced meanwhile are shown to this request but not kept.
        if origin.generation() == generation { insert(image, for: url) }
        return .success(image)
    }

    private func insert(_ image: Image, for url: URL) {
        clock &+= 1
        images[url] = (image, clock)
        // The least recently used go (one, as images arrive one by one): a scan for the oldest, not
        // a sort of the whole cache (whose merge sort was 5 KB of an app).
        while images.count > countLimit, let oldest = images.min(by: { $0.value.access < $1.value.access }) {
            images[oldest.key] = nil
        }
    }
}

/// The stores of every rendering, by identity and image type.
@MainActor
private enum RemoteImageStores {
    static var all: [String: AnyObject] = [:]
}

/// One-off reads of remote images already decoded (`UIImage.livery(_:)`), from any thread.
package enum RemoteImageLookup {
    /// The decoded image of a remote `source` in `rendering`'s store; nil off the main thread,
    /// for a source that is not a remote URL, or for one not loaded yet.
    package static func image<Image>(for source: ImageSource, in rendering: ImageRendering<Image>) -> Image? {
        guard Thread.isMainThread, let url = try? RemoteImages.url(of: source) else { return nil }
        // Platform images need not be Sendable: handed out of the main-actor closure through a local.
        nonisolated(unsafe) var image: Image?
        MainActor.assumeIsolated { image = rendering.store.image(for: url) }
        return image
    }
}

extension Themed {
    /// Binds an image property through `rendering`: local sources converted once per token per
    /// switch and shared; remote ones shown through the rendering's ``RemoteImageStore``.
    package func bindImage<Image>(
        _ token: Token<ImageSource>, key: BindingKey, rendering: ImageRendering<Image>, placeholder: Image?,
        failureImage: Image?, _ apply: @escaping @MainActor (Base, Image?) -> Void
    ) {
        let entry = ConversionCache.cache(for: manager).entry(for: token, rendering.conversion)
        let store = rendering.store
        // The closure captures the entry and the store, not the manager (see `bind(_:key:through:_:)`);
        // the store reads the manager, weakly, only when a load finishes.
        manager.bind(base, key: key) { [unowned(unsafe) manager] object, theme in
            guard let content = entry.output(in: theme) else {
                // A theme without the token: the property keeps its image, a load for the previous
                // theme sets nothing, and the missing token is reported (as every binding does).
                store.cancel(object, key: key)
                entry.reportMissing(for: object, in: theme)
                return
            }
            store.show(
                content, on: object, key: key, placeholder: placeholder, failureImage: failureImage, manager: manager,
                apply: apply)
        }
    }
}
