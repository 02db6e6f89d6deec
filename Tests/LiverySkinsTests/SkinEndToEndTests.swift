import Crypto
import Foundation
import Livery
import LiveryTestSupport
import Testing

@testable import LiverySkins

/// From a server to the screen: a skin with a local and a remote image is published, installed
/// over HTTP, loaded into a manager over the app's own space, and switched to once its remote
/// image has arrived; bound views follow, and the image is requested once.
@MainActor
@Suite("Skins end to end")
struct SkinEndToEndTests {
    final class View {
        var background: ThemeColor?
        var banner: String?
        var hero: String?
    }

    /// The app's own space: one `default` theme with a base and a dark variant.
    func appSpace(in folder: URL) throws -> ThemeSpace {
        let themes = folder.appendingPathComponent("AppThemes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(
            ##"{"color": {"$type": "color", "background": {"$value": "#FFFFFF"}, "text": {"$value": "#111111"}}, "image": {"$type": "image", "banner": {"$value": "https://example.invalid/app.png"}}}"##
                .utf8
        )
        .write(to: themes.appendingPathComponent("default.json"))
        try Data(##"{"color": {"$type": "color", "background": {"$value": "#000000"}}}"##.utf8)
            .write(to: themes.appendingPathComponent("default.dark.json"))
        return try ThemeSpace(contentsOf: themes)
    }

    @Test("install over HTTP, load into the manager, switch once the remote image is ready, bound views follow")
    func serverToScreen() async throws {
        let site = try Publication()
        let bannerURL = site.server.url("/remote/banner.png")
        site.server.setFile("/remote/banner.png", Data("remote-banner".utf8), etag: "banner-1")
        // The ocean skin with a remote banner beside its local hero image.
        let package = try site.local.pack(version: "1.2.0") { source in
            let base = source.appendingPathComponent("tokens/base.json")
            let text = try String(contentsOf: base, encoding: .utf8).replacingOccurrences(
                of: #""hero": {"$value": "../images/wave.png"}"#,
                with: #""hero": {"$value": "../images/wave.png"}, "banner": {"$value": "\#(bannerURL.absoluteString)"}"#)
            try Data(text.utf8).write(to: base)
        }
        try site.serve(package)
        try site.publishCatalog()
        let store = site.store(required: ["color.background", "image.banner"])
        try await site.client(store: store).install(id: "com.example.ocean")

        let app = try appSpace(in: site.folder)
        let manager = try ThemeManager(space: app, storage: nil)
        let skin = try store.skin(id: "com.example.ocean")
        try Skin.load([skin], over: app, into: manager, fonts: nil)
        #expect(manager.source.modifiers.first { $0.name == "theme" }?.contexts == ["default", "com.example.ocean"])

        let pipeline = RemoteImageLoader(
            configuration: RemoteImageLoader.Configuration(
                // Generous bounds: they only stop a hang. Under a fully loaded machine (the whole
                // suite in parallel, sanitizers) a local request has waited more than 10 s for a thread.
                dataLoader: URLSessionDataLoader(requestTimeout: 30, resourceTimeout: 30)))
        let view = View()
        manager.bind(view, Token<ThemeColor>("color.background")) { view, color in view.background = color }
        pipeline.bind(view, \.banner, to: Token<ImageSource>("image.banner"), in: manager) {
            String(data: $0, encoding: .utf8)
        }
        pipeline.bind(view, \.hero, to: Token<ImageSource>("image.hero"), in: manager) { $0.isEmpty ? nil : "png" }
        #expect(view.background?.hexString == "#FFFFFFFF")

        // The switch waits for the skin's remote image, then applies.
        try await manager.apply(Selection(theme: "com.example.ocean"), waitingFor: .assets(pipeline, timeout: .seconds(30)))
        #expect(manager.selection.theme == "com.example.ocean")
        #expect(view.background?.hexString == "#F4FAFFFF")
        for _ in 0..<200 where view.banner == nil || view.hero == nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(view.banner == "remote-banner")
        #expect(view.hero == "png")  // the skin's local image, read from its installed folder
        #expect(site.server.requestCount("/remote/banner.png") == 1)  // waiting and binding shared one request

        // The skin's own dark variant applies in the dark appearance.
        try manager.apply(Selection(appearance: .dark))
        #expect(view.background?.hexString == "#06182BFF")
        // Back to the app's theme: its values return.
        try manager.apply(theme: "default")
        #expect(view.background?.hexString == "#000000FF")
    }

    @Test("a remote image that does not arrive in time leaves the current theme in place")
    func switchTimesOut() async throws {
        let site = try Publication()
        let bannerURL = site.server.url("/remote/slow.png")
        site.server.setFile("/remote/slow.png", Data("slow".utf8))
        site.server.setFault(.delay(10), for: "/remote/slow.png")
        let package = try site.local.pack(version: "1.2.0") { source in
            let base = source.appendingPathComponent("tokens/base.json")
            let text = try String(contentsOf: base, encoding: .utf8).replacingOccurrences(
                of: #""hero": {"$value": "../images/wave.png"}"#,
                with: #""hero": {"$value": "\#(bannerURL.absoluteString)"}"#)
            try Data(text.utf8).write(to: base)
        }
        try await site.client().install(from: try site.serve(package))
        let app = try appSpace(in: site.folder)
        let manager = try ThemeManager(space: app, storage: nil)
        try Skin.load([try site.store().skin(id: "com.example.ocean")], over: app, into: manager, fonts: nil)
        let loader = RemoteImageLoader(
            configuration: RemoteImageLoader.Configuration(
                dataLoader: URLSessionDataLoader(requestTimeout: 30, resourceTimeout: 30)))
        await #expect(throws: SwitchWaitError.self) {
            try await manager.apply(
                Selection(theme: "com.example.ocean"), waitingFor: .assets(loader, timeout: .milliseconds(300)))
        }
        #expect(manager.selection.theme == "default")
    }
}
