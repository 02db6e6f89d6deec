import Foundation

/// Token values laid over a manager's tables for a while (live theming: what a designer edits in
/// Livery Studio), above the user's overrides. Never persisted; the selection never changes.
@MainActor
package final class LiveTokenLayer {
    /// The values laid over every table, by token path (each applies only where the table has
    /// the token with the same type).
    package private(set) var values: [String: TokenValue] = [:]
    /// Whether the layer still applies; a removed layer passes tables through unchanged.
    package private(set) var isActive = true
    package init() {}

    /// `theme` with every value of the layer whose token exists in it with the same type.
    func applied(to theme: ResolvedTheme) -> ResolvedTheme {
        guard isActive, !values.isEmpty else { return theme }
        return theme.laying(values)
    }

    fileprivate func set(_ values: [String: TokenValue]) { self.values = values }
    fileprivate func deactivate() {
        isActive = false
        values = [:]
    }
}

extension ThemeManager {
    /// Lays `layer` over every table this manager (and its scopes) shows, above the user's
    /// overrides, with `values`, and re-applies every binding. Saves nothing: the user's choice,
    /// overrides and storage are untouched, and the selection shown stays the same.
    ///
    /// The manager holds one layer (a later one replaces it); it lives in the manager object, so
    /// a restart of the app-wide manager (`restart(launchCache:storage:)`) keeps it.
    package func setLiveValues(_ values: [String: TokenValue], in layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        layer.set(values)
        liveLayer = layer
        reinstallWithoutSaving()
    }

    /// Removes `layer`: the manager shows its own theme again (the user's choice and overrides),
    /// and every binding is re-applied. Saves nothing.
    package func removeLiveLayer(_ layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        let hadValues = !layer.values.isEmpty
        layer.deactivate()
        if liveLayer === layer { liveLayer = nil }
        if hadValues { reinstallWithoutSaving() }
    }

    /// Resolves the shown selection again (with the overrides and the layer) and switches to it without
    /// writing to the storage; when the selection no longer resolves nothing changes, and that is
    /// logged.
    private func reinstallWithoutSaving() {
        logFailure("applying the live values") { () throws(ThemeSpace.Error) in
            install(try theme(for: selection), selection: selection, persisting: false)
        }
    }
}
