#if canImport(SwiftUI)
    import Foundation
    import Livery
    import LiveryUI
    import SwiftUI

    /// A token's value as a SwiftUI value, read from the manager in the environment (`.livery(_:)`,
    /// else the app-wide ``/LiveryUI/AppTheme/manager``):
    ///
    /// ```swift
    /// struct Badge: View {
    ///     @ThemeToken("color.accent") private var accent: SwiftUI.Color
    ///     @ThemeToken("font.caption") private var caption: SwiftUI.Font
    ///     @ThemeToken("image.badge") private var icon: SwiftUI.Image?
    ///
    ///     var body: some View {
    ///         Text("New").font(caption).foregroundStyle(accent)
    ///     }
    /// }
    /// ```
    ///
    /// The view registers only the tokens it reads (``ThemeValues``), so a switch re-renders it
    /// only when one of them changed. `ThemeColor`, `ThemeFont` and `LinearGradient` show `Color.clear`,
    /// `Font.body` and an empty gradient while the theme has no such token; declare the property
    /// optional (`SwiftUI.Color?`, `Double?`, `SwiftUI.Image?`) to see nil instead.
    @propertyWrapper
    public struct ThemeToken<Value: ThemeTokenValue>: DynamicProperty {
        @Environment(\.livery) private var manager
        private let token: Token<Value.TokenSource>

        /// Reads `token` (a string literal names its path: `@ThemeToken("color.accent")`).
        public init(_ token: Token<Value.TokenSource>) {
            self.token = token
        }

        /// The token's value in the manager's current theme; while the theme has no such token (or
        /// one of another type), the type's missing-token value, reported to the manager's
        /// `bindingIssueHandler`.
        @MainActor public var wrappedValue: Value {
            let manager = manager ?? AppTheme.manager
            if let value = Value.read(token, from: ThemeValues.values(for: manager)) { return value }
            manager.reportMissingToken(token, reader: ThemeToken<Value>.self)
            return Value.missingTokenValue
        }
    }
#endif
