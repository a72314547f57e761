/// A coding key made from any string; the containers of SettingsRuntime use it for every key.
public struct SettingsCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public let intValue: Int?

    /// A key with the given text and no integer value.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    public init?(stringValue: String) {
        self.init(stringValue)
    }

    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension CodingKey {
    /// The text used for this key in a ``SettingsDecodingReport`` path.
    var settingsPathComponent: String {
        if let intValue { return String(intValue) }
        return stringValue
    }
}
