import Foundation
import Livery
import LiveryBenchSupport

/// Bytes the allocator has handed out and not yet taken back.
func allocatedBytes() -> Int {
    Int(liverybench_allocated_bytes())
}

/// Nanoseconds of one run of `body`.
@inline(never)
func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs each contender `runs` times, interleaved, and returns each one's median in nanoseconds.
func measure(runs: Int, _ contenders: [(String, () -> Void)]) -> [String: Double] {
    var samples: [String: [Double]] = [:]
    for (name, body) in contenders { body(); samples[name] = [] }  // warm up
    for _ in 0..<runs {
        for (name, body) in contenders { samples[name, default: []].append(time(body)) }
    }
    return samples.mapValues(median)
}

/// A platform-like colour object: every assignment allocates one, as creating a `UIColor` does.
final class PlatformColor: ThemeConvertible {
    let red: Double, green: Double, blue: Double, alpha: Double

    init(livery color: Color) {
        let rgb = color.sRGBComponents
        red = rgb.red
        green = rgb.green
        blue = rgb.blue
        alpha = color.alpha
    }

    convenience init(themeValue: Color) { self.init(livery: themeValue) }
}


/// A view stand-in with four colour properties.
final class View {
    var textColor: PlatformColor?
    var backgroundColor: PlatformColor?
    var tintColor: PlatformColor?
    var borderColor: PlatformColor?
}

/// One result line.
struct Result {
    var scenario: String
    var n: Int
    var values: [(String, Double)]

    func json() -> String {
        var parts = ["\"scenario\":\"\(scenario)\"", "\"n\":\(n)"]
        for (key, value) in values {
            parts.append("\"\(key)\":\(value.isFinite ? String(format: "%.4g", value) : "null")")
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    func text() -> String {
        let fields = values.map { key, value in
            key.hasSuffix("_ns") ? "\(key)=\(String(format: "%.0f", value))" : "\(key)=\(String(format: "%.3g", value))"
        }
        return "\(scenario.padding(toLength: 13, withPad: " ", startingAt: 0)) n=\(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) " + fields.joined(separator: " ")
    }
}
