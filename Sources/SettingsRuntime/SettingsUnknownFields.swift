/// Stored keys of a section that the schema (this version of it) does not know, with their values.
///
/// ``SettingsDecodingContainer`` collects them and ``SettingsEncodingContainer`` writes them back next to
/// the known fields, so a file written by a newer app version loses nothing when an older version saves it.
/// Two values are equal when they hold the same keys with equal values.
public struct SettingsUnknownFields: Hashable, Sendable {
    private var storage: [String: SettingsJSONValue]

    /// No unknown fields.
    public init() {
        storage = [:]
    }

    /// The given fields.
    public init(_ fields: [String: SettingsJSONValue]) {
        storage = fields
    }

    public var isEmpty: Bool { storage.isEmpty }

    public var count: Int { storage.count }

    /// The keys, sorted.
    public var keys: [String] { storage.keys.sorted() }

    /// All fields.
    public var fields: [String: SettingsJSONValue] { storage }

    /// The value stored under `key`; setting `nil` removes the key.
    public subscript(key: String) -> SettingsJSONValue? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}

extension SettingsUnknownFields: CustomStringConvertible {
    public var description: String { SettingsJSONValue.object(storage).description }
}
