import Foundation
import LiveryTestSupport
import Testing

/// Everything an iOS app links, compiled and linked against Apple's real iOS 17.4 SDK by
/// `Scripts/check-real-sdk` (this machine's compiler with `-target arm64-apple-ios17.0`,
/// `../shared/tools/apple-sdk-typecheck`, and Debian's `ld64.lld` against the SDK's `.tbd` stubs).
/// `swift test --filter RealSDK` runs exactly these suites. Livery's modules are built for iOS once
/// per test run (``RealSDK/modules``); the SDK's own modules stay cached in `.build-apple-sdk/`.
enum RealSDK {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// The script's output folder for this run, holding the iOS modules and `LiveryObjC-Swift.h`.
    static let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("livery-real-sdk-\(ProcessInfo.processInfo.processIdentifier)")

    static var script: URL { Fixtures.packageRoot.appendingPathComponent("Scripts/check-real-sdk") }

    /// The package checkouts of the build running the tests (ZIPFoundation's and swift-crypto's
    /// sources, built for iOS by the script).
    static var checkouts: [String] {
        guard let modules = DocumentationExamples.modulesFolder(),
            let checkouts = DocumentationExamples.checkouts(near: modules)
        else { return [] }
        return ["--checkouts", checkouts.path]
    }

    /// Runs the script with `arguments` (python3 from PATH), off Swift concurrency's threads.
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await DocumentationExamples.runDetached(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path] + arguments)
    }

    /// The `modules` part, run once per test run: every later part reads its output.
    static let modules = Task<Result<String, Failed>, Never> {
        do {
            let result = try await run(["--out", output.path] + checkouts + ["modules"])
            return result.status == 0 ? .success(result.output) : .failure(Failed(description: result.output))
        } catch {
            return .failure(Failed(description: "\(error)"))
        }
    }

    /// Runs `part` against the modules built once for this run.
    static func check(_ part: String, _ extra: [String] = []) async throws -> (status: Int32, output: String) {
        if case .failure(let failure) = await modules.value {
            Issue.record("Livery's modules could not be built for iOS:\n\(failure.description)")
            throw failure
        }
        return try await run(["--out", output.path, "--no-build"] + extra + [part])
    }
}

@Suite("RealSDK: the libraries an iOS app links")
struct RealSDKModuleTests {
    @Test(
        "each module compiles for iOS 17 (-c -wmo), bodies included, warnings as errors",
        arguments: [
            "Livery", "LiveryTesting", "LiveryUI", "LiverySwiftUI", "LiveryObjC", "LiverySkins", "LiverySkinsObjC", "LiveryLive",
            "LiveryLiveObjC",
        ])
    func moduleCompiles(_ module: String) async throws {
        switch await RealSDK.modules.value {
        case .success(let output):
            #expect(output.contains("\(module): compiles for arm64-apple-ios17.0"), "\(output)")
        case .failure(let failure):
            Issue.record("\(failure.description)")
        }
    }

