import Foundation

extension ThemeSpace {
    /// Checks the space the way an app reads it: every problem found while reading its documents
    /// and while resolving each of its selections, deduplicated and sorted by position.
    ///
    /// This is the validation an app (or a skin install) needs before showing a space; rule-based
    /// checks across the space (missing tokens, contrast, conformance) are `livery lint`'s, in
    /// the tools. A space whose result contains an error cannot show at least one selection.
    ///
    /// ```swift
    /// let problems = space.validate()
    /// if problems.contains(where: { $0.severity == .error }) { print(problems) }
    /// ```
    public func validate() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { result.append(diagnostic) }
        for selection in allSelections {
            guard let resolution = try? resolution(for: selection) else { continue }
            for diagnostic in resolution.diagnostics where seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.message)
        }
    }

    /// Validates the theme space at `url` (a file or a folder); a space that cannot be read at all
    /// gives its reading errors.
    package static func validate(contentsOf url: URL) -> [Diagnostic] {
        do {
            return try ThemeSpace(contentsOf: url).validate()
        } catch {
            return error.diagnostics
        }
    }
}
