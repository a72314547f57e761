/// A fast non-cryptographic 64-bit hash of bytes (the XXH64 algorithm, seed 0), fed in pieces of any size.
/// `generate`'s cache uses it to fingerprint inputs and to tell whether an output file still holds what was
/// written. It detects accidental change (an edit, a truncated file), not a deliberate collision.
struct Hash64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private var v1: UInt64 = prime1 &+ prime2
    private var v2: UInt64 = prime2
    private var v3: UInt64 = 0
    private var v4: UInt64 = 0 &- prime1
    private var totalLength: UInt64 = 0
    /// Bytes not yet part of a 32-byte stripe.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    init() {}

    /// The hash of `bytes` in one call.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hasher = Hash64()
        hasher.update(bytes)
        return hasher.finish()
    }

    static func of(_ text: String) -> UInt64 {
        var hasher = Hash64()
        hasher.update(text)
        return hasher.finish()
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds a number as 8 little-endian bytes (lengths and counts in fingerprints).
    mutating func update(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { update($0) }
    }

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        totalLength &+= UInt64(buffer.count)
        var offset = 0
        let count = buffer.count
        if pendingCount > 0 {
            let take = min(32 - pendingCount, count)
            withUnsafeMutableBytes(of: &pending) { stripe in
                stripe.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: take)
            }
            pendingCount += take
            offset = take
            guard pendingCount == 32 else { return }
            let stripe = pending
            withUnsafeBytes(of: stripe) { consumeStripe($0.baseAddress!) }
            pendingCount = 0
        }
        while count - offset >= 32 {
            consumeStripe(base.advanced(by: offset))
            offset += 32
        }
        if offset < count {
            withUnsafeMutableBytes(of: &pending) { stripe in
                stripe.baseAddress!.copyMemory(from: base.advanced(by: offset), byteCount: count - offset)
            }
            pendingCount = count - offset
        }
    }

    func finish() -> UInt64 {
        var hash: UInt64
        if totalLength >= 32 {
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            hash = Self.merge(hash, v1)
            hash = Self.merge(hash, v2)
            hash = Self.merge(hash, v3)
            hash = Self.merge(hash, v4)
        } else {
            hash = Self.prime5
        }
        hash &+= totalLength
        withUnsafeBytes(of: pending) { stripe in
            var offset = 0
            while pendingCount - offset >= 8 {
                let lane = UInt64(littleEndian: stripe.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash ^= Self.round(0, lane)
                hash = rotate(hash, 27) &* Self.prime1 &+ Self.prime4
                offset += 8
            }
            if pendingCount - offset >= 4 {
                let word = UInt64(UInt32(littleEndian: stripe.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                hash ^= word &* Self.prime1
                hash = rotate(hash, 23) &* Self.prime2 &+ Self.prime3
                offset += 4
            }
            while offset < pendingCount {
                hash ^= UInt64(stripe[offset]) &* Self.prime5
                hash = rotate(hash, 11) &* Self.prime1
                offset += 1
            }
        }
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        hash ^= hash >> 32
        return hash
    }

    private mutating func consumeStripe(_ pointer: UnsafeRawPointer) {
        v1 = Self.round(v1, UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: 0, as: UInt64.self)))
        v2 = Self.round(v2, UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        v3 = Self.round(v3, UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: 16, as: UInt64.self)))
        v4 = Self.round(v4, UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
    }

    private static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        rotate(accumulator &+ lane &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ accumulator: UInt64) -> UInt64 {
        (hash ^ round(0, accumulator)) &* prime1 &+ prime4
    }
}

@inline(__always)
private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
}

extension UInt64 {
    /// 16 lowercase hexadecimal digits.
    var hex16: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
