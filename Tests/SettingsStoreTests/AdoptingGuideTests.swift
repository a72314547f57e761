import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// docs/adopting.md, step by step, with the example schema Schemas/Reader.settings.yaml (`layout: flat`) and a real
/// `UserDefaults` suite standing in for `.standard`.
@MainActor
@Suite(.serialized) struct AdoptingGuideTests {
    let defaults = UserDefaults(suiteName: "settingsc.tests.guide.\(UUID().uuidString)")!
    let secrets = SettingsSecretFiles(directory: temporaryDirectory().appendingPathComponent("secrets"))
    let changes = SettingsManualChangeSource()

    func store() -> SettingsStore<ReaderSettings> {
        SettingsStore(form: ReaderSettings.settingsForm, loadingFrom: SettingsRoutedPersistence.userDefaults(
            for: ReaderSettings.self, key: "settings", standard: defaults, iCloud: nil, secrets: secrets,
            changes: { [changes] _ in changes }))
    }

    /// Steps 1-3: what `@AppStorage`, plain `UserDefaults` code with registered defaults and KeychainSwift stored
    /// is read with no app code.
    @Test func valuesFromAppStorageUserDefaultsAndTheKeychainAreRead() throws {
        defaults.set(1.3, forKey: "font_size_scale")              // @AppStorage("font_size_scale") var scale = 1.0
        defaults.set(1, forKey: "preferred_browser")              // enum PreferredBrowser: Int { case inAppSafari, safari }
        defaults.set("dark", forKey: "theme")
        defaults.set(0x336699, forKey: "accent_color")            // Color: RawRepresentable as Int 0xRRGGBB
        defaults.set(["pics", "memes"], forKey: "muted_subreddits")
        defaults.set(Date(timeIntervalSince1970: 1_700_000_000), forKey: "last_sync")
        defaults.set(12, forKey: "launch_count")
        defaults.set(Data([0x89, 0x50, 0x4E, 0x47]), forKey: "avatar_png")   // @AppStorage("avatar_png") var avatar: Data?
        // username: never set (nil); homepage: registered, never written
        defaults.register(defaults: ["homepage": "https://example.com"])
        try secrets.write("tok-123", service: "", account: "api_token")   // KeychainSwift: account "api_token", no service

        let store = store()
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        let s = store.current
        #expect(s.reading.fontSizeScale == 1.3)
        #expect(s.reading.showThumbnails == true)
        #expect(s.reading.preferredBrowser == .safari)
        #expect(s.reading.theme == .dark)
        #expect(s.reading.accentColor == "#336699")
        #expect(s.reading.mutedSubreddits == ["pics", "memes"])
        #expect(s.account.username == nil)
        #expect(s.account.apiToken.value == "tok-123")
        #expect(s.account.lastSync == "2023-11-14T22:13:20Z")
        #expect(s.account.avatar?.data == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(s.advanced.homepage == "https://example.com")
        #expect(s.advanced.launchCount == 12)
    }

    /// Step 4: a JSON document settingsc wrote earlier under the same key moves to the flat keys on the first save.
    @Test func aDocumentSettingscWroteEarlierMovesToTheKeys() throws {
        try SettingsUserDefaults(defaults, key: "settings").write(Data("""
            {"reading": {"font_size_scale": 1.6, "theme": "light"}, "account": {"api_token": "from-the-document"}}
            """.utf8))
        let store = store()
        #expect(store.current.reading.fontSizeScale == 1.6)
        #expect(store.current.reading.theme == .light)
        #expect(store.current.account.apiToken.value == "from-the-document")
        store.set(\.reading.showThumbnails, to: false)
        try store.save()
        #expect(defaults.double(forKey: "font_size_scale") == 1.6)
        #expect(defaults.string(forKey: "theme") == "light")
        #expect(defaults.object(forKey: "show_thumbnails") as? Bool == false)
        #expect(try secrets.read(service: "", account: "api_token") == "from-the-document")
        let document = try #require(defaults.data(forKey: "settings"))
        #expect(String(decoding: document, as: UTF8.self).filter { !$0.isWhitespace } == "{}", "nothing is left in the document")
    }

    /// Step 5: old `@AppStorage` code and the store side by side, both ways.
    @Test func oldAndNewCodeSideBySide() async throws {
        let store = store()
        #expect(store.observeExternalChanges())
        store.set(\.reading.fontSizeScale, to: 1.5)
        store.set(\.reading.preferredBrowser, to: .safari)
        store.set(\.reading.accentColor, to: "#102030")
        try store.save()
        // What `@AppStorage` reads elsewhere in the app.
        #expect(defaults.double(forKey: "font_size_scale") == 1.5)
        #expect(defaults.integer(forKey: "preferred_browser") == 1)
        #expect(defaults.integer(forKey: "accent_color") == 0x102030)
        // A write by `@AppStorage("theme")` elsewhere reaches the store.
        defaults.set("light", forKey: "theme")
        changes.notify(["theme"])
        for _ in 0..<1_000 where store.current.reading.theme != .light { await Task.yield() }
        #expect(store.current.reading.theme == .light)
        store.stopObservingExternalChanges()
    }
}
