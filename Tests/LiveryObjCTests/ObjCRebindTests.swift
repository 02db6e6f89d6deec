import Foundation
import Livery
import LiveryObjC
import Testing

/// The Objective-C façades' binding forms, as their Swift cores: each bound 1,000 times from one
/// place leaves one binding.
@MainActor
@Suite("LiveryObjC: binding again replaces")
struct ObjCRebindTests {
    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case keyValuePath, block, stringKey
        var testDescription: String { rawValue }
    }

    @Test("binding the same object and key path or block key 1,000 times leaves one binding", arguments: Form.allCases)
    func thousandRebinds(_ form: Form) throws {
        let manager = try KeyValueBindingTests.manager()
        let languages = try ThemeSwitcher(
            languages: [LanguageTable(identifier: "en", strings: ["title": "Hello"])], default: "en", storage: nil)
        let object = KVCRecorder()
        var runs = 0
        for _ in 0..<1_000 {
            switch form {
            case .keyValuePath:
                manager.bind(object, keyValuePath: "textColor", toTokenAt: "color.text") { object, keyPath, value in
                    runs += 1
                    object.values[keyPath] = value
                }
            case .block:
                manager.bind(object, blockKey: "badge") { _ in runs += 1 }
            case .stringKey:
                languages.bind(object, keyValuePath: "text", toStringKey: "title") { object, keyPath, text in
                    runs += 1
                    object.values[keyPath] = .string(text)
                }
            }
        }
        switch form {
        case .keyValuePath, .block:
            #expect(manager.bindingCount(of: object) == 1)
            runs = 0
            try manager.apply(theme: "night")
            #expect(runs == 1)
        case .stringKey:
            #expect(languages.bindingCount(of: object) == 1)
            #expect(object.values["text"] == .string("Hello"))
        }
        if form == .keyValuePath { #expect(KeyValueBindingTests.hex(object.values["textColor"]) == "#EEEEEEFF") }
    }
}
