/// Writes a generated section's fields into a keyed container.
///
/// `nil` optionals are written as an explicit null, so "the user chose nil" survives a round trip (a
/// missing key would decode as the default instead). Unknown fields are written into the same container as
/// the known fields; call ``encode(_:)`` last: a key already written by a known field is not overwritten.
public struct SettingsEncodingContainer {
    @usableFromInline var container: KeyedEncodingContainer<SettingsCodingKey>
    /// The keys written so far, in order (a set is made of them only when there are unknown fields to write).
    @usableFromInline var writtenKeys: [String] = []

    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: SettingsCodingKey.self)
    }

    public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws {
        try container.encode(value, forKey: SettingsCodingKey(key))
        writtenKeys.append(key)
    }

    /// An optional value; `nil` is written as null.
    public mutating func encode<T: Encodable>(_ value: T?, forKey key: String) throws {
        if let value {
            try container.encode(value, forKey: SettingsCodingKey(key))
        } else {
            try container.encodeNil(forKey: SettingsCodingKey(key))
        }
        writtenKeys.append(key)
    }

    /// A setting of a type the app supplies: its value, except while it holds `defaultValue` and `unknown` keeps a
    /// stored value under `key` that the type could not decode (see
    /// ``SettingsDecodingContainer/decodeCustom(_:default:)-(_,T)``): that value is then written back, by
    /// ``encode(_:)``, so nothing is lost until the setting changes.
    public mutating func encodeCustom<T: SettingsCustomValue>(_ value: T, forKey key: String, default defaultValue: T, keeping unknown: SettingsUnknownFields) throws {
        if value == defaultValue, unknown[key] != nil { return }
        try encode(value, forKey: key)
    }

    /// An optional setting of a type the app supplies; as ``encodeCustom(_:forKey:default:keeping:)-(T,_,_,_)``.
    public mutating func encodeCustom<T: SettingsCustomValue>(_ value: T?, forKey key: String, default defaultValue: T?, keeping unknown: SettingsUnknownFields) throws {
        if value == defaultValue, unknown[key] != nil { return }
        try encode(value, forKey: key)
    }

    /// The unknown fields kept from decoding, in sorted key order, except keys already written.
    public mutating func encode(_ unknown: SettingsUnknownFields) throws {
        guard !unknown.isEmpty else { return }
        var written = Set(writtenKeys)
        for key in unknown.keys where !written.contains(key) {
            try container.encode(unknown[key]!, forKey: SettingsCodingKey(key))
            written.insert(key)
            writtenKeys.append(key)
        }
    }
}
