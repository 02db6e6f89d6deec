import Foundation
import Livery

/// A skin ready to load: its manifest, its checked files and its token documents read as a theme
/// space.
///
/// A skin comes from an unpacked skin folder (`tokens/`, `images/`, `fonts/`): one a ``SkinStore`` installed
/// (``SkinStore/skin(id:)``), or a built-in skin an app ships in its bundle with the same layout
/// (``init(contentsOf:)``). Either way its files are checked against the manifest's sizes and
/// SHA-256 hashes before anything is read.
///
/// ## Theme contexts
///
/// A skin's themes become contexts of the app's `theme` modifier
/// (``Livery/ThemeSpace/adding(_:)``), named after the skin's id so skins never collide with each
/// other:
///
/// - the skin's theme named `default`, or its only theme when it has one (a skin of `base.json`
///   and `dark.json` has one), is named by the skin id: `com.example.ocean`;
/// - any other theme `NAME` of the skin is `ID/NAME`: `com.example.ocean/night`.
///
/// Skin ids hold no `/`, so these names never clash with one another.
///
/// ```swift
/// let ocean = try Skin(contentsOf: Bundle.main.url(forResource: "Ocean", withExtension: "skin")!)
/// let space = try appSpace.adding([ocean])
/// try manager.apply(theme: ocean.themeContexts[0])   // "com.example.ocean"
/// ```
public struct Skin: Sendable {
    /// The skin's manifest: id, version and every file with its size and hash.
    public let manifest: SkinManifest
    /// The unpacked skin folder (holding `manifest.json`, `tokens/`, `images/`, `fonts/`).
    public let folder: URL
    /// The skin's token documents (`tokens/`), as the theme space they form on their own.
    public let space: ThemeSpace
    /// The skin's font files (`.ttf`, `.otf`, `.ttc`, `.otc` under `fonts/` listed in the
    /// manifest), sorted by path; other files there, such as a licence, are left out.
    public let fontURLs: [URL]
    /// The contexts the skin adds to the app's `theme` modifier, in the order of the skin's own
    /// themes (see "Theme contexts" above).
    public let themeContexts: [String]
    /// The app context of each of the skin's own themes.
    private let contextsByTheme: [String: String]

    /// The file extensions ``fontURLs`` keeps.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The skin's id (``SkinManifest/id``).
    public var id: String { manifest.id }

    /// Reads the unpacked skin in `folder`: a skin a ``SkinStore`` installed, or a built-in skin
    /// shipped in an app's bundle with the same layout.
    ///
    /// Checks the manifest (it decodes, its id is valid, its format is supported), then that the
    /// folder holds exactly the files the manifest lists with their sizes and SHA-256 hashes, then
    /// reads `tokens/` as a theme space.
    ///
    /// - Throws: ``SkinError/manifestMissing`` or ``SkinError/manifestInvalid(reason:)`` for the
    ///   manifest, ``SkinError/unsupportedFormat(required:supported:)``, the file checks' errors
    ///   (``SkinError/sizeMismatch(path:expected:actual:)``,
    ///   ``SkinError/hashMismatch(path:expected:actual:)``, ``SkinError/missingFile(_:)``,
    ///   ``SkinError/unlistedFile(_:)``), ``SkinError/tokensInvalid(path:diagnostics:)`` when
    ///   the token documents cannot be read, have errors or have a selection that does not
    ///   resolve, and ``SkinError/unsafePath(_:)`` for an image token naming a file outside `folder`.
    public init(contentsOf folder: URL) throws(SkinError) {
        try self.init(contentsOf: folder, fileSystem: DefaultSkinFileSystem())
    }

    /// Reads the unpacked skin in `folder` through `fileSystem`.
    init(contentsOf folder: URL, fileSystem: any SkinFileSystem) throws(SkinError) {
        let manifestData: Data
        do {
            manifestData = try fileSystem.read(at: folder.appendingPathComponent(SkinLayout.manifest))
        } catch {
            throw .manifestMissing
        }
        let manifest = try SkinManifest.decode(manifestData)
        try SkinPacker.checkIdentity(manifest)
        try SkinFiles.check(in: folder, against: manifest, fileSystem: fileSystem)
        let tokens = folder.appendingPathComponent(SkinLayout.tokens)
        let space: ThemeSpace
        do {
            space = try ThemeSpace(contentsOf: tokens)
        } catch {
            throw .tokensInvalid(path: tokens.path, diagnostics: error.diagnostics)
        }
        let errors = space.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .tokensInvalid(path: tokens.path, diagnostics: errors) }
        try SkinFiles.checkImagePaths(of: space, inside: folder)
        self.init(manifest: manifest, folder: folder, space: space)
    }

    /// A skin from parts already in memory, without reading or checking any file: for skins made
    /// by code (previews, tests). ``fontURLs`` are the manifest's font files under `folder`.
    package init(manifest: SkinManifest, folder: URL, space: ThemeSpace) {
        self.manifest = manifest
        self.folder = folder
        self.space = space
        let fontsPrefix = SkinLayout.fonts + "/"
        self.fontURLs = manifest.files.map(\.path)
            .filter { $0.hasPrefix(fontsPrefix) && Self.fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { folder.appendingPathComponent($0) }
        let themes = space.modifier(named: Selection.StandardModifier.theme)?.contexts ?? []
        let names = themes.isEmpty ? [Self.defaultTheme] : themes
        var contexts: [String] = []
        var byTheme: [String: String] = [:]
        for theme in names {
            let context = Self.contextName(skinID: manifest.id, theme: theme, themeCount: names.count)
            contexts.append(context)
            byTheme[theme] = context
        }
        self.themeContexts = contexts
        self.contextsByTheme = byTheme
    }

    /// The name of the theme that takes the skin id when a skin has several.
    static let defaultTheme = "default"

    /// The app's `theme` context for a theme of the skin: the skin id for its `default` theme or
    /// its only theme, `ID/NAME` for any other.
    package static func contextName(skinID: String, theme: String, themeCount: Int) -> String {
        themeCount <= 1 || theme == defaultTheme ? skinID : skinID + "/" + theme
    }

    /// The app's `theme` context for the skin's own theme `theme`, or `nil` when the skin has no
    /// such theme.
    public func context(forTheme theme: String) -> String? {
        contextsByTheme[theme]
    }
}

