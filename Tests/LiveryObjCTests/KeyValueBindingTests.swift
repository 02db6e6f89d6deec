import Foundation
import Livery
import LiveryObjC
import Testing

/// An object bound by key path, recording what key-value coding would set.
final class KVCRecorder {
    var values: [String: TokenValue] = [:]
}

@MainActor
@Suite("LiveryObjC: key-value bindings")
struct KeyValueBindingTests {
    static func manager() throws -> ThemeManager {
        let base = try TokenDocument(
            data: Data(
                ##"""
                {"color": {"$type": "color", "text": "#111111"},
                 "space": {"$type": "dimension", "gap": "1rem"},
                 "copy": {"title": {"$type": "string", "$value": "Hello"}}}
                """##.utf8), url: URL(fileURLWithPath: "/objc/base.json"))
        let night = try TokenDocument(
            data: Data(##"{"color": {"$type": "color", "text": "#EEEEEE"}}"##.utf8), url: URL(fileURLWithPath: "/objc/night.json")
        )
        let space = ThemeSpace(
            modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["day", "night"], defaultContext: "day")],
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "night", condition: ["theme": "night"], documents: [night]),
            ])
        return try ThemeManager(space: space, storage: nil)
    }

    static func hex(_ value: TokenValue?) -> String? {
        guard case .color(let color)? = value else { return nil }
        return color.hexString
    }

    @Test("a key path follows its token; binding the same key path again replaces; others coexist")
    func followsAndReplaces() throws {
        let manager = try Self.manager()
        let label = KVCRecorder()
        var calls = 0
        manager.bind(label, keyValuePath: "textColor", toTokenAt: "color.text") { object, keyPath, value in
            calls += 1
            object.values[keyPath] = value
        }
        manager.bind(label, keyValuePath: "text", toTokenAt: "copy.title") { $0.values[$1] = $2 }
        #expect(Self.hex(label.values["textColor"]) == "#111111FF")
        #expect(label.values["text"] == .string("Hello"))
        try manager.apply(theme: "night")
        #expect(Self.hex(label.values["textColor"]) == "#EEEEEEFF")
        #expect(calls == 2)
        manager.bind(label, keyValuePath: "textColor", toTokenAt: "copy.title") { $0.values[$1] = $2 }
        #expect(manager.bindingCount(of: label) == 2, "the same key path replaced its binding")
        manager.unbind(label, keyValuePath: "text")
        #expect(manager.bindingCount(of: label) == 1)
    }

    @Test("dimensions arrive in points; a token the theme lacks sets nothing; dead objects are forgotten")
    func valuesAndLifetime() throws {
        let manager = try Self.manager()
        var recorder: KVCRecorder? = KVCRecorder()
        if let recorder {
            manager.bind(recorder, keyValuePath: "spacing", toTokenAt: "space.gap") { $0.values[$1] = $2 }
            manager.bind(recorder, keyValuePath: "missing", toTokenAt: "no.such.token") { $0.values[$1] = $2 }
            #expect(recorder.values["spacing"] == .number(16))
            #expect(recorder.values["missing"] == nil)
        }
        weak let gone = recorder
        recorder = nil
        #expect(gone == nil, "the manager holds bound objects weakly")
        try manager.apply(theme: "night")
        #expect(manager.bindingCount == 0)
    }

    struct KindCase: CustomTestStringConvertible, Sendable {
        var value: TokenValue
        var kind: ObjCValueKind
        var number: Double?
        var testDescription: String { "\(value) → \(kind)" }
    }

    @Test(
        "each token kind maps to the Objective-C value key-value coding gets",
        arguments: [
            KindCase(value: .number(0.5), kind: .number, number: 0.5),
            KindCase(value: .dimension(ThemeDimension(2, .rem)), kind: .number, number: 32),
            KindCase(value: .duration(milliseconds: 250), kind: .number, number: 0.25),
            KindCase(value: .fontWeight(.bold), kind: .number, number: 700),
            KindCase(value: .string("x"), kind: .string, number: nil),
            KindCase(value: .boolean(true), kind: .boolean, number: nil),
            KindCase(value: .font(ThemeFont(name: "Avenir", size: 14)), kind: .font, number: nil),
            KindCase(value: .image(.asset("logo")), kind: .image, number: nil),
            KindCase(value: .gradient(ThemeGradient(stops: [])), kind: .unsupported, number: nil),
        ])
    func kinds(_ c: KindCase) {
        #expect(ObjCValueKind(c.value) == c.kind)
        #expect(ObjCValueKind.number(c.value) == c.number)
    }
}
