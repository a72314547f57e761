/// Enum cases renamed in the schema (`renamedFrom:` on a case): a raw value stored by an older version
/// decodes as the case it was renamed to; encoding writes the current name, so the data migrates on save.
extension SettingsEnum {
    /// The case a stored raw value means: a current case, or the case an old raw value was renamed to.
    public init?(storedRawValue: String) {
        guard let value = Self(rawValue: storedRawValue) ?? Self.renamedCases[storedRawValue] else { return nil }
        self = value
    }

    /// Decodes a stored raw value like the standard `RawRepresentable` decoding, and also accepts the old
    /// raw values of ``renamedCases``. Generated enums with renamed cases implement `init(from:)` with it.
    public init(decodingRenamedCasesFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(storedRawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot initialize \(Self.self) from invalid String value \(raw)")
        }
        self = value
    }
}
