import Foundation
import Livery

extension ThemeSpace {
    /// The diagnostic rules ``adding(_:)`` reports.
    package enum SkinRule {
        /// The app's space has no `theme` modifier to add the skins' themes to.
        package static let noThemeModifier = "skin-no-theme-modifier"
        /// A skin's layer is conditioned on a modifier the app's space does not declare.
        package static let unknownModifier = "skin-unknown-modifier"
        /// A skin's layer is conditioned on a context the app's modifier does not have, or on a
        /// theme the skin does not declare.
        package static let unknownContext = "skin-unknown-context"
        /// A skin's theme context is already an app theme or another skin's.
        package static let contextTaken = "skin-context-taken"
    }

    /// A new space with `skins`' themes added to this (the app's) space as contexts of its `theme`
    /// modifier.
    ///
    /// The new space holds this space's modifiers and layers first, unchanged, so the app's themes
    /// resolve exactly as before. Then, for each skin in order, its layers:
    ///
    /// - a layer conditioned on one of the skin's themes (`theme=night`) is conditioned on that
    ///   theme's context instead (`theme=com.example.ocean/night`, see ``Skin``);
    /// - a layer not conditioned on a theme (the skin's `base.json`, its `dark.json`) is repeated
    ///   for each of the skin's contexts, with `theme=CONTEXT` added;
    /// - other conditions (`appearance=dark`, `contrast=high`) are kept, so the skin's own dark and
    ///   high-contrast variants apply as they do in the skin alone.
    ///
    /// The `theme` modifier gains the skins' contexts after its own (its default is kept), and the
    /// space keeps this space's parsers, rem base and random seed. The app's unconditioned layers
    /// apply to every theme, so a skin falls back to the app's base tokens for whatever it does
    /// not define. Skin layers come after every app layer: for the tokens a skin defines, its
    /// values win over the app's `dark` and `high-contrast` layers too, so a skin that changes
    /// colours should ship its own `dark.json` and `high-contrast.json`.
    ///
    /// ```swift
    /// let app = try ThemeSpace(contentsOf: Bundle.main.url(forResource: "Themes", withExtension: nil)!)
    /// let ocean = try Skin(contentsOf: Bundle.main.url(forResource: "Ocean", withExtension: "skin")!)
    /// let space = try app.adding([ocean])
    /// space.modifier(named: "theme")?.contexts       // ["default", "com.example.ocean"]
    /// let dark = try space.resolve(Selection(theme: "com.example.ocean", appearance: .dark))
    /// ```
    ///
    /// - Throws: ``/Livery/ThemeSpace/Error`` with one diagnostic per problem (rules `skin-…`): the
    ///   space has no `theme` modifier, a skin's layer is conditioned on a modifier or context the
    ///   space does not have (a `density` modifier the app lacks), or a skin's context is already
    ///   taken (two skins with the same id, an app theme named like a skin).
    public func adding(_ skins: [Skin]) throws(ThemeSpace.Error) -> ThemeSpace {
        let themeModifier = Selection.StandardModifier.theme
        guard let themeIndex = modifiers.firstIndex(where: { $0.name == themeModifier }) else {
            let known = modifiers.map(\.name).joined(separator: ", ")
            throw Error([
                Diagnostic(
                    .error,
                    "cannot add skins \(skins.map(\.id).joined(separator: ", ")): the app's theme space has no '\(themeModifier)' modifier (it declares \(known.isEmpty ? "none" : known))",
                    at: .inline, rule: SkinRule.noThemeModifier)
            ])
        }
        var problems: [Diagnostic] = []
        var owners: [String: String] = [:]
        for context in modifiers[themeIndex].contexts { owners[context] = "the app's theme '\(context)'" }
        var added: [String] = []
        var layers = self.layers
        var diagnostics = self.diagnostics

        for skin in skins {
            let location = SourceLocation(file: skin.folder.appendingPathComponent(SkinLayout.tokens).path)
            for context in skin.themeContexts {
                if let owner = owners[context] {
                    problems.append(
                        Diagnostic(
                            .error, "skin '\(skin.id)' cannot add the theme '\(context)': the name is already taken by \(owner)",
                            at: location, rule: SkinRule.contextTaken))
                } else {
                    owners[context] = "skin '\(skin.id)'"
                    added.append(context)
                }
            }
            for layer in skin.space.layers where !layer.documents.isEmpty {
                problems += conditionProblems(of: layer, in: skin, at: location)
                let contexts: [String]
                if let theme = layer.condition[themeModifier] {
                    guard let context = skin.context(forTheme: theme) else {
                        problems.append(
                            Diagnostic(
                                .error,
                                "skin '\(skin.id)' layer '\(layer.name)' is conditioned on theme '\(theme)', which the skin does not declare (it has \(skin.space.modifier(named: themeModifier)?.contexts.joined(separator: ", ") ?? "none"))",
                                at: location, rule: SkinRule.unknownContext))
                        continue
                    }
                    contexts = [context]
                } else {
                    contexts = skin.themeContexts
                }
                for context in contexts {
                    var condition = layer.condition
                    condition[themeModifier] = context
                    let label = condition.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                    layers.append(Layer(name: skin.id + ":" + label, condition: condition, documents: layer.documents))
                }
            }
            diagnostics += skin.space.diagnostics
        }
        guard problems.isEmpty else { throw Error(problems) }

        var modifiers = self.modifiers
        modifiers[themeIndex].contexts += added
        var space = ThemeSpace(modifiers: modifiers, layers: layers, parsers: parsers, remBase: remBase)
        // The initialiser collects the documents' diagnostics again, once per repeated layer:
        // keep each space's own list once instead.
        space.diagnostics = diagnostics
        space.randomSeed = randomSeed
        return space
    }

