import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SkinStore {
    /// Clears what an operation on `id` killed midway left; the caller holds the id's lock, so
    /// nothing else is using any of it:
    ///
    /// - the id's staging folder (a package being unpacked, a removed skin being deleted);
    /// - temporary links of a switch killed before its rename;
    /// - version folders other than the current one and the newest before it: a version an
    ///   install moved in but never switched to, the version a rollback left, one an install
    ///   was pruning. What remains is what an uninterrupted operation leaves.
    func recover(id: String) {
        announce(named: Self.recoverStepName)
        let stagingFolder = stagingFolder(id)
        if fileSystem.itemExists(at: stagingFolder) { try? fileSystem.removeItem(at: stagingFolder) }
        let skinFolder = skinFolder(id)
        guard let names = try? fileSystem.contentsOfDirectory(at: skinFolder) else { return }
        for name in names where name.hasPrefix(Self.temporaryLinkPrefix) {
            try? fileSystem.removeItem(at: skinFolder.appendingPathComponent(name))
        }
        guard let current = currentVersion(id: id) else { return }
        let previous = versions(id: id).last { $0 < current }
        for version in versions(id: id) where version != current && version != previous {
            try? fileSystem.removeItem(at: skinFolder.appendingPathComponent(version.description))
        }
    }

    /// Removes the staging folders of other ids that no operation is using (their lock is free):
    /// what operations killed midway left for ids that may never be installed again.
    func removeAbandonedStaging(holding id: String) {
        let staging = folder.appendingPathComponent(Self.stagingName)
        guard let names = try? fileSystem.contentsOfDirectory(at: staging) else { return }
        for name in names where name != id {
            let lock = locks.lock(for: name)
            guard lock.try() else { continue }
            defer { lock.unlock() }
            let path = folder.appendingPathComponent(Self.locksName).appendingPathComponent(name + ".lock").path
            // Without a lock file no operation of that id ever ran here (a store's older layout left it).
            let descriptor = open(path, O_RDWR | O_CLOEXEC)
            if descriptor < 0 {
                if errno == ENOENT { try? fileSystem.removeItem(at: staging.appendingPathComponent(name)) }
                continue
            }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            try? fileSystem.removeItem(at: staging.appendingPathComponent(name))
        }
    }
}
