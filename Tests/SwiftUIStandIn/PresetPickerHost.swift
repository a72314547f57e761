// Must compile: a host view of Schemas/Environment.settings.yaml with the preset picker row (SettingsPresetPicker,
// typed by the generated EnvironmentSettings.Preset) above the generated section links. `make test-swiftui`
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
        }
    }
}
