import Livery
import LiveryFormats

// What the importers write: the trees LiveryFormats reads, as JSON. Here rather than beside the
// readers, which apps link to read a format at run time and which never write JSON.

extension SourceNode {
    /// The node as a JSON value, in file order.
    package var importJSON: JSONValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n, _): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.importJSON))
        case .object(let members): .object(members.map { ($0.key, $0.value.importJSON) })
        }
    }
}

extension ImportTree {
    /// The tree as a Livery JSON object.
    package var importJSON: JSONValue { sourceNode(at: .inline).importJSON }
}
