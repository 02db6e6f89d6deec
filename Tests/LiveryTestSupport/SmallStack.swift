import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stack a secondary thread gets on Apple platforms (`Thread`, Dispatch's workers, Swift
/// concurrency's cooperative threads): 512 KiB. Input that recurses deeper than this allows
/// crashes an app that reads it off the main thread, so the nesting tests run every entry point on
/// a thread of exactly this size.
///
/// Under AddressSanitizer or ThreadSanitizer (CI runs the suite under both) every frame carries the
/// sanitizer's redzones and bookkeeping, several times larger than what ships: there the thread
/// gets four times the stack, and the uninstrumented runs hold the limits to 512 KiB.
package let secondaryThreadStackSize = (sanitizerLoaded ? 4 : 1) * 512 * 1024

/// Whether AddressSanitizer or ThreadSanitizer instruments this process.
private let sanitizerLoaded: Bool = {
    let handle = dlopen(nil, RTLD_NOW)
    defer { if let handle { dlclose(handle) } }
    return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
}()

/// Runs `body` on a new thread whose stack is `stackSize` bytes and returns its result. The caller
/// is suspended, not blocked, while the thread runs: a test that blocked one of Swift
/// concurrency's few cooperative threads (two on two cores) starved the async tests running beside
/// it past their time bounds.
package func onSmallStack<T: Sendable>(
    stackSize: Int = secondaryThreadStackSize, _ body: @escaping @Sendable () -> T
) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            checkStackSize(stackSize)
            continuation.resume(returning: body())
        }
        thread.stackSize = stackSize
        thread.start()
    }
}

/// ``onSmallStack(stackSize:_:)`` for synchronous callers (the fuzz driver's thread): blocks the
/// caller until `body` returns, so never call it from Swift concurrency's threads.
package func onSmallStackBlocking<T: Sendable>(
    stackSize: Int = secondaryThreadStackSize, _ body: @escaping @Sendable () -> T
) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        checkStackSize(stackSize)
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("the small-stack thread ended without a result") }
    return value
}

/// Stops the test when the thread did not get the stack it asked for: on a bigger one the test
/// would prove nothing.
private func checkStackSize(_ requested: Int) {
    let size = currentThreadStackSize()
    precondition(
        size.map { $0 <= requested + 64 * 1024 } ?? true,
        "the small-stack thread got \(size ?? 0) bytes of stack, not \(requested)")
}

/// The size of the calling thread's stack, as the thread was created with.
package func currentThreadStackSize() -> Int? {
    let size = Thread.current.stackSize
    return size > 0 ? size : nil
}

private final class ResultBox<T>: @unchecked Sendable {
    // Written by the worker thread before it signals, read by the caller after: the semaphore orders them.
    var value: T?
}

/// A task executor whose one thread has a 512 KiB stack: `withTaskExecutorPreference` runs async
/// code (a default actor's methods included) on it, as Swift concurrency's cooperative threads
/// would on a device.
package final class SmallStackExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var measuredStackSize: Int?

    package init(stackSize: Int = secondaryThreadStackSize) {
        let thread = Thread { [self] in run() }
        thread.stackSize = stackSize
        thread.start()
    }

    /// The stack size of the executor's thread, once it ran a job.
    package var stackSize: Int? {
        condition.lock()
        defer { condition.unlock() }
        return measuredStackSize
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        let size = currentThreadStackSize()
        condition.lock()
        measuredStackSize = size
        condition.unlock()
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Input nested `depth` levels deep in each way Livery's readers could recurse on, for the nesting
/// tests and the nesting fuzz target.
package enum NestedInput: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `rgb(calc(calc(…1…)) 0 0)`: colour maths.
    case calc
    /// `rgb(min(min(…1…)) 0 0)`.
    case min
    /// `hsl(calc(…) 50% 50%)`: the hue through maths.
    case hslCalc = "hsl-calc"
    /// `rgb(calc(((…1…))) 0 0)`: parenthesised sums.
    case parentheses
    /// A gradient whose value is arrays in arrays (the value grammar).
    case gradientArrays = "gradient-arrays"
    /// A shadow whose value is arrays in arrays.
    case shadowArrays = "shadow-arrays"
    /// Groups in groups.
    case groups
    /// A string token whose value is JSON arrays in arrays.
    case jsonArrays = "json-arrays"
    /// A chain of aliases, `nested` → `{chain.1}` → … → a colour (references, not brackets; at
    /// most 10,000 tokens, which is past the 100-token chain limit already).
    case aliasChain = "alias-chain"

    package var description: String { rawValue }

    /// The depths every entry point is tried at: 1 to 100,000.
    package static let depths = [1, 2, 10, 31, 32, 33, 100, 1_000, 10_000, 100_000]

    /// The token path of the nested token.
    package var tokenPath: String {
        switch self {
        case .groups: "g"  // the first group; the token is far below
        default: "nested"
        }
    }

    /// The value alone as Livery JSON text (what Studio's edit API receives), where the kind is a
    /// value; nil for `groups`, whose nesting is the document's.
    package func value(depth: Int) -> String? {
        func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }
        switch self {
        case .calc: return "\"rgb(\(repeated("calc(", depth))1\(repeated(")", depth)) 0 0)\""
        case .min: return "\"rgb(\(repeated("min(", depth))1\(repeated(")", depth)) 0 0)\""
        case .hslCalc: return "\"hsl(\(repeated("calc(", depth))120\(repeated(")", depth)) 50% 50%)\""
        case .parentheses: return "\"rgb(calc(\(repeated("(", depth))1\(repeated(")", depth))) 0 0)\""
        case .gradientArrays, .shadowArrays, .jsonArrays: return repeated("[", depth) + repeated("]", depth)
        case .groups: return nil
        case .aliasChain: return "\"{chain.1}\""
        }
    }

    /// The `$type` of the nested token.
    package var type: String {
        switch self {
        case .gradientArrays: "gradient"
        case .shadowArrays: "shadow"
        case .jsonArrays: "string"
        default: "color"
        }
    }

    /// A whole Livery JSON document holding the nesting, beside an ordinary token (`color.plain`).
    package func document(depth: Int) -> String {
        let plain = "\"color\": " + ##"{"plain": {"$type": "color", "$value": "#336699"}}"##
        if self == .aliasChain {
            let length = Swift.min(depth, 10_000)
            let links = (1..<length).map { "\"\($0)\": \"{chain.\($0 + 1)}\"" } + ["\"\(length)\": \"#112233\""]
            return "{\(plain), \"chain\": {\"$type\": \"color\", \(links.joined(separator: ", "))}, "
                + "\"nested\": {\"$type\": \"color\", \"$value\": \"{chain.1}\"}}\n"
        }
        guard let value = value(depth: depth) else {
            // `"g": {"g": … {"$type": "color", "$value": "#ffffff"}}`: the token `depth` levels down.
            let open = String(repeating: #"{"g": "#, count: depth - 1)
            let token = ##"{"$type": "color", "$value": "#ffffff"}"##
            return "{\(plain), \"g\": \(open)\(token)\(String(repeating: "}", count: depth - 1))}\n"
        }
        return "{\(plain), \"nested\": {\"$type\": \"\(type)\", \"$value\": \(value)}}\n"
    }
}

