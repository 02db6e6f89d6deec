import Foundation
@testable import Livery

/// Plain Swift classes standing in for views.
final class Label {
    var textColor: ThemeColor?
    var font: ThemeFont?
    var text: String?
    var applyCount = 0
    nonisolated(unsafe) static var deinitCount = 0
    deinit { Label.deinitCount += 1 }
}

final class Button {
    private(set) var titleColors: [String: ThemeColor] = [:]
    var background: ThemeColor?
    func setTitleColor(_ color: ThemeColor?, for state: String) { titleColors[state] = color }
}

/// The change of every `liveryThemeDidChange` notification one manager posts, in order, while it
/// lives (notifications are posted on the main thread, where the tests read them).
final class ChangeNotifications: @unchecked Sendable {
    private(set) var changes: [ThemeChange?] = []
    private var token: (any NSObjectProtocol)?

    init(of manager: AnyObject) {
        token = NotificationCenter.default.addObserver(forName: .liveryThemeDidChange, object: manager, queue: nil) {
            [unowned self] note in self.changes.append(note.userInfo?[ThemeChangeUserInfoKey] as? ThemeChange)
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

/// Records events in order.
@MainActor
final class EventLog {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

@MainActor
final class RecordingObserver: ThemeObserver {
    let log: EventLog
    var changes: [ThemeChange] = []
    init(log: EventLog) { self.log = log }
    func themeDidChange(_ change: ThemeChange) {
        changes.append(change)
        log.record("observer")
    }
}

enum RuntimeFixtures {
    /// A small space: two themes and a dark variant.
    static func space() throws -> ThemeSpace {
        let base = try Inline.document(
            #"""
            {"color": {"$type": "color", "text": {"primary": "{palette.ink}"}, "background": "{palette.paper}"},
             "palette": {"$type": "color", "ink": "#111111", "paper": "#FFFFFF"},
             "font": {"body": {"$type": "font", "$value": {"family": "Georgia", "size": 17}}},
             "image": {"hero": {"$type": "image", "$value": "https://cdn.example.com/hero.png"}}}
            """#, file: "/space/base.json")
        let ocean = try Inline.document(
            ##"{"palette": {"$type": "color", "ink": "#003344", "paper": "#E0F7FA"}}"##, file: "/space/ocean.json")
        let day = try Inline.document(##"{"palette": {"$type": "color", "ink": "#222222"}}"##, file: "/space/day.json")
        let dark = try Inline.document(
            ##"{"palette": {"$type": "color", "ink": "#EEEEEE", "paper": "#000000"}}"##, file: "/space/dark.json")
        return ThemeSpace(
            modifiers: ThemeSpace.standardModifiers(themes: ["day", "ocean"]),
            layers: [
                ThemeSpace.Layer(name: "base", documents: [base]),
                ThemeSpace.Layer(name: "theme=day", condition: ["theme": "day"], documents: [day]),
                ThemeSpace.Layer(name: "theme=ocean", condition: ["theme": "ocean"], documents: [ocean]),
                ThemeSpace.Layer(name: "appearance=dark", condition: ["appearance": "dark"], documents: [dark]),
            ])
    }
}

extension Token where Value == ThemeColor {
    static let textPrimary: Token<ThemeColor> = "color.text.primary"
    static let background: Token<ThemeColor> = "color.background"
}
