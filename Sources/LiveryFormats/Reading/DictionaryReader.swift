import Foundation
import Livery

/// Turns a dictionary decoded in code (`JSONSerialization`, `PropertyListSerialization`, an
/// Objective-C `NSDictionary`) into a ``Livery/SourceNode`` tree whose positions are key paths.
package enum DictionaryReader {
    /// How deep dictionaries and arrays may nest: far beyond any theme (a Chameleon theme nests
    /// about five), and shallow enough for this recursive reader and the readers after it on a
    /// secondary thread's 512 KiB stack in a debug build (each level's casts take kilobytes of
    /// stack there: 100 levels overflowed it).
    package static let depthLimit = 48

    /// The tree of `dictionary`, its keys in sorted order (a dictionary has no other); `file`
    /// names it in diagnostics. Throws for values no JSON or property list holds and for nesting
    /// deeper than ``depthLimit``.
    package static func node(_ dictionary: [String: Any], file: String) throws(TokenDocument.Error) -> SourceNode {
        try node(dictionary, file: file, path: [], depth: 0)
    }

    private static func node(_ value: Any, file: String, path: [String], depth: Int) throws(TokenDocument.Error) -> SourceNode {
        let location = SourceLocation(file: file, keyPath: path.joined(separator: "."))
        guard depth < depthLimit else {
            throw TokenDocument.Error(.tooDeep, "nesting deeper than \(depthLimit) levels", at: location)
        }
        switch value {
        case let string as String:
            return SourceNode(.string(string), at: location)
        case let bool as Bool where type(of: value) == Bool.self:
            return SourceNode(.bool(bool), at: location)
        case let int as Int where type(of: value) == Int.self:
            return SourceNode(.number(Double(int), isInteger: true), at: location)
        case let double as Double where type(of: value) == Double.self:
            return SourceNode(.number(double, isInteger: false), at: location)
        case let number as NSNumber:
            // Foundation's booleans are NSNumbers of type "c" (char).
            if String(cString: number.objCType) == "c" { return SourceNode(.bool(number.boolValue), at: location) }
            let double = number.doubleValue
            return SourceNode(.number(double, isInteger: double.rounded() == double && abs(double) < 1e15), at: location)
        case let dictionary as [String: Any]:
            var members: [SourceNode.Member] = []
            for key in dictionary.keys.sorted() {
                let child = path + [key]
                guard let raw = dictionary[key] else { continue }
                let item = try node(raw, file: file, path: child, depth: depth + 1)
                members.append(.init(key: key, keyLocation: item.location, value: item))
            }
            return SourceNode(.object(members), at: location)
        case let array as [Any]:
            var items: [SourceNode] = []
            for (index, item) in array.enumerated() {
                items.append(try node(item, file: file, path: path + ["\(index)"], depth: depth + 1))
            }
            return SourceNode(.array(items), at: location)
        case is NSNull:
            return SourceNode(.null, at: location)
        default:
            throw TokenDocument.Error(
                .invalidStructure,
                "expected a string, number, boolean, array or dictionary, found a value of type \(type(of: value))", at: location)
        }
    }
}
