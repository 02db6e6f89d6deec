// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Livery",
    platforms: [
        .iOS(.v17), .macOS(.v14), .tvOS(.v17), .visionOS(.v1), .watchOS(.v10),
    ],
    products: [
        .library(name: "Livery", targets: ["Livery"]),
        .library(name: "LiveryTesting", targets: ["LiveryTesting"]),
        .library(name: "LiveryTools", targets: ["LiveryTools"]),
        .library(name: "LiverySkins", targets: ["LiverySkins"]),
        .library(name: "LiveryFormats", targets: ["LiveryFormats"]),
        .library(name: "LiveryUI", targets: ["LiveryUI"]),
        .library(name: "LiveryObjC", targets: ["LiveryObjC"]),
        .library(name: "LiverySkinsObjC", targets: ["LiverySkinsObjC"]),
        .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
        // Debug builds only: an app links these in its Debug configuration and connects under #if DEBUG.
        .library(name: "LiveryLive", targets: ["LiveryLive"]),
        .library(name: "LiveryLiveObjC", targets: ["LiveryLiveObjC"]),
        .executable(name: "livery", targets: ["livery"]),
        .executable(name: "livery-bench", targets: ["livery-bench"]),
        .plugin(name: "LiveryGenerate", targets: ["LiveryGenerate"]),
        .plugin(name: "LiveryLint", targets: ["LiveryLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Property tests only (no product depends on it).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The core: Foundation only, every platform. Where there is no Objective-C runtime it calls
        // three of the Swift runtime's reference-count functions through a C file of its own
        // (`CLiveryRuntime`: see `ObjectReference.swift`); Apple platforms do not build it.
        .target(
            name: "Livery",
            dependencies: [
                .target(name: "CLiveryRuntime", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))
            ],
            resources: [.copy("PrivacyInfo.xcprivacy")]
        ),
        .target(name: "CLiveryRuntime"),
        // Other theming libraries' formats (JHTheme, CJSkin, Chameleon, DKNightVersion, SwiftTheme) read
        // into theme spaces at run time: apps link it; `livery import` runs the same readers.
        .target(name: "LiveryFormats", dependencies: ["Livery"]),
        // Lint rules, the Swift generator, importers and exporters: shared by the CLI, the plugin and Studio.
        .target(name: "LiveryTools", dependencies: ["Livery", "LiveryFormats"]),
        // UIKit, AppKit and Core Animation adapters: Apple-only files compiled out elsewhere; the
        // platform-neutral behaviour they call (conversion cache, variants, feeds) builds everywhere.
        .target(name: "LiveryUI", dependencies: ["Livery"]),
        // The Objective-C façade (LVThemeManager, lv_ view conveniences): compiled on Apple platforms;
        // its key-value bindings build and are tested everywhere.
        .target(name: "LiveryObjC", dependencies: ["Livery", "LiveryUI", "LiveryFormats"]),
        // Skins for Objective-C (LVSkinClient): its own library, so Objective-C apps without skins
        // do not link ZIPFoundation and swift-crypto. Apple-only files compiled out elsewhere.
        .target(name: "LiverySkinsObjC", dependencies: ["Livery", "LiveryObjC", "LiverySkins"]),
        // SwiftUI: the manager in the environment, tokens read as SwiftUI values, previews. Apple-only
        // files compiled out elsewhere; the per-token observation and value mappings build everywhere.
        .target(name: "LiverySwiftUI", dependencies: ["Livery", "LiveryUI"]),
        // Live theming (debug builds only): connects a running app's manager to `livery studio --live`.
        // Foundation networking and the core only, so it compiles for iOS and runs on Linux.
        .target(name: "LiveryLive", dependencies: ["Livery"]),
        // Live theming for Objective-C (LVLiveTheming): Apple-only files compiled out elsewhere.
        .target(name: "LiveryLiveObjC", dependencies: ["Livery", "LiveryObjC", "LiveryLive"]),
        // Skin packages: the format, signing and verification (ZIPFoundation, swift-crypto).
        .target(
            name: "LiverySkins",
            dependencies: [
                "Livery",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Livery Studio: the local web app (FlyingFox server, the page as resources) `livery studio` runs.
        .target(
            name: "LiveryStudio",
            dependencies: [
                "Livery", "LiveryTools", "LiverySkins",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "LiveryCLI",
            dependencies: [
                "Livery",
                "LiveryTools",
                "LiverySkins",
                "LiveryStudio",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "livery", dependencies: ["LiveryCLI"]),
        // The slim tool the build plugins run (generate, and lint with `livery lint`'s rules and
        // output): no argument parser, crypto or server.
        .executableTarget(name: "livery-generate", dependencies: ["Livery", "LiveryTools"]),
        // Build-tool plugins for package targets and Xcode app targets (XcodeBuildToolPlugin).
        // Plugins/LiveryLint/ThemeFolder.swift links to LiveryGenerate's: both find the same folder.
        .plugin(name: "LiveryGenerate", capability: .buildTool(), dependencies: ["livery-generate"]),
        .plugin(name: "LiveryLint", capability: .buildTool(), dependencies: ["livery-generate"]),
        // The benchmark suite: run with `swift run -c release livery-bench`.
        .executableTarget(
            name: "livery-bench", dependencies: ["Livery", "LiveryUI", "LiveryCLI", "LiveryBenchSupport"],
            path: "Benchmarks/livery-bench"),
        .target(name: "LiveryBenchSupport", path: "Benchmarks/LiveryBenchSupport"),
        // Helpers for apps testing their own theming: in-memory storage, a manual clock, stand-ins.
        .target(name: "LiveryTesting", dependencies: ["Livery"]),
        // Test support shared by test targets: the test tiers (TestTier), a small HTTP server with ETags,
        // ranges and injected faults, file-tree snapshots.
        .target(name: "LiveryTestSupport", dependencies: ["Livery"], path: "Tests/LiveryTestSupport"),
        // The fuzz targets' bodies and invariants: run by `Fuzz/run` under libFuzzer and replayed by
        // `swift test` over the kept regression inputs (RELIABILITY.md).
        .target(
            name: "LiveryFuzzTargets",
            dependencies: ["Livery", "LiveryFormats", "LiveryTools", "LiverySkins", "LiveryLive", "LiveryTestSupport"],
            path: "Fuzz/Targets"),
        .testTarget(name: "LiveryTests", dependencies: ["Livery", "LiveryTesting", "LiveryTools", "LiveryTestSupport"]),
        .testTarget(name: "LiveryFuzzTests", dependencies: ["LiveryFuzzTargets", "Livery"]),
        .testTarget(
            name: "LiveryPropertyTests",
            dependencies: [
                "Livery", "LiveryTools", "LiveryTesting", "LiveryBenchSupport", "LiveryTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "LiveryTestingTests", dependencies: ["LiveryTesting"]),
        .testTarget(name: "LiveryCLITests", dependencies: ["LiveryCLI", "Livery", "LiveryTools", "LiveryTestSupport"]),
        .testTarget(name: "LiveryToolsTests", dependencies: ["LiveryTools", "LiveryFormats", "Livery", "LiveryTestSupport"]),
        .testTarget(name: "LiveryUITests", dependencies: ["LiveryUI", "Livery", "LiveryTesting", "LiveryTestSupport"]),
        .testTarget(name: "LiveryObjCTests", dependencies: ["LiveryObjC", "Livery"]),
        .testTarget(
            name: "LiverySkinsObjCTests", dependencies: ["LiverySkinsObjC", "LiverySkins", "Livery", "LiveryTestSupport"]),
        .testTarget(name: "LiverySwiftUITests", dependencies: ["LiverySwiftUI", "LiveryUI", "Livery"]),
        .testTarget(name: "LiveryStudioTests", dependencies: ["LiveryStudio", "Livery", "LiveryTools", "LiveryTestSupport"]),
        // A small app for the live-theming tests: a manager with bindings on plain objects, connected
        // through LiveryLive, printing every bound value it shows.
        .executableTarget(name: "livery-live-probe", dependencies: ["Livery", "LiveryLive"], path: "Tests/LiveryLiveProbe"),
        .testTarget(
            name: "LiveryLiveTests",
            dependencies: ["LiveryLive", "LiveryStudio", "Livery", "LiveryTestSupport", "livery-live-probe"]),
        .testTarget(name: "LiverySkinsTests", dependencies: ["LiverySkins", "LiveryTools", "Livery", "LiveryTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer driver exists only for `Fuzz/run` (which sets LIVERY_FUZZ and builds with
// `--sanitize=fuzzer`): libFuzzer supplies its `main`, so an ordinary build could not link it.
if Context.environment["LIVERY_FUZZ"] != nil {
    package.targets.append(.executableTarget(name: "livery-fuzz", dependencies: ["LiveryFuzzTargets"], path: "Fuzz/Driver"))
}
