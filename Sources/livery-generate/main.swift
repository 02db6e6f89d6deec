import Foundation
import Livery
import LiveryTools

// The slim tool the LiveryGenerate and LiveryLint build-tool plugins run: Livery and LiveryTools
// only, so an app adopting the plugins compiles no argument parser, crypto or HTTP server.
//
//   livery-generate INPUT OUTPUT [--access public|internal] [--name Tokens]
//   livery-generate lint INPUT RECORD [--strict] [--dtcg] [--disable RULE]...
//
// `lint` runs the `Linter` `livery lint` runs and prints the same lines (`livery lint INPUT`'s text
// output, never coloured) to standard error, where Xcode reads them into the issue navigator; it
// exits 1 on an error (or a warning with --strict), else writes RECORD, a Swift file holding one
// comment, so the build system has an output to keep the step up to date with.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// Writes `text` to `path`; unless `always`, only when it differs (an unchanged generated file is
/// not compiled again). The lint record is always written: it must be newer than the themes it checked.
func write(_ text: String, to path: String, always: Bool = false) {
    let output = URL(fileURLWithPath: path)
    if !always, (try? String(contentsOf: output, encoding: .utf8)) == text { return }
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        fail("\(path): error: cannot write the generated file: \(error.localizedDescription)", status: 1)
    }
}

if CommandLine.arguments.dropFirst().first == "lint" {
    let usage = "usage: livery-generate lint INPUT RECORD [--strict] [--dtcg] [--disable RULE]..."
    var paths: [String] = []
    var options = Linter.Options()
    var arguments = CommandLine.arguments.dropFirst(2).makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--strict": options.strict = true
        case "--dtcg": options.dtcg = true
        case "--disable":
            guard let rule = arguments.next() else { fail(usage, status: 2) }
            guard Linter.knownRules.contains(rule) else {
                fail(
                    "livery-generate: --disable: unknown rule '\(rule)'; the rules are "
                        + Linter.knownRules.joined(separator: ", "), status: 2)
            }
            options.disabledRules.insert(rule)
        default:
            if argument.hasPrefix("--") { fail(usage, status: 2) }
            paths.append(argument)
        }
    }
    guard paths.count == 2 else { fail(usage, status: 2) }
    let diagnostics = Linter(options: options).lint(URL(fileURLWithPath: paths[0]))
    if !diagnostics.isEmpty {
        // What `livery lint` prints: at most 100 lines, then the counts.
        let condensed = LintReport.condensed(diagnostics)
        let lines = condensed.diagnostics.map(\.description) + ["livery lint: \(condensed.summary)"]
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
    let count = { (severity: Diagnostic.Severity) in diagnostics.filter { $0.severity == severity }.count }
    if count(.error) > 0 { exit(1) }
    let summary = "\(paths[0]): no errors, \(count(.warning)) warnings, \(count(.note)) notes"
    write("// livery lint \(summary)\n", to: paths[1], always: true)
    exit(0)
}

var positional: [String] = []
var access = SwiftGenerator.AccessLevel.internal
var name = "Tokens"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--access":
        guard let value = arguments.next(), let level = SwiftGenerator.AccessLevel(rawValue: value) else {
            fail("livery-generate: --access takes public or internal", status: 2)
        }
        access = level
    case "--name":
        guard let value = arguments.next() else { fail("livery-generate: --name takes a name", status: 2) }
        name = value
    default:
        positional.append(argument)
    }
}
guard positional.count == 2 else {
    fail("usage: livery-generate INPUT OUTPUT [--access public|internal] [--name Tokens]", status: 2)
}

let space: ThemeSpace
do {
    space = try ThemeSpace(contentsOf: URL(fileURLWithPath: positional[0]))
} catch {
    fail(error.description, status: 1)
}
let errors = space.diagnostics.filter { $0.severity == .error }
guard errors.isEmpty else { fail(errors.map(\.description).joined(separator: "\n"), status: 1) }
let source = SwiftGenerator(rootName: name, accessLevel: access).generate(for: space)
write(source, to: positional[1])
