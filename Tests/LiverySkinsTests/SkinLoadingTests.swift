import Crypto
import Foundation
import Livery
import Testing
@testable import LiverySkins

/// Writes `files` (relative path → text) under `folder`.
private func write(_ files: [String: String], under folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// A colour token document: `{"color": {"$type": "color", NAME: {"$value": HEX}…}}`.
private func colors(_ values: [String: String]) -> String {
    let entries = values.sorted { $0.key < $1.key }.map { #""\#($0.key)": {"$value": "\#($0.value)"}"# }
    return #"{"color": {"$type": "color", "# + entries.joined(separator: ", ") + "}}"
}

private func color(_ hex: String) throws -> ThemeColor { try ThemeColor(parsing: hex) }

/// The app's own themes: a base, a dark override for every theme, and a `night` theme.
private func makeAppSpace(in folder: URL) throws -> ThemeSpace {
    let app = folder.appendingPathComponent("app")
    try write(
        [
            "base.json": colors(["background": "#FFFFFF", "accent": "#FF0000", "text": "#111111"]),
            "dark.json": colors(["background": "#000000", "text": "#EEEEEE"]),
            "night.json": colors(["accent": "#330033"]),
        ], under: app)
    return try ThemeSpace(contentsOf: app)
}

/// Unpacks a skin source folder the way a package unpacks (manifest.json plus the listed files),
/// as a built-in skin is shipped in an app's bundle.
private func unpack(source: URL, into folder: URL) throws -> URL {
    let (manifest, files, _) = try SkinPacker().prepare(source: source)
    let skin = folder.appendingPathComponent("unpacked-\(manifest.id)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: skin, withIntermediateDirectories: true)
    try manifest.encoded().write(to: skin.appendingPathComponent(SkinLayout.manifest))
    for file in files {
        let url = skin.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.data.write(to: url)
    }
    return skin
}

/// A skin source folder: `skin.json`, `tokens/` from `tokens` and any `extra` files (fonts…).
private func makeSource(in folder: URL, id: String, tokens: [String: String], extra: [String: String] = [:]) throws -> URL {
    let source = folder.appendingPathComponent("source-\(id)-\(UUID().uuidString)")
    var files = extra
    files["skin.json"] = #"{"id": "\#(id)", "displayName": "\#(id)", "version": "1.0.0"}"#
    for (name, text) in tokens { files["tokens/" + name] = text }
    try write(files, under: source)
    return source
}

/// The ocean fixture skin, unpacked.
private func oceanSkin(in folder: URL) throws -> Skin {
    try Skin(contentsOf: unpack(source: oceanSkin, into: folder))
}

/// A skin from parts, for conditions the file-name convention cannot express.
private func skinFromParts(id: String, modifiers: [ThemeSpace.Modifier], layers: [(String, [String: String], String)]) throws
    -> Skin
{
    let space = ThemeSpace(
        modifiers: modifiers,
        layers: try layers.map { name, condition, json in
            ThemeSpace.Layer(name: name, condition: condition, documents: [try TokenDocument(data: Data(json.utf8), url: nil)])
        })
    return Skin(
        manifest: SkinManifest(id: id, displayName: id, version: SemanticVersion(1, 0, 0)),
        folder: URL(fileURLWithPath: "/skins/\(id)"), space: space)
}

/// Records the fonts registered; fails for files named in `failing`.
private final class RecordingFonts: FontRegistering, @unchecked Sendable {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused by the test" }
    }

    private let lock = NSLock()
    private var urls: [URL] = []
    let failing: Set<String>

    init(failing: Set<String> = []) { self.failing = failing }

    var registered: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return urls
    }

    func registerFont(at url: URL) throws {
        if failing.contains(url.lastPathComponent) { throw Refused() }
        lock.lock()
        defer { lock.unlock() }
        urls.append(url)
    }

    func unregisterFont(at url: URL) throws {
        lock.lock()
        defer { lock.unlock() }
        urls.removeAll { $0 == url }
    }
}

/// Stands in for a view a manager keeps themed.
@MainActor
private final class FakeView {
    var background: ThemeColor?
    var accent: ThemeColor?
    var applied = 0

    /// A view bound to `manager`'s background and accent colours, counting applies.
    @MainActor
    static func bound(to manager: ThemeManager) -> FakeView {
        let view = FakeView()
        manager.bind(view) { view, theme in
            view.background = theme.color("color.background")
            view.accent = theme.color("color.accent")
            view.applied += 1
        }
        return view
    }
}

@Suite("Skin loading")
struct SkinLoadingTests {
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    // MARK: Adding skins to a space

    @Test("the theme modifier gains the skin's context; the app's themes and default stay")
    func addsContext() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try makeAppSpace(in: folder)
        let ocean = try oceanSkin(in: folder)
        #expect(ocean.themeContexts == ["com.example.ocean"])
        #expect(ocean.fontURLs.isEmpty)
        let space = try app.adding([ocean])
        let theme = try #require(space.modifier(named: "theme"))
        #expect(theme.contexts == ["night", "com.example.ocean"])
        #expect(theme.defaultContext == app.modifier(named: "theme")?.defaultContext)
        #expect(space.modifiers.map(\.name) == app.modifiers.map(\.name))
        #expect(space.remBase == app.remBase)
        // The app's own selections resolve exactly as before.
        for selection in app.allSelections {
            #expect(try space.resolve(selection).color("color.accent") == app.resolve(selection).color("color.accent"))
        }
    }

    @Test("a skin context resolves to the skin's values and falls back to the app's base")
    func resolvesSkin() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let space = try makeAppSpace(in: folder).adding([oceanSkin(in: folder)])
        let light = try space.resolve(Selection(theme: "com.example.ocean"))
        #expect(light.color("color.background") == (try color("#F4FAFF")))
        #expect(light.color("color.accent") == (try color("#0A6CBD")))
        #expect(light.color("color.text") == (try color("#111111")), "the skin lacks color.text: the app's base")
        #expect(light.image("image.hero") != nil)
    }

    @Test("a skin context in the dark appearance resolves to the skin's dark variant")
    func resolvesSkinDark() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let space = try makeAppSpace(in: folder).adding([oceanSkin(in: folder)])
        let dark = try space.resolve(Selection(theme: "com.example.ocean", appearance: .dark))
        #expect(dark.color("color.background") == (try color("#06182B")))
        #expect(dark.color("color.accent") == (try color("#5AB0FF")))
        #expect(dark.color("color.text") == (try color("#EEEEEE")), "the skin lacks color.text: the app's dark")
        // The skin's layers apply to its own context only.
        let appDark = try space.resolve(Selection(theme: "night", appearance: .dark))
        #expect(appDark.color("color.background") == (try color("#000000")))
        #expect(appDark.color("color.accent") == (try color("#330033")))
    }

    struct Naming: Sendable, CustomTestStringConvertible {
        var files: [String]
        var contexts: [String]
        var testDescription: String { files.joined(separator: " + ") }
    }

    @Test(
        "skin themes are named by the skin id, others ID/NAME",
        arguments: [
            Naming(files: ["base"], contexts: ["com.example.forest"]),
            Naming(files: ["base", "night"], contexts: ["com.example.forest"]),
            Naming(files: ["base", "default", "autumn"], contexts: ["com.example.forest/autumn", "com.example.forest"]),
            Naming(files: ["day", "night"], contexts: ["com.example.forest/day", "com.example.forest/night"]),
        ])
    func naming(_ naming: Naming) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var tokens: [String: String] = [:]
        for (offset, name) in naming.files.enumerated() {
            tokens[name + ".json"] = colors(["accent": String(format: "#0000%02X", offset + 1)])
        }
        let skin = try Skin(
            contentsOf: unpack(source: makeSource(in: folder, id: "com.example.forest", tokens: tokens), into: folder))
        #expect(skin.themeContexts == naming.contexts)
        let space = try makeAppSpace(in: folder).adding([skin])
        #expect(space.modifier(named: "theme")?.contexts == ["night"] + naming.contexts)
        // Each context resolves to its own theme's accent.
        for name in naming.files where name != "base" {
            let context = try #require(skin.context(forTheme: name))
            let offset = try #require(naming.files.firstIndex(of: name))
            let resolved = try space.resolve(Selection(theme: context))
            #expect(resolved.color("color.accent") == (try color(String(format: "#0000%02X", offset + 1))), "\(context)")
        }
    }

    @Test("a second skin theme gets ID/NAME, falling back to the skin's base, then the app's")
    func secondTheme() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try makeSource(
            in: folder, id: "com.example.forest",
            tokens: [
                "base.json": colors(["background": "#E0F0E0"]),
                "default.json": colors(["accent": "#228B22"]),
                "autumn.json": colors(["accent": "#D2691E"]),
                "autumn.dark.json": colors(["background": "#2B1A0A"]),
            ])
        let forest = try Skin(contentsOf: unpack(source: source, into: folder))
        let space = try makeAppSpace(in: folder).adding([oceanSkin(in: folder), forest])
        #expect(
            space.modifier(named: "theme")?.contexts == [
                "night", "com.example.ocean", "com.example.forest/autumn", "com.example.forest",
            ])
        let autumn = try space.resolve(Selection(theme: "com.example.forest/autumn"))
        #expect(autumn.color("color.accent") == (try color("#D2691E")))
        #expect(autumn.color("color.background") == (try color("#E0F0E0")))
        #expect(autumn.color("color.text") == (try color("#111111")))
        let autumnDark = try space.resolve(Selection(theme: "com.example.forest/autumn", appearance: .dark))
        #expect(autumnDark.color("color.background") == (try color("#2B1A0A")))
        let forestDefault = try space.resolve(Selection(theme: "com.example.forest", appearance: .dark))
        #expect(forestDefault.color("color.accent") == (try color("#228B22")))
        #expect(forestDefault.color("color.background") == (try color("#E0F0E0")), "the skin's base wins over the app's dark")
    }

    enum Refusal: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case unknownModifier, unknownContext, duplicateID, appThemeTaken, noThemeModifier
        var testDescription: String { rawValue }
    }

    @Test("adding refuses skins that do not fit, with a clear diagnostic", arguments: Refusal.allCases)
    func refused(_ refusal: Refusal) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var app = try makeAppSpace(in: folder)
        let theme = ThemeSpace.Modifier(name: "theme", contexts: ["default"])
        let base = ##"{"color": {"$type": "color", "accent": {"$value": "#123456"}}}"##
        let skins: [Skin]
        let rule: String
        let phrase: String
        switch refusal {
        case .unknownModifier:
            let density = ThemeSpace.Modifier(name: "density", contexts: ["regular", "compact"])
            skins = [
                try skinFromParts(
                    id: "com.example.dense", modifiers: [theme, density],
                    layers: [("base", [:], base), ("density=compact", ["density": "compact"], base)])
            ]
            rule = ThemeSpace.SkinRule.unknownModifier
            phrase =
                "skin 'com.example.dense' layer 'density=compact' is conditioned on density=compact, but the app's theme space has no modifier 'density'"
        case .unknownContext:
            skins = [
                try skinFromParts(
                    id: "com.example.sepia", modifiers: [theme],
                    layers: [("appearance=sepia", ["appearance": "sepia"], base)])
            ]
            rule = ThemeSpace.SkinRule.unknownContext
            phrase = "the app's modifier 'appearance' has no context 'sepia'"
        case .duplicateID:
            skins = [try oceanSkin(in: folder), try oceanSkin(in: folder)]
            rule = ThemeSpace.SkinRule.contextTaken
            phrase =
                "skin 'com.example.ocean' cannot add the theme 'com.example.ocean': the name is already taken by skin 'com.example.ocean'"
        case .appThemeTaken:
            skins = [try skinFromParts(id: "night", modifiers: [theme], layers: [("base", [:], base)])]
            rule = ThemeSpace.SkinRule.contextTaken
            phrase = "already taken by the app's theme 'night'"
        case .noThemeModifier:
            app = ThemeSpace(
                modifiers: [ThemeSpace.Modifier(name: "appearance", contexts: ["light", "dark"])], layers: app.layers)
            skins = [try oceanSkin(in: folder)]
            rule = ThemeSpace.SkinRule.noThemeModifier
            phrase = "the app's theme space has no 'theme' modifier"
        }
        do {
            _ = try app.adding(skins)
            Issue.record("adding passed")
        } catch {
            #expect(error.diagnostics.count == 1, "\(error)")
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.rule == rule)
            #expect(diagnostic.message.contains(phrase), "\(diagnostic.message)")
        }
    }

    // MARK: Reading skin folders

    @Test("a skin folder whose file changed after install is refused", arguments: ["size", "hash"])
    func tampered(_ kind: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Curve25519.Signing.PrivateKey()
        let package = folder.appendingPathComponent("ocean.skin")
        try SkinPacker().pack(source: oceanSkin, to: package, signingKey: key)
        let store = SkinStore(folder: folder.appendingPathComponent("store"))
        try store.install(packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [key.publicKey])
        let installed = try store.skin(id: "com.example.ocean")
        #expect(installed.manifest.version == SemanticVersion(1, 2, 0))
        #expect(installed.themeContexts == ["com.example.ocean"])

        let skinFolder = try store.currentFolder(id: "com.example.ocean")
        let file = skinFolder.appendingPathComponent("tokens/base.json")
        var data = try Data(contentsOf: file)
        let entry = try #require(installed.manifest.files.first { $0.path == "tokens/base.json" })
        let expected: SkinError
        if kind == "size" {
            data.append(contentsOf: Array("\n".utf8))
            expected = .sizeMismatch(path: "tokens/base.json", expected: entry.size, actual: entry.size + 1)
        } else {
            let index = try #require(data.firstIndex(of: UInt8(ascii: "4")))
            data[index] = UInt8(ascii: "5")
            expected = .hashMismatch(path: "tokens/base.json", expected: entry.sha256, actual: SkinSigner.sha256Hex(data))
        }
        try data.write(to: file)
        #expect(throws: expected) { _ = try Skin(contentsOf: skinFolder) }
        #expect(throws: expected) { _ = try store.skin(id: "com.example.ocean") }
        #expect(expected.description.contains("\(kind) check failed"))
    }

    @Test("a symbolic link in a skin folder (even one looping back into it) is refused")
    func symbolicLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Curve25519.Signing.PrivateKey()
        let package = folder.appendingPathComponent("ocean.skin")
        try SkinPacker().pack(source: oceanSkin, to: package, signingKey: key)
        let store = SkinStore(folder: folder.appendingPathComponent("store"))
        try store.install(packageAt: package, signatureAt: SkinSigner.signatureURL(for: package), trustedKeys: [key.publicKey])
        let skinFolder = try store.currentFolder(id: "com.example.ocean")
        try FileManager.default.createSymbolicLink(
            atPath: skinFolder.appendingPathComponent("images/loop").path, withDestinationPath: ".")
        #expect(throws: SkinError.unsupportedEntry(path: "images/loop", kind: "symbolic link")) {
            _ = try Skin(contentsOf: skinFolder)
        }
    }

    /// An unpacked skin `name` in `folder` whose one token document, `tokens/base.json`, is `json`.
    private func unpackedSkin(_ name: String, tokens json: String) throws -> URL {
        let skin = folder.appendingPathComponent(name)
        let tokens = Data(json.utf8)
        try write(["tokens/base.json": json], under: skin)
        let manifest = SkinManifest(
            id: "com.example.\(name)", displayName: name, version: SemanticVersion(1, 0, 0),
            files: [SkinManifest.File(path: "tokens/base.json", sha256: SkinSigner.sha256Hex(tokens), size: Int64(tokens.count))],
            documents: ["tokens/base.json"])
        try manifest.encoded().write(to: skin.appendingPathComponent(SkinLayout.manifest))
        return skin
    }

    /// Loads `skin`, expecting ``SkinError/tokensInvalid(path:diagnostics:)`` for its `tokens/`
    /// folder, and returns the diagnostics.
    private func tokenCheckFailure(_ skin: URL) -> [Diagnostic] {
        do {
            _ = try Skin(contentsOf: skin)
            Issue.record("the skin loaded")
        } catch {
            guard case .tokensInvalid(let path, let diagnostics) = error else {
                Issue.record("unexpected error \(error)")
                return []
            }
            #expect(path == skin.appendingPathComponent("tokens").path)
            #expect(error.description.hasPrefix("token check failed: cannot load the skin's tokens in \(path): "))
            return diagnostics
        }
        return []
    }

    @Test("token documents that do not load give a token check error")
    func invalidTokens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let skin = try unpackedSkin("broken", tokens: ##"{"color": {"accent": "#12"##)
        #expect(!tokenCheckFailure(skin).isEmpty)
        #expect(throws: SkinError.manifestMissing) { _ = try Skin(contentsOf: folder.appendingPathComponent("nowhere")) }
    }

    @Test("a skin whose selection does not resolve on its own is refused, not left with its image paths unchecked")
    func unresolvedSelection() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Laid over an app that defines color.app.text, this could resolve and read a file outside the skin.
        let skin = try unpackedSkin(
            "leaning",
            tokens:
                ##"{"image": {"$type": "image", "hero": {"$value": "../../../../etc/hostname"}}, "color": {"$type": "color", "text": {"$value": "{color.app.text}"}}}"##
        )
        let diagnostics = tokenCheckFailure(skin)
        #expect(diagnostics.contains { $0.message.contains("{color.app.text}") }, "\(diagnostics)")
    }

    // MARK: Loading into a manager

    /// A skin with fonts (and a licence that is not a font), unpacked.
    func fontSkin() throws -> Skin {
        let source = try makeSource(
            in: folder, id: "com.example.type", tokens: ["base.json": colors(["background": "#ABCDEF"])],
            extra: ["fonts/Wave-Regular.ttf": "not really a font", "fonts/Wave-Bold.otf": "nor this", "fonts/LICENSE.txt": "OFL"])
        return try Skin(contentsOf: unpack(source: source, into: folder))
    }

    @MainActor
    @Test("load registers fonts and lets the manager switch a bound object to the skin")
    func loadSwitches() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try makeAppSpace(in: folder)
        let manager = try ThemeManager(space: app, storage: nil)
        let view = FakeView.bound(to: manager)
        #expect(view.background == (try color("#FFFFFF")))
        let fonts = RecordingFonts()
        let typeSkin = try fontSkin()
        #expect(typeSkin.fontURLs.map(\.lastPathComponent) == ["Wave-Bold.otf", "Wave-Regular.ttf"])

        let space = try Skin.load([oceanSkin(in: folder), typeSkin], over: app, into: manager, fonts: fonts)
        #expect(fonts.registered == typeSkin.fontURLs)
        #expect(manager.selection.theme == "night", "the selection is kept")
        #expect(
            manager.source.modifiers.first { $0.name == "theme" }?.contexts == ["night", "com.example.ocean", "com.example.type"])
        #expect(space.modifier(named: "theme")?.contexts == manager.source.modifiers.first { $0.name == "theme" }?.contexts)

        try manager.apply(theme: "com.example.ocean")
        #expect(manager.selection.theme == "com.example.ocean")
        #expect(view.background == (try color("#F4FAFF")))
        #expect(view.accent == (try color("#0A6CBD")))
        try manager.apply(Selection(appearance: .dark))
        #expect(view.background == (try color("#06182B")))
        try manager.apply(Selection(theme: "com.example.type", appearance: .light))
        #expect(view.background == (try color("#ABCDEF")))
        #expect(view.accent == (try color("#FF0000")), "the app's base accent")

        // Loading again (the same skins) keeps the skin selected; fonts register again without error.
        try Skin.load([oceanSkin(in: folder), typeSkin], over: app, into: manager, fonts: fonts)
        #expect(manager.selection.theme == "com.example.type")
        #expect(view.background == (try color("#ABCDEF")))
    }

    @Test("the platform font registry: Core Text on Apple platforms, none on Linux")
    func systemRegistry() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #if canImport(CoreText)
            #expect(SystemFontRegistry.shared is CoreTextFontRegistry)
        #else
            #expect(SystemFontRegistry.shared == nil)
        #endif
    }

    enum LoadFailure: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case duplicateSkin, unresolvableSkin, fontRefused
        var testDescription: String { rawValue }
    }

    @MainActor
    @Test("a failing load leaves the selection, source and bound values unchanged", arguments: LoadFailure.allCases)
    func failingLoad(_ failure: LoadFailure) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try makeAppSpace(in: folder)
        let manager = try ThemeManager(space: app, storage: nil)
        let view = FakeView.bound(to: manager)
        let ocean = try oceanSkin(in: folder)
        try Skin.load([ocean], over: app, into: manager, fonts: nil)
        try manager.apply(Selection(theme: "com.example.ocean", appearance: .dark))
        let selection = manager.selection
        let contexts = manager.source.modifiers.first { $0.name == "theme" }?.contexts
        let (background, accent, applied) = (view.background, view.accent, view.applied)

        let fonts = RecordingFonts(failing: failure == .fontRefused ? ["Wave-Bold.otf"] : [])
        let skins: [Skin]
        switch failure {
        case .duplicateSkin:
            skins = [ocean, try fontSkin(), ocean]
        case .unresolvableSkin:
            let source = try makeSource(
                in: folder, id: "com.example.alias",
                tokens: [
                    "base.json": #"{"color": {"$type": "color", "accent": {"$value": "{color.missing}"}}}"#
                ])
            // Built by hand: the packer's validation would refuse the unresolved alias.
            let space = try ThemeSpace(contentsOf: source.appendingPathComponent("tokens"))
            skins = [
                try fontSkin(),
                Skin(
                    manifest: SkinManifest(id: "com.example.alias", displayName: "Alias", version: SemanticVersion(1, 0, 0)),
                    folder: source, space: space),
            ]
        case .fontRefused:
            skins = [ocean, try fontSkin()]
        }
        do {
            try Skin.load(skins, over: app, into: manager, fonts: fonts)
            Issue.record("the load passed")
        } catch {
            switch (failure, error) {
            case (.duplicateSkin, .loadFailed(let ids, let diagnostics)):
                #expect(ids == ["com.example.ocean", "com.example.type", "com.example.ocean"])
                #expect(diagnostics.map(\.rule) == [ThemeSpace.SkinRule.contextTaken])
                #expect(error.description.contains("already taken by skin 'com.example.ocean'"))
                #expect(fonts.registered.isEmpty, "nothing registered before the space was built")
            case (.unresolvableSkin, .loadFailed(let ids, let diagnostics)):
                #expect(ids == ["com.example.alias"])
                #expect(diagnostics.contains { $0.message.contains("color.missing") }, "\(diagnostics)")
                #expect(fonts.registered.isEmpty)
            case (.fontRefused, .fontRegistrationFailed(let path, let reason)):
                #expect(path.hasSuffix("fonts/Wave-Bold.otf"))
                #expect(reason == "refused by the test")
            default:
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(manager.selection == selection)
        #expect(manager.source.modifiers.first { $0.name == "theme" }?.contexts == contexts)
        #expect(view.background == background)
        #expect(view.accent == accent)
        #expect(view.applied == applied)
        #expect(view.background == (try color("#06182B")))
    }
}
