import Foundation
import LiveryCLI

// The async entry point: downloads (`skin install URL`, `skin update`) run without blocking a thread.
let run: ([String]) async -> Int32 = LiveryCommand.run
let status = await run(Array(CommandLine.arguments.dropFirst()))
exit(status)
