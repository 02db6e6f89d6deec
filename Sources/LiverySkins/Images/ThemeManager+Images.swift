import Foundation
import Livery

extension ThemeManager where Theme == ResolvedTheme {
    /// Binds an image property to an image token whose bytes load in the background: the
    /// property is set when the bytes arrive, and again after every switch that changes the
    /// token's image (seed 001's remote skin images that refresh the UI when they arrive).
    ///
    /// `http(s)` sources load through `pipeline` (memory and disk caches, one request for
    /// concurrent loads); `file` sources (a skin's `images/`) are read off the main actor. The
    /// property keeps its current image until the new bytes arrive, so a switch does not flash
    /// an empty view; bytes that arrive after a later switch are dropped. Other sources (an asset
    /// name, a colour, a gradient) go to `render`, which the Apple layer implements.
    ///
    /// ```swift
    /// manager.bindImage(banner, \.image, to: Token<ImageSource>("image.banner"),
    ///                   pipeline: pipeline, decode: { UIImage(data: $0) })
    /// ```
    ///
    /// Binding the same key path of the same object again replaces the binding. A load that
    /// fails leaves the property as it was and reports to `onFailure`.
    public func bindImage<Object: AnyObject, Image>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Image?>, to token: Token<ImageSource>,
        pipeline: ImagePipeline, decode: @escaping @MainActor (Data) -> Image?,
        render: @escaping @MainActor (ImageSource) -> Image? = { _ in nil },
        onFailure: (@MainActor (Object, any Error) -> Void)? = nil
    ) {
        let state = ImageBindingState()
        bind(object, token, key: BindingKey(keyPath)) { object, source in
            state.generation &+= 1
            state.task?.cancel()
            state.task = nil
            let url: URL
            switch source {
            case .url(let text):
                guard let remote = URL(string: text) else {
                    onFailure?(object, ImagePipeline.Error.invalidResponse(URL(fileURLWithPath: "/")))
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
            let reference = WeakReference(object)
            state.task = Task { @MainActor in
                let result: Result<Data, any Error>
                do {
                    result = .success(try await url.isFileURL ? Self.readFile(url) : pipeline.data(for: url))
                } catch {
                    result = .failure(error)
                }
                guard !Task.isCancelled, generation == state.generation, let object = reference.object else { return }
                switch result {
                case .success(let data):
                    if let image = decode(data) { object[keyPath: keyPath] = image }
                case .failure(let error):
                    onFailure?(object, error)
                }
            }
        }
    }

    /// A local image file's bytes, read off the main actor.
    @concurrent
    nonisolated static func readFile(_ url: URL) async throws -> Data {
        try Data(contentsOf: url)
    }
}

/// The load in flight for one image binding and the switch it belongs to.
@MainActor
final class ImageBindingState {
    var generation: UInt64 = 0
    var task: Task<Void, Never>?
}

/// A weak reference handed to the task that sets the image, so a view that dies is not kept alive.
@MainActor
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
