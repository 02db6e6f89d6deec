import Foundation
import Testing
@testable import Livery
import LiveryTools

@Suite("Resolution")
struct ResolutionTests {
    // MARK: Style Dictionary's reference cases, as they are

    /// What each `style-dictionary/references` file resolves to: expected values by path (as
    /// JSON text of the contract), and the tokens that must report an error with its rule.
    struct ReferenceCase: CustomTestStringConvertible, Sendable {
        var file: String
        var values: [String: String]
        var errors: [String: String]
        var testDescription: String { file }
    }

    static let referenceCases: [ReferenceCase] = [
        ReferenceCase(file: "simple.json", values: ["foo": #""bar""#, "bar": #""bar""#], errors: [:]),
        ReferenceCase(file: "no_reference.json", values: ["a": "1", "b.c": "2", "b.d.e": "3", "f": "4"], errors: [:]),
        ReferenceCase(
            file: "array.json",
            values: ["a": "1", "b.c": "2", "d": "[2,1]", "e": #"[{"a":1},{"a":2}]"#], errors: [:]),
        ReferenceCase(
            file: "interpolation.json",
            values: [
                "c": #""test1 value text after""#, "d": #""text before test1 value""#,
                "e": #""text before test1 value text after""#, "f": #""123 text after""#,
                "g": #""text before 123""#, "h": #""text before 123 text after""#,
            ], errors: [:]),
        ReferenceCase(
            file: "nested_pointers.json", values: ["b": "1", "c": "1", "d": "1", "e": "1"], errors: [:]),
        ReferenceCase(
            file: "nested_pointers_2.json", values: ["a": "1", "b": "1", "f": "1"], errors: [:]),
        ReferenceCase(
            file: "nested_pointers_3.json",
            values: ["a": #""foo bon bee bae boo bla baz bar""#, "f": #""foo bon bee""#], errors: [:]),
        ReferenceCase(file: "nested_pointers_4.json", values: ["a.a.a": "1", "f.f.f": "1"], errors: [:]),
        ReferenceCase(
            file: "nested_references.json", values: ["a.b.d": "2", "e.f.h": "1", "i": "2", "test": #""1""#],
            errors: [:]),
        ReferenceCase(
            file: "not_circular.json",
            values: [
                "prop3": #""test1 value""#, "prop4": #""test1 value""#, "prop7": "5", "prop8": "5",
                "prop12": #""test1 value, test2 value and some extra stuff""#,
                "prop124": #""test1 value, test2 value and test1 value""#,
                "prop15": #""test1 value, 5 and some extra stuff""#, "prop156": #""test1 value, 5 and 6""#,
                "prop1568": #""test1 value, 5, 6 and 5""#, "prop01": #""""#, "prop0": "0",
            ], errors: [:]),
        ReferenceCase(
            file: "circular.json", values: [:],
            errors: ["a": "alias-cycle", "b": "alias-cycle", "c": "alias-cycle", "d": "alias-cycle"]),
        ReferenceCase(file: "circular_2.json", values: [:], errors: ["a.b.c": "alias-cycle", "j": "alias-cycle"]),
        ReferenceCase(file: "circular_3.json", values: [:], errors: ["a.b": "alias-cycle", "c.d.e": "alias-cycle"]),
        ReferenceCase(
            file: "circular_4.json", values: [:],
            errors: ["a.b.c.d": "alias-cycle", "e.f.g": "alias-cycle", "h.i": "alias-cycle"]),
        ReferenceCase(
            file: "circular_5.json", values: [:],
            errors: ["l": "alias-cycle", "m": "alias-cycle", "k": "alias-cycle", "n": "alias-cycle"]),
        ReferenceCase(
            file: "non_existent.json", values: ["baz": #""boo""#, "a.b.c": #""1""#],
            errors: ["foo": "unresolved-alias", "error": "unresolved-alias"]),
        ReferenceCase(
            file: "multiple_reference_errors.json", values: [:],
            errors: ["a.b": "unresolved-alias", "a.c": "unresolved-alias", "a.d": "unresolved-alias"]),
        // Style Dictionary substitutes the group object for "{b}"; DTCG forbids aliases to groups.
        ReferenceCase(
            file: "reference_type.json", values: ["d": "1", "g": "[1,2,3]"], errors: ["e": "alias-to-group"]),
    ]

    @Test("Style Dictionary reference cases", arguments: referenceCases)
    func styleDictionaryReferences(_ testCase: ReferenceCase) throws {
        let url = Fixtures.shared("style-dictionary/references/\(testCase.file)")
        let space = try ThemeSpace(contentsOf: url)
        let (theme, diagnostics) = try space.resolution(for: Selection())
        for (path, json) in testCase.values {
            let value = try #require(theme[path], "\(path) did not resolve: \(diagnostics)")
            #expect(value.json().serialized(pretty: false) == json, "\(path)")
        }
        let errors = diagnostics.filter { $0.severity == .error }
        for (path, rule) in testCase.errors {
            let found = errors.filter { $0.tokenPath == path }
            #expect(found.count == 1, "\(path): \(errors)")
            #expect(found.first?.rule == rule, "\(path): \(found)")
            #expect(found.first?.location.file == url.path)
            #expect((found.first?.location.line ?? 0) > 0)
            #expect(theme[path] == nil)
        }
        #expect(errors.count == testCase.errors.count, "\(errors)")
    }

    @Test("a cycle names the whole loop on every member")
    func cycleMessage() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.shared("style-dictionary/references/circular.json"))
        let (_, diagnostics) = try space.resolution(for: Selection())
        let a = try #require(diagnostics.first { $0.tokenPath == "a" })
        #expect(a.message.contains("{a} → {b} → {c} → {d} → {a}"))
        #expect(a.location.line == 2 && a.location.column == 3)
    }

    @Test("an alias to a group says what DTCG and Style Dictionary do")
    func aliasToGroup() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.shared("style-dictionary/references/reference_type.json"))
        let (_, diagnostics) = try space.resolution(for: Selection())
        let e = try #require(diagnostics.first { $0.tokenPath == "e" })
        #expect(e.message.contains("group") && e.message.contains("DTCG") && e.message.contains("Style Dictionary"))
        #expect(e.location.line == 7)
    }

    @Test("Style Dictionary's integration tokens resolve")
    func integrationTokens() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.shared("style-dictionary/integration_tokens"))
        let theme = try space.resolve()
        #expect(theme.count > 100)
        #expect(theme.color("color.core.green.0")?.hexString == "#EBF9EBFF")
        #expect(theme.color("color.font.primary") == theme.color("color.core.neutral.1100"))
        #expect(theme.color("color.font.interactive._") == theme.color("color.brand.primary"))
        #expect(theme.token("size.font.medium")?.type == .dimension)
        #expect(theme.dimension("size.border.radius.large") == 30)
    }

    // MARK: DTCG

    @Test("a DTCG file using every type loads")
    func allTypes() throws {
        let url = Fixtures.own("dtcg/all-types.tokens.json")
        let space = try ThemeSpace(contentsOf: url)
        let theme = try space.resolve()
        let types = Set(theme.tokens.map(\.type))
        for type in [
            TokenType.color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
            .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
        ] {
            #expect(types.contains(type), "no \(type) token")
        }
        #expect(space.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(space.diagnostics)")
    }

    @Test(
        "a DTCG resolver document",
        arguments: [
            ([:], "#1A1A1AFF", "#0066CCFF", 1.0),
            (["theme": "light", "contrast": "high"], "#000000FF", "#0066CCFF", 2),
            (["theme": "dark"], "#F2F2F2FF", "#66A3FFFF", 1),
            (["theme": "dark", "contrast": "high"], "#FFFFFFFF", "#66A3FFFF", 2),
        ])
    func resolverDocument(inputs: [String: String], text: String, background: String, border: Double) throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("dtcg/resolver"))
        #expect(space.modifiers.map(\.name) == ["theme", "contrast"])
        #expect(space.modifier(named: "theme")?.defaultContext == "light")
        let theme = try space.resolve(space.selection(inputs))
        #expect(theme.count == 18)
        #expect(theme.color("color.text.primary")?.hexString == text)
        #expect(theme.color("button.background")?.hexString == background)
        #expect(theme.dimension("border.width.default") == border)
        #expect(theme.dimension("button.padding") == 16)
        #expect(theme.duration("duration.fast") == 0.12)
        guard case .border(let b)? = theme["button.border"] else {
            Issue.record("button.border is not a border")
            return
        }
        #expect(b.color.hexString == text && b.width.points() == border)
    }

