// Must compile: a host view implementing every requirement of DebugMenuViewDSL, including the action hook
// `resetAllSettings()` of the "Reset all settings" row. `make test-swiftui` type-checks it; MissingActionHook.swift
// is the same view without the action hook and must not compile.
import GeneratedSettings
import SettingsStore
import SwiftUI

struct DebugMenuHostView: DebugMenuViewDSL {
    let store: SettingsStore<DebugMenuSettings>
    let externalData: HostData
    var body: some View { allSettingsLinks }
    func environmentSectionFooter() -> some View { Text(verbatim: "Build 1") }
    func experimentsSectionHeader() -> some View { Text(verbatim: "Experiments") }
    func paymentsSectionHeader() -> some View { Text(verbatim: "Test cards") }
    func resetAllSettings() {}
}

struct HostData: DebugMenuExternalDataDetails {
    var userID: String { "rider-42" }
}