    @Test("the generated LiveryObjC-Swift.h declares the façade as Objective-C sees it")
    func objectiveCHeader() async throws {
        guard case .success = await RealSDK.modules.value else {
            Issue.record("modules failed to build")
            return
        }
        let header = try String(
            contentsOf: RealSDK.output.appendingPathComponent("LiveryObjC-Swift.h"), encoding: .utf8)
        #expect(header.contains("@interface LVThemeManager : NSObject"))
        #expect(header.contains("- (void)lv_setTitleColorToken:(NSString * _Nonnull)path forState:(UIControlState)state"))
        #expect(
            header.contains(
                "- (BOOL)bindObject:(NSObject * _Nonnull)object keyPath:(NSString * _Nonnull)keyPath toToken:(NSString * _Nonnull)path error:(NSError * _Nullable * _Nullable)error"
            ))
        #expect(header.contains("- (BOOL)applyTheme:(NSString * _Nonnull)name error:(NSError * _Nullable * _Nullable)error"))
        #expect(header.contains("- (CGColorRef _Nullable)CGColorForToken:(NSString * _Nonnull)path"))
        #expect(
            header.contains(
                "- (UIFont * _Nullable)fontForToken:(NSString * _Nonnull)path scaledForTextStyle:(UIFontTextStyle _Nonnull)textStyle"
            ))
        #expect(header.contains("@property (nonatomic, readonly) UIStatusBarStyle statusBarStyle;"))
        #expect(header.contains("@interface LVLanguageManager : NSObject"))
        #expect(header.contains("- (void)lv_setAppearanceTokens:(LVBarTokens * _Nonnull)tokens;"))
        #expect(header.contains("- (void)lv_setBorderColorToken:(NSString * _Nonnull)path;"))
    }

    @Test("the generated LiveryLiveObjC-Swift.h declares live theming for Objective-C")
    func liveHeader() async throws {
        guard case .success = await RealSDK.modules.value else {
            Issue.record("modules failed to build")
            return
        }
        let header = try String(
            contentsOf: RealSDK.output.appendingPathComponent("LiveryLiveObjC-Swift.h"), encoding: .utf8)
        #expect(header.contains("@interface LVLiveTheming : NSObject"))
        #expect(
            header.contains(
                "+ (LVLiveTheming * _Nonnull)connectThemeManager:(LVThemeManager * _Nonnull)themes toURL:(NSURL * _Nonnull)url pairingCode:(NSString * _Nonnull)pairingCode"
            ))
        #expect(header.contains("- (void)disconnect;"))
    }

    @Test("the generated LiverySkinsObjC-Swift.h declares installs with an NSProgress")
    func skinsHeader() async throws {
        guard case .success = await RealSDK.modules.value else {
            Issue.record("modules failed to build")
            return
        }
        let header = try String(
            contentsOf: RealSDK.output.appendingPathComponent("LiverySkinsObjC-Swift.h"), encoding: .utf8)
        #expect(header.contains("@interface LVSkinClient : NSObject"))
        #expect(
            header.contains(
                "- (NSProgress * _Nonnull)installSkinWithIdentifier:(NSString * _Nonnull)identifier progressHandler:(void (^ _Nullable)(double))progressHandler completionHandler:(void (^ _Nonnull)(NSError * _Nullable))completionHandler"
            ))
    }
}

@Suite("RealSDK: the example apps, the install guide and the documentation")
struct RealSDKExampleTests {
    @Test("Examples/ThemedApp's sources compile for iOS 17")
    func exampleApp() async throws {
        let result = try await RealSDK.check("app")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("ThemedApp: compiles for arm64-apple-ios17.0"), "\(result.output)")
    }

    @Test("ThemedApp and every module an app links link into an iOS executable, needing nothing iOS 17.4 lacks")
    func link() async throws {
        let result = try await RealSDK.check("link")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("link: ThemedApp and 12 module objects link for arm64-apple-ios17.0"), "\(result.output)")
    }

    @Test("every Swift block of README.md and the DocC catalogs compiles with only its own imports")
    func documentation() async throws {
        let result = try await RealSDK.check("docs")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("Swift blocks compile for arm64-apple-ios17.0 with only their own imports"),
            "\(result.output)")
    }

    @Test("every Objective-C block and Examples/ThemedAppObjC compile with clang against the SDK and the generated header")
    func objectiveC() async throws {
        let result = try await RealSDK.check("objc")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("compile for arm64-apple-ios17.0 with -Werror"), "\(result.output)")
    }

    @Test("Examples/AddingLivery: each target compiles with only the products README tells it to link")
    func install() async throws {
        let result = try await RealSDK.check("install")
        #expect(result.status == 0, "\(result.output)")
        for target in ["UIKitApp", "SwiftUIApp", "SkinnedApp"] {
            #expect(result.output.contains("\(target): compiles for arm64-apple-ios17.0"), "\(result.output)")
        }
        #expect(result.output.contains("ObjCApp: 1 Objective-C files compile"), "\(result.output)")
    }
}

@Suite("RealSDK: no public name collides with Apple's, Nuke's or Kingfisher's")
struct RealSDKCollisionTests {
    @Test("every public type name of an app's Livery modules is usable unqualified beside Foundation, UIKit and SwiftUI")
    func collisions() async throws {
        let result = try await RealSDK.check("collisions")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("public type names unqualified beside Foundation, UIKit and SwiftUI"), "\(result.output)")
    }
}

