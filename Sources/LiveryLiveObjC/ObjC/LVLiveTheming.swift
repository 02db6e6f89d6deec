#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryLive
    import LiveryObjC
    import UIKit

    /// Live theming for Objective-C: connects an `LVThemeManager` to Livery Studio's live channel
    /// (`livery studio PATH --live`), so a designer's edits show in the running app at once.
    /// A separate library, linked in debug builds only; call it under `#if DEBUG`.
    ///
    /// ```objc
    /// #if DEBUG
    /// self.live = [LVLiveTheming connectThemeManager:LVThemeManager.sharedManager
    ///                                          toURL:[NSURL URLWithString:@"http://127.0.0.1:7433"]
    ///                                    pairingCode:@"K7QF-3MZD"];
    /// #endif
    /// ```
    @objc(LVLiveTheming)
    @MainActor
    public final class LVLiveTheming: NSObject {
        private let connection: LiveConnection

        private init(connection: LiveConnection) {
            self.connection = connection
            super.init()
        }

        /// Connects `themes`'s manager to the live channel at `url` with Studio's `pairingCode`
        /// (the Swift `LiveTheming.connect`); keep the result to disconnect later.
        @objc(connectThemeManager:toURL:pairingCode:)
        public static func connect(_ themes: LVThemeManager, to url: URL, pairingCode: String) -> LVLiveTheming {
            LVLiveTheming(connection: LiveTheming.connect(themes.manager, to: url, pairingCode: pairingCode))
        }

        /// Whether Studio's edits are arriving now.
        @objc public var isConnected: Bool { connection.state == .connected }

        /// Stops receiving edits and shows the app's own theme again.
        @objc public func disconnect() {
            connection.disconnect()
        }
    }
#endif
