import Foundation

// Shared by the LiveryGenerate and LiveryLint plugins (Plugins/LiveryLint/ThemeFolder.swift is a
// link to this file: a plugin target cannot depend on a library). Foundation only: plugins link
// nothing else, which is also why the configuration is JSON (Foundation reads it) and not YAML.

/// One file the build system says belongs to the target: a source, a resource, a folder reference.
struct TargetFile {
    var url: URL
    var isResource: Bool
}

/// The theme folder a target's plugins read, and how to generate and lint it.
///
/// Found the way SwiftGen and R.swift find their input:
/// 1. a configuration file, `livery-generate.json`, in the target's folder (for an Xcode target: in
///    the target's files, or `PROJECT/TARGET/`), else in the package's or project's root, naming the
///    folder relative to itself;
/// 2. else the one folder named `Themes` among the target's files (an Xcode folder reference, a
///    synchronized folder, or files of a resource folder such as SwiftPM's `.copy("Themes")`);
/// 3. else `Themes` in the target's folder (a package target that excludes it: the form before 0.9).
struct ThemeFolder: Equatable {
    /// The name of the configuration file.
    static let configurationName = "livery-generate.json"
    /// The extensions of the documents a theme space reads.
    static let documentExtensions: Set<String> = ["json", "jsonc", "tokens", "plist"]

    /// The theme folder.
    var url: URL
    /// The root type of the generated Swift (`--name`).
    var name = "Tokens"
    /// `internal` or `public` (`--access`).
    var access = "internal"
    /// The generated file's name.
    var output = "LiveryTokens.swift"
    /// Lint with warnings as errors.
    var strict = false
    /// Lint rules to skip.
    var disabledRules: [String] = []
    /// The configuration file it came from, if any.
    var configuration: URL?

