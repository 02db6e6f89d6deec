import Foundation

extension SkinStore {
    /// The hidden folder of what the store remembers about the catalogs it accepted: one
    /// `HASH.json` per catalog URL (`HASH` as in `.cache/catalogs/`), holding the highest
    /// ``SkinCatalog/sequence`` accepted from that URL.
    static let catalogsName = ".catalogs"

    /// What the store keeps per catalog URL.
    struct CatalogRecord: Codable, Equatable {
        /// The catalog's URL, for whoever reads the file.
        var catalog: String
        /// The highest sequence accepted from it.
        var sequence: UInt64
    }

    /// The name shared by a catalog URL's record, its lock and its cache folder: the first 32 hex
    /// digits of the SHA-256 of the URL's absolute string.
    static func catalogKey(_ url: URL) -> String {
        String(SkinSigner.sha256Hex(Data(url.absoluteString.utf8)).prefix(32))
    }

    /// The record of `catalogURL` (it may not exist yet).
    func catalogRecordURL(_ catalogURL: URL) -> URL {
        folder.appendingPathComponent(Self.catalogsName).appendingPathComponent(Self.catalogKey(catalogURL) + ".json")
    }

    /// The highest catalog sequence this store accepted from `catalogURL` (``SkinClient`` records
    /// it each time a catalog passes its checks), or `nil` when it accepted none.
    ///
    /// - Throws: ``SkinError/catalogInvalid(reason:)`` when the record is there but cannot be read
    ///   (a fetch from that URL is then refused too, until the record is removed).
    ///
    /// A catalog with a lower sequence from that URL is refused from then on
    /// (``SkinError/catalogReplayed(sequence:accepted:)``). The record is kept per catalog URL, so
    /// it survives a change of the trusted keys (a key rotation), and one store may follow several
    /// catalogs, each with its own sequence.
    package func acceptedCatalogSequence(from catalogURL: URL) throws(SkinError) -> UInt64? {
        try readCatalogRecord(catalogURL)?.sequence
    }

    /// The record of `catalogURL`, `nil` when there is none; a record that does not decode is an error.
    func readCatalogRecord(_ catalogURL: URL) throws(SkinError) -> CatalogRecord? {
        let url = catalogRecordURL(catalogURL)
        guard fileSystem.itemExists(at: url) else { return nil }
        do {
            return try JSONDecoder().decode(CatalogRecord.self, from: try fileSystem.read(at: url))
        } catch {
            throw .catalogInvalid(
                reason:
                    "the store's record of the catalogs it accepted, \(url.path), cannot be read (\(SkinError.reason(for: error))); remove it to accept the catalog again"
            )
        }
    }

    /// Checks `catalog` (verified, fetched from `catalogURL`) with ``SkinCatalog/checkFreshness(now:acceptedSequence:)``
    /// against the sequence this store accepted from that URL, then remembers its sequence if it is
    /// higher: the record is written under a temporary name and renamed over the old one
    /// (`rename(2)`), holding `.locks/catalog-HASH.lock` so concurrent fetches (in this process or
    /// another) never lower it.
    func acceptCatalog(_ catalog: SkinCatalog, from catalogURL: URL, now: Date) async throws(SkinError) {
        let records = folder.appendingPathComponent(Self.catalogsName)
        let lockFolder = folder.appendingPathComponent(Self.locksName)
        do {
            try fileSystem.createDirectory(at: lockFolder)
        } catch {
            throw Self.writeError(error, path: lockFolder.path)
        }
        let key = Self.catalogKey(catalogURL)
        let lock = try await FileLock.acquire(lockFolder.appendingPathComponent("catalog-" + key + ".lock"))
        defer { lock.release() }
        let record = catalogRecordURL(catalogURL)
        // Holding the lock: any temporary record of this URL was left by a process killed midway.
        for name in (try? fileSystem.contentsOfDirectory(at: records)) ?? [] where name.hasPrefix(record.lastPathComponent + ".")
        {
            try? fileSystem.removeItem(at: records.appendingPathComponent(name))
        }
        let accepted = try readCatalogRecord(catalogURL)?.sequence
        try catalog.checkFreshness(now: now, acceptedSequence: accepted)
        guard let sequence = catalog.sequence, accepted.map({ sequence > $0 }) ?? true else { return }
        let data: Data
        do {
            data = try JSONEncoder().encode(CatalogRecord(catalog: catalogURL.absoluteString, sequence: sequence))
        } catch {
            throw .writeFailed(path: record.path, reason: "\(error)")
        }
        let temporary = records.appendingPathComponent(record.lastPathComponent + "." + UUID().uuidString + ".tmp")
        do {
            try fileSystem.createDirectory(at: records)
        } catch {
            throw Self.writeError(error, path: records.path)
        }
        do {
            try fileSystem.write(data, to: temporary)
        } catch {
            try? fileSystem.removeItem(at: temporary)
            throw Self.writeError(error, path: temporary.path)
        }
        do {
            try fileSystem.rename(temporary, to: record)
        } catch {
            try? fileSystem.removeItem(at: temporary)
            throw Self.writeError(error, path: record.path)
        }
    }
}
