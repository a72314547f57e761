/// A group of settings: a generated struct holding settings and nested sections.
///
/// Generated sections implement `init(from:)` and `encode(to:)` with ``SettingsDecodingContainer`` and
/// ``SettingsEncodingContainer``, so decoding never fails because of a single bad value: every field falls
/// back to its default. `init()` creates the section with every setting at its default.
public protocol SettingsSection: Codable, Hashable, Sendable {
    /// A section with every setting at its default value.
    init()
}

/// The root type of a settings schema (the `settings:` name). It holds sections only.
public protocol SettingsModel: SettingsSection {}

/// An enum declared in a settings schema. The stored raw value is the case name.
///
/// Every enum is also ``SettingsValueConvertible`` (with default implementations), so forms can show its
/// cases with their titles.
public protocol SettingsEnum: RawRepresentable, CaseIterable, Codable, Hashable, Sendable, SettingsValueConvertible
where RawValue == String {
    /// The text shown for this case in a settings screen.
    var title: String { get }

    /// The case that a stored value which is no longer a case (one removed from the schema) decodes as,
    /// instead of the setting's default; nil (the default implementation) when the schema names none.
    static var fallbackCase: Self? { get }

    /// Raw values stored by older versions of the schema (`renamedFrom:` on a case) and the cases they now
    /// decode as; empty (the default implementation) when no case was renamed.
    static var renamedCases: [String: Self] { get }

    /// The conditions under which a picker offers each case (`availableWhen:`), by raw value; empty (the default
    /// implementation) when every case is always offered.
    static var caseConditions: [String: SettingsCondition] { get }
}

extension SettingsEnum {
    public static var fallbackCase: Self? { nil }
    public static var renamedCases: [String: Self] { [:] }
    public static var caseConditions: [String: SettingsCondition] { [:] }
}
