/// The flat, `@AppStorage`-compatible layout (`layout: flat` in the schema): each setting is its own
/// `UserDefaults` key, exactly its `key:`, holding the property-list type `@AppStorage` and `UserDefaults` use for
/// it, instead of a member of the store's one JSON document (docs/runtime.md, "The flat layout").
public struct SettingsFlatKey: Hashable, Sendable {
    /// The `UserDefaults` key (for a secure string: the Keychain item's account).
    public var key: String
    /// How the value is stored under it.
    public var encoding: SettingsFlatEncoding

    public init(_ key: String, _ encoding: SettingsFlatEncoding) {
        self.key = key
        self.encoding = encoding
    }
}

/// A raw value an enum case is stored as in the flat layout (`rawValue:` on the case): a number or a text.
public enum SettingsFlatRawValue: Hashable, Sendable {
    case int(Int)
    case string(String)
}

/// How one flat key holds its setting's value.
public indirect enum SettingsFlatEncoding: Hashable, Sendable {
    /// A property-list boolean (`UserDefaults.set(_: Bool, forKey:)`).
    case bool
    /// A property-list integer.
    case int
    /// A property-list real (`float` and `double` settings; `@AppStorage` has no `Float`).
    case double
    /// A property-list string.
    case string
    /// A URL as `UserDefaults.set(_: URL?, forKey:)` stores it: a keyed archive of the URL (`Data`) for a web URL,
    /// its path (with `~` for the home folder) for a file URL; a plain string is read too.
    case url
    /// A property-list date.
    case date
    /// A colour as text, `#RRGGBB` (or `#RRGGBBAA`), as the schema's `color` type writes it.
    case colorHex
    /// A colour as the integer `0xRRGGBB` (`storedAs: int`); opacity is not kept.
    case colorInt
    /// An enum case as its raw value (`rawValue:` on the cases; else its name), by case name.
    case enumeration([String: SettingsFlatRawValue])
    /// A list as a property-list array of its elements, each stored as the element encoding says.
    case list(SettingsFlatEncoding)
    /// A custom type as its JSON text in `Data` (the value's `Codable` encoding).
    case json
    /// Bytes (`data`) as a property-list `Data` value, what `@AppStorage("key") var value: Data` writes.
    case data
    /// A secure string: never in `UserDefaults`; kept in the Keychain (generic password of `service` and the key as
    /// its account; an empty service matches an item of any service, as KeychainSwift writes them) on Apple
    /// platforms, in an owner-only file elsewhere.
    case secure(service: String)
}

/// A generated model whose schema stores some settings in the flat layout (the form backend adds the conformance).
public protocol SettingsFlatDescribed: SettingsModel {
    /// The flat key of each setting stored in the flat layout, by form id (`general.font_size_scale`).
    static var settingsFlatKeys: [String: SettingsFlatKey] { get }
}

extension SettingsFormSetting {
    /// The setting's flat key in a model of type `Root`, or nil when it lives in the JSON document.
    public var flatKey: SettingsFlatKey? {
        (Root.self as? any SettingsFlatDescribed.Type)?.settingsFlatKeys[id]
    }
}
