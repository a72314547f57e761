/// Byte-level tests the validator runs on every name and range, cheaper than their Character-based
/// equivalents (issue 7).
extension SwiftNames {
    /// Whether `text` starts with `a`...`z`. For a valid identifier (ASCII letters, digits and `_`), the same
    /// as `text.first?.isLowercase == true`, without Character and Unicode property look-ups.
    static func startsWithASCIILowercase(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return (0x61...0x7A).contains(first) }
        return text.first?.isLowercase == true
    }

    /// Whether `text` contains `..<`, searched on its UTF-8 bytes.
    static func containsHalfOpenRange(_ text: String) -> Bool {
        var dots = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<"), dots >= 2 { return true }
            dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
        }
        return false
    }
}
