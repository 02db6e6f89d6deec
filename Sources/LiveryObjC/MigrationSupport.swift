import Foundation
import Livery

// The platform-neutral parts of the Objective-C calls for the seed libraries' users
// (`ObjC/LVThemeManager+Migration.swift`): built and tested everywhere.

/// What a parser block made of a raw value.
package enum ParsedOutcome: Sendable {
    /// The final value.
    case value(TokenValue)
    /// Text for the pipeline to parse again from the top (JHTheme's `continueParse`).
    case handOff(String)
    /// The value cannot be read: what was expected.
    case failure(String)
}

/// A value parser whose test and conversion are one block: nil means "not mine" (the next parser
/// is asked). The block is called for `canParse` and again for `parse`, off the main thread, so it
/// must be pure.
package struct BlockValueParser: ValueParser {
    package let identifier: String
    package let priority: ValueParserPriority
    let block: @Sendable (String, String?) -> ParsedOutcome?

    /// A parser named `identifier` asked at `priority`; `block` gets the raw text and the token's
    /// type (`color`, or nil when inferred).
    package init(
        identifier: String, priority: ValueParserPriority, block: @escaping @Sendable (String, String?) -> ParsedOutcome?
    ) {
        self.identifier = identifier
        self.priority = priority
        self.block = block
    }

    package func canParse(_ node: SourceNode, in context: ValueParsingContext) -> Bool {
        guard let text = node.string else { return false }
        return block(text, context.type?.rawValue) != nil
    }

    package func parse(_ node: SourceNode, in context: ValueParsingContext) throws(ValueParsingError) -> ValueParserResult {
        guard let text = node.string, let outcome = block(text, context.type?.rawValue) else {
            throw ValueParsingError(
                "the value parser '\(identifier)' accepted \(node.string.map { "\"\($0)\"" } ?? "this value") and then returned nil",
                at: node.location)
        }
        switch outcome {
        case .value(let value): return .value(value)
        case .handOff(let expansion): return .handOff(SourceNode(.string(expansion), at: node.location))
        case .failure(let message): throw ValueParsingError("\(identifier): \(message)", at: node.location)
        }
    }
}

extension ThemeSpace {
    /// The define `name` (`$defines`) as the documents of `selection`'s layers give it, the last
    /// one winning as in resolution; nil when none defines it.
    package func define(_ name: String, in selection: Selection) -> SourceNode? {
        var found: SourceNode?
        for layer in layers where layer.applies(to: selection) {
            for document in layer.documents { found = document.defines[name] ?? found }
        }
        return found
    }

    /// The define `name` of `selection` read as a colour through the space's parsers (`c(#1E6FD9)`,
    /// `d(other)`, an app's own parsers); nil when it is not defined or is no colour.
    package func colorDefine(_ name: String, in selection: Selection) -> ThemeColor? {
        guard let node = define(name, in: selection) else { return nil }
        var defines: [String: SourceNode] = [:]
        for layer in layers where layer.applies(to: selection) {
            for document in layer.documents { defines.merge(document.defines) { $1 } }
        }
        guard case .color(let color)? = try? parsers.parse(node, as: .color, defines: defines) else { return nil }
        return color
    }
}

/// Inline colours per theme (DKNightVersion's `DKColorPickerWithRGB`): which of `count` colours
/// the theme `theme` takes, in the order of `themes` (the `theme` modifier's contexts); a theme
/// past the end, or unknown, takes the first.
package func inlineColorIndex(count: Int, theme: String?, themes: [String]) -> Int {
    guard let theme, let index = themes.firstIndex(of: theme), index < count else { return 0 }
    return index
}
