import Foundation
import GeneratedFixtures
import SettingsRuntime
import Testing

/// The Swift generated from `settingsc init`'s starter schema (Tests/GeneratedFixtures/StarterSettings.swift),
/// compiled and run: what a new user gets first must work.
@Suite struct StarterSettingsTests {
    @Test func defaultsComeFromTheStarterSchema() {
        let settings = StarterSettings()
        #expect(settings.general.showTips == true)
        #expect(settings.general.theme == .system)
        #expect(settings.general.nickname == nil)
        #expect(settings.sync.interval == .daily)
        #expect(settings.sync.timeout == 30)
        #expect(settings.sync.advanced.batchSize == 50)
        #expect(StarterSettings.Sync.Ranges.retries == 0...10)
        #expect(StarterSettings.Theme.system.title == "Match the system")
    }

    @Test func savedDataIsReadLeniently() throws {
        let saved = #"{"sync": {"retries": 99, "wifi_only": false, "interval": "never"}, "general": {"theme": "dark"}}"#
        let settings = try JSONDecoder().decode(StarterSettings.self, from: Data(saved.utf8))
        #expect(settings.sync.retries == 10)            // clamped to the range
        #expect(settings.sync.wifiOnly == false)        // read from its stored key
        #expect(settings.sync.interval == .daily)       // an unknown case falls back to the default
        #expect(settings.general.theme == .dark)
    }
}
