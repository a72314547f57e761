// Must compile: a host view of Schemas/Environment.settings.yaml with the preset picker row (SettingsPresetPicker,
// typed by the generated EnvironmentSettings.Preset) above the generated section links, and the remote values'
// rows with their source badges (SettingsRemoteValuesSection) below them. `make test-swiftui`
// type-checks it against the stand-in, `make test-apple-sdk` against the iOS and macOS SDKs.
import GeneratedSettings
import SettingsStore
import SettingsSwiftUI
import SwiftUI

struct EnvironmentHostView: EnvironmentViewDSL {
    let store: SettingsStore<EnvironmentSettings>
    var body: some View {
        VStack {
            SettingsPresetPicker(store: store, title: "Environment")
            allSettingsLinks
            SettingsRemoteValuesSection(store: store)
            if let timeout = store.form.setting(for: \EnvironmentSettings.network.timeout) {
                SettingsSourceBadge(store: store, setting: timeout)
            }
        }
    }
}
