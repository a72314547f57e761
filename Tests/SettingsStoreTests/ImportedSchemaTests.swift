import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 34: the schema `settingsc import` drafted from Tests/ImportFixtures/swift/ReaderApp
/// (Tests/SettingsCompilerTests/Fixtures/valid/imported-reader.settings.yaml, checked by ImportTests), generated and
/// compiled in GeneratedFixtures, reads what the fixture app's code wrote to real `UserDefaults`, with no app code.
@MainActor
@Suite(.serialized) struct ImportedSchemaTests {
    nonisolated static let group = "group.com.example.reader"

    @Test func valuesTheOldCodeWroteAreRead() throws {
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.imported.\(UUID().uuidString)"))
        let groupDefaults = try #require(UserDefaults(suiteName: Self.group))
        groupDefaults.removePersistentDomain(forName: Self.group)
        defer { groupDefaults.removePersistentDomain(forName: Self.group) }

        // As ReadingPreferencesView's @AppStorage properties store them.
        standard.set(1.4, forKey: "font_size_scale")
        standard.set(false, forKey: "show_thumbnails")
        standard.set(5, forKey: "preferred_browser")             // PreferredBrowser.chrome = 5
        standard.set("dark_mode", forKey: "app_theme")           // AppTheme.dark = "dark_mode"
        standard.set(7, forKey: "lines_per_preview")
        standard.set("Menlo", forKey: "reader_font")
        // `set(_: URL?, forKey:)` on Apple platforms archives a web URL (swift-corelibs-foundation stores its path).
        standard.set(try NSKeyedArchiver.archivedData(withRootObject: NSURL(string: "https://news.example.com/")!,
                                                      requiringSecureCoding: true), forKey: "homepage")
        standard.set("alice", forKey: "username")
        standard.set(Float(0.5), forKey: "opacity")
        // As AppDefaults registers, reads and writes them.
        standard.register(defaults: ["launch_count": 0, "auto_refresh_interval": 15.5, "sort_order": 0,
                                     "signature": "Sent from \"Reader\"\n"])
        standard.set(12, forKey: "launch_count")
        standard.set(10, forKey: "sort_order")                   // SortOrder.top.rawValue
        standard.set(Date(timeIntervalSince1970: 1_700_000_000), forKey: "last_sync")
        standard.set(["spam", "ads"], forKey: "muted_words")
        standard.set(true, forKey: "has_seen_onboarding")
        // The widget's App Group suite.
        groupDefaults.set(6, forKey: "widget_item_count")

        let store = SettingsStore(form: ImportedReaderSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedReaderSettings.self, key: "settings", standard: standard, iCloud: nil,
            secrets: SettingsSecretFiles(directory: FileManager.default.temporaryDirectory
                .appendingPathComponent("settingsc-imported-\(UUID().uuidString)"))))
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        let s = store.current
        #expect(s.readingPreferencesView.fontSizeScale == 1.4)
        #expect(s.readingPreferencesView.showThumbnails == false)
        #expect(s.readingPreferencesView.browser == .chrome)
        #expect(s.readingPreferencesView.theme == .dark)
        #expect(s.readingPreferencesView.linesPerPreview == 7)
        #expect(s.readingPreferencesView.readerFont == "Menlo")
        #expect(s.readingPreferencesView.homepage == "https://news.example.com/")
        #expect(s.readingPreferencesView.username == "alice")
        #expect(s.readingPreferencesView.opacity == 0.5)
        #expect(s.appDefaults.launchCount == 12)
        #expect(s.appDefaults.autoRefreshInterval == 15.5)                 // registered, never written
        #expect(s.appDefaults.sortOrder == .top)
        #expect(s.appDefaults.signature == "Sent from \"Reader\"\n")
        #expect(s.appDefaults.lastSync == "2023-11-14T22:13:20Z")
        #expect(s.appDefaults.mutedWords == ["spam", "ads"])
        #expect(s.appDefaults.hasSeenOnboarding == true)
        #expect(s.widgetConfiguration.itemCount == 6)

        // And what the store saves, the old code reads back.
        store.set(\.readingPreferencesView.browser, to: .safari)
        store.set(\.widgetConfiguration.itemCount, to: 8)
        try store.save()
        #expect(standard.integer(forKey: "preferred_browser") == 1)
        #expect(groupDefaults.integer(forKey: "widget_item_count") == 8)
    }

    /// A fresh install: nothing stored, the defaults the sources gave.
    @Test func aFreshInstallHasTheSourcesDefaults() throws {
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.imported.\(UUID().uuidString)"))
        let store = SettingsStore(form: ImportedReaderSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ImportedReaderSettings.self, key: "settings", standard: standard, iCloud: nil,
            secrets: SettingsSecretFiles(directory: FileManager.default.temporaryDirectory
                .appendingPathComponent("settingsc-imported-\(UUID().uuidString)"))))
        let s = store.current
        #expect(s.readingPreferencesView.fontSizeScale == 1.0)
        #expect(s.readingPreferencesView.showThumbnails == true)
        #expect(s.readingPreferencesView.browser == .inAppSafari)
        #expect(s.readingPreferencesView.theme == .system)
        // `homepage` is registered by AdoptingGuideTests in the process-wide registration domain: the model's default.
        #expect(ImportedReaderSettings().readingPreferencesView.homepage == "https://example.com/start")
        #expect(s.readingPreferencesView.username == nil)
        #expect(s.appDefaults.sortOrder == .newest)
        #expect(s.appDefaults.lastSync == nil)
    }
}
