import Foundation
import Livery

// LiveryTools: the logic behind the `livery` tool's lint, generate, import and export commands,
// shared by the CLI, the build plugin's generator and Livery Studio. Its version is the core's
// (`LiveryVersion.string`).
