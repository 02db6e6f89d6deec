import Foundation
import Livery
import LiveryTools

/// What the API shows of the workspace.
extension StudioWorkspace {
    nonisolated func errorBody(_ diagnostic: Diagnostic) -> StudioModel.ErrorBody {
        let location = diagnostic.location
        return StudioModel.ErrorBody(
            message: diagnostic.message, file: shownFile(of: location),
            line: location.knownLine, column: location.knownColumn,
            tokenPath: diagnostic.tokenPath, rule: diagnostic.rule, severity: diagnostic.severity.rawValue)
    }

    nonisolated func errorBody(_ error: StudioError) -> StudioModel.ErrorBody {
        StudioModel.ErrorBody(
            message: error.message, file: error.location.map(shownFile(of:)),
            line: error.location?.knownLine,
            column: error.location?.knownColumn,
            tokenPath: error.tokenPath, rule: error.rule)
    }

    /// Whether a skin can be packed from the page, and why not.
    var packAvailability: (Bool, String?) {
        guard skinSource != nil else {
            return (false, "the folder is not a skin source (no skin.json beside a tokens/ folder)")
        }
        guard signingKey != nil else {
            return (false, "no signing key: start Studio with --signing-key FILE (from `livery skin keygen`)")
        }
        return (true, nil)
    }

    /// A type per token path: the value's in the default selection, else the declared one.
    nonisolated func tokenTypes(_ space: ThemeSpace) -> [String: TokenType] {
        var types: [String: TokenType] = [:]
        for layer in space.layers {
            for document in layer.documents {
                for token in document.tokens { if let type = token.type { types[token.path] = type } }
            }
        }
        if let table = try? space.resolution(for: space.defaultSelection).theme {
            for token in table.tokens { types[token.path] = token.type }
        }
        return types
    }

    /// The roles of the mock screen in this revision (computed once per revision; `types` when
    /// the caller has them).
    func roleInfos(types: [String: TokenType]?) -> [StudioModel.RoleInfo] {
        if let rolesCache, rolesCache.revision == revision { return rolesCache.roles }
        let roles = StudioModel.roleMapping(
            declared: declaredRoles(), types: loaded().space.map { guessingTypes($0, known: types) } ?? types ?? [:],
            declaredIn: rolesLocation)
        rolesCache = (revision, roles)
        return roles
    }

    /// Token types for guessing roles: ``tokenTypes(_:)``, and colours by name where a token has
    /// no type and does not resolve (`accent-background-color-default.sets.light` of a set whose
    /// palette lives elsewhere), so such a set still maps its roles.
    nonisolated func guessingTypes(_ space: ThemeSpace, known: [String: TokenType]? = nil) -> [String: TokenType] {
        var types = known ?? tokenTypes(space)
        for layer in space.layers {
            for document in layer.documents {
                for token in document.tokens where types[token.path] == nil {
                    let words = token.path.lowercased().split { !$0.isLetter && !$0.isNumber }
                    if words.contains(where: { $0 == "color" || $0 == "colour" || $0.hasSuffix("color") }) {
                        types[token.path] = .color
                    }
                }
            }
        }
        return types
    }

