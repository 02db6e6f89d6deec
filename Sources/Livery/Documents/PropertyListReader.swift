import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads property lists into a ``SourceNode`` tree.
///
/// - XML property lists are parsed with `XMLParser`, so every `<dict>` key and every value has a
///   line and column (UTF-8 bytes from the line start, pointing at the element's `<`).
/// - Binary (`bplist00`) and old-style (OpenStep) property lists, and XML in an encoding other than
///   UTF-8 (which `XMLParser` positions would not match), are read with `PropertyListSerialization`;
///   their locations have no line but a key path (`skin1.Color.tab颜色`, `items.0`), and
///   dictionary members come in key order.
/// - Malformed XML is a `.syntax` error at the position `XMLParser` reports, even where
///   `PropertyListSerialization`'s more lenient parser would accept it.
///
/// Value mapping: dict → object, array → array, string → string, integer → integer number,
/// real → number, true/false → bool, date → ISO 8601 string, data → base64 string.
package enum PropertyListReader {
    /// Reads one property list.
    ///
    /// - Returns: the root value, and diagnostics that still leave a usable document (duplicate
    ///   keys).
    /// - Throws: `.syntax` for malformed XML (with the parser's line and column) or an invalid
    ///   binary property list, `.invalidEncoding` for XML that is not valid UTF-8,
    ///   `.invalidStructure` for data that is no property list at all, `.tooDeep` for nesting
    ///   deeper than 512 levels (XML) or 32 (binary and old-style).
    package static func read(
        _ data: Data, file: String
    ) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) {
            return (try readSerialized(data, file: file, isBinary: true), [])
        }
        guard let xmlStart = xmlStart(bytes) else {
            // Old-style (OpenStep) text, UTF-16 XML, or not a property list at all.
            return (try readSerialized(data, file: file, isBinary: false), [])
        }
        if declaresUTF8(bytes, from: xmlStart) {
            try validateUTF8(bytes, file: file)
        } else {
            return (try readSerialized(data, file: file, isBinary: false), [])
        }
        // Malformed XML stays an error even when PropertyListSerialization would take it: its
        // lenient parser silently accepts junk after the root or a <key> where a value belongs.
        return try XMLPropertyListReader(bytes: bytes, file: file).read(data).value()
    }

    /// The deepest nesting read from XML property lists (Livery's own iterative reader).
    static let maxDepth = 512
    /// The deepest nesting read from binary and old-style property lists: Foundation reads them,
    /// and both its readers and the casts of what they return recurse once per level with large
    /// frames (100 levels overflowed a 512 KiB stack in a debug build), so the nesting is measured
    /// first and kept far below that.
    static let serializedMaxDepth = 32

    // MARK: - Format detection

    /// The offset of the first `<` when the data is UTF-8 XML (after an optional BOM and
    /// whitespace); nil otherwise.
    private static func xmlStart(_ bytes: [UInt8]) -> Int? {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D {
            i += 1
        }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<") ? i : nil
    }

    /// Whether the XML declaration (if any) names UTF-8, the only encoding positions are computed for.
    private static func declaresUTF8(_ bytes: [UInt8], from start: Int) -> Bool {
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return true }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return true }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return rest.hasPrefix("utf-8") || rest.hasPrefix("utf8")
    }

    /// Throws `.invalidEncoding` at the first byte that is not well-formed UTF-8, the message ending
    /// with `expectation`.
    package static func validateUTF8(
        _ bytes: [UInt8], file: String, expectation: String = "the property list declares UTF-8"
    ) throws(TokenDocument.Error) {
        var line = 1
        var lineStart = 0
        var i = 0
        let count = bytes.count
        func continuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            j < count && bytes[j] >= low && bytes[j] <= high
        }
        while i < count {
            let byte = bytes[i]
            if byte < 0x80 {
                if byte == 0x0A || (byte == 0x0D && !(i + 1 < count && bytes[i + 1] == 0x0A)) {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
                continue
            }
            let length: Int? =
                switch byte {
                case 0xC2...0xDF: continuation(i + 1) ? 2 : nil
                case 0xE0: continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : nil
                case 0xE1...0xEC, 0xEE...0xEF: continuation(i + 1) && continuation(i + 2) ? 3 : nil
                case 0xED: continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : nil
                case 0xF0: continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
                case 0xF1...0xF3: continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
                case 0xF4: continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
                default: nil
                }
            guard let length else {
                let hex = String(byte, radix: 16, uppercase: true)
                throw TokenDocument.Error(
                    .invalidEncoding, "invalid UTF-8 byte 0x\(hex); \(expectation)",
                    at: SourceLocation(file: file, line: line, column: i - lineStart + 1))
            }
            i += length
        }
    }

    // MARK: - PropertyListSerialization

    /// The line an old-style parser message names ("… on line 3"), when it is a line of `data`.
    static func reportedLine(in message: String?, of data: Data) -> Int? {
        guard let message, let range = message.range(of: #"line \d+"#, options: .regularExpression),
            let line = Int(message[range].dropFirst(5))
        else { return nil }
        let lineCount = 1 + data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (1...lineCount).contains(line) ? line : nil
    }

    /// Reads with `PropertyListSerialization`; locations carry key paths.
    static func readSerialized(_ data: Data, file: String, isBinary: Bool) throws(TokenDocument.Error) -> SourceNode {
        // Foundation's readers recurse once per level: measure the nesting first, without recursion,
        // so a hostile file cannot exhaust a secondary thread's stack inside Foundation.
        let bytes = [UInt8](data)
        let limit = serializedMaxDepth
        if isBinary {
            // A binary list has no lines: the error names the file.
            guard PropertyListDepth.binary(bytes, limit: limit) <= limit else {
                throw TokenDocument.Error(
                    .tooDeep, "nesting deeper than \(limit) levels (binary property lists)", at: SourceLocation(file: file))
            }
        } else if let offset = PropertyListDepth.textOffsetPastLimit(bytes, limit: limit) {
            // Old-style text: the bracket that opens one level too many.
            // Lines end at LF, CR LF or a lone CR, as every other position Livery reports.
            var line = 1
            var lineStart = 0
            for index in 0..<offset {
                let isBreak = bytes[index] == 0x0A || (bytes[index] == 0x0D && bytes[index + 1] != 0x0A)
                if isBreak {
                    line += 1
                    lineStart = index + 1
                }
            }
            throw TokenDocument.Error(
                .tooDeep, "nesting deeper than \(limit) levels (old-style property lists)",
                at: SourceLocation(file: file, line: line, column: offset - lineStart + 1))
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            if isBinary {
                throw TokenDocument.Error(
                    .syntax, "invalid binary property list" + (detail.map { ": \($0)" } ?? ""),
                    at: SourceLocation(file: file))
            }
            // Text: point at the line Foundation's message names, else where the text starts.
            throw TokenDocument.Error(
                .invalidStructure,
                "not a property list (XML, binary or old-style)" + (detail.map { ": \($0)" } ?? ""),
                at: SourceLocation(file: file, line: reportedLine(in: detail, of: data) ?? 1, column: 1))
        }
        var root = try node(from: object, path: nil, file: file, depth: 0)
        // Text read this way has no positions inside, but the document itself starts at 1:1.
        if !isBinary { root.location = SourceLocation(file: file, line: 1, column: 1) }
        return root
    }

    private static func node(from value: Any, path: String?, file: String, depth: Int) throws(TokenDocument.Error)
        -> SourceNode
    {
        let location = SourceLocation(file: file, keyPath: path)
        guard depth < maxDepth else {
            throw TokenDocument.Error(.tooDeep, "nesting deeper than \(maxDepth) levels", at: location)
        }
        func child(_ component: String) -> String { path.map { "\($0).\(component)" } ?? component }

        if let string = value as? String {
            return SourceNode(.string(string), at: location)
        }
        if isBoolean(value), let bool = value as? Bool {
            return SourceNode(.bool(bool), at: location)
        }
        if let number = numberValue(value) {
            guard number.value.isFinite else {
                throw TokenDocument.Error(
                    .syntax, "a number that is not finite (\(number.value)); expected a finite number", at: location)
            }
            return SourceNode(.number(number.value, isInteger: number.isInteger), at: location)
        }
        if let date = value as? Date {
            return SourceNode(.string(date.formatted(.iso8601)), at: location)
        }
        if let data = value as? Data {
            return SourceNode(.string(data.base64EncodedString()), at: location)
        }
        if let array = value as? [Any] {
            var elements: [SourceNode] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                elements.append(try node(from: element, path: child(String(index)), file: file, depth: depth + 1))
            }
            return SourceNode(.array(elements), at: location)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var entries: [(key: String, value: Any)] = []
            entries.reserveCapacity(dictionary.count)
            for (key, value) in dictionary {
                guard let key = key.base as? String else {
                    throw TokenDocument.Error(
                        .invalidStructure, "dictionary key '\(key)' is not a string", at: location)
                }
                entries.append((key, value))
            }
            entries = entries.sorted(byKey: \.key)
            var members: [SourceNode.Member] = []
            members.reserveCapacity(entries.count)
            for entry in entries {
                let memberPath = child(entry.key)
                let value = try node(from: entry.value, path: memberPath, file: file, depth: depth + 1)
                members.append(
                    SourceNode.Member(
                        key: entry.key, keyLocation: SourceLocation(file: file, keyPath: memberPath), value: value))
            }
            return SourceNode(.object(members), at: location)
        }
        throw TokenDocument.Error(
            .invalidStructure, "unsupported property-list value of type \(type(of: value))", at: location)
    }

    /// Whether a value read by `PropertyListSerialization` is a boolean rather than a number that
    /// happens to be 0 or 1 (`NSNumber(1) as? Bool` succeeds on every platform).
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        #if canImport(Darwin)
            if let number = value as? NSNumber, type(of: value) != Int.self, type(of: value) != Double.self {
                return CFGetTypeID(number) == CFBooleanGetTypeID()
            }
        #endif
        return false
    }

    /// The value of a number read by `PropertyListSerialization`, and whether it is an integer.
    static func numberValue(_ value: Any) -> (value: Double, isInteger: Bool)? {
        if isBoolean(value) { return nil }
        switch value {
        case let v as Int where type(of: value) == Int.self: return (Double(v), true)
        case let v as Int64 where type(of: value) == Int64.self: return (Double(v), true)
        case let v as UInt64 where type(of: value) == UInt64.self: return (Double(v), true)
        case let v as Int32 where type(of: value) == Int32.self: return (Double(v), true)
        case let v as Double where type(of: value) == Double.self: return (v, false)
        case let v as Float where type(of: value) == Float.self: return (Double(v), false)
        default: break
        }
        guard let number = value as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "f", "d": return (number.doubleValue, false)
        case "Q", "L", "I", "S", "C": return (Double(number.uint64Value), true)
        default: return (Double(number.int64Value), true)
        }
    }
}

