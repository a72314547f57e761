/// Names, each with a value, for the checks that look every name of a large schema up once (the members of a section,
/// the cases of the generated `Route`): `first(_:_:)` keeps the first value given for a name and returns it to each
/// later one. A name is hashed once, by FNV-1a over its UTF-8 bytes (`KeyIndex.hash`, the reader's), and found by
/// open addressing over those hashes; a hash only narrows the search, names are compared as text. Issue 32: a
/// `Dictionary` keyed by `String` hashes with SipHash through `Hasher` and cost about 800 instructions a name
/// (lookup and insertion), several names a setting.
struct NameTable<Value> {
    /// Positions in `entries` (-1: an empty slot); a power of two in size, at most half full.
    private var slots: [Int32]
    /// The names in the order they were entered, each with its hash and value (one list: a table is made for each
    /// section, and each list is an allocation).
    private var entries: [(hash: UInt64, name: String, value: Value)] = []

    /// A table for about `capacity` names (it grows past them).
    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        entries.reserveCapacity(capacity)
    }

    var count: Int { entries.count }

    /// Calls `body` with each name and its first value, in the order they were entered.
    func forEach(_ body: (String, Value) -> Void) {
        for entry in entries { body(entry.name, entry.value) }
    }

    /// The value of the name's first entry, when the name is already in the table; else nil, and `value` is
    /// entered as the name's.
    mutating func first(_ name: String, _ value: Value) -> Value? {
        let hash = KeyIndex.hash(name)
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while true {
            let position = Int(slots[slot])
            if position < 0 { break }
            if entries[position].hash == hash, entries[position].name == name { return entries[position].value }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        entries.append((hash, name, value))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The value of the first entry with this hash for which `isSame` holds, when there is one; else nil, and `value`
    /// is entered under the hash. For names never made as strings (`RouteNameCheck`: a hash from their parts, and
    /// `isSame` compares the parts); a table filled this way is searched only this way.
    mutating func first(hash: UInt64, _ value: Value, isSame: (Value) -> Bool) -> Value? {
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while true {
            let position = Int(slots[slot])
            if position < 0 { break }
            if entries[position].hash == hash, isSame(entries[position].value) { return entries[position].value }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        entries.append((hash, "", value))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The value entered for `name`, if any.
    func value(of name: String) -> Value? {
        let hash = KeyIndex.hash(name)
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while true {
            let position = Int(slots[slot])
            if position < 0 { return nil }
            if entries[position].hash == hash, entries[position].name == name { return entries[position].value }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for position in entries.indices {
            var slot = Self.slot(entries[position].hash, mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: position)
        }
    }

    /// FNV's low bits are weak on short names that differ in their last byte only; the high bits are folded in.
    private static func slot(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((hash ^ (hash >> 32)) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }
}

extension NameTable: Sendable where Value: Sendable {}
