import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 28: an app whose users saved every value with `@AppStorage` adopts settingsc with `layout: flat`
/// (Tests/SettingsCompilerTests/Fixtures/valid/adopted-app.settings.yaml, 48 settings) and loses none of them.
/// Real `UserDefaults` suites throughout; the Keychain's stand-in is the Linux fallback (owner-only files).
@MainActor
@Suite(.serialized) struct FlatLayoutTests {
    nonisolated static let group = "group.com.example.adopted"

    /// A fresh app: its own defaults (a suite of its own, standing in for `.standard`), the App Group's suite and a
    /// secret folder, removed at the end.
    @MainActor final class App {
        let standard: UserDefaults
        let groupDefaults: UserDefaults
        let secrets: SettingsSecretFiles
        let changes = SettingsManualChangeSource()

        init() throws {
            standard = try #require(UserDefaults(suiteName: "settingsc.tests.flat.\(UUID().uuidString)"))
            groupDefaults = try #require(UserDefaults(suiteName: FlatLayoutTests.group))
            groupDefaults.removePersistentDomain(forName: FlatLayoutTests.group)
            secrets = SettingsSecretFiles(directory: temporaryDirectory().appendingPathComponent("secrets"))
        }

        isolated deinit { groupDefaults.removePersistentDomain(forName: FlatLayoutTests.group) }

        func persistence() -> SettingsRoutedPersistence {
            .userDefaults(for: AdoptedAppSettings.self, key: "settings", standard: standard, iCloud: nil, secrets: secrets,
                          changes: { [changes] _ in changes })
        }

        func store() -> SettingsStore<AdoptedAppSettings> {
            SettingsStore(form: AdoptedAppSettings.settingsForm, loadingFrom: persistence())
        }
    }

    /// What `@AppStorage` (SwiftUI) and `UserDefaults` write for each kind, key by key: `Bool`, `Int`, `Double`,
    /// `String` and `Date` as those property-list types; a `RawRepresentable` enum as its raw value; a `URL` through
    /// `set(_: URL?, forKey:)`, which on Apple platforms archives a web URL (`NSKeyedArchiver`) and stores a file
    /// URL in the home folder as a `~` path; an optional as an absent key; arrays as property-list arrays; a
    /// `Codable` type as its JSON `Data`; colours as the app's extension stored them (Int 0xRRGGBB, or hex text).
    static func seed(_ app: App) throws {
        let d = app.standard
        d.set(true, forKey: "show_nsfw")
        d.set(1.5, forKey: "font_size_scale")
        d.set(42, forKey: "launch_count")
        d.set("alice", forKey: "username")
        d.set(2, forKey: "preferred_browser")            // enum PreferredBrowser: Int, .chrome
        d.set("dark_mode", forKey: "app_theme")          // enum AppTheme: String, .dark = "dark_mode"
        d.set("top", forKey: "default_sort")
        d.set(0x112233, forKey: "accent_color")
        d.set("#ABCDEF", forKey: "highlight_color")
        d.set(try NSKeyedArchiver.archivedData(withRootObject: NSURL(string: "https://news.example.com/front?x=1")!, requiringSecureCoding: true),
              forKey: "homepage")
        d.set(Date(timeIntervalSince1970: 1_700_000_000), forKey: "last_opened")
        // nickname: never set (absent)
        d.set(5, forKey: "max_items")
        d.set("~/Downloads", forKey: "download_folder")
        d.set(Date(timeIntervalSince1970: 1_800_000_000), forKey: "snooze_until")
        d.set(["spam", "ads"], forKey: "muted_words")
        d.set([3, 1, 2], forKey: "favourite_ids")
        d.set(try JSONEncoder().encode(Geo.Area(latitude: 52.5, longitude: 13.4, radius: 7)), forKey: "home_area")
        d.set(Data([0xDE, 0xAD, 0xBE, 0xEF]), forKey: "avatar_data")   // @AppStorage("avatar_data") var avatar: Data?
        try app.secrets.write("s3cr3t", service: "", account: "api_token")
        d.set(0.25, forKey: "opacity")
        d.set(false, forKey: "reader_mode")
        d.set(1.75, forKey: "line_spacing")
        d.set(21, forKey: "text_size")
        d.set(true, forKey: "justify")
        d.set("Menlo", forKey: "reader_font")
        d.set("light_mode", forKey: "reader_theme")
        d.set("#000000", forKey: "reader_background")
        d.set(2.0, forKey: "auto_scroll_speed")
        d.set(false, forKey: "mark_read_on_scroll")
        d.set(9, forKey: "collapse_threshold")
        d.set(false, forKey: "notifications_enabled")
        d.set(20, forKey: "digest_hour")
        d.set(Date(timeIntervalSince1970: 1_600_000_000), forKey: "quiet_start")
        d.set("chime", forKey: "notify_sound")
        d.set(false, forKey: "badge_count")
        d.set(1, forKey: "link_target")
        app.groupDefaults.set(false, forKey: "widget_show_images")
        app.groupDefaults.set(60, forKey: "widget_refresh")
        app.groupDefaults.set("dark_mode", forKey: "widget_theme")
        app.groupDefaults.set(0xFF0000, forKey: "widget_tint")
        app.groupDefaults.set("Top stories", forKey: "widget_title")
        d.set(true, forKey: "beta_features")
        d.set(512, forKey: "cache_size_mb")
        d.set("body { color: red }", forKey: "custom_css")
        d.set(8080, forKey: "proxy_port")
        // Keys of the app the schema does not declare.
        d.set("keep me", forKey: "onboarding_seen_version")
        app.groupDefaults.set(["a": 1], forKey: "widget_cache")
    }

