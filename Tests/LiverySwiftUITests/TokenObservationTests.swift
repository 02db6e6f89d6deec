import Foundation
import Livery
import LiverySwiftUI
import LiveryUI
import Observation
import Testing

/// Per-token observation: a view that reads a token registers only that token's box, so a switch
/// re-renders only the views whose tokens changed.
@Suite("LiverySwiftUI: per-token observation")
@MainActor
struct TokenObservationTests {
    /// A token read, a switch, and whether the read must be invalidated.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var change: Switch
        var invalidated: Bool
        var testDescription: String { "\(path), \(change.testDescription): \(invalidated ? "invalidated" : "kept")" }
    }

    nonisolated static let valueCases = [
        Case(path: "color.accent", change: .theme("ocean"), invalidated: false),
        Case(path: "color.accent", change: .contrast(.high), invalidated: true),
        Case(path: "color.background", change: .theme("ocean"), invalidated: true),
        Case(path: "color.background", change: .contrast(.high), invalidated: false),
        Case(path: "color.fixed", change: .appearance(.dark), invalidated: false),
        // The link's light value is the same in both themes (only its dark value differs).
        Case(path: "color.link", change: .theme("ocean"), invalidated: false),
        Case(path: "color.link", change: .appearance(.dark), invalidated: true),
        Case(path: "color.missing", change: .appearance(.dark), invalidated: false),
    ]

    @Test("a colour read is invalidated only by a switch that changes its value", arguments: valueCases)
    func colorValue(_ c: Case) throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        // The first read makes the token's box inside the tracked scope: it must not register the manager.
        let invalidation = tracking { values.value(of: Token<ThemeColor>(c.path)) }
        try c.change.run(on: manager)
        #expect(invalidation.didFire == c.invalidated)
    }

    nonisolated static let otherCases = [
        Case(path: "font.body", change: .theme("ocean"), invalidated: true),
        Case(path: "font.body", change: .appearance(.dark), invalidated: false),
        Case(path: "spacing.m", change: .theme("ocean"), invalidated: false),
    ]

    @Test("font and number reads are invalidated only by a switch that changes their value", arguments: otherCases)
    func otherValues(_ c: Case) throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let invalidation = tracking {
            (values.value(of: Token<ThemeFont>(c.path)), values.value(of: Token<Double>(c.path)))
        }
        try c.change.run(on: manager)
        #expect(invalidation.didFire == c.invalidated)
    }

    nonisolated static let followingCases = [
        // The link's dark variant differs between the themes: a colour that follows the
        // appearance of whatever shows it must change though the current value did not.
        Case(path: "color.link", change: .theme("ocean"), invalidated: true),
        Case(path: "color.fixed", change: .theme("ocean"), invalidated: false),
        Case(path: "color.fixed", change: .appearance(.dark), invalidated: false),
        Case(path: "color.accent", change: .theme("ocean"), invalidated: false),
        Case(path: "color.background", change: .appearance(.dark), invalidated: true),
    ]

    @Test("an appearance-following read is invalidated when the token's variants change", arguments: followingCases)
    func followingValue(_ c: Case) throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let invalidation = tracking { values.value(of: Token<ThemeColor>(c.path), .colorRecipe) }
        try c.change.run(on: manager)
        #expect(invalidation.didFire == c.invalidated)
    }

    @Test("reads after a switch see the new value; a token read again registers again")
    func readsFollowSwitches() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let accent = Token<ThemeColor>("color.accent")
        #expect(values.value(of: accent)?.hexString == "#0066CCFF")
        try manager.apply(Selection(contrast: .high))
        let invalidation = tracking { values.value(of: accent) }
        #expect(values.value(of: accent)?.hexString == "#003366FF")
        try manager.apply(theme: "ocean")
        #expect(!invalidation.didFire)
        try manager.apply(Selection(contrast: .normal))
        #expect(invalidation.didFire)
        #expect(values.value(of: accent)?.hexString == "#0066CCFF")
    }

    @Test("a conversion runs once per token per switch, shared by every read, and not for unchanged tokens")
    func conversionsAreShared() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let counter = Counter()
        let conversion = Conversion<ThemeColor, String>("hex") { color, _ in
            counter.count += 1
            return color.hexString
        }
        let accent = Token<ThemeColor>("color.accent")
        let background = Token<ThemeColor>("color.background")
        for _ in 0..<3 {
            #expect(values.value(of: accent, conversion) == "#0066CCFF")
            #expect(values.value(of: background, conversion) == "#FFFFFFFF")
        }
        #expect(counter.count == 2)
        try manager.apply(theme: "ocean")  // background changes, accent does not
        #expect(counter.count == 3)
        #expect(values.value(of: background, conversion) == "#E0F7FAFF")
        try manager.apply(Selection(contrast: .high))  // accent changes, background does not
        #expect(counter.count == 4)
        manager.reapply()  // same table: nothing converts
        #expect(counter.count == 4)
        #expect(values.count == 2)
    }

    @Test("conversions that follow the appearance get the token's variants; others and uniform tokens get uniform ones")
    func variantsInContext() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let variants = Conversion<ThemeColor, [String?]?>("variants", followsAppearance: true) { _, context in
            let variants = context.variants
            guard !variants.isUniform else { return nil }
            return [variants.light, variants.dark, variants.lightHighContrast, variants.darkHighContrast].map { $0?.hexString }
        }
        let link = values.value(of: Token<ThemeColor>("color.link"), variants)
        #expect(link == .some(["#0000FFFF", "#8888FFFF", "#0000FFFF", "#8888FFFF"]))
        #expect(values.value(of: Token<ThemeColor>("color.fixed"), variants) == .some(nil))
        let plain = Conversion<ThemeColor, Bool>("has variants") { _, context in !context.variants.isUniform }
        #expect(values.value(of: Token<ThemeColor>("color.link"), plain) == false)
        try manager.apply(theme: "ocean")
        #expect(
            values.value(of: Token<ThemeColor>("color.link"), variants)
                == .some(["#0000FFFF", "#44AAFFFF", "#0000FFFF", "#44AAFFFF"]))
    }

    @Test("user overrides reach values and variants")
    func overrides() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        let link = Token<ThemeColor>("color.link")
        let invalidation = tracking { values.value(of: link, .colorRecipe) }
        try manager.setOverrides(["color.link": "#FF0000"])
        #expect(invalidation.didFire)
        // Overridden in every variant: one colour, nothing to follow.
        guard case .components(let c)? = values.value(of: link, .colorRecipe) else {
            Issue.record("expected a plain colour, got \(String(describing: values.value(of: link, .colorRecipe)))")
            return
        }
        #expect(c.red == 1 && c.green == 0 && c.blue == 0)
    }

    @Test("a missing token, or one of another type, reads as nil")
    func missingTokens() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        #expect(values.value(of: Token<ThemeColor>("color.nothing")) == nil)
        #expect(values.value(of: Token<ThemeColor>("spacing.m")) == nil)
        #expect(values.value(of: Token<Double>("spacing.m")) == 8)
        #expect(values.value(of: Token<String>("title")) == "Day")
    }

    @Test("what @ThemeToken reports for a token it cannot show reaches the handler, once per switch")
    func missingTokenReported() throws {
        // `@ThemeToken` (SwiftUI, compiled for iOS) hands each miss to `reportMissingToken`.
        struct Reader {}
        let manager = try SwiftUIFixtures.manager()
        var issues: [BindingIssue] = []
        manager.bindingIssueHandler = { issues.append($0) }
        manager.reportMissingToken(Token<ThemeColor>("color.nothing"), reader: Reader.self)
        manager.reportMissingToken(Token<ThemeColor>("color.nothing"), reader: Reader.self)
        manager.reportMissingToken(Token<ThemeColor>("spacing.m"), reader: Reader.self)
        #expect(issues.count == 2, "\(issues)")
        #expect(issues.first?.kind == .missingToken)
        #expect(issues.first?.objectType.hasSuffix("Reader") == true)
        #expect(issues.last?.kind == .typeMismatch(found: .number))
    }

    @Test("one store per manager, a scope's own, updated by the scope's switches only")
    func storePerManager() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        #expect(ThemeValues.values(for: manager) === values)
        #expect(values.manager === manager)
        let scope = try manager.makeScope(pinning: Selection(theme: "ocean"))
        let scoped = ThemeValues.values(for: scope)
        #expect(scoped !== values)
        let background = Token<ThemeColor>("color.background")
        #expect(scoped.value(of: background)?.hexString == "#E0F7FAFF")
        let invalidation = tracking { scoped.value(of: background) }
        try manager.apply(theme: "ocean")  // the scope pins the theme: its selection does not change
        try manager.apply(theme: "day")
        #expect(!invalidation.didFire)
        try manager.apply(Selection(appearance: .dark))
        #expect(invalidation.didFire)
        #expect(scoped.value(of: background)?.hexString == "#000000FF")
    }

    @Test("making a store reads the manager's selection, so the view that makes it follows every switch")
    func makingTheStoreRegistersTheManager() throws {
        // `.livery(manager)` makes the store in its own body, which follows the selection anyway;
        // views that read tokens below it never make one.
        let manager = try SwiftUIFixtures.manager()
        let invalidation = tracking { ThemeValues.values(for: manager).value(of: Token<ThemeColor>("color.accent")) }
        try manager.apply(theme: "ocean")
        #expect(invalidation.didFire)
    }

    @Test("the store of a manager that went away is forgotten")
    func storesAreReleased() throws {
        weak var released: ThemeValues?
        do {
            let manager = try SwiftUIFixtures.manager()
            released = ThemeValues.values(for: manager)
            #expect(released != nil)
        }
        let other = try SwiftUIFixtures.manager()
        _ = ThemeValues.values(for: other)
        #expect(released == nil)
    }

    @Test("Double, String and Bool read as themselves; optionals read nil for a missing token")
    func readableValues() throws {
        let manager = try SwiftUIFixtures.manager()
        let values = ThemeValues.values(for: manager)
        #expect(Double.read("spacing.m", from: values) == 8)
        #expect(String.read("title", from: values) == "Day")
        #expect(Bool.read("title", from: values) == nil)
        #expect(Double?.read("spacing.m", from: values) == .some(8))
        #expect(Double?.read("spacing.nothing", from: values) == .some(nil))
        #expect(Double?.missingTokenValue == nil)
    }
}

@MainActor
final class Counter {
    var count = 0
}
