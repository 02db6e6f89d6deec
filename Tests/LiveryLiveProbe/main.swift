import Foundation
import Livery
import LiveryLive

// A small app for the live-theming tests: a theme space's manager with bindings on plain objects,
// connected to Studio's live channel through LiveryLive. It prints one line per event:
//   value PATH TEXT     a bound property changed (the first lines are the app's own values)
//   state STATE         the connection's state changed
//   problem TEXT        the connection refused something
//   saves N             how many times the manager wrote the user's choice (on `quit`)
// and reads commands on standard input: `disconnect`, `theme NAME`, `quit`.
//
// Usage: livery-live-probe FOLDER URL PAIRING-CODE

/// A plain object with properties the manager sets.
final class Swatch {
    var accent: ThemeColor?
    var background: ThemeColor?
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@MainActor
func run() async -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let url = URL(string: arguments[2]) else {
        say("usage: livery-live-probe FOLDER URL PAIRING-CODE")
        return 2
    }
    let storage = InMemorySelectionStorage()
    let manager: ThemeManager
    do {
        let space = try ThemeSpace(contentsOf: URL(fileURLWithPath: arguments[1]))
        manager = try ThemeManager(space: space, storage: storage)
    } catch {
        say("error \(error)")
        return 1
    }
    let swatch = Swatch()
    manager.bind(swatch, Token<ThemeColor>("color.accent")) { swatch, color in
        guard swatch.accent != color else { return }
        swatch.accent = color
        say("value color.accent \(color.hexString)")
    }
    manager.bind(swatch, Token<ThemeColor>("color.background.primary")) { swatch, color in
        guard swatch.background != color else { return }
        swatch.background = color
        say("value color.background.primary \(color.hexString)")
    }
    let connection = LiveTheming.connect(manager, to: url, pairingCode: arguments[3], deviceName: "probe")
    var lastProblem: String?
    let states = Task { @MainActor in
        var last: LiveConnection.State?
        while !Task.isCancelled {
            if connection.state != last {
                last = connection.state
                say("state \(connection.state)")
            }
            if connection.lastProblem != lastProblem {
                lastProblem = connection.lastProblem
                if let lastProblem { say("problem \(lastProblem)") }
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
    let lines = AsyncStream<String> { continuation in
        Thread.detachNewThread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
    }
    for await line in lines {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch parts.first {
        case "disconnect": connection.disconnect()
        case "theme":
            do {
                try manager.apply(theme: parts.count > 1 ? parts[1] : "default")
                say("selection \(manager.selection)")
            } catch {
                say("error \(error)")
            }
        case "quit":
            states.cancel()
            say("saves \(storage.saveCount)")
            return 0
        default: say("error unknown command \(line)")
        }
    }
    states.cancel()
    return 0
}

exit(await run())
