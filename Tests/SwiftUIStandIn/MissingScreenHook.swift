// Must NOT compile: PortSettingsViewDSL requires `filtersScreen()` for the "Content filters" app-screen row
// (`screen: filters`), and this host view leaves it out. `make test-swiftui` and `make test-apple-sdk` check that
// type-checking this file fails with a conformance error, proving a missing screen hook is a compile error
// (PortSettingsHost.swift has it).
import GeneratedFixtures
import SettingsStore
import SwiftUI

struct MissingScreenHookView: PortSettingsViewDSL {
    let store: SettingsStore<PortSettings>
    var body: some View { allSettingsLinks }
    var accountSummary: String { "1 account" }
    var filterSummary: String { "None" }
    func accountsScreen() -> some View { Text(verbatim: "Accounts") }
    func addAccountScreen() -> some View { Text(verbatim: "Sign in") }
    func translationScreen() -> some View { Text(verbatim: "Translation") }
    func remoteTimelinesScreen() -> some View { Text(verbatim: "Remote timelines") }
    func acknowledgementsScreen() -> some View { Text(verbatim: "Thanks") }
}
