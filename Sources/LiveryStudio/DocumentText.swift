import Foundation
import Livery
import LiveryTools

/// The text of a token document, edited in place: an edit replaces the bytes of what changes and
/// nothing else, so key order, comments, indentation and the rest of the file stay as written.
///
/// Positions come from the readers (`SourceLocation` of every key and value); the extent of a
/// value is found by scanning its text from there. JSON (with comments) and XML property lists
/// are editable; binary property lists are read-only.
struct DocumentText: Sendable, Equatable {
    enum Format: String, Sendable { case json, propertyList = "plist", binaryPropertyList = "binary-plist" }

    /// The document's bytes.
    private(set) var bytes: [UInt8]
    /// The path used in locations (as the readers report it).
    let file: String

    init(data: Data, file: String) {
        self.bytes = Array(data)
        self.file = file
    }

    var data: Data { Data(bytes) }

    var format: Format {
        if bytes.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        if file.lowercased().hasSuffix(".plist") || bytes.starts(with: Array("<?xml".utf8)) { return .propertyList }
        return .json
    }

    var isEditable: Bool { format != .binaryPropertyList }

    /// Reads the text as a token document.
    func document() throws(TokenDocument.Error) -> TokenDocument {
        try TokenDocument(data: data, url: URL(fileURLWithPath: file))
    }

    // MARK: Edits

    /// Replaces the value of the token at `path` with `value`.
    mutating func setValue(of path: String, to value: SourceNode, keepingForm: Bool = true) throws(StudioError) {
        let document = try readForEditing()
        guard let token = document.tokens.last(where: { $0.path == path }) else {
            throw StudioError(.notFound, "\(displayName) declares no token \(path)")
        }
        let start = try offset(of: token.value.location)
        let end = try valueEnd(from: start)
        let text =
            format == .json
            ? Self.json(keepingForm ? Self.keepingColorForm(value, replacing: token.value) : value)
            : Self.plist(value)
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    }

    /// Adds a token at `path` (groups created as needed) with `type` and `value`.
    mutating func addToken(_ path: String, type: TokenType?, value: SourceNode) throws(StudioError) {
        let document = try readForEditing()
        guard !document.tokens.contains(where: { $0.path == path }) else {
            throw StudioError(.conflict, "\(displayName) already declares \(path)")
        }
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !segments.contains(where: \.isEmpty) else {
            throw StudioError(.badRequest, "'\(path)' is not a token path (names joined by dots)")
        }
        // The deepest group the document already has.
        var depth = segments.count - 1
        var container: SourceLocation?
        while depth > 0 {
            let prefix = segments[0..<depth].joined(separator: ".")
            if document.tokens.contains(where: { $0.path == prefix }) {
                throw StudioError(.conflict, "\(prefix) is a token, so it cannot hold \(path)")
            }
            if let group = document.groups.last(where: { $0.path == prefix }) {
                container = group.location
                break
            }
            depth -= 1
        }
        let rest = Array(segments[depth...])
        var tokenMembers: [(String, SourceNode)] = []
        if let type, format == .json { tokenMembers.append(("$type", SourceNode(.string(type.rawValue), at: .inline))) }
        let usesValueKey = format == .json && (Self.usesDollarValue(bytes) || document.tokens.isEmpty)
        var node: SourceNode
        if usesValueKey {
            tokenMembers.append(("$value", value))
            node = Self.object(tokenMembers)
        } else {
            node = value
        }
        for name in rest.dropFirst().reversed() { node = Self.object([(name, node)]) }
        let objectStart: Int
        if let container {
            objectStart = try offset(of: container)
        } else {
            objectStart = try rootStart()
        }
        try insertMember(key: rest[0], value: node, intoObjectAt: objectStart)
    }

    /// Deletes the token at `path` (its key and value, and the separator before or after it),
    /// and the groups it leaves empty.
    mutating func deleteToken(_ path: String) throws(StudioError) {
        let document = try readForEditing()
        guard let token = document.tokens.last(where: { $0.path == path }) else {
            throw StudioError(.notFound, "\(displayName) declares no token \(path)")
        }
        try deleteMember(keyAt: try offset(of: token.location))
        var parent = path
        while let dot = parent.lastIndex(of: ".") {
            parent = String(parent[..<dot])
            guard let member = try member(at: parent), case .object(let members) = member.value.value, members.isEmpty else {
                break
            }
            try deleteMember(keyAt: try offset(of: member.keyLocation))
        }
    }

