import Foundation

/// Reads JSON (and JSONC) bytes into a ``SourceNode`` tree that remembers where every value and
/// key was written.
///
/// `JSONSerialization` has no positions and reads `1` as a `Bool` on Linux, so this is a
/// hand-written byte-level parser:
/// - RFC 8259 grammar; strings with every escape (surrogate pairs included, lone surrogates
///   rejected); numbers keep whether they were integers.
/// - Lines and columns count from 1; a column counts UTF-8 bytes from the start of its line and
///   points at the first byte of a value or key.
/// - With the default options, `//` and `/* */` comments and trailing commas are accepted (JSONC,
///   as Style Dictionary writes it); the first of each gets a `non-standard-json` note.
/// - Duplicate keys are kept in order (the later wins for lookups) with a `duplicate-key` error
///   diagnostic.
/// - Iterative, so no input can overflow the stack; nesting beyond `maxDepth` is an error.
package enum JSONReader {
    /// What the reader accepts.
    package struct Options: Sendable {
        /// Accept `//` and `/* */` comments.
        package var allowsComments = true
        /// Accept a comma after the last element of an array or object.
        package var allowsTrailingCommas = true
        /// The deepest nesting of arrays and objects accepted.
        package var maxDepth = 256
        /// The largest input accepted, in bytes.
        package var maxBytes = 512 << 20

        package init(
            allowsComments: Bool = true, allowsTrailingCommas: Bool = true,
            maxDepth: Int = 256, maxBytes: Int = 512 << 20
        ) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }

        /// Strict RFC 8259: no comments, no trailing commas.
        package static var strict: Options { Options(allowsComments: false, allowsTrailingCommas: false) }
    }

    /// The rule of the notes for comments and trailing commas.
    package static let nonStandardRule = "non-standard-json"
    /// The rule of duplicate-key diagnostics.
    package static let duplicateKeyRule = "duplicate-key"

    /// Reads one JSON document.
    ///
    /// - Returns: the top-level value, and the diagnostics that still leave a usable document
    ///   (duplicate keys, notes for JSONC extensions).
    /// - Throws: `.syntax`, `.invalidEncoding`, `.tooDeep` or `.tooLarge`, with the position where
    ///   reading stopped.
    package static func read(
        _ data: Data, file: String, options: Options = .init()
    ) throws(TokenDocument.Error) -> (node: SourceNode, diagnostics: [Diagnostic]) {
        guard data.count <= options.maxBytes else {
            throw TokenDocument.Error(
                .tooLarge,
                "the file is \(data.count) bytes, more than the limit of \(options.maxBytes) bytes",
                at: SourceLocation(file: file))
        }
        let result: Result<(node: SourceNode, diagnostics: [Diagnostic]), TokenDocument.Error> =
            data.withUnsafeBytes { raw in
                var parser = JSONParser(bytes: raw.assumingMemoryBound(to: UInt8.self), file: file, options: options)
                do throws(TokenDocument.Error) {
                    let node = try parser.parseDocument()
                    return .success((node, parser.diagnostics))
                } catch {
                    return .failure(error)
                }
            }
        return try result.value()
    }
}

// MARK: - Parser

private typealias ReadError = TokenDocument.Error

private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
}

/// Exact powers of ten for the fast number path (10^22 is the largest exact `Double`).
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// An array or object that is still open.
private struct Frame {
    var isObject: Bool
    /// Where its elements (in `values`) or members (in `members`) start.
    var start: Int
    var location: SourceLocation
    /// The key of the member whose value is being read.
    var key: String = ""
    var keyLocation: SourceLocation
    /// First index of each key, built once an object has many members.
    var keyIndex: [String: Int]?
}

