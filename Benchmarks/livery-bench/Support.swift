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

/// A small deterministic generator (SplitMix64), so that a run's shuffles can be repeated.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How the contenders of one scenario are measured: timed (medians of interleaved, shuffled
/// rounds) or, with `--instructions`, counted once each under Callgrind.
nonisolated(unsafe) var countingInstructions = false
nonisolated(unsafe) var shuffleGenerator = SplitMix(state: 24)

/// Runs each contender `runs` times, interleaved, in a new random order every round (so that no
/// contender always follows the same one), and returns each one's median in nanoseconds. With
/// `--instructions`, runs each contender twice to warm up and then once between Callgrind's
/// client requests, named `scenario:contender:n`, and returns no times.
func measure(_ scenario: String, n: Int, runs: Int, _ contenders: [(String, () -> Void)]) -> [String: Double] {
    if countingInstructions {
        for (name, body) in contenders {
            body()
            body()
            let label = "\(scenario):\(name):\(n)"
            liverybench_callgrind_begin()
            body()
            label.withCString { liverybench_callgrind_end($0) }
        }
        return [:]
    }
    var samples: [String: [Double]] = [:]
    for (name, body) in contenders { body(); samples[name] = [] }  // warm up
    var order = Array(contenders.indices)
    for _ in 0..<runs {
        order.shuffle(using: &shuffleGenerator)
        for i in order { samples[contenders[i].0, default: []].append(time(contenders[i].1)) }
    }
    return samples.mapValues(median)
}

/// A platform-like colour object, the stand-in for the conversion of `switch` and `switch_mixed`:
/// every assignment allocates one (48 bytes with its header), the cheapest a platform colour can be.
final class PlatformColor: ThemeConvertible {
    let red: Double, green: Double, blue: Double, alpha: Double

    init(livery color: ThemeColor) {
        let rgb = color.sRGBComponents
        red = rgb.red
        green = rgb.green
        blue = rgb.blue
        alpha = color.alpha
    }

    convenience init(themeValue: ThemeColor) { self.init(livery: themeValue) }
}

/// The stand-in for what a `CGColor` holds: a colour space and its components (48 bytes, the size
/// published for an RGB `CGColorRef`).
final class ColorRefStandIn {
    let space: Int
    let components: (Double, Double, Double, Double)
    init(space: Int, components: (Double, Double, Double, Double)) {
        self.space = space
        self.components = components
    }
}

/// The conversion stand-in of `switch_shared`, priced like making a `UIColor` for a view rather than
/// like a bare allocation (see Benchmarks/README.md for the assumption): two objects (the colour
/// and the `CGColor` a layer asks it for) and a fixed amount of arithmetic standing for the
/// Objective-C messaging, the colour-space lookup and the component checks.
final class DeviceColor {
    let red: Double, green: Double, blue: Double, alpha: Double
    let cgColor: ColorRefStandIn

    init(livery color: ThemeColor) {
        let rgb = color.sRGBComponents
        let mixed = DeviceColor.work(rgb.red, rgb.green, rgb.blue)
        red = rgb.red
        green = rgb.green
        blue = mixed
        alpha = color.alpha
        cgColor = ColorRefStandIn(space: 1, components: (rgb.red, rgb.green, rgb.blue, color.alpha))
    }

    /// Dependent floating-point work (12 rounds of a square root, about 100 ns here); returns `b`
    /// unchanged in value, but the optimiser cannot know it.
    @inline(never)
    static func work(_ r: Double, _ g: Double, _ b: Double) -> Double {
        var x = r + g * 0.5 + 1
        for _ in 0..<deviceColorRounds { x = (x * 1.000_001 + 0.5).squareRoot() + 0.25 }
        return x > -1 ? b : r
    }
}

/// The rounds of ``DeviceColor/work(_:_:_:)``: 12, or `LIVERY_BENCH_CONVERSION_ROUNDS` (0 leaves
/// two allocations, to see how the cache's saving depends on what a conversion costs).
nonisolated(unsafe) var deviceColorRounds =
    ProcessInfo.processInfo.environment["LIVERY_BENCH_CONVERSION_ROUNDS"].flatMap(Int.init) ?? 12

/// A view stand-in with four colour properties.
final class View {
    var textColor: PlatformColor?
    var backgroundColor: PlatformColor?
    var tintColor: PlatformColor?
    var borderColor: PlatformColor?
    var deviceColor: DeviceColor?
}

/// The key-path contender's view: the same properties as ``View`` in a class of its own, so that
/// forming key paths to them leaves `View`'s stores without a dynamic exclusivity check.
final class KeyPathView {
    var textColor: PlatformColor?
    var backgroundColor: PlatformColor?
    var tintColor: PlatformColor?
    var borderColor: PlatformColor?
    var deviceColor: DeviceColor?
}

/// The independent floor's value: a 48-byte object (four `Double`s after the header), made from
/// components computed beforehand.
final class PlainColor {
    struct RGBA {
        var red: Double, green: Double, blue: Double, alpha: Double

        init(_ color: ThemeColor) {
            let rgb = color.sRGBComponents
            (red, green, blue, alpha) = (rgb.red, rgb.green, rgb.blue, color.alpha)
        }
    }

    let red: Double, green: Double, blue: Double, alpha: Double

    init(_ rgba: RGBA) {
        (red, green, blue, alpha) = (rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}

/// The independent floor's object: up to four properties of ``PlainColor``.
final class PlainObject {
    var first: PlainColor?
    var second: PlainColor?
    var third: PlainColor?
    var fourth: PlainColor?
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
        return
            "\(scenario.padding(toLength: 13, withPad: " ", startingAt: 0)) n=\(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) "
            + fields.joined(separator: " ")
    }
}
