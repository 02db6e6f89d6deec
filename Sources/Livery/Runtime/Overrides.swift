import Foundation

/// Answers references in an override against a resolved table.
private final class TableReferences: ReferenceResolving {
    let theme: ResolvedTheme

    init(_ theme: ResolvedTheme) { self.theme = theme }

    func value(forReference path: String, at location: SourceLocation, depth: Int) throws(ValueParsingError) -> TokenValue {
        guard let value = theme[path] else {
            throw ValueParsingError(
                "unresolved alias {\(path)}: the current theme has no such token", at: location, rule: "unresolved-alias")
        }
        return value
    }

    func value(forPointer pointer: String, expecting type: TokenType?, at location: SourceLocation, depth: Int)
        throws(ValueParsingError) -> TokenValue
    {
        let path = pointer.hasPrefix("#/") ? pointer.dropFirst(2).replacingOccurrences(of: "/", with: ".") : pointer
        return try value(forReference: path, at: location, depth: depth)
    }
}

extension ResolvedTheme {
    /// This table with some values replaced (types already checked).
    func replacing(_ changes: [Int: TokenValue]) -> ResolvedTheme {
        guard !changes.isEmpty else { return self }
        var values = self.values
        for (index, value) in changes where index >= 0 && index < values.count { values[index] = value }
        return ResolvedTheme(selection: selection, index: index, values: values, details: details, remBase: remBase)
    }

    /// This table with `values` laid over it by token path: each value whose token exists here
    /// with the same type (the user's overrides, a live layer).
    func laying(_ values: [String: TokenValue]) -> ResolvedTheme {
        var changes: [Int: TokenValue] = [:]
        for (path, value) in values {
            guard let index = index.index(of: path), let existing = self.values[index], existing.type == value.type
            else { continue }
            changes[index] = value
        }
        return replacing(changes)
    }
}

extension ThemeManager {
    /// `theme` with each override whose token exists in it, with the same type.
    func applyingOverrides(to theme: ResolvedTheme) -> ResolvedTheme { theme.laying(overrideValues) }

    /// The user's own token values, by path (they persist with the choice).
    public var overrides: [String: TokenValue] { overrideValues }

    /// Overrides a token with a value of the token's type. The override layers above every
    /// selection where the token exists with that type, survives theme switches, and persists
    /// through the storage. (``setOverrides(_:)`` reads values written as in a theme document.)
    ///
    /// Throws, changing nothing, when the current theme has no such token or it has another type.
    public func setOverride(_ value: TokenValue, for path: String) throws(ValueParsingError) {
        overrideValues[path] = try checkedOverride(value, for: path)
        reresolve()
    }

    /// The type of `path` in the current theme, or an `unknown-token` error.
    private func overriddenType(of path: String) throws(ValueParsingError) -> TokenType {
        guard let index = current.index.index(of: path), let existing = current.values[index] else {
            throw ValueParsingError(
                "cannot override \(path): the current theme has no such token", at: .inline, rule: "unknown-token")
        }
        return existing.type
    }

    /// `value`, when `path` exists in the current theme with `value`'s type.
    private func checkedOverride(_ value: TokenValue, for path: String) throws(ValueParsingError) -> TokenValue {
        let type = try overriddenType(of: path)
        guard type == value.type else {
            throw ValueParsingError(
                "cannot override \(path): expected a \(type) value, got a \(value.type)", at: .inline, rule: "type-mismatch")
        }
        return value
    }

    /// Overrides several tokens at once with values made at run time (a dictionary from a server, a
    /// user's palette), each written as in a theme document: one switch, one walk over the bindings.
    /// Every value is read first; when any token is missing or any value does not parse, this throws
    /// the first problem (its ``ValueParsingError/message`` names the path) and changes nothing.
    ///
    /// ```swift
    /// try manager.setOverrides(["color.accent": "#FF6600", "color.background": "#101010"])
    /// ```
    public func setOverrides(_ values: [String: String]) throws(ValueParsingError) {
        var parsed: [String: TokenValue] = [:]
        for (path, text) in values.sorted(byKey: \.key) {
            let context = ValueParsingContext(
                type: try overriddenType(of: path), tokenPath: path, pipeline: .standard,
                references: TableReferences(current))
            let value = try ValueParserPipeline.standard.parse(SourceNode(rawText: text, file: "<override>"), in: context)
            parsed[path] = try checkedOverride(value, for: path)
        }
        guard !parsed.isEmpty else { return }
        overrideValues.merge(parsed) { _, new in new }
        reresolve()
    }

    /// Removes the overrides of `paths` (every override when nil), in one switch:
    /// `manager.removeOverrides(for: ["color.accent"])`.
    public func removeOverrides(for paths: [String]? = nil) {
        let before = overrideValues.count
        if let paths {
            for path in paths { overrideValues[path] = nil }
        } else {
            overrideValues = [:]
        }
        guard overrideValues.count != before else { return }
        reresolve()
    }

    private func reresolve() {
        persist()
        logFailure("applying the overrides") { () throws(ThemeSpace.Error) in try refresh(force: true) }
    }
}