    func spaceView() -> StudioModel.Space {
        let loaded = loaded()
        let space = loaded.space
        var layerOfFile: [String: ThemeSpace.Layer] = [:]
        var layersOfFile: [String: [ThemeSpace.Layer]] = [:]
        for layer in space?.layers ?? [] {
            for document in layer.documents {
                guard let path = document.url?.path, let file = relative(path) else { continue }
                if layerOfFile[file] == nil { layerOfFile[file] = layer }
                if !(layersOfFile[file] ?? []).contains(where: { $0.name == layer.name }) {
                    layersOfFile[file, default: []].append(layer)
                }
            }
        }
        let documentInfos = documents.keys.sorted().compactMap { file -> StudioModel.DocumentInfo? in
            guard let document = documents[file] else { return nil }
            let layer = layerOfFile[file]
            return StudioModel.DocumentInfo(
                file: file, format: document.text.format.rawValue, layer: layer?.name, condition: layer?.condition ?? [:],
                editable: document.text.isEditable, dirty: document.isDirty, conflict: document.conflict,
                error: loaded.documentErrors[file].map(errorBody), layers: (layersOfFile[file] ?? []).map(\.name),
                appliesWhen: space?.resolverDocument.flatMap { relative($0.path) } == file
                    ? "reads the others" : StudioModel.appliesWhen(layersOfFile[file] ?? [], modifiers: space?.modifiers ?? []))
        }
        var tokens: [String: StudioModel.TokenInfo] = [:]
        let types = space.map(tokenTypes) ?? [:]
        for layer in space?.layers ?? [] {
            for document in layer.documents {
                let file = document.url.flatMap { relative($0.path) }
                for token in document.tokens {
                    var info =
                        tokens[token.path]
                        ?? StudioModel.TokenInfo(
                            path: token.path, type: types[token.path]?.rawValue, description: nil, deprecated: false, files: [])
                    if let description = token.description { info.description = description }
                    if token.deprecation != nil { info.deprecated = true }
                    if let file, !info.files.contains(file) { info.files.append(file) }
                    tokens[token.path] = info
                }
            }
        }
        let modifiers = space?.modifiers ?? []
        let effective = space.map(StudioModel.effectiveModifiers) ?? []
        let shownModifiers = modifiers.filter { effective.contains($0.name) }
        // Selections that differ only in a modifier nothing depends on are one selection.
        let selections = (space?.allSelections ?? []).filter { selection in
            modifiers.allSatisfy { effective.contains($0.name) || selection[$0.name] == $0.defaultContext }
        }
        let (canPack, reason) = packAvailability
        var diagnostics = loaded.errors.map(errorBody)
        diagnostics += (space?.diagnostics ?? []).filter { $0.severity == .error }.map(errorBody)
        let modeGrid = StudioModel.modeGrid(paths: Array(tokens.keys))
        return StudioModel.Space(
            name: root.lastPathComponent, revision: revision, canUndo: canUndo, canRedo: canRedo, dirty: dirtyFiles,
            conflicts: conflictFiles, canAddTheme: canAddTheme(loaded), canPack: canPack, packUnavailableReason: reason,
            exportFormats: Exporters.all.map(\.format), documents: documentInfos,
            modifiers: modifiers.map {
                StudioModel.Modifier(
                    name: $0.name, contexts: $0.contexts, default: $0.defaultContext, effective: effective.contains($0.name))
            },
            selections: selections.map {
                let label = StudioModel.label(of: $0, modifiers: shownModifiers)
                return StudioModel.SelectionInfo(
                    id: StudioModel.id(of: $0), contexts: $0.contexts, label: label.isEmpty ? "All tokens" : label)
            },
            tokens: tokens.keys.sorted().compactMap { tokens[$0] },
            roles: roleInfos(types: types),
            diagnostics: diagnostics,
            exportDefaults: Dictionary(
                uniqueKeysWithValues: Exporters.all.map {
                    ($0.format, StudioJobs.defaultExportOutput($0.format, workspace: self))
                }), modeGrid: modeGrid)
    }

    /// The space as saved on disk: the working copies' when nothing is unsaved, else loaded from
    /// every document's saved text (documents never saved left out).
    func savedSpace() throws(StudioError) -> ThemeSpace {
        guard !dirtyFiles.isEmpty else { return try requireSpace() }
        let saved = Self.load(spaceURL: spaceURL, root: root, documents: documents.compactMapValues(\.disk))
        guard let space = saved.space else {
            throw StudioError(
                .unprocessable,
                saved.errors.first.map { "the saved files cannot be read: \($0.message)" }
                    ?? "the saved files cannot be read", location: saved.errors.first?.location)
        }
        return space
    }

    func requireSpace() throws(StudioError) -> ThemeSpace {
        let loaded = loaded()
        guard let space = loaded.space else {
            throw StudioError(
                .unprocessable, loaded.errors.first?.message ?? "the theme space cannot be read",
                location: loaded.errors.first?.location)
        }
        return space
    }

