extension Sequence where Element: Hashable {
    /// The elements without repeats, each where it first occurs, in linear time (diagnostics of a
    /// document with thousands of duplicate keys are thousands of elements).
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
