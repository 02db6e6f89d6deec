import Foundation
import Livery

/// One message of Livery Studio's live channel, read as untrusted input: bounded in size, read by
/// Livery's own JSON reader (its depth limit), every value parsed by the value parsers theme files
/// use (their limits, no aliases) with the type the app's own table gives the token.
///
/// The message (what `livery studio --live` sends for a device's selection):
///
/// ```json
/// {"version": 1, "sequence": 12, "full": false,
///  "tokens": {"color.accent": {"$type": "color", "$value": "#FF6600"}},
///  "removed": ["color.border"]}
/// ```
///
/// `full` replaces every live value the app shows; otherwise `tokens` and `removed` change them.
package struct LiveMessage: Sendable, Equatable {
    /// The channel's sequence number of this state (the next poll asks for changes after it).
    package var sequence: Int
    /// Whether `values` replaces every live value (else it changes some).
    package var full: Bool
    /// The values read, by token path: only tokens the app's table has, with its type.
    package var values: [String: TokenValue]
    /// Paths whose live value goes (the app's own value shows again).
    package var removed: [String]
    /// Tokens left out, each saying where and why (`tokens.color.x: expected a color, got a dimension`).
    package var problems: [String]

    /// The largest message read, in bytes.
    package static let maximumBytes = 1 << 20
    /// The most tokens (and removed paths) one message may carry.
    package static let maximumTokens = 10_000
    /// The longest token path accepted, in UTF-8 bytes.
    package static let maximumPathBytes = 1_024
    /// The deepest JSON nesting accepted: a token's value is three levels down, and composite
    /// values (shadow lists, gradients) a few more.
    package static let maximumDepth = 32

    /// Why a whole message was refused.
    package struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong, with where (`<live>:1:20`, a member's name).
        package var message: String
        package var description: String { message }
    }

    /// Reads `data` against `theme` (the app's table without live values): tokens the table lacks
    /// are left out (counted in `problems`), as are values that do not parse or have another type.
    ///
    /// - Throws: ``Refusal`` for a message too large, not JSON, too deep, or not of the shape above.
    package static func read(_ data: Data, against theme: ResolvedTheme) throws(Refusal) -> LiveMessage {
        guard data.count <= maximumBytes else {
            throw Refusal(message: "refused: the message has \(data.count) bytes, over the limit of \(maximumBytes)")
        }
        let root: SourceNode
        do {
            root = try JSONReader.read(data, file: "<live>", options: .init(maxDepth: maximumDepth, maxBytes: maximumBytes)).node
        } catch {
            throw Refusal(message: "refused: \(error.description)")
        }
        guard let members = root.members else { throw Refusal(message: "refused: the message is not a JSON object") }
        guard case .number(1, isInteger: true)? = root["version"]?.value else {
            throw Refusal(message: "refused: the message has no \"version\": 1 (a newer Studio?)")
        }
        guard case .number(let number, isInteger: true)? = root["sequence"]?.value, number >= 0, number < 9e15 else {
            throw Refusal(message: "refused: \"sequence\" must be a whole number of at least 0")
        }
        var full = false
        if let node = root["full"] {
            guard case .bool(let flag) = node.value else { throw Refusal(message: "refused: \"full\" must be true or false") }
            full = flag
        }
        var message = LiveMessage(sequence: Int(number), full: full, values: [:], removed: [], problems: [])
        if members.contains(where: { $0.key == "tokens" }) {
            guard let tokens = root["tokens"]?.members else {
                throw Refusal(message: "refused: \"tokens\" must be an object of token paths")
            }
            guard tokens.count <= maximumTokens else {
                throw Refusal(message: "refused: \(tokens.count) tokens, over the limit of \(maximumTokens)")
            }
            for member in tokens {
                try message.read(member, against: theme)
            }
        }
        if let node = root["removed"] {
            guard case .array(let items) = node.value, items.count <= maximumTokens else {
                throw Refusal(message: "refused: \"removed\" must be an array of at most \(maximumTokens) token paths")
            }
            for item in items {
                guard let path = item.string, path.utf8.count <= maximumPathBytes else {
                    throw Refusal(message: "refused: \(item.location): \"removed\" holds something other than a token path")
                }
                message.removed.append(path)
            }
        }
        return message
    }

    /// Reads one `"path": {"$type", "$value"}` member.
    private mutating func read(_ member: SourceNode.Member, against theme: ResolvedTheme) throws(Refusal) {
        let path = member.key
        guard !path.isEmpty, path.utf8.count <= Self.maximumPathBytes else {
            throw Refusal(message: "refused: \(member.keyLocation): a token path must have 1 to \(Self.maximumPathBytes) bytes")
        }
        guard let type = member.value["$type"]?.string, let value = member.value["$value"] else {
            throw Refusal(message: "refused: \(member.value.location): token \(path) must be {\"$type\", \"$value\"}")
        }
        guard let own = theme[path]?.type else {
            problems.append("\(path): the app has no such token (left out)")
            return
        }
        guard own.rawValue == type else {
            problems.append("\(path): the app's token is a \(own.rawValue), the message sent a \(type) (left out)")
            return
        }
        do {
            let parsed = try ValueParserPipeline.standard.parse(value, as: own, remBase: theme.remBase)
            guard parsed.type == own else {
                problems.append("\(path): \(value.location): expected a \(own.rawValue) value, read a \(parsed.type.rawValue)")
                return
            }
            values[path] = parsed
        } catch {
            problems.append("\(path): \(error.description)")
        }
    }
}
