import Foundation

/// Every entry under `folder` by relative path: files by content (base64), links by destination,
/// folders by name. Hidden entries (a skin store's bookkeeping) only when `hidden`; never those
/// whose relative path is in `ignoring`. Tests compare two trees to show that nothing changed.
package func fileTree(_ folder: URL, hidden: Bool = false, ignoring: Set<String> = []) -> [String: String] {
    var result: [String: String] = [:]
    func walk(_ url: URL, _ prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where (hidden || !name.hasPrefix(".")) && !ignoring.contains(prefix + name) {
            let child = url.appendingPathComponent(name)
            let path = prefix + name
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: child.path) {
                result[path] = "link:" + destination
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                result[path] = "folder"
                walk(child, path + "/")
            } else {
                result[path] = "file:" + ((try? Data(contentsOf: child))?.base64EncodedString() ?? "unreadable")
            }
        }
    }
    walk(folder, "")
    return result
}
