/// Livery's version: the one constant the library, the `livery` tool and its SARIF reports
/// report.
public enum LiveryVersion {
    /// `major.minor.patch`.
    public static let string = "0.1.0"
}
