import Foundation

/// The bindings of a manager, laid out for the switch loop.
///
/// - Bindings live in one contiguous array in bind order (32 bytes each: the closure, the
///   object's record index, an `aux` value such as a typed token's slot, the binding's interned
///   key, and the index of the object's previous binding).
/// - Records hold the only (weak) reference to each object and its last binding's index (16
///   bytes): a switch checks an object's liveness once per run of its consecutive bindings (once
///   per object when its bindings were made together, as they usually are), and skips and then
///   compacts dead entries.
/// - Every binding has a key; an object's bindings are chained from its record, so binding a key
///   again walks the object's few bindings to find the one it replaces (no table of keys per
///   binding). Keys are interned once per distinct key.
/// - An open-addressing table of record indices finds an object's record when it is bound
///   again; it compares live objects, so an object allocated at a dead object's address never
///   matches the dead record.
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
        weak var object: AnyObject?
        /// The index of the object's last binding (the head of its chain); -1 when it has none.
        var last: Int32
    }

    private(set) var bindings: ContiguousArray<Binding> = []
    private(set) var records: ContiguousArray<Record> = []
    private var table: [Int32] = []
    private var keyIDs: [BindingKey: Int32] = [:]
    private var keyList: [BindingKey] = []
    private var removedBindings = 0

    /// Bindings not removed (those of objects that died are counted until the next compaction).
    var count: Int { bindings.count - removedBindings }

    /// Objects with at least one binding, alive or not yet compacted.
    var objectCount: Int { records.count }

    /// The object of record `i` (a weak load).
    @inline(__always)
    private func object(at i: Int) -> AnyObject? {
        Self.object(in: records, at: i)
    }

    /// Reads record `i`'s weak field in place, through a mutable pointer: reading it through the
    /// array's subscript, or an immutable pointer, copies the record (a weak copy and destroy, the
    /// largest cost of binding in a profile). Nonisolated, so the closure it passes carries no
    /// isolation and checks no executor; it reads only its argument.
    nonisolated private static func object(in records: borrowing ContiguousArray<Record>, at i: Int) -> AnyObject? {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i >= 0, i < buffer.count else { return nil }
            return UnsafeMutablePointer(mutating: base)[i].object
        }
    }

    /// Record `i`'s last binding, read in place (see ``object(in:at:)``).
    nonisolated private static func last(in records: borrowing ContiguousArray<Record>, at i: Int) -> Int32 {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i >= 0, i < buffer.count else { return -1 }
            return UnsafeMutablePointer(mutating: base)[i].last
        }
    }

    /// The live bindings of record `record`, last bound first.
    private func chain(of record: Int32) -> [Int] {
        var indices: [Int] = []
        var i = Int(Self.last(in: records, at: Int(record)))
        while i >= 0 {
            if bindings[i].record == record { indices.append(i) }
            i = Int(bindings[i].previous)
        }
        return indices
    }

    // MARK: Binding

    /// Adds a binding, replacing the object's binding with the same key.
    @usableFromInline
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey, aux: Int32 = 0, apply: @escaping Apply) {
        add(object, keyID: intern(key), aux: aux, apply: apply)
    }

    /// Adds a binding keyed by `key`, or when it is nil by the call site `site` (passed as plain
    /// values, so a binding made without a key builds no ``BindingKey`` unless its call site is new).
    @usableFromInline
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey?, site: CallSite, aux: Int32 = 0, apply: @escaping Apply) {
        add(object, keyID: key.map(intern) ?? intern(site), aux: aux, apply: apply)
    }

    @inline(__always)
    private func add(_ object: AnyObject, keyID: Int32, aux: Int32, apply: @escaping Apply) {
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

    /// Removes the object's binding for `key`, or every binding of the object when `key` is nil.
    /// Returns how many were removed.
    @discardableResult
    func remove(_ object: AnyObject, key: BindingKey?) -> Int {
        let record = recordIndex(for: object, creating: false)
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
        records[Int(record)].object = nil
        return removed.count
    }

    private func removeBinding(at i: Int) {
        bindings[i].record = -1
        bindings[i].apply = { _, _, _ in }
        removedBindings += 1
    }

    /// The keys an object has bindings for, in bind order.
    func keys(of object: AnyObject) -> [BindingKey] {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return [] }
        return chain(of: record).reversed().map { keyList[Int(bindings[$0].key)] }
    }

    /// The number of live bindings of `object`.
    func count(of object: AnyObject) -> Int {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return 0 }
        return chain(of: record).count
    }

    private func intern(_ key: BindingKey) -> Int32 {
        if let known = keyIDs[key] { return known }
        let id = Int32(keyList.count)
        keyIDs[key] = id
        keyList.append(key)
        return id
    }

    /// The last call site interned: binding many objects from one call site (a list's cells, a
    /// loop) compares three words instead of hashing.
    private var lastSite: CallSite?
    private var lastSiteID: Int32 = -1

    private func intern(_ site: CallSite) -> Int32 {
        if let lastSite, lastSite == site { return lastSiteID }
        let id = intern(BindingKey(site))
        lastSite = site
        lastSiteID = id
        return id
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
        guard !records.isEmpty else { return }
        // Bindings and records added while applying take effect from the next switch on: the loop
        // reads stable copies (a change during the switch copies the store's arrays, not these).
        let bindings = self.bindings
        let records = self.records
        let sawDead = records.withUnsafeBufferPointer { records in Self.run(bindings, records, theme) }
        if sawDead || removedBindings > 0 { compact() }
    }

    /// The switch loop; returns whether it met a dead object. The bindings are borrowed, so each
    /// closure is called in place (copying a closure out of a buffer pointer retains and releases
    /// its context around every call, as the closure could change the buffer).
    @_specialize(where Theme == ResolvedTheme)
    private static func run(
        _ bindingBase: borrowing ContiguousArray<Binding>, _ records: UnsafeBufferPointer<Record>, _ theme: Theme
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
            guard let object = recordPointer[Int(record)].object else {
                sawDead = true
                i += 1
                while i < count, bindingBase[i].record == record { i += 1 }
                continue
            }
            repeat {
                bindingBase[i].apply(object, theme, bindingBase[i].aux)
                i += 1
            } while i < count && bindingBase[i].record == record
        }
        return sawDead
    }

    /// Runs the bindings of one object, in bind order.
    func apply(_ theme: Theme, to object: AnyObject) {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return }
        for i in chain(of: record).reversed() {
            let binding = bindings[i]
            binding.apply(object, theme, binding.aux)
        }
    }

    // MARK: Compaction

    /// Drops bindings of dead objects and removed bindings, and frees their memory.
    func compact() {
        var newIndex = [Int32](repeating: -1, count: records.count)
        var newRecords = ContiguousArray<Record>()
        for i in records.indices {
            guard let object = object(at: i) else { continue }
            newIndex[i] = Int32(newRecords.count)
            newRecords.append(Record(object: object, last: -1))
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
                    previous: Self.last(in: newRecords, at: Int(record))))
            newRecords[Int(record)].last = Int32(newBindings.count - 1)
        }
        records = newRecords
        bindings = newBindings
        removedBindings = 0
        rebuildTable()
    }

    /// Grows by half rather than doubling, so a large store carries less spare capacity.
    private static func grow<Element>(_ array: inout ContiguousArray<Element>) {
        guard array.count == array.capacity else { return }
        array.reserveCapacity(array.count + array.count / 2 + 16)
    }

    /// Bytes the store itself holds: its arrays and tables (closure contexts not included).
    var storageBytes: Int {
        bindings.capacity * MemoryLayout<Binding>.stride + records.capacity * MemoryLayout<Record>.stride
            + table.capacity * MemoryLayout<Int32>.stride
    }

    // MARK: The object table

    private static func hash(_ object: AnyObject) -> Int {
        var x = UInt(bitPattern: ObjectIdentifier(object).hashValue)
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        return Int(bitPattern: x)
    }

    /// The record of `object`; -1 when there is none.
    private func recordIndex(for object: AnyObject, creating: Bool) -> Int32 {
        if !table.isEmpty {
            let mask = table.count - 1
            var slot = Self.hash(object) & mask
            while table[slot] >= 0 {
                let candidate = table[slot]
                if self.object(at: Int(candidate)) === object { return candidate }
                slot = (slot + 1) & mask
            }
        }
        return -1
    }

    /// The record of `object`, made when it has none, now with `index` as its last binding; and
    /// the last binding it had (-1 for a new record).
    private func recordIndex(for object: AnyObject, lastBinding index: Int32) -> (record: Int32, previous: Int32) {
        let found = recordIndex(for: object, creating: false)
        if found >= 0 {
            let previous = Self.last(in: records, at: Int(found))
            records[Int(found)].last = index
            return (found, previous)
        }
        let record = Int32(records.count)
        Self.grow(&records)
        records.append(Record(object: object, last: index))
        if records.count * 8 > table.count * 7 {
            rebuildTable()
        } else {
            insert(record, for: object)
        }
        return (record, -1)
    }

    private func insert(_ index: Int32, for object: AnyObject) {
        let mask = table.count - 1
        var slot = Self.hash(object) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = index
    }

    private func rebuildTable() {
        var capacity = 16
        while capacity * 7 < records.count * 8 + 8 { capacity *= 2 }
        table = [Int32](repeating: -1, count: records.isEmpty ? 0 : capacity)
        guard !records.isEmpty else { return }
        for i in records.indices {
            guard let object = object(at: i) else { continue }
            insert(Int32(i), for: object)
        }
    }
}
