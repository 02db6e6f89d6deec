import Foundation
import Livery
import LiveryTools

// The slim generator the LiveryGenerate build-tool plugin runs: Livery and LiveryTools only, so an
// app adopting the plugin compiles no argument parser, crypto or HTTP server.
//
//   livery-generate INPUT OUTPUT [--access public|internal] [--name Tokens]

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
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
let output = URL(fileURLWithPath: positional[1])
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: output, options: .atomic)
    } catch {
        fail("\(positional[1]): error: cannot write the generated file: \(error.localizedDescription)", status: 1)
    }
}
