import FlyingFox
import Foundation
import Livery

/// Answers every request Studio serves: the page, the API and the event socket.
///
/// A router with no socket of its own, so tests call ``handleRequest(_:)`` directly (as
/// Hummingbird's router tests do). Before routing, it refuses requests whose `Host` or `Origin` is
/// not the served one (DNS rebinding), API requests without the per-launch secret, and bodies
/// over ``maximumBodySize``.
final class StudioRouter: HTTPHandler, Sendable {
    let workspace: StudioWorkspace
    let events: StudioEvents
    let jobs: StudioJobs
    let secret: String
    let resources: StudioResources
    /// The live channel, when Studio serves one (`--live`).
    let live: StudioLive?
    /// The host names requests may name (`127.0.0.1`, `localhost`, or the `--host` given).
    let hosts: Set<String>
    private let portBox = PortBox()

    /// The largest request body accepted.
    static let maximumBodySize = 4 << 20

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(
        workspace: StudioWorkspace, secret: String, host: String = "127.0.0.1", port: UInt16 = 0, resources: StudioResources,
        live: Bool = false, pairingCode: String? = nil
    ) {
        self.workspace = workspace
        self.events = StudioEvents()
        self.jobs = StudioJobs(events: events)
        self.live = live ? StudioLive(workspace: workspace, events: events, pairingCode: pairingCode) : nil
        self.secret = secret
        self.resources = resources
        var hosts: Set<String> = ["127.0.0.1", "localhost"]
        hosts.insert(host.lowercased())
        if host == "::1" || host == "[::1]" { hosts.insert("[::1]") }
        self.hosts = hosts
        portBox.set(port)
    }

    /// The port served (known once listening).
    var port: UInt16 {
        get { portBox.get() }
    }

    func setPort(_ port: UInt16) { portBox.set(port) }

