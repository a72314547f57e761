/// The value of a `data` setting (`type: data` in a schema): bytes, stored as base64 text in the JSON document and
/// as a property-list `Data` value in the flat layout (what `@AppStorage("key") var value: Data` writes).
///
/// SettingsRuntime has no Foundation, so the generated property is this type rather than `Foundation.Data`;
/// SettingsStore converts between the two (`SettingsData(data)`, `value.data`). A stored value that is not base64
/// text falls back to the default with a report, as any value of another type does.
public struct SettingsData: Hashable, Sendable, Codable, CustomStringConvertible, SettingsValueConvertible {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// The bytes of base64 text (RFC 4648, with padding: what `Data.base64EncodedString()` writes); nil when
    /// the text is not that.
    public init?(base64 text: String) {
        guard let bytes = SettingsBase64.decode(text) else { return nil }
        self.bytes = bytes
    }

    /// The bytes as base64 text, as the JSON document stores them.
    public var base64: String { SettingsBase64.encode(bytes) }

    public var count: Int { bytes.count }
    public var isEmpty: Bool { bytes.isEmpty }

    /// The size, what a form shows for the value (`12 bytes`): the bytes themselves are not text.
    public var description: String { Self.sizeText(bytes.count) }

    /// `no data`, `1 byte`, `12 bytes`.
    public static func sizeText(_ count: Int) -> String {
        count == 0 ? "no data" : count == 1 ? "1 byte" : "\(count) bytes"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let bytes = SettingsBase64.decode(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not base64 text")
        }
        self.bytes = bytes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(base64)
    }

    /// The base64 text, so change lists and merges compare the bytes; a form shows ``description``
    /// (``SettingsFormSetting/displayText(_:)``).
    public var settingsValue: SettingsValue { .string(base64) }

    public init?(settingsValue: SettingsValue) {
        guard case .string(let text) = settingsValue else { return nil }
        self.init(base64: text)
    }
}

/// Base64 (RFC 4648, standard alphabet, with `=` padding), without Foundation: the compiler checks a `data`
/// default with it and the runtime stores values with it.
public enum SettingsBase64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = bytes[index], b1 = count > 1 ? bytes[index + 1] : 0, b2 = count > 2 ? bytes[index + 2] : 0
            output.append(alphabet[Int(b0 >> 2)])
            output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            output.append(count > 1 ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            output.append(count > 2 ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of `text`, or nil when it is not padded base64 (a length that is a multiple of 4, only the
    /// alphabet, `=` only as the last one or two characters, no bits set after the last byte).
    public static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        func value(_ character: UInt8) -> UInt8? {
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): 62
            case UInt8(ascii: "/"): 63
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count / 4 * 3)
        var index = 0
        while index < characters.count {
            let last = index + 4 == characters.count
            let padding = last ? (characters[index + 3] == UInt8(ascii: "=") ? (characters[index + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var quad: [UInt8] = []
            for offset in 0..<(4 - padding) {
                guard let v = value(characters[index + offset]) else { return nil }
                quad.append(v)
            }
            bytes.append(quad[0] << 2 | quad[1] >> 4)
            if padding < 2 { bytes.append(quad[1] << 4 | quad[2] >> 2) } else if quad[1] & 0x0F != 0 { return nil }
            if padding < 1 { bytes.append(quad[2] << 6 | quad[3]) } else if padding == 1, quad[2] & 0x03 != 0 { return nil }
            index += 4
        }
        return bytes
    }
}
