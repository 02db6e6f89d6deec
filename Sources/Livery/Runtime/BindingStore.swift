import Foundation

/// The bindings of a manager, laid out for the switch loop.
///
/// - Bindings live in one contiguous array in bind order (32 bytes each: the closure, the
///   object's record index, an `aux` value such as a typed token's slot, the binding's interned
///   key, and the index of the object's previous binding).
/// - Records hold the only (weak) reference to each object, its last binding's index and 32 bits
///   of its address's hash (16 bytes): a switch checks an object's liveness once per run of its
///   consecutive bindings (once per object when its bindings were made together, as they usually
///   are), and skips and then compacts dead entries.
/// - Every binding has a key; an object's bindings are chained from its record, so binding a key
///   again walks the object's few bindings to find the one it replaces (no table of keys per
///   binding). Keys are interned once per distinct key.
/// - An open-addressing table of record indices (at most half full) finds an object's record when
///   it is bound again. A probe compares the record's stored hash first and loads the weak
///   reference only when the hash matches (a weak load per probe was most of a bind's cost); it
///   compares live objects, so an object allocated at a dead object's address never matches the
///   dead record.
/// - All mutable state is one stored ``State``: a method of the store accesses it once (one
///   dynamic exclusivity check) and the state's own methods access their fields statically.
/// - Applying allocates nothing per binding.
@MainActor
@usableFromInline
final class BindingStore<Theme> {
    /// Runs a binding: the object, the theme, and the binding's `aux` value (a typed token's slot).
    @usableFromInline typealias Apply = @MainActor (AnyObject, Theme, Int32) -> Void

    struct Binding {
        /// The closure: main-actor isolated, called only from the store's own main-actor methods.
        var apply: Apply
        /// The record (object) index; -1 once removed.
        var record: Int32
        /// A value the closure receives on each call, so it need not capture it (a token slot).
        var aux: Int32
        /// The interned key.
        var key: Int32
        /// The index of the object's previous binding; -1 for its first.
        var previous: Int32
    }

    struct Record {
        /// The object, not kept alive (see ``ObjectReference``).
        var reference: ObjectReference
        /// The index of the object's last binding (the head of its chain); -1 when it has none.
        var last: Int32
        /// The high half of the hash of the object's address: the table's probes compare it
        /// before loading the weak reference, and growing the table rehashes from it.
        var hash: UInt32
    }

    /// The store's arrays and tables.
    struct State {
        var bindings: ContiguousArray<Binding> = []
        var records: ContiguousArray<Record> = []
        var table: ContiguousArray<Int32> = []
        var keyIDs: [BindingKey: Int32] = [:]
        var keyList: [BindingKey] = []
        var removedBindings = 0
        /// The last call site interned: binding many objects from one call site (a list's cells, a
        /// loop) compares three words instead of hashing.
        var lastSite: CallSite?
        var lastSiteID: Int32 = -1
        /// Switch loops running (one, or more when a binding switches again): no compaction then.
        var applying = 0
        /// A compaction was asked for while a loop ran: the outermost loop does it when it ends.
        var compactionPending = false
    }

    /// Main-actor state: every access is from the store's own main-actor methods, except its
    /// `deinit`'s, which runs once nothing else can reach the store, to give back what the records
    /// hold (a nonisolated deinit may not read a non-`Sendable` property otherwise, and an isolated
    /// one needs iOS 18).
    nonisolated(unsafe) private var state = State()

