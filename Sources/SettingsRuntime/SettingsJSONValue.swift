/// Any value that can be stored in a JSON document.
///
/// Used for stored keys the schema does not know (``SettingsUnknownFields``), so they survive a
/// load/save cycle. Decoding works with any `Decoder`; it tries, in this order, null, `Bool`, `Int64`,
/// `Double`, `String`, an array and a mapping, and takes the first kind the decoder accepts. With JSON this
/// round-trips faithfully: `true` stays a bool (not 1), `7` stays an integer, `7.5` a double. (A decoder
/// that accepts `7.0` as an integer yields `.int(7)`, written back as `7`: the same number.) Encoding writes
/// the same kinds back; mapping keys are written in sorted order.
///
/// Exact numbers: when the decoder's user info holds the document's ``SettingsJSONNumberTexts`` (as
/// `SettingsCoding` arranges, see ``SettingsJSONDocument``), a number that neither an `Int64` nor a `Double`
/// writes back byte for byte decodes as ``number(_:)`` with its stored text, and is written back as that text.
/// Without them, an integer above `Int64.max` that fits a `UInt64` is still kept exactly.
///
/// Depth: a value nested more than ``maximumDepth`` levels deep in the document is not decoded (the decoder
/// throws, and the unknown key is dropped and reported), so a kept value can always be encoded again.
public enum SettingsJSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([SettingsJSONValue])
    case object([String: SettingsJSONValue])
    /// A number kept as its stored text, because no `Int64` or `Double` writes it back the same
    /// (`18446744073709551615`, `-0.0`, `1.50`, `1e400`). The text is valid JSON number syntax.
    case number(String)

    /// How deep in a document a kept value may reach (the root mapping is level 1): well below the 512 levels
    /// at which `JSONDecoder` refuses a document and `JSONEncoder` a value.
    public static let maximumDepth = 256

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if let numbers = decoder.userInfo[.settingsJSONNumberTexts] as? SettingsJSONNumberTexts,
               let text = numbers.text(at: decoder.codingPath) {
                self = Self.exact(text, decoded: try? single.decode(Double.self))
                return
            }
            if single.decodeNil() {
                self = .null
                return
            }
            if let value = try? single.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? single.decode(Int64.self) {
                self = .int(value)
                return
            }
            if let value = try? single.decode(UInt64.self) {
                self = .number(String(value))
                return
            }
            if let value = try? single.decode(Double.self) {
                self = .double(value)
                return
            }
            if let value = try? single.decode(String.self) {
                self = .string(value)
                return
            }
        }
        // A container here would open one level below its coding path (the root mapping is level 1).
        if decoder.codingPath.count >= Self.maximumDepth {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "nested more than \(Self.maximumDepth) levels deep"
            ))
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [SettingsJSONValue] = []
            if let count = unkeyed.count { elements.reserveCapacity(count) }
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(SettingsJSONValue.self))
            }
            self = .array(elements)
            return
        }
        if let keyed = try? decoder.container(keyedBy: SettingsCodingKey.self) {
            var members: [String: SettingsJSONValue] = [:]
            for key in keyed.allKeys {
                members[key.stringValue] = try keyed.decode(SettingsJSONValue.self, forKey: key)
            }
            self = .object(members)
            return
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "Expected a JSON value (null, bool, number, string, array or mapping)."
        ))
    }

    /// The value for a number stored as `text`: a double when writing it back gives the same text, else the text.
    static func exact(_ text: String, decoded: Double?) -> SettingsJSONValue {
        if let integer = Int64(text), String(integer) == text { return .int(integer) }
        if let decoded, decoded.isFinite, Self.jsonText(decoded) == text {
            return .double(decoded)
        }
        return .number(text)
    }

    /// A double as `JSONEncoder` writes it: Swift's shortest text, without a trailing `.0`.
    static func jsonText(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let writer = encoder.userInfo[.settingsJSONNumberWriter] as? SettingsJSONNumberWriter {
                try container.encode(writer.placeholder(for: text))
            } else if let value = Int64(text) {
                try container.encode(value)
            } else if let value = UInt64(text) {
                try container.encode(value)
            } else if let value = Double(text), value.isFinite {
                try container.encode(value)
            } else {
                try container.encode(text)
            }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .object(let members):
            var container = encoder.container(keyedBy: SettingsCodingKey.self)
            for key in members.keys.sorted() {
                try container.encode(members[key]!, forKey: SettingsCodingKey(key))
            }
        }
    }
}

extension SettingsJSONValue: CustomStringConvertible {
    /// Compact JSON text of the value, mapping keys sorted (non-finite doubles are shown as `nan`, `inf`).
    public var description: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += String(describing: value)
        case .number(let text): output += text
        case .string(let value): Self.writeQuoted(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeQuoted(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }

    static func writeQuoted(_ text: String, to output: inout String) {
        output += quote(text)
    }

    /// `text` as a JSON string literal (RFC 8259): `"` and `\` escaped, control characters written as `\n`, `\r`,
    /// `\t` or `\u00XX` escapes, everything else as UTF-8. `scriptSafe`, for JSON that a file or an HTML script
    /// element embeds, also writes `/` after `<` as `\/` (so `</script>` cannot close the element), U+2028, U+2029
    /// (which break JavaScript) and DEL as `\u` escapes, and backspace and form feed as `\b`, `\f`. The one JSON
    /// string escaping of the runtime and of settingsc (its `JSONValue`, script-safe, and the backends call it).
    public static func quote(_ text: String, scriptSafe: Bool = false) -> String {
        var out = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "/" where scriptSafe && previous == "<": out += "\\/"
            case "\u{08}" where scriptSafe: out += "\\b"
            case "\u{0C}" where scriptSafe: out += "\\f"
            case "\u{2028}" where scriptSafe: out += "\\u2028"
            case "\u{2029}" where scriptSafe: out += "\\u2029"
            default:
                if scalar.value < 0x20 || (scriptSafe && scalar.value == 0x7F) {
                    let digits = Array(scriptSafe ? "0123456789ABCDEF" : "0123456789abcdef")
                    out += "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0x0F)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A short description for report messages: scalars as JSON (long strings cut), containers by kind.
    var summary: String {
        switch self {
        case .array: return "an array"
        case .object: return "a mapping"
        case .string(let value) where value.count > 40:
            var output = ""
            Self.writeQuoted(String(value.prefix(40)) + "…", to: &output)
            return output
        default: return description
        }
    }
}

extension SettingsJSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: SettingsJSONValue...) { self = .array(elements) }

    /// A mapping; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, SettingsJSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
