import Foundation

/// The bindings of a manager, laid out for the switch loop.
///
/// - Bindings live in one contiguous array in bind order; each names its object's record by index.
/// - Records hold the only (weak) reference to an object: a switch checks each object's liveness
///   once, not once per binding, and skips and then compacts dead entries.
/// - An open-addressing table of record indices finds an object's record when it is bound again
///   (to replace a key); it compares live objects, so an object allocated at a dead object's
///   address never matches the dead record.
/// - Applying allocates one scratch buffer per switch and nothing per binding.
@MainActor
final class BindingStore<Theme> {
    typealias Apply = @MainActor (AnyObject, Theme) -> Void

    struct Binding {
        var apply: Apply
        /// The record (object) index; -1 once removed.
        var record: Int32
        /// The interned key, or -1 for a binding without a key (never replaced).
        var key: Int32
        /// The object's previous binding (a chain per record, newest first), or -1.
        var next: Int32
    }

    struct Record {
        weak var object: AnyObject?
        /// The object's newest binding, or -1.
        var first: Int32
    }

    private(set) var bindings: ContiguousArray<Binding> = []
    private(set) var records: ContiguousArray<Record> = []
    private var table: [Int32] = []
    private var keys: [BindingKey: Int32] = [:]
    private var removedBindings = 0

    /// Bindings whose objects are alive (dead ones are counted until the next compaction).
    var count: Int { bindings.count - removedBindings }

    /// Objects with at least one binding, alive or not yet compacted.
    var objectCount: Int { records.count }

