import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// Every recursive reader has an explicit depth limit: input nested from 1 to 100,000 levels, read
/// on a thread with a 512 KiB stack (a secondary thread's on Apple platforms), ends in a value or
/// in an error at the value's file:line:column, never in a crash.
@Suite("Nesting limits")
struct NestingTests {
    typealias Case = NestingCase

    static let cases = NestingCase.all()

    /// A folder holding `base.json` with the nesting.
    static func folder(_ item: Case) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-nesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(item.kind.document(depth: item.depth).utf8).write(to: folder.appendingPathComponent("base.json"))
        return folder
    }

    /// What a check of the space found, made on the small stack.
    struct Outcome: Sendable {
        var diagnostics: [Diagnostic]
        var plain: ThemeColor?
        var nested: TokenValue?
    }

    static func outcome(of space: ThemeSpace) -> Outcome {
        // The table of what resolved: a token in error is left out, the others stay.
        let theme = try? space.resolution(for: Selection()).theme
        return Outcome(
            diagnostics: space.validate(), plain: theme?.color("color.plain"),
            nested: theme?.token(NestedInput.calc.tokenPath)?.value)
    }

    /// What every entry point must show for `item`.
    static func expectBounded(_ diagnostics: [Diagnostic], _ item: Case, file: String) {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            #expect(diagnostic.location.file.hasSuffix(file), "\(diagnostic)")
            #expect(diagnostic.location.line > 0 && diagnostic.location.column > 0, "no position: \(diagnostic)")
        }
        if item.depth >= 1_000 {
            #expect(
                diagnostics.contains { $0.severity == .error && $0.message.contains("deeper than") },
                "no depth error for \(item.description): \(diagnostics.prefix(3))")
        }
    }

    @Test("ThemeSpace reads and validates every nesting on a 512 KiB stack", arguments: cases)
    func themeSpace(_ item: Case) async throws {
        let folder = try Self.folder(item)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await onSmallStack { () -> Result<Outcome, ThemeSpace.Error> in
            Result { () throws(ThemeSpace.Error) in Self.outcome(of: try ThemeSpace(contentsOf: folder)) }
        }
        switch outcome {
        case .success(let outcome):
            Self.expectBounded(outcome.diagnostics, item, file: "base.json")
            // The ordinary token beside the nesting is not lost.
            #expect(outcome.plain != nil, "color.plain was lost: \(outcome.diagnostics.prefix(3))")
            if item.depth <= 10, [.calc, .min, .hslCalc, .parentheses].contains(item.kind) {
                guard case .color? = outcome.nested else {
                    Issue.record("the nested colour did not resolve: \(outcome.diagnostics.prefix(3))")
                    return
                }
            }
        case .failure(let error):
            // A document that cannot be read at all (JSON nested past the reader's limit).
            Self.expectBounded(error.diagnostics, item, file: "base.json")
            #expect(item.depth >= 256, "\(item.description) failed to read: \(error)")
        }
    }

    @Test("ThemeSpace.load runs on a 512 KiB task executor", arguments: NestedInput.allCases)
    func asyncLoad(_ kind: NestedInput) async throws {
        let item = Case(kind: kind, depth: 100_000)
        let folder = try Self.folder(item)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executor = SmallStackExecutor()
        let diagnostics = await withTaskExecutorPreference(executor) { () async -> [Diagnostic] in
            do throws(ThemeSpace.Error) {
                return try await ThemeSpace.load(contentsOf: folder).validate()
            } catch {
                return error.diagnostics
            }
        }
        #expect(executor.stackSize.map { $0 <= secondaryThreadStackSize + 64 * 1024 } == true)
        Self.expectBounded(diagnostics, item, file: "base.json")
    }

    @Test(
        "colour maths nest up to 32 levels, the 33rd is an error that says so",
        arguments: ["calc(", "min(", "max(", "clamp(0, ", "("])
    func mathLimit(_ opener: String) throws {
        func color(_ depth: Int) -> String {
            // `(` needs a math function around it; clamp's other arguments follow its value.
            let open =
                opener == "(" ? "calc(" + String(repeating: "(", count: depth - 1) : String(repeating: opener, count: depth)
            let close = String(repeating: opener.hasPrefix("clamp") ? ", 255)" : ")", count: depth)
            return "rgb(\(open)1\(close) 0 0)"
        }
        let inside = try ThemeColor(parsing: color(ColorMathEvaluator.maxNesting))
        #expect(abs(inside.components[0] - 1.0 / 255) < 1e-9)
        #expect(throws: ThemeColor.ParseError.self) { try ThemeColor(parsing: color(ColorMathEvaluator.maxNesting + 1)) }
        do {
            _ = try ThemeColor(parsing: color(ColorMathEvaluator.maxNesting + 1))
        } catch {
            #expect(error.message.contains("nested deeper than 32 levels"), "\(error)")
        }
    }
}

/// Property lists nested 1 to 100,000 deep, read on a 512 KiB stack: XML by Livery's own reader,
/// binary and old-style through Foundation after a depth check of Livery's.
@Suite("Nesting limits: property lists")
struct PropertyListNestingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: NestedPropertyList
        var depth: Int
        var testDescription: String { "\(format) × \(depth)" }
    }

    static let cases = NestedPropertyList.allCases.flatMap { format in
        NestedPropertyList.depths.map { Case(format: format, depth: $0) }
    }

    @Test("every format reads or fails with tooDeep, never crashes", arguments: cases)
    func nested(_ item: Case) async throws {
        let data = item.format.data(depth: item.depth)
        let url = URL(fileURLWithPath: "/nesting/base.plist")
        let outcome = await onSmallStack { () -> Result<Int, TokenDocument.Error> in
            Result { () throws(TokenDocument.Error) in try TokenDocument(data: data, url: url).tokens.count }
        }
        switch outcome {
        case .success:
            #expect(item.depth <= (item.format == .xml ? 512 : 32), "\(item.testDescription) read")
        case .failure(let error):
            // Binary nesting is arrays, which are no document: every depth fails, the deep ones as tooDeep.
            #expect(item.depth > 32 || item.format == .binary, "\(item.testDescription): \(error)")
            if item.depth >= 1_000 {
                #expect(error.reason == .tooDeep, "\(error)")
                #expect(error.location.file == url.path)
            }
            if item.format == .openStep, item.depth > 32 {
                // Text has lines: the error points at the 33rd "{" (each level is "{g = ", 5 bytes).
                #expect(error.location.line == 1 && error.location.column == 5 * 32 + 1, "\(error)")
            }
        }
    }
}

/// The value grammar's own limit, below the JSON reader's: composite values nest 16 deep.
@Suite("Nesting limits: values")
struct ValueNestingTests {
    @Test("a gradient nested past 16 levels is an error that says so; 16 levels are read", arguments: [15, 16, 17, 200])
    func gradientDepth(_ depth: Int) throws {
        let text = NestedInput.gradientArrays.document(depth: depth)
        let (_, diagnostics) = try Inline.resolve(text)
        let deep = diagnostics.filter { $0.message.contains("value nested deeper than 16 levels") }
        if depth > 16 {
            let error = try #require(deep.first, "\(diagnostics)")
            #expect(error.tokenPath == "nested" && error.location.line == 1 && error.location.column > 1, "\(error)")
        } else {
            #expect(deep.isEmpty, "\(deep)")
        }
    }
}
