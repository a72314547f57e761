/// A value the settings containers read and write with the decoder's and encoder's own methods for its type
/// (`decodeIfPresent(Bool.self, forKey:)`), not through their generic `Decodable` path, which goes through
/// `init(from:)` and a single-value container for every value: `Bool`, `Int`, `Double`, `Float` and `String`.
/// The containers' overloads for these types are `@inlinable`, so generated code calls the concrete methods.
public protocol SettingsDirectCodable: Codable {
    /// The value under `key`, nil when it is missing or null; throws when it has another type.
    static func _settingsDecodeIfPresent(
        from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey
    ) throws -> Self?
    func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws
}

extension Bool: SettingsDirectCodable {
    @inlinable
    public static func _settingsDecodeIfPresent(from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws -> Bool? {
        try container.decodeIfPresent(Bool.self, forKey: key)
    }

    @inlinable
    public func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Int: SettingsDirectCodable {
    @inlinable
    public static func _settingsDecodeIfPresent(from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws -> Int? {
        try container.decodeIfPresent(Int.self, forKey: key)
    }

    @inlinable
    public func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Double: SettingsDirectCodable {
    @inlinable
    public static func _settingsDecodeIfPresent(from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws -> Double? {
        try container.decodeIfPresent(Double.self, forKey: key)
    }

    @inlinable
    public func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Float: SettingsDirectCodable {
    @inlinable
    public static func _settingsDecodeIfPresent(from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws -> Float? {
        try container.decodeIfPresent(Float.self, forKey: key)
    }

    @inlinable
    public func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension String: SettingsDirectCodable {
    @inlinable
    public static func _settingsDecodeIfPresent(from container: KeyedDecodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws -> String? {
        try container.decodeIfPresent(String.self, forKey: key)
    }

    @inlinable
    public func _settingsEncode(to container: inout KeyedEncodingContainer<SettingsCodingKey>, forKey key: SettingsCodingKey) throws {
        try container.encode(self, forKey: key)
    }
}

// MARK: Decoding: the common case inline, everything else (and every report) in the general path
//
// Each of these has a name of its own (`decodeBasic`, `decodeNumber`, `decodeEnum`, ...) rather than being one more
// overload of `decode`: generated code calls one per setting, and the type checker then picks the method by name
// instead of ranking a dozen generic overloads, for every setting of a 10,000-setting model.

extension SettingsDecodingContainer {
    /// As ``decode(_:default:)-(_,T)``, for `Bool`, `Int`, `Double`, `Float` and `String`.
    @inlinable
    public func decodeBasic<T: SettingsDirectCodable>(_ key: String, default defaultValue: T) -> T {
        if let value = try? T._settingsDecodeIfPresent(from: container, forKey: SettingsCodingKey(key)) { return value }
        return decodeInGeneral(key, default: defaultValue)
    }

    /// As ``decode(_:default:)-(_,T?)``, for `Bool`, `Int`, `Double`, `Float` and `String`.
    @inlinable
    public func decodeOptionalBasic<T: SettingsDirectCodable>(_ key: String, default defaultValue: T?) -> T? {
        if let value = try? T._settingsDecodeIfPresent(from: container, forKey: SettingsCodingKey(key)) { return value }
        return decodeInGeneral(key, default: defaultValue)
    }

    /// As ``decode(_:default:range:step:)-(_,T,_,_)``, for `Int`, `Double` and `Float`.
    @inlinable
    public func decodeNumber<T: SettingsDirectCodable & SettingsNumber>(
        _ key: String, default defaultValue: T, range: ClosedRange<T>?, step: T?
    ) -> T {
        if let value = try? T._settingsDecodeIfPresent(from: container, forKey: SettingsCodingKey(key)),
           step == nil, range?.contains(value) ?? true {
            return value
        }
        return decodeInGeneral(key, default: defaultValue, range: range, step: step)
    }

    /// As ``decode(_:default:range:step:)-(_,T?,_,_)``, for `Int`, `Double` and `Float`.
    @inlinable
    public func decodeOptionalNumber<T: SettingsDirectCodable & SettingsNumber>(
        _ key: String, default defaultValue: T?, range: ClosedRange<T>?, step: T?
    ) -> T? {
        if let value = try? T._settingsDecodeIfPresent(from: container, forKey: SettingsCodingKey(key)),
           step == nil, range?.contains(value) ?? true {
            return value
        }
        return decodeInGeneral(key, default: defaultValue, range: range, step: step)
    }

    /// As ``decode(_:default:)-(_,T)``, for a schema's enum: a stored case name is read as a string.
    @inlinable
    public func decodeEnum<T: SettingsEnum>(_ key: String, default defaultValue: T) -> T {
        if let raw = try? container.decodeIfPresent(String.self, forKey: SettingsCodingKey(key)), let value = T(rawValue: raw) {
            return value
        }
        return decodeInGeneral(key, default: defaultValue)
    }

    /// As ``decode(_:default:)-(_,T?)``, for a schema's enum.
    @inlinable
    public func decodeOptionalEnum<T: SettingsEnum>(_ key: String, default defaultValue: T?) -> T? {
        if let raw = try? container.decodeIfPresent(String.self, forKey: SettingsCodingKey(key)), let value = T(rawValue: raw) {
            return value
        }
        return decodeInGeneral(key, default: defaultValue)
    }
}

// MARK: Encoding

extension SettingsEncodingContainer {
    /// As ``encode(_:forKey:)-(T,_)``, for `Bool`, `Int`, `Double`, `Float` and `String`.
    @inlinable
    public mutating func encodeBasic<T: SettingsDirectCodable>(_ value: T, forKey key: String) throws {
        try value._settingsEncode(to: &container, forKey: SettingsCodingKey(key))
        writtenKeys.append(key)
    }

    /// As ``encode(_:forKey:)-(T?,_)``, for `Bool`, `Int`, `Double`, `Float` and `String`; `nil` is written as null.
    @inlinable
    public mutating func encodeOptionalBasic<T: SettingsDirectCodable>(_ value: T?, forKey key: String) throws {
        if let value {
            try value._settingsEncode(to: &container, forKey: SettingsCodingKey(key))
        } else {
            try container.encodeNil(forKey: SettingsCodingKey(key))
        }
        writtenKeys.append(key)
    }

    /// A schema's enum, written as its case name (its raw value).
    @inlinable
    public mutating func encodeEnum<T: SettingsEnum>(_ value: T, forKey key: String) throws {
        try container.encode(value.rawValue, forKey: SettingsCodingKey(key))
        writtenKeys.append(key)
    }

    /// An optional enum; `nil` is written as null.
    @inlinable
    public mutating func encodeOptionalEnum<T: SettingsEnum>(_ value: T?, forKey key: String) throws {
        if let value {
            try container.encode(value.rawValue, forKey: SettingsCodingKey(key))
        } else {
            try container.encodeNil(forKey: SettingsCodingKey(key))
        }
        writtenKeys.append(key)
    }
}
