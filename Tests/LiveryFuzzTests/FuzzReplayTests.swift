import Foundation
import Livery
@testable import LiveryFuzzTargets
import Testing

/// Replays what the fuzzers keep: every regression input (a crash, hang or broken invariant found
/// by `Fuzz/run` and fixed) and every seed, through the same target bodies libFuzzer runs.
@Suite("Fuzz targets: regressions and seeds replayed")
struct FuzzReplayTests {
    static let targetNames = FuzzTarget.all.map(\.name)

    @Test("every kept regression input passes its target's invariants", arguments: targetNames)
    func regressions(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        for (file, data) in target.regressions() {
            #expect(throws: Never.self, "Fuzz/Regressions/\(name)/\(file)") { try target.run(data) }
        }
    }

    @Test("every seed passes its target's invariants", .timeLimit(.minutes(5)), arguments: targetNames)
    func seeds(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = target.seeds()
        #expect(!seeds.isEmpty, "no seeds for \(name)")
        for (index, seed) in seeds.enumerated() {
            #expect(throws: Never.self, "\(name) seed \(index)") { try target.run(seed) }
        }
    }

    @Test(
        "the bugs fuzzing found stay fixed",
        arguments: [
            ("plist", "empty-file"),
            ("plist", "xml-end-of-file-without-line"),
            ("plist", "text-read-by-foundation-root-without-line"),
            ("plist", "processing-instruction-without-data"),
            ("importers", "dknightversion-invalid-utf8"),
            ("importers", "dknightversion-lone-cr-column"),
            ("importers", "jhtheme-root-without-line"),
            ("values", "nan-read-as-number"),
            ("archive", "zipfoundation-memoryfile-overrun"),
            ("archive", "declared-size-overflow"),
            ("archive", "stored-entry-descriptor-past-end"),
            ("importers", "dknightversion-theme-name-too-long"),
        ])
    func keptFindings(target name: String, file: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let data = try #require(target.regressions().first { $0.name == file }?.data, "Fuzz/Regressions/\(name)/\(file) is kept")
        #expect(throws: Never.self) { try target.run(data) }
    }

    @Test(
        "the position check refuses positions outside the input",
        arguments: [
            (1, 1, true), (1, 3, true), (1, 4, false), (2, 8, true), (2, 9, false), (3, 1, true), (3, 2, false),
            (4, 1, false), (0, 0, false), (1, 0, false),
        ])
    func positionCheck(line: Int, column: Int, inside: Bool) {
        let data = Data("{\n\"a\":1\r\n".utf8)  // lines: "{" + LF, "\"a\":1" + CRLF, "" (a column may sit on the line break)
        let location = SourceLocation(file: "/fuzz/x.json", line: line, column: column)
        let result = Result { () throws(FuzzFailure) in
            try Invariants.positionInside(location, of: data, file: "/fuzz/x.json", what: "test")
        }
        if inside {
            #expect(throws: Never.self) { try result.get() }
        } else {
            #expect(throws: FuzzFailure.self) { try result.get() }
        }
    }

    @Test("the determinism check refuses two different readings")
    func determinismCheck() {
        #expect(throws: FuzzFailure.self) { try Invariants.same(1, 2, what: "numbers") }
        #expect(throws: Never.self) { try Invariants.same("a", "a", what: "texts") }
    }
}
