import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files under the served folder, opened without the kernel following any link.
///
/// A path checked first and opened after can have a link swapped into it in between (a
/// time-of-check-to-time-of-use race: before this, 187 of 1,500 requests for an image raced that
/// way served a file from outside the folder). So Studio opens the folder, then each part of a
/// path with `openat(2)` and `O_NOFOLLOW` from the folder it holds open. A link met on the way is
/// read (`readlinkat(2)`) and followed by the walk itself, only while it stays inside the folder: a
/// `..` never climbs above it, an absolute target must name a path inside it, and at most
/// ``maximumLinks`` links are followed. What is opened is checked with `fstat(2)` and read or
/// replaced through the descriptors held, so what was checked is what is used.
enum StudioFiles {
    /// Why a file could not be opened, read or written.
    enum Failure: Error, Equatable {
        /// A link on the way leads outside the folder (or more than ``maximumLinks`` links).
        case outside
        /// Nothing is at the path.
        case missing
        /// A folder, FIFO, device or socket is where a file (or a part of the path that must be a
        /// folder is a file).
        case notRegular
        /// The file is larger than the limit (its size in bytes).
        case tooLarge(Int)
        /// Another failure of the system: `errno` and the operation.
        case system(Int32, String)
    }

    /// The most links one path may go through.
    static let maximumLinks = 32

    /// The largest file read or served (a document, an image).
    static let maximumFileSize = 64 << 20