/// One nesting case: a kind of nesting at a depth.
package struct NestingCase: Sendable, CustomStringConvertible {
    package var kind: NestedInput
    package var depth: Int

    package init(kind: NestedInput, depth: Int) {
        self.kind = kind
        self.depth = depth
    }

    package var description: String { "\(kind) × \(depth)" }

    /// Every kind at every depth of ``NestedInput/depths``; in the fast tier, `fast` of the depths
    /// per kind (the first and the last included), when given.
    package static func all(fast: Int? = nil) -> [NestingCase] {
        let depths = fast.map { TestTier.sample(NestedInput.depths, fast: $0) } ?? NestedInput.depths
        return NestedInput.allCases.flatMap { kind in depths.map { NestingCase(kind: kind, depth: $0) } }
    }
}

/// Property lists nested `depth` levels deep, in each of the three formats Livery reads.
package enum NestedPropertyList: String, CaseIterable, Sendable, CustomStringConvertible {
    /// XML: `<dict><key>g</key><dict>…`.
    case xml
    /// Old-style (OpenStep) text: `{g = {g = …};}`.
    case openStep = "old-style"
    /// Binary (`bplist00`): arrays holding arrays.
    case binary

    package var description: String { rawValue }

    /// The depths tried: 1 to 100,000.
    package static let depths = [1, 10, 100, 1_000, 10_000, 100_000]

    /// The property list's bytes.
    package func data(depth: Int) -> Data {
        switch self {
        case .xml:
            let open = String(repeating: "<dict><key>g</key>", count: depth)
            let close = String(repeating: "</dict>", count: depth)
            return Data(
                (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"# + open + "<string>#336699</string>" + close
                    + "</plist>").utf8)
        case .openStep:
            return Data(
                (String(repeating: "{g = ", count: depth) + "\"#336699\"" + String(repeating: ";}", count: depth)).utf8)
        case .binary:
            return Self.binaryNestedArrays(depth: depth)
        }
    }

    /// A binary property list of `depth` arrays, each holding the next, the last empty. Objects
    /// are numbered from the outermost (the top object, 0); references and offsets are 4 bytes.
    static func binaryNestedArrays(depth: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func bigEndian(_ value: Int, _ width: Int) -> [UInt8] {
            (0..<width).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
        }
        for index in 0..<depth {
            offsets.append(bytes.count)
            if index == depth - 1 {
                bytes.append(0xA0)  // an empty array
            } else {
                bytes.append(0xA1)  // an array of one reference
                bytes += bigEndian(index + 1, 4)
            }
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += bigEndian(offset, 4) }
        // Trailer: 6 unused bytes, offset size, reference size, object count, top object, table offset.
        bytes += [0, 0, 0, 0, 0, 0, 4, 4]
        bytes += bigEndian(depth, 8) + bigEndian(0, 8) + bigEndian(tableOffset, 8)
        return Data(bytes)
    }
}
