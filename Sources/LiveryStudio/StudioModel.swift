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
        /// Whether choosing a context changes anything: more than one context, and a layer that
        /// depends on it. A single DTCG file has a theme named after it and appearance and
        /// contrast modifiers no layer uses: the page shows no selector for those.
        var effective: Bool = true
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
        /// Every layer that reads the document (a Tokens Studio set shared by several themes).
        var layers: [String] = []
        /// When the document applies, in words: `always`, `every Brand`, `Mode = Light or Dark`.
        var appliesWhen: String = ""
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
        /// `declared`, `guessed`, `derived` or `none`.
        var source: String
        /// For a derived role: the role whose value it is painted from.
        var derivedFrom: String?
        /// For a derived role: `same`, `pressed`, `selected` or `disabled`.
        var derivation: String?
        /// Where the role's token or colour comes from, in words, for the mapping list: the file a
        /// mapping was declared in, the name a guess matched and the mode it kept to, the role a
        /// colour is derived from, or why iOS's default is used.
        var reason: String = ""
        /// For a guessed role in a set whose token paths name modes (`light.theme.bg`,
        /// `color.text.dark.primary`): the mode its token belongs to.
        var mode: String?
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
        /// Where each format exports when no folder is given (the output field's placeholder).
        var exportDefaults: [String: String] = [:]
        /// Modes written in token paths, as a grid (absent when the paths name none).
        var modeGrid: ModeGrid? = nil
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
        /// The mock screen's colour roles as painted in this selection (``preview(roles:color:)``).
        var preview: [String: PreviewColor] = [:]
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
        /// Rules Studio can fix for every finding at once, with what the fix does.
        var fixable: [String: String] = StudioWorkspace.fixableRules
    }

    struct ContrastPair: Encodable, Hashable {
        var foreground: String
        var background: String
        var ratio: Double
        var aa: Bool
        var aaa: Bool
        var aaLarge: Bool
        /// Why the two are paired: `role` (the mock's mapping), `name` (an on-X/X or X.text/X.bg
        /// naming), `declared` (a document's contrast extension).
        var reason: String = "role"
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

    /// When a document read by `layers` applies, in words.
    static func appliesWhen(_ layers: [ThemeSpace.Layer], modifiers: [ThemeSpace.Modifier]) -> String {
        guard !layers.isEmpty else { return "not read" }
        if layers.contains(where: { $0.condition.isEmpty }) { return "always" }
        // One-modifier conditions, grouped by modifier.
        var byModifier: [String: [String]] = [:]
        var others: [String] = []
        for layer in layers {
            if layer.condition.count == 1, let (name, context) = layer.condition.first {
                byModifier[name, default: []].append(context)
            } else {
                others.append(
                    layer.condition.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
            }
        }
        var parts: [String] = []
        for name in byModifier.keys.sorted() {
            let contexts = byModifier[name] ?? []
            let all = modifiers.first { $0.name == name }?.contexts ?? []
            if !all.isEmpty, Set(all).isSubset(of: Set(contexts)) {
                parts.append("every \(name)")
            } else {
                parts.append("\(name) = " + contexts.joined(separator: " or "))
            }
        }
        return (parts + others).joined(separator: "; or ")
    }

    /// The modifiers a choice of context changes something for.
    static func effectiveModifiers(_ space: ThemeSpace) -> Set<String> {
        Set(
            space.modifiers.filter { modifier in
                modifier.contexts.count > 1 && space.layers.contains { $0.condition[modifier.name] != nil }
            }.map(\.name))
    }

    // MARK: Roles

    struct Role: Sendable {
        var name: String
        var title: String
        var types: Set<TokenType>
        /// Token path endings tried in order when the documents map nothing.
        var guesses: [String]
    }

    /// The roles of the mock screen, each with the names common schemes give it: Livery's own,
    /// Tokens Studio (`bg.default.color`, `text.primary.color`, `button.bg.color`), Material
    /// (`md.sys.color.on-surface`, `surface-variant`, `outline`), Apple's semantic colours
    /// (`systemBackground`, `secondaryLabel`, `separator`, `tintColor`), short forms
    /// (`bg`/`fg`/`surface`/`onSurface`/`primary`) and DKNightVersion's keys (`BG`, `SEP`, `TINT`,
    /// `TEXT`, `BAR`, `HIGHLIGHTED`, `MAIN`). Guesses are word sequences after ``words(_:)``.
    static let roles: [Role] = [
        Role(
            name: "screen.background", title: "Screen background", types: [.color],
            guesses: [
                "screen.background", "background.primary", "background", "grouped.background", "surface.primary", "surface",
                "page.background", "canvas", "window.background", "app.background",
            ]),
        Role(
            name: "list.background", title: "List rows", types: [.color],
            guesses: [
                "list.background", "cell.background", "row.background", "card.background", "background.elevated",
                "background.secondary", "secondary.grouped.background", "secondary.background", "background.subtle",
                "surface.container", "surface.variant", "surface.raised", "background.surface", "surface.secondary", "card",
                "surface",
            ]),
        Role(
            name: "list.separator", title: "Separators", types: [.color],
            guesses: [
                "list.separator", "separator", "border", "border.subtle", "border.primary", "outline.variant", "outline",
                "stroke", "line",
            ]),
        Role(
            name: "text.primary", title: "Primary text", types: [.color],
            guesses: [
                "text.primary", "label", "foreground", "on.background", "on.surface", "content.primary", "text",
                "body.text", "title",
            ]),
        Role(
            name: "text.secondary", title: "Secondary text", types: [.color],
            guesses: [
                "text.secondary", "secondary.label", "text.muted", "text.subtle", "on.surface.variant",
                "content.secondary", "foreground.secondary", "subdued.text", "muted", "subtext", "detail",
            ]),
        Role(
            name: "accent", title: "Accent (links, switch, selection)", types: [.color],
            guesses: [
                "accent", "tint", "brand.primary", "brand", "primary", "main", "link", "interactive", "action",
                "accent.background",
            ]),
        Role(
            name: "navigationBar.background", title: "Navigation bar background", types: [.color],
            guesses: [
                "navigation.bar.background", "navigation.background", "nav.bar.background", "nav.background",
                "toolbar.background", "header.background", "bar.background", "navigation.bar", "bar", "top.bar",
                "background.secondary", "secondary.background", "background.primary", "background", "surface",
            ]),
        Role(
            name: "navigationBar.title", title: "Navigation bar title", types: [.color],
            guesses: [
                "navigation.bar.title", "navigation.title", "nav.title", "header.text", "toolbar.text", "bar.text",
                "bar.title", "text.primary", "label", "on.surface", "text",
            ]),
        Role(
            name: "tabBar.background", title: "Tab bar background", types: [.color],
            guesses: [
                "tab.bar.background", "tabbar.background", "tabs.background", "bottom.bar.background", "bar.background",
                "tab.bar", "bar", "background.secondary", "secondary.background", "background.primary", "background", "surface",
            ]),
        Role(
            name: "tabBar.selected", title: "Selected tab", types: [.color],
            guesses: [
                "tab.bar.selected", "tab.selected", "tabbar.selected", "tab.active", "accent", "tint", "brand.primary", "primary",
                "main",
            ]),
        Role(
            name: "tabBar.unselected", title: "Other tabs", types: [.color],
            guesses: [
                "tab.bar.unselected", "tab.unselected", "tabbar.unselected", "tab.inactive", "text.tertiary",
                "tertiary.label", "text.secondary", "secondary.label", "text.subtle", "text.muted", "subtext",
            ]),
        Role(
            name: "button.background", title: "Button", types: [.color],
            guesses: [
                "button.background", "button.primary.background", "button", "button.primary",
                "interactive.primary.background", "accent", "tint", "brand.primary", "primary", "main", "accent.background",
            ]),
        Role(
            name: "button.title", title: "Button title", types: [.color],
            guesses: [
                "button.title", "button.text", "button.foreground", "button.label", "button.primary.text",
                "on.primary", "on.accent", "text.inverse", "text.on.accent", "text.on.primary", "interactive.primary.text",
                "primary.contrast", "accent.contrast",
            ]),
        Role(
            name: "button.highlightedBackground", title: "Button, pressed", types: [.color],
            guesses: [
                "button.highlighted.background", "button.pressed.background", "button.background.pressed",
                "button.background.highlighted", "button.highlighted", "button.pressed", "accent.pressed",
                "primary.pressed", "accent.active", "primary.active", "accent.background.down", "highlighted", "pressed",
            ]),
        Role(
            name: "button.selectedBackground", title: "Button, selected", types: [.color],
            guesses: [
                "button.selected.background", "button.background.selected", "button.selected", "accent.selected",
                "selected.background", "selected", "accent.pressed", "accent",
            ]),
        Role(
            name: "button.disabledBackground", title: "Button, disabled", types: [.color],
            guesses: [
                "button.disabled.background", "button.background.disabled", "button.disabled", "background.disabled",
                "disabled.background", "disabled", "background.secondary", "secondary.background",
            ]),
        Role(
            name: "button.disabledTitle", title: "Button title, disabled", types: [.color],
            guesses: [
                "button.disabled.title", "button.disabled.text", "button.text.disabled", "text.disabled",
                "disabled.text", "placeholder.text", "text.tertiary", "tertiary.label", "text.secondary",
            ]),
        Role(
            name: "switch.on", title: "Switch, on", types: [.color],
            guesses: [
                "switch.on", "switch.background.on", "toggle.on", "switch.active", "toggle.active", "success", "accent", "tint",
                "brand.primary", "primary", "main",
            ]),
        Role(
            name: "textField.background", title: "Text field", types: [.color],
            guesses: [
                "text.field.background", "input.background", "field.background", "textfield.background",
                "background.elevated", "background.secondary", "surface.container",
            ]),
        Role(
            name: "textField.border", title: "Text field border", types: [.color],
            guesses: [
                "text.field.border", "input.border", "field.border", "textfield.border", "outline", "border",
                "separator",
            ]),
        Role(
            name: "textField.text", title: "Text field text", types: [.color],
            guesses: [
                "text.field.text", "input.text", "field.text", "textfield.text", "text.primary", "label", "on.surface", "text",
            ]),
        Role(
            name: "textField.placeholder", title: "Placeholder", types: [.color],
            guesses: [
                "text.field.placeholder", "input.placeholder", "placeholder", "placeholder.text", "text.placeholder",
                "text.tertiary", "tertiary.label", "text.secondary", "secondary.label", "text.subtle", "text.muted", "subtext",
            ]),
        Role(
            name: "font.title", title: "Title font", types: [.font, .typography],
            guesses: ["typography.title", "font.title", "title", "heading", "headline", "title.large", "display"]),
        Role(
            name: "font.body", title: "Body font", types: [.font, .typography],
            guesses: ["typography.body", "font.body", "body", "body.medium", "body.large", "paragraph", "text"]),
        Role(
            name: "radius.button", title: "Button corner radius", types: [.dimension],
            guesses: [
                "radius.button", "button.radius", "button.corner.radius", "button.border.radius", "radius.medium",
                "radius.md", "corner.radius", "border.radius.md", "radius", "corner",
            ]),
    ]

    /// Roles the page paints from another role's colour when nothing names them: a pressed
    /// button is the button's colour darkened, and so on (what UIKit does for a plain button).
    static let derivedRoles: [String: (from: [String], derivation: String)] = [
        "button.background": (["accent"], "same"),
        "button.highlightedBackground": (["button.background", "accent"], "pressed"),
        "button.selectedBackground": (["button.background", "accent"], "selected"),
        "button.disabledBackground": (["button.background", "accent"], "disabled"),
        "button.disabledTitle": (["button.title"], "disabled"),
        "tabBar.selected": (["accent"], "same"),
        "switch.on": (["accent"], "same"),
        "navigationBar.title": (["text.primary"], "same"),
        "textField.text": (["text.primary"], "same"),
        "tabBar.unselected": (["text.secondary"], "same"),
        "textField.placeholder": (["text.secondary"], "same"),
        "textField.border": (["list.separator"], "same"),
        "textField.background": (["list.background"], "same"),
        "navigationBar.background": (["list.background", "screen.background"], "same"),
        "tabBar.background": (["list.background", "screen.background"], "same"),
    ]

    /// Words that say nothing about a role (`color`, `sys`, `md`, `default`, `value`, `system`…).
    static let noiseWords: Set<String> = [
        "color", "colors", "colour", "colours", "sys", "md", "ref", "semantic", "value", "default", "system", "base",
        "theme", "token", "tokens", "ui", "global", "alias", "palette", "fill",
    ]

    /// Short forms and synonyms, to one spelling.
    static let synonyms: [String: String] = [
        "bg": "background", "back": "background", "backgroundcolor": "background", "fg": "foreground",
        "sep": "separator", "divider": "separator", "hairline": "separator", "txt": "text", "tint": "tint",
        "nav": "navigation", "navbar": "navigation.bar", "tabbar": "tab.bar", "btn": "button", "textfield": "text.field",
        "hl": "highlighted", "highlight": "highlighted", "sub": "secondary", "fgd": "foreground", "onsurface": "on.surface",
        "onprimary": "on.primary", "onbackground": "on.background",
    ]

    /// The words of a token path: split at `.`, `-`, `_`, spaces and camelCase, lower-cased,
    /// synonyms made one, noise left out (`button.bg.color` → `button background`).
    static func words(_ path: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        func flush() {
            guard !current.isEmpty else { return }
            let lower = current.lowercased()
            for word in (synonyms[lower] ?? lower).split(separator: ".") where !noiseWords.contains(String(word)) {
                words.append(String(word))
            }
            current = ""
        }
        for character in path {
            if character == "." || character == "-" || character == "_" || character == " " || character == "/" {
                flush()
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower { flush() }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        flush()
        return words
    }

    /// Words before a match that change what it means (`text` in `text.primary` is not the accent).
    static let qualifiers: Set<String> = [
        "text", "background", "foreground", "border", "on", "label", "icon", "button", "surface", "outline", "shadow",
        "secondary", "tertiary", "disabled", "pressed", "hover", "selected", "focus", "inverse", "link", "input", "field",
        "tab", "navigation", "bar", "card", "list", "title", "subtitle", "status", "error", "warning", "success", "info",
        "danger", "placeholder", "switch", "toggle", "container", "variant", "header", "toolbar",
    ]

    /// Whether `path`'s words end with `guess`'s, with nothing before them that changes the meaning.
    static func matches(_ pathWords: [String], _ guessWords: [String]) -> Bool {
        guard !guessWords.isEmpty, pathWords.count >= guessWords.count, Array(pathWords.suffix(guessWords.count)) == guessWords
        else { return false }
        let before = pathWords.dropLast(guessWords.count)
        return before.allSatisfy { !qualifiers.contains($0) }
    }

    /// Words that make a colour a foreground (`text`, `fg`, `label`, `icon`, `title`), and `on`.
    static let foregroundWords: Set<String> = ["text", "foreground", "label", "icon", "title", "content"]
    /// Words of colours WCAG leaves out (disabled controls) or that are not meant for the screen's
    /// background (inverse text, text on an accent).
    static let unpairedWords: Set<String> = ["disabled", "inverse", "placeholder"]

    /// Foreground/background pairs named alike among `paths`: `on.surface` with `surface`,
    /// `button.text` with `button.background`, `card.fg` with `card.bg`.
    static func namePairs(_ paths: [String]) -> [(String, String)] {
        var byWords: [[String]: String] = [:]
        for path in paths.sorted(by: { $0.count < $1.count }) where byWords[words(path)] == nil { byWords[words(path)] = path }
        var pairs: [(String, String)] = []
        for path in paths.sorted() {
            let w = words(path)
            guard !w.contains(where: unpairedWords.contains) else { continue }
            var candidates: [[String]] = []
            if let on = w.firstIndex(of: "on"), on + 1 < w.count {
                candidates.append(Array(w[(on + 1)...]))
                candidates.append(Array(w[..<on]) + Array(w[(on + 1)...]))
            }
            if let fg = w.lastIndex(where: foregroundWords.contains) {
                var background = w
                background[fg] = "background"
                candidates.append(background)
                candidates.append(Array(w[..<fg]))
            }
            for candidate in candidates where !candidate.isEmpty && candidate != w {
                if let match = byWords[candidate], match != path {
                    pairs.append((path, match))
                    break
                }
            }
        }
        return pairs
    }

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

    /// Words that name a mode inside a token path (`light.theme.bg`, `color.text.dark.primary`,
    /// `….sets.wireframe`): they say which mode a token belongs to, not what it is for.
    static let modeWords: Set<String> = [
        "light", "dark", "wireframe", "compact", "regular", "comfortable", "spacious", "day", "night", "dim",
    ]
    /// The modes a preview painted without a mode grid keeps to: a token of another mode
    /// (`dark`, `high contrast`, `wireframe`) is never mixed into it.
    static let defaultModes: Set<String> = ["light", "regular", "comfortable", "day"]

    /// Words of one family, made one for guessing: `fg`, `foreground` and `content` are text,
    /// `error`, `destructive`, `negative` and `critical` are danger.
    static let families: [String: String] = [
        "foreground": "text", "content": "text", "error": "danger", "destructive": "danger", "negative": "danger",
        "critical": "danger",
    ]

    /// Hue and palette words: a path with one of them, or ending in a number (`color.blue.500`,
    /// `global.colors.white`, `grey.000`), is a primitive, never guessed while a semantic token
    /// (`bg.default`, `text.primary`) fits.
    static let hueWords: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "indigo", "purple", "violet", "pink", "magenta", "teal", "cyan",
        "lime", "grey", "gray", "neutralgrey", "slate", "zinc", "stone", "amber", "emerald", "sky", "rose", "fuchsia",
        "brown", "black", "white", "celery", "chartreuse", "seafoam", "turquoise", "cinnamon", "silver", "watermelon",
    ]
    /// Family words that make a token the neutral one among same-named tokens
    /// (`color.neutral.background-default` before `color.primary.background-default`).
    static let neutralWords: Set<String> = ["neutral", "neutrals", "grey", "gray"]
    /// Roles painted in the set's neutral colours: among tokens named alike, the neutral family
    /// first and the accent family last. Other roles (the accent, buttons, tabs) take the accent
    /// family first (`Interactive.Primary.Foreground.Disabled` before `Interactive.Ghost…`).
    static let neutralRoles: Set<String> = [
        "screen.background", "list.background", "list.separator", "text.primary", "text.secondary",
        "navigationBar.background", "navigationBar.title", "tabBar.background", "tabBar.unselected",
        "textField.background", "textField.border", "textField.text", "textField.placeholder",
    ]
    /// Words of the accent family.
    static let accentWords: Set<String> = ["accent", "brand", "primary", "tint", "main"]

    /// A token path read for guessing: its words with modes taken out and families made one, and
    /// the modes it names.
    struct GuessPath {
        var path: String
        var words: [String]
        var modes: Set<String>
        var primitive: Bool

        init(_ path: String) {
            self.path = path
            let raw = StudioModel.words(path)
            var words: [String] = []
            var modes: Set<String> = []
            var index = 0
            while index < raw.count {
                let word = raw[index]
                // `high-contrast`, and `on-dark`/`on-light` (a token for the other mode's surfaces)
                if word == "high", index + 1 < raw.count, raw[index + 1] == "contrast" {
                    modes.insert("high contrast")
                    index += 2
                    continue
                }
                if word == "on", index + 1 < raw.count, StudioModel.modeWords.contains(raw[index + 1]) {
                    modes.insert("on " + raw[index + 1])
                    index += 2
                    continue
                }
                let family = StudioModel.families[word] ?? word
                if StudioModel.modeWords.contains(word) {
                    modes.insert(word)
                } else if word != "sets", words.last != family {
                    // `text.text-primary` (a group repeated in its tokens' names) reads `text primary`
                    words.append(family)
                }
                index += 1
            }
            self.words = words
            self.modes = modes
            let lower = path.lowercased()
            primitive =
                raw.last.map { $0.allSatisfy(\.isNumber) } == true || raw.contains(where: StudioModel.hueWords.contains)
                || lower.contains("primitive") || lower.contains("palette")
        }

        /// Whether the token belongs to the modes a preview without a mode grid shows.
        var inDefaultMode: Bool { modes.isSubset(of: StudioModel.defaultModes) }
    }

    /// A guess's words, families made one.
    static func guessWords(_ guess: String) -> [String] {
        words(guess).map { families[$0] ?? $0 }
    }

    /// Each role's token: declared (by hand in Studio, or in the documents), else guessed from
    /// common names, else derived from another role (pressed, selected and disabled buttons from the
    /// button or accent), else none (the page paints iOS's default). Guessing reads modes written
    /// in paths and keeps to the default one (light), takes semantic tokens before primitives
    /// (`color.blue.500`) and, among tokens named alike, the neutral family first.
    /// `declaredIn` names where the hand-made mapping is kept, for the mapping list.
    static func roleMapping(declared: [String: String], types: [String: TokenType], declaredIn: String? = nil) -> [RoleInfo] {
        // Candidates by their last word: a guess only looks at paths ending like it (10,000 tokens
        // × 25 roles × their guesses would otherwise be millions of comparisons).
        var byLastWord: [String: [GuessPath]] = [:]
        for path in types.keys.sorted() {
            let read = GuessPath(path)
            if let last = read.words.last { byLastWord[last, default: []].append(read) }
        }
        var result: [String: RoleInfo] = [:]
        for role in roles {
            let typeName = role.types.map(\.rawValue).sorted().joined(separator: " or ")
            if let token = declared[role.name] {
                result[role.name] = RoleInfo(
                    role: role.name, title: role.title, type: typeName, token: token, source: "declared",
                    reason: "chosen by hand" + (declaredIn.map { ", kept in \($0)" } ?? ""))
                continue
            }
            var found: (GuessPath, String)?
            // Semantic tokens first, over every guess; primitives only when no semantic token fits.
            passes: for allowPrimitives in [false, true] {
                for guess in role.guesses {
                    let guessWords = guessWords(guess)
                    guard let last = guessWords.last, let candidates = byLastWord[last] else { continue }
                    let matches = candidates.filter { read in
                        read.inDefaultMode && read.primitive == allowPrimitives
                            && types[read.path].map(role.types.contains) == true && Self.matches(read.words, guessWords)
                    }
                    let neutralRole = neutralRoles.contains(role.name) && !accentWords.contains(guessWords.first ?? "")
                    func rank(_ read: GuessPath) -> Int {
                        let before = read.words.dropLast(guessWords.count)
                        if !neutralRole { return before.contains(where: accentWords.contains) ? 0 : 1 }
                        if read.words.contains(where: neutralWords.contains) { return 0 }
                        return before.contains(where: accentWords.contains) ? 2 : 1
                    }
                    // The fewest words (`bg.default.color` before `card.bg.default.color`), then
                    // the neutral family, then the shortest path.
                    if let best = matches.min(by: {
                        ($0.words.count, rank($0), $0.path.count, $0.path) < ($1.words.count, rank($1), $1.path.count, $1.path)
                    }) {
                        found = (best, guess)
                        break passes
                    }
                }
            }
            guard let (read, guess) = found else {
                result[role.name] = RoleInfo(
                    role: role.name, title: role.title, type: typeName, token: nil, source: "none",
                    reason: "no \(typeName) token is named like it")
                continue
            }
            var reason = "guessed: its name reads ‘\(guessWords(guess).joined(separator: " "))’"
            let mode = read.modes.sorted().first
            if let mode { reason += ", in the \(mode) mode" }
            if read.primitive { reason += " (a primitive: no semantic token fits)" }
            result[role.name] = RoleInfo(
                role: role.name, title: role.title, type: typeName, token: read.path, source: "guessed", reason: reason,
                mode: mode)
        }
        // Derived: from the first role of its list that is painted (mapped, or derived itself).
        for _ in 0..<3 {
            for name in derivedRoles.keys.sorted() where result[name]?.token == nil && result[name]?.source != "derived" {
                guard let rule = derivedRoles[name], var info = result[name],
                    let from = rule.from.first(where: { result[$0]?.token != nil || result[$0]?.source == "derived" })
                else { continue }
                info.source = "derived"
                info.derivedFrom = from
                info.derivation = rule.derivation
                info.reason =
                    rule.derivation == "same"
                    ? "derived: the colour of \(from)" : "derived: the \(rule.derivation) colour of \(from), as UIKit draws it"
                result[name] = info
            }
        }
        return roles.compactMap { result[$0.name] }
    }
}
