// Must compile: a host view implementing every requirement of CustomTypesViewDSL (the valid fixture custom-types),
// an editor for each setting of a custom type, each taking a binding to the app's type. `make test-swiftui`
// type-checks it; MisnamedCustomEditor.swift is the same view with one editor misnamed and must not compile.
import GeneratedFixtures
import SettingsStore
import SwiftUI

struct CustomTypesHostView: CustomTypesViewDSL {
    let store: SettingsStore<CustomTypesSettings>
    var body: some View { allSettingsLinks }
    func tripHomeRegionEditor(_ value: Binding<Region>) -> some View { TextField("Code", text: value.code) }
    func tripWorkRegionEditor(_ value: Binding<Region?>) -> some View {
        Text(verbatim: value.wrappedValue?.settingsDisplayText ?? "None")
    }
    func tripAreaEditor(_ value: Binding<Geo.Area>) -> some View { Stepper("Radius", value: value.radius, in: 1...100, step: 1) }
    func planningFallbackAreaEditor(_ value: Binding<Geo.Area?>) -> some View { EmptyView() }
}