    nonisolated func completeSelection(_ id: String, in space: ThemeSpace) throws(StudioError) -> Selection {
        do {
            return try space.selection(StudioModel.selection(from: id))
        } catch {
            throw StudioError(.badRequest, "unknown selection '\(id)': \(error.description)")
        }
    }

    /// The declaration that wins for each path in `selection`, with its layer.
    nonisolated func winningDeclarations(_ selection: Selection, in space: ThemeSpace) -> [String: (
        TokenDeclaration, ThemeSpace.Layer
    )] {
        var result: [String: (TokenDeclaration, ThemeSpace.Layer)] = [:]
        for layer in space.layers where layer.condition.allSatisfy({ selection[$0.key] == $0.value }) {
            for document in layer.documents {
                for token in document.tokens { result[token.path] = (token, layer) }
            }
        }
        return result
    }

    /// The paths an alias leads through: `{a}` → `{b}` → a value.
    static func aliasChain(from path: String, in declarations: [String: (TokenDeclaration, ThemeSpace.Layer)]) -> [String] {
        var chain: [String] = []
        var current = path
        while chain.count < 32, let text = declarations[current]?.0.value.string, text.hasPrefix("{"), text.hasSuffix("}"),
            !text.dropFirst().dropLast().contains("{")
        {
            current = String(text.dropFirst().dropLast())
            if chain.contains(current) || current == path { break }
            chain.append(current)
        }
        return chain
    }