// MARK: - XML

/// Turns `XMLParser` events into a ``SourceNode`` tree, with the byte position of every element.
private final class XMLPropertyListReader: NSObject, XMLParserDelegate {
    private struct Container {
        enum Kind { case plist, dict, array }
        var kind: Kind
        var name: String
        var location: SourceLocation
        var elements: [SourceNode] = []
        var members: [SourceNode.Member] = []
        var pendingKey: (key: String, location: SourceLocation)?
        var firstIndex: [String: Int] = [:]
    }

    private struct Scalar {
        var name: String
        var location: SourceLocation
        var text = ""
    }

    private let bytes: [UInt8]
    private let file: String
    /// The offset of the first byte of each line.
    private let lineStarts: [Int]
    private var stack: [Container] = []
    private var scalar: Scalar?
    private var root: SourceNode?
    private var diagnostics: [Diagnostic] = []
    private var failure: TokenDocument.Error?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    func read(_ data: Data) -> Result<(node: SourceNode, diagnostics: [Diagnostic]), TokenDocument.Error> {
        if let offset = Self.processingInstructionWithoutData(in: bytes) {
            let end = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) ?? offset
            let text = String(decoding: bytes[offset...end], as: UTF8.self)
            return .failure(
                TokenDocument.Error(
                    .syntax,
                    "processing instruction \(text) has no data: expected data after its name, or no processing instruction",
                    at: location(ofOffset: offset)))
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = self
        let succeeded = parser.parse()
        if let failure { return .failure(failure) }
        if !succeeded || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            return .failure(xmlError(code: code, line: parser.lineNumber, column: parser.columnNumber))
        }
        guard let root else {
            let end = location(forLine: parser.lineNumber, characterColumn: parser.columnNumber)
            return .failure(TokenDocument.Error(.syntax, "expected a property list, found end of file", at: end))
        }
        return .success((root, diagnostics))
    }

    /// The offset of the first processing instruction whose name is followed directly by `?>`
    /// (`<?name?>`), outside comments and CDATA sections.
    ///
    /// libxml2 reports such an instruction's data as a null pointer, and FoundationXML on Linux
    /// passes it to `strlen`, which stops the process (found by fuzzing, RELIABILITY.md). Property
    /// lists never hold processing instructions besides the XML declaration, which has data.
    static func processingInstructionWithoutData(in bytes: [UInt8]) -> Int? {
        func starts(_ prefix: String, at i: Int) -> Bool {
            let p = Array(prefix.utf8)
            return i + p.count <= bytes.count && bytes[i..<(i + p.count)].elementsEqual(p)
        }
        func skip(to terminator: String, from i: Int) -> Int {
            var j = i
            while j < bytes.count, !starts(terminator, at: j) { j += 1 }
            return j + terminator.utf8.count
        }
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts("<!--", at: i) {
                i = skip(to: "-->", from: i + 4)
            } else if starts("<![CDATA[", at: i) {
                i = skip(to: "]]>", from: i + 9)
            } else if starts("<?", at: i) {
                var j = i + 2
                while j < bytes.count, !" \t\r\n?><".utf8.contains(bytes[j]) { j += 1 }
                if j > i + 2, starts("?>", at: j) { return i }
                i = j
            } else {
                i += 1
            }
        }
        return nil
    }

    // MARK: Positions

    /// Converts libxml2's line and column (which counts characters) to a byte column.
    private func offset(forLine line: Int, characterColumn column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = start
        var characters = 1
        while offset < end, characters < column {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return min(offset, max(bytes.count - 1, 0))
    }

    private func location(ofOffset offset: Int) -> SourceLocation {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func location(forLine line: Int, characterColumn column: Int) -> SourceLocation {
        guard let offset = offset(forLine: line, characterColumn: column) else {
            // libxml2 names no line of the text (0 before it read anything, past the last at the
            // end of file): point at the start or the end of the text instead.
            return location(ofOffset: line < 1 ? 0 : bytes.count)
        }
        return location(ofOffset: offset)
    }

    /// The position of the `<` of the start tag `name` that the parser has just read: libxml2
    /// reports a position at the end of the tag, so look back from there.
    private func startTagLocation(_ name: String, parser: XMLParser) -> SourceLocation {
        let line = parser.lineNumber
        let column = parser.columnNumber
        guard let reported = offset(forLine: line, characterColumn: column) else {
            return SourceLocation(file: file, line: max(line, 0), column: max(column, 0))
        }
        let pattern = Array(("<" + name).utf8)
        var candidate = min(reported, bytes.count - pattern.count)
        while candidate >= 0 {
            if bytes[candidate] == pattern[0], bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) {
                let after = candidate + pattern.count
                let delimiter = after < bytes.count ? bytes[after] : UInt8(ascii: ">")
                if delimiter == UInt8(ascii: ">") || delimiter == UInt8(ascii: "/") || delimiter == 0x20
                    || delimiter == 0x09 || delimiter == 0x0A || delimiter == 0x0D
                {
                    return location(ofOffset: candidate)
                }
            }
            candidate -= 1
        }
        return location(forLine: line, characterColumn: column)
    }

    // MARK: Errors

    private func fail(_ message: String, at location: SourceLocation, parser: XMLParser) {
        guard failure == nil else { return }
        failure = TokenDocument.Error(.syntax, message, at: location)
        parser.abortParsing()
    }

    private func xmlError(code: Int, line: Int, column: Int) -> TokenDocument.Error {
        var message = Self.libxml2Messages[code] ?? "malformed XML (libxml2 error \(code))"
        let open = scalar?.name ?? stack.last?.name
        if code == 76, let open {
            message += "; expected '</\(open)>'"
        } else if code == 5 || code == 77 {
            // libxml2 reports a document cut short like one with junk after its root.
            if let open {
                message = "unexpected end of file: expected '</\(open)>'"
            } else if root == nil {
                message = "expected a property list, found end of file"
            }
        }
        return TokenDocument.Error(.syntax, message, at: location(forLine: line, characterColumn: column))
    }

    /// libxml2's error numbers (`xmlParserErrors`), which `XMLParser` reports as codes.
    private static let libxml2Messages: [Int: String] = [
        3: "expected '<' at the start of the document",
        4: "the document is empty",
        5: "extra content at the end of the document",
        9: "invalid character",
        23: "expected ';' after an entity reference",
        26: "undeclared entity",
        31: "unknown encoding",
        32: "unsupported encoding",
        38: "unescaped '<' in an attribute value",
        39: "expected '\"' or ''' to start an attribute value",
        40: "unterminated attribute value",
        41: "attribute without a value",
        45: "unterminated comment",
        57: "malformed XML declaration",
        61: "malformed DOCTYPE",
        63: "unterminated CDATA section",
        65: "expected a space",
        68: "expected a name",
        73: "expected '>'",
        74: "expected '</'",
        75: "expected '=' after an attribute name",
        76: "closing tag does not match the open element",
        77: "unterminated element: expected its closing tag before the end of the file",
        81: "invalid encoding",
        85: "unbalanced start and end tags",
        86: "extra content at the end of the document",
        201: "undeclared namespace prefix",
    ]

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let at = startTagLocation(elementName, parser: parser)
        if let scalar {
            return fail("unexpected <\(elementName)> inside <\(scalar.name)>", at: at, parser: parser)
        }
        switch elementName {
        case "plist":
            guard stack.isEmpty, root == nil else {
                return fail("<plist> must be the root element", at: at, parser: parser)
            }
            stack.append(Container(kind: .plist, name: elementName, location: at))
        case "key":
            guard let top = stack.last, top.kind == .dict else {
                return fail("<key> outside a <dict>", at: at, parser: parser)
            }
            if let pending = top.pendingKey {
                return fail("key '\(pending.key)' has no value before the next <key>", at: at, parser: parser)
            }
            scalar = Scalar(name: elementName, location: at)
        case "dict", "array":
            guard checkValuePosition(elementName, at: at, parser: parser) else { return }
            guard stack.count <= PropertyListReader.maxDepth else {
                failure = TokenDocument.Error(
                    .tooDeep, "nesting deeper than \(PropertyListReader.maxDepth) levels", at: at)
                parser.abortParsing()
                return
            }
            stack.append(Container(kind: elementName == "dict" ? .dict : .array, name: elementName, location: at))
        case "string", "integer", "real", "true", "false", "date", "data":
            guard checkValuePosition(elementName, at: at, parser: parser) else { return }
            scalar = Scalar(name: elementName, location: at)
        default:
            fail("unknown property-list element <\(elementName)>", at: at, parser: parser)
        }
    }

    /// Whether a value may start here: in an array, after a key in a dict, or as the only value.
    private func checkValuePosition(_ name: String, at: SourceLocation, parser: XMLParser) -> Bool {
        guard let top = stack.last else {
            if root != nil { fail("a property list has a single root value", at: at, parser: parser) }
            return root == nil
        }
        switch top.kind {
        case .array:
            return true
        case .dict:
            if top.pendingKey == nil {
                fail("expected <key> before <\(name)> in <dict>", at: at, parser: parser)
                return false
            }
            return true
        case .plist:
            if top.elements.isEmpty { return true }
            fail("<plist> holds a single root value", at: at, parser: parser)
            return false
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        if scalar != nil {
            scalar?.text += string
        } else if !string.allSatisfy(\.isWhitespace), let top = stack.last {
            let at = location(forLine: parser.lineNumber, characterColumn: parser.columnNumber)
            fail(
                "unexpected text '\(string.trimmingCharacters(in: .whitespacesAndNewlines))' in <\(top.name)>",
                at: at, parser: parser)
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil else { return }
        if scalar != nil {
            scalar?.text += String(decoding: CDATABlock, as: UTF8.self)
        } else if let top = stack.last {
            let at = location(forLine: parser.lineNumber, characterColumn: parser.columnNumber)
            fail("unexpected CDATA in <\(top.name)>", at: at, parser: parser)
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard failure == nil else { return }
        if let current = scalar {
            scalar = nil
            if current.name == "key" {
                stack[stack.count - 1].pendingKey = (current.text, current.location)
                return
            }
            guard let value = scalarValue(current, parser: parser) else { return }
            attach(SourceNode(value, at: current.location), parser: parser)
            return
        }
        guard let container = stack.popLast() else { return }
        switch container.kind {
        case .plist:
            guard let value = container.elements.first else {
                return fail("<plist> has no value", at: container.location, parser: parser)
            }
            root = value
        case .array:
            attach(SourceNode(.array(container.elements), at: container.location), parser: parser)
        case .dict:
            if let pending = container.pendingKey {
                return fail("key '\(pending.key)' has no value", at: pending.location, parser: parser)
            }
            attach(SourceNode(.object(container.members), at: container.location), parser: parser)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = xmlError(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }

    // MARK: Building

    private func attach(_ node: SourceNode, parser: XMLParser) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        switch stack[top].kind {
        case .array, .plist:
            stack[top].elements.append(node)
        case .dict:
            guard let (key, keyLocation) = stack[top].pendingKey else { return }
            stack[top].pendingKey = nil
            if let first = stack[top].firstIndex[key] {
                let firstLocation = stack[top].members[first].keyLocation
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "duplicate key '\(key)'; first defined at line \(firstLocation.line), column \(firstLocation.column)",
                        at: keyLocation, rule: "duplicate-key"))
            } else {
                stack[top].firstIndex[key] = stack[top].members.count
            }
            stack[top].members.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: node))
        }
    }

    private func scalarValue(_ scalar: Scalar, parser: XMLParser) -> SourceNode.Value? {
        let trimmed = scalar.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch scalar.name {
        case "string":
            return .string(scalar.text)
        case "true", "false":
            guard trimmed.isEmpty else {
                fail("<\(scalar.name)/> must be empty", at: scalar.location, parser: parser)
                return nil
            }
            return .bool(scalar.name == "true")
        case "integer":
            guard let value = Self.integer(trimmed) else {
                fail("invalid integer '\(trimmed)'", at: scalar.location, parser: parser)
                return nil
            }
            return .number(value, isInteger: true)
        case "real":
            guard let value = Double(finite: trimmed) else {
                let expectation = Double(trimmed) == nil ? "" : ": expected a finite number"
                fail("invalid real '\(trimmed)'\(expectation)", at: scalar.location, parser: parser)
                return nil
            }
            return .number(value, isInteger: false)
        case "date":
            guard let date = try? Date.ISO8601FormatStyle().parse(trimmed) else {
                fail(
                    "invalid date '\(trimmed)': expected ISO 8601 (2024-01-31T12:00:00Z)", at: scalar.location,
                    parser: parser)
                return nil
            }
            return .string(date.formatted(.iso8601))
        case "data":
            let compact = String(trimmed.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
            guard let data = Data(base64Encoded: compact) else {
                fail("invalid base64 in <data>", at: scalar.location, parser: parser)
                return nil
            }
            return .string(data.base64EncodedString())
        default:
            return nil
        }
    }

    /// A plist integer: decimal with an optional sign, or hexadecimal with `0x`.
    private static func integer(_ text: String) -> Double? {
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") || digits.hasPrefix("+") {
            negative = digits.hasPrefix("-")
            digits = digits.dropFirst()
        }
        let magnitude: UInt64?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            magnitude = UInt64(digits.dropFirst(2), radix: 16)
        } else {
            magnitude = digits.allSatisfy(\.isASCII) ? UInt64(digits) : nil
        }
        guard let magnitude else { return nil }
        return negative ? -Double(magnitude) : Double(magnitude)
    }
}