    /// The object of record `i` (a weak load, without copying the record).
    @inline(__always)
    private func object(at i: Int) -> AnyObject? {
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, i < buffer.count else { return nil }
            return (base + i).pointee.object
        }
    }

    // MARK: Binding

    /// Adds a binding; a non-nil `key` replaces the object's binding with the same key.
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey?, apply: @escaping Apply) {
        let record = recordIndex(for: object, creating: true)
        let keyID = key.map(intern) ?? -1
        if keyID >= 0 {
            var index = records[Int(record)].first
            while index >= 0 {
                if bindings[Int(index)].key == keyID, bindings[Int(index)].record == record {
                    // Same key: replace in place (keeps its place in bind order).
                    bindings[Int(index)].apply = apply
                    return
                }
                index = bindings[Int(index)].next
            }
        }
        let newIndex = Int32(bindings.count)
        bindings.append(Binding(apply: apply, record: record, key: keyID, next: records[Int(record)].first))
        records[Int(record)].first = newIndex
    }

    /// Removes the object's binding for `key`, or every binding of the object when `key` is nil.
    /// Returns how many were removed.
    @discardableResult
    func remove(_ object: AnyObject, key: BindingKey?) -> Int {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return 0 }
        let keyID = key.map { keys[$0] ?? -2 }
        var removed = 0
        var index = records[Int(record)].first
        while index >= 0 {
            let i = Int(index)
            if keyID == nil || bindings[i].key == keyID {
                bindings[i].record = -1
                bindings[i].apply = { _, _ in }
                removed += 1
            }
            index = bindings[i].next
        }
        removedBindings += removed
        if keyID == nil { records[Int(record)].object = nil }
        return removed
    }

    /// The keys an object has bindings for (anonymous bindings are left out).
    func keys(of object: AnyObject) -> [BindingKey] {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return [] }
        let byID = Dictionary(uniqueKeysWithValues: keys.map { ($0.value, $0.key) })
        var result: [BindingKey] = []
        var index = records[Int(record)].first
        while index >= 0 {
            let binding = bindings[Int(index)]
            if binding.record >= 0, let key = byID[binding.key] { result.append(key) }
            index = binding.next
        }
        return result.reversed()
    }

    /// The number of live bindings of `object`.
    func count(of object: AnyObject) -> Int {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return 0 }
        var n = 0
        var index = records[Int(record)].first
        while index >= 0 {
            if bindings[Int(index)].record >= 0 { n += 1 }
            index = bindings[Int(index)].next
        }
        return n
    }

    private func intern(_ key: BindingKey) -> Int32 {
        if let id = keys[key] { return id }
        let id = Int32(keys.count)
        keys[key] = id
        return id
    }

    // MARK: Applying

    /// Runs every live binding once, in bind order, then compacts dead entries.
    @_specialize(where Theme == ResolvedTheme)
    func apply(_ theme: Theme) {
        let recordCount = records.count
        guard recordCount > 0 else { return }
        // One liveness check per object: take a strong reference to each live object.
        let objects = UnsafeMutablePointer<Unmanaged<AnyObject>?>.allocate(capacity: recordCount)
        objects.initialize(repeating: nil, count: recordCount)
        var dead = 0
        records.withUnsafeBufferPointer { records in
            guard let base = records.baseAddress else { return }
            for i in 0..<recordCount {
                if let object = (base + i).pointee.object {
                    objects[i] = Unmanaged.passRetained(object)
                } else {
                    dead += 1
                }
            }
        }
        defer {
            for i in 0..<recordCount { objects[i]?.release() }
            objects.deallocate()
        }
        // Bindings added while applying run from the next switch on; the loop reads a stable copy.
        let snapshot = bindings
        snapshot.withUnsafeBufferPointer { bindings in
            for i in bindings.indices {
                let record = Int(bindings[i].record)
                guard record >= 0, record < recordCount, let object = objects[record] else { continue }
                object._withUnsafeGuaranteedRef { bindings[i].apply($0, theme) }
            }
        }
        if dead > 0 || removedBindings > 0 { compact() }
    }

    /// Runs the bindings of one object (at bind time and for previews).
    func apply(_ theme: Theme, to object: AnyObject) {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return }
        var chain: [Int32] = []
        var index = records[Int(record)].first
        while index >= 0 {
            chain.append(index)
            index = bindings[Int(index)].next
        }
        for index in chain.reversed() where bindings[Int(index)].record >= 0 {
            bindings[Int(index)].apply(object, theme)
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
            newRecords.append(Record(object: object, first: -1))
        }
        var liveCount = 0
        for binding in bindings where binding.record >= 0 && newIndex[Int(binding.record)] >= 0 { liveCount += 1 }
        var newBindings = ContiguousArray<Binding>()
        newBindings.reserveCapacity(liveCount)
        for binding in bindings where binding.record >= 0 {
            let record = newIndex[Int(binding.record)]
            guard record >= 0 else { continue }
            let index = Int32(newBindings.count)
            newBindings.append(Binding(apply: binding.apply, record: record, key: binding.key, next: newRecords[Int(record)].first))
            newRecords[Int(record)].first = index
        }
        records = newRecords
        bindings = newBindings
        removedBindings = 0
        rebuildTable()
    }

    // MARK: The object table

    private static func hash(_ object: AnyObject) -> Int {
        var x = UInt(bitPattern: ObjectIdentifier(object).hashValue)
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        return Int(bitPattern: x)
    }

    /// The record of `object`, created when asked; -1 when there is none.
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
        guard creating else { return -1 }
        let index = Int32(records.count)
        records.append(Record(object: object, first: -1))
        if records.count * 5 > table.count * 4 {
            rebuildTable()
        } else {
            insert(index, for: object)
        }
        return index
    }

    private func insert(_ index: Int32, for object: AnyObject) {
        let mask = table.count - 1
        var slot = Self.hash(object) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = index
    }

    private func rebuildTable() {
        var capacity = 16
        while capacity * 4 < records.count * 5 + 4 { capacity *= 2 }
        table = [Int32](repeating: -1, count: records.isEmpty ? 0 : capacity)
        guard !records.isEmpty else { return }
        for i in records.indices {
            guard let object = object(at: i) else { continue }
            insert(Int32(i), for: object)
        }
    }
}
