import Foundation
import Livery
import LiverySkins

extension FuzzTarget {
    /// A skin's `manifest.json`: decoded twice alike; a decoded manifest encodes and decodes back to
    /// itself; JSON syntax errors say where.
    static let manifest = FuzzTarget(
        name: "manifest",
        summary: "skin manifests (manifest.json): decoding, the encode/decode round trip, identity checks"
    ) { data throws(FuzzFailure) in
        func decode(_ bytes: Data) -> Result<SkinManifest, SkinError> {
            Result { () throws(SkinError) in try SkinManifest.decode(bytes) }
        }
        let first = try Invariants.bounded("decoding a manifest", bytes: data.count) { decode(data) }
        try Invariants.same(first, decode(data), what: "manifests")
        switch first {
        case .success(let manifest):
            guard let encoded = try? manifest.encoded() else {
                throw FuzzFailure("round-trip", "a decoded manifest does not encode")
            }
            try Invariants.same(decode(encoded), .success(manifest), what: "manifests after encoding (round trip)")
        case .failure(let error):
            // Text that is no JSON at all: the message carries the position Livery's reader finds.
            if case .failure(let syntax) = Result(catching: { () throws(TokenDocument.Error) in
                try JSONReader.read(data, file: SkinLayout.manifest, options: .strict)
            }), syntax.reason == .syntax {
                try Invariants.positionInside(syntax.location, of: data, file: SkinLayout.manifest, what: "the syntax error")
                guard error.description.contains("\(syntax.location)") else {
                    throw FuzzFailure("position-inside-input", "the manifest error names no position: \(error)")
                }
            }
        }
    }

    /// The package reader with its unpacking limits: the archive checked against its manifest (as
    /// verification does after the signature), and unpacked into a folder as an install does.
    static let archive = FuzzTarget(
        name: "archive",
        summary: "skin packages (zip): SkinVerifier.checkContents and SkinStore's unpacking, with small limits"
    ) { data throws(FuzzFailure) in
        let limits = SkinStore.Limits(maximumEntryCount: 32, maximumUncompressedSize: 256 * 1024, maximumPackageSize: 1024 * 1024)
        let verifier = SkinVerifier(
            trustedKeys: [], maximumEntryCount: limits.maximumEntryCount, maximumUncompressedSize: limits.maximumUncompressedSize)
        func check() -> Result<SkinManifest, SkinError> {
            Result { () throws(SkinError) in try verifier.checkContents(of: data) }
        }
        let first = try Invariants.bounded("checking a package", bytes: data.count) { check() }
        try Invariants.same(first, check(), what: "package checks")

        let folder = FuzzPaths.scratch.appendingPathComponent("unpack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SkinStore(folder: folder.appendingPathComponent("store"), limits: limits)
        let destination = folder.appendingPathComponent("unpacked")
        let unpacked = try Invariants.bounded("unpacking a package", bytes: data.count) {
            Result { () throws(SkinError) in try store.unpack(data, into: destination) }
        }
        // Whatever happened, nothing escaped the destination and the limits held.
        var count = 0
        var total = 0
        if let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey, .fileSizeKey])
        {
            let inside = destination.standardizedFileURL.path + "/"
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey, .fileSizeKey])
                if values?.isSymbolicLink == true {
                    throw FuzzFailure("unpack-limits", "unpacking made a symbolic link at \(url.path)")
                }
                guard values?.isRegularFile == true else { continue }
                guard url.standardizedFileURL.path.hasPrefix(inside) else {
                    throw FuzzFailure("unpack-limits", "unpacking wrote \(url.path), outside the destination")
                }
                count += 1
                total += values?.fileSize ?? 0
            }
        }
        guard count <= limits.maximumEntryCount, Int64(total) <= limits.maximumUncompressedSize else {
            throw FuzzFailure("unpack-limits", "unpacked \(count) files of \(total) bytes past the limits")
        }
        if case .success = first, case .failure(let error) = unpacked {
            throw FuzzFailure("consistent", "a package whose contents check does not unpack: \(error)")
        }
    }
}
