import ArgumentParser

/// `livery skin`: skin packages: pack, sign and verify.
struct SkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skin",
        abstract: "Pack, sign and verify skin packages.",
        discussion: """
            Examples:
              livery skin keygen --out release
              livery skin pack ocean-skin -o dist/ocean.skin --key release.private
              livery skin verify dist/ocean.skin --trust release.public

            A skin source folder holds skin.json (id, displayName, version, author, optional \
            preview), tokens/ (token documents), images/ and fonts/.
            """,
        subcommands: [SkinPackCommand.self, SkinKeygenCommand.self, SkinVerifyCommand.self]
    )
}
