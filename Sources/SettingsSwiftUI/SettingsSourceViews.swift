// Where a value comes from, in the SwiftUI layer (SettingsStore+Layers.swift): a badge with a setting's source
// (Default, debug, Remote, Override, Set, Preset: …), a debug-menu row with the value, its badge and "Reset to
// remote/default", a section of every remote setting, and a button that clears every local override at once.
#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// The source of a setting's current value as a small label: `Default`, `debug` (the build configuration's
/// default), `Preset: staging`, `Remote`, `Override` or `Set` (``SettingsValueSource/badge``).
public struct SettingsSourceBadge<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let setting: SettingsFormSetting<Root>

    public init(store: SettingsStore<Root>, setting: SettingsFormSetting<Root>) {
        self.store = store
        self.setting = setting
    }

    public var body: some View {
        Text(verbatim: store.source(of: setting).badge)
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

/// A debug menu's row for a setting: its title, its current value, the source badge, and "Reset to remote/default"
/// while the person's value or a local override decides it (which takes both away: the remote value shows, else the
/// default). The reset is an edit of the person's value, reviewed and saved like any other.
public struct SettingsSourceRow<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let setting: SettingsFormSetting<Root>

    public init(store: SettingsStore<Root>, setting: SettingsFormSetting<Root>) {
        self.store = store
        self.setting = setting
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(verbatim: setting.title)
                Spacer()
                Text(verbatim: setting.displayValue(in: store.current))
                    .foregroundStyle(.secondary)
                SettingsSourceBadge(store: store, setting: setting)
            }
            if store.canResetToRemote(setting) {
                HStack {
                    Text(verbatim: store.remoteOrDefaultLabel(of: setting))
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Button("Reset to remote/default") { store.resetToRemote(setting) }
                        .font(.footnote)
                }
            }
        }
    }
}

/// "Remote values": a row (``SettingsSourceRow``) for every setting a remote source may set, and a button that
/// clears every local override. Nothing when the schema marks no setting `remote:`.
public struct SettingsRemoteValuesSection<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>

    public init(store: SettingsStore<Root>) {
        self.store = store
    }

    public var body: some View {
        if !store.remoteSettings.isEmpty {
            Section {
                ForEach(store.remoteSettings, id: \.id) { setting in
                    SettingsSourceRow(store: store, setting: setting)
                }
                SettingsClearOverridesButton(store: store)
            } header: {
                Text(verbatim: "Remote values")
            }
        }
    }
}

/// What the last remote refresh changed (``SettingsStore/remoteRefreshChanges``), as `old → new`: shown by the review
/// screen apart from the edits, since there is nothing to save or discard. Nothing when it changed nothing.
public struct SettingsRemoteRefreshSection<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>

    public init(store: SettingsStore<Root>) {
        self.store = store
    }

    public var body: some View {
        if !store.remoteRefreshChanges.isEmpty {
            Section {
                ForEach(store.remoteRefreshChanges) { change in
                    VStack(alignment: .leading) {
                        Text(verbatim: change.qualifiedTitle)
                        Text(verbatim: change.summary)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            } header: {
                Text(verbatim: "From the remote source")
            }
        }
    }
}

/// "Clear local overrides", enabled only while there is one.
public struct SettingsClearOverridesButton<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>

    public init(store: SettingsStore<Root>) {
        self.store = store
    }

    public var body: some View {
        Button(role: .destructive, action: { @MainActor in store.clearAllOverrides() }) {
            Text(verbatim: "Clear local overrides")
        }
        .disabled(store.localOverrides.isEmpty)
    }
}

#endif
