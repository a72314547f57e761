/// An Apple platform a setting, a section or a row is shown on (the schema's `platforms: [iOS, macOS]`).
///
/// Platforms limit what the settings screens show, never what is stored: the model keeps every setting on
/// every platform, so data saved on one platform reads the same on another.
public enum SettingsPlatform: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platform this code was compiled for; nil where it is none of them (Linux, Windows).
    public static var current: SettingsPlatform? {
        #if os(iOS)
        return .iOS
        #elseif os(macOS)
        return .macOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(watchOS)
        return .watchOS
        #elseif os(visionOS)
        return .visionOS
        #else
        return nil
        #endif
    }

    public var description: String { rawValue }

    /// `iOS, macOS only`, in the order of ``allCases``; nil for every platform (`platforms` nil).
    public static func onlyText(_ platforms: [SettingsPlatform]?) -> String? {
        guard let platforms else { return nil }
        return allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ") + " only"
    }

    /// True when something limited to `platforms` (nil: every platform) is shown on `platform` (nil: any
    /// platform, e.g. a preview that shows everything).
    public static func isShown(_ platforms: [SettingsPlatform]?, on platform: SettingsPlatform?) -> Bool {
        guard let platforms, let platform else { return true }
        return platforms.contains(platform)
    }
}

extension SettingsFormSection {
    /// ``screenRows`` without those limited to other platforms than `platform` (nil: every row).
    public func rows(on platform: SettingsPlatform?) -> [SettingsFormRow<Root>] {
        screenRows.filter { SettingsPlatform.isShown($0.platforms, on: platform) }
    }

    /// Whether the section is shown on `platform` (nil: any platform).
    public func isShown(on platform: SettingsPlatform?) -> Bool {
        SettingsPlatform.isShown(platforms, on: platform)
    }
}

