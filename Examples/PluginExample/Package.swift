// swift-tools-version: 6.2
import PackageDescription

// An app target using Livery's build-tool plugins: `swift build` generates LiveryTokens.swift from
// Sources/ThemedApp/Themes (LiveryGenerate) and lints it (LiveryLint), and the themes are a
// resource, so the app reads them from its bundle. livery-generate.json, beside this file, names
// the folder and the generated type for both plugins; README.md shows the same in an Xcode project.
let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Livery", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ThemedApp",
            dependencies: [.product(name: "Livery", package: "Livery")],
            resources: [.copy("Themes")],
            plugins: [
                .plugin(name: "LiveryGenerate", package: "Livery"),
                .plugin(name: "LiveryLint", package: "Livery"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
