public import SettingsRuntime

/// An Apple platform a setting, section or row may be limited to (`platforms: [iOS, macOS]`): the runtime's
/// ``SettingsPlatform``, so the IR and the generated form share one list. The names are case-sensitive and
/// spelled as Swift's `os(...)` conditions spell them.
public typealias Platform = SettingsPlatform

extension SettingsPlatform {
    /// The compilation condition: `os(iOS)`.
    public var condition: String { "os(\(rawValue))" }

    /// `#if` condition for a list of platforms: `os(iOS) || os(macOS)`.
    public static func condition(_ platforms: [SettingsPlatform]) -> String {
        platforms.map(\.condition).joined(separator: " || ")
    }
}

/// How a number setting's value is shown (`format:`): as a number or a percentage, with fixed decimals or not.
public struct NumberFormatIR: Sendable, Hashable {
    /// `format: percent`: the stored fraction times 100, with `%` (0.25 shows as 25%).
    public var isPercent: Bool
    /// `decimals: 1`: digits after the point; nil: as many as the value needs.
    public var decimals: Int?

    public init(isPercent: Bool, decimals: Int?) {
        self.isPercent = isPercent
        self.decimals = decimals
    }
}
