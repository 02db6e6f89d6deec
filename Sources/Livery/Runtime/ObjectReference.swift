/// How a ``BindingStore`` record refers to its object without keeping it alive.
///
/// - On platforms with the Objective-C runtime (Apple's), a weak reference: bound objects there are
///   Objective-C objects (views, layers, windows), whose weak references the Objective-C runtime
///   keeps; a Swift weak reference is the one way to hold both them and Swift objects.
/// - Elsewhere every object is a native Swift object, and the record holds an *unowned* count on
///   it, as an `unowned` reference does: the object dies as usual (its `deinit` runs when its last
///   strong reference goes), but its memory stays allocated until the record lets go. So the
///   record's address can never be reused by another object while the record exists, identity is
///   an address comparison, and a switch learns whether the object is alive with one atomic
///   "retain unless deinitialising" on the object's own inline counts. A weak reference instead
///   gives the object a 48-byte side table, which then every retain and release of the object
///   goes through (a weak load and a release through it were 143 of a typed switch's 678
///   instructions per object).
///
/// The unowned count is taken once (``init(_:)``) and given back once (``release()``), by the
/// store's compaction or its deinit, never while a switch is reading the records; copying a
/// reference copies the address only. A reference marked removed (``markRemoved()``) matches no
/// object and loads as dead, but still holds its count until it is released.
struct ObjectReference {
    #if canImport(ObjectiveC)
        weak var object: AnyObject?

        init(_ object: AnyObject) { self.object = object }

        /// The object, retained; nil once it died or was removed.
        @inline(__always) mutating func load() -> AnyObject? { object }

        /// Whether this is a reference to `object` (a live object: a dead one matches nothing).
        @inline(__always) mutating func refers(to object: AnyObject) -> Bool { self.object === object }

        mutating func markRemoved() { object = nil }

        /// Nothing to give back: the weak reference lets go when the record is destroyed.
        func release() {}
    #else
        /// The object's address, with bit 0 set once the reference is removed.
        let bits: UInt

        init(_ object: AnyObject) {
            let address = Unmanaged.passUnretained(object).toOpaque()
            livery_unowned_retain(address)
            bits = UInt(bitPattern: address)
        }

        private init(bits: UInt) { self.bits = bits }

        /// The object's address (the reference's count held on it).
        private var address: UnsafeMutableRawPointer {
            // Made from an object's address in `init`; bit 0 is only ever set on top of it.
            UnsafeMutableRawPointer(bitPattern: bits & ~1).unsafelyUnwrapped
        }

        /// The object, retained; nil once it began deinitialising or was removed.
        @inline(__always) func load() -> AnyObject? {
            guard bits & 1 == 0 else { return nil }
            let address = address
            guard livery_try_retain(address) != nil else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue()
        }

        /// Whether this is a reference to `object`. An address comparison: while this reference
        /// exists, no other object can be allocated at its object's address.
        @inline(__always) func refers(to object: AnyObject) -> Bool {
            bits == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        }

        mutating func markRemoved() { self = ObjectReference(bits: bits | 1) }

        /// Gives the unowned count back: the object's memory is freed if it has died. Called once
        /// per reference, when its record is dropped.
        func release() { livery_unowned_release(address) }
    #endif
}

#if !canImport(ObjectiveC)
    // The C functions of the `CLiveryRuntime` target (its header documents them), declared here by
    // name rather than imported, so that clients compiling against Livery need no module map for
    // it. Each takes and returns one pointer, passed alike by the C and Swift calling conventions.

    @_silgen_name("livery_unowned_retain")
    private func livery_unowned_retain(_ object: UnsafeMutableRawPointer)

    @_silgen_name("livery_unowned_release")
    private func livery_unowned_release(_ object: UnsafeMutableRawPointer)

    @_silgen_name("livery_try_retain")
    private func livery_try_retain(_ object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
#endif
