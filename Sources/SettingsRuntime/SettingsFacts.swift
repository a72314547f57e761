/// Facts the app knows at run time, which conditions (`visibleWhen:`, `enabledWhen:`) read as `$name`: the facts a
/// schema declares under `facts:` (`accountCount: int`, supplied by the app), and the built-in facts of the device
/// and its system (``SettingsBuiltinFact``: `$iPad`, `$macCatalyst`, ..., and the OS version `available(iOS 18)`
/// tests).
///
/// A fact is kept by its id, `$` and its name (`$accountCount`), in the same lookup as the settings' ids, so a
/// ``SettingsCondition`` reads facts and settings alike (see ``SettingsForm/holds(_:in:facts:)``). A declared fact
/// the app has not supplied reads as its type's zero (false, 0, "", nil): a section shown only `$dataLoaded` stays
/// hidden until the app says so.
public struct SettingsFacts: Hashable, Sendable {
    /// The facts by id (`$iPad`, `$accountCount`).
    public var values: [String: SettingsValue]
    /// The system the app runs on, with its version: what `available(iOS 18)` compares; nil on other systems
    /// (Linux) and in previews that show everything.
    public var system: SettingsOSVersion?

    public init(values: [String: SettingsValue] = [:], system: SettingsOSVersion? = nil) {
        self.values = values
        self.system = system
    }

    /// The id a condition reads a fact by: `$` and its name.
    public static func id(_ name: String) -> String { "$" + name }

    /// Whether `id` names a fact (it starts with `$`), not a setting.
    public static func isFactID(_ id: String) -> Bool { id.hasPrefix("$") }

    /// The value of the fact with this id; nil for none.
    public subscript(id: String) -> SettingsValue? {
        get { values[id] }
        set { values[id] = newValue }
    }

    /// The built-in facts of a device of `idiom` running `system` (`isMacCatalyst`: an iPad app built for the Mac
    /// with Mac Catalyst, whose idiom is `.mac` or `.pad`). The one place the built-in facts are derived, tested on
    /// Linux with every combination; ``SettingsDeviceIdiom/current`` and ``SettingsOSVersion/current`` give the
    /// running device's (SettingsStore reads them when it starts).
    public static func builtIn(idiom: SettingsDeviceIdiom, isMacCatalyst: Bool, system: SettingsOSVersion?) -> SettingsFacts {
        var facts = SettingsFacts(system: system)
        for fact in SettingsBuiltinFact.allCases {
            let holds: Bool
            switch fact {
            case .iPhone: holds = idiom == .phone
            case .iPad: holds = idiom == .pad && !isMacCatalyst
            case .mac: holds = idiom == .mac || isMacCatalyst
            case .macCatalyst: holds = isMacCatalyst
            case .visionOS: holds = idiom == .vision
            case .tvOS: holds = idiom == .tv
            case .watchOS: holds = idiom == .watch
            }
            facts.values[id(fact.rawValue)] = .bool(holds)
        }
        return facts
    }

    /// These facts with `other`'s values on top (the app's facts over the built-in ones).
    public func merging(_ other: [String: SettingsValue]) -> SettingsFacts {
        var merged = self
        merged.values.merge(other) { _, new in new }
        return merged
    }
}

/// The facts every schema may read without declaring them: what kind of device the app runs on. Each is a `bool`
/// read as `$name` (`visibleWhen: $iPad`).
public enum SettingsBuiltinFact: String, CaseIterable, Hashable, Sendable {
    /// An iPhone (or iPod touch).
    case iPhone
    /// An iPad running an iPad (iPadOS) app; not a Mac running an iPad app.
    case iPad
    /// A Mac: a macOS app, or an iPad app running on a Mac (Mac Catalyst).
    case mac
    /// An app built with Mac Catalyst, running on a Mac.
    case macCatalyst
    /// Apple Vision Pro (visionOS).
    case visionOS
    /// Apple TV (tvOS).
    case tvOS
    /// Apple Watch (watchOS).
    case watchOS

    /// The fact in words, for the docs and previews: "the device is an iPad".
    public var words: String {
        switch self {
        case .iPhone: "the device is an iPhone"
        case .iPad: "the device is an iPad"
        case .mac: "the device is a Mac"
        case .macCatalyst: "the app runs with Mac Catalyst"
        case .visionOS: "the device is an Apple Vision Pro"
        case .tvOS: "the device is an Apple TV"
        case .watchOS: "the device is an Apple Watch"
        }
    }

    /// The opposite, "the device is not an iPad".
    public var negatedWords: String {
        switch self {
        case .iPhone: "the device is not an iPhone"
        case .iPad: "the device is not an iPad"
        case .mac: "the device is not a Mac"
        case .macCatalyst: "the app does not run with Mac Catalyst"
        case .visionOS: "the device is not an Apple Vision Pro"
        case .tvOS: "the device is not an Apple TV"
        case .watchOS: "the device is not an Apple Watch"
        }
    }
}

/// The kind of device, as UIKit's `userInterfaceIdiom` says (`.mac` on macOS).
public enum SettingsDeviceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone, pad, mac, vision, tv, watch, unknown
}

/// An operating system and its version, as `available(iOS 18.1)` names it: the platform, the major and the minor
/// version (a patch version is not compared).
public struct SettingsOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var platform: SettingsPlatform
    public var major: Int
    public var minor: Int

    public init(_ platform: SettingsPlatform, _ major: Int, _ minor: Int = 0) {
        self.platform = platform
        self.major = major
        self.minor = minor
    }

    /// `iOS 18`, `macOS 15.1`.
    public var description: String { minor == 0 ? "\(platform) \(major)" : "\(platform) \(major).\(minor)" }

    /// Same platform, and `lhs`'s version is lower; versions of different platforms are not ordered (false).
    public static func < (lhs: SettingsOSVersion, rhs: SettingsOSVersion) -> Bool {
        lhs.platform == rhs.platform && (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// Whether a system running `self` is `required` or later: the same platform, and at least its version.
    public func isAtLeast(_ required: SettingsOSVersion) -> Bool {
        platform == required.platform && (major, minor) >= (required.major, required.minor)
    }
}

/// The facts a schema declares under `facts:`, as the generated `Facts` struct holds them (one typed property a
/// fact, each at its type's zero): a misnamed fact does not compile.
public protocol SettingsAppFacts: Sendable, Equatable {
    init()
    /// The facts by id (`$accountCount`), as conditions read them.
    var settingsFactValues: [String: SettingsValue] { get }
}

/// A root type whose schema declares facts: its `Facts` struct (generated).
public protocol SettingsFactsDeclaring {
    associatedtype Facts: SettingsAppFacts
}

extension SettingsFactsDeclaring {
    /// Every declared fact at its type's zero.
    public static var defaultFactValues: [String: SettingsValue] { Facts().settingsFactValues }
}