    // MARK: Handling

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        do throws(StudioError) {
            try checkOrigin(request)
            if request.path == "/api" || request.path.hasPrefix("/api/") {
                try checkSecret(request)
                return try await api(request)
            }
            return try page(request)
        } catch {
            var error = error
            // Positions name files relative to the folder, as the rest of the API does.
            if var location = error.location,
                let relative = StudioWorkspace.relativePath(URL(fileURLWithPath: location.file), in: workspace.root)
            {
                location.file = relative
                error.location = location
            }
            return Self.response(error)
        }
    }

    /// Refuses a `Host` or `Origin` that is not the served one.
    func checkOrigin(_ request: HTTPRequest) throws(StudioError) {
        guard let host = request.headers[.host], isServed(authority: host) else {
            throw StudioError(.forbidden, "refused: the Host header must name this server (127.0.0.1:\(port))")
        }
        if let origin = request.headers[HTTPHeader("Origin")] {
            guard let components = URLComponents(string: origin), components.scheme == "http",
                let originHost = components.host, components.path.isEmpty || components.path == "/",
                isServed(authority: originHost + (components.port.map { ":\($0)" } ?? ""))
            else {
                throw StudioError(.forbidden, "refused: requests from \(origin) are not allowed")
            }
        }
    }

    private func isServed(authority: String) -> Bool {
        Self.isServed(authority: authority, hosts: hosts, port: port)
    }

    /// Whether a `Host` (or an origin's host and port) names one of `hosts` on `port` (any port
    /// while it is 0, before the socket listens).
    static func isServed(authority: String, hosts: Set<String>, port: UInt16) -> Bool {
        var text = authority.lowercased()
        var requestPort: UInt16 = 80
        if let colon = text.lastIndex(of: ":"), !text.hasSuffix("]") {
            guard let given = UInt16(text[text.index(after: colon)...]) else { return false }
            requestPort = given
            text = String(text[..<colon])
        }
        return hosts.contains(text) && (port == 0 || requestPort == port)
    }

    /// Refuses API requests without the secret (header `X-Livery-Token` or query `token`).
    func checkSecret(_ request: HTTPRequest) throws(StudioError) {
        let given = request.headers[HTTPHeader("X-Livery-Token")] ?? request.query["token"] ?? ""
        guard Self.constantTimeEqual(given, secret) else {
            throw StudioError(.forbidden, "refused: the per-launch token is missing or wrong (open the URL Studio printed)")
        }
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }

    // MARK: The page

    private func page(_ request: HTTPRequest) throws(StudioError) -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            throw StudioError(.methodNotAllowed, "\(request.method.rawValue) \(request.path) is not served")
        }
        let name = request.path == "/" ? "index.html" : String(request.path.dropFirst())
        guard let (data, type) = resources.file(named: name) else {
            throw StudioError(.notFound, "no page at \(request.path)")
        }
        var headers = Self.securityHeaders
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        return HTTPResponse(statusCode: .ok, headers: headers, body: data)
    }

    static var securityHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        headers[HTTPHeader("Content-Security-Policy")] =
            "default-src 'self'; img-src 'self' data: blob: http: https:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'"
        return headers
    }

    // MARK: The API

    private func api(_ request: HTTPRequest) async throws(StudioError) -> HTTPResponse {
        let route = String(request.path.dropFirst("/api".count))
        switch (request.method, route) {
        case (.GET, "/space"):
            return Self.json(await workspace.spaceView())
        case (.GET, "/resolved"):
            return Self.json(try await workspace.resolvedView(try Self.query(request, "selection")))
        case (.GET, "/token"):
            return Self.json(try await workspace.tokenView(try Self.query(request, "path")))
        case (.GET, "/lint"):
            return Self.json(await workspace.lintView())
        case (.GET, "/contrast"):
            return Self.json(try await workspace.contrastView(try Self.query(request, "selection")))
        case (.GET, "/conflict"):
            return Self.json(try await workspace.conflictView(file: try Self.query(request, "file")))
        case (.POST, "/merge"):
            let body: FileBody = try await Self.decode(request)
            return await changed(try await workspace.merge(file: body.file))
        case (.POST, "/modes/import"):
            let body: ModesBody = try await Self.decode(request, allowEmpty: true) ?? ModesBody()
            let plan = try await workspace.importModes(write: body.write ?? false)
            if body.write == true { await events.send(StudioEvent.Revision(revision: await workspace.revision)) }
            return Self.json(plan)
        case (.POST, "/fix"):
            let body: FixBody = try await Self.decode(request)
            let lint = await workspace.lintView()
            let findings = lint.diagnostics.compactMap { diagnostic -> (file: String, path: String)? in
                guard diagnostic.rule == body.rule, let file = diagnostic.file, let path = diagnostic.tokenPath,
                    body.file == nil || body.file == file
                else { return nil }
                return (file, path)
            }
            let result = try await workspace.fixAll(rule: body.rule, findings: findings)
            await events.send(StudioEvent.Revision(revision: result.revision))
            return Self.json(Fixed(revision: result.revision, fixed: result.fixed))
        case (.GET, "/download"):
            return try await download(job: try Self.query(request, "job"), index: try Self.query(request, "index"))
        case (.GET, "/file"):
            return try await file(try Self.query(request, "path"))
        case (.GET, "/events"):
            return try await socket(request)
        case (.POST, "/edit"):
            let body: EditBody = try await Self.decode(request)
            let revision = try await workspace.edit(
                file: body.file, path: body.path, value: SourceNode(rawText: body.value, file: "<edit>"))
            return await changed(revision)
        case (.POST, "/tokens"):
            let body: AddTokenBody = try await Self.decode(request)
            var type: TokenType?
            if let name = body.type, !name.isEmpty {
                guard let known = TokenType(rawValue: name) else { throw StudioError(.badRequest, "unknown type '\(name)'") }
                type = known
            }
            let revision = try await workspace.addToken(
                file: body.file, path: body.path, type: type, value: SourceNode(rawText: body.value, file: "<edit>"))
            return await changed(revision)
        case (.POST, "/tokens/delete"):
            let body: TokenRefBody = try await Self.decode(request)
            return await changed(try await workspace.deleteToken(file: body.file, path: body.path))
        case (.POST, "/themes"):
            let body: ThemeBody = try await Self.decode(request)
            let result = try await workspace.addTheme(name: body.name, copyFrom: body.copyFrom, modifier: body.modifier)
            await events.send(StudioEvent.Revision(revision: result.revision))
            return Self.json(AddedTheme(file: result.file, revision: result.revision))
        case (.PUT, "/roles"):
            let body: RolesBody = try await Self.decode(request)
            return await changed(try await workspace.setRoles(body.roles))
        case (.POST, "/undo"):
            return await changed(try await workspace.undo())
        case (.POST, "/redo"):
            return await changed(try await workspace.redo())
        case (.POST, "/save"):
            let body: SaveBody = try await Self.decode(request, allowEmpty: true) ?? SaveBody()
            let result = try await workspace.save(force: body.force ?? false)
            await events.send(StudioEvent.Revision(revision: result.revision))
            return Self.json(Saved(written: result.written, revision: result.revision))
        case (.POST, "/revert"):
            let body: FileBody = try await Self.decode(request)
            return await changed(try await workspace.revert(file: body.file))
        case (.POST, "/export"):
            let body: ExportBody = try await Self.decode(request)
            let started = try await jobs.export(
                format: body.format, output: body.output, confirmed: body.confirmed, theme: body.theme,
                saved: body.saved ?? false, workspace: workspace)
            return Self.json(JobStarted(job: started.job, includesUnsaved: started.includesUnsaved))
        case (.GET, "/live"):
            return Self.json(await liveStatus())
        case (.PUT, "/live"):
            let body: LiveBody = try await Self.decode(request)
            guard let live else { throw StudioError(.notFound, "Studio serves no live channel: start it with --live") }
            if let value = body.pushesUnsaved { await live.setPushesUnsaved(value) }
            return Self.json(await liveStatus())
        case (.POST, "/live/disconnect"):
            let body: DeviceBody = try await Self.decode(request)
            guard let live else { throw StudioError(.notFound, "Studio serves no live channel: start it with --live") }
            try await live.disconnect(body.device)
            return Self.json(await liveStatus())
        case (.POST, "/pack"):
            let body: PackBody = try await Self.decode(request, allowEmpty: true) ?? PackBody()
            return Self.json(JobStarted(job: try await jobs.pack(output: body.output, workspace: workspace)))
        case (_, "/space"), (_, "/resolved"), (_, "/token"), (_, "/lint"), (_, "/contrast"), (_, "/file"), (_, "/events"),
            (_, "/edit"), (_, "/tokens"), (_, "/tokens/delete"), (_, "/themes"), (_, "/roles"), (_, "/undo"), (_, "/redo"),
            (_, "/save"), (_, "/revert"), (_, "/export"), (_, "/pack"), (_, "/conflict"), (_, "/merge"), (_, "/fix"),
            (_, "/modes/import"), (_, "/live"), (_, "/live/disconnect"),
            (_, "/download"):
            throw StudioError(.methodNotAllowed, "\(request.method.rawValue) is not allowed on \(request.path)")
        default:
            throw StudioError(.notFound, "no API at \(request.path)")
        }
    }

    /// The live channel's state for the page.
    private func liveStatus() async -> StudioModel.LiveStatus {
        guard let live else { return StudioModel.LiveStatus(enabled: false) }
        return StudioModel.LiveStatus(
            enabled: true, urls: live.urls, pairingCode: live.pairingCode, pushesUnsaved: await live.pushesUnsaved,
            devices: await live.deviceList())
    }

    /// Answers a change to the working copies and tells the other pages.
    private func changed(_ revision: Int) async -> HTTPResponse {
        await events.send(StudioEvent.Revision(revision: revision))
        return Self.json(StudioModel.Revision(revision: revision))
    }

    /// The image types `/api/file` serves.
    static let imageTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "heic": "image/heic", "pdf": "application/pdf",
    ]

    private func file(_ relative: String) async throws(StudioError) -> HTTPResponse {
        let url = try StudioWorkspace.url(for: relative, in: workspace.root)
        guard let type = Self.imageTypes[url.pathExtension.lowercased()] else {
            throw StudioError(.forbidden, "only images are served from the folder, not \(relative)")
        }
        // Opened through no link leading out: a link swapped in since the check above is refused.
        workspace.fileSystem.willOpen(relative)
        let data: Data
        do throws(StudioFiles.Failure) {
            data = try StudioFiles.read(relative, in: workspace.root)
        } catch {
            throw Self.readError(error, relative: relative)
        }
        var headers = Self.securityHeaders
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        return HTTPResponse(statusCode: .ok, headers: headers, body: data)
    }

    /// The answer to a file that could not be opened or read: 403 for a link leading outside the
    /// folder (the containment check's message) or a file over the size served, else 404.
    static func readError(_ failure: StudioFiles.Failure, relative: String) -> StudioError {
        switch failure {
        case .outside:
            StudioError(.forbidden, "'\(relative)' leads outside the folder")
        case .tooLarge(let size):
            StudioError(
                .forbidden, "refused: \(relative) has \(size) bytes; at most \(StudioFiles.maximumFileSize >> 20) MiB are served")
        case .missing, .notRegular, .system:
            StudioError(.notFound, "no file \(relative)")
        }
    }

    /// A file an export job wrote, as a download (only files a job recorded).
    private func download(job: String, index: String) async throws(StudioError) -> HTTPResponse {
        let outputs = await jobs.outputs(of: job)
        guard let number = Int(index), outputs.indices.contains(number) else {
            throw StudioError(.notFound, "job \(job) wrote no file \(index)")
        }
        let url = outputs[number]
        // Opened through no link leading out of the folder (or, for an export beside it, out of
        // the folder that holds it).
        let root = workspace.root
        let base = StudioWorkspace.relativePath(url, in: root) != nil ? root : root.deletingLastPathComponent()
        guard let relative = StudioWorkspace.relativePath(url, in: base),
            let data = try? StudioFiles.read(relative, in: base)
        else { throw StudioError(.notFound, "\(url.lastPathComponent) is gone") }
        var headers = Self.securityHeaders
        headers[.contentType] = "application/octet-stream"
        headers[.cacheControl] = "no-store"
        let name = url.lastPathComponent.replacingOccurrences(of: "\"", with: "")
        headers[HTTPHeader("Content-Disposition")] = "attachment; filename=\"\(name)\""
        return HTTPResponse(statusCode: .ok, headers: headers, body: data)
    }

    private func socket(_ request: HTTPRequest) async throws(StudioError) -> HTTPResponse {
        do {
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: StudioEventsSocket(events: events)))
                .handleRequest(request)
        } catch {
            throw StudioError(.badRequest, "not a WebSocket upgrade: \(error.localizedDescription)")
        }
    }

    // MARK: Bodies and answers

    struct EditBody: Decodable { var file: String; var path: String; var value: String }
    struct AddTokenBody: Decodable { var file: String; var path: String; var type: String?; var value: String }
    struct TokenRefBody: Decodable { var file: String; var path: String }
    struct ThemeBody: Decodable { var name: String; var copyFrom: String?; var modifier: String? }
    struct RolesBody: Decodable { var roles: [String: String] }
    struct SaveBody: Decodable { var force: Bool? = nil }
    struct FileBody: Decodable { var file: String }
    struct FixBody: Decodable { var rule: String; var file: String? }
    /// `write`: false (the default) previews the import, true writes its files.
    struct ModesBody: Decodable { var write: Bool? = nil }
    struct Fixed: Encodable { var revision: Int; var fixed: Int }
    struct ExportBody: Decodable {
        var format: String
        var output: String?
        var confirmed: String?
        var theme: String?
        /// Export what is saved on disk, leaving unsaved edits out (default: the working copies,
        /// unsaved edits included and named in the job).
        var saved: Bool?
    }
    struct PackBody: Decodable { var output: String? = nil }
    struct LiveBody: Decodable { var pushesUnsaved: Bool? }
    struct DeviceBody: Decodable { var device: String }
    struct AddedTheme: Encodable { var file: String; var revision: Int }
    struct Saved: Encodable { var written: [String]; var revision: Int }
    struct JobStarted: Encodable {
        var job: String
        /// For an export: the files whose unsaved edits it includes (empty when it exports what is saved).
        var includesUnsaved: [String]? = nil
    }
    struct ErrorEnvelope: Encodable {
        var error: StudioModel.ErrorBody
        var conflicts: [String]?
        var confirmPath: String?
    }

    static func query(_ request: HTTPRequest, _ name: String) throws(StudioError) -> String {
        guard let value = request.query[name], !value.isEmpty else {
            throw StudioError(.badRequest, "missing query item '\(name)'")
        }
        return value
    }

    static func body(_ request: HTTPRequest) async throws(StudioError) -> Data {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBodySize {
            throw StudioError(.tooLarge, "request body of \(length) bytes is over the \(maximumBodySize >> 20) MiB limit")
        }
        var data = Data()
        do {
            for try await chunk in request.bodySequence {
                data.append(chunk)
                if data.count > maximumBodySize {
                    throw StudioError(.tooLarge, "request body is over the \(maximumBodySize >> 20) MiB limit")
                }
            }
        } catch let error as StudioError {
            throw error
        } catch {
            throw StudioError(.badRequest, "cannot read the request body: \(error.localizedDescription)")
        }
        return data
    }

    static func decode<T: Decodable>(_ request: HTTPRequest) async throws(StudioError) -> T {
        let data = try await body(request)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw StudioError(.badRequest, "expected a JSON body \(Self.shape(of: T.self)): \(Self.describe(error))")
        }
    }

    static func decode<T: Decodable>(_ request: HTTPRequest, allowEmpty: Bool) async throws(StudioError) -> T? {
        let data = try await body(request)
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return nil }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw StudioError(.badRequest, "expected a JSON body \(Self.shape(of: T.self)): \(Self.describe(error))")
        }
    }

    static func shape(of type: Any.Type) -> String {
        switch type {
        case is EditBody.Type: return #"{"file", "path", "value"}"#
        case is AddTokenBody.Type: return #"{"file", "path", "type", "value"}"#
        case is TokenRefBody.Type: return #"{"file", "path"}"#
        case is ThemeBody.Type: return #"{"name", "copyFrom"?, "modifier"?}"#
        case is RolesBody.Type: return #"{"roles": {role: token path}}"#
        case is FileBody.Type: return #"{"file"}"#
        case is ExportBody.Type: return #"{"format", "output"?, "confirmed"?, "theme"?, "saved"?}"#
        case is ModesBody.Type: return #"{"write"?}"#
        case is LiveBody.Type: return #"{"pushesUnsaved"?}"#
        case is DeviceBody.Type: return #"{"device"}"#
        default: return "object"
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        default: return String(describing: error)
        }
    }

    static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let data = (try? encoder.encode(value)) ?? Data(#"{"error":{"message":"cannot encode the answer"}}"#.utf8)
        return HTTPResponse(statusCode: status, headers: headers, body: data)
    }

    static func response(_ error: any Error) -> HTTPResponse {
        let studio = error as? StudioError ?? StudioError(.internalError, String(describing: error))
        let body = StudioModel.ErrorBody(
            message: studio.message, file: studio.location?.file, line: studio.location?.knownLine,
            column: studio.location?.knownColumn, tokenPath: studio.tokenPath, rule: studio.rule)
        let status = HTTPStatusCode(studio.kind.rawValue, phrase: Self.phrase(studio.kind))
        return json(
            ErrorEnvelope(
                error: body, conflicts: studio.conflicts.isEmpty ? nil : studio.conflicts, confirmPath: studio.confirmPath),
            status: status)
    }

    static func phrase(_ kind: StudioError.Kind) -> String {
        switch kind {
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .conflict: "Conflict"
        case .tooLarge: "Payload Too Large"
        case .unprocessable: "Unprocessable Content"
        case .tooManyRequests: "Too Many Requests"
        case .internalError: "Internal Server Error"
        case .insufficientStorage: "Insufficient Storage"
        }
    }
}

/// The served port, set once the socket listens.
private final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16 = 0

    func get() -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        return port
    }

    func set(_ value: UInt16) {
        lock.lock()
        defer { lock.unlock() }
        port = value
    }
}
