// The app entry point (Apple platforms only; not type-checked on Linux: the stand-in declares no App/Scene).
import Foundation
import GeneratedSettings
import SettingsStore
import SwiftUI

@main
struct BetaApp: App {
    @State private var store = SettingsStore(
        // The texts in the user's language, from BetaSettings.xcstrings (Generated/Localization) added to the app.
        form: BetaSettings.settingsForm.localized(using: SettingsBundleLocalizer(bundle: .main)),
        loadingFrom: SettingsJSONFile(url: URL.applicationSupportDirectory.appendingPathComponent("Beta.json")))

    var body: some Scene {
        WindowGroup {
            BetaSettingsView(store: store)
                .onAppear {
                    // What a restart means is the app's decision; here: log and let the user relaunch.
                    store.restartHandler = { changes in print("Restart needed for: \(changes.map(\.title))") }
                }
        }
    }
}
