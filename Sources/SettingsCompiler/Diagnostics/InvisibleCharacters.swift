/// Characters that change how text is displayed without showing themselves (issue 20 item 19, "Trojan Source"):
/// bidirectional controls, which reorder what a reviewer sees, and zero-width characters, which hide text. The
/// reader warns about them in schema text (SC1305) and `SwiftEscaping.docComment` writes them as `\u{...}`, so
/// a generated `///` comment shows them.
public enum InvisibleCharacters {
    // Tested with switches, not sets: a `Set<UInt32>` is made at its first use, with its type's metadata and the
    // look-up of its element's conformances (issue 32: 0.17 M instructions of a run that meets one non-ASCII text).

    /// Bidirectional formatting characters: the embeddings, overrides and isolates, and the marks.
    public static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Zero-width characters that are never needed: the zero-width space, the word joiner, the BOM used inside text.
    public static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// Zero-width (non-)joiners: needed in emoji sequences and in Persian or Indic text (after a non-ASCII
    /// character), hidden text after ASCII.
    public static func isJoiner(_ value: UInt32) -> Bool { value == 0x200C || value == 0x200D }

    /// Whether `scalar`, following `previous`, is invisible in a way that can mislead a reader.
    public static func isHidden(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        let value = scalar.value
        if isBidiControl(value) || isZeroWidth(value) { return true }
        if isJoiner(value) { return previous.map(\.isASCII) ?? true }
        return false
    }

    /// The first hidden character of `text`, or nil. Cheap for ASCII text (a byte scan).
    public static func firstHidden(in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        // Every character above is 0xD8 0x9C (U+061C), 0xE2 0x80/0x81 ... or 0xEF 0xBB 0xBF in UTF-8: none is
        // ASCII, so ASCII text (nearly all of a schema) is passed over eight bytes at a time.
        guard !isASCII(bytes), bytes.contains(where: { $0 == 0xE2 || $0 == 0xEF || $0 == 0xD8 }) else { return nil }
        var previous: Unicode.Scalar?
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if isHidden(scalar, after: previous) { return scalar }
            previous = scalar
        }
        return nil
    }

    /// Whether every byte is below 0x80: a word of eight bytes at a time, then the rest one by one.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }
}
