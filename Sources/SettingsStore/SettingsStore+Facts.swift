public import SettingsRuntime
import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// Facts the app knows (`$name` in conditions, docs/runtime.md "Facts"): the built-in facts of the device, read
/// when the store starts, and the facts the schema declares under `facts:`, which the app supplies through the
/// generated `Facts` struct (`store.facts.accountCount = 2`). Both are observed: a SwiftUI view that shows a row
/// whose condition reads a fact is updated when the app sets it.
extension SettingsStore {
    /// Sets the device's facts (`$iPad`, ..., and the system `available(...)` compares), replacing those the store
    /// read when it started: for previews and tests that show another device.
    public func setDeviceFacts(_ device: SettingsFacts) {
        factState.device = device
        facts = factState.combined
    }

    /// Sets one fact the schema declares, by id (`$accountCount`); the generated `Facts` struct does this by name.
    /// A value of another type than the fact's makes its conditions false.
    public func setFact(id: String, to value: SettingsValue) {
        factState.app[id] = value
        facts = factState.combined
    }

    /// The facts of the device the app runs on: its idiom (UIKit's `userInterfaceIdiom` where UIKit exists, else
    /// the platform compiled for), Mac Catalyst, and the system's version (`ProcessInfo`).
    public static var runningDeviceFacts: SettingsFacts {
        SettingsFacts.builtIn(idiom: runningIdiom, isMacCatalyst: isMacCatalyst, system: runningSystem)
    }

    static var isMacCatalyst: Bool {
        #if targetEnvironment(macCatalyst)
        return true
        #else
        return false
        #endif
    }

    static var runningIdiom: SettingsDeviceIdiom {
        #if os(visionOS)
        return .vision
        #elseif canImport(UIKit) && !os(watchOS)
        // (`UIUserInterfaceIdiom.vision` is not in every SDK the package supports: visionOS is told at compile time.)
        switch UIDevice.current.userInterfaceIdiom {
        case .phone: return .phone
        case .pad: return .pad
        case .mac: return .mac
        case .tv: return .tv
        default: return .unknown
        }
        #elseif os(macOS)
        return .mac
        #elseif os(watchOS)
        return .watch
        #else
        return .unknown
        #endif
    }

    /// The system and its version; nil where the platform is none of Apple's (Linux). An app built with Mac
    /// Catalyst runs on macOS and tests `available(macOS ...)`.
    static var runningSystem: SettingsOSVersion? {
        #if targetEnvironment(macCatalyst)
        let platform: SettingsPlatform? = .macOS
        #else
        let platform = SettingsPlatform.current
        #endif
        guard let platform else { return nil }
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return SettingsOSVersion(platform, version.majorVersion, version.minorVersion)
    }
}

extension SettingsStore where Root: SettingsFactsDeclaring {
    /// The facts the schema declares (`facts:`), as the app last set them; each starts at its type's zero (false,
    /// 0, "", nil). Setting one (`store.facts.dataLoaded = true`) updates the screens whose conditions read it.
    public var appFacts: Root.Facts {
        get {
            access(keyPath: \.facts)
            return (factState.typed as? Root.Facts) ?? Root.Facts()
        }
        set {
            factState.typed = newValue
            factState.app = newValue.settingsFactValues
            facts = factState.combined
        }
    }
}

/// The parts of ``SettingsStore/facts``.
struct SettingsFactState {
    var device: SettingsFacts
    var app: [String: SettingsValue]
    /// The app's typed facts (`Root.Facts`) as last set.
    var typed: (any Sendable)?

    var combined: SettingsFacts { device.merging(app) }
}
