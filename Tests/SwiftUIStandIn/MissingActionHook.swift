// Must NOT compile: DebugMenuViewDSL requires `resetAllSettings()` for the "Reset all settings" action row,
// and this host view leaves it out. `make test-swiftui` checks that type-checking this file fails with a
// conformance error, proving a missing action hook is a compile error (DebugMenuHost.swift has it).
import GeneratedSettings
import SettingsStore
import SwiftUI

struct MissingActionHookView: DebugMenuViewDSL {
    let store: SettingsStore<DebugMenuSettings>
    let externalData: HostData2
    var body: some View { allSettingsLinks }
    func environmentSectionFooter() -> some View { Text(verbatim: "Build 1") }
    func experimentsSectionHeader() -> some View { Text(verbatim: "Experiments") }
    func paymentsSectionHeader() -> some View { Text(verbatim: "Test cards") }
}

struct HostData2: DebugMenuExternalDataDetails {
    var userID: String { "rider-42" }
}
