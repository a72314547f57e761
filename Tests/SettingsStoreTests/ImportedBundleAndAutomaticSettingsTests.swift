import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 34: the schemas `settingsc import` drafted from a Settings.bundle
/// (Tests/ImportFixtures/settings-bundle, imported-bundle.settings.yaml) and from AutomaticSettings structs
/// (Tests/ImportFixtures/automatic-settings, imported-beta.settings.yaml), generated and compiled in
/// GeneratedFixtures, read what the old code stored in real `UserDefaults`, with no app code.
@MainActor
@Suite(.serialized) struct ImportedBundleAndAutomaticSettingsTests {
    static func secrets() -> SettingsSecretFiles {
        SettingsSecretFiles(directory: FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-imported-\(UUID().uuidString)"))
    }

    /// As Settings.app stores what the user set in the bundle's panes: `UserDefaults.set` under each specifier's
    /// `Key`, with the type of the control (a switch's TrueValue/FalseValue, a multi value's Values).
    @Test func valuesSettingsAppWroteAreRead() throws {
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.imported-bundle.\(UUID().uuidString)"))
        standard.set(false, forKey: "toggleSwitch")
        standard.set(7, forKey: "mulValue")
        standard.set(2, forKey: "mulValueOther")
        standard.set("Sent from my phone", forKey: "signature")
        standard.set("hunter2", forKey: "text_secure")
        standard.set("1234", forKey: "text_NumberPad")
        standard.set("Written by the app", forKey: "title_long")
        standard.set(3, forKey: "title_lookup")
        standard.set(false, forKey: "toggle_boolean")
        standard.set("bar", forKey: "toogle_string")
        standard.set(0, forKey: "toogle_number")
        standard.set(0.25, forKey: "slider_preference")
        standard.set(3, forKey: "multivalue")
        standard.set(4.5, forKey: "sensitivity")
        standard.set(2, forKey: "switchOther")
        standard.set(true, forKey: "AutoConnect")
        standard.set("me", forKey: "AutoConnectLogin")
        standard.set("line 1\nline 2", forKey: "dynamicTextView")
        standard.set(Date(timeIntervalSince1970: 1_700_000_000), forKey: "datePicker")
        standard.set("dark", forKey: "radioGroup")
        standard.set("2.0", forKey: "version")

        let store = SettingsStore(form: ImportedBundleSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedBundleSettings.self, key: "settings", standard: standard, iCloud: nil, secrets: Self.secrets()))
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        let s = store.current
        #expect(s.toggleSwitch.toggleSwitch == false)
        #expect(s.multiValue.mulValue == .value8)
        #expect(s.multiValueWithoutTitle.mulValueOther == .third)
        #expect(s.textField.signature == "Sent from my phone")
        let complete = s.group8.completeList
        #expect(complete.textFields.textSecure == "hunter2")
        #expect(complete.textFields.textNumberPad == "1234")
        #expect(complete.textFields.textPlain == "Plain Text", "not stored: the bundle's default")
        #expect(complete.titleValues.titleLong == "Written by the app")
        #expect(complete.titleValues.titleLookup == .three)
        #expect(complete.toggles.toggleBoolean == false)
        #expect(complete.toggles.toogleString == .off)
        #expect(complete.toggles.toogleNumber == .off)
        #expect(complete.sliders.sliderPreference == 0.25)
        #expect(complete.multiValue2.multivalue == .three)
        #expect(complete.multiValue2.multivalueLong == .two, "not stored: the bundle's default")
        let advanced = complete.childPane.advanced
        #expect(advanced.slider.sensitivity == 4.5)
        #expect(advanced.switchWithCustomValues.switchOther == .off)
        #expect(advanced.dynamicCellHiding.autoConnect == true)
        #expect(advanced.dynamicCellHiding.autoConnectLogin == "me")
        let extensions = s.group8.extensions
        #expect(extensions.textView.dynamicTextView == "line 1\nline 2")
        #expect(extensions.datePicker.datePicker == "2023-11-14T22:13:20Z")
        #expect(extensions.radioGroup.radioGroup == .dark)
        #expect(s.applicationInfo.version == "2.0")
        #expect(s.applicationInfo.copyright == "Luc Vandal, Ortwin Gentz")

        // What the store saves, Settings.app (and the app's own code) reads back under the same keys.
        store.set(\.group8.completeList.toggles.toogleString, to: .on)
        store.set(\.group8.completeList.toggles.toogleNumber, to: .on)
        store.set(\.group8.completeList.childPane.advanced.switchWithCustomValues.switchOther, to: .on)
        store.set(\.multiValue.mulValue, to: .value3)
        store.set(\.group8.completeList.sliders.sliderPreference, to: 0.75)
        try store.save()
        #expect(standard.string(forKey: "toogle_string") == "foo")
        #expect(standard.integer(forKey: "toogle_number") == 1)
        #expect(standard.integer(forKey: "switchOther") == 1)
        #expect(standard.integer(forKey: "mulValue") == 2)
        #expect(standard.double(forKey: "slider_preference") == 0.75)
        #expect(standard.object(forKey: "settings") == nil, "every setting is flat: no document")
    }

    /// The structs of Tests/ImportFixtures/automatic-settings/BetaApp/BetaSettings.swift, as the app declares them
    /// (Codable is what AutomaticSettings requires), saved the way its example app saves them.
    struct BetaSettings: Codable {
        struct Calculation: Codable {
            var text = "Default"
            var mode = Mode.linearRegression
            var averageMethod = AverageMethod.weightedAverage
            var timePeriod = 7
        }

        struct Smoothing: Codable {
            var dayPeriod = 7
            var algorithm = Algorithm.movingAverage
            struct Grouped: Codable {
                var level: Float = 1
                var prettyCool = true
                var nickname: String? = nil
            }
            var grouped: Grouped = .init()
        }

