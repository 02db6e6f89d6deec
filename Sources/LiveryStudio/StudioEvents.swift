import FlyingFox
import Foundation

/// Sends events (revisions, disk changes, job progress) to every open page.
actor StudioEvents {
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// A stream of event messages (JSON text) until `unsubscribe(_:)`.
    func subscribe() -> (UUID, AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
        subscribers[id] = continuation
        return (id, stream)
    }

    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    var subscriberCount: Int { subscribers.count }

    /// Sends `event` to every page.
    func send(_ event: some Encodable) {
        guard let data = try? StudioRouter.encoder.encode(event) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for continuation in subscribers.values { continuation.yield(text) }
    }

    func finishAll() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}

/// The event messages.
enum StudioEvent {
    struct Revision: Encodable {
        var type = "revision"
        var revision: Int
    }

    struct Disk: Encodable {
        var type = "disk"
        var reloaded: [String]
        var conflicts: [String]
        var revision: Int
    }

    struct Job: Encodable {
        var type = "job"
        var id: String
        var title: String
        var progress: Double
        var message: String
        var done: Bool
        var error: String?
        var outputs: [String]
        /// The folder written (absolute), to reveal.
        var folder: String?
        /// Every warning's text (paths relative to the folder).
        var warnings: [String] = []
        /// Notes (what the format could not hold, and the like).
        var notes: [String] = []
    }
}

/// The WebSocket end of the events: server messages out; what the page sends is ignored.
struct StudioEventsSocket: WSMessageHandler {
    let events: StudioEvents

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, stream) = await events.subscribe()
        let events = self.events
        // When the page goes away, stop sending to it.
        Task {
            for await _ in client {}
            await events.unsubscribe(id)
        }
        return AsyncStream { continuation in
            let task = Task {
                for await text in stream { continuation.yield(.text(text)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
