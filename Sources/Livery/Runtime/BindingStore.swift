import Foundation

/// The bindings of a manager, laid out for the switch loop.
///
/// - Bindings live in one contiguous array in bind order (24 bytes each: the closure, the
///   object's record index and an `aux` value such as a typed token's slot).
/// - Records hold the only (weak) reference to each object (8 bytes): a switch checks an
///   object's liveness once per run of its consecutive bindings (once per object when its
///   bindings were made together, as they usually are), and skips and then compacts dead entries.
/// - An open-addressing table of record indices finds an object's record when it is bound
///   again; it compares live objects, so an object allocated at a dead object's address never
///   matches the dead record.
/// - Only keyed bindings pay for a key: a side table maps (record, key) to the binding it replaces.
/// - Applying allocates one scratch buffer per switch and nothing per binding.
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
    }

    struct Record {
        weak var object: AnyObject?
    }

    /// A keyed binding's place: its object's record and its interned key.
    struct KeyedSlot: Hashable {
        var record: Int32
        var key: Int32
    }

    private(set) var bindings: ContiguousArray<Binding> = []
    private(set) var records: ContiguousArray<Record> = []
    private var table: [Int32] = []
    private var keys: [BindingKey: Int32] = [:]
    private var keyed: [KeyedSlot: Int32] = [:]
    private var removedBindings = 0

    /// Bindings not removed (those of objects that died are counted until the next compaction).
    var count: Int { bindings.count - removedBindings }

    /// Objects with at least one binding, alive or not yet compacted.
    var objectCount: Int { records.count }

    /// The object of record `i` (a weak load).
    @inline(__always)
    private func object(at i: Int) -> AnyObject? {
        i >= 0 && i < records.count ? records[i].object : nil
    }

    // MARK: Binding

    /// Adds a binding; a non-nil `key` replaces the object's binding with the same key.
    @usableFromInline
    @_specialize(where Theme == ResolvedTheme)
    func add(_ object: AnyObject, key: BindingKey?, aux: Int32 = 0, apply: @escaping Apply) {
        let record = recordIndex(for: object, creating: true)
        if let key {
            let slot = KeyedSlot(record: record, key: intern(key))
            if let existing = keyed[slot], bindings[Int(existing)].record == record {
                // Same key: replace in place (keeps its place in bind order).
                bindings[Int(existing)] = Binding(apply: apply, record: record, aux: aux)
                return
            }
            keyed[slot] = Int32(bindings.count)
        }
        Self.grow(&bindings)
        bindings.append(Binding(apply: apply, record: record, aux: aux))
    }

    /// Removes the object's binding for `key`, or every binding of the object when `key` is nil.
    /// Returns how many were removed.
    @discardableResult
    func remove(_ object: AnyObject, key: BindingKey?) -> Int {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return 0 }
        var removed = 0
        if let key {
            guard let keyID = keys[key], let index = keyed.removeValue(forKey: KeyedSlot(record: record, key: keyID)) else {
                return 0
            }
            removeBinding(at: Int(index))
            removed = 1
        } else {
            for i in bindings.indices where bindings[i].record == record {
                removeBinding(at: i)
                removed += 1
            }
            records[Int(record)].object = nil
        }
        return removed
    }

    private func removeBinding(at i: Int) {
        bindings[i].record = -1
        bindings[i].apply = { _, _, _ in }
        removedBindings += 1
    }

    /// The keys an object has bindings for, in bind order (bindings without a key are left out).
    func keys(of object: AnyObject) -> [BindingKey] {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return [] }
        let byID = Dictionary(uniqueKeysWithValues: keys.map { ($0.value, $0.key) })
        return keyed.filter { $0.key.record == record && bindings[Int($0.value)].record == record }
            .sorted { $0.value < $1.value }
            .compactMap { byID[$0.key.key] }
    }

    /// The number of live bindings of `object`.
    func count(of object: AnyObject) -> Int {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return 0 }
        return bindings.reduce(0) { $0 + ($1.record == record ? 1 : 0) }
    }

    private func intern(_ key: BindingKey) -> Int32 {
        if let id = keys[key] { return id }
        let id = Int32(keys.count)
        keys[key] = id
        return id
    }

    // MARK: Applying

    /// Runs every live binding once, in bind order, then compacts dead entries.
    ///
    /// The loop is an ordinary main-actor method over the arrays, calling each binding's
    /// main-actor closure directly: no closure is handed to a non-isolated function (which would
    /// check the executor on every call) and no isolation is cast away.
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
        var sawDead = false
        var i = 0
        let count = bindings.count
        while i < count {
            let record = bindings[i].record
            guard record >= 0, Int(record) < records.count else {
                i += 1
                continue
            }
            guard let object = records[Int(record)].object else {
                sawDead = true
                i += 1
                while i < count, bindings[i].record == record { i += 1 }
                continue
            }
            repeat {
                bindings[i].apply(object, theme, bindings[i].aux)
                i += 1
            } while i < count && bindings[i].record == record
        }
        if sawDead || removedBindings > 0 { compact() }
    }

    /// Runs the bindings of one object, in bind order.
    func apply(_ theme: Theme, to object: AnyObject) {
        let record = recordIndex(for: object, creating: false)
        guard record >= 0 else { return }
        for binding in bindings where binding.record == record {
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
            newRecords.append(Record(object: object))
        }
        var bindingIndex = [Int32](repeating: -1, count: bindings.count)
        var liveCount = 0
        for binding in bindings where binding.record >= 0 && newIndex[Int(binding.record)] >= 0 { liveCount += 1 }
        var newBindings = ContiguousArray<Binding>()
        newBindings.reserveCapacity(liveCount)
        for (i, binding) in bindings.enumerated() where binding.record >= 0 {
            let record = newIndex[Int(binding.record)]
            guard record >= 0 else { continue }
            bindingIndex[i] = Int32(newBindings.count)
            newBindings.append(Binding(apply: binding.apply, record: record, aux: binding.aux))
        }
        var newKeyed: [KeyedSlot: Int32] = [:]
        for (slot, index) in keyed {
            let record = slot.record >= 0 && Int(slot.record) < newIndex.count ? newIndex[Int(slot.record)] : -1
            let binding = bindingIndex[Int(index)]
            guard record >= 0, binding >= 0 else { continue }
            newKeyed[KeyedSlot(record: record, key: slot.key)] = binding
        }
        records = newRecords
        bindings = newBindings
        keyed = newKeyed
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
            + keyed.capacity * (MemoryLayout<KeyedSlot>.stride + MemoryLayout<Int32>.stride)
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
        Self.grow(&records)
        records.append(Record(object: object))
        if records.count * 8 > table.count * 7 {
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
        while capacity * 7 < records.count * 8 + 8 { capacity *= 2 }
        table = [Int32](repeating: -1, count: records.isEmpty ? 0 : capacity)
        guard !records.isEmpty else { return }
        for i in records.indices {
            guard let object = object(at: i) else { continue }
            insert(Int32(i), for: object)
        }
    }
}
