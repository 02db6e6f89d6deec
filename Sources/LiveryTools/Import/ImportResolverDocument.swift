import Foundation
import Livery

/// A DTCG 2025.10 resolver document: sets first, then modifiers, in that resolution order.
struct ImportResolverDocument {
    struct Modifier {
        var name: String
        var contexts: [(String, [String])]
        var defaultContext: String
        var description: String?
    }

    var description: String
    /// Sets (name, source files) in resolution order.
    var sets: [(String, [String])] = []
    /// Modifiers in resolution order, after the sets.
    var modifiers: [Modifier] = []

    var importJSON: JSONValue {
        func sources(_ files: [String]) -> JSONValue { .array(files.map { .object([("$ref", .string($0))]) }) }
        var members: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("description", .string(description)),
        ]
        if !sets.isEmpty {
            members.append(("sets", .object(sets.map { ($0.0, .object([("sources", sources($0.1))])) })))
        }
        if !modifiers.isEmpty {
            members.append(
                (
                    "modifiers",
                    .object(
                        modifiers.map { modifier in
                            var entry: [(String, JSONValue)] = []
                            if let description = modifier.description { entry.append(("description", .string(description))) }
                            entry.append(("contexts", .object(modifier.contexts.map { ($0.0, sources($0.1)) })))
                            entry.append(("default", .string(modifier.defaultContext)))
                            return (modifier.name, .object(entry))
                        })
                ))
        }
        let order: [JSONValue] =
            sets.map { .object([("$ref", .string("#/sets/\($0.0)"))]) }
            + modifiers.map { .object([("$ref", .string("#/modifiers/\($0.name)"))]) }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}
