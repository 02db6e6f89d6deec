import Foundation
import LiveryCLI

#if canImport(Glibc)
    import Glibc
#endif

// MARK: load at scale
//
// `livery resolve` and `livery lint` on the 27 MB DTCG file of 425,000 tokens that
// Benchmarks/Scale/generate-dtcg.py writes, against Python's `json.load` of the same file. Each
// run is a process of its own (this executable again, with `--child`; `python3` for the
// baseline), which times its own work (not its start-up) and reports its peak resident memory:
// the peak of one run is only measurable in a process that did nothing else.

/// `livery-bench --child resolve|lint FILE`: runs the command as `livery` does (its output
/// discarded), then prints `nanoseconds peak-bytes exit-status` and exits.
func scaleChild(_ command: String, _ file: String) -> Never {
    let discard = Console(out: { _ in }, error: { _ in })
    let start = DispatchTime.now().uptimeNanoseconds
    let status = Console.$current.withValue(discard) { LiveryCommand.run([command, file]) }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    print("\(elapsed) \(peakResidentBytes()) \(status)")
    exit(0)
}

/// This process's peak resident set size.
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
    #endif
}

/// One measured process: its own timing and peak memory.
struct ChildRun {
    var nanoseconds: Double
    var peakBytes: Double
}

/// Runs `executable` with `arguments` and reads the `ns bytes status` line it prints.
func runChild(_ executable: String, _ arguments: [String]) -> ChildRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    must { try process.run() }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard process.terminationStatus == 0, fields.count == 3, fields[2] == 0 else {
        let printed = String(decoding: data, as: UTF8.self)
        let command = ([executable] + arguments).joined(separator: " ")
        FileHandle.standardError.write(Data("livery-bench: \(command) failed: \(printed)\n".utf8))
        exit(1)
    }
    return ChildRun(nanoseconds: fields[0], peakBytes: fields[1])
}

/// The baseline: Python's `json.load` of the file (text mode, as people call it), timed inside Python.
let jsonLoadScript = """
    import json, resource, sys, time
    start = time.perf_counter_ns()
    with open(sys.argv[1], encoding="utf-8") as f:
        json.load(f)
    elapsed = time.perf_counter_ns() - start
    print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, 0)
    """

func loadScaleScenario(runs: Int) {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-scale-\(getpid())")
    must { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tokens.json").path
    let generator = Process()
    generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    generator.arguments = ["python3", repository.appendingPathComponent("Scale/generate-dtcg.py").path, file]
    must { try generator.run() }
    generator.waitUntilExit()
    guard generator.terminationStatus == 0, let size = try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
    else {
        FileHandle.standardError.write(Data("livery-bench: Benchmarks/Scale/generate-dtcg.py failed\n".utf8))
        exit(1)
    }
    let this = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let contenders: [(String, () -> ChildRun)] = [
        ("resolve", { runChild(this, ["--child", "resolve", file]) }),
        ("lint", { runChild(this, ["--child", "lint", file]) }),
        ("json_load", { runChild("/usr/bin/env", ["python3", "-c", jsonLoadScript, file]) }),
    ]
    var times: [String: [Double]] = [:]
    var peaks: [String: [Double]] = [:]
    for _ in 0..<runs {
        for (name, run) in contenders.shuffled(using: &shuffleGenerator) {
            let result = run()
            times[name, default: []].append(result.nanoseconds)
            peaks[name, default: []].append(result.peakBytes)
        }
    }
    let resolve = median(times["resolve"] ?? []), lint = median(times["lint"] ?? [])
    let jsonLoad = median(times["json_load"] ?? [])
    let resolvePeak = median(peaks["resolve"] ?? []), lintPeak = median(peaks["lint"] ?? [])
    emit(
        Result(
            scenario: "load_scale", n: 425_000,
            values: [
                ("resolve_ns", resolve), ("lint_ns", lint), ("json_load_ns", jsonLoad),
                ("ratio_json", resolve / jsonLoad), ("ratio_lint", lint / resolve),
                ("resolve_peak_bytes", resolvePeak), ("lint_peak_bytes", lintPeak),
                ("json_load_peak_bytes", median(peaks["json_load"] ?? [])), ("bytes", Double(size)),
                ("ratio_memory", resolvePeak / Double(size)), ("ratio_lint_memory", lintPeak / Double(size)),
            ]))
}