    @Test func everyValueAppStorageWroteIsReadWithNoAppCode() throws {
        let app = try App()
        try Self.seed(app)
        let store = app.store()
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        let s = store.current
        #expect(s.general.showNSFW == true)
        #expect(s.general.fontSizeScale == 1.5)
        #expect(s.general.launchCount == 42)
        #expect(s.general.username == "alice")
        #expect(s.general.preferredBrowser == .chrome)
        #expect(s.general.appTheme == .dark)
        #expect(s.general.defaultSort == .top)
        #expect(s.general.accentColor == "#112233")
        #expect(s.general.highlightColor == "#ABCDEF")
        #expect(s.general.homepage == "https://news.example.com/front?x=1")
        #expect(s.general.lastOpened == "2023-11-14T22:13:20Z")
        #expect(s.general.nickname == nil)
        #expect(s.general.maxItems == 5)
        #expect(s.general.downloadFolder == URL(fileURLWithPath: NSString(string: "~/Downloads").expandingTildeInPath).absoluteString)
        #expect(s.general.snoozeUntil == "2027-01-15T08:00:00Z")
        #expect(s.general.mutedWords == ["spam", "ads"])
        #expect(s.general.favouriteIDs == [3, 1, 2])
        #expect(s.general.homeArea == Geo.Area(latitude: 52.5, longitude: 13.4, radius: 7))
        #expect(s.general.avatar?.data == Data([0xDE, 0xAD, 0xBE, 0xEF]))
        #expect(s.general.iconBlob == SettingsData([0x00, 0x01]), "never set: the default")
        #expect(store.form.allSettings.first { $0.id == "general.avatar_data" }?.displayValue(in: s) == "4 bytes")
        #expect(s.general.apiToken.value == "s3cr3t")
        #expect(s.general.opacity == 0.25)
        #expect(s.reading.readerMode == false)
        #expect(s.reading.lineSpacing == 1.75)
        #expect(s.reading.textSize == 21)
        #expect(s.reading.justify == true)
        #expect(s.reading.readerFont == "Menlo")
        #expect(s.reading.readerTheme == .light)
        #expect(s.reading.readerBackground == "#000000")
        #expect(s.reading.autoScrollSpeed == 2.0)
        #expect(s.reading.markReadOnScroll == false)
        #expect(s.reading.collapseThreshold == 9)
        #expect(s.notifications.notificationsEnabled == false)
        #expect(s.notifications.digestHour == 20)
        #expect(s.notifications.quietStart == "2020-09-13T12:26:40Z")
        #expect(s.notifications.notifySound == "chime")
        #expect(s.notifications.badgeCount == false)
        #expect(s.notifications.linkTarget == .browser)
        #expect(s.widget.widgetShowImages == false)
        #expect(s.widget.widgetRefresh == 60)
        #expect(s.widget.widgetTheme == .dark)
        #expect(s.widget.widgetTint == "#FF0000")
        #expect(s.widget.widgetTitle == "Top stories")
        #expect(s.advanced.betaFeatures == true)
        #expect(s.advanced.cacheSizeMB == 512)
        #expect(s.advanced.customCSS == "body { color: red }")
        #expect(s.advanced.proxyPort == 8080)
        #expect(s.advanced.internalNote == "")

        // Saving nothing changed writes nothing: no key, no document.
        store.set(\.advanced.internalNote, to: "")
        try store.save()
        #expect(app.standard.object(forKey: "settings") == nil)
        #expect(app.standard.string(forKey: "onboarding_seen_version") == "keep me")
        #expect(app.standard.object(forKey: "api_token") == nil, "a secure string never goes to UserDefaults")
    }

