// Reset to defaults in the SwiftUI layer (SettingsStore+Reset.swift): the default beside a changed setting with a
// Reset button, and buttons that reset a section or everything. Every reset is an edit the review screen lists.
#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// Under a setting's row while its value differs from the schema's default: "Default: 30 s" and a Reset button.
/// Nothing while the value is the default (there is nothing to reset), nor for a setting whose schema opts out
/// (`resetLine: false`: ``SettingsFormSetting/showsResetLine``). ``SettingsRows`` and ``SettingsSettingRow`` show it
/// under every setting.
public struct SettingsResetLine<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let setting: SettingsFormSetting<Root>

    public init(store: SettingsStore<Root>, setting: SettingsFormSetting<Root>) {
        self.store = store
        self.setting = setting
    }

    public var body: some View {
        if setting.showsResetLine, store.canReset(setting) {
            HStack {
                Text(verbatim: store.baseLabel(of: setting))  // "Default: 30 s", or the remote value or override reset goes to
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
                Button("Reset") { store.reset(setting) }
                    .font(.footnote)
            }
        }
    }
}

/// A setting's row with its ``SettingsResetLine`` below.
struct SettingsRowWithReset<Root: SettingsModel, Row: View>: View {
    let store: SettingsStore<Root>
    let setting: SettingsFormSetting<Root>
    let row: Row

    var body: some View {
        VStack(alignment: .leading) {
            row
            SettingsResetLine(store: store, setting: setting)
        }
    }
}

/// "Reset <section>" for a section and its subsections, enabled only while one of their settings differs from its
/// default (a row for a section's footer or a toolbar).
public struct SettingsResetSectionButton<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let section: SettingsFormSection<Root>

    public init(store: SettingsStore<Root>, section: SettingsFormSection<Root>) {
        self.store = store
        self.section = section
    }

    public var body: some View {
        Button("Reset " + section.title) { store.reset(section) }
            .disabled(!store.canReset(section))
    }
}

/// "Reset all settings", enabled only while some setting differs from its default.
public struct SettingsResetAllButton<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>

    public init(store: SettingsStore<Root>) {
        self.store = store
    }

    public var body: some View {
        Button(role: .destructive, action: { @MainActor in store.resetAll() }) {
            Text(verbatim: "Reset all settings")
        }
        .disabled(!store.canResetAll)
    }
}
#endif
