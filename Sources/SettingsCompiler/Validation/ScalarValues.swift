/// How plain YAML scalars read as numbers and booleans (the YAML 1.2 core schema, without `.inf`/`.nan`
/// being acceptable values: they are recognised only to be refused with a clear message).
enum ScalarValues {
    enum Number: Equatable {
        case int(Int64)
        case double(Double)
        /// Looks like an integer but does not fit Int64.
        case intOverflow
        /// `.inf`, `-.inf`, `.nan`, or a decimal that overflows Double.
        case notFinite
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    static func isYAML11Bool(_ text: String) -> Bool {
        ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    }

    /// A number in YAML 1.2 core syntax: decimal, `0x` hex and `0o` octal integers, decimals with an exponent.
    static func number(_ text: String) -> Number? {
        if let value = shortDecimalInteger(text) { return .int(value) }
        if let value = shortDecimal(text) { return .double(value) }
        if let integer = integer(text) { return integer }
        // The words below all start with `.`, `+` or `-`: a number starting with a digit skips comparing them.
        if let first = text.utf8.first, first >= 0x30, first <= 0x39 {
            guard isDecimal(text), let value = Double(text) else { return nil }
            return value.isFinite ? .double(value) : .notFinite
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .notFinite
        default:
            break
        }
        guard isDecimal(text), let value = Double(text) else { return nil }
        return value.isFinite ? .double(value) : .notFinite
    }

    /// The common case of `integer`, read straight from the bytes: an optional sign and 1 to 18 decimal digits
    /// (which always fit Int64). Nil for anything else, which `integer` then reads.
    private static func shortDecimalInteger(_ text: String) -> Int64? {
        var negative = false
        var value: Int64 = 0
        var digits = 0
        var isFirst = true
        for byte in text.utf8 {
            defer { isFirst = false }
            if isFirst, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                negative = byte == UInt8(ascii: "-")
                continue
            }
            guard byte >= 0x30, byte <= 0x39, digits < 18 else { return nil }
            value = value &* 10 &+ Int64(byte &- 0x30)
            digits += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }

    /// The common case of a decimal with a fraction, read straight from the bytes: an optional sign, digits, `.`,
    /// digits, 15 digits at most in all. Their value as a whole number is exact in a `Double` (below 2^53), as is
    /// the power of ten it is divided by (up to 10^22), so the one division rounds correctly: the same `Double` as
    /// `Double(text)` (issue 32: reading `0.50` the general way cost about 2,000 instructions). Nil for anything
    /// else, which the general reading then reads.
    private static func shortDecimal(_ text: String) -> Double? {
        var negative = false
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        var isFirst = true
        for byte in text.utf8 {
            defer { isFirst = false }
            if isFirst, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                negative = byte == UInt8(ascii: "-")
                continue
            }
            if byte == UInt8(ascii: ".") {
                guard !sawPoint, digits > 0 else { return nil }
                sawPoint = true
                continue
            }
            guard byte >= 0x30, byte <= 0x39, digits < 15 else { return nil }
            mantissa = mantissa &* 10 &+ Int64(byte &- 0x30)
            digits += 1
            if sawPoint { fractionDigits += 1 }
        }
        guard sawPoint, fractionDigits > 0 else { return nil }
        var divisor = 1.0
        for _ in 0..<fractionDigits { divisor *= 10 }
        let value = Double(mantissa) / divisor
        return negative ? -value : value
    }

    private static func integer(_ text: String) -> Number? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.hasPrefix("0o") {
            radix = 8
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ digitValue($0) < radix }) else {
            return nil
        }
        guard let magnitude = UInt64(digits, radix: radix) else { return .intOverflow }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .int(Int64.min) }
            guard magnitude <= UInt64(Int64.max) else { return .intOverflow }
            return .int(-Int64(magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { return .intOverflow }
        return .int(Int64(magnitude))
    }

    /// The value of an ASCII digit or letter digit (`0`-`9`, `a`-`z`, `A`-`Z`), or 36 for any other byte: a
    /// byte is a digit of radix r when its value is below r.
    private static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x5A: Int(byte - 0x41) + 10
        case 0x61...0x7A: Int(byte - 0x61) + 10
        default: 36
        }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, byte >= 0x30 && byte <= 0x39 {
                bytes = bytes.dropFirst()
                count += 1
            }
            return count
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let whole = digits()
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = digits()
        }
        guard whole + fraction > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
