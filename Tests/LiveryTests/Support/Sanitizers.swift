import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which sanitizer runtimes this test process runs under.
enum Sanitizers {
    /// Whether AddressSanitizer is loaded (`swift test --sanitize=address`): its allocator keeps
    /// freed memory in quarantine, so an address is not handed out again soon after it is freed.
    static let addressSanitizer: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// Whether ThreadSanitizer is loaded (`swift test --sanitize=thread`).
    static let threadSanitizer: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
}