    /// The parts of a relative path (empty and `.` parts dropped).
    static func parts(of relative: String) -> [String] {
        relative.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// Reads the regular file at `relative` under `root`, of at most `limit` bytes.
    static func read(_ relative: String, in root: URL, limit: Int = maximumFileSize) throws(Failure) -> Data {
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer (fstat refuses it next).
        let descriptor = try open(parts(of: relative), in: root, flags: O_RDONLY | O_NONBLOCK)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno, "fstat") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        guard Int(info.st_size) <= limit else { throw .tooLarge(Int(info.st_size)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(errno, "read")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // The file may have grown since fstat.
            if data.count > limit { throw .tooLarge(data.count) }
        }
        return data
    }

    /// Replaces the file at `relative` under `root` with `data`: a temporary file written beside it
    /// through the parent folder's descriptor, then `renameat(2)` over it (a link at the last part
    /// is replaced, never written through; missing folders are made). The mode of the file
    /// replaced is kept.
    static func write(_ data: Data, to relative: String, in root: URL, fileSystem: any StudioFileSystem) throws(Failure) {
        var names = parts(of: relative)
        guard let name = names.popLast() else { throw .notRegular }
        let parent = try open(names, in: root, flags: O_RDONLY | O_DIRECTORY, createFolders: true)
        defer { close(parent) }
        var existing = stat()
        let exists = fstatat(parent, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        if exists, existing.st_mode & S_IFMT == S_IFDIR { throw .notRegular }
        let temporary = ".\(name).livery-\(UUID().uuidString).tmp"
        let file = openat(parent, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw .system(errno, "create") }
        do throws(Failure) {
            if exists, existing.st_mode & S_IFMT == S_IFREG, fchmod(file, existing.st_mode & 0o7777) != 0 {
                throw .system(errno, "chmod")
            }
            try fileSystem.write(data, to: file)
            guard fsync(file) == 0 else { throw .system(errno, "sync") }
        } catch {
            close(file)
            unlinkat(parent, temporary, 0)
            throw error
        }
        guard close(file) == 0 else {
            let code = errno
            unlinkat(parent, temporary, 0)
            throw .system(code, "close")
        }
        guard fileSystem.rename(temporary, over: name, in: parent) == 0 else {
            let code = errno
            unlinkat(parent, temporary, 0)
            throw code == EISDIR || code == ENOTEMPTY || code == EEXIST ? .notRegular : .system(code, "replace")
        }
    }

    /// `path` (absolute) relative to `root`: "" for `root` itself, nil when outside it.
    static func path(_ path: String, inside root: String) -> String? {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if standardized == root { return "" }
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : nil
    }

    /// Opens `parts` under `root`: every part but the last as a folder, the last with `flags`
    /// (plus `O_NOFOLLOW` and `O_CLOEXEC`); no parts opens `root` itself. Links are followed by
    /// the walk, only inside `root`. With `createFolders`, missing folders are made (`0777` less
    /// the umask), each opened as it is made.
    static func open(_ parts: [String], in root: URL, flags: Int32, createFolders: Bool = false) throws(Failure) -> Int32 {
        let top = systemOpen(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { throw .system(errno, "open the folder") }
        // The folders walked through, the served folder first: `..` pops one, never the first.
        var stack = [top]
        var pending = Array(parts.reversed())
        var links = 0
        var succeeded = false
        defer {
            for descriptor in stack.dropLast(succeeded ? 1 : 0) { close(descriptor) }
        }
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        while let part = pending.popLast() {
            let folder = stack[stack.count - 1]
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                guard stack.count > 1 else { throw .outside }
                close(stack.removeLast())
                continue
            }
            let isLast = pending.isEmpty
            let mode = (isLast ? flags : O_RDONLY | O_DIRECTORY) | O_NOFOLLOW | O_CLOEXEC
            var opened = openat(folder, part, mode)
            if opened < 0, errno == ENOENT, createFolders, !isLast || flags & O_DIRECTORY != 0 {
                guard mkdirat(folder, part, 0o777) == 0 || errno == EEXIST else { throw .system(errno, "make a folder") }
                opened = openat(folder, part, mode)
            }
            if opened >= 0 {
                stack.append(opened)
                continue
            }
            let code = errno
            // A link (ELOOP; ENOTDIR with O_DIRECTORY on some systems; EMLINK on BSDs), or not.
            var info = stat()
            guard fstatat(folder, part, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                throw errno == ENOENT ? .missing : .system(errno, "stat")
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                throw code == ENOTDIR || code == ENXIO || code == EISDIR ? .notRegular : .system(code, "open")
            }
            links += 1
            guard links <= maximumLinks else { throw .outside }
            var buffer = [CChar](repeating: 0, count: 4097)
            let length = readlinkat(folder, part, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .system(errno, "read a link") }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var followed = target
            if target.hasPrefix("/") {
                // Absolute: only a path inside the served folder (not one beside it whose name
                // merely starts with the folder's). The folder's path has its links resolved, so a
                // target naming it through a link (`/tmp` for `/private/tmp`) is resolved as a
                // name; every part is still opened from `root` without following links.
                guard
                    let inside = Self.path(target, inside: rootPath)
                        ?? Self.path(URL(fileURLWithPath: target).resolvingSymlinksInPath().path, inside: rootPath)
                else { throw .outside }
                followed = inside
                for descriptor in stack.dropFirst() { close(descriptor) }
                stack = [top]
            }
            pending.append(
                contentsOf: followed.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
            // A last link naming the served folder itself (or `.`): a folder, the one on top.
            if pending.isEmpty, flags & O_DIRECTORY == 0 { throw .notRegular }
        }
        succeeded = true
        return stack[stack.count - 1]
    }
}

// The C library's calls, under names apart from the members that would hide them inside the
// types below (the walk's own `open`, ``StudioFiles/read(_:in:limit:)``, the seam's `write`):
// at file scope the plain names are the library's, whichever of Darwin, Glibc or Musl it is.

/// `open(2)`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// `read(2)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The system calls a save makes through descriptors: a seam, so tests inject write failures
/// (a full disk, a refused write) that permission bits cannot cause when running as root, and
/// swap links in between a path's check and its opening.
protocol StudioFileSystem: Sendable {
    /// Writes all of `data` to the open file `descriptor`.
    func write(_ data: Data, to descriptor: Int32) throws(StudioFiles.Failure)
    /// `renameat(2)` of `temporary` over `name`, both in the folder `folder`: 0, or -1 with `errno` set.
    func rename(_ temporary: String, over name: String, in folder: Int32) -> Int32
    /// Called after `relative` was checked and before it is opened (tests swap links in here).
    func willOpen(_ relative: String)
}

extension StudioFileSystem {
    func write(_ data: Data, to descriptor: Int32) throws(StudioFiles.Failure) {
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, data.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno, "write")
            }
            offset += count
        }
    }

    func rename(_ temporary: String, over name: String, in folder: Int32) -> Int32 {
        renameat(folder, temporary, folder, name)
    }

    func willOpen(_ relative: String) {}
}

/// The real system calls.
struct StudioDisk: StudioFileSystem {}
