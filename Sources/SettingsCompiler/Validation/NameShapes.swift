/// A quick "certainly not one of these names" for a fixed set of names (Swift's keywords, the reserved names): for
/// each length in bytes (none longer than the longest name), a bit per first byte of the names of that length (the
/// byte's low six bits, so some bytes share a bit). A name whose length and first byte no name of the set has is
/// not in it; any other name must still be looked up in the set (issue 32: a lookup hashes the name, about 400
/// instructions, and most names are not reserved).
struct NameShapes: Sendable {
    private let bitsByLength: [UInt64]

    init(_ names: some Sequence<String>) {
        var bits: [UInt64] = []
        for name in names {
            guard let first = name.utf8.first else { continue }
            let count = name.utf8.count
            if bits.count <= count { bits += repeatElement(0, count: count + 1 - bits.count) }
            bits[count] |= 1 &<< UInt64(first & 63)
        }
        bitsByLength = bits
    }

    /// False when `name` is certainly none of the names; true when it may be one (look it up).
    func mayContain(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return true }
        return mayContain(length: name.utf8.count, first: first)
    }

    /// ``mayContain(_:)`` of a name of `length` bytes that starts with `first`, told without the name itself.
    func mayContain(length: Int, first: UInt8) -> Bool {
        guard length < bitsByLength.count else { return false }
        return bitsByLength[length] & (1 &<< UInt64(first & 63)) != 0
    }
}