    /// A problem with the configuration or with finding the folder, said with the file it is in.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The theme folder of a target, or nil when it has none.
    ///
    /// - Parameters:
    ///   - files: the target's files (SwiftPM's `sourceFiles`, Xcode's `inputFiles`).
    ///   - configurationFolders: where to look for `livery-generate.json`, first match wins.
    ///   - root: the target's (or project's) folder: the search for a folder named `Themes` above
    ///     the target's files stops there.
    ///   - fallback: the folder used when nothing else names one and it exists.
    static func locate(files: [TargetFile], configurationFolders: [URL], root: URL, fallback: URL) throws -> ThemeFolder? {
        let listed = files.first { $0.url.lastPathComponent == configurationName }.map(\.url)
        let candidates = (listed.map { [$0] } ?? []) + configurationFolders.map { $0.appending(path: configurationName) }
        if let configuration = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return try read(configuration)
        }
        let named = Set(
            files.filter(\.isResource).compactMap { themesAncestor(of: $0.url, within: root) }.map(\.standardizedFileURL))
        if named.count > 1 {
            let list = named.map(\.path).sorted().joined(separator: ", ")
            throw Problem(
                description: "several folders named Themes (\(list)): name one in \(configurationName) (\"themes\": \"PATH\")")
        }
        if let only = named.first { return ThemeFolder(url: only) }
        if isFolder(fallback) { return ThemeFolder(url: fallback.standardizedFileURL) }
        return nil
    }

    /// Reads a configuration file: `themes` (a folder, relative to the file; default `Themes`),
    /// `name` (default `Tokens`), `access` (`internal` or `public`), `output` (a `.swift` file name,
    /// default `LiveryTokens.swift`), and `lint`: `{"strict": Bool, "disable": [RULE]}`.
    static func read(_ configuration: URL) throws -> ThemeFolder {
        let path = configuration.path
        func problem(_ message: String) -> Problem { Problem(description: "\(path): error: \(message)") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: try Data(contentsOf: configuration))
        } catch {
            throw problem("not a JSON object: \(error.localizedDescription)")
        }
        guard let settings = object as? [String: Any] else { throw problem("not a JSON object") }
        let known = ["themes", "name", "access", "output", "lint"]
        if let unknown = settings.keys.sorted().first(where: { !known.contains($0) }) {
            throw problem("unknown key '\(unknown)'; the keys are \(known.joined(separator: ", "))")
        }
        func string(_ key: String) throws -> String? {
            guard let value = settings[key] else { return nil }
            guard let text = value as? String, !text.isEmpty else { throw problem("'\(key)' must be a non-empty string") }
            return text
        }
        let base = configuration.deletingLastPathComponent()
        let themes = try string("themes") ?? "Themes"
        var folder = ThemeFolder(
            url: (themes.hasPrefix("/") ? URL(fileURLWithPath: themes) : base.appending(path: themes)).standardizedFileURL)
        folder.configuration = configuration
        guard isFolder(folder.url) else {
            throw problem("'themes' names \(folder.url.path), which is not a folder")
        }
        if let name = try string("name") {
            guard isIdentifier(name) else { throw problem("'name' must be a Swift type name, not '\(name)'") }
            folder.name = name
        }
        if let access = try string("access") {
            guard ["internal", "public"].contains(access) else {
                throw problem("'access' must be internal or public, not '\(access)'")
            }
            folder.access = access
        }
        if let output = try string("output") {
            guard output.hasSuffix(".swift"), !output.contains("/"), output != ".swift" else {
                throw problem("'output' must be a file name ending in .swift, not '\(output)'")
            }
            folder.output = output
        }
        if let lint = settings["lint"] {
            guard let lint = lint as? [String: Any] else { throw problem("'lint' must be an object") }
            if let unknown = lint.keys.sorted().first(where: { !["strict", "disable"].contains($0) }) {
                throw problem("unknown key 'lint.\(unknown)'; the keys are strict, disable")
            }
            if let strict = lint["strict"] {
                guard let strict = strict as? Bool else { throw problem("'lint.strict' must be true or false") }
                folder.strict = strict
            }
            if let disable = lint["disable"] {
                guard let rules = disable as? [String] else { throw problem("'lint.disable' must be a list of rule ids") }
                folder.disabledRules = rules
            }
        }
        return folder
    }

    /// The theme documents in the folder, sorted: the inputs a build command depends on.
    func documents() -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let file as URL in enumerator
        where Self.documentExtensions.contains(file.pathExtension.lowercased())
            && file.lastPathComponent != Self.configurationName
        {
            found.append(file)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder named `Themes` that `url` is or lies in, below `root`.
    static func themesAncestor(of url: URL, within root: URL) -> URL? {
        var folder = url.standardizedFileURL
        let stop = root.standardizedFileURL.path
        guard folder.path.hasPrefix(stop + "/") else { return nil }
        while folder.path != "/" && folder.path != stop {
            if folder.lastPathComponent == "Themes" && (folder != url.standardizedFileURL || isFolder(folder)) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemeFolder {
        /// The theme folder of an Xcode app target (both plugins find it the same way): its files
        /// are its `inputFiles` (a folder reference to `Themes` with Target Membership keeps the
        /// themes in the app bundle); `livery-generate.json` sits among them, in `PROJECT/TARGET/`
        /// or in the project's folder.
        static func locate(xcodeTarget target: XcodeTarget, project: URL) throws -> ThemeFolder? {
            try locate(
                files: target.inputFiles.map { TargetFile(url: $0.url, isResource: $0.type == .resource) },
                configurationFolders: [project.appending(path: target.displayName), project],
                root: project,
                fallback: project.appending(path: target.displayName).appending(path: "Themes"))
        }
    }
#endif

#if canImport(PackagePlugin)
    import PackagePlugin

    extension ThemeFolder {
        /// The theme folder of a package target (both plugins find it the same way): its source
        /// and resource files, `livery-generate.json` in the target's or the package's folder.
        static func locate(packageTarget target: SourceModuleTarget, package: URL) throws -> ThemeFolder? {
            try locate(
                files: target.sourceFiles.map { TargetFile(url: $0.url, isResource: $0.type == .resource) },
                configurationFolders: [target.directoryURL, package],
                root: target.directoryURL,
                fallback: target.directoryURL.appending(path: "Themes"))
        }
    }
#endif
