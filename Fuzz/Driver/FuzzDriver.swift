import Foundation
import LiveryFuzzTargets

// The libFuzzer entry points (libFuzzer supplies `main`). `Fuzz/run` names the target in
// LIVERY_FUZZ_TARGET and, before a run, asks for its seeds with LIVERY_FUZZ_SEEDS=FOLDER.

/// The target this process fuzzes.
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["LIVERY_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("livery-fuzz: set LIVERY_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    let target = selectedTarget
    if let folder = ProcessInfo.processInfo.environment["LIVERY_FUZZ_SEEDS"] {
        let url = URL(fileURLWithPath: folder)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        var written = 0
        for (index, seed) in target.seeds().enumerated() {
            if (try? seed.write(to: url.appendingPathComponent(String(format: "seed-%05d", index)))) != nil { written += 1 }
        }
        FileHandle.standardError.write(Data("livery-fuzz: \(written) seeds for \(target.name) in \(folder)\n".utf8))
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        try selectedTarget.run(data)
    } catch {
        // An invariant that does not hold is a finding: abort so libFuzzer keeps the input.
        FileHandle.standardError.write(Data("livery-fuzz: \(selectedTarget.name): \(error)\n".utf8))
        abort()
    }
    return 0
}
