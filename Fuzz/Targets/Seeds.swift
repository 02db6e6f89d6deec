import Foundation
import Livery
import LiverySkins

extension FuzzTarget {
    /// The seed corpus: real files from the repository's fixtures and examples and from
    /// `../shared/fixtures`, shaped as this target reads them, plus the kept seeds in
    /// `Fuzz/Seeds/NAME/`. `Fuzz/run` writes them into the working corpus before a run; `swift test`
    /// runs every one.
    package func seeds() -> [Data] {
        var seeds: [Data]
        switch name {
        case "json": seeds = Seeds.files(extensions: ["json", "jsonc", "tokens"])
        case "plist": seeds = Seeds.files(extensions: ["plist"])
        case "values": seeds = Seeds.values()
        case "resolver": seeds = Seeds.files(extensions: ["json"]).filter { Seeds.contains($0, "resolutionOrder") }
        case "importers": seeds = Seeds.importerInputs()
        case "manifest":
            seeds = Seeds.files(extensions: ["json"]).filter { Seeds.contains($0, "displayName") } + Seeds.packedManifests()
        case "archive": seeds = Seeds.packages()
        case "live": seeds = Seeds.liveMessages()
        // (construct, count) pairs: shallow and deep colour maths, arrays and groups, and a mix.
        case "nesting":
            seeds = [[0, 8], [0, 255], [6, 255], [1, 90], [3, 255], [8, 30, 1, 30, 2, 200], [10, 23]].map { Data($0) }
        default: seeds = []
        }
        seeds += Seeds.kept(in: FuzzPaths.repository.appendingPathComponent("Fuzz/Seeds/\(name)"))
        return seeds
    }

    /// The kept regression inputs of this target (`Fuzz/Regressions/NAME/`), by file name.
    package func regressions() -> [(name: String, data: Data)] {
        let folder = FuzzPaths.repository.appendingPathComponent("Fuzz/Regressions/\(name)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, $0) }
        }
    }
}

/// Builds seed corpora from the fixtures.
enum Seeds {
    /// Seeds larger than this are left out (libFuzzer's `-max_len` is 64 KiB).
    static let maximumSize = 64 * 1024

    /// Folders real files are taken from.
    static var roots: [URL] {
        let repository = FuzzPaths.repository
        return [
            repository.appendingPathComponent("Tests/Fixtures"),
            repository.appendingPathComponent("Examples"),
            repository.deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
        ]
    }

    /// Every file under the roots with one of `extensions`, at most ``maximumSize`` bytes, sorted by path.
    static func files(extensions: Set<String>, named names: Set<String>? = nil) -> [Data] {
        var urls: [URL] = []
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator
            where extensions.contains(url.pathExtension.lowercased()) && (names?.contains(url.lastPathComponent) ?? true) {
                urls.append(url)
            }
        }
        return urls.sorted { $0.path < $1.path }.compactMap { url in
            guard let data = try? Data(contentsOf: url), data.count <= maximumSize else { return nil }
            return data
        }
    }

    static func contains(_ data: Data, _ text: String) -> Bool {
        data.range(of: Data(text.utf8)) != nil
    }

    /// Values as the `values` target reads them: a type byte, a mode byte, the value. Taken from
    /// every `$value` (typed by its `$type`) and every string leaf of the JSON fixtures.
    static func values() -> [Data] {
        let types = TokenType.allCases
        var seeds: [Data] = []
        var seen = Set<Data>()
        func add(_ value: Any, type: String?) {
            let typeByte = UInt8(type.flatMap { name in types.firstIndex { $0.rawValue == name } } ?? types.count)
            var seed = Data([typeByte])
            if let text = value as? String {
                seed.append(1)
                seed.append(contentsOf: Data(text.utf8))
            } else if let json = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
                seed.append(0)
                seed.append(json)
            } else {
                return
            }
            if seen.insert(seed).inserted, seed.count <= maximumSize { seeds.append(seed) }
        }
        func walk(_ node: Any, inheritedType: String?) {
            if let object = node as? [String: Any] {
                let type = (object["$type"] as? String) ?? inheritedType
                if let value = object["$value"] {
                    add(value, type: type)
                    return
                }
                for key in object.keys.sorted() where !key.hasPrefix("$") {
                    if let child = object[key] { walk(child, inheritedType: type) }
                }
            } else if let text = node as? String {
                add(text, type: inheritedType)
            }
        }
        for data in files(extensions: ["json", "tokens"]) {
            if let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                walk(root, inheritedType: nil)
            }
        }
        return seeds
    }

    /// Each peer fixture under every importer input of its kind, behind the selector byte.
    static func importerInputs() -> [Data] {
        var seeds: [Data] = []
        for (index, input) in ImporterInput.all.enumerated() {
            let fileExtension = URL(fileURLWithPath: input.path).pathExtension.lowercased()
            let candidates: [Data]
            switch input.format {
            case "dknightversion": candidates = files(extensions: ["txt"])
            case "xcassets": candidates = files(extensions: ["json"], named: ["Contents.json"])
            default: candidates = files(extensions: [fileExtension])
            }
            for data in candidates.prefix(40) {
                seeds.append(Data([UInt8(index)]) + data)
            }
        }
        return seeds
    }

    /// The example skins packed (with a throwaway key), as packages.
    static func packages() -> [Data] {
        packed().map(\.package)
    }

    /// The manifests of the packed example skins.
    static func packedManifests() -> [Data] {
        packed().compactMap { try? $0.manifest.encoded() }
    }

    private static func packed() -> [(package: Data, manifest: SkinManifest)] {
        let skins = FuzzPaths.repository.appendingPathComponent("Tests/Fixtures/skins")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: skins.path)) ?? []
        let folder = FuzzPaths.scratch.appendingPathComponent("seeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            let keys = try? SkinKeys.generate(writingTo: folder.appendingPathComponent("key")),
            let key = try? SkinKeys.loadPrivateKey(from: keys.privateKey)
        else { return [] }
        return names.sorted().compactMap { name in
            let output = folder.appendingPathComponent("\(name).liveryskin")
            guard
                let (manifest, _) = try? SkinPacker().pack(
                    source: skins.appendingPathComponent(name), to: output, signingKey: key),
                let data = try? Data(contentsOf: output)
            else { return nil }
            return (data, manifest)
        }
    }

    /// Files kept in `folder`, sorted by name.
    static func kept(in folder: URL) -> [Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap {
            try? Data(contentsOf: folder.appendingPathComponent($0))
        }
    }
}
