import Foundation
import Observation
import Testing
@testable import Livery

@MainActor
@Suite("ThemeManager")
struct ThemeManagerTests {
    func manager(storage: InMemorySelectionStorage = InMemorySelectionStorage()) throws -> ThemeManager {
        try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
    }

    @Test("values are applied on bind and on every switch, by every binding form")
    func applyOnBindAndSwitch() throws {
        let manager = try manager()
        let closureLabel = Label()
        let typedLabel = Label()
        let keyPathLabel = Label()
        manager.bind(closureLabel) { label, theme in label.textColor = theme.color("color.text.primary") }
        manager.bind(typedLabel, .textPrimary) { label, color in label.textColor = color }
        manager.bind(keyPathLabel, \.textColor, to: .textPrimary)
        manager.bind(keyPathLabel, \.font, to: Token<ThemeFont>("font.body"))
        for label in [closureLabel, typedLabel, keyPathLabel] {
            #expect(label.textColor?.hexString == "#222222FF")
        }
        #expect(keyPathLabel.font == ThemeFont(name: "Georgia", size: 17))
        try manager.apply(theme: "ocean")
        for label in [closureLabel, typedLabel, keyPathLabel] {
            #expect(label.textColor?.hexString == "#003344FF")
        }
        try manager.apply(Selection(appearance: .dark))
        for label in [closureLabel, typedLabel, keyPathLabel] {
            #expect(label.textColor?.hexString == "#EEEEEEFF")
        }
        #expect(manager.selection == Selection(theme: "ocean", appearance: .dark, contrast: .normal))
        #expect(manager.current.color("color.background")?.hexString == "#000000FF")
        #expect(manager.current[Token<ThemeColor>.background]?.hexString == "#000000FF")
    }

    @Test("binding the same key replaces; other categories coexist")
    func keys() throws {
        let manager = try manager()
        let button = Button()
        var calls = 0
        let normal = BindingKey("setTitleColor(_:for:)", category: "normal")
        let highlighted = BindingKey("setTitleColor(_:for:)", category: "highlighted")
        manager.bind(button, key: normal) { button, theme in
            calls += 1
            button.setTitleColor(theme.color("palette.ink"), for: "normal")
        }
        manager.bind(button, key: highlighted) { button, theme in
            button.setTitleColor(theme.color("palette.paper"), for: "highlighted")
        }
        manager.bind(button, key: normal) { button, theme in button.setTitleColor(theme.color("palette.paper"), for: "normal") }
        #expect(manager.bindingCount(of: button) == 2)
        #expect(manager.bindingKeys(of: button) == [normal, highlighted])
        calls = 0
        try manager.apply(theme: "ocean")
        #expect(calls == 0, "the replaced binding must not run")
        #expect(button.titleColors["normal"]?.hexString == "#E0F7FAFF")
        #expect(button.titleColors["highlighted"]?.hexString == "#E0F7FAFF")
        manager.bind(button, \.background, to: .background)
        manager.bind(button, \.background, to: .textPrimary)
        #expect(manager.bindingCount(of: button) == 3)
        #expect(button.background?.hexString == "#003344FF")
    }

    @Test("explicit unbind")
    func unbind() throws {
        let manager = try manager()
        let label = Label()
        let key = BindingKey("text")
        manager.bind(label, key: key) { label, _ in label.applyCount += 1 }
        manager.bind(label) { label, _ in label.applyCount += 10 }
        manager.unbind(label, key: key)
        try manager.apply(theme: "ocean")
        #expect(label.applyCount == 1 + 10 + 10)
        manager.unbind(label)
        try manager.apply(theme: "day")
        #expect(label.applyCount == 21)
        #expect(manager.bindingCount == 0)
    }

    @Test("objects released while bound are not kept alive and leave no entries")
    func releasedObjects() throws {
        let manager = try manager()
        let survivor = Label()
        manager.bind(survivor, .textPrimary) { label, color in label.textColor = color }
        weak var weakLabel: Label?
        let before = Label.deinitCount
        do {
            let labels = (0..<100).map { _ in Label() }
            for label in labels {
                manager.bind(label, .textPrimary) { label, color in label.textColor = color }
                manager.bind(label) { label, _ in label.applyCount += 1 }
            }
            weakLabel = labels[0]
            #expect(manager.bindingCount == 201)
        }
        #expect(weakLabel == nil)
        #expect(Label.deinitCount - before == 100)
        try manager.apply(theme: "ocean")
        #expect(manager.bindingCount == 1)
        #expect(manager.store.objectCount == 1)
        #expect(survivor.textColor?.hexString == "#003344FF")
    }

