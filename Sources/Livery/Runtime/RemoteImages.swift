import Foundation

/// Loads the bytes of remote image tokens (``ImageSource/url(_:)``) for the image conveniences:
/// the seam between LiveryUI, which shows images, and LiverySkins, which loads and caches them.
///
/// LiverySkins' `RemoteImageLoader` conforms (memory and disk caches, one request for concurrent
/// loads of a URL); an app installs it once at start-up with LiverySkins' `RemoteImages.install()`,
/// or installs its own conformance with ``RemoteImages/install(_:)``.
public protocol RemoteImageFetching: Sendable {
    /// The bytes at `url` (an `http` or `https` URL).
    func data(for url: URL) async throws -> Data
}

/// Where the image conveniences (`imageView.livery.setImage(_:)`, per-state button images,
/// `UIImage.livery(_:)`…) get remote images from.
///
/// Until a fetcher is installed, an image token whose value is a URL shows the convenience's
/// failure image (nil unless given) and reports ``RemoteImages/Failure/noFetcher`` to
/// ``failureHandler``.
///
/// ```swift
/// @MainActor func installImages(loader: some RemoteImageFetching) {
///     RemoteImages.install(loader)
///     RemoteImages.failureHandler = { source, error in print("image \(source):", error) }
/// }
/// ```
@MainActor
public enum RemoteImages {
    /// The installed fetcher, or nil.
    package private(set) static var fetcher: (any RemoteImageFetching)?

    /// Called on the main actor when a remote image does not load (no fetcher, a URL that is not
    /// `http(s)`, a transport or HTTP error, bytes that are not an image), with the token's image
    /// source and the error. The convenience shows its failure image either way.
    public static var failureHandler: (@MainActor (ImageSource, any Error) -> Void)?

    /// The number of times ``install(_:)`` was called: caches of decoded images compare it and
    /// empty themselves when another fetcher is installed.
    package private(set) static var generation = 0

    /// Makes `fetcher` the source of remote images for every image convenience; replaces an
    /// earlier one (images already decoded from the earlier fetcher are forgotten).
    public static func install(_ fetcher: any RemoteImageFetching) {
        self.fetcher = fetcher
        generation &+= 1
    }

    /// Removes the installed fetcher: remote image tokens fail again.
    public static func uninstall() {
        fetcher = nil
        generation &+= 1
    }

    /// Why a remote image did not load, besides the fetcher's own errors.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// No fetcher is installed (``RemoteImages/install(_:)``; LiverySkins' `RemoteImages.install()`).
        case noFetcher
        /// The token's text is not an `http` or `https` URL.
        case invalidURL(String)
        /// The bytes arrived but do not decode to an image.
        case undecodable(URL)

        /// A sentence saying what went wrong.
        public var description: String {
            switch self {
            case .noFetcher: "no remote image fetcher is installed (call RemoteImages.install at start-up)"
            case .invalidURL(let text): "'\(text)' is not an http(s) URL"
            case .undecodable(let url): "the bytes of \(url.absoluteString) do not decode to an image"
            }
        }
    }

    /// The remote URL of an image source: its URL when it is an `http` or `https` URL, nil for
    /// other sources; ``Failure/invalidURL(_:)`` for a URL source with another scheme.
    package nonisolated static func url(of source: ImageSource) throws(Failure) -> URL? {
        guard case .url(let text) = source else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(text)
        }
        return url
    }
}
