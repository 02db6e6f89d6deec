import ArgumentParser
import Livery
import LiveryTools

// The library's enumerations as option values: the parser checks them, lists them in `--help` and
// completes them, so no command validates a string by hand. (Every type here is this package's own,
// so the conformances are not retroactive.)

/// `--type` of `livery resolve --value`: a token type, by its DTCG name or another tool's alias
/// (`fontSize`, `spacing` → dimension…), as documents accept them.
extension TokenType: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }
}

/// `--access` of `livery generate swift`.
extension SwiftGenerator.AccessLevel: ExpressibleByArgument {}

/// `--appearance` of `livery resolve`.
extension Selection.Appearance: ExpressibleByArgument {}

/// `--contrast` of `livery resolve`.
extension Selection.Contrast: ExpressibleByArgument {}
