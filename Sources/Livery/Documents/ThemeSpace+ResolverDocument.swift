import Foundation

extension ThemeSpace {
    /// Reads a DTCG 2025.10 resolver document: `sets`, `modifiers` with `contexts` and `default`,
    /// and the `resolutionOrder` of sets and modifiers (by `$ref` or inline). A set with
    /// `"$extensions": {"org.livery": {"modifier": {"name": NAME, "context": CONTEXT}}}` is a modifier of that one
    /// context (DTCG asks for two or more, so the exporter writes such a modifier as a set).
    init(resolverDocument url: URL, source: DocumentSource = DocumentSource()) throws(ThemeSpace.Error) {
        let data: Data
        do {
            data = try source.data(at: url)
        } catch {
            throw Error([
                Diagnostic(
                    .error, "cannot read file: \(error.localizedDescription)",
                    at: SourceLocation(file: url.path), rule: "unreadable")
            ])
        }
        let root: SourceNode
        var diagnostics: [Diagnostic]
        do {
            (root, diagnostics) = try JSONReader.read(data, file: url.path)
        } catch {
            throw Error([Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue)])
        }
        var reader = ResolverReader(url: url, root: root, source: source)
        reader.read()
        diagnostics += reader.diagnostics
        if !source.skipsUnreadable, diagnostics.contains(where: { $0.severity == .error }) {
            throw Error(diagnostics.filter { $0.severity == .error })
        }
        self.init(modifiers: reader.modifiers, layers: reader.layers, diagnostics: diagnostics)
        resolverDocument = url
    }
}

/// Walks a resolver document.
private struct ResolverReader {
    let url: URL
    let root: SourceNode
    var diagnostics: [Diagnostic] = []
    var modifiers: [ThemeSpace.Modifier] = []
    var layers: [ThemeSpace.Layer] = []
    var fileCache: [URL: TokenDocument] = [:]
    let source: DocumentSource

    init(url: URL, root: SourceNode, source: DocumentSource) {
        self.url = url
        self.root = root
        self.source = source
    }

    var folder: URL { url.deletingLastPathComponent() }

    mutating func error(_ message: String, at node: SourceNode, rule: String = "invalid-resolver") {
        diagnostics.append(Diagnostic(.error, message, at: node.location, rule: rule))
    }

