/// Livery's version: the one constant the library, the `livery` tool, its SARIF reports and Studio
/// report.
public enum LiveryVersion {
    /// `major.minor.patch`.
    public static let string = "0.1.0"
}
