import Foundation
import Livery

/// A semantic version (`MAJOR.MINOR.PATCH`, optional `-prerelease` and `+build`), ordered by
/// semver precedence: the build is ignored, a pre-release sorts before its release.
public struct SemanticVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int
    /// The dot-separated pre-release identifiers (`["beta", "2"]` for `-beta.2`); empty for a release.
    public var prerelease: [String]
    /// The build metadata after `+`, which takes no part in ordering.
    public var build: String?

    /// A version from its parts.
    public init(_ major: Int, _ minor: Int, _ patch: Int, prerelease: [String] = [], build: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
    }

    /// Parses `1.2.3`, `1.2.3-beta.2`, `1.2.3+build.5`; `nil` for anything else.
    public init?(_ text: String) {
        var rest = Substring(text)
        var build: String?
        if let plus = rest.firstIndex(of: "+") {
            build = String(rest[rest.index(after: plus)...])
            rest = rest[..<plus]
            guard let build, !build.isEmpty,
                build.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(Self.isIdentifier)
            else { return nil }
        }
        var prerelease: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            let parts = rest[rest.index(after: dash)...].split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy(Self.isIdentifier) else { return nil }
            prerelease = parts.map(String.init)
            rest = rest[..<dash]
        }
        let numbers = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3 else { return nil }
        var values: [Int] = []
        for number in numbers {
            guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
                number == "0" || !number.hasPrefix("0"), let value = Int(number)
            else { return nil }
            values.append(value)
        }
        self.init(values[0], values[1], values[2], prerelease: prerelease, build: build)
    }

    static func isIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// The version as text: `1.2.3-beta.2+build.5`.
    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if let build { text += "+" + build }
        return text
    }

    /// Semver precedence.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }

    /// Equal precedence: the build metadata is ignored.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch) && lhs.prerelease == rhs.prerelease
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }

    /// Decodes a version string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a semantic version (MAJOR.MINOR.PATCH)")
        }
        self = version
    }

    /// Encodes the version as its string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The fixed layout of a skin, packed or unpacked (an unpacked skin is also a built-in skin an app
/// can ship in its bundle):
///
/// ```
/// manifest.json        the ``SkinManifest`` (in a source folder: skin.json, without the file list)
/// tokens/              the token documents: a theme space folder
/// images/              images the documents refer to (as ../images/NAME)
/// fonts/               fonts the skin ships
/// ```
package enum SkinLayout {
    /// The manifest's name inside a package.
    package static let manifest = "manifest.json"
    /// The skin's description in a source folder: a manifest without `files` and `documents`.
    package static let sourceDescription = "skin.json"
    /// The token documents' folder.
    package static let tokens = "tokens"
    /// The images' folder.
    package static let images = "images"
    /// The fonts' folder.
    package static let fonts = "fonts"
    /// Every folder a skin may hold.
    package static let folders = [tokens, images, fonts]
    /// File extensions read as token documents.
    package static var documentExtensions: Set<String> { ThemeSpace.documentExtensions }
}

/// A skin package's `manifest.json`: what the skin is and every file it holds.
public struct SkinManifest: Sendable, Equatable, Codable {
    /// The newest package format this version of Livery reads and writes.
    package static let currentFormatVersion = 1

    /// One file of the package, with its size and SHA-256.
    public struct File: Sendable, Equatable, Codable {
        /// The path inside the package, `/`-separated, under `tokens/`, `images/` or `fonts/`.
        public var path: String
        /// The SHA-256 of the file's bytes, lowercase hex.
        public var sha256: String
        /// The file's size in bytes.
        public var size: Int64

        /// A file entry.
        package init(path: String, sha256: String, size: Int64) {
            self.path = path
            self.sha256 = sha256
            self.size = size
        }
    }

    /// A reverse-DNS style identifier, stable across versions (`com.example.ocean`).
    public var id: String
    /// The name people see.
    public var displayName: String
    /// The skin's version: installed versions only go up.
    public var version: SemanticVersion
    /// The oldest package format a reader must understand to load the skin.
    public var minimumFormatVersion: Int
    /// Who made the skin.
    public var author: String?
    /// Every file in the package except the manifest, sorted by path.
    public var files: [File]
    /// The token documents to load (paths under `tokens/`), sorted.
    public var documents: [String]
    /// An image showing the skin (a path in ``files``).
    public var preview: String?

    /// A manifest.
    package init(
        id: String, displayName: String, version: SemanticVersion,
        minimumFormatVersion: Int = SkinManifest.currentFormatVersion, author: String? = nil,
        files: [File] = [], documents: [String] = [], preview: String? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.version = version
        self.minimumFormatVersion = minimumFormatVersion
        self.author = author
        self.files = files
        self.documents = documents
        self.preview = preview
    }

    enum CodingKeys: String, CodingKey {
        case id, displayName, version, minimumFormatVersion, author, files, documents, preview
    }

    /// Decodes a manifest; `files`, `documents` and `minimumFormatVersion` may be left out (as in a source `skin.json`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        displayName = try container.decode(String.self, forKey: .displayName)
        version = try container.decode(SemanticVersion.self, forKey: .version)
        minimumFormatVersion = try container.decodeIfPresent(Int.self, forKey: .minimumFormatVersion) ?? Self.currentFormatVersion
        author = try container.decodeIfPresent(String.self, forKey: .author)
        files = try container.decodeIfPresent([File].self, forKey: .files) ?? []
        documents = try container.decodeIfPresent([String].self, forKey: .documents) ?? []
        preview = try container.decodeIfPresent(String.self, forKey: .preview)
    }

    /// The manifest as deterministic JSON: sorted keys, two-space indentation, a final newline.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a manifest from JSON, with a readable reason when it does not decode: text that is no
    /// JSON says where (`manifest.json:3:5: …`), a missing or mistyped field names its key path.
    package static func decode(_ data: Data) throws(SkinError) -> SkinManifest {
        do {
            // Livery's own reader first, for the position Foundation's decoder does not give.
            _ = try JSONReader.read(data, file: SkinLayout.manifest, options: .strict)
        } catch {
            throw .manifestInvalid(reason: error.description)
        }
        do {
            return try JSONDecoder().decode(SkinManifest.self, from: data)
        } catch let error as DecodingError {
            throw .manifestInvalid(reason: SkinError.describe(error))
        } catch {
            throw .manifestInvalid(reason: "\(error)")
        }
    }

    /// Whether `path` is a safe relative package path: no `..`, `.` or empty parts, not absolute, no backslashes.
    package static func isSafePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }
}
