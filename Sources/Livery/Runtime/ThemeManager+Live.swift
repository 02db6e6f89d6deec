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
    /// How many tables the layer was laid over since last reset: zero after a re-resolution means
    /// the manager's `transform` no longer holds the layer (an app's restart replaced it).
    fileprivate var uses = 0

    package init() {}

    /// `theme` with every value of the layer whose token exists in it with the same type.
    func applied(to theme: ResolvedTheme) -> ResolvedTheme {
        uses += 1
        guard isActive, !values.isEmpty else { return theme }
        var changes: [Int: TokenValue] = [:]
        for (path, value) in values {
            guard let index = theme.index.index(of: path), let existing = theme.values[index], existing.type == value.type
            else { continue }
            changes[index] = value
        }
        return theme.replacing(changes)
    }

    fileprivate func set(_ values: [String: TokenValue]) { self.values = values }
    fileprivate func deactivate() {
        isActive = false
        values = [:]
    }
}

extension ThemeManager where Theme == ResolvedTheme {
    /// Lays `layer` over every table this manager (and its scopes) shows, above the user's
    /// overrides, with `values`, and re-applies every binding. Saves nothing: the user's choice,
    /// overrides and storage are untouched, and the selection shown stays the same.
    ///
    /// The first call for a layer wraps the manager's `transform`; later calls replace its values,
    /// and wrap it again if the transform was replaced since (`restart(launchCache:storage:)`).
    package func setLiveValues(_ values: [String: TokenValue], in layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        layer.set(values)
        layer.uses = 0
        guard reinstallWithoutSaving(), layer.uses == 0 else { return }
        let below = transform
        transform = { [layer] theme in layer.applied(to: below?(theme) ?? theme) }
        reinstallWithoutSaving()
    }

    /// Removes `layer`: the manager shows its own theme again (the user's choice and overrides),
    /// and every binding is re-applied. Saves nothing. The layer stays in the transform, passing
    /// tables through unchanged.
    package func removeLiveLayer(_ layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        let hadValues = !layer.values.isEmpty
        layer.deactivate()
        if hadValues { reinstallWithoutSaving() }
    }

    /// Resolves the shown selection again (through the transform) and switches to it without
    /// writing to the storage; false when the selection no longer resolves (nothing changes).
    @discardableResult
    private func reinstallWithoutSaving() -> Bool {
        guard let theme = try? theme(for: selection) else { return false }
        install(theme, selection: selection, persisting: false)
        return true
    }
}
