import Foundation
import PropertyBased

/// A generator from a function of the property check's seeded random number generator.
///
/// The composite inputs here (theme spaces, token trees) are built by plain functions of a random
/// number generator; wrapping them keeps every run reproducible from the seed PropertyBased prints
/// (`.fixedSeed(…)`). Such generators do not shrink (the binding model's operation sequences, which
/// benefit most, are composed from PropertyBased's own generators instead).
///
/// Closures that build a whole space draw one seed and continue with a concrete `SplitMix64`:
/// passing the `inout any SeededRandomNumberGenerator` on to many generic functions crashed the
/// Swift 6.3.1 compiler in IR generation.
func generator<Value: Sendable>(
    _ make: @escaping @Sendable (inout any SeededRandomNumberGenerator) -> sending Value
) -> Generator<Value, Shrink.None<Value>> {
    Generator(run: make)
}

extension RandomNumberGenerator {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// A random element of a non-empty collection.
    mutating func pick<C: Collection>(_ items: C) -> C.Element {
        items.randomElement(using: &self)!
    }

    /// A double in `range` that is often one of the values that break formatting and rounding:
    /// an end of the range, a whole number of 255ths, a short decimal, or a tiny magnitude with
    /// all 17 significant digits (what a text form must not round away).
    mutating func interestingDouble(in range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        let value: Double
        switch Int.random(in: 0..<20, using: &self) {
        case 0: value = range.lowerBound
        case 1: value = range.upperBound
        case 2, 3:
            // A whole number of 255ths of the span (8-bit channels written as hex).
            value = range.lowerBound + Double(Int.random(in: 0...255, using: &self)) / 255 * span
        case 4, 5:
            // A short decimal, as people write them.
            let places = Double(Int.random(in: 0...4, using: &self))
            let scale = pow(10, places)
            value = (Double.random(in: range, using: &self) * scale).rounded() / scale
        case 6, 7:
            // A tiny magnitude with full precision, near zero or near an end of the range.
            let tiny = Double.random(in: 1..<10, using: &self) * pow(10, -Double(Int.random(in: 3...14, using: &self)))
            switch Int.random(in: 0..<3, using: &self) {
            case 0: value = range.contains(0) ? (chance(0.5) ? tiny : -tiny) : range.lowerBound + tiny
            case 1: value = range.lowerBound + tiny
            default: value = range.upperBound - tiny
            }
        default:
            value = Double.random(in: range, using: &self)
        }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
