import Foundation
import Livery
import LiveryUI

/// One pane of a preview of several selections side by side: the scope that pins the pane's
/// selection over the previewed manager, or why there is none.
package struct PreviewPane: Sendable {
    /// The pane's position, from 0 (its identity in the preview).
    package let id: Int
    /// The contexts the pane pins (the others follow the previewed manager).
    package let selection: Selection
    /// The scope the pane's views read; nil when the selection does not resolve.
    package let manager: ThemeManager?
    /// Why the selection does not resolve (an unknown modifier or context).
    package let error: ThemeSpace.Error?

    /// What a pane without a scope shows instead of its content.
    package var message: String {
        error.map { "\(selection): \($0.description)" } ?? "\(selection)"
    }

    /// A pane per selection: a scope of `manager` pinning it (the same scope as the last time
    /// while one is alive, so a preview made again keeps its scopes), or the error that made
    /// one impossible.
    @MainActor package static func panes(of manager: ThemeManager, selections: [Selection]) -> [PreviewPane] {
        let values = ThemeValues.values(for: manager)
        return selections.enumerated().map { id, selection in
            do throws(ThemeSpace.Error) {
                return PreviewPane(id: id, selection: selection, manager: try values.scope(pinning: selection), error: nil)
            } catch {
                return PreviewPane(id: id, selection: selection, manager: nil, error: error)
            }
        }
    }
}
