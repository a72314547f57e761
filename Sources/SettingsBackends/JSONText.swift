/// A JSON document built in memory and printed deterministically (keys in insertion order, two-space
/// indentation, one line per member). Foundation-free. Every string, key or value, is printed through
/// `JSONText.quoted`, the one place where text becomes JSON.
public indirect enum JSONText: Sendable {
    case object([(key: String, value: JSONText)])
    case array([JSONText])
    case string(String)
    case integer(Int64)
    /// A number already printed as a JSON number (finite; see `number(_:)`).
    case rawNumber(String)
    case bool(Bool)
    case null

    /// A finite number as JSON; nil for NaN and infinities, which JSON cannot hold.
    public static func number(_ value: Double) -> JSONText? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return .integer(Int64(value)) }
        return .rawNumber("\(value)")
    }

    /// A finite `Float` as JSON, printed with the shortest digits that round-trip as a Float
    /// (0.1, not 0.10000000149011612), as JSONEncoder writes Float values.
    public static func number(_ value: Float) -> JSONText? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e7 { return .integer(Int64(value)) }
        return .rawNumber("\(value)")
    }

    /// The document, ending with a newline.
    public func printed() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            let inner = indent + "  "
            for (index, member) in members.enumerated() {
                output += inner + JSONText.quoted(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "[\n"
            let inner = indent + "  "
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += JSONText.quoted(text)
        case .integer(let value): output += "\(value)"
        case .rawNumber(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// A JSON string literal whose value is exactly `text` (RFC 8259): quotes, backslashes and control
    /// characters are escaped, and so are U+2028 and U+2029 (so the output is also valid JavaScript) and
    /// `/` after `<` (so `</script>` cannot close an HTML script element that embeds the JSON).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "/" where previous == "<": result += "\\/"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return result + "\""
    }
}