/// The check must fail when the code is wrong: a misspelling, a data race or a missing return
/// planted in a copy of the sources.
/// These test the checker, not the code, and re-check whole modules: the full tier runs them
/// (`LIVERY_TEST_TIER=full`, as CI does).
@Suite(
    "RealSDK: misspellings, data races and missing returns are caught",
    .enabled(if: TestTier.isFull, "tests of the checker itself: the full tier (LIVERY_TEST_TIER=full) runs them"))
struct RealSDKProbeTests {
    struct Probe: CustomTestStringConvertible, Sendable {
        var module: String
        var file: String
        var original: String
        var misspelt: String
        var message: String
        var testDescription: String { "\(misspelt) in \(module)/\(file)" }
    }

    static let swiftProbes = [
        Probe(
            module: "LiveryUI", file: "Generated/UIKit+Conveniences.swift", original: "$0.setTitleColor($1, for: state)",
            misspelt: "$0.setTitleColour($1, for: state)", message: "has no member 'setTitleColour'"),
        Probe(
            module: "LiveryUI", file: "UIKit/UIKit+Conversions.swift", original: "self.init(displayP3Red:",
            misspelt: "self.init(displayP3red:", message: "error:"),
        Probe(
            module: "LiverySwiftUI", file: "SwiftUI/SwiftUI+Environment.swift",
            original: "content.onChange(of: system, initial: true)",
            misspelt: "content.onChange(of: system, initialy: true)", message: "error:"),
        Probe(
            module: "LiveryObjC", file: "ObjC/Generated/ViewConveniences+Table.swift",
            original: "livery.setTitleColor(Token(path), for: state)",
            misspelt: "livery.setTitleColour(Token(path), for: state)", message: "setTitleColour"),
    ]

