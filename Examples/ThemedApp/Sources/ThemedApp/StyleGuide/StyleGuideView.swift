import Livery
import LiverySwiftUI
import LiveryUI
import SwiftUI

/// The style guide, in SwiftUI: the theme's copy in its reader font, a title in its header
/// gradient, and its colour tokens, each drawn in its own colour.
///
/// Tokens are read as SwiftUI values with `@ThemeToken` (or, for tokens chosen at run time, from
/// the manager's `ThemeValues`), from the manager `.livery(_:)` put in the environment: the
/// app-wide one, hosted in UIKit by ``RootViewController``. A switch re-renders only the views
/// that read a token whose value changed.
struct StyleGuideView: View {
    @ThemeToken("color.text.primary") private var primary: Color
    @ThemeToken("font.reader") private var reader: Font
    @ThemeToken("gradient.header") private var header: LinearGradient
    @ThemeToken("copy.about") private var about: String?
    /// The example skins define `copy.greeting`; the app's own themes do not.
    @ThemeToken("copy.greeting") private var greeting: String?

    /// The colour tokens shown, by path.
    private let swatches = [
        "color.accent", "color.accent-pressed", "color.text.link", "color.status.success", "color.status.error",
    ]

    var body: some View {
        VStack(spacing: 24) {
            Text(verbatim: "Style guide").font(.largeTitle).foregroundStyle(header)
            Text(verbatim: greeting ?? about ?? "").font(reader).foregroundStyle(primary)
            VStack(spacing: 8) {
                ForEach(swatches, id: \.self) { path in
                    SwatchRow(token: Token(path))
                }
            }
        }
    }
}

/// One colour token: a dot in its colour and its path.
struct SwatchRow: View {
    @Environment(\.livery) private var manager
    @ThemeToken("color.text.secondary") private var secondary: Color
    let token: Token<Livery.ThemeColor>

    var body: some View {
        // Reads only this token: the row re-renders only when its colour changes.
        let values = ThemeValues.values(for: manager ?? AppTheme.manager)
        HStack(spacing: 12) {
            Text(verbatim: "●").font(.title).foregroundStyle(values.color(token) ?? .clear)
            Text(verbatim: token.path).font(.body).foregroundStyle(secondary)
        }
    }
}

/// Xcode's previews of the style guide in three selections side by side, each pane a scope pinning
/// its selection. Previews have no launch path, so the manager reads the bundled documents here.
struct StyleGuideView_Previews: PreviewProvider {
    static var previews: some View {
        if let manager = previewManager() {
            LiveryPreview(
                manager,
                selections: [
                    Selection(theme: "default", appearance: .light),
                    Selection(theme: "ocean", appearance: .dark),
                    Selection(theme: "sepia", appearance: .light),
                ]
            ) {
                StyleGuideView()
            }
        } else {
            Text(verbatim: "The theme documents are missing from the bundle.")
        }
    }

    static func previewManager() -> ThemeManager? {
        guard let folder = Bundle.module.url(forResource: "Themes", withExtension: nil),
            let space = try? ThemeSpace(contentsOf: folder)
        else { return nil }
        return try? ThemeManager(space: space, storage: nil)
    }
}
