import Foundation
import Livery

// `Tokens` is generated at build time by the LiveryGenerate plugin from Themes/, which is also a
// resource of this target: the app reads the themes from its own bundle, as an iOS app would.
guard let themes = Bundle.module.url(forResource: "Themes", withExtension: nil) else {
    FileHandle.standardError.write(Data("error: the Themes folder is not in the bundle\n".utf8))
    exit(1)
}
do {
    let space = try ThemeSpace(contentsOf: themes)
    print("themes from the bundle: \(themes.deletingLastPathComponent().lastPathComponent)/Themes")
    for theme in space.modifier(named: "theme")?.contexts ?? [] {
        let resolved = try space.resolve(Selection(theme: theme))
        let text = resolved[Tokens.Color.Text.primary]?.hexString ?? "?"
        let padding = resolved[Tokens.Spacing.large] ?? 0
        print("\(theme): text \(text), large spacing \(padding) pt, accent \(resolved[Tokens.Color.accent]?.hexString ?? "?")")
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
