import Foundation
import Testing

@testable import Livery

/// Public API that used to trap or drop work (issue 27): a space changed after loading, the
/// contrast choice across launches, bindings whose token is missing, values that overflow.
@MainActor
@Suite("Seams: public API that traps or drops work")
struct SeamTests {
    // MARK: ThemeSpace mutations

    @Test("appending a layer to a loaded space re-indexes it: the new tokens resolve")
    func appendLayer() throws {
        var space = try RuntimeFixtures.space()
        _ = try space.resolve()  // fills the cache, as a loaded app's space has
        let extra = try Inline.document(
            ##"{"color": {"$type": "color", "badge": "#FF0000", "background": "#101010"}}"##, file: "/space/extra.json")
        space.layers.append(ThemeSpace.Layer(name: "extra", documents: [extra]))
        let theme = try space.resolve()
        #expect(theme.color("color.badge")?.hexString == "#FF0000FF")
        #expect(theme.color("color.background")?.hexString == "#101010FF")
        #expect(theme.color("color.text.primary")?.hexString == "#222222FF")
    }

    @Test("replacing a layer's documents and removing layers keep the space consistent")
    func replaceAndRemoveLayers() throws {
        var space = try RuntimeFixtures.space()
        _ = try space.resolve(Selection(theme: "ocean"))
        let broken = try Inline.document(##"{"only": {"$type": "color", "$value": "#GG0000"}}"##, file: "/space/only.json")
        space.layers[0].documents = [broken]
        let result = try space.resolution(for: Selection(theme: "ocean"))
        #expect(result.theme.token("color.text.primary") == nil)
        #expect(result.diagnostics.contains { $0.tokenPath == "only" && $0.severity == .error })
        space.layers.removeAll()
        #expect(try space.resolve().tokens.isEmpty)
        space.modifiers = []
        #expect(space.allSelections == [Selection()])
    }

    // MARK: Contrast persistence

    @Test("an explicit contrast choice survives a relaunch; the system does not override it")
    func contrastPersisted() throws {
        let storage = InMemorySelectionStorage()
        let first = try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
        try first.apply(Selection(contrast: .high))
        #expect(!first.followsSystemContrast)
        #expect(storage.loadChoice()?.followsSystemContrast == false)
        let relaunched = try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
        #expect(!relaunched.followsSystemContrast)
        relaunched.systemContrastDidChange(to: .normal)
        #expect(relaunched.selection.contrast == .high)
        relaunched.followsSystemContrast = true
        #expect(storage.loadChoice()?.followsSystemContrast == true)
    }

    @Test("an explicit contrast choice survives a relaunch through storage that encodes it (a file)")
    func contrastPersistedInFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-choice-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try ThemeManager(space: RuntimeFixtures.space(), storage: FileSelectionStorage(url: url))
        try first.apply(Selection(contrast: .high))
        let relaunched = try ThemeManager(space: RuntimeFixtures.space(), storage: FileSelectionStorage(url: url))
        #expect(!relaunched.followsSystemContrast)
        relaunched.systemContrastDidChange(to: .normal)
        #expect(relaunched.selection.contrast == .high)
    }

    @Test("a choice saved before the contrast was kept still reads, following the system")
    func oldChoiceReads() throws {
        let old = Data(
            #"{"selection": {"contexts": {"theme": "ocean", "appearance": "dark", "contrast": "normal"}}, "followsSystemAppearance": false}"#
                .utf8)
        let choice = try JSONDecoder().decode(ThemeChoice.self, from: old)
        #expect(choice.followsSystemContrast)
        #expect(!choice.followsSystemAppearance)
        let again = try JSONDecoder().decode(ThemeChoice.self, from: JSONEncoder().encode(choice))
        #expect(again == choice)
    }

    // MARK: Overrides across a type change

    @Test("an override restored onto a token whose type changed (a theme update) is not applied, and is kept")
    func overrideOntoChangedType() throws {
        let storage = InMemorySelectionStorage()
        let first = try ThemeManager(space: RuntimeFixtures.space(), storage: storage)
        try first.setOverrides(["color.background": "#FF6600"])
        #expect(first.current.color("color.background")?.hexString == "#FF6600FF")
        // The next version of the theme makes the token a dimension.
        let updated = try Inline.document(
            ##"{"color": {"background": {"$type": "dimension", "$value": "12px"}}, "palette": {"$type": "color", "ink": "#000000"}}"##,
            file: "/space/update.json")
        var space = try RuntimeFixtures.space()
        space.layers.append(ThemeSpace.Layer(name: "update", documents: [updated]))
        let relaunched = try ThemeManager(space: space, storage: storage)
        #expect(relaunched.current["color.background"] == .dimension(ThemeDimension(12, .px)))
        #expect(relaunched.current.color("color.background") == nil)
        #expect(relaunched.overrides["color.background"]?.type == .color, "the saved override was dropped")
        // Bindings read the theme's dimension, never the colour.
        let label = Label()
        var seen: [Double] = []
        relaunched.bind(label, Token<Double>("color.background")) { _, value in seen.append(value) }
        #expect(seen == [12])
    }

    // MARK: Missing tokens

    @Test("a binding to a missing or mistyped token is reported once per switch, with its object type and selection")
    func missingTokenReported() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        var issues: [BindingIssue] = []
        manager.bindingIssueHandler = { issues.append($0) }
        let labels = (0..<3).map { _ in Label() }
        for label in labels {
            manager.bind(label, Token<ThemeColor>("color.nowhere")) { label, color in label.textColor = color }
            manager.bind(label, \.font, to: Token<ThemeFont>("color.background"))
        }
        #expect(issues.count == 2, "\(issues)")
        let missing = try #require(issues.first { $0.tokenPath == "color.nowhere" })
        #expect(missing.kind == .missingToken)
        #expect(missing.objectType == "Label")
        #expect(missing.expectedType == "ThemeColor")
        #expect(missing.selection == manager.selection)
        let mistyped = try #require(issues.first { $0.tokenPath == "color.background" })
        #expect(mistyped.kind == .typeMismatch(found: .color))
        #expect(mistyped.description.contains("not a ThemeFont"))
        issues.removeAll()
        try manager.apply(theme: "ocean")
        #expect(issues.count == 2, "each issue once for the switch, not once per label: \(issues)")
        #expect(issues.allSatisfy { $0.selection.theme == "ocean" })
    }

