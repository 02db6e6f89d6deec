import Foundation
import Livery

// `Tokens` is generated at build time by the LiveryGenerate plugin from Themes/.
let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Themes")
do {
    let space = try ThemeSpace(contentsOf: themes)
    for theme in space.modifier(named: "theme")?.contexts ?? [] {
        let resolved = try space.resolve(Selection(theme: theme))
        let text = resolved[Tokens.Color.Text.primary]?.hexString ?? "?"
        let padding = resolved[Tokens.Spacing.large] ?? 0
        print("\(theme): text \(text), large spacing \(padding) pt, accent \(resolved[Tokens.Color.accent]?.hexString ?? "?")")
    }
} catch {
    print(error)
}
