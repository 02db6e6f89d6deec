import Foundation
import Livery
import LiveryTools

/// The JSON the API answers (described in the HTTP API article).
enum StudioModel {
    struct ErrorBody: Encodable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var tokenPath: String?
        var rule: String?
        var severity: String?
    }

    struct Modifier: Encodable {
        var name: String
        var contexts: [String]
        var `default`: String
    }

    struct SelectionInfo: Encodable {
        var id: String
        var contexts: [String: String]
        var label: String
    }

    struct DocumentInfo: Encodable {
        var file: String
        var format: String
        var layer: String?
        var condition: [String: String]
        var editable: Bool
        var dirty: Bool
        var conflict: Bool
        var error: ErrorBody?
    }

    struct TokenInfo: Encodable {
        var path: String
        var type: String?
        var description: String?
        var deprecated: Bool
        var files: [String]
    }

    struct RoleInfo: Encodable {
        var role: String
        var title: String
        var type: String
        var token: String?
        var source: String
    }

    struct Space: Encodable {
        var name: String
        var revision: Int
        var canUndo: Bool
        var canRedo: Bool
        var dirty: [String]
        var conflicts: [String]
        var canAddTheme: Bool
        var canPack: Bool
        var packUnavailableReason: String?
        var exportFormats: [String]
        var documents: [DocumentInfo]
        var modifiers: [Modifier]
        var selections: [SelectionInfo]
        var tokens: [TokenInfo]
        var roles: [RoleInfo]
        var diagnostics: [ErrorBody]
    }

    struct ColorInfo: Encodable {
        var css: String
        var hex: String
        var colorSpace: String
    }

    struct FontInfo: Encodable {
        var css: String
        var family: String?
        var size: Double?
        var weight: Double?
    }

    struct ImageInfo: Encodable {
        var kind: String
        var name: String?
        var url: String?
    }

    struct CSSInfo: Encodable {
        var css: String
    }

    struct ResolvedEntry: Encodable {
        var type: String
        var text: String
        var color: ColorInfo?
        var font: FontInfo?
        var shadow: CSSInfo?
        var gradient: CSSInfo?
        var dimension: CSSInfo?
        var border: CSSInfo?
        var image: ImageInfo?
        var file: String?
        var line: Int?
        var column: Int?
        var chain: [String]
    }

    struct Resolved: Encodable {
        var selection: String
        var tokens: [String: ResolvedEntry]
        var errors: [ErrorBody]
    }

    struct Declaration: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var layer: String
        var condition: [String: String]
        var raw: String
        var editable: Bool
    }

    struct ChainLink: Encodable {
        var path: String
        var file: String?
        var line: Int?
        var column: Int?
    }

    struct Origin: Encodable {
        var text: String?
        var file: String?
        var line: Int?
        var column: Int?
        var chain: [ChainLink]
        var error: ErrorBody?
    }

    struct TokenDetail: Encodable {
        var path: String
        var type: String?
        var description: String?
        var declarations: [Declaration]
        var selections: [String: Origin]
        var aliasCandidates: [String]
    }

    struct Lint: Encodable {
        var diagnostics: [ErrorBody]
    }

    struct ContrastPair: Encodable, Hashable {
        var foreground: String
        var background: String
        var ratio: Double
        var aa: Bool
        var aaa: Bool
        var aaLarge: Bool
    }

    struct Contrast: Encodable {
        var selection: String
        var pairs: [ContrastPair]
    }

    struct Revision: Encodable {
        var revision: Int
    }

    // MARK: Selections

    /// `appearance=dark;contrast=normal;theme=ocean`.
    static func id(of selection: Selection) -> String {
        selection.contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }

    static func selection(from id: String) -> Selection {
        var contexts: [String: String] = [:]
        for part in id.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { contexts[String(pair[0])] = String(pair[1]) }
        }
        return Selection(contexts)
    }

    static func label(of selection: Selection, modifiers: [ThemeSpace.Modifier]) -> String {
        modifiers.compactMap { selection[$0.name] }.joined(separator: " · ")
    }

    // MARK: Roles

    struct Role: Sendable {
        var name: String
        var title: String
        var types: Set<TokenType>
        /// Token path endings tried in order when the documents map nothing.
        var guesses: [String]
    }

    static let roles: [Role] = [
        Role(name: "screen.background", title: "Screen background", types: [.color],
             guesses: ["screen.background", "background.primary", "background.default", "background", "bg", "surface"]),
        Role(name: "list.background", title: "List rows", types: [.color],
             guesses: ["list.background", "cell.background", "background.elevated", "background.secondary", "surface", "card.background"]),
        Role(name: "list.separator", title: "Separators", types: [.color],
             guesses: ["list.separator", "separator", "divider", "border.default", "border"]),
        Role(name: "text.primary", title: "Primary text", types: [.color],
             guesses: ["text.primary", "foreground", "label", "text.default", "text"]),
        Role(name: "text.secondary", title: "Secondary text", types: [.color],
             guesses: ["text.secondary", "secondary-label", "text.muted", "muted"]),
        Role(name: "accent", title: "Accent (links, switch, selection)", types: [.color],
             guesses: ["accent", "tint", "brand", "primary"]),
        Role(name: "navigationBar.background", title: "Navigation bar background", types: [.color],
             guesses: ["navigation-bar.background", "navigationBar.background", "nav.background", "bar.background",
                       "background.secondary", "background.primary"]),
        Role(name: "navigationBar.title", title: "Navigation bar title", types: [.color],
             guesses: ["navigation-bar.title", "navigationBar.title", "nav.title", "text.primary"]),
        Role(name: "tabBar.background", title: "Tab bar background", types: [.color],
             guesses: ["tab-bar.background", "tabBar.background", "bar.background", "background.secondary", "background.primary"]),
        Role(name: "tabBar.selected", title: "Selected tab", types: [.color],
             guesses: ["tab-bar.selected", "tabBar.selected", "accent", "tint", "primary"]),
        Role(name: "tabBar.unselected", title: "Other tabs", types: [.color],
             guesses: ["tab-bar.unselected", "tabBar.unselected", "text.tertiary", "text.secondary"]),
        Role(name: "button.background", title: "Button", types: [.color],
             guesses: ["button.background", "accent", "tint", "primary"]),
        Role(name: "button.title", title: "Button title", types: [.color],
             guesses: ["button.title", "button.text", "text.inverse", "on-accent", "on-primary"]),
        Role(name: "button.highlightedBackground", title: "Button, pressed", types: [.color],
             guesses: ["button.highlighted", "button.pressed", "accent-pressed", "accent.pressed", "pressed"]),
        Role(name: "button.selectedBackground", title: "Button, selected", types: [.color],
             guesses: ["button.selected", "accent-pressed", "accent.pressed", "accent"]),
        Role(name: "button.disabledBackground", title: "Button, disabled", types: [.color],
             guesses: ["button.disabled", "background.disabled", "disabled", "background.secondary"]),
        Role(name: "button.disabledTitle", title: "Button title, disabled", types: [.color],
             guesses: ["button.disabled-title", "text.disabled", "text.tertiary", "text.secondary"]),
        Role(name: "switch.on", title: "Switch, on", types: [.color],
             guesses: ["switch.on", "accent", "tint", "primary"]),
        Role(name: "textField.background", title: "Text field", types: [.color],
             guesses: ["text-field.background", "textField.background", "input.background", "background.elevated",
                       "background.secondary"]),
        Role(name: "textField.border", title: "Text field border", types: [.color],
             guesses: ["text-field.border", "textField.border", "input.border", "separator", "border"]),
        Role(name: "textField.text", title: "Text field text", types: [.color],
             guesses: ["text-field.text", "textField.text", "input.text", "text.primary"]),
        Role(name: "textField.placeholder", title: "Placeholder", types: [.color],
             guesses: ["placeholder", "text.tertiary", "text.secondary"]),
        Role(name: "font.title", title: "Title font", types: [.font, .typography],
             guesses: ["typography.title", "font.title", "title"]),
        Role(name: "font.body", title: "Body font", types: [.font, .typography],
             guesses: ["typography.body", "font.body", "body"]),
        Role(name: "radius.button", title: "Button corner radius", types: [.dimension],
             guesses: ["radius.button", "button.radius", "radius.md", "corner-radius", "radius.medium", "radius"]),
    ]

    /// Foreground/background role pairs the contrast matrix checks.
    static let rolePairs: [(String, String)] = [
        ("text.primary", "screen.background"), ("text.secondary", "screen.background"),
        ("text.primary", "list.background"), ("text.secondary", "list.background"),
        ("navigationBar.title", "navigationBar.background"), ("button.title", "button.background"),
        ("button.title", "button.highlightedBackground"), ("button.disabledTitle", "button.disabledBackground"),
        ("textField.text", "textField.background"), ("textField.placeholder", "textField.background"),
        ("tabBar.selected", "tabBar.background"), ("tabBar.unselected", "tabBar.background"),
        ("accent", "screen.background"),
    ]

    /// Each role's token: declared in the documents, else guessed from common names.
    static func roleMapping(declared: [String: String], types: [String: TokenType]) -> [RoleInfo] {
        let paths = types.keys.sorted()
        return roles.map { role in
            let typeName = role.types.map(\.rawValue).sorted().joined(separator: " or ")
            if let token = declared[role.name] {
                return RoleInfo(role: role.name, title: role.title, type: typeName, token: token, source: "declared")
            }
            for guess in role.guesses {
                let match = paths.first { path in
                    (path == guess || path.hasSuffix("." + guess)) && types[path].map(role.types.contains) == true
                }
                if let match {
                    return RoleInfo(role: role.name, title: role.title, type: typeName, token: match, source: "guessed")
                }
            }
            return RoleInfo(role: role.name, title: role.title, type: typeName, token: nil, source: "none")
        }
    }
}
