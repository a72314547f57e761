/// Finds a duplicate key among the keys one mapping has accepted so far. The keys are kept, by the reader, as
/// 64-bit hashes of their UTF-8 bytes (taken from libyaml's buffer, so no String is hashed) in a run of a shared
/// array, in the order of the mapping's pairs; positions are relative to the start of that run. A short mapping
/// is searched linearly; past `linearLimit` keys an open-addressing table of positions is kept here. A hash only
/// narrows the search: the caller confirms a match by comparing the text.
struct KeyIndex {
    /// Positions into the mapping's hashes (-1: empty slot); empty until the mapping outgrows `linearLimit`.
    private var slots: [Int32] = []

    static let linearLimit = 16

    /// FNV-1a over `bytes`: ``hashStart``, then ``hashStep(_:_:)`` for each byte.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = hashStart
        for byte in bytes { hash = hashStep(hash, byte) }
        return hash
    }

    /// FNV-1a's offset basis and one step of it: for a hash of bytes that are never one buffer
    /// (`RouteNameCheck.caseShape` hashes a `Route` case from its two names).
    static let hashStart: UInt64 = 0xCBF2_9CE4_8422_2325
    @inline(__always)
    static func hashStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }

    /// The same hash as `hash(_:)` of the text's UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    /// The position of a key with this hash, among `hashes[base...]`, for which `matches` (given that position)
    /// is true, if there is one.
    func position(of hash: UInt64, in hashes: [UInt64], from base: Int, where matches: (Int) -> Bool) -> Int? {
        if slots.isEmpty { return Self.linearPosition(of: hash, in: hashes, from: base, where: matches) }
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while true {
            let position = Int(slots[slot])
            if position < 0 { return nil }
            if hashes[base + position] == hash, matches(position) { return position }
            slot = (slot + 1) & mask
        }
    }

    /// `position(of:in:from:where:)` of an index without a table (at most `linearLimit` keys): a search in turn,
    /// which needs no index at all (the reader keeps an index only for a mapping that outgrows the limit).
    static func linearPosition(of hash: UInt64, in hashes: [UInt64], from base: Int, where matches: (Int) -> Bool) -> Int? {
        var index = base
        while index < hashes.count {
            if hashes[index] == hash, matches(index - base) { return index - base }
            index += 1
        }
        return nil
    }

    /// Takes in the key just appended to `hashes[base...]` (the last element).
    mutating func didAppend(to hashes: [UInt64], from base: Int) {
        let count = hashes.count - base
        if slots.isEmpty {
            if count > Self.linearLimit { rebuild(hashes, from: base, capacity: 64) }
        } else if count * 2 > slots.count {
            rebuild(hashes, from: base, capacity: slots.count * 2)
        } else {
            insert(count - 1, hash: hashes[hashes.count - 1])
        }
    }

    private mutating func rebuild(_ hashes: [UInt64], from base: Int, capacity: Int) {
        slots = [Int32](repeating: -1, count: capacity)
        for index in base..<hashes.count { insert(index - base, hash: hashes[index]) }
    }

    private mutating func insert(_ position: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: position)
    }

    /// FNV's low bits are weak on short keys that differ in their last byte only; fold the high bits in.
    private static func slot(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((hash ^ (hash >> 32)) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }
}
