import SettingsCompiler
import SettingsRuntime

/// A JSON document built in memory and printed deterministically (keys in insertion order, two-space
/// indentation, one line per member). Foundation-free. Every string, key or value, is printed through
/// `JSONText.quoted`, which is `SettingsCompiler.JSONValue.quote`: the one JSON string escaping.
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

    /// A runtime value as JSON: the one JSON printing of a setting's value (the values schema's defaults, ranges and
    /// steps, the remote-config backends' defaults). A `float` is printed as the Float it is stored as; `none` is
    /// `null`; an enum case is its name.
    static func value(_ value: SettingsValue) -> JSONText {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let integer): .integer(Int64(integer))
        case .float(let float): number(float) ?? .null
        case .double(let double): number(double) ?? .null
        case .string(let text): .string(text)
        case .enumCase(let name): .string(name)
        case .none: .null
        case .list(let elements): .array(elements.map(JSONText.value))
        }
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

    /// A JSON string literal whose value is exactly `text`: `SettingsCompiler.JSONValue.quote`, the one JSON
    /// string escaping (quotes, backslashes, control characters, U+2028/U+2029 and `</` are escaped).
    public static func quoted(_ text: String) -> String {
        SettingsCompiler.JSONValue.quote(text)
    }
}
