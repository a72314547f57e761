/// The text formats of the schema types `url`, `color` and `date`, which are stored as strings. settingsc checks
/// defaults with these same functions (``problem(_:)``) when it compiles a schema.
public enum SettingsStringFormat: String, Hashable, Sendable, CaseIterable {
    /// An absolute URL: a scheme (`https`, `mailto`, `myapp`), a colon, then printable ASCII without spaces;
    /// `http` and `https` URLs need `//` and a host.
    case url
    /// `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    case color
    /// A date and time in UTC, ISO 8601: `YYYY-MM-DDTHH:MM:SSZ`, years 0001-9999.
    case date

    /// Whether `text` is in this format.
    public func allows(_ text: String) -> Bool {
        problem(text) == nil
    }

    /// Why `text` is not in this format, in the words of a settingsc diagnostic ("it has no scheme such as
    /// https:"), or nil when it is. settingsc checks schema defaults with it, so the compiler and generated code
    /// apply one rule.
    public func problem(_ text: String) -> String? {
        switch self {
        case .url: Self.urlProblem(text)
        case .color: SettingsColor(hex: text) == nil ? "write # and six or eight hex digits (#RRGGBB or #RRGGBBAA)" : nil
        case .date:
            switch SettingsDate.parse(text) {
            case .success: nil
            case .failure(let problem): problem.text
            }
        }
    }

    /// What a form says about text not in this format.
    public var problemMessage: String {
        switch self {
        case .url: "Enter a full address such as https://example.com."
        case .color: "Enter a colour as #RRGGBB or #RRGGBBAA."
        case .date: "Enter a date and time in UTC as 2026-01-31T09:00:00Z."
        }
    }

    /// Why `text` is not an absolute URL, or nil: a scheme (a letter, then letters, digits, `+`, `-`, `.`), a
    /// colon, then at least one character; printable ASCII without spaces, quotes, `<`, `>`, `\`, `^`, backticks,
    /// `{`, `|`, `}` (percent-encode them); `http` and `https` URLs need `//` and a host.
    static func urlProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]),
              bytes[1..<colon].allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
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
}

/// The components of a `color` setting's `#RRGGBB` or `#RRGGBBAA`, each 0...1, and back.
public struct SettingsColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of `#RRGGBB` or `#RRGGBBAA`, or nil for anything else.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [Double] = []
        var index = 1
        while index < bytes.count {
            guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else { return nil }
            channels.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#RRGGBB` (uppercase), or `#RRGGBBAA` when the colour is not opaque; components are clamped to 0...1.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        func byte(_ value: Double) -> String {
            let scaled = Int((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded())
            return String([digits[scaled / 16], digits[scaled % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (byte(alpha) == "FF" ? "" : byte(alpha))
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }
}

/// A `date` setting's `YYYY-MM-DDTHH:MM:SSZ` as seconds since 1970-01-01T00:00:00Z (the Unix epoch, what
/// `Date(timeIntervalSince1970:)` takes), and back; proleptic Gregorian calendar, UTC, whole seconds.
public struct SettingsDate: Hashable, Sendable, Comparable {
    public var secondsSince1970: Int64

    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    /// The date of `YYYY-MM-DDTHH:MM:SSZ` (a day that exists, years 0001-9999), or nil for anything else.
    public init?(iso8601 text: String) {
        guard case .success(let date) = Self.parse(text) else { return nil }
        self = date
    }

    /// Why a text is not a date of the `date` format.
    struct FormatProblem: Error {
        var text: String
    }

    /// The date of `YYYY-MM-DDTHH:MM:SSZ`, or why the text is not one (the words of a settingsc diagnostic).
    static func parse(_ text: String) -> Result<SettingsDate, FormatProblem> {
        let format = FormatProblem(text: "write the date and time in UTC as YYYY-MM-DDTHH:MM:SSZ, e.g. 2026-01-31T09:00:00Z")
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return .failure(format) }
        for (index, byte) in bytes.enumerated() {
            let separator: UInt8? = switch index {
            case 4, 7: UInt8(ascii: "-")
            case 10: UInt8(ascii: "T")
            case 13, 16: UInt8(ascii: ":")
            case 19: UInt8(ascii: "Z")
            default: nil
            }
            if let separator { guard byte == separator else { return .failure(format) } } else { guard (0x30...0x39).contains(byte) else { return .failure(format) } }
        }
        func number(_ range: Range<Int>) -> Int64 { bytes[range].reduce(0) { $0 * 10 + Int64($1 - 0x30) } }
        let year = number(0..<4), month = number(5..<7), day = number(8..<10)
        let hour = number(11..<13), minute = number(14..<16), second = number(17..<19)
        guard year >= 1 else { return .failure(FormatProblem(text: "the year must be 0001 or later")) }
        guard (1...12).contains(month) else { return .failure(FormatProblem(text: "the month must be 01 to 12")) }
        guard (1...Self.days(inMonth: month, year: year)).contains(day) else {
            return .failure(FormatProblem(text: "day \(day) does not exist in that month"))
        }
        guard hour <= 23, minute <= 59, second <= 59 else { return .failure(FormatProblem(text: "the time must be 00:00:00 to 23:59:59")) }
        return .success(SettingsDate(secondsSince1970: Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`; years outside 0001-9999 are clamped to that range's ends.
    public var iso8601: String {
        let lowest = Self.daysSince1970(year: 1, month: 1, day: 1) * 86_400
        let highest = Self.daysSince1970(year: 9999, month: 12, day: 31) * 86_400 + 86_399
        let seconds = min(max(secondsSince1970, lowest), highest)
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = Self.civil(daysSince1970: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3_600)):\(two(rest % 3_600 / 60)):\(two(rest % 60))Z"
    }

    public static func < (lhs: SettingsDate, rhs: SettingsDate) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    static func days(inMonth month: Int64, year: Int64) -> Int64 {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Int(month - 1)]
    }

    /// Days from 1970-01-01 to the date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count from 1970-01-01 (civil_from_days).
    static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
