#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiverySkins
    import UIKit

    /// Remote (URL) images for Objective-C: one call at start-up makes LiverySkins' image pipeline
    /// (memory and disk caches, one request per URL however many views show it) the source of
    /// every remote image the `lv_` image conveniences and style groups show.
    ///
    /// ```objc
    /// [LVRemoteImages install];
    /// [self.bannerView lv_setImageToken:@"image.banner" placeholder:placeholder failureImage:nil];
    /// ```
    @objc(LVRemoteImages)
    @MainActor
    public final class LVRemoteImages: NSObject {
        /// Installs the pipeline with its defaults: 50 MB in memory, a disk cache in the caches
        /// folder's `LiveryImages`.
        @objc public static func install() {
            RemoteImages.install()
        }

        /// Installs the pipeline caching on disk in `diskCacheURL` (nil: memory only) and keeping
        /// `memoryCacheByteLimit` bytes in memory.
        @objc(installWithDiskCacheURL:memoryCacheByteLimit:)
        public static func install(diskCacheURL: URL?, memoryCacheByteLimit: Int) {
            RemoteImages.install(diskCache: diskCacheURL, memoryCacheByteLimit: memoryCacheByteLimit)
        }

        /// Stops loading remote images (bound views keep what they show).
        @objc public static func uninstall() {
            RemoteImages.uninstall()
        }

        /// Whether a pipeline is installed.
        @objc public static var isInstalled: Bool {
            RemoteImages.fetcher != nil
        }
    }
#endif