    /// The member of the root (or of nested objects) whose dotted path is `path`.
    private func member(at path: String) throws(StudioError) -> SourceNode.Member? {
        var node = try readRoot()
        var rest = Substring(path)
        while true {
            guard let members = node.members else { return nil }
            // The longest key that `rest` starts with (keys may hold dots).
            guard
                let member = members.filter({ rest == $0.key || rest.hasPrefix($0.key + ".") }).max(by: {
                    $0.key.count < $1.key.count
                })
            else { return nil }
            if rest == member.key { return member }
            rest = rest.dropFirst(member.key.count + 1)
            node = member.value
        }
    }

    /// Sets the root's `$extensions[namespace][key]` to `value`, creating what is missing.
    mutating func setRootExtension(_ namespace: String, _ key: String, to value: SourceNode) throws(StudioError) {
        guard format == .json else {
            throw StudioError(
                .unprocessable, "the mock screen's roles are kept in a JSON document; \(displayName) is a property list")
        }
        let root = try readRoot()
        let rootOffset = try offset(of: root.location)
        guard let extensions = root["$extensions"] else {
            try insertMember(
                key: "$extensions", value: Self.object([(namespace, Self.object([(key, value)]))]), intoObjectAt: rootOffset)
            return
        }
        guard case .object = extensions.value else {
            throw StudioError(.unprocessable, "$extensions of \(displayName) is not an object")
        }
        guard let space = extensions[namespace] else {
            try insertMember(
                key: namespace, value: Self.object([(key, value)]), intoObjectAt: try offset(of: extensions.location))
            return
        }
        guard case .object = space.value else {
            throw StudioError(.unprocessable, "$extensions.\(namespace) of \(displayName) is not an object")
        }
        if let existing = space[key] {
            let start = try offset(of: existing.location)
            let end = try valueEnd(from: start)
            bytes.replaceSubrange(start..<end, with: Array(Self.json(value).utf8))
        } else {
            try insertMember(key: key, value: value, intoObjectAt: try offset(of: space.location))
        }
    }

    /// Adds `key: value` to the object found by following `keyPath` (member keys) from the root.
    mutating func insertMember(at keyPath: [String], key: String, value: SourceNode) throws(StudioError) {
        var node = try readRoot()
        for name in keyPath {
            guard let next = node[name] else {
                throw StudioError(.unprocessable, "\(displayName) has no \(keyPath.joined(separator: "."))")
            }
            node = next
        }
        guard case .object(let members) = node.value else {
            throw StudioError(.unprocessable, "\(keyPath.joined(separator: ".")) of \(displayName) is not an object")
        }
        guard !members.contains(where: { $0.key == key }) else {
            throw StudioError(.conflict, "\(keyPath.joined(separator: ".")) of \(displayName) already has \(key)")
        }
        try insertMember(key: key, value: value, intoObjectAt: try offset(of: node.location))
    }

