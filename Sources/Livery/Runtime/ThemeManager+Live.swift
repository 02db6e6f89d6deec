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
    /// The first call for a layer wraps the manager's `transform`; later calls replace its values.
    package func setLiveValues(_ values: [String: TokenValue], in layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        if !liveLayers.contains(where: { $0 === layer }) {
            let below = transform
            transform = { [layer] theme in layer.applied(to: below?(theme) ?? theme) }
            liveLayers.append(layer)
        }
        layer.set(values)
        reinstallWithoutSaving()
    }

    /// Removes `layer`: the manager shows its own theme again (the user's choice and overrides),
    /// and every binding is re-applied. Saves nothing.
    package func removeLiveLayer(_ layer: LiveTokenLayer) {
        guard layer.isActive else { return }
        let hadValues = !layer.values.isEmpty
        layer.deactivate()
        liveLayers.removeAll { $0 === layer }
        if hadValues { reinstallWithoutSaving() }
    }

    /// The layers laid over this manager (kept on the transform's closures; listed for identity).
    private var liveLayers: [LiveTokenLayer] {
        get { LiveLayerRegistry.layers(of: self) }
        set { LiveLayerRegistry.set(newValue, for: self) }
    }

    /// Resolves the shown selection again (through the transform) and switches to it without
    /// writing to the storage.
    private func reinstallWithoutSaving() {
        guard let theme = try? theme(for: selection) else { return }
        install(theme, selection: selection, persisting: false)
    }
}

/// Which live layers each manager has, held weakly by manager (a manager keeps no stored property
/// for them: the layers live in its transform).
@MainActor
private enum LiveLayerRegistry {
    private struct Entry {
        weak var manager: AnyObject?
        var layers: [LiveTokenLayer]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func layers(of manager: AnyObject) -> [LiveTokenLayer] {
        guard let entry = entries[ObjectIdentifier(manager)], entry.manager === manager else { return [] }
        return entry.layers
    }

    static func set(_ layers: [LiveTokenLayer], for manager: AnyObject) {
        entries = entries.filter { $0.value.manager != nil }
        entries[ObjectIdentifier(manager)] = layers.isEmpty ? nil : Entry(manager: manager, layers: layers)
    }
}