    mutating func read() {
        guard case .object = root.value else {
            error("expected a resolver document object with version and resolutionOrder", at: root)
            return
        }
        if let version = root["version"] {
            if version.string != "2025.10" {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "resolver version \(version.string.map { "'\($0)'" } ?? version.summary) is not 2025.10; reading it as 2025.10",
                        at: version.location, rule: "resolver-version"))
            }
        } else {
            diagnostics.append(
                Diagnostic(
                    .warning, "a resolver document must declare \"version\": \"2025.10\"",
                    at: root.location, rule: "resolver-version"))
        }
        guard let order = root["resolutionOrder"], case .array(let items) = order.value else {
            error("expected \"resolutionOrder\" to be an array of sets and modifiers", at: root["resolutionOrder"] ?? root)
            return
        }
        var names = Set<String>()
        for item in items {
            if let ref = item["$ref"]?.string, item.members?.count == 1 {
                if ref.hasPrefix("#/sets/") {
                    let name = String(ref.dropFirst(7))
                    guard let set = root["sets"]?[name] else {
                        error("$ref \(ref): no set named '\(name)' in \"sets\"", at: item)
                        continue
                    }
                    addSet(name: name, set)
                } else if ref.hasPrefix("#/modifiers/") {
                    let name = String(ref.dropFirst(12))
                    guard let modifier = root["modifiers"]?[name] else {
                        error("$ref \(ref): no modifier named '\(name)' in \"modifiers\"", at: item)
                        continue
                    }
                    addModifier(name: name, modifier)
                } else {
                    error(
                        "expected a resolutionOrder $ref to point at \"#/sets/NAME\" or \"#/modifiers/NAME\", found \"\(ref)\"",
                        at: item)
                }
                continue
            }
            guard let name = item["name"]?.string, let type = item["type"]?.string else {
                error(
                    "an inline set or modifier in resolutionOrder needs \"name\" and \"type\" (\"set\" or \"modifier\")", at: item
                )
                continue
            }
            guard names.insert(name).inserted else {
                error("duplicate name '\(name)' in resolutionOrder", at: item)
                continue
            }
            switch type {
            case "set": addSet(name: name, item)
            case "modifier": addModifier(name: name, item)
            default: error("unknown type '\(type)' in resolutionOrder; expected \"set\" or \"modifier\"", at: item)
            }
        }
    }

    mutating func addSet(name: String, _ set: SourceNode) {
        guard let sources = set["sources"], case .array = sources.value else {
            error("set '\(name)' needs a \"sources\" array", at: set)
            return
        }
        // A modifier of one context, written as the set DTCG asks for (`livery export dtcg`):
        // `"$extensions": {"org.livery": {"modifier": {"name": "theme", "context": "default"}}}` keeps it a modifier,
        // so selections naming it stay valid.
        if let modifier = set["$extensions"]?["org.livery"]?["modifier"], let context = modifier["context"]?.string {
            let name = modifier["name"]?.string ?? name
            modifiers.append(
                ThemeSpace.Modifier(
                    name: name, contexts: [context], defaultContext: context, description: set["description"]?.string))
            layers.append(
                ThemeSpace.Layer(
                    name: "\(name)=\(context)", condition: [name: context],
                    documents: documents(sources, allowSetRefs: false)))
            return
        }
        layers.append(ThemeSpace.Layer(name: name, documents: documents(sources, allowSetRefs: false)))
    }

    mutating func addModifier(name: String, _ modifier: SourceNode) {
        guard let contexts = modifier["contexts"], let members = contexts.members else {
            error("modifier '\(name)' needs a \"contexts\" object", at: modifier)
            return
        }
        guard !members.isEmpty else {
            error("modifier '\(name)' has no contexts; a modifier needs at least one (DTCG: two or more)", at: contexts)
            return
        }
        if members.count == 1 {
            diagnostics.append(
                Diagnostic(
                    .warning, "modifier '\(name)' has only one context; a set would do the same", at: contexts.location,
                    rule: "invalid-resolver"))
        }
        var defaultContext = members[0].key
        if let given = modifier["default"] {
            if let text = given.string, members.contains(where: { $0.key == text }) {
                defaultContext = text
            } else {
                error(
                    "default \(given.summary) of modifier '\(name)' is not one of its contexts: \(members.map(\.key).joined(separator: ", "))",
                    at: given)
            }
        }
        modifiers.append(
            ThemeSpace.Modifier(
                name: name, contexts: members.map(\.key), defaultContext: defaultContext,
                description: modifier["description"]?.string))
        for member in members {
            layers.append(
                ThemeSpace.Layer(
                    name: "\(name)=\(member.key)", condition: [name: member.key],
                    documents: documents(member.value, allowSetRefs: true)))
        }
    }

    /// The documents of a sources array: file `$ref`s, `#/sets/NAME` (in modifiers), inline tokens.
    mutating func documents(_ sources: SourceNode, allowSetRefs: Bool) -> [TokenDocument] {
        guard case .array(let items) = sources.value else {
            error("expected an array of sources ($ref objects or inline tokens)", at: sources)
            return []
        }
        var result: [TokenDocument] = []
        for item in items {
            if let ref = item["$ref"]?.string, item.members?.count == 1 {
                if ref.hasPrefix("#/sets/") {
                    guard allowSetRefs, let set = root["sets"]?[String(ref.dropFirst(7))], let inner = set["sources"] else {
                        error("$ref \(ref) does not name a set in \"sets\"", at: item)
                        continue
                    }
                    result += documents(inner, allowSetRefs: false)
                    continue
                }
                if ref.hasPrefix("#/modifiers/") {
                    error("a source cannot refer to a modifier (\(ref)); DTCG allows sets and files only", at: item)
                    continue
                }
                var path = ref
                if let hash = path.firstIndex(of: "#") {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "JSON pointer fragments in source $refs are not supported; reading the whole file \(path[..<hash])",
                            at: item.location, rule: "invalid-resolver"))
                    path = String(path[..<hash])
                }
                let file =
                    path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
                if let cached = fileCache[file] {
                    result.append(cached)
                    continue
                }
                do {
                    let document = try source.document(at: file)
                    fileCache[file] = document
                    result.append(document)
                } catch {
                    diagnostics.append(
                        Diagnostic(
                            .error, "source \(ref): \(error.message)",
                            at: error.reason == .unreadable ? item.location : error.location,
                            rule: error.reason.rawValue))
                }
                continue
            }
            do {
                var document = try TokenDocument(root: item, url: url)
                document.diagnostics.removeAll { $0.rule == "non-standard-json" }
                result.append(document)
            } catch {
                diagnostics.append(Diagnostic(.error, error.message, at: error.location, rule: error.reason.rawValue))
            }
        }
        return result
    }
}
