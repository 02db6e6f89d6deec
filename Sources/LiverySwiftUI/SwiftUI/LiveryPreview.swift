#if canImport(SwiftUI)
    import Foundation
    import Livery
    import LiveryUI
    import SwiftUI

    /// The same content under several selections side by side, each pane a scope of the manager
    /// pinning its selection: for `#Preview` and `PreviewProvider`, and for a
    /// theme picker that draws each choice in its own theme.
    ///
    /// ```swift
    /// struct Card_Previews: PreviewProvider {
    ///     static var previews: some View {
    ///         LiveryPreview(selections: [Selection(appearance: .light), Selection(appearance: .dark)]) {
    ///             Text("Card")
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Each pane is drawn in its selection's colour scheme (`.livery(_:)`); a selection that does
    /// not resolve shows its error instead of the content.
    public struct LiveryPreview<Content: View>: View {
        private let panes: [PreviewPane]
        private let spacing: CGFloat?
        private let content: () -> Content

        /// Panes of `content` under each of `selections`, pinned over `manager` (the app-wide one
        /// when nil); the contexts a selection leaves out follow the manager.
        @MainActor
        public init(
            _ manager: ThemeManager? = nil, selections: [Selection], spacing: CGFloat? = 0,
            @ViewBuilder content: @escaping () -> Content
        ) {
            self.panes = PreviewPane.panes(of: manager ?? AppTheme.manager, selections: selections)
            self.spacing = spacing
            self.content = content
        }

        /// The panes side by side.
        @MainActor public var body: some View {
            HStack(spacing: spacing) {
                ForEach(panes, id: \.id) { pane in
                    if let scope = pane.manager {
                        content().livery(scope)
                    } else {
                        Text(verbatim: pane.message)
                    }
                }
            }
        }
    }
#endif