        struct Advertising: Codable {
            var lastShown = 0
            var showsAds = true
            var provider: AdProvider = .admob
            var startDate = Date(timeIntervalSinceReferenceDate: 0)
            var partnerIDs: [String] = []
        }

        var calculation: Calculation = .init()
        var smoothing: Smoothing = .init()
        var advertising = Advertising()
        var betaBuild = false
    }

    enum Mode: String, Codable { case linearRegression, exponentialSmoothing }
    enum AverageMethod: String, Codable { case weightedAverage, simpleAverage = "simple" }
    enum Algorithm: String, Codable { case movingAverage, weightedMovingAverage = "weighted-moving-average" }
    enum AdProvider: Int, Codable { case admob = 1, facebook }

    @Test func theJSONAutomaticSettingsSavedIsRead() throws {
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.imported-beta.\(UUID().uuidString)"))
        var old = BetaSettings()
        old.calculation.text = "Custom"
        old.calculation.mode = .exponentialSmoothing
        old.calculation.averageMethod = .simpleAverage
        old.calculation.timePeriod = 14
        old.smoothing.dayPeriod = 3
        old.smoothing.algorithm = .weightedMovingAverage
        old.smoothing.grouped.level = 2.5
        old.smoothing.grouped.prettyCool = false
        old.smoothing.grouped.nickname = "neo"
        old.advertising.lastShown = 5
        old.advertising.showsAds = false
        old.advertising.provider = .facebook
        old.advertising.partnerIDs = ["a", "b"]
        old.betaBuild = true
        // AutomaticSettings' example app: `UserDefaults.standard.setValue(try? JSONEncoder().encode(settings), forKey: "Settings")`;
        // UserDefaults' setValue(_:forKey:) is its set(_:forKey:) (swift-corelibs-foundation has no key-value coding).
        standard.set(try JSONEncoder().encode(old), forKey: "Settings")

        let store = SettingsStore(form: ImportedBetaSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedBetaSettings.self, key: "Settings", standard: standard, iCloud: nil, secrets: Self.secrets()))
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        let s = store.current
        #expect(s.calculation.text == "Custom")
        #expect(s.calculation.mode == .exponentialSmoothing)
        #expect(s.calculation.averageMethod == .simple)
        #expect(s.calculation.timePeriod == 14)
        #expect(s.smoothing.dayPeriod == 3)
        #expect(s.smoothing.algorithm == .weightedMovingAverage)
        #expect(s.smoothing.grouped.level == 2.5)
        #expect(s.smoothing.grouped.prettyCool == false)
        #expect(s.smoothing.grouped.nickname == "neo")
        #expect(s.advertising.lastShown == 5)
        #expect(s.advertising.showsAds == false)
        #expect(s.advertising.provider == .facebook)
        #expect(s.advertising.partnerIDs == ["a", "b"])

        // A save keeps the members the schema does not declare (the root's betaBuild, the Date) where they were.
        store.set(\.calculation.timePeriod, to: 21)
        try store.save()
        let saved = try #require(standard.data(forKey: "Settings"))
        let json = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect((json["calculation"] as? [String: Any])?["timePeriod"] as? Int == 21)
        #expect(json["betaBuild"] as? Bool == true)
        #expect((json["advertising"] as? [String: Any])?["startDate"] != nil)
        // Settings the store did not change keep their stored form, so the old structs still decode the data ...
        let smoothing = try #require(json["smoothing"] as? [String: Any])
        #expect(smoothing["algorithm"] as? String == "weighted-moving-average")
        #expect((json["advertising"] as? [String: Any])?["provider"] as? Int == 2)
        let decoded = try JSONDecoder().decode(BetaSettings.self, from: saved)
        #expect(decoded.calculation.timePeriod == 21)
        #expect(decoded.calculation.averageMethod == .simpleAverage)
        #expect(decoded.smoothing.algorithm == .weightedMovingAverage)
        #expect(decoded.smoothing.grouped.nickname == "neo")
        #expect(decoded.betaBuild == true)

        // ... until a case read through `renamedFrom:` changes: it is written under the schema's case name.
        store.set(\.advertising.provider, to: .admob)
        try store.save()
        let savedAgain = try #require(standard.data(forKey: "Settings"))
        let again = try #require(try JSONSerialization.jsonObject(with: savedAgain) as? [String: Any])
        #expect((again["advertising"] as? [String: Any])?["provider"] as? String == "admob")
    }

    /// A fresh install: nothing saved, the structs' initial values.
    @Test func aFreshInstallHasTheStructsDefaults() throws {
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.imported-beta.\(UUID().uuidString)"))
        let store = SettingsStore(form: ImportedBetaSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedBetaSettings.self, key: "Settings", standard: standard, iCloud: nil, secrets: Self.secrets()))
        let s = store.current
        #expect(s.calculation.text == "Default")
        #expect(s.calculation.mode == .linearRegression)
        #expect(s.calculation.timePeriod == 7)
        #expect(s.smoothing.grouped.level == 1)
        #expect(s.smoothing.grouped.nickname == nil)
        #expect(s.advertising.provider == .admob)
        let bundle = SettingsStore(form: ImportedBundleSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedBundleSettings.self, key: "settings", standard: standard, iCloud: nil, secrets: Self.secrets()))
        #expect(bundle.current.toggleSwitch.toggleSwitch == true)
        #expect(bundle.current.multiValueWithoutTitle.mulValueOther == .second)
        #expect(bundle.current.group8.completeList.toggles.toogleString == .on)
        #expect(bundle.current.group8.completeList.childPane.advanced.slider.sensitivity == 2)
    }
}
