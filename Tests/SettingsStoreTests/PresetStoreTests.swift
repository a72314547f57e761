import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// `presets:` of Schemas/Environment.settings.yaml, generated into Generated/Swift and applied through the store.
@MainActor
@Suite struct PresetStoreTests {
    let form = EnvironmentSettings.settingsForm

    @Test func theGeneratedEnumListsThePresetsWithTheirTitles() {
        #expect(EnvironmentSettings.Preset.allCases == [.staging, .localDevelopment, .production])
        #expect(EnvironmentSettings.Preset.localDevelopment.title == "Local backend")
        #expect(EnvironmentSettings.Preset.staging.title == "Staging")
        #expect(EnvironmentSettings.Preset.localDevelopment.isWhole)
        #expect(!EnvironmentSettings.Preset.staging.isWhole)
        // Every value names a setting of the form, with a value of its type.
        for preset in EnvironmentSettings.Preset.allCases {
            for item in preset.values {
                let setting = try! #require(form.setting(id: item.id))
                var value = EnvironmentSettings()
                #expect(setting.setValue(item.value, in: &value) == item.value, "\(preset).\(item.id)")
            }
        }
    }

    @Test func applyingAPresetIsAnEditReviewedAndSavedLikeAnyOther() throws {
        let store = SettingsStore(form: form)
        let made = store.apply(.staging)
        #expect(store.current.network.baseURL == "https://staging.hopper.example.com")
        #expect(store.current.network.timeout == 90)
        #expect(store.current.logging.level == .info)
        #expect(store.current.network.retries == 3)  // not in the preset
        #expect(made.map(\.id) == ["network.baseURL", "network.timeout", "logging.level"])
        #expect(store.changes == made)
        #expect(store.changes.allSatisfy { store.preset(of: $0) == .staging })
        #expect(store.appliedPreset == .staging)
        #expect(store.initial == EnvironmentSettings())  // not saved yet
        try store.save()
        #expect(store.initial.network.baseURL == "https://staging.hopper.example.com")
        #expect(store.changes.isEmpty)
    }

    @Test func aPresetValueEqualToTheCurrentOneIsNoChange() throws {
        let store = SettingsStore(form: form)
        store.apply(.staging)
        try store.save()
        // Applied again: every value is already the current one.
        let made = store.apply(.staging)
        #expect(made.isEmpty)
        #expect(store.changes.isEmpty)
        #expect(store.appliedPreset == .staging)
        #expect(store.presetDeviations.isEmpty)
    }

    @Test func theStoreReportsValuesChangedAfterApplying() {
        let store = SettingsStore(form: form)
        store.apply(.localDevelopment)
        #expect(store.presetDeviations.isEmpty)
        store.set(\.network.retries, to: 2)
        store.set(\.logging.level, to: .info)
        #expect(store.presetDeviations == [
            SettingsPresetDeviation(id: "network.retries", title: "Retries", presetValue: "0", currentValue: "2"),
            SettingsPresetDeviation(id: "logging.level", title: "Level", presetValue: "Verbose", currentValue: "Info"),
        ])
        // An edited value is no longer labelled as the preset's in the review; the others still are.
        let labels = Dictionary(uniqueKeysWithValues: store.changes.map { ($0.id, store.preset(of: $0)) })
        #expect(labels["network.retries"] == .some(nil))
        #expect(labels["network.baseURL"] == .some(.localDevelopment))
        // Setting it back makes the preset whole again.
        store.set(\.network.retries, to: 0)
        store.set(\.logging.level, to: .verbose)
        #expect(store.presetDeviations.isEmpty)
    }

    @Test func aWholePresetCannotBeAppliedInPart() {
        let store = SettingsStore(form: form)
        #expect(throws: SettingsPresetError.mustBeAppliedWhole(preset: "localDevelopment")) {
            try store.apply(.localDevelopment, only: [\EnvironmentSettings.network.baseURL])
        }
        #expect(store.current == EnvironmentSettings())
        #expect(store.appliedPreset == nil)
    }

    @Test func aPresetThatIsNotWholeCanBeAppliedInPart() throws {
        let store = SettingsStore(form: form)
        let made = try store.apply(.staging, only: [\EnvironmentSettings.logging.level])
        #expect(made.map(\.id) == ["logging.level"])
        #expect(store.current.logging.level == .info)
        #expect(store.current.network.baseURL == EnvironmentSettings().network.baseURL)
        #expect(throws: SettingsPresetError.notInPreset(preset: "staging", setting: "network.retries")) {
            try store.apply(.staging, only: [\EnvironmentSettings.network.retries])
        }
    }

    @Test func applyingAnotherPresetReplacesTheFirst() {
        let store = SettingsStore(form: form)
        store.apply(.localDevelopment)
        store.apply(.staging)
        #expect(store.appliedPreset == .staging)
        #expect(store.current.network.baseURL == "https://staging.hopper.example.com")
        // What staging does not set keeps localDevelopment's value, labelled as such.
        #expect(store.current.network.pinCertificates == false)
        let pinned = store.changes.first { $0.id == "network.pinCertificates" }
        #expect(pinned.map { store.preset(of: $0) } == .some(.localDevelopment))
    }
}
