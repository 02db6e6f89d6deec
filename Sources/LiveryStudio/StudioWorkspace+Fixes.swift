import Foundation
import Livery

/// Fixes lint can name for many tokens at once ("fix all"), applied as one undoable step.
extension StudioWorkspace {
    /// Rules Studio can fix, with what the fix does.
    static let fixableRules: [String: String] = [
        "dtcg-string-value":
            "write each value as a DTCG 2025.10 object (colours: colorSpace, components, alpha, hex; dimensions: value and unit)"
    ]

    /// The DTCG 2025.10 object for a value an older draft wrote as a string, or nil.
    static func dtcgObject(for node: SourceNode, type: TokenType?) -> SourceNode? {
        guard let text = node.string, !text.hasPrefix("{") else { return nil }
        switch type {
        case .color?:
            guard let color = try? ThemeColor(parsing: text), color.systemName == nil, !color.isRandom else { return nil }
            var members: [(String, SourceNode)] = [
                ("colorSpace", SourceNode(.string(color.colorSpace.rawValue), at: .inline)),
                (
                    "components",
                    SourceNode(
                        .array(
                            color.components.map {
                                SourceNode(.number(($0 * 10_000).rounded() / 10_000, isInteger: false), at: .inline)
                            }), at: .inline)
                ),
            ]
            if color.alpha < 1 {
                members.append(
                    ("alpha", SourceNode(.number((color.alpha * 10_000).rounded() / 10_000, isInteger: false), at: .inline)))
            }
            if color.colorSpace == .sRGB {
                members.append(("hex", SourceNode(.string(String(color.hexString.prefix(7)).lowercased()), at: .inline)))
            }
            return DocumentText.object(members)
        case .dimension?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            let unit = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
            guard let value = Double(number), ["", "px", "rem"].contains(unit) else { return nil }
            return DocumentText.object([
                ("value", SourceNode(.number(value, isInteger: value == value.rounded()), at: .inline)),
                ("unit", SourceNode(.string(unit.isEmpty ? "px" : unit), at: .inline)),
            ])
        default:
            return nil
        }
    }

    /// Applies the fix of `rule` to every finding (`file`, token path) given; returns the new
    /// revision and how many values changed.
    func fixAll(rule: String, findings: [(file: String, path: String)]) throws(StudioError) -> (revision: Int, fixed: Int) {
        guard Self.fixableRules[rule] != nil else {
            throw StudioError(
                .badRequest, "Studio has no fix for \(rule); fixable: \(Self.fixableRules.keys.sorted().joined(separator: ", "))")
        }
        var texts = snapshot()
        var fixed = 0
        for (file, path) in findings {
            guard var text = texts[file], text.isEditable, text.format == .json, let document = try? text.document(),
                let token = document.tokens.last(where: { $0.path == path })
            else { continue }
            let type = token.type ?? (loaded().space.map(tokenTypes) ?? [:])[path]
            guard let object = Self.dtcgObject(for: token.value, type: type) else { continue }
            try text.setValue(of: path, to: object, keepingForm: false)
            texts[file] = text
            fixed += 1
        }
        guard fixed > 0 else { throw StudioError(.conflict, "nothing to fix for \(rule)") }
        commit(texts)
        return (revision, fixed)
    }
}
