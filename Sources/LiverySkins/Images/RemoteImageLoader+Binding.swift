import Foundation
import Livery

extension RemoteImageLoader {
    /// Binds an image property to an image token of `manager` whose bytes load through this
    /// pipeline in the background, for apps without LiveryUI or for another image type: the
    /// property is set when the bytes arrive, and again after every switch that changes the
    /// token's image (seed 001's remote skin images that refresh the UI when they arrive).
    ///
    /// `http(s)` sources load through the pipeline (memory and disk caches, one request for
    /// concurrent loads); `file` sources (a skin's `images/`) are read off the main actor. The
    /// property keeps its current image until the new bytes arrive, so a switch does not flash
    /// an empty view; bytes that arrive after a later switch are dropped. Other sources (an asset
    /// name, a colour, a gradient) go to `render`, which the Apple layer implements.
    ///
    /// ```swift
    /// pipeline.bind(banner, \.image, to: Token<ImageSource>("image.banner"), in: manager) { data in
    ///     UIImage(data: data)
    /// }
    /// ```
    ///
    /// Binding the same key path of the same object again replaces the binding. A load that
    /// fails leaves the property as it was and reports to `onFailure`.
    @MainActor
    public func bind<Object: AnyObject, Image>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Image?>, to token: Token<ImageSource>,
        in manager: ThemeManager, decode: @escaping @MainActor (Data) -> Image?,
        render: @escaping @MainActor (ImageSource) -> Image? = { _ in nil },
        onFailure: (@MainActor (Object, any Swift.Error) -> Void)? = nil
    ) {
        // One state per (object, property): binding the property again cancels the earlier load.
        let state = ImageBindingState.replace(for: object, keyPath)
        let pipeline = self
        manager.bind(object, key: BindingKey(keyPath)) { object, theme in
            state.generation &+= 1
            state.task?.cancel()
            state.task = nil
            // A switch to a theme without the token still drops the bytes of the previous one.
            guard let source = theme[token] else { return }
            let url: URL
            switch source {
            case .url(let text):
                guard let remote = URL(string: text), remote.scheme == "http" || remote.scheme == "https" else {
                    onFailure?(object, RemoteImageLoader.Error.invalidURL(text))
                    return
                }
                url = remote
            case .file(let path):
                url = URL(fileURLWithPath: path)
            case .asset, .color, .gradient:
                object[keyPath: keyPath] = render(source)
                return
            }
            let generation = state.generation
            state.task = Task { @MainActor [weak manager] in
                let result: Result<Data, any Swift.Error>
                do {
                    result = .success(try await url.isFileURL ? Self.readFile(url) : pipeline.data(for: url))
                } catch {
                    result = .failure(error)
                }
                guard !Task.isCancelled, generation == state.generation, let object = state.object as? Object,
                    // Unbound (or the manager gone) while loading: leave the property alone.
                    manager?.bindingKeys(of: object).contains(BindingKey(keyPath)) == true
                else { return }
                switch result {
                case .success(let data):
                    if let image = decode(data) {
                        object[keyPath: keyPath] = image
                    } else {
                        onFailure?(object, RemoteImageLoader.Error.undecodable(url))
                    }
                case .failure(let error):
                    onFailure?(object, error)
                }
            }
        }
    }

    /// The largest local image file read (a token naming `/dev/zero` must not exhaust memory).
    nonisolated static var maximumImageFileSize: Int { 64 * 1024 * 1024 }

    /// A local image file's bytes, read off the main actor; only regular files up to
    /// ``maximumImageFileSize``.
    @concurrent
    nonisolated static func readFile(_ url: URL) async throws -> Data {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw RemoteImageLoader.Error.invalidURL(url.path)
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maximumImageFileSize {
            throw RemoteImageLoader.Error.tooLarge(url, limit: maximumImageFileSize)
        }
        return try Data(contentsOf: url)
    }
}

/// The load in flight for one image binding and the switch it belongs to.
@MainActor
final class ImageBindingState {
    var generation: UInt64 = 0
    var task: Task<Void, Never>?
    /// The bound object, held weakly: the state is forgotten once it dies, and a load that
    /// finishes after that sets nothing.
    weak var object: AnyObject?

    /// The states of live image bindings, by object and property.
    private static var states: [Key: ImageBindingState] = [:]

    private struct Key: Hashable {
        var object: ObjectIdentifier
        var property: AnyKeyPath
    }

    /// The load in flight (or last finished) for `object`'s `property`: what the tests await, so
    /// they wait for the work itself rather than for a wall-clock bound.
    static func load(of object: AnyObject, _ property: AnyKeyPath) -> Task<Void, Never>? {
        states[Key(object: ObjectIdentifier(object), property: property)]?.task
    }

    /// A new state for `object`'s `property`, cancelling the load of the binding it replaces;
    /// states of objects that died are dropped.
    static func replace(for object: AnyObject, _ property: AnyKeyPath) -> ImageBindingState {
        states = states.filter { $0.value.object != nil }
        let key = Key(object: ObjectIdentifier(object), property: property)
        if let old = states[key] {
            old.generation &+= 1
            old.task?.cancel()
        }
        let state = ImageBindingState()
        state.object = object
        states[key] = state
        return state
    }
}
