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
    /// cannot be opened, the pipeline caches in memory only, and the error is logged
    /// (`os.Logger`, subsystem `Livery`, category `images`; standard error on Linux).
    ///
    /// - Returns: the installed pipeline (to prefetch with ``RemoteImageLoader/prepare(_:)``, or
    ///   empty its caches).
    @discardableResult
    public static func install(
        diskCache: URL? = RemoteImages.defaultDiskCacheDirectory, memoryCacheByteLimit: Int = 50 * 1024 * 1024,
        dataLoader: any RemoteDataLoading = URLSessionDataLoader()
    ) -> RemoteImageLoader {
        var cache: DiskDataCache?
        if let diskCache {
            do {
                cache = try DiskDataCache(directory: diskCache)
            } catch {
                RuntimeLog.error(
                    "the image disk cache \(diskCache.path) could not be opened, caching in memory only", error,
                    category: "images")
            }
        }
        let loader = RemoteImageLoader(
            configuration: RemoteImageLoader.Configuration(
                dataLoader: dataLoader, dataCache: cache, memoryCacheByteLimit: memoryCacheByteLimit))
        install(loader)
        return loader
    }

    /// `LiveryImages` in the user's caches folder (the temporary folder where there is none).
    @usableFromInline
    package nonisolated static var defaultDiskCacheDirectory: URL {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        return (caches ?? FileManager.default.temporaryDirectory).appendingPathComponent("LiveryImages", isDirectory: true)
    }
}
