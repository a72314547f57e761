// An app whose settings Shortcuts, Siri and Spotlight can change, with a macOS Settings window (issue 33,
// docs/runtime.md "App Intents" and "The macOS Settings window"): the schema marks settings with `intents: true` and
// says `settingsWindow: true` (Schemas/Playback.settings.yaml); settingsc generates
// Generated/Swift/PlaybackSettings+Intents.swift (the intents, `PlaybackSettingsIntents`, and the App Shortcuts,
// `PlaybackSettingsShortcuts`) and PlaybackSettingsView+SettingsWindow.swift (`PlaybackSettingsScene`, macOS); the app
// says where the values live and how a screen is opened.
// Apple platforms only; `make test-apple-sdk` type-checks it against the iOS 17 and macOS 14 SDKs.
import AppIntents
import GeneratedSettings   // in an app target, the generated files are part of the app: drop this import
import SettingsStore
import SettingsSwiftUI
import SwiftUI

@main
struct PlaybackIntentsApp: App {
    /// Where the settings screens are; the "Open settings" intent moves it.
    let navigator = SettingsNavigator()
    #if os(macOS)
    /// The Settings window's tab and screens (its last tab restored).
    let window = PlaybackSettingsWindowState()
    #endif
    @State private var store: SettingsStore<PlaybackSettings>

    init() {
        let navigator = navigator
        #if os(macOS)
        let window = window
        #endif
        // One place for the values, shared by the app's store and every intent (an App Group's suite when intents
        // run in an extension: `suite:` in the schema).
        let persistence: @MainActor () -> any SettingsPersistence = {
            SettingsRoutedPersistence.userDefaults(for: PlaybackSettings.self, key: "playback", iCloud: nil)
        }
        SettingsIntents.configure(PlaybackSettings.self, persistence: persistence, open: { route in
            #if os(macOS)
            window.openSettings(route)   // the Settings window, at the route's tab, screen and row
            #else
            navigator.open(route, in: PlaybackSettings.self)
            #endif
        })
        _store = State(initialValue: SettingsStore(form: PlaybackSettings.settingsForm, loadingFrom: persistence()))
    }

    var body: some Scene {
        WindowGroup {
            PlaybackHostView(store: store, navigator: navigator)
            #if os(macOS)
            Button("Cellular settings…") { window.openSettings(.streamingCellular) }   // a typed opener
            #endif
        }
        #if os(macOS)
        // The window's tabs are the screens of the app's host of the DSL (which gives the store and any hooks).
        PlaybackSettingsScene(host: PlaybackHostView(store: store, navigator: navigator), state: window)
        #endif
    }
}

#if os(macOS)
extension PlaybackIntentsApp {
    /// The window's own view, for a `SettingsLink` label or a preview.
    var settingsWindowView: PlaybackSettingsWindow<PlaybackHostView> {
        PlaybackSettingsWindow(host: PlaybackHostView(store: store, navigator: navigator), state: window)
    }
}
#endif

struct PlaybackHostView: PlaybackSettingsViewDSL {
    let store: SettingsStore<PlaybackSettings>
    let navigator: SettingsNavigator

    var body: some View {
        settingsNavigationStack(navigator) {
            Form {
                allSettingsLinks
                Section {
                    // The generated intents are plain values: a button can run one as Shortcuts would.
                    Button("Smooth with an exponential average") {
                        Task { _ = try? await PlaybackSettingsIntents.SetSmoothingMode(value: .exponential).perform() }
                    }
                }
            }
        }
        // An intent saved a value: the store reads what is stored now.
        .onChange(of: navigator.path) { store.reload() }
    }
}

/// Spotlight and the Shortcuts app also list the intents without a provider; this one gives them phrases.
/// (`PlaybackSettingsShortcuts` is generated: an app has one `AppShortcutsProvider`.)
let playbackShortcutCount = PlaybackSettingsShortcuts.appShortcuts.count