extension SkinStore {
    /// The current version of the installed skin `id`, read and checked as
    /// ``Skin/init(contentsOf:)`` does: a file changed since the install is refused.
    ///
    /// - Throws: ``SkinError/notInstalled(id:)``, ``SkinError/manifestInvalid(reason:)`` when the
    ///   manifest names another id, and the errors of ``Skin/init(contentsOf:)``.
    public func skin(id: String) throws(SkinError) -> Skin {
        let folder = try currentFolder(id: id)
        let skin = try Skin(contentsOf: folder, fileSystem: fileSystem)
        guard skin.id == id else {
            throw .manifestInvalid(reason: "the manifest's id '\(skin.id)' is not the store's '\(id)'")
        }
        return skin
    }
}

/// The check of an unpacked skin's files against its manifest, shared by ``SkinStore`` (before it
/// installs) and ``Skin`` (before it loads).
enum SkinFiles {
    /// Checks the files in `folder` against `manifest`: every listed file present with its size
    /// and hash, and nothing else but the manifest.
    static func check(in folder: URL, against manifest: SkinManifest, fileSystem: any SkinFileSystem) throws(SkinError) {
        var listed = Set(manifest.files.map(\.path))
        listed.insert(SkinLayout.manifest)
        for path in try relativePaths(in: folder, prefix: "", fileSystem: fileSystem) where !listed.contains(path) {
            throw .unlistedFile(path)
        }
        for file in manifest.files {
            let data: Data
            do {
                data = try fileSystem.read(at: folder.appendingPathComponent(file.path))
            } catch {
                throw .missingFile(file.path)
            }
            guard Int64(data.count) == file.size else {
                throw .sizeMismatch(path: file.path, expected: file.size, actual: Int64(data.count))
            }
            let hash = SkinSigner.sha256Hex(data)
            guard hash == file.sha256.lowercased() else {
                throw .hashMismatch(path: file.path, expected: file.sha256, actual: hash)
            }
        }
    }

    /// Checks that every image file the skin's tokens name, in every selection, lies inside the
    /// skin's folder: a skin must not make the app read other files (`/dev/zero`, `../../…`).
    ///
    /// A selection that does not resolve on its own is refused (``SkinError/tokensInvalid(path:diagnostics:)``),
    /// as installing refuses it: its image paths cannot be checked, and laid over an app's themes
    /// (an alias to a token only the app defines) it could resolve and read them.
    static func checkImagePaths(of space: ThemeSpace, inside folder: URL) throws(SkinError) {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        for selection in space.allSelections {
            let theme: ResolvedTheme
            do {
                theme = try space.resolve(selection)
            } catch {
                throw .tokensInvalid(path: folder.appendingPathComponent(SkinLayout.tokens).path, diagnostics: error.diagnostics)
            }
            for token in theme.tokens {
                for case .file(let path) in token.value.imageSources {
                    let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
                    guard resolved.hasPrefix(root + "/") else {
                        throw .unsafePath("\(token.path): \(path)")
                    }
                }
            }
        }
    }

    /// Every file under `folder`, as `/`-separated paths after `prefix`.
    static func relativePaths(in folder: URL, prefix: String, fileSystem: any SkinFileSystem) throws(SkinError) -> [String] {
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(at: folder)
        } catch {
            throw .packageUnreadable(path: folder.path, reason: error.localizedDescription)
        }
        var result: [String] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            // A link could point outside the skin, or loop back into it.
            if (try? fileSystem.destinationOfSymbolicLink(at: url)) != nil {
                throw .unsupportedEntry(path: prefix + name, kind: "symbolic link")
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                result += try relativePaths(in: url, prefix: prefix + name + "/", fileSystem: fileSystem)
            } else {
                result.append(prefix + name)
            }
        }
        return result
    }
}