    /// Replaces JSON string values at `locations` (as the reader gave them) with new strings.
    mutating func replaceStrings(_ replacements: [(SourceLocation, String)]) throws(StudioError) {
        var ranges: [(Range<Int>, String)] = []
        for (location, text) in replacements {
            let start = try offset(of: location)
            ranges.append((start..<(try valueEnd(from: start)), Self.jsonString(text)))
        }
        for (range, text) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(text.utf8))
        }
    }

    /// The root node as read (JSON or property list).
    func root() throws(StudioError) -> SourceNode { try readRoot() }

    // MARK: Reading

    private var displayName: String { URL(fileURLWithPath: file).lastPathComponent }

    private func readForEditing() throws(StudioError) -> TokenDocument {
        guard isEditable else {
            throw StudioError(.unprocessable, "\(displayName) is a binary property list, which Studio shows but does not edit")
        }
        do {
            return try document()
        } catch {
            throw StudioError(.unprocessable, "\(displayName) cannot be read: \(error.message)", location: error.location)
        }
    }

    private func readRoot() throws(StudioError) -> SourceNode {
        do {
            if format == .json { return try JSONReader.read(data, file: file).node }
            return try PropertyListReader.read(data, file: file).node
        } catch {
            throw StudioError(.unprocessable, "\(displayName) cannot be read: \(error.message)", location: error.location)
        }
    }

    private func rootStart() throws(StudioError) -> Int {
        try offset(of: try readRoot().location)
    }

    /// The byte offset of a reader's location.
    func offset(of location: SourceLocation) throws(StudioError) -> Int {
        guard location.line > 0, location.column > 0 else {
            throw StudioError(.unprocessable, "no position for \(location) in \(displayName)")
        }
        var line = 1
        var index = 0
        while line < location.line, index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
            }
            index += 1
        }
        let offset = index + location.column - 1
        guard line == location.line, offset <= bytes.count else {
            throw StudioError(.unprocessable, "position \(location) is outside \(displayName)")
        }
        return offset
    }

    // MARK: Scanning

    private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The offset after the JSON value or plist element that starts at `start`.
    func valueEnd(from start: Int) throws(StudioError) -> Int {
        format == .json ? try jsonValueEnd(from: start) : try xmlElementEnd(from: start)
    }

    /// Skips whitespace and comments forwards.
    private func skipTrivia(from start: Int) -> Int {
        var i = start
        while let b = byte(i) {
            if Self.isSpace(b) {
                i += 1
            } else if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") {
                while let c = byte(i), c != 0x0A { i += 1 }
            } else if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/")) { i += 1 }
                i = min(i + 2, bytes.count)
            } else {
                break
            }
        }
        return i
    }

    /// The offset after a JSON string starting at `start` (a quote).
    private func stringEnd(from start: Int) throws(StudioError) -> Int {
        var i = start + 1
        while let b = byte(i) {
            if b == UInt8(ascii: "\\") {
                i += 2
            } else if b == UInt8(ascii: "\"") {
                return i + 1
            } else {
                i += 1
            }
        }
        throw StudioError(.unprocessable, "unterminated string in \(displayName)")
    }

    private func jsonValueEnd(from start: Int) throws(StudioError) -> Int {
        guard let first = byte(start) else { throw StudioError(.unprocessable, "value past the end of \(displayName)") }
        if first == UInt8(ascii: "\"") { return try stringEnd(from: start) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            var depth = 0
            var i = start
            while let b = byte(i) {
                switch b {
                case UInt8(ascii: "\""):
                    i = try stringEnd(from: i)
                    continue
                case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/") || byte(i + 1) == UInt8(ascii: "*"):
                    i = skipTrivia(from: i)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default:
                    break
                }
                i += 1
            }
            throw StudioError(.unprocessable, "unterminated object or array in \(displayName)")
        }
        var i = start
        while let b = byte(i), !Self.isSpace(b), b != UInt8(ascii: ","), b != UInt8(ascii: "}"), b != UInt8(ascii: "]"),
            b != UInt8(ascii: "/")
        {
            i += 1
        }
        return i
    }

    /// The name of the tag at `start` (`<dict`, `</dict`, `<true/>`).
    private func tagName(at start: Int) -> (name: String, closing: Bool, selfClosing: Bool, end: Int)? {
        guard byte(start) == UInt8(ascii: "<") else { return nil }
        var i = start + 1
        let closing = byte(i) == UInt8(ascii: "/")
        if closing { i += 1 }
        let nameStart = i
        while let b = byte(i), !Self.isSpace(b), b != UInt8(ascii: ">"), b != UInt8(ascii: "/") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        while let b = byte(i), b != UInt8(ascii: ">") { i += 1 }
        guard i < bytes.count else { return nil }
        let selfClosing = i > 0 && bytes[i - 1] == UInt8(ascii: "/")
        return (name, closing, selfClosing, i + 1)
    }

    private func xmlElementEnd(from start: Int) throws(StudioError) -> Int {
        guard let open = tagName(at: start), !open.closing else {
            throw StudioError(.unprocessable, "expected an element at \(start) in \(displayName)")
        }
        if open.selfClosing { return open.end }
        var depth = 1
        var i = open.end
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                if bytes[i...].starts(with: Array("<!--".utf8)) {
                    i += 4
                    while i < bytes.count, !bytes[i...].starts(with: Array("-->".utf8)) { i += 1 }
                    i += 3
                    continue
                }
                if bytes[i...].starts(with: Array("<![CDATA[".utf8)) {
                    while i < bytes.count, !bytes[i...].starts(with: Array("]]>".utf8)) { i += 1 }
                    i += 3
                    continue
                }
                if let tag = tagName(at: i), tag.name == open.name {
                    if tag.closing {
                        depth -= 1
                        if depth == 0 { return tag.end }
                    } else if !tag.selfClosing {
                        depth += 1
                    }
                    i = tag.end
                    continue
                }
            }
            i += 1
        }
        throw StudioError(.unprocessable, "unterminated <\(open.name)> in \(displayName)")
    }

    // MARK: Members

    /// The whitespace before `offset` on its line, when only whitespace precedes it.
    private func indentation(of offset: Int) -> String? {
        var i = offset
        while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D else { return nil }
        return String(decoding: bytes[i..<offset], as: UTF8.self)
    }

    /// The line break the file uses.
    private var newline: String { bytes.contains(0x0D) && bytes.contains(0x0A) ? "\r\n" : "\n" }

    /// The indentation one level adds, from the file (two spaces when nothing tells).
    private func indentUnit(inner: String?, outer: String?) -> String {
        if let inner, let outer, inner.count > outer.count, inner.hasPrefix(outer) { return String(inner.dropFirst(outer.count)) }
        return bytes.contains(0x09) && !bytes.contains(0x20) ? "\t" : "  "
    }

    private mutating func insertMember(key: String, value: SourceNode, intoObjectAt start: Int) throws(StudioError) {
        if format == .json {
            try insertJSONMember(key: key, value: value, intoObjectAt: start)
        } else {
            try insertPlistMember(key: key, value: value, intoDictAt: start)
        }
    }

    private mutating func insertJSONMember(key: String, value: SourceNode, intoObjectAt start: Int) throws(StudioError) {
        guard byte(start) == UInt8(ascii: "{") else {
            throw StudioError(.unprocessable, "expected an object in \(displayName)")
        }
        let end = try jsonValueEnd(from: start) - 1  // the closing brace
        let member = Self.json(SourceNode(.string(key), at: .inline)) + ": " + Self.json(value)
        let firstMember = skipTrivia(from: start + 1)
        let outer = lineIndentation(of: start)
        if firstMember >= end {
            // An empty object: `{}` stays on one line; `{\n}` gets an indented member.
            let multiline = bytes[(start + 1)..<end].contains(0x0A)
            let text = multiline ? newline + outer + indentUnit(inner: nil, outer: outer) + member : member
            bytes.insert(contentsOf: Array(text.utf8), at: start + 1)
            return
        }
        // After the last member (or its trailing comma).
        var last = end
        while last > start + 1 {
            let b = bytes[last - 1]
            if Self.isSpace(b) {
                last -= 1
            } else if b == UInt8(ascii: "/"), last >= 2, bytes[last - 2] == UInt8(ascii: "*") {
                // The end of a block comment: back to its start.
                var i = last - 2
                while i > start, !(bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*")) { i -= 1 }
                last = i
            } else {
                break
            }
        }
        let trailingComma = bytes[last - 1] == UInt8(ascii: ",")
        let inner = indentation(of: firstMember)
        let text: String
        if let inner {
            text = (trailingComma ? "" : ",") + newline + inner + member + (trailingComma ? "," : "")
        } else {
            text = (trailingComma ? " " : ", ") + member + (trailingComma ? "," : "")
        }
        bytes.insert(contentsOf: Array(text.utf8), at: last)
    }

    /// The whitespace at the start of the line holding `offset`.
    private func lineIndentation(of offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var i = lineStart
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return String(decoding: bytes[lineStart..<i], as: UTF8.self)
    }

    private mutating func insertPlistMember(key: String, value: SourceNode, intoDictAt start: Int) throws(StudioError) {
        guard let open = tagName(at: start), open.name == "dict" || open.name == "plist" else {
            throw StudioError(.unprocessable, "expected a <dict> in \(displayName)")
        }
        var dictStart = start
        if open.name == "plist" {
            // The root: the plist's dict.
            var i = open.end
            while i < bytes.count, !(tagName(at: i)?.name == "dict") { i += 1 }
            dictStart = i
        }
        guard let dict = tagName(at: dictStart), dict.name == "dict" else {
            throw StudioError(.unprocessable, "expected a <dict> in \(displayName)")
        }
        let outer = lineIndentation(of: dictStart)
        let keyText = "<key>" + Self.xmlEscaped(key) + "</key>"
        if dict.selfClosing {
            let unit = indentUnit(inner: nil, outer: outer)
            let text =
                "<dict>" + newline + outer + unit + keyText + newline + outer + unit + Self.plist(value) + newline + outer
                + "</dict>"
            bytes.replaceSubrange(dictStart..<dict.end, with: Array(text.utf8))
            return
        }
        let end = try xmlElementEnd(from: dictStart)
        let closeStart = end - "</dict>".utf8.count
        var firstChild = dict.end
        while let b = byte(firstChild), Self.isSpace(b) { firstChild += 1 }
        let inner =
            firstChild < closeStart ? (indentation(of: firstChild) ?? outer + "\t") : outer + indentUnit(inner: nil, outer: outer)
        let text = inner + keyText + newline + inner + Self.plist(value) + newline
        // Before the line of `</dict>` when it stands on its own line.
        if let closeIndent = indentation(of: closeStart) {
            bytes.insert(contentsOf: Array(text.utf8), at: closeStart - closeIndent.utf8.count)
        } else {
            bytes.insert(contentsOf: Array((newline + text + outer).utf8), at: closeStart)
        }
    }

    private mutating func deleteMember(keyAt keyStart: Int) throws(StudioError) {
        if format == .json {
            guard byte(keyStart) == UInt8(ascii: "\"") else {
                throw StudioError(.unprocessable, "expected a key at \(keyStart) in \(displayName)")
            }
            var i = skipTrivia(from: try stringEnd(from: keyStart))
            guard byte(i) == UInt8(ascii: ":") else {
                throw StudioError(.unprocessable, "expected ':' after a key in \(displayName)")
            }
            i = skipTrivia(from: i + 1)
            let valueEnd = try jsonValueEnd(from: i)
            // The separator before: a comma after the previous member.
            var before = keyStart
            while before > 0, Self.isSpace(bytes[before - 1]) { before -= 1 }
            if before > 0, bytes[before - 1] == UInt8(ascii: ",") {
                var removeEnd = valueEnd
                // A trailing comma after the deleted member stays with the previous one's.
                let next = skipTrivia(from: valueEnd)
                if byte(next) == UInt8(ascii: ","), byte(skipTrivia(from: next + 1)) == UInt8(ascii: "}") { removeEnd = next + 1 }
                bytes.removeSubrange((before - 1)..<removeEnd)
                return
            }
            let next = skipTrivia(from: valueEnd)
            if byte(next) == UInt8(ascii: ",") {
                let following = skipTrivia(from: next + 1)
                if byte(following) == UInt8(ascii: "}") {
                    bytes.removeSubrange(keyStart..<(next + 1))
                } else {
                    bytes.removeSubrange(keyStart..<following)
                }
                return
            }
            // The only member: leave `{}`.
            var open = keyStart
            while open > 0, bytes[open - 1] != UInt8(ascii: "{") { open -= 1 }
            bytes.removeSubrange(open..<next)
            return
        }
        guard let key = tagName(at: keyStart), key.name == "key" else {
            throw StudioError(.unprocessable, "expected a <key> in \(displayName)")
        }
        let keyEnd = try xmlElementEnd(from: keyStart)
        var valueStart = keyEnd
        while let b = byte(valueStart), Self.isSpace(b) { valueStart += 1 }
        let valueEnd = try xmlElementEnd(from: valueStart)
        var start = keyStart
        var end = valueEnd
        if let indent = indentation(of: keyStart) {
            start -= indent.utf8.count
            var after = valueEnd
            while let b = byte(after), b == 0x20 || b == 0x09 { after += 1 }
            if byte(after) == 0x0D { after += 1 }
            if byte(after) == 0x0A { after += 1 }
            end = after
        }
        bytes.removeSubrange(start..<end)
    }

    // MARK: Writing values

    /// Whether the document's tokens use `$value` (DTCG / Livery JSON) rather than plain values.
    private static func usesDollarValue(_ bytes: [UInt8]) -> Bool {
        let needle = Array("\"$value\"".utf8)
        guard bytes.count >= needle.count else { return false }
        for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    static func object(_ members: [(String, SourceNode)]) -> SourceNode {
        SourceNode(.object(members.map { SourceNode.Member(key: $0.0, keyLocation: .inline, value: $0.1) }), at: .inline)
    }

    /// A colour keeps the form and space the document wrote it in:
    /// - typed as text where the document has a DTCG colour object: an object, in the object's
    ///   space when that is sRGB or Display P3 (converted), else in the typed colour's own space;
    /// - given as a DTCG object where the document has a string: a string again (`#rrggbb[aa]`,
    ///   or `color(display-p3 …)` when the old string was one).
    /// The alpha is always the new value's.
    static func keepingColorForm(_ value: SourceNode, replacing old: SourceNode) -> SourceNode {
        if old["colorSpace"] != nil, let text = value.string, let color = try? ThemeColor(parsing: text), color.systemName == nil,
            !color.isRandom
        {
            var space = color.colorSpace
            var components = color.components
            if let oldSpace = old["colorSpace"]?.string.flatMap(ThemeColor.ColorSpace.init(rawValue:)), oldSpace != space,
                let converted = StudioColorSpaces.convert(components, from: space, to: oldSpace)
            {
                space = oldSpace
                components = converted
            }
            var members: [(String, SourceNode)] = [
                ("colorSpace", SourceNode(.string(space.rawValue), at: .inline)),
                (
                    "components",
                    SourceNode(
                        .array(components.map { SourceNode(.number(rounded($0), isInteger: false), at: .inline) }), at: .inline)
                ),
            ]
            if old["alpha"] != nil || color.alpha < 1 {
                members.append(("alpha", SourceNode(.number(rounded(color.alpha), isInteger: false), at: .inline)))
            }
            if old["hex"] != nil {
                members.append(("hex", SourceNode(.string(String(color.hexString.prefix(7)).lowercased()), at: .inline)))
            }
            return object(members)
        }
        if let oldText = old.string, value["colorSpace"] != nil, let color = try? ThemeColor(dtcg: value) {
            let lower = oldText.lowercased()
            if lower.hasPrefix("color(display-p3"),
                let p3 = color.colorSpace == .displayP3
                    ? color.components : StudioColorSpaces.convert(color.components, from: color.colorSpace, to: .displayP3)
            {
                let alpha = color.alpha < 1 ? " / \(number(rounded(color.alpha)))" : ""
                return SourceNode(
                    .string("color(display-p3 \(p3.map { number(rounded($0)) }.joined(separator: " "))\(alpha))"), at: .inline)
            }
            if lower.hasPrefix("#") {
                let hex = color.hexString.lowercased()
                return SourceNode(.string(color.alpha < 1 ? hex : String(hex.prefix(7))), at: .inline)
            }
        }
        return value
    }

    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// Compact JSON: `{"a": 1, "b": [1, 2]}`.
    static func json(_ node: SourceNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n, _): return number(n)
        case .string(let s): return jsonString(s)
        case .array(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { jsonString($0.key) + ": " + json($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A number the shortest way that reads back exactly, as the core's JSON writer writes it.
    static func number(_ n: Double) -> String {
        JSONValue.number(n).serialized(pretty: false)
    }

    /// A JSON string literal, escaped as the core's JSON writer escapes it.
    static func jsonString(_ s: String) -> String {
        JSONValue.string(s).serialized(pretty: false)
    }

    static func xmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A property-list element, on one line.
    static func plist(_ node: SourceNode) -> String {
        switch node.value {
        case .null: return "<string></string>"
        case .bool(let b): return b ? "<true/>" : "<false/>"
        case .number(let n, let isInteger):
            return isInteger && n == n.rounded() ? "<integer>\(number(n))</integer>" : "<real>\(number(n))</real>"
        case .string(let s): return "<string>" + xmlEscaped(s) + "</string>"
        case .array(let items): return "<array>" + items.map(plist).joined() + "</array>"
        case .object(let members):
            return "<dict>" + members.map { "<key>" + xmlEscaped($0.key) + "</key>" + plist($0.value) }.joined() + "</dict>"
        }
    }
}
