// swift-tools-version: 6.2
import PackageDescription

// An app target using Livery's build-tool plugin: `swift build` generates LiveryTokens.swift from
// Sources/ThemedApp/Themes, so the code below refers to tokens by name, checked by the compiler.
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
            exclude: ["Themes"],
            plugins: [.plugin(name: "LiveryGenerate", package: "Livery")]
        )
    ],
    swiftLanguageModes: [.v6]
)
