import Foundation
import LiveryTesting
import Testing

@MainActor
@Suite("LiveryTestHarness")
struct HarnessTests {
    @Test("managers over in-memory storage keep the choice there")
    func inMemoryManagers() throws {
        let storage = InMemorySelectionStorage()
        let manager = try ThemeManager(
            space: TestingFixtures.space(), selection: Selection(theme: "night"), storage: storage)
        #expect(manager.selection.theme == "night")
        try manager.apply(theme: "day")
        #expect(storage.loadChoice()?.selection.theme == "day")
        #expect(storage.saveCount == 1)

        let plain = try ThemeManager(space: TestingFixtures.singleDocumentSpace(), storage: InMemorySelectionStorage())
        #expect(plain.current.color("color.text")?.hexString == "#222222FF")

        struct Palette: Sendable { var text: ThemeColor }
        let custom = try ThemeSwitcher(
            source: ThemeSource(
                themes: [
                    "day": Palette(text: ThemeColor(red: 0, green: 0, blue: 0)),
                    "night": Palette(text: ThemeColor(red: 1, green: 1, blue: 1)),
                ], defaultTheme: "day"), storage: InMemorySelectionStorage())
        try custom.apply(theme: "night")
        #expect(custom.current.text.hexString == "#FFFFFFFF")
    }