    /// The number of switch loops started. A loop that sees it change after a binding ran stops: the
    /// binding switched again, and that nested loop applied the newer theme to every binding (going
    /// on would set the older theme's values over it). Behind a pointer, so the loop reads it with
    /// no exclusivity check; nonisolated(unsafe) for the deinit, as ``state``.
    nonisolated(unsafe) private let loops: UnsafeMutablePointer<UInt64> = {
        let pointer = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    deinit {
        State.release(state.records)
        loops.deallocate()
    }

    /// The bindings, in bind order.
    var bindings: ContiguousArray<Binding> { state.bindings }

    /// Bindings not removed (those of objects that died are counted until the next compaction).
    var count: Int { state.bindings.count - state.removedBindings }

    /// Objects with at least one binding, alive or not yet compacted.
    var objectCount: Int { state.records.count }

    // MARK: Binding

    /// Adds a binding, replacing the object's binding with the same key.
    @usableFromInline
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey, aux: Int32 = 0, apply: @escaping Apply) {
        state.add(object, key: key, site: nil, aux: aux, apply: apply)
    }

    /// Adds a binding keyed by `key`, or when it is nil by the call site `site` (passed as plain
    /// values, so a binding made without a key builds no ``BindingKey`` unless its call site is new).
    @usableFromInline
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey?, site: CallSite, aux: Int32 = 0, apply: @escaping Apply) {
        state.add(object, key: key, site: site, aux: aux, apply: apply)
    }

    /// Removes the object's binding for `key`, or every binding of the object when `key` is nil.
    /// Returns how many were removed.
    @discardableResult
    func remove(_ object: AnyObject, key: BindingKey?) -> Int {
        state.remove(object, key: key)
    }

    /// The keys an object has bindings for, in bind order.
    func keys(of object: AnyObject) -> [BindingKey] {
        state.keys(of: object)
    }

    /// The number of live bindings of `object`.
    func count(of object: AnyObject) -> Int {
        state.chain(of: state.recordIndex(for: object)).count
    }

    // MARK: Applying

    /// Runs every live binding once, in bind order, then compacts dead entries.
    ///
    /// The loop is a main-actor method calling each binding's main-actor closure directly: no
    /// isolation is cast away. The records are read through a buffer pointer taken once per switch
    /// (its closure checks its executor once), so weak fields are read in place (a copy of a
    /// record is a weak copy and destroy).
    ///
    /// Each object is loaded from its weak reference once per run of its consecutive bindings (once
    /// per object when its bindings were made together, as they usually are), held strongly while
    /// they run and released before the next object's: the weak-reference side table the load and
    /// the release both touch is still in cache (loading every object first and releasing them all
    /// at the end missed it twice, the largest cost of a switch in a profile).
    @_specialize(where Theme == ResolvedTheme)
    func apply(_ theme: Theme) {
        guard !state.records.isEmpty else { return }
        // Bindings and records added while applying take effect from the next switch on: the loop
        // reads stable copies (a change during the switch copies the store's arrays, not these).
        let bindings = state.bindings
        let records = state.records
        // No compaction while a loop reads records (a binding can switch again, or bind): it gives
        // back the references the loop's copy still reads.
        state.applying += 1
        loops.pointee &+= 1
        let loop = loops.pointee
        let sawDead = records.withUnsafeBufferPointer { records in Self.run(bindings, records, theme, loops, loop) }
        state.applying -= 1
        if sawDead || state.removedBindings > 0 || state.compactionPending { state.compactWhenIdle() }
    }

    /// The switch loop; returns whether it met a dead object. The bindings are borrowed, so each
    /// closure is called in place (copying a closure out of a buffer pointer retains and releases
    /// its context around every call, as the closure could change the buffer). It stops when
    /// `loops` no longer holds `loop`: a binding switched again (see ``loops``).
    @_specialize(where Theme == ResolvedTheme)
    private static func run(
        _ bindingBase: borrowing ContiguousArray<Binding>, _ records: UnsafeBufferPointer<Record>, _ theme: Theme,
        _ loops: UnsafeMutablePointer<UInt64>, _ loop: UInt64
    ) -> Bool {
        guard let recordBase = records.baseAddress else { return false }
        // Mutable views, so a weak field is read in place (through an immutable one Swift copies the
        // record); nothing is written through them.
        let recordPointer = UnsafeMutablePointer(mutating: recordBase)
        let count = bindingBase.count
        let recordCount = Int32(records.count)
        var sawDead = false
        var i = 0
        while i < count {
            let record = bindingBase[i].record
            guard record >= 0, record < recordCount else {
                i += 1
                continue
            }
            guard let object = recordPointer[Int(record)].reference.load() else {
                sawDead = true
                i += 1
                while i < count, bindingBase[i].record == record { i += 1 }
                continue
            }
            repeat {
                bindingBase[i].apply(object, theme, bindingBase[i].aux)
                guard loops.pointee == loop else { return sawDead }
                i += 1
            } while i < count && bindingBase[i].record == record
        }
        return sawDead
    }

    /// Runs the bindings of one object, in bind order.
    func apply(_ theme: Theme, to object: AnyObject) {
        let bindings = state.bindings
        for i in state.chain(of: state.recordIndex(for: object)).reversed() {
            bindings[i].apply(object, theme, bindings[i].aux)
        }
    }

    // MARK: Compaction

    /// Drops bindings of dead objects and removed bindings, and frees their memory (not while a
    /// switch loop runs: then the loop's own compaction does it when it ends).
    func compact() {
        state.compactWhenIdle()
    }

    /// Bytes the store itself holds: its arrays and tables (closure contexts not included).
    var storageBytes: Int {
        state.bindings.capacity * MemoryLayout<Binding>.stride + state.records.capacity * MemoryLayout<Record>.stride
            + state.table.capacity * MemoryLayout<Int32>.stride
    }
}

