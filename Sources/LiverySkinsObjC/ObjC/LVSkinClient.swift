#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryObjC
    import LiverySkins
    import UIKit

    /// Signed skins for Objective-C: install from a catalog with progress and cancel, and show the
    /// installed skins as themes (the Swift `SkinClient` and `SkinStore`). A separate library,
    /// `LiverySkinsObjC`, so apps without skins do not link ZIPFoundation and swift-crypto.
    ///
    /// ```objc
    /// NSError *error = nil;
    /// LVSkinClient *skins = [[LVSkinClient alloc] initWithSkinsFolderURL:skinsFolder
    ///                                                         catalogURL:catalogURL
    ///                                                     trustedKeyURLs:@[releaseKeyURL]
    ///                                                              error:&error];
    /// NSProgress *progress = [skins installSkinWithIdentifier:@"com.example.ocean"
    ///     progressHandler:^(double fraction) { self.bar.progress = (float)fraction; }
    ///     completionHandler:^(NSError *installError) { … }];
    /// [progress cancel];  // stops the download; the installed skins stay as they were
    /// ```
    @objc(LVSkinClient)
    @MainActor
    public final class LVSkinClient: NSObject {
        /// The Swift client this façade drives.
        public let client: SkinClient

        /// A façade over `client` (one a Swift part of the app made).
        public init(wrapping client: SkinClient) {
            self.client = client
            super.init()
        }

        /// A client installing into the store at `folder` (created when missing) from the catalog
        /// at `catalogURL` (`https://…/index.json`, signed beside it as `index.json.sig`), trusting
        /// packages and catalogs signed by the keys in the files at `keyURLs` (the `.public` files
        /// `livery skin keygen` writes, shipped in the app bundle). Fails with
        /// `com.livery.SkinError` when a key file cannot be read.
        @objc(initWithSkinsFolderURL:catalogURL:trustedKeyURLs:error:)
        public convenience init(skinsFolder folder: URL, catalogURL: URL, trustedKeyURLs keyURLs: [URL]) throws {
            let keys = try keyURLs.map { url throws(SkinError) in try SkinKeys.loadPublicKey(from: url) }
            let store = SkinStore(folder: folder)
            self.init(wrapping: SkinClient(store: store, trustedKeys: keys, catalogURL: catalogURL))
        }

        /// Installs the catalog's newest version of the skin `identifier`: downloads it (resuming a
        /// broken transfer), checks its size, SHA-256 and signature, and installs it atomically.
        ///
        /// - Parameters:
        ///   - identifier: The skin's id in the catalog (`com.example.ocean`).
        ///   - progressHandler: Called on the main queue with the fraction downloaded (0…1), or nil.
        ///   - completionHandler: Called once on the main queue: nil on success, else an `NSError`
        ///     of `com.livery.SkinError` saying which step failed and why (cancelling gives the
        ///     `cancelled` error).
        /// - Returns: The install's progress (units: the package's bytes): `cancel` stops it.
        @objc(installSkinWithIdentifier:progressHandler:completionHandler:)
        @discardableResult
        public func installSkin(
            identifier: String, progressHandler: ((Double) -> Void)?, completionHandler: @escaping ((any Error)?) -> Void
        ) -> Progress {
            let handler = progressHandler.map { block in { @MainActor @Sendable (fraction: Double) in block(fraction) } }
            return SkinInstallation.start(identifier, client: client, progressHandler: handler) { result in
                switch result {
                case .success: completionHandler(nil)
                case .failure(let error): completionHandler(error)
                }
            }
        }

        /// Installs the catalog's newer version of the installed skin `identifier`, as
        /// ``installSkin(identifier:progressHandler:completionHandler:)`` installs (same progress,
        /// cancel and errors); `completionHandler` gets `YES` when a newer version was installed,
        /// `NO` when the skin was up to date, and the error otherwise.
        @objc(updateSkinWithIdentifier:progressHandler:completionHandler:)
        @discardableResult
        public func updateSkin(
            identifier: String, progressHandler: ((Double) -> Void)?,
            completionHandler: @escaping (Bool, (any Error)?) -> Void
        ) -> Progress {
            let handler = progressHandler.map { block in { @MainActor @Sendable (fraction: Double) in block(fraction) } }
            return SkinInstallation.update(identifier, client: client, progressHandler: handler) { result in
                switch result {
                case .success(let updated): completionHandler(updated, nil)
                case .failure(let error): completionHandler(false, error)
                }
            }
        }

        /// Goes back to the previous installed version of `identifier` (the store keeps one), and
        /// returns the version now current (`@"1.2.0"`). Fails with `com.livery.SkinError` when
        /// there is no previous version; show the skins again to apply it.
        @objc(rollbackSkinWithIdentifier:error:)
        @discardableResult
        public func rollbackSkin(identifier: String) throws -> String {
            try client.store.rollback(id: identifier).description
        }

        /// Fetches the catalog (checking its signature, freshness and sequence) and hands
        /// `completionHandler` its skins, one ``LVCatalogSkin`` per id at its newest version,
        /// sorted by id, or the error. The returned progress's `cancel` stops the fetch.
        @objc(fetchCatalogSkinsWithCompletionHandler:)
        @discardableResult
        public func fetchCatalogSkins(completionHandler: @escaping ([LVCatalogSkin], (any Error)?) -> Void) -> Progress {
            return SkinInstallation.catalogEntries(client: client) { result in
                switch result {
                case .success(let entries): completionHandler(entries.map(LVCatalogSkin.init), nil)
                case .failure(let error): completionHandler([], error)
                }
            }
        }

        /// The ids of the installed skins, sorted.
        @objc public var installedSkinIdentifiers: [String] {
            ((try? client.store.installed()) ?? []).map(\.id)
        }

        /// Shows every installed skin as themes of `themes`'s manager, beside the app's own (its
        /// `theme` modifier gains each skin's contexts: the skin's id). `themes` must have been
        /// started with `startWithThemesAtURL:error:` or `startWithBundleThemesNamed:error:`, whose
        /// space the skins are added to. Fails with `com.livery.SkinError`, leaving the manager as
        /// it was.
        @objc(showInstalledSkinsInThemeManager:error:)
        public func showInstalledSkins(in themes: LVThemeManager) throws {
            guard let base = themes.themeSpace else {
                throw SkinError.loadFailed(
                    skins: installedSkinIdentifiers,
                    diagnostics: [
                        Diagnostic(
                            .error, "the theme manager was not started from a theme folder by LVThemeManager",
                            at: .inline, rule: "no-app-space")
                    ])
            }
            let store = client.store
            let skins = try store.installed().map { installed throws(SkinError) in try store.skin(id: installed.id) }
            try Skin.load(skins, over: base, into: themes.manager)
        }

        /// Removes the installed skin `identifier` (every version).
        @objc(removeSkinWithIdentifier:error:)
        public func removeSkin(identifier: String) throws {
            try client.store.remove(id: identifier)
        }
    }

    /// A skin a catalog offers (``LVSkinClient/fetchCatalogSkins(completionHandler:)``): its
    /// newest version there.
    @objc(LVCatalogSkin)
    public final class LVCatalogSkin: NSObject, Sendable {
        /// The skin's id (`com.example.ocean`): what `installSkinWithIdentifier:` takes.
        @objc public let identifier: String
        /// The newest version (`1.2.0`).
        @objc public let version: String
        /// The package's size in bytes.
        @objc public let byteCount: Int64
        /// The preview image's URL as the catalog gives it (relative to the catalog), or nil.
        @objc public let preview: String?

        init(_ entry: SkinCatalog.Entry) {
            identifier = entry.id
            version = entry.version.description
            byteCount = entry.size
            preview = entry.preview
            super.init()
        }
    }
#endif
