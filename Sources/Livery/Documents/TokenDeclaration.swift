import Foundation

/// A deprecation mark: `$deprecated: true` or an explanation.
public enum TokenDeprecation: Sendable, Hashable, Codable {
    /// `$deprecated: true`.
    case deprecated
    /// `$deprecated` with an explanation, such as what to use instead.
    case message(String)
}

/// A token as a document declares it: a path, a type (declared, inherited from a group, or
/// none), the raw value as written, and where it was written.
package struct TokenDeclaration: Sendable, Hashable {
    /// Where a token's type came from.
    package enum TypeSource: String, Sendable, Hashable, Codable {
        /// `$type` on the token.
        case token
        /// `$type` on an enclosing group.
        case group
        /// No type given; resolution infers one from unambiguous syntax.
        case none
    }

    /// The dotted path (`color.text.primary`).
    package var path: String
    /// The declared or inherited type, if any.
    package var type: TokenType?
    /// Whether ``type`` was declared on the token, inherited from a group, or not given.
    package var typeSource: TypeSource
    /// The raw value (`$value`, or the plain value in lenient documents).
    package var value: SourceNode
    /// `$description` (or a legacy token's `comment`).
    package var description: String? {
        get { rare.description }
        set { rare.description = newValue }
    }
    /// `$deprecated`, when given.
    package var deprecation: TokenDeprecation? {
        get { rare.deprecation }
        set { rare.deprecation = newValue }
    }
    /// `$extensions`, kept as written.
    package var extensions: SourceNode? {
        get { rare.extensions }
        set { rare.extensions = newValue }
    }
    /// Where the token's key was written.
    package var location: SourceLocation
    /// Whether the token is a helper: `"$extensions": {"org.livery": {"helper": true}}` on the token
    /// or on an enclosing group. Resolution resolves a helper as an alias target but leaves it out
    /// of the resolved table (``ResolvedTheme/tokens``), as the DTCG exporter's `livery-variants`
    /// tokens need.
    package var isHelper = false

    /// What most tokens leave out, stored out of line (nil when all of it is empty): a document's
    /// array of declarations is a large file's largest structure, and these fields were half of it.
    private var rareBox: RareBox?

    private struct Rare: Sendable, Hashable {
        var description: String?
        var deprecation: TokenDeprecation?
        var extensions: SourceNode?
    }

    /// A heap box with value semantics (an indirect case is never shared mutably).
    private indirect enum RareBox: Sendable, Hashable {
        case fields(Rare)
    }

    private var rare: Rare {
        get {
            if case .fields(let fields)? = rareBox { return fields }
            return Rare()
        }
        set { rareBox = newValue == Rare() ? nil : .fields(newValue) }
    }

    /// A token declaration; `typeSource` is ``TypeSource/none`` whenever `type` is nil.
    package init(
        path: String, type: TokenType?, typeSource: TypeSource = .token, value: SourceNode,
        description: String? = nil, deprecation: TokenDeprecation? = nil, extensions: SourceNode? = nil,
        location: SourceLocation
    ) {
        self.path = path
        self.type = type
        self.typeSource = type == nil ? .none : typeSource
        self.value = value
        self.location = location
        let rare = Rare(description: description, deprecation: deprecation, extensions: extensions)
        self.rareBox = rare == Rare() ? nil : .fields(rare)
    }
}

/// What a document says about a group: its type, description and `$extends`.
package struct TokenGroup: Sendable, Hashable {
    /// The group's dotted path (`color.text`).
    package var path: String
    /// The group's own `$type`, which its tokens and subgroups inherit.
    package var type: TokenType?
    /// `$description`.
    package var description: String?
    /// `$deprecated`, when given.
    package var deprecation: TokenDeprecation?
    /// The path of the group this one extends (`$extends: "{base.button}"`).
    package var extends: String?
    /// `$extensions`, kept as written.
    package var extensions: SourceNode?
    /// Where the group's object starts.
    package var location: SourceLocation

    /// A group at `path`.
    package init(path: String, type: TokenType? = nil, location: SourceLocation) {
        self.path = path
        self.type = type
        self.location = location
    }
}

extension String {
    /// Joins a parent path and a name with a dot.
    func appendingTokenPath(_ name: String) -> String {
        isEmpty ? name : self + "." + name
    }
}
