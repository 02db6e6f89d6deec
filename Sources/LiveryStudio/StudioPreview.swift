import Foundation
import Livery
import LiveryTools

/// The mock screen's colours for one selection, computed once here so the page paints what the
/// tests measure: each colour role's token, its derivation from another role, or iOS's default,
/// and, where a colour from the set meets a default it would vanish on, the partner that makes
/// the pair read.
extension StudioModel {
    /// One colour role of the mock, as painted in a selection.
    struct PreviewColor: Encodable, Equatable {
        /// The CSS the page paints (the token's own text for a token, so Display P3 stays P3).
        var css: String
        /// `#RRGGBB` or `#RRGGBBAA` in sRGB.
        var hex: String
        /// `token`, `derived` (from another role), `partner` (changed so its text and background
        /// read) or `default` (iOS's).
        var source: String
        /// Why, in words, for the mapping list.
        var note: String
    }

    /// The mock's texts and the backgrounds they are drawn on (the page's `.mock` styles).
    static let previewTextPairs: [(foreground: String, background: String)] = [
        ("navigationBar.title", "navigationBar.background"), ("accent", "navigationBar.background"),
        ("text.secondary", "screen.background"), ("text.primary", "list.background"),
        ("text.secondary", "list.background"), ("accent", "list.background"), ("button.title", "button.background"),
        ("button.title", "button.highlightedBackground"), ("button.title", "button.selectedBackground"),
        ("button.disabledTitle", "button.disabledBackground"), ("textField.text", "textField.background"),
        ("textField.placeholder", "textField.background"), ("tabBar.selected", "tabBar.background"),
        ("tabBar.unselected", "tabBar.background"),
    ]

    /// Backgrounds of the mock, each drawn over the screen (the screen over white).
    static let previewBackgrounds: [String] = [
        "screen.background", "list.background", "navigationBar.background", "tabBar.background", "button.background",
        "button.highlightedBackground", "button.selectedBackground", "button.disabledBackground", "textField.background",
    ]

    /// iOS's colour of each role in the light appearance (the page's defaults) and in the dark one.
    static let iOSDefaults: [String: (light: String, dark: String)] = [
        "screen.background": ("#F2F2F7", "#000000"),
        "list.background": ("#FFFFFF", "#1C1C1E"),
        "list.separator": ("#C6C6C8", "#38383A"),
        "text.primary": ("#000000", "#FFFFFF"),
        "text.secondary": ("#6C6C70", "#98989F"),
        "accent": ("#007AFF", "#0A84FF"),
        "navigationBar.background": ("#F9F9F9", "#1C1C1E"),
        "navigationBar.title": ("#000000", "#FFFFFF"),
        "tabBar.background": ("#F9F9F9", "#1C1C1E"),
        "tabBar.selected": ("#007AFF", "#0A84FF"),
        "tabBar.unselected": ("#8E8E93", "#8E8E93"),
        "button.background": ("#007AFF", "#0A84FF"),
        "button.title": ("#FFFFFF", "#FFFFFF"),
        "button.highlightedBackground": ("#0062CC", "#0060DF"),
        "button.selectedBackground": ("#004999", "#004EA8"),
        "button.disabledBackground": ("#D1D1D6", "#3A3A3C"),
        "button.disabledTitle": ("#8E8E93", "#8E8E93"),
        "switch.on": ("#34C759", "#30D158"),
        "textField.background": ("#FFFFFF", "#1C1C1E"),
        "textField.border": ("#C6C6C8", "#38383A"),
        "textField.text": ("#000000", "#FFFFFF"),
        "textField.placeholder": ("#C7C7CD", "#6E6E73"),
    ]

    /// The role's iOS colours, light then dark (none for a role iOS gives no default).
    static func iOSColors(of role: String) -> [String] {
        iOSDefaults[role].map { [$0.light, $0.dark] } ?? []
    }

    /// Below this a pair counts as hidden and gets a partner; the preview never draws below 1.5:1.
    static let partnerThreshold = 3.0
    static let hiddenThreshold = 1.5

