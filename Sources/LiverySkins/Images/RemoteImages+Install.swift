import Foundation
import Livery

extension RemoteImageLoader: RemoteImageFetching {}

extension RemoteImages {
    /// Makes LiverySkins' image pipeline the source of remote images for every image convenience
    /// (`imageView.livery.setImage("image.banner")`, per-state button images, style groups'
    /// images): one line at start-up.
    ///
    /// ```swift
    /// RemoteImages.install()
    /// ```
    ///
    /// The pipeline keeps `memoryCacheByteLimit` bytes in memory and, unless `diskCache` is nil,
    /// caches on disk (revalidated with `ETag`) in `diskCache`, by default `LiveryImages` in the
    /// user's caches folder; concurrent loads of one URL share one request. When the disk cache
    /// cannot be opened, the pipeline caches in memory only.
    ///
    /// - Returns: the installed pipeline (to prefetch with ``RemoteImageLoader/prepare(_:)``, or
    ///   empty its caches).
    @discardableResult
    public static func install(
        diskCache: URL? = RemoteImages.defaultDiskCacheDirectory, memoryCacheByteLimit: Int = 50 * 1024 * 1024,
        dataLoader: any RemoteDataLoading = URLSessionDataLoader()
    ) -> RemoteImageLoader {
        let cache = diskCache.flatMap { try? DiskDataCache(directory: $0) }
        let loader = RemoteImageLoader(
            configuration: RemoteImageLoader.Configuration(
                dataLoader: dataLoader, dataCache: cache, memoryCacheByteLimit: memoryCacheByteLimit))
        install(loader)
        return loader
    }

    /// `LiveryImages` in the user's caches folder (the temporary folder where there is none).
    public nonisolated static var defaultDiskCacheDirectory: URL {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        return (caches ?? FileManager.default.temporaryDirectory).appendingPathComponent("LiveryImages", isDirectory: true)
    }
}
