/// The text formats of the `url`, `color` and `date` types, all stored as strings. The runtime checks stored
/// values by the same rules (`SettingsStringFormat` in SettingsRuntime); tests keep the two in step.
public enum FormattedValues {
    /// Why `text` is not an absolute URL, or nil: a scheme (a letter, then letters, digits, `+`, `-`, `.`), a
    /// colon, then at least one character; printable ASCII without spaces, quotes, `<`, `>`, `\`, `^`, backticks,
    /// `{`, `|`, `}` (percent-encode them); `http` and `https` URLs need `//` and a host.
    public static func urlProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]),
              bytes[1..<colon].allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return "it has no scheme such as https:" }
        let rest = bytes[(colon + 1)...]
        guard !rest.isEmpty else { return "nothing follows the scheme" }
        let forbidden: Set<UInt8> = Set(" \"<>\\^`{|}".utf8)
        guard rest.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !forbidden.contains($0) }) else {
            return "it contains a space, a non-ASCII or another character URLs do not allow (percent-encode it)"
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        if scheme == "http" || scheme == "https" {
            let afterSlashes = rest.dropFirst(2)
            guard rest.starts(with: "//".utf8), let first = afterSlashes.first,
                  first != UInt8(ascii: "/"), first != UInt8(ascii: "?"), first != UInt8(ascii: "#")
            else { return "an \(scheme) URL needs // and a host" }
        }
        return nil
    }

    /// Why `text` is not a colour `#RRGGBB` or `#RRGGBBAA`, or nil.
    public static func colorProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9, bytes.dropFirst().allSatisfy(isHexDigit) else {
            return "write # and six or eight hex digits (#RRGGBB or #RRGGBBAA)"
        }
        return nil
    }

    /// Why `text` is not a date and time `YYYY-MM-DDTHH:MM:SSZ` (ISO 8601, UTC, years 0001-9999), or nil.
    public static func dateProblem(_ text: String) -> String? {
        let format = "write the date and time in UTC as YYYY-MM-DDTHH:MM:SSZ, e.g. 2026-01-31T09:00:00Z"
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return format }
        for (index, byte) in bytes.enumerated() {
            let expected: UInt8? = switch index {
            case 4, 7: UInt8(ascii: "-")
            case 10: UInt8(ascii: "T")
            case 13, 16: UInt8(ascii: ":")
            case 19: UInt8(ascii: "Z")
            default: nil
            }
            if let expected { if byte != expected { return format } } else if !isDigit(byte) { return format }
        }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let year = number(0..<4), month = number(5..<7), day = number(8..<10)
        guard year >= 1 else { return "the year must be 0001 or later" }
        guard (1...12).contains(month) else { return "the month must be 01 to 12" }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { return "day \(day) does not exist in that month" }
        guard number(11..<13) <= 23, number(14..<16) <= 59, number(17..<19) <= 59 else { return "the time must be 00:00:00 to 23:59:59" }
        return nil
    }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte) }
}

/// The check of a default of type `url`, `color` or `date`, and its diagnostic code.
enum FormattedStringCheck {
    static func problem(_ text: String, type: ValueType) -> String? {
        switch type.wrapped {
        case .url: FormattedValues.urlProblem(text)
        case .color: FormattedValues.colorProblem(text)
        case .date: FormattedValues.dateProblem(text)
        default: nil
        }
    }

    static func code(_ type: ValueType) -> DiagnosticCode {
        switch type.wrapped {
        case .url: .invalidURLValue
        case .color: .invalidColorValue
        default: .invalidDateValue
        }
    }
}
