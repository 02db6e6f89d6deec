/// Livery's version: the one constant the library, the `livery` tool and its SARIF reports
/// report. README's dependency line, the Livery catalog's overview and CHANGELOG's latest version
/// section say the same (`VersionAgreementTests`).
public enum LiveryVersion {
    /// `major.minor.patch`. 0.x until the API settles: a minor version may change the API.
    public static let string = "0.9.0"
}
