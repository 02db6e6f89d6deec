import Foundation
import Livery

/// LiveryTools: the logic behind the `livery` tool's lint, generate, import and export commands,
/// shared by the CLI, the build plugin's generator and Livery Studio.
public enum LiveryTools {
    /// The version of the tools.
    public static let version = "0.1.0"
}
