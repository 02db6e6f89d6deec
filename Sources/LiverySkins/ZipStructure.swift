import Foundation
import ZIPFoundation

/// Checks that every record of a zip archive lies inside its bytes before ZIPFoundation reads it.
///
/// ZIPFoundation's in-memory reader trusts the offsets and sizes it reads: one that points past the
/// end stops the process ("Range requires lowerBound <= upperBound" in `Archive.MemoryFile`), which
/// fuzzing found with an 18-byte package (RELIABILITY.md). A downloaded package must never do
/// that, so the records are walked here first, the way ZIPFoundation walks them: the end record
/// nearest the end, the central directory it names, each entry's local header, data and data
/// descriptor. ZIP64 archives are refused (packages never need them: see ``SkinStore/Limits``).
enum ZipStructure {
    /// Opens `data` for reading after checking its records.
    static func openArchive(_ data: Data) throws(SkinError) -> Archive {
        try check(data)
        do {
            return try Archive(data: data, accessMode: .read)
        } catch {
            throw .archiveInvalid(reason: "\(error)")
        }
    }

    static let endSignature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let centralSignature: UInt32 = 0x0201_4B50
    static let localSignature: UInt32 = 0x0403_4B50
    /// The size of the end of central directory record without its comment.
    static let endSize = 22

    /// Throws `.archiveInvalid` naming the first record that does not fit.
    static func check(_ data: Data) throws(SkinError) {
        let bytes = [UInt8](data)
        let count = bytes.count
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func u32(_ offset: Int) -> Int { u16(offset) | u16(offset + 2) << 16 }
        func fail(_ reason: String) -> SkinError { .archiveInvalid(reason: "not a well-formed zip archive: \(reason)") }

        guard count >= endSize else { throw fail("\(count) bytes, fewer than the \(endSize) of an end record") }
        // ZIPFoundation takes the end record nearest the end.
        var candidate = count - endSize
        var end: Int?
        while candidate >= 0 {
            if u32(candidate) == Int(endSignature) {
                end = candidate
                break
            }
            candidate -= 1
        }
        guard let end else { throw fail("no end of central directory record") }
        if end >= 20, u32(end - 20) == Int(zip64LocatorSignature) {
            throw fail("a ZIP64 archive (skin packages are plain zip)")
        }
        let entries = u16(end + 10)
        let directorySize = u32(end + 12)
        let directoryOffset = u32(end + 16)
        guard directoryOffset <= end, directorySize <= end - directoryOffset else {
            throw fail("the central directory (\(directorySize) bytes at \(directoryOffset)) ends past the end record at \(end)")
        }
        var offset = directoryOffset
        for index in 0..<entries {
            guard offset + 46 <= end, u32(offset) == Int(centralSignature) else {
                throw fail("central directory entry \(index + 1) of \(entries) at \(offset) is missing or cut short")
            }
            let flags = u16(offset + 8)
            let compressedSize = u32(offset + 20)
            let uncompressedSize = u32(offset + 24)
            let nameLength = u16(offset + 28)
            let extraLength = u16(offset + 30)
            let commentLength = u16(offset + 32)
            let localOffset = u32(offset + 42)
            if compressedSize == 0xFFFF_FFFF || uncompressedSize == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
                throw fail("entry \(index + 1) uses ZIP64 sizes (skin packages are plain zip)")
            }
            let next = offset + 46 + nameLength + extraLength + commentLength
            guard next <= end else { throw fail("central directory entry \(index + 1) runs past the directory") }
            guard localOffset + 30 <= directoryOffset, u32(localOffset) == Int(localSignature) else {
                throw fail("entry \(index + 1)'s local header at \(localOffset) is missing or cut short")
            }
            let localFlags = u16(localOffset + 6)
            let dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28)
            guard dataStart <= directoryOffset, compressedSize <= directoryOffset - dataStart else {
                throw fail("entry \(index + 1)'s \(compressedSize) bytes of data at \(dataStart) run past its end")
            }
            // A data descriptor (flag bit 3) follows the data: room for its largest form.
            // ZIPFoundation finds it past the *uncompressed* size of a stored entry and the compressed
            // size of any other, whatever the other size says, so both must fit.
            let method = u16(offset + 10)
            let storedSize = method == 0 ? uncompressedSize : compressedSize
            if (flags | localFlags) & 0x8 != 0,
                storedSize > count || dataStart + storedSize + 24 > count
            {
                throw fail(
                    "entry \(index + 1)'s data descriptor, after \(storedSize) bytes of data at \(dataStart), runs past the end")
            }
            offset = next
        }
    }
}

extension Int64 {
    /// `self + other`, or `Int64.max` where that would overflow (sizes a package declares).
    func addingSaturating(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}

/// The checks every entry of a package passes before it is read, shared by installing and
/// verifying: at most `maximumEntryCount` entries and `maximumUncompressedSize` declared bytes in
/// all, each a plain file at a safe relative path.
struct ZipEntryLimits {
    let maximumEntryCount: Int
    let maximumUncompressedSize: Int64
    private var count = 0
    private var total: Int64 = 0

    init(maximumEntryCount: Int, maximumUncompressedSize: Int64) {
        self.maximumEntryCount = maximumEntryCount
        self.maximumUncompressedSize = maximumUncompressedSize
    }

    /// Counts `entry` against the limits and returns its path; throws when a limit is passed or
    /// the entry is not a file at a safe path.
    mutating func admit(_ entry: Entry) throws(SkinError) -> String {
        count += 1
        guard count <= maximumEntryCount else {
            throw .archiveInvalid(reason: "more than \(maximumEntryCount) entries")
        }
        let path = entry.path
        guard SkinManifest.isSafePath(path) else { throw .unsafePath(path) }
        switch entry.type {
        case .file: break
        case .directory: throw .unsupportedEntry(path: path, kind: "folder")
        case .symlink: throw .unsupportedEntry(path: path, kind: "symbolic link")
        }
        // Saturating: a declared size near Int64.max must be refused, not overflow (found by fuzzing).
        total = total.addingSaturating(Int64(clamping: entry.uncompressedSize))
        guard total <= maximumUncompressedSize else {
            throw .archiveInvalid(reason: "more than \(maximumUncompressedSize) uncompressed bytes")
        }
        return path
    }
}
