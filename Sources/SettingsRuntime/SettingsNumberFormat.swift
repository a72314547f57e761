/// How a number setting's value is shown: with a unit (`0.5 s`, `7 days`), a fixed number of decimals
/// (`1.50`), or as a percentage of a stored fraction (`0.25` shows as `25%`). The schema's `unit:` and
/// `format:`; the form carries it (``SettingsFormSetting/format``), and the text renderer, `settingsc preview`,
/// the docs and the SwiftUI rows all show values through ``string(for:usingDecimals:)``.
///
/// The decimal formatting is done here, without Foundation: a `Float` or `Double` is first written as the
/// shortest decimal that reads back as the same number (what Swift's `description` gives: `0.1`, not
/// `0.1000000000000000055511151231257827`), and that decimal is rounded to `decimals` places, half away from
/// zero (`0.125` → `0.13`, `-2.5` → `-3` with 0 decimals). A result that rounds to zero has no minus sign
/// (`-0.0` and `-0.001` with 2 decimals both show `0.00`). Numbers are written without an exponent
/// (`1e20` → `100000000000000000000`), and without `decimals` trailing zeros are dropped (`1.0` → `1`).
public struct SettingsNumberFormat: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        /// The value as it is.
        case number
        /// The value times 100, followed by `%` (the multiplication is exact: it moves the decimal point).
        case percent
    }

    public var style: Style
    /// Digits after the decimal point, rounded half away from zero; nil: as many as the value needs.
    public var decimals: Int?
    /// Text after the number (`s`, `ms`, `days`, `%`): separated by a space, except for `%`, `‰` and units
    /// starting with `°`.
    public var unit: String?

    public init(style: Style = .number, decimals: Int? = nil, unit: String? = nil) {
        self.style = style
        self.decimals = decimals
        self.unit = unit
    }

    /// The value as shown: `0.5 s`, `25%`, `1.50`. `usingDecimals: false` ignores ``decimals`` (for a range
    /// bound or a step, which a fixed precision could misstate). Values that are not numbers are shown by
    /// ``SettingsValue/displayText``.
    public func string(for value: SettingsValue, usingDecimals: Bool = true) -> String {
        guard let number = numberText(value, decimals: usingDecimals ? decimals : nil) else { return value.displayText }
        return number + suffix
    }

    /// A range as shown: `0–10 s`, `0–100%`, `-5 to 5 °C`; an open end: `from 2 s`, `up to 45 s`.
    public func rangeText(_ range: SettingsNumericRange) -> String {
        let lower = range.lowerBound.flatMap { numberText($0, decimals: nil) }
        let upper = range.upperBound.flatMap { numberText($0, decimals: nil) }
        switch (lower, upper) {
        case let (lower?, upper?):
            let separator = lower.hasPrefix("-") || upper.hasPrefix("-") ? " to " : "–"
            return lower + separator + upper + suffix
        case let (lower?, nil): return "from " + lower + suffix
        case let (nil, upper?): return "up to " + upper + suffix
        case (nil, nil): return range.displayText
        }
    }

    /// What follows the number: `%` for a percentage, then the unit.
    var suffix: String {
        var text = style == .percent ? "%" : ""
        if let unit, !unit.isEmpty {
            let tight = text.isEmpty && (unit == "%" || unit == "‰" || unit.hasPrefix("°"))
            text += (tight ? "" : " ") + unit
        }
        return text
    }

    func numberText(_ value: SettingsValue, decimals: Int?) -> String? {
        let scale = style == .percent ? 2 : 0
        switch value {
        case .int(let number): return Self.decimal(number, decimals: decimals, scale: scale)
        case .float(let number): return Self.decimal(number, decimals: decimals, scale: scale)
        case .double(let number): return Self.decimal(number, decimals: decimals, scale: scale)
        default: return nil
        }
    }

    // MARK: Decimal formatting

    /// `value × 10^scale` with `decimals` digits after the point (nil: as many as needed, none for a whole
    /// number), rounded half away from zero.
    public static func decimal(_ value: Double, decimals: Int? = nil, scale: Int = 0) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        return format(parse(value.description), decimals: decimals, scale: scale)
    }

    /// The same for a `Float`, starting from the shortest decimal that reads back as that `Float`.
    public static func decimal(_ value: Float, decimals: Int? = nil, scale: Int = 0) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        return format(parse(value.description), decimals: decimals, scale: scale)
    }

    public static func decimal(_ value: Int, decimals: Int? = nil, scale: Int = 0) -> String {
        format(Decimal(negative: value < 0, digits: Array(String(value.magnitude).utf8).map { $0 - 48 }, exponent: 0),
               decimals: decimals, scale: scale)
    }

    /// A decimal number: `digits × 10^exponent`, with a sign.
    struct Decimal {
        var negative: Bool
        /// Decimal digits, 0...9, most significant first.
        var digits: [UInt8]
        var exponent: Int
    }

    /// Parses Swift's description of a finite number: `-12.5`, `1e-05`, `1.2345e+20`, `0.0`.
    static func parse(_ text: String) -> Decimal {
        var result = Decimal(negative: false, digits: [], exponent: 0)
        var fractionDigits = 0
        var inFraction = false
        var exponentText = ""
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-") where !inExponent: result.negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !inExponent:
                result.digits.append(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            default:
                if inExponent { exponentText.unicodeScalars.append(Unicode.Scalar(byte)) }
            }
        }
        result.exponent = (Int(exponentText) ?? 0) - fractionDigits
        return result
    }

    static func format(_ number: Decimal, decimals: Int?, scale: Int) -> String {
        var digits = number.digits
        var exponent = number.exponent + scale
        // Drop leading zeros (keep one digit).
        while digits.count > 1, digits.first == 0 { digits.removeFirst() }
        if let decimals {
            let places = max(0, decimals)
            // The integer round(digits × 10^(exponent + places)), half away from zero.
            let shift = exponent + places
            if shift >= 0 {
                digits += Array(repeating: 0, count: shift)
            } else {
                let dropped = -shift
                if dropped > digits.count {
                    digits = [0]
                } else {
                    let roundUp = dropped > 0 && digits[digits.count - dropped] >= 5
                    digits.removeLast(dropped)
                    if digits.isEmpty { digits = [0] }
                    if roundUp { increment(&digits) }
                }
            }
            while digits.count > 1, digits.first == 0 { digits.removeFirst() }
            if digits.count <= places { digits = Array(repeating: 0, count: places + 1 - digits.count) + digits }
            return text(digits, pointAfter: digits.count - places, negative: number.negative)
        }
        if digits.allSatisfy({ $0 == 0 }) { return "0" }
        while digits.count > 1, digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if exponent >= 0 { return text(digits + Array(repeating: 0, count: exponent), pointAfter: digits.count + exponent, negative: number.negative) }
        let fraction = -exponent
        if digits.count <= fraction { digits = Array(repeating: 0, count: fraction + 1 - digits.count) + digits }
        return text(digits, pointAfter: digits.count - fraction, negative: number.negative)
    }

    /// Adds one to a number written as digits.
    static func increment(_ digits: inout [UInt8]) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
    }

    /// The digits with a point after the first `pointAfter` of them (none when that is all of them), and a
    /// minus sign unless every digit is zero.
    static func text(_ digits: [UInt8], pointAfter: Int, negative: Bool) -> String {
        var output = negative && digits.contains(where: { $0 != 0 }) ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index == pointAfter { output += "." }
            output.unicodeScalars.append(Unicode.Scalar(digit + UInt8(ascii: "0")))
        }
        return output
    }
}

extension SettingsFormSetting {
    /// The setting's range as shown: with its ``format``, `0–10 s`; without, `0.0...10.0`.
    public var rangeText: String? {
        guard let range else { return nil }
        return format.map { $0.rangeText(range) } ?? range.displayText
    }

    /// The setting's step as shown: with its ``format``, `0.5 s` (all the step's digits); without, `0.5`.
    public var stepText: String? {
        guard let step else { return nil }
        return format.map { $0.string(for: step, usingDecimals: false) } ?? step.displayText
    }
}
