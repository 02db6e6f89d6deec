// swift-tools-version: 6.0

// ThemedApp: an iOS app package that shows Livery in a UIKit app, with a SwiftUI screen. Open this
// folder in Xcode or Swift Playgrounds and run it (see README.md). `AppleProductTypes` exists only
// in Xcode and Swift Playgrounds, so this manifest is not built on Linux; the app's sources are
// type-checked there against Apple's real iOS 17.4 SDK by `Scripts/check-real-sdk app`.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ThemedApp",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "ThemedApp",
            targets: ["ThemedApp"],
            bundleIdentifier: "com.example.livery.ThemedApp",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .paintbrush),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // The scene manifest (the window scene's delegate class) and App Transport Security's
            // local-networking exception for the example skin server on http://127.0.0.1.
            additionalInfoPlistContentFilePath: "Info.plist"
        )
    ],
    dependencies: [
        // The Livery package this example lives in.
        .package(name: "Livery", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ThemedApp",
            dependencies: [
                .product(name: "LiveryUI", package: "Livery"),
                .product(name: "LiverySwiftUI", package: "Livery"),
                .product(name: "LiverySkins", package: "Livery"),
            ],
            path: "Sources/ThemedApp",
            resources: [
                // A copy of Examples/Themes (AppleLayerExampleAppTests checks it is the same).
                .copy("Resources/Themes"),
                // The example skins' public key (Examples/Skins/keys/example.public): never trust
                // it in a shipping app, anyone can sign with its private half.
                .copy("Resources/example.public"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
