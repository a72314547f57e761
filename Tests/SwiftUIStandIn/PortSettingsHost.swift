// Must compile: a host view of the port fixture (Tests/SettingsCompilerTests/Fixtures/valid/port.settings.yaml,
// PortSettings: a Mastodon client's settings, `commit: immediate` with an Instance screen under review). It supplies
// every app screen the schema's `screen:` rows open and the values they show and the app's facts; the generated
// `settingsRootScreen(navigator)` places the restart banner, the review bar and its sheet. `make test-apple-sdk` type-checks it
// against the iOS 17 and macOS 14 SDKs, `make test-swiftui` against the stand-in. MissingScreenHook.swift leaves one screen out and must not compile.
import GeneratedFixtures
import SettingsStore
import SettingsSwiftUI
import SwiftUI

struct PortSettingsHostView: PortSettingsViewDSL {
    let store: SettingsStore<PortSettings>
    let accounts: [String]
    @State private var navigator = SettingsNavigator()

    var body: some View {
        // The whole screen: links, the restart banner, the review bar (the Instance screen is under review) and undo.
        settingsRootScreen(navigator, restart: { store.acknowledgeRestart() })
            .onAppear {
                store.appFacts.accountCount = accounts.count
                store.appFacts.dataLoaded = true
            }
    }

    var accountSummary: String { accounts.count == 1 ? "1 account" : "\(accounts.count) accounts" }
    var filterSummary: String { "None" }

    func accountsScreen() -> some View {
        List {
            ForEach(accounts, id: \.self) { account in Text(verbatim: account) }
        }
    }
    func addAccountScreen() -> some View { Text(verbatim: "Sign in") }
    func translationScreen() -> some View { Text(verbatim: "Translation") }
    func remoteTimelinesScreen() -> some View { Text(verbatim: "Remote timelines") }
    func filtersScreen() -> some View { Text(verbatim: "Filters") }
    func acknowledgementsScreen() -> some View { Text(verbatim: "Thanks") }
}
