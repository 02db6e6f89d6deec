import Foundation

/// Figma's variables export read as what it is: DTCG documents, one per collection and mode
/// (`Tokens — Completed.Light.json`, `Primitives — Completed.Brutal Theme.json`), every one
/// carrying `$extensions."com.figma"`. Each collection is a layer; a collection with modes
/// makes a modifier whose contexts are its modes (Light and Dark make `appearance`); a
/// collection with one mode is a set every selection reads. Collections that others alias come
/// first, so aliases across collections resolve and a collection overrides what it aliases.
package struct FigmaVariablesLayout: Sendable {
    /// One collection and its modes' documents, in file-name order.
    package struct Collection: Sendable {
        package var name: String
        package var modes: [(mode: String, url: URL)]
        /// The modifier its modes make (nil for a collection with one mode).
        package var modifier: String?
        /// Each mode's context name in that modifier, by mode.
        package var contexts: [String: String]
    }

    /// The collections in layer order.
    package var collections: [Collection]

    /// The modifiers the collections make.
    package var modifiers: [ThemeSpace.Modifier] {
        collections.compactMap { collection in
            guard let modifier = collection.modifier else { return nil }
            var contexts = collection.modes.compactMap { collection.contexts[$0.mode] }
            if modifier == Selection.StandardModifier.appearance {
                contexts = contexts.filter { $0 == "light" } + contexts.filter { $0 != "light" }
            }
            let preferred = contexts.contains("light") ? "light" : contexts.first
            return ThemeSpace.Modifier(
                name: modifier, contexts: contexts, defaultContext: preferred,
                description: "The modes of Figma's \(collection.name) collection.")
        }
    }

    /// The layout of `files`, or nil when they are not a Figma variables export: every file a
    /// JSON document named `COLLECTION.MODE.json` with a token carrying `com.figma` extensions,
    /// and at least two collections or one with two modes.
    package static func detect(_ files: [URL], documents: [URL: TokenDocument]) -> FigmaVariablesLayout? {
        guard !files.isEmpty else { return nil }
        var byCollection: [String: [(mode: String, url: URL)]] = [:]
        for url in files {
            guard url.pathExtension.lowercased() == "json", let document = documents[url],
                document.tokens.contains(where: { $0.extensions?["com.figma"] != nil })
            else { return nil }
            let stem = url.deletingPathExtension().lastPathComponent
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else {
                return nil
            }
            byCollection[String(stem[..<dot]), default: []].append((String(stem[stem.index(after: dot)...]), url))
        }
        guard byCollection.count >= 2 || byCollection.values.contains(where: { $0.count >= 2 }) else { return nil }
        // Which collection defines each path, and which collections each one aliases.
        var owner: [String: String] = [:]
        for (name, modes) in byCollection.sorted(byKey: \.key) {
            for (_, url) in modes {
                for token in documents[url]?.tokens ?? [] where owner[token.path] == nil { owner[token.path] = name }
            }
        }
        var uses: [String: Set<String>] = [:]
        for (name, modes) in byCollection {
            for (_, url) in modes {
                for token in documents[url]?.tokens ?? [] {
                    guard let text = token.value.string, text.hasPrefix("{"), text.hasSuffix("}") else { continue }
                    if let other = owner[String(text.dropFirst().dropLast())], other != name {
                        uses[name, default: []].insert(other)
                    }
                }
            }
        }
        // Collections that others alias first (ties by name); a cycle keeps name order.
        var order: [String] = []
        var remaining = Set(byCollection.keys)
        while !remaining.isEmpty {
            let ready = remaining.filter { (uses[$0] ?? []).isDisjoint(with: remaining) }.sorted()
            let next = ready.first ?? remaining.sorted()[0]
            order.append(next)
            remaining.remove(next)
        }
        var appearanceTaken = false
        let collections = order.map { name -> Collection in
            let modes = (byCollection[name] ?? []).sorted(byKey: \.url.lastPathComponent)
            guard modes.count >= 2 else { return Collection(name: name, modes: modes, modifier: nil, contexts: [:]) }
            let lowered = Set(modes.map { $0.mode.lowercased() })
            if !appearanceTaken, lowered == ["light", "dark"] {
                appearanceTaken = true
                return Collection(
                    name: name, modes: modes, modifier: Selection.StandardModifier.appearance,
                    contexts: Dictionary(uniqueKeysWithValues: modes.map { ($0.mode, $0.mode.lowercased()) }))
            }
            return Collection(
                name: name, modes: modes, modifier: name,
                contexts: Dictionary(uniqueKeysWithValues: modes.map { ($0.mode, $0.mode) }))
        }
        return FigmaVariablesLayout(collections: collections)
    }
}

extension ThemeSpace {
    /// The space of a Figma variables export (``FigmaVariablesLayout``).
    init(figma layout: FigmaVariablesLayout, documents: [URL: TokenDocument], diagnostics: [Diagnostic]) {
        var layers: [Layer] = []
        for collection in layout.collections {
            for (mode, url) in collection.modes {
                guard let document = documents[url] else { continue }
                if let modifier = collection.modifier, let context = collection.contexts[mode] {
                    layers.append(
                        Layer(name: "\(collection.name).\(mode)", condition: [modifier: context], documents: [document]))
                } else {
                    layers.append(Layer(name: collection.name, documents: [document]))
                }
            }
        }
        self.init(modifiers: layout.modifiers, layers: layers, diagnostics: diagnostics)
    }
}