/// The nesting depth of a property list, measured without recursion and without building it, up
/// to a limit (the measure stops past it).
enum PropertyListDepth {
    /// Where old-style text opens one level more than `limit` of `(…)`, `{…}` and `<…>` (outside
    /// quoted strings and comments): the byte offset of that bracket, or nil when it never does.
    static func textOffsetPastLimit(_ bytes: [UInt8], limit: Int) -> Int? {
        var depth = 0
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[i]
                i += 1
                while i < bytes.count, bytes[i] != quote {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 1
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
                if depth > limit { return i }
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                depth = max(depth - 1, 0)
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// The deepest chain of arrays, sets and dictionaries in a binary property list (`bplist00`),
    /// following object references from the top object; `limit + 1` when it is passed or the
    /// references loop. A malformed file measures 0 (Foundation's reader reports it).
    static func binary(_ bytes: [UInt8], limit: Int) -> Int {
        guard bytes.count >= 40 else { return 0 }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        func integer(_ start: Int, _ width: Int) -> Int? {
            guard width > 0, width <= 8, start >= 0, start + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + width)] {
                guard value <= (Int.max >> 8) else { return nil }
                value = value << 8 | Int(byte)
            }
            return value
        }
        guard let count = integer(trailer + 8, 8), let top = integer(trailer + 16, 8),
            let table = integer(trailer + 24, 8), count > 0, count <= bytes.count, top < count,
            table + count * offsetSize <= trailer
        else { return 0 }
        /// The objects a container at `index` refers to; nil for a scalar or malformed object.
        func children(_ index: Int) -> [Int]? {
            guard let offset = integer(table + index * offsetSize, offsetSize), offset < trailer else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xB || kind == 0xC || kind == 0xD else { return nil }
            var length = Int(marker & 0x0F)
            var start = offset + 1
            if length == 0x0F {
                guard start < trailer, bytes[start] >> 4 == 0x1, let size = integer(start + 1, 1 << Int(bytes[start] & 0x0F))
                else { return nil }
                length = size
                start += 1 + (1 << Int(bytes[start] & 0x0F))
            }
            let references = kind == 0xD ? length * 2 : length
            guard references <= count * 2, start + references * referenceSize <= trailer else { return nil }
            return (0..<references).compactMap { integer(start + $0 * referenceSize, referenceSize) }.filter { $0 < count }
        }
        // Longest path by an iterative depth-first walk: each object's depth is computed once.
        var depthOf = [Int](repeating: -1, count: count)  // -1 unvisited, -2 on the path
        var path: [(object: Int, children: [Int], next: Int)] = []
        func enter(_ object: Int) -> Bool {
            guard path.count <= limit else { return false }
            depthOf[object] = -2
            path.append((object, children(object) ?? [], 0))
            return true
        }
        guard enter(top) else { return limit + 1 }
        while var frame = path.popLast() {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                frame.next += 1
                path.append(frame)
                switch depthOf[child] {
                case -2: return limit + 1  // a loop
                case -1: if !enter(child) { return limit + 1 }
                default: break
                }
                continue
            }
            let deepestChild = frame.children.map { depthOf[$0] }.max() ?? -1
            let isContainer = children(frame.object) != nil
            depthOf[frame.object] = (isContainer ? 1 : 0) + max(deepestChild, 0)
            if depthOf[frame.object] > limit { return limit + 1 }
        }
        return depthOf[top]
    }
}
