import Foundation
import Livery

/// The checks every target makes beyond "no crash".
enum Invariants {
    /// A position reported for `data` (read as `file`) points inside it: a line that exists and a
    /// column no further than that line's end. Lines break at LF, CR and CRLF, as the readers count.
    /// `allowsUnknown` accepts a location without a line (binary property lists have none) when it
    /// names a key path or the whole file.
    static func positionInside(
        _ location: SourceLocation, of data: Data, file: String, allowsUnknown: Bool = false, what: String
    ) throws(FuzzFailure) {
        guard location.file == file else {
            throw FuzzFailure("position-inside-input", "\(what) names \(location.file), not the input \(file)")
        }
        if location.line == 0 {
            if allowsUnknown { return }
            throw FuzzFailure("position-inside-input", "\(what) has no line: \(location)")
        }
        let starts = lineStarts(data)
        guard location.line >= 1, location.line <= starts.count else {
            throw FuzzFailure("position-inside-input", "\(what) is on line \(location.line) of \(starts.count): \(location)")
        }
        let start = starts[location.line - 1]
        let end = location.line < starts.count ? starts[location.line] : data.count
        guard location.column >= 1, location.column - 1 <= end - start else {
            throw FuzzFailure(
                "position-inside-input",
                "\(what) is at column \(location.column) of a line of \(end - start) bytes: \(location)")
        }
    }

    /// Offsets where lines start.
    static func lineStarts(_ data: Data) -> [Int] {
        var starts = [0]
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// Two readings of the same bytes agree.
    static func same<T: Equatable>(_ first: T, _ second: T, what: String) throws(FuzzFailure) {
        guard first == second else {
            // Where the two differ, so a finding says what changed.
            let a = Array(String(describing: first)), b = Array(String(describing: second))
            let common = zip(a, b).prefix { $0 == $1 }.count
            func excerpt(_ text: [Character]) -> String {
                String(text[max(0, common - 40)..<min(text.count, common + 80)])
            }
            throw FuzzFailure(
                "deterministic",
                "reading the same bytes twice gave two different \(what): first …\(excerpt(a))…, then …\(excerpt(b))…")
        }
    }

    /// The longest a step may take for `byteCount` bytes of input: a constant plus a time per byte,
    /// far above what any linear reading needs even in a debug build under AddressSanitizer, far
    /// below a hang.
    static func timeBound(forBytes byteCount: Int) -> Duration {
        .seconds(2) + .microseconds(2_000) * byteCount
    }

    /// Runs `body` and checks that it finished within ``timeBound(forBytes:)``.
    static func bounded<T>(
        _ what: String, bytes byteCount: Int, _ body: () throws(FuzzFailure) -> T
    ) throws(FuzzFailure) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        let bound = timeBound(forBytes: byteCount)
        guard elapsed <= bound else {
            throw FuzzFailure("bounded-time", "\(what) took \(elapsed) for \(byteCount) bytes (bound \(bound))")
        }
        return result
    }
}

/// A resolved theme as plain values, so two resolutions compare.
struct ResolvedSnapshot: Equatable {
    var tokens: [ResolvedToken]
    var diagnostics: [Diagnostic]
    var failure: String?

    /// Resolves every selection the space offers (the default and each context of each modifier).
    init(_ space: ThemeSpace) {
        var tokens: [ResolvedToken] = []
        var diagnostics: [Diagnostic] = []
        var failure: String?
        var selections: [[String: String]] = [[:]]
        for modifier in space.modifiers {
            for context in modifier.contexts { selections.append([modifier.name: context]) }
        }
        for inputs in selections {
            do {
                let selection = try space.selection(inputs)
                let (theme, found) = try space.resolution(for: selection)
                tokens += theme.index.paths.compactMap { theme.token($0) }
                diagnostics += found
            } catch {
                failure = (failure ?? "") + error.description
            }
        }
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.failure = failure
    }
}