    @Test func editsAreReadBackByPlainUserDefaultsReadsOfTheOriginalKeys() throws {
        let app = try App()
        try Self.seed(app)
        let before = Self.snapshot(app)
        let store = app.store()
        store.set(\.general.showNSFW, to: false)
        store.set(\.general.fontSizeScale, to: 2.25)
        store.set(\.general.launchCount, to: 43)
        store.set(\.general.username, to: "bob")
        store.set(\.general.preferredBrowser, to: .inAppSafari)
        store.set(\.general.appTheme, to: .light)
        store.set(\.general.defaultSort, to: .oldest)
        store.set(\.general.accentColor, to: "#0A0B0C")
        store.set(\.general.highlightColor, to: "#123456")
        store.set(\.general.homepage, to: "https://example.org/new")
        store.set(\.general.lastOpened, to: "2025-05-05T05:05:05Z")
        store.set(\.general.nickname, to: "Bobby")
        store.set(\.general.maxItems, to: nil)
        store.set(\.general.mutedWords, to: ["crypto"])
        store.set(\.general.favouriteIDs, to: [9])
        store.set(\.general.homeArea, to: Geo.Area(latitude: 1, longitude: 2, radius: 3))
        store.set(\.general.avatar, to: SettingsData(Data([1, 2, 3])))
        store.set(\.general.apiToken, to: "n3w")
        store.set(\.widget.widgetTint, to: "#00FF00")
        store.set(\.widget.widgetTheme, to: .system)
        try store.save()

        let d = app.standard
        #expect(d.object(forKey: "show_nsfw") as? Bool == false)
        #expect(d.double(forKey: "font_size_scale") == 2.25)
        #expect(d.integer(forKey: "launch_count") == 43)
        #expect(d.string(forKey: "username") == "bob")
        #expect(d.object(forKey: "preferred_browser") as? Int == 0, "the Int raw value")
        #expect(d.string(forKey: "app_theme") == "light_mode", "the String raw value")
        #expect(d.string(forKey: "default_sort") == "oldest")
        #expect(d.object(forKey: "accent_color") as? Int == 0x0A0B0C)
        #expect(d.string(forKey: "highlight_color") == "#123456")
        #expect(d.url(forKey: "homepage") == URL(string: "https://example.org/new"), "read as @AppStorage reads a URL")
        #expect(d.object(forKey: "last_opened") as? Date == Date(timeIntervalSince1970: 1_746_421_505))
        #expect(d.string(forKey: "nickname") == "Bobby")
        #expect(d.object(forKey: "max_items") == nil, "nil is an absent key")
        #expect(d.stringArray(forKey: "muted_words") == ["crypto"])
        #expect(d.array(forKey: "favourite_ids") as? [Int] == [9])
        #expect(try JSONDecoder().decode(Geo.Area.self, from: try #require(d.data(forKey: "home_area"))) == Geo.Area(latitude: 1, longitude: 2, radius: 3))
        #expect(d.object(forKey: "avatar_data") as? Data == Data([1, 2, 3]), "a Data value, as @AppStorage reads it")
        #expect(d.object(forKey: "icon_blob") == nil, "never set: not written")
        #expect(try app.secrets.read(service: "", account: "api_token") == "n3w")
        #expect(d.object(forKey: "api_token") == nil)
        #expect(app.groupDefaults.object(forKey: "widget_tint") as? Int == 0x00FF00)
        #expect(app.groupDefaults.string(forKey: "widget_theme") == "system")
        #expect(d.object(forKey: "widget_tint") == nil, "the widget's keys live in the App Group's suite")

        // Only the changed keys were written; the others hold exactly what @AppStorage wrote.
        let after = Self.snapshot(app)
        let changed = Set(after.keys.filter { after[$0] != before[$0] }).union(before.keys.filter { after[$0] == nil })
        #expect(changed == ["show_nsfw", "font_size_scale", "launch_count", "username", "preferred_browser", "app_theme",
                            "default_sort", "accent_color", "highlight_color", "homepage", "last_opened", "nickname",
                            "max_items", "muted_words", "favourite_ids", "home_area", "avatar_data", "group:widget_tint", "group:widget_theme"])
        #expect(d.string(forKey: "onboarding_seen_version") == "keep me")
        #expect(app.groupDefaults.dictionary(forKey: "widget_cache")?["a"] as? Int == 1)
        #expect(d.object(forKey: "settings") == nil, "no document: every value has its key")

        // A new store reads the edits back.
        let reloaded = app.store()
        #expect(reloaded.current == store.current)
        #expect(reloaded.loadProblems.isEmpty, "\(reloaded.loadProblems)")
    }

    /// Every key of both domains as property-list text, for comparing what a save changed.
    static func snapshot(_ app: App) -> [String: String] {
        var result: [String: String] = [:]
        for (prefix, defaults, name) in [("", app.standard, nil as String?), ("group:", app.groupDefaults, group)] {
            let domain = name.map { app.groupDefaults.persistentDomain(forName: $0) ?? [:] } ?? defaults.dictionaryRepresentation()
            for (key, value) in domain {
                result[prefix + key] = String(decoding: (try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)) ?? Data(), as: UTF8.self)
            }
        }
        return result
    }

    @Test func savingWritesOnlyTheChangedKeys() throws {
        let app = try App()
        try Self.seed(app)
        let local = try #require(app.persistence().local as? SettingsFlatPersistence)
        let store = SettingsStore(form: AdoptedAppSettings.settingsForm, loadingFrom: SettingsRoutedPersistence(
            for: AdoptedAppSettings.self, local: local, suites: [:]))
        store.set(\.reading.textSize, to: 30)
        try store.save()
        #expect(local.lastWrittenKeys == ["text_size"])
        #expect(app.standard.integer(forKey: "text_size") == 30)
    }

    @Test func aWrongTypedValueFallsBackWithAReportAndIsKeptUntilChanged() throws {
        let app = try App()
        app.standard.set("yes please", forKey: "show_nsfw")     // another version wrote a string
        app.standard.set(Date(), forKey: "launch_count")         // and a date
        app.standard.set(7, forKey: "preferred_browser")         // a raw value no case has (no fallback)
        app.standard.set("oops!", forKey: "avatar_data")         // text where the schema says data
        let store = app.store()
        #expect(store.current.general.avatar == nil)
        #expect(store.current.general.showNSFW == false)
        #expect(store.current.general.launchCount == 0)
        #expect(store.current.general.preferredBrowser == .safari)
        let problems = Set(store.loadProblems.map { $0.path.joined(separator: ".") })
        #expect(problems == ["general.show_nsfw", "general.launch_count", "general.preferred_browser", "general.avatar_data"], "\(store.loadProblems)")
        store.set(\.reading.justify, to: true)
        try store.save()
        #expect(app.standard.string(forKey: "show_nsfw") == "yes please", "not overwritten while unchanged")
        #expect(app.standard.object(forKey: "launch_count") is Date)
        #expect(app.standard.integer(forKey: "preferred_browser") == 7)
        #expect(app.standard.string(forKey: "avatar_data") == "oops!")
        store.set(\.general.showNSFW, to: true)
        try store.save()
        #expect(app.standard.object(forKey: "show_nsfw") as? Bool == true, "changed by the person: written")
    }

    @Test func numbersAreRawValuesAndRenamedNumbersMatchStoredNumbers() throws {
        let app = try App()
        app.standard.set(5, forKey: "preferred_browser")    // renamedFrom: 5 on chrome
        app.standard.set(9, forKey: "link_target")          // no case: a number is not a name, so the default
        let store = app.store()
        #expect(store.current.general.preferredBrowser == .chrome)
        #expect(store.current.notifications.linkTarget == .inApp)
        #expect(store.loadProblems.map(\.path) == [["notifications", "link_target"]], "\(store.loadProblems)")
        app.standard.set("bogus", forKey: "link_target")    // a text no case has: the enum's fallback
        #expect(app.store().current.notifications.linkTarget == .ask)
        store.set(\.general.preferredBrowser, to: .chrome)
        store.set(\.general.username, to: "x")
        try store.save()
        #expect(app.standard.integer(forKey: "preferred_browser") == 5, "unchanged by the person: the old number stays")
        store.set(\.general.preferredBrowser, to: .safari)
        try store.save()
        store.set(\.general.preferredBrowser, to: .chrome)
        try store.save()
        #expect(app.standard.integer(forKey: "preferred_browser") == 2, "saved as the current raw value")
    }

    @Test func aWriteThroughUserDefaultsReachesALiveStoreAndAPendingEditIsAConflict() async throws {
        let app = try App()
        let store = app.store()
        #expect(store.observeExternalChanges())
        // Elsewhere in the app, `@AppStorage("reader_mode")` is switched off.
        app.standard.set(false, forKey: "reader_mode")
        app.changes.notify(["reader_mode"])
        for _ in 0..<1_000 where store.current.reading.readerMode { await Task.yield() }
        #expect(store.current.reading.readerMode == false)
        #expect(!store.hasChanges, "taken in as stored, not as an edit")

        store.set(\.reading.textSize, to: 20)
        app.standard.set(25, forKey: "text_size")
        app.changes.notify(["text_size"])
        for _ in 0..<1_000 where store.conflicts.isEmpty { await Task.yield() }
        #expect(store.current.reading.textSize == 20, "the pending edit is kept")
        #expect(store.conflicts.map(\.id) == ["reading.text_size"])
        try store.save()
        #expect(app.standard.integer(forKey: "text_size") == 20)
        store.stopObservingExternalChanges()
    }

    @Test func switchingFromTheDocumentLayoutKeepsEveryValue() throws {
        let app = try App()
        // An earlier version of the app used settingsc's JSON document (the default layout) under "settings".
        try SettingsUserDefaults(app.standard, key: "settings").write(Data("""
            {"general": {"show_nsfw": true, "preferred_browser": "chrome", "api_token": "old", "future": 1},
             "advanced": {"internalNote": "kept in the document"}}
            """.utf8))
        let store = app.store()
        #expect(store.current.general.showNSFW == true)
        #expect(store.current.general.preferredBrowser == .chrome)
        #expect(store.current.general.apiToken.value == "old")
        #expect(store.current.advanced.internalNote == "kept in the document")
        store.set(\.reading.justify, to: true)
        try store.save()
        // The values moved to their keys (and the Keychain stand-in); the document keeps the rest.
        #expect(app.standard.object(forKey: "show_nsfw") as? Bool == true)
        #expect(app.standard.integer(forKey: "preferred_browser") == 2)
        #expect(try app.secrets.read(service: "", account: "api_token") == "old")
        let document = String(decoding: try #require(app.standard.data(forKey: "settings")), as: UTF8.self)
        #expect(document.contains("kept in the document") && document.contains("future"))
        #expect(!document.contains("show_nsfw") && !document.contains("old"))
        #expect(app.store().current == store.current)
    }

    @Test func theSecretFallbackIsOwnerOnly() throws {
        let folder = temporaryDirectory().appendingPathComponent("secrets")
        let secrets = SettingsSecretFiles(directory: folder)
        try secrets.write("p@ss", service: "com.example", account: "../../token")
        let file = secrets.url(service: "com.example", account: "../../token")
        #expect(file.deletingLastPathComponent().path == folder.path)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try secrets.read(service: "com.example", account: "../../token") == "p@ss")
        try secrets.write(nil, service: "com.example", account: "../../token")
        #expect(try secrets.read(service: "com.example", account: "../../token") == nil)
    }

    /// In the JSON document too: `renamedFrom: 5` matches a stored number 5 (it used to be accepted and ignored).
    @Test func aRenamedNumberMatchesAStoredNumberInTheDocument() throws {
        let report = SettingsDecodingReport()
        let loaded = try SettingsCoding.decode(AdoptedAppSettings.self, from: Data(#"{"general": {"preferred_browser": 5}}"#.utf8), report: report)
        #expect(loaded.general.preferredBrowser == .chrome)
        #expect(report.problems.isEmpty, "\(report.problems)")
    }
}