extension BindingStore.State {
    typealias Binding = BindingStore<Theme>.Binding
    typealias Record = BindingStore<Theme>.Record

    // MARK: Reading records in place

    /// Reads record `i`'s object in place, through a mutable pointer: reading a weak reference
    /// through the array's subscript, or an immutable pointer, copies the record (a weak copy and
    /// destroy, the largest cost of binding in a profile). Nonisolated and static, so the closure it
    /// passes carries no isolation and checks no executor; it reads only its argument.
    nonisolated static func object(in records: borrowing ContiguousArray<Record>, at i: Int) -> AnyObject? {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i >= 0, i < buffer.count else { return nil }
            return UnsafeMutablePointer(mutating: base)[i].reference.load()
        }
    }

    /// Whether record `i` refers to `object`, read in place (see ``object(in:at:)``); with native
    /// references an address comparison that loads nothing.
    nonisolated static func record(in records: borrowing ContiguousArray<Record>, at i: Int, refersTo object: AnyObject) -> Bool {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i >= 0, i < buffer.count else { return false }
            return UnsafeMutablePointer(mutating: base)[i].reference.refers(to: object)
        }
    }

    /// Record `i`'s last binding and hash, read in place (see ``object(in:at:)``).
    nonisolated static func header(in records: borrowing ContiguousArray<Record>, at i: Int) -> (last: Int32, hash: UInt32) {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i >= 0, i < buffer.count else { return (-1, 0) }
            let records = UnsafeMutablePointer(mutating: base)
            return (records[i].last, records[i].hash)
        }
    }

    /// The live bindings of record `record` (none for -1), last bound first.
    func chain(of record: Int32) -> [Int] {
        guard record >= 0 else { return [] }
        var indices: [Int] = []
        var i = Int(Self.header(in: records, at: Int(record)).last)
        while i >= 0 {
            if bindings[i].record == record { indices.append(i) }
            i = Int(bindings[i].previous)
        }
        return indices
    }

    // MARK: Binding

    mutating func add(
        _ object: AnyObject, key: BindingKey?, site: CallSite?, aux: Int32, apply: @escaping BindingStore<Theme>.Apply
    ) {
        let keyID: Int32
        if let key {
            keyID = intern(key)
        } else if let site {
            keyID = intern(site)
        } else {
            return
        }
        compactIfMostlyDead()
        let index = Int32(bindings.count)
        let (record, previous) = recordIndex(for: object, lastBinding: index)
        var i = Int(previous)
        while i >= 0 {
            if bindings[i].key == keyID, bindings[i].record == record {
                // Same key: replace in place (keeps its place in bind order).
                bindings[i].apply = apply
                bindings[i].aux = aux
                records[Int(record)].last = previous
                return
            }
            i = Int(bindings[i].previous)
        }
        Self.grow(&bindings)
        bindings.append(Binding(apply: apply, record: record, aux: aux, key: keyID, previous: previous))
    }

    mutating func remove(_ object: AnyObject, key: BindingKey?) -> Int {
        let record = recordIndex(for: object)
        guard record >= 0 else { return 0 }
        if let key {
            guard let keyID = keyIDs[key], let i = chain(of: record).first(where: { bindings[$0].key == keyID }) else {
                return 0
            }
            removeBinding(at: i)
            return 1
        }
        let removed = chain(of: record)
        for i in removed { removeBinding(at: i) }
        records[Int(record)].reference.markRemoved()
        return removed.count
    }

    private mutating func removeBinding(at i: Int) {
        bindings[i].record = -1
        bindings[i].apply = { _, _, _ in }
        removedBindings += 1
    }

    func keys(of object: AnyObject) -> [BindingKey] {
        chain(of: recordIndex(for: object)).reversed().map { keyList[Int(bindings[$0].key)] }
    }

    private mutating func intern(_ key: BindingKey) -> Int32 {
        if let known = keyIDs[key] { return known }
        let id = Int32(keyList.count)
        keyIDs[key] = id
        keyList.append(key)
        return id
    }

    private mutating func intern(_ site: CallSite) -> Int32 {
        if let lastSite, lastSite == site { return lastSiteID }
        let id = intern(BindingKey(site))
        lastSite = site
        lastSiteID = id
        return id
    }

    // MARK: Compaction

    /// Compacts now, or when the outermost switch loop ends if one is running.
    mutating func compactWhenIdle() {
        guard applying == 0 else {
            compactionPending = true
            return
        }
        compact()
    }

    /// Before the records grow: when at least a quarter of them are of objects that died since the
    /// last switch, compacts instead, so objects that are bound and die between switches (cells
    /// made and dropped while the theme stays) leave at most about as many dead records as live
    /// ones, whose memory (with native references, the dead objects' own) is then given back.
    mutating func compactIfMostlyDead() {
        guard records.count == records.capacity, records.count >= 64, applying == 0 else { return }
        var dead = 0
        for i in records.indices where Self.object(in: records, at: i) == nil { dead += 1 }
        if dead * 4 >= records.count { compact() }
    }

    mutating func compact() {
        compactionPending = false
        var newIndex = [Int32](repeating: -1, count: records.count)
        var newRecords = ContiguousArray<Record>()
        for i in records.indices {
            guard let object = Self.object(in: records, at: i) else {
                // A dead (or removed) object's record gives its reference back: with native
                // references, the dead object's memory is freed here.
                Self.release(records, at: i)
                continue
            }
            newIndex[i] = Int32(newRecords.count)
            newRecords.append(
                Record(
                    reference: Self.reference(in: records, at: i, movingTo: object), last: -1,
                    hash: Self.header(in: records, at: i).hash))
        }
        var liveCount = 0
        for binding in bindings where binding.record >= 0 && newIndex[Int(binding.record)] >= 0 { liveCount += 1 }
        var newBindings = ContiguousArray<Binding>()
        newBindings.reserveCapacity(liveCount)
        for binding in bindings where binding.record >= 0 {
            let record = newIndex[Int(binding.record)]
            guard record >= 0 else { continue }
            newBindings.append(
                Binding(
                    apply: binding.apply, record: record, aux: binding.aux, key: binding.key,
                    previous: Self.header(in: newRecords, at: Int(record)).last))
            newRecords[Int(record)].last = Int32(newBindings.count - 1)
        }
        records = newRecords
        bindings = newBindings
        removedBindings = 0
        rebuildTable()
    }

    /// Gives back what each record's reference holds (see ``ObjectReference/release()``): once per
    /// record, when the records are dropped.
    static func release(_ records: borrowing ContiguousArray<Record>) {
        #if !canImport(ObjectiveC)
            for i in records.indices { records[i].reference.release() }
        #endif
    }

    /// Gives back what record `i`'s reference holds, when compaction drops the record.
    static func release(_ records: borrowing ContiguousArray<Record>, at i: Int) {
        #if !canImport(ObjectiveC)
            records[i].reference.release()
        #endif
    }

    /// Record `i`'s reference to its live `object`, for the compacted records: a native reference
    /// moves with its count (no count taken or given back); a weak one is made anew (a weak
    /// reference is not copied out of the old array, which would copy and destroy it).
    static func reference(in records: borrowing ContiguousArray<Record>, at i: Int, movingTo object: AnyObject) -> ObjectReference
    {
        #if canImport(ObjectiveC)
            ObjectReference(object)
        #else
            records[i].reference
        #endif
    }

    /// Grows by half rather than doubling, so a large store carries less spare capacity.
    private static func grow<Element>(_ array: inout ContiguousArray<Element>) {
        guard array.count == array.capacity else { return }
        array.reserveCapacity(array.count + array.count / 2 + 16)
    }

    // MARK: The object table

    /// The high half of a mix of the object's address (no `Hasher`: one multiply).
    private static func hash(_ object: AnyObject) -> UInt32 {
        var x = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        return UInt32(truncatingIfNeeded: x >> 32)
    }

    /// The record of `object`; -1 when there is none.
    func recordIndex(for object: AnyObject) -> Int32 {
        recordIndex(for: object, hash: Self.hash(object))
    }

    private func recordIndex(for object: AnyObject, hash: UInt32) -> Int32 {
        guard !table.isEmpty else { return -1 }
        let mask = table.count - 1
        var slot = Int(hash) & mask
        while true {
            let candidate = table[slot]
            if candidate < 0 { return -1 }
            if Self.header(in: records, at: Int(candidate)).hash == hash,
                Self.record(in: records, at: Int(candidate), refersTo: object)
            {
                return candidate
            }
            slot = (slot + 1) & mask
        }
    }

    /// The record of `object`, made when it has none, now with `index` as its last binding; and
    /// the last binding it had (-1 for a new record).
    private mutating func recordIndex(for object: AnyObject, lastBinding index: Int32) -> (record: Int32, previous: Int32) {
        let hash = Self.hash(object)
        let found = recordIndex(for: object, hash: hash)
        if found >= 0 {
            let previous = Self.header(in: records, at: Int(found)).last
            records[Int(found)].last = index
            return (found, previous)
        }
        let record = Int32(records.count)
        Self.grow(&records)
        records.append(Record(reference: ObjectReference(object), last: index, hash: hash))
        if records.count * 2 > table.count {
            rebuildTable()
        } else {
            insert(record, hash: hash)
        }
        return (record, -1)
    }

    private mutating func insert(_ index: Int32, hash: UInt32) {
        let mask = table.count - 1
        var slot = Int(hash) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = index
    }

    /// Sizes the table for the records (at most half full) and inserts them all, from their
    /// stored hashes (no weak loads; dead records stay until the next compaction, and never match).
    private mutating func rebuildTable() {
        guard !records.isEmpty else {
            table = []
            return
        }
        var capacity = 16
        while capacity < records.count * 2 + 2 { capacity *= 2 }
        table = ContiguousArray(repeating: -1, count: capacity)
        for i in records.indices {
            insert(Int32(i), hash: Self.header(in: records, at: i).hash)
        }
    }
}
