import Foundation
import LiveryCLI

let status = LiveryCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
