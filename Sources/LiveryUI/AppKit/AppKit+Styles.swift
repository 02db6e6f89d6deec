#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import Foundation
    import Livery

    extension StyleRegistry {
        /// Registers AppKit's common properties for style groups (`styles.Title.textColor`…):
        /// `NSTextField` `textColor`, `font`; `NSControl` `font`; `NSButton` and `NSImageView`
        /// `contentTintColor` and `image` (remote images load through ``/Livery/RemoteImages``, as the
        /// image conveniences load them). Call it once at launch, usually on
        /// ``/Livery/StyleRegistry/standard``; registrations your app makes afterwards win.
        public func registerAppKitProperties() {
            registerTableAppKitProperties()
            register(NSButton.self, "image", as: ImageSource.self) { button, source in
                ImageRendering.appKit.show(source, on: button, key: ThemedProperty.image.key()) { $0.image = $1 }
            }
            register(NSImageView.self, "image", as: ImageSource.self) { view, source in
                ImageRendering.appKit.show(source, on: view, key: ThemedProperty.image.key()) { $0.image = $1 }
            }
        }
    }
#endif
