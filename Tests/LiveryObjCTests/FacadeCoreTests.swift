import Foundation
import Livery
import Testing

@testable import LiveryObjC

/// A stand-in for Objective-C objects: a class name, readable and writable properties, and
/// child objects, checked by the same validator the façade runs on the Objective-C runtime.
final class FakeObject: Sendable {
    let className: String
    let readOnly: Set<String>
    let writable: Set<String>
    let children: [String: FakeObject]

    init(_ className: String, writable: Set<String> = [], readOnly: Set<String> = [], children: [String: FakeObject] = [:]) {
        self.className = className
        self.writable = writable
        self.readOnly = readOnly
        self.children = children
    }

    static var validator: KeyPathValidator<FakeObject> {
        KeyPathValidator<FakeObject>(
            className: { $0.className },
            hasGetter: { $0.writable.contains($1) || $0.readOnly.contains($1) || $0.children[$1] != nil },
            hasSetter: { $0.writable.contains($1) },
            child: { $0.children[$1] })
    }

    /// A text field with a layer and an unset delegate.
    static let field = FakeObject(
        "UITextField", writable: ["textColor", "font", "delegate"], readOnly: ["isEditing"],
        children: ["layer": FakeObject("CALayer", writable: ["borderColor", "cornerRadius"])])
}

@Suite("LiveryObjC: key-path validation")
struct KeyPathValidationTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        var keyPath: String
        var message: String
        var testDescription: String { keyPath.isEmpty ? "(empty)" : keyPath }
    }

    @Test(
        "a key path the object has is accepted, reporting the object that owns the last property",
        arguments: [
            ("textColor", "UITextField", "textColor"), ("layer.borderColor", "CALayer", "borderColor"),
        ])
    func accepts(_ keyPath: String, owner: String, property: String) throws {
        let (found, name) = try FakeObject.validator.validate(keyPath, of: FakeObject.field)
        #expect(found.className == owner)
        #expect(name == property)
    }

    @Test(
        "a key path the object does not have is an error naming the class and the key path",
        arguments: [
            Refusal(
                keyPath: "layer.borderColour",
                message: "UITextField has no key path 'layer.borderColour': CALayer does not respond to 'borderColour'"),
            Refusal(
                keyPath: "textColour",
                message: "UITextField has no key path 'textColour': UITextField does not respond to 'textColour'"),
            Refusal(keyPath: "isEditing", message: "UITextField has no key path 'isEditing': UITextField.isEditing is read-only"),
            Refusal(
                keyPath: "delegate.title",
                message: "UITextField has no key path 'delegate.title': UITextField.delegate is nil or not an object"),
            Refusal(
                keyPath: "layer..borderColor",
                message: "UITextField has no key path 'layer..borderColor': '' is not a property name"),
            Refusal(
                keyPath: "text-color", message: "UITextField has no key path 'text-color': 'text-color' is not a property name"),
            Refusal(keyPath: "", message: "UITextField has no key path '': the key path is empty"),
        ])
    func refuses(_ refusal: Refusal) {
        #expect(throws: KeyPathBindingError.self) { try FakeObject.validator.validate(refusal.keyPath, of: FakeObject.field) }
        do {
            _ = try FakeObject.validator.validate(refusal.keyPath, of: FakeObject.field)
        } catch {
            #expect(error.className == "UITextField")
            #expect(error.keyPath == refusal.keyPath)
            #expect(error.localizedDescription == refusal.message)
            let bridged = error as NSError
            #expect(bridged.domain == "LVThemeManagerErrorDomain")
            #expect(bridged.code == 1)
            #expect(bridged.localizedDescription == refusal.message)
        }
    }

    @Test(
        "setter names capitalise the property's first letter",
        arguments: [
            ("borderColor", "setBorderColor:"), ("alpha", "setAlpha:"), ("_private", "set_private:"),
        ])
    func setterNames(_ property: String, setter: String) {
        #expect(KeyPathValidator<FakeObject>.setterName(property) == setter)
    }
}

/// An object a block is bound to.
final class BlockTarget {
    var calls = 0
}

