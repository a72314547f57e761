/// Writes a generated section's fields into a keyed container.
///
/// `nil` optionals are written as an explicit null, so "the user chose nil" survives a round trip (a
/// missing key would decode as the default instead). Unknown fields are written into the same container as
/// the known fields; call ``encode(_:)`` last: a key already written by a known field is not overwritten.
public struct SettingsEncodingContainer {
    private var container: KeyedEncodingContainer<SettingsCodingKey>
    private var writtenKeys: Set<String> = []

    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: SettingsCodingKey.self)
    }

    public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws {
        try container.encode(value, forKey: SettingsCodingKey(key))
        writtenKeys.insert(key)
    }

    /// An optional value; `nil` is written as null.
    public mutating func encode<T: Encodable>(_ value: T?, forKey key: String) throws {
        if let value {
            try container.encode(value, forKey: SettingsCodingKey(key))
        } else {
            try container.encodeNil(forKey: SettingsCodingKey(key))
        }
        writtenKeys.insert(key)
    }

    /// The unknown fields kept from decoding, in sorted key order, except keys already written.
    public mutating func encode(_ unknown: SettingsUnknownFields) throws {
        for key in unknown.keys where !writtenKeys.contains(key) {
            try container.encode(unknown[key]!, forKey: SettingsCodingKey(key))
            writtenKeys.insert(key)
        }
    }
}