    /// Problems with a skin layer's conditions on modifiers other than `theme`.
    private func conditionProblems(of layer: Layer, in skin: Skin, at location: SourceLocation) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (name, context) in layer.condition.sorted(by: { $0.key < $1.key }) where name != Selection.StandardModifier.theme {
            guard let modifier = modifier(named: name) else {
                let known = modifiers.map(\.name).joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        .error,
                        "skin '\(skin.id)' layer '\(layer.name)' is conditioned on \(name)=\(context), but the app's theme space has no modifier '\(name)' (it declares \(known.isEmpty ? "none" : known))",
                        at: location, rule: SkinRule.unknownModifier))
                continue
            }
            if !modifier.contexts.contains(context) {
                problems.append(
                    Diagnostic(
                        .error,
                        "skin '\(skin.id)' layer '\(layer.name)' is conditioned on \(name)=\(context), but the app's modifier '\(name)' has no context '\(context)' (expected one of \(modifier.contexts.joined(separator: ", ")))",
                        at: location, rule: SkinRule.unknownContext))
            }
        }
        return problems
    }
}

extension Skin {
    /// Shows `skins` in `manager` next to the themes of `base` (the app's own space): registers
    /// the skins' fonts, then has the manager switch between the themes of `base.adding(skins)`.
    ///
    /// Call it at launch with the built-in and installed skins, and again whenever that set
    /// changes (an install, a removal); `base` is always the app's own space, never one a
    /// previous load returned. The current selection is kept when the new space has it (the
    /// defaults are used otherwise), and bound
    /// objects are re-applied. To show a skin, apply its context:
    ///
    /// ```swift
    /// let skins = try store.installed().map { try store.skin(id: $0.id) }
    /// try Skin.load(skins, over: appSpace, into: manager)
    /// try manager.apply(theme: skins[0].themeContexts[0])
    /// ```
    ///
    /// Before anything changes, the combined space is built and the selection the manager will
    /// show is resolved, with each skin's contexts in place of its theme; only then are fonts
    /// registered and the source replaced. On failure the manager's source, selection and current
    /// theme stay as they were. Fonts registered before a failure stay registered: registering is
    /// idempotent, and a font no token names changes nothing on screen.
    ///
    /// - Parameters:
    ///   - skins: The skins to show, each with a unique id.
    ///   - base: The app's theme space, with a `theme` modifier.
    ///   - manager: The manager to show them in.
    ///   - fonts: Where the skins' ``Skin/fontURLs`` are registered; `nil` registers none
    ///     (the default on platforms without Core Text).
    /// - Returns: The combined space the manager now shows.
    /// - Throws: ``SkinError/loadFailed(skins:diagnostics:)`` when the skins cannot be added to
    ///   `base` or a selection does not resolve, ``SkinError/fontRegistrationFailed(path:reason:)``
    ///   when a font cannot be registered.
    @discardableResult
    @MainActor
    public static func load(
        _ skins: [Skin], over base: ThemeSpace, into manager: ThemeManager,
        fonts: (any FontRegistering)? = SystemFontRegistry.shared
    ) throws(SkinError) -> ThemeSpace {
        let ids = skins.map(\.id)
        let space: ThemeSpace
        do {
            space = try base.adding(skins)
        } catch {
            throw .loadFailed(skins: ids, diagnostics: error.diagnostics)
        }
        // Resolve what will be shown, and each skin's themes at the same appearance and contrast,
        // so a broken skin is refused now rather than when someone picks it.
        let target = (try? space.selection(manager.selection)) ?? space.defaultSelection
        do {
            _ = try space.resolve(target)
        } catch {
            throw .loadFailed(skins: ids, diagnostics: error.diagnostics)
        }
        for skin in skins {
            for context in skin.themeContexts {
                do {
                    _ = try space.resolve(target.selecting(context, for: Selection.StandardModifier.theme))
                } catch {
                    throw .loadFailed(skins: [skin.id], diagnostics: error.diagnostics)
                }
            }
        }
        if let fonts {
            for url in skins.flatMap(\.fontURLs) {
                do {
                    try fonts.registerFont(at: url)
                } catch let error as SkinError {
                    throw error
                } catch {
                    throw .fontRegistrationFailed(path: url.path, reason: "\(error)")
                }
            }
        }
        do {
            try manager.replaceSource(ThemeSource(space: space))
        } catch {
            throw .loadFailed(skins: ids, diagnostics: error.diagnostics)
        }
        return space
    }
}