    @Test("a misspelt Apple call in a module's sources fails the check", arguments: swiftProbes)
    func misspeltSwift(_ probe: Probe) async throws {
        guard
            let sources = try Fixtures.copy(
                "Sources/\(probe.module)", planting: probe.misspelt, for: probe.original, in: probe.file)
        else { return }
        defer { try? FileManager.default.removeItem(at: sources) }
        let result = try await RealSDK.check("modules", ["--only", probe.module, "--source", "\(probe.module)=\(sources.path)"])
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains(probe.message), "\(result.output)")
    }

    /// An error only the compiler's passes after type-checking report (`-typecheck` passes it; Xcode
    /// refuses it), appended to a copy of a module's file: `marked` is the line it is reported at.
    struct PlantedError: CustomTestStringConvertible, Sendable {
        var name: String
        var module: String
        var file: String
        var code: [String]
        var marked: Int
        var message: String
        var testDescription: String { "\(name) in \(module)/\(file)" }
    }

    static let plantedErrors = [
        PlantedError(
            name: "a data race", module: "LiveryUI", file: "UIKit/UIKit+Bars.swift",
            code: [
                "final class PlantedBox { var count = 0 }",
                "actor PlantedSink { func take(_ box: PlantedBox) {} }",
                "func plantedRace(_ sink: PlantedSink) async {",
                "    let b = PlantedBox()",
                "    await sink.take(b)",
                "    b.count += 1",
                "}",
            ],
            marked: 5, message: "error: sending 'b' risks causing data races"),
        PlantedError(
            name: "a missing return", module: "LiveryUI", file: "UIKit/UIKit+Bars.swift",
            code: [
                "func plantedCount(_ flag: Bool) -> Int {",
                "    if flag { return 1 }",
                "}",
            ],
            marked: 3, message: "error: missing return in global function expected to return 'Int'"),
    ]

    @Test("an error reported after type-checking fails the check at the source's own line", arguments: plantedErrors)
    func plantedAfterTypeChecking(_ planted: PlantedError) async throws {
        guard
            let sources = try Fixtures.copy(
                "Sources/\(planted.module)", planting: "#endif\n", for: "#endif\n", in: planted.file)
        else { return }
        defer { try? FileManager.default.removeItem(at: sources) }
        let file = sources.appendingPathComponent(planted.file)
        let text = try String(contentsOf: file, encoding: .utf8)
        // Appended after the file's last line: line numbers of the planted code are known.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try (text + planted.code.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try await RealSDK.check(
            "modules", ["--only", planted.module, "--source", "\(planted.module)=\(sources.path)"])
        #expect(result.status != 0, "\(planted.name) compiled:\n\(result.output)")
        let place = "\(file.lastPathComponent):\(lines + planted.marked):"
        #expect(
            result.output.split(separator: "\n").contains { $0.contains(place) && $0.contains(planted.message) },
            "expected \(place) … \(planted.message) in:\n\(result.output)")
    }

    @Test("a stored typed-throws function type (its metadata needs iOS 18's runtime) fails the link")
    func typedThrowsFunctionTypeFailsTheLink() async throws {
        guard
            let sources = try Fixtures.copy(
                "Sources/LiveryTesting", planting: "import Livery\n", for: "import Livery\n", in: "LiveryTestHarness.swift")
        else { return }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("livery-real-sdk-link-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: sources)
            try? FileManager.default.removeItem(at: out)
        }
        try """
        import Livery

        public struct PlantedResolver: Sendable {
            public var resolve: @Sendable (Selection) throws(ThemeSpace.Error) -> Int
        }

        """.write(to: sources.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)
        // Every other module is taken unchanged from the checked builds; only the copy is compiled.
        let result = try await RealSDK.run(
            ["--out", out.path] + RealSDK.checkouts + ["--source", "LiveryTesting=\(sources.path)", "modules", "link"])
        #expect(result.status != 0, "a stored typed-throws function type linked:\n\(result.output)")
        #expect(
            result.output.contains("undefined symbol: swift_getExtendedFunctionTypeMetadata")
                || result.output.contains("undefined symbol: _swift_getExtendedFunctionTypeMetadata"),
            "\(result.output)")
    }

    @Test(
        "a misspelt selector in the Objective-C example fails the check",
        arguments: [
            (
                "lv_setTitleColorToken:@\"color.accent\" forState:UIControlStateNormal",
                "lv_setTitleColourToken:@\"color.accent\" forState:UIControlStateNormal",
                "no visible @interface for 'UIButton' declares the selector 'lv_setTitleColourToken:forState:'"
            ),
            ("initWithItems:", "initWithItemz:", "declares the selector 'initWithItemz:'"),
        ])
    func misspeltObjectiveC(_ original: String, _ misspelt: String, _ message: String) async throws {
        guard
            let copy = try Fixtures.copy(
                "Examples/ThemedAppObjC", planting: misspelt, for: original, in: "LVESettingsViewController.m")
        else { return }
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = try await RealSDK.check("objc", ["--objc-example", copy.path])
        #expect(result.status != 0, "a misspelt selector compiled:\n\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test("a misspelt UIKit call in the example app fails the check")
    func misspeltExampleApp() async throws {
        guard
            let copy = try Fixtures.copy(
                "Examples/ThemedApp/Sources", planting: "navigationController?.pushViewControler(NoteDetailViewController",
                for: "navigationController?.pushViewController(NoteDetailViewController",
                in: "ThemedApp/Notes/NotesViewController.swift")
        else { return }
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = try await RealSDK.check("app", ["--app", copy.path])
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains("pushViewControler"), "\(result.output)")
    }

    @Test("a documentation block that uses a module it does not import fails the check")
    func missingImport() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-real-sdk-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Sources/Livery/Livery.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "# Empty\n".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try """
        # Article

        ```swift
        import Livery

        @MainActor func tint(_ label: UILabel) {
            label.livery.setTextColor("color.text.primary")
        }
        ```
        """.write(to: catalog.appendingPathComponent("Article.md"), atomically: true, encoding: .utf8)
        let result = try await RealSDK.check("docs", ["--root", root.path])
        #expect(result.status != 0, "a block without its imports type-checked:\n\(result.output)")
        #expect(result.output.contains("Article.md:6:"), "errors are reported at the article's own line:\n\(result.output)")
    }
}
