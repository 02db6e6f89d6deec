import Foundation
import Testing
@testable import LiveryCLI

@Suite("livery skin catalog, install, list, rollback, remove")
struct SkinCommandStoreTests {
    @Test("catalog, then install, list, update, rollback, remove; a downgrade exits 1 with the step")
    func storeRoundTrip() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-skinstore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("release").path
        #expect(livery("skin", "keygen", "--out", key).status == 0)
        // Two versions of the ocean skin.
        let dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        var packages: [String] = []
        for version in ["1.2.0", "1.3.0"] {
            let source = folder.appendingPathComponent("ocean-\(version)")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: path("Tests/Fixtures/skins/ocean-skin")), to: source)
            let description = source.appendingPathComponent("skin.json")
            let text = try String(contentsOf: description, encoding: .utf8).replacingOccurrences(of: "1.2.0", with: version)
            try Data(text.utf8).write(to: description)
            let package = dist.appendingPathComponent("ocean-\(version).skin").path
            let pack = livery("skin", "pack", source.path, "-o", package, "--key", key + ".private")
            #expect(pack.status == 0, "\(pack.err)")
            packages.append(package)
        }
        let index = dist.appendingPathComponent("index.json").path
        let catalog = livery("skin", "catalog", dist.path, "-o", index, "--key", key + ".private")
        #expect(catalog.status == 0, "\(catalog.err)")
        #expect(catalog.out.contains("2 package(s)"))
        #expect(FileManager.default.fileExists(atPath: index + ".sig"))
        #expect(try String(contentsOf: URL(fileURLWithPath: index), encoding: .utf8).contains("\"url\" : \"ocean-1.3.0.skin\""))

        let store = folder.appendingPathComponent("store").path
        let install = await liveryAsync("skin", "install", packages[0], "--store", store, "--trust", key + ".public")
        #expect(install.status == 0, "\(install.err)")
        #expect(install.out.contains("installed com.example.ocean 1.2.0"))
        #expect(livery("skin", "list", "--store", store).out == "com.example.ocean 1.2.0\n")
        #expect(await liveryAsync("skin", "install", packages[1], "--store", store, "--trust", key + ".public").status == 0)
        #expect(livery("skin", "list", "--store", store).out == "com.example.ocean 1.3.0\n")

        let downgrade = await liveryAsync("skin", "install", packages[0], "--store", store, "--trust", key + ".public")
        #expect(downgrade.status == 1)
        #expect(downgrade.err.contains("step 'version'"), "\(downgrade.err)")
        let required = await liveryAsync(
            "skin", "install", packages[1], "--store", store, "--trust", key + ".public", "--require", "color.border")
        #expect(required.status == 1)

        let rollback = livery("skin", "rollback", "com.example.ocean", "--store", store)
        #expect(rollback.status == 0, "\(rollback.err)")
        #expect(livery("skin", "list", "--store", store).out == "com.example.ocean 1.2.0\n")
        #expect(livery("skin", "rollback", "com.example.ocean", "--store", store).status == 1)
        #expect(livery("skin", "remove", "com.example.ocean", "--store", store).status == 0)
        #expect(livery("skin", "list", "--store", store).out == "")
        #expect(livery("skin", "remove", "com.example.ocean", "--store", store).status == 1)
        #expect(await liveryAsync("skin", "install", packages[0], "--store", store).status == 2)
    }
}
