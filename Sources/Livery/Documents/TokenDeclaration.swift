import Foundation

/// A token as a document declares it: a path, a type (declared, inherited from a group, or
/// none), the raw value as written, and where it was written.
public struct TokenDeclaration: Sendable, Hashable {
    /// Where a token's type came from.
    public enum TypeSource: String, Sendable, Hashable, Codable {
        /// `$type` on the token.
        case token
        /// `$type` on an enclosing group.
        case group
        /// No type given; resolution infers one from unambiguous syntax.
        case none
    }

    /// A deprecation mark: `$deprecated: true` or an explanation.
    public enum Deprecation: Sendable, Hashable, Codable {
        /// `$deprecated: true`.
        case deprecated
        /// `$deprecated` with an explanation, such as what to use instead.
        case message(String)
    }

    /// The dotted path (`color.text.primary`).
    public var path: String
    /// The declared or inherited type, if any.
    public var type: TokenType?
    /// Whether ``type`` was declared on the token, inherited from a group, or not given.
    public var typeSource: TypeSource
    /// The raw value (`$value`, or the plain value in lenient documents).
    public var value: SourceNode
    /// `$description` (or a legacy token's `comment`).
    public var description: String? {
        get { rare.description }
        set { rare.description = newValue }
    }
    /// `$deprecated`, when given.
    public var deprecation: Deprecation? {
        get { rare.deprecation }
        set { rare.deprecation = newValue }
    }
    /// `$extensions`, kept as written.
    public var extensions: SourceNode? {
        get { rare.extensions }
        set { rare.extensions = newValue }
    }
    /// Where the token's key was written.
    public var location: SourceLocation
    /// Whether the token is a helper: `"$extensions": {"org.livery": {"helper": true}}` on the token
    /// or on an enclosing group. Resolution resolves a helper as an alias target but leaves it out
    /// of the resolved table (``ResolvedTheme/tokens``), as the DTCG exporter's `livery-variants`
    /// tokens need.
    public var isHelper = false

    /// What most tokens leave out, stored out of line (nil when all of it is empty): a document's
    /// array of declarations is a large file's largest structure, and these fields were half of it.
    private var rareBox: RareBox?

    private struct Rare: Sendable, Hashable {
        var description: String?
        var deprecation: Deprecation?
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
    public init(
        path: String, type: TokenType?, typeSource: TypeSource = .token, value: SourceNode,
        description: String? = nil, deprecation: Deprecation? = nil, extensions: SourceNode? = nil,
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
public struct TokenGroup: Sendable, Hashable {
    /// The group's dotted path (`color.text`).
    public var path: String
    /// The group's own `$type`, which its tokens and subgroups inherit.
    public var type: TokenType?
    /// `$description`.
    public var description: String?
    /// `$deprecated`, when given.
    public var deprecation: TokenDeclaration.Deprecation?
    /// The path of the group this one extends (`$extends: "{base.button}"`).
    public var extends: String?
    /// `$extensions`, kept as written.
    public var extensions: SourceNode?
    /// Where the group's object starts.
    public var location: SourceLocation

    /// A group at `path`.
    public init(path: String, type: TokenType? = nil, location: SourceLocation) {
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
