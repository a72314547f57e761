import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// `SettingsBundleLocalizer` reads a bundle's string tables (here a `.strings` table, what Xcode compiles a
/// `.xcstrings` catalog into) through Foundation, on Linux as on Apple platforms.
@Suite struct BundleLocalizerTests {
    /// A bundle directory with a German `BetaSettings` table.
    func bundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("settings-l10n-\(UUID().uuidString).bundle")
        let german = root.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        let table = """
            "title" = "Beta-Einstellungen";
            "smoothing.dayPeriod.title" = "Zeitraum (Tage)";
            "smoothing.grouped.header" = "Über der Gruppe \\"angezeigt\\"";
            "enum.Mode.weightedAverage.title" = "Gewichteter Durchschnitt";

            """
        try Data(table.utf8).write(to: german.appendingPathComponent("BetaSettings.strings"))
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test @MainActor func looksUpTheTableOfALocalization() throws {
        let (bundle, root) = try bundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let localizer = try #require(SettingsBundleLocalizer(bundle: bundle, localization: "de"))
        #expect(localizer.localizedString(forKey: "title", table: "BetaSettings", defaultValue: "Beta settings") == "Beta-Einstellungen")
        #expect(localizer.localizedString(forKey: "missing", table: "BetaSettings", defaultValue: "Source") == "Source")
        #expect(localizer.localizedString(forKey: "missing", table: "BetaSettings", defaultValue: "") == "")
        #expect(localizer.localizedString(forKey: "title", table: "OtherTable", defaultValue: "Beta settings") == "Beta settings")
        #expect(SettingsBundleLocalizer(bundle: bundle, localization: "fr") == nil)

        let form = BetaSettings.settingsForm.localized(using: localizer)
        #expect(form.title == "Beta-Einstellungen")
        #expect(form.setting(id: "smoothing.dayPeriod")?.title == "Zeitraum (Tage)")
        #expect(form.section(named: "grouped")?.header == .text("Über der Gruppe \"angezeigt\""))
        #expect(form.setting(id: "calculation.mode")?.options.map(\.title) == ["Linear regression", "Gewichteter Durchschnitt"])
        #expect(form.setting(id: "calculation.text")?.title == "Text")

        // A store works from the localized form like from any other.
        let store = SettingsStore(form: form)
        #expect(store.form.title == "Beta-Einstellungen")
    }
}