    @Test("objects whose bindings interleave, die, or are bound during a switch are handled in that switch")
    func changesDuringASwitch() throws {
        /// What the bindings see and change.
        final class State {
            var order: [String] = []
            var duringSwitch = false
            var b: Label? = Label()
            var fresh: Label?
        }
        let manager = try manager()
        let state = State()
        let a = Label()
        let c = Label()
        // Bind order a, b, a, c: a's bindings are not consecutive; b dies while a's first binding
        // runs; c's binding binds a new object.
        manager.bind(a, key: BindingKey("first")) { _, theme in
            state.order.append("a1 \(theme.selection.theme ?? "")")
            if state.duringSwitch { state.b = nil }
        }
        if let b = state.b { manager.bind(b) { _, _ in state.order.append("b") } }
        manager.bind(a, key: BindingKey("second")) { _, _ in state.order.append("a2") }
        manager.bind(c) { _, _ in
            state.order.append("c")
            if state.duringSwitch, state.fresh == nil {
                let made = Label()
                state.fresh = made
                manager.bind(made) { _, _ in state.order.append("fresh") }
            }
        }
        state.order = []
        state.duringSwitch = true
        try manager.apply(theme: "ocean")
        #expect(state.b == nil)
        #expect(
            state.order == ["a1 ocean", "a2", "c", "fresh"], "b's binding must not run after b died; fresh runs once, when bound")
        #expect(manager.bindingCount == 4, "b's binding is compacted away")
        state.order = []
        state.duringSwitch = false
        try manager.apply(theme: "day")
        #expect(state.order == ["a1 day", "a2", "c", "fresh"])
        withExtendedLifetime((a, c)) {}
    }

    @Test(
        "an object allocated at a dead object's address starts with no bindings",
        .disabled(if: Sanitizers.addressSanitizer, "AddressSanitizer's quarantine never reuses a freed address soon")
    )
    func addressReuse() throws {
        for _ in 0..<5 {
            let manager = try manager()
            var deadAddress: ObjectIdentifier?
            var deadRuns = 0
            do {
                let doomed = Label()
                deadAddress = ObjectIdentifier(doomed)
                manager.bind(doomed, key: BindingKey("text")) { _, _ in deadRuns += 1 }
            }
            deadRuns = 0
            var keep: [Label] = []
            var reused: Label?
            var nextTheme = "ocean"
            #if !canImport(ObjectiveC)
                // Here the store's record holds the dead object's memory (an unowned count, see
                // `ObjectReference`): no object can be allocated at its address until a switch
                // compacts the record away and frees it.
                for _ in 0..<10_000 {
                    let candidate = Label()
                    #expect(
                        ObjectIdentifier(candidate) != deadAddress, "the dead object's memory was freed while its record held it")
                    keep.append(candidate)
                }
                try manager.apply(theme: nextTheme)
                #expect(deadRuns == 0)
                #expect(manager.bindingCount == 0, "the switch compacted the dead object's record away")
                nextTheme = "day"
            #endif
            for _ in 0..<10_000 {
                let candidate = Label()
                if ObjectIdentifier(candidate) == deadAddress {
                    reused = candidate
                    break
                }
                keep.append(candidate)
            }
            // The allocator does not always hand the freed block back at once (in a parallel run,
            // other allocations can take it first): try again with another object.
            guard let newcomer = reused else { continue }
            #expect(manager.bindingCount(of: newcomer) == 0)
            #expect(manager.bindingKeys(of: newcomer).isEmpty)
            var newRuns = 0
            manager.bind(newcomer, key: BindingKey("text")) { _, _ in newRuns += 1 }
            #expect(manager.bindingCount(of: newcomer) == 1)
            try manager.apply(theme: nextTheme)
            #expect(deadRuns == 0)
            #expect(newRuns == 2)
            #expect(manager.bindingCount == 1)
            return
        }
        Issue.record("the allocator did not reuse the dead object's address in five attempts")
    }

    @Test("bindings run in bind order, then observers, the notification and every stream, once per switch")
    func order() async throws {
        let manager = try manager()
        let log = EventLog()
        let a = Label()
        let b = Label()
        manager.bind(a) { _, _ in log.record("binding a") }
        manager.bind(b) { _, _ in log.record("binding b") }
        manager.bind(a, key: BindingKey("late")) { _, _ in log.record("binding a2") }
        let observer = RecordingObserver(log: log)
        manager.addObserver(observer)
        nonisolated(unsafe) var notifications: [Notification] = []
        let token = NotificationCenter.default.addObserver(forName: .liveryThemeDidChange, object: manager, queue: nil) { note in
            notifications.append(note)
            MainActor.assumeIsolated { log.record("notification") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let first = manager.changes
        let second = manager.changes
        var transitions = 0
        manager.transition = { apply in
            transitions += 1
            log.record("transition begins")
            apply()
            log.record("transition ends")
        }
        log.events = []
        try manager.apply(theme: "ocean")
        #expect(
            log.events == [
                "transition begins", "binding a", "binding b", "binding a2", "transition ends", "observer", "notification",
            ])
        #expect(transitions == 1)
        #expect(notifications.count == 1)
        let change = ThemeChange(
            old: Selection(theme: "day", appearance: .light, contrast: .normal),
            new: Selection(theme: "ocean", appearance: .light, contrast: .normal))
        #expect(notifications.first?.userInfo?[ThemeChangeUserInfoKey] as? ThemeChange == change)
        #expect(observer.changes == [change])
        var i1 = first.makeAsyncIterator()
        var i2 = second.makeAsyncIterator()
        #expect(await i1.next() == change)
        #expect(await i2.next() == change)
        try manager.apply(theme: "ocean")
        #expect(notifications.count == 1, "re-applying the same selection is not a switch")
    }

    @Test("change streams end when the manager goes away")
    func streamsEnd() async throws {
        var manager: ThemeManager? = try self.manager()
        let stream = try #require(manager?.changes)
        let consumer = Task { () -> Int in
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        try manager?.apply(theme: "ocean")
        try await Task.sleep(for: .milliseconds(20))
        manager = nil
        #expect(await consumer.value == 1)
    }

    @Test("an appearance reported while the space loads applies once it has loaded")
    func appearanceDuringLaunch() async throws {
        let manager = ThemeManager(launchCache: ThemeLaunchCache(url: URL(fileURLWithPath: "/nonexistent/cache")), storage: nil)
        manager.systemAppearanceDidChange(to: .dark)
        try await manager.replace(with: ThemeSpace.load(contentsOf: Fixtures.package("Examples/Themes")))
        #expect(manager.selection.appearance == .dark)
    }

    @Test("a persisted choice is restored synchronously at launch")
    func persistence() throws {
        let storage = InMemorySelectionStorage()
        let first = try manager(storage: storage)
        try first.apply(theme: "ocean")
        try first.apply(Selection(appearance: .dark))
        let relaunched = try manager(storage: storage)
        #expect(relaunched.selection == Selection(theme: "ocean", appearance: .dark, contrast: .normal))
        #expect(relaunched.followsSystemAppearance == false)
        #expect(relaunched.current.color("color.text.primary")?.hexString == "#EEEEEEFF")
        let stale = InMemorySelectionStorage(ThemeChoice(selection: Selection(theme: "removed-skin")))
        #expect(try manager(storage: stale).selection.theme == "day")
    }

    /// A launch cache in `folder` written by a manager that loaded Examples/Themes and chose sepia,
    /// with the storage that kept the choice. The first manager starts with an empty table.
    static func launchCacheOfSepia(in folder: URL) async throws -> (ThemeLaunchCache, InMemorySelectionStorage) {
        let cache = ThemeLaunchCache(url: folder.appendingPathComponent("theme.cache"))
        let storage = InMemorySelectionStorage()
        let examples = Fixtures.package("Examples/Themes")
        let manager = ThemeManager(launchCache: cache, storage: storage)
        #expect(manager.current.count == 0)
        try await manager.replace(with: ThemeSpace.load(contentsOf: examples), launchCache: cache)
        try manager.apply(theme: "sepia")
        try await manager.replace(with: ThemeSpace(contentsOf: examples), launchCache: cache)
        return (cache, storage)
    }

    @Test("the launch cache themes the first frame before the documents load")
    func launchCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (cache, storage) = try await Self.launchCacheOfSepia(in: folder)
        let examples = Fixtures.package("Examples/Themes")
        let relaunched = ThemeManager(launchCache: cache, storage: storage)
        #expect(relaunched.selection.theme == "sepia")
        #expect(relaunched.current.count > 40)
        let label = Label()
        relaunched.bind(label, Token<ThemeColor>("color.accent")) { label, color in label.textColor = color }
        let cachedAccent = try #require(label.textColor)
        try await relaunched.replace(with: ThemeSpace.load(contentsOf: examples), launchCache: cache)
        #expect(label.textColor == cachedAccent)
        try relaunched.apply(theme: "ocean")
        #expect(label.textColor != cachedAccent)
    }

    @Test("a launch cache of another selection than the saved choice does not theme the first frame")
    func staleLaunchCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (cache, storage) = try await Self.launchCacheOfSepia(in: folder)
        let examples = Fixtures.package("Examples/Themes")
        // The choice changed after the cache was written (saved by another window, say).
        var choice = try #require(storage.loadChoice())
        #expect(choice.selection.theme == "sepia")
        choice.selection.theme = "ocean"
        let relaunched = ThemeManager(launchCache: cache, storage: InMemorySelectionStorage(choice))
        #expect(relaunched.selection.theme == "ocean")
        #expect(relaunched.current.count == 0, "the cached sepia table must not stand in for ocean")
        try await relaunched.replace(with: ThemeSpace.load(contentsOf: examples), launchCache: cache)
        #expect(relaunched.selection.theme == "ocean")
        #expect(relaunched.current.count > 40)
    }

    @Test("the appearance follows the system until one is chosen")
    func systemAppearance() throws {
        let manager = try manager()
        #expect(manager.followsSystemAppearance)
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.selection.appearance == .dark)
        try manager.apply(Selection(appearance: .light))
        #expect(!manager.followsSystemAppearance)
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.selection.appearance == .light)
        manager.followsSystemAppearance = true
        #expect(manager.selection.appearance == .dark)
    }

    @Test("a user's own struct theme works with no documents")
    func structTheme() throws {
        struct AppTheme: Sendable, Equatable {
            var background: ThemeColor
            var cornerRadius: Double
        }
        let day = AppTheme(background: ThemeColor(red: 1, green: 1, blue: 1), cornerRadius: 8)
        let night = AppTheme(background: ThemeColor(red: 0, green: 0, blue: 0), cornerRadius: 8)
        let dusk = AppTheme(background: ThemeColor(red: 0.2, green: 0.1, blue: 0.3), cornerRadius: 12)
        let manager = try ThemeSwitcher(
            source: ThemeSource(themes: ["day": day, "night": night], darkThemes: ["day": dusk], defaultTheme: "day"),
            storage: nil)
        let view = Button()
        manager.bind(view) { view, theme in view.background = theme.background }
        #expect(view.background == day.background)
        try manager.apply(theme: "night")
        #expect(view.background == night.background && manager.current == night)
        try manager.apply(theme: "day")
        manager.systemAppearanceDidChange(to: .dark)
        #expect(manager.current == dusk)
        #expect(throws: ThemeSpace.Error.self) { try manager.apply(theme: "noon") }
        #expect(manager.current == dusk)
    }

    @Test("an unknown selection throws and changes nothing")
    func invalidSwitch() throws {
        let manager = try manager()
        let label = Label()
        manager.bind(label) { label, _ in label.applyCount += 1 }
        #expect(throws: ThemeSpace.Error.self) { try manager.apply(theme: "neon") }
        #expect(throws: ThemeSpace.Error.self) { try manager.apply(Selection(["mood": "calm"])) }
        #expect(manager.selection.theme == "day")
        #expect(label.applyCount == 1)
    }

    @Test("current and selection are observable")
    func observable() throws {
        let manager = try manager()
        nonisolated(unsafe) var changed = 0
        withObservationTracking {
            _ = manager.current
        } onChange: {
            changed += 1
        }
        try manager.apply(theme: "ocean")
        #expect(changed == 1)
    }

    @Test("previews resolve any selection without switching")
    func preview() throws {
        let manager = try manager()
        let preview = try manager.preview(Selection(theme: "ocean", appearance: .dark))
        #expect(preview.color("palette.ink")?.hexString == "#EEEEEEFF")
        #expect(manager.selection.theme == "day")
    }

    @Test("replacing the space keeps the selection where it exists and re-applies")
    func replaceSource() async throws {
        let manager = try manager()
        try manager.apply(theme: "ocean")
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        try await manager.replace(with: RuntimeFixtures.space())
        #expect(manager.selection.theme == "ocean")
        #expect(label.textColor?.hexString == "#003344FF")
        let changed = try ThemeSpace(documents: [
            Inline.document(##"{"color": {"text": {"primary": {"$type": "color", "$value": "#ABCDEF"}}}}"##)
        ])
        try await manager.replace(with: changed)
        #expect(manager.selection.theme == "default")
        #expect(label.textColor?.hexString == "#ABCDEFFF")
    }
}

@Suite("Privacy manifest")
struct PrivacyManifestTests {
    @Test("the manifest declares the UserDefaults access the default storage makes")
    func userDefaultsDeclared() throws {
        let url = Fixtures.package("Sources/Livery/PrivacyInfo.xcprivacy")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
        let types = try #require(plist?["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let defaults = try #require(
            types.first { $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults" })
        #expect(defaults["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1"])
    }
}
