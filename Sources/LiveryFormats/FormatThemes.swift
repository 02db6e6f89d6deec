import Foundation
import Livery

/// What a format reader read: an optional base every theme falls back to, the themes in source
/// order, the default, and what could not be represented. `livery import` writes it as a folder;
/// an app makes a ``Livery/ThemeSpace`` of it (``space()``).
package struct FormatThemes: Sendable {
    /// One theme (or the base): its tokens, and the file they came from.
    package struct Theme: Sendable {
        /// The theme's name (a context of the `theme` modifier).
        package var name: String
        /// The tokens, every value at the position it was read from.
        package var tree: ImportTree
        /// The file the theme was read from (relative image files resolve against its folder); nil
        /// for a dictionary given in code.
        package var url: URL?
        /// Files the theme's tokens name by a path relative to the document, and where they are
        /// (what `livery import` copies beside the document it writes).
        package var resources: [Resource] = []
        /// The theme's `$defines` (JHTheme's `defineMap`), in source order.
        package var defines: [SourceNode.Member] = []
        /// A description for the written document.
        package var description: String?

        /// A theme named `name` holding `tree`, read from `url`.
        package init(name: String, tree: ImportTree, url: URL?) {
            self.name = name
            self.tree = tree
            self.url = url
        }

        /// The theme as a document root: `$description`, `$defines`, then the tokens.
        package var root: SourceNode {
            let at = SourceLocation(file: url?.path ?? "<\(name)>")
            let tokens = tree.sourceNode(at: at)
            var members: [SourceNode.Member] = []
            if let description {
                members.append(.init(key: "$description", keyLocation: at, value: SourceNode(.string(description), at: at)))
            }
            if !defines.isEmpty {
                let location = defines[0].keyLocation
                members.append(.init(key: "$defines", keyLocation: location, value: SourceNode(.object(defines), at: location)))
            }
            members += tokens.members ?? []
            return SourceNode(.object(members), at: tokens.location)
        }
    }

    /// A file a token names: its path as the written document names it, and where it is now.
    package struct Resource: Sendable, Hashable {
        /// The path the document names, relative to the document's folder.
        package var path: String
        /// The file as found beside the source.
        package var source: URL
    }

    /// The format's name, for messages (`JHTheme`).
    package var source: String
    /// Tokens every theme falls back to (CJSkin's `default` skin).
    package var base: Theme?
    /// The themes, in source order.
    package var themes: [Theme] = []
    /// The default theme; nil takes the convention's (`default`, else the first by name).
    package var defaultTheme: String?
    /// What could not be represented, each where it was written.
    package var diagnostics: [Diagnostic] = []

    /// An empty result for the format named `source`.
    package init(source: String) { self.source = source }

    /// The theme the space starts with: ``defaultTheme``, else `default`, else the first by name.
    package var effectiveDefault: String? {
        let names = themes.map(\.name)
        if let defaultTheme, names.contains(defaultTheme) { return defaultTheme }
        return names.contains("default") ? "default" : names.sorted().first
    }

    /// Adds `theme`, or reports it (at `location`) and skips it when a theme of that name, in any
    /// case, was read already.
    package mutating func add(_ theme: Theme, at location: SourceLocation) {
        if let first = themes.first(where: { $0.name.lowercased() == theme.name.lowercased() }) {
            diagnostics.append(
                .importing(
                    .warning,
                    "theme '\(theme.name)' was already read from \(first.url?.path ?? "<\(first.name)>"); this one is skipped",
                    at: location, rule: "duplicate-theme"))
            return
        }
        themes.append(theme)
    }

    /// The themes as a theme space: the base a set every theme falls back to, each theme a
    /// context of the `theme` modifier (in source order), with the standard `appearance` and
    /// `contrast` modifiers. Throws when no theme was read.
    package func space() throws(ThemeSpace.Error) -> ThemeSpace {
        guard base != nil || !themes.isEmpty else {
            throw ThemeSpace.Error(
                diagnostics + [Diagnostic(.error, "no \(source) themes found", at: .inline, rule: "no-themes")])
        }
        var layers: [ThemeSpace.Layer] = []
        do throws(TokenDocument.Error) {
            if let base {
                layers.append(ThemeSpace.Layer(name: "base", documents: [try TokenDocument(root: base.root, url: base.url)]))
            }
            for theme in themes {
                let document = try TokenDocument(root: theme.root, url: theme.url)
                layers.append(
                    ThemeSpace.Layer(
                        name: "\(Selection.StandardModifier.theme)=\(theme.name)",
                        condition: [Selection.StandardModifier.theme: theme.name], documents: [document]))
            }
        } catch {
            throw ThemeSpace.Error(
                diagnostics + [Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        let names = themes.isEmpty ? ["default"] : themes.map(\.name)
        let modifiers = [
            ThemeSpace.Modifier(
                name: Selection.StandardModifier.theme, contexts: names, defaultContext: effectiveDefault ?? names[0]),
            ThemeSpace.Modifier(name: Selection.StandardModifier.appearance, contexts: ["light", "dark"]),
            ThemeSpace.Modifier(name: Selection.StandardModifier.contrast, contexts: ["normal", "high"]),
        ]
        return ThemeSpace(modifiers: modifiers, layers: layers, diagnostics: diagnostics)
    }
}