    /// Computed off the actor: a large selection must not hold up other requests.
    @concurrent nonisolated func resolvedView(_ id: String) async throws(StudioError) -> StudioModel.Resolved {
        let space = try await requireSpace()
        let selection = try completeSelection(id, in: space)
        let result: (theme: ResolvedTheme, diagnostics: [Diagnostic])
        do {
            result = try space.resolution(for: selection)
        } catch {
            throw StudioError(.badRequest, error.description)
        }
        let declarations = winningDeclarations(selection, in: space)
        var formatter = CSSExporter.ValueFormatter(folder: root)
        var tokens: [String: StudioModel.ResolvedEntry] = [:]
        tokens.reserveCapacity(result.theme.count)
        for token in result.theme.tokens {
            var entry = StudioModel.ResolvedEntry(
                type: token.type.rawValue, text: token.value.text,
                file: shownFile(of: token.location),
                line: token.location.knownLine,
                column: token.location.knownColumn,
                chain: Self.aliasChain(from: token.path, in: declarations))
            let css = formatter?.text(for: token.value, path: token.path)
            describe(token.value, css: css, into: &entry)
            tokens[token.path] = entry
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.map(errorBody)
        let roles = await roleInfos(types: nil)
        let preview = StudioModel.preview(roles: roles) { result.theme.color($0) }
        return StudioModel.Resolved(
            selection: StudioModel.id(of: selection), tokens: tokens, errors: errors, preview: preview)
    }

    private nonisolated func describe(_ value: TokenValue, css: String?, into entry: inout StudioModel.ResolvedEntry) {
        switch value {
        case .color(let color):
            entry.color = StudioModel.ColorInfo(
                css: color.systemName == nil ? color.cssText : color.hexString, hex: color.hexString.lowercased(),
                colorSpace: color.systemName.map { "system (\($0))" } ?? color.colorSpace.rawValue)
        case .font(let font):
            entry.font = StudioModel.FontInfo(css: css ?? "", family: font.name, size: font.size, weight: font.weight?.value)
        case .typography(let typography):
            entry.font = StudioModel.FontInfo(
                css: css ?? "", family: typography.fontFamily.first, size: typography.fontSize.points(),
                weight: typography.fontWeight.value)
        case .shadow:
            entry.shadow = css.map(StudioModel.CSSInfo.init)
        case .gradient:
            entry.gradient = css.map(StudioModel.CSSInfo.init)
        case .dimension:
            entry.dimension = css.map(StudioModel.CSSInfo.init)
        case .border:
            entry.border = css.map(StudioModel.CSSInfo.init)
        case .image(let source):
            switch source {
            case .asset(let name): entry.image = StudioModel.ImageInfo(kind: "asset", name: name)
            case .file(let path):
                let url = URL(fileURLWithPath: path).standardizedFileURL
                let inside = relative(url.path)
                if let inside { entry.text = inside }
                entry.image = StudioModel.ImageInfo(
                    kind: "file", name: inside ?? url.lastPathComponent,
                    url: inside.map {
                        "/api/file?path="
                            + ($0.addingPercentEncoding(
                                withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~/"))) ?? $0)
                    })
            case .url(let url): entry.image = StudioModel.ImageInfo(kind: "remote", name: url, url: url)
            case .color(let color):
                entry.image = StudioModel.ImageInfo(kind: "color", name: color.hexString)
                entry.color = StudioModel.ColorInfo(
                    css: color.cssText, hex: color.hexString.lowercased(), colorSpace: color.colorSpace.rawValue)
            case .gradient:
                entry.image = StudioModel.ImageInfo(kind: "gradient", name: nil)
                entry.gradient = css.map(StudioModel.CSSInfo.init)
            }
        default:
            break
        }
    }

    func tokenView(_ path: String) throws(StudioError) -> StudioModel.TokenDetail {
        let space = try requireSpace()
        var declarations: [StudioModel.Declaration] = []
        var type: TokenType?
        var description: String?
        for layer in space.layers {
            for document in layer.documents {
                for token in document.tokens where token.path == path {
                    let file = relative(token.location.file)
                    type = token.type ?? type
                    description = token.description ?? description
                    declarations.append(
                        StudioModel.Declaration(
                            file: file ?? token.location.file, line: token.location.knownLine,
                            column: token.location.knownColumn, layer: layer.name,
                            condition: layer.condition, raw: rawText(of: token),
                            editable: file.flatMap { documents[$0]?.text.isEditable } ?? false))
                }
            }
        }
        guard !declarations.isEmpty else { throw StudioError(.notFound, "no token \(path)") }
        var origins: [String: StudioModel.Origin] = [:]
        let types = tokenTypes(space)
        if let resolvedType = types[path] { type = resolvedType }
        for selection in space.allSelections {
            let id = StudioModel.id(of: selection)
            guard let result = try? space.resolution(for: selection) else { continue }
            let winners = winningDeclarations(selection, in: space)
            let chain = Self.aliasChain(from: path, in: winners).map { link -> StudioModel.ChainLink in
                let location = winners[link]?.0.location
                return StudioModel.ChainLink(
                    path: link, file: location.map(shownFile(of:)),
                    line: location?.knownLine,
                    column: location?.knownColumn)
            }
            if let token = result.theme.token(path) {
                origins[id] = StudioModel.Origin(
                    text: token.value.text, file: shownFile(of: token.location),
                    line: token.location.knownLine,
                    column: token.location.knownColumn, chain: chain)
            } else if let problem = result.diagnostics.first(where: { $0.tokenPath == path && $0.severity == .error }) {
                // The declaration that failed is the one to fix: name it, as a value names the one that won.
                let failed = winners[path]?.0.location
                origins[id] = StudioModel.Origin(
                    file: failed.map(shownFile(of:)), line: failed?.knownLine,
                    column: failed?.knownColumn, chain: chain, error: errorBody(problem))
            }
        }
        let candidates = types.filter { $0.key != path && (type == nil || $0.value == type) }.keys.sorted()
        return StudioModel.TokenDetail(
            path: path, type: type?.rawValue, description: description, declarations: declarations, selections: origins,
            aliasCandidates: candidates)
    }

    /// The value as written: a string's text, or another value's text in the file when positions
    /// are known, else re-serialised.
    func rawText(of token: TokenDeclaration) -> String {
        if let string = token.value.string { return string }
        guard let file = relative(token.value.location.file), let text = documents[file]?.text,
            let start = try? text.offset(of: token.value.location), let end = try? text.valueEnd(from: start), start < end
        else { return DocumentText.json(token.value) }
        return String(decoding: text.data[start..<end], as: UTF8.self)
    }

    /// Computed off the actor (linting a large space takes a while), once per revision.
    @concurrent nonisolated func lintView() async -> StudioModel.Lint {
        let (loaded, revision) = await (loaded(), revision)
        if let cached = await cachedLint(revision) { return cached }
        var diagnostics = loaded.documentErrors.keys.sorted().compactMap { loaded.documentErrors[$0] }
        if let space = loaded.space {
            // Strings are reported as notes here, so the check tab can offer to rewrite them.
            let linter = Linter(options: .init(reportsStringValues: true))
            diagnostics += linter.lint(space).filter { !($0.rule == "unreadable" && $0.location.file == spaceURL.path) }
        } else {
            diagnostics += loaded.errors
        }
        let lint = StudioModel.Lint(diagnostics: diagnostics.map(errorBody))
        await storeLint(lint, revision: revision)
        return lint
    }

    @concurrent nonisolated func contrastView(_ id: String) async throws(StudioError) -> StudioModel.Contrast {
        let space = try await requireSpace()
        let selection = try completeSelection(id, in: space)
        guard let table = try? space.resolution(for: selection).theme else {
            throw StudioError(.badRequest, "selection '\(id)' does not resolve")
        }
        let roles = await roleInfos(types: nil)
        let tokenOfRole = Dictionary(
            roles.compactMap { role in role.token.map { (role.role, $0) } }, uniquingKeysWith: { a, _ in a })
        var pairs: [(String, String, String)] = StudioModel.rolePairs.compactMap { pair in
            guard let fg = tokenOfRole[pair.0], let bg = tokenOfRole[pair.1] else { return nil }
            return (fg, bg, "role")
        }
        // Pairs the documents declare for lint's contrast rule.
        for layer in space.layers {
            for document in layer.documents {
                for token in document.tokens {
                    guard let against = token.extensions?["com.livery"]?["contrast"]?["against"]?.string else { continue }
                    pairs.append((token.path, against.trimmingCharacters(in: CharacterSet(charactersIn: "{} ")), "declared"))
                }
            }
        }
        // Pairs named alike: on-X on X, X.text on X.background.
        let colors = table.tokens.filter { $0.type == .color }.map(\.path)
        pairs += StudioModel.namePairs(colors).map { ($0.0, $0.1, "name") }
        // Text colours meant for the screen on the screen's background (not inverse, disabled or
        // placeholder text, nor text of a component with its own background).
        if let background = tokenOfRole["screen.background"] {
            for path in colors {
                let words = StudioModel.words(path)
                guard words.first == "text" || words == ["label"] || words.last == "label",
                    !words.contains(where: StudioModel.unpairedWords.contains), !words.contains("on")
                else { continue }
                pairs.append((path, background, "name"))
            }
        }
        var seen = Set<String>()
        var result: [StudioModel.ContrastPair] = []
        for (fg, bg, reason) in pairs where fg != bg && seen.insert(fg + "|" + bg).inserted {
            guard let foreground = table.color(fg), let background = table.color(bg) else { continue }
            let ratio = Contrast.ratio(foreground, on: background)
            result.append(
                StudioModel.ContrastPair(
                    foreground: fg, background: bg, ratio: (ratio * 100).rounded() / 100, aa: ratio >= 4.5, aaa: ratio >= 7,
                    aaLarge: ratio >= 3, reason: reason))
        }
        return StudioModel.Contrast(selection: StudioModel.id(of: selection), pairs: result)
    }
}

extension SourceLocation {
    /// The line as the API writes it: nil where it is unknown (0).
    var knownLine: Int? { line > 0 ? line : nil }
    /// The column as the API writes it: nil where it is unknown (0).
    var knownColumn: Int? { column > 0 ? column : nil }
}
