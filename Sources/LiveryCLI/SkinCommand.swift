import ArgumentParser

/// `livery skin`: skin packages: pack, sign and verify.
struct SkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skin",
        abstract: "Pack, sign, verify, catalog and install skin packages.",
        discussion: """
            Examples:
              livery skin keygen --out release
              livery skin pack ocean-skin -o dist/ocean.skin --key release.private
              livery skin verify dist/ocean.skin --trust release.public
              livery skin catalog dist -o dist/index.json --key release.private
              livery skin install dist/ocean.skin --store Skins --trust release.public
              livery skin install https://cdn.example.com/skins/ocean.skin --store Skins --trust release.public
              livery skin update --store Skins --catalog https://cdn.example.com/skins/index.json --trust release.public
              livery skin list --store Skins
              livery skin rollback com.example.ocean --store Skins
              livery skin remove com.example.ocean --store Skins

            A skin source folder holds skin.json (id, displayName, version, author, optional \
            preview), tokens/ (token documents), images/ and fonts/.
            """,
        subcommands: [
            SkinPackCommand.self, SkinKeygenCommand.self, SkinVerifyCommand.self, SkinCatalogCommand.self,
            SkinInstallCommand.self, SkinUpdateCommand.self, SkinListCommand.self, SkinRollbackCommand.self,
            SkinRemoveCommand.self,
        ]
    )
}