    @Test("the harness holds the manager, its storage and a manual clock; relaunch restores the choice")
    func harness() throws {
        let harness = try LiveryTestHarness(space: TestingFixtures.space())
        #expect(harness.manager.selection.theme == "day")
        #expect(harness.clock.now == Date(timeIntervalSinceReferenceDate: 0))
        try harness.manager.apply(theme: "night")
        #expect(harness.storage.loadChoice()?.selection.theme == "night")
        let next = try harness.relaunch()
        #expect(next.selection.theme == "night")
        #expect(next.current.color("color.text")?.hexString == "#FFFFFFFF")

        let saved = ThemeChoice(selection: Selection(theme: "night", appearance: .light), followsSystemAppearance: false)
        let restored = try LiveryTestHarness(space: TestingFixtures.space(), savedChoice: saved)
        #expect(restored.manager.selection.theme == "night")
        #expect(restored.manager.followsSystemAppearance == false)

        #expect(throws: ThemeSpace.Error.self) {
            try LiveryTestHarness(space: TestingFixtures.space(), selection: Selection(theme: "sepia"))
        }
    }

    @Test("the harness collects each binding issue once per switch, and none for tokens that exist")
    func bindingIssues() throws {
        let harness = try LiveryTestHarness(space: TestingFixtures.space())
        let title = harness.label("title")
        harness.manager.bind(title, Token<ThemeColor>("color.text")) { label, color in label.textColor = color }
        #expect(harness.bindingIssues.isEmpty)

        let caption = harness.label("caption")
        harness.manager.bind(caption, Token<ThemeColor>("color.nowhere")) { label, color in label.textColor = color }
        let missing = try #require(harness.bindingIssues.first)
        #expect(harness.bindingIssues.count == 1)
        #expect(missing.kind == .missingToken)
        #expect(missing.tokenPath == "color.nowhere")
        #expect(missing.objectType.contains("StandInLabel"))

        try harness.manager.apply(theme: "night")
        #expect(harness.bindingIssues.count == 2, "reported again on the switch, once")
        #expect(harness.bindingIssues.last?.selection.theme == "night")
    }

    @Test("stand-ins record every assignment in order, on themselves and on the recorder")
    func standIns() {
        let harness = try? LiveryTestHarness(space: TestingFixtures.space())
        let recorder = harness?.recorder ?? AssignmentRecorder()
        let label = StandInLabel("title", recorder: recorder)
        let button = StandInButton("ok", recorder: recorder)
        let view = StandInView("card")
        label.text = "Hi"
        label.textColor = ThemeColor(red: 1, green: 0, blue: 0)
        label.textColor = ThemeColor(red: 1, green: 0, blue: 0)
        button.setTitleColor(ThemeColor(red: 0, green: 0, blue: 1), for: .highlighted)
        button.setTitleColor(ThemeColor(red: 0, green: 1, blue: 0), for: .normal)
        button.image = .asset("logo")
        button.title = nil
        view.cornerRadius = 4
        view.recorder = recorder
        view.layoutDirection = .rightToLeft

        #expect(
            recorder.assignments.map(\.description) == [
                "title.text = \"Hi\"",
                "title.textColor = #FF0000FF",
                "title.textColor = #FF0000FF",
                "ok.titleColor[highlighted] = #0000FFFF",
                "ok.titleColor[normal] = #00FF00FF",
                "ok.image = asset(\"logo\")",
                "ok.title = nil",
                "card.layoutDirection = rightToLeft",
            ])
        #expect(view.assignments.count == 2, "the view kept its own history before it had a recorder")
        #expect(label.values(of: "textColor").count == 2)
        #expect(button.titleColor(for: .highlighted)?.hexString == "#0000FFFF")
        #expect(button.titleColor(for: .disabled)?.hexString == "#00FF00FF", "falls back to the normal state")
        #expect(button.values(of: "titleColor", category: "highlighted").first?.color?.hexString == "#0000FFFF")
        recorder.removeAll()
        #expect(recorder.assignments.isEmpty)
    }

    @Test("recordSwitch returns what a switch assigned, in bind order")
    func recordSwitch() throws {
        let harness = try LiveryTestHarness(space: TestingFixtures.space())
        let manager = harness.manager
        let title = harness.label("title")
        let card = harness.view("card")
        let ok = harness.button("ok")
        manager.bind(title, \.textColor, to: .text)
        manager.bind(title, Token<ThemeFont>("font.body")) { label, font in label.font = font }
        manager.bind(card, \.backgroundColor, to: .background)
        manager.bind(card, \.cornerRadius, to: Token<Double>("radius.card"))
        manager.bind(ok, key: BindingKey("setTitleColor(_:for:)", category: "normal")) { button, theme in
            button.setTitleColor(theme.color("color.text"), for: .normal)
        }
        manager.bind(ok, key: BindingKey("setTitleColor(_:for:)", category: "highlighted")) { button, theme in
            button.setTitleColor(theme.color("color.accent"), for: .highlighted)
        }
        manager.bind(ok, Token<ImageSource>("image.logo")) { button, image in button.image = image }

        let applied = try harness.recordSwitch { try manager.apply(theme: "night") }
        #expect(
            applied.change
                == ThemeChange(
                    old: Selection(theme: "day", appearance: .light), new: Selection(theme: "night", appearance: .light)))
        #expect(applied.changedSelection)
        #expect(applied.objectNames == ["title", "card", "ok"])
        #expect(
            applied.assignments.map(\.description) == [
                "title.textColor = #FFFFFFFF",
                "title.font = ThemeFont(name: Optional(\"Georgia\"), size: Optional(17.0), weight: nil, textStyle: nil)",
                "card.backgroundColor = #000000FF",
                "card.cornerRadius = 8.0",
                "ok.titleColor[normal] = #FFFFFFFF",
                "ok.titleColor[highlighted] = #0066CCFF",
                "ok.image = url(\"https://cdn.example.com/logo-night.png\")",
            ], "\(applied)")
        #expect(applied.value(of: "textColor", on: title)?.color?.hexString == "#FFFFFFFF")
        #expect(applied.value(of: "titleColor", category: "highlighted", on: ok)?.color?.hexString == "#0066CCFF")
        #expect(applied.value(of: "image", on: ok)?.image == .url("https://cdn.example.com/logo-night.png"))
        #expect(applied.value(of: "cornerRadius", on: card)?.number == 8)
        #expect(applied.didAssign("backgroundColor", on: card))
        #expect(!applied.didAssign("tintColor", on: card))
        #expect(applied.assignments(to: ok).count == 3)
        #expect(applied.repeatedAssignments.isEmpty)

        // The same selection again: the manager does nothing.
        let again = try harness.recordSwitch { try manager.apply(theme: "night") }
        #expect(again.isEmpty)
        #expect(!again.changedSelection)
        #expect(again.description == "(no assignments)")

        // Two bindings fighting over one property show up as repeated assignments.
        manager.bind(title) { label, theme in label.textColor = theme.color("color.accent") }
        let fight = harness.recordSwitch { manager.reapply() }
        #expect(fight.repeatedAssignments.map(\.description) == ["title.textColor = #0066CCFF"])
        #expect(fight.value(of: "textColor", on: title)?.color?.hexString == "#0066CCFF", "the last value wins")
    }

    @Test("the harness's clock drives a schedule: run(by:) returns after the scheduled switches")
    func schedule() async throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        let noon = Date(timeIntervalSinceReferenceDate: 12 * 3_600)
        let harness = try LiveryTestHarness(space: TestingFixtures.space(), clock: ManualThemeClock(now: noon))
        let title = harness.label("title")
        harness.manager.bind(title, \.textColor, to: .text)
        harness.manager.follow(
            ThemeSchedule(
                [
                    .daily(from: TimeOfDay(hour: 20), to: TimeOfDay(hour: 6), Selection(theme: "night"))
                ], calendar: utc), clock: harness.clock)
        #expect(harness.manager.selection.theme == "day")

        await harness.clock.waitForSleepers()
        let evening = await harness.recordSwitch { await harness.clock.run(by: 8 * 3_600) }  // 20:00
        #expect(harness.manager.selection.theme == "night")
        #expect(evening.values(of: "textColor", on: title).map(\.color?.hexString) == ["#FFFFFFFF"], "\(evening)")

        // Across a whole day: night ends at 6:00 and starts again at 20:00.
        let day = await harness.recordSwitch { await harness.clock.run(by: 24 * 3_600) }
        #expect(day.values(of: "textColor", on: title).map(\.color?.hexString) == ["#111111FF", "#FFFFFFFF"], "\(day)")
        #expect(harness.manager.selection.theme == "night")
        harness.manager.follow(nil)
    }

    @Test("recordSwitch records an asynchronous switch, and stand-ins that died are not touched")
    func recordAsyncSwitch() async throws {
        let harness = try LiveryTestHarness(space: TestingFixtures.space())
        let manager = harness.manager
        let title = harness.label("title")
        manager.bind(title, \.textColor, to: .text)
        var gone: StandInLabel? = harness.label("gone")
        if let gone { manager.bind(gone, \.textColor, to: .text) }
        gone = nil
        let applied = try await harness.recordSwitch {
            await Task.yield()
            try manager.apply(theme: "night")
        }
        #expect(applied.objectNames == ["title"])
        #expect(gone == nil)
    }
}
