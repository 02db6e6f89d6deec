import Foundation
import Livery
import LiveryUI
import Testing

/// `registerUIKitProperties()` compiles only against UIKit (the real-SDK check type-checks it); on
/// Linux its source is read: every property it registers is in its documented list, and every
/// property the JHTheme guide's sample styles use is registered.
@Suite("LiveryUI: style registration coverage")
struct StyleRegistrationCoverageTests {
    static let source: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        let file = url.appendingPathComponent("Sources/LiveryUI/UIKit/UIKit+Styles.swift")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    /// The UIKit part of the style names generated from the conveniences table, which
    /// `registerUIKitProperties()` registers first.
    static let generated: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        let file = url.appendingPathComponent("Sources/LiveryUI/Generated/StyleRegistry+Conveniences.swift")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return String(text.split(separator: "#if canImport(AppKit)", maxSplits: 1).first ?? "")
    }()

    /// `(type, name)` of every `register(Type.self, "name"…` and `registerChild(Type.self, "name"…`.
    static var registrations: [(type: String, name: String)] {
        #expect(source.contains("registerTableUIKitProperties()"))
        return (source + generated).matches(of: /register(?:Child)?\(\s*(\w+)\.self,\s*"(\w+)"/).map {
            (String($0.1), String($0.2))
        }
    }

    /// The documentation comment above `registerUIKitProperties()`.
    static var documentation: String {
        source.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
    }

    @Test("every registered property is in the documented list, under its type")
    func documented() {
        #expect(Self.registrations.count >= 40, "\(Self.registrations.count) registrations")
        for (type, name) in Self.registrations {
            #expect(
                Self.documentation.contains("`\(type)`") || type == "CALayer" && Self.documentation.contains("`CALayer`"),
                "\(type) is not documented")
            #expect(
                Self.documentation.contains("`\(name)`") || Self.documentation.contains(".\(name)`"),
                "\(type).\(name) is not documented")
        }
    }

    @Test(
        "the properties the JHTheme guide's styles use are registered",
        arguments: [
            ("UINavigationBar", "barTintColor"), ("UINavigationBar", "translucent"), ("UITableView", "separatorColor"),
            ("UIView", "layer"), ("CALayer", "cornerRadius"), ("CALayer", "borderColor"), ("UIButton", "image"),
            ("UIButton", "titleColor"), ("UITabBar", "unselectedItemTintColor"), ("UIImageView", "image"),
        ])
    func registered(_ type: String, _ name: String) {
        #expect(Self.registrations.contains { $0.type == type && $0.name == name }, "\(type).\(name) is not registered")
    }
}
