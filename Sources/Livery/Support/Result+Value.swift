extension Result {
    /// The success value, or the failure thrown with its own type.
    ///
    /// The standard library's `get()` does this too, but the iOS 17 SDK's Swift interface (made by
    /// Swift 5.10) declares it with untyped throws, so `try result.get()` in a `throws(E)` function
    /// does not compile against that SDK (ARCHITECTURE.md, "Platform minimums"). This one is
    /// compiled with the package, so its typed throws holds with every SDK.
    package func value() throws(Failure) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}