    @Test("debug builds log each missing token once, however many bindings and switches meet it")
    func missingTokenLogged() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        var lines: [String] = []
        manager.issues.logs = true
        manager.issues.write = { lines.append($0) }
        for _ in 0..<3 {
            let label = Label()
            manager.bind(label, Token<ThemeColor>("color.nowhere")) { label, color in label.textColor = color }
            manager.bind(label, \.font, to: Token<ThemeFont>("color.background"))
        }
        try manager.apply(theme: "ocean")
        #expect(lines.count == 2, "one line per token path: \(lines)")
        #expect(lines.contains { $0.hasPrefix("Livery: ") && $0.contains("color.nowhere") })
        #expect(lines.contains { $0.contains("color.background") && $0.contains("ThemeFont") })
        #expect(manager.bindingIssueHandler == nil, "logged without a handler")
    }

    @Test("bindings whose tokens exist report nothing; a scope reports to its parent's handler")
    func noIssues() throws {
        let manager = try ThemeManager(space: RuntimeFixtures.space(), storage: nil)
        var issues: [BindingIssue] = []
        manager.bindingIssueHandler = { issues.append($0) }
        let label = Label()
        manager.bind(label, .textPrimary) { label, color in label.textColor = color }
        try manager.apply(theme: "ocean")
        #expect(issues.isEmpty)
        let scope = try manager.makeScope(pinning: Selection(theme: "day"))
        scope.bind(Label(), Token<Double>("color.text.primary")) { _, _ in }
        #expect(issues.map(\.tokenPath) == ["color.text.primary"])
    }

    // MARK: Overflow

    @Test(
        "numbers that overflow their unit are errors at the value",
        arguments: [
            (#"{"value": 1e308, "unit": "s"}"#, TokenType.duration),
            (#""1e308s""#, .duration),
            (#"{"value": 1e308, "unit": "rem"}"#, .dimension),
            (#""1e308rem""#, .dimension),
            (#"{"value": 1e308, "unit": "em"}"#, .dimension),
        ])
    func overflow(_ json: String, _ type: TokenType) throws {
        let text = ##"{"x": {"$type": "\##(type.rawValue)", "$value": \##(json)}}"##
        let (theme, diagnostics) = try Inline.resolve(text)
        #expect(theme.token("x") == nil)
        let error = try #require(diagnostics.first { $0.tokenPath == "x" && $0.severity == .error })
        #expect(error.rule == "overflow", "\(error)")
        #expect(error.message.contains("overflows"))
        #expect(error.location.line == 1 && error.location.column > 1, "\(error)")
    }

    @Test("the largest values that fit still resolve")
    func largestFinite() throws {
        let (theme, diagnostics) = try Inline.resolve(
            ##"{"d": {"$type": "duration", "$value": {"value": 1e300, "unit": "s"}}, "w": {"$type": "dimension", "$value": "1e300rem"}}"##
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(theme["d"] == .duration(milliseconds: 1e303))
    }

    // MARK: Duplicates

    @Test("diagnostics are deduplicated in order")
    func uniqued() {
        let a = Diagnostic(.error, "a", at: SourceLocation(file: "f", line: 1, column: 1))
        let b = Diagnostic(.error, "b", at: SourceLocation(file: "f", line: 2, column: 1))
        #expect([a, b, a, b, b].uniqued() == [a, b])
        let many = (0..<25_000).map {
            Diagnostic(.error, "duplicate key 'k'", at: SourceLocation(file: "f", line: $0 + 1, column: 2))
        }
        #expect((many + many).uniqued() == many)
    }
}
