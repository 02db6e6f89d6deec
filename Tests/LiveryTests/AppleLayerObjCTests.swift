import Foundation
import Testing

/// The Objective-C façade (`Sources/LiveryObjC`) as far as Linux can check it: every call and type
/// against the UIKit stand-ins and a LiveryUI built on them, with `@objc` removed (Swift on Linux has
/// no Objective-C interop, so whether each declaration is representable in Objective-C is checked
/// only by Xcode: see `Scripts/check-objc-facade.sh`).
@Suite("Apple-only code: the Objective-C façade")
struct AppleLayerObjCTests {
    static func check(sources: URL? = nil) throws -> (status: Int32, output: String) {
        let modules = try #require(DocumentationExamples.modulesFolder(), "build the package first (swift build --build-tests)")
        let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-objc-facade.sh")
        var arguments = [script.path, modules.path]
        if let sources { arguments.append(sources.path) }
        return try DocumentationExamples.run(URL(fileURLWithPath: "/bin/bash"), arguments)
    }

    @Test("the façade's calls and types check against the UIKit stand-ins")
    func typeChecks() throws {
        let result = try Self.check()
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("LiveryObjC type-checks"), "\(result.output)")
    }

    @Test("the check fails on a misspelt call", arguments: [
        ("livery.setTitleColor(Token(path), for: state)", "livery.setTitleColour(Token(path), for: state)"),
        ("object.setValue(converted, forKeyPath: keyPath)", "object.setValue(converted, forKeypath: keyPath)"),
    ])
    func misspelt(_ original: String, _ misspelt: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Sources/LiveryObjC"), to: folder)
        let file = folder.appendingPathComponent("ObjC/LVThemeManager.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(original), "LVThemeManager.swift no longer contains \(original)")
        try text.replacingOccurrences(of: original, with: misspelt).write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.check(sources: folder)
        #expect(result.status != 0, "a misspelt call type-checked:\n\(result.output)")
        #expect(result.output.contains("error:"), "\(result.output)")
    }
}
