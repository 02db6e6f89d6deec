import Foundation
import Livery

/// Checks where a command is about to write, so that a folder where a file goes, or a file where a
/// folder goes, is reported with its path (rather than as Foundation's "error 512").
enum OutputPath {
    /// What a command writes at a path.
    enum Kind {
        /// One file (`generate swift -o`, `skin pack -o`).
        case file
        /// A folder it creates or writes into (`import -o`, most `export` formats).
        case folder
    }

    /// Throws a ``CommandFailure`` at `path` (as typed) when it cannot be written as `kind`: a file
    /// path that is a directory, a folder path that exists as a file, or a folder on the way to it
    /// that exists as a file.
    static func check(_ path: String, as kind: Kind) throws {
        guard let problem = problem(path, as: kind) else { return }
        throw CommandFailure(diagnostics: [Diagnostic(.error, problem, at: SourceLocation(file: path), rule: "unwritable")])
    }

    /// Why `path` cannot be written as `kind`, or `nil` when nothing on disk is in the way.
    static func problem(_ path: String, as kind: Kind) -> String? {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            switch (kind, isDirectory.boolValue) {
            case (.file, true): return "\(path) is a directory; give the path of a file to write"
            case (.folder, false): return "\(path) exists and is a file; give the path of a folder to write into"
            default: return nil
            }
        }
        var parent = url.deletingLastPathComponent()
        while parent.path != "/", !parent.path.isEmpty {
            if manager.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue else { return nil }
                return "\(parent.path) exists and is a file, so \(path) cannot be written inside it"
            }
            parent = parent.deletingLastPathComponent()
        }
        return nil
    }
}
