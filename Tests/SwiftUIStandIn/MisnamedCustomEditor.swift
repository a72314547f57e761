// Must NOT compile: `tripHomeRegionEditer` is not the hook CustomTypesViewDSL requires for the Home region
// setting (`tripHomeRegionEditor(_:)`). `make test-swiftui` checks that type-checking this file fails with a
// conformance error, proving a misnamed editor hook is a compile error (CustomEditorHost.swift has it right).
import GeneratedFixtures
import SettingsStore
import SwiftUI

struct MisnamedCustomEditorView: CustomTypesViewDSL {
    let store: SettingsStore<CustomTypesSettings>
    var body: some View { allSettingsLinks }
    func tripHomeRegionEditer(_ value: Binding<Region>) -> some View { TextField("Code", text: value.code) }
    func tripWorkRegionEditor(_ value: Binding<Region?>) -> some View {
        Text(verbatim: value.wrappedValue?.settingsDisplayText ?? "None")
    }
    func tripAreaEditor(_ value: Binding<Geo.Area>) -> some View { Stepper("Radius", value: value.radius, in: 1...100, step: 1) }
    func planningFallbackAreaEditor(_ value: Binding<Geo.Area?>) -> some View { EmptyView() }
}
