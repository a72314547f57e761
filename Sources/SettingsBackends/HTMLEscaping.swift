/// The one place where text reaches generated HTML. Every string from a schema goes through one of these.
public enum HTMLEscaping {
    /// Whether `scalar` is a Unicode noncharacter: U+FDD0...U+FDEF, or U+xFFFE/U+xFFFF of any plane.
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// Text content and attribute values (always double-quoted) in HTML and XML (the Settings.bundle property
    /// lists): `&`, `<`, `>`, `"` and `'` become character references; control characters other than tab and
    /// line feed are dropped; noncharacters become U+FFFD, so the output is well-formed XML 1.0.
    public static func text(_ value: String) -> String {
        // Printable ASCII without `&`, `<`, `>`, `"` or `'` (and tabs and line feeds) is written as it is: most text
        // is, and building it again a scalar at a time was the largest cost of `settingsc docs` (issue 32).
        if SwiftEscaping.allBytes(of: value, satisfy: { ($0 >= 0x20 && $0 <= 0x7E && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 && $0 != 0x27) || $0 == 0x0A || $0 == 0x09 }) {
            return value
        }
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\r": result += "\n"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) { continue }
                // Noncharacters (U+FFFE, U+FFFF, U+FDD0-U+FDEF and the last two of every plane) are not XML text:
                // U+FFFE and U+FFFF make a property list ill-formed. They show as U+FFFD.
                result.unicodeScalars.append(isNoncharacter(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// A JSON string literal that is safe inside `<script>`: besides JSON's own escapes, `<`, `>`, `&`,
    /// U+2028 and U+2029 are written as `\uXXXX`, so `</script>` and `<!--` cannot appear and the
    /// script cannot be ended or turned into a comment by the data.
    public static func scriptString(_ value: String) -> String {
        var result = ""
        appendScriptString(value, to: &result)
        return result
    }

    /// Appends ``scriptString(_:)`` of `value` to `result`, without a string of its own (the docs' search data
    /// writes some 30,000 of them at N = 1,000, issue 32).
    public static func appendScriptString(_ value: String, to output: inout String) {
        // Printable ASCII without `"`, `\`, `<`, `>` or `&` is written as it is (most of a search index).
        if SwiftEscaping.allBytes(of: value, satisfy: { $0 >= 0x20 && $0 <= 0x7E && $0 != 0x22 && $0 != 0x5C && $0 != 0x3C && $0 != 0x3E && $0 != 0x26 }) {
            output += "\""
            output += value
            output += "\""
            return
        }
        // Else a pass over the bytes, copying what needs no escape (the search data's places hold `›`, so this
        // runs for most entries; a scalar at a time it was some 40 M of the 1,000-setting docs, issue 32).
        let escaped: [UInt8]? = value.utf8.withContiguousStorageIfAvailable { escapedScriptBytes($0) }
        if let escaped {
            output += String(decoding: escaped, as: UTF8.self)
            return
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&" || scalar.value == 0x2028
                    || scalar.value == 0x2029 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        output += result
        output += "\""
    }

    /// Whether ``scriptString(_:)`` of `value` is `value` between quotes: printable ASCII other than `"`, `\`, `<`, `>`
    /// and `&`, and any other UTF-8 but U+0080...U+009F (`C2 80`...`C2 9F`) and U+2028/U+2029 (`E2 80 A8`/`A9`). The
    /// search data's places hold `›`, so the ASCII test alone sent most entries down the escaping path (issue 32).
    static func isScriptSafe(_ value: String) -> Bool {
        let safe: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // One table lookup for the usual byte (about a third of the instructions of a switch per byte).
                if scriptByteIsPlain[Int(byte)] {
                    index += 1
                    continue
                }
                switch byte {
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0: return false
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return false
                case 0xC2, 0xE2: index += 1
                default: return false
                }
            }
            return true
        }
        return safe ?? false
    }

    /// The bytes ``isScriptSafe(_:)`` passes at once: printable ASCII but `"`, `\`, `<`, `>` and `&`, and every byte
    /// of 0x80 and above but `C2` and `E2` (which may start U+0080...U+009F, U+2028 or U+2029).
    private static let scriptByteIsPlain: [Bool] = (0...255).map { byte in
        switch byte {
        case 0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x7F, 0x00..<0x20, 0xC2, 0xE2: false
        default: true
        }
    }

    /// ``scriptString(_:)`` of valid UTF-8, from its bytes: the same escapes as the scalar loop (the scalars it escapes
    /// are ASCII, U+0080...U+009F, written `C2 80`...`C2 9F`, and U+2028/U+2029, `E2 80 A8`/`E2 80 A9`).
    static func escapedScriptBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        result.append(0x22)
        func unicode(_ value: UInt32) {
            result.append(0x5C)
            result.append(0x75)
            for shift in stride(from: 12, through: 0, by: -4) { result.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x22: result.append(0x5C); result.append(0x22)
            case 0x5C: result.append(0x5C); result.append(0x5C)
            case 0x0A: result.append(0x5C); result.append(0x6E)
            case 0x0D: result.append(0x5C); result.append(0x72)
            case 0x09: result.append(0x5C); result.append(0x74)
            case 0x00..<0x20, 0x3C, 0x3E, 0x26, 0x7F: unicode(UInt32(byte))
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                unicode(UInt32(bytes[index + 1]))
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                unicode(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        result.append(0x22)
        return result
    }

    /// Text inside an HTML comment (`<!-- ... -->`): a `-` that follows a `-` becomes U+2010 (so `--` never
    /// occurs), `<` and `>` become `_`, and line breaks become spaces; the comment cannot be closed early.
    public static func comment(_ value: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            switch scalar {
            case "-": result.append(result.last == "-" || result.last == "\u{2010}" ? "\u{2010}" : "-")
            case "<", ">": result.append("_")
            default: result.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar)
            }
        }
        return String(result)
    }
}

extension CodePrinter {
    /// Writes ``HTMLEscaping/scriptString(_:)`` of `value`, without a string of its own when nothing needs escaping
    /// (``HTMLEscaping/isScriptSafe(_:)``: nearly all of a search index).
    mutating func writeScriptString(_ value: String) {
        if HTMLEscaping.isScriptSafe(value) {
            write("\"")
            write(value)
            write("\"")
        } else {
            write(HTMLEscaping.scriptString(value))
        }
    }

    /// Writes ``HTMLEscaping/scriptString(_:)`` of the pieces joined, without joining them when none needs escaping
    /// (the escapes are a scalar's own, so the pieces escaped one by one between one pair of quotes are the same).
    mutating func writeScriptString(_ first: String, _ second: String, _ third: String = "") {
        if HTMLEscaping.isScriptSafe(first), HTMLEscaping.isScriptSafe(second), HTMLEscaping.isScriptSafe(third) {
            write("\"")
            write(first)
            write(second)
            write(third)
            write("\"")
        } else {
            write(HTMLEscaping.scriptString(first + second + third))
        }
    }
}
