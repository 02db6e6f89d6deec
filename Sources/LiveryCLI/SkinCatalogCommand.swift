import ArgumentParser
import Foundation
import Livery
import LiverySkins

/// `livery skin catalog`: writes a signed catalog of the packages in a folder.
struct SkinCatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write a signed index.json of the packages in a folder, and index.json.sig.",
        discussion: """
            Examples:
              livery skin catalog dist -o dist/index.json --key release.private
              livery skin catalog dist -o dist/index.json --key release.private --expires 7d
              livery skin catalog dist -o dist/index.json --key release.private --expires 2026-06-30

            Every *.skin or *.zip in the folder is verified against its FILE.sig and listed with \
            its id, version, file name, size, SHA-256, signature and preview. The catalog also \
            carries its issue time (now), its expiry and a sequence, all covered by the base64 \
            Ed25519 signature of index.json that goes in index.json.sig beside it. Serve the \
            folder with any static file server.
            Clients refuse a catalog once it has expired, and one whose sequence is lower than \
            the highest they accepted (an old catalog replayed), so sign the catalog again before \
            it expires, from a scheduled job. The sequence defaults to the issue time in seconds, \
            or one more than the sequence of the existing OUTPUT when that is higher.
            Exit status: 0 written, 1 a package failed verification or a file could not be written, 2 usage.
            """
    )

    @Argument(help: "The folder of packed skins.", completion: .directory)
    var folder: String

    @Option(name: .shortAndLong, help: "The catalog file to write.", completion: .file())
    var output: String

    @Option(help: "The private key file (from `livery skin keygen`).", completion: .file())
    var key: String

    @Option(
        help: ArgumentHelp(
            "When clients stop accepting the catalog: a duration from now (30d, 12h, 90m, 3600s, 2w) or an ISO 8601 date or time (2026-06-30, 2026-06-30T12:00:00Z).",
            valueName: "duration-or-date"))
    var expires = "30d"

    @Option(
        help:
            "The catalog's sequence: above any earlier catalog's (default: the issue time in seconds, or the existing output's + 1)."
    )
    var sequence: UInt64?

    func validate() throws {
        _ = try Self.expiry(expires, issued: Date())
    }

    /// The expiry `text` gives for a catalog issued at `issued`: a positive duration after it
    /// (`N` followed by `s`, `m`, `h`, `d` or `w`), or an ISO 8601 date (midnight UTC) or date and
    /// time later than it.
    static func expiry(_ text: String, issued: Date) throws -> Date {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]
        if let unit = text.last.flatMap({ units[$0] }), let count = UInt32(text.dropLast()), text.first?.isNumber == true {
            guard count > 0 else { throw ValidationError("--expires takes a duration above zero, got '\(text)'") }
            return issued.addingTimeInterval(TimeInterval(count) * unit)
        }
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        let dateTime = ISO8601DateFormatter()
        dateTime.formatOptions = [.withInternetDateTime]
        guard let date = dateTime.date(from: text) ?? dateOnly.date(from: text) else {
            throw ValidationError(
                "--expires takes a duration (30d, 12h, 90m, 3600s, 2w) or an ISO 8601 date or time (2026-06-30, 2026-06-30T12:00:00Z), got '\(text)'"
            )
        }
        guard date.timeIntervalSince(issued) >= 1 else {
            throw ValidationError(
                "--expires \(text) is not after the issue time \(issued.formatted(.iso8601)): clients would refuse the catalog at once"
            )
        }
        return date
    }

    func run() throws {
        let issued = Date()
        let expiry = try Self.expiry(expires, issued: issued)
        do {
            let key = try SkinKeys.loadPrivateKey(from: URL(fileURLWithPath: key))
            let catalog = try SkinCatalogBuilder(signingKey: key)
                .write(
                    folder: URL(fileURLWithPath: folder), to: URL(fileURLWithPath: output), issued: issued, expires: expiry,
                    sequence: sequence)
            let until = catalog.expires.map { $0.formatted(.iso8601) } ?? "-"
            Console.current.print(
                "wrote \(output) (\(catalog.entries.count) package(s), sequence \(catalog.sequence ?? 0), expires \(until))")
        } catch {
            throw CommandFailure(diagnostics: error.diagnostics(file: folder))
        }
    }
}
