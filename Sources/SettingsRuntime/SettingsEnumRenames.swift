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
        let raw = try Self.storedText(container)
        guard let value = Self(storedRawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot initialize \(Self.self) from invalid String value \(raw)")
        }
        self = value
    }

    /// A stored raw value as text: a string as it is; a number or a boolean (an Int-backed enum's raw value, a value
    /// `@AppStorage` wrote) as its JSON text, so `renamedFrom: 1` matches a stored `1` and `renamedFrom: true` a
    /// stored `true`.
    private static func storedText(_ container: any SingleValueDecodingContainer) throws -> String {
        if let text = try? container.decode(String.self) { return text }
        if let number = try? container.decode(Int.self) { return String(number) }
        if let number = try? container.decode(Double.self), number.isFinite {
            // A whole number written with a fraction (1.0) is that number.
            if number == number.rounded(), let whole = Int(exactly: number) { return String(whole) }
            return String(describing: number)
        }
        if let flag = try? container.decode(Bool.self) { return flag ? "true" : "false" }
        return try container.decode(String.self)
    }
}