    /// `#RRGGBB` as a colour (black for anything else: only the tables above are read).
    static func hexColor(_ text: String) -> ThemeColor {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return ThemeColor(red: 0, green: 0, blue: 0) }
        return ThemeColor(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    /// `over` with `color` drawn on it by its alpha: an opaque sRGB colour.
    static func composite(_ color: ThemeColor, over: ThemeColor) -> ThemeColor {
        let a = min(max(color.alpha, 0), 1)
        let c = color.sRGBComponents
        let o = over.sRGBComponents
        return ThemeColor(
            red: c.red * a + o.red * (1 - a), green: c.green * a + o.green * (1 - a), blue: c.blue * a + o.blue * (1 - a))
    }

    /// What UIKit does to a plain button's colour for a state.
    static func derive(_ base: ThemeColor, _ derivation: String?) -> ThemeColor {
        let c = base.sRGBComponents
        switch derivation {
        case "pressed": return ThemeColor(red: c.red * 0.8, green: c.green * 0.8, blue: c.blue * 0.8, alpha: base.alpha)
        case "selected": return ThemeColor(red: c.red * 0.65, green: c.green * 0.65, blue: c.blue * 0.65, alpha: base.alpha)
        case "disabled": return ThemeColor(red: c.red, green: c.green, blue: c.blue, alpha: base.alpha * 0.35)
        default: return base
        }
    }

    /// Each colour role's colour in one selection (`color` gives a token's resolved colour).
    static func preview(roles: [RoleInfo], color: (String) -> ThemeColor?) -> [String: PreviewColor] {
        let byRole = Dictionary(roles.map { ($0.role, $0) }, uniquingKeysWith: { a, _ in a })
        let colorRoles = roles.filter { $0.type == TokenType.color.rawValue }.map(\.role)
        var colors: [String: ThemeColor] = [:]
        var result: [String: PreviewColor] = [:]
        /// Whether a role's colour comes from the set (its token, or derived from one).
        var fromSet: [String: Bool] = [:]

        func set(_ role: String, _ value: ThemeColor, css: String? = nil, source: String, note: String, own: Bool) {
            colors[role] = value
            fromSet[role] = own
            result[role] = PreviewColor(css: css ?? cssText(value), hex: value.hexString, source: source, note: note)
        }

        // 1. Tokens, derivations and defaults.
        func paint(_ name: String, depth: Int) {
            guard colors[name] == nil, let role = byRole[name] else { return }
            if let token = role.token {
                if let value = color(token) {
                    set(
                        name, value, css: value.systemName == nil ? value.cssText : value.hexString, source: "token",
                        note: "from \(token)", own: true)
                    return
                }
                let fallback = hexColor(iOSDefaults[name]?.light ?? "#000000")
                set(name, fallback, source: "default", note: "iOS default: \(token) has no colour in this selection", own: false)
                return
            }
            if role.source == "derived", let from = role.derivedFrom, depth < 4 {
                paint(from, depth: depth + 1)
                if let base = colors[from], fromSet[from] == true {
                    set(name, derive(base, role.derivation), source: "derived", note: role.reason, own: true)
                    return
                }
            }
            set(
                name, hexColor(iOSDefaults[name]?.light ?? "#000000"), source: "default",
                note: "iOS default: nothing in the set maps it",
                own: false)
        }
        for name in colorRoles { paint(name, depth: 0) }

        func background(_ name: String) -> ThemeColor {
            let white = ThemeColor(red: 1, green: 1, blue: 1)
            let screen = composite(colors["screen.background"] ?? white, over: white)
            if name == "screen.background" { return screen }
            return composite(colors[name] ?? white, over: screen)
        }
        func ratio(_ foreground: String, _ back: String) -> Double {
            guard let fg = colors[foreground] else { return 21 }
            return LiveryTools.Contrast.ratio(fg, on: background(back))
        }
        func describe(_ ratio: Double) -> String { String(format: "%.1f:1", ratio) }

        // 2. A background iOS paints, under text from the set that it hides: the partner is
        //    iOS's background of the other appearance (or white, or black), whichever reads.
        for back in previewBackgrounds where fromSet[back] == false && colors[back] != nil {
            let texts = previewTextPairs.filter { $0.background == back && fromSet[$0.foreground] == true }.map(\.foreground)
            guard !texts.isEmpty, texts.contains(where: { ratio($0, back) < partnerThreshold }) else { continue }
            let options = (iOSColors(of: back) + ["#FFFFFF", "#000000"]).map(hexColor)
            let original = colors[back]
            var best: (ThemeColor, Double)?
            for option in options {
                colors[back] = option
                let worst = texts.map { ratio($0, back) }.min() ?? 21
                if best == nil || worst > (best?.1 ?? 0) + 0.01 { best = (option, worst) }
                if worst >= partnerThreshold { break }
            }
            colors[back] = original
            guard let (chosen, _) = best else { continue }
            let names = texts.joined(separator: ", ")
            set(back, chosen, source: "partner", note: "iOS default changed so \(names) from the set reads on it", own: false)
        }

        // 3. Text iOS paints on a background from the set that hides it, and any text still
        //    below 1.5:1 (both from the set): its partner is the default, white or black that
        //    reads on every background it is drawn on.
        for name in colorRoles {
            let backs = previewTextPairs.filter { $0.foreground == name }.map(\.background)
            guard !backs.isEmpty, colors[name] != nil else { continue }
            // iOS's own pairs (a default placeholder on a default field) are left as iOS draws them.
            guard fromSet[name] == true || backs.contains(where: { fromSet[$0] == true }) else { continue }
            let worst = backs.map { ratio(name, $0) }.min() ?? 21
            let own = fromSet[name] == true
            guard worst < (own ? hiddenThreshold : partnerThreshold) else { continue }
            let original = colors[name]
            let options = (iOSColors(of: name) + ["#000000", "#FFFFFF"]).map(hexColor)
            var best: (ThemeColor, Double)?
            for option in options {
                colors[name] = option
                let low = backs.map { ratio(name, $0) }.min() ?? 21
                if best == nil || low > (best?.1 ?? 0) + 0.01 { best = (option, low) }
                if low >= partnerThreshold { break }
            }
            colors[name] = original
            guard let (chosen, _) = best else { continue }
            let token = byRole[name]?.token
            let note =
                own
                ? "\(token ?? name) is hidden on \(backs.joined(separator: ", ")) here (\(describe(worst))): drawn so it reads"
                : "iOS default changed so it reads on \(backs.joined(separator: ", ")) from the set"
            set(name, chosen, source: "partner", note: note, own: false)
        }
        return result
    }

    /// The CSS of an sRGB colour the preview computed.
    static func cssText(_ color: ThemeColor) -> String {
        let c = color.sRGBComponents
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if color.alpha >= 1 { return "rgb(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)))" }
        return "rgb(\(byte(c.red)) \(byte(c.green)) \(byte(c.blue)) / \(String(format: "%.3f", min(max(color.alpha, 0), 1))))"
    }
}