@MainActor
@Suite("LiveryObjC: block bindings, one-off reads, language bindings")
struct FacadeCoreTests {
    @Test("a block runs now and after every switch, is replaced under the same key, and goes when its object dies")
    func blockLifetime() throws {
        let manager = try KeyValueBindingTests.manager()
        var target: BlockTarget? = BlockTarget()
        var outside = 0
        if let target {
            manager.bind(target, blockKey: "title") { $0.calls += 1 }
            #expect(target.calls == 1)
            try manager.apply(theme: "night")
            #expect(target.calls == 2)
            manager.bind(target, blockKey: "title") { _ in outside += 1 }
            #expect(manager.bindingCount(of: target) == 1, "the same key replaced the block")
            manager.bind(target, blockKey: "other") { _ in outside += 1 }
            manager.bind(target, keyValuePath: "title", toTokenAt: "copy.title") { _, _, _ in }
            #expect(manager.bindingCount(of: target) == 3, "a block key never replaces a key-path binding")
            manager.unbind(target, blockKey: "other")
            #expect(manager.bindingCount(of: target) == 2)
        }
        let callsBefore = outside
        weak let gone = target
        target = nil
        #expect(gone == nil, "the manager holds the object weakly: the block does not keep it alive")
        try manager.apply(theme: "day")
        #expect(outside == callsBefore, "no block runs for a dead object")
        #expect(manager.bindingCount == 0)
    }

    @Test(
        "one-off reads give the Objective-C number or string, nil for a missing token or another type",
        arguments: [
            ("space.gap", 16.0 as Double?), ("motion.fast", 0.25), ("flag.on", 1), ("color.text", nil), ("no.such", nil),
        ])
    func reads(_ path: String, number: Double?) throws {
        let theme = try Self.readingTheme()
        #expect(ObjCTokenReader.number(at: path, in: theme)?.doubleValue == number)
    }

    @Test("booleans read as BOOL numbers; strings as strings")
    func stringsAndBooleans() throws {
        let theme = try Self.readingTheme()
        #expect(ObjCTokenReader.number(at: "flag.on", in: theme) == NSNumber(value: true))
        #expect(ObjCTokenReader.string(at: "copy.title", in: theme) == "Hello")
        #expect(ObjCTokenReader.string(at: "space.gap", in: theme) == nil)
    }

    static func readingTheme() throws -> ResolvedTheme {
        let document = try TokenDocument(
            data: Data(
                ##"""
                {"space": {"$type": "dimension", "gap": "1rem"},
                 "motion": {"$type": "duration", "fast": "250ms"},
                 "flag": {"$type": "boolean", "on": true},
                 "color": {"$type": "color", "text": "#111111"},
                 "copy": {"title": {"$type": "string", "$value": "Hello"}}}
                """##.utf8), url: URL(fileURLWithPath: "/objc/read.json"))
        return try ThemeSpace(documents: [document]).resolve()
    }

    @Test("a key path bound to a language string follows the language, falling back to the base table and the key")
    func languageBindings() throws {
        let english = LanguageTable(identifier: "en", strings: ["title": "Settings", "save": "Save"])
        let arabic = LanguageTable(identifier: "ar", strings: ["title": "الإعدادات"], base: english)
        let manager = try ThemeSwitcher(languages: [english, arabic], default: "en", storage: nil)
        let label = KVCRecorder()
        manager.bind(label, keyValuePath: "text", toStringKey: "title") { $0.values[$1] = .string($2) }
        manager.bind(label, keyValuePath: "placeholder", toStringKey: "save") { $0.values[$1] = .string($2) }
        manager.bind(label, keyValuePath: "accessibilityLabel", toStringKey: "missing") { $0.values[$1] = .string($2) }
        #expect(label.values["text"] == .string("Settings"))
        try manager.apply(language: "ar")
        #expect(label.values["text"] == .string("الإعدادات"))
        #expect(label.values["placeholder"] == .string("Save"), "from the base table")
        #expect(label.values["accessibilityLabel"] == .string("missing"), "the key itself, never blank")
        manager.unbind(label, keyValuePath: "text")
        #expect(manager.bindingCount(of: label) == 2)
    }
}