/// The byte-level JSON parser. Works over a buffer that outlives it (inside `withUnsafeBytes`).
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let file: String
    let options: JSONReader.Options
    var pos = 0
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    var sawComment = false
    var sawTrailingComma = false
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, options: JSONReader.Options) {
        self.bytes = bytes
        self.count = bytes.count
        self.file = file
        self.options = options
    }

    // MARK: Positions and errors

    /// The location of `offset`, which must be on the current line.
    @inline(__always)
    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    func syntax(_ message: String, at offset: Int) -> ReadError {
        ReadError(.syntax, message, at: location(offset))
    }

    /// An error for the byte at `offset` not being what was `expected`: an encoding error when it
    /// is not UTF-8, a syntax error naming what was found otherwise.
    func unexpected(_ expected: String, at offset: Int, suffix: String = "") -> ReadError {
        if offset < count, bytes[offset] >= 0x80, utf8Length(at: offset) == nil {
            return encodingError(at: offset)
        }
        return syntax("expected \(expected), found \(describe(at: offset))\(suffix)", at: offset)
    }

    func encodingError(at offset: Int) -> ReadError {
        let byte = offset < count ? bytes[offset] : 0
        return ReadError(
            .invalidEncoding, "invalid UTF-8 byte 0x\(hex(byte)); JSON must be UTF-8 encoded", at: location(offset))
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// A short description of what is at `offset`, for error messages.
    func describe(at offset: Int) -> String {
        guard offset < count else { return "end of file" }
        let byte = bytes[offset]
        if isWordByte(byte) {
            var end = offset
            while end < count, end - offset < 32, isWordByte(bytes[end]) { end += 1 }
            return "'\(text(offset, end))'"
        }
        if byte < 0x20 || byte == 0x7F {
            return "control character U+00\(hex(byte))"
        }
        if byte >= 0x80 {
            if let length = utf8Length(at: offset) { return "'\(text(offset, offset + length))'" }
            return "byte 0x\(hex(byte))"
        }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    @inline(__always)
    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == 0x24
    }

    @inline(__always)
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset` (a byte ≥ 0x80), or nil.
    @inline(__always)
    func utf8Length(at offset: Int) -> Int? {
        let lead = bytes[offset]
        @inline(__always) func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i < count && bytes[i] >= low && bytes[i] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(offset + 1) ? 2 : nil
        case 0xE0:
            return continuation(offset + 1, 0xA0) && continuation(offset + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(offset + 1) && continuation(offset + 2) ? 3 : nil
        case 0xED:
            return continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) ? 3 : nil
        case 0xF0:
            return continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : nil
        case 0xF4:
            return continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2) && continuation(offset + 3)
                ? 4 : nil
        default:
            return nil
        }
    }

    // MARK: Whitespace and comments

    @inline(__always)
    mutating func skipWhitespace() throws(ReadError) {
        while pos < count {
            let byte = bytes[pos]
            if byte > ASCII.space && byte != ASCII.slash { return }
            switch byte {
            case ASCII.space, ASCII.tab:
                pos += 1
            case ASCII.newline, ASCII.carriageReturn:
                skipLineBreak()
            case ASCII.slash:
                guard try skipComment() else { return }
            default:
                return
            }
        }
    }

    /// Skips the line break at `pos` (`\n`, `\r` or `\r\n`) and starts a new line.
    @inline(__always)
    mutating func skipLineBreak() {
        let carriageReturn = bytes[pos] == ASCII.carriageReturn
        pos += 1
        if carriageReturn, pos < count, bytes[pos] == ASCII.newline { pos += 1 }
        line += 1
        lineStart = pos
    }

    /// Skips a comment at `pos` (a `/`); false when it does not start one.
    mutating func skipComment() throws(ReadError) -> Bool {
        let start = pos
        guard start + 1 < count else { return false }
        let second = bytes[start + 1]
        guard second == ASCII.slash || second == ASCII.star else { return false }
        guard options.allowsComments else {
            throw syntax("comments are not allowed in strict JSON", at: start)
        }
        if !sawComment {
            sawComment = true
            diagnostics.append(
                Diagnostic(
                    .note, "comments are not standard JSON", at: location(start), rule: JSONReader.nonStandardRule))
        }
        let startLocation = location(start)
        pos += 2
        if second == ASCII.slash {
            while pos < count {
                let byte = bytes[pos]
                if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
                pos += try skipCommentByte(byte)
            }
            return true
        }
        while pos < count {
            let byte = bytes[pos]
            switch byte {
            case ASCII.star where pos + 1 < count && bytes[pos + 1] == ASCII.slash:
                pos += 2
                return true
            case ASCII.newline, ASCII.carriageReturn:
                skipLineBreak()
            default:
                pos += try skipCommentByte(byte)
            }
        }
        throw ReadError(.syntax, "unterminated comment: expected '*/', found end of file", at: startLocation)
    }

    @inline(__always)
    func skipCommentByte(_ byte: UInt8) throws(ReadError) -> Int {
        guard byte >= 0x80 else { return 1 }
        guard let length = utf8Length(at: pos) else { throw encodingError(at: pos) }
        return length
    }

    // MARK: Document

    mutating func parseDocument() throws(ReadError) -> SourceNode {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
        } else if count >= 2,
            (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
                || (count >= 4 && ((bytes[0] == 0 && bytes[2] == 0) || (bytes[1] == 0 && bytes[3] == 0)))
        {
            throw ReadError(
                .invalidEncoding, "the file looks like UTF-16 or UTF-32; JSON must be UTF-8 encoded",
                at: location(0))
        }
        let node = try parseValueTree()
        try skipWhitespace()
        if pos < count {
            throw unexpected("end of file after the top-level value", at: pos)
        }
        return node
    }

    /// Reads one value with an explicit stack of open containers.
    mutating func parseValueTree() throws(ReadError) -> SourceNode {
        var frames: [Frame] = []
        var values: [SourceNode] = []
        var members: [SourceNode.Member] = []
        frames.reserveCapacity(16)
        values.reserveCapacity(64)
        members.reserveCapacity(64)

        readValue: while true {
            try skipWhitespace()
            var produced: SourceNode
            let start = pos
            guard pos < count else { throw unexpected("a value", at: pos) }
            switch bytes[pos] {
            case ASCII.quote:
                let at = location(start)
                produced = SourceNode(.string(try parseString()), at: at)
            case ASCII.openBrace:
                let at = location(start)
                if try openContainer(at: start, depth: frames.count, closedBy: ASCII.closeBrace) {
                    produced = SourceNode(.object([]), at: at)
                } else {
                    let (key, keyLocation) = try parseKey(expected: "a string key or '}'")
                    frames.append(
                        Frame(isObject: true, start: members.count, location: at, key: key, keyLocation: keyLocation))
                    continue readValue
                }
            case ASCII.openBracket:
                let at = location(start)
                if try openContainer(at: start, depth: frames.count, closedBy: ASCII.closeBracket) {
                    produced = SourceNode(.array([]), at: at)
                } else {
                    frames.append(Frame(isObject: false, start: values.count, location: at, keyLocation: at))
                    continue readValue
                }
            case ASCII.minus, ASCII.zero...ASCII.nine:
                produced = SourceNode(try parseNumber(), at: location(start))
            default:
                produced = SourceNode(try parseLiteral(), at: location(start))
            }

            // Attach the value to the open container, closing containers as they end.
            while true {
                let top = frames.count - 1
                guard top >= 0 else { return produced }
                if frames[top].isObject {
                    appendMember(value: produced, frame: top, frames: &frames, members: &members)
                    if try skipSeparator(
                        closedBy: ASCII.closeBrace, expected: "',' or '}' after object member",
                        afterComma: "a string key after ','")
                    {
                        let (key, keyLocation) = try parseKey(expected: "a string key after ','")
                        frames[top].key = key
                        frames[top].keyLocation = keyLocation
                        continue readValue
                    }
                    let start = frames[top].start
                    produced = SourceNode(.object(Array(members[start...])), at: frames[top].location)
                    members.removeLast(members.count - start)
                    frames.removeLast()
                } else {
                    values.append(produced)
                    if try skipSeparator(
                        closedBy: ASCII.closeBracket, expected: "',' or ']' after array element",
                        afterComma: "a value after ','")
                    {
                        continue readValue
                    }
                    let start = frames[top].start
                    produced = SourceNode(.array(Array(values[start...])), at: frames[top].location)
                    values.removeLast(values.count - start)
                    frames.removeLast()
                }
            }
        }
    }

    /// Steps into the `{` or `[` at `start`, `depth` containers deep, and skips `close` when it
    /// follows at once: true for an empty container.
    @inline(__always)
    mutating func openContainer(at start: Int, depth: Int, closedBy close: UInt8) throws(ReadError) -> Bool {
        try checkDepth(depth, at: start)
        pos += 1
        try skipWhitespace()
        guard pos < count, bytes[pos] == close else { return false }
        pos += 1
        return true
    }

    @inline(__always)
    func checkDepth(_ open: Int, at offset: Int) throws(ReadError) {
        if open >= options.maxDepth {
            throw ReadError(.tooDeep, "nesting deeper than \(options.maxDepth) levels", at: location(offset))
        }
    }

    /// After an object member or array element: skips a `,` and returns `true` when another
    /// member or element follows, or skips the closing `close` (after a trailing comma, if they
    /// are allowed) and returns `false`. `expected` names what may come after the member or
    /// element, `afterComma` what may come after a comma.
    @inline(__always)
    mutating func skipSeparator(closedBy close: UInt8, expected: String, afterComma: String) throws(ReadError) -> Bool {
        try skipWhitespace()
        guard pos < count else { throw unexpected(expected, at: pos) }
        let byte = bytes[pos]
        if byte == ASCII.comma {
            let comma = pos
            let commaLine = line
            let commaLineStart = lineStart
            pos += 1
            try skipWhitespace()
            guard pos < count, bytes[pos] == close else { return true }
            try trailingComma(at: comma, line: commaLine, lineStart: commaLineStart, expected: afterComma)
        } else if byte != close {
            throw unexpected(expected, at: pos)
        }
        pos += 1
        return false
    }

    /// Handles a comma (at `comma` on the line `commaLine` starting at `commaLineStart`) followed
    /// by `]` or `}` at `pos`.
    mutating func trailingComma(
        at comma: Int, line commaLine: Int, lineStart commaLineStart: Int, expected: String
    ) throws(ReadError) {
        guard options.allowsTrailingCommas else {
            throw unexpected(expected, at: pos, suffix: " (trailing commas are not allowed)")
        }
        if !sawTrailingComma {
            sawTrailingComma = true
            diagnostics.append(
                Diagnostic(
                    .note, "trailing commas are not standard JSON",
                    at: SourceLocation(file: file, line: commaLine, column: comma - commaLineStart + 1),
                    rule: JSONReader.nonStandardRule))
        }
    }

    mutating func appendMember(
        value: SourceNode, frame top: Int, frames: inout [Frame], members: inout [SourceNode.Member]
    ) {
        let key = frames[top].key
        let keyLocation = frames[top].keyLocation
        let start = frames[top].start
        let end = members.count
        var first: Int?
        if frames[top].keyIndex == nil, end - start < 16 {
            var i = start
            while i < end {
                if members[i].key == key {
                    first = i
                    break
                }
                i += 1
            }
        } else {
            if frames[top].keyIndex == nil {
                var index: [String: Int] = [:]
                index.reserveCapacity(32)
                for i in start..<end where index[members[i].key] == nil { index[members[i].key] = i }
                frames[top].keyIndex = index
            }
            first = frames[top].keyIndex?[key]
            if first == nil { frames[top].keyIndex?[key] = end }
        }
        if let first {
            let firstLocation = members[first].keyLocation
            diagnostics.append(
                Diagnostic(
                    .error,
                    "duplicate key '\(key)'; first defined at line \(firstLocation.line), column \(firstLocation.column)",
                    at: keyLocation, rule: JSONReader.duplicateKeyRule))
        }
        members.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: value))
    }

    /// Reads `"key" :` and leaves `pos` at the value.
    mutating func parseKey(expected: String) throws(ReadError) -> (String, SourceLocation) {
        guard pos < count, bytes[pos] == ASCII.quote else { throw unexpected(expected, at: pos) }
        let keyLocation = location(pos)
        let key = try parseString()
        try skipWhitespace()
        guard pos < count, bytes[pos] == ASCII.colon else { throw unexpected("':' after object key", at: pos) }
        pos += 1
        return (key, keyLocation)
    }

    // MARK: Literals

    mutating func parseLiteral() throws(ReadError) -> SourceNode.Value {
        let start = pos
        guard isWordByte(bytes[start]) else { throw unexpected("a value", at: start) }
        var end = start
        while end < count, isWordByte(bytes[end]) { end += 1 }
        let length = end - start
        let value: SourceNode.Value
        if length == 4, bytes[start] == UInt8(ascii: "t"), bytes[start + 1] == UInt8(ascii: "r"),
            bytes[start + 2] == UInt8(ascii: "u"), bytes[start + 3] == UInt8(ascii: "e")
        {
            value = .bool(true)
        } else if length == 5, bytes[start] == UInt8(ascii: "f"), bytes[start + 1] == UInt8(ascii: "a"),
            bytes[start + 2] == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: "s"),
            bytes[start + 4] == UInt8(ascii: "e")
        {
            value = .bool(false)
        } else if length == 4, bytes[start] == UInt8(ascii: "n"), bytes[start + 1] == UInt8(ascii: "u"),
            bytes[start + 2] == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: "l")
        {
            value = .null
        } else {
            throw unexpected("a value", at: start)
        }
        pos = end
        return value
    }

    // MARK: Numbers

    @inline(__always)
    func isDigit(_ offset: Int) -> Bool {
        offset < count && bytes[offset] >= ASCII.zero && bytes[offset] <= ASCII.nine
    }

    func invalidNumber(from start: Int) -> ReadError {
        var end = start
        while end < count, end - start < 40 {
            let byte = bytes[end]
            guard isWordByte(byte) || byte == ASCII.dot || byte == ASCII.plus || byte == ASCII.minus else { break }
            end += 1
        }
        if end == start { end = min(start + 1, count) }
        return syntax("invalid number '\(text(start, end))'", at: start)
    }

    mutating func parseNumber() throws(ReadError) -> SourceNode.Value {
        let start = pos
        var p = pos
        var negative = false
        if bytes[p] == ASCII.minus {
            negative = true
            p += 1
        }
        guard isDigit(p) else { throw invalidNumber(from: start) }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var truncated = false
        var isInteger = true

        if bytes[p] == ASCII.zero {
            p += 1
            if isDigit(p) { throw invalidNumber(from: start) }
        } else {
            while isDigit(p) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[p] &- ASCII.zero)
                    significantDigits += 1
                } else {
                    exponent += 1
                    truncated = true
                }
                p += 1
            }
        }
        if p < count, bytes[p] == ASCII.dot {
            isInteger = false
            p += 1
            guard isDigit(p) else { throw invalidNumber(from: start) }
            while isDigit(p) {
                let digit = UInt64(bytes[p] &- ASCII.zero)
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ digit
                    if mantissa != 0 { significantDigits += 1 }
                    exponent -= 1
                } else if digit != 0 {
                    truncated = true
                }
                p += 1
            }
        }
        if p < count, bytes[p] == ASCII.lowerE || bytes[p] == ASCII.upperE {
            isInteger = false
            p += 1
            var exponentNegative = false
            if p < count, bytes[p] == ASCII.plus || bytes[p] == ASCII.minus {
                exponentNegative = bytes[p] == ASCII.minus
                p += 1
            }
            guard isDigit(p) else { throw invalidNumber(from: start) }
            var written = 0
            while isDigit(p) {
                if written < 100_000 { written = written * 10 + Int(bytes[p] &- ASCII.zero) }
                p += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if p < count, isWordByte(bytes[p]) || bytes[p] == ASCII.dot {
            throw invalidNumber(from: start)
        }

        var value: Double
        if !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 {
                value /= exactPowersOfTen[-exponent]
            } else if exponent > 0 {
                value *= exactPowersOfTen[exponent]
            }
            if negative { value = -value }
        } else if mantissa == 0 && !truncated {
            value = negative ? -0.0 : 0.0
        } else {
            guard let parsed = Double(text(start, p)) else { throw invalidNumber(from: start) }
            value = parsed
        }
        guard value.isFinite else {
            throw syntax("number '\(text(start, p))' is out of range", at: start)
        }
        pos = p
        return .number(value, isInteger: isInteger)
    }

    // MARK: Strings

    /// Reads a string at `pos` (its opening quote) and leaves `pos` after the closing quote.
    @inline(__always)
    mutating func parseString() throws(ReadError) -> String {
        let quote = pos
        pos += 1
        let start = pos
        while pos < count {
            let byte = bytes[pos]
            if byte == ASCII.quote {
                let string = text(start, pos)
                pos += 1
                return string
            }
            if byte == ASCII.backslash { return try parseEscapedString(quote: quote, start: start) }
            try skipStringCharacter(byte, quote: quote)
        }
        throw syntax("unterminated string", at: quote)
    }

    /// Steps over the unescaped character `byte` at `pos` in the string opened at `quote`: one
    /// byte, or a whole UTF-8 sequence; throws for a control character or malformed UTF-8.
    @inline(__always)
    mutating func skipStringCharacter(_ byte: UInt8, quote: Int) throws(ReadError) {
        if byte < 0x20 { throw controlCharacterInString(quote: quote) }
        if byte < 0x80 {
            pos += 1
            return
        }
        guard let length = utf8Length(at: pos) else { throw encodingError(at: pos) }
        pos += length
    }

    func controlCharacterInString(quote: Int) -> ReadError {
        let byte = bytes[pos]
        if byte == ASCII.newline || byte == ASCII.carriageReturn {
            return syntax("unterminated string: line break before the closing '\"'", at: quote)
        }
        return syntax("control character U+00\(hex(byte)) in string must be escaped", at: pos)
    }

    /// Continues a string at `pos` (a backslash) whose unescaped text began at `start`.
    mutating func parseEscapedString(quote: Int, start: Int) throws(ReadError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        var runStart = pos
        while pos < count {
            let byte = bytes[pos]
            if byte == ASCII.quote {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == ASCII.backslash {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
                try parseEscape(quote: quote)
                runStart = pos
                continue
            }
            try skipStringCharacter(byte, quote: quote)
        }
        throw syntax("unterminated string", at: quote)
    }

    /// Decodes the escape at `pos` (a backslash) into `scratch`.
    mutating func parseEscape(quote: Int) throws(ReadError) {
        let backslash = pos
        guard pos + 1 < count else { throw syntax("unterminated string", at: quote) }
        let code = bytes[pos + 1]
        pos += 2
        switch code {
        case ASCII.quote: scratch.append(ASCII.quote)
        case ASCII.backslash: scratch.append(ASCII.backslash)
        case ASCII.slash: scratch.append(ASCII.slash)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexQuad(escapeAt: backslash)
            var scalar = UInt32(unit)
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard pos + 1 < count, bytes[pos] == ASCII.backslash, bytes[pos + 1] == UInt8(ascii: "u") else {
                    throw loneSurrogate(unit, at: backslash)
                }
                let lowEscape = pos
                pos += 2
                let low = try hexQuad(escapeAt: lowEscape)
                guard low >= 0xDC00 && low <= 0xDFFF else { throw loneSurrogate(unit, at: backslash) }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw loneSurrogate(unit, at: backslash)
            }
            appendUTF8(scalar)
        default:
            let shown = code >= 0x20 && code < 0x7F ? String(Character(Unicode.Scalar(code))) : "U+00\(hex(code))"
            throw syntax("invalid escape '\\\(shown)' in string", at: backslash)
        }
    }

    func loneSurrogate(_ unit: UInt16, at offset: Int) -> ReadError {
        syntax("lone surrogate '\\u\(hex(UInt8(unit >> 8)))\(hex(UInt8(unit & 0xFF)))' in string", at: offset)
    }

    /// Reads the four hex digits at `pos`.
    mutating func hexQuad(escapeAt backslash: Int) throws(ReadError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard pos < count else { throw syntax("invalid '\\u' escape: expected 4 hex digits", at: backslash) }
            let byte = bytes[pos]
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("invalid '\\u' escape: expected 4 hex digits", at: backslash)
            }
            value = value << 4 | UInt16(digit)
            pos += 1
        }
        return value
    }

    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (scalar >> 6)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (scalar >> 12)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (scalar >> 18)))
            scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
