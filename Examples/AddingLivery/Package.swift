// swift-tools-version: 6.2

// The shape of an app that adds Livery, as README's "Adding Livery to an app" describes: each
// target links the products that section names for its kind of app. `Scripts/check-real-sdk
// install` (run by `swift test --filter RealSDK`) type-checks each target's sources for iOS 17
// against Apple's real SDK with only the modules its products bring.
import PackageDescription

let package = Package(
    name: "AddingLivery",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // In an app: .package(url: "<the repository you got Livery from>", .upToNextMinor(from: "0.9.0"))
        .package(name: "Livery", path: "../..")
    ],
    targets: [
        // A UIKit (or AppKit) app.
        .target(
            name: "UIKitApp",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryUI", package: "Livery"),
            ]
        ),
        // A SwiftUI app (UIKit views it hosts use LiveryUI).
        .target(
            name: "SwiftUIApp",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryUI", package: "Livery"),
                .product(name: "LiverySwiftUI", package: "Livery"),
            ]
        ),
        // An app that downloads signed skins and loads remote images.
        .target(
            name: "SkinnedApp",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryUI", package: "Livery"),
                .product(name: "LiverySkins", package: "Livery"),
            ]
        ),
        // An app that keeps another theming library's files (JHTheme, CJSkin, Chameleon,
        // DKNightVersion, SwiftTheme) and reads them at run time.
        .target(
            name: "FormatsApp",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryUI", package: "Livery"),
                .product(name: "LiveryFormats", package: "Livery"),
            ]
        ),
        // An Objective-C app.
        .target(
            name: "ObjCApp",
            dependencies: [
                .product(name: "LiveryObjC", package: "Livery")
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