    // MARK: The file-name convention

    @Test(
        "convention layers",
        arguments: [
            ("day", .light, .normal, "#222222FF"), ("day", .light, .high, "#666666FF"),
            ("day", .dark, .normal, "#555555FF"), ("day", .dark, .high, "#888888FF"),
            ("night", .light, .normal, "#333333FF"), ("night", .light, .high, "#666666FF"),
            ("night", .dark, .normal, "#444444FF"), ("night", .dark, .high, "#777777FF"),
        ] as [(String, Selection.Appearance, Selection.Contrast, String)])
    func convention(theme: String, appearance: Selection.Appearance, contrast: Selection.Contrast, expected: String) throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("convention"))
        let selection = Selection(theme: theme, appearance: appearance, contrast: contrast)
        #expect(try space.resolve(selection).color("color.background")?.hexString == expected)
    }

    @Test("convention modifiers and defaults")
    func conventionModifiers() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("convention"))
        #expect(space.modifiers.map(\.name) == ["theme", "appearance", "contrast"])
        #expect(space.modifier(named: "theme")?.contexts == ["day", "night"])
        #expect(space.defaultSelection == Selection(theme: "day", appearance: .light, contrast: .normal))
        #expect(space.allSelections.count == 8)
    }

    @Test("unknown modifiers and contexts are errors that list what exists")
    func unknownSelection() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("convention"))
        do {
            _ = try space.resolve(Selection(["theme": "dusk", "mood": "calm"]))
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.description.contains("unknown context 'dusk'") && error.description.contains("day, night"))
            #expect(error.description.contains("unknown modifier 'mood'"))
        }
    }

    // MARK: Merging and types

    @Test("aliases resolve after merging, so a theme's override reaches tokens that alias it")
    func aliasAfterMerge() throws {
        let (theme, diagnostics) = try Inline.resolve(
            ##"{"color": {"$type": "color", "brand": "#ff0000", "accent": "{color.brand}"}}"##,
            ##"{"color": {"brand": "#00ff00"}}"##)
        #expect(diagnostics.isEmpty)
        #expect(theme.color("color.accent")?.hexString == "#00FF00FF")
        #expect(theme.token("color.brand")?.location.file == "/inline/doc1.json")
    }

    @Test("an override without a type keeps the overridden token's type")
    func overrideKeepsType() throws {
        let (theme, diagnostics) = try Inline.resolve(
            ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##, #"{"color": {"bg": "white"}}"#)
        #expect(diagnostics.isEmpty)
        #expect(theme.color("color.bg")?.hexString == "#FFFFFFFF")
    }

    @Test("d() defines expand and are parsed again, with a theme's define winning")
    func macros() throws {
        let (theme, diagnostics) = try Inline.resolve(
            #"{"$defines": {"mainColor": "c(#FF0000)", "alias": "d(mainColor)"}, "label": {"textColor": "d(alias)", "title": "d(name)"}}"#,
            #"{"$defines": {"mainColor": "c(0, 0, 255)", "name": "Folio"}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(theme.color("label.textColor")?.hexString == "#0000FFFF")
        #expect(theme.string("label.title") == "Folio")
    }

    @Test("an unknown define and a looping define are errors")
    func badMacros() throws {
        let (_, diagnostics) = try Inline.resolve(
            #"{"$defines": {"loop": "d(loop)"}, "a": "d(missing)", "b": "d(loop)"}"#)
        #expect(diagnostics.first { $0.tokenPath == "a" }?.rule == "unknown-define")
        #expect(diagnostics.first { $0.tokenPath == "b" }?.rule == "expansion-loop")
    }

    @Test("$ref pointers, to tokens and into values")
    func pointers() throws {
        let (theme, diagnostics) = try Inline.resolve(
            #"""
            {"color": {"$type": "color",
              "brand": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0.5]}},
              "copy": {"$value": {"$ref": "#/color/brand"}},
              "mix": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/brand/$value/components/2"}, 0, 0]}}},
             "size": {"base": {"$type": "number", "$value": {"$ref": "#/color/brand/$value/components/0"}}},
             "bad": {"$type": "number", "$value": {"$ref": "#/nowhere"}}}
            """#)
        #expect(theme.color("color.copy")?.hexString == "#FF0080FF")
        #expect(theme.number("size.base") == 1)
        #expect(diagnostics.map(\.tokenPath) == ["bad"])
        _ = theme.color("color.mix")
    }

    @Test("type mismatches and invalid values are collected in one pass, with locations")
    func collectedErrors() throws {
        let json = """
            {
              "size": {"$type": "dimension", "small": "4px", "bad": "wide"},
              "color": {"$type": "color", "fg": "{size.small}", "ok": "#fff", "nope": "#ggg"}
            }
            """
        let (theme, diagnostics) = try Inline.resolve(json)
        #expect(theme.color("color.ok") != nil)
        let byPath = Dictionary(grouping: diagnostics, by: { $0.tokenPath ?? "" })
        #expect(byPath["size.bad"]?.first?.location.line == 2)
        #expect(byPath["color.fg"]?.first?.rule == "type-mismatch")
        #expect(byPath["color.nope"]?.first?.location.line == 3)
        #expect(diagnostics.count == 3)
    }

    @Test("$extends copies a group's tokens that the extending group does not override")
    func extends() throws {
        let (theme, diagnostics) = try Inline.resolve(
            #"""
            {"button": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#ffffff"}},
             "danger": {"$extends": "{button}", "bg": {"$type": "color", "$value": "#ff0000"}}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(theme.color("danger.fg")?.hexString == "#FFFFFFFF")
        #expect(theme.color("danger.bg")?.hexString == "#FF0000FF")
    }

    @Test("random is chosen once per resolved selection and then stable")
    func random() throws {
        var space = try Inline.space(#"{"accent": {"$type": "color", "$value": "random"}}"#)
        let first = try space.resolve().color("accent")
        #expect(first?.isRandom == true)
        #expect(try space.resolve().color("accent") == first)
        space.randomSeed = 42
        let seeded = try space.resolve().color("accent")
        space.randomSeed = 42
        #expect(try space.resolve().color("accent") == seeded)
    }

    // MARK: Hostile input

    @Test("a long alias chain ends in a clear error")
    func deepChain() throws {
        var members = (0..<5000).map { #""t\#($0)": "{t\#($0 + 1)}""# }
        members.append(#""t5000": 1"#)
        let (theme, diagnostics) = try Inline.resolve("{" + members.joined(separator: ",") + "}")
        #expect(diagnostics.contains { $0.rule == "too-deep" })
        #expect(theme.number("t4999") == 1)
    }

    /// Found by the property tests (`LiveryPropertyTests`): the limit applied to how deep the
    /// recursion went, which depends on where resolution starts, so declaring a chain of 150 from
    /// its head resolved 49 tokens and from its tail all 150. The limit is on the chain itself now:
    /// tokens with at most 99 references below them resolve, in either order.
    @Test("the alias chain limit does not depend on declaration order")
    func chainLimitIgnoresOrder() throws {
        let members = (0..<150).map { i in i == 149 ? #""t149": 1"# : #""t\#(i)": "{t\#(i + 1)}""# }
        let headFirst = try Inline.resolve("{" + members.joined(separator: ",") + "}")
        let tailFirst = try Inline.resolve("{" + members.reversed().joined(separator: ",") + "}")
        for (theme, diagnostics) in [headFirst, tailFirst] {
            #expect(theme.count == 100)
            #expect(theme.number("t50") == 1 && theme.number("t49") == nil)
            #expect(diagnostics.filter { $0.rule == "too-deep" }.map(\.tokenPath) == ["t49"])
        }
    }

    @Test("aliases that multiply text end in a clear error")
    func billionLaughs() throws {
        var members = [#""l0": "ha""#]
        for i in 1...40 {
            members.append(#""l\#(i)": "{l\#(i - 1)}{l\#(i - 1)}{l\#(i - 1)}{l\#(i - 1)}""#)
        }
        let (_, diagnostics) = try Inline.resolve("{" + members.joined(separator: ",") + "}")
        #expect(diagnostics.contains { $0.rule == "too-large" })
    }

    @Test("resolved tables are cached per selection")
    func cache() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("convention"))
        let a = try space.resolve(Selection(theme: "night"))
        let b = try space.resolve(Selection(theme: "night", appearance: .light))
        #expect(a.values.withUnsafeBufferPointer { $0.baseAddress } == b.values.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test(
        "the cache returns one table per selection, given whole or in part, over more selections than it keeps at hand",
        arguments: [1, 3])
    func cacheAcrossSelections(rounds: Int) throws {
        let space = try ThemeSpace(contentsOf: Fixtures.own("convention"))
        let all = space.allSelections
        #expect(all.count == 8)
        let first = try all.map { try space.resolve($0).identity }
        #expect(Set(first).count == 8, "each selection has its own table")
        for _ in 0..<rounds {
            // Back and forth, then every selection again: each is found, never resolved afresh.
            for i in [0, 1, 0, 1, 7, 0] + Array(all.indices) {
                #expect(try space.resolve(all[i]).identity == first[i])
            }
        }
        // A partial selection finds its completion's table; an unknown context still fails after
        // every valid selection is cached.
        let night = try #require(all.firstIndex(of: Selection(theme: "night", appearance: .light, contrast: .normal)))
        #expect(try space.resolve(Selection(theme: "night")).identity == first[night])
        #expect(throws: ThemeSpace.Error.self) { try space.resolve(Selection(theme: "dusk")) }
        #expect(throws: ThemeSpace.Error.self) {
            try space.resolve(Selection(["theme": "night", "appearance": "light", "contrast": "normal", "mood": "calm"]))
        }
    }

    @Test("loading runs off the main actor")
    @MainActor
    func asyncLoad() async throws {
        let space = try await ThemeSpace.load(contentsOf: Fixtures.package("Examples/Themes"))
        #expect(space.modifier(named: "theme")?.contexts.count ?? 0 >= 3)
    }

    @Test("reading errors, such as duplicate keys, make resolution fail")
    func readingErrorsFailResolution() throws {
        let space = try Inline.space("{\"a\": \"#fff\",\n \"a\": \"#000\"}")
        do {
            _ = try space.resolve()
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.rule == "duplicate-key")
        }
    }

    @Test("base.dark.json overrides every theme in the dark appearance")
    func baseDark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-basedark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##.utf8).write(to: folder.appendingPathComponent("base.json"))
        try Data(##"{"bg": {"$type": "color", "$value": "#000000"}}"##.utf8).write(
            to: folder.appendingPathComponent("base.dark.json"))
        try Data(##"{"fg": {"$type": "color", "$value": "#ff0000"}}"##.utf8).write(to: folder.appendingPathComponent("day.json"))
        let space = try ThemeSpace(contentsOf: folder)
        #expect(space.modifier(named: "theme")?.contexts == ["day"])
        #expect(try space.resolve(Selection(appearance: .dark)).color("bg")?.hexString == "#000000FF")
        #expect(try space.resolve(Selection(appearance: .light)).color("bg")?.hexString == "#FFFFFFFF")
    }
}

/// `livery resolve` writes the table token by token; what it writes is the whole tree's text.
@Suite("Resolved JSON, written token by token")
struct StreamedJSONTests {
    @Test("the streamed text is the tree's, for every selection of the examples, and for an empty table")
    func sameBytes() throws {
        let space = try ThemeSpace(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/Themes"))
        var selections = 0
        for theme in space.modifier(named: "theme")?.contexts ?? [] {
            for appearance in ["light", "dark"] {
                let (resolved, _) = try space.resolution(for: space.selection(["theme": theme, "appearance": appearance]))
                #expect(resolved.serializedJSON() == resolved.json().serialized())
                selections += 1
            }
        }
        #expect(selections >= 2)
        let escapes = try Inline.document(#"{"a\"b": {"$type": "string", "$value": "line\nbreak \u0001 \\ \"q\""}}"#)
        let escaped = ThemeSpace(documents: [escapes])
        let (table, _) = try escaped.resolution(for: escaped.defaultSelection)
        #expect(table.serializedJSON() == table.json().serialized())
        let nothing = ThemeSpace(documents: [])
        let (empty, _) = try nothing.resolution(for: nothing.defaultSelection)
        #expect(empty.serializedJSON() == "{}")
    }
}
