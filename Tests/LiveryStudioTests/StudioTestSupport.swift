import FlyingFox
import Foundation
import Testing

@testable import LiveryStudio

/// The repository's root, from this file's path.
let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
}()

/// A router over a fresh copy of a folder, answering requests with no socket.
struct StudioHarness {
    static let secret = "test-secret"
    static let port: UInt16 = 8080

    let folder: URL
    let router: StudioRouter

    /// A copy of `source` (default `Examples/Themes`) in a temporary folder.
    init(
        copying source: URL = repositoryRoot.appendingPathComponent("Examples/Themes"), signingKey: URL? = nil,
        fileSystem: any StudioFileSystem = StudioDisk(), live: Bool = false
    ) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("livery-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        folder = base.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: folder)
        let workspace = try StudioWorkspace(root: folder, signingKey: signingKey, fileSystem: fileSystem)
        router = StudioRouter(
            workspace: workspace, secret: Self.secret, port: Self.port,
            resources: StudioResources(folder: repositoryRoot.appendingPathComponent("Sources/LiveryStudio/Resources")),
            live: live, pairingCode: live ? StudioHarness.pairingCode : nil)
    }

    /// The live channel's pairing code in tests (`live: true`).
    static let pairingCode = "TEST-CODE"

    var workspace: StudioWorkspace { router.workspace }

    func remove() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// Sends a request; the secret and a matching Host are added unless given.
    func send(
        _ method: HTTPMethod, _ target: String, json: String? = nil, body: Data? = nil, token: String? = secret,
        headers extra: [String: String] = [:]
    ) async throws -> (status: Int, json: [String: Any], data: Data) {
        var components = URLComponents(string: target) ?? URLComponents()
        var query = (components.queryItems ?? []).map { HTTPRequest.QueryItem(name: $0.name, value: $0.value ?? "") }
        components.queryItems = nil
        var headers = HTTPHeaders()
        headers[.host] = "127.0.0.1:\(Self.port)"
        if let token { headers[HTTPHeader("X-Livery-Token")] = token }
        for (name, value) in extra {
            if name == "token-query" {
                query.append(.init(name: "token", value: value))
            } else {
                headers[HTTPHeader(name)] = value
            }
        }
        let data = body ?? json.map { Data($0.utf8) } ?? Data()
        if !data.isEmpty { headers[.contentLength] = String(data.count) }
        let request = HTTPRequest(
            method: method, version: .http11, path: components.path, query: query, headers: headers,
            body: HTTPBodySequence(data: data))
        let response = try await router.handleRequest(request)
        let bytes = try await response.bodyData
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any] ?? [:]
        return (response.statusCode.code, object, bytes)
    }

    func text(of file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The error message of an error answer.
    var errorMessage: String { ((self["error"] as? [String: Any])?["message"] as? String) ?? "" }
    var error: [String: Any] { (self["error"] as? [String: Any]) ?? [:] }
}
